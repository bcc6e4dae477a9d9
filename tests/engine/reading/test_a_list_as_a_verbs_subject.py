"""A list told right before a verb not marked singular is the verb's subject ("My Grizzly Bears
and Llanowar Elves take 1 damage", "Opp's Elves and Bears block my Giant"): never the last item
alone with the others read as only there (the Bears' damage, or their block, dropped). Until
the list is read whole it is asked; a singular verb keeps the last item alone."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears and Llanowar Elves take 2 damage",
        "My Grizzly Bears and Llanowar Elves each take 2 damage from Pestilence",
        "Opp's Llanowar Elves and Grizzly Bears block my Hill Giant",
    ],
)
def test_510_1_a_list_subject_is_never_its_last_item_alone(board: str, named_catalog: CardCatalog) -> None:
    """No reading gives the damage, or the block, to the last item only."""
    for read in natural_readings(board, named_catalog, []):
        assert '"Grizzly Bears";' not in read.line and '"Llanowar Elves";' not in read.line
    try:
        answered = answer(board, named_catalog)
    except BoardError:
        return
    dying = {s for r in answered.result.rounds for a in r.actions for s in a.subjects}
    assert {"Grizzly Bears", "Llanowar Elves"} <= dying


def test_704_5g_the_twin_a_singular_verb_keeps_the_last_item(named_catalog: CardCatalog) -> None:
    """ "I have Hill Giant and Grizzly Bears takes 2 damage": only the Bears."""
    assert rules(answer("I have Hill Giant and Grizzly Bears takes 2 damage", named_catalog)) == [{"704.5g"}]


def test_510_1_the_twin_a_clause_after_a_comma_is_its_own(named_catalog: CardCatalog) -> None:
    """ "…, she blocked with Hill Giant, my Grizzly Bears took 3": the Bears alone took it."""
    board = "I attacked with Grizzly Bears, she blocked with Hill Giant, my Grizzly Bears took 3."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears and my Llanowar Elves take 2 damage.",
        "Grizzly Bears and Llanowar Elves received 2 damage.",
        "Mis Osos pardos y mis Elfos de Llanowar reciben 2 de daño.",
        "Los Osos pardos y los Elfos de Llanowar recibieron 2 de daño.",
    ],
)
def test_704_5g_each_item_of_a_listed_subject_takes_the_damage(board: str, named_catalog: CardCatalog) -> None:
    """The list is the verb's subject, so each takes 2 (both die), answered, not asked; the
    board language never gives the amount to the last item alone."""
    answered = answer(board, named_catalog)
    dying = {s for r in answered.result.rounds for a in r.actions for s in a.subjects}
    assert {"Grizzly Bears", "Llanowar Elves"} <= dying


def test_704_5g_the_twin_and_between_keywords_is_no_list(named_catalog: CardCatalog) -> None:
    """ "Grizzly Bears with deathtouch and lifelink took 3": one creature took 3."""
    answered = answer("Grizzly Bears with deathtouch and lifelink took 3.", named_catalog)
    assert rules(answered) == [{"704.5g"}]


def test_510_1_the_twin_a_list_after_a_verb_of_having_is_its_object(named_catalog: CardCatalog) -> None:
    """ "Tengo Himno glorioso y mis Osos pardos reciben 3": the Anthem is what "tengo" has, not
    a second subject of "reciben" — the Bears alone taking 3 is a reading."""
    board = "Tengo Himno glorioso y mis Osos pardos reciben 3 de daño."
    lines = [r.line for r in natural_readings(board, named_catalog, [])]
    assert any('"Grizzly Bears" 3 de daño' in line and '"Glorious Anthem" 3' not in line for line in lines)
