"""A spell's damage told with a clitic ("… y le hacen 3 con un Relámpago"): it is done to the
one object or player that sentence spoke of (120.3); both spoken of, or a plural clitic, is
not guessed. "a la cara a mi rival": the player named after "to the face"."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


def test_704_5i_a_spells_damage_to_the_planeswalker_spoken_of(named_catalog: CardCatalog) -> None:
    """Liliana at 2, 3 damage from Lightning Bolt: 0 loyalty (120.3c)."""
    told = answer("Mi Liliana del Velo está a 2 y le hacen 3 con un Relámpago.", named_catalog)
    assert rules(told) == [{"704.5i"}]


def test_704_5a_a_spells_damage_to_the_player_spoken_of(named_catalog: CardCatalog) -> None:
    assert rules(answer("Mi rival está a 3 y le hacen 3 con un Relámpago.", named_catalog)) == [{"704.5a"}]


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival tiene a Liliana del Velo a 2 y le hacen 3 con un Relámpago.",  # the walker or the player?
        "Tengo Osos pardos y Elfos de Llanowar y les hacen 2 con un Choque.",  # "les": which ones?
    ],
)
def test_the_twin_whom_the_clitic_names_unclear_is_not_guessed(board: str, named_catalog: CardCatalog) -> None:
    assert list(natural_readings(board, named_catalog, [])) == []
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_704_5a_to_the_face_of_the_player_named_after_it(named_catalog: CardCatalog) -> None:
    told = answer("Mi rival está a 3. Le tiro un Relámpago a la cara a mi rival.", named_catalog)
    assert rules(told) == [{"704.5a"}]
