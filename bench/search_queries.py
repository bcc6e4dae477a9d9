"""The judge query table (issue 35, item 1): hit-at-1 and hit-at-3 per language.

Reads ``bench/search_queries.tsv`` (40 Spanish and 40 English queries, written before tuning,
each with the hit a judge expects first), asks each through the handlers every front end runs
(/search over the CR and the three documents, /define), on the shared CR and documents, and
prints each language's hit-at-1 and hit-at-3 and every miss with what came first instead.
Goal: Spanish hit-at-1 ≥ 90 % and no worse than English.

    .venv/bin/python bench/search_queries.py [--misses]
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bot.cr.ingest import import_bytes as import_cr  # noqa: E402
from bot.cr.service import RulesService, TermNotFound  # noqa: E402
from bot.docs.ingest import import_path  # noqa: E402
from bot.docs.service import PolicyService, SectionNotFound  # noqa: E402
from bot.docs.store import DocHit  # noqa: E402
from bot.handlers import Services  # noqa: E402
from bot.handlers.cr import meaning, search_results  # noqa: E402
from bot.replies.cr import ranked_hits  # noqa: E402
from bot.settings import Settings  # noqa: E402
from bot.storage import Storage  # noqa: E402

SHARED = Path(os.environ.get("JUEZ_SHARED", ROOT.parent / "shared"))
TABLE = ROOT / "bench" / "search_queries.tsv"
CR = "data/cr/en/MagicCompRules-20260417.txt"


@dataclass(frozen=True, slots=True)
class Query:
    lang: str
    command: str
    text: str
    expected: frozenset[str]


@dataclass(frozen=True, slots=True)
class Graded:
    query: Query
    answers: tuple[str, ...]
    """The keys of the first three hits, best first."""

    @property
    def at1(self) -> bool:
        return bool(self.answers) and self.answers[0] in self.query.expected

    @property
    def at3(self) -> bool:
        return any(a in self.query.expected for a in self.answers[:3])


def load(path: Path = TABLE) -> list[Query]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        lang, command, text, expected = line.split("\t")
        rows.append(Query(lang, command, text, frozenset(e.strip() for e in expected.split(","))))
    return rows


async def answers(services: Services, query: Query) -> tuple[str, ...]:
    """The keys of what the command answers first: "IPG 2.3", "CR 704.5j", "G:Mana Value"."""
    if query.command == "define":
        try:
            found = await meaning(services, query.text)
        except (TermNotFound, SectionNotFound):
            return ()
        if found.definition is not None:
            return (f"G:{found.definition.entry.term}",)
        assert found.policy is not None
        return (f"{found.policy.document.acronym} {found.policy.number}",)
    result, policy = await search_results(services.rules, services.docs, query=query.text)
    keys = []
    for hit in ranked_hits(result, policy)[:3]:
        if isinstance(hit, DocHit):
            keys.append(f"{hit.document.acronym} {hit.number}")
        else:
            keys.append(f"CR {hit.key}" if hit.kind == "rule" else f"G:{hit.key}")
    return tuple(keys)


async def grade(storage: Storage, queries: Iterable[Query]) -> list[Graded]:
    settings = Settings(_env_file=None)
    services = Services(settings, RulesService(storage), None, PolicyService(storage))
    return [Graded(q, await answers(services, q)) for q in queries]


async def fill(storage: Storage, shared: Path = SHARED) -> None:
    """Import the shared CR and documents into ``storage``."""
    await import_cr(storage, (shared / CR).read_bytes(), source="bench")
    await import_path(PolicyService(storage).store, shared / "data/docs/judgeorbit-data")


def rates(graded: list[Graded], lang: str) -> tuple[float, float, int]:
    mine = [g for g in graded if g.query.lang == lang]
    return sum(g.at1 for g in mine) / len(mine), sum(g.at3 for g in mine) / len(mine), len(mine)


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with Storage.open(Path(tmp) / "bench.sqlite3") as storage:
            await fill(storage)
            graded = await grade(storage, load())
    for lang in ("es", "en"):
        at1, at3, n = rates(graded, lang)
        print(f"{lang}: {n} queries, hit@1 {at1:.0%}, hit@3 {at3:.0%}")
    if "--misses" in sys.argv:
        for g in graded:
            if not g.at1:
                print(
                    f"  miss {g.query.lang} {g.query.command} «{g.query.text}»: expected"
                    f" {'/'.join(sorted(g.query.expected))}, got {', '.join(g.answers) or 'nothing'}"
                )


if __name__ == "__main__":
    asyncio.run(main())
