"""A draw told as one that couldn't happen ("couldn't draw the third", "no pudo robar") is a
draw from an empty library (121.4), and its player loses at the next check (704.5b)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My opponent couldn't draw.",
        "My opponent has 2 cards in library. He drew 2, couldn't draw the third.",
        "Mi rival no pudo robar.",
        "Ana drew from an empty library.",
    ],
)
def test_704_5b_a_draw_that_couldnt_happen_loses(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5b"}] and found.result.losers


def test_a_draw_that_failed_with_cards_told_left_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: three cards told in the library, then a draw that failed: something unsaid."""
    with pytest.raises(BoardError):
        answer("My library has 3 cards. I couldn't draw.", named_catalog)


def test_a_failed_draw_beside_a_card_that_changes_draws_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: Spirit of the Labyrinth stops a second draw, not an empty library."""
    with pytest.raises(BoardError):
        answer("I control Spirit of the Labyrinth. My opponent couldn't draw.", named_catalog)
