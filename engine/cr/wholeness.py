"""Is a parsed CR whole? What its own table of contents lists, against what its body holds.

A rules file cut short (or edited down) still parses: the glossary and credits can survive
while chapters 7–9 are gone. The CR lists every chapter and section in its contents, so a
file can be checked against itself; a file with no contents list, or one that doesn't list
every chapter (1–9), isn't a Comprehensive Rules at all.
"""

from __future__ import annotations

from engine.cr.parse import CHAPTER, SECTION, WORDS, ParsedCR, decode

#: The CR's nine chapters (1. Game Concepts … 9. Casual Variants), in every edition.
CHAPTERS = tuple(str(n) for n in range(1, 10))


def listed_headings(text: str, language: str) -> tuple[str, ...] | None:
    """Chapter and section numbers in the contents list, in order; None without one."""
    words = WORDS.get(language, WORDS["en"])
    lines = [line.strip() for line in text.splitlines()]
    try:
        start = lines.index(words.contents) + 1
    except ValueError:
        return None
    listed: list[str] = []
    for line in lines[start:]:
        if line == words.glossary:
            break
        match = SECTION.match(line) or CHAPTER.match(line)
        if match:
            listed.append(match.group(1))
    return tuple(listed)


def missing_headings(parsed: ParsedCR, data: bytes) -> tuple[str, ...] | None:
    """What a whole CR lacks: listed chapters and sections the body doesn't have, and chapters
    the contents don't list. None when the file has no contents list."""
    listed = listed_headings(decode(data), parsed.language)
    if listed is None:
        return None
    present = {r.number for r in parsed.rules if r.kind in ("chapter", "section")}
    unlisted = [c for c in CHAPTERS if c not in listed]
    return tuple(dict.fromkeys([*unlisted, *(n for n in listed if n not in present)]))
