"""Interjections and address words of more dialects carry no fact: skipped and listed ("grand",
"sure look", "lah", "innit"; "mola", "en plan", "tuanis", "klk"). A possessive before such a word
names someone the reader doesn't know ("my grand has…"): never the writer with the word skipped."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "talk"),
    [
        ("Right so, grand, my Grizzly Bears has 2 damage, sure look.", "grand"),
        ("Can or not? My Grizzly Bears with a -1/-1 counter and 1 damage lah", "lah"),
        ("Oi mate, my Grizzly Bears has 2 damage innit", "innit"),
        ("Tío, mola: mis Osos pardos tienen 2 de daño, en plan.", "mola"),
        ("Klk, mis Osos pardos tienen 2 de daño. Tuanis.", "Tuanis"),
    ],
)
def test_704_5g_dialect_talk_is_skipped_and_listed(board: str, talk: str, named_catalog: CardCatalog) -> None:
    (read,) = natural_readings(board, named_catalog, [])
    assert talk in read.skipped
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "My grand has Grizzly Bears with 2 damage.",
        "Mi chacho tiene unos Osos pardos con 2 de daño.",
    ],
)
def test_a_possessive_before_talk_is_never_the_writer(board: str, named_catalog: CardCatalog) -> None:
    assert list(natural_readings(board, named_catalog, [])) == []
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_a_relative_said_with_a_possessive_is_another_player(named_catalog: CardCatalog) -> None:
    (read,) = natural_readings(
        "Mi tío tiene unos Osos pardos con 2 de daño y yo tengo un Gigante de las colinas.", named_catalog, []
    )
    assert read.line.startswith('opponent: "Grizzly Bears"') or read.line.startswith('oponente: "Grizzly Bears"')
