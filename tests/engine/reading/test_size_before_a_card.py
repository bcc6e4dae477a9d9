"""A size said before a card's name ("a 3/3 Centaur Courser", "un 3/3 Cazador centauro"): the
card's size as the board stands, checked against the card like "Centaur Courser 3/3" (a size
that differs is asked, never taken as an effect). A token's size before it stays its maker's."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Opp has a 3/3 Centaur Courser. I Shock it.", []),
        ("El rival tiene un 3/3 Cazador centauro y le tiro un Choque.", []),
        ("Opp has a 3/3 Centaur Courser. I Shock it twice.", [{"704.5g"}]),
        ("Opp has a 3/3 Centaur Courser. I Bolt it.", [{"704.5g"}]),
    ],
)
def test_704_5g_a_size_before_a_card_is_its_size(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == expected
    assert found.reading is not None  # the natural reader's, with the Shock's damage


def test_a_size_before_a_card_that_differs_from_it_is_asked(named_catalog: CardCatalog) -> None:
    """The near miss: a 2/2 Centaur Courser (printed 3/3) with nothing said to shrink it."""
    with pytest.raises(BoardError):
        answer("Opp has a 2/2 Centaur Courser. I Shock it.", named_catalog)


def test_704_5d_a_token_size_before_it_stays_the_makers(named_catalog: CardCatalog) -> None:
    found = answer("I have a 1/1 white Soldier token with 1 damage.", named_catalog)
    assert rules(found) == [{"704.5g"}, {"704.5d"}]
