""" "Typhoid Rats blocks Hill Giant. Combat damage is dealt: 3 to the Rats, 1 deathtouch damage
to the Giant": a combat already told, its damage listed object by object, each checked against
the creature it fought (before, the list was refused)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Typhoid Rats blocks his Hill Giant. Combat damage is dealt: 3 to the Rats, 1 deathtouch damage to the Giant.",
        "Typhoid Rats blocks Hill Giant. 3 damage to the Rats, 1 to the Giant.",
        "Mis Ratas tifoideas bloquean a su Gigante de las colinas. 3 de daño a las Ratas y 1 de daño al Gigante.",
    ],
)
def test_704_5g_704_5h_combat_damage_listed_after_the_block(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g", "704.5h"}]


@pytest.mark.parametrize(
    "board",
    [
        "Typhoid Rats blocks Hill Giant. 2 damage to the Rats, 1 to the Giant.",
        "Grizzly Bears and Hill Giant. 3 damage to the Bears.",
    ],
)
def test_the_twin_damage_listed_that_no_combat_deals_is_not_read(board: str, named_catalog: CardCatalog) -> None:
    """Not what the Giant deals (its power is 3), or damage "to" an object no combat told."""
    assert list(natural_readings(board, named_catalog, [])) == []


def test_510_2_a_creature_hits_the_one_it_fought_for_its_damage(named_catalog: CardCatalog) -> None:
    board = "Kitchen Finks with a -1/-1 counter blocks my Gray Ogre. Finks hits the ogre for 2."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]
    assert natural_readings(board, named_catalog, []).__next__().line.count("2 damage") == 2


def test_510_2_the_twin_a_creature_hitting_one_no_combat_told_is_not_read(named_catalog: CardCatalog) -> None:
    """ "His Grizzly Bears hit my Hill Giant for 2": a combat whose other half (the Giant's 3 to
    the Bears) the words don't tell; read one way, the Bears' death would be left out."""
    assert list(natural_readings("His Grizzly Bears hit my Hill Giant for 2.", named_catalog, [])) == []
