"""A board written as a letter or an itemized list: a sign-off's name after a closing ("Thanks
in advance, Mark", "Gracias, Marta"), a list's labels ("Item 1:", "Punto 2:") and an owner in
brackets after a card ("Hill Giant (opponent's)", "(opp)") are read as such, never refused
and never taken for a fact of the board."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    "board",
    [
        "Dear Juez, my Grizzly Bears have 2 damage on them. What happens? Thanks in advance, Mark",
        "My Grizzly Bears have 2 damage. Cheers, Mark Smith.",
        "Hola Juez, tengo unos Osos pardos con 2 de daño. ¿Qué pasa? Gracias, Marta",
    ],
)
def test_704_5g_a_signed_letter_is_read_without_its_signature(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5g_the_twin_a_name_after_no_closing_is_not_skipped(named_catalog: CardCatalog) -> None:
    """ "… 2 damage. Mark": no closing before the word, so it is no signature (asked)."""
    assert list(natural_readings("My Grizzly Bears have 2 damage. Mark", named_catalog, [])) == []


def test_704_5g_the_twin_a_card_after_a_closing_is_still_the_card(named_catalog: CardCatalog) -> None:
    assert '"Hill Giant"' in only_line("My Grizzly Bears have 2 damage. Thanks, Hill Giant", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Item 1: Grizzly Bears (mine), 2 damage marked. Item 2: Hill Giant (opponent's), 3 damage marked.",
            'you: "Grizzly Bears" 2 damage; opponent: "Hill Giant" 3 damage',
        ),
        (
            "Punto 1: mis Osos pardos con 2 de daño. Punto 2: el Gigante de las colinas del rival con 1 de daño.",
            'tú: "Grizzly Bears" 2 de daño; oponente: "Hill Giant" 1 de daño',
        ),
        (
            "Line 1: Grizzly Bears (opponent's), 2 damage marked. Line 2: Hill Giant (mine), 1 damage marked.",
            'opponent: "Grizzly Bears" 2 damage; you: "Hill Giant" 1 damage',
        ),
        (
            "- Grizzly Bears, 2 damage\n- Hill Giant (opp), 1 damage",
            'you: "Grizzly Bears" 2 damage; opponent: "Hill Giant" 1 damage',
        ),
    ],
)
def test_704_5g_an_itemized_board_reads_each_item_and_its_owner(
    board: str, line: str, named_catalog: CardCatalog
) -> None:
    assert only_line(board, named_catalog) == line
