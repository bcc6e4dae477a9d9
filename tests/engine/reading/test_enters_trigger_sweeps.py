"""A creature whose own enters trigger changes every creature of a group (Massacre Wurm:
"creatures your opponents control get -2/-2 until end of turn"): read from its controller's
side as it resolves, with the triggers the deaths cause (its "whenever a creature an opponent
controls dies", 603.6c). Its controller unsaid, or any other enters effect: asked (603.2)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


def test_704_5f_massacre_wurm_shrinks_the_opponents_creatures(named_catalog: CardCatalog) -> None:
    found = answer("My opponent casts Massacre Wurm. I have Hill Giant and Llanowar Elves.", named_catalog)
    assert rules(found) == [{"704.5f"}]
    assert [a.subjects for a in found.result.rounds[0].actions] == [("Llanowar Elves",)]  # the Giant is a 1/1
    assert [t.card for t in found.result.triggers] == ["Massacre Wurm"]


def test_704_5f_sierpe_de_la_masacre_in_spanish(named_catalog: CardCatalog) -> None:
    found = answer(
        "Entra mi Sierpe de la masacre. Del otro lado: Ratas tifoideas, Halcón nocturno vampiro y unos "
        "Despreciables de cocina sin contador.",
        named_catalog,
    )
    assert sorted(a.subjects[0] for a in found.result.rounds[0].actions) == ["Kitchen Finks", "Typhoid Rats"]
    assert sorted(t.card for t in found.result.triggers) == ["Kitchen Finks", "Massacre Wurm", "Massacre Wurm"]


def test_massacre_wurm_leaves_its_controllers_creatures_alone(named_catalog: CardCatalog) -> None:
    """The twin: the Elves are the Wurm's controller's own: untouched (only opponents' get -2/-2)."""
    assert rules(answer("I cast Massacre Wurm. I have Llanowar Elves.", named_catalog)) == []


def test_an_enters_trigger_that_isnt_a_sweep_is_asked(named_catalog: CardCatalog) -> None:
    """The near miss: Flametongue Kavu's enters trigger needs a target, unsaid: asked."""
    with pytest.raises(BoardError):
        answer("My opponent casts Flametongue Kavu. I have Hill Giant and Llanowar Elves.", named_catalog)
