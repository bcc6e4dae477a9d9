"""The gateway connection: a frame that can't be read resumes the session, and the bot can say
whether it is connected.

discord.py treats any exception it doesn't expect while reading a gateway frame (a text frame
that isn't JSON, JSON that isn't an object, a READY without its session) as fatal: the shard's
worker reports it, ``connect`` closes the whole client (its HTTP session and connector included)
and raises. A closed client doesn't reconnect, and can't be reopened in place: ``clear()`` drops
the closed HTTP session but not its closed connector, and ``login`` would run ``setup_hook``
(every extension) again. So such a frame is turned here into what discord.py does for a dropped
connection: close the socket (not with 1000, which would end the session) and resume, which also
replays the events that frame may have carried. Whatever still ends ``connect`` ends the process
(``serve``), so its supervisor starts a fresh one.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord.gateway import DiscordWebSocket, ReconnectWebSocket

from bot.discord import heartbeat

log = logging.getLogger(__name__)

#: What discord.py itself handles when reading a frame: passed on unchanged.
_HANDLED = (
    ReconnectWebSocket,
    discord.ConnectionClosed,
    discord.HTTPException,
    discord.GatewayNotFound,
    OSError,
    aiohttp.ClientError,
    asyncio.TimeoutError,
)
#: Unreadable frames this close together make the next resume wait (doubling, up to
#: ``MALFORMED_MAX_PAUSE``), so a gateway that sends only garbage isn't reconnected to in a loop.
MALFORMED_WINDOW = 60.0
MALFORMED_MAX_PAUSE = 30.0

_Receive = Callable[[DiscordWebSocket, Any], Awaitable[None]]


class _Malformed:
    """When unreadable frames came, to pace the resumes they cause."""

    def __init__(self) -> None:
        self.times: list[float] = []

    def pause(self) -> float:
        now = time.monotonic()
        self.times = [t for t in self.times if now - t < MALFORMED_WINDOW] + [now]
        extra = len(self.times) - 4  # three in a minute resume at once
        return 0.0 if extra < 0 else min(2.0**extra, MALFORMED_MAX_PAUSE)


_malformed = _Malformed()


def guard_frames() -> None:
    """Make an unreadable gateway frame resume the session instead of closing the client.
    Idempotent: the wrapper is installed on the class once per process."""
    original: _Receive = DiscordWebSocket.received_message
    if getattr(original, "juez_guarded", False):
        return

    async def received_message(self: DiscordWebSocket, msg: Any, /) -> None:
        try:
            await original(self, msg)
        except _HANDLED:
            raise
        except Exception as error:
            shown = msg[:80] if isinstance(msg, str | bytes) else type(msg).__name__
            pause = _malformed.pause()
            log.warning(
                "unreadable gateway frame on shard %s (%r: %s); resuming the session in %.0f s",
                self.shard_id,
                shown,
                error,
                pause,
            )
            await self.close(code=4000)  # not 1000: the session stays resumable
            if pause:
                await asyncio.sleep(pause)
            raise ReconnectWebSocket(self.shard_id, resume=True) from error

    received_message.juez_guarded = True  # type: ignore[attr-defined]
    DiscordWebSocket.received_message = received_message  # type: ignore[method-assign]


def connected(bot: discord.AutoShardedClient) -> bool:
    """Every shard has an open socket whose heartbeats are acknowledged. (discord.py closes a
    socket whose acknowledgements stop, so an open one with a measured latency is alive.)"""
    if bot.is_closed() or not bot.shards:
        return False
    return all(not shard.is_closed() and math.isfinite(shard.latency) for shard in bot.shards.values())


async def watch(bot: discord.AutoShardedClient, *, grace: float, beat_to: Path | None) -> float:
    """Keep the heartbeat file in step with the connection; return (how long it was down) once
    the gateway has been down longer than ``grace``: discord.py keeps reconnecting, with pauses
    that grow to minutes, and a process that long without a connection is better restarted."""
    step = min(heartbeat.EVERY, grace / 4)
    down_since: float | None = time.monotonic()
    while True:
        if connected(bot):
            down_since = None
            if beat_to is not None:
                _tell(heartbeat.beat, beat_to, bot.latency)
        else:
            now = time.monotonic()
            if beat_to is not None:
                _tell(heartbeat.clear, beat_to)
            if down_since is None:
                down_since = now
                log.warning("the Discord gateway is disconnected; discord.py is reconnecting")
            elif now - down_since > grace:
                return now - down_since
        await asyncio.sleep(step)


def _tell(write: Callable[..., None], *args: Any) -> None:
    """A heartbeat file that can't be written (a full disk, no permission) makes the health
    check fail, which is right; it mustn't stop the bot."""
    try:
        write(*args)
    except OSError as error:
        log.warning("the heartbeat file %s can't be written: %s", args[0], error)
