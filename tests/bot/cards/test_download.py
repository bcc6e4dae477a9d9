"""`juez cards update` over HTTP against a local server: Meta.json first, the published sha256
checked, and nothing stored changes when a download fails or is cut short."""

from __future__ import annotations

import hashlib
import json
import lzma
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from aiohttp import web

from bot.cards import ingest
from bot.cards.ingest import IngestError, update_cards
from bot.storage import Storage

Server = tuple[str, dict[str, int], dict[str, bytes]]


@pytest.fixture
async def server(cards_file: Path) -> AsyncIterator[Server]:
    packed = lzma.compress(cards_file.read_bytes(), preset=1)
    files = {
        "AtomicCards.json.xz": packed,
        "AtomicCards.json.xz.sha256": hashlib.sha256(packed).hexdigest().encode() + b"  AtomicCards.json.xz\n",
        "Meta.json": json.dumps({"meta": {"date": "2022-04-25", "version": "5.2.0+20220425"}}).encode(),
    }
    hits: dict[str, int] = {}

    async def serve(request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"]
        hits[name] = hits.get(name, 0) + 1
        if name == "cut.json.xz":
            response = web.StreamResponse(headers={"Content-Length": str(len(packed))})
            await response.prepare(request)
            await response.write(packed[: len(packed) // 3])
            assert request.transport is not None
            request.transport.close()
            return response
        if name not in files:
            return web.Response(status=404)
        return web.Response(body=files[name])

    app = web.Application()
    app.router.add_get("/api/{name}", serve)
    runner = web.AppRunner(app)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}/api/", hits, files
    finally:
        await runner.cleanup()


@pytest.fixture
def small_minimum(monkeypatch: pytest.MonkeyPatch) -> None:
    """The sample is a sample: an official download of it passes with a lower floor."""
    monkeypatch.setattr(ingest, "MIN_OFFICIAL_CARDS", 1_000)


async def test_download_imports_then_skips_an_unchanged_build(
    server: Server, tmp_path: Path, small_minimum: None
) -> None:
    base, hits, _ = server
    async with Storage.open(tmp_path / "db.sqlite3") as storage:
        first = await update_cards(storage, source=None, default_url=base + "AtomicCards.json.xz", retries=1)
        assert first.created and first.build.card_count == 1_771
        second = await update_cards(storage, source=None, default_url=base + "AtomicCards.json.xz", retries=1)
        assert not second.created and hits["AtomicCards.json.xz"] == 1 and hits["Meta.json"] == 1


async def test_a_checksum_mismatch_is_refused(server: Server, tmp_path: Path, small_minimum: None) -> None:
    base, _, files = server
    files["AtomicCards.json.xz.sha256"] = b"0" * 64
    async with Storage.open(tmp_path / "db.sqlite3") as storage:
        with pytest.raises(IngestError) as caught:
            await update_cards(storage, source=None, default_url=base + "AtomicCards.json.xz", retries=1)
        assert caught.value.key == "cards.checksum" and await storage.current_card_build() is None


async def test_a_download_cut_short_stores_nothing(server: Server, card_db: Path, small_minimum: None) -> None:
    base, _, _ = server
    async with Storage.open(card_db) as storage:
        before = await storage.current_card_build()
        with pytest.raises(IngestError) as caught:
            await update_cards(
                storage, source=base + "cut.json.xz", default_url=base + "AtomicCards.json.xz", retries=1
            )
        assert caught.value.key == "ingest.truncated"
        assert await storage.current_card_build() == before


async def test_an_official_download_far_smaller_than_mtgjson_is_refused(server: Server, tmp_path: Path) -> None:
    base, _, _ = server
    async with Storage.open(tmp_path / "db.sqlite3") as storage:
        with pytest.raises(IngestError) as caught:
            await update_cards(storage, source=None, default_url=base + "AtomicCards.json.xz", retries=1)
        assert caught.value.key == "cards.incomplete" and await storage.current_card_build() is None


async def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    async with Storage.open(tmp_path / "db.sqlite3") as storage:
        with pytest.raises(IngestError) as caught:
            await update_cards(storage, source=str(tmp_path / "nope.json"), default_url="http://127.0.0.1:9/")
        assert caught.value.key == "ingest.file"
