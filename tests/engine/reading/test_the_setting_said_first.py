"""Where the question comes from, said before the board as plain voices open ("Studying for L1,
want to check myself.", "Pauper league game 3:", "Board rn:", "Preparando el examen de juez nivel
1."): the setting, skipped and listed, never a fact. And a player named, then "him": with the
writer the only other player, that one ("Kyle was on 7 poison. I attacked him …")."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Studying for L1, want to check myself. My Grizzly Bears has 2 damage marked on it.", [{"704.5g"}]),
        ("Board rn: opp has Grizzly Bears with 2 damage.", [{"704.5g"}]),
        ("Store owner here, two regulars are arguing. Grizzly Bears with 1 damage.", []),
        ("Preparando el examen de juez nivel 1. Tengo unos Osos pardos con 2 de daño.", [{"704.5g"}]),
        ("Grupo de Commander de Telegram. Mis Osos pardos tienen 2 de daño.", [{"704.5g"}]),
    ],
)
def test_704_3_the_setting_before_the_board_is_talk(
    board: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == expected
    assert found.skipped


def test_704_5c_a_league_game_label_then_poison(named_catalog: CardCatalog) -> None:
    found = answer("Pauper league game 3: my opponent was on 10 poison.", named_catalog)
    assert rules(found) == [{"704.5c"}]


def test_the_twin_a_number_in_the_setting_is_not_a_fact_only_in_its_phrase(named_catalog: CardCatalog) -> None:
    """ "game 3" is the setting; "3 damage" after it is a fact."""
    found = answer("Game 3: my Grizzly Bears has 3 damage.", named_catalog)
    assert rules(found) == [{"704.5g"}]


def test_704_5c_him_is_the_one_other_player_named(named_catalog: CardCatalog) -> None:
    [read] = list(
        natural_readings("Kyle was on 9 poison. I attacked him with Glistener Elf, unblocked.", named_catalog, [])
    )
    assert "Kyle: poison 10" in read.line, read.line


def test_the_twin_him_with_two_other_players_named_is_not_guessed(named_catalog: CardCatalog) -> None:
    board = "Ana is at 3 life. Bob is at 5 life. I attacked him with Grizzly Bears, unblocked."
    assert list(natural_readings(board, named_catalog, [])) == []
