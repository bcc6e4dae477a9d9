"""Interactions through the real bot (issue: Discord bot), against the fake Discord on loopback.

The bot is the real entry point, `juez run`, in its own process pinned to one core (core 0);
the fake Discord from tests/e2e and the load driver run here, on the other core. Interactions
are pushed through the gateway and timed from the push to the interaction-callback POST the bot
sends back. Prints per-command p50/p99 of sequential interactions, then interactions per second
with many in flight at once.
"""

from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.fake_bot import bot_against_fake  # noqa: E402

PER_COMMAND = int(os.environ.get("JUEZ_BENCH_N", "300"))
BURST = int(os.environ.get("JUEZ_BENCH_BURST", "1500"))
COMMANDS: list[tuple[str, dict[str, object]]] = [
    ("sba", {"board": "Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears"}),
    ("mana", {"ability": "{T}: Add {G}."}),
    ("cr", {"rule": "704.5g"}),
    ("define", {"term": "deathtouch"}),
    ("search", {"query": "lethal damage"}),
    ("help", {}),
]


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))] * 1000


async def main() -> None:
    async with bot_against_fake() as (fake, _bot):
        user = iter(range(10**17, 10**18))  # a new user each time: no cooldown in the way

        print(f"{'command':>8} {'n':>5} {'p50 ms':>8} {'p99 ms':>8}")
        for name, options in COMMANDS:
            latencies = []
            for _ in range(PER_COMMAND):
                interaction = await fake.command(name, options, user_id=str(next(user)))
                await fake.all_answered([interaction])
                latencies.append(fake.answered_at[interaction] - fake.sent_at[interaction])
            print(f"{name:>8} {PER_COMMAND:>5} {pct(latencies, 0.5):>8.2f} {pct(latencies, 0.99):>8.2f}")

        start = time.perf_counter()
        sent = []
        for i in range(BURST):
            name, options = COMMANDS[i % len(COMMANDS)]
            sent.append(await fake.command(name, options, user_id=str(next(user))))
        await fake.all_answered(sent)
        elapsed = time.perf_counter() - start
        latencies = [fake.answered_at[i] - fake.sent_at[i] for i in sent]
        print(
            f"\nburst of {BURST} mixed interactions: {BURST / elapsed:,.0f} interactions/s with the bot "
            f"on one core; p50 {pct(latencies, 0.5):.0f} ms, p99 {pct(latencies, 0.99):.0f} ms "
            f"(time in the queue included)"
        )


if __name__ == "__main__":
    asyncio.run(main())
