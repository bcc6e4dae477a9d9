"""Bursts against the real bot (issue: reliability): Discord's 3-second deadline under load.

`juez run` in its own process pinned to one core, the fake Discord from tests/e2e and this
driver on the other. Prints, for three bursts of 2,000 mixed interactions pushed at once: the
share whose first response (answer or deferral) reached Discord within 3 s of the interaction's
creation, how many were dropped as already late, p50/p99 of the first response; then 1,000
autocompletes pushed at once; then `/cr` p99
while twenty worst-case boards run; and the bot's resident memory before and after.

``JUEZ_BENCH_HOGS=N`` starts N busy loops on the bot's core first: the bot then gets about
1/(N+1) of it, a slower machine on demand (the VM's own speed drifts too much to wait for one).
"""

from __future__ import annotations

import asyncio
import contextlib
import math
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.fake_bot import bot_against_fake  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402

BURST = int(os.environ.get("JUEZ_BENCH_BURST", "2000"))
WORST_BOARD = "Thalia legendary 2/1 x297"
MIXED: list[tuple[str, dict[str, object]]] = [
    ("sba", {"board": "Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears"}),
    ("mana", {"ability": "{T}: Add {G}."}),
    ("cr", {"rule": "704.5g"}),
    ("define", {"term": "deathtouch"}),
    ("search", {"query": "lethal damage"}),
    ("help", {}),
]


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        line = next(line for line in status if line.startswith("VmRSS"))
    return int(line.split()[1]) / 1024


def pct(values: list[float], p: float) -> float:
    """Nearest-rank percentile: p99 of 100 values is the 99th smallest, not the largest."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(p * len(ordered)) - 1)] if ordered else float("nan")


async def first_responses(fake: FakeDiscord, sent: list[str], wait: float) -> dict[str, float]:
    """Seconds from push to the first callback of each interaction that got one within ``wait``."""
    await asyncio.sleep(wait)
    return {i: fake.answered_at[i] - fake.sent_at[i] for i in sent if i in fake.answered_at}


@contextlib.contextmanager
def hogs(count: int) -> Iterator[None]:
    """``count`` processes spinning on core 0, the bot's, for the bench's duration."""
    spin = "import os; os.sched_setaffinity(0, {0}); exec('while True: pass')"
    started = [subprocess.Popen([sys.executable, "-c", spin]) for _ in range(count)]
    try:
        yield
    finally:
        for process in started:
            process.kill()
            process.wait()


async def main() -> None:
    with hogs(int(os.environ.get("JUEZ_BENCH_HOGS", "0"))):
        await run()


async def run() -> None:
    async with bot_against_fake() as (fake, bot):
        user = iter(range(10**17, 10**18))
        print(f"bot RSS at start: {rss_mb(bot.pid):.0f} MB")
        for burst in range(1, 4):
            sent = []
            for i in range(BURST):
                name, options = MIXED[i % len(MIXED)]
                sent.append(await fake.command(name, options, user_id=str(next(user))))
            times = await first_responses(fake, sent, 20.0)
            in_time = sum(1 for t in times.values() if t <= 3.0)
            late = list(times.values())
            print(
                f"burst {burst}: {BURST} interactions, {in_time / BURST:.1%} first responses within 3 s, "
                f"{BURST - len(times)} dropped as late; first response p50 {pct(late, 0.5) * 1000:.0f} ms, "
                f"p99 {pct(late, 0.99) * 1000:.0f} ms; RSS {rss_mb(bot.pid):.0f} MB"
            )
            await asyncio.sleep(3)
        completions = []
        for i in range(1_000):
            typed = ("704.", "deatht", "lethal")[i % 3]
            name, option = ("cr", "rule") if i % 3 == 0 else ("define", "term")
            completions.append(await fake.autocomplete(name, {option: typed}, option, user_id=str(next(user))))
        await fake.all_answered(completions)
        waits = [fake.answered_at[i] - fake.sent_at[i] for i in completions]
        print(f"1,000 autocompletes at once: p50 {pct(waits, 0.5) * 1000:.0f} ms, p99 {pct(waits, 0.99) * 1000:.0f} ms")
        boards = [await fake.command("sba", {"board": WORST_BOARD}, user_id=str(next(user))) for _ in range(20)]
        lookups = []
        for _ in range(100):
            interaction = await fake.command("cr", {"rule": "704.5g"}, user_id=str(next(user)))
            await fake.all_answered([interaction])
            lookups.append(fake.answered_at[interaction] - fake.sent_at[interaction])
        await fake.all_answered(boards)
        slowest = sorted(range(len(lookups)), key=lambda k: -lookups[k])[:3]
        print("slowest /cr (position, ms):", [(k, round(lookups[k] * 1000)) for k in slowest])
        print(
            f"/cr while twenty worst-case boards ({WORST_BOARD!r}) run: p50 {pct(lookups, 0.5) * 1000:.1f} ms, "
            f"p99 {pct(lookups, 0.99) * 1000:.1f} ms"
        )
        print(f"bot RSS at the end: {rss_mb(bot.pid):.0f} MB")


if __name__ == "__main__":
    asyncio.run(main())
