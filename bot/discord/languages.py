"""Which language to answer in: your setting, the server's, your client's, the server's locale,
then the configured default. Stored in SQLite so it survives restarts."""

from __future__ import annotations

import discord

from bot.bounded import Lru
from bot.catalog import normalise_language
from bot.storage import Storage

#: Users and servers whose setting is kept in memory, the most recent: every interaction reads
#: one, and kept for every user ever seen the cache grew with each new one (bench/soak.py).
CACHED_USERS = 4096
CACHED_GUILDS = 1024


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
    """Preferences are read on every interaction, so they are cached; every write goes through
    here (and SQLite), so the cache never disagrees with the store."""

    def __init__(self, storage: Storage, default: str) -> None:
        self.storage = storage
        self.default = normalise_language(default)
        self._users: Lru[int, str | None] = Lru(CACHED_USERS)
        self._guilds: Lru[int, str | None] = Lru(CACHED_GUILDS)

    async def set_user(self, user_id: int, language: str | None) -> None:
        await self.storage.set_user_language(user_id, language)
        self._users[user_id] = language

    async def set_guild(self, guild_id: int, language: str | None) -> None:
        await self.storage.set_guild_language(guild_id, language)
        self._guilds[guild_id] = language

    async def _user(self, user_id: int) -> str | None:
        if user_id in self._users:
            return self._users[user_id]
        language = self._users[user_id] = await self.storage.user_language(user_id)
        return language

    async def _guild(self, guild_id: int) -> str | None:
        if guild_id in self._guilds:
            return self._guilds[guild_id]
        language = self._guilds[guild_id] = await self.storage.guild_language(guild_id)
        return language

    async def for_interaction(self, interaction: discord.Interaction) -> str:
        user = await self._user(interaction.user.id)
        if user:
            return user
        if interaction.guild_id is not None:
            guild = await self._guild(interaction.guild_id)
            if guild:
                return guild
        return language_of_locale(interaction.locale) or language_of_locale(interaction.guild_locale) or self.default
