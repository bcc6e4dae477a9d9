""" "My Grizzly Bears too", "Mis Osos pardos también", "…, my Bears as well": the last thing said
of an object is said again of the one named — never skipped as filler (the Bears' 2 damage
dropped: "nothing happens", a confident wrong answer). Only at the clause's end, and never of
the object it was first said of."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Opponent's Hill Giant has 2 damage. My Grizzly Bears too.",
        "Opp's Hill Giant has 2 damage, my Grizzly Bears as well.",
        "El Gigante de las colinas del rival tiene 2 de daño. Mis Osos pardos también.",
    ],
)
def test_704_5g_too_says_the_damage_again_of_the_bears(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5_the_twin_nothing_said_before_too_is_not_read(named_catalog: CardCatalog) -> None:
    """No fact said of an object before it: "too" says nothing again (no damage made up)."""
    for read in natural_readings("I have 20 life. My Grizzly Bears too.", named_catalog, []):
        assert "damage" not in read.line


def test_704_5g_the_twin_too_before_more_words_is_not_this_row(named_catalog: CardCatalog) -> None:
    """ "Hill Giant has 2 damage. Grizzly Bears too has a +1/+1 counter": not the damage again."""
    for read in natural_readings(
        "Opponent's Hill Giant has 2 damage. My Grizzly Bears also has a +1/+1 counter.", named_catalog, []
    ):
        assert '"Grizzly Bears" 2 damage' not in read.line
