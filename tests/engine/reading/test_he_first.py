""" "He"/"she" before anyone was spoken of, in a text of the writer and no one else named ("He
cast Wrath of God. I had Grizzly Bears, he had Hill Giant."): the other player of two. With
someone else named ("Ana"), which one is never guessed."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer


def test_he_first_in_a_text_of_the_writer_is_the_opponent(named_catalog: CardCatalog) -> None:
    found = answer("He cast Wrath of God. I had Grizzly Bears, he had Hill Giant.", named_catalog)
    giant = next(o for o in found.state.objects if o.card == "Hill Giant")
    assert giant.controller not in ("you", "tú") and not found.result.rounds


def test_he_first_with_another_player_named_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: Ana is named: is "he" her opponent, or someone else? Not guessed."""
    with pytest.raises(BoardError):
        answer("He cast Wrath of God. Ana had Grizzly Bears.", named_catalog)
