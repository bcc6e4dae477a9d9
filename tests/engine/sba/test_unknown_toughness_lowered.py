"""A creature whose toughness the board doesn't give (a characteristic-defining ``*`` it can't
count: Tarmogoyf with its graveyards unsaid) may be at 0 or less once something lowers it
(-1/-1 counters, Dead Weight's -2/-2): 704.5f turns on what isn't said, so the answer says so
instead of "nothing happens". Raised, or left alone, it stays a plain answer."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer


def _open_notes(board: str, cards: CardCatalog) -> list[str]:
    found = answer(board, cards)
    return [n.kind for n in found.result.notes if n.kind.startswith("needs_toughness")]


@pytest.mark.parametrize(
    "board",
    [
        "Tarmogoyf with a -1/-1 counter",
        "Tarmogoyf; Dead Weight attached to Tarmogoyf",
    ],
)
def test_704_5f_a_lowered_unknown_toughness_is_noted_not_answered_safe(board: str, named_catalog: CardCatalog) -> None:
    assert _open_notes(board, named_catalog) == ["needs_toughness_lowered"]


@pytest.mark.parametrize(
    "board",
    [
        "Tarmogoyf",
        "Tarmogoyf with a +1/+1 counter",
        "Tarmogoyf; Glorious Anthem",
        "Tarmogoyf 2/3; Dead Weight attached to Tarmogoyf",  # its size said: answered
    ],
)
def test_a_raised_or_untouched_unknown_toughness_needs_no_note(board: str, named_catalog: CardCatalog) -> None:
    assert _open_notes(board, named_catalog) == []
