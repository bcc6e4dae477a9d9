""" "him"/"her" beside a planeswalker: "His Liliana has 3 loyalty. I Bolt her" is the player or
the planeswalker, and the answers part (704.5i or nothing): each is a reading, and the judge is
asked where they part, never answered from one of them."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My opponent is at 20 life. His Liliana of the Veil has 3 loyalty. I Bolt her.",
        "My opponent is at 20 life. His Liliana of the Veil has 3 loyalty. I cast Lightning Bolt targeting her.",
        "My opponent is at 20 life. His Jace, the Mind Sculptor is at 2. I attack him with Grizzly Bears, no blocks.",
    ],
)
def test_704_5i_her_beside_a_planeswalker_is_asked_when_the_readings_part(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: "her" was the player only (17 life, "nothing"), a confident answer from one reading
    with pytest.raises(BoardError) as caught:
        answer(board, named_catalog)
    assert caught.value.key == "board.choose_reading"


def test_704_5i_near_miss_the_readings_agree(named_catalog: CardCatalog) -> None:
    # 5 loyalty and 20 life: the Bolt leaves both standing, whichever "her" is
    board = "My opponent is at 20 life. His Liliana of the Veil has 5 loyalty. I Bolt her."
    assert rules(answer(board, named_catalog)) == []


def test_704_5i_near_miss_her_as_a_possessive_is_not_the_planeswalker(named_catalog: CardCatalog) -> None:
    # "her -2": the planeswalker's ability, a possessive; read as before, never a second reading
    board = "Opp's Liliana of the Veil is at 0 loyalty, her -2 is still on the stack."
    assert rules(answer(board, named_catalog)) == [{"704.5i"}]


def test_704_5i_a_reading_that_asks_makes_the_board_ask(named_catalog: CardCatalog) -> None:
    # the player reading needs the opponent's life: the planeswalker reading alone is no answer
    with pytest.raises(BoardError) as caught:
        answer("Opp's Jace, the Mind Sculptor is at 2. I swing at him with Grizzly Bears, no blocks.", named_catalog)
    assert caught.value.key != "board.choose_reading"


@pytest.mark.parametrize(
    "board",
    [
        "Opp's Jace, the Mind Sculptor is at 2. I swing at Jace with Grizzly Bears, no blocks.",
        "Opp's Jace, the Mind Sculptor is at 2. I swing at it with Grizzly Bears, no blocks.",
    ],
)
def test_704_5i_swing_at_a_planeswalker_with_a_creature(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5i"}]
