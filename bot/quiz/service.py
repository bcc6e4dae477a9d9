"""Quizzes over the engines and the store: a question from its ticket, grading, scores.

A question is a pure function of (topic, difficulty, language, seed) in open code, so whoever
knows a question's seed knows its answer. Questions that count toward scores therefore never
show their seed: the user sees an opaque ticket id, and the seed the engine uses is an HMAC of
that id under a per-install secret kept in the store (or the ``QUIZ_SECRET`` setting). A button
carries only the ticket, so a press after a restart regenerates and grades the same question
(the secret persists), while nothing on screen lets anyone compute the answer offline. A seed
the user gives (``/quiz seed:``, ``juez quiz --seed``) replays a known question as practice:
graded and explained, never scored. The daily question's seed is the HMAC of its date, so
tomorrow's question can't be generated today.

Rule questions draw from the current CR edition (its rules read once per edition); board
questions are generated and read back off the event loop, like /sba.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
from dataclasses import dataclass, replace
from datetime import date
from enum import StrEnum

from pydantic import SecretStr

from bot.cards.service import CardService
from bot.cr.service import NoEdition, RulesService
from bot.handlers.heavy import run_heavy
from bot.quiz.store import QuizStore, Stats
from bot.storage import Storage
from engine.quiz import MAX_SEED, Question, RulePool, Topic, generate

#: Hex digits of a scored question's ticket id: 48 random bits, short enough for a custom id.
TICKET_DIGITS = 12


class Kind(StrEnum):
    """What a ticket is; its value is the one-letter prefix a custom id carries."""

    SCORED = "q"
    """An opaque id: the seed is secret; the answer counts."""
    PRACTICE = "s"
    """A public seed the user gave: replayed as practice, never counted."""
    DAILY = "d"
    """A day (YYYYMMDD): the seed is secret; everyone may answer it once."""


@dataclass(frozen=True, slots=True)
class Ticket:
    """How a question is named to its user (in a footer and in a button's custom id).

    It never holds the seed of a question that counts: for those ``ref`` is an opaque id or a
    date, and only the service, with the secret, turns it into a seed."""

    kind: Kind
    ref: str
    round: int = 1

    @property
    def token(self) -> str:
        """The ticket as a custom id carries it: its kind's letter, then its ref."""
        return f"{self.kind.value}{self.ref}"

    @property
    def scored(self) -> bool:
        return self.kind is not Kind.PRACTICE

    def at(self, round_: int) -> Ticket:
        return replace(self, round=round_)

    @classmethod
    def parse(cls, token: str, round_: int = 1) -> Ticket:
        """The ticket of a custom id's token (its shape is checked by the button's template)."""
        return cls(Kind(token[0]), token[1:], round_)

    @classmethod
    def practice(cls, seed: int) -> Ticket:
        return cls(Kind.PRACTICE, str(seed))

    @classmethod
    def daily(cls, day: date) -> Ticket:
        return cls(Kind.DAILY, day.strftime("%Y%m%d"))


@dataclass(frozen=True, slots=True)
class Asked:
    """A question and the ticket it was asked under (which decides whether it counts)."""

    question: Question
    ticket: Ticket


@dataclass(frozen=True, slots=True)
class Graded:
    asked: Asked
    chosen: int
    correct: bool
    counted: bool
    """False when the score didn't change: practice, or this user had already answered it."""
    stats: Stats

    @property
    def question(self) -> Question:
        return self.asked.question

    @property
    def practice(self) -> bool:
        return not self.asked.ticket.scored


def seed_of(secret: bytes, ticket: Ticket) -> int:
    """The engine's seed for a ticket. Practice: the public seed, one more per round (as rounds
    always went). Scored and daily: HMAC-SHA-256 of the ticket under the secret, so without the
    secret the seed (and so the answer) can't be computed from the id, the round or the date."""
    if ticket.kind is Kind.PRACTICE:
        return int(ticket.ref) + ticket.round - 1
    message = f"juez-quiz:{ticket.kind.value}:{ticket.ref}:{ticket.round}".encode()
    digest = hmac.new(secret, message, hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") % MAX_SEED


class QuizService:
    def __init__(
        self,
        storage: Storage,
        rules: RulesService | None,
        cards: CardService | None = None,
        *,
        secret: SecretStr | None = None,
    ) -> None:
        self.store = QuizStore(storage)
        self.rules = rules
        self.cards = cards
        self.configured = secret
        """``QUIZ_SECRET``: when set, it replaces the secret kept in the store."""
        self._secret: bytes | None = None
        self._secret_lock = asyncio.Lock()
        self._pools: dict[int, RulePool] = {}

    async def secret(self) -> bytes:
        """The per-install secret: the setting's, or the store's (made once, on first use)."""
        if self.configured is not None and self.configured.get_secret_value():
            return self.configured.get_secret_value().encode()
        async with self._secret_lock:
            if self._secret is None:
                self._secret = await self.store.secret(secrets.token_bytes(32))
            return self._secret

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

    @staticmethod
    def ticket(seed: int | None = None) -> Ticket:
        """A given seed's practice ticket, or without one a fresh scored ticket (a random id)."""
        if seed is not None:
            return Ticket.practice(seed)
        return Ticket(Kind.SCORED, secrets.token_hex(TICKET_DIGITS // 2))

    async def question(self, topic: Topic, difficulty: int, language: str, ticket: Ticket) -> Asked:
        """The ticket's question (the same every time for the same secret)."""
        seed = seed_of(await self.secret(), ticket)
        pool, edition = await self._pool()
        # Layer questions name real cards: their Oracle text is what applies (read once, cached).
        cards = await self.cards.catalog() if topic is Topic.LAYERS and self.cards is not None else None
        question = await run_heavy(
            lambda: generate(topic, difficulty, language, seed, rules=pool, catalog=cards, edition=edition)
        )
        return Asked(question, ticket)

    async def grade(self, asked: Asked, chosen: int, user_id: int, guild_id: int | None) -> Graded:
        """Right or wrong; a scored question's first answer by this user is recorded, practice never."""
        correct = chosen == asked.question.answer
        counted = asked.ticket.scored and await self.store.record(user_id, guild_id, asked.question, correct)
        return Graded(asked, chosen, correct, counted, await self.store.stats(user_id))
