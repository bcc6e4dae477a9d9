"""A pump told after a block with no word of when ("My Bears block his Giant, then I Giant
Growth the Bears"): cast before the combat damage (510.1, the usual trick) or after it (the
Bears dead by then: no target, 608.2b). Both are read; where they part the judge picks, and
readings that destroy different creatures by one rule part (the Giant, or the Bears)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.choices import ChooseReading
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears blocks his Hill Giant, then I Giant Growth the Bears",
        "Mis Osos pardos bloquean a su Gigante de las colinas, y luego le tiro un Crecimiento gigante a los Osos",
    ],
)
def test_510_1_a_pump_before_or_after_damage_that_parts_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """Before: the 5/5 Bears kill the Giant. After: the Bears died first, the Giant lives."""
    with pytest.raises(ChooseReading) as asked:
        answer(board, named_catalog)
    dying = {subject for choice in asked.value.choices for subject in choice.outcome.subjects}
    assert dying == {"0:704.5g:Hill Giant", "0:704.5g:Grizzly Bears"}


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears blocks his Hill Giant. I cast Giant Growth on the Bears before damage",
        "Mis Osos pardos bloquean a su Gigante de las colinas. Antes del daño le tiro un Crecimiento gigante a los Osos",
    ],
)
def test_510_1_the_twin_a_pump_told_before_damage_is_answered(board: str, named_catalog: CardCatalog) -> None:
    answered = answer(board, named_catalog)
    assert rules(answered) == [{"704.5g"}]
    assert [a.subjects for r in answered.result.rounds for a in r.actions] == [("Hill Giant",)]


@pytest.mark.parametrize(
    "board",
    [
        "My Serra Angel blocks his Hill Giant, then I Giant Growth the Angel",
        "Mi Ángel de Serra bloquea a su Gigante de las colinas, y luego le tiro un Crecimiento gigante al Ángel",
    ],
)
def test_510_1_before_or_after_alike_is_answered(board: str, named_catalog: CardCatalog) -> None:
    """The 4/4 Angel lives either way and the Giant dies either way: one answer, no question."""
    answered = answer(board, named_catalog)
    assert [a.subjects for r in answered.result.rounds for a in r.actions] == [("Hill Giant",)]


def test_704_5f_either_thalia_dying_is_one_answer(named_catalog: CardCatalog) -> None:
    """ "Thalia" may be either Thalia: both are 1/1s Elesh Norn kills; the answer is one."""
    board = "My opponent has Elesh Norn, Grand Cenobite. I have Thalia and a Hill Giant."
    answered = answer(board, named_catalog)
    assert rules(answered) == [{"704.5f"}]


def dying_now(board: str, cards: CardCatalog) -> set[str]:
    return {s for r in answer(board, cards).result.rounds for a in r.actions for s in a.subjects}


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears blocks his Hill Giant. After combat damage I cast Giant Growth on my Bears.",
        "Mis Osos pardos bloquean a su Gigante de las colinas. Después del daño le tiro un Crecimiento gigante a mis Osos.",
    ],
)
def test_608_2b_a_pump_said_after_damage_finds_its_creature_dead(board: str, named_catalog: CardCatalog) -> None:
    """ "After damage": the Bears died at the checks after it (704.5g); the Giant took 2 and lives."""
    assert dying_now(board, named_catalog) == {"Grizzly Bears"}


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant blocks his Grizzly Bears. Before damage he Giant Growths his Bears.",
        "My Hill Giant blocks his Grizzly Bears. Before damage he Giant Growth'd his Bears.",
    ],
)
def test_510_1_the_twin_before_damage_and_a_spell_of_two_words_as_a_verb(
    board: str, named_catalog: CardCatalog
) -> None:
    """ "Giant Growths" is the spell cast (never "Giant" said again of the Hill Giant): the 5/5
    Bears kill the Giant and live."""
    assert dying_now(board, named_catalog) == {"Hill Giant"}


def test_510_1_pumped_with_a_spell_is_the_spell_aimed(named_catalog: CardCatalog) -> None:
    """ "I pumped the Giant with Giant Growth": the verb says it was aimed, the spell's text
    what it does (before, "pumped" was no word the reader knew: refused). The Giant, pumped
    before or after the damage, survives either way; the Bears die either way."""
    answered = answer(
        "My Hill Giant blocked his Grizzly Bears, then I pumped the Giant with Giant Growth.", named_catalog
    )
    assert [r.actions[0].subjects for r in answered.result.rounds if r.actions] == [("Grizzly Bears",)]
