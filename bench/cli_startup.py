"""Wall time of terminal lookups, start to exit: `juez cr 704.5g` and `juez define deathtouch`.

Imports a command doesn't need are not paid for (issue 35: `juez cr 704.5g` at most 8× a bare
interpreter start on the 2-core VM). Runs each command N times, interleaved with a bare
`python -c pass` so that both see the same moments of a machine other engineers load too,
against a database holding the newest shared CR, and prints the median, best and worst, and
each command's ratio to the bare start of the same round (median, and the middle half of
the rounds for the spread).

Twice: with ``PYTHONDONTWRITEBYTECODE=1`` and the project's ``__pycache__`` folders removed,
as this sandbox runs (Juez's own modules compiled from source at every start; the libraries'
bytecode was written when pip installed them), then with Juez's bytecode cached, as any
install has it (written by a first run).
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
RUNS = 15


def once(argv: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(argv, env=env, check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - start


def quartiles(values: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(values, n=4)
    return q[0], statistics.median(values), q[2]


def measure(cases: dict[str, list[str]], env: dict[str, str]) -> None:
    floor_argv = [sys.executable, "-c", "pass"]
    for argv in (floor_argv, *cases.values()):  # warm: caches, and bytecode when it is written
        once(argv, env)
    floors: list[float] = []
    times: dict[str, list[float]] = {name: [] for name in cases}
    ratios: dict[str, list[float]] = {name: [] for name in cases}
    for _ in range(RUNS):
        for name, argv in cases.items():
            floor = once(floor_argv, env)
            floors.append(floor)
            took = once(argv, env)
            times[name].append(took)
            ratios[name].append(took / floor)
    print(
        f"{'python -c pass (floor)':28} median {statistics.median(floors):.3f}  best {min(floors):.3f}  worst {max(floors):.3f}"
    )
    for name in cases:
        t = times[name]
        low, mid, high = quartiles(ratios[name])
        print(
            f"{name:28} median {statistics.median(t):.3f}  best {min(t):.3f}  worst {max(t):.3f}"
            f"   × floor: median {mid:.1f} (middle half {low:.1f}–{high:.1f})"
        )


def main() -> None:
    newest = sorted((SHARED / "data/cr/en").glob("MagicCompRules-*.txt"))[-1]
    with tempfile.TemporaryDirectory() as tmp:
        base = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env = {**base, "DATABASE_PATH": str(Path(tmp) / "bench.sqlite3")}
        juez = [sys.executable, "-m", "bot.terminal.cli"]
        subprocess.run([*juez, "rules", "update", "--from", str(newest)], env=env, check=True, capture_output=True)
        cases = {
            "juez cr 704.5g": [*juez, "cr", "704.5g"],
            "juez define deathtouch": [*juez, "define", "deathtouch"],
            "juez cr 704.5g --lang es": [*juez, "cr", "704.5g", "--lang", "es"],
        }
        for package in ("engine", "bot", "cogs"):
            for cached in (ROOT / package).rglob("__pycache__"):
                shutil.rmtree(cached)
        print(f"{RUNS} rounds, wall seconds; PYTHONDONTWRITEBYTECODE=1, Juez's modules compiled at every start")
        measure(cases, {**env, "PYTHONDONTWRITEBYTECODE": "1"})
        print(f"\n{RUNS} rounds, wall seconds; Juez's bytecode cached (as installed)")
        measure(cases, env)


if __name__ == "__main__":
    main()
