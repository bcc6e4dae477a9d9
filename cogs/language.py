"""/language: English or Spanish, for you or (with Manage Server) for the server."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalog import t
from bot.commands import BY_NAME, choice_name, command, describe
from bot.discord.views import send_reply
from bot.errors import JuezError
from bot.replies.reply import Reply
from cogs._common import COOLDOWN_PER, Bot

ROW = BY_NAME["language"]
LANGUAGE_CHOICES = [app_commands.Choice(name=choice_name(v), value=v) for v in ROW.option("language").choices]
SCOPE_CHOICES = [app_commands.Choice(name=choice_name(v), value=v) for v in ROW.option("scope").choices]


class LanguageCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("language"))
    @app_commands.describe(**describe("language"))
    @app_commands.choices(language=LANGUAGE_CHOICES, scope=SCOPE_CHOICES)
    @app_commands.checks.cooldown(2, COOLDOWN_PER, key=lambda i: i.user.id)  # it writes: fewer
    async def language(
        self,
        interaction: discord.Interaction,
        language: app_commands.Choice[str],
        scope: app_commands.Choice[str] | None = None,
    ) -> None:
        chosen = None if language.value == "default" else language.value
        languages = self.bot.languages
        if scope is not None and scope.value == "server":
            if interaction.guild_id is None:
                raise JuezError("language.no_guild")
            if not interaction.permissions.manage_guild:
                raise app_commands.MissingPermissions(["manage_guild"])
            await languages.set_guild(interaction.guild_id, chosen)
            key = "language.set.guild" if chosen else "language.cleared.guild"
        else:
            await languages.set_user(interaction.user.id, chosen)
            key = "language.set.user" if chosen else "language.cleared.user"
        lang = await self.bot.languages.for_interaction(interaction)
        shown = chosen or lang
        await send_reply(interaction, Reply(title="🌐", description=t(key, shown)), shown, ephemeral=True)


async def setup(bot: Bot) -> None:
    await bot.add_cog(LanguageCog(bot))
