"""An attack on a planeswalker told after a spell ("… and attacks my Jace, which is at 3. No
blocks."): what it attacks is never dropped (the damage went to the player: a wrong answer), a
clause right after the planeswalker speaks of it, and an unsigned number after "le hice" is
damage, never a loyalty ability (606.4 costs are signed, or 0)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My opponent is at 10. He gives his Glistener Elf Giant Growth and attacks my Jace, the Mind Sculptor, "
        "which is at 3. No blocks.",
        "El rival está a 10. Le da Crecimiento gigante a su Elfo iridiscente y ataca a mi Jace, el escultor mental, "
        "que está a 3. Sin bloqueos.",
    ],
)
def test_120_3c_damage_to_the_attacked_planeswalker_removes_loyalty(board: str, named_catalog: CardCatalog) -> None:
    """The 4/4 infect Elf's 4 to Jace at 3 (infect changes nothing for planeswalkers): 704.5i."""
    assert rules(answer(board, named_catalog)) == [{"704.5i"}]


@pytest.mark.parametrize(
    "board",
    [
        "My opponent is at 10. He gives his Glistener Elf Giant Growth and attacks my Jace, the Mind Sculptor. "
        "No blocks.",
        "El rival está a 10. Le da Crecimiento gigante a su Elfo iridiscente y ataca a mi Jace, el escultor mental. "
        "Sin bloqueos.",
    ],
)
def test_306_the_twin_an_untold_loyalty_is_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Mis Osos pardos atacaron a la Liliana del Velo de mi rival, no bloqueó y le hice 2.",
        "Liliana of the Veil is at 3 and I activate her 2",
    ],
)
def test_606_4_an_unsigned_number_is_no_loyalty_cost(board: str, named_catalog: CardCatalog) -> None:
    """Neither is an activation: the first is damage to a planeswalker whose loyalty is untold."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    ["Liliana of the Veil is at 3 and I activate her -2", "Liliana del Velo está a 3 y le hago el -2"],
)
def test_606_4_the_twin_a_signed_cost_is_activated(board: str, named_catalog: CardCatalog) -> None:
    """3 - 2 = 1: nothing happens (the ability's effect is its own to resolve)."""
    assert rules(answer(board, named_catalog)) == []
