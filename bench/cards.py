"""Card knowledge figures (issue: card knowledge), on the full shared AtomicCards file.

Prints: import time (stream + store + indexes) and that process's peak RSS; the database
size; building the board catalog; exact-name lookup p50/p99 and autocomplete p50/p99 over
English and Spanish names (typos included); a board naming 10 cards, parsed and resolved
(median); and the resident memory of a process holding what the bot holds (discord.py, the
cogs, the card catalog warm, the store open).
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import os
import random
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.stats import percentile  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
FULL = SHARED / "data/cards/AtomicCards.json.xz"
LOOKUPS = 5_000

BOARD = (
    "Thalia, Guardian of Thraben with 1 damage; Grizzly Bears with 2 damage; Rancor on Grizzly Bears; "
    "Llanowar Elves; Osos pardos con 1 de daño; Jace, the Mind Sculptor with 0 loyalty; "
    "Tarmogoyf 4/5; Darksteel Colossus with 20 damage; The Eldest Reborn with 3 lore counters; "
    "Delver of Secrets tapped"
)


def _import(db: str) -> None:
    """Run in a child process: its peak RSS is the import's alone."""
    from bot.cards.ingest import import_cards_file
    from bot.storage import Storage

    async def main() -> None:
        async with Storage.open(db) as storage:
            await import_cards_file(storage, FULL, source=str(FULL), official=True)

    start = time.perf_counter()
    asyncio.run(main())
    seconds = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{seconds:.2f} {peak:.0f}")


def _resident(db: str) -> None:
    """Run in a child process: what the bot holds, then its resident memory."""
    import importlib

    from bot.cards.service import CardService
    from bot.commands import EXTENSIONS
    from bot.cr.service import RulesService
    from bot.storage import Storage

    importlib.import_module("bot.discord.bot")
    for extension in EXTENSIONS:
        importlib.import_module(extension)

    async def main() -> None:
        async with Storage.open(db) as storage:
            cards = CardService(storage)
            await cards.catalog()
            await cards.find("Osos pardos")
            await cards.suggest("grizz")
            RulesService(storage)
            with open("/proc/self/status", encoding="ascii") as status:
                rss = next(line for line in status if line.startswith("VmRSS"))
            print(int(rss.split()[1]) / 1024)

    asyncio.run(main())


async def lookups(db: str) -> None:
    from bot.cards.service import CardService
    from bot.storage import Storage
    from engine.board import parse_board
    from engine.sba import check_sba

    async with Storage.open(db) as storage:
        service = CardService(storage)
        start = time.perf_counter()
        catalog = await service.catalog()
        print(f"catalog build: {(time.perf_counter() - start) * 1000:.0f} ms ({len(catalog or ())} cards)")
        names = [(n, s) for n, s in await _names(storage)]
        random.seed(7)
        sample = random.sample(names, LOOKUPS)
        typed = [random.choice([n, s or n]) for n, s in sample]
        exact = []
        for text in typed:
            t0 = time.perf_counter()
            assert catalog is not None
            catalog.read(text)
            exact.append((time.perf_counter() - t0) * 1000)
        print(f"exact lookup (catalog):  p50 {percentile(exact, 0.5):.3f} ms  p99 {percentile(exact, 0.99):.3f} ms")
        finds = []
        for text in typed[:1000]:
            t0 = time.perf_counter()
            with contextlib.suppress(Exception):  # ambiguous Spanish names: measured all the same
                await service.find(text)
            finds.append((time.perf_counter() - t0) * 1000)
        print(f"find (store, card read): p50 {percentile(finds, 0.5):.3f} ms  p99 {percentile(finds, 0.99):.3f} ms")
        auto = []
        for text in typed[:1000]:
            cut = text[: random.randint(3, max(3, len(text)))]
            if random.random() < 0.5 and len(cut) > 4:  # a typo: two letters swapped
                i = random.randrange(len(cut) - 1)
                cut = cut[:i] + cut[i + 1] + cut[i] + cut[i + 2 :]
            t0 = time.perf_counter()
            await service.suggest(cut)
            auto.append((time.perf_counter() - t0) * 1000)
        print(f"autocomplete (fuzzy):    p50 {percentile(auto, 0.5):.3f} ms  p99 {percentile(auto, 0.99):.3f} ms")
        boards = []
        for _ in range(200):
            t0 = time.perf_counter()
            check_sba(parse_board(BOARD, catalog))
            boards.append((time.perf_counter() - t0) * 1000)
        print(f"board naming 10 cards, parse + SBA: median {statistics.median(boards):.2f} ms")
        # As the bot holds it (bot/discord/bot.py, setup_hook): the catalog compacted, and what
        # start-up built frozen out of the collector's walks, which the line above still pays.
        catalog.compact()
        gc.collect()
        gc.freeze()
        boards = []
        for _ in range(200):
            t0 = time.perf_counter()
            check_sba(parse_board(BOARD, catalog))
            boards.append((time.perf_counter() - t0) * 1000)
        gc.unfreeze()
        print(
            f"  the same, as the bot holds the catalog (compacted, start-up frozen): median {statistics.median(boards):.2f} ms"
        )


async def _names(storage: object) -> list[tuple[str, str | None]]:
    async with storage.db.execute("SELECT name, spanish_name FROM cards WHERE name NOT LIKE 'A-%'") as cursor:  # type: ignore[attr-defined]
        return [(str(n), s) for n, s in await cursor.fetchall()]


def main() -> None:
    if len(sys.argv) == 3 and sys.argv[1] in ("--import", "--resident"):
        (_import if sys.argv[1] == "--import" else _resident)(sys.argv[2])
        return
    if not FULL.exists():
        raise SystemExit(f"no card file at {FULL} (set JUEZ_SHARED)")
    with tempfile.TemporaryDirectory() as folder:
        db = str(Path(folder) / "cards.sqlite3")
        out = subprocess.run([sys.executable, __file__, "--import", db], capture_output=True, text=True, check=True)
        seconds, peak = out.stdout.split()
        print(f"import (stream + store + indexes): {float(seconds):.1f} s, peak RSS {peak} MB")
        size = sum(p.stat().st_size for p in Path(folder).iterdir())
        print(f"database size: {size / 1e6:.1f} MB")
        asyncio.run(lookups(db))
        out = subprocess.run([sys.executable, __file__, "--resident", db], capture_output=True, text=True, check=True)
        print(f"resident memory, bot with cards stored and the catalog warm: {float(out.stdout):.0f} MB")


if __name__ == "__main__":
    main()
