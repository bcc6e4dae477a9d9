"""A short name several cards share, said in the plural ("two Thalias", "dos Thalias"): each
card it names is a reading, as for the name in the singular; never refused as an unknown word."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from engine.cards.catalog import CardCatalog
from engine.cards.names import Rank
from engine.reading import answer
from engine.reading.natural import natural_readings

GUARDIAN = "Thalia, Guardian of Thraben"
SECOND = "Thalia, Second Legend"


@pytest.fixture(scope="module")
def two_thalias(named_cards_db: Path) -> CardCatalog:
    """The named cards and a second legend called Thalia (Guardian's faces under another name)."""
    from bot.storage import Storage

    async def rows() -> tuple[list[tuple[str, int, int, str]], list[tuple[int, str, str]]]:
        async with Storage.open(named_cards_db) as storage:
            names, cards = await storage.card_catalog_rows()
        return list(names), list(cards)

    names, cards = asyncio.run(rows())
    guardian = next(card for card in cards if card[1] == GUARDIAN)
    cards.append((10**9, SECOND, guardian[2]))
    names += [("thalia second legend", 10**9, int(Rank.NAME), SECOND), ("thalia", 10**9, int(Rank.SHORT), SECOND)]
    return CardCatalog(names, cards)


@pytest.mark.parametrize("board", ["I have two Thalias out.", "Tengo dos Thalias en juego."])
def test_704_5j_two_copies_of_a_legend_said_in_the_plural(board: str, two_thalias: CardCatalog) -> None:
    cards = {r.line.split('"')[1] for r in natural_readings(board, two_thalias, [])}
    assert cards == {GUARDIAN, SECOND}
    assert [c.rule for c in answer(board, two_thalias).result.pending_choices] == ["704.5j"]


def test_the_twin_a_plural_no_card_has_is_not_read(two_thalias: CardCatalog) -> None:
    """ "Zzyzxas" names no card: the plural never makes one up."""
    assert list(natural_readings("I have two Zzyzxas out.", two_thalias, [])) == []
