"""Replies as Discord embeds, paged within Discord's limits.

Limits (Discord's): 256-character titles and field names, 4,096-character descriptions,
1,024-character field values, 25 fields and 6,000 characters per embed. Long answers are
split into pages rather than cut.
"""

from __future__ import annotations

import discord

from bot.catalog import t
from bot.replies.reply import Field, Reply

TITLE, DESCRIPTION, FIELD_NAME, FIELD_VALUE, FIELDS, TOTAL = 256, 4096, 256, 1024, 25, 6000
PAGE_BUDGET = 5600  # leaves room for the page footer
COLOUR = discord.Colour.from_rgb(88, 101, 242)
ERROR_COLOUR = discord.Colour.from_rgb(237, 66, 69)


def _chunks(text: str, size: int) -> list[str]:
    """Split at line breaks (or spaces) so no chunk is longer than ``size``."""
    out: list[str] = []
    while len(text) > size:
        cut = text.rfind("\n", 0, size)
        if cut < size // 2:
            cut = text.rfind(" ", 0, size)
        if cut <= 0:
            cut = size
        out.append(text[:cut].rstrip())
        text = text[cut:].lstrip("\n ")
    if text:
        out.append(text)
    return out or [""]


def _fields(reply: Reply) -> list[Field]:
    fields: list[Field] = []
    for field in reply.fields:
        parts = _chunks(field.value or "—", FIELD_VALUE)
        for i, part in enumerate(parts):
            name = field.name if i == 0 else f"{field.name} (…)"
            fields.append(Field(name[:FIELD_NAME], part))
    return fields


def to_pages(reply: Reply, lang: str, *, error: bool = False) -> list[discord.Embed]:
    """The reply as one or more embeds, each within every Discord limit."""
    title = reply.title[:TITLE]
    descriptions = _chunks(reply.description, DESCRIPTION - 100) if reply.description else [""]
    pages: list[discord.Embed] = []
    colour = ERROR_COLOUR if error else COLOUR

    def new_page(description: str) -> discord.Embed:
        embed = discord.Embed(title=title, description=description or None, colour=colour)
        pages.append(embed)
        return embed

    for description in descriptions:
        page = new_page(description)
    size = len(title) + len(descriptions[-1]) + len(reply.footer)
    for field in _fields(reply):
        cost = len(field.name) + len(field.value)
        if len(page.fields) >= FIELDS or size + cost > PAGE_BUDGET:
            page = new_page("")
            size = len(title) + len(reply.footer)
        page.add_field(name=field.name, value=field.value, inline=False)
        size += cost
    if reply.image:
        pages[0].set_image(url=reply.image)
    for number, embed in enumerate(pages, start=1):
        footer = reply.footer
        if len(pages) > 1:
            footer = f"{footer} · {t('page.footer', lang, page=number, pages=len(pages))}".strip(" ·")
        if footer:
            embed.set_footer(text=footer[:2048])
    return pages
