"""`juez sba`: text and JSON output, languages, editions, and errors without tracebacks."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bot.cli import main


def run(
    capsys: pytest.CaptureFixture[str],
    *argv: str,
    stdin: str | None = None,
    monkeypatch: pytest.MonkeyPatch | None = None,
) -> tuple[int, str, str]:
    if stdin is not None and monkeypatch is not None:
        monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sba_board_text_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sba", "Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears")
    assert code == 0
    assert "Round 1" in out and "704.5g" in out and "Round 2" in out and "704.5m" in out


def test_sba_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sba", "me: life 0; opponent: poison 10", "--json")
    data = json.loads(out)
    assert code == 0 and data["draw"] is True and sorted(data["losers"]) == ["me", "opponent"]
    assert [[(a["kind"], a["rule"], a["subjects"]) for a in r["actions"]] for r in data["rounds"]] == [
        [("zero_life", "704.5a", ["me"]), ("poison", "704.5c", ["opponent"])]
    ]
    assert data["pending_choices"] == []


def test_sba_spanish_output(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sba", "yo: vida 0; rival: 10 contadores de veneno", "--lang", "es")
    assert code == 0 and "empate" in out and "Ronda 1" in out


def test_sba_edition_changes_the_citation(capsys: pytest.CaptureFixture[str]) -> None:
    board = '"Thalia" legendary creature 2/1 x2; keep Thalia #1'
    _, out_2017, _ = run(capsys, "sba", board, "--edition", "2017-08-25", "--json")
    _, out_new, _ = run(capsys, "sba", board, "--json")
    assert json.loads(out_2017)["rounds"][0]["actions"][0]["rule"] == "704.5k"
    assert json.loads(out_new)["rounds"][0]["actions"][0]["rule"] == "704.5j"


def test_sba_state_file_and_stdin(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = {"players": [{"name": "Ana", "life": 0}, {"name": "Bob"}], "objects": []}
    path = tmp_path / "state.json"
    path.write_text(json.dumps(state), encoding="utf-8")
    code, out, _ = run(capsys, "sba", "--state", str(path), "--json")
    assert code == 0 and json.loads(out)["losers"] == ["Ana"]
    code, out, _ = run(capsys, "sba", "--state", "-", "--json", stdin=json.dumps(state), monkeypatch=monkeypatch)
    assert code == 0 and json.loads(out)["winners"] == ["Bob"]


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (("sba", "Grizzly Bears 2/2 damge 2"), "Did you mean `damage`?"),
        (("sba", "Osos 2/2 dañoo 2", "--lang", "es"), "¿Quisiste decir"),
        (("sba", "--state", "/nonexistent/state.json"), "Can't read"),
        (("sba", "Bear 2/2", "--edition", "1999-01-01"), "Unknown Comprehensive Rules edition"),
        (("sba",), "give a board description"),
    ],
)
def test_sba_errors_are_messages_not_tracebacks(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], needle: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and needle in err and "Traceback" not in err and out == ""


def test_bad_json_state_names_the_field(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"players": [{"name": "Ana", "poison": -1}]}', encoding="utf-8")
    code, _, err = run(capsys, "sba", "--state", str(path))
    assert code == 2 and "players[0].poison" in err


def test_mana_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "mana", "{T}: Add {G}.\\nFlying", "--json")
    data = json.loads(out)
    assert code == 0 and [(a["kind"], a["mana_ability"]) for a in data["abilities"]] == [
        ("activated", True),
        ("static", False),
    ]
    assert set(data["abilities"][0]) >= {"text", "kind", "mana_ability", "granted", "criteria", "rules"}
    code, out, _ = run(capsys, "mana", "Add {B}{B}{B}.", "--type", "Instant", "--lang", "es")
    assert code == 0 and "Efecto de hechizo" in out and "605.5b" in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (("mana", "   "), "Give the card text"),
        (("mana", "x" * 10_001), "limit is 10000"),
        (("mana", "   ", "--lang", "es"), "Indica el texto"),
    ],
)
def test_mana_errors_are_messages(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and needle in err and out == ""
