"""End to end: boards that cost more than the budget cost only their own user (issue: bounded
CPU and memory). One judge sends the boards reported against the old single worker thread, five
at once; others' /sba is answered in time meanwhile, and the heavy boards end in "too big"
within their budget, each in its turn."""

from __future__ import annotations

import asyncio
import json
import time

import pytest

from bot.handlers import heavy
from tests.e2e.conftest import Started
from tests.e2e.fake_discord import FakeDiscord

pytestmark = pytest.mark.skipif(not heavy.CAN_FORK, reason="needs fork")

#: The reported boards. The engine now checks them in about 3 s; a budget well below that makes
#: them overrun, as a board beyond any engine's reach would. The light boards get the same
#: budget and need about 60 ms of it: a budget of a quarter second failed them once under the
#: whole suite's load (two cores shared by every test worker), which was the test's doing.
HEAVY = (
    "Humility x100; Opalescence x100; Grizzly Bears x100",
    "Opalescence x100; Humility x100; Grizzly Bears x100",
    "Humility x100; Opalescence x100; Grizzly Bears x100",
    "Opalescence x100; Humility x100; Grizzly Bears x100",
)
BUDGET = 1.0
ATTACKER, JUDGES = "800000000000000777", ("800000000000000101", "800000000000000102", "800000000000000103")


async def said(fake: FakeDiscord, interaction_id: str, words: str, timeout: float = 15.0) -> float:
    """When a response saying ``words`` came for the interaction (callback or follow-up)."""

    async def find() -> float:
        while True:
            for record in fake.records:
                if record.interaction_id == interaction_id and words in json.dumps(record.body):
                    return time.perf_counter()  # the fake's own clock (sent_at)
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(find(), timeout)


async def test_heavy_boards_cost_only_their_user(with_cards: Started, monkeypatch: pytest.MonkeyPatch) -> None:
    fake, _ = with_cards
    monkeypatch.setattr(heavy, "BUDGET", BUDGET)
    start = time.perf_counter()
    heavy_ids = [await fake.command("layers", {"board": board}, user_id=ATTACKER) for board in HEAVY]
    await asyncio.sleep(0.05)
    light_ids = [await fake.command("sba", {"board": "Grizzly Bears 2/2 damage 2"}, user_id=judge) for judge in JUDGES]
    for interaction in light_ids:  # the answer itself, not a deferral, within Discord's 3 s
        try:
            answered = await said(fake, interaction, "704.5g")
        except TimeoutError:
            bodies = [r.body for r in fake.records if r.interaction_id == interaction]
            raise AssertionError(f"a light /sba was not answered: {bodies}") from None
        assert answered - fake.sent_at[interaction] < 3.0
    ends = [await said(fake, interaction, "too big") for interaction in heavy_ids]
    # one at a time, each killed at its budget: all four well before their four full runs
    assert max(ends) - start < len(HEAVY) * (BUDGET + 1.0)
    assert not [i for i in heavy_ids if "704" in json.dumps([r.body for r in fake.records if r.interaction_id == i])]
