"""One object per thing described: a later clause names an earlier object only when nothing
contradicts it (another controller is another object), and two values for one fact are asked
about, never silently replaced (the later one used to win)."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import AmbiguousReference, ConflictingFact
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba


@pytest.mark.parametrize(
    "board",
    [
        "Ana controls Grizzly Bears 2/2. Bob controls Grizzly Bears 2/2 with 2 damage.",
        "Ana controla Osos 2/2. Bob controla Osos 2/2 con 2 de daño.",
    ],
)
def test_two_controllers_two_objects(board: str) -> None:
    state = parse_board(board)
    assert sorted(o.controller or o.owner for o in state.objects) == ["Ana", "Bob"]
    result = check_sba(state)
    destroyed = [a for r in result.rounds for a in r.actions]
    assert len(destroyed) == 1 and state.objects[1].id in destroyed[0].subjects


def test_same_controller_restatement_is_one_object_twin() -> None:
    state = parse_board("Ana controls Grizzly Bears 2/2. Ana: Grizzly Bears has 2 damage.")
    assert len(state.objects) == 1 and state.objects[0].damage == 2


def test_704_5j_legends_of_two_controllers_are_two_legends(sample_catalog: CardCatalog) -> None:
    board = "Opponent controls Thalia, Guardian of Thraben. I control Thalia, Guardian of Thraben"
    result = check_sba(parse_board(board, sample_catalog))
    assert len(result.final_state.objects) == 2 and not result.pending_choices


def test_704_5i_planeswalkers_of_two_controllers(sample_catalog: CardCatalog) -> None:
    board = "Opponent controls Jace, the Mind Sculptor with 3 loyalty; I control Jace, the Mind Sculptor with 0 loyalty"
    result = check_sba(parse_board(board, sample_catalog))
    [action] = [a for r in result.rounds for a in r.actions]
    assert action.kind == "zero_loyalty" and action.subjects == ("Jace, the Mind Sculptor #2",)


def test_a_name_that_could_be_either_controllers_object_is_asked() -> None:
    with pytest.raises(AmbiguousReference):
        parse_board("Ana controls Grizzly Bears 2/2. Bob controls Grizzly Bears 2/2. Grizzly Bears has 2 damage.")


@pytest.mark.parametrize("board", ["Ana: life -5; Ana: life 3", "Ana: -5 vidas; Ana: 3 vidas"])
def test_two_values_for_one_players_fact_are_asked(board: str) -> None:
    with pytest.raises(ConflictingFact) as caught:
        parse_board(board)
    assert {caught.value.params["first"], caught.value.params["second"]} == {"-5", "3"}


def test_the_same_value_twice_is_no_contradiction_twin() -> None:
    assert parse_board("Ana: life 3; Ana: life 3").players[0].life == 3


def test_two_values_for_one_objects_fact_are_asked() -> None:
    with pytest.raises(ConflictingFact):
        parse_board("Grizzly Bears 2/2 with 1 damage. Grizzly Bears has 2 damage.")


def test_704_5y_a_role_named_by_its_token_name_is_a_role(sample_catalog: CardCatalog) -> None:
    """ "Monster Role enchanting …" is a Role (an Aura), and "Young Wolf Role" is a Role token,
    not the card Young Wolf: two Roles on one creature need their timestamps (704.5y)."""
    board = "Monster Role enchanting Grizzly Bears; Young Wolf Role enchanting Grizzly Bears"
    state = parse_board(board, sample_catalog)
    roles = [o for o in state.objects if "role" in o.subtypes]
    assert len(roles) == 2 and all(o.card is None and "creature" not in o.card_types for o in roles)
    assert any(n.kind == "needs_timestamps" for n in check_sba(state).notes)
    timed = "Monster Role timestamp 1 enchanting Grizzly Bears; Young Wolf Role timestamp 2 enchanting Grizzly Bears"
    result = check_sba(parse_board(timed, sample_catalog))
    assert [a.subjects for r in result.rounds for a in r.actions] == [("Monster Role",)]


def test_an_aura_not_named_role_is_no_role_twin(sample_catalog: CardCatalog) -> None:
    state = parse_board("Rancor enchanting Grizzly Bears", sample_catalog)
    assert all("role" not in o.subtypes for o in state.objects)


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 with 2 damage and an indestructible counter",
        "Osos pardos 2/2 con 2 de daño y un contador de indestructible",
    ],
)
def test_122_1b_an_indestructible_counter_gives_indestructible(board: str) -> None:
    result = check_sba(parse_board(board))
    assert not result.rounds and any(n.kind == "indestructible" for n in result.notes)


def test_122_1b_a_keyword_counter_gives_its_ability_in_both_languages() -> None:
    for board in ("Grizzly Bears 2/2 with a lifelink counter", "Osos 2/2 con un contador de vínculo vital"):
        obj = parse_board(board).objects[0]
        assert obj.counters == {"lifelink": 1} and "lifelink" in obj.keywords


def test_704_5g_without_the_counter_lethal_damage_destroys_twin() -> None:
    result = check_sba(parse_board("Grizzly Bears 2/2 with 2 damage"))
    assert [a.kind for r in result.rounds for a in r.actions] == ["lethal_damage"]


@pytest.mark.parametrize("board", ["Urza's Saga with 3 lore counters", "La Saga de Urza con 3 contadores de historia"])
def test_714_4_a_saga_at_its_last_chapter_asks_whether_the_chapter_left_the_stack(
    board: str, sample_catalog: CardCatalog
) -> None:
    result = check_sba(parse_board(board, sample_catalog))
    assert not result.rounds and [c.kind for c in result.pending_choices] == ["saga_complete"]


@pytest.mark.parametrize(
    ("board", "sacrificed"),
    [
        ("Urza's Saga with 3 lore counters, chapter resolved", True),
        ("La Saga de Urza con 3 contadores de historia, ya resuelto", True),
        ("Urza's Saga with 3 lore counters, chapter on the stack", False),
        ("Urza's Saga with 2 lore counters", False),
    ],
)
def test_704_5s_the_saga_goes_only_once_its_chapter_has_resolved_twin(
    board: str, sacrificed: bool, sample_catalog: CardCatalog
) -> None:
    result = check_sba(parse_board(board, sample_catalog))
    assert bool(result.rounds) is sacrificed and not result.pending_choices
