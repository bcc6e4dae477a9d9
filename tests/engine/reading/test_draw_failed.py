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


@pytest.mark.parametrize(
    "board",
    [
        "P2 has exactly two cards left in library and casts Brainstorm. P2 puts two cards back on top.",
        "Opponent had exactly 2 cards left in library, cast Brainstorm, drew 2, couldn't draw the third, "
        "then put 2 back on top. He's saying he's fine because his library has 2 cards again.",
        "Tenía 2 cartas en la biblioteca y lancé Inspiración súbita. Luego puse dos cartas de vuelta encima.",
        "Mi rival tenía 2 cartas en la biblioteca, lanzó Inspiración súbita y puso dos encima.",
    ],
)
def test_704_5b_cards_put_back_on_top_dont_undo_a_draw_from_an_empty_library(
    named_catalog: CardCatalog, board: str
) -> None:
    """704.5b looks at the draw tried since the last check, not at the library now."""
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5b"}] and found.result.losers
    told = [t.key for t in found.events]
    assert told.count("draw") <= 1  # the spell's draw told as it went is one draw, not three


def test_cards_put_back_with_cards_enough_lose_nothing(named_catalog: CardCatalog) -> None:
    """The twin: five cards, Brainstorm draws three and puts two back: nobody loses."""
    found = answer("P2 has 5 cards in library and casts Brainstorm. P2 puts two cards back on top.", named_catalog)
    assert rules(found) == [] and not found.result.losers


def test_brainstorm_told_drawing_less_than_it_did_with_cards_enough_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: three cards, and the third draw told as failed: something unsaid, asked."""
    with pytest.raises(BoardError):
        answer("Opponent had 3 cards in library, cast Brainstorm, drew 2, couldn't draw the third.", named_catalog)


def test_back_on_top_without_a_count_is_not_read_as_cards_put_back(named_catalog: CardCatalog) -> None:
    """A near miss: "back" with no number of cards is not Brainstorm's last step."""
    with pytest.raises(BoardError):
        answer("P2 has 2 cards in library and casts Brainstorm. P2 puts them back.", named_catalog)
