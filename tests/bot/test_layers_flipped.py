"""Flip cards (710) and a copy's own status (707.3), through the handler path every surface shares,
in English and Spanish ("volteado"), each with its near miss.

A flip card named by its flipped half ("Tomoya the Revealer") or said "flipped" has that half's
name, types, size and text (710.2), its color and mana cost still the card's (710.1c). A copy of
a flip card takes the half its own status says: 707.3's Example, a flipped Tomoya copying an
unflipped Nezumi Shortfang, is Stabwhisker the Odious."""

from __future__ import annotations

import pytest

from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba


def final(board: str, cards: CardCatalog, wanted: str) -> dict[str, str]:
    found = traced(read_board(board, cards), board, wanted)
    assert len(found.objects) == 1 and not found.objects[0].alternatives, found.objects
    assert not found.unapplied
    return {layer.value: value for layer, value in found.objects[0].final.items()}


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        ("Tomoya the Revealer copying Nezumi Shortfang", "Tomoya the Revealer"),
        ("Jushi Apprentice volteado copiando a Nezumi Shortfang", "Jushi Apprentice"),
    ],
    ids=["en", "es"],
)
def test_707_3_flipped_tomoya_copying_unflipped_nezumi_is_stabwhisker(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    """The copy's status is flipped: it has the copied card's flipped half, a 3/3 Rat Shaman."""
    got = final(board, named_catalog, wanted)
    assert (got["4"], got["5"], got["7c"]) == ("creature — Rat Shaman", "black", "3/3")


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        ("Jushi Apprentice copying Nezumi Shortfang", "Jushi Apprentice"),
        ("Clon copiando a Stabwhisker the Odious", "Clon"),
    ],
    ids=["en", "es"],
)
def test_707_3_an_unflipped_copy_has_the_normal_half(named_catalog: CardCatalog, board: str, wanted: str) -> None:
    """Near miss: an unflipped copy takes the normal half, even of a flipped original (its
    flipped status isn't a copiable value): a 1/1 Rat Rogue."""
    got = final(board, named_catalog, wanted)
    assert (got["4"], got["7c"]) == ("creature — Rat Rogue", "1/1")


@pytest.mark.parametrize(
    "board",
    [
        "Tomoya the Revealer copying Nezumi Shortfang; Stabwhisker the Odious",
        "Tomoya the Revealer volteado copiando a Nezumi Shortfang; Stabwhisker the Odious",
    ],
    ids=["en", "es"],
)
def test_707_3_the_flipped_copy_is_named_stabwhisker_a_legend(named_catalog: CardCatalog, board: str) -> None:
    """Two legendary permanents named Stabwhisker the Odious: the legend rule asks which stays."""
    result = check_sba(read_board(board, named_catalog))
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


@pytest.mark.parametrize(
    "board",
    [
        "Jushi Apprentice copying Nezumi Shortfang; Stabwhisker the Odious",
        "Jushi Apprentice copiando a Nezumi Shortfang; Stabwhisker the Odious",
    ],
    ids=["en", "es"],
)
def test_707_3_an_unflipped_copy_is_no_second_legend(named_catalog: CardCatalog, board: str) -> None:
    """Near miss: unflipped, the copy is a nonlegendary Nezumi Shortfang: no legend rule."""
    assert not check_sba(read_board(board, named_catalog)).pending_choices


@pytest.mark.parametrize(
    ("board", "wanted"),
    [("Jushi Apprentice flipped", "Jushi Apprentice"), ("Jushi Apprentice volteado", "Jushi Apprentice")],
    ids=["en", "es"],
)
def test_710_2_a_flip_card_said_flipped_has_its_alternative_characteristics(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    """Flipped, it is Tomoya's 2/3; its color (blue) and mana value (2) stay the card's (710.1c)."""
    got = final(board, named_catalog, wanted)
    assert (got["5"], got["7c"]) == ("blue", "2/3")
    obj = read_board(board, named_catalog).objects[0]
    assert obj.flipped and "legendary" in obj.supertypes and obj.mana_value == 2


@pytest.mark.parametrize("board", ["Jushi Apprentice", "Jushi Apprentice girado"], ids=["en", "es"])
def test_710_2_unflipped_it_has_only_its_normal_characteristics(named_catalog: CardCatalog, board: str) -> None:
    """Near miss: not said flipped (tapped, "girado", is another status), the 1/2 Jushi
    Apprentice, not legendary. (The card data has no printed Spanish name for it.)"""
    obj = read_board(board, named_catalog).objects[0]
    assert (obj.power, obj.toughness, obj.flipped) == (1, 2, False) and "legendary" not in obj.supertypes


def test_710_2_named_by_its_flipped_half_it_is_flipped(named_catalog: CardCatalog) -> None:
    """On the battlefield the alternative name is there only when flipped."""
    obj = read_board("Tomoya the Revealer", named_catalog).objects[0]
    assert obj.flipped and (obj.power, obj.toughness) == (2, 3)
