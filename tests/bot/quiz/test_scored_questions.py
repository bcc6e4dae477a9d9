"""Scores that mean something: a question that counts can't be answered from what it shows.

A question is a pure function of (topic, difficulty, language, seed) in open code, so these
tests take everything a user is shown of a scored question (its text, footer and ticket) and
check that no number in it, used as a seed, gives that question back; that the same ticket
under another secret is another question; that tomorrow's daily question needs the secret; and
that a replay by seed is practice that leaves the scores alone.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator
from datetime import date, timedelta
from pathlib import Path

import pytest
from pydantic import SecretStr

from bot.handlers import Services
from bot.handlers import quiz as handlers
from bot.quiz.service import Kind, QuizService, Ticket, seed_of
from bot.replies.quiz import question_reply
from bot.replies.reply import to_text
from bot.settings import Settings
from bot.storage import Storage
from engine.quiz import Question, Topic, generate

#: State-based action boards of difficulty 3: every seed a different board (2,000 of 2,000
#: distinct), so a board given back by some other seed can't be a coincidence.
TOPIC, LEVEL = Topic.SBA, 3


def services_on(storage: Storage, tmp_path: Path, secret: str | None = None) -> Services:
    settings = Settings(_env_file=None, database_path=tmp_path / "q.sqlite3", quiz_secret=secret)
    return Services(settings, None, None, None, QuizService(storage, None))


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    async with Storage.open(tmp_path / "q.sqlite3") as opened:
        yield opened


def same(a: Question, b: Question) -> bool:
    return (a.prompt, a.subject, a.choices, a.answer) == (b.prompt, b.subject, b.choices, b.answer)


def numbers_in(shown: str, ticket: Ticket) -> set[int]:
    """Every number a user could read off a question: in its text, and its ticket read as one."""
    found = {int(n) for n in re.findall(r"\d+", shown)}
    found.add(int(ticket.ref, 16) if ticket.kind is Kind.SCORED else int(ticket.ref))
    return found


def given_back(question: Question, numbers: set[int], rounds: int) -> list[int]:
    """The numbers that, as a seed (or a round's seed), generate ``question``."""
    tries = {n + k for n in numbers for k in range(-rounds, rounds + 1) if n + k >= 0}
    return sorted(
        n for n in tries if same(generate(question.topic, question.difficulty, question.language, n), question)
    )


@pytest.mark.parametrize("lang", ["en", "es"])
async def test_a_scored_questions_answer_cant_be_computed_from_what_its_user_is_shown(
    storage: Storage, tmp_path: Path, lang: str
) -> None:
    services = services_on(storage, tmp_path)
    quiz = handlers.require_quiz(services)
    ticket = quiz.ticket()  # what `/quiz` without a seed asks under
    assert ticket.scored
    rounds = 3
    for round_ in range(1, rounds + 1):
        asked = await handlers.ask(services, lang, TOPIC, LEVEL, ticket.at(round_))
        shown = to_text(question_reply(asked, lang, rounds=rounds)) + ticket.token
        assert str(asked.question.seed) not in shown
        assert given_back(asked.question, numbers_in(shown, ticket), rounds) == []
        # The bot itself, with its secret, still regenerates the very same question (a press after a restart).
        again = await QuizService(storage, None).question(TOPIC, LEVEL, lang, ticket.at(round_))
        assert same(again.question, asked.question)


async def test_the_same_id_under_another_secret_is_another_question(storage: Storage, tmp_path: Path) -> None:
    ticket = Ticket(Kind.SCORED, "0123456789ab")
    mine = await handlers.ask(services_on(storage, tmp_path, "one secret"), "en", TOPIC, LEVEL, ticket)
    async with Storage.open(tmp_path / "other.sqlite3") as other:
        theirs = await handlers.ask(services_on(other, tmp_path, "another secret"), "en", TOPIC, LEVEL, ticket)
        same_secret = await handlers.ask(services_on(other, tmp_path, "one secret"), "en", TOPIC, LEVEL, ticket)
    assert not same(mine.question, theirs.question)
    assert same(mine.question, same_secret.question)  # QUIZ_SECRET decides, whatever the database


async def test_the_secret_is_made_once_kept_in_the_store_and_survives_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "kept.sqlite3"
    ticket = Ticket(Kind.SCORED, "00000000beef")
    async with Storage.open(path) as storage:
        first, second = QuizService(storage, None), QuizService(storage, None)
        made = await asyncio.gather(first.secret(), second.secret())  # two first questions at once
        assert made[0] == made[1] and len(made[0]) == 32
        before = await first.question(TOPIC, LEVEL, "en", ticket)
    async with Storage.open(path) as storage:
        restarted = QuizService(storage, None)
        assert await restarted.secret() == made[0]
        assert same((await restarted.question(TOPIC, LEVEL, "en", ticket)).question, before.question)
    async with Storage.open(tmp_path / "another-install.sqlite3") as storage:
        assert await QuizService(storage, None).secret() != made[0]


async def test_a_practice_answer_leaves_the_scores_and_a_scored_one_counts(storage: Storage, tmp_path: Path) -> None:
    services = services_on(storage, tmp_path)
    quiz = handlers.require_quiz(services)
    practice = await handlers.ask(services, "es", Topic.MANA, 1, quiz.ticket(42))
    assert practice.ticket.kind is Kind.PRACTICE and same(practice.question, generate(Topic.MANA, 1, "es", 42))
    graded, reply = await handlers.answer(services, "es", practice, practice.question.answer, 7, 99)
    assert graded.correct and not graded.counted
    assert (graded.stats.answered, graded.stats.correct) == (0, 0)
    assert "Práctica" in to_text(reply) and "no cuenta para la puntuación" in to_text(reply)
    assert await quiz.store.leaderboard(99) == [] and await quiz.store.answered(7, practice.question.key) is None

    counted = await handlers.ask(services, "en", Topic.MANA, 1)
    graded, reply = await handlers.answer(services, "en", counted, counted.question.answer, 7, 99)
    assert graded.correct and graded.counted and (graded.stats.answered, graded.stats.correct) == (1, 1)
    assert "Practice" not in to_text(reply) and await quiz.store.leaderboard(99) == [(7, 1, 1)]


async def test_tomorrows_daily_question_cant_be_computed_without_the_secret(storage: Storage, tmp_path: Path) -> None:
    """The old daily seed was the date's ordinal: anyone could generate tomorrow's question today."""
    tomorrow = date(2026, 12, 3) + timedelta(days=1)
    ticket = Ticket.daily(tomorrow)
    assert ticket.ref == "20261204"  # all the daily question shows of itself: its day
    services = services_on(storage, tmp_path, "the install's secret")
    asked = await handlers.ask(services, "en", Topic.MIXED, 2, ticket)
    shown = to_text(question_reply(asked, "en")) + ticket.token
    public = numbers_in(shown, ticket) | {tomorrow.toordinal(), int(tomorrow.strftime("%Y%m%d"))}
    question = asked.question
    assert question.seed == seed_of(b"the install's secret", ticket) != tomorrow.toordinal()
    tries = {n + k for n in public for k in (-1, 0, 1)}
    assert [n for n in tries if same(generate(Topic.MIXED, 2, "en", n), question)] == []
    guessed = await handlers.ask(services_on(storage, tmp_path, "a guessed secret"), "en", Topic.MIXED, 2, ticket)
    assert guessed.question.seed != question.seed
    # Every server gets the same question on a given day (the same install, the same secret).
    assert (await handlers.ask(services, "en", Topic.MIXED, 2, Ticket.daily(tomorrow))).question == question


def test_a_ticket_reads_back_from_its_token() -> None:
    for ticket in (Ticket(Kind.SCORED, "0123456789ab", 2), Ticket.practice(77), Ticket.daily(date(2026, 1, 9))):
        assert Ticket.parse(ticket.token, ticket.round) == ticket
    assert Ticket.practice(77).at(3) == Ticket(Kind.PRACTICE, "77", 3)
    assert seed_of(b"", Ticket.practice(77).at(3)) == 79  # practice rounds: the given seed, then the next


async def test_quiz_secret_replaces_the_stored_secret_and_empty_leaves_it(storage: Storage, tmp_path: Path) -> None:
    """``QUIZ_SECRET=`` (as .env.example has it) is no secret at all: the stored one is used."""
    empty = handlers.require_quiz(services_on(storage, tmp_path, ""))
    stored = await empty.secret()
    assert stored.hex() == await storage.meta("quiz_secret")
    configured = handlers.require_quiz(services_on(storage, tmp_path, "from the setting"))
    assert configured.configured == SecretStr("from the setting")
    assert await configured.secret() == b"from the setting"
    assert "from the setting" not in repr(Settings(_env_file=None, quiz_secret="from the setting"))
