"""Spanish "su" after "con" following a card ("Mis Osos pardos con su Rancor"): the card's own
Aura ("its Rancor") or the other player's ("his Rancor"). Both are read; where they part (who
controls Rancor's trigger, 603.3b) the judge is asked, where they agree the answer stands. And
"con sus" in a block ("bloquea mi Gigante con sus Osos") is the blocker, read as "with"."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


def test_su_rancor_whose_trigger_depends_on_it_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Mis Osos pardos con su Rancor reciben un Choque.", named_catalog)


def test_su_rancor_where_both_readings_agree_is_answered(named_catalog: CardCatalog) -> None:
    """The twin: 1 damage on the 4/2 Bears: nothing happens either way."""
    assert rules(answer("Mis Osos pardos con su Rancor tienen 1 de daño.", named_catalog)) == []


def test_704_5g_his_rancor_in_english_says_whose(named_catalog: CardCatalog) -> None:
    """English "his" says whose: no question."""
    found = answer("My Grizzly Bears with his Rancor gets Shocked.", named_catalog)
    assert rules(found) == [{"704.5g"}, {"704.5m"}]


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival bloquea mi Gigante de las colinas con sus Osos pardos.",
        "Mi rival bloquea mi Gigante de las colinas con su Oso pardo.",
    ],
)
def test_704_5g_blocks_with_his_creature(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.result.rounds[0].actions[0].subjects == ("Grizzly Bears",)
