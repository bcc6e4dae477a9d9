"""None said of a board's objects: "no tienen ningún contador" (read as "sin contadores"), and
no damage on any of them ("Ninguno tiene daño", "None of them has damage") before a spell deals
some. Their twin: "no tiene(n)" before damage is not a state the rows know, asked, never dropped."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Mis Despreciables de cocina no tienen ningún contador. Mi rival les lanza Choque.",
        "Mis Despreciables de cocina no tienen contadores. Mi rival les lanza Choque.",
    ],
)
def test_704_5g_no_counters_said_in_spanish(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog, lang="es")
    assert rules(found) == [{"704.5g"}]
    assert found.reading is not None and "sin contadores" in found.reading


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Osos pardos y mi rival tiene Elfos de Llanowar. Ninguno tiene daño. Mi rival lanza Detonación ígnea.",
        "Grizzly Bears and my opponent's Llanowar Elves. None of them has damage. My opponent casts Pyroclasm.",
    ],
)
def test_704_5g_no_damage_on_any_then_a_sweeper(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_the_twin_no_damage_said_with_no_tienen_is_asked(named_catalog: CardCatalog) -> None:
    assert list(natural_readings("Mis Osos pardos no tienen daño. Mi rival les lanza Choque.", named_catalog, [])) == []
