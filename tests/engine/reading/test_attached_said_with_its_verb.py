"""An attachment said with its verb and participle: "Mis Osos pardos están equipados con
Quebrantahuesos", "is equipped with", "is enchanted with": the Equipment or Aura is attached to
the creature (301.5, 303.4), its bonus counted before the damage told after it."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Mis Osos pardos están equipados con Quebrantahuesos y mi rival les tiró Choque.", [{"704.5g"}]),
        ("My Grizzly Bears is equipped with Bonesplitter. My opponent Shocks it.", [{"704.5g"}]),
        ("My Grizzly Bears is enchanted with Rancor. My opponent Bolts it.", [{"704.5g"}, {"704.5m"}]),
    ],
)
def test_704_5g_an_attachment_said_with_its_verb(
    board: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == expected
    assert any(word in str(found.reading) for word in ("attached to", "anexad"))


def test_the_twin_a_shock_on_an_enchanted_angel_is_not_lethal(named_catalog: CardCatalog) -> None:
    """Rancor adds power only: the 6/4 Angel keeps its 2 damage and lives."""
    assert rules(answer("My Serra Angel is enchanted with Rancor. My opponent Shocks it.", named_catalog)) == []
