"""A creature that "hit" or "connected with" a player dealt it combat damage (510.2): a
commander's counts toward commander damage (903.10a). Damage told with "dealt" and no word of
combat is read both ways when its source is a commander, and asked where the answers part."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 3 life. My opponent's Craw Wurm connected, unblocked. Do I lose?",
        "i'm on 3. opp's craw wurm connected with me",
        "Estoy a 3 vidas. El Gigante de las colinas de mi rival me conectó. ¿Pierdo?",
    ],
)
def test_704_5a_a_creature_that_connected_dealt_its_power(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


def test_704_5a_near_miss_a_smaller_creature_connected(named_catalog: CardCatalog) -> None:
    # Hill Giant is 3/3: 5 life leaves 2
    assert rules(answer("Estoy a 5 vidas. El Gigante de las colinas de mi rival me conectó.", named_catalog)) == []


def test_704_5c_an_infect_creature_that_connected_gives_poison(named_catalog: CardCatalog) -> None:
    board = "Carlos has {} poison counters. My Glistener Elf connected with him again."
    assert rules(answer(board.format(9), named_catalog)) == [{"704.5c"}]
    assert rules(answer(board.format(8), named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 40 life. My opponent's commander Ghalta, Primal Hunger has hit me for 12 twice.",
        "I'm at 40 life. My opponent's commander Ghalta, Primal Hunger hit me twice for 12 each.",
        "I'm at 40 life. My opponent's commander Ghalta, Primal Hunger has connected with me twice this game for 12 each.",
        "I'm at 40 life. My opponent's commander Ghalta, Primal Hunger dealt me 12 combat damage twice.",
    ],
)
def test_704_6c_a_commander_that_hit_dealt_commander_damage(named_catalog: CardCatalog, board: str) -> None:
    # before: "hit me for 12 twice" was damage out of combat (40 - 24 = 16 life, "nothing")
    assert rules(answer(board, named_catalog)) == [{"704.6c"}]


def test_704_6c_near_miss_less_than_21_from_the_commander(named_catalog: CardCatalog) -> None:
    board = "I'm at 40 life. My opponent's commander Ghalta, Primal Hunger hit me for 10 twice."
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 40 life. My opponent's commander Ghalta, Primal Hunger dealt me 12 damage twice.",
        "Estoy a 40 vidas. Ghalta, el hambre primigenia, comandante de mi rival, me pegó dos veces por 12.",
    ],
)
def test_903_10a_a_commanders_damage_unsaid_as_combat_is_asked(named_catalog: CardCatalog, board: str) -> None:
    # combat damage: 24 commander damage (704.6c); any other damage: 16 life, nothing. Never guessed.
    with pytest.raises(BoardError) as caught:
        answer(board, named_catalog)
    assert caught.value.key == "board.choose_reading"


def test_903_10a_near_miss_the_readings_agree_without_a_commander(named_catalog: CardCatalog) -> None:
    # a creature that isn't a commander: the damage does the same in or out of combat
    assert rules(answer("I'm at 20 life. My opponent's Craw Wurm dealt me 6 damage twice.", named_catalog)) == []
