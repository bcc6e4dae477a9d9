"""/help: every command with an example, in the user's language."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import handlers
from bot.discord_ui import send_reply
from cogs._common import Bot


class HelpCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="How to use Juez, with examples")
    async def help(self, interaction: discord.Interaction) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        await send_reply(interaction, handlers.help_reply(self.bot.settings, lang), lang, ephemeral=True)


async def setup(bot: Bot) -> None:
    await bot.add_cog(HelpCog(bot))
