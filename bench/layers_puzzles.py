"""Layer puzzles with their answers (issue 34): right, asked, wrong.

Each row of a JSONL (``--path``) is a board in the board language with what a judge derived from
the CR: ``pt`` (each named creature's power and toughness once every continuous effect applies,
before any state-based action) and ``rounds`` (the SBAs performed, as bench/natural_dev.py
compares them). Each board goes through the two handlers a judge's command calls: /layers'
(``bot.handlers.layers.traced``, what ``juez layers --json`` prints: its ``final`` values, the
last layer 7 sublayer that set the size) and /sba's (bench/natural_dev.py's ``run``), both
against the whole card file.

- **right**: every size listed matches and the rounds match;
- **asked**: either surface asked (a question, a refusal, a value it can't apply, a reading
  left open);
- **wrong**: both answered and something differs (printed).

A row marked ``asks`` (the puzzle leaves out a fact that decides it) is right when /layers
asks, and wrong when it answers.
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.natural_dev import Said, expected_rounds, load, rounds_difference, run  # noqa: E402


def layered(board: str, cards: Any, lang: str = "en") -> dict[str, Any] | None:
    """/layers' trace of the board, as ``juez layers --json`` prints it (read as /layers reads
    it: as typed, else every natural reading traced); None when it asked."""
    from bot.errors import JuezError
    from bot.handlers.layers import read_for_layers, traced
    from engine.board import BoardError

    try:
        summary: dict[str, Any] = traced(read_for_layers(board, cards, lang).state, board, None).summary()
    except (BoardError, JuezError):
        return None
    return summary


def final_size(obj: dict[str, Any]) -> tuple[int, int] | None:
    sevens = {k: v for k, v in (obj.get("final") or {}).items() if k.startswith("7")}
    if not sevens:
        return None
    p, _, t = str(sevens[max(sevens)]).partition("/")
    try:
        return int(p), int(t)
    except ValueError:
        return None


def _unchanged(state: Any, name: str, oracle: str | None = None) -> tuple[int, int] | None:
    """An object /layers doesn't list: no effect changed it, so its size is the board's own
    (found by the name as written, or by ``oracle``, the card that name reads as)."""
    if state is None:
        return None
    for obj in state.objects:
        named = name in (obj.id, obj.name) or (oracle is not None and obj.card == oracle)
        if named and obj.power is not None and obj.toughness is not None:
            return int(obj.power), int(obj.toughness)
    return None


def verdict(row: dict[str, Any], cards: Any) -> tuple[str, str]:
    report = layered(row["board"], cards, row["lang"])
    asked = report is None or bool(report.get("readings")) or bool(report.get("unapplied"))
    if row.get("asks"):  # a puzzle a careful judge can't answer without a fact it leaves out
        return ("right", "") if asked else ("wrong", "answered a puzzle whose answer is to ask")
    if asked:
        return "asked", "layers asked"
    objects = report.get("objects", [])
    ran = run(row["board"], cards, row["lang"])
    for name, (p, t) in row.get("pt", {}).items():
        # the name as the puzzle writes it: an object's id or name, else (a reading names
        # cards by their Oracle names) the card that name reads as
        read = cards.read(name).card
        oracle = read.name if read is not None else None
        obj = (
            next((o for o in objects if o.get("id") == name), None)
            or next((o for o in objects if o.get("name") == name), None)
            or next((o for o in objects if oracle is not None and o.get("card") == oracle), None)
        )
        size = final_size(obj) if obj is not None else _unchanged(ran.state, name, oracle)
        if size is None:
            return "asked", f"no size for {name}"
        if size != (p, t):
            return "wrong", f"{name} {size[0]}/{size[1]} instead of {p}/{t}"
    if not isinstance(ran.outcome, Said):
        return "asked", f"/sba: {getattr(ran.outcome, 'key', ran.outcome)}"
    differs = rounds_difference(expected_rounds(row), ran.outcome)
    return ("wrong", differs) if differs else ("right", "")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--path", type=Path, required=True)
    args = parser.parse_args(argv)
    from bench.floor_boards import catalog

    cards = catalog()
    rows = load(args.path)
    counts: Counter[str] = Counter()
    lines: list[str] = []
    for row in rows:
        kind, why = verdict(row, cards)
        counts[kind] += 1
        if kind != "right":
            lines.append(f"  {row['id']}: {kind} — {why}")
    print(f"{args.path} ({len(rows)} puzzles)")
    print(f"right {counts['right']}, asked {counts['asked']}, wrong {counts['wrong']}")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
