"""A creature cast "targeting" something ("Opp cast Skinrender targeting my Hill Giant"): its
enters trigger's effect on that target, as "Skinrender ETB targeting …" reads; an Aura cast
"on" something is still attached."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Opp cast Skinrender targeting my Hill Giant.", [{"704.5f"}]),
        ("Opp casts Skinrender, targeting my Hill Giant.", [{"704.5f"}]),
        ("Mi rival lanzó un Arrancapiel apuntando a mi Gigante de las colinas.", [{"704.5f"}]),
        ("Opp cast Flametongue Kavu targeting my Hill Giant.", [{"704.5g"}]),
    ],
)
def test_704_5_a_creature_cast_targeting_does_what_its_enters_trigger_does(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_an_aura_cast_on_a_creature_is_attached(named_catalog: CardCatalog) -> None:
    """The twin: Pacifism on the Lions is an Aura attached: nothing dies."""
    assert rules(answer("Opponent casts Pacifism on my Savannah Lions.", named_catalog)) == []


def test_a_creature_without_an_enters_trigger_cast_targeting_is_asked(named_catalog: CardCatalog) -> None:
    """A near miss: Grizzly Bears has no trigger to target anything: not read."""
    with pytest.raises(BoardError):
        answer("I cast Grizzly Bears targeting his Hill Giant.", named_catalog)
