"""A count said before a spell's name ("I cast two Shocks on his Hill Giant", "le tiré dos
Choques"): the spell was cast that many times. Read as one, the 3/3 Giant lived: a confident
wrong answer."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board", ["I cast two Shocks on his Hill Giant.", "Le tiré dos Choques a su Gigante de las colinas."]
)
def test_704_5g_two_damage_spells_deal_their_damage_twice(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert [t.key for t in found.events].count("damage") == 2


def test_one_damage_spell_is_dealt_once(named_catalog: CardCatalog) -> None:
    """The twin: one Shock on a 3/3: nothing."""
    assert rules(answer("I cast a Shock on his Hill Giant.", named_catalog)) == []


def test_a_spell_counted_where_no_row_counts_it_is_asked(named_catalog: CardCatalog) -> None:
    """A near miss: two Murders on one creature (the second has no target left) isn't read as one: asked."""
    with pytest.raises(BoardError):
        answer("I cast two Murders on his Hill Giant.", named_catalog)


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("I Shocked his Hill Giant twice.", [{"704.5g"}]),
        ("Le tiré un Choque a su Gigante de las colinas dos veces.", [{"704.5g"}]),
        ("I'm at 3 life and opp Lava Spikes me twice.", [{"704.5a"}]),
    ],
)
def test_an_event_said_twice_happens_twice(named_catalog: CardCatalog, board: str, expected: list[set[str]]) -> None:
    """ "twice", "dos veces" after the one event a sentence tells: 4 damage on the 3/3 Giant,
    6 damage to a player at 3."""
    assert rules(answer(board, named_catalog)) == expected


def test_an_event_said_once_happens_once(named_catalog: CardCatalog) -> None:
    """The twin: the Shock alone leaves the 3/3 Giant alive."""
    assert rules(answer("I Shocked his Hill Giant.", named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival está a 3 vidas y recibe un Relámpago.",
        "Opp is at 3 life. He takes a Lightning Bolt to the face.",
    ],
)
def test_704_5a_a_player_told_taking_a_spell(named_catalog: CardCatalog, board: str) -> None:
    """ "recibe un Relámpago", "takes a Lightning Bolt to the face": the spell's damage to them."""
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


def test_a_player_taking_a_spell_that_doesnt_kill(named_catalog: CardCatalog) -> None:
    """The twin: at 4 life, a Lightning Bolt leaves 1."""
    assert rules(answer("Mi rival está a 4 vidas y recibe un Relámpago.", named_catalog)) == []


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("My Grizzly Bears got Pyroclasmed.", [{"704.5g"}]),
        ("My Hill Giant got Bolted.", [{"704.5g"}]),
        ("My Hill Giant got Shocked.", []),
    ],
)
def test_a_spell_told_in_the_passive_does_what_it_does(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    """ "got Bolted", "got Pyroclasmed": the spell's effect on what was named (the Shock's 2 on a
    3/3 is the twin that lives)."""
    assert rules(answer(board, named_catalog)) == expected


def test_a_spell_whose_caster_matters_told_in_the_passive_is_asked(named_catalog: CardCatalog) -> None:
    """A near miss: Earthquake's X and its damage to each player rest on its caster: asked."""
    with pytest.raises(BoardError):
        answer("My Grizzly Bears got Earthquaked.", named_catalog)


@pytest.mark.parametrize("board", ["My life is 0.", "My life total is 0.", "His life is 3. I Bolt him."])
def test_704_5a_a_life_said_as_is(named_catalog: CardCatalog, board: str) -> None:
    """ "My life is 0" was read by the board language as a player named "My"."""
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5a"}]
    assert all(p.name != "My" for p in found.state.players)


def test_a_life_said_as_is_above_zero(named_catalog: CardCatalog) -> None:
    """The twin: at 5, a Lightning Bolt leaves 2."""
    assert rules(answer("My life total is 5 and he Bolts me.", named_catalog)) == []
