"""The tournament documents' SQL: editions side by side, one current per document, one index.

Kept apart from ``bot/storage.py`` (the CR, cards and preferences) but on the same
``Storage``: its second query-only connection for reads (so a search of the documents runs
beside the CR's, in another thread) and its locked writer transaction for imports, so an import writes the new edition and switches "current" in one transaction
and a failure leaves the previous edition in place.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import aiosqlite

from bot.storage import Storage
from engine.policy import Document, ParsedDocument, Part, Section


@dataclass(frozen=True, slots=True)
class DocEditionRow:
    id: int
    document: str
    effective_date: str
    label: str
    source: str
    source_format: str
    sha256: str
    imported_at: str
    section_count: int

    @property
    def kind(self) -> Document:
        return Document(self.document)


@dataclass(frozen=True, slots=True)
class DocHit:
    document: Document
    number: str
    title: str
    snippet: str
    score: float


_SECTION_COLUMNS = "number, title, category, penalty, parts"


def _section(row: tuple[Any, ...]) -> Section:
    number, title, category, penalty, parts = row
    return Section(
        str(number),
        str(title),
        str(category),
        penalty,
        tuple(Part(heading, str(text)) for heading, text in json.loads(parts)),
    )


class DocumentStore:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        return await self.storage.fetch_all(sql, params, side=True)

    async def _edition(self, sql: str, params: tuple[Any, ...]) -> DocEditionRow | None:
        rows = await self._rows(sql, params)
        return DocEditionRow(*rows[0]) if rows else None

    async def edition_by_sha(self, document: Document, sha256: str) -> DocEditionRow | None:
        return await self._edition(
            "SELECT * FROM doc_editions WHERE document = ? AND sha256 = ?", (document.value, sha256)
        )

    async def edition_by_date(self, document: Document, effective: str) -> DocEditionRow | None:
        return await self._edition(
            "SELECT * FROM doc_editions WHERE document = ? AND effective_date = ? ORDER BY id DESC LIMIT 1",
            (document.value, effective),
        )

    async def current(self, document: Document) -> DocEditionRow | None:
        return await self._edition(
            "SELECT e.* FROM doc_editions e JOIN current_doc c ON c.edition_id = e.id WHERE c.document = ?",
            (document.value,),
        )

    async def editions(self) -> list[DocEditionRow]:
        return [
            DocEditionRow(*row)
            for row in await self._rows("SELECT * FROM doc_editions ORDER BY document, effective_date, id")
        ]

    async def import_edition(
        self, parsed: ParsedDocument, *, effective: str, source: str, sha256: str
    ) -> tuple[DocEditionRow, bool]:
        """Store an edition; it becomes current unless the current one took effect later.
        Returns the edition and whether it became current. One transaction."""
        now = datetime.now(UTC).isoformat(timespec="seconds")
        document = parsed.document.value
        async with self.storage.transaction() as db:
            cursor = await db.execute(
                "INSERT INTO doc_editions (document, effective_date, label, source, source_format, sha256,"
                " imported_at, section_count) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (document, effective, parsed.label, source, parsed.source_format, sha256, now, len(parsed.sections)),
            )
            edition_id = cursor.lastrowid
            assert edition_id is not None
            await db.executemany(
                "INSERT INTO doc_sections (edition_id, number, title, category, penalty, parts, body, sort_order)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        edition_id,
                        s.number,
                        s.title,
                        s.category,
                        s.penalty,
                        json.dumps([[p.heading, p.text] for p in s.parts], ensure_ascii=False),
                        s.text,
                        order,
                    )
                    for order, s in enumerate(parsed.sections)
                ],
            )
            numbers = {s.number for s in parsed.sections}
            await db.executemany(
                "INSERT INTO doc_chapters (edition_id, number, title) VALUES (?, ?, ?)",
                [(edition_id, n, t) for n, t in parsed.chapters.items() if n not in numbers],
            )
            async with db.execute(
                "SELECT e.effective_date FROM doc_editions e JOIN current_doc c ON c.edition_id = e.id"
                " WHERE c.document = ?",
                (document,),
            ) as cur:
                row = await cur.fetchone()
            becomes_current = row is None or str(row[0]) <= effective
            if becomes_current:
                await _make_current(db, document, edition_id)
        edition = await self._edition("SELECT * FROM doc_editions WHERE id = ?", (edition_id,))
        assert edition is not None
        return edition, becomes_current

    async def use(self, edition: DocEditionRow) -> None:
        async with self.storage.transaction() as db:
            await _make_current(db, edition.document, edition.id)

    async def remove(self, edition: DocEditionRow) -> None:
        async with self.storage.transaction() as db:
            await db.execute("DELETE FROM doc_editions WHERE id = ?", (edition.id,))

    async def section_keys(self, edition_id: int) -> list[tuple[str, str, str, str | None]]:
        """Every section's (number, title, category, penalty), in document order."""
        rows = await self._rows(
            "SELECT number, title, category, penalty FROM doc_sections WHERE edition_id = ? ORDER BY sort_order",
            (edition_id,),
        )
        return [(str(n), str(t), str(c), p) for n, t, c, p in rows]

    async def chapters(self, edition_id: int) -> dict[str, str]:
        rows = await self._rows("SELECT number, title FROM doc_chapters WHERE edition_id = ?", (edition_id,))
        return {str(n): str(t) for n, t in rows}

    async def section(self, edition_id: int, number: str) -> Section | None:
        rows = await self._rows(
            f"SELECT {_SECTION_COLUMNS} FROM doc_sections WHERE edition_id = ? AND number = ?", (edition_id, number)
        )
        return _section(rows[0]) if rows else None

    async def sections(self, edition_id: int) -> list[Section]:
        rows = await self._rows(
            f"SELECT {_SECTION_COLUMNS} FROM doc_sections WHERE edition_id = ? ORDER BY sort_order", (edition_id,)
        )
        return [_section(row) for row in rows]

    async def search_tiers(
        self, matches: list[str], limit: int, documents: tuple[Document, ...]
    ) -> list[tuple[int, DocHit]]:
        """Sections of the current editions matching each FTS5 query in turn ("" skips one),
        each tier ranked by BM25, in one round trip: (tier, hit), tier by tier."""
        marks = ",".join("?" * len(documents))
        parts, params = [], []
        for tier, match in enumerate(matches):
            if not match:
                continue
            parts.append(
                f"SELECT * FROM (SELECT {tier}, document, number, title,"
                " snippet(doc_fts, 3, char(2), char(3), '…', 14), rank FROM doc_fts"
                f" WHERE doc_fts MATCH ? AND document IN ({marks}) ORDER BY rank LIMIT ?)"
            )
            params += [match, *(d.value for d in documents), limit]
        rows = await self._rows(" UNION ALL ".join(parts), params)
        rows.sort(key=lambda row: (row[0], row[5]))
        return [(int(tier), DocHit(Document(d), str(n), str(t), str(s), float(r))) for tier, d, n, t, s, r in rows]


async def _make_current(db: aiosqlite.Connection, document: str, edition_id: int) -> None:
    """Point ``document`` at an edition and rebuild the search index over every current edition
    (a few hundred sections: a rebuild costs milliseconds and can't drift)."""
    await db.execute(
        "INSERT INTO current_doc (document, edition_id) VALUES (?, ?)"
        " ON CONFLICT(document) DO UPDATE SET edition_id = excluded.edition_id",
        (document, edition_id),
    )
    await db.execute("DELETE FROM doc_fts")
    await db.execute(
        "INSERT INTO doc_fts (rowid, document, number, title, body)"
        " SELECT s.id, e.document, s.number,"
        "  CASE WHEN s.category = '' THEN s.title ELSE s.category || ' — ' || s.title END, s.body FROM doc_sections s"
        " JOIN current_doc c ON c.edition_id = s.edition_id JOIN doc_editions e ON e.id = s.edition_id"
        " ORDER BY s.id"
    )
