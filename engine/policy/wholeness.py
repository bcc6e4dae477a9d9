"""Is a parsed document whole? Its chapters all there, its sections numbered without gaps.

A file cut short or edited down still parses, so the importer asks this before a document can
become current. What every edition of each document has is kept as data: the chapters (the
MTR's ten, the IPG's four, the JAR's five parts) and a floor on the section count that only a
fragment falls under.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.policy.model import Document, ParsedDocument


@dataclass(frozen=True, slots=True)
class Skeleton:
    chapters: tuple[str, ...]
    min_sections: int


SKELETONS: dict[Document, Skeleton] = {
    Document.MTR: Skeleton(tuple(str(n) for n in range(1, 11)), 60),
    Document.IPG: Skeleton(("1", "2", "3", "4"), 25),
    Document.JAR: Skeleton(("1", "2", "3", "4", "5"), 5),
}


def missing_parts(parsed: ParsedDocument) -> tuple[str, ...]:
    """Chapters with no section, and numbers skipped inside a chapter ("3.6" when 3.5 and 3.7
    are there): what a whole edition of this document can't lack."""
    numbers = [s.number for s in parsed.sections]
    chapters = {n.split(".")[0] for n in numbers} | set(parsed.chapters)
    missing = [c for c in SKELETONS[parsed.document].chapters if c not in chapters]
    by_chapter: dict[str, list[int]] = {}
    for number in numbers:
        chapter, _, minor = number.partition(".")
        if minor.isdigit():
            by_chapter.setdefault(chapter, []).append(int(minor))
    for chapter, minors in by_chapter.items():
        missing += [f"{chapter}.{n}" for n in range(1, max(minors)) if n not in minors]
    return tuple(missing)


def too_small(parsed: ParsedDocument) -> bool:
    return len(parsed.sections) < SKELETONS[parsed.document].min_sections
