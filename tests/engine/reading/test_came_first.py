""" "Humility and Opalescence. Humility came down first." / "Humildad llegó primero" / "Opalescence
came last": the first (or last) of the effect sources to enter, its timestamp before (after)
every other's (613.7). Before, the order told was asked about ("which order do you mean?")."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings


def _lines(board: str, cards: CardCatalog) -> list[str]:
    return [read.line for read in natural_readings(board, cards, [])]


@pytest.mark.parametrize(
    "board",
    [
        "Humility and Opalescence. Humility came down first.",
        "Humility and Opalescence. Humility came first.",
        "Humility and Opalescence, Humility was first.",
        "Humility and Opalescence. Opalescence came last.",
        "Humildad y Opalescencia. Humildad llegó primero.",
    ],
)
def test_613_7_the_one_told_first_has_the_earlier_timestamp(board: str, named_catalog: CardCatalog) -> None:
    assert _lines(board, named_catalog) in (
        ['you: "Humility"; you: "Opalescence"'],
        ['tú: "Humility"; tú: "Opalescence"'],
    )


def test_613_7_the_twin_the_other_one_first_is_the_other_order(named_catalog: CardCatalog) -> None:
    assert _lines("Humility and Opalescence. Opalescence came down first.", named_catalog) == [
        'you: "Opalescence"; you: "Humility"'
    ]


def test_613_7_the_twin_two_told_first_is_not_read(named_catalog: CardCatalog) -> None:
    assert _lines("Humility came first and Opalescence came first.", named_catalog) == []
