"""An attacker blocked by several, its damage told in part ("he puts 2 on the Bears", "le
asigna los 3 a los Osos"): all of it is assigned among its blockers (510.1c), so the rest goes
to the one blocker left; parts that can't be all of it are asked, never taken as told."""

from __future__ import annotations

import re

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings

BLOCK = "Hill Giant attacks, I block with Grizzly Bears and Llanowar Elves, "
BLOQUEO = "Su Gigante de las colinas ataca, bloqueo con Osos pardos y Elfos de Llanowar, "


def dying(board: str, cards: CardCatalog) -> set[str]:
    return {s for r in answer(board, cards).result.rounds for a in r.actions for s in a.subjects}


@pytest.mark.parametrize("board", [BLOCK + "he puts 2 on the Bears", BLOQUEO + "y le asigna 2 a los Osos"])
def test_510_1c_the_rest_of_the_damage_goes_to_the_blocker_left(board: str, named_catalog: CardCatalog) -> None:
    """3 power, 2 told to the Bears: the Elves take the other 1 and die with the Bears and the Giant."""
    (read,) = natural_readings(board, named_catalog, [])
    assert re.search(r'"Llanowar Elves" 1 (de )?da(mage|ño) (from|de) "Hill Giant"', read.line)
    assert dying(board, named_catalog) == {"Hill Giant", "Grizzly Bears", "Llanowar Elves"}


@pytest.mark.parametrize("board", [BLOCK + "he puts all 3 on the Elves", BLOQUEO + "y le asigna los 3 a los Elfos"])
def test_510_1c_the_twin_all_of_it_on_one_blocker(board: str, named_catalog: CardCatalog) -> None:
    """All 3 on the Elves: the Bears take nothing and live."""
    assert dying(board, named_catalog) == {"Hill Giant", "Llanowar Elves"}


@pytest.mark.parametrize(
    "board",
    [
        BLOCK + "he puts all 4 on the Bears",
        "Hill Giant attacks, I block with Grizzly Bears, Llanowar Elves and Typhoid Rats, he puts 1 on the Bears",
    ],
)
def test_510_1c_parts_that_cant_be_all_of_it_are_asked(board: str, named_catalog: CardCatalog) -> None:
    """More than its power, or a rest two blockers could share: asked."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Craw Wurm blocked by two Grizzly Bears, I put 3 on each.",
        "Mi Sierpe dragón es bloqueada por dos Osos pardos y les asigno 3 a cada uno.",
        "Mi Sierpe dragón es bloqueada por dos Osos pardos y pongo 3 a cada uno.",
    ],
)
def test_510_1c_the_same_part_to_each_blocker(board: str, named_catalog: CardCatalog) -> None:
    """6 power, 3 to each Bears: both Bears die, and their 4 damage kills the Wurm."""
    assert dying(board, named_catalog) == {"Craw Wurm", "Grizzly Bears #1", "Grizzly Bears #2"}


@pytest.mark.parametrize(
    "board",
    [
        "Hill Giant blocked by two Grizzly Bears, I put 1 on each.",
        "Kalonian Tusker blocked by two Grizzly Bears, I put 2 on each.",
    ],
)
def test_510_1c_the_twin_each_part_not_adding_up_to_its_power_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """3 power as 1 + 1, or as 2 + 2: not all of it, or more than it: asked."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)
