"""A pump told after an attack no one blocked ("Ataqué a Liliana con mi Elfo iridiscente, no
bloqueó, y le tiré Crecimiento gigante al elfo"): cast before the combat damage (the usual
trick) or after it, as after a block. Before, the damage was dealt at "no bloqueó" with the
Elf's printed power and the pump came after: Liliana at 3, "nothing happens", a confident wrong
answer where a judge reads the trick (4 infect damage to a planeswalker removes 4 loyalty,
120.3c; 704.5i)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.choices import ChooseReading
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My opponent has Liliana of the Veil with 4 loyalty. I attacked Liliana with Glistener Elf, "
        "no blocks, and I cast Giant Growth on the Elf.",
        "Mi rival tenía Liliana del Velo con 4 de lealtad. Ataqué a Liliana con mi Elfo iridiscente, "
        "no bloqueó, y le tiré Crecimiento gigante al elfo.",
    ],
)
def test_510_1_a_pump_after_an_unblocked_attack_is_asked_before_or_after_damage(
    board: str, named_catalog: CardCatalog
) -> None:
    with pytest.raises(ChooseReading) as asked:
        answer(board, named_catalog)
    outcomes = {choice.outcome.rounds for choice in asked.value.choices}
    assert outcomes == {(("704.5i",),), ()}


@pytest.mark.parametrize(
    "board",
    [
        "My opponent has Liliana of the Veil with 4 loyalty. I attacked Liliana with Glistener Elf, "
        "no blocks, and I cast Giant Growth on the Elf before damage.",
        "Mi rival tenía Liliana del Velo con 4 de lealtad. Ataqué a Liliana con mi Elfo iridiscente, "
        "no bloqueó, y antes del daño le tiré Crecimiento gigante al elfo.",
    ],
)
def test_704_5i_the_twin_a_pump_said_before_damage_removes_four_loyalty(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5i"}]


def test_704_5i_the_twin_no_pump_one_loyalty_removed(named_catalog: CardCatalog) -> None:
    board = "My opponent has Liliana of the Veil with 4 loyalty. I attacked Liliana with Glistener Elf, no blocks."
    assert rules(answer(board, named_catalog)) == []
