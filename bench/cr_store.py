"""Comprehensive Rules store figures (issue: CR store), on the April 2026 file.

Prints: parse time; parse + import into a fresh SQLite with FTS5; start-up with the edition
already stored (open + first lookup); rule lookup and search latency p50/p99 over 10,000
queries each (through the same service the bot uses); and the database size.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.stats import percentile  # noqa: E402
from bot.cr.ingest import import_bytes  # noqa: E402
from bot.cr.service import RulesService  # noqa: E402
from bot.storage import Storage  # noqa: E402
from engine.cr.parse import parse_cr  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
QUERIES = 10_000
#: The floor the issue measured (22 ms): figures are also printed scaled to it, because this
#: VM's speed drifts by a third between runs and the floor, measured in the same run, drifts with it.
ISSUE_FLOOR_MS = 22.0


def floor(path: Path) -> float:
    """The issue's floor: the least any importer must do, measured here for context."""
    import re
    import sqlite3

    start = time.perf_counter()
    text = path.read_bytes().decode("utf-8-sig")
    rule = re.compile(r"^(\d{3}\.\d+[a-z]{0,2})\.? (.*)$")
    rows = [m.groups() for line in text.splitlines() if (m := rule.match(line))]
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE r USING fts5(number, text)")
    with db:
        db.executemany("INSERT INTO r VALUES (?, ?)", rows)
    return time.perf_counter() - start


async def main() -> None:
    path = SHARED / "data" / "cr" / "en" / "MagicCompRules-20260417.txt"
    data = path.read_bytes()
    floor_ms = statistics.median(floor(path) for _ in range(5)) * 1000
    scale = ISSUE_FLOOR_MS / floor_ms
    print(
        f"floor here (read + decode + one regex per line + every rule into FTS5 in one transaction): "
        f"{floor_ms:.1f} ms; [bracketed] figures are scaled to the issue's {ISSUE_FLOOR_MS:.0f} ms floor"
    )

    def show(label: str, ms: float, extra: str = "") -> None:
        print(f"{label}: {ms:.3f} ms [{ms * scale:.3f}]{extra}")

    parse_times = []
    for _ in range(15):
        start = time.perf_counter()
        parsed = parse_cr(data)
        parse_times.append(time.perf_counter() - start)
    show(
        "parse, median",
        statistics.median(parse_times) * 1000,
        f" ({parsed.counts['numbered']} rules, {parsed.counts['glossary']} glossary entries)",
    )

    with tempfile.TemporaryDirectory() as tmp:
        import_times = []
        for i in range(5):
            async with Storage.open(Path(tmp) / f"import{i}.sqlite3") as storage:
                start = time.perf_counter()
                await import_bytes(storage, data, source="bench")
                import_times.append(time.perf_counter() - start)
        show("parse + import with FTS5, median", statistics.median(import_times) * 1000)

        start = time.perf_counter()
        async with Storage.open(Path(tmp) / "import0.sqlite3") as storage:
            service = RulesService(storage)
            await service.lookup("704.5g")
            show("start-up with the edition stored (open + first lookup)", (time.perf_counter() - start) * 1000)

            edition = await service.edition()
            numbers = [n for n, _ in await storage.rule_numbers_titles(edition.id)]
            rng = random.Random(7)
            lookups = []
            for _ in range(QUERIES):
                number = rng.choice(numbers)
                start = time.perf_counter()
                await service.lookup(number)
                lookups.append(time.perf_counter() - start)
            show(f"rule lookup p50 ({QUERIES:,})", percentile(lookups, 0.5) * 1000)
            show(f"rule lookup p99 ({QUERIES:,})", percentile(lookups, 0.99) * 1000)

            words = [w for _, text in await storage.all_rules(edition.id) for w in text.split() if w.isalpha()]
            searches = []
            for _ in range(QUERIES):
                query = " ".join(rng.choice(words) for _ in range(rng.randint(1, 3)))
                start = time.perf_counter()
                await service.search(query)
                searches.append(time.perf_counter() - start)
            show(f"search p50 ({QUERIES:,})", percentile(searches, 0.5) * 1000)
            show(f"search p99 ({QUERIES:,})", percentile(searches, 0.99) * 1000)
        size = sum(p.stat().st_size for p in Path(tmp).glob("import0.sqlite3*"))
        print(f"database size with one edition: {size / 1e6:.1f} MB")


if __name__ == "__main__":
    asyncio.run(main())
