"""User-facing failures, typed, and their messages in the user's language.

Cogs never send error messages themselves: they raise, and ``describe_error`` (used by the
command tree's error handler and by the console) turns the exception into one localized line.
Anything not listed is unexpected: a generic message for the user, a traceback in the log.
"""

from __future__ import annotations

from discord import app_commands

from bot.board_errors import render_board_error
from bot.i18n import t
from bot.ingest import IngestError
from bot.rules import BadRuleNumber, NoEdition, RuleNotFound, TermNotFound
from engine.board import BoardError
from engine.errors import KeyedError
from engine.mana import ManaInputError
from engine.numbering import KNOWN_EDITIONS, UnknownEdition
from engine.state_io import InvalidState


class JuezError(KeyedError):
    """Base of the runtime's own user errors: a message key and its parameters."""


class BoardInputError(JuezError):
    """A board description that doesn't parse; carries the text for the caret display."""

    def __init__(self, error: BoardError, text: str) -> None:
        super().__init__(error.key)
        self.error = error
        self.text = text


def describe_error(error: BaseException, lang: str) -> str | None:
    """The message for a user error, or None when the error is unexpected (a bug)."""
    if isinstance(error, BoardInputError):
        return render_board_error(error.error, error.text, lang)
    if isinstance(error, ManaInputError):
        return t(error.key.replace("mana.", "mana.error."), lang, **error.params)
    if isinstance(error, JuezError | IngestError):
        return t(error.key, lang, **error.params)
    if isinstance(error, BadRuleNumber):
        return t("cr.bad_number", lang, text=error.text)
    if isinstance(error, RuleNotFound):
        return t(
            "cr.not_found",
            lang,
            number=error.number,
            date=error.effective_date,
            suggestions=", ".join(error.suggestions),
        )
    if isinstance(error, TermNotFound):
        return t("define.not_found", lang, term=error.term, suggestions=", ".join(error.suggestions))
    if isinstance(error, NoEdition):
        return t("cr.no_edition", lang)
    if isinstance(error, InvalidState):
        details = "\n".join(f"  {p.where}: {p.message} (got {p.value})" for p in error.problems[:20])
        return t("error.invalid_state", lang, details=details)
    if isinstance(error, UnknownEdition):
        return t("error.unknown_edition", lang, edition=error.edition, known=", ".join(KNOWN_EDITIONS))
    if isinstance(error, app_commands.CommandOnCooldown):
        return t("error.cooldown", lang, seconds=f"{error.retry_after:.0f}")
    if isinstance(error, app_commands.MissingPermissions):
        return t("error.permissions", lang)
    if isinstance(error, app_commands.CheckFailure):
        return t("error.check", lang)
    return None
