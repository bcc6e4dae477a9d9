"""Effects that make a permanent only what they name: "is a colorless Forest land" (205.1a: its
other card types go; 305.7: its rules-text abilities go and the Forest's mana ability comes) and
"is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it
loses all other abilities, card types, and creature types"."""

from __future__ import annotations

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.layers import apply_effects
from engine.effects.model import Layer, Op, Verdict
from engine.effects.oracle import compile_sentence
from engine.model import GameObject
from engine.sba import check_sba


def after(board: str, cards: CardCatalog, name: str) -> GameObject:
    state = parse_board(board, cards)
    layered = apply_effects(state.objects, state.players)
    return next(o for o in layered.objects.values() if name in (o.id, o.name, o.card))


def test_305_7_is_a_colorless_forest_land_compiles_to_only_that() -> None:
    found = compile_sentence("Enchanted permanent is a colorless Forest land.")
    assert found.verdict is Verdict.MODELED
    ops = [(p.layer, p.op) for s in found.statics for p in s.parts]
    assert (Layer.TYPE, Op.SET_TYPES) in ops and (Layer.TYPE, Op.SET_LAND_TYPE) in ops
    assert (Layer.COLOR, Op.SET_COLORS) in ops


def test_305_7_a_name_that_is_no_basic_land_type_is_not_read_so() -> None:
    # the near miss: "is a Sliver land" names no basic land type: not this family
    found = compile_sentence("Enchanted permanent is a colorless Sliver land.")
    assert found.verdict is not Verdict.MODELED or all(
        p.op is not Op.SET_LAND_TYPE for s in found.statics for p in s.parts
    )


def test_205_1a_song_of_the_dryads_on_a_lord_ends_its_bonus(named_catalog: CardCatalog) -> None:
    board = "Goblin King equipped with Bonesplitter; Raging Goblin with 1 damage; Song of the Dryads attached to Goblin King"
    king = after(board, named_catalog, "Goblin King")
    assert set(king.card_types) == {"land"} and "forest" in {s.casefold() for s in king.subtypes}
    assert not king.colors
    result = check_sba(parse_board(board, named_catalog))
    assert {a.rule for r in result.rounds for a in r.actions} == {"704.5g", "704.5n"}


def test_205_1a_darksteel_mutation_makes_an_indestructible_0_1_insect(named_catalog: CardCatalog) -> None:
    board = "Lord of Atlantis with 1 damage, enchanted by Darksteel Mutation; Coral Merfolk with 1 damage"
    lord = after(board, named_catalog, "Lord of Atlantis")
    assert (lord.power, lord.toughness) == (0, 1)
    assert set(lord.card_types) == {"artifact", "creature"} and lord.indestructible
    merfolk = after(board, named_catalog, "Coral Merfolk")
    assert (merfolk.power, merfolk.toughness) == (2, 1)  # the lord lost its ability
