"""The order two permanents came in, told of them ("Opalescence entered after Humility",
"Mago de la luna, que entró después de Urborg"): their timestamps' order (613.7), whatever
order the text names them in; only the orders that keep it are readings."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Humility has 2 damage. Opalescence entered after Humility.",
        "Humility has 2 damage. Humility came down before Opalescence.",
        "Humildad tiene 2 de daño. Opalescencia entró después de Humildad.",
    ],
)
def test_613_7_opalescence_after_humility_makes_humility_4_4(named_catalog: CardCatalog, board: str) -> None:
    # Opalescence's 7b (newer) sets Humility 4/4 after Humility's own 1/1: 2 damage isn't lethal
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "Humility has 2 damage. Humility entered after Opalescence.",
        "Humildad tiene 2 de daño. Humildad entró después de Opalescencia.",
    ],
)
def test_613_7_humility_after_opalescence_makes_it_1_1(named_catalog: CardCatalog, board: str) -> None:
    # the near miss: the other order, Humility newer: it is 1/1 with 2 damage
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_613_7_the_order_told_of_two_cards_named_in_the_other_order(named_catalog: CardCatalog) -> None:
    found = answer(
        "March of the Machines; Forest; Island; Grizzly Bears. Mycosynth Lattice came down after March of the Machines.",
        named_catalog,
    )
    assert found.reading is not None and found.reading.index("March") < found.reading.index("Mycosynth")
    assert rules(found) == [{"704.5f"}]


def test_613_7_a_permanent_ordered_against_before_it_is_told_is_one_object(named_catalog: CardCatalog) -> None:
    # "which came down after Urborg" names Urborg before "I control Urborg": one Urborg, mine
    found = answer(
        "My opponent controls Blood Moon, which came down after Urborg, Tomb of Yawgmoth. "
        "I control Urborg, Tomb of Yawgmoth and Grizzly Bears.",
        named_catalog,
    )
    assert found.reading is not None
    assert found.reading.count("Urborg") == 1 and 'you: "Urborg, Tomb of Yawgmoth"' in found.reading
    assert found.reading.index("Urborg") < found.reading.index("Blood Moon")


@pytest.mark.parametrize(
    "board",
    [
        "Glorious Anthem. Humility came down first; then, Opalescence. Humility has 2 damage.",
        "Himno glorioso; Humildad entró primero y luego Opalescencia. Humildad tiene 2 de daño.",
        "Glorious Anthem; Humility; Opalescence came last. Humility has 2 damage.",
        "Himno glorioso; Humildad; Opalescencia la última. Humildad tiene 2 de daño.",
    ],
)
def test_613_7_an_order_told_of_two_sources_orders_them_and_leaves_the_third_to_the_readings(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: with Glorious Anthem's order not told, every order of the three was a reading and
    # the question was asked; Opalescence after Humility makes Humility 4/4 (+1/+1 from the
    # Anthem whatever its order), so 2 damage is never lethal in any reading kept
    assert rules(answer(board, named_catalog)) == []


def test_613_7_the_other_order_told_kills_humility(named_catalog: CardCatalog) -> None:
    # near miss: Opalescence first, then Humility: Humility's own 1/1 (newer 7b) wins, plus the
    # Anthem's +1/+1 is 2/2 under either order of the Anthem: 2 damage is lethal
    board = "Glorious Anthem. Opalescence came down first; then, Humility. Humility has 2 damage."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]
