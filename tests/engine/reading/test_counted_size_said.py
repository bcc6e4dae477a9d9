"""A creature whose size its own ability counts (Tarmogoyf's "*/1+*", 604.3) said with the size
the judge counted ("I have Tarmogoyf (4/5) with 4 damage"): that size, where nothing told could
change the count before the check. A spell told resolving goes to a graveyard first (608.2n), so
"Tarmogoyf (4/5) … then I Shocked it" may be a 5/6 by then: asked, never the said size."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("I have Tarmogoyf (4/5) with 4 damage and opp has Grizzly Bears with 2 damage.", [{"704.5g"}]),
        ("I have Tarmogoyf (4/5) with 5 damage and opp has Grizzly Bears with 1 damage.", [{"704.5g"}]),
    ],
)
def test_704_5g_a_counted_size_said_is_the_size(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == expected
    destroyed = [a.subjects[0] for a in found.result.rounds[0].actions]
    assert ("Tarmogoyf" in destroyed) == ("5 damage" in board)


def test_a_counted_size_said_before_a_spell_resolves_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Opp's Tarmogoyf (4/5) blocked my Hill Giant and took 3 damage, then I Shocked it.", named_catalog)


def test_a_counted_size_said_beside_a_graveyard_told_is_checked(named_catalog: CardCatalog) -> None:
    """The near miss: the graveyard told gives Tarmogoyf 1/2, not the 4/5 said: asked."""
    with pytest.raises(BoardError):
        answer("I have Tarmogoyf (4/5) with 1 damage and opp has Grizzly Bears. My graveyard has a Forest.",
               named_catalog)  # fmt: skip
