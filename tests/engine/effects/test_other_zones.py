"""Abilities that work from another zone (113.6b): a static ability whose own words say its card
must be in a graveyard applies when the board puts the card there, and only then."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.layers import apply_effects
from engine.effects.oracle import read_condition
from engine.model import GameObject


def bears_after(board: str, cards: CardCatalog, name: str = "Grizzly Bears") -> GameObject:
    state = parse_board(board, cards)
    layered = apply_effects(state.objects, state.players)
    return next(o for o in layered.objects.values() if name in (o.name, o.card))


def test_113_6b_a_zone_condition_is_read_with_the_rest() -> None:
    condition = read_condition("~ is in your graveyard and you control a Swamp")
    assert (condition.kind, condition.zone) == ("zone", "graveyard")
    assert condition.also is not None and condition.also.kind == "control"


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Filth in my graveyard; Swamp; Grizzly Bears", "Grizzly Bears"),
        ("Mugre en mi cementerio; Pantano; Osos pardos", "Grizzly Bears"),
    ],
)
def test_113_6b_filth_in_the_graveyard_gives_swampwalk(board: str, name: str, effect_catalog: CardCatalog) -> None:
    assert "swampwalk" in bears_after(board, effect_catalog, name).keywords


def test_113_6b_filth_on_the_battlefield_twin_gives_nothing(effect_catalog: CardCatalog) -> None:
    assert "swampwalk" not in bears_after("Filth; Swamp; Grizzly Bears", effect_catalog).keywords


@pytest.mark.parametrize(
    "board",
    ["Wonder in my graveyard; Island; Grizzly Bears", "Maravilla en mi cementerio; Island; Osos pardos"],
)
def test_113_6b_wonder_in_the_graveyard_gives_flying(board: str, effect_catalog: CardCatalog) -> None:
    assert "flying" in bears_after(board, effect_catalog).keywords


def test_113_6b_wonder_in_an_opponents_graveyard_twin_flies_their_creatures(effect_catalog: CardCatalog) -> None:
    """ "Creatures you control": Wonder's owner's, not the player whose Bears these are."""
    board = "Bob: Wonder in graveyard, Island, Hill Giant; me: Grizzly Bears"
    assert "flying" not in bears_after(board, effect_catalog).keywords
    assert "flying" in bears_after(board, effect_catalog, "Hill Giant").keywords


def test_113_6b_a_graveyard_card_is_no_object_effects_apply_to(effect_catalog: CardCatalog) -> None:
    """Wonder in the graveyard grants flying to creatures on the battlefield, not to itself."""
    state = parse_board("Wonder in my graveyard; Island; Grizzly Bears", effect_catalog)
    layered = apply_effects(state.objects, state.players)
    assert layered.objects["Wonder"] is next(o for o in state.objects if o.id == "Wonder")
