"""The neutral reply every front end shows: a title, a description, fields and a footer.

Handlers return a ``Reply``; Discord turns it into paged embeds (``bot/discord/pages.py``) and
the terminal into text (``to_text``), so both show the same answer.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class Pick:
    """One answer a question offers (a reading of a board): what it is and what it leads to.
    The text also lists them, numbered; Discord adds a select menu of them."""

    label: str
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Reply:
    title: str
    description: str = ""
    fields: tuple[Field, ...] = ()
    footer: str = ""
    cited: tuple[str, ...] = ()
    """Rule numbers whose full text a "show the rules" button can bring (the SBA answer's)."""
    image: str = ""
    """An image's address Discord shows with the first page (a card's); the terminal shows none."""
    picks: tuple[Pick, ...] = ()
    """A question's answers, in order (pick N is the N-th): Discord shows them as a select menu."""


#: Characters Discord's markdown reads: a rule's, a card's or a document's own text escapes them,
#: so "*/1+*" and "a star (*)" show as written on every surface (never as italics, never lost).
_MARKDOWN = re.compile(r"([\\*_~`|])")


def literal(text: str) -> str:
    """Text shown exactly as written: rules, Oracle text, policy, rulings."""
    return _MARKDOWN.sub(r"\\\1", text)


#: Where a search matched, as the store marks it (control characters no text holds).
MATCH_START, MATCH_END = "\x02", "\x03"


def marked(text: str) -> str:
    """A snippet for JSON: the matched words between "**", the text otherwise untouched."""
    return text.replace(MATCH_START, "**").replace(MATCH_END, "**")


def snippet(text: str) -> str:
    """A search snippet: its text as written, the matched words in bold."""
    return literal(text).replace(MATCH_START, "**").replace(MATCH_END, "**")


def to_text(reply: Reply) -> str:
    """Readable terminal text: our bold and italic markers dropped, escaped text as written,
    fields as indented sections."""
    out = [reply.title, "=" * len(reply.title)]
    if reply.description:
        out += [_plain(reply.description), ""]
    for f in reply.fields:
        out.append(_plain(f.name))
        out += ["  " + _plain(line) for line in f.value.splitlines()]
        out.append("")
    if reply.footer:
        out.append(_plain(reply.footer))
    return "\n".join(out).rstrip() + "\n"


#: Our own emphasis ("**704.5g**", "*Oracle text*"): a "*" no backslash escapes.
_EMPHASIS = re.compile(r"(?<!\\)\*")
_ESCAPED = re.compile(r"\\([\\*_~`|])")


def _plain(text: str) -> str:
    return _ESCAPED.sub(r"\1", _EMPHASIS.sub("", text))
