"""Comprehensive Rules lookups over the store: what `/cr`, `/define`, `/search` and the CLI call.

Forgiving about how judges type numbers (``704.5G``, ``cr 704.5g``, ``704,5g``, ``704.5g.``), never
lets a user string reach FTS5 as syntax, bridges Spanish queries to the English text through our
bilingual glossary of game terms, and follows the edition in use for every citation.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass, field, replace
from functools import cache

from bot.cr.abbreviations import expand
from bot.storage import EditionRow, GlossaryRow, RuleRow, SearchHit, Storage
from engine.cr.citations import SIGNATURES, locate_citations
from engine.cr.parse import rule_sort_key
from engine.errors import KeyedError
from engine.kinds import Kind
from engine.numbering import Numbering, RuleResolver, resolver_for
from engine.rule_notes import SPANISH
from engine.text import fold, plain_term

NUMBER = re.compile(r"^(\d{1,3})(?:\.(\d+)([a-z]{1,2})?)?$")
PREFIX = re.compile(r"^\s*(?:cr|rc|rule|regla|rules|reglas|see rule|ver regla|véase la regla|§)\s*", re.IGNORECASE)
#: Brackets and quotes around a number as judges paste it: "(704.5g)", "[CR 704.5g]", "«704.5g»".
WRAPPING = re.compile(r"""^[\s(\[{"'«“‘]+|[\s)\]}"'»”’:;!?]+$""")
WORD = re.compile(r"\w+", re.UNICODE)
MAX_QUERY = 200
#: Tournament documents judges cite by section: "IPG 2.5", "MTR 4.2", "JAR".
POLICY = re.compile(r"^\s*(ipg|mtr|jar|amtr)\b", re.IGNORECASE)


class NoEdition(KeyedError):
    """No CR edition is stored for that language yet."""

    key = "cr.no_edition"

    def __init__(self, language: str) -> None:
        super().__init__(language=language)
        self.language = language


class RuleNotFound(KeyedError):
    key = "cr.not_found"

    def __init__(self, number: str, suggestions: list[str], effective_date: str = "") -> None:
        super().__init__(number=number, date=effective_date, suggestions=", ".join(suggestions))
        self.number = number
        self.suggestions = suggestions
        self.effective_date = effective_date


class TermNotFound(KeyedError):
    key = "define.not_found"

    def __init__(self, term: str, suggestions: list[str]) -> None:
        super().__init__(term=term, suggestions=", ".join(suggestions))
        self.term = term
        self.suggestions = suggestions


class PolicyDocument(KeyedError):
    """ "IPG 2.5", "MTR 4.2": tournament policy, which /cr doesn't hold."""

    key = "cr.policy_document"

    def __init__(self, text: str) -> None:
        super().__init__(text=text)


class GlossaryTermNotRule(KeyedError):
    """ "/cr deathtouch": a glossary term, which /define answers."""

    key = "cr.glossary_term"

    def __init__(self, text: str, term: str) -> None:
        super().__init__(text=text, term=term)


class BadRuleNumber(KeyedError):
    key = "cr.bad_number"

    def __init__(self, text: str) -> None:
        super().__init__(text=text)
        self.text = text


@dataclass(frozen=True, slots=True)
class RuleView:
    edition: EditionRow
    rule: RuleRow
    children: tuple[RuleRow, ...]
    spanish: str | None = None
    """Spanish text: from a stored Spanish edition, else our explanation (see ``spanish_source``)."""
    spanish_source: str = "none"  # "edition", "explanation" or "none"


@dataclass(frozen=True, slots=True)
class Definition:
    edition: EditionRow
    entry: GlossaryRow
    alternatives: tuple[str, ...] = ()
    spanish_name: str | None = None
    """How Spanish judges name the term ("toque mortal"), from our term bridge."""
    spanish_note: str | None = None
    """Our Spanish explanation of a rule the entry refers to, when we wrote one."""


@dataclass(frozen=True, slots=True)
class SearchResult:
    edition: EditionRow
    query: str
    hits: tuple[SearchHit, ...]
    translated: tuple[str, ...] = ()
    too_common: bool = False
    """Every word was one that appears almost everywhere ("the", "a"): nothing to rank by."""


@dataclass(frozen=True, slots=True)
class Diff:
    old: EditionRow
    new: EditionRow
    added: tuple[str, ...]
    removed: tuple[str, ...]
    changed: tuple[str, ...]
    renumbered: tuple[tuple[str, str], ...] = field(default_factory=tuple)


def normalise_number(text: str) -> str:
    """``CR 704,5G.`` → ``704.5g``; raises :class:`BadRuleNumber` when it isn't a rule number."""
    cleaned = WRAPPING.sub("", text.strip())
    cleaned = PREFIX.sub("", cleaned).replace(",", ".").replace(" ", "").rstrip(".").lower()
    cleaned = cleaned.replace("(", "").replace(")", "")  # "704.5(g)": the letter in brackets
    cleaned = WRAPPING.sub("", cleaned)
    if not NUMBER.match(cleaned):
        raise BadRuleNumber(text)
    return cleaned


#: Words that match most of the CR: dropped from a query that has other words (they change no
#: ranking a judge would notice, and ranking thousands of matches is what makes a search slow).
STOP_WORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "for",
        "from",
        "has",
        "have",
        "if",
        "in",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "that",
        "the",
        "their",
        "then",
        "this",
        "to",
        "was",
        "when",
        "which",
        "will",
        "with",
        "you",
        "your",
        "de",
        "del",
        "el",
        "la",
        "las",
        "los",
        "un",
        "una",
        "y",
        "o",
        "en",
        "que",
        "se",
        "su",
    ]
)


def fts_query(text: str, *, any_word: bool = False) -> str:
    """A user string as an FTS5 query that can't be a syntax error: every word quoted."""
    words = [w for w in WORD.findall(text[:MAX_QUERY]) if w.casefold() not in STOP_WORDS]
    if not words:
        return ""
    quoted = [_term(w) for w in words]
    return " OR ".join(quoted) if any_word else " AND ".join(quoted)


def _term(word: str) -> str:
    """A quoted FTS5 term that also matches the word's plural or singular ("action" finds
    "actions", "tokens" finds "token"), since the index keeps words as written."""
    if len(word) < 4:
        return f'"{word}"'
    other = word[:-1] if word.casefold().endswith("s") else f"{word}s"
    return f'("{word}" OR "{other}")'


@dataclass(frozen=True, slots=True)
class _Bridge:
    """The Spanish → English term bridge, worked out on first use: a one-rule lookup never
    reads it, and its regular expression (hundreds of terms) costs milliseconds to compile."""

    spanish: dict[str, str]
    """Folded Spanish term → English."""
    english: dict[str, str]
    """English term → the first Spanish name the bridge lists for it (printed forms first)."""
    words: frozenset[str]
    """Every word of every Spanish term, folded: what a plural is singularised toward."""
    term: re.Pattern[str]


@cache
def _bridge() -> _Bridge:
    from bot.cr.spanish_terms import SPANISH_TERMS

    spanish = {fold(es): en for es, en in SPANISH_TERMS}
    english = {en.casefold(): es for es, en in reversed(SPANISH_TERMS)}
    words = frozenset(w for term in spanish for w in term.split())
    term = re.compile(r"\b(" + "|".join(re.escape(t) for t in sorted(spanish, key=len, reverse=True)) + r")\b")
    return _Bridge(spanish, english, words, term)


def _singular(word: str) -> str:
    """A Spanish plural as the singular our term bridge knows ("criaturas", "indestructibles")."""
    words = _bridge().words
    if word in words:
        return word
    for ending in ("es", "s"):
        if word.endswith(ending) and word[: -len(ending)] in words:
            return word[: -len(ending)]
    return word


def spanish_to_english(query: str) -> tuple[str, tuple[str, ...]]:
    """Replace whole Spanish game terms with the English ones the CR uses (longest first);
    plurals are read as the singular the bridge knows when only that is listed."""
    bridge = _bridge()
    folded = WORD.sub(lambda m: _singular(m.group(0)), fold(query))
    used: list[str] = []
    aligned = len(folded) == len(query)  # folding kept every position: show the judge's own words

    def swap(match: re.Match[str]) -> str:
        said = query[match.start(1) : match.end(1)] if aligned else match.group(1)
        used.append(f"{said} → {bridge.spanish[match.group(1)]}")
        return bridge.spanish[match.group(1)]

    return bridge.term.sub(swap, folded), tuple(used)


#: A Spanish noun phrase "A de B" ("identidad de color", translated word by word to "identity
#: de color"), which English says "B A" ("color identity").
_OF = re.compile(r"^(\w+(?: \w+)?) (?:de|del|de la|de los|de las) (\w+(?: \w+)?)$")


def english_order(translated: str) -> str:
    """A translated Spanish "A de B" as English orders it, "B A"; other text unchanged."""
    match = _OF.match(translated.strip())
    return f"{match.group(2)} {match.group(1)}" if match else translated


class RulesService:
    """Lookups over the store. An edition never changes once stored, so what is read from it is
    cached per edition; which edition is current is re-read whenever the store changed (another
    process's import included), checked with one cheap read per lookup."""

    VIEW_CACHE = 4096

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._terms: dict[int, list[tuple[int, str]]] = {}
        self._resolvers: dict[int, RuleResolver] = {}
        self._current: dict[str, EditionRow | None] = {}
        self._views: OrderedDict[tuple[int, str, str], RuleView] = OrderedDict()
        self._stamp: tuple[int, int] | None = None
        self._numbers: dict[int, list[tuple[str, str]]] = {}

    async def _current_edition(self, language: str) -> EditionRow | None:
        stamp = await self.storage.change_stamp()
        if stamp != self._stamp:
            self._stamp = stamp
            self._current.clear()
            self._views.clear()  # a view may hold text of the Spanish edition that was current
        if language not in self._current:
            self._current[language] = await self.storage.current_edition(language)
        return self._current[language]

    async def edition(self, language: str = "en") -> EditionRow:
        edition = await self._current_edition(language)
        if edition is None:
            raise NoEdition(language)
        return edition

    async def resolver(self, language: str = "en") -> RuleResolver:
        """Citations located in the current edition's own text (tables when nothing is stored)."""
        edition = await self._current_edition(language)
        if edition is None:
            return resolver_for(None)
        if edition.id not in self._resolvers:
            stored = await self.storage.citations(edition.id)
            numbers = {kind: stored.get(kind) for kind in Kind}
            if any(kind not in stored for kind in SIGNATURES):
                # Stored by an older Juez that didn't know every kind: locate them in its own text.
                numbers = await self.located_citations(edition)
                await self.storage.save_citations(edition.id, numbers)
            self._resolvers[edition.id] = Numbering(edition.effective_date, numbers)
        return self._resolvers[edition.id]

    async def lookup(self, query: str, *, lang: str = "en") -> RuleView:
        try:
            number = normalise_number(query)
        except BadRuleNumber:
            raise await self._redirect(query) from None
        edition = await self.edition("en")
        key = (edition.id, number, lang)
        cached = self._views.get(key)
        if cached is not None:
            self._views.move_to_end(key)
            return cached
        rule = await self.storage.rule(edition.id, number)
        if rule is None:
            raise RuleNotFound(number, await self._nearest(edition, number), edition.effective_date)
        children = tuple(await self.storage.children(edition.id, rule.number))
        spanish, source = (await self._spanish(edition, rule)) if lang == "es" else (None, "none")
        view = RuleView(edition, rule, children, spanish, source)
        self._views[key] = view
        if len(self._views) > self.VIEW_CACHE:
            self._views.popitem(last=False)
        return view

    async def _redirect(self, query: str) -> KeyedError:
        """What to say when /cr gets something that isn't a rule number: a tournament document
        ("IPG 2.5") or a glossary term ("deathtouch") has its own command."""
        if POLICY.match(query):
            return PolicyDocument(query)
        if any(c.isalpha() for c in query):
            try:
                definition = await self.define(query)
            except (TermNotFound, NoEdition):
                return BadRuleNumber(query)
            return GlossaryTermNotRule(query, definition.entry.term)
        return BadRuleNumber(query)

    async def _spanish(self, edition: EditionRow, rule: RuleRow) -> tuple[str | None, str]:
        es = await self._current_edition("es")
        if es is not None:
            translated = await self.storage.rule(es.id, rule.number)
            if translated is not None:
                return translated.text, "edition"
        citations = await self.storage.citations(edition.id)
        kind = next((Kind(k) for k, n in citations.items() if n == rule.number and k in SPANISH), None)
        if kind is not None:
            return SPANISH[kind], "explanation"
        return None, "none"

    async def _nearest(self, edition: EditionRow, number: str) -> list[str]:
        """Existing numbers closest to a missing one: its siblings around it, else its parent."""
        match = NUMBER.match(number)
        assert match is not None
        section, rule, letters = match.groups()
        candidates: list[str] = []
        if letters:
            parent = f"{section}.{rule}"
            siblings = [r.number for r in await self.storage.children(edition.id, parent)]
            if siblings and len(letters) == 2 and f"{parent}{letters[0]}" in siblings:
                candidates.append(f"{parent}{letters[0]}")  # "704.5gg": a doubled letter, most likely
                siblings = [s for s in siblings if s != candidates[0]]
            if siblings:
                wanted = _letter_rank(letters)
                siblings.sort(key=lambda n: (abs(_letter_rank(_letters(n)) - wanted), _letter_rank(_letters(n))))
                candidates += sorted(siblings[: 3 - len(candidates)], key=lambda n: _letter_rank(_letters(n)))
            elif await self.storage.rule(edition.id, parent):
                candidates.append(parent)
        if not candidates:
            order = await self.storage.insertion_point(edition.id, number)
            kind = "subrule" if letters else ("rule" if rule else "section")
            near = await self.storage.rules_near(edition.id, order, kind, 3)
            candidates += sorted((r.number for r in near), key=rule_sort_key)
        return candidates

    async def define(self, term: str) -> Definition:
        edition = await self.edition("en")
        terms = await self._glossary(edition)
        wanted = term.strip().casefold()
        english, _ = spanish_to_english(wanted)
        named = JUDGE_TERMS.get(fold(wanted))
        if named is not None:  # "contador de lealtad", "sabiduría", "leyenda": what judges mean
            glossary_term, rules = named
            exact = next((i for i, t in terms if t == glossary_term), None)
            entry = await self.storage.glossary_entry(exact) if exact is not None else None
            if entry is not None:
                entry = replace(entry, refs=tuple(dict.fromkeys((*rules, *entry.refs))))
                return await self._in_spanish(Definition(edition, entry))
        english = english_order(english)
        for probe in (wanted, english.strip(), expand(wanted).strip()):
            exact = next((i for i, t in terms if plain_term(t) == probe), None)
            if exact is not None:
                entry = await self.storage.glossary_entry(exact)
                assert entry is not None
                return await self._in_spanish(Definition(edition, entry))
        from rapidfuzz import fuzz, process  # only a misspelt or loose term pays for it

        names = [t for _, t in terms]
        matches = process.extract(
            english.strip() or wanted, names, scorer=fuzz.WRatio, processor=str.casefold, limit=5, score_cutoff=80
        )
        if not matches:
            close = process.extract(wanted, names, scorer=fuzz.WRatio, processor=str.casefold, limit=3)
            raise TermNotFound(term, [m[0] for m in close])
        best = matches[0]
        entry = await self.storage.glossary_entry(terms[best[2]][0])
        assert entry is not None
        return await self._in_spanish(Definition(edition, entry, tuple(m[0] for m in matches[1:])))

    async def _in_spanish(self, definition: Definition) -> Definition:
        """The term's Spanish name, and our Spanish note on the rule it refers to, if any."""
        name = _bridge().english.get(plain_term(definition.entry.term))
        citations = await self.storage.citations(definition.edition.id)
        by_number = {number: kind for kind, number in citations.items() if number and kind in SPANISH}
        # The rule itself ("702.26"), else the first rule within a section it names ("704" → 704.1).
        cited = [n for r in definition.entry.refs for n in (r, *sorted(n for n in by_number if n.startswith(f"{r}.")))]
        note = next((SPANISH[Kind(by_number[n])] for n in cited if n in by_number), None)
        return replace(definition, spanish_name=name, spanish_note=note)

    async def _glossary(self, edition: EditionRow) -> list[tuple[int, str]]:
        if edition.id not in self._terms:
            self._terms[edition.id] = await self.storage.glossary_terms(edition.id)
        return self._terms[edition.id]

    async def autocomplete_rules(self, text: str, limit: int = 25) -> list[tuple[str, str]]:
        """Numbers starting with what was typed, else chapter and section headings containing it;
        from memory (one read per edition), so autocomplete never waits behind commands."""
        edition = await self.edition("en")
        rows = self._numbers.get(edition.id)
        if rows is None:
            rows = await self.storage.rule_numbers_titles(edition.id)
            self._numbers = {edition.id: rows}
        typed = text.strip()
        found = [(n, t) for n, t in rows if n.startswith(typed)][:limit]
        if typed and len(found) < limit:
            folded = typed.casefold()
            found += [(n, t) for n, t in rows if "." not in n and folded in t.casefold() and (n, t) not in found]
        return found[:limit]

    async def autocomplete_terms(self, prefix: str, limit: int = 25) -> list[str]:
        edition = await self.edition("en")
        names = [t for _, t in await self._glossary(edition)]
        if not prefix.strip():
            return names[:limit]
        from rapidfuzz import fuzz, process

        return [m[0] for m in process.extract(prefix, names, scorer=fuzz.WRatio, processor=str.casefold, limit=limit)]

    async def search(self, query: str, *, limit: int = 10) -> SearchResult:
        edition = await self.edition("en")
        english, translated = spanish_to_english(query)
        english = expand(english)  # "SBA", "ETB": as the rules spell them
        if WORD.search(english) and not fts_query(english):
            return SearchResult(edition, query, (), translated, too_common=True)
        # Every word first; then, if that found fewer than asked, entries with any of them.
        hits: dict[tuple[str, str], SearchHit] = {}
        for hit in await self._named(edition, query, english):
            hits.setdefault((hit.kind, hit.key), hit)
        for any_word in (False, True):
            match = fts_query(english, any_word=any_word)
            if not match:
                break
            for hit in await self.storage.search(match, limit):
                hits.setdefault((hit.kind, hit.key), hit)
            if len(hits) >= limit:
                break
        ranked = sorted(hits.values(), key=lambda h: h.kind == "glossary" and h.key.endswith("(Obsolete)"))
        return SearchResult(edition, query, tuple(ranked[:limit]), translated)

    async def _named(self, edition: EditionRow, query: str, english: str) -> list[SearchHit]:
        """The rule a judge's phrase names, first: "legend rule" is the glossary's Legend Rule,
        which says "See rule 704.5j"; 704.5j leads, the glossary entry follows. Ranked below
        every text match (scores are BM25 ranks, lower first)."""
        terms = await self._glossary(edition)
        probes = {plain_term(p) for p in (query.strip().casefold(), english.strip().casefold()) if p}
        entry_id = next((i for i, t in terms if plain_term(t) in probes), None)
        entry = await self.storage.glossary_entry(entry_id) if entry_id is not None else None
        if entry is None or entry.obsolete:
            return []
        named: list[SearchHit] = []
        for number in entry.refs[:2]:
            rule = await self.storage.rule(edition.id, number)
            if rule is not None:
                named.append(SearchHit("rule", number, _snippet(rule.text), float("-inf")))
        named.append(SearchHit("glossary", entry.term, _snippet(entry.definition), float("-inf")))
        return named

    async def history(self, query: str, language: str = "en") -> list[tuple[str, str | None]]:
        return await self.storage.rule_history(language, normalise_number(query))

    async def diff(self, old_date: str, new_date: str, language: str = "en") -> Diff:
        old = await self.storage.edition_by_date(language, old_date)
        new = await self.storage.edition_by_date(language, new_date)
        if old is None or new is None:
            raise NoEdition(f"{language} {old_date if old is None else new_date}")
        before = dict(await self.storage.all_rules(old.id))
        after = dict(await self.storage.all_rules(new.id))
        return diff_rules(old, new, before, after)

    async def located_citations(self, edition: EditionRow) -> dict[Kind, str | None]:
        return locate_citations(await self.storage.all_rules(edition.id))


#: What judges call a thing whose glossary entry has another name (folded) → (glossary term, the
#: rules that answer it first). A counter's name is no glossary term ("Counter" is the verb's
#: entry), and "leyenda" means the legend rule, not the obsolete creature type.
JUDGE_TERMS: dict[str, tuple[str, tuple[str, ...]]] = {
    **dict.fromkeys(
        ("contador de lealtad", "contadores de lealtad", "loyalty counter", "loyalty counters"),
        ("Loyalty", ("306.5b", "209")),
    ),
    **dict.fromkeys(
        (
            "contador de sabiduria", "contadores de sabiduria", "sabiduria", "contador de historia",
            "lore counter", "lore counters",
        ),
        ("Saga", ("714.2b", "714")),
    ),
    **dict.fromkeys(("leyenda", "leyendas", "regla de leyenda", "regla de las leyendas"), ("Legend Rule", ("704.5j",))),
    **dict.fromkeys(("contador de veneno", "contadores de veneno", "veneno"), ("Poison Counter", ("704.5c",))),
}  # fmt: skip


def _snippet(text: str, words: int = 28) -> str:
    """The start of a text, as long as a search snippet."""
    parts = text.split()
    return " ".join(parts[:words]) + ("…" if len(parts) > words else "")


def diff_rules(old: EditionRow, new: EditionRow, before: dict[str, str], after: dict[str, str]) -> Diff:
    """Added, removed, changed, and renumbered: a removed number whose text reappears elsewhere."""
    added = [n for n in after if n not in before]
    removed = [n for n in before if n not in after]
    changed = [n for n in after if n in before and before[n] != after[n]]
    by_text: dict[str, str] = {}
    for number in added:
        by_text.setdefault(_comparable(after[number]), number)
    renumbered: list[tuple[str, str]] = []
    for number in removed:
        target = by_text.get(_comparable(before[number]))
        if target is not None:
            renumbered.append((number, target))
    moved_from = {a for a, _ in renumbered}
    moved_to = {b for _, b in renumbered}
    return Diff(
        old,
        new,
        added=tuple(sorted((n for n in added if n not in moved_to), key=rule_sort_key)),
        removed=tuple(sorted((n for n in removed if n not in moved_from), key=rule_sort_key)),
        changed=tuple(sorted(changed, key=rule_sort_key)),
        renumbered=tuple(sorted(renumbered, key=lambda p: rule_sort_key(p[0]))),
    )


def _comparable(text: str) -> str:
    """Text with rule numbers and typography evened out, so a pure renumbering still matches."""
    text = re.sub(r"\d{3}\.\d+[a-z]{0,2}", "#", text)
    return re.sub(r"\s+", " ", text.replace("’", "'").replace("“", '"').replace("”", '"')).strip().casefold()


def _letters(number: str) -> str:
    return "".join(c for c in number.split(".")[-1] if c.isalpha())


def _letter_rank(letters: str) -> int:
    """Position in the whole alphabet (l and o included, so 704.5l sits between k and m; aa after z)."""
    rank = 0
    for char in letters:
        rank = rank * 27 + (ord(char) - ord("a") + 1)
    return rank
