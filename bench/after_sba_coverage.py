"""How much of the card pool's "after the SBAs" text Juez reads (issue 33, item 3).

Over every card of the full shared file (first face), counts the permanents' paragraphs of two
families and how many are read rather than asked about:
- triggered abilities on a permanent dying, leaving the battlefield or being put into a
  graveyard from it (``engine/sba/triggers.py``), plus undying and persist;
- static replacements of "if … would die / be destroyed / be put into a graveyard" on a
  permanent (``engine/sba/replacements.py``).
Prints the shares and a seeded sample of what is asked, for the hand-read in BENCHMARKS.md.
"""

from __future__ import annotations

import json
import lzma
import os
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.model import GameObject  # noqa: E402
from engine.sba import replacements, triggers  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
PERMANENT = {"creature", "artifact", "enchantment", "land", "planeswalker", "battle"}


def main() -> None:
    with lzma.open(SHARED / "data/cards/AtomicCards.json.xz") as handle:
        data = json.load(handle)["data"]
    counts = {"trigger": [0, 0], "replacement": [0, 0]}
    asked: dict[str, list[str]] = {"trigger": [], "replacement": []}
    for name, faces in data.items():
        face = faces[0]
        if not face.get("text") or not PERMANENT & {t.lower() for t in face.get("types", ())}:
            continue
        statics = tuple(line for line in face["text"].splitlines() if line.strip())[:40]
        obj = GameObject(id="x", name=face.get("faceName") or name, owner="a", statics=statics, card=name)
        for family, read, unread in (
            ("trigger", triggers.watches(obj), [t for _, t in triggers.unread(obj)]),
            ("replacement", replacements.elsewhere(obj), list(replacements.unread(obj))),
        ):
            counts[family][0] += len(read)
            counts[family][1] += len(unread)
            asked[family] += [f"{name}: {t}" for t in unread]
    for family, (read, unread) in counts.items():
        print(f"{family}: {read} read, {unread} asked, {read / max(1, read + unread):.1%} read")
    rng = random.Random(33)
    for family, items in asked.items():
        for line in rng.sample(items, min(10, len(items))):
            print(f"  asked {family}: {line[:150]}")


if __name__ == "__main__":
    main()
