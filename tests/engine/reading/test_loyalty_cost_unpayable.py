"""A loyalty ability whose cost takes more counters than the planeswalker has can't be
activated (606.6): "Liliana of the Veil at 1 loyalty, I use her -2" is asked about, naming the
rule, never read as 704.5i at 0 (a confident wrong answer)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural.questions import NaturalQuestion
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Liliana of the Veil at 1 loyalty, I use her -2?",
        "Liliana del Velo a 1 de lealtad, hago su -2",
        "Liliana of the Veil is at 3. I activate her -2, then next turn I activate her -2 again.",
    ],
)
def test_606_6_a_cost_of_more_loyalty_than_it_has_is_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(NaturalQuestion) as asked:
        answer(board, named_catalog)
    assert asked.value.key == "board.natural.cost_unpayable"


@pytest.mark.parametrize(
    "board", ["Liliana of the Veil at 2 loyalty, I use her -2", "Liliana del Velo a 2 de lealtad, hago su -2"]
)
def test_704_5i_the_twin_a_cost_of_all_its_loyalty_is_paid(board: str, named_catalog: CardCatalog) -> None:
    """2 - 2 = 0: the cost is paid, and the planeswalker goes to the graveyard."""
    assert rules(answer(board, named_catalog)) == [{"704.5i"}]
