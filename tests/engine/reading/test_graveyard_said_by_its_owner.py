"""A graveyard said once and then by its owner's word alone ("His graveyard has a Forest, mine
has the Bolt", "Graveyards: his has a Forest, mine has the Bolt", "Su cementerio tiene un
Bosque, el mío tiene el Relámpago"): the second is that player's graveyard, which Tarmogoyf
counts (card types among all graveyards). Only before "has"/"tiene": "his Bears" stays his."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I Bolted his Tarmogoyf. His graveyard has a Forest, mine has the Bolt.",
        "I Bolted his Tarmogoyf. Graveyards: his has a Forest, mine has the Bolt.",
        "Le tiré un Relámpago a su Tarmogoyf. Su cementerio tiene un Bosque, el mío tiene el Relámpago.",
    ],
)
def test_704_5g_tarmogoyf_counts_a_graveyard_said_by_its_owner(named_catalog: CardCatalog, board: str) -> None:
    """A land and an instant: Tarmogoyf is 2/3, and the Bolt's 3 damage is lethal."""
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_creature_card_in_the_first_graveyard_makes_goyf_survive(named_catalog: CardCatalog) -> None:
    """The twin: a creature card too, so Tarmogoyf is 3/4 and lives through the 3 damage."""
    found = answer("I Bolted his Tarmogoyf. His graveyard has a Forest and a Grizzly Bears, mine has the Bolt.",
                   named_catalog)  # fmt: skip
    assert rules(found) == []


def test_a_graveyard_unsaid_for_the_bolt_is_asked(named_catalog: CardCatalog) -> None:
    """The near miss: the Bolt's graveyard not told, so the instant it adds is not known: asked."""
    with pytest.raises(BoardError):
        answer("I Bolted his Tarmogoyf. His graveyard has a Forest.", named_catalog)
