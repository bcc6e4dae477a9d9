"""The database path alone, read exactly as ``Settings`` reads it, without building ``Settings``.

Validated settings cost about 0.2 s of pydantic start-up; a terminal lookup (``juez cr 704.5g``)
needs only where the database is. Same order as ``Settings``: the ``--db`` option, then the
environment (any case), then ``.env``, then the default. A test keeps the two in agreement.
"""

from __future__ import annotations

import os
from pathlib import Path

from dotenv import dotenv_values

DEFAULT_DATABASE = Path("data/juez.sqlite3")
NAME = "database_path"


def database_path(override: str | None = None, env_file: str | Path = ".env") -> Path:
    if override:
        return Path(override)
    for key, value in os.environ.items():
        if key.lower() == NAME:
            return Path(value)
    if Path(env_file).is_file():
        for key, found in dotenv_values(env_file, encoding="utf-8").items():
            if key.lower() == NAME and found is not None:
                return Path(found)
    return DEFAULT_DATABASE
