"""The judgeorbit JSON documents: a list of ``{rule_number, category, subcategory, content}``.

One entry per section, except that an appendix with several headings comes as several entries
with the same letter ("B" four times: Time Limits, Booster Draft Timing…); they become one
section with a part per heading. ``category`` is "Chapter — Section" ("Game Play Error — Hidden
Card Error", "Appx. B: Time Limits — Booster Draft Timing"). IPG infractions open with a
``PENALTY: Warning`` line and mark their sub-sections as ``**DEFINITION**`` lines.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from engine.policy.model import INTRO, Document, ParsedDocument, Part, PolicyParseError, Section
from engine.policy.text import clean, edition_dates, heading_case, split_title

FIELDS = frozenset({"rule_number", "category", "content"})
_PENALTY = re.compile(r"^\s*PENALTY\s*:\s*(?P<penalty>[^\n]+)\n*", re.IGNORECASE)
#: A line that is nothing but bold capitals: a sub-section heading ("**ADDITIONAL REMEDY**").
_HEADING = re.compile(r"^\*\*(?P<heading>[A-Z][A-Z '’/-]+)\*\*$", re.MULTILINE)
_APPENDIX = re.compile(r"^Appx\.\s*(?P<letter>[A-Z])\s*:\s*(?P<title>.+)$")


def is_judgeorbit(data: object) -> bool:
    return isinstance(data, list) and bool(data) and all(isinstance(e, dict) and e.keys() >= FIELDS for e in data)


def _number(raw: object) -> str:
    number = str(raw or "").strip().rstrip(".")
    return number or INTRO


def _parts(content: str) -> tuple[str | None, tuple[Part, ...]]:
    """The penalty line, then the text cut at its heading lines."""
    text = clean(content)
    penalty = None
    match = _PENALTY.match(text)
    if match:
        penalty = match.group("penalty").strip()
        text = text[match.end() :]
    parts: list[Part] = []
    heading: str | None = None
    position = 0
    for found in _HEADING.finditer(text):
        body = text[position : found.start()].strip()
        if body or heading:
            parts.append(Part(heading, body))
        heading = heading_case(found.group("heading").strip())
        position = found.end()
    body = text[position:].strip()
    if body or heading:
        parts.append(Part(heading, body))
    return penalty, tuple(parts)


def read(document: Document, entries: Sequence[Mapping[str, Any]]) -> ParsedDocument:
    sections: dict[str, Section] = {}
    chapters: dict[str, str] = {}
    for index, entry in enumerate(entries):
        if not isinstance(entry.get("content"), str) or not isinstance(entry.get("category"), str):
            raise PolicyParseError("docs.bad_entry", index=index, field="content/category")
        number = _number(entry.get("rule_number"))
        category, title = split_title(entry["category"])
        penalty, parts = _parts(entry["content"])
        appendix = _APPENDIX.match(category)
        if appendix:
            category, title, heading = "Appendices", appendix.group("title").strip(), title
            if number in sections:  # a further heading of the same appendix
                previous = sections[number]
                sections[number] = Section(
                    number,
                    previous.title,
                    previous.category,
                    previous.penalty,
                    (*previous.parts, *_headed(heading, parts)),
                )
                continue
            if heading != title:
                parts = _headed(heading, parts)
        if "." not in number and number != INTRO and not category:
            chapters[number] = title  # "2. Game Play Errors": the chapter's own entry
        if number == INTRO:
            title = title or "Introduction"
        if number in sections:
            raise PolicyParseError("docs.duplicate_section", number=number)
        sections[number] = Section(number, title, category, penalty, parts)
    for section in sections.values():
        if "." in section.number and section.category:
            chapters.setdefault(section.chapter, section.category)
    effective, label = edition_dates(str(entries[0]["content"])[:600] if entries else "")
    return ParsedDocument(document, effective, tuple(sections.values()), label, "judgeorbit", chapters)


def _headed(heading: str, parts: tuple[Part, ...]) -> tuple[Part, ...]:
    """An appendix entry's parts under its own heading (its first part had none)."""
    if parts and parts[0].heading is None:
        return (Part(heading, parts[0].text), *parts[1:])
    return (Part(heading, ""), *parts)
