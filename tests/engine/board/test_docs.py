"""docs/board-language.md (what /help sba links to) lists every keyword phrase we accept."""

from __future__ import annotations

from pathlib import Path

from engine.board.keywords import KEYWORDS

DOC = Path(__file__).resolve().parents[3] / "docs" / "board-language.md"


def test_every_keyword_phrase_is_documented() -> None:
    text = DOC.read_text(encoding="utf-8")
    missing = [p for kw in KEYWORDS for p in (*kw.en, *kw.es) if f"`{p}`" not in text]
    assert not missing, f"document these phrases: {missing}"
