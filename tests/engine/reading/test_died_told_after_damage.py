"""A creature told dying right after the damage that kills it ("Opp Bolted my Bears and it
died"): the death is the state-based action's (704.5g/h, 700.4), reported in its round with the
triggers it causes, never an event that leaves "no state-based actions" behind."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Opp Bolted my Grizzly Bears and it died.",
        "My opponent Bolts my Grizzly Bears. It dies.",
        "Mi rival le tiró un Relámpago a mis Osos pardos y murieron.",
    ],
)
def test_704_5g_a_death_told_after_lethal_damage_is_the_sbas(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert "dies.by_sba" in [t.key for t in found.events]


def test_704_5h_a_death_told_after_deathtouch_damage_is_the_sbas(named_catalog: CardCatalog) -> None:
    found = answer("My Hill Giant blocked his Typhoid Rats and the Giant died.", named_catalog)
    assert {"704.5h"} <= rules(found)[0]


def test_a_death_told_after_damage_that_doesnt_kill_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: Shock's 2 damage doesn't kill a 3/3 Hill Giant: something unsaid, asked."""
    with pytest.raises(BoardError):
        answer("Opp Shocked my Hill Giant. It died.", named_catalog)


def test_a_death_told_without_damage_leaves_as_told(named_catalog: CardCatalog) -> None:
    """The twin: no damage told: it died some other way; no SBA of its own."""
    assert rules(answer("My Grizzly Bears died.", named_catalog)) == []
