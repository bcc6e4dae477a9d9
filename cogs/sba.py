"""/sba: state-based actions for a board described in English or Spanish."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import command, describe
from bot.discord.views import BoardModal, send_reply
from bot.handlers import sba as handlers
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot


class SbaCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("sba"))
    @app_commands.describe(**describe("sba"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def sba(
        self, interaction: discord.Interaction, board: app_commands.Range[str, 1, 4000] | None = None
    ) -> None:
        if board is None:
            lang = await self.bot.languages.for_interaction(interaction)
            await interaction.response.send_modal(BoardModal(lang, self.answer))
            return
        await self.answer(interaction, board)

    async def answer(self, interaction: discord.Interaction, board: str) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.sba(self.bot.services, lang, board=board)

        async def show_rules(button_interaction: discord.Interaction) -> None:
            texts = await handlers.rule_texts(self.bot.services, lang, reply.cited)
            await send_reply(button_interaction, texts, lang, ephemeral=True)

        await send_reply(interaction, reply, lang, show_rules=show_rules if reply.cited else None)


async def setup(bot: Bot) -> None:
    await bot.add_cog(SbaCog(bot))
