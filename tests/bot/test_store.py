"""The CR store: imports, current edition, lookups, glossary, search, Spanish, history and diff."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.cr import ingest
from bot.cr.ingest import IngestError, import_bytes, update_rules
from bot.cr.service import (
    BadRuleNumber,
    GlossaryTermNotRule,
    PolicyDocument,
    RuleNotFound,
    RulesService,
    TermNotFound,
    fts_query,
    normalise_number,
    spanish_to_english,
)
from bot.replies.reply import MATCH_END, MATCH_START
from bot.storage import Storage
from tests.conftest import copy_of

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
APRIL, JANUARY, OLD = "MagicCompRules-20260417.txt", "MagicCompRules-20260116.txt", "MagicCompRules-20170825.txt"


def cr(shared: Path, name: str) -> bytes:
    return (shared / "data" / "cr" / "en" / name).read_bytes()


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    async with Storage.open(tmp_path / "juez.sqlite3") as store:
        yield store


@pytest.fixture
async def service(tmp_path: Path, cr_template: Path) -> AsyncIterator[RulesService]:
    """The newest CR stored (a copy of the session's import: the import is tested on its own)."""
    async with Storage.open(copy_of(cr_template, tmp_path / "juez.sqlite3")) as store:
        yield RulesService(store)


async def test_import_twice_is_a_no_op(storage: Storage, shared: Path) -> None:
    first = await import_bytes(storage, cr(shared, APRIL), source="a")
    again = await import_bytes(storage, cr(shared, APRIL), source="b")
    assert first.created and first.current and not again.created and again.edition.id == first.edition.id
    assert len(await storage.editions()) == 1


async def test_newest_edition_is_current_and_older_ones_are_kept(storage: Storage, shared: Path) -> None:
    await import_bytes(storage, cr(shared, JANUARY), source="jan")
    april = await import_bytes(storage, cr(shared, APRIL), source="apr")
    old = await import_bytes(storage, cr(shared, OLD), source="2017")
    assert april.current and not old.current
    current = await storage.current_edition("en")
    assert current is not None and current.effective_date == "2026-04-17"
    assert [e.effective_date for e in await storage.editions()] == ["2017-08-25", "2026-01-16", "2026-04-17"]


async def test_a_failed_import_leaves_the_current_edition(storage: Storage, shared: Path) -> None:
    await import_bytes(storage, cr(shared, JANUARY), source="jan")
    text = cr(shared, APRIL)
    with pytest.raises(IngestError) as err:
        await import_bytes(storage, text[: len(text) // 2], source="cut", official=True)
    assert err.value.key == "ingest.truncated_text"
    current = await storage.current_edition("en")
    assert current is not None and current.effective_date == "2026-01-16"


async def test_startup_with_a_stored_edition_parses_nothing(
    tmp_path: Path, shared: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with Storage.open(tmp_path / "db.sqlite3") as store:
        await import_bytes(store, cr(shared, APRIL), source="apr")

    def explode(*args: object, **kwargs: object) -> None:
        raise AssertionError("parsed at start-up")

    monkeypatch.setattr(ingest, "parse_cr", explode)
    async with Storage.open(tmp_path / "db.sqlite3") as store:
        view = await RulesService(store).lookup("704.5g")
    assert view.rule.text.startswith("If a creature has toughness greater than 0")


@pytest.mark.parametrize(
    "query",
    ["704.5G", "cr 704.5g", "704,5g", "704.5g.", "CR 704.5g", " rule 704.5g ", "(704.5g)", "[CR 704.5g]", "«704.5g»",
     "704.5G)", "see rule 704.5g", "Regla 704.5g:", "CR704.5g", "704.5(g)", "704.5 (g)"],
)  # fmt: skip
def test_rule_numbers_are_read_forgivingly(query: str) -> None:
    assert normalise_number(query) == "704.5g"


@pytest.mark.parametrize("query", ["hello", "704.5.g", "", "7045g", "704.5ggg"])
def test_what_is_not_a_rule_number(query: str) -> None:
    with pytest.raises(BadRuleNumber):
        normalise_number(query)


async def test_rule_with_subrules_examples_and_links(service: RulesService) -> None:
    view = await service.lookup("704.5")
    letters = [c.number.removeprefix("704.5") for c in view.children]
    assert letters[:3] == ["a", "b", "c"] and "l" not in letters and "o" not in letters and letters[-1] == "z"
    assert (await service.lookup("605.5")).rule.refs == ("605.1a", "605.1b")
    assert (await service.lookup("704.4")).rule.examples


async def test_section_lists_its_rules(service: RulesService) -> None:
    view = await service.lookup("704")
    assert view.rule.kind == "section" and [c.number for c in view.children][:3] == ["704.1", "704.2", "704.3"]


async def test_unknown_numbers_get_the_nearest(service: RulesService) -> None:
    with pytest.raises(RuleNotFound) as err:
        await service.lookup("704.5l")
    assert err.value.suggestions == ["704.5j", "704.5k", "704.5m"]
    with pytest.raises(RuleNotFound) as err:
        await service.lookup("704.9")
    assert "704.8" in err.value.suggestions


async def test_glossary_exact_fuzzy_and_spanish(service: RulesService) -> None:
    assert (await service.define("deathtouch")).entry.term == "Deathtouch"
    assert (await service.define("deathtuch")).entry.term == "Deathtouch"
    assert (await service.define("toque mortal")).entry.term == "Deathtouch"
    with pytest.raises(TermNotFound):
        await service.define("xyzzy plugh")


async def test_search_ranks_with_bm25_and_snippets(service: RulesService) -> None:
    result = await service.search("lethal damage regeneration")
    assert any(h.key == "704.5g" for h in result.hits)
    assert any(MATCH_START in h.snippet and MATCH_END in h.snippet for h in result.hits)


async def test_spanish_queries_find_english_rules(service: RulesService) -> None:
    result = await service.search("acciones basadas en estado")
    assert result.translated and any(h.key.startswith("704") for h in result.hits)


@pytest.mark.parametrize(
    "query",
    ['"', "AND", "OR NOT", "NEAR(a b", "*", "col:umn", "(((", "' OR 1=1 --", "😀", "a" * 5000, "\x00", "^deathtouch"],
)
async def test_any_string_is_a_safe_search(service: RulesService, query: str) -> None:
    await service.search(query)  # never an FTS5 syntax error


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=80))
def test_fts_query_is_always_valid_fts5(text: str) -> None:
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE t USING fts5(body)")
    db.execute("INSERT INTO t VALUES ('state-based actions deathtouch')")
    for any_word in (False, True):
        query = fts_query(text, any_word=any_word)
        if query:
            db.execute("SELECT * FROM t WHERE t MATCH ?", (query,)).fetchall()


async def test_spanish_reply_uses_our_explanation_then_a_spanish_edition(service: RulesService) -> None:
    view = await service.lookup("704.5g", lang="es")
    assert view.spanish_source == "explanation" and "daño letal" in (view.spanish or "")
    assert (await service.lookup("100.1", lang="es")).spanish_source == "none"
    await import_bytes(
        service.storage, (FIXTURES / "cr_es_sample.txt").read_bytes(), source="es", language="es", force=True
    )  # an extract: chapters 2-6, 8 and 9 are missing on purpose
    view = await service.lookup("704.5g", lang="es")
    assert view.spanish_source == "edition" and view.spanish is not None and view.spanish.startswith("Si una criatura")


async def test_history_across_editions(storage: Storage, shared: Path) -> None:
    for name in (OLD, APRIL):
        await import_bytes(storage, cr(shared, name), source=name)
    history = await RulesService(storage).history("704.5j")
    assert [d for d, _ in history] == ["2017-08-25", "2026-04-17"]
    assert "planeswalker uniqueness" in (history[0][1] or "") and "legend rule" in (history[1][1] or "")


async def test_diff_finds_added_removed_changed_and_renumbered(storage: Storage, shared: Path) -> None:
    for name in (JANUARY, APRIL):
        await import_bytes(storage, cr(shared, name), source=name)
    diff = await RulesService(storage).diff("2026-01-16", "2026-04-17")
    assert "111.10v" in diff.added and "506.3g" in diff.added
    assert "704.5g" not in diff.changed and "605.1a" not in diff.changed
    assert diff.changed and diff.removed is not None
    moved = dict(diff.renumbered)
    assert any(old.startswith("722.") and new.startswith("723.") for old, new in moved.items())


async def test_citations_follow_the_stored_edition(storage: Storage, shared: Path) -> None:
    await import_bytes(storage, cr(shared, OLD), source="2017")
    resolver = await RulesService(storage).resolver()
    assert resolver.number("legend_rule") == "704.5k" and resolver.number("role_rule") is None


async def test_an_edition_stored_before_a_kind_existed_locates_it_on_first_use(storage: Storage, shared: Path) -> None:
    """A Juez upgrade that cites a new rule must not answer "not in this edition" for old imports."""
    edition = await import_bytes(storage, cr(shared, APRIL), source="april")
    async with storage.transaction() as db:
        await db.execute("DELETE FROM citations WHERE kind = 'indirect_phasing'")
    resolver = await RulesService(storage).resolver()
    assert resolver.number("indirect_phasing") == "702.26g"
    assert (await storage.citations(edition.edition.id))["indirect_phasing"] == "702.26g"


async def test_update_from_a_missing_file_is_a_typed_error(storage: Storage) -> None:
    with pytest.raises(IngestError) as err:
        await update_rules(storage, source="/no/such/file.txt", default_url="http://127.0.0.1:9/")
    assert err.value.key == "ingest.file"


async def test_a_query_of_only_common_words_asks_for_a_specific_one(service: RulesService) -> None:
    result = await service.search("the a of")
    assert result.too_common and result.hits == ()
    assert not (await service.search("the legend rule")).too_common


@pytest.mark.parametrize(
    ("query", "shown"),
    [("daño letal", "daño letal → lethal damage"), ("Toque Mortal", "Toque Mortal → deathtouch")],
)
def test_spanish_terms_are_shown_as_the_judge_wrote_them(query: str, shown: str) -> None:
    english, used = spanish_to_english(query)
    assert used == (shown,) and shown.split(" → ")[1] in english


async def test_a_doubled_letter_suggests_the_single_one_first(service: RulesService) -> None:
    with pytest.raises(RuleNotFound) as err:
        await service.lookup("704.5gg")
    assert err.value.suggestions[0] == "704.5g" and len(err.value.suggestions) == 3


@pytest.mark.parametrize(
    ("term", "entry"),
    [("SBA", "State-Based Actions"), ("etb", "Enters the Battlefield"), ("LKI", "Last Known Information"),
     ("APNAP", "Active Player, Nonactive Player Order"), ("ABE", "State-Based Actions")],
)  # fmt: skip
async def test_abbreviations_judges_type_find_the_glossary_entry(service: RulesService, term: str, entry: str) -> None:
    assert (await service.define(term)).entry.term == entry


async def test_an_abbreviation_in_a_search_is_spelled_out(service: RulesService) -> None:
    short, spelled = await service.search("SBA lethal"), await service.search("state-based actions lethal")
    assert short.hits and [h.key for h in short.hits] == [h.key for h in spelled.hits]


@pytest.mark.parametrize(
    ("query", "english"), [("leyenda", "legend"), ("protección", "protection"), ("maldición", "curse")]
)
def test_spanish_game_terms_judges_search_for(query: str, english: str) -> None:
    assert spanish_to_english(query)[0].strip() == english


async def test_an_edition_imported_by_another_process_is_served_without_a_restart(tmp_path: Path, shared: Path) -> None:
    """`juez rules update` run while the bot is up: the bot's next lookup uses the new edition."""
    path = tmp_path / "shared.sqlite3"
    async with Storage.open(path) as bot_store:
        service = RulesService(bot_store)
        await import_bytes(bot_store, cr(shared, JANUARY), source="january")
        assert (await service.edition("en")).effective_date == "2026-01-16"
        async with Storage.open(path) as other_process:
            await import_bytes(other_process, cr(shared, APRIL), source="april")
        assert (await service.edition("en")).effective_date == "2026-04-17"
        assert (await service.lookup("704.5g")).edition.effective_date == "2026-04-17"


@pytest.mark.parametrize("query", ["IPG 2.5", "MTR 4.2", "jar"])
async def test_a_policy_document_in_cr_is_redirected(service: RulesService, query: str) -> None:
    with pytest.raises(PolicyDocument):
        await service.lookup(query)


@pytest.mark.parametrize(("query", "term"), [("deathtouch", "Deathtouch"), ("toque mortal", "Deathtouch")])
async def test_a_glossary_term_in_cr_points_to_define(service: RulesService, query: str, term: str) -> None:
    with pytest.raises(GlossaryTermNotRule) as caught:
        await service.lookup(query)
    assert caught.value.params["term"] == term


async def test_near_miss_nonsense_in_cr_is_still_not_a_rule_number(service: RulesService) -> None:
    with pytest.raises(BadRuleNumber):
        await service.lookup("blah blah")


@pytest.mark.parametrize(
    ("query", "term"),
    [
        ("toque mortal", "Deathtouch"),
        ("arrollar", "Trample"),
        ("arrolla", "Trample"),
        ("vínculo vital", "Lifelink"),
        ("vinculo vital", "Lifelink"),
        ("volar", "Flying"),
        ("prisa", "Haste"),
        ("dañar primero", "First Strike"),
        ("anexar", "Attach"),
        ("fuera de fase", "Phasing"),
        ("acción basada en estado", "State-Based Actions"),
    ],
)
async def test_define_finds_keywords_and_terms_by_their_spanish_names(
    service: RulesService, query: str, term: str
) -> None:
    assert (await service.define(query)).entry.term == term


async def test_define_gives_the_spanish_name_and_our_note(service: RulesService) -> None:
    sba = await service.define("state-based actions")
    assert sba.spanish_name == "acciones basadas en estado" and sba.spanish_note and "pila" in sba.spanish_note
    deathtouch = await service.define("deathtouch")
    assert deathtouch.spanish_name == "toque mortal" and deathtouch.spanish_note is None


@pytest.mark.parametrize(
    ("spanish", "english"),
    [
        ("criaturas indestructibles", "indestructible creatures"),
        ("fichas en el cementerio", "tokens in graveyard"),
        ("acción basada en estado", "state-based action"),
        ("acciones basadas en estado", "state-based actions"),
        ("escudos de regeneracion", "regeneration shields"),
        ("toque mortal", "deathtouch"),
    ],
)
async def test_search_ranks_a_spanish_question_as_its_english_twin(
    service: RulesService, spanish: str, english: str
) -> None:
    es, en = await service.search(spanish, limit=5), await service.search(english, limit=5)
    assert es.hits and [h.key for h in es.hits] == [h.key for h in en.hits]


@pytest.mark.parametrize(("singular", "plural"), [("state-based action", "state-based actions"), ("token", "tokens")])
async def test_search_finds_singular_and_plural_alike(service: RulesService, singular: str, plural: str) -> None:
    one, many = await service.search(singular, limit=5), await service.search(plural, limit=5)
    assert one.hits and {h.key for h in one.hits} & {h.key for h in many.hits}
