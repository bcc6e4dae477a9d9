"""A sentence that opens on its verb ("Mi rival tiene 2 cartas en la biblioteca. Roba 3.",
"Opp has 2 cards in library. Draws 3."): a verb in the third person is the player spoken of
last, when that is not the writer; after the writer, or in the writer's own person, it is not
that player. And a Spanish imperfect opening the text ("Tenía …") is the writer's only when
nothing in its sentence says "su" (his, her, your-formal): "Tenía 2 cartas en su biblioteca"
is someone else's library."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings


def _losers(board: str, cards: CardCatalog) -> list[str]:
    result = answer(board, cards).result
    said = {"oponente": "opponent", "tú": "you"}  # a Spanish board's players, named in English
    return sorted(said.get(p, p) for r in result.rounds for a in r.actions if a.rule == "704.5b" for p in a.subjects)


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival tiene 2 cartas en la biblioteca. Roba 3.",
        "Mi rival tiene 2 cartas en la biblioteca. Robó 3.",
        "Opponent has 2 cards in library. Draws 3.",
    ],
)
def test_704_5b_the_opponent_spoken_of_draws_from_an_empty_library(board: str, named_catalog: CardCatalog) -> None:
    assert _losers(board, named_catalog) == ["opponent"]


def test_704_5b_the_twin_a_third_person_verb_after_the_writer_is_not_the_writer(
    named_catalog: CardCatalog,
) -> None:
    """ "Tengo 2 cartas. Roba 3.": "roba" never tells what the writer did; with no one else
    spoken of, who drew is not made up."""
    for read in natural_readings("Tengo 2 cartas en la biblioteca. Roba 3.", named_catalog, []):
        assert "tú: robó" not in read.line and "you: drew" not in read.line


def test_704_5b_the_twin_su_in_an_opening_imperfect_is_not_the_writers_library(named_catalog: CardCatalog) -> None:
    """Before: "you lose" (the writer's library), a confident wrong answer for "his library"."""
    try:
        losers = _losers("Tenía 2 cartas en su biblioteca y robó 3.", named_catalog)
    except BoardError:
        return  # asked: whose library it was is not guessed
    assert "you" not in losers


def test_704_5b_the_twin_mi_in_an_opening_imperfect_is_the_writers(named_catalog: CardCatalog) -> None:
    assert _losers("Tenía 2 cartas en mi biblioteca y robé 3.", named_catalog) == ["you"]


def test_704_5g_an_attacker_named_deals_its_damage_to_each_blocker(named_catalog: CardCatalog) -> None:
    """ "Wurm deals 3 to each": Craw Wurm (6/4) divides its damage over both Bears (510.1c)."""
    for board in (
        "My Craw Wurm got blocked by his two Grizzly Bears. Wurm deals 3 to each.",
        "Mi Sierpe dragón es bloqueada por dos Osos pardos. La Sierpe les pega 3 a cada uno.",
    ):
        [read] = list(natural_readings(board, named_catalog, [], lang="en"))
        assert read.line.count('3 damage from "Craw Wurm"') == 2, read.line


def test_704_5g_the_twin_a_blocker_cant_divide_the_attackers_damage(named_catalog: CardCatalog) -> None:
    for read in natural_readings(
        "My Craw Wurm got blocked by his two Grizzly Bears. The Bears deal 2 to each.", named_catalog, []
    ):
        assert '2 damage from "Craw Wurm"' not in read.line.split(";")[1]


def test_704_5g_a_plural_verb_is_the_list_before_it_never_one_player(named_catalog: CardCatalog) -> None:
    """ "Tengo Himno glorioso y mis Osos pardos reciben 3 de un Relámpago": "reciben" is the
    Bears' (3/3 with the Anthem: destroyed), never the writer's left out (before: the writer
    took 3 and the judge was asked for a life total)."""
    result = answer("Tengo Himno glorioso y mis Osos pardos reciben 3 de un Relámpago.", named_catalog).result
    assert [a.rule for r in result.rounds for a in r.actions] == ["704.5g"]
