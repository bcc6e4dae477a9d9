"""Discord's 3-second deadline (issue: reliability): late interactions are dropped without work,
slow commands are deferred in time and answered by a follow-up."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.handlers import cr as cr_handlers
from tests.e2e.conftest import Started, text_of


async def test_an_interaction_past_its_deadline_is_dropped_without_work(
    started: Started, caplog: pytest.LogCaptureFixture
) -> None:
    fake, bot = started
    with caplog.at_level(logging.ERROR):
        late = await fake.command("cr", {"rule": "704.5g"}, age=5.0)
        fresh = await fake.command("cr", {"rule": "704.5g"})
        body = await fake.answer(fresh)
        await asyncio.sleep(0.2)
    assert "704.5g" in text_of(body)
    assert not [r for r in fake.records if r.interaction_id == late]
    assert bot.tree.dropped.total == 1
    assert not caplog.records  # no tracebacks, no error spam


async def test_a_slow_command_is_deferred_then_answered(started: Started, monkeypatch: pytest.MonkeyPatch) -> None:
    fake, _ = started
    original = cr_handlers.cr

    async def slow(*args: object, **kwargs: object) -> object:
        await asyncio.sleep(2.6)
        return await original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(cr_handlers, "cr", slow)
    interaction = await fake.command("cr", {"rule": "704.5g"})
    first = await fake.answer(interaction)
    assert first["type"] == 5  # deferred: "Juez is thinking…"
    follow = await fake.answer(interaction, kind="followup")
    assert "704.5g" in text_of(follow)


async def test_a_fast_command_is_answered_directly_never_deferred(started: Started) -> None:
    fake, _ = started
    interaction = await fake.command("cr", {"rule": "704.5g"})
    body = await fake.answer(interaction)
    await asyncio.sleep(2.2)  # past the deferral time: the timer was cancelled
    assert body["type"] == 4
    assert [r.kind for r in fake.records if r.interaction_id == interaction] == ["callback"]


async def test_a_backlog_is_acknowledged_on_arrival_and_every_deferred_command_followed_up(
    started: Started, caplog: pytest.LogCaptureFixture
) -> None:
    """Commands queued behind more work than ``QUEUE_WAIT`` are deferred at once (and those
    admitted just before the backlog formed with them), then each gets its answer."""
    fake, bot = started
    bot.tree.slots.hold = 0.05  # as measured on a slow machine: 80 queued is a backlog
    with caplog.at_level(logging.ERROR):
        sent = [
            await fake.command("cr", {"rule": "704.5g"}, user_id=str(900_000_000_000_000_000 + n)) for n in range(200)
        ]
        await fake.all_answered(sent)
        firsts = {i: await fake.answer(i) for i in sent}
        deferred = [i for i, body in firsts.items() if body["type"] == 5]
        follow_ups = [await fake.answer(i, kind="followup") for i in deferred]
    assert deferred  # the backlog was acknowledged first
    assert all(body["type"] in (4, 5) for body in firsts.values())
    assert all("704.5g" in text_of(body) for body in follow_ups)
    assert bot.tree.dropped.total == 0
    assert not caplog.records
