""" "My opponent went from 5 to 0 life", "Mi rival pasó de 5 a 0 vidas": the total it went to
(the first number is only where it came from). Before, these were refused; "Jace went to 0
loyalty" read in the board language was a made-up planeswalker named "Jace went to"."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("My opponent went from 5 to 0 life.", "opponent: life 0"),
        ("Mi rival pasó de 5 a 0 vidas.", "oponente: vidas 0"),
        ("I went from 3 to -2 life.", "you: life -2"),
    ],
)
def test_704_5a_the_total_a_player_went_to_is_its_life(board: str, line: str, named_catalog: CardCatalog) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


@pytest.mark.parametrize("board", ["My opponent went from 0 to 5 life.", "Mi rival pasó de 0 a 5 vidas."])
def test_704_5a_the_twin_the_total_it_came_from_decides_nothing(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == []


def test_704_5i_a_planeswalker_that_went_to_0_loyalty_is_that_card(named_catalog: CardCatalog) -> None:
    (jace,) = parse_board("Jace, the Mind Sculptor went to 0 loyalty.", named_catalog).objects
    assert (jace.name, jace.loyalty) == ("Jace, the Mind Sculptor", 0)
    (walker,) = parse_board('"Went To" planeswalker with 0 loyalty', named_catalog).objects
    assert walker.name == "Went To"
