"""Several attackers told hitting a player in one clause ("Opp's Hill Giant and Grizzly Bears hit
me", "el Gigante y los Osos me pegan"): each deals its damage (510.1a), never the last one alone
with the others read as only there; and whom an attacker of the writer's hit, unsaid, is the
player the text names after it ("my Blighted Agent connects for 1, nap was on 9 poison"), never
a second, nameless opponent."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 5. Opp's Hill Giant and Grizzly Bears hit me, no blocks.",
        "Estoy a 5. El Gigante de las colinas y los Osos pardos del rival me pegan, sin bloqueos.",
    ],
)
def test_510_1a_each_attacker_of_the_list_deals_its_damage(board: str, named_catalog: CardCatalog) -> None:
    """3 + 2 of 5 life: 704.5a (the Bears alone would leave 3)."""
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 5. Opp's Hill Giant hits me, no blocks.",
        "Estoy a 5. El Gigante de las colinas del rival me pega, sin bloqueos.",
    ],
)
def test_510_1a_the_twin_one_attacker_leaves_the_player_alive(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    ["my Blighted Agent connects for 1, nap was on 9 poison", "mi Agente de ruina conecta, el JNA estaba a 9 venenos"],
)
def test_704_5c_the_player_hit_is_the_one_named_after(board: str, named_catalog: CardCatalog) -> None:
    """NAP at 9 takes 1 poison: 10, 704.5c (not 9 for NAP and 1 for another opponent)."""
    answered = answer(board, named_catalog)
    assert rules(answered) == [{"704.5c"}]
    assert [p for p in answered.result.losers] == ["NAP"] or [p for p in answered.result.losers] == ["JNA"]
