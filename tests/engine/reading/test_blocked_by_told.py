"""A block told from the attacker's side ("my Hill Giant got blocked by his Grizzly Bears", "mi
Gigante fue bloqueado por sus Osos"): the same combat as "his Bears blocked my Giant" (509.1,
510.1), never an attacker with nothing said about its block."""

from __future__ import annotations

import re

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant got blocked by his Grizzly Bears.",
        "My Hill Giant was blocked by my opponent's Grizzly Bears.",
        "My Hill Giant attacks and gets blocked by his Grizzly Bears.",
        "Mi Gigante de las colinas fue bloqueado por los Osos pardos del rival.",
        "Mi Gigante de las colinas quedó bloqueado por sus Osos pardos.",
    ],
)
def test_510_1_the_blocker_and_the_attacker_deal_their_damage(board: str, named_catalog: CardCatalog) -> None:
    """The Giant's 3 to the Bears (704.5g); the Bears' 2 leaves the 3/3 Giant alive."""
    (read,) = natural_readings(board, named_catalog, [])
    assert re.search(r'"Grizzly Bears" 3 (de )?da(mage|ño) (from|de) "Hill Giant"', read.line)
    assert re.search(r'"Hill Giant" 2 (de )?da(mage|ño) (from|de) "Grizzly Bears"', read.line)
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant got blocked by his Grizzly Bears and Llanowar Elves. I assign 2 to the Bears and 1 to the Elves.",
        "Mi Gigante de las colinas fue bloqueado por sus Osos pardos y Elfos de Llanowar. "
        "Reparto 2 a los Osos y 1 a los Elfos.",
    ],
)
def test_510_1c_a_divided_damage_told_after_a_double_block(board: str, named_catalog: CardCatalog) -> None:
    """Three creatures with lethal damage, all destroyed in one check."""
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]
    (read,) = natural_readings(board, named_catalog, [])
    assert re.search(r'"Llanowar Elves" 1 (de )?da(mage|ño) (from|de) "Hill Giant"', read.line)


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant got blocked by his Grizzly Bears and Llanowar Elves.",
        "Mi Gigante de las colinas fue bloqueado por sus Osos pardos y Elfos de Llanowar.",
    ],
)
def test_510_1c_an_undivided_double_block_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """The twin: how the Giant's 3 is divided is its controller's choice, so it is asked."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "My Hill Giant got blocked by my Grizzly Bears.",
        "Mi Gigante de las colinas fue bloqueado por mis Osos pardos.",
    ],
)
def test_506_2_one_player_never_blocks_their_own_attacker(board: str, named_catalog: CardCatalog) -> None:
    """The twin: both the writer's: no reading puts them in one combat."""
    assert list(natural_readings(board, named_catalog, [])) == []
