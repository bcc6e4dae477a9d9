"""/layers: continuous effects layer by layer (CR 613) on a board described in English or Spanish."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import command, describe
from bot.discord.deadlines import autocomplete_turn
from bot.discord.views import send_reply
from bot.handlers import layers as handlers
from bot.handlers.sba import rule_texts
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot

MAX_CHOICES = 25


class LayersCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("layers"))
    @app_commands.describe(**describe("layers"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def layers(
        self,
        interaction: discord.Interaction,
        board: app_commands.Range[str, 1, 4000],
        object: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.layers(self.bot.services, lang, board=board, object=object)

        async def show_rules(button_interaction: discord.Interaction) -> None:
            texts = await rule_texts(self.bot.services, lang, reply.cited)
            await send_reply(button_interaction, texts, lang, ephemeral=True)

        await send_reply(interaction, reply, lang, show_rules=show_rules if reply.cited else None)

    @layers.autocomplete("object")
    async def object_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The objects of the board typed so far (Discord sends the other options' values)."""
        async with autocomplete_turn(interaction) as in_time:
            if not in_time:
                return []
            board = getattr(interaction.namespace, "board", None) or ""
            names = await handlers.object_choices(self.bot.services, str(board), current, MAX_CHOICES)
            return [app_commands.Choice(name=n[:100], value=n[:100]) for n in names]


async def setup(bot: Bot) -> None:
    await bot.add_cog(LayersCog(bot))
