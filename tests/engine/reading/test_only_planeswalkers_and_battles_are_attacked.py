"""Only a player, a planeswalker or a battle is attacked (508.1b): "ataco con Grizzly Bears y con
Hill Giant" was read as the Giant attacking the Bears, and the block told after it as the
writer's own Giant blocking the writer's Bears: the Bears "died" (a confident wrong answer)."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import lines


def test_508_1b_a_creature_is_never_attacked(named_catalog: CardCatalog) -> None:
    assert lines("I attack Grizzly Bears with Hill Giant.", named_catalog) == []


def test_508_1b_with_said_again_before_a_creature_is_one_more_attacker(named_catalog: CardCatalog) -> None:
    """Two attackers and no block told: which blocks is asked, never a block guessed."""
    board = (
        "En mi turno ataco con Grizzly Bears y con Hill Giant. Él bloquea los Grizzly Bears con Thragtusk y "
        "el Hill Giant con su Vampire Nighthawk."
    )
    asked: list[object] = []
    assert list(natural_readings(board, named_catalog, asked)) == []
    assert any("blocks" in str(q) for q in asked), asked
