"""Board-language parse time (issue: board descriptions).

Prints the median parse time of each example board from the issue and of a 300-object board
(the limit), parse only and parse + state-based actions.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.board import parse_board
from engine.sba import check_sba
from tests.engine.board.test_examples import EXAMPLES


def median_ms(fn: object, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def big_board() -> str:
    """300 objects within the 4,000-character limit: copies, legends and Auras on labelled copies."""
    clauses = [
        "Ana: life 20",
        "Bob: life 20",
        "Bear 2/2 damage 2 x100",
        "Wolf 3/3 damage 1 x100",
        "Bob: Legend legendary creature 1/1 x50",
    ]
    clauses += [f"R{i} aura attached to Wolf #{i}" for i in range(1, 51)]
    return "; ".join(clauses)


def main() -> None:
    parse_board("Grizzly Bears 2/2")  # build the parser once, as the bot does at start-up
    rows = []
    for board, *_ in EXAMPLES:
        rows.append((median_ms(lambda b=board: parse_board(b), 300), board))
    rows.sort()
    print(f"{'median ms':>10}  board")
    for ms, board in rows:
        print(f"{ms:>10.3f}  {board[:80]}")
    all_ms = [ms for ms, _ in rows]
    print(f"\nexamples: {len(rows)}, median {statistics.median(all_ms):.3f} ms, max {max(all_ms):.3f} ms")
    text = big_board()
    state = parse_board(text)
    print(
        f"300-object board ({len(text)} characters, {len(state.objects)} objects): "
        f"parse {median_ms(lambda: parse_board(text), 20):.1f} ms, "
        f"parse + SBA {median_ms(lambda: check_sba(parse_board(text)), 20):.1f} ms"
    )


if __name__ == "__main__":
    main()
