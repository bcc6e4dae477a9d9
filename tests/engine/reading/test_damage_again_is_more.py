""" "Then it took 2 again", "recibe 2 de nuevo": damage told with "again" is more damage, never
the damage just told said again. Before, the English board read one 2 (the Giant alive: a
confident wrong answer) while the Spanish one read both."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "His Hill Giant took 2 damage from Prodigal Sorcerer. Then it took 2 again.",
        "Opp Shocks my Hill Giant. My Hill Giant took 2 again.",
        "Su Gigante de las colinas recibe 2 de daño de un Choque. Luego recibe 2 de nuevo.",
        "Su Gigante de las colinas recibe 2 de daño de un Choque. Luego recibe 2 otra vez.",
    ],
)
def test_704_5g_damage_again_adds_to_the_damage_told(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5g_the_twin_without_again_it_is_the_damage_said_again(named_catalog: CardCatalog) -> None:
    """ "Opp Shocks my Giant. My Giant took 2": that Shock's 2, said again (the Giant lives)."""
    assert rules(answer("Opp Shocks my Hill Giant. My Hill Giant took 2.", named_catalog)) == []


def test_704_5g_the_twin_again_after_a_combat_is_not_guessed(named_catalog: CardCatalog) -> None:
    """After a block, "takes 2 again" could be that combat's damage or more: not read."""
    for read in natural_readings("My Wall of Omens blocks his Grizzly Bears. Wall takes 2 again.", named_catalog, []):
        assert "4 damage" not in read.line


@pytest.mark.parametrize(
    ("board", "dies"),
    [
        ("His Hill Giant has 1 damage, then takes 1 twice.", True),
        ("Su Gigante de las colinas recibió 1 de daño tres veces.", True),
        ("His Hill Giant was dealt 1 damage twice.", False),
    ],
)
def test_704_5g_damage_told_n_times_is_that_much_n_times(board: str, dies: bool, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == ([{"704.5g"}] if dies else [])
