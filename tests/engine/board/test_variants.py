"""Variants as judges describe them: Two-Headed Giant teams and their shared totals, Commander
and its damage, a commander that changed zones. Each form has a near-miss twin."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import BoardError
from engine.sba import check_sba
from tests.builders import performed


def test_a_full_stop_after_a_variant_ends_its_clause() -> None:
    state = parse_board("Two-Headed Giant. Ana: team A, 0 life. Bob: team A. Cy: team B.")
    assert state.variant.value == "two_headed_giant" and [p.name for p in state.players] == ["Ana", "Bob", "Cy"]


# -- Two-Headed Giant: life and poison belong to teams (810.9, 810.10) ----------------------------


def test_704_6a_a_members_life_is_the_teams_life() -> None:
    """810.9a: in 2HG a player's life total is their team's, so "Ana: 0 life" is team A's."""
    result = check_sba(parse_board("two-headed giant; Ana: team A, 0 life; Bob: team A; Cy: team B"))
    assert performed("two-headed giant; Ana: team A, 0 life; Bob: team A; Cy: team B") == [["team_zero_life"]]
    assert set(result.losers) == {"Ana", "Bob"}


def test_704_6a_a_member_at_one_life_keeps_the_team_in() -> None:
    assert performed("two-headed giant; Ana: team A, 1 life; Bob: team A; Cy: team B") == []


def test_a_teams_own_total_names_two_headed_giant() -> None:
    state = parse_board("team A: life 0; Ana: team A; Bob: team B")
    assert state.variant.value == "two_headed_giant"
    assert performed("team A: life 0; Ana: team A; Bob: team B") == [["team_zero_life"]]


def test_team_names_ignore_case() -> None:
    state = parse_board("2hg; team A: life 0; Ana: team a; Bob: team B")
    assert {p.team for p in state.players} == {"A", "B"}


@pytest.mark.parametrize(
    ("board", "key"),
    [
        ("2hg; team A: life 0; team B: life 3", "board.empty_team"),
        ("2hg; Ana: 0 life; Bob: team B", "board.player_without_team"),
        ("2hg; Ana: 10 poison; Bob: team B", "board.player_without_team"),
        ("2hg; Ana: team A, 0 life; Bob: team A, 5 life", "board.team_life_conflict"),
        ("2hg; team A: life 3; Ana: team A, 0 life", "board.team_life_conflict"),
        ("archenemy; team A: life 0; Ana: team A", "board.team_totals_outside_2hg"),
    ],
)
def test_two_headed_giant_boards_that_would_be_read_wrong_are_refused(board: str, key: str) -> None:
    with pytest.raises(BoardError) as caught:
        parse_board(board)
    assert caught.value.key == key


# -- Commander: verbs judges use, and what names the variant ---------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "commander; Ana has taken 21 commander damage from Atraxa",
        "commander; Ana took 21 combat damage from commander Atraxa",
        "commander; Ana: has been dealt 21 commander damage by Atraxa",
        "formato commander; Ana ha recibido 21 de daño de comandante de Atraxa",
    ],
)
def test_704_6c_commander_damage_with_verbs(board: str) -> None:
    assert performed(board) == [["commander_damage"]]


def test_704_6c_commander_damage_names_the_variant() -> None:
    state = parse_board("Ana: 21 commander damage from Atraxa; Bob: 20 life")
    assert state.variant.value == "commander" and performed("Ana: 21 commander damage from Atraxa; Bob: 20 life") == [
        ["commander_damage"]
    ]


@pytest.mark.parametrize(
    "board",
    ["Atraxa commander creature in exile", "commander Atraxa in graveyard", "comandante Atraxa en el cementerio"],
)
def test_704_6d_a_described_commander_in_graveyard_or_exile_asks_its_owner(board: str) -> None:
    result = check_sba(parse_board(board))
    assert [c.kind for c in result.pending_choices] == ["commander_to_command_zone"]


def test_704_6d_a_commander_that_stays_asks_nothing() -> None:
    result = check_sba(parse_board("Atraxa commander in graveyard, stays"))
    assert result.pending_choices == () and result.rounds == ()


def test_704_6d_a_commander_on_the_battlefield_is_not_flagged() -> None:
    assert not parse_board("commander Atraxa 4/4").objects[0].entered_zone_since_check


def test_a_lone_commander_clause_is_still_the_variant() -> None:
    assert parse_board("commander; Grizzly Bears 2/2").variant.value == "commander"


def test_a_team_named_after_a_color() -> None:
    assert parse_board("Ana: team Red").players[0].team == "Red"


# -- a team's players, listed ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "2hg; Ana and Bob: team A; Cy and Dee: team B; team A: life 0",
        "2hg; team A: Ana, Bob; team B: Cy, Dee; team A: life 0",
        "Two-Headed Giant. Team A (Ana, Bob) 0 life. Team B (Cy, Dee) 5 life",
        "2hg; team A (Ana and Bob): 0 life; team B (Cy and Dee)",
        "gigante de dos cabezas; equipo A (Ana y Bob) 0 vidas; equipo B (Cy y Dee)",
    ],
)
def test_704_6a_a_teams_players_listed_together(board: str) -> None:
    state = parse_board(board)
    assert {p.name: p.team for p in state.players} == {"Ana": "A", "Bob": "A", "Cy": "B", "Dee": "B"}
    result = check_sba(state)
    assert set(result.losers) == {"Ana", "Bob"} and set(result.winners) == {"Cy", "Dee"}


@pytest.mark.parametrize(
    "board", ["Invasion of Ikoria battle siege defense 3", "Invasión de Ikoria batalla asedio defensa 3"]
)
def test_704_5x_a_battle_whose_protector_isnt_stated_is_asked_about(board: str) -> None:
    result = check_sba(parse_board(board))
    assert result.rounds == () and [n.kind for n in result.notes] == ["needs_protector"]


@pytest.mark.parametrize(
    "board",
    [
        "Invasion of Ikoria battle siege defense 3, protector nobody",
        "Invasión batalla asedio defensa 3, protector nadie",
    ],
)
def test_704_5x_near_miss_stated_without_a_protector_it_gets_one_or_goes(board: str) -> None:
    assert performed(board) == [["battle_no_protector"]]


@pytest.mark.parametrize(
    "board",
    [
        "commander; Ana ha recibido 21 puntos de daño de combate de su comandante",
        "commander; Ana took 21 combat damage from Bob's commander",
        "commander; Ana has taken 21 commander damage from Atraxa",
    ],
)
def test_704_6c_commander_damage_as_judges_say_it(board: str) -> None:
    assert performed(board) == [["commander_damage"]]


def test_704_6c_near_miss_combat_damage_from_a_creature_is_not_commander_damage() -> None:
    with pytest.raises(BoardError):
        parse_board("Ana took 21 combat damage from Bob's Bears")


@pytest.mark.parametrize("board", ["Atraxa commander just died", "Atraxa comandante acaba de morir"])
def test_704_6d_a_commander_that_died_asks_its_owner(board: str) -> None:
    assert [c.kind for c in check_sba(parse_board(board)).pending_choices] == ["commander_to_command_zone"]


@pytest.mark.parametrize(
    ("board", "owner"), [("my commander just died", "you"), ("mi comandante acaba de morir", "tú")]
)
def test_704_6d_my_commander_is_the_judges_own(board: str, owner: str) -> None:
    result = check_sba(parse_board(board))
    assert [c.kind for c in result.pending_choices] == ["commander_to_command_zone"]
    assert result.pending_choices[0].chooser == owner


@pytest.mark.parametrize(
    ("board", "owner"),
    [
        ("my commander Atraxa died", "you"),
        ("mi comandante Atraxa acaba de morir", "tú"),
        ("Bob's commander Atraxa died", "Bob"),
        ("Bob at 20 life. Bob's commander Atraxa is in the graveyard", "Bob"),
    ],
)
def test_704_6d_whose_commander_named_after_the_word(board: str, owner: str) -> None:
    state = parse_board(board)
    [atraxa] = state.objects
    assert (atraxa.name, atraxa.owner, atraxa.commander) == ("Atraxa", owner, True)
    assert check_sba(state).pending_choices[0].chooser == owner


@pytest.mark.parametrize("board", ["my commander just died", "mi comandante acaba de morir"])
def test_704_6d_an_unnamed_own_commander_is_called_so_in_both_languages(board: str) -> None:
    [choice] = check_sba(parse_board(board)).pending_choices
    assert "You may put your commander into the command zone" in choice.explanation["en"]
    assert "Puedes poner tu comandante en la zona de mando" in choice.explanation["es"]
