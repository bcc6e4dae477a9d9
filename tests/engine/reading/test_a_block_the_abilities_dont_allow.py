"""A block told that the board's evasion abilities don't allow (a creature with flying blocked
by one with neither flying nor reach, 509.1b, 702.9b; shadow, 702.28b) is dealt as told — the
writer asks about the damage — and said above the answer, never passed over in silence."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings
from engine.reading.natural.story import ASSUMED_ILLEGAL_BLOCK


@pytest.mark.parametrize(
    "board",
    [
        "Opp's Serra Angel attacks, I chump with Grizzly Bears.",
        "Su Ángel de Serra ataca y lo bloqueo con mis Osos pardos.",
    ],
)
def test_509_1b_a_flyer_blocked_by_a_creature_without_reach_is_said(board: str, named_catalog: CardCatalog) -> None:
    (read,) = natural_readings(board, named_catalog, [])
    assert f"{ASSUMED_ILLEGAL_BLOCK}\tGrizzly Bears" in read.assumed
    assert '"Grizzly Bears" 4 ' in read.line  # dealt as told


@pytest.mark.parametrize(
    "board",
    [
        "Opp's Grizzly Bears attacks, I block with Serra Angel.",  # a flyer may block anything
        "Opp's Serra Angel attacks, I block with my own Serra Angel.",
        "My Serra Angel and his Grizzly Bears trade.",  # which one attacked isn't told
    ],
)
def test_509_1b_the_twin_a_legal_block_says_nothing(board: str, named_catalog: CardCatalog) -> None:
    for read in natural_readings(board, named_catalog, []):
        assert not any(a.startswith(ASSUMED_ILLEGAL_BLOCK) for a in read.assumed)
