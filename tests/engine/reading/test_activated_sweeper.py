"""A permanent's activated ability that damages each creature ("Opp activates Pestilence twice",
"él activa la Pestilencia una vez"): read from its Oracle text and resolved that many times;
the players it damages need their life told (never assumed)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


def destroyed(board: str, cards: CardCatalog) -> set[str]:
    found = answer(board, cards)
    return {name for r in found.result.rounds for a in r.actions for name in a.subjects}


def test_704_5g_pestilence_activated_twice_kills_the_2_2(named_catalog: CardCatalog) -> None:
    board = "I'm at 20 life, opp at 20. Opp activates Pestilence twice. I control Grizzly Bears and Hill Giant."
    assert destroyed(board, named_catalog) == {"Grizzly Bears"}


def test_704_5g_pestilence_activated_once_kills_only_the_1_1(named_catalog: CardCatalog) -> None:
    """The twin: once: the 1/1 dies, the 2/2 lives."""
    board = "Mi rival está a 20 vidas y yo a 20. Él activa la Pestilencia una vez. Tengo unos Elfos de Llanowar y unos Osos pardos."
    assert destroyed(board, named_catalog) == {"Llanowar Elves"}


def test_pestilence_with_the_players_life_unsaid_is_asked(named_catalog: CardCatalog) -> None:
    """Its damage to each player changes their life: unsaid, asked, never assumed."""
    with pytest.raises(BoardError):
        answer("Opp activates Pestilence four times. I control Grizzly Bears.", named_catalog)


def test_a_permanent_without_such_an_ability_is_not_read_as_one(named_catalog: CardCatalog) -> None:
    """A near miss: Grizzly Bears has no activated ability: not read."""
    with pytest.raises(BoardError):
        answer("I'm at 20 life, opp at 20. Opp activates Grizzly Bears twice.", named_catalog)
    assert rules(answer("I'm at 20 life, opp at 20. I control Grizzly Bears.", named_catalog)) == []
