"""A friend or relative named as a player ("mi carnal", "mi pana", "my mate"): their cards are
theirs, never the writer's ("mi" is the friend's, not the card's owner)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer


@pytest.mark.parametrize(
    "board",
    [
        "Oye, mi carnal tenía unos Osos pardos y le tiré dos Choques.",
        "Mi pana tiene unos Osos pardos con 2 daños.",
        "My mate has Grizzly Bears with 2 damage.",
    ],
)
def test_a_friends_cards_are_not_the_writers(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    bears = next(o for o in found.state.objects if o.card == "Grizzly Bears")
    assert bears.controller not in ("you", "tú")


def test_the_writers_own_cards_are_the_writers(named_catalog: CardCatalog) -> None:
    """The twin: "mis Osos" are the writer's."""
    found = answer("Mis Osos pardos tienen 2 daños.", named_catalog)
    assert next(o for o in found.state.objects if o.card == "Grizzly Bears").controller in ("you", "tú")
