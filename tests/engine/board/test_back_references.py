"""Back-references across clauses and sentences, in English and Spanish: "it", an implied
subject ("Tiene 3 de daño."), a repeated name. Each has a near-miss twin that must stay a new
object or an error, never a silent guess."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import AmbiguousReference, MissingSubject
from tests.builders import performed


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2. It has 2 damage.",
        "Grizzly Bears 2/2; has 2 damage",
        "Osos pardos 2/2. Tiene 2 de daño.",
        "Osos pardos 2/2. Ella tiene 2 de daño.",
        "Grizzly Bears 2/2. Grizzly Bears has 2 damage.",
        "Osos pardos 2/2. Osos pardos tiene 2 de daño.",
    ],
)
def test_704_5g_a_later_sentence_about_the_same_creature(board: str) -> None:
    state = parse_board(board)
    assert len(state.objects) == 1 and state.objects[0].damage == 2
    assert performed(board) == [["lethal_damage"]]


@pytest.mark.parametrize(
    ("board", "count"),
    [("Grizzly Bears 2/2; Grizzly Bears 2/2", 2), ("Osos pardos 2/2; Osos pardos 2/2 con 1 de daño", 2)],
)
def test_near_miss_repeating_the_stats_describes_another_copy(board: str, count: int) -> None:
    assert len(parse_board(board).objects) == count


@pytest.mark.parametrize(
    "board", ["Ana: 20 life. Has 10 poison counters.", "Ana: 20 vidas. Tiene 10 contadores de veneno."]
)
def test_704_5c_an_implied_subject_after_a_player_is_that_player(board: str) -> None:
    assert performed(board) == [["poison"]]
    assert [p.name for p in parse_board(board).players] == ["Ana"]


@pytest.mark.parametrize("board", ["Tiene 3 de daño.", "Has 2 damage", "It has 2 damage"])
def test_an_implied_subject_with_nothing_before_is_asked(board: str) -> None:
    with pytest.raises(MissingSubject):
        parse_board(board)


@pytest.mark.parametrize("board", ["Tengo 0 vidas", "Have 0 life"])
def test_704_5a_near_miss_the_first_person_is_the_judges_player(board: str) -> None:
    assert performed(board) == [["zero_life"]]


@pytest.mark.parametrize(
    "board", ["Grizzly Bears 2/2 x2. Grizzly Bears has 2 damage.", "Osos pardos 2/2 x2. Osos pardos tiene 2 de daño."]
)
def test_a_repeated_name_of_several_copies_asks_which(board: str) -> None:
    with pytest.raises(AmbiguousReference) as error:
        parse_board(board)
    assert "#1" in str(error.value.params["candidates"]) and "#2" in str(error.value.params["candidates"])


def test_a_player_said_to_have_damage_is_asked_about() -> None:
    with pytest.raises(MissingSubject):
        parse_board("Ana: 20 life. Tiene 2 de daño.")


@pytest.mark.parametrize(
    "board", ["Osos pardos 2/2. La criatura tiene 2 de daño.", "Grizzly Bears 2/2. The creature has 2 damage."]
)
def test_704_5g_the_creature_is_the_one_just_described(board: str) -> None:
    assert len(parse_board(board).objects) == 1 and performed(board) == [["lethal_damage"]]


def test_near_miss_the_creature_with_nothing_before_is_asked() -> None:
    with pytest.raises(MissingSubject):
        parse_board("La criatura tiene 3 de daño")


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 with 3 damage, but it is indestructible",
        "Grizzly Bears 2/2 with 3 damage, it's indestructible",
        "Grizzly Bears 2/2 with 3 damage and it has indestructible",
        "Grizzly Bears 2/2 with 3 damage. It's indestructible.",
        "Osos pardos 2/2 con 3 de daño, pero es indestructible",
        "Osos pardos 2/2 con 3 de daño y él es indestructible",
        "Osos pardos 2/2 con 3 de daño. Es indestructible.",
    ],
)
def test_704_5g_a_pronoun_after_a_comma_or_but_continues_the_same_creature(board: str) -> None:
    [bears] = parse_board(board).objects
    assert bears.indestructible and bears.damage == 3
    assert performed(board) == []


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 with 3 damage. Was enchanted by Rancor.",
        "Grizzly Bears 2/2 with 3 damage and it is enchanted by Rancor",
        "Osos pardos 2/2 con 3 de daño. Está encantado por Rancor.",
        "Osos pardos 2/2 con 3 de daño y está encantado por Rancor",
        "Osos pardos 2/2 con 3 de daño. Fue encantado por Rancor.",
    ],
)
def test_704_5m_a_verb_opening_a_clause_names_no_object_the_aura_is_on_the_creature(board: str) -> None:
    state = parse_board(board)
    assert [o.name for o in state.objects] == [state.objects[0].name, "Rancor"]
    rancor = state.objects[1]
    assert rancor.attached_to is not None and rancor.attached_to.id == state.objects[0].id


@pytest.mark.parametrize("board", ["Was enchanted by Rancor.", "Está encantado por Rancor."])
def test_near_miss_a_verb_opening_the_board_is_asked_about(board: str) -> None:
    with pytest.raises(MissingSubject):
        parse_board(board)


def test_near_miss_an_article_after_a_comma_starts_another_object_of_the_same_owner() -> None:
    state = parse_board("Ana: Grizzly Bears 2/2, Llanowar Elves 1/1 with 1 damage")
    assert [(o.name, o.owner) for o in state.objects] == [("Grizzly Bears", "Ana"), ("Llanowar Elves", "Ana")]
