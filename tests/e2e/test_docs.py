"""End to end: /ipg, /mtr, /jar, /search document: and /cr IPG 2.5 against the fake Discord, in
en-US, es-ES and es-419, with the sub-section buttons and autocomplete."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.cr.ingest import import_bytes
from bot.docs.ingest import import_path
from bot.docs.store import DocumentStore
from bot.storage import Storage
from tests.e2e.conftest import Started, buttons, running_bot, text_of
from tests.e2e.fake_discord import FakeDiscord

EPHEMERAL = 64
LOCALES = ("en-US", "es-ES", "es-419")


@pytest.fixture
async def with_docs(fake: FakeDiscord, database: Path, shared: Path) -> AsyncIterator[Started]:
    async with Storage.open(database) as storage:
        await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="test")
        await import_path(DocumentStore(storage), shared / "data/docs/judgeorbit-data")
    async with running_bot(fake, database) as bot:
        yield fake, bot


async def test_the_document_commands_are_synced_with_spanish_option_names(with_docs: Started) -> None:
    fake, _ = with_docs
    commands = {c["name"]: c for c in fake.synced[-1]}
    for name in ("ipg", "mtr", "jar"):
        option = commands[name]["options"][0]
        assert option["name"] == "section" and option["name_localizations"]["es-ES"] == "sección"
        assert option["autocomplete"] and not option.get("required")
    document = next(o for o in commands["search"]["options"] if o["name"] == "document")
    assert [c["value"] for c in document["choices"]] == ["all", "cr", "mtr", "ipg", "jar"]


@pytest.mark.parametrize("locale", LOCALES)
async def test_ipg_by_abbreviation_in_every_locale(with_docs: Started, locale: str) -> None:
    fake, _ = with_docs
    body = await fake.answer(await fake.command("ipg", {"section": "HCE"}, locale=locale))
    text = text_of(body)
    assert body["type"] == 4 and "IPG 2.3" in text
    assert ("IPG effective" if locale == "en-US" else "IPG en vigor") in text
    if locale == "en-US":
        assert "Hidden Card Error" in text and "**Penalty:** Warning" in text
    else:
        assert "Error de carta oculta (Hidden Card Error)" in text and "Advertencia (Warning)" in text
        assert "Texto oficial (en inglés)" in text
    ids = [b["custom_id"] for b in buttons(body)]
    assert [i for i in ids if i.startswith("juez:ipg:part:")] == [f"juez:ipg:part:{n}" for n in range(4)]


async def test_a_sub_section_button_shows_that_part_privately(with_docs: Started) -> None:
    fake, _ = with_docs
    first = await fake.command("ipg", {"section": "2.5"}, locale="es-419")
    body = await fake.answer(first)
    labels = {b["custom_id"]: b["label"] for b in buttons(body)}
    assert labels["juez:ipg:part:3"] == "Solución adicional"
    part = await fake.answer(await fake.click("juez:ipg:part:3", fake.message_id_of(first), locale="es-419"))
    assert part["data"]["flags"] & EPHEMERAL and "simple backup" in text_of(part)
    assert "IPG 2.5 — Solución adicional (Additional Remedy)" in text_of(part)
    other = await fake.answer(
        await fake.click("juez:ipg:part:3", fake.message_id_of(first), user_id="800000000000000099")
    )
    assert other["data"]["flags"] & EPHEMERAL and "simple backup" not in text_of(other)


@pytest.mark.parametrize("locale", LOCALES)
async def test_mtr_and_jar_in_every_locale(with_docs: Started, locale: str) -> None:
    fake, _ = with_docs
    mtr = text_of(await fake.answer(await fake.command("mtr", {"section": "4.2"}, locale=locale)))
    assert "MTR 4.2" in mtr and "Tournament Shortcuts" in mtr
    jar = text_of(await fake.answer(await fake.command("jar", {}, locale=locale)))
    assert "JAR — Judging at Regular Rules Enforcement Level" in jar
    assert ("Common Issues" in jar) and (locale == "en-US" or "Problemas habituales" in jar)


async def test_section_autocomplete_answers_numbers_and_spanish_titles(with_docs: Started) -> None:
    fake, _ = with_docs
    body = await fake.answer(await fake.autocomplete("ipg", {"section": "oculta"}, "section", locale="es-ES"))
    assert body["data"]["choices"] == [{"name": "2.3 Error de carta oculta (Hidden Card Error)", "value": "2.3"}]
    body = await fake.answer(await fake.autocomplete("mtr", {"section": "4."}, "section"))
    assert [c["value"] for c in body["data"]["choices"]][:2] == ["4.1", "4.2"]


async def test_unknown_section_is_a_private_localized_error_with_the_nearest(with_docs: Started) -> None:
    fake, _ = with_docs
    body = await fake.answer(await fake.command("mtr", {"section": "3.17"}, locale="es-ES"))
    message = text_of(body) + (body["data"].get("content") or "")
    assert body["data"]["flags"] & EPHEMERAL and "3.14, 3.15, 3.16" in message and "No hay ninguna sección" in message


async def test_cr_with_ipg_and_search_narrowed_to_a_document(with_docs: Started) -> None:
    fake, _ = with_docs
    cr = text_of(await fake.answer(await fake.command("cr", {"rule": "IPG 2.5"})))
    assert "Game Rule Violation" in cr and "`/ipg` answers it directly" in cr
    search = await fake.answer(await fake.command("search", {"query": "hidden card", "document": "ipg"}))
    fields = [f["name"] for e in search["data"]["embeds"] for f in e.get("fields", [])]
    assert fields[0] == "IPG 2.3 — Game Play Error — Hidden Card Error" and all(f.startswith("IPG") for f in fields)


async def test_without_documents_the_commands_say_how_to_import_them(fake: FakeDiscord, database: Path) -> None:
    async with running_bot(fake, database) as _:
        body = await fake.answer(await fake.command("ipg", {"section": "2.5"}, locale="es-419"))
        message = text_of(body) + (body["data"].get("content") or "")
        assert body["data"]["flags"] & EPHEMERAL and "juez docs update" in message


async def test_buscar_and_define_in_spanish_rank_the_section_named_first(with_docs: Started) -> None:
    """Issue 35: "carta oculta error" and "robar de más" open with the IPG's Hidden Card Error
    (not the draw rules); /define "valor de maná" is Mana Value, not Mana."""
    fake, _ = with_docs
    for query in ("carta oculta error", "robar de más"):
        search = await fake.answer(await fake.command("search", {"query": query}, locale="es-ES"))
        fields = [f["name"] for e in search["data"]["embeds"] for f in e.get("fields", [])]
        assert fields[0].startswith(("IPG 2.3", "JAR 2.3")), (query, fields[:3])
    near = await fake.answer(await fake.command("search", {"query": "robar una carta"}, locale="es-ES"))
    fields = [f["name"] for e in near["data"]["embeds"] for f in e.get("fields", [])]
    assert not fields[0].startswith(("IPG", "JAR")), fields[:3]  # drawing a card is the CR's
    defined = text_of(await fake.answer(await fake.command("define", {"term": "valor de maná"}, locale="es-ES")))
    assert defined.startswith("Mana Value") or "Mana Value" in defined.splitlines()[0], defined[:200]
