"""702.2b with 613.1f: a source given deathtouch by an effect deals deathtouch damage."""

from __future__ import annotations

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba


def test_704_5h_damage_from_a_source_an_equipment_gives_deathtouch(named_catalog: CardCatalog) -> None:
    state = parse_board(
        'you: "Prodigal Pyromancer"; you: "Basilisk Collar" attached to "Prodigal Pyromancer"; '
        'opponent: "Serra Angel" 1 damage from "Prodigal Pyromancer"',
        named_catalog,
    )
    assert [a.rule for r in check_sba(state).rounds for a in r.actions] == ["704.5h"]


def test_704_5h_near_miss_the_equipment_on_another_creature(named_catalog: CardCatalog) -> None:
    state = parse_board(
        'you: "Prodigal Pyromancer"; you: "Grizzly Bears"; you: "Basilisk Collar" attached to "Grizzly Bears"; '
        'opponent: "Serra Angel" 1 damage from "Prodigal Pyromancer"',
        named_catalog,
    )
    assert [a.rule for r in check_sba(state).rounds for a in r.actions] == []
