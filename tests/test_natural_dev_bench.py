"""bench/natural_dev.py's classification (issue 31, item 7), on synthetic rows and answers: every
category can be reached, and each comparison can fail."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bench.natural_dev import (
    Crash,
    Outcome,
    Refusal,
    Said,
    Tally,
    classify,
    family,
    losers_difference,
    rounds_difference,
    run,
)


def said(*rounds: Sequence[str], pending: Sequence[str] = (), losers: Sequence[str] = (), players: Any = ()) -> Said:
    return Said(tuple(frozenset(r) for r in rounds), tuple(pending), tuple(losers), tuple(players))


def row(**fields: Any) -> dict[str, Any]:
    return {"id": "en-lethal-01", "lang": "en", "board": "synthetic", **fields}


TWO = (("you", None), ("opponent", None))


def test_the_same_rules_round_by_round_are_right_whatever_the_order_within_a_round() -> None:
    assert (
        classify(row(rounds=[["704.5g", "704.5h"], ["704.5d"]]), said(["704.5h", "704.5g"], ["704.5d"])).category
        == "right"
    )
    assert classify(row(rounds=[]), said()).category == "right"


@pytest.mark.parametrize(
    "got",
    [
        said(["704.5d"], ["704.5g"]),  # rounds swapped
        said(["704.5g", "704.5d"]),  # one round where there are two
        said(["704.5g"]),  # a round missing
        said(),  # nothing happens
        said(["704.5g"], ["704.5d"], ["704.5a"]),  # a round too many
    ],
)
def test_other_rounds_are_wrong(got: Said) -> None:
    verdict = classify(row(rounds=[["704.5g"], ["704.5d"]]), got)
    assert verdict.category == "wrong" and "rounds" in verdict.reason


def test_a_pending_choice_takes_the_place_of_its_rule_in_the_rounds() -> None:
    legend = row(rounds=[["704.5j"]], pending=True)
    assert classify(legend, said(pending=["704.5j"])).category == "right"
    commander = row(rounds=[["704.5g", "704.5h"], ["704.6d"]], pending=True)
    assert classify(commander, said(["704.5g", "704.5h"], pending=["704.6d"])).category == "right"
    assert rounds_difference([frozenset({"704.5j"})], said(pending=["704.5j", "704.5j"])) is None


def test_a_choice_where_the_row_has_none_or_none_where_it_has_one_is_wrong() -> None:
    assert classify(row(rounds=[["704.5j"]], pending=True), said(["704.5j"])).category == "wrong"
    assert classify(row(rounds=[["704.5j"]], pending=True), said()).category == "wrong"
    assert classify(row(rounds=[["704.5j"]]), said(pending=["704.5j"])).category == "wrong"
    other = classify(row(rounds=[["704.5j"]], pending=True), said(pending=["704.6d"]))
    assert other.category == "wrong" and "704.6d" in other.reason


def test_the_writer_and_the_opponent_meet_whatever_the_language() -> None:
    assert losers_difference(["me"], said(losers=["you"], players=TWO)) is None
    assert losers_difference(["yo"], said(losers=["tú"], players=(("tú", None), ("oponente", None)))) is None
    assert losers_difference(["mi oponente"], said(losers=["oponente"], players=TWO)) is None
    assert losers_difference(["opponent"], said(losers=["you"], players=TWO)) is not None
    assert losers_difference(["me"], said(losers=["opponent"], players=TWO)) is not None


def test_named_players_everyone_and_teams() -> None:
    players = (("Ana", "A"), ("Bruno", "A"), ("Carla", "B"), ("Dev", "B"))
    assert losers_difference(["Ana"], said(losers=["ana"], players=players)) is None
    assert losers_difference(["Lucía"], said(losers=["Lucia"], players=(("Lucia", None),))) is None
    assert losers_difference(["Ana"], said(losers=["Carla"], players=players)) is not None
    assert losers_difference(["Ana", "Bruno"], said(losers=["Ana"], players=players)) is not None
    assert losers_difference(["team A"], said(losers=["Ana", "Bruno"], players=players)) is None
    assert losers_difference(["team A"], said(losers=["Carla", "Dev"], players=players)) is not None
    assert losers_difference(["both players"], said(losers=["you", "opponent"], players=TWO)) is None
    assert losers_difference(["ambos jugadores"], said(losers=["you"], players=TWO)) is not None


def test_a_loser_described_by_a_phrase_is_compared_by_count() -> None:
    assert losers_difference(["el jugador de Jace"], said(losers=["Bob"], players=TWO)) is None
    assert losers_difference(["el jugador de Jace"], said(losers=[], players=TWO)) is not None
    assert losers_difference(["el jugador de Jace"], said(losers=["Bob", "Ana"], players=TWO)) is not None


def test_losers_decide_a_row_and_a_row_without_losers_expects_none() -> None:
    assert (
        classify(row(rounds=[["704.5a"]], losers=["me"]), said(["704.5a"], losers=["you"], players=TWO)).category
        == "right"
    )
    assert (
        classify(row(rounds=[["704.5a"]], losers=["me"]), said(["704.5a"], losers=["opponent"], players=TWO)).category
        == "wrong"
    )
    assert classify(row(rounds=[["704.5a"]]), said(["704.5a"], losers=["you"], players=TWO)).category == "wrong"


def test_questions_refusals_and_crashes() -> None:
    question = Refusal("board.syntax", "zorp", 7)
    assert classify(row(asks=True), question).category == "right"
    assert classify(row(rounds=[]), question).category == "asked"
    answered = classify(row(asks=True), said())
    assert answered.category == "wrong" and "ask" in answered.reason
    assert classify(row(rounds=[]), Crash("KeyError")).category == "crashed"
    assert classify(row(asks=True), Crash("KeyError")).category == "crashed"


def test_the_tally_groups_refusals_by_key_and_lists_wrong_and_crashed_rows() -> None:
    tally = Tally()
    rows: list[tuple[dict[str, Any], Outcome]] = [
        (row(id="en-life-01", rounds=[]), Refusal("board.syntax", "zorp", 7)),
        (row(id="es-vida-02", lang="es", rounds=[]), Refusal("board.syntax", "x", 1)),
        (row(id="es-preg-01", lang="es", asks=True), Refusal("board.question")),
        (row(id="en-life-02", rounds=[["704.5a"]]), said()),
        (row(id="en-life-03", rounds=[]), Crash("RecursionError")),
    ]
    for r, outcome in rows:
        tally.add(r, outcome, classify(r, outcome))
    summary = tally.as_json(Path("x.jsonl"))
    assert summary["totals"] == {"right": 1, "asked": 2, "wrong": 1, "crashed": 1}
    assert summary["by_lang"] == {
        "en": {"right": 0, "asked": 1, "wrong": 1, "crashed": 1},
        "es": {"right": 1, "asked": 1, "wrong": 0, "crashed": 0},
    }
    assert summary["refusals"] == {"board.syntax": 2}  # the question on an "asks" row is right
    assert summary["right_by_asking"] == {"board.question": 1}
    assert summary["wrong"] == ["en-life-02"] and summary["crashed"] == {"en-life-03": "RecursionError"}
    families = summary["by_family"]
    assert isinstance(families, dict) and set(families) == {"en life", "es vida", "es preg"}


def test_family_is_the_middle_of_the_id() -> None:
    assert family("en-lethal-01") == "lethal" and family("es-2hg-03") == "2hg" and family("odd") == "odd"


def test_a_board_runs_through_the_bots_path_and_never_raises(monkeypatch: pytest.MonkeyPatch) -> None:
    answered = run("Ana at 0 life", None, "en").outcome
    assert answered == Said((frozenset({"704.5a"}),), (), ("Ana",), (("Ana", None),))
    refused = run("", None, "en").outcome
    assert isinstance(refused, Refusal) and refused.key == "board.empty" and refused.message

    def broken(*args: object, **options: object) -> None:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr("engine.reading.answer", broken)
    crashed = run("Ana at 0 life", None, "en").outcome
    assert crashed == Crash("ZeroDivisionError", "a bug")
