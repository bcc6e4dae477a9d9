"""The acknowledgement policy under a backlog (issue: reliability): who is deferred, when, and
what waits for the acknowledgements (bot/discord/deadlines.py)."""

from __future__ import annotations

import asyncio
import datetime as dt
import gc
from typing import Any, cast

import discord
import pytest

from bot.discord.deadlines import ANSWERING, QUEUE_WAIT, TIMER, WorkSlots


class FakeResponse:
    """An interaction's response: a deferral takes ``delay`` seconds to reach Discord."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.deferred = False

    def is_done(self) -> bool:
        return self.deferred

    async def defer(self, *, thinking: bool = False) -> None:
        await asyncio.sleep(self.delay)
        self.deferred = True


class FakeInteraction:
    def __init__(self, number: int, *, delay: float = 0.0) -> None:
        self.id = number
        self.extras: dict[str, Any] = {}
        self.response = FakeResponse(delay)
        self.created_at = dt.datetime.now(dt.UTC)


def fake(number: int, *, delay: float = 0.0) -> discord.Interaction:
    return cast(discord.Interaction, FakeInteraction(number, delay=delay))


async def test_expected_wait_grows_with_the_queue_and_the_measured_hold() -> None:
    slots = WorkSlots(size=2)
    taken = [fake(i) for i in range(6)]
    for interaction in taken[:2]:
        await slots.take(interaction)
    assert slots.expected_wait() == pytest.approx(slots.hold / 2)  # a third would wait one turn
    waiting = [asyncio.create_task(slots.take(i)) for i in taken[2:]]
    await asyncio.sleep(0)
    assert slots.queued == 6
    assert slots.expected_wait() == pytest.approx(5 * slots.hold / 2)
    before = slots.hold
    await asyncio.sleep(0.05)
    WorkSlots.give_back(taken[0])  # held for 50 ms: the running mean moves towards it
    assert slots.hold > before
    for task in waiting:
        task.cancel()


async def test_a_long_queue_crosses_the_deferral_threshold() -> None:
    slots = WorkSlots(size=8)
    slots.hold = 0.016
    slots.queued = int(QUEUE_WAIT * 8 / slots.hold) + 8
    assert slots.expected_wait() > QUEUE_WAIT
    slots.queued = 8
    assert slots.expected_wait() < QUEUE_WAIT


async def test_commands_admitted_before_a_backlog_are_deferred_when_it_forms() -> None:
    slots = WorkSlots()
    early = [fake(i) for i in range(3)]
    for interaction in early:
        slots.admit(interaction)
    answered = early[0]
    answered.extras[ANSWERING] = True  # already answering: never deferred behind its answer
    slots.acknowledge_admitted()
    await asyncio.wait_for(asyncio.gather(*(i.extras[TIMER] for i in early[1:])), 0.5)  # now, not at 2 s
    assert [i.response.is_done() for i in early] == [False, True, True]


async def test_an_admitted_command_is_deferred_by_its_timer_when_nothing_else_does(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("bot.discord.deadlines.DEFER_AT", 0.01)
    slots = WorkSlots()
    interaction = fake(1)
    slots.admit(interaction)
    await interaction.extras[TIMER]
    assert interaction.response.is_done()


async def test_deferred_work_waits_for_the_acknowledgements_but_an_unanswered_command_does_not() -> None:
    slots = WorkSlots()
    slow = fake(1, delay=0.2)
    acknowledging = asyncio.create_task(slots.defer_now(slow))
    await asyncio.sleep(0.01)
    assert slots.deferring == 1

    unanswered = fake(2)
    await asyncio.wait_for(slots.take(unanswered), 0.05)  # its answer is its acknowledgement

    already_deferred = fake(3)
    await slots.defer_now(already_deferred)
    follow_up = asyncio.create_task(slots.take(already_deferred))
    await asyncio.sleep(0.05)
    assert not follow_up.done()  # its work waits while an acknowledgement is on its way
    await acknowledging
    await asyncio.wait_for(follow_up, 0.5)


async def test_the_collector_is_paused_while_acknowledgements_are_out_and_restored_after() -> None:
    assert gc.isenabled()
    slots = WorkSlots()
    acknowledging = asyncio.create_task(slots.defer_now(fake(1, delay=0.05)))
    await asyncio.sleep(0.01)
    assert not gc.isenabled()
    await acknowledging
    assert gc.isenabled()


async def test_a_collector_disabled_by_someone_else_stays_disabled() -> None:
    gc.disable()
    try:
        await WorkSlots().defer_now(fake(1))
        assert not gc.isenabled()
    finally:
        gc.enable()
