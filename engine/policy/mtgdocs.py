"""Judgebot's IPG JSON (hgarus/mtgdocs): a dict keyed by section number.

Chapters ("2") carry ``title`` ("2 GAME PLAY ERRORS"), ``text`` and ``sections``; sections
("2.5") carry ``title`` ("2.5 Game Play Error — Game Rule Violation"), ``penalty``, the names
of their ``subsections`` and ``subsectionContents`` (``{"definition": {"title", "text": [...]}}``).
The file doesn't say when its IPG took effect. Its last section's text runs on into the
document's closing pages (the penalty quick-reference table and the copyright line); that tail
is cut where the table's header begins.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from engine.policy.model import Document, ParsedDocument, Part, PolicyParseError, Section
from engine.policy.text import clean, heading_case, split_title

_KEY = re.compile(r"^\d+(?:\.\d+)?$")
_TITLE = re.compile(r"^\s*(?P<number>\d+(?:\.\d+)?)\.?\s+(?P<title>.+)$", re.DOTALL)
#: Where the closing pages start when they run into a section's text.
_CLOSING = re.compile(r"\s+Infraction Penalty Game Play Errors\b.*$", re.DOTALL)


def is_mtgdocs(data: object) -> bool:
    return (
        isinstance(data, dict)
        and bool(data)
        and all(isinstance(k, str) and _KEY.match(k) for k in data)
        and all(isinstance(v, dict) and "title" in v for v in data.values())
    )


def _sort_key(number: str) -> tuple[int, ...]:
    return tuple(int(p) for p in number.split("."))


def _joined(value: object) -> str:
    if isinstance(value, list):
        return "\n\n".join(str(v) for v in value)
    return str(value or "")


def read(document: Document, data: Mapping[str, Mapping[str, Any]]) -> ParsedDocument:
    sections: list[Section] = []
    chapters: dict[str, str] = {}
    for number in sorted(data, key=_sort_key):
        entry = data[number]
        match = _TITLE.match(str(entry.get("title", "")))
        if match is None or match.group("number") != number:
            raise PolicyParseError("docs.bad_entry", index=number, field="title")
        category, title = split_title(heading_case(clean(match.group("title"))))
        parts: list[Part] = []
        intro = _CLOSING.sub("", clean(_joined(entry.get("text"))))
        if intro:
            parts.append(Part(None, intro))
        contents = entry.get("subsectionContents") or {}
        for key in entry.get("subsections") or []:
            sub = contents.get(key)
            if not isinstance(sub, dict):
                raise PolicyParseError("docs.bad_entry", index=number, field=f"subsectionContents.{key}")
            body = _CLOSING.sub("", clean(_joined(sub.get("text"))))
            parts.append(Part(heading_case(str(sub.get("title") or key)), body))
        penalty = str(entry.get("penalty") or "").strip() or None
        if "." not in number:
            chapters[number] = title
        else:
            category = category or chapters.get(number.split(".")[0], "")
        sections.append(Section(number, title, category, penalty, tuple(parts)))
    return ParsedDocument(document, None, tuple(sections), "", "mtgdocs", chapters)
