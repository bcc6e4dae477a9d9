""" "I have 3 Grizzly Bears, two of them have 2 damage", "dos de ellos tienen 2 de daño": that many
of the alike copies just told have it (before, refused). "Two of them" of two, an event ("two of
them died") or "two of my Bears" (which would read as two more) is not read this way."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import destroyed


@pytest.mark.parametrize(
    "board",
    [
        "I have 3 Grizzly Bears, two of them have 2 damage.",
        "Tengo 3 Osos pardos, dos de ellos tienen 2 de daño.",
        "I have 3 Grizzly Bears. Two of them have 2 damage.",
    ],
)
def test_704_5g_two_of_them_is_two_of_the_copies(board: str, named_catalog: CardCatalog) -> None:
    assert destroyed(board, named_catalog) == 2


def test_704_5g_the_twin_two_of_them_with_too_little_damage(named_catalog: CardCatalog) -> None:
    assert destroyed("I have 3 Grizzly Bears. Two of them have 1 damage.", named_catalog) == 0


@pytest.mark.parametrize(
    "board",
    [
        "I have 2 Grizzly Bears, two of them have 2 damage.",
        "I have 3 Grizzly Bears, two of them died.",
        "I have 3 Grizzly Bears, two of my Bears have 2 damage.",
    ],
)
def test_the_twin_two_of_them_not_a_part_of_alike_copies_is_not_read(board: str, named_catalog: CardCatalog) -> None:
    assert list(natural_readings(board, named_catalog, [])) == []
