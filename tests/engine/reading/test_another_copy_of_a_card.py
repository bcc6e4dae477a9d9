""" "Another" before a card ("… and another Jace, the Mind Sculptor that just resolved", "y otro
Jace, el escultor mental que acaba de resolver"): one more of that card, whatever row reads the
words after it. Read as the copy told before, the legend rule's choice (704.5j) disappeared and
the answer was a confident "nothing happens"."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I have Jace, the Mind Sculptor with 5 loyalty and another Jace, the Mind Sculptor that just resolved.",
        "Tengo a Jace, el escultor mental con 5 de lealtad y otro Jace, el escultor mental que acaba de resolver.",
        "Tengo a Jace, el escultor mental con 5 de lealtad y otro Jace, el escultor mental.",
        "I control Thalia, Guardian of Thraben and another Thalia, Guardian of Thraben.",
    ],
)
def test_704_5j_another_copy_is_a_second_legend(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert [c.rule for c in found.result.pending_choices] == ["704.5j"]


def test_another_copy_under_another_player_is_no_legend_rule(named_catalog: CardCatalog) -> None:
    """The near miss: one more Jace, but the opponent's: two permanents, no 704.5j (each player
    checks their own legends)."""
    found = answer(
        "I have Jace, the Mind Sculptor with 5 loyalty and my opponent has another Jace, the Mind Sculptor.",
        named_catalog,
    )
    assert len([o for o in found.state.objects if o.card == "Jace, the Mind Sculptor"]) == 2
    assert not found.result.pending_choices and rules(found) == []
