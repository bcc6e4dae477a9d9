"""Is a parsed CR whole? What its own table of contents lists, against what its body holds,
and its numbering without gaps.

A rules file cut short (or edited down) still parses: the glossary and credits can survive
while chapters 7–9 are gone. The CR lists every chapter and section in its contents, so a
file can be checked against itself; a file with no contents list, or one that doesn't list
every chapter (1–9), isn't a Comprehensive Rules at all. The contents don't list rules, but
the CR numbers them without gaps: a section's rules run 1, 2, 3…, a rule's sub-rules a, b, c…
(skipping l and o), in every edition we have (2017-08-25, 2026-01-16, 2026-04-17: none skips
a number). So 704.5f then 704.5h means 704.5g was lost, as the documents importer reads a
skipped section number (``engine.policy.wholeness``).
"""

from __future__ import annotations

from string import ascii_lowercase

from engine.cr.parse import ALL_LETTERS, CHAPTER, SECTION, WORDS, ParsedCR, decode

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


def skipped_numbers(parsed: ParsedCR) -> tuple[str, ...]:
    """Rules and sub-rules a whole CR can't lack: numbers skipped within a section (100.3 when
    100.2 and 100.4 are there) or within a rule (704.5g between 704.5f and 704.5h), and rules
    whose sub-rules are there without them. The last rule of a section or last sub-rule of a
    rule leaves no gap; the rule-count check catches a file cut down by many."""
    rules: dict[str, set[int]] = {}
    letters: dict[str, set[int]] = {}
    for entry in parsed.rules:
        section, _, rest = entry.number.partition(".")
        digits = rest.rstrip(ascii_lowercase)
        if entry.kind == "rule" and digits.isdigit():
            rules.setdefault(section, set()).add(int(digits))
        elif entry.kind == "subrule" and entry.parent is not None:
            letter = rest[len(digits) :]
            if letter in _LETTER_INDEX:
                letters.setdefault(entry.parent, set()).add(_LETTER_INDEX[letter])
    missing: list[tuple[str, str]] = []
    for section, numbers in rules.items():
        missing += [(f"{section}.{n}", "") for n in range(1, max(numbers)) if n not in numbers]
    for parent, found in letters.items():
        section, _, number = parent.partition(".")
        if int(number) not in rules.get(section, set()):
            missing.append((parent, ""))
        missing += [(parent, ALL_LETTERS[i]) for i in range(max(found)) if i not in found]
    ordered = sorted(set(missing), key=lambda m: (_rule_key(m[0]), len(m[1]), m[1]))
    return tuple(f"{rule}{letter}" for rule, letter in ordered)


_LETTER_INDEX = {letter: i for i, letter in enumerate(ALL_LETTERS)}


def _rule_key(number: str) -> tuple[int, int]:
    section, _, rule = number.partition(".")
    return int(section), int(rule)
