"""What a card does, said with it: its own Oracle words in brackets ("Blighted Agent (can't be
blocked)") remind and state nothing new (skipped and listed); an attacker that can't be
blocked by its own text is unblocked when the text tells no block (509.1b); its part in combat
said as an adjective ("mi Tarmogoyf atacante") is no event."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My opponent is at 9 poison. I attacked with Blighted Agent (can't be blocked).",
        "My opponent is at 9 poison. I attacked with Blighted Agent.",
        "Mi rival tiene 9 venenos. Ataqué con mi Agente de ruina.",
    ],
)
def test_704_5c_an_attacker_that_cant_be_blocked_deals_its_damage(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5c"}]


def test_the_twin_an_attacker_that_can_be_blocked_asks_its_blocks(named_catalog: CardCatalog) -> None:
    lines = list(natural_readings("My opponent is at 9 poison. I attacked with Glistener Elf.", named_catalog, []))
    assert lines == []


def test_the_twin_words_in_brackets_not_of_the_card_are_read(named_catalog: CardCatalog) -> None:
    """ "(can't be blocked)" after a card whose text doesn't say it is no reminder."""
    assert list(natural_readings("My Grizzly Bears (can't be blocked) has 2 damage.", named_catalog, [])) == []


@pytest.mark.parametrize(
    "board",
    [
        "Mi Tarmogoyf atacante tiene 2 de daño y su Hill Giant bloqueador tiene 3 de daño.",
        "His blocking Hill Giant has 3 damage.",
    ],
)
def test_704_5g_a_part_in_combat_said_as_an_adjective(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5g_the_twin_a_number_in_brackets_is_a_fact_even_if_the_text_has_it(named_catalog: CardCatalog) -> None:
    """ "Prodigal Sorcerer (1 damage)": its text says "deals 1 damage", but a number in brackets
    is the object's own fact, never a reminder skipped (the 1/1 dies)."""
    assert rules(answer("My Prodigal Sorcerer (1 damage).", named_catalog)) == [{"704.5g"}]
