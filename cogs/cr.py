"""/cr, /define and /search: the Comprehensive Rules, with autocomplete."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import SEARCH_SCOPES, choice_name, command, describe
from bot.cr.service import NoEdition
from bot.discord.deadlines import autocomplete_turn
from bot.discord.views import send_reply
from bot.handlers import cr as handlers
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot

MAX_CHOICES = 25


class CrCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("cr"))
    @app_commands.describe(**describe("cr"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def cr(
        self, interaction: discord.Interaction, rule: app_commands.Range[str, 1, 40], examples: bool = False
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        await send_reply(interaction, await handlers.cr(self.bot.services, lang, rule=rule, examples=examples), lang)

    @cr.autocomplete("rule")
    async def rule_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        async with autocomplete_turn(interaction) as in_time:
            if not in_time:
                return []
            try:
                rows = await self.bot.rules.autocomplete_rules(current[:40], MAX_CHOICES)
            except NoEdition:
                return []
            return [app_commands.Choice(name=_choice_name(number, text), value=number) for number, text in rows]

    @app_commands.command(**command("define"))
    @app_commands.describe(**describe("define"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def define(self, interaction: discord.Interaction, term: app_commands.Range[str, 1, 100]) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        await send_reply(interaction, await handlers.define(self.bot.services, lang, term=term), lang)

    @define.autocomplete("term")
    async def term_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        async with autocomplete_turn(interaction) as in_time:
            if not in_time:
                return []
            try:
                terms = await self.bot.rules.autocomplete_terms(current, MAX_CHOICES)
            except NoEdition:
                return []
            return [app_commands.Choice(name=term[:100], value=term[:100]) for term in terms]

    @app_commands.command(**command("search"))
    @app_commands.describe(**describe("search"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    @app_commands.choices(document=[app_commands.Choice(name=choice_name(s), value=s) for s in SEARCH_SCOPES])
    async def search(
        self,
        interaction: discord.Interaction,
        query: app_commands.Range[str, 1, 200],
        document: app_commands.Choice[str] | None = None,
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        scope = document.value if document is not None else None
        await send_reply(interaction, await handlers.search(self.bot.services, lang, query=query, document=scope), lang)


def _choice_name(number: str, text: str) -> str:
    name = f"{number} — {text.splitlines()[0]}"
    return name if len(name) <= 100 else name[:99] + "…"


async def setup(bot: Bot) -> None:
    await bot.add_cog(CrCog(bot))
