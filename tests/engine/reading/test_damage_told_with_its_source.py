"""Damage told as marked, with what dealt it ("my Serra Angel has 1 damage on it from his
blocking Typhoid Rats", "1 de daño de las Ratas tifoideas que lo bloquearon"): the source's
abilities say what that damage is (deathtouch: 702.2b, 704.5h). Before, "from …" after a damage
was never read and the board was refused."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import lines, rules


@pytest.mark.parametrize(
    "board",
    [
        "My attacking Serra Angel has 1 damage on it from his blocking Typhoid Rats.",
        "My Serra Angel has 1 damage from the Typhoid Rats that blocked it.",
        "Mi Ángel de Serra tiene 1 de daño de las Ratas tifoideas de mi rival.",
        "Mi Ángel de Serra atacante tiene 1 de daño de las Ratas tifoideas que lo bloquearon.",
    ],
)
def test_704_5h_damage_marked_from_a_deathtouch_source_destroys(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5h"}]


@pytest.mark.parametrize(
    "board",
    [
        "My Serra Angel has 1 damage on it from his blocking Grizzly Bears.",
        "Mi Ángel de Serra tiene 1 de daño de los Osos pardos de mi rival.",
    ],
)
def test_the_twin_damage_from_a_source_without_deathtouch_is_only_damage(
    board: str, named_catalog: CardCatalog
) -> None:
    assert rules(answer(board, named_catalog)) == []


def test_the_source_that_blocked_is_the_other_players(named_catalog: CardCatalog) -> None:
    """ "the Rats that blocked it": two sides of one combat (506.2), never the writer's own."""
    [line] = lines("My Serra Angel has 1 damage from the Typhoid Rats that blocked it.", named_catalog)
    assert 'opponent: "Typhoid Rats"' in line, line


def test_the_twin_a_source_of_the_same_player_that_blocked_is_not_read(named_catalog: CardCatalog) -> None:
    assert lines("My Serra Angel has 1 damage from my Typhoid Rats that blocked it.", named_catalog) == []


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("My Grizzly Bears have 2 damage from Shock.", [{"704.5g"}]),
        ("Mis Osos pardos tienen 1 de daño de un Eléctruco.", []),
    ],
)
def test_704_5g_damage_from_a_damage_spell_is_plain_damage(
    board: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_the_twin_a_spell_whose_damage_does_more_is_not_read(named_catalog: CardCatalog) -> None:
    """Incinerate's damage also stops regeneration (701.19c): not read as damage alone."""
    assert lines("My Grizzly Bears have 2 damage from Incinerate.", named_catalog) == []


def test_the_twin_a_source_after_other_words_is_not_the_damages(named_catalog: CardCatalog) -> None:
    """ "from" right after the damage names its source; after another fact it says nothing of it."""
    for line in lines("My Serra Angel has 1 damage and a Giant Growth from Typhoid Rats.", named_catalog):
        assert 'damage from "Typhoid Rats"' not in line, line


def test_a_creature_never_blocks_itself(named_catalog: CardCatalog) -> None:
    """ "Typhoid Rats blocked it." was read as the Rats blocking themselves (a combat of one
    creature, dealing its damage to itself twice): a block is between two objects, or not read."""
    assert lines("Typhoid Rats blocked it.", named_catalog) == []
    for read in natural_readings(
        "My Serra Angel has 1 damage from the Typhoid Rats that blocked it.", named_catalog, []
    ):
        assert not read.events, read.events
