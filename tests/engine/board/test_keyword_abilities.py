"""Keyword abilities (702) as judges write them, in English and Spanish: read, kept on the
object and shown, never rejected and never mistaken for something that changes the answer."""

from __future__ import annotations

import pytest

from bot.replies.board_summary import board_lines
from engine.board import parse_board
from engine.sba import check_sba
from tests.builders import performed


@pytest.mark.parametrize(
    ("board", "keywords"),
    [
        ("Grizzly Bears 2/2 flying with 2 damage", {"flying"}),
        ("Grizzly Bears 2/2 with trample and lifelink, 2 damage", {"trample", "lifelink"}),
        ("Oso 2/2 con arrollar y vínculo vital, 2 de daño", {"trample", "lifelink"}),
        ("Caballero 2/2 vuela, daña primero, 2 de daño", {"flying", "first strike"}),
        ("Knight 2/2 first strike, hexproof, haste, 2 damage", {"first strike", "hexproof", "haste"}),
        ("Caballero 2/2 con antimaleficio y prisa, 2 de daño", {"hexproof", "haste"}),
    ],
)
def test_704_5g_keywords_that_dont_matter_are_read_and_the_answer_stands(board: str, keywords: set[str]) -> None:
    assert parse_board(board).objects[0].keywords == keywords
    assert performed(board) == [["lethal_damage"]]


def test_704_5g_near_miss_the_same_creature_without_damage_survives() -> None:
    assert performed("Grizzly Bears 2/2 flying, lifelink") == []


def test_704_5h_having_deathtouch_is_not_deathtouch_damage() -> None:
    """A creature with deathtouch destroys what it damages, not itself."""
    board = "Llanowar Elves 2/2 with deathtouch and 1 damage"
    result = check_sba(parse_board(board))
    assert result.rounds == ()
    assert [n.kind for n in result.notes] == ["deathtouch_is_not_deathtouch_damage"]


@pytest.mark.parametrize(
    "board",
    ["Llanowar Elves 2/2 dealt 1 damage by a deathtouch source", "Elfos 2/2 con 1 de daño de toque mortal"],
)
def test_704_5h_near_miss_damage_from_a_deathtouch_source_destroys(board: str) -> None:
    assert performed(board) == [["deathtouch_damage"]]


@pytest.mark.parametrize("board", ["Elfos 1/1 con toque mortal", "Llanowar Elves 1/1 with deathtouch"])
def test_deathtouch_alone_is_the_keyword(board: str) -> None:
    obj = parse_board(board).objects[0]
    assert obj.keywords == {"deathtouch"} and not obj.deathtouch_damage and obj.damage == 0


@pytest.mark.parametrize(
    ("board", "keyword", "damage"),
    [
        ("Knight 2/2 ward 2", "ward 2", 0),
        ("Knight 2/2 ward 2, 2 damage", "ward 2", 2),
        ("Caballero 2/2 rebatir {2} y 2 de daño", "ward {2}", 2),
        ("Knight 2/2 ward 2 damage", "ward", 2),
    ],
)
def test_a_keyword_keeps_its_number_unless_the_number_counts_what_follows(
    board: str, keyword: str, damage: int
) -> None:
    obj = parse_board(board).objects[0]
    assert obj.keywords == {keyword} and obj.damage == damage


@pytest.mark.parametrize(
    ("board", "name"), [("Flying Men 1/1", "Flying Men"), ("Shadow of Doubt instant in graveyard", "Shadow of Doubt")]
)
def test_a_keyword_word_opening_a_name_stays_in_it(board: str, name: str) -> None:
    obj = parse_board(board).objects[0]
    assert obj.name == name and obj.keywords == frozenset()


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Grizzly Bears (you): creature, 2/2, first strike, trample, ward 2"),
        ("es", "Grizzly Bears (tú): criatura, 2/2, daña primero, arrolla, rebatir 2"),  # the default player in Spanish
    ],
)
def test_keywords_are_shown_in_the_judges_language(lang: str, line: str) -> None:
    state = parse_board("Grizzly Bears 2/2 trample, first strike, ward 2")
    assert board_lines(state, lang) == [line]
