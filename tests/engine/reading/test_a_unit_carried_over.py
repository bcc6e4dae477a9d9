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
        "Ana has 2 damage on her Grizzly Bears and Bob is at 4.",
        "I'm on 9 poison and my opponent is at 2.",
    ],
)
def test_the_twin_a_bare_number_after_another_unit_is_never_a_life_guessed(
    board: str, named_catalog: CardCatalog
) -> None:
    for line in lines(board, named_catalog):
        assert "life" not in line, line


def test_the_twin_a_bare_number_after_a_life_is_a_life(named_catalog: CardCatalog) -> None:
    [line] = lines("Estoy a 3 vidas y mi rival a 0.", named_catalog)
    assert "vidas 0" in line, line
