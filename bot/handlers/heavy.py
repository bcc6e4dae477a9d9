"""CPU-heavy work (reading a board, checking its state-based actions) off the event loop.

A big board takes tens of milliseconds, a pathological one more; on the loop that time would
be every other interaction's. Heavy work runs on a small pool of its own threads, with a time
budget: beyond it the judge is told the board is too big to check, and with too much already
waiting, that Juez is busy. The pool is one thread on purpose: Python runs one thread at a time,
and the loop must keep getting its turn to answer everything else (with two workers, a lookup
behind twenty big boards waited twice as long: bench/burst.py).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from contextvars import ContextVar
from typing import TypeVar

from bot.errors import JuezError

T = TypeVar("T")

#: Seconds a board may take before "too big to check" (the answer is deferred after 2 s).
BUDGET = 5.0
#: Heavy jobs waiting or running before new ones are told to try again.
MAX_WAITING = 16

_pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="juez-heavy")

#: How often (seconds) a running thread must let another have the interpreter. CPython's 5 ms
#: default means that while a board is being checked, every step of the event loop (each
#: database reply, each socket read) can wait 5 ms for its turn: a 2 ms lookup took 500 ms
#: behind twenty big boards (bench/burst.py). At 0.5 ms the loop gets its turns promptly.
SWITCH_INTERVAL = 0.0005


def share_the_interpreter() -> None:
    """For a long-running front end that runs heavy work beside its event loop (the bot)."""
    import sys

    sys.setswitchinterval(SWITCH_INTERVAL)


_waiting = 0

#: Set by a front end that limits how many commands work at once (the Discord bot): called when
#: a command's work moves here, so light commands don't wait behind boards queued for the pool.
YIELD_SLOT: ContextVar[Callable[[], None] | None] = ContextVar("juez_yield_slot", default=None)


async def run_heavy(work: Callable[[], T], *, budget: float = BUDGET) -> T:
    """``work()`` on the heavy pool; a localized error past ``budget`` or when too many wait."""
    global _waiting
    if _waiting >= MAX_WAITING:
        raise JuezError("input.busy")
    give_back = YIELD_SLOT.get()
    if give_back is not None:
        give_back()
    _waiting += 1
    try:
        future = asyncio.get_running_loop().run_in_executor(_pool, work)
        try:
            return await asyncio.wait_for(asyncio.shield(future), budget)
        except TimeoutError:
            raise JuezError("input.too_big", seconds=budget) from None
    finally:
        _waiting -= 1
