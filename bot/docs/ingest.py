"""Getting the MTR, IPG and JAR into the store: download (or read) → parse → check → import.

The CR's guarantees, for every path (a download, ``--from FILE``, ``--from URL``, a folder,
the first start): nothing becomes current until the file was read whole, parsed, and found
to be a whole document (every chapter, no gap in the numbering, not dated months ahead, not
far smaller than the current edition); the import is one transaction; the same file again is
a no-op. A file that doesn't say when it took effect takes the date from a
``documents_meta.json`` beside it (judgeorbit's) or from ``--date``.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path

from bot.docs.store import DocEditionRow, DocumentStore
from bot.download import IngestError, download_bytes, read_bounded
from bot.settings import Settings
from engine import json_limits
from engine.policy import Document, ParsedDocument, PolicyParseError, parse_document
from engine.policy.wholeness import missing_parts, too_small

log = logging.getLogger(__name__)

MAX_DOWNLOAD = 5_000_000
#: How far a section count may drop from the current edition's before a newer edition is refused.
MAX_SHRINK = 0.10
FUTURE_MARGIN = timedelta(days=92)
META_FILE = "documents_meta.json"
#: Files a folder import passes over without a word: other data that sits beside the documents.
NOT_DOCUMENTS = frozenset({META_FILE, "comprehensive_rules.json"})


@dataclass(frozen=True, slots=True)
class DocImport:
    edition: DocEditionRow
    created: bool
    """False when the same file (sha256) was already stored: nothing was done."""
    current: bool


@dataclass(frozen=True, slots=True)
class Refused:
    """A file of a folder import that was refused; the folder's other files still import."""

    source: str
    error: IngestError


def _document_named(name: str) -> Document | None:
    """ "ipg.json", "InfractionProcedureGuide-light.html" → what the file's name says it is."""
    stem = name.casefold()
    for document, words in (
        (Document.MTR, ("mtr", "tournamentrules", "tournament_rules")),
        (Document.IPG, ("ipg", "infractionprocedure")),
        (Document.JAR, ("jar", "judgingatregular")),
    ):
        if any(w in stem for w in words):
            return document
    return None


def meta_dates(data: bytes) -> dict[Document, date]:
    """judgeorbit's ``documents_meta.json``: ``{"ipg": {"version": "2024-09-23"}, …}``."""
    try:
        meta = json_limits.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, json.JSONDecodeError, json_limits.JsonLimitError):
        return {}
    found: dict[Document, date] = {}
    if isinstance(meta, dict):
        for document in Document:
            entry = meta.get(document.value)
            version = entry.get("version") if isinstance(entry, dict) else None
            try:
                found[document] = date.fromisoformat(str(version))
            except ValueError:
                continue
    return found


def parse_checked(data: bytes, expected: Document | None) -> ParsedDocument:
    try:
        return parse_document(data, expected)
    except PolicyParseError as exc:
        raise IngestError(exc.key, **exc.params) from None


def check_whole(parsed: ParsedDocument, effective: date, current: DocEditionRow | None, today: date) -> None:
    """Refuse a document that isn't whole, that is dated too far ahead, or that would replace
    the current edition with far fewer sections; each refusal says what was wrong."""
    name = parsed.document.acronym
    missing = missing_parts(parsed)
    if missing:
        shown = ", ".join(missing[:12]) + (f" (+{len(missing) - 12})" if len(missing) > 12 else "")
        raise IngestError("docs.missing_sections", document=name, missing=shown, count=len(missing))
    if too_small(parsed):
        raise IngestError("docs.incomplete", document=name, count=len(parsed.sections))
    if effective > today + FUTURE_MARGIN:
        raise IngestError("docs.future", document=name, date=effective.isoformat(), today=today.isoformat())
    if current is None or effective.isoformat() < current.effective_date:
        return  # the first edition, or an older one kept for history: it won't be current
    if len(parsed.sections) < current.section_count * (1 - MAX_SHRINK):
        raise IngestError(
            "docs.shrunk",
            document=name,
            new=len(parsed.sections),
            old=current.section_count,
            date=current.effective_date,
        )


async def import_bytes(
    store: DocumentStore,
    data: bytes,
    *,
    source: str,
    expected: Document | None = None,
    dated: date | None = None,
    fallback_date: dict[Document, date] | None = None,
    force: bool = False,
    today: date | None = None,
) -> DocImport:
    """One document file into the store. A file's own date wins; ``dated`` (``--date``), then
    ``fallback_date`` (a meta file beside it), stand in when it states none."""
    sha = hashlib.sha256(data).hexdigest()
    for document in [expected] if expected else list(Document):
        existing = await store.edition_by_sha(document, sha)
        if existing is not None:
            now = await store.current(document)
            return DocImport(existing, created=False, current=now is not None and now.id == existing.id)
    parsed = await asyncio.to_thread(parse_checked, data, expected)
    effective = parsed.effective or dated or (fallback_date or {}).get(parsed.document)
    if effective is None:
        raise IngestError("docs.no_date", document=parsed.document.acronym, source=source)
    if not force:
        check_whole(parsed, effective, await store.current(parsed.document), today or datetime.now(UTC).date())
    edition, current = await store.import_edition(parsed, effective=effective.isoformat(), source=source, sha256=sha)
    log.info(
        "imported %s %s from %s: %d sections", edition.document, edition.effective_date, source, edition.section_count
    )
    return DocImport(edition, created=True, current=current)


def _read(path: Path) -> bytes:
    return read_bounded(path, MAX_DOWNLOAD)


async def import_path(
    store: DocumentStore,
    path: Path,
    *,
    documents: tuple[Document, ...] = (),
    dated: date | None = None,
    force: bool = False,
) -> list[DocImport | Refused]:
    """A document file, or every document file in a folder (and its sub-folders): each file is
    its own import, so one refused file (say, one that states no date) doesn't stop the rest."""
    if not path.exists():
        raise IngestError("ingest.file", path=str(path), reason="No such file or directory")
    if path.is_file():
        expected = documents[0] if len(documents) == 1 else _document_named(path.name)
        meta_file = path.parent / META_FILE
        fallback = meta_dates(_read(meta_file)) if meta_file.is_file() else {}
        data = await asyncio.to_thread(_read, path)
        return [
            await import_bytes(
                store,
                data,
                source=str(path.resolve()),
                expected=expected,
                dated=dated,
                fallback_date=fallback,
                force=force,
            )
        ]
    files = sorted(p for p in path.rglob("*") if p.suffix.casefold() in (".json", ".html", ".htm") and p.is_file())
    outcomes: list[DocImport | Refused] = []
    for file in files:
        if file.name.casefold() in NOT_DOCUMENTS:
            continue
        named = _document_named(file.name)
        if documents and named not in documents:
            continue
        try:
            outcomes += await import_path(store, file, dated=dated, force=force)
        except IngestError as exc:
            outcomes.append(Refused(str(file), exc))
    if not outcomes:
        raise IngestError("docs.no_files", path=str(path))
    return outcomes


async def _fetch(url: str, *, timeout: float, retries: int) -> bytes:
    import aiohttp

    client_timeout = aiohttp.ClientTimeout(total=timeout, sock_read=timeout)
    async with aiohttp.ClientSession(timeout=client_timeout) as session:
        data, _ = await download_bytes(session, url, retries=retries, limit=MAX_DOWNLOAD)
    return data


def document_url(settings: Settings, document: Document) -> str:
    return {Document.MTR: settings.mtr_url, Document.IPG: settings.ipg_url, Document.JAR: settings.jar_url}[document]


async def update_documents(
    store: DocumentStore,
    settings: Settings,
    *,
    documents: tuple[Document, ...] = (),
    source: str | None = None,
    dated: date | None = None,
    force: bool = False,
) -> list[DocImport | Refused]:
    """`juez docs update [mtr|ipg|jar]`: the configured downloads, or ``source`` (a file, a
    folder or a URL)."""
    if source is not None and not re.match(r"^https?://", source):
        return await import_path(store, Path(source), documents=documents, dated=dated, force=force)
    if source is not None:
        data = await _fetch(source, timeout=settings.http_timeout, retries=settings.http_retries)
        expected = documents[0] if len(documents) == 1 else _document_named(source.rsplit("/", 1)[-1])
        return [await import_bytes(store, data, source=source, expected=expected, dated=dated, force=force)]
    fallback: dict[Document, date] = {}
    if settings.docs_meta_url:
        try:
            fallback = meta_dates(
                await _fetch(settings.docs_meta_url, timeout=settings.http_timeout, retries=settings.http_retries)
            )
        except IngestError as exc:
            log.warning("could not read the documents' dates from %s (%s)", settings.docs_meta_url, exc.key)
    outcomes: list[DocImport | Refused] = []
    for document in documents or tuple(Document):
        url = document_url(settings, document)
        data = await _fetch(url, timeout=settings.http_timeout, retries=settings.http_retries)
        outcomes.append(
            await import_bytes(
                store, data, source=url, expected=document, dated=dated, fallback_date=fallback, force=force
            )
        )
    return outcomes


async def import_if_missing(store: DocumentStore, settings: Settings) -> None:
    """At start-up, download the documents not stored yet; offline, carry on (/ipg says how)."""
    missing = tuple([d for d in Document if await store.current(d) is None])
    if not missing:
        return
    try:
        for outcome in await update_documents(store, settings, documents=missing):
            if isinstance(outcome, DocImport):
                log.info("imported the %s of %s", outcome.edition.document.upper(), outcome.edition.effective_date)
    except IngestError as exc:
        log.warning("could not import the tournament documents (%s); /ipg will say how to import files", exc.key)
