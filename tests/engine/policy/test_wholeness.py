"""A document is whole when every chapter is there and no number inside a chapter is skipped."""

from __future__ import annotations

from engine.policy import Document, ParsedDocument, Section
from engine.policy.wholeness import missing_parts, too_small


def document(numbers: list[str], kind: Document = Document.IPG) -> ParsedDocument:
    return ParsedDocument(kind, None, tuple(Section(n, f"Section {n}") for n in numbers))


def test_a_whole_ipg_skeleton_lacks_nothing() -> None:
    assert missing_parts(document(["1", "1.1", "2", "2.1", "2.2", "3", "3.1", "4", "4.1"])) == ()


def test_a_missing_chapter_is_named() -> None:
    assert missing_parts(document(["1", "1.1", "2", "2.1", "3", "3.1"])) == ("4",)


def test_a_gap_inside_a_chapter_is_named() -> None:
    assert missing_parts(document(["1", "2", "2.1", "2.2", "2.4", "2.6", "3", "4"])) == ("2.3", "2.5")


def test_the_mtr_needs_all_ten_chapters() -> None:
    missing = missing_parts(document([f"{c}.1" for c in range(1, 8)], Document.MTR))
    assert missing == ("8", "9", "10")


def test_a_fragment_is_too_small_and_a_whole_document_is_not() -> None:
    assert too_small(document(["1", "2", "3", "4"]))
    assert not too_small(document([f"{c}.{n}" for c in range(1, 5) for n in range(1, 8)]))
