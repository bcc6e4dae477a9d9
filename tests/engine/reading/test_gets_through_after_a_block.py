"""An attacker told getting through after another's block ("… bloquea al Gigante con sus Elfos y
los Osos pasan", "… and the Bears get through"): the list of blockers ends before it (the Bears
attack; they never block their own Giant, 506.2), and its damage goes to the player (510.1a)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Opp at 2. I attack with Grizzly Bears and Hill Giant. He blocks the Giant with Llanowar Elves and the "
        "Bears get through.",
        "Mi rival está a 2. Ataco con mis Osos pardos y mi Gigante de las colinas; bloquea al Gigante con sus "
        "Elfos de Llanowar y los Osos pasan.",
    ],
)
def test_510_1a_the_attacker_getting_through_deals_its_damage_to_the_player(
    board: str, named_catalog: CardCatalog
) -> None:
    """The Bears' 2 of 2 life (704.5a); the Elves take the Giant's 3 (704.5g)."""
    assert rules(answer(board, named_catalog)) == [{"704.5a", "704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "Opp at 2. I attack with Grizzly Bears and Hill Giant. He blocks the Giant with Llanowar Elves and the Bears.",
        "Mi rival está a 2. Ataco con mis Osos pardos y mi Gigante de las colinas; bloquea al Gigante con sus "
        "Elfos de Llanowar y los Osos.",
    ],
)
def test_506_2_the_twin_an_attacker_never_blocks(board: str, named_catalog: CardCatalog) -> None:
    """The Bears named as the Giant's second blocker: they attack, so that reading is none; the
    Bears' block untold is asked, never dropped."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_509_an_item_left_out_of_a_list_is_never_read_alone(named_catalog: CardCatalog) -> None:
    """ "… con Thragtusk y la Vigilagrieta con su Halcón": the Vigilagrieta is no clause's subject
    here, so the list is never cut before it (its block would be dropped: asked instead)."""
    board = (
        "En mi turno ataco con Grizzly Bears y con Hill Giant. Él bloquea los Grizzly Bears con Thragtusk y "
        "el Hill Giant con su Vampire Nighthawk."
    )
    try:
        told = answer(board, named_catalog)
    except BoardError:
        return
    dying = {s for r in told.result.rounds for a in r.actions for s in a.subjects}
    assert "Hill Giant" in dying  # read whole: the Nighthawk's deathtouch kills the Giant
