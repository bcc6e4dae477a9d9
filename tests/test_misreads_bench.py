"""bench/misreads.py's classification, on real readings without cards: every category can be
reached, and each check (a trap answered, a fragment in a name, other rounds, a player or an
object missing) can fail. Its fixture has traps and twins in both languages."""

from __future__ import annotations

from typing import Any

from bench.misreads import FIXTURE, classify, load
from bench.natural_dev import Refusal, Said, run
from engine.board import parse_board


def row(**fields: Any) -> dict[str, Any]:
    return {"id": "en-negation-01", "lang": "en", "kind": "negation", "board": "synthetic", **fields}


def test_a_trap_asked_is_asked() -> None:
    ran = run("I don't have Grizzly Bears 2/2 with 2 damage", None, "en")
    assert isinstance(ran.outcome, Refusal) and classify(row(asks=True), ran).category == "asked"


def test_a_trap_answered_is_a_misread() -> None:
    ran = run("Ana has 0 life", None, "en")
    assert isinstance(ran.outcome, Said) and classify(row(asks=True), ran).category == "misread"


def test_a_twin_with_its_rounds_and_players_is_right() -> None:
    ran = run("Ana has 0 life", None, "en")
    assert classify(row(rounds=[["704.5a"]], players=["Ana"]), ran).category == "right"


def test_a_twin_with_other_rounds_is_a_misread() -> None:
    ran = run("Ana has 1 life", None, "en")
    assert classify(row(rounds=[["704.5a"]], players=["Ana"]), ran).category == "misread"


def test_a_twin_missing_a_player_is_a_misread() -> None:
    ran = run("Bob has 0 life", None, "en")
    verdict = classify(row(rounds=[["704.5a"]], players=["Ana"]), ran)
    assert verdict.category == "misread" and "players" in verdict.reason


def test_a_twin_with_an_object_too_many_is_a_misread() -> None:
    ran = run("Ana has 0 life; Grizzly Bears 2/2", None, "en")
    verdict = classify(row(rounds=[["704.5a"]], objects=[]), ran)
    assert verdict.category == "misread" and "objects" in verdict.reason


def test_a_name_cut_from_a_sentence_is_a_misread_even_with_the_right_rounds() -> None:
    """A state read with a player "Ana would" (as main read "Ana would have 0 life"): the rounds
    are right, the name is a fragment."""
    state = parse_board('"Ana would": 0 life')
    ran = run('"Ana would": 0 life', None, "en")
    assert [p.name for p in state.players] == ["Ana would"]
    verdict = classify(row(rounds=[["704.5a"]]), ran)
    assert verdict.category == "misread" and "would" in verdict.reason


def test_a_name_the_row_lists_is_no_fragment() -> None:
    """A player really called "Maybe", quoted, is the row's own player."""
    ran = run('"Maybe": 0 life', None, "en")
    assert classify(row(rounds=[["704.5a"]], players=["Maybe"]), ran).category == "right"


def test_the_fixture_has_traps_and_twins_in_both_languages() -> None:
    rows = load(FIXTURE)
    assert len(rows) >= 120 and len({r["id"] for r in rows}) == len(rows)
    for lang in ("en", "es"):
        mine = [r for r in rows if r["lang"] == lang]
        assert any(r.get("asks") for r in mine) and any(r.get("rounds") is not None for r in mine)
