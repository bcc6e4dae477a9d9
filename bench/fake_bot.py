"""What the Discord benches share: `juez run` in its own process on core 0, against the fake
Discord from tests/e2e on this process's core, with the April 2026 CR stored."""

from __future__ import annotations

import asyncio
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.cr.ingest import import_bytes  # noqa: E402
from bot.storage import Storage  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
_BOT = (
    "import os; os.sched_setaffinity(0, {0}) if hasattr(os, 'sched_setaffinity') else None; "
    "from bot.terminal.cli import main; main(['run'])"
)


@contextlib.asynccontextmanager
async def bot_against_fake(
    prepare: Callable[[Path], Awaitable[None]] | None = None,
    bootstrap: str = _BOT,
    fake: FakeDiscord | None = None,
    **env_extra: str,
) -> AsyncIterator[tuple[FakeDiscord, subprocess.Popen[bytes]]]:
    """The fake Discord and a connected, ready bot process (stopped with SIGTERM afterwards).
    ``prepare(database)`` stores more before the bot starts (card data); ``bootstrap`` is the
    bot process's ``-c`` code; ``fake`` a fake of the bench's own; ``env_extra`` adds to the bot's
    environment."""
    if hasattr(os, "sched_setaffinity") and (os.cpu_count() or 1) > 1:
        os.sched_setaffinity(0, {1})
    fake = fake or FakeDiscord()
    await fake.start()
    try:
        with tempfile.TemporaryDirectory() as tmp:
            database = Path(tmp) / "bench.sqlite3"
            async with Storage.open(database) as storage:
                text = (SHARED / "data/cr/en/MagicCompRules-20260417.txt").read_bytes()
                await import_bytes(storage, text, source="bench")
            if prepare is not None:
                await prepare(database)
            env = {
                **os.environ,
                "DISCORD_TOKEN": "bench",
                "DATABASE_PATH": str(database),
                "LOG_LEVEL": "WARNING",
                "DISCORD_API_BASE": fake.api_base,
                "DISCORD_GATEWAY_URL": fake.gateway_url,
                "CARDS_URL": "http://127.0.0.1:9/none",  # no card download in a bench
                "HTTP_RETRIES": "1",
                **env_extra,
            }
            bot = subprocess.Popen([sys.executable, "-c", bootstrap], env=env, cwd=ROOT)
            try:
                deadline = time.monotonic() + 60
                while not (fake.synced and fake.connected) and time.monotonic() < deadline:
                    await asyncio.sleep(0.05)
                await asyncio.sleep(2.5)  # the bot waits for its guilds before it dispatches
                yield fake, bot
            finally:
                bot.terminate()
                await asyncio.to_thread(bot.wait, 15)  # the fake must keep answering while the bot drains
    finally:
        await fake.stop()
