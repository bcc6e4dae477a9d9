"""Wall time of terminal lookups, start to exit: `juez cr 704.5g` and `juez define deathtouch`.

Imports a command doesn't need are not paid for (target: under 0.25 s on the 2-core VM). Runs
each command N times against a database holding the newest shared CR and prints the median,
the best and the worst, next to a bare `python -c pass` for the interpreter's own floor.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
RUNS = 15


def wall(argv: list[str], env: dict[str, str]) -> list[float]:
    times = []
    for _ in range(RUNS):
        start = time.perf_counter()
        subprocess.run(argv, env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    newest = sorted((SHARED / "data/cr/en").glob("MagicCompRules-*.txt"))[-1]
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "DATABASE_PATH": str(Path(tmp) / "bench.sqlite3")}
        juez = [sys.executable, "-m", "bot.terminal.cli"]
        subprocess.run([*juez, "rules", "update", "--from", str(newest)], env=env, check=True, capture_output=True)
        cases = {
            "python -c pass (floor)": [sys.executable, "-c", "pass"],
            "juez cr 704.5g": [*juez, "cr", "704.5g"],
            "juez define deathtouch": [*juez, "define", "deathtouch"],
            "juez cr 704.5g --lang es": [*juez, "cr", "704.5g", "--lang", "es"],
        }
        print(f"{RUNS} runs each, wall seconds")
        for name, argv in cases.items():
            times = wall(argv, env)
            print(f"{name:28} median {statistics.median(times):.3f}  best {min(times):.3f}  worst {max(times):.3f}")


if __name__ == "__main__":
    main()
