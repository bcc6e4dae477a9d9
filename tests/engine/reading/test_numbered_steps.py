"""A numbered list of what happened, written on one line ("1) Opalescence  2) then Humility
3) later, Glorious Anthem", "1) I cast X. 2) Later …"): its marks are the list's, never counts of
the board, and its order is the order things happened (613.7); "All three are mine" / "Todo es
mío" says whose every object told is."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import _list_markers as list_markers
from engine.reading.natural import tag
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "text",
    [
        "1) Grizzly Bears  2) then Hill Giant",
        "1) I cast Shock. 2) Later I cast Shock.",
        "1. Grizzly Bears. 2. Hill Giant.",
    ],
)
def test_the_marks_of_a_list_on_one_line_are_taken_out(text: str, named_catalog: CardCatalog) -> None:
    kept = list_markers(tag(text, named_catalog), text)
    assert [s.text for s in kept if s.is_("num")] == []


@pytest.mark.parametrize(
    ("text", "numbers"),
    [
        ("Grizzly Bears with 2) damage", ["2"]),  # no list opened: a number, not a mark
        ("1) Grizzly Bears with 3) damage", ["3"]),  # not the next number of the list
        ("1) My opponent is at 2. Grizzly Bears", ["2"]),  # "2." after a word: a count, not a mark
    ],
)
def test_a_number_that_does_not_continue_the_list_stays(
    text: str, numbers: list[str], named_catalog: CardCatalog
) -> None:
    kept = list_markers(tag(text, named_catalog), text)
    assert [s.text for s in kept if s.is_("num")] == numbers


def test_613_7_steps_numbered_on_one_line_order_the_effects(named_catalog: CardCatalog) -> None:
    board = (
        "1) Opalescence  2) then Humility  3) later, Glorious Anthem. All three are mine. "
        "I also control Grizzly Bears with 1 damage."
    )
    # Humility (later than Opalescence) takes the Anthem's ability away: the Bears are 1/1
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_all_mine_makes_every_told_object_the_writers(named_catalog: CardCatalog) -> None:
    found = answer("1) Grizzly Bears with 2 damage  2) then Glorious Anthem. All mine.", named_catalog)
    assert rules(found) == []  # the Anthem is the writer's: the Bears are 3/3
    assert {o.controller for o in found.state.objects} == {"you"}


def test_all_mine_after_another_players_object_is_not_read(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("My opponent has Glorious Anthem and Grizzly Bears with 2 damage. All three are mine.", named_catalog)
