"""The board as read, under an SBA answer: what the judge checks before trusting the result."""

from __future__ import annotations

import pytest

from bot.replies.board_summary import MAX_LINES, board_lines
from bot.replies.reply import to_text
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


@pytest.mark.parametrize(
    ("lang", "board", "line"),
    [
        (
            "en",
            "Grizzly Bears 2/2 green, with a regeneration shield, timestamp 3",
            "Grizzly Bears (you): creature, 2/2, green, 1 regeneration shield, timestamp 3",
        ),
        (
            "es",
            "Osos 2/2 verde con un escudo de regeneración",
            "Osos (tú): criatura, 2/2, verde, 1 escudo de regeneración",
        ),
        (
            "en",
            "Ana: 20 life; Bob: 20 life; Bob's Bears 2/2 controlled by Ana",
            "Bears (Ana; owned by Bob): creature, 2/2",
        ),
        (
            "es",
            "Ana: 20 vidas; Bea: 20 vidas; Osos de Bea 2/2 controlados por Ana",
            "Osos (Ana; propiedad de Bea): criatura, 2/2",
        ),
        ("es", "Hidra 0/0 con 3 contadores de carga", "Hidra (tú): criatura, 0/0, 3 contadores de carga"),
        ("en", "Hydra 0/0 with 3 charge counters", "Hydra (you): creature, 0/0, 3 charge counters"),
    ],
)
def test_the_reading_shows_what_the_answer_used(lang: str, board: str, line: str) -> None:
    assert line in board_lines(parse_board(board), lang)


def test_two_headed_giant_shows_each_teams_life() -> None:
    lines = board_lines(parse_board("2hg; Ana: team A, 0 life; Bob: team A; Cy: team B"), "en")
    assert "team A: life 0" in lines and "team B: life 30" in lines


def test_a_life_not_stated_is_not_shown() -> None:
    assert board_lines(parse_board("Ana: 10 poison counters"), "en") == ["Ana: poison 10"]


@pytest.mark.parametrize(("lang", "text"), [("en", "Win the game: Cy, Dee."), ("es", "Ganan el juego: Cy, Dee.")])
def test_104_2a_the_outcome_names_the_winners(lang: str, text: str) -> None:
    state = parse_board("2hg; Ana: team A, 0 life; Bob: team A; Cy: team B; Dee: team B")
    assert text in to_text(sba_reply(check_sba(state), lang, board=state))


@pytest.mark.parametrize(
    ("lang", "shown"), [("es", "daña primero, armadura tótem"), ("en", "first strike, totem armor")]
)
def test_keywords_read_back_as_spanish_cards_print_them(lang: str, shown: str) -> None:
    # "totem armor" is umbra armor's older name, as older card data words it
    state = parse_board("Umbra 1/1")
    umbra = state.objects[0].model_copy(update={"keywords": frozenset({"totem armor", "first strike"})})
    (line,) = board_lines(state.model_copy(update={"objects": (umbra,)}), lang)
    assert line.endswith(shown)
