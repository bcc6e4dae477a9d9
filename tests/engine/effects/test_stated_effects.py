"""Stated effects (611.2) as the board states them and the effects engine compiles them.

The board reader finds the sentence ("\"gets +2/+2\" on it", "Giant Growth on Grizzly Bears");
the effects engine says what its words do, and asks at the judge's column when it can't.
"""

from __future__ import annotations

import pytest

from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.errors import UnreadEffect


def test_611_2_quoted_words_read_are_a_stated_effect() -> None:
    """Quoted Oracle words on an object apply to that object."""
    state = parse_board('Grizzly Bears 2/2; "gets +2/+2" on it')
    assert [(e.source, e.text, e.objects) for e in state.effects] == [("gets +2/+2", "gets +2/+2", ("Grizzly Bears",))]


def test_611_2_quoted_words_not_read_are_asked_where_typed() -> None:
    """Quoted words Juez can't read are asked about at their column, never dropped."""
    text = 'Grizzly Bears 2/2; "dances a jig" on it'
    with pytest.raises(UnreadEffect) as raised:
        parse_board(text)
    assert (raised.value.column, raised.value.word) == (text.index('"') + 1, "dances a jig")
    assert raised.value.params["source"] == "dances a jig"


def test_611_2_a_spell_named_gives_its_effect(effect_catalog: CardCatalog) -> None:
    """An instant named on an object gives it what its Oracle text says."""
    state = parse_board("Grizzly Bears; Giant Growth on Grizzly Bears", effect_catalog)
    assert [(e.source, e.text, e.objects, e.controller) for e in state.effects] == [
        ("Giant Growth", "gets +3/+3 until end of turn", ("Grizzly Bears",), None)
    ]


def test_611_2_a_spell_that_steals_adds_a_control_step(effect_catalog: CardCatalog) -> None:
    """A spell that gains control gets its own layer-2 step, controlled by its caster."""
    state = parse_board("Bob: Grizzly Bears. Ana: Act of Treason on Grizzly Bears", effect_catalog)
    first = state.effects[0]
    assert (first.text, first.controller) == ("gain control of target creature", "Ana")


def test_611_2_a_spell_whose_text_isnt_read_is_asked(effect_catalog: CardCatalog) -> None:
    """A spell named on an object whose effect Juez can't read is asked about at its name."""
    text = "Grizzly Bears; Lightning Bolt on Grizzly Bears"
    with pytest.raises(UnreadEffect) as raised:
        parse_board(text, effect_catalog)
    assert (raised.value.column, raised.value.word) == (text.index("Lightning") + 1, "Lightning Bolt")


def test_611_2_near_miss_a_spell_in_a_zone_is_a_card_there(effect_catalog: CardCatalog) -> None:
    """ "Lightning Bolt in the graveyard" is a card in a zone, not an effect."""
    state = parse_board("Grizzly Bears; Lightning Bolt in the graveyard", effect_catalog)
    assert state.effects == ()


def test_611_2_a_spell_on_an_object_named_with_its_player_after_it(effect_catalog: CardCatalog) -> None:
    # "el Archidruida de Bob" once found nothing: only "Bob's X" and "the X" were read
    state = parse_board(
        "Bob: Grizzly Bears. Ana: Grizzly Bears. Ana: Act of Treason on the Grizzly Bears of Bob", effect_catalog
    )
    (effect,) = [e for e in state.effects if e.controller is not None]
    assert next(o for o in state.objects if o.id in effect.objects).controller == "Bob"
    with pytest.raises(BoardError):  # a player no one named: not a possessive, not guessed
        parse_board("Bob: Grizzly Bears. Ana: Act of Treason on the Grizzly Bears of Carla", effect_catalog)
