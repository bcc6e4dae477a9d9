"""Spanish type lines (issue 35, item 2) against the printed ones, on the full shared card file.

Imports ``AtomicCards.json.xz`` into a temporary store, pairs subtypes as /carta does
(``CardService.spanish_subtypes``), builds every face's Oracle type line in Spanish terms and
prints: faces with a line built, how many of those that have a printed Spanish type line agree
with it, how many differ (the printed one is then shown beside it, labelled: mostly Oracle
updates, "Planeswalker — Jace" before planeswalkers were legendary, a Human added in 2016),
how many faces get no line (a word with no Spanish form: World, Scheme, Kindred…, shown as
the English Oracle line), and a sample of each. ``--db PATH`` reads a store already holding it.
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.cards.ingest import import_cards_file  # noqa: E402
from bot.cards.service import CardService  # noqa: E402
from bot.storage import Storage  # noqa: E402
from engine.cards.spanish_type_line import oracle_type_line_es, same_line  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))


async def measure(path: Path, fill: bool) -> None:
    async with Storage.open(path) as storage:
        if fill:
            await import_cards_file(storage, SHARED / "data/cards/AtomicCards.json.xz", source="bench")
        service = CardService(storage)
        subtypes = await service.spanish_subtypes()
        rows = await storage.fetch_all("SELECT id FROM cards")
        cards = await storage.cards_by_id([int(r[0]) for r in rows])
    agree = differ = none = unprinted = 0
    differs: list[tuple[str, str, str]] = []
    missing: Counter[str] = Counter()
    for card in cards.values():
        for face in card.faces:
            line = oracle_type_line_es(face, subtypes)
            if line is None:
                none += 1
                missing[face.type_line.split(" — ")[0]] += 1
            elif not face.spanish_type_line:
                unprinted += 1
            elif same_line(line, face.spanish_type_line):
                agree += 1
            else:
                differ += 1
                differs.append((face.type_line, face.spanish_type_line, line))
    print(f"subtypes paired from printed lines: {len(subtypes)}")
    print(f"faces: {agree + differ + none + unprinted}; a Spanish Oracle line built for {agree + differ + unprinted}")
    print(f"  with a printed Spanish line: {agree} agree, {differ} differ (shown beside it, labelled)")
    print(f"  no printed Spanish line: {unprinted}")
    print(f"  no line (English Oracle shown): {none}; most common: {missing.most_common(6)}")
    for english, printed, built in random.Random(35).sample(differs, min(8, len(differs))):
        print(f"    {english!r}: printed {printed!r}, Oracle in Spanish {built!r}")


def main() -> None:
    if "--db" in sys.argv:
        asyncio.run(measure(Path(sys.argv[sys.argv.index("--db") + 1]), fill=False))
        return
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(measure(Path(tmp) / "cards.sqlite3", fill=True))


if __name__ == "__main__":
    main()
