"""Shared fixtures: where the read-only shared data lives (JUEZ_SHARED overrides ../shared)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot import catalog

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))


@pytest.fixture(scope="session")
def shared() -> Path:
    if not SHARED.is_dir():
        if os.environ.get("CI"):
            pytest.fail(f"shared data not found at {SHARED}; CI must have it")
        pytest.skip(f"shared data not found at {SHARED} (set JUEZ_SHARED)")
    return SHARED


@pytest.fixture(autouse=True)
def _private_database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each test's default database is its own, so a developer's stored edition never leaks in."""
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "default.sqlite3"))


@pytest.fixture(autouse=True)
def _strict_catalog(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message rendered without one of its parameters fails the test instead of reaching a judge."""
    monkeypatch.setattr(catalog, "STRICT", True)
