"""An activation told with its target ("Le activo mi Pirómano pródigo a los Elfos", "I activate
my Prodigal Pyromancer targeting the Elves"): the permanent's one damage ability deals its
damage there. Read before as a tap with nothing after it, the target was skipped and the answer
was a confident "nothing happens"; a permanent with no damage ability is asked, never a target
left unread."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival tiene Elfos de Llanowar. Le activo mi Pirómano pródigo a los Elfos.",
        "My opponent has Llanowar Elves. I activate my Prodigal Pyromancer targeting the Elves.",
    ],
)
def test_704_5g_an_activation_at_a_creature_deals_its_damage(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_an_activation_whose_damage_doesnt_kill_is_no_action(named_catalog: CardCatalog) -> None:
    """The twin: the 2/2 Bears take 1 and live (the 1 is shown, not dropped)."""
    found = answer("Mi rival tiene Osos pardos. Activo mi Pirómano pródigo a los Osos.", named_catalog)
    assert rules(found) == []
    assert [o.damage for o in found.state.objects if o.card == "Grizzly Bears"] == [1]


def test_704_5a_an_activation_at_a_player(named_catalog: CardCatalog) -> None:
    assert rules(answer("Opp is at 1 life. I activate Prodigal Pyromancer at him.", named_catalog)) == [{"704.5a"}]


def test_an_activation_with_no_damage_ability_at_a_target_is_asked(named_catalog: CardCatalog) -> None:
    """The near miss: Mother of Runes' ability gives protection (a color unsaid): asked."""
    with pytest.raises(BoardError):
        answer("My opponent has Llanowar Elves. I activate my Mother of Runes targeting my Elves.", named_catalog)
