"""A question about a card told as a fact elsewhere in the text ("Does Blood Artist trigger? I
control Blood Artist.") is the judge's question, skipped; a card named only in the question may
be a fact asked that way, and is never skipped."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears has 2 damage. Does Blood Artist trigger? I control Blood Artist.",
        "¿Se dispara el Artista de la sangre? Mis Osos pardos tienen 2 daños y controlo un Artista de la sangre.",
    ],
)
def test_704_5g_a_question_about_a_card_told_after_is_skipped(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert "Blood Artist" in (found.reading or "") or "Artista de la sangre" in (found.reading or "")


def test_a_card_named_only_in_a_question_is_not_skipped(named_catalog: CardCatalog) -> None:
    """The twin: Blood Artist is never told as a fact: whose, and is it there? Not skipped."""
    with pytest.raises(BoardError):
        answer("Does Blood Artist trigger? My Grizzly Bears has 2 damage.", named_catalog)
