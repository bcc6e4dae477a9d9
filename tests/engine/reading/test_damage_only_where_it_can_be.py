"""120.3: damage is dealt only to creatures, planeswalkers and battles. A board that marks
damage on anything else was told about another object ("I have Grizzly Bears and Glorious Anthem
with 3 damage": read as typed, the Bears' lethal damage would be lost and nothing would die): it
is refused with the object named, or asked. What an effect makes a creature keeps its damage."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.board.errors import DamageWhereNoneCanBe
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I have Grizzly Bears and Glorious Anthem with 3 damage",
        "Tengo Osos pardos y Himno glorioso, con 3 de daño",
        "Grizzly Bears; Glorious Anthem damage 3",
    ],
)
def test_120_3_damage_on_an_enchantment_is_refused_naming_it(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(DamageWhereNoneCanBe) as refused:
        answer(board, named_catalog)
    assert refused.value.params["amount"] == 3


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears have Glorious Anthem on the table, 2 damage on them",
        "I have Grizzly Bears. I also have Glorious Anthem, it has 3 damage",
        "Tengo Osos pardos. También tengo Himno glorioso, tiene 3 de daño",
    ],
)
def test_120_3_a_pronoun_that_would_put_damage_on_an_enchantment_is_no_reading(
    board: str, named_catalog: CardCatalog
) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Opalescence; Glorious Anthem damage 4",  # a 4/4 creature (layer 4, 7b): lethal
        "Tengo Opalescencia y Himno glorioso con 4 de daño",
    ],
)
def test_704_5g_an_enchantment_made_a_creature_keeps_its_damage(board: str, named_catalog: CardCatalog) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5g"}]
