"""/quiz, /quiz-stats, /quiz-leaderboard, /quiz-daily: judge study with buttons that outlive a restart.

Each answer button is a ``DynamicItem`` whose custom id carries everything needed to grade it:
the topic, difficulty, language, ticket, round, mode (private, channel, daily), the asker and the
choice. The ticket of a question that counts is an opaque id (or the day, for the daily
question) whose seed only the bot can derive (``bot/quiz/service.py``); a practice replay's is
the seed the user gave. A press regenerates the same question from its ticket, so answers are
graded after a restart exactly as before. Private and channel questions take answers from the
asker only; the daily question from everyone, once each. A question nobody answers is revealed
after ``QUIZ_TIMEOUT`` seconds.
"""

from __future__ import annotations

import asyncio
import contextlib
import heapq
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.catalog import t
from bot.commands import BY_NAME, choice_name, command, describe
from bot.discord.pages import to_pages
from bot.discord.views import BUTTON_PRESSES, respond_error, send_reply
from bot.handlers import quiz as handlers
from bot.handlers.sba import rule_texts
from bot.quiz.service import Ticket
from bot.replies.quiz import LETTERS, question_reply, reveal_reply
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot
from engine.quiz import MAX_SEED, Topic

log = logging.getLogger(__name__)

ROW = BY_NAME["quiz"]
TOPIC_CHOICES = [app_commands.Choice(name=choice_name(v), value=v) for v in ROW.option("topic").choices]
LEVEL_CHOICES = [app_commands.Choice(name=choice_name(v), value=int(v)) for v in ROW.option("difficulty").choices]
#: The daily question: mixed, middle difficulty, the same for every server on a given day.
DAILY_TOPIC, DAILY_LEVEL = Topic.MIXED, 2
PRIVATE, CHANNEL, DAILY = "p", "c", "d"


class AnswerButton(
    discord.ui.DynamicItem[discord.ui.Button[discord.ui.View]],
    template=(
        r"juez:quiz:(?P<topic>[a-z]+):(?P<level>[1-3]):(?P<lang>en|es):(?P<ticket>q[0-9a-f]{12}|s\d{1,13}|d\d{8}):"
        r"(?P<round>\d{1,2}):(?P<rounds>\d{1,2}):(?P<mode>[pcd]):(?P<owner>\d{1,20}):(?P<choice>[0-3])"
    ),
):
    def __init__(
        self,
        topic: Topic,
        level: int,
        lang: str,
        ticket: Ticket,
        rounds: int,
        mode: str,
        owner: int,
        choice: int,
    ) -> None:
        self.topic, self.level, self.lang, self.ticket = topic, level, lang, ticket
        self.rounds, self.mode, self.owner, self.choice = rounds, mode, owner, choice
        custom_id = (
            f"juez:quiz:{topic.value}:{level}:{lang}:{ticket.token}:{ticket.round}:{rounds}:{mode}:{owner}:{choice}"
        )
        super().__init__(
            discord.ui.Button(style=discord.ButtonStyle.secondary, label=LETTERS[choice], custom_id=custom_id)
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerButton:
        g = match.groupdict()
        return cls(
            Topic(g["topic"]),
            int(g["level"]),
            g["lang"],
            Ticket.parse(g["ticket"], int(g["round"])),
            int(g["rounds"]),
            g["mode"],
            int(g["owner"]),
            int(g["choice"]),
        )

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            await self._answer(interaction)
        except Exception as exc:  # every failure is answered, privately, in the user's language
            await respond_error(interaction, exc)

    async def _answer(self, interaction: discord.Interaction) -> None:
        bot: Bot = interaction.client  # type: ignore[assignment]
        lang = self.lang
        if self.mode != DAILY and interaction.user.id != self.owner:
            await interaction.response.send_message(t("error.not_yours", lang), ephemeral=True)
            return
        wait = BUTTON_PRESSES.retry_after(interaction.user.id)
        if wait:
            await interaction.response.send_message(t("error.cooldown", lang, seconds=f"{wait:.0f}"), ephemeral=True)
            return
        services = bot.services
        asked = await handlers.ask(services, lang, self.topic, self.level, self.ticket)
        question = asked.question
        if (
            self.mode == DAILY
            and await handlers.require_quiz(services).store.answered(interaction.user.id, question.key) is not None
        ):
            await interaction.response.send_message(t("quiz.already", lang), ephemeral=True)
            return
        guild = interaction.guild_id
        _, reply = await handlers.answer(services, lang, asked, self.choice, interaction.user.id, guild)
        cog = bot.get_cog("QuizCog")
        if isinstance(cog, QuizCog) and interaction.message is not None:
            cog.answered(interaction.message.id)

        async def show_rules(button: discord.Interaction) -> None:
            texts = await rule_texts(services, lang, question.cited)
            await send_reply(button, texts, lang, ephemeral=True)

        if self.mode == DAILY:
            await send_reply(interaction, reply, lang, ephemeral=True, show_rules=show_rules)
            return
        with contextlib.suppress(discord.HTTPException):
            await interaction.response.edit_message(view=None)  # the question is answered: no more buttons
        await send_reply(interaction, reply, lang, ephemeral=self.mode == PRIVATE, show_rules=show_rules)
        if self.ticket.round < self.rounds and isinstance(cog, QuizCog):
            await cog.ask(
                interaction,
                self.topic,
                self.level,
                lang,
                self.ticket.at(self.ticket.round + 1),
                self.rounds,
                self.mode == PRIVATE,
                followup=True,
            )


def buttons(
    question_topic: Topic, level: int, lang: str, ticket: Ticket, rounds: int, mode: str, owner: int
) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for choice in range(4):
        view.add_item(AnswerButton(question_topic, level, lang, ticket, rounds, mode, owner, choice))
    return view


@dataclass(frozen=True, slots=True)
class Reveal:
    """What revealing one unanswered question needs, and nothing more: not the interaction,
    its message, its question or even the reveal's text (regenerated from the ticket when time
    is up). A task per question held those for the whole timeout, the largest share of what a
    burst left behind (bench/soak.py)."""

    at: float
    message_id: int
    user_id: int
    key: str
    token: str
    """The interaction's token: its webhook edits the message until the token expires (15 min)."""
    lang: str
    topic: Topic
    level: int
    ticket: Ticket


class Reveals:
    """Every pending reveal, due in time order, run by one task that sleeps until the next."""

    def __init__(self, run: Callable[[Reveal], Awaitable[None]]) -> None:
        self._run = run
        self._due: list[tuple[float, int]] = []
        self._pending: dict[int, Reveal] = {}
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def __len__(self) -> int:
        return len(self._pending)

    def add(self, reveal: Reveal) -> None:
        self._pending[reveal.message_id] = reveal
        heapq.heappush(self._due, (reveal.at, reveal.message_id))
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._loop())
        self._wake.set()

    def cancel(self, message_id: int) -> None:
        self._pending.pop(message_id, None)  # its heap entry is skipped when it comes due

    def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
        self._pending.clear()
        self._due.clear()

    async def _loop(self) -> None:
        loop = asyncio.get_running_loop()
        while self._pending:
            self._wake.clear()
            at, message_id = self._due[0]
            if at > loop.time():
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(self._wake.wait(), at - loop.time())
                continue
            heapq.heappop(self._due)
            reveal = self._pending.pop(message_id, None)
            if reveal is None or reveal.at != at:
                continue
            try:
                await self._run(reveal)
            except Exception:
                log.exception("revealing quiz answer %s failed", message_id)
        self._due.clear()


class QuizCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._reveals = Reveals(self._reveal)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(AnswerButton)
        self.daily_loop.start()

    async def cog_unload(self) -> None:
        self.daily_loop.cancel()
        self._reveals.stop()

    def answered(self, message_id: int) -> None:
        """A question was answered: no reveal (practice answers aren't stored, so the reveal
        can't find them in the scores)."""
        self._reveals.cancel(message_id)

    async def ask(
        self,
        interaction: discord.Interaction,
        topic: Topic,
        level: int,
        lang: str,
        ticket: Ticket,
        rounds: int,
        private: bool,
        *,
        followup: bool = False,
    ) -> None:
        """Send the ticket's round with its answer buttons."""
        asked = await handlers.ask(self.bot.services, lang, topic, level, ticket)
        reply = question_reply(asked, lang, rounds=rounds)
        view = buttons(topic, level, lang, ticket, rounds, PRIVATE if private else CHANNEL, interaction.user.id)
        page = to_pages(reply, lang)[0]
        message: discord.Message
        if followup or interaction.response.is_done():
            message = await interaction.followup.send(embed=page, view=view, ephemeral=private, wait=True)
        else:
            await interaction.response.send_message(embed=page, view=view, ephemeral=private)
            message = await interaction.original_response()
        # The answer buttons are dynamic items, answered from their custom id alone: the view
        # object isn't needed once sent. Left alone, discord.py gives an ephemeral one a 15-minute
        # timeout and keeps it (its four buttons and a timer task) until then, so the bot grew
        # with every private question asked in the last 15 minutes (bench/soak.py).
        view.stop()
        at = asyncio.get_running_loop().time() + self.bot.settings.quiz_timeout
        reveal = Reveal(
            at, message.id, interaction.user.id, asked.question.key, interaction.token, lang, topic, level, ticket
        )
        self._reveals.add(reveal)

    async def _reveal(self, reveal: Reveal) -> None:
        """Time is up: show the answer in place of the buttons if the asker hasn't answered."""
        quiz = self.bot.services.quiz
        if quiz is None or await quiz.store.answered(reveal.user_id, reveal.key) is not None:
            return
        asked = await handlers.ask(self.bot.services, reveal.lang, reveal.topic, reveal.level, reveal.ticket)
        page = to_pages(reveal_reply(asked, reveal.lang), reveal.lang)[0]
        webhook = discord.Webhook.partial(self.bot.application_id or 0, reveal.token, client=self.bot)
        with contextlib.suppress(discord.HTTPException):
            await webhook.edit_message(reveal.message_id, embed=page, view=None)

    @app_commands.command(**command("quiz"))
    @app_commands.describe(**describe("quiz"))
    @app_commands.choices(topic=TOPIC_CHOICES)
    @app_commands.choices(difficulty=LEVEL_CHOICES)
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def quiz(
        self,
        interaction: discord.Interaction,
        topic: app_commands.Choice[str] | None = None,
        difficulty: app_commands.Choice[int] | None = None,
        rounds: app_commands.Range[int, 1, handlers.MAX_ROUNDS] = 1,
        seed: app_commands.Range[int, 0, MAX_SEED - 1] | None = None,
        private: bool = True,
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        chosen, level, count, number = handlers.options(
            topic.value if topic else None, difficulty.value if difficulty else None, rounds, seed
        )
        # A seed the user gives replays a known question: practice, never scored.
        ticket = handlers.require_quiz(self.bot.services).ticket(number)
        await self.ask(interaction, chosen, level, lang, ticket, count, private)

    @app_commands.command(**command("quiz-stats"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def quiz_stats(self, interaction: discord.Interaction) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.my_stats(
            self.bot.services, lang, user_id=interaction.user.id, name=interaction.user.display_name
        )
        await send_reply(interaction, reply, lang, ephemeral=True)

    @app_commands.command(**command("quiz-leaderboard"))
    @app_commands.guild_only()
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def quiz_leaderboard(self, interaction: discord.Interaction) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.server_leaderboard(self.bot.services, lang, guild_id=interaction.guild_id)
        await send_reply(interaction, reply, lang)

    @app_commands.command(**command("quiz-daily"))
    @app_commands.describe(**describe("quiz-daily"))
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.checks.has_permissions(manage_guild=True)
    async def quiz_daily(self, interaction: discord.Interaction, channel: discord.TextChannel | None = None) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        store = handlers.require_quiz(self.bot.services).store
        assert interaction.guild_id is not None
        await store.set_daily(interaction.guild_id, channel.id if channel else None, lang)
        key = "quiz.daily_on" if channel else "quiz.daily_off"
        text = t(key, lang, channel=channel.id if channel else 0, hour=self.bot.settings.quiz_daily_hour)
        await interaction.response.send_message(text, ephemeral=True)

    @tasks.loop(minutes=10)
    async def daily_loop(self) -> None:
        with contextlib.suppress(Exception):  # a failed post is retried on the next turn
            await self.post_daily(datetime.now(UTC))

    @daily_loop.before_loop
    async def _ready(self) -> None:
        await self.bot.wait_until_ready()

    async def post_daily(self, now: datetime) -> int:
        """Post today's question in every daily channel that hasn't had it; how many were posted."""
        quiz = self.bot.services.quiz
        if quiz is None or now.hour < self.bot.settings.quiz_daily_hour:
            return 0
        today = now.date().isoformat()
        posted = 0
        for channel in await quiz.store.daily_channels():
            if channel.last_posted == today:
                continue
            ticket = Ticket.daily(now.date())  # its seed is secret: tomorrow's can't be generated today
            asked = await handlers.ask(self.bot.services, channel.language, DAILY_TOPIC, DAILY_LEVEL, ticket)
            reply = question_reply(asked, channel.language)
            view = buttons(DAILY_TOPIC, DAILY_LEVEL, channel.language, ticket, 1, DAILY, 0)
            try:
                await self.bot.get_partial_messageable(channel.channel_id).send(
                    embed=to_pages(reply, channel.language)[0], view=view
                )
            except discord.HTTPException as exc:
                log.warning("could not post the daily question in channel %s: %s", channel.channel_id, exc)
                continue
            await quiz.store.mark_posted(channel.guild_id, today)
            posted += 1
        return posted


async def setup(bot: Bot) -> None:
    await bot.add_cog(QuizCog(bot))
