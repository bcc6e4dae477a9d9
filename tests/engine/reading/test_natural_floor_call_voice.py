"""A judge retyping a floor call, a streamer telling a play: "Call at table 12:", "Lightning
Bolt hit my Grizzly Bears", "le aventé un Relámpago" (Mexico), "NAP controls nothing"."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Lightning Bolt hit my Grizzly Bears.", 'you: "Grizzly Bears" 3 damage'),
        ("El Relámpago le pegó a sus Osos pardos.", 'oponente: "Grizzly Bears" 3 de daño'),
        ("Güey, le aventé un Relámpago a su Gigante de las colinas.", 'oponente: "Hill Giant" 3 de daño'),
    ],
)
def test_120_3_a_damage_spell_told_as_the_subject_or_with_a_regional_verb(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_spell_that_deals_no_damage_never_hits(named_catalog: CardCatalog) -> None:
    """The twin: Giant Growth "hit" the Bears is no damage: not read as an event."""
    try:
        told = answer("Giant Growth hit my Grizzly Bears.", named_catalog)
    except BoardError:
        return
    assert told.reading is None or "damage" not in told.reading


@pytest.mark.parametrize(
    "board",
    [
        "Call at table 12: AP controls Grizzly Bears with 2 damage.",
        "Judge call, table 7. AP controls Grizzly Bears with 2 damage. NAP controls nothing.",
    ],
)
def test_704_5g_a_floor_calls_opener_and_an_empty_side(named_catalog: CardCatalog, board: str) -> None:
    assert only_line(board, named_catalog) == 'AP: "Grizzly Bears" 2 damage'
