"""How state-based-action resolution scales with board size (issue: SBA engine).

Builds boards of 10, 100, 1,000 and 10,000 objects — a quarter creatures with lethal damage,
a quarter Auras on those dying creatures, a quarter legends sharing names in pairs, a quarter
untouched creatures — and prints the median time of a full resolution (all rounds) and the
time per object, so linear growth is visible at a glance.

It also prints a *floor* for each board: a single pass written for exactly this board (no rule
table, no trace, no cascades, no choices) that reads what the three applicable rules read from
every validated object, makes one result record per permanent that leaves and one copy per
moved object. No general engine can take less; the ratio says how close the engine gets.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.collector import collector_paused
from engine.model import GameObject, GameState, ObjectRef, Player, Zone, rebuild
from engine.sba import Action, check_sba


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


def floor(state: GameState) -> tuple[list[Action], tuple[GameObject, ...]]:
    """The least any engine must do for these boards (see the module docstring)."""
    by_id: dict[str, GameObject] = {}
    leaving: list[GameObject] = []
    auras: list[GameObject] = []
    legends: dict[tuple[str, str], list[GameObject]] = {}
    for obj in state.objects:
        by_id[obj.id] = obj
        if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            continue
        if "creature" in obj.card_types and obj.toughness is not None and obj.damage >= obj.effective_toughness:
            leaving.append(obj)
        if "aura" in obj.subtypes:
            auras.append(obj)
        if "legendary" in obj.supertypes:
            legends.setdefault((obj.owner, obj.name), []).append(obj)
    for group in legends.values():
        leaving.extend(group[1:])
    gone = {obj.id for obj in leaving}
    leaving.extend(a for a in auras if isinstance(a.attached_to, ObjectRef) and a.attached_to.id in gone)
    actions = [Action("lethal_damage", "704.5g", (obj.id,), {"object": obj.name}) for obj in leaving]
    moved = {}
    for obj in leaving:
        values = obj.__dict__.copy()
        values.update(zone=Zone.GRAVEYARD, damage=0, attached_to=None)
        moved[obj.id] = rebuild(obj, values)
    return actions, tuple(moved.get(i, obj) for i, obj in by_id.items())


def measure(n: int, repeats: int) -> tuple[float, float, int]:
    state = build(n)
    times, floors = [], []
    rounds = 0
    for _ in range(repeats):
        start = time.perf_counter()
        result = check_sba(state)
        times.append(time.perf_counter() - start)
        rounds = len(result.rounds)
        start = time.perf_counter()
        with collector_paused():  # the same conditions as the check
            floor(state)
        floors.append(time.perf_counter() - start)
    return statistics.median(times), statistics.median(floors), rounds


def main() -> None:
    print(f"{'objects':>8} {'rounds':>6} {'median ms':>10} {'µs/object':>10} {'floor ms':>9} {'× floor':>8}")
    for n, repeats in ((10, 200), (100, 100), (1_000, 30), (10_000, 9)):
        seconds, least, rounds = measure(n, repeats)
        print(
            f"{n:>8} {rounds:>6} {seconds * 1000:>10.2f} {seconds * 1e6 / n:>10.2f}"
            f" {least * 1000:>9.2f} {seconds / least:>8.1f}"
        )


if __name__ == "__main__":
    main()
