"""Silent misreads (issues 31/32): boards whose words state no fact, read as if they did.

Reads ``tests/fixtures/misreads.jsonl`` (or ``--path``): boards written to trap the reader, in
English and Spanish, where a negation ("I don't have…"), a conditional ("if I cast…", "si le
tiro…"), a hypothetical ("would it die…"), a plan or the past ("I was going to…", "iba a…"), a
quote or claim ("Ana says…", "creo que…"), words to the bot ("Juez:", "check this"), chat, a
question, or a number in the wrong place could be taken for a player's name, a card's name, a
count or a fact; and their near-miss twins that must still read ("Ana has Grizzly Bears", a
player really called "Don", "Will" or "Nadia"). Each board runs through /sba's own path
(``bench/natural_dev.py``'s ``run``: the bot's input limit, ``engine.reading.answer`` with every
card known, ``check_sba``) and is one of:

- **asked**: Juez refused or asked. Fine on a trap; on a twin (a row with ``rounds``) it is a
  reading missed, counted apart as *asked on a twin*.
- **right**: a twin answered with the row's rounds (rule numbers per round), where the row
  lists ``players`` every one of them read as a player, and where it lists ``objects`` those
  objects and no other (by card, else by name).
- **misread**: a trap (a row with ``asks``) answered at all; a twin answered with other rounds;
  or any answer whose players or made-up objects (no card's) carry a sentence fragment in their
  name (``FRAGMENTS``, this bench's own list, kept apart from the reader's vocabulary so the
  figure can't agree with the reader by construction).
- **crashed**: anything but a board question was raised (a bug).

Each misread is put on a side: **board language** when ``parse_board`` alone reads the board
(engine/board is what answered), **natural reader** when the board language refuses it and the
answer came from the natural reader's readings (engine/reading/natural).

Prints the counts overall, per language and per kind, then every misread with its side and
the players and objects it read. ``--db PATH`` reads cards from a built store (``juez`` builds
one; read only: it is copied to a temporary file first) instead of importing the shared card
file; ``--json`` prints the counts as JSON.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import shutil
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.natural_dev import Crash, Ran, Refusal, Said, expected_rounds, fold, rounds_difference, run  # noqa: E402

if TYPE_CHECKING:
    from engine.cards.catalog import CardCatalog
    from engine.model import GameState

FIXTURE = ROOT / "tests/fixtures/misreads.jsonl"
CATEGORIES = ("right", "asked", "misread", "crashed")
#: Words that are never part of a player's name or of a made-up object's name: a name holding
#: one was cut out of a sentence. This bench's own list, in both languages.
FRAGMENTS = frozenset(
    {
        "don't", "doesn't", "didn't", "isn't", "hasn't", "not", "never", "nobody", "neither", "except", "if",
        "unless", "would", "might", "should", "could", "maybe", "perhaps", "suppose", "let's", "imagine",
        "going", "wanted", "almost", "nearly", "had", "lost", "gained", "says", "said", "claims", "think",
        "thinks", "believes", "apparently", "check", "please", "judge", "explain", "help", "hey", "hi", "lol",
        "what", "why", "does",
        "no", "nunca", "nadie", "ninguno", "tampoco", "menos", "si", "tendría", "tendrían", "quizás", "puede",
        "debería", "imagina", "tal", "vez", "digamos", "supongamos", "iba", "casi", "tenía", "quería", "voy",
        "perdió", "ganó", "dice", "dijo", "cree", "creo", "según", "asegura", "juez", "revisa", "dime", "hola",
        "pregunta", "duda", "jaja", "qué", "por",
    }
)  # fmt: skip
#: Names the board reader gives the players of a board that names none.
_DEFAULT_PLAYERS = frozenset({"you", "tu", "opponent", "oponente"})

Row = dict[str, Any]


@dataclass(frozen=True)
class Verdict:
    category: str
    reason: str = ""
    twin_asked: bool = False


def fragment_in(state: GameState, listed: Sequence[str] = ()) -> str | None:
    """The first name read from a sentence fragment: a player's (but those the row lists: a
    player really called "Tal", a quoted "Maybe"), or a made-up object's."""
    kept = _DEFAULT_PLAYERS | {fold(p) for p in listed}
    names = [p.name for p in state.players if fold(p.name) not in kept]
    names += [o.name for o in state.objects if getattr(o, "card", None) is None]
    for name in names:
        for word in name.split():
            if fold(word.strip(",.;:!?¿¡\"'")) in {fold(f) for f in FRAGMENTS}:
                return f"name «{name}» holds «{word}»"
    return None


def classify(row: Row, ran: Ran) -> Verdict:
    outcome = ran.outcome
    if isinstance(outcome, Crash):
        return Verdict("crashed", f"{outcome.kind}: {outcome.message}")
    if isinstance(outcome, Refusal):
        return Verdict("asked", outcome.key, twin_asked=not row.get("asks"))
    assert isinstance(outcome, Said) and ran.state is not None
    fragment = fragment_in(ran.state, row.get("players") or ())
    if fragment is not None:
        return Verdict("misread", fragment)
    if row.get("asks"):
        return Verdict("misread", "answered a board that states no fact")
    difference = rounds_difference(expected_rounds(row), outcome)
    if difference is not None:
        return Verdict("misread", difference)
    read = {fold(p.name) for p in ran.state.players}
    missing = [p for p in row.get("players") or [] if fold(p) not in read]
    if missing:
        return Verdict("misread", f"players {sorted(read)}, not {missing}")
    if "objects" in row:
        objects = sorted(fold(o.card or o.name) for o in ran.state.objects)
        if objects != sorted(fold(o) for o in row["objects"]):
            return Verdict("misread", f"objects {objects}, not {row['objects']}")
    return Verdict("right")


def side(board: str, cards: CardCatalog | None) -> str:
    """Which reader answered: the board language when it reads the text alone, else the natural
    reader's readings."""
    from engine.board import BoardError, parse_board

    try:
        parse_board(board, cards)
    except BoardError:
        return "natural reader"
    return "board language"


def described(ran: Ran) -> str:
    if ran.state is None:
        return ""
    players = ", ".join(p.name for p in ran.state.players)
    objects = ", ".join(o.name for o in ran.state.objects)
    return f"players [{players}] objects [{objects}]"


def stored_catalog(db: Path) -> CardCatalog:
    """The catalog of a built store, as the bot builds it, from a copy (the store stays as it was)."""
    from bot.storage import Storage
    from engine.cards.catalog import CardCatalog

    copy = Path(tempfile.mkdtemp()) / "cards.sqlite3"
    shutil.copyfile(db, copy)

    async def rows() -> tuple[list[tuple[str, int, int, str]], list[tuple[int, str, str]]]:
        async with Storage.open(copy) as storage:
            return await storage.card_catalog_rows()

    names, cards = asyncio.run(rows())
    catalog = CardCatalog(names, cards)
    shutil.rmtree(copy.parent, ignore_errors=True)
    return catalog


def load(path: Path) -> list[Row]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def line(counts: Counter[str], twins_asked: int | None = None) -> str:
    total = sum(counts.values())
    text = f"{total} boards: right {counts['right']}, asked {counts['asked']}, misread {counts['misread']}"
    if counts["crashed"]:
        text += f", crashed {counts['crashed']}"
    if twins_asked:
        text += f" (asked on a twin: {twins_asked})"
    return text


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--path", type=Path, default=FIXTURE, help="a JSONL in misreads.jsonl's schema")
    parser.add_argument("--db", type=Path, help="a built card store to read cards from (copied, never written)")
    parser.add_argument("--json", action="store_true", help="print the counts as JSON")
    args = parser.parse_args(argv)

    if args.db is not None:
        cards = stored_catalog(args.db)
    else:
        from bench.floor_boards import catalog  # the whole card file, as the bot reads boards

        cards = catalog()
    rows = load(args.path)
    counts: Counter[str] = Counter()
    by_lang: dict[str, Counter[str]] = defaultdict(Counter)
    by_kind: dict[str, Counter[str]] = defaultdict(Counter)
    twins_asked: list[tuple[str, str]] = []
    misreads: list[tuple[Row, Verdict, str, str]] = []
    sides: Counter[str] = Counter()
    for row in rows:
        board, lang = str(row["board"]), str(row.get("lang", "en"))
        ran = run(board, cards, lang)
        verdict = classify(row, ran)
        counts[verdict.category] += 1
        by_lang[lang][verdict.category] += 1
        by_kind[f"{lang} {row.get('kind', '?')}"][verdict.category] += 1
        if verdict.twin_asked:
            twins_asked.append((str(row["id"]), verdict.reason))
        if verdict.category in ("misread", "crashed"):
            where = side(board, cards)
            sides[where] += 1
            misreads.append((row, verdict, where, described(ran)))
    if args.json:
        print(
            json.dumps(
                {
                    "path": str(args.path),
                    "boards": len(rows),
                    "totals": {c: counts[c] for c in CATEGORIES},
                    "asked_on_a_twin": len(twins_asked),
                    "by_lang": {k: {c: v[c] for c in CATEGORIES} for k, v in sorted(by_lang.items())},
                    "misreads_by_side": dict(sides),
                    "misreads": [str(r["id"]) for r, *_ in misreads],
                },
                ensure_ascii=False,
                indent=2,
            )
        )
        return 0
    print(args.path)
    print(f"all: {line(counts, len(twins_asked))}")
    for lang, lang_counts in sorted(by_lang.items()):
        print(f"{lang}: {line(lang_counts)}")
    print("\nper kind:")
    for kind, kind_counts in sorted(by_kind.items()):
        print(f"  {kind:<18} {line(kind_counts)}")
    if twins_asked:
        print(f"\nasked on a twin that should read ({len(twins_asked)}):")
        for row_id, key in twins_asked:
            print(f"  {row_id}: {key}")
    print(
        f"\nmisreads ({len(misreads)}; board language {sides['board language']}, natural reader {sides['natural reader']}):"
    )
    for row, verdict, where, what in misreads:
        print(f"  {row['id']} [{where}]: {row['board']!r} — {verdict.reason}; {what}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
