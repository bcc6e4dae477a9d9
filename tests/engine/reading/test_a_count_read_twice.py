""" "My two Grizzly Bears got Pyroclasmed": the row reads the subject for the spell's effect and
again as what was spoken of last. Each reading of "two Grizzly Bears" added two more copies, so
four Bears were destroyed. The same words read again are the copies they made, never more."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My two Grizzly Bears got Pyroclasmed.",
        "His two Grizzly Bears got Pyroclasmed.",
        "A mis dos Osos pardos les tiraron una Detonación ígnea.",
    ],
)
def test_704_5g_two_copies_said_once_are_two(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.reading is not None and found.reading.count("Grizzly Bears") == 2
