"""What the board says of a permanent that its own text reads. Soulbond (702.95): "As long as
Wolfir Silverheart is paired with another creature, each of those creatures gets +4/+4." A pair
the board says ("paired with", "emparejado con") gets it, both ways; a creature it isn't paired
with doesn't. Designations (701.37b): "monstrous", "monstruoso"."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.layers import apply_effects


def sizes(board: str, cards: CardCatalog) -> dict[str, tuple[int | None, int | None]]:
    state = parse_board(board, cards)
    layered = apply_effects(state.objects, state.players)
    return {o.card or o.name: (o.power, o.toughness) for o in layered.objects.values()}


@pytest.mark.parametrize(
    "board",
    [
        "Wolfir Silverheart paired with Grizzly Bears; Hill Giant",
        "Grizzly Bears paired with Wolfir Silverheart; Hill Giant",
        "Licano corazón plateado emparejado con Osos pardos; Gigante de las colinas",
    ],
)
def test_702_95_the_pair_each_gets_four(board: str, named_catalog: CardCatalog) -> None:
    found = sizes(board, named_catalog)
    assert found["Wolfir Silverheart"] == (8, 8)
    assert found["Grizzly Bears"] == (6, 6)
    assert found["Hill Giant"] == (3, 3)


def test_702_95_unpaired_twin_gets_nothing(named_catalog: CardCatalog) -> None:
    found = sizes("Wolfir Silverheart; Grizzly Bears", named_catalog)
    assert (found["Wolfir Silverheart"], found["Grizzly Bears"]) == ((4, 4), (2, 2))


@pytest.mark.parametrize("board", ["Fleecemane Lion monstrous", "León melena de lana monstruoso"])
def test_701_37b_a_monstrous_lion_has_hexproof_and_indestructible(board: str, named_catalog: CardCatalog) -> None:
    state = parse_board(board, named_catalog)
    lion = apply_effects(state.objects, state.players).objects[state.objects[0].id]
    assert "hexproof" in lion.keywords and lion.indestructible


def test_701_37b_a_lion_not_said_monstrous_twin_has_neither(named_catalog: CardCatalog) -> None:
    state = parse_board("Fleecemane Lion", named_catalog)
    lion = apply_effects(state.objects, state.players).objects[state.objects[0].id]
    assert "hexproof" not in lion.keywords and not lion.indestructible


@pytest.mark.parametrize(
    ("board", "flies"),
    [("me: city's blessing; Skymarcher Aspirant", True), ("Skymarcher Aspirant", False)],
    ids=["blessed", "unsaid-twin"],
)
def test_702_131_the_citys_blessing_said_of_a_player(board: str, flies: bool, named_catalog: CardCatalog) -> None:
    state = parse_board(board, named_catalog)
    layered = apply_effects(state.objects, state.players)
    aspirant = next(o for o in layered.objects.values() if o.card == "Skymarcher Aspirant")
    assert ("flying" in aspirant.keywords) is flies
    assert (("condition", aspirant.id, "0") in layered.readings) is not flies  # unsaid: asked
