"""End to end: a burst reaches Discord over a bounded number of connections (issue 30, item 3).

discord.py's own HTTP connector has no limit, so a burst of 2,000 interactions opened up to
2,000 connections at once, each with its transport, parser and buffers; the bot's memory kept
the high-water mark of all of them (bench/soak.py). Its connections are now capped; every
answer still goes out."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

import pytest

from tests.e2e.conftest import running_bot
from tests.e2e.fake_discord import FakeDiscord


async def test_a_burst_goes_out_over_at_most_the_allowed_connections(
    fake: FakeDiscord, database: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.discord import bot as module

    monkeypatch.setattr(module, "HTTP_CONNECTIONS", 4)
    most = 0

    async def watch() -> None:
        nonlocal most
        while True:
            most = max(most, len(fake._runner.server.connections))  # type: ignore[union-attr]
            await asyncio.sleep(0)

    async with running_bot(fake, database) as _:
        watcher = asyncio.create_task(watch())
        try:
            sent = [await fake.command("help", {}, user_id=str(800000000000001000 + n)) for n in range(60)]
            await fake.all_answered(sent, timeout=30)
        finally:
            watcher.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await watcher
        assert all(i in fake.answered_at for i in sent)
    assert 1 < most <= 4
