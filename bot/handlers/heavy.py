"""CPU-heavy work (reading a board, checking its state-based actions) off the event loop.

A big board takes tens of milliseconds, a pathological one more; on the loop that time would
be every other interaction's. Heavy work runs on a small pool of its own threads, with a time
budget: beyond it the judge is told the board is too big to check, and with too much already
waiting, that Juez is busy. The pool is small on purpose: Python runs one thread at a time, and
the loop must keep getting its turn to answer everything else.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from bot.errors import JuezError

T = TypeVar("T")

#: Seconds a board may take before "too big to check" (the answer is deferred after 2 s).
BUDGET = 5.0
#: Heavy jobs waiting or running before new ones are told to try again.
MAX_WAITING = 16

_pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="juez-heavy")
_waiting = 0


async def run_heavy(work: Callable[[], T], *, budget: float = BUDGET) -> T:
    """``work()`` on the heavy pool; a localized error past ``budget`` or when too many wait."""
    global _waiting
    if _waiting >= MAX_WAITING:
        raise JuezError("input.busy")
    _waiting += 1
    try:
        future = asyncio.get_running_loop().run_in_executor(_pool, work)
        try:
            return await asyncio.wait_for(asyncio.shield(future), budget)
        except TimeoutError:
            raise JuezError("input.too_big", seconds=budget) from None
    finally:
        _waiting -= 1
