"""Graveyards said empty ("my graveyard is empty", "opp has nothing in his yard", "cementerios
vacíos"): a count of their cards is 0 then (Tarmogoyf's card types), never a fact left unsaid."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Tarmogoyf has 1 damage, graveyards are empty.",
        "My graveyard is empty. Tarmogoyf on my side, opp has nothing in his yard either. Goyf has 1 damage.",
        "Mi Tarmogoyf tiene 1 de daño. Cementerios vacíos.",
        "Tarmogoyf with 1 damage, nothing in any graveyard",
    ],
)
def test_704_5g_tarmogoyf_over_empty_graveyards_is_a_0_1(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5g_near_miss_a_graveyard_said_empty_beside_one_with_a_land(named_catalog: CardCatalog) -> None:
    # a land in the other graveyard: Tarmogoyf is a 1/2 and 1 damage isn't lethal
    board = "Tarmogoyf has 1 damage. My graveyard has a Forest. His yard is empty."
    assert rules(answer(board, named_catalog)) == []


def test_704_5g_near_miss_only_the_writers_graveyard_said_empty_is_asked(named_catalog: CardCatalog) -> None:
    # the opponent's graveyard is never taken as empty too: Tarmogoyf's size stays asked
    result = answer("Tarmogoyf has 1 damage, my graveyard is empty.", named_catalog)
    assert rules(result) == [] and "needs_toughness" in {n.kind for n in result.result.notes}


def test_608_2n_a_spell_cast_after_graveyards_said_empty_is_asked_not_dropped(named_catalog: CardCatalog) -> None:
    # the Bolt is in a graveyard once it resolves: whether "empty" was before or after it is asked
    with pytest.raises(BoardError):
        answer("My Tarmogoyf has 1 damage. Graveyards are empty. I Bolt my opponent's Grizzly Bears.", named_catalog)
