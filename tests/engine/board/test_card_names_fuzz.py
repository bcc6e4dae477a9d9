"""Hypothesis: boards naming real cards, in any case and with any attributes, read as those
cards or raise a board error; never another exception, never a different card."""

from __future__ import annotations

import json
import sqlite3
from contextlib import closing, suppress
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.cards.names import name_key
from engine.effects.errors import ReadingsDiffer, TooManyReadings, UnappliedAbility, UnknownCount
from engine.sba import check_sba


@pytest.fixture(scope="module")
def permanents(cards_template: Path) -> list[str]:
    """English and Spanish names of single-faced permanent cards in the sample, unambiguous."""
    names: list[str] = []
    with closing(sqlite3.connect(cards_template)) as db:
        for name, spanish, board in db.execute("SELECT name, spanish_name, board FROM cards"):
            faces = json.loads(board)
            types = set(faces[0].get("card_types", ()))
            if len(faces) == 1 and types & {"creature", "artifact", "enchantment", "planeswalker", "land"}:
                names.append(name)
                if spanish:
                    names.append(spanish)
    return sorted(n for n in names if not n.startswith("A-"))


ATTRIBUTES = ["with 2 damage", "con 1 de daño", "x2", "3/3", "tapped", "in graveyard", "with indestructible", ""]
CASES = [str, str.lower, str.upper, str.title]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_a_board_naming_a_card_reads_as_that_card_or_asks(
    data: st.DataObject, permanents: list[str], sample_catalog: CardCatalog
) -> None:
    name = data.draw(st.sampled_from(permanents))
    case = data.draw(st.sampled_from(CASES))
    attribute = data.draw(st.sampled_from(ATTRIBUTES))
    text = f"{case(name)} {attribute}".strip()
    try:
        state = parse_board(text, sample_catalog)
    except BoardError:
        return
    reading = sample_catalog.read(name)
    named = [o for o in state.objects if o.card is not None]
    if reading.card is not None and named:
        assert {o.card for o in named} == {reading.card.name}, text
    with suppress(UnappliedAbility, ReadingsDiffer, TooManyReadings, UnknownCount):  # what the card does is asked
        check_sba(state)


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=60))
def test_any_text_is_a_reading_or_a_board_error(text: str, sample_catalog: CardCatalog) -> None:
    with suppress(BoardError):
        parse_board(text, sample_catalog)


@settings(max_examples=300, deadline=None)
@given(text=st.text(max_size=80))
def test_name_lookup_never_fails(text: str, sample_catalog: CardCatalog) -> None:
    found = sample_catalog.read(text)
    assert found.key == name_key(text)
    sample_catalog.near(text)
