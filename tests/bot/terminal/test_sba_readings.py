"""A board that reads several ways in the terminal: `juez sba` (exit status 2 for a question or a
refusal, ``{"question": …}`` with ``--json``, ``--reading N``) and the console's
``/sba board: … reading: N``."""

from __future__ import annotations

import asyncio
import io
import json
from pathlib import Path
from typing import Any

import pytest

from bot.handlers import Services
from bot.settings import Settings
from bot.terminal.cli import main
from bot.terminal.console import Console
from tests.bot.candidate_readings import LETHAL, REFUSED, SURVIVES, offer
from tests.builders import cite

LETHAL_RULE = cite("lethal_damage")
#: Today's ``juez sba --json`` keys: an answer read as typed keeps exactly these.
ANSWER_KEYS = {"draw", "edition", "game_over", "losers", "notes", "pending_choices", "rounds", "triggers", "winners"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def question(out: str) -> dict[str, Any]:
    data = json.loads(out)
    assert set(data) == {"question"}
    shown: dict[str, Any] = data["question"]
    return shown


@pytest.mark.parametrize(("lang", "nothing"), [("en", "nothing happens"), ("es", "no pasa nada")])
def test_json_question_with_choices_exits_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str, nothing: str
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    code, out, err = run(capsys, "sba", REFUSED, "--json", "--lang", lang)
    shown = question(out)
    assert code == 2 and err == ""
    assert shown["kind"] == "choose" and shown["column"] == 19 and shown["key"] == "board.choose_reading"
    assert shown["choices"] == [
        {"reading": LETHAL, "outcome": LETHAL_RULE, "rounds": [[LETHAL_RULE]], "pending": [], "losers": []},
        {"reading": SURVIVES, "outcome": nothing, "rounds": [], "pending": [], "losers": []},
    ]
    assert f"2. `{SURVIVES}` → {nothing}" in shown["message"] and "--reading N" in shown["message"]


def test_json_refusal_asking_for_a_missing_fact(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sba", "Grizzly Bears with lethal damage", "--json")
    shown = question(out)
    assert code == 2 and shown["kind"] == "missing" and shown["key"] == "board.lethal_needs_toughness"
    assert shown["column"] == 20 and shown["choices"] == [] and "power and toughness" in shown["message"]


def test_json_refusal_of_unreadable_words(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    offer(monkeypatch)  # no reading of it either
    code, out, _ = run(capsys, "sba", REFUSED, "--json", "--lang", "es")
    shown = question(out)
    assert code == 2 and shown["kind"] == "unreadable" and shown["key"] == "board.syntax" and shown["column"] == 19
    assert "¿Quisiste decir" in shown["message"]


@pytest.mark.parametrize(
    ("argv", "key"),
    [(("--reading", "x"), "reading.bad_number"), (("--reading", "3"), "board.no_such_reading")],
    ids=["not-a-number", "past-the-readings"],
)
def test_json_bad_pick_is_a_refusal_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, argv: tuple[str, ...], key: str
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    code, out, _ = run(capsys, "sba", REFUSED, "--json", *argv)
    shown = question(out)
    assert code == 2 and shown["kind"] == "unreadable" and shown["key"] == key and shown["column"] is None


def test_text_question_goes_to_stderr_with_status_2(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    code, out, err = run(capsys, "sba", REFUSED)
    assert code == 2 and out == ""
    assert f"1. `{LETHAL}` → {LETHAL_RULE}" in err and err.rstrip().endswith('`juez sba "…" --reading 1`.')


@pytest.mark.parametrize(("pick", "lethal"), [("1", True), ("2", False)])
def test_reading_answers_in_text_and_json(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, pick: str, lethal: bool
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    line = LETHAL if lethal else SURVIVES
    code, out, _ = run(capsys, "sba", REFUSED, "--reading", pick)
    assert code == 0 and f"Read as: `{line}`" in out and (LETHAL_RULE in out) is lethal
    code, out, _ = run(capsys, "sba", REFUSED, "--reading", pick, "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == ANSWER_KEYS | {"reading"}
    assert data["reading"] == {"line": line, "assumed": [], "skipped": []}
    assert bool(data["rounds"]) is lethal


def test_json_answer_read_as_typed_keeps_todays_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sba", LETHAL, "--json")
    data = json.loads(out)
    assert code == 0 and set(data) == ANSWER_KEYS and data["rounds"][0]["actions"][0]["rule"] == LETHAL_RULE


def test_a_state_file_reads_one_way(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "state.json"
    path.write_text(json.dumps({"players": [{"name": "Ana", "life": 0}, {"name": "Bob"}], "objects": []}))
    assert run(capsys, "sba", "--state", str(path), "--reading", "1", "--json")[0] == 0
    code, out, _ = run(capsys, "sba", "--state", str(path), "--reading", "2", "--json")
    assert code == 2 and question(out)["key"] == "board.no_such_reading"


@pytest.fixture
def console(tmp_path: Path) -> Console:
    settings = Settings(_env_file=None, database_path=tmp_path / "none.sqlite3")  # type: ignore[call-arg]
    return Console(Services(settings, None), out=io.StringIO())


def lines(console: Console, *typed: str) -> str:
    async def go() -> None:
        for line in typed:
            assert await console.run_line(line)

    asyncio.run(go())
    assert isinstance(console.out, io.StringIO)
    return console.out.getvalue()


def test_console_asks_with_numbered_choices(console: Console, monkeypatch: pytest.MonkeyPatch) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    shown = lines(console, f"/sba board: {REFUSED}")
    assert f"1. `{LETHAL}` → {LETHAL_RULE}" in shown and f"2. `{SURVIVES}` → nothing happens" in shown
    assert "`/sba board: … reading: 1`" in shown and "Traceback" not in shown


@pytest.mark.parametrize(
    ("typed", "needles", "absent"),
    [
        ((f"/sba board: {REFUSED} reading: 2",), (f"Read as: `{SURVIVES}`", "No state-based actions"), LETHAL_RULE),
        (
            ("/language es", f"/acciones-estado tablero: {REFUSED} lectura: 1"),
            (f"Leído como: `{LETHAL}`", str(LETHAL_RULE)),
            "Ninguna acción",
        ),
        ((f"/sba board: {REFUSED} reading: 9",), ("There is no reading 9", "`reading: 1`"), "Round 1"),
        ((f"/sba board: {REFUSED} reading: two",), ("`reading` takes the number", "`two`"), "Round 1"),
    ],
    ids=["en-pick", "es-pick", "past-the-readings", "not-a-number"],
)
def test_console_reading_option(
    console: Console, monkeypatch: pytest.MonkeyPatch, typed: tuple[str, ...], needles: tuple[str, ...], absent: str
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    shown = lines(console, *typed)
    assert all(n in shown for n in needles) and absent not in shown and "Traceback" not in shown, shown
