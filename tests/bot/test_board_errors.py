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


@pytest.mark.parametrize(
    ("what", "lang", "said", "never"),
    [
        ("you", "es", "cambia tus vidas", "de you"),
        ("tú", "es", "cambia tus vidas", "de tú"),
        ("you", "en", "change your life total", "you's"),
        ("opponent", "es", "las vidas de oponente", "de opponent"),
        ("Ana", "en", "change Ana's life total", "your"),
    ],
)
def test_a_natural_question_names_the_player_in_the_judges_language(
    what: str, lang: str, said: str, never: str
) -> None:
    from engine.reading.natural.questions import NaturalQuestion

    message = render_board_error(NaturalQuestion("life", what=what), "whatever", lang)
    assert said in message and never not in message
