"""Readings that part only after the state-based actions: what replaces an event (614) and what
triggers (603) are part of the answer, so two readings that agree on the rounds but not there
are a question, never one of them answered. A side heading ("Their side: …") says whose every
object told after it is; an Aura that took a creature is the taker's (613.1b)."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading import ChooseReading, answer
from tests.engine.reading.outcomes import only_line


def test_614_a_short_name_whose_cards_part_only_in_a_replacement_is_asked(named_catalog: CardCatalog) -> None:
    # before: "Kalitas" read as Kalitas, Bloodchief of Ghet (no replacement), and answered
    board = "My Kalitas is out. My opponent's Kitchen Finks has 2 damage and no counters."
    try:
        answer(board, named_catalog)
    except ChooseReading as question:
        replaced = sorted(c.outcome.replaced for c in question.choices)
        assert replaced == [(), ("Kalitas, Traitor of Ghet",)]
        assert {c.outcome.rounds for c in question.choices} == {(("704.5g",),)}
    else:
        raise AssertionError("answered one of two readings that part")


def test_614_the_card_named_in_full_is_answered(named_catalog: CardCatalog) -> None:
    result = answer(
        "I control Kalitas, Traitor of Ghet. My opponent's Kitchen Finks has 2 damage and no counters.", named_catalog
    )
    [action] = [a for r in result.result.rounds for a in r.actions]
    assert [r.source for r in action.replaced_by] == ["Kalitas, Traitor of Ghet"]
    assert not result.result.triggers  # exiled instead: persist never triggers


def test_a_side_heading_says_whose_every_object_after_it_is(named_catalog: CardCatalog) -> None:
    line = only_line(
        "Their side: Kitchen Finks with no counters, a 1/1 Spirit token. My side: Zulaport Cutthroat.", named_catalog
    )
    assert 'opponent: "Spirit" token' in line and 'you: "Zulaport Cutthroat"' in line


def test_a_side_said_after_a_list_is_only_that_lists(named_catalog: CardCatalog) -> None:
    # the near miss: "on my side" after the list labels the list, not what comes next
    line = only_line("Zulaport Cutthroat on my side. Opponent's Kitchen Finks.", named_catalog)
    assert 'you: "Zulaport Cutthroat"' in line and 'opponent: "Kitchen Finks"' in line


def test_613_1b_the_aura_that_took_a_creature_is_the_takers(named_catalog: CardCatalog) -> None:
    board = "Le robé el Degollador de Zulaport a mi rival con Magia de control. Él tiene Pacto de las sepulturas."
    assert 'tú: "Control Magic" anexado a "Zulaport Cutthroat"' in only_line(board, named_catalog)
    result = answer(board + " Le tiro un Choque al Degollador.", named_catalog)
    # it died under the taker's control: its own ability triggers for the taker, Grave Pact doesn't
    assert [(t.card, t.controller) for t in result.result.triggers] == [("Zulaport Cutthroat", "tú")]


def test_613_1b_an_aura_on_a_creature_nobody_took_is_its_hosts_players(named_catalog: CardCatalog) -> None:
    line = only_line("Mi rival tiene el Degollador de Zulaport con Magia de control.", named_catalog)
    assert 'oponente: "Control Magic" anexado a "Zulaport Cutthroat"' in line
