"""708.2a: a face-down permanent is a 2/2 creature with no name and no supertypes."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.sba import check_sba
from tests.builders import cite, performed


@pytest.mark.parametrize(
    "board",
    ["Thalia legendary 2/1 x2 face down", "Morph face down x2 legendary", "Thalia legendaria 2/1 x2 boca abajo"],
)
def test_708_2a_face_down_permanents_are_not_legends(board: str) -> None:
    result = check_sba(parse_board(board))
    assert result.pending_choices == () and result.rounds == ()
    assert {n.kind for n in result.notes} == {"face_down_not_legendary"}
    assert {n.rule for n in result.notes} == {cite("face_down_characteristics")}


def test_704_5j_near_miss_face_up_legends_still_ask_which_stays() -> None:
    result = check_sba(parse_board("Thalia legendary 2/1 x2"))
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


def test_704_5j_one_face_up_and_one_face_down_share_no_name() -> None:
    result = check_sba(parse_board("Thalia legendary 2/1; Thalia legendary 2/1 face down"))
    assert result.pending_choices == ()


def test_708_2a_a_face_down_permanent_is_a_2_2_creature() -> None:
    obj = parse_board("Morph face down").objects[0]
    assert obj.card_types == {"creature"} and (obj.power, obj.toughness) == (2, 2)
    assert performed("Morph face down with 2 damage") == [["lethal_damage"]]
    assert performed("Morph face down with 1 damage") == []
