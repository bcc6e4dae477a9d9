"""Tournament document figures (issue: tournament documents), on the shared judgeorbit files.

Prints: parse + check + import of the three current documents (MTR, IPG, JAR) into a fresh
SQLite, median of 5; section lookup p50/p99 over 10,000 mixed queries (numbers, appendix
letters, titles, abbreviations, Spanish names, typos) through the service the bot uses; and
combined search (CR + the three documents, as /search answers) p50/p99 over 2,000 queries.
Targets: import < 100 ms, lookup p99 < 1 ms, combined search p99 < 5 ms.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.cr_store import ISSUE_FLOOR_MS, floor  # noqa: E402
from bench.stats import percentile  # noqa: E402
from bot.cr.ingest import import_bytes as import_cr  # noqa: E402
from bot.cr.service import RulesService  # noqa: E402
from bot.docs.ingest import import_path  # noqa: E402
from bot.docs.service import PolicyService, SectionNotFound  # noqa: E402
from bot.handlers.cr import search_results  # noqa: E402
from bot.storage import Storage  # noqa: E402
from engine.policy import Document  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
LOOKUPS = 10_000
SEARCHES = 2_000
QUERIES = {
    Document.IPG: [
        "2.5",
        "IPG 2.3",
        "HCE",
        "GRV",
        "FtMGS",
        "Hidden Card Error",
        "error de carta oculta",
        "Hiden Card Eror",
        "USC Minor",
        "4",
        "Game Loss",
        "cheat",
        "3.3",
        "9.9",
    ],
    Document.MTR: [
        "4.2",
        "MTR 4.2",
        "Appendix B",
        "apéndice c",
        "intro",
        "REL",
        "Tournament Shortcuts",
        "out of order sequencing",
        "4",
        "3.17",
        "Slow Play",
    ],
    Document.JAR: ["2.1", "1", "Missed Triggered Ability", "JAR 2.3", ""],
}
SEARCH_WORDS = [
    "hidden card",
    "missed trigger",
    "lethal damage",
    "shortcut",
    "deck check",
    "game loss",
    "daño letal",
    "slow play warning",
    "regeneration",
    "tardiness",
    "draw extra cards",
    "SBA",
]


async def timed_import(folder: Path) -> float:
    with tempfile.TemporaryDirectory() as tmp:
        async with Storage.open(Path(tmp) / "b.sqlite3") as storage:
            start = time.perf_counter()
            await import_path(PolicyService(storage).store, folder)
            return time.perf_counter() - start


async def main() -> None:
    folder = SHARED / "data" / "docs" / "judgeorbit-data"
    floor_ms = statistics.median(floor(SHARED / "data/cr/en/MagicCompRules-20260417.txt") for _ in range(5)) * 1000
    scale = ISSUE_FLOOR_MS / floor_ms
    print(
        f"floor here (bench/cr_store.py's): {floor_ms:.1f} ms; [bracketed] figures are scaled to the"
        f" {ISSUE_FLOOR_MS:.0f} ms floor the CR store's issue measured, as BENCHMARKS.md reports them"
    )
    imports = [await timed_import(folder) for _ in range(5)]
    print(
        f"import of MTR + IPG + JAR (parse, checks, store, index): median {statistics.median(imports) * 1000:.1f} ms"
        f" [{statistics.median(imports) * 1000 * scale:.1f}]"
        f" (min {min(imports) * 1000:.1f}, target < 100 ms)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        async with Storage.open(Path(tmp) / "b.sqlite3") as storage:
            await import_cr(storage, (SHARED / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="b")
            docs, rules = PolicyService(storage), RulesService(storage)
            await import_path(docs.store, folder)
            rng = random.Random(7)
            pairs = [(d, q) for d, qs in QUERIES.items() for q in qs]
            for d, q in pairs:  # warm: the edition's index is read once
                with contextlib.suppress(SectionNotFound):
                    await docs.section(d, q)
            times = []
            for _ in range(LOOKUPS):
                d, q = rng.choice(pairs)
                start = time.perf_counter()
                with contextlib.suppress(SectionNotFound):
                    await docs.section(d, q)
                times.append(time.perf_counter() - start)
            print(
                f"section lookup ({LOOKUPS} mixed queries): p50 {percentile(times, 0.5) * 1000:.3f} ms,"
                f" p99 {percentile(times, 0.99) * 1000:.3f} ms [{percentile(times, 0.99) * 1000 * scale:.3f}] (target p99 < 1 ms)"
            )
            times = []
            for _ in range(SEARCHES):
                query = rng.choice(SEARCH_WORDS)
                start = time.perf_counter()
                await search_results(rules, docs, query=query)
                times.append(time.perf_counter() - start)
            print(
                f"combined search, CR + MTR + IPG + JAR ({SEARCHES} queries): p50 {percentile(times, 0.5) * 1000:.2f} ms,"
                f" p99 {percentile(times, 0.99) * 1000:.2f} ms [{percentile(times, 0.99) * 1000 * scale:.2f}] (target p99 < 5 ms)"
            )


if __name__ == "__main__":
    asyncio.run(main())
