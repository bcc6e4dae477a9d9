"""The heartbeat file (``HEARTBEAT_FILE``): how a supervisor or ``juez doctor --live`` learns, from
outside the process, whether the bot's gateway connection is up.

The running bot rewrites the file every ``EVERY`` seconds while every shard is connected and its
heartbeats are acknowledged, and deletes it as soon as that stops being true (and when it
stops). A reader trusts it only if it was written in the last ``STALE`` seconds: a frozen or
killed process can't delete its file, but it can't keep it fresh either. No discord import
here, so the check stays fast enough for a health check every few seconds.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path

#: Seconds between two writes while connected.
EVERY = 5.0
#: A file older than this says nothing: the process that wrote it stopped writing.
STALE = 3 * EVERY


def beat(path: Path, latency: float) -> None:
    """Record "connected now" (atomically: a reader never sees half a file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{os.getpid()}")
    temporary.write_text(json.dumps({"pid": os.getpid(), "at": time.time(), "latency": latency}))
    os.replace(temporary, path)


def clear(path: Path) -> None:
    """Record "not connected"."""
    with contextlib.suppress(FileNotFoundError):
        path.unlink()


@dataclass(frozen=True, slots=True)
class Liveness:
    connected: bool
    age: float | None
    """Seconds since the last write; None without a file."""
    latency: float | None = None
    pid: int | None = None


def read(path: Path, now: float | None = None) -> Liveness:
    """What the file says; a missing, unreadable or stale file is "not connected"."""
    now = time.time() if now is None else now
    try:
        written = path.stat().st_mtime
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return Liveness(False, None)
    age = max(0.0, now - written)
    latency = data.get("latency") if isinstance(data, dict) else None
    pid = data.get("pid") if isinstance(data, dict) else None
    return Liveness(age <= STALE, age, latency if isinstance(latency, float | int) else None, pid)
