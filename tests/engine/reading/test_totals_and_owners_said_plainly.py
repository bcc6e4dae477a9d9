"""Plain words for a total, an owner and the writer's library: "Jace stays at 0 loyalty" (a
total an event left as it was), "my opps tarmogoyf" (the opponent's, typed without the
apostrophe), "su único Oso pardo" (the only one: nothing inferred from it), "Me quedé sin cartas
en la biblioteca y robé" (the writer drew from an empty library, 704.5b)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Jace, the Mind Sculptor stays at 0 loyalty.", [{"704.5i"}]),
        ("Ana remained at 0 life.", [{"704.5a"}]),
        ("My opps Grizzly Bears has 2 damage.", [{"704.5g"}]),
        ("i bolted my opps grizzly bears", [{"704.5g"}]),
        ("Le lancé Choque a su único Oso pardo.", [{"704.5g"}]),
        ("Me quedé sin cartas en la biblioteca y robé.", [{"704.5b"}]),
    ],
)
def test_704_a_total_an_owner_and_a_library_said_plainly(
    board: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_the_twin_a_total_that_stays_above_zero_does_nothing(named_catalog: CardCatalog) -> None:
    assert rules(answer("Jace, the Mind Sculptor stays at 3 loyalty.", named_catalog)) == []


def test_the_twin_opps_is_whose_never_a_card(named_catalog: CardCatalog) -> None:
    found = answer("My opps Grizzly Bears has 1 damage.", named_catalog)
    assert rules(found) == [] and found.reading is not None and found.reading.startswith("opponent")


@pytest.mark.parametrize(
    "board",
    [
        "I was at 2 life. He attacks me with Grizzly Bears, we don't block.",
        "I was at 2 life. He attacks me with Grizzly Bears, it can't be blocked.",
        "Yo estaba a 2 vidas. Me atacó con Osos pardos, no se puede bloquear.",
    ],
)
def test_704_5a_no_block_said_by_the_team_or_as_the_attackers_ability(board: str, named_catalog: CardCatalog) -> None:
    """ "we don't block", "it can't be blocked", "no se puede bloquear": the attack is unblocked."""
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5a"}] and len(found.result.losers) == 1
