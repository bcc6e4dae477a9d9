"""Spanish "su"/"sus" before a counter ("volvió con su contador +1/+1", "tienen sus dos
contadores +1/+1"): the permanent's own counters (no player has counters on a permanent), never
"his" — before, the possessive stopped the reading and the board was refused."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "dies"),
    [
        ("Mis Osos pardos tienen sus dos contadores +1/+1 y reciben 4 de daño.", True),
        ("Mis Osos pardos tienen sus dos contadores +1/+1 y reciben 3 de daño.", False),
        ("Tengo unos Osos pardos con su contador +1/+1 y 3 de daño.", True),
    ],
)
def test_704_5g_su_before_counters_is_the_creatures_own(board: str, dies: bool, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == ([{"704.5g"}] if dies else [])


def test_704_5g_the_twin_su_before_a_creature_is_still_the_other_players(named_catalog: CardCatalog) -> None:
    [read] = list(natural_readings("Sus Osos pardos tienen 2 contadores +1/+1.", named_catalog, []))
    assert read.line.startswith("oponente:") or read.line.startswith("opponent:"), read.line
