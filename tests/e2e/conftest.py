"""The real JuezBot, started against the fake Discord on loopback, with the April 2026 CR stored."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.discord.bot import JuezBot, build_bot
from bot.settings import Settings
from bot.storage import Storage
from tests.conftest import copy_of
from tests.e2e.fake_discord import FakeDiscord

Started = tuple[FakeDiscord, JuezBot]


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    base, gateway = discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY
    server = FakeDiscord()
    await server.start()
    try:
        yield server
    finally:
        await server.stop()
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = base, gateway


@pytest.fixture(autouse=True)
def _fresh_button_limits() -> None:
    """Button presses are rate-limited per user for the whole process: each test starts afresh,
    so one test's presses never throttle the next one's."""
    from bot.discord.views import BUTTON_PRESSES

    BUTTON_PRESSES._presses.clear()


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "juez.sqlite3"


@contextlib.asynccontextmanager
async def running_bot(fake: FakeDiscord, database: Path, **settings: Any) -> AsyncIterator[JuezBot]:
    config = Settings(
        _env_file=None,
        discord_token="fake-token",
        database_path=database,  # type: ignore[call-arg]
        discord_api_base=fake.api_base,
        discord_gateway_url=fake.gateway_url,
        **settings,
    )
    async with Storage.open(database) as storage:
        bot = build_bot(config, storage, guild_ready_timeout=0)
        await bot.login("fake-token")
        task = asyncio.create_task(bot.connect(reconnect=False))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 15)
            yield bot
        finally:
            await bot.close()
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task


@pytest.fixture
async def started(fake: FakeDiscord, database: Path, cr_template: Path) -> AsyncIterator[Started]:
    async with running_bot(fake, copy_of(cr_template, database)) as bot:
        yield fake, bot


def embeds(body: dict[str, Any]) -> list[dict[str, Any]]:
    return list((body.get("data") or body).get("embeds") or [])


def text_of(body: dict[str, Any]) -> str:
    parts: list[str] = []
    for embed in embeds(body):
        parts += [embed.get("title", ""), embed.get("description") or ""]
        parts += [f"{f['name']} {f['value']}" for f in embed.get("fields", [])]
        parts.append((embed.get("footer") or {}).get("text", ""))
    return "\n".join(parts)


Finder = Callable[[dict[str, Any]], list[dict[str, Any]]]


def buttons(body: dict[str, Any]) -> list[dict[str, Any]]:
    rows = (body.get("data") or body).get("components") or []
    return [c for row in rows for c in row.get("components", [])]


@pytest.fixture
async def with_cards(fake: FakeDiscord, tmp_path: Path, cards_cr_template: Path) -> AsyncIterator[Started]:
    """The bot on a store with the sample cards and the newest CR (for /card, /layers)."""
    async with running_bot(fake, copy_of(cards_cr_template, tmp_path / "juez.sqlite3")) as bot:
        yield fake, bot
