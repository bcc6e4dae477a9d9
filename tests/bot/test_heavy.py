"""Heavy work (boards, traces, quiz boards) runs where an overrun costs only its own user: a
child process killed at its budget, with capped memory, in a fair turn per user."""

from __future__ import annotations

import asyncio
import contextlib
import os
import time
from pathlib import Path

import pytest

from bot.errors import BoardInputError, JuezError
from bot.handlers import heavy
from bot.handlers.heavy import OWNER, run_heavy
from engine.board.errors import BoardSyntaxError

pytestmark = pytest.mark.skipif(not heavy.CAN_FORK, reason="needs fork")


def spin(seconds: float) -> float:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        pass
    return seconds


async def as_user(user: int, seconds: float) -> float:
    """Run ``spin(seconds)`` for ``user``; return when it finished (loop time)."""
    OWNER.set(user)  # this task's context only, as the Discord tree sets it per command
    await run_heavy(lambda: spin(seconds))
    return asyncio.get_running_loop().time()


async def test_a_job_past_its_budget_is_stopped_not_left_running(tmp_path: Path) -> None:
    """The old thread answered "too big" and went on computing for minutes: the marker
    written after the budget proves the work is gone."""
    marker = tmp_path / "still-running"

    def overrun() -> None:
        spin(0.6)
        marker.write_text("the work went on after its budget")

    started = time.perf_counter()
    with pytest.raises(JuezError) as caught:
        await run_heavy(overrun, budget=0.2)
    assert caught.value.key == "input.too_big"
    assert time.perf_counter() - started < 0.6
    await asyncio.sleep(0.8)
    assert not marker.exists()


async def test_one_users_jobs_wait_behind_each_other_not_in_front_of_others() -> None:
    loop = asyncio.get_running_loop()
    start = loop.time()
    hog = [asyncio.create_task(as_user(1, 0.4)) for _ in range(3)]
    await asyncio.sleep(0.05)
    other = await as_user(2, 0.01)
    done = await asyncio.gather(*hog)
    assert other - start < 0.35  # it didn't wait for the first user's boards
    assert max(done) - start >= 1.1  # theirs ran one after another


async def test_too_many_jobs_of_one_user_are_refused_while_others_still_get_in() -> None:
    hog = [asyncio.create_task(as_user(1, 0.3)) for _ in range(heavy.PER_USER_WAITING)]
    await asyncio.sleep(0.05)
    with pytest.raises(JuezError) as caught:
        await as_user(1, 0.01)
    assert caught.value.key == "input.busy"
    await as_user(2, 0.01)
    await asyncio.gather(*hog)


async def test_a_job_that_would_eat_the_machine_is_too_big(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(heavy, "MEMORY_HEADROOM", 256 << 20)

    def hungry() -> int:
        return len(bytearray(1 << 30))

    with pytest.raises(JuezError) as caught:
        await run_heavy(hungry, budget=10)
    assert caught.value.key == "input.too_big"


async def test_a_board_error_comes_back_as_raised() -> None:
    """Exceptions with keyword-only arguments (the board's errors) cross the process whole:
    key, parameters, column and the text for the caret."""

    def misread() -> None:
        error = BoardSyntaxError(column=14, word="damge", expected=("damage",), suggestion="damage")
        raise BoardInputError(error, "Grizzly Bears damge 2")

    with pytest.raises(BoardInputError) as caught:
        await run_heavy(misread)
    assert caught.value.key == "board.syntax" and caught.value.text == "Grizzly Bears damge 2"
    assert isinstance(caught.value.error, BoardSyntaxError) and caught.value.error.column == 14
    assert caught.value.params["suggestion"] == "damage"


async def test_an_unexpected_error_keeps_the_childs_traceback() -> None:
    def broken() -> None:
        raise RuntimeError("a bug in the engine")

    with pytest.raises(RuntimeError) as caught:
        await run_heavy(broken)
    assert any("in the heavy-work process" in note and "broken" in note for note in caught.value.__notes__)


async def test_finished_and_killed_jobs_leave_no_processes_behind() -> None:
    await asyncio.gather(*(run_heavy(lambda: 1) for _ in range(5)))
    with pytest.raises(JuezError):
        await run_heavy(lambda: spin(1), budget=0.1)
    for _ in range(50):
        if not heavy.live:
            break
        await asyncio.sleep(0.02)
    assert not heavy.live  # every child was collected: no zombie, nothing still running


async def test_a_cancelled_job_stops_its_child(tmp_path: Path) -> None:
    """The bot closing, or an answer nobody waits for any more: the child is killed, not left
    computing on a core beside the next boards."""
    marker = tmp_path / "still-running"

    def long_job() -> None:
        spin(0.6)
        marker.write_text("the work went on after it was cancelled")

    job = asyncio.create_task(run_heavy(long_job, budget=5))
    await asyncio.sleep(0.1)
    job.cancel()
    with pytest.raises(asyncio.CancelledError):
        await job
    await asyncio.sleep(0.8)
    assert not marker.exists()


def test_a_loop_that_ends_mid_job_leaves_no_turn_held_for_the_next_loop() -> None:
    """A loop closed with its jobs still holding every turn (a CLI command stopped, a test's
    loop torn down) never makes the next loop's jobs wait: turns belong to their loop. Before,
    the next job waited for those turns forever."""
    old = asyncio.new_event_loop()
    try:
        dropped = [old.create_task(as_user(user, 0.3)) for user in range(heavy.WORKERS + 1)]
        old.run_until_complete(asyncio.sleep(0.1))  # every turn taken, one job waiting
    finally:
        old.close()  # its tasks are dropped as they are, their turns never given back
    assert not any(job.done() for job in dropped)
    leftovers = set(heavy.live)

    async def next_loop() -> float:
        return await asyncio.wait_for(as_user(99, 0.01), 5)

    try:
        assert asyncio.run(next_loop()) > 0
    finally:
        for pid in leftovers:  # the dropped jobs' children, collected here as nobody else will
            with contextlib.suppress(ChildProcessError):
                os.waitpid(pid, 0)
            heavy.live.discard(pid)
        for job in dropped:  # closed here, not by the collector in a later test (its loop is gone)
            with contextlib.suppress(RuntimeError):
                job.get_coro().close()


def test_the_cli_stops_at_its_budget(tmp_path: Path) -> None:
    """`juez sba` on a state beyond the budget prints "too big" and exits (it used to print it
    and then wait forever for the thread still computing)."""
    import json
    import subprocess
    import sys

    objects = [
        {"id": f"Soldier {n}", "name": f"Soldier {n}", "owner": "Ana", "card_types": ["creature"], "power": 2,
         "toughness": 2}
        for n in range(3_000)
    ]  # fmt: skip
    objects += [
        {"id": f"Banner {n}", "name": f"Banner {n}", "owner": "Ana", "card_types": ["enchantment"],
         "statics": ["Creatures you control have haste."]}
        for n in range(200)
    ]  # fmt: skip
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"players": [{"name": "Ana"}, {"name": "Bob"}], "objects": objects}), encoding="utf-8")
    code = "import sys; from bot.terminal.cli import main; sys.exit(main(sys.argv[1:]))"
    # What starting the CLI and reading a state costs at this moment (the suite's other workers
    # load the two cores): a one-object state, checked at once.
    small = tmp_path / "small.json"
    small.write_text(json.dumps({"players": [{"name": "Ana"}], "objects": objects[:1]}), encoding="utf-8")
    started = time.perf_counter()
    subprocess.run([sys.executable, "-c", code, "sba", "--state", str(small), "--db", str(tmp_path / "juez.sqlite3")],
                   capture_output=True, timeout=60, check=True)  # fmt: skip
    start_cost = time.perf_counter() - started
    started = time.perf_counter()
    budget = 1.0
    done = subprocess.run(
        [sys.executable, "-c", code, "sba", "--state", str(path), "--db", str(tmp_path / "juez.sqlite3")],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "BOARD_BUDGET": str(budget)},
    )
    took = time.perf_counter() - started
    assert done.returncode == 2 and "too big" in done.stderr and "1.0 seconds" in done.stderr
    assert "Traceback" not in done.stderr
    # Its budget, the start and the big state's reading (a few times the small one's): well under
    # the 20-odd seconds the whole check takes, which the old CLI waited for.
    assert took < budget + 2.0 + 2 * start_cost, (took, start_cost)
