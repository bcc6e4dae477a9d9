"""Mana-ability classifier against the labelled abilities in ../shared/data/mana (issue: mana).

Prints accuracy, precision and recall for "is a mana ability", the same on unique texts
(dup_rank == 1) and on the balanced subset, a confusion table of dataset kind × predicted kind,
every miss, and throughput (abilities per second, one core, no caching).
"""

from __future__ import annotations

import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.mana import classify  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))


def load() -> list[dict[str, object]]:
    path = SHARED / "data" / "mana" / "abilities.jsonl"
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def own_verdict(text: str) -> tuple[bool, str]:
    """The paragraph's own verdict: the first non-granted ability the classifier returns."""
    result = classify(text)
    first = next(a for a in result.abilities if not a.granted)
    return first.mana_ability, first.kind


def scores(rows: list[dict[str, object]], predicted: dict[str, bool]) -> str:
    tp = sum(1 for r in rows if r["is_mana_ability"] and predicted[str(r["id"])])
    fp = sum(1 for r in rows if not r["is_mana_ability"] and predicted[str(r["id"])])
    fn = sum(1 for r in rows if r["is_mana_ability"] and not predicted[str(r["id"])])
    correct = sum(1 for r in rows if bool(r["is_mana_ability"]) == predicted[str(r["id"])])
    precision = tp / (tp + fp) if tp + fp else 1.0
    recall = tp / (tp + fn) if tp + fn else 1.0
    return (
        f"n={len(rows):5d}  accuracy {correct / len(rows):.4f}  precision {precision:.4f}  "
        f"recall {recall:.4f}  (tp {tp}, fp {fp}, fn {fn})"
    )


def main() -> None:
    rows = load()
    predicted: dict[str, bool] = {}
    kinds: dict[str, str] = {}
    for row in rows:
        predicted[str(row["id"])], kinds[str(row["id"])] = own_verdict(str(row["text"]))
    print("all records      ", scores(rows, predicted))
    print("unique texts     ", scores([r for r in rows if r["dup_rank"] == 1], predicted))
    print("balanced subset  ", scores([r for r in rows if r["eval_balanced"]], predicted))

    confusion = Counter((str(r["kind"]), kinds[str(r["id"])]) for r in rows)
    dataset_kinds = sorted({k for k, _ in confusion})
    predicted_kinds = sorted({k for _, k in confusion})
    print("\nconfusion: dataset kind (rows) × predicted kind (columns)")
    print(f"{'':>10}" + "".join(f"{k:>10}" for k in predicted_kinds))
    for dk in dataset_kinds:
        print(f"{dk:>10}" + "".join(f"{confusion[(dk, pk)]:>10}" for pk in predicted_kinds))

    misses = [r for r in rows if bool(r["is_mana_ability"]) != predicted[str(r["id"])]]
    print(f"\nmisses: {len(misses)}")
    for r in misses:
        print(f"  label={r['is_mana_ability']!s:5} kind={r['kind']:9} {r['card']}: {str(r['text'])[:140]!r}")

    texts = [str(r["text"]) for r in rows]
    rates = []
    for _ in range(7):  # like timeit: the best pass is the least disturbed by the rest of the machine
        start = time.process_time()
        for text in texts:
            classify(text)
        rates.append(len(texts) / (time.process_time() - start))
    rates.sort()
    print(
        f"\nthroughput over {len(texts):,} abilities, 7 passes, one core: best {rates[-1]:,.0f}/s, "
        f"median {rates[3]:,.0f}/s, worst {rates[0]:,.0f}/s ({1e6 / rates[3]:.1f} µs each at the median)"
    )


if __name__ == "__main__":
    main()
