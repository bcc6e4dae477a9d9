""" "Both"/"all" opening what is said of the objects just named ("2x Grizzly Bears, both with 2
damage"): each of them. Before, "both" after a comma was a word of no fact and the damage went to one copy only — a confident wrong
answer (one Bears destroyed, the other left)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


def _destroyed(board: str, cards: CardCatalog) -> int:
    result = answer(board, cards).result
    return sum(len(a.subjects) for r in result.rounds for a in r.actions if a.rule == "704.5g")


@pytest.mark.parametrize(
    ("board", "count"),
    [
        ("2x Grizzly Bears, both with 2 damage.", 2),
        ("Tengo dos Osos pardos, ambos con 2 de daño.", 2),
        ("3x Grizzly Bears, all with 2 damage.", 3),
        ("3x Grizzly Bears, all of them with 2 damage.", 3),
    ],
)
def test_704_5g_both_or_all_of_the_copies_are_destroyed(board: str, count: int, named_catalog: CardCatalog) -> None:
    assert _destroyed(board, named_catalog) == count


def test_704_5g_the_twin_a_list_subject_with_both_is_each_of_it(named_catalog: CardCatalog) -> None:
    """ "My Bears and Giant both have 2 damage": the list is the subject; both take it (the
    2/2 Bears die, the 3/3 Giant lives)."""
    assert rules(answer("My Grizzly Bears and Hill Giant both have 2 damage.", named_catalog)) == [{"704.5g"}]
    assert _destroyed("My Grizzly Bears and Hill Giant both have 2 damage.", named_catalog) == 1


def test_704_5g_the_twin_both_with_too_little_damage_destroys_none(named_catalog: CardCatalog) -> None:
    assert rules(answer("2x Grizzly Bears, both with 1 damage.", named_catalog)) == []
