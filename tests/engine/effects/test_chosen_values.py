"""Chosen values (what was chosen as a permanent entered): "naming X", "(X)", "chosen type: X",
"que nombra X". Its text's "the chosen color/type" is then that value; unsaid, it is asked."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import ChoiceThenList, UnknownChoice
from engine.cards.catalog import CardCatalog
from engine.effects.layers import apply_effects, compiled
from engine.effects.model import Verdict
from engine.effects.oracle import with_chosen
from engine.model import GameObject


def after(board: str, cards: CardCatalog, name: str) -> GameObject:
    state = parse_board(board, cards)
    layered = apply_effects(state.objects, state.players)
    return next(o for o in layered.objects.values() if name in (o.id, o.name, o.card))


def test_chosen_words_take_the_value_of_their_kind() -> None:
    text = "Other creatures you control of the chosen type get +1/+1."
    assert with_chosen(text, "Elf") == "Other Elf creatures you control get +1/+1."
    assert with_chosen("Permanents are the chosen color.", "blue") == "Permanents are blue."
    # a value of the other kind changes nothing: the words stay unread (asked about)
    assert with_chosen("Permanents are the chosen color.", "Elf") == "Permanents are the chosen color."
    assert with_chosen(text, "blue") == text


@pytest.mark.parametrize(
    "board",
    [
        "Painter's Servant naming blue; Grindstone",
        "Painter's Servant (blue); Grindstone",
        "Sirviente del pintor que nombra azul; Muela",
        "Painter's Servant, chosen color: blue; Grindstone",
    ],
)
def test_105_3_painters_servant_makes_grindstone_the_chosen_color(board: str, named_catalog: CardCatalog) -> None:
    assert after(board, named_catalog, "Grindstone").colors == frozenset({"blue"})


def test_105_3_painters_servant_unnamed_twin_is_asked(named_catalog: CardCatalog) -> None:
    servant = parse_board("Painter's Servant; Grindstone", named_catalog).objects[0]
    assert any(p.verdict is Verdict.FLAGGED for p in compiled(servant))
    assert after("Painter's Servant; Grindstone", named_catalog, "Grindstone").colors == frozenset()


@pytest.mark.parametrize(
    "board",
    [
        "Conspiracy naming Elf; Grizzly Bears; Elvish Archdruid",
        "Conspiración que nombra Elf; Osos pardos; Archidruida élfico",
    ],
)
def test_205_1b_conspiracy_makes_your_creatures_the_chosen_type(board: str, named_catalog: CardCatalog) -> None:
    bears = after(board, named_catalog, "Grizzly Bears")
    assert bears.subtypes == frozenset({"elf"})
    assert (bears.power, bears.toughness) == (3, 3)  # an Elf now: Elvish Archdruid's +1/+1


def test_205_1b_conspiracy_naming_another_type_twin_no_pump(named_catalog: CardCatalog) -> None:
    bears = after("Conspiracy naming Goblin; Grizzly Bears; Elvish Archdruid", named_catalog, "Grizzly Bears")
    assert bears.subtypes == frozenset({"goblin"})
    assert (bears.power, bears.toughness) == (2, 2)


@pytest.mark.parametrize(
    "board",
    ["Adaptive Automaton (Elf); Llanowar Elves", "Autómata adaptativo que nombra Elf; Elfos de Llanowar"],
)
def test_adaptive_automaton_is_the_chosen_type_and_pumps_it(board: str, named_catalog: CardCatalog) -> None:
    automaton = after(board, named_catalog, "Adaptive Automaton")
    assert {"construct", "elf"} <= automaton.subtypes
    elves = after(board, named_catalog, "Llanowar Elves")
    assert (elves.power, elves.toughness) == (2, 2)


def test_707_6_a_clone_of_the_automaton_doesnt_copy_the_choice(named_catalog: CardCatalog) -> None:
    board = "Clone copying Adaptive Automaton; Adaptive Automaton naming Elf; Llanowar Elves"
    elves = after(board, named_catalog, "Llanowar Elves")
    assert (elves.power, elves.toughness) == (2, 2)  # only the Automaton's +1/+1: the Clone chose nothing
    clone = after(board, named_catalog, "Clone")
    assert "elf" not in clone.subtypes


def test_a_chosen_word_juez_cant_read_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(UnknownChoice):
        parse_board("Autómata adaptativo que nombra Elfo; Elfos de Llanowar", named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "I control Conspiracy naming Elf, Elvish Archdruid and Hill Giant.",
        "Controlo Conspiración que nombra Goblin, Elfos de Llanowar y Osos pardos con 2 de daño.",
    ],
)
def test_613_a_chosen_type_then_a_list_is_asked_never_one_long_name(named_catalog: CardCatalog, board: str) -> None:
    # before: "Elf, Elvish Archdruid and Hill Giant" was the chosen value, and the creatures vanished
    with pytest.raises(ChoiceThenList) as caught:
        parse_board(board, named_catalog)
    assert caught.value.params["value"] in ("Elf", "Goblin")


def test_613_a_chosen_card_name_with_a_comma_is_still_one_name(named_catalog: CardCatalog) -> None:
    # the near miss: a card's name chosen (a comma in it, no list) stays the value
    state = parse_board("Conspiracy naming Elf; Elvish Archdruid; Hill Giant", named_catalog)
    assert [(o.name, o.chosen) for o in state.objects] == [
        ("Conspiracy", "Elf"),
        ("Elvish Archdruid", None),
        ("Hill Giant", None),
    ]
