"""Discord's 3-second deadline: answer in time, or defer in time, or don't start at all.

Discord drops an interaction whose first response comes more than 3 s after it was created;
work done for it after that is wasted, and answering it fails twice (callback, error handler).
Under a burst the event loop's queue is what makes answers late, so:

- an interaction already past its deadline when its turn comes is dropped without work (counted,
  and the count logged at INFO once a minute at most);
- every command gets a timer: if it hasn't answered when its budget is spent, it is deferred
  ("Juez is thinking…"), and the answer follows as a follow-up message.

Ages come from the interaction's snowflake (Discord's clock), so they include the time the event
spent in the gateway and in our queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
import weakref
from collections.abc import AsyncIterator

import discord

from bot.handlers.heavy import YIELD_SLOT

log = logging.getLogger(__name__)

#: Discord's deadline for the first response.
DEADLINE = 3.0
#: When a command that hasn't answered yet is deferred: margin left for the defer to arrive.
DEFER_AT = 2.0
#: An interaction already this old when its turn comes means the loop is queueing: it is
#: deferred at once (one cheap call), before its work joins the queue.
BACKLOG = 0.3
#: Older than this, an age is clock skew or a replay, not a queue: never dropped for it.
TOKEN_LIFETIME = 15 * 60.0
#: Set on ``interaction.extras`` by whoever starts answering, so the timer never races a reply.
ANSWERING = "juez_answering"


def age(interaction: discord.Interaction) -> float:
    """Seconds since Discord created the interaction (its snowflake's time)."""
    return time.time() - interaction.created_at.timestamp()


def expired(interaction: discord.Interaction) -> bool:
    return DEADLINE < age(interaction) < TOKEN_LIFETIME


class Dropped:
    """Counts interactions dropped for being late; logs the count at most once a minute."""

    def __init__(self, every: float = 60.0) -> None:
        self.count = 0
        self.total = 0
        self.every = every
        self._last = time.monotonic()

    def add(self) -> None:
        self.count += 1
        self.total += 1
        now = time.monotonic()
        if now - self._last >= self.every:
            log.info("dropped %d interactions that were past Discord's 3 s deadline", self.count)
            self.count, self._last = 0, now


def start_answering(interaction: discord.Interaction) -> bool:
    """Claim the first response; False when the deferral timer already took it."""
    if interaction.extras.get(ANSWERING):
        return False
    interaction.extras[ANSWERING] = True
    return True


#: Deferrals on their way: while there are any, no new work starts (acknowledging comes first).
_deferring = 0


async def defer_now(interaction: discord.Interaction) -> None:
    """Defer at once (under a backlog): the first response goes out before the work queues."""
    global _deferring
    if interaction.response.is_done() or not start_answering(interaction):
        return
    _deferring += 1
    try:
        with contextlib.suppress(discord.HTTPException, discord.InteractionResponded):
            await interaction.response.defer(thinking=True)
    finally:
        _deferring -= 1


def defer_if_slow(interaction: discord.Interaction) -> asyncio.Task[None]:
    """A timer that defers the interaction if nothing has answered it by ``DEFER_AT``."""

    async def timer() -> None:
        await asyncio.sleep(max(0.0, DEFER_AT - age(interaction)))
        if interaction.response.is_done() or not start_answering(interaction):
            return
        with contextlib.suppress(discord.HTTPException, discord.InteractionResponded):
            await interaction.response.defer(thinking=True)

    return asyncio.get_running_loop().create_task(timer())


class WorkSlots:
    """At most ``size`` commands do their work at once; the rest wait their turn, in order.

    Without it a burst of 2,000 commands shares the loop evenly and every one of them finishes
    late; with it the loop stays free to acknowledge (defer) what waits, and work completes in
    arrival order. A slot is released when the command completes or fails, or after
    ``lease`` seconds at the latest, so a lost release can't shrink the pool for good.
    """

    def __init__(self, size: int = 8, lease: float = 60.0) -> None:
        self._free = asyncio.Semaphore(size)
        self.lease = lease

    async def take(self, interaction: discord.Interaction) -> None:
        waited = 0.0
        while _deferring and waited < DEFER_AT:  # let the acknowledgements out first
            await asyncio.sleep(0.01)
            waited += 0.01
        await self._free.acquire()
        released = False
        loop = asyncio.get_running_loop()

        def release() -> None:
            nonlocal released
            if not released:
                released = True
                self._free.release()
                fallback.cancel()

        fallback = loop.call_later(self.lease, release)
        interaction.extras[SLOT] = release
        YIELD_SLOT.set(release)  # the command's own task: heavy work gives the slot back

    @staticmethod
    def give_back(interaction: discord.Interaction) -> None:
        release = interaction.extras.pop(SLOT, None)
        if release is not None:
            release()


SLOT = "juez_slot"


#: Autocompletes answered at once; the rest wait their turn in arrival order (one gate per
#: event loop: a semaphore belongs to the loop it first waited in).
AUTOCOMPLETES_AT_ONCE = 4
_completing: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, asyncio.Semaphore] = weakref.WeakKeyDictionary()


@contextlib.asynccontextmanager
async def autocomplete_turn(interaction: discord.Interaction) -> AsyncIterator[bool]:
    """An autocomplete's turn, in arrival order; False when it came too late to be shown
    (Discord drops suggestions after 3 s), so the caller answers with nothing at once."""
    loop = asyncio.get_running_loop()
    gate = _completing.get(loop)
    if gate is None:
        gate = _completing[loop] = asyncio.Semaphore(AUTOCOMPLETES_AT_ONCE)
    async with gate:
        yield age(interaction) < DEADLINE - 0.3 or age(interaction) >= TOKEN_LIFETIME
