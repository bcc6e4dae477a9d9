"""Card names as judges type them, unquoted: commas and "and" inside names, lowercase type and
color words, filler words, abbreviations, brackets. Each has a twin that keeps an attribute an
attribute."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import BoardError, BoardSyntaxError
from engine.sba import check_sba
from tests.builders import performed


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Thalia, Guardian of Thraben 2/1", "Thalia, Guardian of Thraben"),
        ("Jace, the Mind Sculptor planeswalker loyalty 3", "Jace, the Mind Sculptor"),
        ("Sword of Fire and Ice equipment", "Sword of Fire and Ice"),
        ("Wrenn and Six planeswalker loyalty 3", "Wrenn and Six"),
        ("Espada de Fuego y Hielo equipo", "Espada de Fuego y Hielo"),
        ("Jace, el Escultor Mental planeswalker lealtad 3", "Jace, el Escultor Mental"),
    ],
)
def test_names_with_commas_and_and_need_no_quotes(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize(
    ("board", "tapped", "damage"),
    [
        ("Grizzly Bears 2/2, tapped, damage 2", True, 2),
        ("Grizzly Bears 2/2 tapped and damage 1", True, 1),
        ("Osos grizzly 2/2, girado y daño 1", True, 1),
    ],
)
def test_a_comma_or_and_before_an_attribute_still_joins_attributes(board: str, tapped: bool, damage: int) -> None:
    obj = parse_board(board).objects[0]
    assert obj.name in ("Grizzly Bears", "Osos grizzly") and obj.tapped is tapped and obj.damage == damage


def test_a_capitalised_attribute_after_a_comma_is_still_an_attribute() -> None:
    elves = parse_board("Llanowar Elves, Tapped 1/1").objects[0]
    assert elves.name == "Llanowar Elves" and elves.tapped


def test_a_comma_before_a_lowercase_word_is_not_a_name() -> None:
    with pytest.raises(BoardError):
        parse_board("Grizzly Bears, friendly 2/2")


def test_brackets_never_swallow_stats_into_a_name() -> None:
    """Before brackets were understood, "(2/2)" became part of the name and nothing happened."""
    bear = parse_board("Grizzly Bears (2/2) damage 2").objects[0]
    assert bear.name == "Grizzly Bears" and "creature" in bear.card_types


def test_a_clause_with_object_attributes_stays_an_object() -> None:
    """Only clauses with nothing but player attributes become players."""
    with pytest.raises(BoardError):
        parse_board("Ana has 0 life and 2/2")


@pytest.mark.parametrize(
    ("board", "name"),
    [("Seven Dwarves 2/2 damage 2", "Seven Dwarves"), ("That Which Was Taken artifact", "That Which Was Taken")],
)
def test_number_and_filler_words_inside_names_stay(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize(
    "board",
    ["2/2 Grizzly Bears that was dealt 2 damage", "Osos grizzly que recibió 2 de daño 2/2"],
)
def test_filler_after_a_name_ends_the_name(board: str) -> None:
    assert parse_board(board).objects[0].name in ("Grizzly Bears", "Osos grizzly")
    assert performed(board) == [["lethal_damage"]]


def test_filler_words_without_an_attribute_after_them_stay_in_the_name() -> None:
    assert parse_board("Bears that smile 2/2").objects[0].name == "Bears that smile"


def test_two_members_stating_the_same_life_agree() -> None:
    assert performed("2hg; Ana: team A, 0 life; Bob: team A, 0 life; Cy: team B") == [["team_zero_life"]]


def test_brackets_elsewhere_still_only_group() -> None:
    assert performed("Grizzly Bears (2/2) damage 2") == [["lethal_damage"]]


# -- more of how judges say it ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Grizzly Bears 2/2 with lethal damage", [["lethal_damage"]]),
        ("Oso 2/2 con daño letal y 3 contadores +1/+1", [["lethal_damage"]]),
        ("Grizzly Bears 2/2 with lethal damage, indestructible", []),
        ("Grizzly Bears, a 2/2, with 2 damage", [["lethal_damage"]]),
        ("Jace planeswalker with zero loyalty", [["zero_loyalty"]]),
        ("Jace planeswalker con cero lealtad", [["zero_loyalty"]]),
        ("Ana at zero life", [["zero_life"]]),
        ("Ana drew from an empty library this turn", [["empty_library_draw"]]),
        ("Ana robó de una biblioteca vacía este turno", [["empty_library_draw"]]),
        ("Ana: 20 life; Ana's Grizzly Bears 2/2 damage 2", [["lethal_damage"]]),
    ],
)
def test_more_forms_judges_use(board: str, expected: list[list[str]]) -> None:
    assert performed(board) == expected


def test_a_lowercase_number_word_inside_a_name_stays() -> None:
    assert parse_board("Bears of the seven seas 2/2").objects[0].name == "Bears of the seven seas"


def test_a_comma_after_an_attribute_starts_the_next_object() -> None:
    state = parse_board("Grizzly Bears 2/2, Llanowar Elves 1/1 damage 1")
    assert [(o.name, o.damage) for o in state.objects] == [("Grizzly Bears", 0), ("Llanowar Elves", 1)]


@pytest.mark.parametrize(
    ("board", "names"),
    [
        ("Sword of Fire and Ice equipment", ["Sword of Fire and Ice"]),
        ("Grizzly Bears 2/2, tapped, damage 2", ["Grizzly Bears"]),
        ("Grizzly Bears 2/2, Tapped", ["Grizzly Bears"]),
    ],
)
def test_names_and_attributes_joined_by_and_stay_one_object(board: str, names: list[str]) -> None:
    assert [o.name for o in parse_board(board).objects] == names


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("aura of silence enchantment", "aura of silence"),
        ("siege engine artifact", "siege engine"),
        ("curse of death's hold attached to Ana; Ana: 20 life", "curse of death's hold"),
    ],
)
def test_a_type_word_opening_a_lowercase_name_stays_in_it(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize("board", ["Rancor aura damge 2", "Grizzly Bears creature damge 2"])
def test_a_misspelt_keyword_after_a_type_word_is_still_an_error_with_a_suggestion(board: str) -> None:
    with pytest.raises(BoardSyntaxError) as caught:
        parse_board(board)
    assert caught.value.word == "damge" and caught.value.suggestion == "damage"


@pytest.mark.parametrize(("board", "word"), [("Oso 2/2 vidas 3", "vidas"), ("Oso 2/2 VENENO 3", "VENENO")])
def test_a_misplaced_keyword_is_quoted_as_typed(board: str, word: str) -> None:
    with pytest.raises(BoardSyntaxError) as caught:
        parse_board(board)
    assert caught.value.word == word


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Thalia, guardiana de Thraben legendaria 2/1 x2", "Thalia, guardiana de Thraben"),
        ("Jace, el Escultor Mental planeswalker lealtad 0", "Jace, el Escultor Mental"),
        ("Una ficha de Zombi 2/2 con 2 de daño", "Zombi"),
        ("A token of Zombie 2/2 in graveyard", "Zombie"),
    ],
)
def test_spanish_titles_and_articles_before_tokens(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize(("board", "name"), [("Osos pardos 2/2, que recibió 2 de daño", "Osos pardos")])
def test_near_miss_a_lowercase_clause_after_a_comma_is_not_a_title(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize(
    "board",
    [
        "Thalia legendary 2/1; another Thalia legendary 2/1",
        "Thalia legendary 2/1; a second Thalia legendary 2/1",
        "Thalia legendaria 2/1; otra Thalia legendaria 2/1",
    ],
)
def test_704_5j_another_of_a_described_legend_is_the_same_name(board: str) -> None:
    state = parse_board(board)
    assert [o.name for o in state.objects] == ["Thalia", "Thalia"]
    assert [c.kind for c in check_sba(state).pending_choices] == ["legend_rule"]


def test_near_miss_another_before_a_name_not_described_stays_in_the_name() -> None:
    assert [o.name for o in parse_board("Another Round sorcery in graveyard").objects] == ["Another Round"]
