"""Damage told as a total shared among several ("2 damage between them", "3 damage in total",
"entre los dos"): never each one's — before, "between them" was a word of no fact and each
creature read 2 damage (the Bears destroyed: a confident wrong answer). How it was split is not
said, so the board is asked about."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Opponent's Hill Giant and Grizzly Bears have 2 damage between them.",
        "My Grizzly Bears and Hill Giant took 3 damage in total.",
        "Mis Osos pardos y mi Gigante de las colinas tienen 2 de daño entre los dos.",
    ],
)
def test_704_5g_a_total_between_them_is_never_each_ones(board: str, named_catalog: CardCatalog) -> None:
    for read in natural_readings(board, named_catalog, []):
        assert read.line.count("damage") + read.line.count("daño") < 2, read.line


def test_704_5g_the_twin_damage_said_of_each_is_each_ones(named_catalog: CardCatalog) -> None:
    assert rules(answer("My Grizzly Bears and Hill Giant have 2 damage.", named_catalog)) == [{"704.5g"}]
