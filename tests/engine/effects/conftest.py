"""A card catalog of the cards the effects tests name, taken from the full shared card file
(the sample lacks some of them: Elvish Archdruid, Unholy Strength)."""

from __future__ import annotations

import asyncio
import json
import lzma
from pathlib import Path

import ijson
import pytest

from engine.cards.catalog import CardCatalog

CARDS = (
    "Glorious Anthem",
    "Grizzly Bears",
    "Llanowar Elves",
    "Elvish Archdruid",
    "Unholy Strength",
    "Short Sword",
    "Elesh Norn, Grand Cenobite",
    "Humility",
    "Opalescence",
    "Platinum Angel",
    "Blood Moon",
    "Urborg, Tomb of Yawgmoth",
    "Forest",
    "Mirror Gallery",
    "Thalia, Guardian of Thraben",
    "Phyrexian Unlife",
    "Rancor",
    "Honor of the Pure",
    "Darksteel Colossus",
    "Rest in Peace",
    "Tarmogoyf",
    "Nightmare",
    "Swamp",
    "Kor Spiritdancer",
    "Heliod, God of the Sun",
    "Control Magic",
    "Lord of Atlantis",
    "Merfolk of the Pearl Trident",
    "Favorable Winds",
    "Liliana's Elite",
    "Lightning Bolt",
    "Serra Angel",
    "Transcendence",
)


@pytest.fixture(scope="session")
def effect_catalog(shared: Path, tmp_path_factory: pytest.TempPathFactory) -> CardCatalog:
    from bot.cards.ingest import import_cards_file
    from bot.storage import Storage

    wanted = set(CARDS)
    data: dict[str, object] = {}
    with lzma.open(shared / "data/cards/AtomicCards.json.xz", "rb") as handle:
        for name, entries in ijson.kvitems(handle, "data", use_float=True):
            if name in wanted:
                data[name] = entries
    assert set(data) == wanted, wanted - set(data)
    folder = tmp_path_factory.mktemp("effect-cards")
    source = folder / "AtomicCards.json"
    source.write_text(json.dumps({"meta": {"date": "2022-04-01", "version": "5.2.0"}, "data": data}), encoding="utf-8")
    path = folder / "cards.sqlite3"

    async def build() -> CardCatalog:  # the store's own rows, as the bot builds its catalog
        async with Storage.open(path) as storage:
            await import_cards_file(storage, source, source="effects-tests")
            names, cards = await storage.card_catalog_rows()
        return CardCatalog(names, cards)

    return asyncio.run(build())
