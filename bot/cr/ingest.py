"""Getting the Comprehensive Rules into the store: download (or read) → parse → import.

Nothing replaces the current edition until the new text has been downloaded completely, parsed
and found to be a whole CR; the import itself is one transaction. The same sha256 again is a
no-op. Errors are typed and carry a message key, so the CLI and the bot say what happened.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import re
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urljoin

from bot.download import IngestError, download_bytes, read_bounded
from bot.settings import Settings
from bot.storage import EditionRow, Storage
from engine.cr.citations import locate_citations
from engine.cr.parse import CrParseError, ParsedCR, parse_cr
from engine.cr.wholeness import missing_headings, skipped_numbers

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

#: An official CR has thousands of rules; a download with fewer was cut short or is something else.
MIN_OFFICIAL_RULES = 1_000
MIN_OFFICIAL_GLOSSARY = 100
MAX_DOWNLOAD = 20_000_000
TXT_LINK = re.compile(r"""href=["']([^"']*MagicCompRules[^"']*\.txt)["']""", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class ImportOutcome:
    edition: EditionRow
    created: bool
    """False when the same file (sha256) was already stored: nothing was done."""
    current: bool


def _looks_like_html(data: bytes) -> bool:
    head = data[:2048].lstrip().lower()
    return head.startswith((b"<!doctype", b"<html")) or b"<html" in head


async def _get(session: aiohttp.ClientSession, url: str, *, retries: int) -> tuple[bytes, str]:
    return await download_bytes(session, url, retries=retries, limit=MAX_DOWNLOAD)


async def download_cr(url: str, *, timeout: float = 30.0, retries: int = 3) -> tuple[bytes, str]:
    """The CR text at ``url``; if it is the rules *page*, follow its link to the TXT file."""
    import aiohttp

    client_timeout = aiohttp.ClientTimeout(total=timeout, sock_read=timeout)
    async with aiohttp.ClientSession(timeout=client_timeout) as session:
        data, content_type = await _get(session, url, retries=retries)
        if "html" in content_type or _looks_like_html(data):
            match = TXT_LINK.search(data.decode("utf-8", errors="replace"))
            if match is None:
                raise IngestError("ingest.html", url=url)
            txt_url = urljoin(url, match.group(1).replace(" ", "%20"))
            data, content_type = await _get(session, txt_url, retries=retries)
            if "html" in content_type or _looks_like_html(data):
                raise IngestError("ingest.html", url=txt_url)
            return data, txt_url
        return data, url


def parse_checked(data: bytes, *, language: str | None, official: bool) -> ParsedCR:
    """Parse, and for a download insist on a whole CR: a cut-off file never becomes current."""
    if _looks_like_html(data):
        raise IngestError("ingest.html", url="")
    try:
        parsed = parse_cr(data, language=language)
    except CrParseError as exc:
        key = "ingest.truncated_text" if exc.key == "cr.truncated" else f"ingest.{exc.key.removeprefix('cr.')}"
        raise IngestError(key, **exc.params) from None
    if official and (
        parsed.counts["numbered"] < MIN_OFFICIAL_RULES or parsed.counts["glossary"] < MIN_OFFICIAL_GLOSSARY
    ):
        raise IngestError("ingest.incomplete", rules=parsed.counts["numbered"], glossary=parsed.counts["glossary"])
    return parsed


#: How far a rule or glossary count may drop from the current edition's before a new edition is
#: refused (editions add rules; a few are removed or merged, never hundreds).
MAX_SHRINK = 0.03
#: How far ahead of today an effective date may be: editions are published days before they
#: take effect, never months.
FUTURE_MARGIN = timedelta(days=92)


def check_whole(parsed: ParsedCR, data: bytes, current: EditionRow | None, today: date) -> None:
    """Refuse an edition that isn't a whole CR, that is dated too far ahead, or that would
    replace the current edition with far fewer rules; each refusal says what was wrong."""
    missing = missing_headings(parsed, data)
    if missing is None:
        raise IngestError("ingest.no_contents")
    if missing:
        raise IngestError("ingest.missing_sections", missing=_shown(missing), count=len(missing))
    skipped = skipped_numbers(parsed)
    if skipped:
        raise IngestError("ingest.numbering_gaps", missing=_shown(skipped), count=len(skipped))
    if parsed.effective > today + FUTURE_MARGIN:
        raise IngestError("ingest.future", date=parsed.effective.isoformat(), today=today.isoformat())
    if current is None or parsed.effective.isoformat() < current.effective_date:
        return  # the first edition, or an older one kept for history: it won't be current
    for what, new, old in (
        ("rules", parsed.counts["numbered"], current.rule_count),
        ("glossary", parsed.counts["glossary"], current.glossary_count),
    ):
        if new < old * (1 - MAX_SHRINK):
            raise IngestError(
                f"ingest.shrunk.{what}", new=new, old=old, date=current.effective_date, language=parsed.language
            )


def _shown(numbers: tuple[str, ...]) -> str:
    return ", ".join(numbers[:12]) + (f" (+{len(numbers) - 12})" if len(numbers) > 12 else "")


async def import_bytes(
    storage: Storage,
    data: bytes,
    *,
    source: str,
    language: str | None = None,
    official: bool = False,
    force: bool = False,
    today: date | None = None,
) -> ImportOutcome:
    sha = hashlib.sha256(data).hexdigest()
    for lang in [language] if language else ["en", "es"]:
        existing = await storage.edition_by_sha(lang, sha)
        if existing is not None:
            now_current = await storage.current_edition(lang)
            is_current = now_current is not None and now_current.id == existing.id
            return ImportOutcome(existing, created=False, current=is_current)
    parsed = await asyncio.to_thread(parse_checked, data, language=language, official=official)
    if not force:
        check_whole(parsed, data, await storage.current_edition(parsed.language), today or datetime.now(UTC).date())
    citations = locate_citations((r.number, r.text) for r in parsed.rules if r.kind in ("rule", "subrule"))
    edition, became_current = await storage.import_edition(parsed, source=source, sha256=sha, citations=citations)
    log.info(
        "imported CR %s (%s) from %s: %d rules", edition.effective_date, edition.language, source, edition.rule_count
    )
    return ImportOutcome(edition, created=True, current=became_current)


async def update_rules(
    storage: Storage,
    *,
    source: str | None,
    default_url: str,
    language: str | None = None,
    timeout: float = 30.0,
    retries: int = 3,
    force: bool = False,
) -> ImportOutcome:
    """`juez rules update`: the official CR (or ``source``: a path or URL) into the store."""
    if source is not None and not re.match(r"^https?://", source):
        path = Path(source)
        data = await asyncio.to_thread(_read, path)
        return await import_bytes(
            storage, data, source=str(path.resolve()), language=language, official=False, force=force
        )
    url = source or default_url
    data, final_url = await download_cr(url, timeout=timeout, retries=retries)
    return await import_bytes(storage, data, source=final_url, language=language, official=source is None, force=force)


def _read(path: Path) -> bytes:
    return read_bounded(path, MAX_DOWNLOAD)


async def import_if_missing(storage: Storage, settings: Settings) -> None:
    """Without a stored CR, import the official one; offline, carry on (/cr says how to import)."""
    if await storage.current_edition("en") is not None:
        return
    try:
        outcome = await update_rules(
            storage,
            source=None,
            default_url=settings.cr_url,
            timeout=settings.http_timeout,
            retries=settings.http_retries,
        )
        log.info("imported the Comprehensive Rules effective %s", outcome.edition.effective_date)
    except IngestError as exc:
        log.warning("could not import the Comprehensive Rules (%s); /cr will say how to import a file", exc.key)
