"""What the order a judge tells things in says, and what a bracket speaks of.

- A world permanent told entering after another was there ("I have Serra Aviary. My opponent
  casts Chaosphere") is the newer one (613.7d): the world rule keeps it (704.5k). Two told only
  as there, or a text that dates what it tells ("two turns ago"), leave their order open: asked.
- A creature told dying before a permanent told entering after it died at the checks of its
  time: it is in the graveyard, not the check's to perform again.
- A bracket that names another card ("Su Ángel de Serra (5/5 con la Pajarera) bloqueó") never
  makes that card the subject of what follows it; "su" after a player named is that player's."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    "board",
    [
        "I have Serra Aviary. My opponent casts Chaosphere.",
        "Tengo Pajarera de Serra. Mi rival baja Esfera del Caos.",
        "Tengo Pajarera de Serra. Después mi rival lanza Esfera del Caos.",
    ],
)
def test_704_5k_the_world_permanent_told_entering_last_is_the_newest(board: str, named_catalog: CardCatalog) -> None:
    result = answer(board, named_catalog).result
    assert rules(answer(board, named_catalog)) == [{"704.5k"}]
    [action] = result.rounds[0].actions
    assert action.subjects == ("Serra Aviary",)


@pytest.mark.parametrize(
    "board",
    [
        "I have Serra Aviary and my opponent has Chaosphere.",
        "Tengo Pajarera de Serra y mi rival Esfera del Caos.",
        # told last, but dated: the order told may not be the order they entered in
        "My opponent has Chaosphere. I cast Serra Aviary two turns ago.",
        "Mi rival tiene Esfera del Caos. Yo bajé Pajarera de Serra hace dos turnos.",
    ],
)
def test_704_5k_two_world_permanents_told_as_there_leave_their_order_open(
    board: str, named_catalog: CardCatalog
) -> None:
    """Which has been a world permanent longer isn't told: the reply asks for the timestamps."""
    result = answer(board, named_catalog).result
    assert rules(answer(board, named_catalog)) == []
    assert any(note.rule == "704.5k" for note in result.notes)


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Pajarera de Serra y mi Ángel de Serra. Mi rival atacó con un Báloth retumbante y lo bloqueé con "
        "el ángel: el báloth murió y el ángel quedó con 4 de daño. Después mi rival lanzó Esfera del Caos.",
        "I have Serra Aviary and Serra Angel. My opponent attacked with Rumbling Baloth and I blocked with the "
        "Angel: the Baloth died and the Angel has 4 damage. Then my opponent cast Chaosphere.",
    ],
)
def test_704_5k_then_704_5g_a_death_told_before_a_permanent_entered_is_past(
    board: str, named_catalog: CardCatalog
) -> None:
    """The Baloth died at the checks after combat damage; the Aviary leaves now (704.5k), and
    the Angel, a 4/4 again with 4 damage, at the next check (704.5g)."""
    assert rules(answer(board, named_catalog)) == [{"704.5k"}, {"704.5g"}]


@pytest.mark.parametrize("after, expected", [("", [{"704.5g"}]), (" Then my opponent cast Chaosphere.", [])])
def test_704_5g_a_death_told_is_the_checks_unless_something_entered_after(
    after: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    """Nothing told after the death: the check performs it (704.5g). A permanent told entering
    after it: the death was at the checks of its time, and this check finds nothing."""
    board = "My opponent's Grizzly Bears attacked and I blocked with Serra Angel: the Bears died." + after
    assert rules(answer(board, named_catalog)) == expected


@pytest.mark.parametrize(
    "board",
    [
        "NAP controla Pajarera de Serra. Su Ángel de Serra (5/5 con la Pajarera) bloqueó en combate y tiene 4 de "
        "daño. En la segunda principal, AP lanza Esfera del Caos.",
        "NAP controls Serra Aviary. His Serra Angel (5/5 with the Aviary) blocked and has 4 damage. In main phase "
        "2, AP casts Chaosphere.",
    ],
)
def test_704_5g_what_follows_a_bracket_speaks_of_what_it_followed(board: str, named_catalog: CardCatalog) -> None:
    line = only_line(board, named_catalog)
    assert '"Serra Angel" 4 ' in line and '"Serra Aviary" 4 ' not in line
    assert 'NAP: "Serra Angel"' in line  # "su"/"his" after NAP was spoken of: NAP's
    assert rules(answer(board, named_catalog)) == [{"704.5k"}, {"704.5g"}]
