"""The damage an event left, said again right after it ("I Shocked his Courser, that's 2 dmg on
a 3/3"): checked against what the event dealt, never dealt a second time (120.3)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I Shocked his Centaur Courser, that's 2 damage on a 3/3.",
        "I Shocked his Centaur Courser, thats 2 dmg on a 3/3.",
        "I Shocked his Centaur Courser, so that's 2 damage on it.",
        "Le tiré un Choque a su Cazador centauro, o sea 2 de daño en un 3/3.",
    ],
)
def test_704_5g_damage_said_again_after_the_event_is_not_dealt_twice(named_catalog: CardCatalog, board: str) -> None:
    """Dealt twice, 4 damage would destroy the 3/3: the said damage is the Shock's own."""
    found = answer(board, named_catalog)
    assert rules(found) == []
    assert [t.key for t in found.events].count("damage") == 1


def test_damage_said_again_that_differs_from_the_event_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: Shock deals 2, the writer says 3: something unsaid, asked (never 704.5g)."""
    with pytest.raises(BoardError):
        answer("I Shocked his Centaur Courser, thats 3 dmg on a 3/3.", named_catalog)


def test_a_size_said_again_that_differs_from_the_card_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: a Centaur Courser said to be a 2/2: an effect unsaid, asked."""
    with pytest.raises(BoardError):
        answer("I Shocked his Centaur Courser, thats 2 dmg on a 2/2.", named_catalog)


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Opp Shocks my Hill Giant that already took 2 in combat. Is it dead?", [{"704.5g"}]),
        ("Opp Shocks my Hill Giant that took 2 in combat.", [{"704.5g"}]),
        ("Mi rival le tira un Choque a mi Gigante de las colinas, que ya recibió 2 en combate.", [{"704.5g"}]),
        # the twins: "took 2" right after the Shock, with nothing telling it was before, is the Shock's
        ("Opp Shocks my Hill Giant. My Giant took 2.", []),
        ("Mi rival le tira un Choque a mi Gigante de las colinas. Recibió 2.", []),
    ],
)
def test_120_3_damage_told_as_from_before_the_spell_is_more_damage(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    """ "that already took 2 in combat" after a Shock: combat damage from before it (a spell's
    damage is never combat damage), so 4 on the 3/3 Giant — never the Shock said again."""
    assert rules(answer(board, named_catalog)) == expected
