"""Getting MTGJSON's AtomicCards into the store: download (or read) → stream → import.

The file is large (86 MB of JSON in 2022, more since), so it is never held in memory: ``ijson``
yields one card at a time from the decompressed stream, in a worker thread, and the store
writes batches inside one transaction. Nothing replaces the stored cards until the whole file
has been read and found to be AtomicCards; a download is checked against MTGJSON's published
sha256 first, and skipped when ``Meta.json`` says the build is the one already stored.
"""

from __future__ import annotations

import asyncio
import bz2
import gzip
import hashlib
import json
import logging
import lzma
import re
import sqlite3
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from bot.download import IngestError, download
from bot.storage import CardBuildInfo, CardBuildRow, Storage
from engine.cards import Card
from engine.cards.mtgjson import CardShapeError, card_from_entries
from engine.cards.names import CardName, card_names

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

DEFAULT_CARDS_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
#: An official build has tens of thousands of cards; fewer means a cut-off or wrong file.
MIN_OFFICIAL_CARDS = 15_000
#: Bigger than any AtomicCards download (about 100 MB compressed in 2026).
MAX_DOWNLOAD = 600_000_000
BATCH = 500


@dataclass(frozen=True, slots=True)
class CardsOutcome:
    build: CardBuildRow
    created: bool
    """False when the stored build is already this one: nothing was done."""


def _open(path: Path) -> IO[bytes]:
    """The decompressed bytes of ``path``, by its content (not its name): xz, gzip, bz2 or JSON."""
    with path.open("rb") as probe:
        head = probe.read(6)
    if head.startswith(b"\xfd7zXZ\x00"):
        return lzma.open(path, "rb")
    if head.startswith(b"\x1f\x8b"):
        return gzip.open(path, "rb")  # type: ignore[return-value]
    if head.startswith(b"BZh"):
        return bz2.open(path, "rb")
    return path.open("rb")


def read_cards(path: Path) -> Iterator[tuple[str, dict[str, Any]] | tuple[Card, tuple[CardName, ...]]]:
    """Stream ``path``: ``("meta", {...})`` when the meta object is read, then each card with
    its names. Raises ``IngestError`` for anything that isn't AtomicCards."""
    import ijson  # type: ignore[import-untyped]  # only an import pays for the streaming parser

    try:
        with _open(path) as stream:
            events = ijson.parse(stream, use_float=True)
            saw_data = False
            for prefix, event, value in events:
                if prefix == "meta" and event == "start_map":
                    meta = _build(events, event)
                    yield ("meta", meta if isinstance(meta, dict) else {})
                elif prefix == "data" and event == "start_map":
                    saw_data = True
                elif prefix == "data" and event == "map_key":
                    name = str(value)
                    _, first, _ = next(events)
                    entries = _build(events, first)
                    card = card_from_entries(name, entries)
                    yield card, card_names(card)
                elif prefix == "" and event not in ("start_map", "end_map", "map_key"):
                    raise IngestError("cards.not_atomic", reason="top level")
            if not saw_data:
                raise IngestError("cards.not_atomic", reason="no data")
    except CardShapeError as exc:
        raise IngestError("cards.not_atomic", reason=f"{exc.params.get('card')}: {exc.params.get('field')}") from None
    except (ijson.JSONError, ijson.IncompleteJSONError) as exc:
        raise IngestError("cards.truncated", reason=str(exc)[:120]) from None
    except (lzma.LZMAError, EOFError, OSError, gzip.BadGzipFile) as exc:
        raise IngestError("cards.truncated", reason=str(exc)[:120] or type(exc).__name__) from None


def _build(events: Iterator[tuple[str, str, Any]], first: str) -> Any:
    """The value whose first event is ``first``, built from the following events."""
    import ijson

    builder = ijson.ObjectBuilder()
    builder.event(first, None)
    if first not in ("start_map", "start_array"):
        return None
    depth = 1
    for _, event, value in events:
        builder.event(event, value)
        if event in ("start_map", "start_array"):
            depth += 1
        elif event in ("end_map", "end_array"):
            depth -= 1
            if depth == 0:
                return builder.value
    raise IngestError("cards.truncated", reason="end of file inside a card")


#: How far the card count may drop from the stored build's before a new one is refused.
MAX_SHRINK = 0.03


async def import_cards_file(
    storage: Storage,
    path: Path,
    *,
    source: str,
    sha256: str | None = None,
    official: bool = False,
    force: bool = False,
) -> CardsOutcome:
    """Import the AtomicCards file at ``path``; the stored cards change only if all of it reads."""
    digest = sha256 if sha256 is not None else await asyncio.to_thread(_sha256, path)
    current = await storage.current_card_build()
    if current is not None and current.sha256 == digest:
        return CardsOutcome(current, created=False)
    reader = read_cards(path)
    meta: dict[str, Any] = {}
    count = 0

    def next_batch() -> list[tuple[Card, tuple[CardName, ...]]]:
        batch: list[tuple[Card, tuple[CardName, ...]]] = []
        for item in reader:
            if item[0] == "meta":
                meta.update(item[1])
                continue
            batch.append(item)  # type: ignore[arg-type]
            if len(batch) >= BATCH:
                break
        return batch

    async def batches() -> AsyncIterator[Sequence[tuple[Card, tuple[CardName, ...]]]]:
        nonlocal count
        while batch := await asyncio.to_thread(next_batch):
            count += len(batch)
            yield batch
        if not meta:
            raise IngestError("cards.not_atomic", reason="no meta")
        if official and count < MIN_OFFICIAL_CARDS:
            raise IngestError("cards.incomplete", count=count, minimum=MIN_OFFICIAL_CARDS)
        if count and not force and current is not None and count < current.card_count * (1 - MAX_SHRINK):
            raise IngestError("cards.shrunk", count=count, stored=current.card_count)

    def described() -> CardBuildInfo:  # meta may come after the cards: read once all is read
        return CardBuildInfo(str(meta.get("date", "")), str(meta.get("version", "")), source, digest)

    try:
        build = await storage.import_cards(batches(), described)
    except sqlite3.IntegrityError as exc:
        raise IngestError("cards.not_atomic", reason=str(exc)[:120]) from None
    except ValueError:
        raise IngestError("cards.not_atomic", reason="no cards") from None
    log.info("imported %d cards (MTGJSON %s) from %s", build.card_count, build.version, source)
    return CardsOutcome(build, created=True)


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        while chunk := handle.read(1 << 20):
            digest.update(chunk)
    return digest.hexdigest()


def _meta_url(url: str) -> str:
    """MTGJSON's Meta.json beside the AtomicCards file."""
    return url.rsplit("/", 1)[0] + "/Meta.json"


async def _fetch_small(session: aiohttp.ClientSession, url: str) -> bytes | None:
    """A small companion file (Meta.json, the .sha256): None when it can't be had."""
    import aiohttp

    try:
        async with session.get(url) as response:
            if response.status != 200:
                return None
            body = b""
            async for chunk in response.content.iter_chunked(1 << 14):
                body += chunk
                if len(body) > 1 << 16:
                    return None  # no companion file is this big
            return body
    except (aiohttp.ClientError, TimeoutError):
        return None


async def _download(session: aiohttp.ClientSession, url: str, target: Path, *, retries: int) -> str:
    """Stream ``url`` into ``target``; the sha256 of what was written."""
    digest = hashlib.sha256()
    with target.open("wb") as out:

        def start() -> Callable[[bytes], None]:
            nonlocal digest
            out.seek(0)
            out.truncate()
            digest = hashlib.sha256()

            def write(chunk: bytes) -> None:
                digest.update(chunk)
                out.write(chunk)

            return write

        await download(session, url, start, retries=retries, limit=MAX_DOWNLOAD)
    return digest.hexdigest()


async def update_cards(
    storage: Storage,
    *,
    source: str | None,
    default_url: str,
    timeout: float = 120.0,
    retries: int = 3,
    force: bool = False,
) -> CardsOutcome:
    """`juez cards update`: MTGJSON's AtomicCards (or ``source``: a path or URL) into the store.

    For the official download, ``Meta.json`` is read first and nothing is downloaded when its
    build is the stored one; the file is checked against the published ``.sha256`` when there is one.
    """
    if source is not None and not re.match(r"^https?://", source):
        path = Path(source)
        if not path.is_file():
            raise IngestError("ingest.file", path=source, reason="not a file")
        return await import_cards_file(storage, path, source=str(path.resolve()), force=force)
    import aiohttp

    url = source or default_url
    client_timeout = aiohttp.ClientTimeout(total=None, sock_connect=timeout, sock_read=timeout)
    async with aiohttp.ClientSession(timeout=client_timeout) as session:
        current = await storage.current_card_build()
        if source is None and current is not None:
            meta = _json_or_none(await _fetch_small(session, _meta_url(url)))
            version = (meta or {}).get("meta", meta or {}).get("version") if isinstance(meta, dict) else None
            if version and version == current.version:
                return CardsOutcome(current, created=False)
        published = (await _fetch_small(session, url + ".sha256") or b"").decode("ascii", "replace").split()
        with tempfile.TemporaryDirectory(prefix="juez-cards-") as folder:
            target = Path(folder) / "AtomicCards"
            digest = await _download(session, url, target, retries=retries)
            if published and re.fullmatch(r"[0-9a-fA-F]{64}", published[0]) and published[0].lower() != digest:
                raise IngestError("cards.checksum", url=url)
            return await import_cards_file(
                storage, target, source=url, sha256=digest, official=source is None, force=force
            )


def _json_or_none(data: bytes | None) -> Any:
    if not data:
        return None
    try:
        return json.loads(data)
    except ValueError:
        return None


async def import_if_missing(storage: Storage, cards_url: str, *, timeout: float, retries: int) -> None:
    """Without stored cards, import MTGJSON's; offline, carry on (/card says how to import)."""
    if await storage.current_card_build() is not None:
        return
    try:
        outcome = await update_cards(storage, source=None, default_url=cards_url, timeout=timeout, retries=retries)
        log.info("imported %d cards (MTGJSON %s)", outcome.build.card_count, outcome.build.version)
    except IngestError as exc:
        log.warning("could not import card data (%s); /card will say how to import a file", exc.key)
