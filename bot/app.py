"""The Discord bot: ``JuezBot`` (or its sharded twin), its command tree and start-up.

Resources are built in ``run_bot`` and passed in; ``setup_hook`` installs the translator, loads
every cog as an extension, then syncs: to ``DEV_GUILD_ID`` when set, otherwise globally only
when the translated command payload changed since the last sync (remembered in SQLite), because
Discord rate-limits global syncs. One error handler turns every failure into a private message
in the user's language and logs the interaction id.
"""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.discord_ui import respond_error
from bot.handlers import Services
from bot.i18n.translator import JuezTranslator
from bot.ingest import IngestError, update_rules
from bot.languages import Languages
from bot.rules import RulesService
from bot.settings import Settings
from bot.storage import Storage

log = logging.getLogger(__name__)

EXTENSIONS: tuple[str, ...] = ("cogs.sba", "cogs.mana", "cogs.cr", "cogs.language", "cogs.help")
SYNC_HASH_KEY = "command_payload_sha256"


class JuezTree(app_commands.CommandTree["JuezBot"]):
    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        await respond_error(interaction, error)


class JuezMixin:
    """What the plain and the sharded bot share."""

    settings: Settings
    storage: Storage
    services: Services
    languages: Languages

    def _juez_init(self, settings: Settings, storage: Storage) -> None:
        self.settings = settings
        self.storage = storage
        self.services = Services(RulesService(storage), settings)
        self.languages = Languages(storage, settings.default_language)

    @property
    def juez_tree(self) -> JuezTree:
        return self.tree  # type: ignore[attr-defined,no-any-return]

    async def setup_hook(self) -> None:
        await self.juez_tree.set_translator(JuezTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)  # type: ignore[attr-defined]
        await self.sync_commands()

    async def command_payload(self) -> list[dict[str, Any]]:
        translator = JuezTranslator()
        tree = self.juez_tree
        return [await command.get_translated_payload(tree, translator) for command in tree.get_commands()]

    async def sync_commands(self) -> None:
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.juez_tree.copy_global_to(guild=guild)
            synced = await self.juez_tree.sync(guild=guild)
            log.info("synced %d commands to the development guild %s", len(synced), self.settings.dev_guild_id)
            return
        payload = json.dumps(await self.command_payload(), sort_keys=True, ensure_ascii=False)
        digest = hashlib.sha256(payload.encode()).hexdigest()
        if await self.storage.meta(SYNC_HASH_KEY) == digest:
            log.info("command payload unchanged: global sync skipped")
            return
        synced = await self.juez_tree.sync()
        await self.storage.set_meta(SYNC_HASH_KEY, digest)
        log.info("synced %d global commands", len(synced))


def _bot_options(settings: Settings) -> dict[str, Any]:
    intents = discord.Intents.none()
    intents.guilds = True
    return {
        "command_prefix": commands.when_mentioned,
        "intents": intents,
        "allowed_mentions": discord.AllowedMentions.none(),
        "tree_cls": JuezTree,
        "help_command": None,
    }


class JuezBot(JuezMixin, commands.Bot):
    def __init__(self, settings: Settings, storage: Storage, **options: Any) -> None:
        super().__init__(**{**_bot_options(settings), **options})
        self._juez_init(settings, storage)


class JuezShardedBot(JuezMixin, commands.AutoShardedBot):
    """Discord's own sharding: how one bot scales past one gateway connection."""

    def __init__(self, settings: Settings, storage: Storage, **options: Any) -> None:
        shards: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids:
            shards["shard_ids"] = settings.shard_ids
        super().__init__(**{**_bot_options(settings), **shards, **options})
        self._juez_init(settings, storage)


def point_at(settings: Settings) -> None:
    """Send REST and gateway traffic to a proxy (large bots do) or, in tests, to a fake Discord."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


def build_bot(settings: Settings, storage: Storage, **options: Any) -> JuezBot | JuezShardedBot:
    point_at(settings)
    if settings.shard_count is not None or settings.shard_ids:
        return JuezShardedBot(settings, storage, **options)
    return JuezBot(settings, storage, **options)


async def ensure_rules(storage: Storage, settings: Settings) -> None:
    """Without a stored CR, import the official one; offline, start anyway (/cr says how to import)."""
    if await storage.current_edition("en") is not None:
        return
    try:
        outcome = await update_rules(
            storage,
            source=None,
            default_url=settings.cr_url,
            timeout=settings.http_timeout,
            retries=settings.http_retries,
        )
        log.info("imported the Comprehensive Rules effective %s", outcome.edition.effective_date)
    except IngestError as exc:
        log.warning("could not import the Comprehensive Rules (%s); /cr will say how to import a file", exc.key)


async def run_bot(settings: Settings) -> None:
    if settings.discord_token is None:
        raise SystemExit("DISCORD_TOKEN is not set")
    async with Storage.open(settings.database_path) as storage:
        await ensure_rules(storage, settings)
        bot = build_bot(settings, storage)
        async with bot:
            await bot.start(settings.discord_token.get_secret_value())
