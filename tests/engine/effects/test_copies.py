"""Identical copies of an effect source (613.8): tried once per kind, answered as if each were
tried. The grouping must never change an answer, only its cost: every board here is checked
and traced with the grouping and without it, and the two must agree to the last step."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects import layers
from engine.effects.layers import apply_effects
from engine.effects.trace import trace_layers
from engine.model import GameObject, Player
from engine.sba import check_sba

COPIES = [
    "Humility x3; Opalescence x3; Grizzly Bears x2",
    "Opalescence; Humility; Opalescence; Humility; Grizzly Bears",
    "Humility; Opalescence x2; Humility; Grizzly Bears with 1 damage",
    "Blood Moon x2; Urborg, Tomb of Yawgmoth x2; Forest x2",
    "Urborg, Tomb of Yawgmoth; Blood Moon; Urborg, Tomb of Yawgmoth; Blood Moon; Forest",
    "Lord of Atlantis x3; Tarmogoyf x2",
    "Humildad x2; Opalescencia x2; Osos pardos x2",
]


def answers(board: str, cards: CardCatalog) -> tuple[object, object]:
    state = parse_board(board, cards)
    return repr(check_sba(state)), repr(trace_layers(state, None))


@pytest.mark.parametrize("board", COPIES)
def test_613_8a_copies_grouped_answer_as_each_tried(
    board: str, effect_catalog: CardCatalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    grouped = answers(board, effect_catalog)
    monkeypatch.setattr(layers, "_kinds", lambda pending, *_: {e.key: e.key for e in pending})
    assert answers(board, effect_catalog) == grouped


def trials(board: str, cards: CardCatalog, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many times the engine tried one effect's dependency on another (613.8a)."""
    tried = 0
    real = layers._depends_on

    def counted(*args: object) -> str | None:
        nonlocal tried
        tried += 1
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(layers, "_depends_on", counted)
    check_sba(parse_board(board, cards))
    monkeypatch.setattr(layers, "_depends_on", real)
    return tried


def test_613_8_dependency_trials_grow_with_copies_not_their_square(
    effect_catalog: CardCatalog, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Five times the copies, about five times the trials (each copy is still applied in its
    turn, and what it waits for is tried again then, 613.8c); trying every pair again after
    each application grew with their cube (125 times), their square would be 25 times."""
    few = trials("Humility x4; Opalescence x4; Grizzly Bears x4", effect_catalog, monkeypatch)
    many = trials("Humility x20; Opalescence x20; Grizzly Bears x20", effect_catalog, monkeypatch)
    assert few > 0
    assert many <= 10 * few


def soldier(name: str, damage: int) -> GameObject:
    return GameObject(
        id=name, name="Soldier", owner="you", card_types={"creature"}, power=2, toughness=2, damage=damage
    )


def test_613_copies_share_what_the_board_left_unsaid() -> None:
    """Two Soldiers described alike, colors unsaid: one question ("what color are they?"),
    not one per copy."""
    crusade = GameObject(
        id="Crusade", name="Crusade", owner="you", card_types={"enchantment"},
        statics=("White creatures you control get +1/+1.",),
    )  # fmt: skip
    same = apply_effects([soldier("Soldier", 2), soldier("Soldier #2", 2), crusade], (Player(name="you"),))
    assert [k for k in same.readings if k[0] == "color"] == [("color", "Crusade", "0", "Soldier")]


def test_613_copies_told_apart_keep_their_own_questions() -> None:
    """The near-miss twin: one Soldier has other damage, so they are two objects to ask about."""
    crusade = GameObject(
        id="Crusade", name="Crusade", owner="you", card_types={"enchantment"},
        statics=("White creatures you control get +1/+1.",),
    )  # fmt: skip
    apart = apply_effects([soldier("Soldier", 2), soldier("Soldier #2", 1), crusade], (Player(name="you"),))
    assert sorted(k[-1] for k in apart.readings if k[0] == "color") == ["Soldier", "Soldier #2"]
