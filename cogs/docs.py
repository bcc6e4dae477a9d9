"""/ipg, /mtr, /jar: tournament policy by section, with autocomplete and sub-section buttons."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.commands import command, describe
from bot.discord.deadlines import autocomplete_turn
from bot.discord.views import Extra, reply_buttons, send_reply
from bot.handlers import docs as handlers
from bot.replies.docs import heading_label
from cogs._common import COOLDOWN_PER, COOLDOWN_RATE, Bot
from engine.policy import Document

MAX_CHOICES = 25
#: Buttons under a section: one per sub-section, as many as fit on a row beside the pages.
MAX_PART_BUTTONS = 5
reply_buttons(*(f"juez:{document.value}:part:{index}" for document in Document for index in range(MAX_PART_BUTTONS)))


class DocsCog(commands.Cog):
    def __init__(self, bot: Bot) -> None:
        self.bot = bot

    async def _answer(self, interaction: discord.Interaction, document: Document, section: str | None) -> None:
        lang = await self.bot.languages.for_interaction(interaction)
        services = self.bot.services
        view = await handlers.find(services, document, section or "")
        extras: list[Extra] = []
        headings = [p.heading for p in view.section.parts if p.heading] if view.section else []
        for index, heading in enumerate(dict.fromkeys(headings)):
            if index >= MAX_PART_BUTTONS:
                break

            async def show(button: discord.Interaction, heading: str = heading) -> None:
                await send_reply(button, handlers.part(view, heading, lang), lang, ephemeral=True)

            extras.append(Extra(heading_label(heading, lang), show, f"juez:{document.value}:part:{index}"))
        await send_reply(interaction, handlers.reply(services, view, lang), lang, extras=extras)

    async def _choices(
        self, interaction: discord.Interaction, document: Document, current: str
    ) -> list[app_commands.Choice[str]]:
        async with autocomplete_turn(interaction) as in_time:
            if not in_time:
                return []
            lang = await self.bot.languages.for_interaction(interaction)
            pairs = await handlers.suggestions(self.bot.services, document, current, lang)
            return [app_commands.Choice(name=label, value=value) for label, value in pairs[:MAX_CHOICES]]

    @app_commands.command(**command("ipg"))
    @app_commands.describe(**describe("ipg"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def ipg(self, interaction: discord.Interaction, section: app_commands.Range[str, 0, 100] = "") -> None:
        await self._answer(interaction, Document.IPG, section)

    @ipg.autocomplete("section")
    async def ipg_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, Document.IPG, current)

    @app_commands.command(**command("mtr"))
    @app_commands.describe(**describe("mtr"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def mtr(self, interaction: discord.Interaction, section: app_commands.Range[str, 0, 100] = "") -> None:
        await self._answer(interaction, Document.MTR, section)

    @mtr.autocomplete("section")
    async def mtr_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, Document.MTR, current)

    @app_commands.command(**command("jar"))
    @app_commands.describe(**describe("jar"))
    @app_commands.checks.cooldown(COOLDOWN_RATE, COOLDOWN_PER, key=lambda i: i.user.id)
    async def jar(self, interaction: discord.Interaction, section: app_commands.Range[str, 0, 100] = "") -> None:
        await self._answer(interaction, Document.JAR, section)

    @jar.autocomplete("section")
    async def jar_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._choices(interaction, Document.JAR, current)


async def setup(bot: Bot) -> None:
    await bot.add_cog(DocsCog(bot))
