"""Protection an Aura grants that doesn't remove it (702.16: an Aura with a quality its host has
protection from is put into its owner's graveyard, 704.5m): "This effect doesn't remove White
Ward" keeps White Ward on; the same protection from another source doesn't."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.sba.check import check_sba


def gone(board: str, cards: CardCatalog) -> list[tuple[str, ...]]:
    return [a.subjects for r in check_sba(parse_board(board, cards)).rounds for a in r.actions]


@pytest.mark.parametrize("board", ["White Ward on Grizzly Bears", "Guarda de blanco sobre Osos pardos"])
def test_704_5m_white_ward_protects_from_white_and_stays(board: str, named_catalog: CardCatalog) -> None:
    assert gone(board, named_catalog) == []


def test_704_5m_white_ward_twin_another_white_aura_falls_off(named_catalog: CardCatalog) -> None:
    """The Bears have protection from white: a second white Aura is removed, White Ward is not."""
    board = "Grizzly Bears; White Ward on Grizzly Bears; Pacifism on Grizzly Bears"
    assert gone(board, named_catalog) == [("Pacifism",)]


def test_704_5m_spectra_ward_spares_every_aura(named_catalog: CardCatalog) -> None:
    board = "Grizzly Bears; Spectra Ward on Grizzly Bears; Pacifism on Grizzly Bears"
    assert gone(board, named_catalog) == []
