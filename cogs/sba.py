"""/sba: state-based actions for a board described in English or Spanish."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import handlers
from bot.discord_ui import BoardModal, send_reply
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot


class SbaCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(name="sba", description="State-based actions (CR 704) on a board you describe")
    @app_commands.describe(board="The board, e.g. Grizzly Bears 2/2 damage 2; leave empty for a multi-line form")
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
        answer = await handlers.sba(self.bot.services, board, lang)

        async def show_rules(button_interaction: discord.Interaction) -> None:
            reply = await handlers.rule_texts(self.bot.services, answer.cited, lang)
            await send_reply(button_interaction, reply, lang, ephemeral=True)

        await send_reply(interaction, answer.reply, lang, show_rules=show_rules if answer.cited else None)


async def setup(bot: Bot) -> None:
    await bot.add_cog(SbaCog(bot))
