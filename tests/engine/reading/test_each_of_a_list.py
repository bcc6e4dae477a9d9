"""A fact told of every card of a list ("Grizzly Bears and Hill Giant have 2 damage", "Both
Grizzly Bears have 2 damage"): each card has it. Read the other way, only the last card had the
damage, or one Bears stood for two: an answer naming fewer deaths than happen."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.choices import ChooseReading


def destroyed(board: str, cards: CardCatalog) -> list[str]:
    found = answer(board, cards)
    return sorted(name for r in found.result.rounds for a in r.actions for name in a.subjects)


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears and his Hill Giant have 3 damage.",
        "Mis Osos pardos y su Gigante de las colinas tienen 3 daños.",
    ],
)
def test_704_5g_a_plural_have_after_two_cards_tells_each(named_catalog: CardCatalog, board: str) -> None:
    assert len(destroyed(board, named_catalog)) == 2


def test_704_5g_the_twin_with_the_damage_said_of_one(named_catalog: CardCatalog) -> None:
    """The twin: "Hill Giant has 2 damage" said of the Giant alone: only the Giant has it."""
    assert destroyed("I control Grizzly Bears and Hill Giant. Hill Giant has 3 damage.", named_catalog) == [
        "Hill Giant"
    ]


@pytest.mark.parametrize(
    "board",
    [
        "Both Grizzly Bears have 2 damage.",
        "Ambos Osos pardos tienen 2 daños.",
        "two Grizzly Bears with 2 damage",
        "dos Osos pardos con 2 de daño",
    ],
)
def test_704_5g_both_before_one_card_is_two_copies(named_catalog: CardCatalog, board: str) -> None:
    assert len(destroyed(board, named_catalog)) == 2


def test_704_5g_both_before_two_cards_joins_them(named_catalog: CardCatalog) -> None:
    """The twin: "Both X and Y" is the two cards, one each: only the 2/2 Bears die of 2 damage."""
    assert destroyed("Both Grizzly Bears and Hill Giant have 2 damage.", named_catalog) == ["Grizzly Bears"]


def test_readings_that_destroy_more_creatures_by_the_same_rule_are_a_choice(named_catalog: CardCatalog) -> None:
    """The board language puts the damage on the last card of the list, the natural reading on
    each: 704.5g once or twice. Never answered as one of them: asked."""
    with pytest.raises(ChooseReading):
        answer("Grizzly Bears, Hill Giant and Llanowar Elves have 2 damage.", named_catalog)
