"""/mana: is an ability a mana ability? (CR 605)"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import BY_NAME, choice_name, command, describe
from bot.discord.deadlines import autocomplete_turn
from bot.discord.views import send_reply
from bot.handlers import cards as card_handlers
from bot.handlers import mana as handlers
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot

CARD_TYPE_CHOICES = [
    app_commands.Choice(name=choice_name(value), value=value) for value in BY_NAME["mana"].option("card_type").choices
]


class ManaCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(**command("mana"))
    @app_commands.describe(**describe("mana"))
    @app_commands.choices(card_type=CARD_TYPE_CHOICES)
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def mana(
        self,
        interaction: discord.Interaction,
        ability: app_commands.Range[str, 1, 4000] | None = None,
        card_type: app_commands.Choice[str] | None = None,
        card: app_commands.Range[str, 1, 200] | None = None,
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.mana(
            self.bot.services, lang, ability=ability, card_type=card_type.value if card_type else None, card=card
        )
        await send_reply(interaction, reply, lang)

    @mana.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        async with autocomplete_turn(interaction) as in_time:
            if not in_time:
                return []
            lang = await self.bot.languages.for_interaction(interaction)
            pairs = await card_handlers.suggestions(self.bot.services, lang, current)
            return [app_commands.Choice(name=label, value=value) for label, value in pairs]


async def setup(bot: Bot) -> None:
    await bot.add_cog(ManaCog(bot))
