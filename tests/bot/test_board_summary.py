"""The board as read, under an SBA answer: what the judge checks before trusting the result."""

from __future__ import annotations

from bot.replies.board_summary import MAX_LINES, board_lines
from bot.replies.sba import sba_reply
from engine.board import parse_board
from engine.sba import check_sba


def test_the_reading_shows_owners_types_stats_and_attachments() -> None:
    state = parse_board("Ana: 20 life; Ana's Grizzly Bears 2/2 with 2 damage and Rancor enchanting it")
    assert board_lines(state, "en") == [
        "Ana: life 20",
        "Grizzly Bears (Ana): creature, 2/2, damage 2",
        "Rancor (Ana): enchantment, aura, attached to Grizzly Bears",
    ]


def test_the_reading_speaks_spanish() -> None:
    state = parse_board("Osos grizzly 2/2 con 2 de daño, protección contra verde; Ficha de Goblin en el cementerio")
    assert board_lines(state, "es") == [
        "Osos grizzly (tú): criatura, 2/2, daño 2, protección contra verde",
        "Goblin (tú): ficha, en el cementerio",
    ]


def test_players_only_named_as_owners_are_not_listed() -> None:
    assert board_lines(parse_board("Bob: Grizzly Bears 2/2"), "en") == ["Grizzly Bears (Bob): creature, 2/2"]


def test_a_large_board_is_cut_with_a_count() -> None:
    lines = board_lines(parse_board("; ".join(f"Bear{i} 2/2" for i in range(40))), "en")
    assert len(lines) == MAX_LINES and lines[-1] == f"… +{40 - (MAX_LINES - 1)}"


def test_the_reply_ends_with_the_reading_only_when_given_the_board() -> None:
    state = parse_board("Grizzly Bears 2/2 damage 2")
    result = check_sba(state)
    assert sba_reply(result, "en", board=state).fields[-1].name == "Board as read"
    assert all(f.name != "Board as read" for f in sba_reply(result, "en").fields)
