"""/sba: state-based actions for a board described in English or Spanish.

A board whose readings part is answered with a question (issue 31): its readings numbered, and a
select menu of them. Only the asker may pick; a pick runs ``/sba`` again with ``reading: N``
(the same handler, the same answer ``reading: N`` typed would give) and the answer replaces the
question in place. The menu lives as long as the reply's other buttons (``VIEW_TIMEOUT``, at most
``LIVE_VIEWS`` replies); one that is gone says the question expired.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalog import t
from bot.commands import command, describe
from bot.discord.pages import to_pages
from bot.discord.views import BUTTON_PRESSES, LIVE_VIEWS, BoardModal, Extra, ReplyView, send_reply
from bot.handlers import sba as handlers
from bot.handlers.heavy import OWNER
from bot.replies.reply import Pick, Reply
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot

#: The question's select menu (one per message; discord.py tells them apart by message).
READING_MENU = "juez:sba:reading"
#: Discord's limits: options in a select menu, characters in a label, description and placeholder.
MAX_OPTIONS, LABEL, PLACEHOLDER = 25, 100, 150

OnPick = Callable[[discord.Interaction, int, ReplyView | None], Awaitable[None]]


class ReadingMenu(discord.ui.Select[ReplyView]):
    """The readings of a question, "N. <board-language line>", each with its outcome."""

    def __init__(self, picks: Sequence[Pick], lang: str, on_pick: OnPick) -> None:
        options = [
            discord.SelectOption(
                label=_cut(pick.label, LABEL), value=str(n), description=_cut(pick.detail, LABEL) or None
            )
            for n, pick in enumerate(picks[:MAX_OPTIONS], start=1)
        ]
        super().__init__(
            custom_id=READING_MENU,
            placeholder=_cut(t("reading.placeholder", lang), PLACEHOLDER),
            options=options,
            min_values=1,
            max_values=1,
        )
        self.on_pick = on_pick

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.on_pick(interaction, int(self.values[0]), self.view)


def _cut(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


class _ExpiredMenu(discord.ui.Select[discord.ui.View]):
    async def callback(self, interaction: discord.Interaction) -> None:
        bot: Bot = interaction.client  # type: ignore[assignment]
        lang = await bot.languages.for_interaction(interaction)
        wait = BUTTON_PRESSES.retry_after(interaction.user.id)
        message = t("error.cooldown", lang, seconds=f"{wait:.0f}") if wait else t("reading.expired", lang)
        await interaction.response.send_message(message, ephemeral=True)


class ExpiredReadingMenu(discord.ui.View):
    """Persistent catch-all for a question's menu whose view is gone (timed out, pushed out by
    newer replies, or from before a restart): the judge is told to ask again."""

    def __init__(self) -> None:
        super().__init__(timeout=None)
        self.add_item(_ExpiredMenu(custom_id=READING_MENU, options=[discord.SelectOption(label="·", value="1")]))


class SbaCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("sba"))
    @app_commands.describe(**describe("sba"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def sba(
        self,
        interaction: discord.Interaction,
        board: app_commands.Range[str, 1, 4000] | None = None,
        reading: app_commands.Range[int, 1, MAX_OPTIONS] | None = None,
    ) -> None:
        if board is None:
            lang = await self.bot.languages.for_interaction(interaction)

            async def answer(modal: discord.Interaction, text: str) -> None:
                await self.answer(modal, text, reading)

            await interaction.response.send_modal(BoardModal(lang, answer))
            return
        await self.answer(interaction, board, reading)

    async def answer(self, interaction: discord.Interaction, board: str, reading: int | None = None) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.sba(self.bot.services, lang, board=board, reading=reading)
        if reply.picks:
            menu = ReadingMenu(reply.picks, lang, self._picker(board, lang, interaction.user.id))
            await send_reply(interaction, reply, lang, items=[menu], refusal="reading.not_yours")
            return
        await send_reply(interaction, reply, lang, extras=self._extras(reply, lang))

    def _extras(self, reply: Reply, lang: str) -> list[Extra]:
        """The answer's "show the rules" button, when it cites any."""
        if not reply.cited:
            return []

        async def show_rules(button_interaction: discord.Interaction) -> None:
            texts = await handlers.rule_texts(self.bot.services, lang, reply.cited)
            await send_reply(button_interaction, texts, lang, ephemeral=True)

        return [Extra(t("sba.rules_button", lang), show_rules, "juez:rules")]

    def _picker(self, board: str, lang: str, owner: int) -> OnPick:
        """What a pick does: the board again with ``reading: N``, its answer in the question's place."""

        async def pick(interaction: discord.Interaction, number: int, question: ReplyView | None) -> None:
            await interaction.response.defer()  # acknowledged now: the check may take seconds
            OWNER.set(interaction.user.id)  # this user's heavy work, in their turn
            reply = await handlers.sba(self.bot.services, lang, board=board, reading=number)
            pages = to_pages(reply, lang)
            view = ReplyView(pages, owner, lang, extras=self._extras(reply, lang))
            if question is not None:
                question.stop()  # before the answer's view takes the message: its menu goes
            message = await interaction.edit_original_response(embed=pages[0], view=view if view.has_items else None)
            if view.has_items and not view.is_finished():
                view.sent = (interaction.followup, message.id)
                LIVE_VIEWS.add(view)

        return pick


async def setup(bot: Bot) -> None:
    await bot.add_cog(SbaCog(bot))
    bot.add_view(ExpiredReadingMenu())  # a question's menu whose view is gone says so
