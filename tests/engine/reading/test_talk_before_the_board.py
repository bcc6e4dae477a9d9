""" "At an RCQ right now, need a quick answer.", "Legacy D&T mirror.", "Duda desde una RCQ en
la tienda.": a sentence before any card is told, whose words the reader doesn't know or only frame
talk, tells nothing of the board: skipped and listed, and the board after it is read. The same
words after a card, or a sentence with a count, a pronoun, a verb the reader reads or a name
that may be a player's ("Ana and Bob watch."), are not passed over this way."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "At an RCQ right now, need a quick answer. Opp Shocks my Grizzly Bears.",
        "Legacy D&T mirror. He Shocks my Grizzly Bears.",
        "Duda desde una RCQ en la tienda. Mi rival le tira un Choque a mis Osos pardos.",
        "Mirror de Legacy en una RCQ. Mi rival le tira un Choque a mis Osos pardos.",
    ],
)
def test_704_5g_talk_before_the_board_is_skipped(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.skipped  # listed as passed over, never silently


@pytest.mark.parametrize(
    "board",
    [
        "Opp Shocks my Grizzly Bears. Weird RCQ mirror.",
        "Mi rival le tira un Choque a mis Osos pardos. Mirror raro de RCQ.",
        "I scooped it. Opp Shocks my Grizzly Bears.",
        "Ana and Bob watch. my Centaur Courser attacked, she blocked with Wall of Omens.",
        "Ana y Bob miran. Mi Cazador centauro atacó y ella bloqueó con el Muro de augurios.",
    ],
)
def test_talk_after_a_card_or_with_a_pronoun_is_not_passed_over(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)
