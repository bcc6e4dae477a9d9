"""The runtime's own user errors. Every user-facing error, engine or runtime, is a ``KeyedError``.

Front ends never send error messages themselves: they raise, and ``bot.replies.errors`` turns
the exception into one localized message.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.errors import KeyedError

if TYPE_CHECKING:
    from engine.board.errors import BoardError


class JuezError(KeyedError):
    """Base of the runtime's own user errors: a message key and its parameters."""


class BoardInputError(JuezError):
    """A board description that doesn't parse; carries the text for the caret display."""

    def __init__(self, error: BoardError, text: str) -> None:
        super().__init__(error.key, **error.params)
        self.error = error
        self.text = text


class UnknownCommand(JuezError):
    """A console line that isn't one of the commands."""

    key = "console.unknown"

    def __init__(self, line: str) -> None:
        super().__init__(line=line.strip())
