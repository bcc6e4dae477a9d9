"""Every front end gets Discord's input limits (issue: reliability): the console, the CLI and
JSON states say what is too long, fast, in the user's language, never with a traceback."""

from __future__ import annotations

import io
import json
import time
from pathlib import Path

import pytest

from bot.errors import JuezError
from bot.handlers.limits import LIMITS, checked
from bot.terminal.cli import main
from engine.state_io import InvalidState, state_from_json


@pytest.mark.parametrize("option", sorted(LIMITS))
def test_each_option_accepts_its_limit_and_refuses_one_more(option: str) -> None:
    assert checked(option, "x" * LIMITS[option]) == "x" * LIMITS[option]
    with pytest.raises(JuezError) as caught:
        checked(option, "x" * (LIMITS[option] + 1))
    assert caught.value.params == {"option": option, "limit": LIMITS[option], "length": LIMITS[option] + 1}


def test_a_lone_surrogate_becomes_a_question_mark() -> None:
    assert checked("board", "Grizzly\ud800 Bears") == "Grizzly? Bears"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize(
    "argv",
    [
        ("define", "x" * 1_000_000),
        ("search", "lethal " * 200),
        ("cr", "7" * 100),
        ("sba", "Grizzly Bears 2/2 damage 2; " * 200),
        ("mana", "{T}: Add {G}. " * 400),
    ],
)
def test_the_cli_refuses_over_long_input_at_once(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    start = time.perf_counter()
    code, _, err = run(capsys, *argv, "--lang", "es")
    assert code == 2 and ("como mucho puede tener" in err or "el límite es" in err) and "Traceback" not in err
    assert time.perf_counter() - start < 2


def test_a_json_state_with_too_many_objects_is_refused_before_validation() -> None:
    objects = [{"id": f"o{i}", "name": "x", "owner": "a"} for i in range(100_000)]
    text = json.dumps({"players": [{"name": "a"}], "objects": objects})
    with pytest.raises(InvalidState) as caught:
        state_from_json(text)
    assert "10,000" in str(caught.value.problems[0])


def test_a_json_state_that_isnt_json_says_so() -> None:
    with pytest.raises(InvalidState) as caught:
        state_from_json(b"\xff\xfe{not json")
    assert "not JSON" in str(caught.value.problems[0])


async def test_console_unknown_command_points_at_help(tmp_path: Path) -> None:
    from bot.handlers import Services
    from bot.settings import Settings
    from bot.terminal.console import Console

    settings = Settings(_env_file=None, database_path=tmp_path / "x.sqlite3")  # type: ignore[call-arg]
    out = io.StringIO()
    console = Console(Services(settings, None), out=out)
    await console.run_line("/frobnicate now")
    assert "/help" in out.getvalue()


async def test_heavy_work_past_its_budget_is_too_big_and_the_loop_stays_free() -> None:
    import asyncio

    from bot.handlers.heavy import run_heavy

    def spin() -> int:
        end = time.perf_counter() + 0.5
        while time.perf_counter() < end:
            pass
        return 1

    async def ticks() -> int:
        count = 0
        end = time.perf_counter() + 0.3
        while time.perf_counter() < end:
            await asyncio.sleep(0.01)
            count += 1
        return count

    with pytest.raises(JuezError) as caught:
        await run_heavy(spin, budget=0.1)
    assert caught.value.key == "input.too_big"
    _, count = await asyncio.gather(run_heavy(spin), ticks())
    assert count > 5  # the loop kept running while the work ran


def test_button_presses_are_limited_per_user_and_the_table_stays_small() -> None:
    from bot.discord.views import RateLimit

    limit = RateLimit(rate=2, per=10.0, purge_at=100)
    assert limit.retry_after(1, now=0.0) == 0 and limit.retry_after(1, now=1.0) == 0
    assert limit.retry_after(1, now=2.0) == pytest.approx(8.0)
    assert limit.retry_after(2, now=2.0) == 0  # another judge is not held back
    assert limit.retry_after(1, now=10.5) == 0  # the first press has aged out
    for user in range(1_000):
        limit.retry_after(user, now=100.0 + user * 0.5)
    assert len(limit) <= 100
