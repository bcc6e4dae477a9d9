"""`juez rules update` over HTTP, against a local aiohttp server on 127.0.0.1: success and failures.

Whatever goes wrong (a 500, a timeout, a body cut short, a web page instead of the text), the
current edition stays what it was and the error says what happened.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web

from bot.cr.ingest import IngestError, update_rules
from bot.storage import Storage


@pytest.fixture
async def server(shared: Path) -> AsyncIterator[tuple[str, dict[str, int]]]:
    text = (shared / "data" / "cr" / "en" / "MagicCompRules-20260417.txt").read_bytes()
    hits: dict[str, int] = {}

    def count(name: str) -> int:
        hits[name] = hits.get(name, 0) + 1
        return hits[name]

    async def txt(request: web.Request) -> web.Response:
        count("txt")
        return web.Response(body=text, content_type="text/plain")

    async def page(request: web.Request) -> web.Response:
        html = '<html><body><a href="/downloads/MagicCompRules%2020260417.txt">TXT</a></body></html>'
        return web.Response(text=html, content_type="text/html")

    async def broken(request: web.Request) -> web.Response:
        count("500")
        return web.Response(status=500)

    async def flaky(request: web.Request) -> web.Response:
        return web.Response(status=503) if count("flaky") == 1 else web.Response(body=text)

    async def slow(request: web.Request) -> web.Response:
        await asyncio.sleep(3)
        return web.Response(body=text)

    async def truncated(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Length": str(len(text))})
        await response.prepare(request)
        await response.write(text[: len(text) // 3])
        assert request.transport is not None
        request.transport.close()
        return response

    async def html_only(request: web.Request) -> web.Response:
        return web.Response(text="<!DOCTYPE html><html><body>Maintenance</body></html>", content_type="text/html")

    async def half(request: web.Request) -> web.Response:
        return web.Response(body=text[: len(text) // 2], content_type="text/plain")

    app = web.Application()
    app.router.add_get("/cr.txt", txt)
    app.router.add_get("/downloads/MagicCompRules 20260417.txt", txt)
    app.router.add_get("/rules", page)
    app.router.add_get("/500", broken)
    app.router.add_get("/flaky", flaky)
    app.router.add_get("/slow", slow)
    app.router.add_get("/truncated", truncated)
    app.router.add_get("/html", html_only)
    app.router.add_get("/half", half)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = runner.addresses[0][1]
    try:
        yield f"http://127.0.0.1:{port}", hits
    finally:
        await runner.cleanup()


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    async with Storage.open(tmp_path / "juez.sqlite3") as store:
        yield store


async def update(storage: Storage, url: str, **kw: object) -> object:
    return await update_rules(
        storage,
        source=None,
        default_url=url,
        timeout=kw.pop("timeout", 5.0),  # type: ignore[arg-type]
        retries=kw.pop("retries", 2),
    )  # type: ignore[arg-type]


async def test_downloads_the_text(storage: Storage, server: tuple[str, dict[str, int]]) -> None:
    base, _ = server
    outcome = await update(storage, f"{base}/cr.txt")
    assert outcome.created and outcome.current and outcome.edition.effective_date == "2026-04-17"  # type: ignore[attr-defined]
    again = await update(storage, f"{base}/cr.txt")
    assert not again.created  # type: ignore[attr-defined]


async def test_follows_the_rules_page_to_the_txt_link(storage: Storage, server: tuple[str, dict[str, int]]) -> None:
    base, _ = server
    outcome = await update(storage, f"{base}/rules")
    assert outcome.edition.source.endswith("/downloads/MagicCompRules%2020260417.txt")  # type: ignore[attr-defined]


async def test_retries_a_passing_server_error(storage: Storage, server: tuple[str, dict[str, int]]) -> None:
    base, hits = server
    assert (await update(storage, f"{base}/flaky")).created  # type: ignore[attr-defined]
    assert hits["flaky"] == 2


@pytest.mark.parametrize(
    ("path", "key", "timeout"),
    [
        ("/500", "ingest.http_status", 5.0),
        ("/slow", "ingest.timeout", 0.3),
        ("/truncated", "ingest.truncated", 5.0),
        ("/html", "ingest.html", 5.0),
        ("/half", "ingest.truncated_text", 5.0),
    ],
)
async def test_failures_never_replace_the_current_edition(
    storage: Storage, server: tuple[str, dict[str, int]], shared: Path, path: str, key: str, timeout: float
) -> None:
    base, hits = server
    await update_rules(
        storage, source=str(shared / "data" / "cr" / "en" / "MagicCompRules-20260116.txt"), default_url=base
    )
    with pytest.raises(IngestError) as err:
        await update(storage, f"{base}{path}", timeout=timeout)
    assert err.value.key == key
    current = await storage.current_edition("en")
    assert current is not None and current.effective_date == "2026-01-16"
    assert len(await storage.editions()) == 1
    if path == "/500":
        assert hits["500"] == 2  # retried, then gave up
