"""Quiz question generation (issue: judge study), through the engine as the bot calls it.

Prints p50/p99 of generating one question per topic and difficulty over seeded runs (a board
question includes reading its board back through the parser and checking it with the SBA
engine; a rule question draws from the April 2026 CR; a layers question traces its board
and each usual mistake through the effects engine). Target: p99 under 20 ms.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.effects_perf import catalog  # noqa: E402
from bench.stats import percentile  # noqa: E402
from engine.cr.parse import parse_cr  # noqa: E402
from engine.quiz import RulePool, Topic, generate  # noqa: E402
from engine.quiz.layers import CARDS as layer_cards  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
PER_CASE = 1_000


def main() -> None:
    parsed = parse_cr((SHARED / "data/cr/en/MagicCompRules-20260417.txt").read_bytes())
    pool = RulePool([(r.number, r.text) for r in parsed.rules if r.kind in ("rule", "subrule")])
    every: list[float] = []
    cards = catalog(set(layer_cards))
    for topic in (Topic.SBA, Topic.MANA, Topic.RULES, Topic.MIXED, Topic.LAYERS):
        for level in (1, 2, 3):
            times = []
            for seed in range(PER_CASE):
                start = time.perf_counter()
                generate(topic, level, "es" if seed % 2 else "en", seed, rules=pool, catalog=cards)
                times.append(time.perf_counter() - start)
            every += times
            print(
                f"{topic.value:6s} difficulty {level}: p50 {percentile(times, 0.5) * 1000:.2f} ms,"
                f" p99 {percentile(times, 0.99) * 1000:.2f} ms, max {max(times) * 1000:.2f} ms"
            )
    print(f"all {len(every)} questions: p99 {percentile(every, 0.99) * 1000:.2f} ms (target < 20 ms)")


if __name__ == "__main__":
    main()
