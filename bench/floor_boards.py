"""Boards as judges write them (issue: floor phrasing): how many read right, asked, or wrong.

Reads tests/fixtures/floor_boards.tsv (English and Spanish boards, each answer reviewed by
hand) against the whole card file, as the bot reads boards (every card known, so a short or
Spanish name meets every card it could mean), and prints per language: answered right, asked
(a question, or a row whose answer is to ask), answered wrong; and the median read+check time.
The goal: none wrong, at least 95% right (answered, or asked where the row's answer is to ask).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.board import BoardError  # noqa: E402
from engine.cards.catalog import CardCatalog  # noqa: E402
from engine.reading import answer  # noqa: E402
from tests.engine.board.test_floor_boards import ROWS  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
SPANISH = ("Tengo", "tiene", " de ", " con ", "Controlo", "vidas", "Robé", "Intenté", "¿", "Mis ", "Las ", "Los ")


def catalog() -> CardCatalog:

    with tempfile.TemporaryDirectory(prefix="juez-bench-") as scratch:  # 60 MB a run: never left behind
        return _catalog(Path(scratch))


def _catalog(folder: Path) -> CardCatalog:
    from bot.cards.ingest import import_cards_file
    from bot.storage import Storage

    async def rows(path: Path, db: str) -> tuple[list[tuple[str, int, int, str]], list[tuple[int, str, str]]]:
        async with Storage.open(folder / db) as storage:
            await import_cards_file(storage, path, source="bench")
            names, cards = await storage.card_catalog_rows()
        return list(names), list(cards)

    async def build() -> CardCatalog:  # the store's own rows, as the bot builds its catalog
        names, cards = await rows(SHARED / "data/cards/AtomicCards.json.xz", "cards.sqlite3")
        battles = SHARED / "data/cards/AtomicCards.battles.json"
        if battles.exists():  # MTGJSON's own file has them; the shared copy keeps them apart
            more_names, more_cards = await rows(battles, "battles.sqlite3")
            offset = max(c[0] for c in cards) + 1
            names += [(key, card_id + offset, rank, shown) for key, card_id, rank, shown in more_names]
            cards += [(card_id + offset, name, board) for card_id, name, board in more_cards]
        return CardCatalog(names, cards)

    return asyncio.run(build())


def main() -> None:
    cards = catalog()
    tally: dict[str, dict[str, int]] = {"en": {}, "es": {}}
    times: list[float] = []
    wrong: list[str] = []
    for board, actions, losers, choices in ROWS:
        lang = "es" if any(w in board for w in SPANISH) else "en"
        start = time.perf_counter()
        try:
            result = answer(board, cards).result  # /sba's path: every reading tried
            said = (
                ",".join(str(a.kind) for r in result.rounds for a in r.actions) or "-",
                ",".join(result.losers) or "-",
                ",".join(str(c.kind) for c in result.pending_choices) or "-",
            )
            outcome = "right" if said == (actions, losers, choices) else "wrong"
        except BoardError:
            outcome = "asked" if actions == "ask" else "refused"
        times.append(time.perf_counter() - start)
        if outcome == "wrong":
            wrong.append(board)
        tally[lang][outcome] = tally[lang].get(outcome, 0) + 1
    for lang, counts in tally.items():
        total = sum(counts.values())
        right = counts.get("right", 0)
        asked = counts.get("asked", 0)
        print(
            f"{lang}: {total} boards — answered right {right}, asked where it must {asked} "
            f"({(right + asked) / total:.1%} right), asked where it could have answered "
            f"{counts.get('refused', 0)}, wrong {counts.get('wrong', 0)}"
        )
    print(f"median read+check: {statistics.median(times) * 1000:.2f} ms over {len(times)} boards")
    for board in wrong:
        print(f"  WRONG: {board}")


if __name__ == "__main__":
    main()
