"""`juez sba`: text and JSON output, languages, editions, and errors without tracebacks."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bot.terminal.cli import main
from tests.builders import cite


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
    assert (
        "Round 1" in out and str(cite("lethal_damage")) in out and "Round 2" in out and str(cite("aura_illegal")) in out
    )


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "last known information: Young Wolf -1/-1, counters +1/+1 ×1, -1/-1 ×3"),
        ("es", "última información conocida: Young Wolf -1/-1, contadores: +1/+1 ×1, -1/-1 ×3"),
    ],
)
def test_704_8_last_known_counters_are_shown_once(capsys: pytest.CaptureFixture[str], lang: str, line: str) -> None:
    """Undying and persist care about the counters a creature died with: the reply says them."""
    board = "Young Wolf 1/1 with a +1/+1 counter and 3 -1/-1 counters"
    code, out, _ = run(capsys, "sba", board, "--lang", lang)
    assert code == 0 and out.count(line) == 1


def test_704_8_no_counters_no_last_known_line(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "sba", "Grizzly Bears 2/2 damage 2")
    assert "last known" not in out


def test_sba_json_shape(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sba", "me: life 0; opponent: poison 10", "--json")
    data = json.loads(out)
    assert code == 0 and data["draw"] is True and sorted(data["losers"]) == ["opponent", "you"]
    assert [[(a["kind"], a["rule"], a["subjects"]) for a in r["actions"]] for r in data["rounds"]] == [
        [("zero_life", cite("zero_life"), ["you"]), ("poison", cite("poison"), ["opponent"])]
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
    assert json.loads(out_new)["rounds"][0]["actions"][0]["rule"] == cite("legend_rule")


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
    assert code == 0 and "Efecto de hechizo" in out and str(cite("not_mana_spell")) in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        # The handler /mana and the console call answers (issue 35): the same message everywhere.
        (("mana", "   "), "Give an ability's text"),
        (("mana", "x" * 10_001), "the most it can be is 4000"),  # Discord's limit, for every front end
        (("mana", "   ", "--lang", "es"), "Da el texto de una habilidad"),
    ],
)
def test_mana_errors_are_messages(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], needle: str) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2 and needle in err and out == ""


@pytest.fixture
def db(tmp_path: Path, shared: Path, capsys: pytest.CaptureFixture[str]) -> str:
    path = str(tmp_path / "cli.sqlite3")
    code = main(["rules", "update", "--from", str(shared / "data/cr/en/MagicCompRules-20260417.txt"), "--db", path])
    capsys.readouterr()
    assert code == 0
    return path


ENGINES = "Ana: Lightning Rig artifact, start your engines"


def test_704_5z_sba_cites_the_stored_edition(capsys: pytest.CaptureFixture[str], db: str) -> None:
    """The speed rule was 704.5z in April 2026: `juez sba` and `juez cr` must agree on it."""
    code, out, _ = run(capsys, "sba", ENGINES, "--db", db)
    assert code == 0 and "704.5z" in out and "704.5aa" not in out and "April 17, 2026" in out


def test_704_5aa_an_explicit_edition_wins_over_the_stored_one(capsys: pytest.CaptureFixture[str], db: str) -> None:
    code, out, _ = run(capsys, "sba", ENGINES, "--db", db, "--edition", "2026-08-07")
    assert code == 0 and "704.5aa" in out


def test_704_5aa_nothing_stored_cites_the_newest_edition(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "sba", ENGINES, "--db", str(tmp_path / "none.sqlite3"))
    assert code == 0 and str(cite("speed_start")) in out and not (tmp_path / "none.sqlite3").exists()


def test_605_mana_cites_the_stored_edition(capsys: pytest.CaptureFixture[str], db: str) -> None:
    code, out, _ = run(capsys, "mana", "{T}: Add {G}.", "--json", "--db", db)
    assert code == 0 and json.loads(out)["edition"] == "2026-04-17"


def test_cr_lookup_text_json_and_spanish(capsys: pytest.CaptureFixture[str], db: str) -> None:
    code, out, _ = run(capsys, "cr", "cr 704,5G.", "--db", db)
    assert code == 0 and "Rule 704.5g" in out and "lethal damage" in out and "#R7045g" in out
    code, out, _ = run(capsys, "cr", "704.5", "--json", "--db", db)
    data = json.loads(out)
    assert data["number"] == "704.5" and len(data["children"]) == 24 and data["effective_date"] == "2026-04-17"
    code, out, _ = run(capsys, "cr", "704.5g", "--lang", "es", "--db", db)
    assert "Explicación de Juez en español" in out and "daño letal" in out
    code, out, _ = run(capsys, "cr", "704.4", "--examples", "--db", db)
    assert "Maro" in out


def test_define_search_list_and_diff(capsys: pytest.CaptureFixture[str], db: str, shared: Path) -> None:
    assert "Deathtouch" in run(capsys, "define", "deathtuch", "--db", db)[1]
    data = json.loads(run(capsys, "search", "lethal", "damage", "--json", "--db", db)[1])
    assert any(r["key"] == "704.5g" for r in data["results"])
    main(["rules", "update", "--from", str(shared / "data/cr/en/MagicCompRules-20260116.txt"), "--db", db])
    capsys.readouterr()
    listing = json.loads(run(capsys, "rules", "list", "--json", "--db", db)[1])
    assert [(e["effective_date"], e["current"]) for e in listing] == [("2026-01-16", False), ("2026-04-17", True)]
    diff = json.loads(run(capsys, "rules", "diff", "2026-01-16", "2026-04-17", "--json", "--db", db)[1])
    assert "111.10v" in diff["added"] and diff["renumbered"]


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (("cr", "704.5l"), "Nearest: 704.5j, 704.5k, 704.5m"),
        (("cr", "hello"), "isn't a rule number"),
        (("define", "xyzzy plugh"), "No glossary term"),
        (("rules", "update", "--from", "/nope.txt"), "Can't read"),
    ],
)
def test_cr_errors_are_messages(
    capsys: pytest.CaptureFixture[str], db: str, argv: tuple[str, ...], needle: str
) -> None:
    code, _, err = run(capsys, *argv, "--db", db)
    assert code == 2 and needle in err and "Traceback" not in err


def test_cr_without_a_stored_edition_says_how_to_import(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "cr", "704.5g", "--db", str(tmp_path / "empty.sqlite3"))
    assert code == 2 and "juez rules update" in err


@pytest.mark.parametrize(
    ("argv", "written"),
    [
        (("cr", "208.2"), "a star (*)"),
        (("search", "star"), "a star (*)"),
        (("mtr", "Appendix C"), "(6*3, 2*0, 0*1)"),
    ],
)
def test_rules_and_policy_text_is_shown_as_written(
    capsys: pytest.CaptureFixture[str], db: str, shared: Path, argv: tuple[str, ...], written: str
) -> None:
    """The terminal stripped every "*" ("a star ()", "(63, 20, 01)"); text is escaped, not altered."""
    assert main(["docs", "update", "--from", str(shared / "data/docs/judgeorbit-data"), "--db", db]) == 0
    capsys.readouterr()
    assert main([*argv, "--db", db]) == 0
    assert written in capsys.readouterr().out
