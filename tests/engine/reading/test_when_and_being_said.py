"""Words that say when or in what state, with no fact of their own: "took 2 damage blocking
earlier this turn" (when: the damage is marked), "estando yo a 4 vidas" (the facts follow),
"Vale, Gigante de dos cabezas: …" (the variant after a greeting, never the card of that name)."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


def test_704_5g_damage_taken_blocking_earlier_is_marked(named_catalog: CardCatalog) -> None:
    board = "I control a Serra Angel that took 4 damage blocking earlier this turn."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5a_being_at_a_life_total_when_a_spell_resolves(named_catalog: CardCatalog) -> None:
    board = "Le he tirado un Terremoto por 4 estando yo a 4 vidas y mi rival a 3."
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5a"}]
    assert len(found.result.losers) == 2


def test_704_6b_the_variant_after_a_greeting_is_the_game(named_catalog: CardCatalog) -> None:
    lines = [r.line for r in natural_readings("Vale, Gigante de dos cabezas: yo tengo 8 venenos.", named_catalog, [])]
    assert lines and all("Two-Headed Giant" not in line for line in lines), lines
