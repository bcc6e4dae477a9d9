"""What each command does, once, for every front end: the Discord cogs, the console and the CLI.

A handler takes already-typed input and the user's language, calls an engine or the rules
service, and returns a neutral ``Reply``; front ends only decide how to show it. Handlers live
in one module per command family and are reached through the registry (``bot/commands.py``),
which imports them on first use: a terminal lookup doesn't pay for the board parser.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.cards.service import CardService
    from bot.cr.service import RulesService
    from bot.docs.service import PolicyService
    from bot.quiz.service import QuizService
    from bot.settings import Settings


@dataclass(frozen=True, slots=True)
class Services:
    settings: Settings
    rules: RulesService | None
    """The CR store's service; None when nothing is stored (the CLI with no database): citations
    then come from the engine's own numbering tables and lookups say how to import the CR."""

    cards: CardService | None = None
    """Card lookups; None without a store (then boards are read without card names)."""

    docs: PolicyService | None = None
    """Tournament documents (MTR, IPG, JAR); None without a store."""

    quiz: QuizService | None = None
    """Quizzes and their scores; None without a store."""

    def __post_init__(self) -> None:
        # Every front end builds its services here: ``QUIZ_SECRET``, when set, reaches the quiz
        # once, instead of each front end passing it on.
        if self.quiz is not None and self.quiz.configured is None:
            self.quiz.configured = self.settings.quiz_secret

    def require_docs(self) -> PolicyService:
        if self.docs is None:
            from bot.docs.service import NoDocument
            from engine.policy import Document

            raise NoDocument(Document.IPG)
        return self.docs

    def require_cards(self) -> CardService:
        if self.cards is None:
            from bot.cards.service import NoCards

            raise NoCards()
        return self.cards

    def require_rules(self) -> RulesService:
        if self.rules is None:
            from bot.cr.service import NoEdition

            raise NoEdition("en")
        return self.rules
