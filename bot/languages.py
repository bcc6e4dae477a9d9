"""Which language to answer in: your setting, the server's, your client's, the server's locale,
then the configured default. Stored in SQLite so it survives restarts."""

from __future__ import annotations

import discord

from bot.i18n import normalise_language
from bot.storage import Storage


def language_of_locale(locale: discord.Locale | str | None) -> str | None:
    """Spanish for es-ES and es-419; English for English locales; None for anything else."""
    if locale is None:
        return None
    value = str(locale.value if isinstance(locale, discord.Locale) else locale)
    if value.startswith("es"):
        return "es"
    if value.startswith("en"):
        return "en"
    return None


class Languages:
    def __init__(self, storage: Storage, default: str) -> None:
        self.storage = storage
        self.default = normalise_language(default)

    async def for_interaction(self, interaction: discord.Interaction) -> str:
        user = await self.storage.user_language(interaction.user.id)
        if user:
            return user
        if interaction.guild_id is not None:
            guild = await self.storage.guild_language(interaction.guild_id)
            if guild:
                return guild
        return language_of_locale(interaction.locale) or language_of_locale(interaction.guild_locale) or self.default
