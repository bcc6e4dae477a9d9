"""/ipg, /mtr, /jar and the CR commands that reach for policy (/cr IPG 2.5, /define HCE, /search
document:), through the handlers every front end shares, in both languages; and the CLI."""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.cr.ingest import import_bytes as import_cr
from bot.cr.service import PolicyDocument, RulesService
from bot.docs.service import PolicyService
from bot.errors import JuezError
from bot.handlers import Services
from bot.handlers import cr as cr_handlers
from bot.handlers import docs as handlers
from bot.replies.reply import to_text
from bot.settings import Settings
from bot.storage import Storage
from bot.terminal.cli import main
from bot.terminal.console import Console
from tests.conftest import copy_of


@pytest.fixture
async def services(tmp_path: Path, docs_template: Path) -> AsyncIterator[Services]:
    async with Storage.open(copy_of(docs_template, tmp_path / "d.sqlite3")) as storage:
        settings = Settings(_env_file=None, database_path=tmp_path / "d.sqlite3")
        yield Services(settings, RulesService(storage), None, PolicyService(storage))


async def test_ipg_infraction_shows_its_penalty_first_then_each_sub_section(services: Services) -> None:
    reply = await handlers.ipg(services, "en", section="HCE")
    assert reply.title == "IPG 2.3 — Game Play Error — Hidden Card Error"
    assert reply.description.startswith("**Penalty:** Warning")
    assert [f.name for f in reply.fields] == [
        "Definition",
        "Examples",
        "Philosophy",
        "Additional Remedy",
        "Official documents",
    ]
    assert reply.fields[-1].value == "https://wpn.wizards.com/en/rules-documents"
    assert reply.footer == "IPG effective September 23, 2024."


async def test_ipg_in_spanish_names_the_infraction_and_penalty_and_labels_the_english_text(
    services: Services,
) -> None:
    reply = await handlers.ipg(services, "es", section="error de carta oculta")
    assert reply.title == "IPG 2.3 — Error de juego (Game Play Error) — Error de carta oculta (Hidden Card Error)"
    assert "**Penalización:** Advertencia (Warning)" in reply.description
    assert "*Texto oficial (en inglés)*" in reply.description
    assert reply.fields[0].name == "Definición (Definition)"
    assert "23 de septiembre de 2024" in reply.footer


async def test_a_misspelt_infraction_is_read_and_says_so(services: Services) -> None:
    reply = await handlers.ipg(services, "en", section="Failure to Maintian Game Stat")
    assert reply.title.endswith("Failure to Maintain Game State")
    assert "Read `Failure to Maintian Game Stat` as **Failure to Maintain Game State**." in reply.description


async def test_mtr_section_appendix_and_chapter(services: Services) -> None:
    assert (await handlers.mtr(services, "en", section="4.2")).title == "MTR 4.2 — Communication — Tournament Shortcuts"
    appendix = await handlers.mtr(services, "es", section="Apéndice B")
    assert appendix.title == "MTR Apéndice B — Límites de tiempo (Time Limits)"
    assert "Booster Draft Timing" in " ".join(f.name for f in appendix.fields)
    chapter = await handlers.mtr(services, "en", section="4")
    assert chapter.title == "MTR 4 — Communication" and "**4.2** Tournament Shortcuts" in chapter.fields[0].value


async def test_jar_without_a_section_lists_its_contents(services: Services) -> None:
    reply = await handlers.jar(services, "en")
    assert reply.title == "JAR — Judging at Regular Rules Enforcement Level"
    assert reply.fields[0].value.splitlines()[0] == "**1** Introduction"


async def test_ipg_chapter_lists_infractions_with_their_penalties(services: Services) -> None:
    reply = await handlers.ipg(services, "es", section="USC")
    listing = next(f.value for f in reply.fields if f.name == "Secciones")
    assert "**4.8** Hacer trampa (Cheating) · *Descalificación (Disqualification)*" in listing


async def test_cr_with_a_policy_reference_answers_from_the_document(services: Services) -> None:
    reply = await cr_handlers.cr(services, "en", rule="IPG 2.5")
    assert reply.title == "IPG 2.5 — Game Play Error — Game Rule Violation"
    assert "`/ipg` answers it directly" in reply.description
    mtr = await cr_handlers.cr(services, "es", rule="MTR 4.2")
    assert mtr.title.startswith("MTR 4.2") and "`/mtr` lo responde directamente" in mtr.description


async def test_cr_with_a_policy_reference_and_no_documents_redirects(tmp_path: Path, shared: Path) -> None:
    async with Storage.open(tmp_path / "r.sqlite3") as storage:
        await import_cr(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
        settings = Settings(_env_file=None)
        with pytest.raises(PolicyDocument):
            await cr_handlers.cr(Services(settings, RulesService(storage)), "en", rule="IPG 2.5")


async def test_define_a_policy_term_offers_the_policy_section(services: Services) -> None:
    hce = await cr_handlers.define(services, "en", term="HCE")
    assert hce.title.startswith("IPG 2.3") and "tournament-policy term" in hce.description
    loss = await cr_handlers.define(services, "es", term="Game Loss")
    assert loss.title.startswith("IPG 1.1")
    deathtouch = await cr_handlers.define(services, "en", term="deathtouch")
    assert deathtouch.title == "Deathtouch"


async def test_search_ranks_the_named_infraction_first_and_says_where_each_hit_is_from(services: Services) -> None:
    reply = await cr_handlers.search(services, "en", query="hidden card error")
    assert reply.fields[0].name == "IPG 2.3 — Game Play Error — Hidden Card Error"
    mixed = await cr_handlers.search(services, "en", query="missed trigger")
    names = [f.name for f in mixed.fields]
    assert any(n.startswith("IPG ") for n in names) and any(n.startswith("JAR ") for n in names)
    assert any(n.startswith("CR ") for n in names)
    assert "Comprehensive Rules, effective" in mixed.footer and "IPG effective" in mixed.footer


async def test_search_in_spanish_finds_an_infraction_by_its_spanish_name(services: Services) -> None:
    reply = await cr_handlers.search(services, "es", query="carta oculta")
    assert (
        reply.fields[0].name == "IPG 2.3 — Error de juego (Game Play Error) — Error de carta oculta (Hidden Card Error)"
    )
    assert "carta oculta → Hidden Card Error" in reply.description


async def test_search_narrowed_to_one_document(services: Services) -> None:
    only_cr = await cr_handlers.search(services, "en", query="hidden card", document="cr")
    assert only_cr.fields and all(f.name.startswith("CR") for f in only_cr.fields)
    only_mtr = await cr_handlers.search(services, "es", query="atajos", document="mtr")  # nothing: English text
    assert all(f.name.startswith("MTR") for f in only_mtr.fields)
    with pytest.raises(JuezError) as caught:
        await cr_handlers.search(services, "en", query="x", document="blog")
    assert caught.value.key == "search.bad_document"


async def test_console_runs_the_document_commands_in_spanish(services: Services) -> None:
    console = Console(services, lang="es", out=io.StringIO())
    for line in (
        "/ipg sección: GRV",
        "/mtr 4.2",
        "/jar",
        "/buscar consulta: hidden card documento: ipg",
        "/rc IPG 2.1",
    ):
        assert await console.run_line(line)
    out = console.out.getvalue()  # type: ignore[attr-defined]
    assert "Violación de una regla del juego" in out and "Atajos de torneo" in out and "Problemas habituales" in out
    assert "IPG 2.3" in out and "Habilidad disparada olvidada (Missed Trigger)" in out


async def test_help_lists_the_document_commands(services: Services) -> None:
    text = to_text(await __import__("bot.handlers.help", fromlist=["help"]).help(services, "es"))
    assert "/ipg sección:" in text and "/mtr sección:" in text and "/jar sección:" in text


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def cli_db(tmp_path: Path, shared: Path, capsys: pytest.CaptureFixture[str]) -> str:
    db = str(tmp_path / "cli.sqlite3")
    code, out, _ = run(capsys, "docs", "update", "--from", str(shared / "data/docs/judgeorbit-data"), "--db", db)
    assert code == 0 and out.count("Imported the") == 3
    return db


def test_cli_ipg_mtr_jar_and_json(cli_db: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ipg", "2.5", "--db", cli_db)
    assert code == 0 and out.startswith("IPG 2.5 — Game Play Error — Game Rule Violation")
    code, out, _ = run(capsys, "mtr", "Appendix", "B", "--json", "--db", cli_db)
    data = json.loads(out)
    assert code == 0 and data["number"] == "B" and data["title"] == "Time Limits" and len(data["parts"]) == 4
    code, out, _ = run(capsys, "jar", "--lang", "es", "--db", cli_db)
    assert code == 0 and "Problemas habituales (Common Issues)" in out
    code, out, _ = run(capsys, "search", "hidden", "card", "--document", "ipg", "--json", "--db", cli_db)
    assert json.loads(out)["results"][0]["key"] == "2.3"


def test_cli_history_follows_a_section_by_abbreviation_across_editions(
    cli_db: str, shared: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    html = shared / "data/docs/gathererscraper/InfractionProcedureGuide-light.html"
    assert run(capsys, "docs", "update", "--from", str(html), "--db", cli_db)[0] == 0
    code, out, _ = run(capsys, "ipg", "HCE", "--history", "--json", "--db", cli_db)
    found = json.loads(out)
    assert code == 0 and [(e["effective_date"], e["number"], e["penalty"]) for e in found] == [
        ("2020-09-25", "2.3", "Warning"),
        ("2024-09-23", "2.3", "Warning"),
    ]
    code, out, _ = run(capsys, "ipg", "Framework", "--history", "--lang", "es", "--db", cli_db)
    assert code == 0 and "(no está en esta edición)" in out


def test_cli_docs_list_use_and_remove(cli_db: str, shared: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(
        capsys,
        "docs",
        "update",
        "ipg",
        "--from",
        str(shared / "data/docs/hgarus-mtgdocs/ipg.json"),
        "--date",
        "2019-07-05",
        "--db",
        cli_db,
    )
    assert code == 0, err
    code, out, _ = run(capsys, "docs", "list", "--json", "--db", cli_db)
    listed = {(e["document"], e["effective_date"]): e["current"] for e in json.loads(out)}
    assert listed[("ipg", "2019-07-05")] is False and listed[("ipg", "2024-09-23")] is True
    assert run(capsys, "docs", "use", "ipg", "2019-07-05", "--db", cli_db)[0] == 0
    code, out, _ = run(capsys, "ipg", "2.1", "--json", "--db", cli_db)
    assert json.loads(out)["effective_date"] == "2019-07-05"
    code, _, err = run(capsys, "docs", "remove", "ipg", "2019-07-05", "--db", cli_db)
    assert code == 2 and "is current" in err
    assert run(capsys, "docs", "use", "ipg", "2024-09-23", "--db", cli_db)[0] == 0
    assert run(capsys, "docs", "remove", "ipg", "2019-07-05", "--db", cli_db)[0] == 0
    code, _, err = run(capsys, "docs", "use", "ipg", "2019-07-05", "--lang", "es", "--db", cli_db)
    assert code == 2 and "No hay ningún IPG guardado con fecha 2019-07-05" in err


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (["ipg", "9.9"], "There is no section `9.9` in the IPG. Nearest: 1, 2, 3, 4"),
        (["ipg", "9.9", "--lang", "es"], "No hay ninguna sección `9.9` en el IPG"),
        (["docs", "use", "ipg"], "Say which document and edition"),
        (["mtr", "99.1"], "Try a number (`4.2`), a title (`Tournament Shortcuts`) or an appendix"),
        (["search", " "], "Give words to search for"),
        (["docs", "use", "ipg", "yesterday"], "`yesterday` isn't a date"),
    ],
)
def test_cli_user_errors_are_one_localized_line(
    cli_db: str, capsys: pytest.CaptureFixture[str], argv: list[str], needle: str
) -> None:
    code, _, err = run(capsys, *argv, "--db", cli_db)
    assert code == 2 and needle in err and "Traceback" not in err


def test_cli_broken_file_is_refused_and_nothing_changes(
    cli_db: str, tmp_path: Path, shared: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "mtr.json"
    broken.write_bytes((shared / "data/docs/judgeorbit-data/mtr.json").read_bytes()[:50_000])
    code, _, err = run(capsys, "docs", "update", "--from", str(broken), "--db", cli_db)
    assert code == 2 and "cut short" in err
    code, out, _ = run(capsys, "mtr", "10.4", "--json", "--db", cli_db)
    assert code == 0 and json.loads(out)["effective_date"] == "2026-02-27"


@pytest.mark.parametrize(
    ("query", "document", "first"),
    [
        ("legend rule", None, "CR 704.5j"),
        ("regla de leyendas", None, "CR 704.5j"),
        ("intentional draw", None, "MTR 2.5"),
        ("empate intencional", None, "MTR 2.5"),
        ("robó cartas de más", None, "IPG 2.3"),
        ("drew extra cards", None, "IPG 2.3"),
        ("HCE", None, "IPG 2.3"),
        ("hidden card", "ipg", "IPG 2.3"),
    ],
)
async def test_a_judges_phrase_ranks_the_rule_or_section_it_names_first(
    services: Services, query: str, document: str | None, first: str
) -> None:
    reply = await cr_handlers.search(services, "en", query=query, document=document)
    assert reply.fields[0].name.startswith(first), [f.name for f in reply.fields[:3]]


@pytest.mark.parametrize("query", ["legend rule", "intentional draw", "hidden card"])
async def test_search_reply_is_titled_with_the_search_not_a_hit(services: Services, query: str) -> None:
    reply = await cr_handlers.search(services, "en", query=query)
    assert reply.title == f"Search: {query}", reply.title


@pytest.mark.parametrize("query", ["legend", "legend rule", "mana burn"])
async def test_an_obsolete_glossary_entry_ranks_after_every_current_hit(services: Services, query: str) -> None:
    names = [f.name for f in (await cr_handlers.search(services, "en", query=query, document="cr")).fields]
    obsolete = [k for k, n in enumerate(names) if "(Obsolete)" in n]
    assert obsolete and obsolete == list(range(len(names) - len(obsolete), len(names))), names


@pytest.mark.parametrize(
    ("term", "title", "rule"),
    [
        ("contador de lealtad", "Loyalty", "306.5b"),
        ("contador de sabiduría", "Saga", "714"),
        ("sabiduría", "Saga", "714"),
        ("leyenda", "Legend Rule", "704.5j"),
        ("contador de veneno", "Poison Counter", "704.5c"),
    ],
)
async def test_define_reads_judges_words_for_a_term(services: Services, term: str, title: str, rule: str) -> None:
    reply = await cr_handlers.define(services, "es", term=term)
    assert reply.title == title and rule in " ".join(f.value for f in reply.fields), (reply.title, reply.fields)


async def test_define_counter_alone_is_still_the_verb_twin(services: Services) -> None:
    assert (await cr_handlers.define(services, "en", term="counter")).title == "Counter"
