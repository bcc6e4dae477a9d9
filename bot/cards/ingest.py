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
from bot.storage import CardBuildInfo, CardBuildRow, Storage, StorageError, is_disk_full
from engine.cards import Card
from engine.cards.mtgjson import CardShapeError, card_from_entries, is_iso_date
from engine.cards.names import CardName, card_names
from engine.json_limits import MAX_DEPTH, MAX_TOKEN, JsonLimitError, TokenGuard
from engine.text import drop_controls

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


class _Guarded:
    """A byte stream that refuses a JSON token longer than ``MAX_TOKEN`` as it is read (see
    ``TokenGuard``): the parser would otherwise hold all of it, and a compressed file can
    expand into one such token."""

    def __init__(self, stream: IO[bytes]) -> None:
        self.stream = stream
        self.guard = TokenGuard(MAX_TOKEN)

    def read(self, size: int = -1) -> bytes:
        chunk = self.stream.read(min(size, READ_CHUNK) if size >= 0 else READ_CHUNK)  # ijson probes with read(0)
        self.guard.feed(chunk)
        return chunk


def _events(stream: IO[bytes]) -> Iterator[tuple[str, Any]]:
    """ijson's events with the nesting depth kept in check.

    ``basic_parse``, not ``parse``: ``parse`` builds a prefix string per level for every event,
    so its memory grows with the square of the depth (100,000 brackets: tens of gigabytes)."""
    import ijson  # type: ignore[import-untyped]  # only an import pays for the streaming parser

    depth = 0
    for event, value in ijson.basic_parse(_Guarded(stream), use_float=True):
        if event in _OPENING:
            depth += 1
            if depth > MAX_DEPTH:
                raise IngestError("cards.too_deep", limit=MAX_DEPTH)
        elif event in _CLOSING:
            depth -= 1
        elif event == "string" and not value.isprintable():
            value = drop_controls(value)  # fast test first: almost every string is printable
        elif event == "map_key" and not value.isprintable():
            value = drop_controls(value)
        yield event, value


def read_cards(path: Path) -> Iterator[tuple[str, dict[str, Any]] | tuple[Card, tuple[CardName, ...]]]:
    """Stream ``path``: ``("meta", {...})`` when the meta object is read, then each card with
    its names. Raises ``IngestError`` for anything that isn't AtomicCards, and within
    ``MAX_DEPTH``, ``MAX_TOKEN`` and ``MAX_VALUE_EVENTS`` for any file: no shape of file can
    make the reader hold more than one card's worth of memory."""
    import ijson

    try:
        with _open(path) as stream:
            events = _events(stream)
            first, _ = next(events, ("", None))
            if first != "start_map":
                raise IngestError("cards.not_atomic", reason="top level")
            saw_data = False
            for event, key in events:
                if event == "end_map":
                    break
                opening, _ = next(events)
                if key == "meta" and opening == "start_map":
                    meta = _build(events, opening)
                    _check_dates(meta, "meta")
                    yield ("meta", meta)
                elif key == "data" and opening == "start_map":
                    saw_data = True
                    for inner, name in events:
                        if inner == "end_map":
                            break
                        value_start, _ = next(events)
                        entries = _build(events, value_start)
                        card = card_from_entries(str(name), entries)
                        yield card, card_names(card)
                else:
                    _build(events, opening, keep=False)
            if next(events, None) is not None:  # a second value after the object
                raise IngestError("cards.not_atomic", reason="top level")
            if not saw_data:
                raise IngestError("cards.not_atomic", reason="no data")
    except JsonLimitError as exc:
        raise IngestError("cards.too_long", limit=MAX_TOKEN, offset=exc.params.get("offset", 0)) from None
    except CardShapeError as exc:
        if exc.key == "cards.bad_date":
            raise IngestError(
                "cards.bad_date", field=f"{exc.params.get('card')}: rulings", date=exc.params["date"]
            ) from None
        raise IngestError("cards.not_atomic", reason=f"{exc.params.get('card')}: {exc.params.get('field')}") from None
    except (ijson.JSONError, ijson.IncompleteJSONError) as exc:
        raise IngestError("cards.truncated", reason=str(exc)[:120]) from None
    except StopIteration:
        raise IngestError("cards.truncated", reason="end of file") from None
    except (lzma.LZMAError, EOFError, OSError, gzip.BadGzipFile) as exc:
        raise IngestError("cards.truncated", reason=str(exc)[:120] or type(exc).__name__) from None


#: ijson's events that open and close a container.
_OPENING = frozenset({"start_map", "start_array"})
_CLOSING = frozenset({"end_map", "end_array"})
#: Far more than a card has (the biggest, with every language and ruling: a few thousand events):
#: a "card" past this is a file built to fill memory.
MAX_VALUE_EVENTS = 200_000
#: And of text: the longest card (every language, every ruling) has well under 100,000 characters;
#: 1 MB strings (the token guard's limit) by the hundred would otherwise add up unchecked.
MAX_VALUE_CHARS = 4_000_000
#: Bytes read from the decompressed stream at a time (the token guard's chunk).
READ_CHUNK = 1 << 16


def _check_dates(meta: Any, where: str) -> None:
    """The build's date must be a real one (YYYY-MM-DD): it is shown and compared as is."""
    if not isinstance(meta, dict) or "date" not in meta:
        return
    stated = str(meta["date"])
    if not is_iso_date(stated):
        raise IngestError("cards.bad_date", field=f"{where}.date", date=stated[:40])


def _build(events: Iterator[tuple[str, Any]], first: str, *, keep: bool = True) -> Any:
    """The value whose first event is ``first``, built from the following events (or, without
    ``keep``, passed over); past ``MAX_VALUE_EVENTS`` events it is refused.

    Built here rather than by ijson's ``ObjectBuilder``: a card is a few hundred events and the
    file millions, and one loop with the containers on a stack is most of an import's time."""
    if first not in _OPENING:
        return None
    root: Any = {} if first == "start_map" else []
    stack: list[Any] = [root]
    key: Any = None
    chars = 0
    for count, (event, value) in enumerate(events):
        if event in _CLOSING:
            stack.pop()
            if not stack:
                return root
            continue
        if not keep:
            if event in _OPENING:
                stack.append(None)
            continue
        if count > MAX_VALUE_EVENTS or chars > MAX_VALUE_CHARS:
            raise IngestError("cards.too_big", limit=MAX_VALUE_EVENTS, chars=MAX_VALUE_CHARS)
        if event == "map_key":
            key = value
            chars += len(value)
            continue
        if event == "start_map":
            value = {}
        elif event == "start_array":
            value = []
        elif event == "string":
            chars += len(value)
        top = stack[-1]
        if type(top) is dict:
            top[key] = value
        else:
            top.append(value)
        if event in _OPENING:
            stack.append(value)
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
            try:
                digest = await _download(session, url, target, retries=retries)
            except OSError as exc:
                if is_disk_full(exc):  # the download's own file: the store wasn't touched
                    raise StorageError("storage.full", path=folder, reason=str(exc)) from None
                raise
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
