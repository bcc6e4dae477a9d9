"""Boards typed all in lower case ("opp bolts my goyf", "opp shocks my llanowar elves lol"): a
nickname where only an object can stand (after "my", "his", "a", "the") is its card, as
"Goyf" is; elsewhere a lower-case word stays a word."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "opp bolts my goyf, yards have a land and an instant. dead?",
        "my opponent has a goyf. graveyards: a land and an instant. i bolt the goyf.",
    ],
)
def test_704_5g_a_lower_case_nickname_is_its_card(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.result.rounds[0].actions[0].subjects == ("Tarmogoyf",)


def test_a_lower_case_nickname_where_no_object_stands_is_a_word(named_catalog: CardCatalog) -> None:
    """The near miss: "goyf" with nothing before it that only an object follows: not taken."""
    with pytest.raises(BoardError):
        answer("goyf has 3 damage", named_catalog)
