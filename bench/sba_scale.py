"""How state-based-action resolution scales with board size (issue: SBA engine).

Builds boards of 10, 100, 1,000 and 10,000 objects — a quarter creatures with lethal damage,
a quarter Auras on those dying creatures, a quarter legends sharing names in pairs, a quarter
untouched creatures — and prints the median time of a full resolution (all rounds) and the
time per object, so linear growth is visible at a glance.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.model import GameObject, GameState, ObjectRef, Player
from engine.sba import check_sba


def build(n: int) -> GameState:
    objects: list[GameObject] = []
    quarter = max(1, n // 4)
    keep: dict[str, str] = {}
    for i in range(quarter):
        objects.append(
            GameObject(
                id=f"dying{i}", name=f"Bear {i}", owner="Ana", card_types={"creature"}, power=2, toughness=2, damage=2
            )
        )
        objects.append(
            GameObject(
                id=f"aura{i}",
                name=f"Rancor {i}",
                owner="Ana",
                card_types={"enchantment"},
                subtypes={"aura"},
                enchant="creature",
                attached_to=ObjectRef(id=f"dying{i}"),
            )
        )
        name = f"Legend {i // 2}"
        objects.append(
            GameObject(
                id=f"legend{i}",
                name=name,
                owner="Bob",
                card_types={"creature"},
                supertypes={"legendary"},
                power=1,
                toughness=1,
            )
        )
        keep.setdefault(name, f"legend{i}")
        objects.append(
            GameObject(
                id=f"calm{i}", name=f"Calm {i}", owner="Bob", card_types={"creature"}, power=1, toughness=3, damage=1
            )
        )
    objects = objects[:n]
    return GameState(
        players=(Player(name="Ana"), Player(name="Bob")), objects=tuple(objects), choices={"legend_keep": keep}
    )


def measure(n: int, repeats: int) -> tuple[float, int]:
    state = build(n)
    times = []
    rounds = 0
    for _ in range(repeats):
        start = time.perf_counter()
        result = check_sba(state)
        times.append(time.perf_counter() - start)
        rounds = len(result.rounds)
    return statistics.median(times), rounds


def main() -> None:
    print(f"{'objects':>8} {'rounds':>6} {'median ms':>10} {'µs/object':>10}")
    for n, repeats in ((10, 200), (100, 100), (1_000, 30), (10_000, 9)):
        seconds, rounds = measure(n, repeats)
        print(f"{n:>8} {rounds:>6} {seconds * 1000:>10.2f} {seconds * 1e6 / n:>10.2f}")


if __name__ == "__main__":
    main()
