"""What continuous effects cost a check (issue: continuous effects).

Prints the median of:
- a 10-card board naming cards with static abilities, parsed, effects applied, SBAs checked
  (target < 5 ms; the cards come from the full shared file, imported once into a temporary store);
- a 300-object board with 20 effect sources (anthems, lords, Auras, a Humility), effects and
  SBAs only (target < 25 ms);
- the same 300 objects with no effect source, for comparison.
- a 10-card named board whose answer goes on after the SBAs (issue 33): replacement effects
  (Kalitas, umbra armor) and triggered abilities (Blood Artist, undying, persist, Skullclamp),
  parsed and checked (target < 5 ms).
- each 10-card named board's reply rendered as text, in English and in Spanish with the cards'
  printed Spanish names (issue 33c: one function names every card in a Spanish reply), CPU time;
  on a tree without ``bot/replies/names.py`` the Spanish reply is rendered as it was then.
The 10,000-object SBA figure against its floor is bench/sba_scale.py's.
"""

from __future__ import annotations

import asyncio
import json
import lzma
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

import ijson

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.board import parse_board  # noqa: E402
from engine.cards.catalog import CardCatalog  # noqa: E402
from engine.model import GameObject, GameState, Player  # noqa: E402
from engine.sba import check_sba  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
BOARD = (
    "Grizzly Bears with 2 damage; Glorious Anthem; Llanowar Elves with 1 damage; Elvish Archdruid; "
    "Opponent controls Elesh Norn, Grand Cenobite. Opponent controls Thalia, Guardian of Thraben. "
    "I control Rancor attached to Grizzly Bears; Short Sword; Platinum Angel; Mirror Gallery"
)
CARDS = {
    "Grizzly Bears",
    "Glorious Anthem",
    "Llanowar Elves",
    "Elvish Archdruid",
    "Elesh Norn, Grand Cenobite",
    "Thalia, Guardian of Thraben",
    "Rancor",
    "Short Sword",
    "Platinum Angel",
    "Mirror Gallery",
}


def catalog(wanted: set[str] | None = None) -> CardCatalog:
    """The cards ``wanted`` (this bench's by default) imported through the store, as the bot reads them."""
    from bot.cards.ingest import import_cards_file
    from bot.storage import Storage

    data = {}
    with lzma.open(SHARED / "data/cards/AtomicCards.json.xz", "rb") as handle:
        for name, entries in ijson.kvitems(handle, "data", use_float=True):
            if name in (CARDS if wanted is None else wanted):
                data[name] = entries
    folder = Path(tempfile.mkdtemp())
    source = folder / "AtomicCards.json"
    source.write_text(json.dumps({"meta": {"date": "2022-04-01", "version": "5"}, "data": data}), encoding="utf-8")

    async def build() -> CardCatalog:  # the store's own rows, as the bot builds its catalog
        async with Storage.open(folder / "cards.sqlite3") as storage:
            await import_cards_file(storage, source, source="bench")
            names, cards = await storage.card_catalog_rows()
        return CardCatalog(names, cards)

    try:
        return asyncio.run(build())
    finally:
        shutil.rmtree(folder, ignore_errors=True)  # the store is read into the catalog: nothing left behind


#: Replacements and triggers: Kalitas exiles the opponent's nontoken creatures (a Zombie each),
#: the umbra saves the Bears, Blood Artist, Zulaport, undying and Skullclamp trigger.
AFTER_BOARD = (
    "I control Kalitas, Traitor of Ghet; Blood Artist with 1 damage; Young Wolf with 1 damage; "
    "Grizzly Bears with 4 damage; Hyena Umbra attached to Grizzly Bears; Llanowar Elves; "
    "Skullclamp attached to Llanowar Elves. Opponent controls Kitchen Finks with 2 damage. "
    "Opponent controls Doomed Traveler with 1 damage. Opponent controls Zulaport Cutthroat with 1 damage"
)
AFTER_CARDS = {
    "Kalitas, Traitor of Ghet",
    "Blood Artist",
    "Young Wolf",
    "Grizzly Bears",
    "Hyena Umbra",
    "Llanowar Elves",
    "Skullclamp",
    "Kitchen Finks",
    "Doomed Traveler",
    "Zulaport Cutthroat",
}


SOURCES = (
    ("Creatures you control get +1/+1.", {"enchantment"}),
    ("Other Elf creatures you control get +1/+1.", {"creature"}),
    ("Creatures your opponents control get -1/-1.", {"enchantment"}),
    ("White creatures you control get +1/+1.", {"enchantment"}),
    ("Each creature you control with flying gets +0/+1.", {"enchantment"}),
)


def big_board(sources: int) -> GameState:
    objects: list[GameObject] = []
    for n in range(300 - sources):
        owner = "you" if n % 2 else "Bob"
        objects.append(
            GameObject(
                id=f"Elf {n}",
                name=f"Elf {n}",
                owner=owner,
                card_types={"creature"},
                subtypes={"elf"},
                colors={"green" if n % 3 else "white"},
                power=2,
                toughness=2,
                damage=n % 4,
                keywords={"flying"} if n % 5 == 0 else set(),
            )
        )
    for n in range(sources):
        text, types = SOURCES[n % len(SOURCES)]
        power = {"power": 2, "toughness": 2, "subtypes": {"elf"}} if "creature" in types else {}
        objects.append(
            GameObject(
                id=f"Source {n}",
                name=f"Source {n}",
                owner="you",
                card_types=types,
                colors={"green"},
                statics=(text,),
                **power,
            )
        )
    return GameState(players=(Player(name="you"), Player(name="Bob")), objects=tuple(objects))


def median_ms(run: Callable[[], object], times: int, clock: Callable[[], float] = time.perf_counter) -> float:
    samples = []
    for _ in range(times):
        start = clock()
        run()
        samples.append((clock() - start) * 1000)
    return statistics.median(samples)


def render(board: str, cards: CardCatalog, lang: str) -> Callable[[], object]:
    """The reply to an already checked board, rendered to text as the console prints it (the
    printed names looked up from the catalog as the handler does, for a Spanish reply)."""
    from bot.replies.reply import to_text
    from bot.replies.sba import sba_reply

    state = parse_board(board, cards)
    result = check_sba(state)
    try:
        from bot.replies.names import printed_names, shown_names
    except ImportError:  # before printed names: the reply named cards by their Oracle names
        return lambda: to_text(sba_reply(result, lang, board=state))

    def run() -> object:
        printed = printed_names(cards, [o.card for o in state.objects if o.card]) if lang == "es" else {}
        return to_text(sba_reply(result, lang, board=state, names=shown_names(state, printed)))

    return run


def main() -> None:
    cards = catalog(CARDS | AFTER_CARDS)
    check_sba(parse_board(BOARD, cards))  # warm: the parser, the compiler's caches
    print(
        f"10-card board, parse + effects + SBA: {median_ms(lambda: check_sba(parse_board(BOARD, cards)), 200):.2f} ms median (target < 5)"
    )
    with_effects = big_board(20)
    check_sba(with_effects)
    print(
        f"300 objects, 20 effect sources, effects + SBA: {median_ms(lambda: check_sba(with_effects), 50):.2f} ms median (target < 25)"
    )
    cpu = median_ms(lambda: check_sba(with_effects), 50, time.process_time)
    print(f"  the same, this process's CPU time: {cpu:.2f} ms median")
    plain = big_board(0)
    print(f"300 objects, no effect source, SBA: {median_ms(lambda: check_sba(plain), 50):.2f} ms median")
    print(
        f"  the same, this process's CPU time: {median_ms(lambda: check_sba(plain), 50, time.process_time):.2f} ms median"
    )
    after = check_sba(parse_board(AFTER_BOARD, cards))
    replaced = sum(len(a.replaced_by) for r in after.rounds for a in r.actions)
    timed = median_ms(lambda: check_sba(parse_board(AFTER_BOARD, cards)), 200)
    print(
        f"10-card board with replacements ({replaced}) and triggers ({len(after.triggers)}), parse + SBA: "
        f"{timed:.2f} ms median (target < 5)"
    )
    # On a shared VM the wall clock counts other processes' turns too; this process's own CPU
    # time is the figure to compare across loads (the same work, without the waiting).
    cpu = median_ms(lambda: check_sba(parse_board(AFTER_BOARD, cards)), 200, time.process_time)
    print(f"  the same, this process's CPU time: {cpu:.2f} ms median")
    for name, board in (("effects", BOARD), ("after the SBAs", AFTER_BOARD)):
        for lang in ("en", "es"):
            run = render(board, cards, lang)
            run()
            took = median_ms(run, 300, time.process_time)
            print(f"10-card board ({name}), reply rendered in {lang}: {took:.3f} ms median CPU time")


if __name__ == "__main__":
    main()
