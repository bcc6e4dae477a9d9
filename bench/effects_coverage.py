"""How much of the full shared card file the Oracle compiler applies (issue: continuous effects).

Prints, over every card of ``../shared/data/cards/AtomicCards.json.xz`` (Alchemy and Un-cards
left out): paragraphs by verdict (modeled, no effect, flagged), the cards whose static abilities
change power/toughness, types, colors, abilities or an SBA's rule, how many of those Juez
*applies* by itself (target >= 90%, with its margin), how many it *asks* about every time (a
size or a condition no board says) and how many are *flagged*, why, and compile speed. Which
paragraphs count is checked by hand in bench/coverage_sample.py.
"""

from __future__ import annotations

import lzma
import math
import os
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import ijson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.effects.coverage import measure  # noqa: E402
from engine.effects.oracle import compile_text  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))


def faces() -> Iterator[tuple[str, str, frozenset[str]]]:
    with lzma.open(SHARED / "data/cards/AtomicCards.json.xz", "rb") as handle:
        for name, entries in ijson.kvitems(handle, "data", use_float=True):
            if name.startswith("A-") or any(e.get("isFunny") for e in entries):
                continue
            for entry in entries:
                text = entry.get("text") or ""
                if text:
                    own = entry.get("faceName") if " // " in name else name
                    yield own or name, text, frozenset(t.lower() for t in entry.get("types", ()))


def main() -> None:
    rows = list(faces())
    compile_text.cache_clear()
    started = time.perf_counter()
    found = measure(rows)
    elapsed = time.perf_counter() - started
    print(f"cards {found.cards:,}  paragraphs {found.paragraphs:,}")
    for verdict, n in sorted(found.by_verdict.items()):
        print(f"  {verdict:10} {n:7,} paragraphs")
    print(f"cards whose statics change characteristics or SBAs: {found.changing_cards:,}")
    print(f"  modeled whole: {found.modeled_cards:,} ({found.share_modeled:.1%})")
    changing = found.changing_cards or 1
    margin = found.applied_cards - math.ceil(0.90 * found.changing_cards)
    print(
        f"    applied:     {found.applied_cards:,} ({found.share_applied:.1%}; target >= 90%:"
        f" margin {found.share_applied - 0.90:+.1%}, {margin:+,} cards)"
    )
    print(
        f"    asked:       {len(found.asked_cards):,} ({len(found.asked_cards) / changing:.1%}: the judge says it every time)"
    )
    print(f"  flagged:       {len(found.flagged_cards):,} ({len(found.flagged_cards) / changing:.1%})")
    for reason, n in sorted(found.reasons.items(), key=lambda kv: -kv[1])[:12]:
        print(f"    {reason:28} {n:5,} paragraphs")
    print(f"compile: {len(rows) / elapsed:,.0f} faces/s cold ({elapsed * 1000:.0f} ms for {len(rows):,})")


if __name__ == "__main__":
    main()
