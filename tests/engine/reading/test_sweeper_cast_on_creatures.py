"""A spell that changes each creature, said as if aimed ("I cast Pyroclasm on his Bears and
Elves", "Pyroclasm into his board", "le lancé un Pyroclasm a sus Osos"): it has no target
(115.1), so the creatures named are the ones the judge means, and the spell's text still reaches
every creature on the board (120.3e), never only the named ones."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I cast Pyroclasm on his Grizzly Bears and Llanowar Elves.",
        "I cast Pyroclasm into his Grizzly Bears and Llanowar Elves.",
        "Le lancé un Pyroclasm a sus Osos pardos y sus Elfos de Llanowar.",
    ],
)
def test_704_5g_a_sweeper_said_on_creatures_damages_each(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert sorted(a.subjects[0] for a in found.result.rounds[0].actions) == ["Grizzly Bears", "Llanowar Elves"]


def test_704_5g_a_sweeper_said_on_one_creature_still_reaches_the_others(named_catalog: CardCatalog) -> None:
    """The twin that tells it apart from a targeted spell: Hill Giant, not named as aimed at,
    takes the 2 too (1 + 2 = 3 on a 3/3)."""
    found = answer("I cast Pyroclasm on his Grizzly Bears. I control Hill Giant with 1 damage.", named_catalog)
    assert sorted(a.subjects[0] for a in found.result.rounds[0].actions) == ["Grizzly Bears", "Hill Giant"]


def test_a_sweeper_said_on_a_creature_it_doesnt_kill_is_no_action(named_catalog: CardCatalog) -> None:
    assert rules(answer("Opp casts Pyroclasm on my Hill Giant.", named_catalog)) == []
