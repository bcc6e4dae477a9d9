"""One download loop for every source (the CR, MTGJSON): statuses, time-outs, bodies cut short,
retries with a growing pause. Errors are ``IngestError``s that say what happened."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from engine.errors import KeyedError

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

RETRYABLE_STATUS = frozenset({429, 500, 502, 503, 504})


class IngestError(KeyedError):
    """Fetching or importing failed; what was stored is untouched."""


async def download(
    session: aiohttp.ClientSession,
    url: str,
    start: Callable[[], Callable[[bytes], None]],
    *,
    retries: int,
    limit: int,
) -> str:
    """Stream ``url`` into the writer ``start()`` returns (a fresh one per attempt); the
    response's content type. Retries 429/5xx, time-outs and network errors."""
    import aiohttp  # only a download pays for the HTTP client

    delay = 0.5
    last: IngestError | None = None
    for attempt in range(1, retries + 1):
        try:
            async with session.get(url) as response:
                if response.status in RETRYABLE_STATUS:
                    last = IngestError("ingest.http_status", url=url, status=response.status)
                elif response.status >= 400:
                    raise IngestError("ingest.http_status", url=url, status=response.status)
                else:
                    write = start()
                    size = 0
                    async for chunk in response.content.iter_chunked(1 << 16):
                        size += len(chunk)
                        if size > limit:
                            raise IngestError("ingest.too_large", url=url, limit=limit)
                        write(chunk)
                    expected = response.content_length
                    if expected is not None and size != expected:
                        raise IngestError("ingest.truncated", url=url, got=size, expected=expected)
                    return response.content_type or ""
        except TimeoutError:
            last = IngestError("ingest.timeout", url=url)
        except aiohttp.ClientPayloadError:
            last = IngestError("ingest.truncated", url=url, got="?", expected="?")
        except aiohttp.ClientError as exc:
            last = IngestError("ingest.network", url=url, reason=str(exc) or type(exc).__name__)
        log.warning("download attempt %d/%d of %s failed: %s", attempt, retries, url, last)
        if attempt < retries:
            await asyncio.sleep(delay)
            delay *= 2
    assert last is not None
    raise last


async def download_bytes(session: aiohttp.ClientSession, url: str, *, retries: int, limit: int) -> tuple[bytes, str]:
    """The whole body of ``url`` in memory (for files of a few MB: the CR, the tournament
    documents) and its content type; each retry starts from an empty buffer."""
    chunks: list[bytes] = []

    def start() -> Callable[[bytes], None]:
        chunks.clear()
        return chunks.append

    content_type = await download(session, url, start, retries=retries, limit=limit)
    return b"".join(chunks), content_type


def read_bounded(path: Path, limit: int) -> bytes:
    """A file's bytes, if it is no bigger than a download may be (``limit``): a file from disk
    is held and parsed whole, so its size bounds the memory an import takes."""
    try:
        with path.open("rb") as handle:
            data = handle.read(limit + 1)
    except OSError as exc:
        raise IngestError("ingest.file", path=str(path), reason=exc.strerror or str(exc)) from None
    if len(data) > limit:
        raise IngestError("ingest.too_large", url=str(path), limit=limit)
    return data
