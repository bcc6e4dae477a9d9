"""Terminal lookups pay only for what they use: no discord.py, board parser or pydantic settings."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.database_path import database_path
from bot.settings import Settings

PROBE = """
import json, sys
from bot.terminal.cli import main
code = main(sys.argv[1:])
heavy = ("discord", "lark", "engine.board", "aiohttp", "pydantic_settings", "bot.settings")
print(json.dumps({"code": code, "loaded": sorted(m for m in heavy if m in sys.modules)}), file=sys.stderr)
"""


@pytest.mark.parametrize("argv", [["cr", "704.5g"], ["define", "deathtouch"], ["search", "lethal"]])
def test_store_lookups_import_nothing_they_dont_use(tmp_path: Path, argv: list[str]) -> None:
    db = tmp_path / "empty.sqlite3"
    done = subprocess.run(
        [sys.executable, "-c", PROBE, *argv, "--db", str(db)], capture_output=True, text=True, timeout=60
    )
    report = json.loads(done.stderr.strip().splitlines()[-1])
    # No edition stored: a user error (exit 2) that must not pull in the board parser either.
    assert report == {"code": 2, "loaded": []}, done.stderr


@pytest.mark.parametrize(
    ("environment", "env_file", "option"),
    [
        ({}, "", None),
        ({"DATABASE_PATH": "from-env.sqlite3"}, "", None),
        ({"database_path": "lower.sqlite3"}, "", None),
        ({}, "DATABASE_PATH=from-file.sqlite3\n", None),
        ({"DATABASE_PATH": "env-wins.sqlite3"}, "DATABASE_PATH=file-loses.sqlite3\n", None),
        ({}, "# comment\nOTHER=1\ndatabase_path='quoted.sqlite3'\n", None),
        ({"DATABASE_PATH": "env.sqlite3"}, "", "option-wins.sqlite3"),
    ],
)
def test_database_path_is_read_as_settings_read_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], env_file: str, option: str | None
) -> None:
    monkeypatch.delenv("DATABASE_PATH", raising=False)
    for key, value in environment.items():
        monkeypatch.setenv(key, value)
    monkeypatch.chdir(tmp_path)
    if env_file:
        (tmp_path / ".env").write_text(env_file)
    settings = Settings()
    expected = Path(option) if option else settings.database_path
    assert database_path(option) == expected


LAZY = """
import json, sys
from bot.terminal.cli import main
code = main(sys.argv[1:])
lazy = ("rapidfuzz", "bot.cr.spanish_terms", "bot.docs.service", "bot.cards.service")
print(json.dumps({"code": code, "loaded": sorted(m for m in lazy if m in sys.modules)}), file=sys.stderr)
"""


@pytest.fixture(scope="module")
def cr_db(tmp_path_factory: pytest.TempPathFactory, shared: Path) -> Path:
    import asyncio

    from bot.cr.ingest import import_bytes
    from bot.storage import Storage

    path = tmp_path_factory.mktemp("startup") / "cr.sqlite3"

    async def build() -> None:
        async with Storage.open(path) as storage:
            await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")

    asyncio.run(build())
    return path


@pytest.mark.parametrize(
    ("argv", "loaded"),
    [
        (["cr", "704.5g"], []),  # issue 35: a one-rule lookup pays for neither fuzzy matching nor the Spanish bridge
        (["cr", "704.5g", "--lang", "es"], []),
        # Near miss: a term is read through the bridge, and may be a policy term (read fuzzily).
        (["define", "deathtouch"], ["bot.cr.spanish_terms", "bot.docs.service", "rapidfuzz"]),
    ],
)
def test_a_lookup_imports_only_what_answers_it(cr_db: Path, argv: list[str], loaded: list[str]) -> None:
    done = subprocess.run(
        [sys.executable, "-c", LAZY, *argv, "--db", str(cr_db)], capture_output=True, text=True, timeout=60
    )
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report == {"code": 0, "loaded": loaded}, done.stderr
