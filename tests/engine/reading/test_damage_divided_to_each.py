"""An attacker's damage divided among its blockers "to each" of them, said with a word for them
("I put 1 damage on each spider", "le asigné 2 a cada oso", 510.1c); and "each" after a spell
aimed at one copy ("Le tiro un Relámpago a cada uno"), which was read as one Bolt at the first
Bears (the second left untouched: a confident wrong answer)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import NaturalQuestion
from tests.engine.reading.outcomes import lines, rules


@pytest.mark.parametrize(
    "board",
    [
        "I attack with Craw Wurm and he blocks with two Grizzly Bears. I assign 3 to each Bear.",
        "Ataco con mi Craw Wurm y me bloquea con dos Osos pardos. Le asigno 3 a cada oso.",
    ],
)
def test_510_1c_damage_divided_to_each_blocker_named_by_a_word(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]
    # each Bear dealt 3 (lethal), the Wurm (6/4) dealt 2 by each: all three destroyed
    assert sum(len(a.subjects) for r in answer(board, named_catalog).result.rounds for a in r.actions) == 3


def test_510_1c_more_than_the_attackers_power_is_asked(named_catalog: CardCatalog) -> None:
    """Hill Giant has power 3: 2 to each of two blockers is 4. Misread or mistyped: asked."""
    board = "I attack with Hill Giant and he blocks with two Grizzly Bears. I assign 2 to each Bear."
    with pytest.raises(NaturalQuestion):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival tiene dos Osos pardos. Le tiro un Relámpago a cada uno.",
        "Mi rival tiene dos Osos pardos. Le tiro un Relámpago a cada oso.",
    ],
)
def test_each_after_a_spell_aimed_at_one_copy_is_not_read(board: str, named_catalog: CardCatalog) -> None:
    assert lines(board, named_catalog) == []


def test_the_twin_each_after_damage_told_as_state_is_each(named_catalog: CardCatalog) -> None:
    [line] = lines("Mi rival tiene dos Osos pardos con 1 de daño cada uno.", named_catalog)
    assert line.count("1 de daño") == 2, line


def test_the_twin_each_before_a_word_for_nothing_told_stays_unread(named_catalog: CardCatalog) -> None:
    assert (
        lines("I attack with Craw Wurm and he blocks with two Grizzly Bears. I assign 3 to each dog.", named_catalog)
        == []
    )
