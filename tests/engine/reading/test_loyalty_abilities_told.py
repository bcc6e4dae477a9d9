"""Loyalty abilities as judges tell them (606.4: the cost is paid as it is activated; the
checks come before the ability resolves, 117.5 and 704.3):

- "the ability is on the stack", "la habilidad está en la pila", "hasn't resolved yet" right
  after the activation say it waits: nothing more happened;
- "her -3 ability", "su habilidad de -3": the ability called by its cost is that activation;
- "-X" with the value of X said ("activé su -X con X=7") is a cost of that many counters;
- a Spanish text opening on "Tenía a Ugin …" is the writer's, even with "su -X" (the
  planeswalker's own) later in the sentence."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Liliana of the Veil was at 6 loyalty. I activated her -6 and the ability is on the stack.",
        "Liliana of the Veil was at 6 loyalty. I activated her -6. The ability hasn't resolved yet.",
        "Liliana del Velo estaba en 6 de lealtad. Activé el -6 y la habilidad está en la pila.",
        "Ugin, the Spirit Dragon is at 7 loyalty. I activate his −X, X = 7. The ability is on the stack.",
        "Tenía a Ugin, el dragón espíritu con 7 de lealtad y activé su -X con X=7. La habilidad está en la pila.",
        "Tenía a Liliana del Velo con 3 de lealtad y activé su -3.",
        # the ability called by its cost
        "Liliana of the Veil is at 3 loyalty. I used her -3 ability.",
        "Liliana del Velo está a 3 de lealtad. Activé su habilidad de -3.",
        "Liliana del Velo está a 3 de lealtad. Usé la habilidad de -3.",
    ],
)
def test_704_5i_a_loyalty_cost_paid_leaves_the_walker_at_0_before_the_ability_resolves(
    board: str, named_catalog: CardCatalog
) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5i"}]


@pytest.mark.parametrize(
    "board, loyalty",
    [
        ("Ugin, the Spirit Dragon is at 7 loyalty. I activate his -X with X=5.", 2),
        ("Ugin, el dragón espíritu está a 7 de lealtad. Activo su -X con X=3.", 4),
    ],
)
def test_606_4_minus_x_removes_the_value_said_for_x(board: str, loyalty: int, named_catalog: CardCatalog) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == []
    [ugin] = [o for o in result.state.objects if o.card == "Ugin, the Spirit Dragon"]
    assert ugin.loyalty == loyalty


@pytest.mark.parametrize(
    "board",
    [
        # no activation told before it: which ability is not guessed
        "Liliana of the Veil is at 3 loyalty. The ability is on the stack.",
        # X said twice with two values
        "Ugin, the Spirit Dragon is at 7 loyalty. I activate his -X with X=7. Then X=3.",
    ],
)
def test_an_ability_or_an_x_the_text_doesnt_pin_is_not_read(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)
