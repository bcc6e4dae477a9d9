"""A loyalty ability told aimed at something ("hago -1 a los Elfos de Llanowar", "I used its -1
on his Llanowar Elves") has an effect Juez doesn't read from the words: asked, never its cost
alone (read as the cost alone, the Elves Wrenn and Six's 1 damage destroys stayed: a confident
wrong answer)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import NaturalQuestion


@pytest.mark.parametrize(
    "board",
    [
        "Wrenn y seis recién bajado, hago -1 a los Elfos de Llanowar del otro. Luego en su turno me tira un Choque a"
        " Wrenn. ¿Cómo queda todo?",
        "Wrenn and Six came down and I used its -1 on his Llanowar Elves. Then he Shocks Wrenn. What happens?",
    ],
)
def test_606_a_loyalty_ability_aimed_at_something_is_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(NaturalQuestion):
        answer(board, named_catalog)


def test_606_4_the_twin_an_ability_aimed_at_nothing_said_is_its_cost(named_catalog: CardCatalog) -> None:
    found = answer("Wrenn y seis recién bajado, hago -1. Luego mi rival le tira un Choque a Wrenn.", named_catalog)
    assert {s for r in found.result.rounds for a in r.actions if a.rule == "704.5i" for s in a.subjects} == {
        "Wrenn and Six"
    }
