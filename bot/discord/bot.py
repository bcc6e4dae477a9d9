"""The Discord bot: ``JuezBot``, its command tree and start-up.

One ``AutoShardedBot`` subclass: with no ``SHARD_COUNT`` it asks Discord how many shards to run
(one, for any bot under 2,500 servers), so the same class serves a small and a large bot.
Resources are built in ``run_bot`` and passed in; ``setup_hook`` installs the translator, loads
every cog named in the command registry, then syncs: to ``DEV_GUILD_ID`` when set, otherwise
globally only when the translated command payload changed since the last sync (remembered in
SQLite), because Discord rate-limits global syncs.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import hashlib
import json
import logging
import signal
from collections.abc import Callable
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.ext import commands

from bot.cards.ingest import import_if_missing as import_cards_if_missing
from bot.cards.service import CardService
from bot.commands import EXTENSIONS
from bot.cr.ingest import import_if_missing
from bot.cr.service import RulesService
from bot.discord import delivery, gateway, heartbeat
from bot.discord.deadlines import BACKLOG, QUEUE_WAIT, Dropped, WorkSlots, age, expired
from bot.discord.languages import Languages
from bot.discord.translator import JuezTranslator
from bot.discord.trim import trim_when_idle
from bot.discord.views import expired_buttons, respond_error
from bot.docs.ingest import import_if_missing as import_docs_if_missing
from bot.docs.service import PolicyService
from bot.docs.store import DocumentStore
from bot.handlers import Services
from bot.handlers.heavy import OWNER, configure, inline, share_the_interpreter
from bot.quiz.service import QuizService
from bot.settings import Settings
from bot.storage import Storage, open_healthy

log = logging.getLogger(__name__)

SYNC_HASH_KEY = "command_payload_sha256"
#: Connections to Discord open at once. discord.py's connector has no limit: a burst of 2,000
#: interactions opened up to 2,000 (a transport, parser and buffers each; 1,000-1,900 still open
#: 3 s after the burst), and since Python's allocator keeps an arena while anything in it lives,
#: the bot's memory kept the high-water mark of every burst (bench/soak.py: +15 to +20 MB from
#: burst 2 to 8 without the limit, +2.9 to +4.1 MB with it). A burst's replies queue for a
#: connection instead: at 64 they waited for them (p50 1.2-1.7 s against 0.5-1.3 s); at 256 the
#: first responses are as fast as without a limit.
HTTP_CONNECTIONS = 256


class JuezTree(app_commands.CommandTree["JuezBot"]):
    """Drops interactions already past Discord's deadline; defers commands that run long."""

    def __init__(self, client: JuezBot, **options: Any) -> None:
        super().__init__(client, **options)
        self.dropped = Dropped()
        self.slots = WorkSlots()
        self.in_flight: set[int] = set()
        self.closing = False

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if expired(interaction) or self.closing:
            self.dropped.add()
            return False
        if interaction.type is discord.InteractionType.application_command:
            self.in_flight.add(interaction.id)  # from now on a stopping bot waits for it
            if age(interaction) > BACKLOG or self.slots.expected_wait() > QUEUE_WAIT:
                self.slots.acknowledge_admitted()  # a backlog: acknowledge first, work after
                await self.slots.defer_now(interaction)
            else:
                self.slots.admit(interaction)
            await self.slots.take(interaction)
            OWNER.set(interaction.user.id)  # the command's own task: its heavy work is this user's
        return True

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        WorkSlots.give_back(interaction)
        try:
            await respond_error(interaction, error)
        finally:
            self.in_flight.discard(interaction.id)


class JuezBot(commands.AutoShardedBot):
    tree: JuezTree

    def __init__(self, settings: Settings, storage: Storage, **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        shards: dict[str, Any] = {"shard_count": settings.shard_count}
        if settings.shard_ids:
            shards["shard_ids"] = settings.shard_ids
        defaults: dict[str, Any] = {
            "command_prefix": commands.when_mentioned,
            "intents": intents,
            "allowed_mentions": discord.AllowedMentions.none(),
            "tree_cls": JuezTree,
            "help_command": None,
        }
        super().__init__(**{**defaults, **shards, **options})
        self.settings = settings
        self.storage = storage
        rules, cards = RulesService(storage), CardService(storage)
        self.services = Services(settings, rules, cards, PolicyService(storage), QuizService(storage, rules, cards))
        self.languages = Languages(storage, settings.default_language)

    async def login(self, token: str) -> None:
        """With a connector of ``HTTP_CONNECTIONS`` (discord.py makes an unlimited one here)."""
        if self.http.connector is discord.utils.MISSING:
            self.http.connector = aiohttp.TCPConnector(limit=HTTP_CONNECTIONS)
        await super().login(token)

    async def on_app_command_completion(self, interaction: discord.Interaction, command: object) -> None:
        WorkSlots.give_back(interaction)
        self.tree.in_flight.discard(interaction.id)

    async def drain(self, timeout: float) -> None:
        """Refuse new commands and wait (up to ``timeout``) for those being answered."""
        self.tree.closing = True
        deadline = asyncio.get_running_loop().time() + timeout
        while self.tree.in_flight and asyncio.get_running_loop().time() < deadline:
            await asyncio.sleep(0.05)
        if self.tree.in_flight:
            log.warning(
                "stopping with %d commands unanswered: %s", len(self.tree.in_flight), sorted(self.tree.in_flight)
            )

    def _guard_gateway_parsers(self) -> None:
        """A malformed gateway event is logged and skipped instead of ending the connection:
        each of discord.py's event parsers is wrapped (they live in ``ConnectionState.parsers``,
        the table the gateway reads)."""
        parsers = getattr(self._connection, "parsers", None)
        if not isinstance(parsers, dict):
            return
        for event, parse in list(parsers.items()):
            parsers[event] = _guarded(event, parse)

    @property
    def rules(self) -> RulesService:
        return self.services.require_rules()

    async def setup_hook(self) -> None:
        self._guard_gateway_parsers()
        await self.tree.set_translator(JuezTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        for catch_all in expired_buttons():  # reply buttons whose view is gone say so
            self.add_view(catch_all)
        await self.sync_commands()
        await self._warm_up()
        self._trimming = asyncio.create_task(
            trim_when_idle(lambda: bool(self.tree.in_flight or self.tree.slots.queued), self.is_closed)
        )

    async def _warm_up(self) -> None:
        """Build, before connecting, what the first commands would otherwise build while judges
        wait: every handler's modules and caches (the board grammar's parser, the card catalog,
        the CR's glossary and citations, the documents' indexes), each command run once in both
        languages. Measured (bench/burst.py, same VM): the first burst of 2,000 got 31% of its
        first responses in time against a cold bot, 93% against a warm one."""
        from bot.commands import BY_NAME

        if self.services.cards is not None:
            catalog = await self.services.cards.catalog()
            if catalog is not None:
                catalog.compact()  # held for the bot's life: compressed, before the collector freezes it
        for name, options in WARM_UP.items():
            for lang in ("en", "es"):
                with contextlib.suppress(Exception), inline():  # nothing stored yet: that command says so later
                    await BY_NAME[name].run(self.services, lang, **options)
        # What start-up built lives as long as the process: the collector needn't walk it again
        # (tens of thousands of objects with cards stored; full collections stalled the loop).
        gc.collect()
        gc.freeze()

    async def command_payload(self) -> list[dict[str, Any]]:
        translator = JuezTranslator()
        return [await command.get_translated_payload(self.tree, translator) for command in self.tree.get_commands()]

    async def sync_commands(self) -> None:
        if self.settings.dev_guild_id is not None:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
            log.info("synced %d commands to the development guild %s", len(synced), self.settings.dev_guild_id)
            return
        payload = json.dumps(await self.command_payload(), sort_keys=True, ensure_ascii=False)
        digest = hashlib.sha256(payload.encode()).hexdigest()
        if await self.storage.meta(SYNC_HASH_KEY) == digest:
            log.info("command payload unchanged: global sync skipped")
            return
        synced = await self.tree.sync()
        await self.storage.set_meta(SYNC_HASH_KEY, digest)
        log.info("synced %d global commands", len(synced))


#: One cheap run of each command, to warm it up (see ``JuezBot._warm_up``).
WARM_UP: dict[str, dict[str, Any]] = {
    "sba": {"board": "Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears"},
    "mana": {"ability": "{T}: Add {G}."},
    "card": {"name": "Grizzly Bears"},
    "cr": {"rule": "704.5g"},
    "define": {"term": "deathtouch"},
    "search": {"query": "lethal damage"},
    "ipg": {"section": "HCE"},
    "help": {},
    "layers": {"board": "Grizzly Bears; Glorious Anthem"},
}


def point_at(settings: Settings) -> None:
    """Send REST and gateway traffic to a proxy (large bots do) or, in tests, to a fake Discord."""
    if settings.discord_api_base:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


def _guarded(event: str, parse: Callable[[Any], None]) -> Callable[[Any], None]:
    def guarded(data: Any) -> None:
        try:
            parse(data)
        except Exception:
            log.exception("skipped a malformed %s event from the gateway", event)

    return guarded


def build_bot(settings: Settings, storage: Storage, **options: Any) -> JuezBot:
    point_at(settings)
    gateway.guard_frames()
    delivery.install()  # before the connection's tasks start: they inherit it
    return JuezBot(settings, storage, **options)


async def run_bot(settings: Settings) -> None:
    if settings.discord_token is None:
        raise SystemExit("DISCORD_TOKEN is not set")
    share_the_interpreter()
    configure(settings.board_budget)
    async with open_healthy(settings.database_path) as storage:
        await import_if_missing(storage, settings)
        await import_cards_if_missing(
            storage, settings.cards_url, timeout=settings.http_timeout, retries=settings.http_retries
        )
        await import_docs_if_missing(DocumentStore(storage), settings)
        bot = build_bot(settings, storage)
        async with bot:
            await bot.login(settings.discord_token.get_secret_value())
            await serve(bot)


#: How long a stopping bot waits for the commands it is answering.
DRAIN_SECONDS = 10.0


class GatewayLost(Exception):
    """The Discord connection can't come back in this process: exit non-zero (``EXIT_GATEWAY``)
    so the supervisor (systemd, Docker's restart policy) starts a fresh one."""


#: EX_TEMPFAIL: a failure a restart may fix.
EXIT_GATEWAY = 75


async def serve(bot: JuezBot) -> None:
    """Stay connected until SIGTERM or SIGINT, then drain: no new commands, the ones being
    answered finish (up to ``DRAIN_SECONDS``), and the connection closes cleanly.

    discord.py reconnects by itself after a dropped connection, a close it may reconnect after
    and an outage (resuming the session when it can), and an unreadable frame resumes too
    (bot/discord/gateway.py). Whatever still ends ``connect`` has closed the client for good (a
    close Discord says not to reconnect after, anything unexpected), and a closed client can't be
    reopened in place; the gateway down longer than ``GATEWAY_GRACE`` is no better. Both raise
    ``GatewayLost``: the process exits non-zero for its supervisor to restart it, instead of
    staying alive and answering nothing."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    handled: list[int] = []
    for name in ("SIGTERM", "SIGINT"):
        with contextlib.suppress(NotImplementedError, AttributeError, ValueError, RuntimeError):
            loop.add_signal_handler(getattr(signal, name), stop.set)
            handled.append(getattr(signal, name))
    settings = bot.settings
    beat_to = settings.heartbeat_file
    connection = asyncio.create_task(bot.connect(reconnect=True))
    stopping = asyncio.create_task(stop.wait())
    watch = asyncio.create_task(gateway.watch(bot, grace=settings.gateway_grace, beat_to=beat_to))
    try:
        await asyncio.wait({connection, stopping, watch}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            await bot.drain(DRAIN_SECONDS)
            return
        error: BaseException | None = None
        if connection.done():
            error = None if connection.cancelled() else connection.exception()
            if isinstance(error, discord.LoginFailure | discord.PrivilegedIntentsRequired):
                raise error  # a wrong token or setting: restarting can't fix it
            reason = f"the Discord connection ended ({error!r})"
        else:
            reason = f"the Discord gateway was down for {watch.result():.0f} s"
        log.critical("%s; exiting so the supervisor starts Juez again", reason)
        raise GatewayLost(reason) from error
    finally:
        for task in (watch, stopping, connection):
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if beat_to is not None:
            heartbeat.clear(beat_to)
        for number in handled:
            loop.remove_signal_handler(number)
