"""A Vehicle crewed is an artifact creature until end of turn (702.122b) with its printed size:
it is what attacks after "I crewed X with Y and attacked", never the crew. A steal told with the
spell that did it ("steals my Hill Giant with Act of Treason") is that spell cast at it."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import Answer, answer
from tests.engine.reading.outcomes import rules


def destroyed(result: Answer) -> set[str]:
    return {o for r in result.result.rounds for a in r.actions for o in a.subjects}


@pytest.mark.parametrize(
    "board",
    [
        "I crewed my Smuggler's Copter with Grizzly Bears and attacked, he blocked with Llanowar Elves.",
        "Tripulé mi Cóptero de contrabandista con los Osos pardos y ataqué; mi rival bloqueó con unos Elfos de Llanowar.",
    ],
)
def test_702_122b_the_crewed_vehicle_attacks_not_its_crew(named_catalog: CardCatalog, board: str) -> None:
    # before: the Bears (the crew) were read as the attacker, and took the Elves' 1 damage
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5g"}]
    assert result.state is not None
    copter = next(o for o in result.state.objects if o.name == "Smuggler's Copter")
    assert copter.damage == 1 and "creature" in copter.card_types


def test_702_122b_a_crewed_vehicle_blocked_by_a_3_3_trades(named_catalog: CardCatalog) -> None:
    board = "I crewed my Smuggler's Copter and attacked, he blocked with Hill Giant."
    assert destroyed(answer(board, named_catalog)) == {"Smuggler's Copter", "Hill Giant"}


def test_611_2_a_creature_land_animated_is_still_asked(named_catalog: CardCatalog) -> None:
    # Mutavault's own ability sets its size: not read here, asked (the crew change is not this one)
    with pytest.raises(BoardError):
        answer("I animated Mutavault and attacked, he blocked with Hill Giant.", named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "My opponent steals my Hill Giant with Act of Treason. It has 3 damage.",
        "Mi rival me roba el Gigante de las colinas con Acto de traición. Tiene 3 de daño.",
    ],
)
def test_704_5g_a_creature_stolen_with_act_of_treason_is_read(named_catalog: CardCatalog, board: str) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5g"}]
    assert result.state is not None
    giant = next(o for o in result.state.objects if o.name == "Hill Giant")
    assert giant.owner in ("you", "tú") and giant.controller != giant.owner


def test_613_1b_near_miss_stolen_without_damage_nothing_happens(named_catalog: CardCatalog) -> None:
    assert rules(answer("My opponent steals my Hill Giant with Act of Treason.", named_catalog)) == []
