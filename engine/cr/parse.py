"""The official Comprehensive Rules text (any edition, English or a translation) → records.

What the files throw at a parser (see ../shared/data/README.md): UTF-8 with a BOM, cp1252 or
UTF-16; CRLF, LF, bare CR and ``\\r\\r\\n`` at chapter breaks; a Contents block that repeats
every heading; top-level rules with a period (``704.5.``) and sub-rules without (``704.5a``),
two numbering typos (``119.1d.``, ``606.5``); two-letter sub-rules (``704.5aa``); several
``Example:`` lines per rule; continuation paragraphs indented five spaces; "blank" lines holding
one space; a Glossary with multi-line and numbered definitions; Credits; and an effective date
in the header that can differ from the file name's. One pass, one regular expression per line.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass, field
from datetime import date
from typing import NamedTuple

from engine.errors import KeyedError
from engine.text import drop_controls

RULE = re.compile(r"^(\d{3})\.(\d+)([a-z]{1,2})?(\.)?\s+(.*)$")
SECTION = re.compile(r"^(\d{3})\.\s+(.*)$")
CHAPTER = re.compile(r"^(\d)\.\s+(.*)$")
#: A reference to rules in running text: "rule 704.5g", "rules 605.1a–b", "See rule 704", "section 6".
REFERENCE = re.compile(
    r"(?:[Rr]ules?|[Rr]eglas?)\s+(\d{3}(?:\.\d+[a-z]{0,2})?)(?:\s*[–-]\s*([a-z]{1,2}|\d{3}(?:\.\d+[a-z]{0,2})?))?"
    r"((?:\s*,\s*(?:and\s+|y\s+)?\d{3}(?:\.\d+[a-z]{0,2})?)*(?:\s*,?\s*(?:and|or|y|o)\s+\d{3}(?:\.\d+[a-z]{0,2})?)?)",
)
MORE_NUMBERS = re.compile(r"\d{3}(?:\.\d+[a-z]{0,2})?")
LETTERS = "abcdefghijkmnpqrstuvwxyz"  # sub-rule letters skip l and o
ALL_LETTERS = [*LETTERS, *(a + b for a in LETTERS for b in LETTERS)]


@dataclass(frozen=True, slots=True)
class Words:
    """Section words of one language."""

    glossary: str
    credits: str
    example: str
    contents: str
    months: tuple[str, ...]
    effective: re.Pattern[str]


WORDS: dict[str, Words] = {
    "en": Words(
        "Glossary",
        "Credits",
        "Example:",
        "Contents",
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        ),
        re.compile(r"effective as of (\w+) (\d{1,2}), (\d{4})", re.IGNORECASE),
    ),
    "es": Words(
        "Glosario",
        "Créditos",
        "Ejemplo:",
        "Contenidos",
        (
            "enero",
            "febrero",
            "marzo",
            "abril",
            "mayo",
            "junio",
            "julio",
            "agosto",
            "septiembre",
            "octubre",
            "noviembre",
            "diciembre",
        ),
        re.compile(
            r"(?:válidas|vigentes|efectivas) (?:desde|a partir del?) (?:el )?(\d{1,2}) de (\w+) de (\d{4})",
            re.IGNORECASE,
        ),
    ),
}


class CrParseError(KeyedError, ValueError):
    """The text isn't a Comprehensive Rules file we can read (HTML, truncated, another document)."""


class RuleEntry(NamedTuple):
    """One numbered entry (a NamedTuple: a CR has ~3,500 of them and parsing is timed)."""

    number: str
    """``7`` (chapter), ``704`` (section), ``704.5`` (rule) or ``704.5g`` (sub-rule)."""
    kind: str
    parent: str | None
    text: str
    examples: tuple[str, ...]
    order: int
    refs: tuple[str, ...]


class GlossaryEntry(NamedTuple):
    term: str
    definition: str
    obsolete: bool
    refs: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class ParsedCR:
    language: str
    effective: date
    rules: tuple[RuleEntry, ...]
    glossary: tuple[GlossaryEntry, ...]
    credits: str
    counts: dict[str, int] = field(default_factory=dict)


def rule_sort_key(number: str) -> tuple[int, int, str]:
    """704.5g → (704, 5, "1g"): numeric parts compare as numbers; "z" sorts before "aa"."""
    section, _, rest = number.partition(".")
    digits = "".join(c for c in rest if c.isdigit())
    letters = "".join(c for c in rest if c.isalpha())
    return int(section or 0), int(digits or 0), f"{len(letters)}{letters}"


def decode(data: bytes) -> str:
    """UTF-16 (by BOM), UTF-8 with or without BOM, else cp1252: every encoding Wizards has used."""
    if data.startswith((b"\xff\xfe", b"\xfe\xff")):
        return data.decode("utf-16")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def split_lines(text: str) -> list[str]:
    """Universal newlines: a bare-CR file is not one long line; trailing spaces go.

    ``str.splitlines`` splits on CRLF, LF and bare CR alike (a ``\r\r\n`` chapter break is one
    extra blank line, which the parser ignores anyway).
    """
    return [line.rstrip() for line in text.lstrip("\ufeff").splitlines()]


def detect_language(lines: list[str]) -> str:
    for line in lines[:400]:
        if line.strip() in (WORDS["es"].glossary, WORDS["es"].contents) or line.startswith("Reglas"):
            return "es"
    return "en"


def parse_effective(text: str, words: Words) -> date | None:
    match = words.effective.search(text)
    if not match:
        return None
    if words is WORDS["es"]:
        day, month_name, year = match.groups()
    else:
        month_name, day, year = match.groups()
    month_name = month_name.lower()
    if month_name not in words.months:
        return None
    try:
        return date(int(year), words.months.index(month_name) + 1, int(day))
    except ValueError:  # "February 30, 2026": a date no edition can take effect on
        raise CrParseError("cr.bad_date", date=match.group(0)[-40:]) from None


def expand_refs(text: str) -> tuple[str, ...]:
    """Rule numbers referred to in a text, ranges expanded: "605.1a–b" → 605.1a, 605.1b."""
    return refs_of_texts([text])[0]


def refs_of_texts(texts: list[str]) -> list[tuple[str, ...]]:
    """References of many texts in one scan of their concatenation (one scan is 4× faster)."""
    joined = "\n\x00".join(texts)
    starts: list[int] = []
    offset = 0
    for text in texts:
        starts.append(offset)
        offset += len(text) + 2
    found: list[list[str]] = [[] for _ in texts]
    for match in _references(joined):
        owner = bisect_right(starts, match.start()) - 1
        first, range_end, more = match.groups()
        numbers = found[owner]
        numbers.append(first)
        if range_end:
            numbers.extend(_expand_range(first, range_end))
        if more:
            numbers.extend(MORE_NUMBERS.findall(more))
    return [tuple(dict.fromkeys(numbers)) for numbers in found]


def _references(text: str) -> list[re.Match[str]]:
    """Matches of REFERENCE, tried only where "rule"/"regla" occurs: scanning every position of
    a 900 KB text with the full pattern is what made parsing slow."""
    matches: list[re.Match[str]] = []
    for stem in ("ule", "egla"):
        i = text.find(stem)
        while i != -1:
            start = i - 1
            if start >= 0 and text[start] in "Rr" and (start == 0 or not text[start - 1].isalnum()):
                match = REFERENCE.match(text, start)
                if match:
                    matches.append(match)
            i = text.find(stem, i + len(stem))
    return sorted(matches, key=lambda m: m.start())


def _expand_range(first: str, end: str) -> list[str]:
    head = re.match(r"^(\d{3}\.\d+)([a-z]{1,2})$", first)
    if head and re.fullmatch(r"[a-z]{1,2}", end):
        base, start = head.groups()
        if start in ALL_LETTERS and end in ALL_LETTERS:
            i, j = ALL_LETTERS.index(start), ALL_LETTERS.index(end)
            return [base + letter for letter in ALL_LETTERS[i + 1 : j + 1]]
    if re.fullmatch(r"\d{3}(?:\.\d+[a-z]{0,2})?", end):
        return [end]
    return []


def parse_cr(data: bytes | str, *, language: str | None = None) -> ParsedCR:
    """Parse a whole CR text. Raises :class:`CrParseError` when it isn't one."""
    text = drop_controls(decode(data) if isinstance(data, bytes) else data, keep_breaks=True)
    if "<html" in text[:2000].lower() or "<!doctype" in text[:2000].lower():
        raise CrParseError("cr.html")
    lines = split_lines(text)
    lang = language or detect_language(lines)
    words = WORDS[lang]
    effective = parse_effective("\n".join(lines[:40]), words)
    if effective is None:
        raise CrParseError("cr.no_effective_date")

    first_rule = next((i for i, line in enumerate(lines) if RULE.match(line)), None)
    if first_rule is None:
        raise CrParseError("cr.no_rules")
    body_start = first_rule
    for i in range(first_rule - 1, max(first_rule - 6, -1), -1):  # its section and chapter headings
        if SECTION.match(lines[i]) or CHAPTER.match(lines[i]):
            body_start = i
    glossary_start = _find(lines, words.glossary, body_start)
    credits_start = _find(lines, words.credits, glossary_start if glossary_start is not None else body_start)
    if glossary_start is None or credits_start is None:
        raise CrParseError("cr.truncated", missing=words.glossary if glossary_start is None else words.credits)

    rules, examples_count = _parse_body(lines[body_start:glossary_start], words)
    glossary = _parse_glossary(lines[glossary_start + 1 : credits_start])
    credits = "\n".join(line for line in lines[credits_start + 1 :] if line.strip()).strip()
    counts = {
        "chapters": sum(1 for r in rules if r.kind == "chapter"),
        "sections": sum(1 for r in rules if r.kind == "section"),
        "rules": sum(1 for r in rules if r.kind == "rule"),
        "subrules": sum(1 for r in rules if r.kind == "subrule"),
        "examples": examples_count,
        "glossary": len(glossary),
    }
    counts["numbered"] = counts["rules"] + counts["subrules"]
    return ParsedCR(lang, effective, tuple(rules), tuple(glossary), credits, counts)


def _find(lines: list[str], word: str, start: int) -> int | None:
    return next((i for i in range(start, len(lines)) if lines[i].strip() == word), None)


@dataclass(slots=True)
class _Draft:
    """An entry while its examples and continuation paragraphs are still arriving."""

    number: str
    kind: str
    parent: str | None
    text: str
    examples: list[str] = field(default_factory=list)


def _parse_body(lines: list[str], words: Words) -> tuple[list[RuleEntry], int]:
    entries: list[_Draft] = []
    chapter: str | None = None
    examples_count = 0
    example_word = words.example
    for line in lines:
        if not line or line.isspace():
            continue
        if line[0].isdigit():
            match = RULE.match(line)
            if match:
                sec, num, letters, _period, body = match.groups()
                if letters:
                    entries.append(_Draft(f"{sec}.{num}{letters}", "subrule", f"{sec}.{num}", body.strip()))
                else:
                    entries.append(_Draft(f"{sec}.{num}", "rule", sec, body.strip()))
                continue
            match = SECTION.match(line)
            if match:
                entries.append(_Draft(match.group(1), "section", chapter, match.group(2).strip()))
                continue
            match = CHAPTER.match(line)
            if match:
                chapter = match.group(1)
                entries.append(_Draft(chapter, "chapter", None, match.group(2).strip()))
                continue
        stripped = line.strip()
        if stripped.startswith(example_word):
            if entries:
                entries[-1].examples.append(stripped[len(example_word) :].strip())
                examples_count += 1
            continue
        if entries:  # a continuation paragraph belongs to the rule above it
            entries[-1].text = f"{entries[-1].text}\n{stripped}"
    refs = refs_of_texts([entry.text for entry in entries])
    rules = [
        RuleEntry(e.number, e.kind, e.parent, e.text, tuple(e.examples), order, refs[order])
        for order, e in enumerate(entries)
    ]
    return rules, examples_count


def _parse_glossary(lines: list[str]) -> list[GlossaryEntry]:
    """Blocks of non-blank lines: the term, then its definition (possibly numbered 1., 2.)."""
    blocks: list[list[str]] = []
    block: list[str] = []
    for line in [*lines, ""]:
        stripped = line.strip()
        if stripped:
            block.append(stripped)
        elif block:
            blocks.append(block)
            block = []
    definitions = ["\n".join(b[1:]) for b in blocks]
    refs = refs_of_texts(definitions)
    return [
        GlossaryEntry(b[0], definition, "(obsolete)" in b[0].lower() or "(obsoleto)" in b[0].lower(), r)
        for b, definition, r in zip(blocks, definitions, refs, strict=True)
    ]
