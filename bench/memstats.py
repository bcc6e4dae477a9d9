"""What a process's memory is made of, for bench/soak.py's ``JUEZ_SOAK_STATS`` (debugging).

``install(path)`` in the bot process: on SIGUSR2 it appends one JSON line to ``path`` with the
resident size, glibc's view of its heaps (``mallinfo2``: bytes in use, bytes free but kept, mmapped
chunks, arenas), pymalloc's (arenas, pools and blocks in use, from ``sys._debugmallocstats``),
the live Python objects by type and the threads. Cheap enough to take between bursts without
the distortion tracemalloc brings (it doubles the heap and slows the bot several times).
"""

from __future__ import annotations

import collections
import ctypes
import ctypes.util
import gc
import json
import os
import re
import signal
import sys
import tempfile
import threading
from typing import Any

_MALLINFO2 = ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks", "keepcost")


class _Mallinfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in _MALLINFO2]


def mallinfo() -> dict[str, int]:
    name = ctypes.util.find_library("c")
    if name is None:
        return {}
    libc = ctypes.CDLL(name)
    if not hasattr(libc, "mallinfo2"):
        return {}
    libc.mallinfo2.restype = _Mallinfo2
    info = libc.mallinfo2()
    return {field: getattr(info, field) for field in _MALLINFO2}


def sqlite_memory() -> dict[str, int]:
    """SQLite's own heap (page caches, statements), all connections: in use and high-water."""
    try:
        lib = ctypes.CDLL("libsqlite3.so.0")  # the library the sqlite3 module loaded
    except OSError:
        return {}
    lib.sqlite3_memory_used.restype = ctypes.c_int64
    lib.sqlite3_memory_highwater.restype = ctypes.c_int64
    lib.sqlite3_memory_highwater.argtypes = [ctypes.c_int]
    return {"used": lib.sqlite3_memory_used(), "highwater": lib.sqlite3_memory_highwater(0)}


def pymalloc() -> dict[str, int]:
    """Arenas, used pools and allocated blocks from ``sys._debugmallocstats`` (written to fd 2)."""
    with tempfile.TemporaryFile("w+") as out:
        saved = os.dup(2)
        try:
            sys.stderr.flush()
            os.dup2(out.fileno(), 2)
            sys._debugmallocstats()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        out.seek(0)
        text = out.read()
    found: dict[str, int] = {}
    for key, pattern in (
        ("arenas_now", r"# arenas highwater mark\s*=\s*([\d,]+)"),
        ("arenas_allocated_current", r"# arenas allocated current\s*=\s*([\d,]+)"),
        ("arenas_allocated_total", r"# arenas allocated total\s*=\s*([\d,]+)"),
        ("arenas_reclaimed", r"# arenas reclaimed\s*=\s*([\d,]+)"),
        ("arena_bytes", r"\d+ arenas \* \d+ bytes/arena\s*=\s*([\d,]+)"),
        ("used_pools_bytes", r"# bytes in allocated blocks\s*=\s*([\d,]+)"),
        ("available_blocks_bytes", r"# bytes in available blocks\s*=\s*([\d,]+)"),
        ("unused_pools_bytes", r"\d+ unused pools \* \d+ bytes\s*=\s*([\d,]+)"),
        ("pool_headers_bytes", r"# bytes lost to pool headers\s*=\s*([\d,]+)"),
        ("quantization_bytes", r"# bytes lost to quantization\s*=\s*([\d,]+)"),
    ):
        match = re.search(pattern, text)
        if match:
            found[key] = int(match.group(1).replace(",", ""))
    return found


def status() -> dict[str, int]:
    out: dict[str, int] = {}
    with open("/proc/self/status", encoding="ascii") as lines:
        for line in lines:
            key, _, value = line.partition(":")
            if key in ("VmRSS", "RssAnon", "RssFile", "VmData", "Threads"):
                out[key] = int(value.split()[0])
    return out


def snapshot() -> dict[str, Any]:
    objects = gc.get_objects()
    by_type = collections.Counter(type(o).__qualname__ for o in objects)
    record: dict[str, Any] = {
        "status": status(),
        "mallinfo": mallinfo(),
        "pymalloc": pymalloc(),
        "sqlite": sqlite_memory(),
        "allocated_blocks": sys.getallocatedblocks(),
        "gc_objects": len(objects),
        "gc_frozen": gc.get_freeze_count(),
        "types": dict(by_type.most_common(60)),
        "threads": [t.name for t in threading.enumerate()],
    }
    del objects
    return record


def census() -> dict[str, Any]:
    """After a full collection: what is alive that start-up didn't freeze, by type, in bytes
    (``sys.getsizeof``; containers and the strings, bytes and numbers they hold), and pymalloc's
    figures once the garbage is gone."""
    collected = gc.collect()
    sizes: collections.Counter[str] = collections.Counter()
    counts: collections.Counter[str] = collections.Counter()
    seen: set[int] = set()
    for o in gc.get_objects():
        name = type(o).__qualname__
        sizes[name] += sys.getsizeof(o)
        counts[name] += 1
        for r in gc.get_referents(o):
            if not gc.is_tracked(r) and id(r) not in seen:
                seen.add(id(r))
                inner = type(r).__qualname__
                sizes[inner] += sys.getsizeof(r)
                counts[inner] += 1
    return {
        "collected": collected,
        "status": status(),
        "pymalloc": pymalloc(),
        "bytes": dict(sizes.most_common(50)),
        "counts": {k: counts[k] for k, _ in sizes.most_common(50)},
    }


def install(path: str) -> None:
    def dump(*_: object) -> None:
        with open(path, "a", encoding="utf-8") as out:
            record = snapshot()
            if os.environ.get("JUEZ_SOAK_CENSUS"):
                record["census"] = census()
            out.write(json.dumps(record) + "\n")

    signal.signal(signal.SIGUSR2, dump)
