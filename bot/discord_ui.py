"""Replies as Discord embeds, paged within Discord's limits, and the components around them.

Limits (Discord's): 256-character titles and field names, 4,096-character descriptions,
1,024-character field values, 25 fields and 6,000 characters per embed. Long answers are
split into pages with buttons rather than cut. Buttons answer only the person who asked.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable

import discord

from bot.errors import describe_error
from bot.i18n import t
from bot.render import Field, Reply

log = logging.getLogger(__name__)

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
    for number, embed in enumerate(pages, start=1):
        footer = reply.footer
        if len(pages) > 1:
            footer = f"{footer} · {t('page.footer', lang, page=number, pages=len(pages))}".strip(" ·")
        if footer:
            embed.set_footer(text=footer[:2048])
    return pages


RulesCallback = Callable[[discord.Interaction], Awaitable[None]]


class ReplyView(discord.ui.View):
    """Page buttons and, for /sba, a button with the full text of every cited rule."""

    def __init__(
        self,
        pages: list[discord.Embed],
        owner_id: int,
        lang: str,
        *,
        show_rules: RulesCallback | None = None,
        timeout: float = 600,
    ) -> None:
        super().__init__(timeout=timeout)
        self.pages = pages
        self.owner_id = owner_id
        self.lang = lang
        self.index = 0
        self.message: discord.InteractionMessage | None = None
        self.previous.label = t("page.previous", lang)
        self.next.label = t("page.next", lang)
        if len(pages) < 2:
            self.remove_item(self.previous)
            self.remove_item(self.next)
        else:
            self._update_buttons()
        if show_rules is None:
            self.remove_item(self.rules)
        else:
            self.rules.label = t("sba.rules_button", lang)
            self._show_rules = show_rules

    @property
    def has_items(self) -> bool:
        return bool(self.children)

    def _update_buttons(self) -> None:
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= len(self.pages) - 1

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id == self.owner_id:
            return True
        await interaction.response.send_message(t("error.not_yours", self.lang), ephemeral=True)
        return False

    @discord.ui.button(style=discord.ButtonStyle.secondary, custom_id="juez:page:previous")
    async def previous(self, interaction: discord.Interaction, button: discord.ui.Button[ReplyView]) -> None:
        self.index = max(0, self.index - 1)
        self._update_buttons()
        await interaction.response.edit_message(embed=self.pages[self.index], view=self)

    @discord.ui.button(style=discord.ButtonStyle.secondary, custom_id="juez:page:next")
    async def next(self, interaction: discord.Interaction, button: discord.ui.Button[ReplyView]) -> None:
        self.index = min(len(self.pages) - 1, self.index + 1)
        self._update_buttons()
        await interaction.response.edit_message(embed=self.pages[self.index], view=self)

    @discord.ui.button(style=discord.ButtonStyle.primary, custom_id="juez:rules")
    async def rules(self, interaction: discord.Interaction, button: discord.ui.Button[ReplyView]) -> None:
        await self._show_rules(interaction)

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[ReplyView], /
    ) -> None:
        await respond_error(interaction, error)

    async def on_timeout(self) -> None:
        if self.message is not None:
            with contextlib.suppress(discord.HTTPException):
                await self.message.edit(view=None)


async def send_reply(
    interaction: discord.Interaction,
    reply: Reply,
    lang: str,
    *,
    ephemeral: bool = False,
    show_rules: RulesCallback | None = None,
    error: bool = False,
) -> None:
    """Answer once: the first page, with buttons when there are more pages or rules to show."""
    pages = to_pages(reply, lang, error=error)
    view = ReplyView(pages, interaction.user.id, lang, show_rules=show_rules)
    buttons = view if view.has_items else discord.utils.MISSING
    if interaction.response.is_done():
        await interaction.followup.send(embed=pages[0], ephemeral=ephemeral, view=buttons)
    else:
        await interaction.response.send_message(embed=pages[0], ephemeral=ephemeral, view=buttons)
    if view.has_items:
        try:
            view.message = await interaction.original_response()
        except discord.HTTPException:
            view.message = None


async def respond_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Every failure ends here: a private message in the user's language, never a traceback."""
    original: BaseException = getattr(error, "original", None) or error
    client = interaction.client
    lang = "en"
    languages = getattr(client, "languages", None)
    if languages is not None:
        try:
            lang = await languages.for_interaction(interaction)
        except Exception:  # the error path must not fail
            log.exception("could not resolve the language of interaction %s", interaction.id)
    message = describe_error(original, lang)
    if message is None:
        log.error("interaction %s failed", interaction.id, exc_info=original)
        message = t("error.unexpected", lang, reference=interaction.id)
    else:
        log.debug("interaction %s: user error %s", interaction.id, type(original).__name__)
    try:
        await send_reply(interaction, Reply(title="⚠️", description=message), lang, ephemeral=True, error=True)
    except discord.HTTPException:
        log.exception("could not report the error of interaction %s", interaction.id)


class BoardModal(discord.ui.Modal):
    """/sba without a board: a multi-line text box (one clause per line works)."""

    def __init__(self, lang: str, on_board: Callable[[discord.Interaction, str], Awaitable[None]]) -> None:
        super().__init__(title=t("sba.modal.title", lang)[:45], custom_id="juez:sba:modal")
        self.board: discord.ui.TextInput[BoardModal] = discord.ui.TextInput(
            label=t("sba.modal.label", lang)[:45],
            style=discord.TextStyle.paragraph,
            max_length=4000,
            placeholder=t("sba.modal.placeholder", lang)[:100],
            custom_id="juez:sba:board",
        )
        self.add_item(self.board)
        self._on_board = on_board

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self._on_board(interaction, self.board.value)

    async def on_error(self, interaction: discord.Interaction, error: Exception, /, *args: object) -> None:
        await respond_error(interaction, error)
