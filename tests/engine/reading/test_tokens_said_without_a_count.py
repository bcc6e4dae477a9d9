""" "I attacked with my Soldier tokens", "la ataqué con mis fichas de Espíritu", "Opp has 1/1
Elemental tokens": several tokens said without how many. Each token is its own object (111.1)
and deals its own combat damage (510.1), so one read for several answered "2 life" and "2
loyalty" where the count decides: the count is asked, naming the tokens. With the count said,
or with the tokens told earlier, the board is read as before."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import NaturalQuestion
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "tokens"),
    [
        ("Opp is at 3 life. I attacked with my Soldier tokens from Raise the Alarm, no blocks.", "Soldier"),
        ("Mi rival está a 3 vidas. Ataqué con mis fichas de Soldado de Dar la alarma y no bloqueó.", "Soldado"),
        (
            "La Liliana del Velo de mi rival estaba en 3. La ataqué con mis fichas de Espíritu de Almas"
            " persistentes y no bloqueó nada. ¿Se va Liliana?",
            "Espíritu",
        ),
        ("Opp has Grizzly Bears and 1/1 Elemental tokens. I cast Pyroclasm.", "Elemental"),
        ("Mi rival tiene fichas de Elemental 1/1 y unos Osos pardos. Lanzo Detonación ígnea.", "Elemental"),
    ],
)
def test_111_1_tokens_said_in_the_plural_without_a_count_are_asked(
    board: str, tokens: str, named_catalog: CardCatalog
) -> None:
    with pytest.raises(NaturalQuestion) as asked:
        answer(board, named_catalog)
    assert asked.value.key == "board.natural.how_many" and asked.value.params["what"] == tokens


@pytest.mark.parametrize(
    "board",
    [
        "Opp controls two 1/1 Elemental tokens and Grizzly Bears. I cast Pyroclasm.",
        "Mi rival tiene dos fichas de Elemental 1/1 y unos Osos pardos. Lanzo Detonación ígnea.",
    ],
)
def test_704_5g_tokens_with_their_count_said_are_each_destroyed(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}, {"704.5d"}]
    assert found.reading is not None and found.reading.count("Elemental") == 2
