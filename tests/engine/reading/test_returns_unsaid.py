"""A persist or undying creature told only through events ("I bolted his Kitchen Finks, does
persist bring it back?") may already have come back once: with its counter on it, the keyword
doesn't trigger again (603.4, 702.79a, 702.93a). Both readings are checked; where they part the
judge picks one. A creature described ("with no counters", "fresh", "recién jugado", a size, a
damage total) is as described, and an answer that is the same either way is simply given."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import ChooseReading, answer
from tests.engine.reading.outcomes import rules


def test_702_79a_persist_of_a_creature_told_only_in_events_is_a_choice(named_catalog: CardCatalog) -> None:
    with pytest.raises(ChooseReading) as asked:
        answer("I bolted my opponent's Kitchen Finks, does persist bring it back?", named_catalog)
    triggers = sorted(choice.outcome.triggers for choice in asked.value.choices)
    assert triggers == [(), (("Kitchen Finks", "opponent"),)]  # back with persist, or gone for good


@pytest.mark.parametrize(
    "board",
    [
        "I bolted my opponent's fresh Kitchen Finks, does persist bring it back?",
        "I bolted my opponent's Kitchen Finks (no counters), does persist bring it back?",
        "Le tiré un Relámpago a sus Despreciables de cocina recién jugados. ¿Persisten?",
    ],
)
def test_702_79a_a_creature_said_fresh_persists(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert [t.keyword for t in found.result.triggers] == ["persist"]


def test_702_93a_undying_told_only_in_events_is_a_choice(named_catalog: CardCatalog) -> None:
    with pytest.raises(ChooseReading):
        answer("My opponent bolts my Young Wolf. Does undying bring it back?", named_catalog)


def test_702_79a_a_state_described_without_counters_has_none(named_catalog: CardCatalog) -> None:
    found = answer("Kitchen Finks with 2 damage", named_catalog)
    assert [t.keyword for t in found.result.triggers] == ["persist"]  # a board lists what is on it


def test_the_same_answer_either_way_is_given_without_asking(named_catalog: CardCatalog) -> None:
    # Kalitas exiles it whether or not it had come back before: nothing to choose
    found = answer("I control Kalitas, Traitor of Ghet and bolt my opponent's Kitchen Finks.", named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert not any(t.keyword == "persist" for t in found.result.triggers)
