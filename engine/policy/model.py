"""Tournament documents as Juez keeps them: the MTR, the IPG and the JAR, section by section.

Every source format (the judgeorbit JSON, Judgebot's IPG JSON, MTG Familiar's one-page HTML)
is read into these few shapes, so the store, the lookups and the replies never know where a
document came from.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from enum import StrEnum

from engine.errors import KeyedError


class Document(StrEnum):
    MTR = "mtr"
    IPG = "ipg"
    JAR = "jar"

    @property
    def acronym(self) -> str:
        """How judges name it in both languages: "MTR", "IPG", "JAR"."""
        return self.value.upper()


#: The title each document carries, for footers and `juez docs list`.
TITLES: dict[Document, str] = {
    Document.MTR: "Magic: The Gathering Tournament Rules",
    Document.IPG: "Magic: The Gathering Infraction Procedure Guide",
    Document.JAR: "Judging at Regular Rules Enforcement Level",
}

#: The number an introduction is filed under: the documents leave it unnumbered.
INTRO = "intro"


@dataclass(frozen=True, slots=True)
class Part:
    """A stretch of a section's text under one heading ("Definition", "Booster Draft Timing");
    the text before the first heading has none."""

    heading: str | None
    text: str


@dataclass(frozen=True, slots=True)
class Section:
    number: str
    """ "2.5", "4" (a chapter), "B" (an appendix) or ``INTRO``."""
    title: str
    """ "Hidden Card Error", "Tournament Shortcuts", "Time Limits"."""
    category: str = ""
    """The chapter or infraction class it belongs to: "Game Play Error", "Communication"."""
    penalty: str | None = None
    """An infraction's penalty as the IPG states it ("Warning", "Game Loss"); None elsewhere."""
    parts: tuple[Part, ...] = ()

    @property
    def text(self) -> str:
        """Every part, headings included, as one text (what full-text search indexes)."""
        return "\n\n".join(f"{p.heading}\n{p.text}" if p.heading else p.text for p in self.parts).strip()

    @property
    def chapter(self) -> str:
        return self.number.split(".")[0]

    def part(self, heading: str) -> Part | None:
        return next((p for p in self.parts if p.heading and p.heading.casefold() == heading.casefold()), None)


@dataclass(frozen=True, slots=True)
class ParsedDocument:
    document: Document
    effective: date | None
    """When it took effect, as the file says; None when the file doesn't say (the importer
    then needs it from beside the file or from the user)."""
    sections: tuple[Section, ...]
    label: str = ""
    """What else the file says about its version ("Last updated January 6, 2021")."""
    source_format: str = ""
    chapters: dict[str, str] = field(default_factory=dict)
    """Chapter number → name ("4" → "Communication"), for chapters with no section of their own."""


class PolicyParseError(KeyedError):
    """A file that isn't one of the documents, or is one cut short; the key says which."""
