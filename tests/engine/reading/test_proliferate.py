"""Proliferate told as judges tell it ("I proliferate choosing Jace and the Bears", "proliferé y
elegí a los Osos", "I proliferate everything"): each chosen permanent and player gets one more
counter of each kind it already has (701.34a). What was chosen is never guessed: "I
proliferate" alone is asked, and so is a chosen permanent with no counter told or a Saga (its
lore counter triggers a chapter, 714.2b)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


def test_701_34a_proliferating_a_player_at_nine_poison_makes_ten(named_catalog: CardCatalog) -> None:
    found = answer("My opponent is at 9 poison. I proliferate choosing my opponent.", named_catalog)
    assert rules(found) == [{"704.5c"}]
    [told] = found.events
    assert told.rule == "701.34a"


def test_701_34a_a_player_not_chosen_keeps_their_poison(named_catalog: CardCatalog) -> None:
    board = "My opponent is at 9 poison. My Grizzly Bears has a -1/-1 counter. I proliferate choosing the Bears."
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]  # the Bears die; the opponent stays at 9


def test_701_34a_each_kind_on_a_permanent_gets_one_more(named_catalog: CardCatalog) -> None:
    board = (
        "Jace, the Mind Sculptor with 1 loyalty and my Grizzly Bears with a +1/+1 counter and a -1/-1 counter. "
        "I proliferate choosing Jace and the Bears."
    )
    line = only_line(board, named_catalog)
    assert line == 'you: "Jace, the Mind Sculptor" loyalty 2; you: "Grizzly Bears" 2 +1/+1 counters 2 -1/-1 counters'


def test_701_34a_spanish_proliferate_told_in_the_past(named_catalog: CardCatalog) -> None:
    found = answer("Tengo Osos pardos con un contador -1/-1. Proliferé y elegí a los Osos.", named_catalog)
    assert rules(found) == [{"704.5f"}]


def test_701_34a_everything_is_each_permanent_and_player_told_with_a_counter(named_catalog: CardCatalog) -> None:
    board = "My opponent is at 9 poison. My Grizzly Bears has a -1/-1 counter. I proliferate everything."
    assert rules(answer(board, named_catalog)) == [{"704.5c", "704.5f"}]


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears has a -1/-1 counter. I proliferate.",  # what was chosen: not said
        "My Grizzly Bears has 1 damage. I proliferate choosing the Bears.",  # no counter on it told
        "My opponent has Grizzly Bears. I proliferate choosing my opponent.",  # no poison told
    ],
)
def test_701_34a_a_choice_not_said_or_impossible_is_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)
