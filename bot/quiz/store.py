"""The quizzes' SQL: answers (one per user per question), scores, streaks, the daily channel,
and the per-install secret that scored questions' seeds are derived from."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime

from bot.storage import Storage
from engine.quiz import Question


@dataclass(frozen=True, slots=True)
class Stats:
    answered: int
    correct: int
    streak: int
    """Right answers in a row, up to the latest."""
    best_streak: int
    by_topic: dict[str, tuple[int, int]]
    """topic → (answered, correct)."""


@dataclass(frozen=True, slots=True)
class DailyChannel:
    guild_id: int
    channel_id: int
    language: str
    last_posted: str | None


class QuizStore:
    #: The meta row holding the per-install quiz secret (hex).
    SECRET_KEY = "quiz_secret"

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def secret(self, fresh: bytes) -> bytes:
        """The stored secret; ``fresh`` becomes it when none is stored yet. Written only if absent,
        so two first questions at once agree on one secret and a restart keeps it."""
        stored = await self.storage.meta(self.SECRET_KEY)
        if stored is not None:  # the usual case, and the only one a read-only store can answer
            return bytes.fromhex(stored)
        async with self.storage.transaction() as db:
            await db.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO NOTHING",
                (self.SECRET_KEY, fresh.hex()),
            )
            cursor = await db.execute("SELECT value FROM meta WHERE key = ?", (self.SECRET_KEY,))
            row = await cursor.fetchone()
        assert row is not None  # just written, or already there
        return bytes.fromhex(str(row[0]))

    async def record(self, user_id: int, guild_id: int | None, question: Question, correct: bool) -> bool:
        """Keep an answer; False when this user already answered this question (not counted again)."""
        try:
            async with self.storage.transaction() as db:
                await db.execute(
                    "INSERT INTO quiz_answers (user_id, guild_id, question_key, topic, difficulty, correct, answered_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        user_id,
                        guild_id,
                        question.key,
                        question.topic.value,
                        question.difficulty,
                        int(correct),
                        datetime.now(UTC).isoformat(timespec="seconds"),
                    ),
                )
        except sqlite3.IntegrityError:
            return False
        return True

    async def answered(self, user_id: int, key: str) -> bool | None:
        """Whether this user got this question right; None when they haven't answered it."""
        row = await self.storage.fetch_one(
            "SELECT correct FROM quiz_answers WHERE user_id = ? AND question_key = ?", (user_id, key)
        )
        return None if row is None else bool(row[0])

    async def stats(self, user_id: int, guild_id: int | None = None) -> Stats:
        where, params = (
            ("user_id = ?", [user_id]) if guild_id is None else ("user_id = ? AND guild_id = ?", [user_id, guild_id])
        )
        rows = await self.storage.fetch_all(
            f"SELECT topic, correct FROM quiz_answers WHERE {where} ORDER BY id", params
        )
        by_topic: dict[str, tuple[int, int]] = {}
        streak = best = 0
        for topic, correct in rows:
            answered, right = by_topic.get(str(topic), (0, 0))
            by_topic[str(topic)] = (answered + 1, right + int(correct))
            streak = streak + 1 if correct else 0
            best = max(best, streak)
        return Stats(len(rows), sum(int(c) for _, c in rows), streak, best, by_topic)

    async def leaderboard(self, guild_id: int, limit: int = 10) -> list[tuple[int, int, int]]:
        """(user id, right answers, answers) of a server, most right answers first."""
        rows = await self.storage.fetch_all(
            "SELECT user_id, SUM(correct), COUNT(*) FROM quiz_answers WHERE guild_id = ?"
            " GROUP BY user_id ORDER BY SUM(correct) DESC, COUNT(*) ASC, MIN(id) ASC LIMIT ?",
            (guild_id, limit),
        )
        return [(int(u), int(c), int(n)) for u, c, n in rows]

    async def set_daily(self, guild_id: int, channel_id: int | None, language: str) -> None:
        async with self.storage.transaction() as db:
            if channel_id is None:
                await db.execute("DELETE FROM quiz_daily WHERE guild_id = ?", (guild_id,))
            else:
                await db.execute(
                    "INSERT INTO quiz_daily (guild_id, channel_id, language) VALUES (?, ?, ?)"
                    " ON CONFLICT(guild_id) DO UPDATE SET channel_id = excluded.channel_id,"
                    " language = excluded.language",
                    (guild_id, channel_id, language),
                )

    async def daily_channels(self) -> list[DailyChannel]:
        rows = await self.storage.fetch_all("SELECT guild_id, channel_id, language, last_posted FROM quiz_daily")
        return [DailyChannel(int(g), int(c), str(lg), p) for g, c, lg, p in rows]

    async def mark_posted(self, guild_id: int, day: str) -> None:
        async with self.storage.transaction() as db:
            await db.execute("UPDATE quiz_daily SET last_posted = ? WHERE guild_id = ?", (day, guild_id))
