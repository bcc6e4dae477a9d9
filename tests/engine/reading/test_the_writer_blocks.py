"""A block the writer tells with its subject left out ("he bloqueado con el ángel, el lobo
muere"): a clause after the list of blockers ends it ("el lobo muere"), as it did where the
subject was said. Before, the list took the attacker as a second blocker, no reading was left
but the Wolf blocking the Angel, and the attack's blocks were asked."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import lines


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Ángel de platino. El rival ha atacado con Lobo guardián, he bloqueado con el ángel, el lobo muere.",
        "Tengo Ángel de platino. El rival ha atacado con Lobo guardián y he bloqueado con el ángel.",
    ],
)
def test_704_5g_the_writer_blocks_with_the_creature_said(board: str, named_catalog: CardCatalog) -> None:
    [line] = lines(board, named_catalog)
    assert 'tú: "Platinum Angel" 3 de daño de "Watchwolf"' in line, line
    result = answer(board, named_catalog).result
    assert [[s for a in r.actions for s in a.subjects] for r in result.rounds] == [["Watchwolf"]]


def test_the_twin_a_block_told_of_an_object_keeps_its_subject(named_catalog: CardCatalog) -> None:
    """ "el Lobo bloquea a los Osos": the object said is the blocker."""
    [line] = lines("Tengo Osos pardos y ataco. El Lobo guardián de mi rival bloquea a los osos.", named_catalog)
    assert '"Grizzly Bears" 3 de daño de "Watchwolf"' in line, line
