"""The neutral reply every front end shows: a title, a description, fields and a footer.

Handlers return a ``Reply``; Discord turns it into paged embeds (``bot/discord/pages.py``) and
the terminal into text (``to_text``), so both show the same answer.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class Reply:
    title: str
    description: str = ""
    fields: tuple[Field, ...] = ()
    footer: str = ""
    cited: tuple[str, ...] = ()
    """Rule numbers whose full text a "show the rules" button can bring (the SBA answer's)."""


def to_text(reply: Reply) -> str:
    """Readable terminal text: bold markers stripped, fields as indented sections."""
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


def _plain(text: str) -> str:
    return text.replace("**", "").replace("*", "")
