"""A nickname with the card it means in brackets ("su Bob (Confidente oscuro)", "his Bob (Dark
Confidant)"): that card. Only after an article or a possessive: a player's name before a
bracket ("Bob (Serra Angel) attacks Ana") is never made a card."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I Bolted his Bob (Dark Confidant).",
        "Le he tirado un Relámpago a su Bob (Confidente oscuro).",
    ],
)
def test_704_5g_a_nickname_explained_in_brackets_is_that_card(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_the_twin_a_name_before_a_bracket_without_an_article_is_no_nickname(named_catalog: CardCatalog) -> None:
    for read in natural_readings("Bob (Serra Angel) has 1 damage.", named_catalog, []):
        assert "Serra Angel" not in read.line or "Bob" in read.line, read.line
