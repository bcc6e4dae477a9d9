"""End to end: /quiz against the fake Discord: a question, a right and a wrong answer, someone
else pressing, a timeout that reveals the answer, rounds, the daily question, the leaderboard,
a press after a restart, in en-US, es-ES and es-419. A question asked without a seed counts and
its buttons carry only an opaque ticket (nothing on screen gives its seed); ``seed:`` replays a
question as practice, which is graded but never scored."""

from __future__ import annotations

import asyncio
import gc
import json
import re
from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from bot.cr.ingest import import_bytes
from bot.discord.bot import JuezBot
from bot.quiz.service import Asked, Ticket
from bot.storage import Storage
from engine.quiz import Question, Topic, generate
from tests.e2e.conftest import Started, buttons, running_bot, text_of
from tests.e2e.fake_discord import GUILD_ID, FakeDiscord

EPHEMERAL = 64
OWNER = "800000000000000001"
OTHER = "800000000000000099"
MANAGE_GUILD = 1 << 5


@pytest.fixture
async def quiz(fake: FakeDiscord, database: Path, shared: Path) -> AsyncIterator[Started]:
    async with Storage.open(database) as storage:
        await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
    # A set secret: the daily question of a given day is then the same on every run.
    async with running_bot(fake, database, quiz_timeout=30.0, quiz_secret="e2e secret") as bot:
        yield fake, bot


def custom_id(
    topic: str,
    level: int,
    lang: str,
    ticket: str,
    choice: int,
    *,
    round_: int = 1,
    rounds: int = 1,
    mode: str = "p",
    owner: str = OWNER,
) -> str:
    return f"juez:quiz:{topic}:{level}:{lang}:{ticket}:{round_}:{rounds}:{mode}:{owner}:{choice}"


#: A scored question's custom id: its ticket is ``q`` and 12 hex digits, never a seed.
SCORED_ID = re.compile(r"juez:quiz:(\w+):([1-3]):(en|es):(q[0-9a-f]{12}):(\d+):(\d+):([pcd]):(\d+):([0-3])")


async def asked_by(bot: JuezBot, body: dict[str, Any]) -> Asked:
    """The question behind a message's buttons, as the bot regenerates it from their custom id."""
    match = SCORED_ID.fullmatch(buttons(body)[0]["custom_id"])
    assert match is not None, buttons(body)[0]["custom_id"]
    topic, level, lang, token, round_ = match.group(1, 2, 3, 4, 5)
    assert bot.services.quiz is not None
    return await bot.services.quiz.question(Topic(topic), int(level), lang, Ticket.parse(token, int(round_)))


def same(a: Question, b: Question) -> bool:
    return (a.prompt, a.subject, a.choices, a.answer) == (b.prompt, b.subject, b.choices, b.answer)


async def followups(fake: FakeDiscord, interaction_id: str, count: int = 1) -> list[dict[str, Any]]:
    async def wait() -> list[dict[str, Any]]:
        while True:
            found = [r.body for r in fake.records if r.interaction_id == interaction_id and r.kind == "followup"]
            if len(found) >= count:
                return found
            fake._events.clear()
            await fake._events.wait()

    return await asyncio.wait_for(wait(), 15)


@pytest.mark.parametrize("locale", ["en-US", "es-ES", "es-419"])
async def test_a_question_in_every_locale_with_four_buttons_only_for_the_asker(quiz: Started, locale: str) -> None:
    fake, _ = quiz
    body = await fake.answer(await fake.command("quiz", {"topic": "sba", "seed": 42}, locale=locale))
    lang = "en" if locale == "en-US" else "es"
    expected = generate(Topic.SBA, 1, lang, 42)
    text = text_of(body)
    assert body["data"]["flags"] & EPHEMERAL
    assert ("Quiz ·" if lang == "en" else "Cuestionario ·") in text and expected.subject in text
    assert [b["custom_id"] for b in buttons(body)] == [custom_id("sba", 1, lang, "s42", c) for c in range(4)]
    assert [b["label"] for b in buttons(body)] == ["A", "B", "C", "D"]
    assert ("Practice · seed 42" if lang == "en" else "Práctica · semilla 42") in text


async def test_a_right_answer_is_graded_explained_and_scored(quiz: Started) -> None:
    fake, bot = quiz
    first = await fake.command("quiz", {"topic": "mana", "difficulty": 2}, locale="es-419")
    body = await fake.answer(first)
    asked = await asked_by(bot, body)
    assert asked.question.subject in text_of(body) and "cuenta para tu puntuación" in text_of(body)
    right = asked.question.answer
    press = await fake.click(buttons(body)[right]["custom_id"], fake.message_id_of(first), locale="es-419")
    update = await fake.answer(press)
    assert update["type"] == 7 and update["data"]["components"] == []  # the buttons are gone
    reply = (await followups(fake, press))[0]
    text = text_of(reply)
    assert reply["flags"] & EPHEMERAL and "✅ Correcto" in text and "605" in text and "1 aciertos de 1" in text
    assert "Práctica" not in text


async def test_a_seed_replays_a_question_as_practice_that_doesnt_score(fake: FakeDiscord, database: Path) -> None:
    """`/quiz seed:` is graded and explained, says it is practice, leaves the scores alone, and
    (its answer not being stored) isn't revealed over the answer when time is up."""
    async with running_bot(fake, database, quiz_timeout=0.5) as _:
        first = await fake.command("quiz", {"topic": "mana", "difficulty": 2, "seed": 7}, locale="es-419")
        await fake.answer(first)
        right = generate(Topic.MANA, 2, "es", 7).answer
        press = await fake.click(custom_id("mana", 2, "es", "s7", right), fake.message_id_of(first), locale="es-419")
        await fake.answer(press)
        text = text_of((await followups(fake, press))[0])
        assert "✅ Correcto" in text and "🔁 Práctica" in text and "0 aciertos de 0" in text
        await asyncio.sleep(1.0)
        assert not [r for r in fake.records if r.interaction_id == first and r.kind == "edit"]  # no reveal
        mine = await fake.answer(await fake.command("quiz-stats", {}, locale="es-419"))
        assert "Aún no hay respuestas" in text_of(mine)
        board = await fake.answer(await fake.command("quiz-leaderboard", {}))
        assert "Nobody on this server has answered" in text_of(board)


async def test_a_scored_question_shows_nothing_its_answer_can_be_computed_from(quiz: Started) -> None:
    """Everything the user gets (the whole message: text, footer, custom ids, ids) holds no
    number that, as a seed, gives the question back; the bot still regenerates it from its ticket."""
    fake, bot = quiz
    first = await fake.command("quiz", {"topic": "sba", "difficulty": 3, "rounds": 2, "private": False})
    body = await fake.answer(first)
    asked = await asked_by(bot, body)
    question = asked.question
    assert question.subject in text_of(body) and buttons(body)[0]["custom_id"].split(":")[6:9] == ["1", "2", "c"]
    shown = json.dumps(body) + first + fake.message_id_of(first)
    numbers = {int(n) for n in re.findall(r"\d+", shown)} | {int(asked.ticket.ref, 16)}
    assert str(question.seed) not in shown
    tries = {n + k for n in numbers for k in (-1, 0, 1) if n + k >= 0}
    assert [n for n in tries if same(generate(Topic.SBA, 3, "en", n), question)] == []


async def test_a_wrong_answer_says_why_and_shows_the_engines_own_answer(quiz: Started) -> None:
    fake, _ = quiz
    first = await fake.command("quiz", {"topic": "sba", "difficulty": 2, "seed": 11})
    await fake.answer(first)
    question = generate(Topic.SBA, 2, "en", 11)
    wrong = (question.answer + 1) % 4
    press = await fake.click(custom_id("sba", 2, "en", "s11", wrong), fake.message_id_of(first))
    await fake.answer(press)
    text = text_of((await followups(fake, press))[0])
    assert "❌ Not quite" in text and f"Why not {'ABCD'[wrong]}" in text and question.why[wrong][:40] in text
    assert "What Juez's engine says" in text and "Board as read" in text
    reply = (await followups(fake, press))[0]
    assert "juez:rules" in [b["custom_id"] for b in buttons(reply)]  # the cited rules' text on a button


async def test_someone_else_pressing_the_askers_buttons_is_told_privately(quiz: Started) -> None:
    fake, _ = quiz
    first = await fake.command("quiz", {"topic": "sba", "seed": 3, "private": False})
    body = await fake.answer(first)
    assert not body["data"].get("flags", 0) & EPHEMERAL
    press = await fake.click(custom_id("sba", 1, "en", "s3", 0, mode="c"), fake.message_id_of(first), user_id=OTHER)
    reply = await fake.answer(press)
    assert reply["data"]["flags"] & EPHEMERAL and "Only the person who ran the command" in (
        reply["data"].get("content") or text_of(reply)
    )


async def test_a_sent_question_keeps_no_view_or_timer_in_the_bot(quiz: Started) -> None:
    """The answer buttons work from their custom id alone: once a question is out, nothing of its
    view stays in the bot (discord.py would keep a private one 15 minutes with a timer task, and
    bench/soak.py grew by the quiz rate times that), yet its buttons are still graded."""
    from cogs.quiz import AnswerButton

    fake, _ = quiz
    firsts = [await fake.command("quiz", {"topic": "mana", "seed": n, "private": n % 2 == 0}) for n in range(6)]
    for first in firsts:
        await fake.answer(first)
    await asyncio.sleep(0.1)
    gc.collect()
    assert [o for o in gc.get_objects() if isinstance(o, AnswerButton)] == []
    timers = [t for t in asyncio.all_tasks() if "timeout_task_impl" in t.get_coro().__qualname__]
    assert timers == []
    right = generate(Topic.MANA, 1, "en", 0).answer
    press = await fake.click(custom_id("mana", 1, "en", "s0", right), fake.message_id_of(firsts[0]))
    await fake.answer(press)
    assert "✅ Right" in text_of((await followups(fake, press))[0])


async def test_an_unanswered_question_is_revealed_when_time_is_up(fake: FakeDiscord, database: Path) -> None:
    async with running_bot(fake, database, quiz_timeout=0.3) as _:
        first = await fake.command("quiz", {"topic": "mana", "seed": 5})
        await fake.answer(first)
        edit = await fake.answer(first, kind="edit", timeout=10)
        question = generate(Topic.MANA, 1, "en", 5)
        assert f"Time's up. The answer: **{'ABCD'[question.answer]}**" in text_of(edit)
        assert edit["components"] == []


async def test_rounds_ask_the_next_question_after_an_answer(quiz: Started) -> None:
    fake, _ = quiz
    first = await fake.command("quiz", {"topic": "mana", "seed": 100, "rounds": 2})
    body = await fake.answer(first)
    assert "1/2" in text_of(body)
    press = await fake.click(custom_id("mana", 1, "en", "s100", 0, rounds=2), fake.message_id_of(first))
    await fake.answer(press)
    answer, nxt = await followups(fake, press, 2)
    assert "Quiz answer" in text_of(answer) and "2/2" in text_of(nxt)
    assert buttons(nxt)[0]["custom_id"] == custom_id("mana", 1, "en", "s100", 0, round_=2, rounds=2)
    assert generate(Topic.MANA, 1, "en", 101).subject in text_of(nxt)


async def test_the_daily_question_everyone_answers_once_and_the_leaderboard(quiz: Started) -> None:
    fake, bot = quiz
    refused = await fake.answer(await fake.command("quiz-daily", {}, permissions=0))
    assert refused["data"]["flags"] & EPHEMERAL
    done = await fake.answer(await fake.command("quiz-daily", {}, permissions=MANAGE_GUILD, locale="es-ES"))
    assert "Se acabaron las preguntas del día" in (done["data"].get("content") or "")
    assert bot.services.quiz is not None
    await bot.services.quiz.store.set_daily(int(GUILD_ID), 555, "es")
    # discord.py loads the extension as its own module object: reach the cog by name.
    post_daily = bot.get_cog("QuizCog").post_daily  # type: ignore[union-attr]
    noon = datetime(2026, 12, 3, 13, 0, tzinfo=UTC)
    assert await post_daily(datetime(2026, 12, 3, 9, 0, tzinfo=UTC)) == 0  # before the hour
    assert await post_daily(noon) == 1 and await post_daily(noon) == 0  # once a day
    posted = next(r.body for r in fake.records if r.kind == "channel" and r.interaction_id == "channel:555")
    ids = [b["custom_id"] for b in buttons(posted)]
    assert ids[0] == custom_id("mixed", 2, "es", "d20261203", 0, mode="d", owner="0")
    assert "Pregunta del día" in text_of(posted)
    # Its seed is secret: the date's ordinal (the old seed) doesn't give it, the bot's secret does.
    daily = (await bot.services.quiz.question(Topic.MIXED, 2, "es", Ticket.daily(noon.date()))).question
    assert daily.subject in text_of(posted)
    assert not same(generate(Topic.MIXED, 2, "es", noon.date().toordinal()), daily)
    for user in (OWNER, OTHER):
        reply = await fake.answer(await fake.click(ids[0], fake.last_channel_message, user_id=user, locale="es-ES"))
        assert reply["data"]["flags"] & EPHEMERAL and "Respuesta del cuestionario" in text_of(reply)
    again = await fake.answer(await fake.click(ids[1], fake.last_channel_message, user_id=OWNER, locale="es-ES"))
    assert "Ya respondiste esta pregunta" in (again["data"].get("content") or "")
    board = await fake.answer(await fake.command("quiz-leaderboard", {}))
    assert f"<@{OWNER}>" in text_of(board) and f"<@{OTHER}>" in text_of(board)
    mine = await fake.answer(await fake.command("quiz-stats", {}))
    assert "of 1" in text_of(mine) and mine["data"]["flags"] & EPHEMERAL


async def test_a_button_pressed_after_a_restart_is_graded_the_same(fake: FakeDiscord, database: Path) -> None:
    """A scored question's button names only its ticket: the secret kept in the database lets
    the restarted bot regenerate the very question that was asked, and score it."""
    judge = "800000000000000042"  # button presses are rate-limited per user across the process
    async with running_bot(fake, database) as bot:
        first = await fake.command("quiz", {"topic": "sba", "difficulty": 3}, user_id=judge)
        body = await fake.answer(first)
        message = fake.message_id_of(first)
        question = (await asked_by(bot, body)).question  # as the bot that asked it sees it
    right = buttons(body)[question.answer]["custom_id"]
    async with running_bot(fake, database) as bot:
        assert isinstance(bot, JuezBot)
        press = await fake.click(right, message, user_id=judge)
        await fake.answer(press)
        text = text_of((await followups(fake, press))[0])
        assert "✅ Right" in text and question.choices[question.answer] in text and "1 right of 1" in text
