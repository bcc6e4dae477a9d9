"""Which section a judge means: by number, appendix letter, title, abbreviation or Spanish name.

Pure: it gets the sections an edition holds (number, title, category) and a typed query, and
answers with a number and how it was read, or an error that lists the nearest sections. A
misspelt title is read only when one section is clearly meant ("Hiden Card Eror"); otherwise
the judge is asked, never answered with a guess.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from engine.errors import KeyedError
from engine.policy.model import INTRO, Document
from engine.policy.names import ABBREVIATIONS, APPENDIX_WORDS, INTRO_WORDS, PREFIXES, SPANISH
from engine.text import fold

MAX_QUERY = 100
_DOCUMENT = re.compile(r"^\s*/?(?P<doc>mtr|ipg|jar)(?![a-z])[\s.:,-]*", re.IGNORECASE)
_SPACING = re.compile(r"[\s\-–—/]+")
_NUMBER = re.compile(r"^(?P<chapter>\d{1,2})(?:[.,](?P<section>\d{1,2}))?\.?$")
_LETTER = re.compile(r"^(?P<letter>[a-z])\.?$", re.IGNORECASE)
#: A fuzzy title is taken only at this score and this far ahead of the next section.
FUZZY_SCORE = 86
FUZZY_MARGIN = 6
#: Below this a title isn't offered as "nearest" at all: the chapters are, as a place to start.
SUGGEST_SCORE = 60


@dataclass(frozen=True, slots=True)
class SectionKey:
    number: str
    title: str
    category: str = ""


@dataclass(frozen=True, slots=True)
class Found:
    number: str
    how: str
    """ "number", "chapter" (a chapter with no section of its own), "abbreviation", "title",
    "spanish" or "fuzzy"; a fuzzy reading is shown to the judge as such."""


class SectionNotFound(KeyedError):
    """No section is clearly meant; the message (one per document, with its own examples) lists
    the nearest."""

    def __init__(self, document: Document, query: str, suggestions: Sequence[str]) -> None:
        super().__init__(f"docs.not_found.{document.value}", query=query, suggestions=", ".join(suggestions) or "—")
        self.document = document
        self.suggestions = tuple(suggestions)


def split_document(text: str) -> tuple[Document | None, str]:
    """ "IPG 2.5" → (IPG, "2.5"); text that doesn't start with a document's acronym → (None, text)."""
    match = _DOCUMENT.match(text)
    if match is None:
        return None, text
    return Document(match.group("doc").casefold()), text[match.end() :]


def _words(query: str) -> str:
    text = fold(query.strip())[:MAX_QUERY]
    for prefix in PREFIXES:
        if text.startswith(prefix + " ") or text.startswith(prefix):
            text = text[len(prefix) :].strip()
            break
    return text.strip(" \t\"'«»“”()[]")


def key(text: str) -> str:
    """How titles are compared: folded, hyphens and dashes as spaces ("out-of-order")."""
    return _SPACING.sub(" ", fold(text)).strip()


def _number_of(text: str) -> str | None:
    for word in APPENDIX_WORDS:
        if text.startswith(fold(word)):
            rest = text[len(fold(word)) :].strip(" .:")
            return rest.upper() if len(rest) == 1 and rest.isalpha() else None
    if text in INTRO_WORDS:
        return INTRO
    match = _NUMBER.match(text.replace(" ", ""))
    if match:
        section = match.group("section")
        return f"{int(match.group('chapter'))}.{int(section)}" if section else str(int(match.group("chapter")))
    letter = _LETTER.match(text)
    return letter.group("letter").upper() if letter else None


_FOLDED_SPANISH = {key(spanish): english for english, spanish in SPANISH.items()}


class SectionIndex:
    """One edition's sections, with every way of naming them worked out once: a lookup is then
    a few dictionary reads (and, for a typo, one fuzzy match over the titles)."""

    def __init__(self, document: Document, sections: Sequence[SectionKey], chapters: Sequence[str] = ()) -> None:
        self.document = document
        self.sections = tuple(sections)
        self.numbers = frozenset(s.number for s in sections)
        self.chapters = frozenset(chapters)
        """Chapter numbers the edition has without a section of their own (the MTR's "4.
        Communication" is only a heading): such a number is answered as a chapter."""
        self.by_title: dict[str, str] = {}
        for s in sections:
            self.by_title.setdefault(key(s.title), s.number)
            if s.category:
                self.by_title.setdefault(key(f"{s.category} {s.title}"), s.number)
        self.names: list[tuple[str, str]] = []
        for s in sections:
            self.names.append((key(s.title), s.number))
            spanish = SPANISH.get(s.title)
            if spanish:
                self.names.append((key(spanish), s.number))
        self.choices = [n for n, _ in self.names]

    def find(self, query: str) -> Found:
        """The section ``query`` means; SectionNotFound (with the nearest) when none is clearly meant."""
        document = self.document
        said_document, rest = split_document(query)
        text = _words(rest if said_document is document else query)
        number = _number_of(text) if text else None
        if number is not None:
            if number in self.numbers:
                return Found(number, "number")
            if number in self.chapters:
                return Found(number, "chapter")
            raise SectionNotFound(document, query.strip(), _near_number(number, self.sections))
        if not text:
            raise SectionNotFound(document, query.strip(), [s.number for s in self.sections[:5]])
        abbreviation = ABBREVIATIONS.get(text) or ABBREVIATIONS.get(key(text))
        if abbreviation is not None and abbreviation[0] is document and key(abbreviation[1]) in self.by_title:
            return Found(self.by_title[key(abbreviation[1])], "abbreviation")
        text = key(text)
        if text in self.by_title:
            return Found(self.by_title[text], "title")
        english = _FOLDED_SPANISH.get(text)
        if english is not None and key(english) in self.by_title:
            return Found(self.by_title[key(english)], "spanish")
        return self._fuzzy(query.strip(), text)

    def _fuzzy(self, query: str, text: str) -> Found:
        """A misspelt title, English or Spanish: taken only when one section clearly wins."""
        ranked = process.extract(text, self.choices, scorer=fuzz.WRatio, limit=8)
        best_by_number: dict[str, float] = {}
        for _, score, index in ranked:
            number = self.names[index][1]
            best_by_number[number] = max(best_by_number.get(number, 0.0), float(score))
        order = sorted(best_by_number.items(), key=lambda item: -item[1])
        if order and order[0][1] >= FUZZY_SCORE and (len(order) == 1 or order[0][1] - order[1][1] >= FUZZY_MARGIN):
            return Found(order[0][0], "fuzzy")
        near = [n for n, score in order[:4] if score >= SUGGEST_SCORE]
        raise SectionNotFound(self.document, query, near or _tops(self.sections))


def find_section(document: Document, query: str, sections: Sequence[SectionKey], chapters: Sequence[str] = ()) -> Found:
    """The section ``query`` means in one edition of ``document`` (an index built for one query)."""
    return SectionIndex(document, sections, chapters).find(query)


def _near_number(number: str, sections: Sequence[SectionKey]) -> list[str]:
    """Numbers around a missing one: its chapter's sections nearest it, else the chapters."""
    chapter, _, minor = number.partition(".")
    siblings = [s.number for s in sections if s.number.split(".")[0] == chapter and "." in s.number]
    if siblings and minor.isdigit():
        siblings.sort(key=lambda n: abs(int(n.split(".")[1]) - int(minor)))
        return sorted(siblings[:3], key=lambda n: int(n.split(".")[1]))
    if siblings:
        return siblings[:3]
    return _tops(sections)


def _tops(sections: Sequence[SectionKey]) -> list[str]:
    """The chapters (and appendices): where to start when nothing is near."""
    return list(dict.fromkeys(s.number.split(".")[0] for s in sections if s.number != INTRO))[:8]
