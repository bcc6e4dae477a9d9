""" "I Shocked his Serra Angel (2 damage)", ", 2 damage", " - 2 damage": the spell's own damage said again, or
damage the Angel had before it? Read one way only (damage from before, 4 in all) it destroyed a
4/4 that a judge reading "the Shock's 2" keeps: a confident wrong answer. Both readings are
tried; where their answers part, the judge picks (one question with its choices)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import ChooseReading, answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I Shocked his Serra Angel (2 damage).",
        "I Shocked his Serra Angel, 2 damage.",
        "I Shocked his Serra Angel - 2 damage.",
        "I Shocked his Serra Angel: 2 damage.",
        "I Shocked his Serra Angel. 2 damage on it.",
        "Le tiré Choque a su Ángel de Serra (2 de daño).",
        "Le tiré Choque a su Ángel de Serra, 2 de daño.",
    ],
)
def test_704_5g_damage_said_after_a_spell_is_asked_where_the_readings_part(
    board: str, named_catalog: CardCatalog
) -> None:
    with pytest.raises(ChooseReading) as asked:
        answer(board, named_catalog)
    assert {c.outcome.rounds for c in asked.value.choices} == {(), (("704.5g",),)}


def test_704_5g_the_twin_readings_that_agree_answer(named_catalog: CardCatalog) -> None:
    """2 or 4 damage on a 2/2: destroyed either way, no question."""
    assert rules(answer("I Shocked his Grizzly Bears (2 damage).", named_catalog)) == [{"704.5g"}]


def test_704_5g_the_twin_damage_in_brackets_before_an_event_is_from_before(named_catalog: CardCatalog) -> None:
    """Said before anything dealt it damage, the bracket is the state then: 2 + the Bears' 2."""
    found = answer("His Serra Angel (2 damage) blocks my Grizzly Bears.", named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.reading is not None and '"Serra Angel" 2 damage' in found.reading


@pytest.mark.parametrize(
    "board",
    [
        "I Shocked his Serra Angel (already 2 damage).",
        "I Shocked his Serra Angel (2 damage from before).",
        "I Shocked his Serra Angel, 2 damage earlier this turn.",
        "Le tiré Choque a su Ángel de Serra (2 de daño de antes).",
    ],
)
def test_704_5g_the_twin_damage_said_as_earlier_is_from_before(board: str, named_catalog: CardCatalog) -> None:
    """ "already", "from before", "de antes" beside the damage: it was there before the Shock."""
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.reading is not None and "4 d" in found.reading
