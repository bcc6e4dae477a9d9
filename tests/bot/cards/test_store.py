"""The card store: streaming imports that never half-replace the cards, and lookups by name."""

from __future__ import annotations

import json
import lzma
from pathlib import Path

import pytest

from bot.cards.ingest import IngestError, import_cards_file
from bot.cards.service import AmbiguousCard, CardNotFound, CardService
from bot.storage import Storage


async def test_sample_import_keeps_every_card_and_its_spanish_name(card_db: Path) -> None:
    async with Storage.open(card_db) as storage:
        build = await storage.current_card_build()
        assert build is not None and build.card_count == 1_732 + 39 and build.version == "5.2.0+20220425"
        service = CardService(storage)
        bears = await service.find("Grizzly Bears")
        assert bears.spanish_name == "Osos pardos" and bears.main.power == "2"
        assert bears.rulings or bears.legalities


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("osos pardos", "Grizzly Bears"),
        ("OSOS PARDOS", "Grizzly Bears"),
        ("Relampago", "Lightning Bolt"),
        ("thalia guardian of thraben", "Thalia, Guardian of Thraben"),
        ("Jace, el escultor mental", "Jace, the Mind Sculptor"),
        ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"),
        ("Indagador de secretos", "Delver of Secrets // Insectile Aberration"),
        ("Fuego", "Fire // Ice"),
        ("Grizly Bears", "Grizzly Bears"),
        ("Llanura", "Plains"),
    ],
)
async def test_find_reads_english_spanish_faces_and_typos(card_db: Path, typed: str, card: str) -> None:
    async with Storage.open(card_db) as storage:
        assert (await CardService(storage).find(typed)).name == card


async def test_a_spanish_name_of_two_cards_offers_both(card_db: Path) -> None:
    async with Storage.open(card_db) as storage:
        with pytest.raises(AmbiguousCard) as caught:
            await CardService(storage).find("Equilibrio")
    assert "Balance" in str(caught.value.params["options"]) and "Equilibrium" in str(caught.value.params["options"])


async def test_an_unknown_name_offers_the_nearest_in_both_languages(card_db: Path) -> None:
    async with Storage.open(card_db) as storage:
        with pytest.raises(CardNotFound) as caught:
            await CardService(storage).find("Osos pardoz grandes")
    assert "Osos pardos" in str(caught.value.params["suggestions"])


@pytest.mark.parametrize("typed", ["", "   ", "x" * 5_000, "\ud800", "'; DROP TABLE cards; --", "\x00"])
async def test_odd_names_get_an_answer_never_a_crash(card_db: Path, typed: str) -> None:
    async with Storage.open(card_db) as storage:
        with pytest.raises(CardNotFound):
            await CardService(storage).find(typed)


async def test_autocomplete_prefix_then_fuzzy_each_card_once(card_db: Path) -> None:
    async with Storage.open(card_db) as storage:
        service = CardService(storage)
        names = [s.name for s in await service.suggest("grizz")]
        assert names[0] == "Grizzly Bears" and len(names) == len(set(names))
        assert "Grizzly Bears" in [s.name for s in await service.suggest("osos prdos")]
        assert "Grizzly Bears" in [s.name for s in await service.suggest("grisly bears")]


async def test_reimporting_the_same_file_does_nothing(card_db: Path, cards_file: Path) -> None:
    async with Storage.open(card_db) as storage:
        before = await storage.current_card_build()
        outcome = await import_cards_file(storage, cards_file, source="again")
        assert not outcome.created and outcome.build == before


def _write(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


@pytest.mark.parametrize(
    ("document", "key"),
    [
        (
            {"meta": {"date": "2026-01-01", "version": "x"}, "data": {"Odd": [{"name": "Odd", "types": "Creature"}]}},
            "cards.not_atomic",
        ),
        ({"meta": {"date": "2026-01-01", "version": "x"}, "cards": {}}, "cards.not_atomic"),
        ([1, 2, 3], "cards.not_atomic"),
        ({"meta": {"date": "2026-01-01", "version": "x"}, "data": {}}, "cards.not_atomic"),
        ({"data": {"Odd": [{"name": "Odd", "type": "Creature", "types": ["Creature"]}]}}, "cards.not_atomic"),
    ],
)
async def test_a_file_that_isnt_atomic_cards_changes_nothing(
    card_db: Path, tmp_path: Path, document: object, key: str
) -> None:
    path = _write(tmp_path / "odd.json", document)
    async with Storage.open(card_db) as storage:
        before = await storage.current_card_build()
        with pytest.raises(IngestError) as caught:
            await import_cards_file(storage, path, source="odd")
        assert caught.value.key == key
        assert await storage.current_card_build() == before
        assert (await CardService(storage).find("Grizzly Bears")).name == "Grizzly Bears"


async def test_a_truncated_xz_changes_nothing(card_db: Path, cards_file: Path, tmp_path: Path) -> None:
    packed = lzma.compress(cards_file.read_bytes(), preset=0)  # fast: only the cut matters
    cut = tmp_path / "cut.json.xz"
    cut.write_bytes(packed[: len(packed) // 2])
    async with Storage.open(card_db) as storage:
        before = await storage.current_card_build()
        with pytest.raises(IngestError) as caught:
            await import_cards_file(storage, cut, source="cut")
        assert caught.value.key == "cards.truncated"
        assert await storage.current_card_build() == before


async def test_xz_gzip_and_plain_json_import_alike(cards_file: Path, tmp_path: Path) -> None:
    import gzip

    small = json.loads(cards_file.read_text(encoding="utf-8"))
    small["data"] = {k: small["data"][k] for k in ("Grizzly Bears", "Rancor", "Fire // Ice")}
    plain = _write(tmp_path / "small.json", small)
    (tmp_path / "small.json.xz").write_bytes(lzma.compress(plain.read_bytes()))
    (tmp_path / "small.json.gz").write_bytes(gzip.compress(plain.read_bytes()))
    for name in ("small.json", "small.json.xz", "small.json.gz"):
        async with Storage.open(tmp_path / f"{name}.sqlite3") as storage:
            outcome = await import_cards_file(storage, tmp_path / name, source=name)
            assert outcome.build.card_count == 3
            assert (await CardService(storage).find("Hielo")).name == "Fire // Ice"


async def test_a_new_build_replaces_the_cards_and_the_catalog_follows(
    card_db: Path, cards_file: Path, tmp_path: Path
) -> None:
    small = json.loads(cards_file.read_text(encoding="utf-8"))
    small["data"] = {"Rancor": small["data"]["Rancor"]}
    small["meta"]["version"] = "newer"
    path = _write(tmp_path / "newer.json", small)
    async with Storage.open(card_db) as storage:
        service = CardService(storage)
        assert (await service.catalog()) is not None and len(await service.catalog()) > 1_000  # type: ignore[arg-type]
        with pytest.raises(IngestError) as caught:  # 1 card for 1,771: refused unless forced
            await import_cards_file(storage, path, source="newer")
        assert caught.value.key == "cards.shrunk" and len(await service.catalog()) > 1_000  # type: ignore[arg-type]
        await import_cards_file(storage, path, source="newer", force=True)
        catalog = await service.catalog()
        assert catalog is not None and len(catalog) == 1
        with pytest.raises(CardNotFound):
            await service.find("Grizzly Bears")
