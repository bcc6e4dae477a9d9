"""The tournament documents in the store: imports on every path, the wholeness refusals (each
broken file built here from the shared ones), the current edition, lookups and search."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.docs.ingest import DocImport, Refused, import_bytes, import_path
from bot.docs.service import NoDocument, PolicyService, SectionNotFound
from bot.download import IngestError
from bot.storage import Storage
from engine.policy import Document

TODAY = date(2026, 12, 3)


def docs_dir(shared: Path) -> Path:
    return shared / "data/docs"


def entries(shared: Path, name: str) -> list[dict[str, object]]:
    data: list[dict[str, object]] = json.loads((docs_dir(shared) / "judgeorbit-data" / name).read_text("utf-8"))
    return data


def encoded(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False).encode()


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    async with Storage.open(tmp_path / "db.sqlite3") as opened:
        yield opened


@pytest.fixture
async def service(storage: Storage, shared: Path) -> PolicyService:
    service = PolicyService(storage)
    outcomes = await import_path(service.store, docs_dir(shared) / "judgeorbit-data")
    assert all(isinstance(o, DocImport) and o.current for o in outcomes) and len(outcomes) == 3
    return service


async def test_a_folder_imports_every_document_and_reports_the_file_that_states_no_date(
    storage: Storage, shared: Path
) -> None:
    service = PolicyService(storage)
    outcomes = await import_path(service.store, docs_dir(shared))
    imported = [o for o in outcomes if isinstance(o, DocImport)]
    refused = [o for o in outcomes if isinstance(o, Refused)]
    assert len(imported) == 6 and len(refused) == 1
    assert refused[0].source.endswith("hgarus-mtgdocs/ipg.json") and refused[0].error.key == "docs.no_date"
    current = {d: await service.store.current(d) for d in Document}
    assert {d: e.effective_date for d, e in current.items() if e} == {
        Document.MTR: "2026-02-27",
        Document.IPG: "2024-09-23",  # from documents_meta.json beside it
        Document.JAR: "2024-08-05",
    }
    counts = sorted((e.document, e.effective_date, e.section_count) for e, _ in await service.editions())
    assert counts == [
        ("ipg", "2020-09-25", 34),
        ("ipg", "2024-09-23", 32),
        ("jar", "2019-01-21", 5),
        ("jar", "2024-08-05", 10),
        ("mtr", "2019-05-03", 91),
        ("mtr", "2026-02-27", 94),
    ]


async def test_a_file_without_a_date_imports_with_one_given_and_an_older_edition_is_not_current(
    service: PolicyService, shared: Path
) -> None:
    data = (docs_dir(shared) / "hgarus-mtgdocs/ipg.json").read_bytes()
    outcome = await import_bytes(service.store, data, source="hgarus", dated=date(2019, 7, 5), today=TODAY)
    assert outcome.created and not outcome.current
    assert (await service.edition(Document.IPG)).effective_date == "2024-09-23"
    again = await import_bytes(service.store, data, source="hgarus", dated=date(2019, 7, 5), today=TODAY)
    assert not again.created and again.edition.id == outcome.edition.id


async def test_an_mtr_whose_last_chapters_are_gone_is_refused_and_the_current_stays(
    service: PolicyService, shared: Path
) -> None:
    cut = [e for e in entries(shared, "mtr.json") if str(e["rule_number"]).split(".")[0] not in ("8", "9", "10")]
    with pytest.raises(IngestError) as caught:
        await import_bytes(service.store, encoded(cut), source="cut", today=TODAY)
    assert caught.value.key == "docs.missing_sections" and caught.value.params["missing"] == "8, 9, 10"
    assert (await service.edition(Document.MTR)).section_count == 94


async def test_an_ipg_missing_one_infraction_in_the_middle_is_refused(service: PolicyService, shared: Path) -> None:
    cut = [e for e in entries(shared, "ipg.json") if e["rule_number"] != "2.3"]
    with pytest.raises(IngestError) as caught:
        await import_bytes(service.store, encoded(cut), source="cut", dated=date(2026, 1, 1), today=TODAY)
    assert caught.value.key == "docs.missing_sections" and "2.3" in str(caught.value.params["missing"])


async def test_a_newer_edition_far_smaller_than_the_current_is_refused_unless_forced(
    service: PolicyService, shared: Path
) -> None:
    mtr = entries(shared, "mtr.json")
    last_of_chapter = {}
    for e in mtr:
        number = str(e["rule_number"])
        if "." in number:
            last_of_chapter[number.split(".")[0]] = number
    smaller = [e for e in mtr if e["rule_number"] not in last_of_chapter.values()]
    smaller[0] = {**smaller[0], "content": str(smaller[0]["content"]).replace("February 27, 2026", "June 1, 2026")}
    with pytest.raises(IngestError) as caught:
        await import_bytes(service.store, encoded(smaller), source="smaller", today=TODAY)
    assert caught.value.key == "docs.shrunk" and caught.value.params["old"] == 94
    forced = await import_bytes(service.store, encoded(smaller), source="smaller", today=TODAY, force=True)
    assert forced.current and forced.edition.section_count == 84


async def test_a_document_dated_years_ahead_is_refused(service: PolicyService, shared: Path) -> None:
    jar = entries(shared, "jar.json")
    jar[0] = {**jar[0], "content": str(jar[0]["content"]).replace("August 5, 2024", "August 5, 2099")}
    with pytest.raises(IngestError) as caught:
        await import_bytes(service.store, encoded(jar), source="future", today=TODAY)
    assert caught.value.key == "docs.future" and caught.value.params["date"] == "2099-08-05"


@pytest.mark.parametrize(
    ("damage", "key"),
    [
        (lambda data: data[: len(data) // 2], "docs.bad_json"),
        (lambda data: b"<html><body>Not a document</body></html>", "docs.unknown_html"),
        (lambda data: b'{"rules": []}', "docs.wrong_shape"),
    ],
)
async def test_broken_files_are_refused_with_what_was_wrong(
    service: PolicyService, shared: Path, damage: object, key: str
) -> None:
    data = (docs_dir(shared) / "judgeorbit-data/jar.json").read_bytes()
    with pytest.raises(IngestError) as caught:
        await import_bytes(service.store, damage(data), source="broken", today=TODAY)  # type: ignore[operator]
    assert caught.value.key == key
    assert (await service.edition(Document.JAR)).section_count == 10


async def test_sections_by_number_name_abbreviation_and_spanish(service: PolicyService) -> None:
    hce = await service.section(Document.IPG, "HCE")
    assert hce.number == "2.3" and hce.section is not None and hce.section.penalty == "Warning"
    assert (await service.section(Document.IPG, "Error de carta oculta")).number == "2.3"
    assert (await service.section(Document.MTR, "4.2")).section.title == "Tournament Shortcuts"  # type: ignore[union-attr]
    assert (await service.section(Document.JAR, "2.1")).section.title == "Missed Triggered Ability"  # type: ignore[union-attr]


async def test_an_mtr_chapter_lists_its_sections_and_nothing_lists_the_contents(service: PolicyService) -> None:
    chapter = await service.section(Document.MTR, "4")
    assert chapter.how == "chapter" and chapter.title == "Communication"
    assert [e.number for e in chapter.listing][:3] == ["4.1", "4.2", "4.3"]
    contents = await service.section(Document.IPG, "")
    assert [e.number for e in contents.listing] == ["1", "2", "3", "4"]
    mtr = await service.section(Document.MTR, "")
    assert [e.number for e in mtr.listing][:3] == ["intro", "1", "2"] and mtr.listing[-1].number == "F"


async def test_an_unknown_section_names_the_nearest(service: PolicyService) -> None:
    with pytest.raises(SectionNotFound) as caught:
        await service.section(Document.MTR, "3.17")
    assert caught.value.suggestions == ("3.14", "3.15", "3.16")


async def test_a_document_not_stored_says_how_to_import_it(storage: Storage) -> None:
    with pytest.raises(NoDocument) as caught:
        await PolicyService(storage).section(Document.IPG, "2.5")
    assert caught.value.params == {"document": "IPG"}


async def test_autocomplete_answers_numbers_then_titles_in_the_users_language(service: PolicyService) -> None:
    assert (await service.autocomplete(Document.IPG, "2.", "en"))[0] == ("2.1 Missed Trigger", "2.1")
    spanish = await service.autocomplete(Document.IPG, "carta oculta", "es")
    assert spanish == [("2.3 Error de carta oculta (Hidden Card Error)", "2.3")]


async def test_search_finds_sections_and_can_be_narrowed(service: PolicyService) -> None:
    result = await service.search("hidden card", tuple(Document))
    assert result.hits and (result.hits[0].document, result.hits[0].number) == (Document.IPG, "2.3")
    only_mtr = await service.search("shortcut", (Document.MTR,))
    assert only_mtr.hits and {h.document for h in only_mtr.hits} == {Document.MTR}
    assert only_mtr.hits[0].number == "4.2"


async def test_a_policy_term_is_found_for_define_only_when_it_is_named_exactly(service: PolicyService) -> None:
    named = await service.named("HCE")
    assert named is not None and (named.document, named.number) == (Document.IPG, "2.3")
    assert (await service.named("Game Loss")).number == "1.1"  # type: ignore[union-attr]
    assert await service.named("deathtouch") is None
    assert await service.named("hiden card") is None  # a typo is /ipg's to read, not /define's


async def test_a_running_service_sees_an_import_made_by_another_connection(
    service: PolicyService, shared: Path, tmp_path: Path
) -> None:
    assert (await service.edition(Document.IPG)).effective_date == "2024-09-23"
    async with Storage.open(tmp_path / "db.sqlite3") as other:
        await PolicyService(other).store.use(
            next(e for e, _ in await service.editions() if e.effective_date == "2024-09-23")
        )
        data = (docs_dir(shared) / "hgarus-mtgdocs/ipg.json").read_bytes()
        newer = await import_bytes(PolicyService(other).store, data, source="x", dated=date(2026, 6, 1), today=TODAY)
        assert newer.current
    assert (await service.edition(Document.IPG)).effective_date == "2026-06-01"


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(query=st.text(max_size=80))
async def test_any_query_gets_a_section_a_not_found_or_search_hits_never_a_crash(
    service: PolicyService, query: str
) -> None:
    with contextlib.suppress(SectionNotFound):
        await service.section(Document.IPG, query)
    await service.search(query, tuple(Document))
