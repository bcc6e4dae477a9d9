"""The process under faults (issue: reliability): malformed gateway events are skipped, and a
stopping bot answers what it started before it closes."""

from __future__ import annotations

import asyncio

import pytest

from bot.handlers import cr as cr_handlers
from tests.e2e.conftest import Started, text_of


async def test_an_interaction_without_a_token_is_skipped_and_the_bot_goes_on(started: Started) -> None:
    fake, _ = started
    broken = fake.command_payload("cr", {"rule": "704.5g"})
    await fake.send({"id": "1", "type": 2, "data": broken})  # no token, no application, no user
    body = await fake.answer(await fake.command("cr", {"rule": "704.5g"}))
    assert "704.5g" in text_of(body) and fake.connected


async def test_draining_answers_what_started_and_refuses_what_comes_after(
    started: Started, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, bot = started
    original = cr_handlers.cr

    async def slow(*args: object, **kwargs: object) -> object:
        await asyncio.sleep(0.8)
        return await original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cr_handlers, "cr", slow)
    first = await fake.command("cr", {"rule": "704.5g"})
    await asyncio.sleep(0.2)  # it is being answered
    drain = asyncio.create_task(bot.drain(5.0))
    await asyncio.sleep(0.05)
    late = await fake.command("cr", {"rule": "704.5g"})
    await drain
    assert "704.5g" in text_of(await fake.answer(first))
    await asyncio.sleep(0.2)
    assert not [r for r in fake.records if r.interaction_id == late]


async def test_sigterm_answers_the_commands_in_flight_then_exits_cleanly(
    fake: object, shared: object, tmp_path: object
) -> None:
    """`juez run` in its own process: five commands, SIGTERM right after them, all five answered."""
    import os
    import signal
    import subprocess
    import sys
    import time
    from pathlib import Path

    from bot.cr.ingest import import_bytes
    from bot.storage import Storage
    from tests.e2e.fake_discord import FakeDiscord

    assert isinstance(fake, FakeDiscord) and isinstance(shared, Path) and isinstance(tmp_path, Path)
    database = tmp_path / "run.sqlite3"
    async with Storage.open(database) as storage:
        await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
    env = {
        **os.environ,
        "DISCORD_TOKEN": "t",
        "DATABASE_PATH": str(database),
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "CARDS_URL": "http://127.0.0.1:9/none",
        "HTTP_RETRIES": "1",
        "LOG_LEVEL": "WARNING",
    }
    bot = subprocess.Popen([sys.executable, "-m", "bot.terminal.cli", "run"], env=env)
    try:
        deadline = time.monotonic() + 30
        while not (fake.synced and fake.connected) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        await asyncio.sleep(1.5)  # guilds ready
        sent = [await fake.command("sba", {"board": f"Grizzly Bears 2/2 damage {n}"}) for n in range(1, 6)]
        bot.send_signal(signal.SIGTERM)
        await fake.all_answered(sent, timeout=15)
        assert await asyncio.to_thread(bot.wait, 15) == 0
    finally:
        if bot.poll() is None:
            bot.kill()
