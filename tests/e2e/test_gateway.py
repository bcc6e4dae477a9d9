"""A connection that always comes back (issue 30, item 5), against the fake Discord with the real
``serve``: an unreadable frame, a close and an outage each end with the bot answering again, or
with ``serve`` giving up (``GatewayLost``: the process exits 75 for its supervisor); the heartbeat
file follows the connection; a rate-limited reply is sent again within its window and a reply
that can't be sent in time isn't sent at all."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import shutil
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.cr.ingest import import_bytes
from bot.discord import gateway, heartbeat
from bot.discord.bot import GatewayLost, JuezBot, build_bot, serve
from bot.settings import Settings
from bot.storage import Storage
from tests.e2e.conftest import text_of
from tests.e2e.fake_discord import DISCORD_EPOCH_MS, FakeDiscord


@pytest.fixture(scope="module")
def cr_template(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with the April 2026 CR, imported once for the module."""
    path = tmp_path_factory.mktemp("gateway-cr") / "cr.sqlite3"

    async def build() -> None:
        async with Storage.open(path) as storage:
            await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
            assert storage.writer is not None
            await storage.writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    asyncio.run(build())
    return path


#: A hang here fails in a minute with its stack, not after the suite's five.
pytestmark = pytest.mark.timeout(90)


@pytest.fixture(autouse=True)
def _a_fixed_reconnection_pause(monkeypatch: pytest.MonkeyPatch) -> None:
    """discord.py pauses a random, growing time before each reconnection (up to 2, 4, 8, 16 s …,
    never reset within a test): on a loaded CI machine one unlucky draw spent the heartbeat test's
    15 s. These tests are about what Juez does around a reconnection, not discord.py's pacing, so
    the pause is a fixed 0.2 s. Likewise the 5 s discord.py waits before identifying again
    (``before_identify_hook``, Discord's identify rate limit) is Discord's pacing, not Juez's."""
    monkeypatch.setattr(discord.backoff.ExponentialBackoff, "delay", lambda self: 0.2)

    async def identify_now(self: JuezBot, shard_id: int | None, *, initial: bool = False) -> None:
        return None

    monkeypatch.setattr(JuezBot, "before_identify_hook", identify_now)


@pytest.fixture(autouse=True)
def _no_earlier_bad_frames() -> None:
    """Resumes after unreadable frames are paced by how many came in the last minute: each test
    starts with none."""
    gateway._malformed.times.clear()


@contextlib.asynccontextmanager
async def serving(
    fake: FakeDiscord, database: Path, **settings: Any
) -> AsyncIterator[tuple[JuezBot, asyncio.Task[None]]]:
    """The bot as ``juez run`` runs it: logged in, then ``serve`` (reconnecting, watching)."""
    config = Settings(
        _env_file=None,
        discord_token="fake-token",
        database_path=database,
        discord_api_base=fake.api_base,
        discord_gateway_url=fake.gateway_url,
        **settings,
    )
    async with Storage.open(database) as storage:
        bot = build_bot(config, storage, guild_ready_timeout=0)
        await bot.login("fake-token")
        task = asyncio.create_task(serve(bot))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 15)
            yield bot, task
        finally:
            task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
            await bot.close()


@pytest.fixture
def database(cr_template: Path, tmp_path: Path) -> Path:
    target = tmp_path / "juez.sqlite3"
    shutil.copyfile(cr_template, target)
    return target


async def answers_again(fake: FakeDiscord, within: float = 10.0) -> str:
    """Ask /cr until an answer comes (a command sent while no socket is open reaches nobody)."""
    deadline = time.monotonic() + within
    while True:
        interaction = await fake.command("cr", {"rule": "704.5g"})
        try:
            return text_of(await fake.answer(interaction, timeout=1.0))
        except TimeoutError:
            if time.monotonic() > deadline:
                raise


@pytest.mark.parametrize("frame", ["not json at all", "[]", '"a string"', '{"op": 10, "d": {}}'])
async def test_an_unreadable_frame_resumes_the_session_and_the_bot_answers(
    fake: FakeDiscord, database: Path, frame: str
) -> None:
    async with serving(fake, database) as (_, served):
        before = len(fake.gateway_ops)
        await fake.send_raw(frame)
        assert await fake.connected_again(before, timeout=5) == "resume"
        assert "704.5g" in await answers_again(fake, within=5)
        assert not served.done()


@pytest.mark.parametrize("code", [1000, 4000])
async def test_a_close_discord_reconnects_after_ends_with_the_bot_answering(
    fake: FakeDiscord, database: Path, code: int
) -> None:
    async with serving(fake, database) as (_, served):
        before = len(fake.gateway_ops)
        await fake.close_sockets(code)
        await fake.connected_again(before, timeout=8)
        assert "704.5g" in await answers_again(fake, within=5)
        assert not served.done()


async def test_a_close_that_cant_be_reconnected_after_ends_serve_for_a_restart(
    fake: FakeDiscord, database: Path
) -> None:
    """4004 (authentication failed): discord.py closes the client for good; before, the process
    stayed alive with it, answering nothing. Now ``serve`` raises and ``juez run`` exits 75."""
    async with serving(fake, database) as (_, served):
        await fake.close_sockets(4004)
        with pytest.raises(GatewayLost, match="4004"):
            await asyncio.wait_for(served, 5)


async def test_an_outage_ends_with_the_bot_answering_again(fake: FakeDiscord, database: Path) -> None:
    """Discord unreachable (connections refused) for a while, then back: the same mechanism for
    1 s as for 20 s; discord.py's own reconnection brings the bot back."""
    async with serving(fake, database) as (_, served):
        before = len(fake.gateway_ops)
        await fake.outage(1.0)
        await fake.connected_again(before, timeout=15)
        assert "704.5g" in await answers_again(fake, within=5)
        assert not served.done()


async def test_a_gateway_down_longer_than_the_grace_ends_serve_for_a_restart(
    fake: FakeDiscord, database: Path, tmp_path: Path
) -> None:
    alive = tmp_path / "alive"
    async with serving(fake, database, gateway_grace=1.0, heartbeat_file=alive) as (_, served):
        outage = asyncio.create_task(fake.outage(4.0))
        with pytest.raises(GatewayLost, match="down for"):
            await asyncio.wait_for(served, 3.5)
        assert not alive.exists()
        await outage


async def test_the_heartbeat_file_follows_the_connection(
    fake: FakeDiscord, database: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.terminal.cli import main

    monkeypatch.setattr(heartbeat, "EVERY", 0.1)
    alive = tmp_path / "alive"
    monkeypatch.setenv("HEARTBEAT_FILE", str(alive))
    monkeypatch.setenv("DATABASE_PATH", str(database))

    async def state(connected: bool, within: float) -> None:
        deadline = time.monotonic() + within
        while heartbeat.read(alive).connected is not connected:
            assert time.monotonic() < deadline, f"the heartbeat file never said connected={connected}"
            await asyncio.sleep(0.05)

    async with serving(fake, database, heartbeat_file=alive):
        await state(True, 2)
        assert main(["doctor", "--live"]) == 0
        outage = asyncio.create_task(fake.outage(1.5))
        await state(False, 1)
        assert main(["doctor", "--live"]) == 1
        await outage
        await state(True, 15)
        assert "704.5g" in await answers_again(fake, within=5)
    assert not alive.exists()  # a stopped bot leaves no file saying it's connected
    assert main(["doctor", "--live"]) == 1


# -- replies within their window ----------------------------------------------------------------


async def test_a_rate_limited_callback_is_sent_again_after_retry_after(fake: FakeDiscord, database: Path) -> None:
    """Before: 3 of 5 /cr got "something went wrong" after one 429 each."""
    async with serving(fake, database):
        fake.callback_faults += [(429, 0.5)] * 3
        sent = [await fake.command("cr", {"rule": "704.5g"}, user_id=f"80000000000000000{n}") for n in range(5)]
        bodies = [await fake.answer(i, timeout=5) for i in sent]
    assert all("704.5g" in text_of(body) for body in bodies)
    assert len(fake.rejected) == 3
    for rejected in fake.rejected:
        answered = fake.answered_at[rejected.interaction_id]
        assert answered - rejected.at >= 0.45  # Retry-After honoured


def _created(interaction_id: str) -> float:
    return ((int(interaction_id) >> 22) + DISCORD_EPOCH_MS) / 1000


async def test_a_callback_that_cant_go_out_in_time_is_logged_not_sent_late(
    fake: FakeDiscord, database: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Persistent 500s on callbacks: discord.py alone retried for 16 s, then sent the error reply
    as late again. Now nothing is attempted past the 3 s window, and it is logged."""
    async with serving(fake, database):
        fake.callback_faults += [(500, 0.0)] * 50
        with caplog.at_level(logging.WARNING):
            interaction = await fake.command("cr", {"rule": "704.5g"})
            await asyncio.sleep(4.5)
    tries = [r for r in fake.rejected if r.interaction_id == interaction]
    assert tries and not [r for r in fake.records if r.interaction_id == interaction]
    created = _created(interaction) - time.time() + time.perf_counter()  # on the records' clock
    assert all(r.at - created < 3.0 for r in tries)
    assert any("couldn't reach Discord within its window" in r.getMessage() for r in caplog.records)


async def test_a_retry_after_past_the_window_is_not_waited_for(fake: FakeDiscord, database: Path) -> None:
    async with serving(fake, database):
        fake.callback_faults.append((429, 5.0))
        interaction = await fake.command("cr", {"rule": "704.5g"})
        await asyncio.sleep(1.0)
        assert [r.interaction_id for r in fake.rejected] == [interaction]
        assert not [r for r in fake.records if r.interaction_id == interaction]  # no error reply either
        assert "704.5g" in await answers_again(fake, within=3)  # the next command is answered


def test_discord_py_still_has_what_the_guards_wrap() -> None:
    """A discord.py upgrade that renames these fails here, not silently in production."""
    from discord.gateway import DiscordWebSocket, ReconnectWebSocket
    from discord.webhook.async_ import AsyncWebhookAdapter, async_context

    assert callable(DiscordWebSocket.received_message) and issubclass(ReconnectWebSocket, Exception)
    assert callable(AsyncWebhookAdapter.request) and isinstance(async_context.get(), AsyncWebhookAdapter)
    assert hasattr(discord.Client, "shards") or hasattr(discord.AutoShardedClient, "shards")
