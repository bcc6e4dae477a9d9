"""Which sections a search names, in either language: titles, Spanish names and judges' phrases.

FTS5 matches words as written and the documents are English, so "carta oculta error",
"revisión de mazo" or "rules enforcement level" (the title says *Levels*) found nothing by
title. Here every section is named by its English title, its Spanish name, both with the
chapter before them ("Conducta antideportiva — Leve"), and what judges call it
(``engine.policy.names``); names and queries are compared as light stems with the function
words dropped, so number, gender, accents and most verb forms ("robó", "robar", "roba";
"drew", "draws") agree.

A section is *named* when the query says one of its names whole, in any order ("carta oculta
error" holds every word of "Error de carta oculta"), and the name is at least half of the query
(a word of a sentence is no section's name: "player at 0 life" isn't about MTR 1.10, Players);
less strongly, when the query's words
come in order inside one name ("carta oculta"; "robar de más" in "robar cartas de más"), or
when every word is in the section's names of either language, as judges mix them ("trigger
olvidado"). Those two only when the query isn't itself a game term: "robar una carta" is in
"El jugador roba cartas de más", but drawing a card is the CR's to answer.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from engine.policy import Document
from engine.policy.names import ABBREVIATIONS, JUDGE_PHRASES, PENALTIES, SPANISH
from engine.text import fold

_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")

#: Words that say nothing about which section is meant, in English and Spanish (folded).
FUNCTION_WORDS = frozenset(
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
        "into",
        "is",
        "it",
        "its",
        "of",
        "on",
        "or",
        "that",
        "the",
        "their",
        "they",
        "this",
        "to",
        "was",
        "were",
        "when",
        "which",
        "with",
        "you",
        "your",
        "shouldn't",
        "should",
        "not",
        "no",
        "al",
        "de",
        "del",
        "el",
        "la",
        "las",
        "lo",
        "los",
        "un",
        "una",
        "unos",
        "unas",
        "y",
        "e",
        "o",
        "u",
        "en",
        "que",
        "se",
        "su",
        "sus",
        "por",
        "para",
        "con",
        "sin",
        "le",
        "les",
        "ha",
        "han",
        "es",
        "son",
        "fue",
    ]
)

#: English verbs whose past judges type ("drew extra cards"), as their stems.
IRREGULAR = {
    "drew": "draw",
    "drawn": "draw",
    "saw": "see",
    "seen": "see",
    "forgot": "forget",
    "forgotten": "forget",
    "took": "take",
    "taken": "take",
    "gave": "give",
    "given": "give",
}

#: Endings taken off a word, longest first, once (after a plural): verb forms, gender,
#: derivation. The stem keeps at least three letters. Not "-er": "player" is no form of "play". Crude on purpose: it only has to make a
#: title and a query say the same word the same way, never to be a word itself.
_ENDINGS = (
    "amiento", "imiento", "aciones", "mente", "acion", "icion", "iendo", "ando", "ness", "ment",
    "ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida", "ing", "ed", "ar", "ir",
    "al", "a", "o", "e",
)  # fmt: skip


@lru_cache(maxsize=4096)
def stem(word: str) -> str:
    """A folded word's light stem: "cartas" → "cart", "robó" → "rob", "levels" → "level"."""
    word = IRREGULAR.get(word, word)
    if word.endswith("es") and len(word) > 4 and not word.endswith("ses"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss") and len(word) > 3:
        word = word[:-1]
    for ending in _ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def stems(text: str) -> tuple[str, ...]:
    """The stems of a text's words, in order, function words left out."""
    return tuple(stem(w) for w in _WORD.findall(fold(text)) if w not in FUNCTION_WORDS)


@dataclass(frozen=True, slots=True)
class Named:
    """A section a query names, and how strongly."""

    document: Document
    number: str
    whole: bool
    """The query says a whole name (possibly with more words); otherwise its words run inside one."""
    said: int
    """How many of the query's words the name holds: "slow play" says all of Slow Play's
    name, and only a word of Players'."""
    share: float
    """How much of that name the query says (1.0: all of it)."""

    @property
    def strength(self) -> tuple[bool, int, float]:
        return (self.whole, self.said, self.share)


@dataclass(frozen=True, slots=True)
class _Name:
    document: Document
    number: str
    stems: tuple[str, ...]
    alone: bool = False
    """Said only as the whole query: a one-word abbreviation ("HCE", "MT", "IS")."""


def _in_order(short: Sequence[str], long: Sequence[str]) -> bool:
    """Every word of ``short`` in ``long``, in the same order, others between allowed."""
    rest = iter(long)
    return all(word in rest for word in short)


#: A judge's phrase or abbreviation → the section titles it names, per document; a penalty's
#: Spanish name beside its English one ("pérdida de juego" as "game loss": Definition of Penalties).
_PHRASES: dict[tuple[Document, str], list[str]] = {}
for _phrase, (_document, _title) in (*JUDGE_PHRASES.items(), *ABBREVIATIONS.items()):
    _PHRASES.setdefault((_document, _title), []).append(_phrase)
    if _phrase in PENALTIES:
        _PHRASES[(_document, _title)].append(PENALTIES[_phrase])


def _spoken(document: Document, title: str, category: str) -> list[str]:
    """Every way a section is named: its title, its Spanish name, both after their chapter's
    ("Unsporting Conduct Minor", "Conducta antideportiva Leve"), and judges' phrases."""
    spoken = [title, SPANISH.get(title, "")]
    if category:
        spoken += [f"{category} {title}", f"{SPANISH.get(category, category)} {SPANISH.get(title, title)}"]
    return spoken + _PHRASES.get((document, title), [])


class TitleIndex:
    """Every name of the current editions' sections, stemmed once: (document, number, title,
    category) in, and the game's vocabulary."""

    def __init__(self, sections: Iterable[tuple[Document, str, str, str]], vocabulary: Iterable[str] = ()) -> None:
        self.vocabulary = frozenset(stems(text) for text in vocabulary)
        """The game's own terms (the CR's, in both languages), stemmed: a query that is one of
        them names no section by saying part of its name."""
        self.names = [
            # A one-word abbreviation ("is", "mt", "sp") names its section only typed alone.
            _Name(document, number, said, alone=len(said) == 1 and text.casefold() in ABBREVIATIONS)
            for document, number, title, category in sections
            for text in _spoken(document, title, category)
            if (said := stems(text))
        ]
        # Which names and sections hold each stem: a query reads only the names it shares a word with.
        self.by_stem: dict[str, list[_Name]] = {}
        self.sections_by_stem: dict[str, set[tuple[Document, str]]] = {}
        for name in self.names:
            for word in dict.fromkeys(name.stems):
                self.by_stem.setdefault(word, []).append(name)
                if not name.alone:
                    self.sections_by_stem.setdefault(word, set()).add((name.document, name.number))

    def named(self, query: str, documents: Sequence[Document]) -> list[Named]:
        """The sections ``query`` names in ``documents``, strongest first (a whole name said,
        then the most of a name); each section once."""
        said = stems(query)
        if not said:
            return []
        wanted = set(said)
        term = said in self.vocabulary
        best: dict[tuple[Document, str], Named] = {}
        candidates = {id(n): n for word in wanted for n in self.by_stem.get(word, ())}
        for name in candidates.values():
            if name.document not in documents:
                continue
            if name.alone and name.stems != said:
                continue
            # A name said whole must be at least half of what was asked: "player at 0 life" says
            # Players (MTR 1.10) whole, but is about life, not about the tournament's players.
            whole = set(name.stems) <= wanted and 2 * len(set(name.stems)) >= len(wanted)
            if not whole and (term or not _in_order(said, name.stems)):
                continue
            common = len(wanted & set(name.stems))
            found = Named(name.document, name.number, whole, common, common / len(set(name.stems)))
            key = (name.document, name.number)
            if key not in best or found.strength > best[key].strength:
                best[key] = found
        if not term:  # every word among the section's names, in one language or both
            everywhere = set.intersection(*(self.sections_by_stem.get(word, set()) for word in wanted))
            for document, number in everywhere:
                if document in documents and (document, number) not in best:
                    best[(document, number)] = Named(document, number, False, len(wanted), 0.0)
        # Equal strengths in a fixed order (the IPG's infractions, then the JAR, then the MTR).
        ordered = sorted(best.values(), key=lambda n: (n.document.value, n.number))
        return sorted(ordered, key=lambda n: n.strength, reverse=True)
