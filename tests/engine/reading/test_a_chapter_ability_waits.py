"""714.4 / 704.5s: a Saga whose chapter ability has triggered and not left the stack is not
sacrificed. Judges say the counter put and the ability waiting in many ways: "le puse el tercer
contador de sabiduría a El gran anciano renacido" (its third lore counter: 3 now), "La habilidad
del capítulo III está en la pila, todavía no resolvió" (the waiting said twice, the second time
without its subject). Said after anything else, a bare "todavía no resolvió" is not read."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Le puse el tercer contador de sabiduría a El gran anciano renacido. La habilidad del capítulo III está en "
        "la pila, todavía no resolvió.",
        "I put the third lore counter on The Eldest Reborn. Chapter III is on the stack, it hasn't resolved yet.",
        "Le puse el tercer contador de sabiduría a Historia de Benalia. La habilidad del capítulo III está en la pila.",
    ],
)
def test_714_4_a_saga_waits_for_its_chapter_ability_on_the_stack(board: str, named_catalog: CardCatalog) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == []
    [saga] = [o for o in result.state.objects if o.card in ("The Eldest Reborn", "History of Benalia")]
    assert saga.counters.get("lore") == 3
    assert saga.trigger_pending


def test_a_waiting_said_of_nothing_that_waits_is_not_read(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Tengo Osos pardos con 2 de daño, todavía no resolvió.", named_catalog)
