"""A second object "with N" right after one "with N damage" in the same sentence has the unit
left out: "Thalia con 1 de daño y un Oso pardo con 2" is 2 damage on the Bears. Never the life
of a player unsaid ("con 2" read as "you: life 2"), and never a unit guessed where no damage
was said first."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings


@pytest.mark.parametrize(
    "board",
    [
        "Tengo a Thalia, Guardian of Thraben con 1 de daño y a un Oso pardo con 2.",
        "Thalia, Guardian of Thraben with 1 damage and Grizzly Bears with 2.",
    ],
)
def test_120_3_the_damage_unit_said_once_carries_to_the_next_object(board: str, named_catalog: CardCatalog) -> None:
    lines = [r.line for r in natural_readings(board, named_catalog, [])]
    assert lines and all('"Grizzly Bears" 2 ' in line for line in lines)
    assert not any("life" in line or "vidas" in line for line in lines)


@pytest.mark.parametrize("board", ["Grizzly Bears with 2.", "Tengo un Oso pardo con 2."])
def test_120_3_the_twin_no_damage_said_first_no_unit_guessed(board: str, named_catalog: CardCatalog) -> None:
    lines = [r.line for r in natural_readings(board, named_catalog, [])]
    assert not any("damage" in line or "daño" in line or "life" in line or "vidas" in line for line in lines)


@pytest.mark.parametrize(
    "board",
    [
        "Activo mi Pirómano pródigo: 1 de daño a los Elfos de Llanowar del rival.",
        "I activate my Prodigal Pyromancer: 1 damage to my opponent's Llanowar Elves.",
    ],
)
def test_120_3_damage_aimed_with_to_is_never_marked_on_the_one_before(board: str, named_catalog: CardCatalog) -> None:
    """ "X: 1 damage to the Elves": the Elves', never the Pyromancer's own."""
    for read in natural_readings(board, named_catalog, []):
        assert '"Prodigal Pyromancer" 1 ' not in read.line


def test_120_3_the_twin_damage_with_nothing_aimed_is_marked(named_catalog: CardCatalog) -> None:
    (read,) = natural_readings("Mi Pirómano pródigo tiene 1 de daño.", named_catalog, [])
    assert '"Prodigal Pyromancer" 1 ' in read.line
