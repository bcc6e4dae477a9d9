"""What the reader never does silently (issue: read what judges write, item 5): attach an
object to itself, or make an object of a sentence. Each is asked about, with a near-miss twin
that still reads."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import AttachedToItself, SentenceInName
from engine.cards.catalog import CardCatalog
from engine.model import ObjectRef


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears, 2 damage on the Bears",
        "Osos pardos anexado a los Osos",
    ],
)
def test_301_5c_nothing_is_attached_to_itself(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(AttachedToItself) as caught:
        parse_board(board, named_catalog)
    assert caught.value.params["target"] and caught.value.column is not None


def test_301_5c_an_aura_on_the_bears_still_reads(named_catalog: CardCatalog) -> None:
    state = parse_board("Grizzly Bears; Rancor attached to the Bears", named_catalog)
    rancor = next(o for o in state.objects if o.name == "Rancor")
    assert rancor.attached_to == ObjectRef(id="Grizzly Bears")


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("my opponent unsummoned my Goblin token", "unsummoned"),
        ("Savannah Lions; what happens to the Soldier token 1/1", "what"),
        ("el oponente devolvio mi Goblin token", "devolvio"),
        ("Soldado que bloquea token 1/1", "que"),
    ],
)
def test_a_sentence_is_never_an_objects_name(board: str, word: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(SentenceInName) as caught:
        parse_board(board, named_catalog)
    assert caught.value.word == word


@pytest.mark.parametrize("board", ["That Which Was Taken artifact", '"what happens" token 1/1', "Goblin token 1/1"])
def test_a_name_that_may_be_one_still_reads(board: str) -> None:
    """Twins: a card's capitalized name, a quoted name and a plain token stand."""
    assert parse_board(board).objects
