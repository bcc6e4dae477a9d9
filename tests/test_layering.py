"""Dependencies point one way: cogs → bot → engine. The engine imports no runtime."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
FORBIDDEN = {
    "engine": ("discord", "aiosqlite", "sqlite3", "asyncio", "aiohttp", "bot", "cogs"),
    "bot": ("cogs",),
}


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


@pytest.mark.parametrize("package", sorted(FORBIDDEN))
def test_package_does_not_import_upward(package: str) -> None:
    for path in sorted((ROOT / package).rglob("*.py")):
        bad = _imports(path) & set(FORBIDDEN[package])
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"
