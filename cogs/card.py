"""/card: a card by its English or Spanish name, with buttons for its rulings and legalities."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalog import t
from bot.commands import command, describe
from bot.discord.deadlines import autocomplete_turn
from bot.discord.views import Extra, reply_buttons, send_reply
from bot.handlers import cards as handlers
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot

MAX_CHOICES = 25
reply_buttons("juez:card:rulings", "juez:card:legalities")


class CardCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("card"))
    @app_commands.describe(**describe("card"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def card(
        self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 200], rulings: bool = False
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        services = self.bot.services
        found = await handlers.find(services, name)
        if rulings:
            await send_reply(interaction, await handlers.rulings_of(services, lang, found), lang)
            return
        reply = await handlers.card_of(services, lang, found)

        async def show_rulings(button: discord.Interaction) -> None:
            await send_reply(button, await handlers.rulings_of(services, lang, found), lang, ephemeral=True)

        async def legalities(button: discord.Interaction) -> None:
            await send_reply(button, await handlers.legalities(services, lang, found), lang, ephemeral=True)

        extras = [
            Extra(t("card.rulings_button", lang, count=len(found.rulings)), show_rulings, "juez:card:rulings"),
            Extra(t("card.legalities_button", lang), legalities, "juez:card:legalities"),
        ]
        await send_reply(interaction, reply, lang, extras=extras)

    @app_commands.command(**command("ruling"))
    @app_commands.describe(**describe("ruling"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def ruling(
        self, interaction: discord.Interaction, card: app_commands.Range[str, 1, 200], query: str = ""
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        await send_reply(interaction, await handlers.ruling(self.bot.services, lang, card=card, query=query), lang)

    @card.autocomplete("name")
    async def name_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._names(interaction, current)

    @ruling.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._names(interaction, current)

    async def _names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        async with autocomplete_turn(interaction) as in_time:
            if not in_time:
                return []
            lang = await self.bot.languages.for_interaction(interaction)
            pairs = await handlers.suggestions(self.bot.services, lang, current, MAX_CHOICES)
            return [app_commands.Choice(name=label, value=value) for label, value in pairs]


async def setup(bot: Bot) -> None:
    await bot.add_cog(CardCog(bot))
