"""Soak (issue 30, item 3): does the bot's memory stay bounded over many interactions?

`juez run` in its own process on core 0 (bench/fake_bot.py) with the April 2026 CR and the card
data stored, against the fake Discord from tests/e2e. Pushes ``JUEZ_SOAK_BURSTS`` bursts (8) of
``JUEZ_SOAK_BURST`` interactions (2,000) each, every one from a new user: named-card /sba and
/layers boards (cards drawn from the stored data, so the caches keyed by card or text see many
keys), /card, /ruling with words, /quiz, /cr, /define, /search, /mana, /help, and presses of
the buttons under the previous burst's replies (rules, rulings, legalities, next page). After
each burst it prints the bot's resident memory (VmRSS) and the share of first responses
(answer or deferral) that reached Discord within 3 s of the interaction's creation.

Targets: RSS after the last burst within 10 MB of burst 2's, under 200 MB with the full card
data; first responses >= 99 % within 3 s in every burst.

Environment: ``JUEZ_SOAK_BURSTS``, ``JUEZ_SOAK_BURST`` (a quick run: 4 x 500);
``JUEZ_SOAK_CARDS`` = ``full`` (default, the 23,711-card AtomicCards.json.xz) or ``sample``
(1,732 cards, fast); ``JUEZ_SOAK_PAUSE`` seconds between bursts (3);
``JUEZ_SOAK_TRACE=FOLDER`` (debugging only: slows the bot a lot) runs the bot under tracemalloc
and writes a snapshot there after each burst (after a full collection), then prints the 15
biggest growths between the second and the last; with the full card data the traced bot answers
nothing in time, so use it with ``sample``. ``JUEZ_SOAK_STATS=FILE`` (debugging, cheap) appends to
FILE, after each burst's RSS is read, one JSON line of what the bot's memory is made of
(bench/memstats.py: glibc's heaps, pymalloc's arenas, SQLite's heap, live objects by type); with
``JUEZ_SOAK_CENSUS=1`` also the live objects by type in bytes after a full collection (which
changes what the next burst finds: such a run isn't a figure).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.burst import pct, rss_mb  # noqa: E402
from bench.fake_bot import _BOT, SHARED, bot_against_fake  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402

if TYPE_CHECKING:
    from aiohttp import web

BURSTS = int(os.environ.get("JUEZ_SOAK_BURSTS", "8"))
BURST = int(os.environ.get("JUEZ_SOAK_BURST", "2000"))
CARDS = os.environ.get("JUEZ_SOAK_CARDS", "full")
PAUSE = float(os.environ.get("JUEZ_SOAK_PAUSE", "3"))
TRACE = os.environ.get("JUEZ_SOAK_TRACE", "")
STATS = os.environ.get("JUEZ_SOAK_STATS", "")
#: Share of each burst (after the first) that presses a button under the previous burst's replies.
CLICK_SHARE = 0.1
LOCALES = ("en-US", "es-ES", "es-419")
WORDS = ("damage", "graveyard", "copy", "counter", "control", "cementerio", "token", "mana")

_TRACED_BOT = (
    "import gc, os, signal, tracemalloc; tracemalloc.start(8); n = [0]\n"
    "def dump(*_):\n"
    "    n[0] += 1; gc.collect(); tracemalloc.take_snapshot().dump(os.path.join(os.environ['JUEZ_SOAK_TRACE'], f'{n[0]}.snap'))\n"
    "signal.signal(signal.SIGUSR1, dump)\n" + _BOT
)


def card_file() -> Path:
    if CARDS == "sample":
        return SHARED / "data/cards/AtomicCards.sample.json"
    return SHARED / "data/cards/AtomicCards.json.xz"


async def store_cards(database: Path) -> None:
    """The card data imported the way a judge would (`juez cards update --from`), in a child
    process so the import's own peak memory is neither the bot's nor this driver's."""
    start = time.perf_counter()
    code = f"from bot.terminal.cli import main; main(['cards', 'update', '--from', {str(card_file())!r}])"
    env = {**os.environ, "DATABASE_PATH": str(database), "LOG_LEVEL": "WARNING"}
    done = await asyncio.to_thread(subprocess.run, [sys.executable, "-c", code], env=env, cwd=ROOT, capture_output=True)
    if done.returncode:
        raise SystemExit(f"card import failed: {done.stderr.decode()[-2000:]}")
    creatures, with_rulings = card_names(database)
    MIX.append(Mix(creatures, with_rulings))
    print(f"card data ({CARDS}) imported in {time.perf_counter() - start:.1f} s: {len(creatures)} creatures on boards")


def card_names(database: Path) -> tuple[list[tuple[str, str | None, str, str]], list[str]]:
    """(name, Spanish name, power, toughness) of single-faced creatures with printed numbers, and
    names of cards with rulings: what the boards and lookups are made of."""
    import sqlite3

    creatures: list[tuple[str, str | None, str, str]] = []
    with_rulings: list[str] = []
    with sqlite3.connect(database) as db:
        for name, spanish, board, data in db.execute(
            "SELECT name, spanish_name, board, data FROM cards WHERE name NOT LIKE 'A-%' AND layout = 'normal'"
        ):
            faces = json.loads(board)
            face = faces[0]
            if (
                len(faces) == 1
                and "creature" in face.get("card_types", ())
                and str(face.get("power", "")).isdigit()
                and str(face.get("toughness", "")).isdigit()
                and not any(mark in name for mark in ';"()')
            ):
                creatures.append((name, spanish, face["power"], face["toughness"]))
            if '"rulings": [[' in data or '"rulings":[[' in data:
                with_rulings.append(name)
    return creatures, with_rulings


class Mix:
    """The interactions of a burst, drawn from the card data (seeded: every run pushes the same)."""

    def __init__(self, creatures: list[tuple[str, str | None, str, str]], with_rulings: list[str]) -> None:
        self.random = random.Random(30)
        self.creatures = creatures
        self.with_rulings = with_rulings or [c[0] for c in creatures]

    def creature(self) -> tuple[str, str, int]:
        name, spanish, _, toughness = self.random.choice(self.creatures)
        spanish_ok = spanish and self.random.random() < 0.3
        return (spanish if spanish_ok else name) or name, name, int(toughness)

    def command(self, i: int) -> tuple[str, dict[str, Any]]:
        kind = i % 12
        if kind in (0, 1, 2):
            shown, _, toughness = self.creature()
            other, _, _ = self.creature()
            damage = self.random.choice((toughness, max(0, toughness - 1)))
            return "sba", {"board": f"{shown} with {damage} damage; {other} with {self.random.randint(0, 3)} damage"}
        if kind in (3, 4):
            shown, _, _ = self.creature()
            other, _, _ = self.creature()
            source = self.random.choice(("Humility", "Opalescence; Humility", "Glorious Anthem", "Blood Moon"))
            board = f"{source}; {shown} with a +1/+1 counter; {other}"
            return "layers", {"board": board, "object": shown}
        if kind in (5, 6):
            shown, _, _ = self.creature()
            return "card", {"name": shown}
        if kind == 7:
            return "ruling", {"card": self.random.choice(self.with_rulings), "query": self.random.choice(WORDS)}
        if kind == 8:
            return "quiz", {}
        if kind == 9:
            return "cr", {"rule": f"704.5{'abcdefghijk'[self.random.randrange(11)]}"}
        if kind == 10:
            return ("define", {"term": self.random.choice(("deathtouch", "trample", "lifelink", "ward"))})
        return self.random.choice(
            (
                ("search", {"query": self.random.choice(("lethal damage", "legend rule", "daño letal"))}),
                ("mana", {"ability": "{T}: Add {G}."}),
                ("help", {}),
            )
        )


class SoakDiscord(FakeDiscord):
    """The fake, also noting which message each followup became: under a burst most answers
    are followups of a deferral, and their buttons are on those messages."""

    def __init__(self) -> None:
        super().__init__()
        self.followed: dict[str, str] = {}
        self.finished: set[str] = set()
        """Interactions whose answer is out: a callback other than a deferral, or a followup."""

    async def callback(self, request: web.Request) -> web.Response:
        response = await super().callback(request)
        if response.status == 200 and self.records and self.records[-1].body.get("type") != 5:
            self.finished.add(request.match_info["id"])
        return response

    async def until_finished(self, interactions: list[str], timeout: float) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not all(i in self.finished for i in interactions):
            await asyncio.sleep(0.2)

    async def followup(self, request: web.Request) -> web.Response:
        response = await super().followup(request)
        body = response.body
        if isinstance(body, bytes):
            message = json.loads(body)
            interaction = request.match_info["token"].removeprefix("token-")
            self.followed.setdefault(interaction, str(message["id"]))
            self.finished.add(interaction)
        return response


def clickable(fake: SoakDiscord, seen: int, owners: dict[str, str]) -> tuple[int, list[tuple[str, str, str]]]:
    """(interaction, message id, custom id) of every reply with buttons recorded since ``seen``."""
    found: list[tuple[str, str, str]] = []
    records = fake.records
    for record in records[seen:]:
        if record.kind not in ("callback", "followup") or record.interaction_id not in owners:
            continue
        if record.kind == "callback" and record.body.get("type") != 4:
            continue
        data = (record.body.get("data") or {}) if record.kind == "callback" else record.body
        rows = data.get("components") or []
        ids = [c["custom_id"] for row in rows for c in row.get("components", []) if "custom_id" in c]
        ids = [i for i in ids if i.startswith("juez:") and not i.startswith("juez:quiz:") and "previous" not in i]
        if ids:
            with_message = record.interaction_id
            message = fake.message_id_of(with_message) if record.kind == "callback" else fake.followed.get(with_message)
            if message is not None:
                found.append((with_message, message, random.Random(with_message).choice(ids)))
    return len(records), found


async def run() -> None:
    trace_folder = Path(TRACE) if TRACE else None
    extra = {"JUEZ_SOAK_TRACE": str(trace_folder)} if trace_folder else {}
    bootstrap = _TRACED_BOT if trace_folder else _BOT
    if STATS:
        extra["JUEZ_SOAK_STATS"] = str(Path(STATS).resolve())
        bootstrap = "import os, bench.memstats as m; m.install(os.environ['JUEZ_SOAK_STATS'])\n" + bootstrap
    if trace_folder:
        trace_folder.mkdir(parents=True, exist_ok=True)
    try:
        await soak(bootstrap, extra)
    finally:
        if trace_folder:
            compare(trace_folder)


async def soak(bootstrap: str, extra: dict[str, str]) -> None:
    trace_folder = Path(TRACE) if TRACE else None
    async with bot_against_fake(store_cards, bootstrap, SoakDiscord(), **extra) as (fake, bot):
        assert isinstance(fake, SoakDiscord)
        mix = MIX[0]
        users = iter(range(10**17, 10**18))
        owners: dict[str, str] = {}
        seen = 0
        pending_clicks: list[tuple[str, str, str]] = []
        figures: list[tuple[float, float]] = []
        print(f"bot RSS at start: {rss_mb(bot.pid):.1f} MB")
        if STATS:
            os.kill(bot.pid, 12)
            await asyncio.sleep(3)
        for burst in range(1, BURSTS + 1):
            started = time.perf_counter()
            sent: list[str] = []
            clicks = pending_clicks[: int(BURST * CLICK_SHARE)]
            clicked = len(clicks)
            click_every = max(1, BURST // max(1, len(clicks))) if clicks else 0
            for i in range(BURST):
                if clicks and i % click_every == 0:
                    interaction, message, custom_id = clicks.pop()
                    sent.append(await fake.click(custom_id, message, user_id=owners[interaction]))
                    continue
                name, options = mix.command(i)
                user = str(next(users))
                locale = LOCALES[i % len(LOCALES)]
                interaction = await fake.command(name, options, user_id=user, locale=locale)
                owners[interaction] = user
                sent.append(interaction)
            with contextlib.suppress(TimeoutError):
                await fake.all_answered(sent, timeout=90)
            await fake.until_finished(sent, 120)  # the followups of deferred answers too
            unfinished = sum(1 for i in sent if i not in fake.finished)
            await asyncio.sleep(PAUSE)
            times = [fake.answered_at[i] - fake.sent_at[i] for i in sent if i in fake.answered_at]
            in_time = sum(1 for t in times if t <= 3.0) / len(sent)
            rss = rss_mb(bot.pid)
            figures.append((rss, in_time))
            if trace_folder:
                os.kill(bot.pid, 10)  # SIGUSR1: snapshot
                await asyncio.sleep(5)
            if STATS:
                os.kill(bot.pid, 12)  # SIGUSR2: bench/memstats.py
                await asyncio.sleep(3)
            print(
                f"burst {burst}: {len(sent)} interactions ({clicked} button presses),"
                f" {in_time:.2%} first responses within 3 s, {len(sent) - len(times)} unanswered, {unfinished} unfinished;"
                f" p50 {pct(times, 0.5) * 1000:.0f} ms, p99 {pct(times, 0.99) * 1000:.0f} ms;"
                f" {time.perf_counter() - started:.0f} s; RSS {rss:.1f} MB",
                flush=True,
            )
            seen, pending_clicks = clickable(fake, seen, owners)
        if len(figures) >= 2:
            growth = figures[-1][0] - figures[1][0]
            print(
                f"RSS growth from burst 2 to burst {len(figures)}: {growth:+.1f} MB (target within 10 MB);"
                f" peak {max(r for r, _ in figures):.1f} MB (target < 200 MB);"
                f" worst burst {min(s for _, s in figures):.2%} within 3 s (target >= 99%)"
            )


def compare(folder: Path) -> None:
    import tracemalloc

    snaps = sorted(folder.glob("*.snap"), key=lambda p: int(p.stem))
    if len(snaps) < 3:
        return
    first, last = tracemalloc.Snapshot.load(str(snaps[1])), tracemalloc.Snapshot.load(str(snaps[-1]))
    print(f"tracemalloc growth, snapshot {snaps[1].stem} -> {snaps[-1].stem}:")
    for stat in last.compare_to(first, "traceback")[:15]:
        print(f"  {stat.size_diff / 1024:+9.1f} KiB {stat.count_diff:+7d} blocks")
        for line in stat.traceback.format()[-8:]:
            print("     ", line)


#: The mix, built from the stored cards once they are imported.
MIX: list[Mix] = []


def main() -> None:
    if not card_file().exists():
        raise SystemExit(f"no card file at {card_file()} (set JUEZ_SHARED)")
    asyncio.run(run())


if __name__ == "__main__":
    main()
