"""How a board error is shown: where, in the judge's language, and short enough for Discord."""

from __future__ import annotations

import pytest

from bot.replies.board_errors import render_board_error
from engine.board import BoardError, parse_board

LONG = "; ".join(f"Bear{i} 2/2 damage 2" for i in range(150)) + "; Rancor aura damge enchanting Bear1"


def _error(text: str) -> BoardError:
    with pytest.raises(BoardError) as caught:
        parse_board(text)
    return caught.value


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_error_deep_in_a_long_board_shows_a_window_around_it(lang: str) -> None:
    message = render_board_error(_error(LONG), LONG, lang)
    snippet, caret = message.split("```\n")[1].splitlines()[:2]
    assert len(message) < 1000 and snippet.startswith("…")
    assert snippet[caret.index("^") :].startswith("damge") and caret.count("^") == len("damge")


def test_a_short_board_is_shown_whole() -> None:
    text = "Grizzly Bears 2/2 damge 2"
    snippet, caret = render_board_error(_error(text), text, "en").split("```\n")[1].splitlines()[:2]
    assert snippet == text and caret == " " * 18 + "^^^^^"


def test_a_board_over_the_length_limit_is_not_echoed_whole() -> None:
    text = "Bear 2/2; " * 500
    assert len(render_board_error(_error(text), text, "en")) < 1000
