"""What a /layers trace costs (issue: /layers).

Prints the median of:
- the trace of one object on a 10-card board naming cards with static abilities, with a
  dependency (Blood Moon and Urborg) and a Humility/Opalescence pair: parsed once, then traced
  (target < 10 ms);
- the same board read and traced together, as a reply does;
- the trace of every object an effect changed (no ``object:``).
The cards come from the full shared file, imported once into a temporary store.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.board import parse_board  # noqa: E402
from engine.cards.catalog import CardCatalog  # noqa: E402
from engine.effects.trace import trace_layers  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
BOARD = (
    "Humility; Opalescence; Grizzly Bears with a +1/+1 counter; Glorious Anthem; Blood Moon; "
    "Urborg, Tomb of Yawgmoth; Forest; Opponent controls Elesh Norn, Grand Cenobite. "
    "I control Llanowar Elves; Rancor attached to Grizzly Bears; Giant Growth on Grizzly Bears"
)
CARDS = {
    "Humility",
    "Opalescence",
    "Grizzly Bears",
    "Glorious Anthem",
    "Blood Moon",
    "Urborg, Tomb of Yawgmoth",
    "Forest",
    "Elesh Norn, Grand Cenobite",
    "Llanowar Elves",
    "Rancor",
    "Giant Growth",
}


def catalog() -> CardCatalog:
    from bench.effects_perf import catalog as imported

    return imported(CARDS)


def median_ms(run: Callable[[], object], repeat: int = 200) -> float:
    run()  # warm caches (compiled Oracle text, folded names)
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    cards = catalog()
    state = parse_board(BOARD, cards)
    objects = sum(1 for _ in state.objects)
    one = median_ms(lambda: trace_layers(state, "Grizzly Bears"))
    read_and_trace = median_ms(lambda: trace_layers(parse_board(BOARD, cards), "Grizzly Bears"))
    every = median_ms(lambda: trace_layers(state))
    print(f"board: {objects} objects, {len(state.effects)} stated effect(s)")
    print(f"trace of one object:            {one:6.2f} ms median (target < 10 ms)")
    print(f"read + trace of one object:     {read_and_trace:6.2f} ms median")
    print(f"trace of every changed object:  {every:6.2f} ms median")


if __name__ == "__main__":
    main()
