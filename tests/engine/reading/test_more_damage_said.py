"""Damage told as more of the damage just told ("took 2 from Shock, then 1 more from Prodigal
Sorcerer", "y otros 2 de un Choque"): added to the one that took the damage, from the source
said or, with none, the same source again. Before, "more"/"otros" was no word the reader knew."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant took 2 damage from Shock, then 1 more from Prodigal Sorcerer.",
        "My Hill Giant took 2 from Shock and then 1 more.",
        "Mis Osos pardos recibieron 1 de daño del Hechicero pródigo, y otros 2 de un Choque.",
    ],
)
def test_704_5g_more_damage_adds_to_the_damage_just_told(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5g_the_twin_less_in_all_than_lethal_leaves_it(named_catalog: CardCatalog) -> None:
    assert rules(answer("My Hill Giant took 1 damage from Prodigal Sorcerer, then 1 more.", named_catalog)) == []


def test_704_5g_the_twin_more_after_no_damage_is_not_read(named_catalog: CardCatalog) -> None:
    """ "I have 20 life and 2 more": no damage was told, so "2 more" is no damage to anything."""
    for read in natural_readings("I have 20 life and 2 more.", named_catalog, []):
        assert "damage" not in read.line


@pytest.mark.parametrize(
    ("board", "rule"),
    [
        ("I was at 5 and took 3 from his Bolt and 2 from his Shock.", "704.5a"),
        ("My Hill Giant took 1 from Prodigal Sorcerer and 2 from his Shock.", "704.5g"),
    ],
)
def test_704_5_the_verb_left_out_is_the_same_one_taking_it(board: str, rule: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{rule}]


def test_704_5_the_twin_a_verb_left_out_is_not_read_across_sentences(named_catalog: CardCatalog) -> None:
    for read in natural_readings("My Hill Giant took 1 from Prodigal Sorcerer. 2 from his Shock.", named_catalog, []):
        assert "2 damage" not in read.line
