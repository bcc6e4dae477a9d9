"""The card rulings shown under an answer after the state-based actions agree with it (issue
33, item 4): umbra armor's "saves the creature" only where it saved it, its "no effect if …
toughness 0 or less" where it didn't; persist's last-known-information rulings under persist;
undying's "will still return it" only where undying triggered."""

from __future__ import annotations

import contextlib
import json
import sqlite3
from pathlib import Path

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba
from engine.sba.rulings import bearing_rulings, involved_cards


@pytest.fixture(scope="module")
def stored_rulings(named_cards_db: Path) -> dict[str, tuple[tuple[str, str], ...]]:
    """Every named card's rulings as the store keeps them (the card file's own words)."""
    with contextlib.closing(sqlite3.connect(named_cards_db)) as db:
        rows = db.execute("SELECT name, data FROM cards").fetchall()
    return {name: tuple(tuple(r) for r in json.loads(data).get("rulings", ())) for name, data in rows}


def shown(board: str, cards: CardCatalog, rulings: dict[str, tuple[tuple[str, str], ...]]) -> list[str]:
    result = check_sba(parse_board(board, cards))
    wanted = {name: rulings[name] for name in involved_cards(result) if name in rulings}
    return [r.text for r in bearing_rulings(result, wanted)]


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears with 3 damage enchanted by Hyena Umbra", "Osos pardos con 3 de daño encantados por Umbra de hiena"],
)
def test_702_89a_the_armor_ruling_sits_under_armor_that_saved(
    board: str, named_catalog: CardCatalog, stored_rulings: dict[str, tuple[tuple[str, str], ...]]
) -> None:
    texts = shown(board, named_catalog, stored_rulings)
    assert texts and any("save the creature" in t or "mandatory" in t for t in texts)
    assert not any("has no effect" in t for t in texts[:1])


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with three -1/-1 counters enchanted by Hyena Umbra",
        "Osos pardos con tres contadores -1/-1 encantados por Umbra de hiena",
    ],
)
def test_702_89a_no_saving_ruling_where_armor_didnt_apply_twin(
    board: str, named_catalog: CardCatalog, stored_rulings: dict[str, tuple[tuple[str, str], ...]]
) -> None:
    texts = shown(board, named_catalog, stored_rulings)
    assert not any("save the creature" in t for t in texts)
    assert any("0 or less" in t for t in texts)


@pytest.mark.parametrize(
    "board",
    ["Kitchen Finks with a -1/-1 counter and 1 damage", "Despreciables de cocina con un contador -1/-1 y 1 de daño"],
)
def test_702_79a_persist_rulings_speak_of_its_counters(
    board: str, named_catalog: CardCatalog, stored_rulings: dict[str, tuple[tuple[str, str], ...]]
) -> None:
    texts = shown(board, named_catalog, stored_rulings)
    assert texts and all("persist" in t for t in texts)
    assert any("last known information" in t or "won’t trigger" in t for t in texts)


@pytest.mark.parametrize("board", ["Evernight Shade with 1 damage", "Sombra de la noche eterna con 1 de daño"])
def test_702_93a_undying_ruling_sits_under_undying_that_triggered(
    board: str, named_catalog: CardCatalog, stored_rulings: dict[str, tuple[tuple[str, str], ...]]
) -> None:
    texts = shown(board, named_catalog, stored_rulings)
    assert any("undying will still return it" in t for t in texts)


@pytest.mark.parametrize(
    "board",
    [
        "Evernight Shade with a +1/+1 counter and 2 damage",
        "Sombra de la noche eterna con un contador +1/+1 y 2 de daño",
    ],
)
def test_702_93a_no_returning_ruling_where_undying_didnt_trigger_twin(
    board: str, named_catalog: CardCatalog, stored_rulings: dict[str, tuple[tuple[str, str], ...]]
) -> None:
    """It had a +1/+1 counter: undying didn't trigger, so "undying will still return it" isn't shown."""
    result = check_sba(parse_board(board, named_catalog))
    assert not [t for t in result.triggers if t.certain]  # the answer: nothing returns it
    assert not any("will still return" in t for t in shown(board, named_catalog, stored_rulings))
