"""A bare number after another unit said in the sentence has that unit left out: "Tengo 8
venenos y mi compañero tiene 4" is 4 poison. Before, it was read as a life of 4 (and "… y mi
rival tiene 0" as a player at 0 life who loses: a confident wrong answer)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import lines


def test_704_5c_poison_carried_to_a_bare_number_with_the_same_verb(named_catalog: CardCatalog) -> None:
    [line] = lines("Tengo 8 venenos y mi rival tiene 0.", named_catalog)
    assert "vidas" not in line and "veneno 0" in line, line
    assert answer("Tengo 8 venenos y mi rival tiene 0.", named_catalog).result.losers == ()


@pytest.mark.parametrize(
    "board",
    [
        "I have 2 cards in my library and my opponent has 0.",
        "Tengo 2 cartas en la biblioteca y mi rival tiene 0.",
        "I'm on 9 poison and my opponent is at 2.",
    ],
)
def test_the_twin_a_bare_number_after_another_unit_is_never_a_life_guessed(
    board: str, named_catalog: CardCatalog
) -> None:
    for line in lines(board, named_catalog):
        assert "life" not in line and "vidas" not in line, line


def test_the_twin_a_bare_number_after_a_life_is_a_life(named_catalog: CardCatalog) -> None:
    [line] = lines("Estoy a 3 vidas y mi rival a 0.", named_catalog)
    assert "vidas 0" in line, line


def test_the_twin_a_bare_number_after_loyalty_is_a_life(named_catalog: CardCatalog) -> None:
    """Loyalty, damage and defense are no player's: "… y yo estoy a 5" is a life."""
    [line] = lines("Mi Jace, el Escultor Mental tiene 3 de lealtad y yo estoy a 5.", named_catalog)
    assert "vidas 5" in line, line


@pytest.mark.parametrize(
    ("board", "said"),
    [
        ("Tengo 9 venenos y mi rival 10.", "oponente: veneno 10"),
        ("Yo tenía 8 venenos y mi rival tenía 10.", "oponente: veneno 10"),
        ("I was on 9 poison and my opponent 10.", "opponent: poison 10"),
        ("Yo tenía 3 vidas y mi rival 0.", "oponente: vidas 0"),
    ],
)
def test_704_5c_704_5a_the_unit_left_out_with_the_verb_left_out(
    board: str, said: str, named_catalog: CardCatalog
) -> None:
    """ "… y mi rival 10": the verb and the unit both left out, carried over from the count before."""
    [line] = lines(board, named_catalog)
    assert said in line, line


@pytest.mark.parametrize(
    "board",
    [
        "I had 8 poison, my Grizzly Bears 4.",
        "Tengo 8 venenos, unos Osos pardos con 1 de daño y mi rival 4.",
    ],
)
def test_the_twin_a_bare_number_after_an_object_or_after_other_facts_is_not_carried(
    board: str, named_catalog: CardCatalog
) -> None:
    assert lines(board, named_catalog) == []
