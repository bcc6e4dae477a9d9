"""Raw pieces of a board's text and the keyword phrase at a piece: what the lexer and the
floor-phrasing pass (``floor.py``) both read, before any token exists."""

from __future__ import annotations

from dataclasses import dataclass

from engine.board.keywords import PHRASES, normalise


@dataclass(frozen=True, slots=True)
class Raw:
    """One piece of the text: its kind (WORD, NUMBER, SEP, COLON, …), as typed, where it starts."""

    kind: str
    text: str
    start: int


def match_phrase(pieces: list[Raw], i: int) -> tuple[str, str, int] | None:
    """Longest keyword phrase starting at piece ``i`` (words and numbers only): its terminal,
    its canonical value and how many pieces it spans."""
    first = pieces[i]
    candidates = PHRASES.get(normalise(first.text).replace("!", ""))
    if not candidates:
        return None
    for phrase in candidates:
        n = len(phrase.words)
        window = pieces[i : i + n]
        if len(window) < n or any(p.kind not in ("WORD", "NUMBER") for p in window):
            continue
        if tuple(normalise(p.text).replace("!", "") for p in window) == phrase.words:
            return phrase.keyword.terminal, phrase.keyword.value, n
    return None
