"""Spanish "me" before a casting verb ("Mi rival me tira un Choque", "me mete un Relámpago"):
the writer is the spell's target, its caster the player said or spoken of last. Before, the
spell was left unread and the board refused."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Estoy a 2 vidas y mi rival me tira un Choque.",
        "Estoy a 3. Mi rival me mete un Relámpago.",
    ],
)
def test_704_5a_the_writer_hit_by_the_spell_loses(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


def test_704_5a_the_twin_a_spell_cast_at_me_at_5_life_leaves_me_in(named_catalog: CardCatalog) -> None:
    assert rules(answer("Estoy a 5 vidas y mi rival me tira un Choque.", named_catalog)) == []


def test_704_5a_the_twin_me_before_the_writers_own_verb_is_not_a_target(named_catalog: CardCatalog) -> None:
    """ "me tiro un Relámpago": the writer's own verb; never read as casting it at themselves."""
    for read in natural_readings("Estoy a 3 y me tiro un Relámpago.", named_catalog, []):
        assert "vida 0" not in read.line and "life 0" not in read.line


def test_704_5g_a_target_said_after_wins_over_me(named_catalog: CardCatalog) -> None:
    """ "me lanza un Relámpago a mis Osos pardos": the Bears are the target ("me": mine)."""
    assert rules(answer("Estoy a 5 vidas, mi rival me lanza un Relámpago a mis Osos pardos.", named_catalog)) == [
        {"704.5g"}
    ]


def test_704_5a_me_tiran_someone_cast_it_at_the_writer(named_catalog: CardCatalog) -> None:
    """The impersonal plural ("me tiran un Relámpago"): someone cast it; the writer took it."""
    assert rules(answer("Tengo 3 vidas y me tiran un Relámpago.", named_catalog)) == [{"704.5a"}]


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Osos pardos. El rival me tiró Desmembrar.",
        "Tengo unos Osos pardos y me tiraron Dismember (Desmembrar).",
    ],
)
def test_704_5f_a_spell_only_a_creature_can_be_the_target_of_cast_at_me_is_at_my_creature(
    board: str, named_catalog: CardCatalog
) -> None:
    """ "me tiraron Desmembrar": no player can be Dismember's target, so "me" says whose creature
    (the one creature of mine told): -5/-5 on a 2/2, toughness 0 or less (704.5f)."""
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


def test_the_twin_with_two_creatures_of_mine_which_one_is_never_guessed(named_catalog: CardCatalog) -> None:
    board = "Tengo Osos pardos y Elfos de Llanowar. El rival me tiró Desmembrar."
    assert list(natural_readings(board, named_catalog, [])) == []


def test_the_twin_a_spell_that_can_target_me_still_hits_me(named_catalog: CardCatalog) -> None:
    """Lightning Bolt can hit a player: "me tiró un Relámpago" is at the writer, never at the Bears."""
    for read in natural_readings(
        "Tengo Osos pardos. Estoy a 2 vidas. El rival me tiró un Relámpago.", named_catalog, []
    ):
        assert "daño" not in read.line, read.line
