"""The importers against broken and hostile files, in a process of its own (see test_import_fuzz.py).

Every case is built here from the shared files (the April CR, the card sample, the three
document formats), imported into a fresh in-memory store, and reported as one JSON line: how it
ended (imported, or refused with which message key), how long it took, the process's peak RSS
during that case (VmHWM, reset before each), and
whether any control character reached the store. An address-space limit makes the old
behaviour (24 GB for 100,000 brackets) a MemoryError here instead of the machine's problem.

Run as ``python -m tests.bot.import_fuzz_worker MANIFEST`` (``write_cases`` writes it).
"""

from __future__ import annotations

import asyncio
import bz2
import gzip
import importlib
import json
import lzma
import random
import re
import resource
import sqlite3
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from datetime import date
from pathlib import Path

#: Twice the budget: the old importer asked for 24 GB; past this it fails fast instead.
ADDRESS_LIMIT = 3 << 30
DEEP = 100_000
TODAY = date(2026, 12, 3)
#: What no stored text may hold: control characters other than newline and tab.
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")

Case = tuple[str, str, bytes]  # (name, format, file content)


def cr_cases(shared: Path) -> list[Case]:
    april = (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes()
    text = april.decode("utf-8-sig")
    rng = random.Random(30)
    flipped = bytearray(april)
    for i in rng.sample(range(len(flipped)), 200):
        flipped[i] = rng.randrange(256)
    return [
        ("cr whole", "cr", april),
        ("cr dated February 30", "cr", re.sub(r"April 17, 2026", "February 30, 2026", text, count=1).encode()),
        ("cr dated 2026-13", "cr", re.sub(r"April 17, 2026", "Smarch 17, 2026", text, count=1).encode()),
        ("cr without 704.5g", "cr", re.sub(r"\n704\.5g [^\n]*\n", "\n", text).encode()),
        ("cr without 100.3", "cr", re.sub(r"\n100\.3\. [^\n]*\n", "\n", text).encode()),
        ("cr cut at 10%", "cr", april[: len(april) // 10]),
        ("cr cut at 60%", "cr", april[: len(april) * 6 // 10]),
        ("cr cut mid-glossary", "cr", april[: len(april) * 95 // 100]),
        ("cr with ESC and NUL in 704.5g", "cr", text.replace("704.5g ", "704.5g \x1b[2J\x00", 1).encode()),
        ("cr with brackets in a rule", "cr", text.replace("704.5g ", "704.5g " + "[" * DEEP, 1).encode()),
        ("cr with 200 bytes flipped", "cr", bytes(flipped)),
        ("cr of brackets only", "cr", b"[" * DEEP + b"]" * DEEP),
        ("cr empty", "cr", b""),
    ]


def card_cases(shared: Path) -> list[Case]:
    sample = json.loads((shared / "data/cards/AtomicCards.sample.json").read_text(encoding="utf-8"))
    names = sorted(sample["data"])[:150]
    data = {name: sample["data"][name] for name in names}
    small = {"meta": sample["meta"], "data": data}
    whole = json.dumps(small).encode()
    first = names[0]

    def with_card(entries: object) -> bytes:
        return json.dumps({"meta": sample["meta"], "data": {**data, "Hostile": entries}}).encode()

    bad_ruling = [dict(data[first][0], rulings=[{"date": "2026-13-01", "text": "A ruling."}])]
    escaped = [dict(data[first][0], text="Flying\u001b[31m\u0000 red")]
    deep = b"[" * DEEP + b"]" * DEEP
    bomb = b'{"meta": {}, "data": {"x": ' + b"[" * 20_000_000
    return [
        ("cards sample (150)", "cards", whole),
        ("cards nested in a card", "cards", whole[:-2] + b', "Deep": ' + deep + b"}}"),
        ("cards nested in meta", "cards", b'{"meta": ' + deep + b', "data": {}}'),
        ("cards nested at the top", "cards", deep),
        ("cards nested, unclosed", "cards", b'{"data": {"x": ' + b"[" * DEEP),
        ("cards nested, xz bomb (20 MB of [)", "cards", lzma.compress(bomb)),
        ("cards nested, gzip bomb", "cards", gzip.compress(bomb)),
        ("cards nested, bz2 bomb", "cards", bz2.compress(bomb)),
        ("cards one 8 MB string (xz)", "cards", lzma.compress(b'{"meta": {"v": "' + b"a" * 8_000_000 + b'"}}')),
        ("cards one 8 MB string of escapes", "cards", b'{"meta": {"v": "' + b'\\"' * 4_000_000 + b'"}}'),
        ("cards one 8 MB number", "cards", b'{"meta": {"v": ' + b"9" * 8_000_000 + b"}}"),
        ("cards a card of 1M values", "cards", with_card([0] * 1_000_000)),
        ("cards a card of 6 strings of 900 KB", "cards", with_card(["b" * 900_000] * 6)),
        ("cards cut at 30%", "cards", whole[: len(whole) * 3 // 10]),
        ("cards cut at 99%", "cards", whole[: len(whole) * 99 // 100]),
        ("cards meta dated 2026-02-30", "cards", json.dumps({**small, "meta": {"date": "2026-02-30"}}).encode()),
        ("cards ruling dated 2026-13-01", "cards", with_card(bad_ruling)),
        ("cards text with ESC and NUL", "cards", with_card(escaped)),
        ("cards two top-level values", "cards", whole + b" {}"),
        ("cards empty", "cards", b""),
    ]


def document_cases(shared: Path) -> list[Case]:
    folder = shared / "data/docs"
    mtr = (folder / "judgeorbit-data/mtr.json").read_bytes()
    ipg_mtgdocs = (folder / "hgarus-mtgdocs/ipg.json").read_bytes()
    html = (folder / "gathererscraper/InfractionProcedureGuide-light.html").read_bytes()
    entries = json.loads(mtr)
    deep = b"[" * DEEP + b"]" * DEEP
    without = [e for e in entries if str(e.get("rule_number", "")).strip().rstrip(".") != "3.5"]
    escaped = [dict(e, content=e["content"] + "\u001b]0;owned\u0007\u0000") for e in entries]
    html_text = html.decode("utf-8")
    return [
        ("mtr judgeorbit", "docs", mtr),
        ("ipg mtgdocs", "docs", ipg_mtgdocs),
        ("ipg html", "docs", html),
        ("mtr nested", "docs", b'[{"rule_number": "1", "category": "x", "content": ' + deep + b"}]"),
        ("ipg nested (mtgdocs shape)", "docs", b'{"1": {"title": ' + deep + b"}}"),
        ("docs nested, unclosed", "docs", b"[" * DEEP),
        ("docs 5 MB of empty lists", "docs", b"[" + b"[]," * 1_660_000 + b"[]]"),
        ("docs 5 MB of empty strings", "docs", b"[" + b'"",' * 1_660_000 + b'""]'),
        ("mtr cut at 40%", "docs", mtr[: len(mtr) * 4 // 10]),
        ("html cut at 40%", "docs", html[: len(html) * 4 // 10]),
        ("mtr dated February 30", "docs", mtr.replace(b"February 27, 2026", b"February 30, 2026")),
        ("html dated Feb 30", "docs", re.sub(r"(Sep\w*)\.? 25", "February 30", html_text, count=1).encode()),
        ("mtr without 3.5", "docs", json.dumps(without).encode()),
        ("mtr with ESC, BEL and NUL", "docs", json.dumps(escaped).encode()),
        ("html with &#27; and &#0;", "docs", html_text.replace("<p>", "<p>&#27;[2J&#0;", 3).encode()),
        ("docs empty", "docs", b""),
    ]


def _reset_peak() -> None:
    """Start this process's peak RSS (VmHWM) over: each case is measured on its own. (getrusage's
    ru_maxrss can't be: it even carries the parent's peak across fork and exec.)"""
    with open("/proc/self/clear_refs", "w") as handle:
        handle.write("5")


def _peak_mb() -> float:
    """The peak resident memory since ``_reset_peak``, in MB."""
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM in /proc/self/status")


async def _controls_stored(storage: object) -> list[str]:
    """Every stored text value with a control character in it (table and a sample)."""
    writer = storage.writer  # type: ignore[attr-defined]
    found = []
    tables = [r[0] for r in await writer.execute_fetchall("SELECT name FROM sqlite_master WHERE type = 'table'")]
    for table in tables:
        try:
            rows = await writer.execute_fetchall(f'SELECT * FROM "{table}"')  # our own table names
        except sqlite3.DatabaseError:
            continue  # FTS internals
        for row in rows:
            for value in row:
                if isinstance(value, str) and CONTROL.search(value):
                    found.append(f"{table}: {value[:60]!r}")
    return found[:3]


async def run_case(fmt: str, content: bytes, folder: Path) -> tuple[str, list[str]]:
    from bot.cards.ingest import import_cards_file
    from bot.catalog import t
    from bot.cr.ingest import import_bytes as import_cr
    from bot.docs.ingest import import_bytes as import_doc
    from bot.docs.store import DocumentStore
    from bot.storage import Storage
    from engine.errors import KeyedError

    async with Storage.open(":memory:") as storage:
        action: Callable[[], Awaitable[object]]
        if fmt == "cr":

            def action() -> Awaitable[object]:
                return import_cr(storage, content, source="fuzz", today=TODAY)
        elif fmt == "cards":
            path = folder / "AtomicCards.json"
            path.write_bytes(content)

            def action() -> Awaitable[object]:
                return import_cards_file(storage, path, source="fuzz")
        else:

            def action() -> Awaitable[object]:
                return import_doc(
                    DocumentStore(storage),
                    content,
                    source="fuzz",
                    dated=date(2024, 9, 23),
                    today=TODAY,
                )

        try:
            await action()
        except KeyedError as exc:
            message = t(exc.key, "en", **exc.params)
            unchanged = any(w in message for w in ("unchanged", "Nothing was changed", "Nothing stored was changed"))
            return (f"refused {exc.key}" if unchanged else f"refusal not saying what is unchanged: {exc.key}"), []
        except MemoryError:
            return "crash MemoryError", []
        except Exception as exc:  # anything else is what this test exists to find
            return f"crash {type(exc).__name__}: {str(exc)[:100]}", []
        return "imported", await _controls_stored(storage)


def _say(line: dict[str, object]) -> None:
    sys.stdout.write(json.dumps(line) + "\n")
    sys.stdout.flush()


def write_cases(shared: Path, folder: Path) -> Path:
    """Every case as a file in ``folder``, and a manifest listing them: built by the test's own
    process, so the worker's memory is the importers' alone."""
    manifest = []
    for number, (name, fmt, content) in enumerate([*cr_cases(shared), *card_cases(shared), *document_cases(shared)]):
        path = folder / f"case-{number:02d}.bin"
        path.write_bytes(content)
        manifest.append({"case": name, "format": fmt, "path": str(path)})
    listing = folder / "manifest.json"
    listing.write_text(json.dumps(manifest), encoding="utf-8")
    return listing


def main() -> None:
    manifest = json.loads(Path(sys.argv[1]).read_text(encoding="utf-8"))
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_LIMIT, ADDRESS_LIMIT))
    # imported before the first case: their memory is the baseline
    for module in ("bot.cards.ingest", "bot.cr.ingest", "bot.docs.ingest", "bot.docs.store", "bot.catalog"):
        importlib.import_module(module)

    _say({"baseline_mb": round(_peak_mb(), 1), "cases": len(manifest)})
    with tempfile.TemporaryDirectory(prefix="juez-fuzz-") as folder:
        for case in manifest:
            content = Path(case["path"]).read_bytes()
            _reset_peak()
            start = time.perf_counter()
            outcome, controls = asyncio.run(run_case(case["format"], content, Path(folder)))
            seconds = time.perf_counter() - start
            line = {"case": case["case"], "format": case["format"], "size": len(content), "outcome": outcome}
            line |= {"seconds": round(seconds, 3), "peak_mb": round(_peak_mb(), 1), "controls": controls}
            del content
            _say(line)


if __name__ == "__main__":
    main()
