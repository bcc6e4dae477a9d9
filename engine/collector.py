"""Pause Python's cyclic garbage collector around work that builds many objects and no cycles.

CPython starts a collection every few hundred container allocations, and a full collection walks
every live container in the process. A state-based-action check of a large board allocates tens
of thousands of short-lived records (findings, effects, copies of objects), none of them in a
reference cycle, so those collections can't free anything the check made; on a 10,000-object
board they cost more than the check itself (BENCHMARKS.md). Reference counting still frees every
temporary the moment it is dropped; the collector simply resumes afterwards.

The pause is process-wide, so it nests and is shared between threads: the first caller in
pauses the collector (only if it was running) and the last one out resumes it.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_lock = threading.Lock()
_depth = 0
_resume = False


@contextmanager
def collector_paused() -> Iterator[None]:
    global _depth, _resume
    with _lock:
        if _depth == 0:
            _resume = gc.isenabled()
            gc.disable()
        _depth += 1
    try:
        yield
    finally:
        with _lock:
            _depth -= 1
            if _depth == 0 and _resume:
                gc.enable()
