"""Discord's 3-second deadline: answer in time, or defer in time, or don't start at all.

Discord drops an interaction whose first response comes more than 3 s after it was created;
work done for it after that is wasted, and answering it fails twice (callback, error handler).
Under a burst the event loop's queue is what makes answers late, so:

- an interaction already past its deadline when its turn comes is dropped without work (counted,
  and the count logged at INFO once a minute at most);
- a command that would wait for its turn longer than ``QUEUE_WAIT`` (the queue ahead of it
  times the measured pace), or that is already ``BACKLOG`` old, is deferred on arrival
  ("Juez is thinking…"), and so are the commands admitted just before the queue formed; the
  answer follows as a follow-up message, after every acknowledgement is out;
- every other command gets a timer: if it hasn't answered by ``DEFER_AT``, it is deferred.

Ages come from the interaction's snowflake (Discord's clock), so they include the time the event
spent in the gateway and in our queue.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
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


class TooLate(discord.DiscordException):
    """A reply that couldn't go out within its interaction's window (3 s for the first response,
    ``TOKEN_LIFETIME`` for the rest): logged, never sent late (bot/discord/delivery.py)."""

    def __init__(self, what: str, late_by: float) -> None:
        super().__init__(f"{what}: past its window by {late_by:.1f} s")
        self.what = what
        self.late_by = late_by


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


#: Defer at once when the commands already queued would keep this one waiting longer than this:
#: its deferral then goes out while the queue is short, not in a storm of timers at ``DEFER_AT``.
QUEUE_WAIT = 0.5
#: A first guess of how long a command holds its slot, until the bot has measured some.
FIRST_HOLD = 0.016
#: Weight of the newest measurement in the running mean of slot hold times.
HOLD_WEIGHT = 0.05


class WorkSlots:
    """At most ``size`` commands do their work at once; the rest wait their turn, in order.

    Without it a burst of 2,000 commands shares the loop evenly and every one of them finishes
    late; with it the loop stays free to acknowledge (defer) what waits, and work completes in
    arrival order. A slot is released when the command completes or fails, or after
    ``lease`` seconds at the latest, so a lost release can't shrink the pool for good.

    It also knows how long the queue is in time (commands waiting × the running mean of how
    long each holds a slot, over the slots), so a command that would wait past ``QUEUE_WAIT`` is
    acknowledged on arrival; and while acknowledgements are on their way no work starts, since
    a late acknowledgement loses the interaction and late work only makes an answer later. (A
    command not yet acknowledged doesn't wait: its answer is its acknowledgement.) Nor does the
    cyclic collector run then: a full collection during a burst took 0.05-0.3 s each time, and
    a burst set off several (bench/burst.py); it runs when the last acknowledgement is out.
    """

    def __init__(self, size: int = 8, lease: float = 60.0) -> None:
        self._free = asyncio.Semaphore(size)
        self.size = size
        self.lease = lease
        self.queued = 0
        """Commands waiting for a slot or holding one."""
        self.hold = FIRST_HOLD
        self.deferring = 0
        self._acknowledged = asyncio.Event()
        self._acknowledged.set()
        self._unanswered: dict[int, discord.Interaction] = {}
        self._collector_paused = False

    def admit(self, interaction: discord.Interaction) -> None:
        """Work on it without deferring, with a timer that defers it at ``DEFER_AT`` if needed."""

        async def timer() -> None:
            await asyncio.sleep(max(0.0, DEFER_AT - age(interaction)))
            await self.defer_now(interaction)

        task = asyncio.get_running_loop().create_task(timer())
        interaction.extras[TIMER] = task
        self._unanswered[interaction.id] = interaction
        task.add_done_callback(lambda _: self._unanswered.pop(interaction.id, None))

    def acknowledge_admitted(self) -> None:
        """A backlog has formed behind the commands admitted without deferral: each await of
        theirs now waits behind it, so they are deferred now, ahead of it, not by their timers."""
        loop = asyncio.get_running_loop()
        for interaction in list(self._unanswered.values()):
            timer = interaction.extras.get(TIMER)
            if timer is None or timer.done() or interaction.extras.get(ANSWERING):
                continue
            timer.cancel()
            interaction.extras[TIMER] = loop.create_task(self.defer_now(interaction))
        self._unanswered.clear()

    def expected_wait(self) -> float:
        """Seconds a command arriving now would wait for its slot, by the recent pace."""
        return max(0, self.queued - self.size + 1) * self.hold / self.size

    async def defer_now(self, interaction: discord.Interaction) -> None:
        """Defer at once: the first response goes out before the work queues."""
        if interaction.response.is_done() or not start_answering(interaction):
            return
        if not self.deferring:
            self._acknowledged.clear()
            self._collector_paused = gc.isenabled()
            gc.disable()  # a full collection now would hold every acknowledgement back
        self.deferring += 1
        try:
            with contextlib.suppress(discord.HTTPException, discord.InteractionResponded, TooLate):
                await interaction.response.defer(thinking=True)
        finally:
            self.deferring -= 1
            if not self.deferring:
                self._acknowledged.set()
                if self._collector_paused:
                    gc.enable()

    async def take(self, interaction: discord.Interaction) -> None:
        self.queued += 1
        try:
            if self.deferring and interaction.response.is_done():  # acknowledgements go out first
                with contextlib.suppress(TimeoutError):
                    async with asyncio.timeout(DEFER_AT):
                        await self._acknowledged.wait()
            await self._free.acquire()
        except BaseException:
            self.queued -= 1
            raise
        released = False
        loop = asyncio.get_running_loop()
        taken = loop.time()

        def release() -> None:
            nonlocal released
            if not released:
                released = True
                self.queued -= 1
                self.hold += HOLD_WEIGHT * (loop.time() - taken - self.hold)
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
#: ``interaction.extras`` key of the task that defers an admitted command (a reply cancels it).
TIMER = "juez_timer"


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
