"""The board language's copies (707.2): "X copying Y" / "X copiando a Y", checked in both
languages with a near-miss twin; what the copy then is belongs to tests/bot/test_layers_copies.py."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.board import parse_board
from engine.board.errors import BoardError
from engine.cards.catalog import CardCatalog
from engine.model import GameObject, GameState, Player


@pytest.mark.parametrize(
    "board",
    [
        "Clone copying Grizzly Bears",
        "Clone as a copy of Grizzly Bears",
        "Clon copiando a Osos pardos",
        "Clon como copia de Osos pardos",
    ],
)
def test_707_2_copying_names_the_object_copied_and_implies_it(board: str, named_catalog: CardCatalog) -> None:
    state = parse_board(board, named_catalog)
    clone, bears = state.objects
    assert clone.card == "Clone" and bears.card == "Grizzly Bears"
    assert clone.copying == bears.id


def test_707_2_copying_an_object_described_on_the_board(named_catalog: CardCatalog) -> None:
    state = parse_board("Grizzly Bears with 2 damage; Clone copying Grizzly Bears", named_catalog)
    assert [o.id for o in state.objects] == ["Grizzly Bears", "Clone"]
    assert state.objects[1].copying == "Grizzly Bears"


def test_707_2_without_copying_twin_nothing_is_copied(named_catalog: CardCatalog) -> None:
    state = parse_board("Clone; Grizzly Bears", named_catalog)
    assert all(o.copying is None for o in state.objects)


def test_707_2_copying_nothing_the_board_or_the_cards_know_is_an_error(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        parse_board("Clone copying Wibblewobble", named_catalog)


def test_707_2_a_state_copying_an_object_it_lacks_is_rejected() -> None:
    players = [Player(name="you")]
    with pytest.raises(ValidationError):
        GameState(players=players, objects=[GameObject(id="c", name="Clone", owner="you", copying="x")])
    with pytest.raises(ValidationError):
        GameState(players=players, objects=[GameObject(id="c", name="Clone", owner="you", copying="c")])


@pytest.mark.parametrize(("board", "lang"), [("Clone copying Clone", "en"), ("Clon copiando a Clon", "es")])
def test_707_2_a_copy_of_itself_is_a_localized_error(board: str, lang: str, named_catalog: CardCatalog) -> None:
    from bot.catalog import t
    from engine.board.errors import CopiesItself

    with pytest.raises(CopiesItself) as raised:
        parse_board(board, named_catalog)
    shown = t(raised.value.key, lang, word=raised.value.word, column=raised.value.column)
    assert ("copy of itself" if lang == "en" else "copia de sí mismo") in shown
