"""A combat's damage said again without an amount ("the Bears dealt their damage to my Giant"):
the combat told already, said again, never more damage. And "my Giant" after Giant Growth was
told: the Hill Giant (an instant is no one's permanent), never the spell."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


def test_510_2_their_damage_said_again_after_the_block(named_catalog: CardCatalog) -> None:
    board = (
        "I attacked with my Hill Giant, he blocked with his Grizzly Bears. "
        "The Bears dealt their damage to my Giant and the Giant dealt 3 to the Bears."
    )
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert [s for r in found.result.rounds for a in r.actions for s in a.subjects] == ["Grizzly Bears"]


def test_704_5g_a_pump_before_damage_then_the_damage_said(named_catalog: CardCatalog) -> None:
    board = (
        "I attacked with my Hill Giant, he blocked with his Grizzly Bears and then cast Giant Growth on the Bears "
        "before damage. Bears dealt their damage to my Giant and the Giant dealt 3 to the Bears."
    )
    found = answer(board, named_catalog)
    assert [s for r in found.result.rounds for a in r.actions for s in a.subjects] == ["Hill Giant"]


def test_the_twin_their_damage_with_no_combat_told_is_not_read(named_catalog: CardCatalog) -> None:
    assert list(natural_readings("His Grizzly Bears dealt its damage to my Hill Giant.", named_catalog, [])) == []
