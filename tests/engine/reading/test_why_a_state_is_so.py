"""Words that say why a state is so, beside the state itself: the keyword that put counters
("one -1/-1 counter (from persist)"), when and where damage was dealt ("en el combate de este
turno", "de un bloqueo"), and "tener puesta" for an Aura worn. The state is the fact; the why is
checked against it where it can be (persist puts -1/-1 counters, never +1/+1)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import lines, rules


@pytest.mark.parametrize(
    "board",
    [
        "Kitchen Finks has one -1/-1 counter (from persist) and one +1/+1 counter.",
        "Mis Despreciables de cocina tienen un contador -1/-1 (de persistir) y un contador +1/+1.",
    ],
)
def test_704_5q_counters_with_the_keyword_that_put_them(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5q"}]


def test_the_twin_a_keyword_that_puts_no_such_counter_is_not_read(named_catalog: CardCatalog) -> None:
    """Persist returns a creature with a -1/-1 counter (702.79a): "+1/+1 (from persist)" is misread or mistyped."""
    assert lines("Kitchen Finks has one +1/+1 counter (from persist).", named_catalog) == []


@pytest.mark.parametrize(
    "board",
    [
        "Mis Osos pardos recibieron 2 de daño en el combate de este turno.",
        "Mis Elfos de Llanowar con 1 de daño de un bloqueo de este turno.",
    ],
)
def test_704_5g_when_the_damage_was_dealt_said_after_it(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_an_aura_worn_is_attached(named_catalog: CardCatalog) -> None:
    [line] = lines("Mis Osos pardos tienen puesto un Rencor.", named_catalog)
    assert '"Rancor" anexado a "Grizzly Bears"' in line, line
