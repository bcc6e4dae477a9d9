"""A user error → one message in the user's language; None marks a bug.

A table maps exception types to how they are said; the most specific type in the error's MRO
wins. Every user error is a ``KeyedError`` (key + parameters), so the default row covers them
all; the rows above it only add what a key can't carry (the caret under a board). Front ends
with errors of their own (Discord's cooldowns and permission checks) pass extra rows.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bot.catalog import t
from bot.errors import BoardInputError
from engine.errors import KeyedError
from engine.text import terminal_safe

Describe = Callable[[BaseException, str], str]


def _board(error: BaseException, lang: str) -> str:
    from bot.replies.board_errors import render_board_error  # the keyword tables: only for a board

    assert isinstance(error, BoardInputError)
    return render_board_error(error.error, error.text, lang)


def _keyed(error: BaseException, lang: str) -> str:
    assert isinstance(error, KeyedError)
    return t(error.key, lang, **error.params)


ERRORS: dict[type[BaseException], Describe] = {
    BoardInputError: _board,
    KeyedError: _keyed,
}


def describe_error(
    error: BaseException, lang: str, extra: Mapping[type[BaseException], Describe] | None = None
) -> str | None:
    """The message for a user error, or None when the error is unexpected (a bug)."""
    table = {**ERRORS, **(extra or {})}
    for cls in type(error).__mro__:
        describe = table.get(cls)
        if describe is not None:
            return terminal_safe(describe(error, lang))  # messages quote the input, escapes and all
    return None
