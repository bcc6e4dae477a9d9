"""What isn't a board gets pointed at what answers it: a question, or a card name alone."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import CardAlone, LooksLikeQuestion, NothingSaid


@pytest.mark.parametrize(
    "text",
    [
        "¿Puedo responder a una acción basada en estado?",
        "Can I respond to state-based actions",
        "What happens to Rancor when the creature dies?",
        "Qué pasa si el Oso tiene 2 de daño",
    ],
)
def test_a_question_typed_as_a_board_is_redirected(text: str) -> None:
    with pytest.raises(LooksLikeQuestion):
        parse_board(text)


def test_near_miss_a_board_that_opens_with_a_name_is_read() -> None:
    assert parse_board("Ana is at 0 life").players[0].life == 0


@pytest.mark.parametrize("text", ["Grizzly Bears", "Osos pardos", "Thalia, Guardian of Thraben"])
def test_a_card_name_alone_says_there_is_no_card_lookup(text: str) -> None:
    with pytest.raises(CardAlone):
        parse_board(text)


def test_near_miss_a_lone_name_beside_a_player_is_asked_about_as_a_misreading() -> None:
    with pytest.raises(NothingSaid) as caught:
        parse_board("Ana: 20 life; Grizzly Bears")
    assert not isinstance(caught.value, CardAlone)
