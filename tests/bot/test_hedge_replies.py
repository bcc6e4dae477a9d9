"""The refusal of a clause that states no fact (engine/board/hedges.py), as the judge reads it:
the word quoted at its column, why, and how a real name is written, in the judge's language."""

from __future__ import annotations

import pytest

from bot.replies.board_errors import render_board_error
from engine.board import parse_board
from engine.board.errors import NotAFact


def _reply(board: str, lang: str) -> str:
    with pytest.raises(NotAFact) as raised:
        parse_board(board)
    return render_board_error(raised.value, board, lang)


@pytest.mark.parametrize(
    ("board", "lang", "said"),
    [
        ("Ana no tiene 0 vidas", "es", ["`no` (columna 5)", "dice lo que no es", '`"Ana no": …`']),
        ("Ana doesn't have 0 life", "en", ["`doesn't` (column 5)", "says what isn't so", '`"Ana doesn\'t": …`']),
        ("Si Ana tiene 0 vidas", "es", ["`Si` (columna 1)", "supone"]),
        ("If Ana has 0 life", "en", ["`If` (column 1)", "supposes"]),
        ("Ana perdió 20 vidas", "es", ["`perdió` (columna 5)", "119.3"]),
        ("Ana lost 20 life", "en", ["`lost` (column 5)", "119.3"]),
    ],
)
def test_the_refusal_quotes_the_word_in_the_judges_language(board: str, lang: str, said: list[str]) -> None:
    reply = _reply(board, lang)
    assert all(part in reply for part in said), reply
    english_only = ("(column ", "says what", "supposes", "tells a change", "Example:")
    assert lang == "en" or not any(w in reply for w in english_only), reply


def test_the_refusal_twin_an_object_name_is_quoted_as_an_object() -> None:
    """A made-up object's name is quoted with stats, a player's with a colon."""
    reply = _reply("Grizzly Bears might have 2 damage", "en")
    assert '`"Grizzly Bears might" 2/2`' in reply, reply
