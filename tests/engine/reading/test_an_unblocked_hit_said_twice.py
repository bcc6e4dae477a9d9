"""An attack told, then its hit and "unblocked" in the same breath ("attacks with Glistener Elf
… and hits me, unblocked", "ataca con un Elfo iridiscente … y me pega a mí sin bloqueo"): one
hit, said twice. Before, the damage was dealt twice: 5 poison + 4 read as 13, "you lose" — a
confident wrong answer."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import lines, rules


@pytest.mark.parametrize(
    "board",
    [
        "I'm on 5 poison. My opponent attacks with Glistener Elf, casts Giant Growth on it and hits me, unblocked.",
        "Tengo 5 venenos. El rival ataca con un Elfo iridiscente, le tira Crecimiento gigante y me pega a mí sin bloqueo.",
    ],
)
def test_704_5c_an_unblocked_hit_said_twice_is_dealt_once(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == []
    assert all("9" in line for line in lines(board, named_catalog))


@pytest.mark.parametrize(
    "board",
    [
        "I'm on 6 poison. My opponent attacks with Glistener Elf, casts Giant Growth on it and hits me, unblocked.",
        "Tengo 6 venenos. El rival ataca con un Elfo iridiscente, le tira Crecimiento gigante y me pega a mí sin bloqueo.",
    ],
)
def test_704_5c_the_twin_one_hit_of_four_from_six_is_ten(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5c"}]


def test_704_6b_two_headed_giant_poison_carried_and_the_hit_said_twice(named_catalog: CardCatalog) -> None:
    """12 + 4 shared by the team (810.10): fifteen or more, the team loses (704.6b)."""
    board = (
        "Vale, Gigante de dos cabezas: yo tenía 8 venenos y mi compañero 4. El rival ataca con un Elfo "
        "iridiscente, le tira Crecimiento gigante y me pega a mí sin bloqueo. ¿Perdemos?"
    )
    assert rules(answer(board, named_catalog)) == [{"704.6b"}]
