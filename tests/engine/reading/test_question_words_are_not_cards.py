"""A question word is never a card: "What's the SBA?" asks; it never names "What" (a half of
Who // What // When // Where // Why) in the plural or cast as a verb. Its twin: a spell's name
used as a verb is still the spell ("He Bolts my Grizzly Bears")."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears has 2 damage. What's the SBA?",
        "Grizzly Bears with 2 damage. Whats next?",
        "Opponent Lightning Bolts my Grizzly Bears. What's the SBA?",
    ],
)
def test_704_5g_whats_asks_and_names_no_card(board: str, sample_catalog: CardCatalog) -> None:
    found = answer(board, sample_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.reading is None or "Who // What" not in found.reading


def test_the_twin_a_spell_named_as_a_verb_is_still_cast(sample_catalog: CardCatalog) -> None:
    found = answer("He Bolts my Grizzly Bears.", sample_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.reading is not None and "3 damage" in found.reading
