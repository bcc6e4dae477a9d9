"""Memory back to the system once a burst is over.

A burst of 2,000 interactions has them all in memory at once (payloads, tasks, replies); once
they are answered Python frees the objects, but the C allocator keeps most of the pages for
reuse, so the process's resident size stays at the burst's peak (bench/soak.py). When the bot
has been idle for a moment after answering, one collection and ``malloc_trim`` give the free
pages back. Linux (glibc) only; elsewhere this does nothing.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import logging
import os
from collections.abc import Callable

log = logging.getLogger(__name__)

#: Seconds between looks at whether the bot is idle.
EVERY = 2.0


def _malloc_trim() -> Callable[[int], int] | None:
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    return trim


MALLOC_TRIM = _malloc_trim()


def trim() -> bool:
    """Collect, then give free heap pages back to the system; False where that isn't possible."""
    gc.collect()
    if MALLOC_TRIM is None:
        return False
    MALLOC_TRIM(0)
    return True


def resident_mb() -> float | None:
    """This process's resident memory (Linux), else None."""
    try:
        with open("/proc/self/statm", encoding="ascii") as statm:
            pages = int(statm.read().split()[1])
    except (OSError, ValueError, IndexError):
        return None
    return pages * RESIDENT_PAGE / (1 << 20)


RESIDENT_PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
#: Trim once the resident size has grown this much (MB) since the last trim.
GROWTH_MB = 4.0


async def trim_when_idle(
    busy: Callable[[], bool], done: Callable[[], bool] = lambda: False, every: float = EVERY, growth: float = GROWTH_MB
) -> None:
    """Until ``done()``: when the resident size has grown by ``growth`` MB since the last trim and
    ``busy()`` has been false on two looks in a row (a burst's end, not a pause inside it), trim."""
    after = resident_mb()
    if MALLOC_TRIM is None or after is None:
        return
    idle_looks = 0
    while not done():
        await asyncio.sleep(every)
        if busy():
            idle_looks = 0
            continue
        idle_looks += 1
        now = resident_mb() or 0.0
        if idle_looks >= 2 and now - after >= growth:
            trim()
            after = resident_mb() or 0.0
            log.debug("trimmed after a burst: %.0f MB resident, then %.0f MB", now, after)
