"""A greeting or a vocative opening the text ("Asere, le metí un Relámpago…", "Quillo, mi
Jace…", "Zorblax, my Grizzly Bears…"): one or two words no class reads, before a comma, with a
clause after it that has its own subject: talk, skipped and listed, whatever the dialect's word.
Never a clause without its own subject after the comma ("Bob, at 3 life, takes…")."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Zorblax, my Grizzly Bears has 2 damage.", [{"704.5g"}]),
        ("Quillo, le tiré un Choque a sus Osos pardos.", [{"704.5g"}]),
        ("Asere, le metí un Relámpago a la Thalia, guardiana de Thraben del rival.", [{"704.5g"}]),
        ("Che loco, mis Osos pardos tienen 1 de daño.", []),
    ],
)
def test_a_greeting_before_a_clause_with_its_subject_is_talk(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == expected
    assert found.skipped  # the greeting is listed, never dropped unseen


@pytest.mark.parametrize(
    "board",
    [
        "Bob, at 3 life, takes a Lightning Bolt.",  # no subject after the comma: Bob may be a player
        "Zorblax quux blorp, my Grizzly Bears has 2 damage.",  # three unknown words: not a greeting
    ],
)
def test_unknown_words_before_a_comma_without_a_subject_after_are_not_skipped(
    named_catalog: CardCatalog, board: str
) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)
