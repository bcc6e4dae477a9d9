"""A spell cast "in response to" another one named after it ("I cast Giant Growth on my Bears in
response to his Lightning Bolt"): the one answered was cast first and resolves last (608.1),
at what the answer was cast on; the reply's "What happened" shows that target."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I cast Giant Growth on my Grizzly Bears in response to his Lightning Bolt.",
        "Le tiré Crecimiento gigante a mis Osos pardos en respuesta a su Relámpago.",
    ],
)
def test_608_1_the_spell_answered_resolves_after_the_answer(named_catalog: CardCatalog, board: str) -> None:
    """Giant Growth first: a 5/5 with 3 damage lives (read the other way round it would die)."""
    found = answer(board, named_catalog)
    assert rules(found) == []
    keys = [t.key for t in found.events]
    assert keys.index("pump") < keys.index("damage")


def test_704_5g_the_answer_that_doesnt_save_it(named_catalog: CardCatalog) -> None:
    """The twin: Mutagenic Growth's +2/+2 leaves Llanowar Elves 3/3: Lightning Bolt's 3 kill it."""
    found = answer("I cast Mutagenic Growth on my Llanowar Elves in response to his Lightning Bolt.", named_catalog)
    assert rules(found) == [{"704.5g"}]


def test_in_response_to_with_nothing_told_before_is_asked(named_catalog: CardCatalog) -> None:
    """A near miss: nothing cast before it to aim at: what did the Bolt target? Asked."""
    with pytest.raises(BoardError):
        answer("In response to his Lightning Bolt I cast Giant Growth on my Grizzly Bears.", named_catalog)
