"""/mana: is an ability a mana ability? (CR 605)"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot import handlers
from bot.discord_ui import send_reply
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot

CARD_TYPE_CHOICES = [app_commands.Choice(name=name, value=name) for name in handlers.CARD_TYPES]


class ManaCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    @app_commands.command(name="mana", description="Is it a mana ability? (CR 605)")
    @app_commands.describe(
        ability="Card text; one ability per line (or separate them with \\n)",
        card_type="Card type, so a spell's effect is told from a static ability",
    )
    @app_commands.choices(card_type=CARD_TYPE_CHOICES)
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def mana(
        self,
        interaction: discord.Interaction,
        ability: app_commands.Range[str, 1, 4000],
        card_type: app_commands.Choice[str] | None = None,
    ) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        reply = await handlers.mana(self.bot.services, ability, card_type.value if card_type else None, lang)
        await send_reply(interaction, reply, lang)


async def setup(bot: Bot) -> None:
    await bot.add_cog(ManaCog(bot))
