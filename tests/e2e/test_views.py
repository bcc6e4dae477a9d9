"""End to end: reply views are bounded (issue 30, item 3). Past ``LIVE_VIEWS``' limit the oldest
reply's view leaves discord.py's store, and its buttons answer that they have expired instead of
failing silently; the newer reply's still work."""

from __future__ import annotations

import asyncio

import pytest

from bot.discord import views
from tests.e2e.conftest import Started, buttons, text_of

EPHEMERAL = 64
BOARD = "Grizzly Bears 2/2 damage 2"


async def test_a_pushed_out_view_leaves_the_store_and_its_buttons_say_so(
    started: Started, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, bot = started
    monkeypatch.setattr(views.LIVE_VIEWS, "limit", 1)
    store = bot._connection._view_store
    first = await fake.command("sba", {"board": BOARD})
    assert any(b["custom_id"] == "juez:rules" for b in buttons(await fake.answer(first)))
    first_message = int(fake.message_id_of(first))
    assert first_message in store._views
    second = await fake.command("sba", {"board": BOARD}, user_id="800000000000000002")
    await fake.answer(second)
    for _ in range(50):  # the second reply's view is registered once its callback returns
        if int(fake.message_id_of(second)) in store._views:
            break
        await asyncio.sleep(0.02)
    assert first_message not in store._views and int(fake.message_id_of(second)) in store._views
    assert len(views.LIVE_VIEWS) == 1

    stale = await fake.answer(await fake.click("juez:rules", fake.message_id_of(first)))
    assert stale["data"]["flags"] & EPHEMERAL and "expired" in (stale["data"].get("content") or "")
    live = await fake.answer(await fake.click("juez:rules", fake.message_id_of(second), user_id="800000000000000002"))
    assert live["data"]["flags"] & EPHEMERAL and "704.5g" in text_of(live)


async def test_expired_buttons_answer_in_spanish(started: Started, monkeypatch: pytest.MonkeyPatch) -> None:
    fake, _ = started
    monkeypatch.setattr(views.LIVE_VIEWS, "limit", 1)
    first = await fake.command("sba", {"board": BOARD}, locale="es-ES")
    await fake.answer(first)
    await fake.answer(await fake.command("sba", {"board": BOARD}, user_id="800000000000000002"))
    stale = await fake.answer(await fake.click("juez:rules", fake.message_id_of(first), locale="es-ES"))
    assert "caducado" in (stale["data"].get("content") or "")
