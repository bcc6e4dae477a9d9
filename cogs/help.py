"""/help: every command with an example, in the user's language."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import command
from bot.discord.views import send_reply
from bot.handlers import help as handlers
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot


class HelpCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("help"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def help(self, interaction: discord.Interaction) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        await send_reply(interaction, await handlers.help(self.bot.services, lang), lang, ephemeral=True)


async def setup(bot: Bot) -> None:
    await bot.add_cog(HelpCog(bot))
