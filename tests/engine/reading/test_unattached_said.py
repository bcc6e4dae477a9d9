"""An Aura or Equipment said to be attached to nothing ("an unattached Bonesplitter", "un
Quebrantahuesos sin equipar"), and an Aura cast "enchanting" a permanent ("lanzó Canción de las
dríadas encantando mi Himno glorioso")."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I have an unattached Rancor and Grizzly Bears.",
        "Tengo un Rancor sin anexar y Osos pardos.",
        "Rancor not attached to anything; Grizzly Bears.",
    ],
)
def test_704_5m_an_aura_said_unattached_goes_to_the_graveyard(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5m"}]


@pytest.mark.parametrize(
    "board",
    [
        "I have an unattached Bonesplitter and Grizzly Bears with 2 damage.",
        "Tengo un Quebrantahuesos sin equipar y Osos pardos con 2 de daño.",
    ],
)
def test_704_5n_an_equipment_said_unattached_stays_and_gives_nothing(board: str, named_catalog: CardCatalog) -> None:
    """The Bears get no +2/+0 from an Equipment on nothing: 2 damage is lethal (704.5g), and the
    Equipment stays (301.5c)."""
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    gear = next(o for o in found.state.objects if o.card == "Bonesplitter")
    assert gear.attached_to is None


@pytest.mark.parametrize("board", ["I have an unattached Grizzly Bears.", "Tengo unos Osos pardos sin equipar."])
def test_unattached_said_of_a_creature_is_not_read(board: str, named_catalog: CardCatalog) -> None:
    assert list(natural_readings(board, named_catalog, [])) == []
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    ("board", "dies"),
    [
        (
            "Controlo Himno glorioso y Osos pardos con 2 de daño. Luego mi rival lanzó Canción de las dríadas encantando mi Himno glorioso.",
            True,
        ),
        (
            "Controlo Himno glorioso y Osos pardos con 2 de daño. Luego mi rival lanzó Canción de las dríadas encantando mi Osos pardos.",
            False,
        ),
        (
            "I control Glorious Anthem and Grizzly Bears with 2 damage. Then my opponent cast Song of the Dryads enchanting my Glorious Anthem.",
            True,
        ),
    ],
)
def test_613_an_aura_cast_enchanting_a_permanent_is_attached_to_it(
    board: str, dies: bool, named_catalog: CardCatalog
) -> None:
    """Song of the Dryads on the Anthem: the Anthem is a Forest, the Bears 2/2 with 2 damage
    die; on the Bears, the Bears are a land (no toughness, no lethal damage)."""
    assert rules(answer(board, named_catalog)) == ([{"704.5g"}] if dies else [])
