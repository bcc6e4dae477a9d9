"""Tournament document lookups over the store: what /ipg, /mtr, /jar, /search and the CLI call.

Which edition is current is re-read whenever the store changed (another process's import
included; one cheap read per lookup); what is read from an edition is kept, since an edition
never changes once stored. Autocomplete answers from that memory, never from SQL.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.docs.store import DocEditionRow, DocHit, DocumentStore
from bot.docs.titles import TitleIndex
from bot.storage import Storage
from engine.errors import KeyedError
from engine.policy import INTRO, Document, Section
from engine.policy.lookup import SectionIndex, SectionKey, SectionNotFound, key, split_document
from engine.policy.names import SPANISH

__all__ = ["DocumentView", "NoDocument", "PolicySearch", "PolicyService", "SectionNotFound"]


#: Added to a section's rank when its title holds the query as typed: more than any BM25 gap
#: between two good hits, so "/search hidden card" opens with the infraction, not a rule.
TITLE_BONUS = 100.0


class NoDocument(KeyedError):
    """That document isn't stored yet."""

    key = "docs.none"

    def __init__(self, document: Document) -> None:
        super().__init__(document=document.acronym)
        self.document = document


@dataclass(frozen=True, slots=True)
class Entry:
    number: str
    title: str
    category: str
    penalty: str | None


@dataclass(frozen=True, slots=True)
class _Edition:
    sections: dict[str, Section]
    entries: tuple[Entry, ...]
    chapters: dict[str, str]
    index: SectionIndex


@dataclass(frozen=True, slots=True)
class DocumentView:
    """A section, or a listing (the contents, or a chapter's sections)."""

    edition: DocEditionRow
    document: Document
    number: str
    """The section's number; "" for the contents."""
    how: str
    """How the query was read (see ``engine.policy.lookup.Found``); "contents" for none."""
    query: str
    section: Section | None = None
    title: str = ""
    """The chapter's name, for a chapter with no section of its own."""
    listing: tuple[Entry, ...] = ()


@dataclass(frozen=True, slots=True)
class PolicySearch:
    query: str
    hits: tuple[DocHit, ...]
    translated: tuple[str, ...]
    editions: dict[Document, DocEditionRow]
    """The documents searched (those stored), with the edition each hit comes from."""


class PolicyService:
    def __init__(self, storage: Storage) -> None:
        self.store = DocumentStore(storage)
        self._stamp: tuple[int, int] | None = None
        self._current: dict[Document, DocEditionRow | None] = {}
        self._editions: dict[int, _Edition] = {}
        self._title_indexes: dict[tuple[int, ...], TitleIndex] = {}

    async def _refresh(self) -> None:
        """Forget which editions are current if the store changed since the last look."""
        stamp = await self.store.storage.change_stamp(side=True)
        if stamp != self._stamp:
            self._stamp = stamp
            self._current.clear()

    async def current(self, document: Document, *, refreshed: bool = False) -> DocEditionRow | None:
        if not refreshed:
            await self._refresh()
        if document not in self._current:
            self._current[document] = await self.store.current(document)
        return self._current[document]

    async def edition(self, document: Document) -> DocEditionRow:
        edition = await self.current(document)
        if edition is None:
            raise NoDocument(document)
        return edition

    async def _loaded(self, edition: DocEditionRow) -> _Edition:
        """The edition's sections and lookup index, read once: an edition never changes, and a
        whole document is a few hundred KB."""
        loaded = self._editions.get(edition.id)
        if loaded is None:
            sections = {s.number: s for s in await self.store.sections(edition.id)}
            chapters = await self.store.chapters(edition.id)
            entries = tuple(Entry(s.number, s.title, s.category, s.penalty) for s in sections.values())
            keys = [SectionKey(e.number, e.title, e.category) for e in entries]
            index = SectionIndex(edition.kind, keys, tuple(chapters))
            loaded = self._editions[edition.id] = _Edition(sections, entries, chapters, index)
        return loaded

    async def section(self, document: Document, query: str) -> DocumentView:
        """The section ``query`` names (a number, a title, an abbreviation, a Spanish name); an
        empty query lists the document's contents."""
        edition = await self.edition(document)
        loaded = await self._loaded(edition)
        entries, chapters = loaded.entries, loaded.chapters
        said, rest = split_document(query)
        if not (rest if said is document else query).strip():
            listing = tuple(e for e in entries if "." not in e.number)
            chapter_rows = tuple(Entry(n, t, "", None) for n, t in chapters.items())
            return DocumentView(edition, document, "", "contents", query, listing=_ordered(listing + chapter_rows))
        found = loaded.index.find(query)
        inside = tuple(e for e in entries if e.number.split(".")[0] == found.number and "." in e.number)
        if found.how == "chapter":
            return DocumentView(
                edition, document, found.number, "chapter", query, title=chapters[found.number], listing=inside
            )
        section = loaded.sections[found.number]
        listing = inside if "." not in found.number and found.number != INTRO else ()
        return DocumentView(edition, document, found.number, found.how, query, section=section, listing=listing)

    async def history(self, document: Document, query: str) -> list[tuple[DocEditionRow, Section | None]]:
        """The section ``query`` names in every stored edition of ``document``, oldest first;
        looked up afresh in each (a title or abbreviation follows a renumbered section)."""
        found: list[tuple[DocEditionRow, Section | None]] = []
        for edition, _ in await self.editions():
            if edition.kind is not document:
                continue
            loaded = await self._loaded(edition)
            try:
                number = loaded.index.find(query).number
            except SectionNotFound:
                found.append((edition, None))
                continue
            found.append((edition, loaded.sections.get(number)))
        if not found:
            raise NoDocument(document)
        return found

    async def named(self, text: str) -> DocumentView | None:
        """A policy term typed where a rules term was expected ("HCE", "Game Loss", "Hidden Card
        Error", "IPG 2.5", "carta oculta"): the section it names, in any stored document; None
        otherwise."""
        said, _ = split_document(text)
        documents = (said,) if said else tuple(Document)
        for document in sorted(documents, key=lambda d: d is not Document.IPG):
            if await self.current(document) is None:
                continue
            try:
                view = await self.section(document, text)
            except SectionNotFound:
                continue
            if said or view.how in ("abbreviation", "title", "spanish"):
                return view
        if said:
            return None
        return await self._named_by_title(text)

    async def _named_by_title(self, text: str) -> DocumentView | None:
        """The one section a term names in either language, whole or two words of it in order
        ("carta oculta" in Error de carta oculta); None when the term names none or several as
        strongly (a single shared word names nothing)."""
        editions = {d: e for d in Document if (e := await self.current(d, refreshed=True)) is not None}
        named = (await self._titles(tuple(editions.values()))).named(text, tuple(editions))
        if not named or (not named[0].whole and named[0].said < 2):
            return None
        if len(named) > 1 and named[1].strength == named[0].strength:
            return None
        best = named[0]
        loaded = await self._loaded(editions[best.document])
        section = loaded.sections[best.number]
        return DocumentView(editions[best.document], best.document, best.number, "named", text, section=section)

    async def autocomplete(self, document: Document, text: str, lang: str, limit: int = 25) -> list[tuple[str, str]]:
        """(label, value) pairs: numbers starting with what was typed, then titles containing it
        (English or Spanish); from memory."""
        edition = await self.current(document)
        if edition is None:
            return []
        entries = (await self._loaded(edition)).entries
        typed = key(text)
        chosen: list[Entry] = []
        if typed:
            chosen = [e for e in entries if e.number.casefold().startswith(typed)]
            chosen += [
                e
                for e in entries
                if e not in chosen and (typed in key(e.title) or typed in key(SPANISH.get(e.title, "")))
            ]
        else:
            chosen = list(entries)
        return [(_label(e, lang), e.number) for e in chosen[:limit]]

    async def search(self, query: str, documents: tuple[Document, ...], *, limit: int = 10) -> PolicySearch:
        """Full-text search over the current editions of ``documents``: every word first, then
        any of them; Spanish game terms and judges' abbreviations read as the CR search reads them."""
        from bot.cr.abbreviations import expand
        from bot.cr.service import fts_query, spanish_to_english

        english, translated = spanish_to_english(query)
        english = expand(english)
        await self._refresh()
        editions = {d: e for d in documents if (e := await self.current(d, refreshed=True)) is not None}
        # The sections the query names, in either language ("carta oculta error", "revisión de
        # mazo", "rules enforcement level"): first, whatever BM25 says. BM25 alone ranks a long
        # section that repeats "card" above the infraction a judge named.
        named = (await self._titles(tuple(editions.values()))).named(query, tuple(editions))
        tiers = [fts_query(english), fts_query(english, any_word=True)]
        rows = await self.store.search_tiers(tiers, limit, tuple(editions)) if editions and any(tiers) else []
        hits: dict[tuple[Document, str], DocHit] = {}
        for rank, found in enumerate(named):
            edition = await self._loaded(editions[found.document])
            section = edition.sections[found.number]
            title = f"{section.category} — {section.title}" if section.category else section.title
            hit = DocHit(found.document, found.number, title, _opening(section.text), -TITLE_BONUS + rank / 100)
            if rank == 0 and key(section.title) != key(query):  # how the judge's words were read
                translated += (f"{query.strip()} → {section.title}",)
            hits.setdefault((hit.document, hit.number), hit)
        for _, hit in rows:
            hits.setdefault((hit.document, hit.number), hit)
        return PolicySearch(query, tuple(list(hits.values())[:limit]), translated, editions)

    async def _titles(self, editions: tuple[DocEditionRow, ...]) -> TitleIndex:
        """The names of the given editions' sections (built once per set of editions)."""
        ids = tuple(sorted(e.id for e in editions))
        if ids not in self._title_indexes:
            sections = [
                (edition.kind, entry.number, entry.title, entry.category)
                for edition in editions
                for entry in (await self._loaded(edition)).entries
            ]
            self._title_indexes = {ids: TitleIndex(sections, _game_vocabulary())}
        return self._title_indexes[ids]

    async def editions(self) -> list[tuple[DocEditionRow, bool]]:
        current = {d: await self.store.current(d) for d in Document}
        ids = {c.id for c in current.values() if c}
        return [(e, e.id in ids) for e in await self.store.editions()]


def _game_vocabulary() -> list[str]:
    """The game terms of the CR's Spanish bridge, both sides ("carta", "card", "robar", "draw")."""
    from bot.cr.spanish_terms import SPANISH_TERMS

    return [word for pair in SPANISH_TERMS for word in pair]


def _opening(text: str, words: int = 24) -> str:
    """A section's first words, as long as a search snippet."""
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def _label(entry: Entry, lang: str) -> str:
    title = entry.title
    if lang == "es" and entry.title in SPANISH:
        title = f"{SPANISH[entry.title]} ({entry.title})"
    shown = entry.number if entry.number != INTRO else ""
    label = f"{shown} {title}".strip()
    return label if len(label) <= 100 else label[:99] + "…"


def _order_key(number: str) -> tuple[int, int, str]:
    if number == INTRO:
        return (0, 0, "")
    head, _, minor = number.partition(".")
    if head.isdigit():
        return (1, int(head), minor)
    return (2, 0, head)


def _ordered(entries: tuple[Entry, ...]) -> tuple[Entry, ...]:
    return tuple(sorted(entries, key=lambda e: _order_key(e.number)))
