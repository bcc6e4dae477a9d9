"""The verb of having left out after another player's in the same sentence ("Yo tengo unos Osos
pardos y el rival un Gigante", "I have Grizzly Bears and my opponent a Hill Giant"): the list
after the second player is that player's. Only a player said there: never one implied (the
opponent spoken of last would take the writer's own lands)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings


@pytest.mark.parametrize(
    ("board", "giant"),
    [
        ("I have Grizzly Bears and my opponent a Hill Giant with 3 damage.", 'opponent: "Hill Giant" 3 damage'),
        (
            "Yo tengo unos Osos pardos y el rival un Gigante de las colinas con 3 de daño.",
            'oponente: "Hill Giant" 3 de daño',
        ),
    ],
)
def test_the_second_players_list_is_theirs(board: str, giant: str, named_catalog: CardCatalog) -> None:
    (read,) = natural_readings(board, named_catalog, [])
    assert giant in read.line and ('you: "Grizzly Bears"' in read.line or 'tú: "Grizzly Bears"' in read.line)


def test_the_twin_a_list_after_a_side_heading_stays_the_writers(named_catalog: CardCatalog) -> None:
    """ "… my opponent resolves Blood Moon. My side: …, two Forests and a Swamp": mine."""
    board = (
        "I have Grizzly Bears, and later my opponent resolves Blood Moon. My side: Hill Giant, two Forests and a Swamp."
    )
    for read in natural_readings(board, named_catalog, []):
        assert 'opponent: "Forest' not in read.line and 'opponent: "Swamp' not in read.line
