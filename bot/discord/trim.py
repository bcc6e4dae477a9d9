"""Memory back to the system once a burst is over.

A burst of 2,000 interactions has them all in memory at once (payloads, tasks, replies); once
they are answered Python frees the objects, but the C allocator keeps most of the pages for
reuse, so the process's resident size stays at the burst's peak (bench/soak.py). When the bot
has been idle for a moment after answering, one collection and ``malloc_trim`` give the free
pages back. Linux (glibc) only; elsewhere this does nothing.

That reaches glibc's heap (large objects, C buffers) only. Python's small objects live in
pymalloc's 1 MB arenas, and an arena goes back to the system only once nothing in it lives:
after a burst, the few survivors (reply views, cache entries, open connections) are spread over
nearly all of them (bench/soak.py with ``JUEZ_SOAK_STATS``: one arena freed in a whole run). So
the process keeps the high-water mark of its bursts' small objects, and what bounds its memory
is bounding that peak (``HTTP_CONNECTIONS`` in bot/discord/bot.py), not trimming.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import gc
import logging
import os
import time
from collections.abc import Callable

log = logging.getLogger(__name__)


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
#: Seconds between looks at whether the bot is busy; two idle looks in a row end a burst.
EVERY = 0.5
#: At most one trim in this many seconds (a full collection stalls the loop while it runs).
GAP = 10.0


async def trim_when_idle(
    busy: Callable[[], bool],
    done: Callable[[], bool] = lambda: False,
    every: float = EVERY,
    gap: float = GAP,
    clock: Callable[[], float] = time.monotonic,
) -> None:
    """Until ``done()``: after every stretch of work, once ``busy()`` has been false on two looks
    in a row (a burst's end, not a pause inside it), trim; at most once every ``gap`` seconds.

    After every burst and promptly, not only once the resident size has grown 4 MB (as before):
    a burst leaves tens of thousands of objects in reference cycles (interactions and their
    responses) for the next full collection, and while they wait they hold their pymalloc
    arenas. With the old rule (a look every 2 s, growth needed) the level bench/soak.py read
    3 s after a burst depended on whether a collection had run yet (the collector's objects
    then: 103,000 to 177,000 from one burst to the next; now 88,000 to 105,000).
    This alone didn't stop the growth from burst to burst (see ``HTTP_CONNECTIONS`` in
    bot/discord/bot.py); it makes each burst's figure the memory the bot keeps."""
    if MALLOC_TRIM is None:
        return
    worked, idle_looks, last = False, 0, clock() - gap
    while not done():
        await asyncio.sleep(every)
        if busy():
            worked, idle_looks = True, 0
            continue
        idle_looks += 1
        if worked and idle_looks >= 2 and clock() - last >= gap:
            before = resident_mb() or 0.0
            trim()
            worked, last = False, clock()
            log.debug("trimmed after a burst: %.0f MB resident, then %.0f MB", before, resident_mb() or 0.0)
