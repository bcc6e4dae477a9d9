"""A list of one card per line or per semicolon ("Humility; Humility; Opalescence"): a name
listed again is another copy. Before, the natural reader took each repeated name as the one
already told, read one Humility where the judge listed two, and /layers asked which board was
meant between the typed list and a board with half its objects."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import lines


@pytest.mark.parametrize(
    "board",
    [
        "Humility; Humility; Opalescence",
        "Humility\nHumility\nOpalescence",
        "Humildad; Humildad; Opalescencia",
    ],
)
def test_613_a_name_listed_again_is_another_copy(board: str, named_catalog: CardCatalog) -> None:
    found = lines(board, named_catalog)
    assert found, board
    for line in found:
        assert '"Humility" #1' in line and '"Humility" #2' in line, line


def test_613_the_list_as_typed_and_as_told_agree(named_catalog: CardCatalog) -> None:
    """/layers and /sba answer the list without asking which board was meant."""
    found = answer("Humility; Humility; Opalescence; Grizzly Bears", named_catalog, layers=True)
    assert found.reading is None
    assert len([o for o in found.state.objects if o.card == "Humility"]) == 2


@pytest.mark.parametrize(
    "board",
    [
        "Humility. Opalescence. Humility came first.",
        "Humildad. Opalescencia. Humildad llegó primero.",
    ],
)
def test_613_7_the_twin_a_name_said_again_with_a_fact_is_the_one_told(board: str, named_catalog: CardCatalog) -> None:
    """Said again with something about it: a back-reference, never a second copy."""
    for line in lines(board, named_catalog):
        assert "#2" not in line, line


def test_704_5g_the_twin_a_name_listed_after_a_fact_about_it_is_not_a_copy_guessed(named_catalog: CardCatalog) -> None:
    """ "Grizzly Bears with 2 damage. Grizzly Bears." is the damaged one, or another: the
    natural reader never makes the copy here (something was said of the first)."""
    for line in lines("Grizzly Bears with 2 damage. Grizzly Bears.", named_catalog):
        assert "#2" not in line, line
