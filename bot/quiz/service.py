"""Quizzes over the engines and the store: a question from its four values, grading, scores.

A question is regenerated from (topic, difficulty, language, seed) whenever it is needed, so a
button pressed after a restart grades exactly the question that was asked. Rule questions draw
from the current CR edition (its rules read once per edition); board questions are generated
and read back off the event loop, like /sba.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.cards.service import CardService
from bot.cr.service import NoEdition, RulesService
from bot.handlers.heavy import run_heavy
from bot.quiz.store import QuizStore, Stats
from bot.storage import Storage
from engine.quiz import MAX_SEED, Question, RulePool, Topic, generate


@dataclass(frozen=True, slots=True)
class Graded:
    question: Question
    chosen: int
    correct: bool
    counted: bool
    """False when this user had already answered this question: the score didn't change."""
    stats: Stats


class QuizService:
    def __init__(self, storage: Storage, rules: RulesService | None, cards: CardService | None = None) -> None:
        self.store = QuizStore(storage)
        self.rules = rules
        self.cards = cards
        self._pools: dict[int, RulePool] = {}

    async def _pool(self) -> tuple[RulePool | None, str | None]:
        """The current CR's rules as a question pool, and its date (None, None without a CR)."""
        if self.rules is None:
            return None, None
        try:
            edition = await self.rules.edition("en")  # the rules service's cached current edition
        except NoEdition:
            return None, None
        if edition.id not in self._pools:
            self._pools = {edition.id: RulePool(await self.rules.storage.all_rules(edition.id))}
        return self._pools[edition.id], edition.effective_date

    async def question(self, topic: Topic, difficulty: int, language: str, seed: int) -> Question:
        pool, edition = await self._pool()
        # Layer questions name real cards: their Oracle text is what applies (read once, cached).
        cards = await self.cards.catalog() if topic is Topic.LAYERS and self.cards is not None else None
        return await run_heavy(
            lambda: generate(topic, difficulty, language, seed, rules=pool, catalog=cards, edition=edition)
        )

    @staticmethod
    def new_seed() -> int:
        return random.SystemRandom().randrange(MAX_SEED)

    async def grade(self, question: Question, chosen: int, user_id: int, guild_id: int | None) -> Graded:
        correct = chosen == question.answer
        counted = await self.store.record(user_id, guild_id, question, correct)
        return Graded(question, chosen, correct, counted, await self.store.stats(user_id))
