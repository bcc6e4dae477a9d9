"""The full shared AtomicCards file (23,711 cards, April 2022): imported once for this module.

Slower than the rest (about 12 s to import), and run by `make test` all the same: it is the
file production's shape comes from, and what reading every card name is measured on."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path

import pytest

from bot.cards.ingest import import_cards_file
from bot.cards.service import CardService
from bot.storage import Storage
from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def full_db(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    path = tmp_path_factory.mktemp("full") / "cards.sqlite3"

    async def build() -> None:
        async with Storage.open(path) as storage:
            await import_cards_file(storage, shared / "data/cards/AtomicCards.json.xz", source="full", official=True)

    asyncio.run(build())
    yield path


def test_every_card_of_the_full_file_is_stored(full_db: Path) -> None:
    with closing(sqlite3.connect(full_db)) as db:
        assert db.execute("SELECT count(*) FROM cards").fetchone()[0] == 23_711
        spanish = db.execute("SELECT count(*) FROM cards WHERE spanish_name IS NOT NULL").fetchone()[0]
        assert spanish == 21_374


#: Typed names and the card each is: Spanish printed names, a split card, an apostrophe left out.
TYPED_NAMES = [
    ("Osos pardos", "Grizzly Bears"),
    ("Thalia, guardiana de Thraben", "Thalia, Guardian of Thraben"),
    ("Relámpago", "Lightning Bolt"),
    ("Jace, el escultor mental", "Jace, the Mind Sculptor"),
    ("Indagador de secretos", "Delver of Secrets // Insectile Aberration"),
    ("Fuego // Hielo", "Fire // Ice"),
    ("Lichs Mirror", "Lich's Mirror"),
]


async def test_spanish_and_english_names_of_the_full_file(full_db: Path) -> None:
    """One service for every name, as the bot keeps one: its name index is built once (about a
    second on the full file), not once per name."""
    async with Storage.open(full_db) as storage:
        service = CardService(storage)
        found = [(typed, (await service.find(typed)).name) for typed, _ in TYPED_NAMES]
    assert found == TYPED_NAMES


def test_nearly_every_permanent_card_reads_by_name_in_a_board(full_db: Path) -> None:
    """Each single-faced permanent's English and Spanish name, with damage: read as that card
    or asked about (ambiguous Spanish names), never read as another card."""
    with closing(sqlite3.connect(full_db)) as db:
        catalog = CardCatalog(
            [(k, c, r, s) for k, c, r, s in db.execute("SELECT key, card_id, rank, shown FROM card_names")],
            [(i, n, b) for i, n, b in db.execute("SELECT id, name, board FROM cards")],
        )
        rows = list(db.execute("SELECT name, spanish_name, board FROM cards"))
    permanents = {"creature", "artifact", "enchantment", "planeswalker", "land"}
    read = asked = wrong = 0
    for name, spanish, board in rows[::7]:  # every seventh card: 3,388 cards, about 6,000 names
        faces = json.loads(board)
        if name.startswith("A-") or len(faces) != 1 or not set(faces[0].get("card_types", ())) & permanents:
            continue
        for typed in filter(None, (name, spanish)):
            try:
                objects = parse_board(f"{typed} with 2 damage", catalog).objects
            except BoardError:
                asked += 1
                continue
            expected = catalog.read(typed)
            if len(objects) == 1 and expected.card is not None and objects[0].card == expected.card.name:
                read += 1
            else:
                wrong += 1
    assert wrong == 0
    assert read / (read + asked) > 0.995, (read, asked)
