"""A block followed by words that say both creatures dealt their damage ("they trade", "se matan
los dos", "damage went both ways"): the combat's damage, dealt once each way (510.2). Whether
both die is the rules' answer, never taken from the word "trade"."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant blocks his Grizzly Bears, they trade.",
        "My Hill Giant blocks his Grizzly Bears, damage went through both ways.",
        "My Hill Giant blocks his Grizzly Bears and they hit each other.",
        "Mi Gigante de las colinas bloquea a sus Osos pardos, se matan los dos.",
        "Mi Gigante de las colinas bloquea a sus Osos pardos. Los dos se pegan.",
        "Mi Gigante de las colinas bloquea a sus Osos pardos y se cambian.",
    ],
)
def test_704_5g_a_trade_after_a_block_deals_the_combat_damage_once(named_catalog: CardCatalog, board: str) -> None:
    """The 3/3 takes 2 and lives; the 2/2 takes 3 and is destroyed: one 704.5g, not two."""
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert len(found.result.rounds[0].actions) == 1


def test_704_5g_two_that_trade_both_die_by_the_rules(named_catalog: CardCatalog) -> None:
    """The twin where both damages are lethal: two 704.5g, from the combat, not the word."""
    found = answer("My Grizzly Bears blocks his Grizzly Bears, they trade.", named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert len(found.result.rounds[0].actions) == 2


def test_704_5g_two_listed_then_they_trade_is_their_combat(named_catalog: CardCatalog) -> None:
    """Two creatures listed, then "they trade"/"se matan los dos": the same one combat."""
    for board in ("My Grizzly Bears and his Hill Giant, they trade.",
                  "Mis Osos pardos y su Gigante de las colinas, se matan los dos."):  # fmt: skip
        found = answer(board, named_catalog)
        assert rules(found) == [{"704.5g"}]
        assert len(found.result.rounds[0].actions) == 1


def test_a_trade_of_three_is_not_read(named_catalog: CardCatalog) -> None:
    """The near miss: three creatures can't be one creature blocking another: asked."""
    with pytest.raises(BoardError):
        answer("Grizzly Bears, Hill Giant and Llanowar Elves, they trade.", named_catalog)
