""" "He"/"she" before anyone was spoken of, in a text of the writer and no one else named ("He
cast Wrath of God. I had Grizzly Bears, he had Hill Giant."): the other player of two. With
someone else named ("Ana"), which one is never guessed."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


def test_he_first_in_a_text_of_the_writer_is_the_opponent(named_catalog: CardCatalog) -> None:
    found = answer("He cast Wrath of God. I had Grizzly Bears, he had Hill Giant.", named_catalog)
    giant = next(o for o in found.state.objects if o.card == "Hill Giant")
    assert giant.controller not in ("you", "tú") and not found.result.rounds


def test_he_first_with_another_player_named_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: Ana is named: is "he" her opponent, or someone else? Not guessed."""
    with pytest.raises(BoardError):
        answer("He cast Wrath of God. Ana had Grizzly Bears.", named_catalog)


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("I'm on 8 poison and he swings with Blighted Agent, I don't block.", []),
        ("I'm at 3 life and he attacks with Hill Giant, I don't block.", [{"704.5a"}]),
        ("Estoy a 3 vidas y él me ataca con un Gigante de las colinas, no bloqueo.", [{"704.5a"}]),
    ],
)
def test_he_after_only_the_writers_total_is_the_other_player(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    """The writer's life or poison told, then "he": the other of two players (it was refused)."""
    found = answer(board, named_catalog)
    assert rules(found) == expected
    assert [o.controller for o in found.state.objects] in (["opponent"], ["oponente"])


def test_he_after_other_people_named_is_asked(named_catalog: CardCatalog) -> None:
    """The near miss: Ana and Bruno named: which one "he" is, never guessed."""
    with pytest.raises(BoardError):
        answer("I'm at 3 life. Ana and Bruno are in. He attacks with Hill Giant.", named_catalog)
