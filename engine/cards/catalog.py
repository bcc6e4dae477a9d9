"""Card names in memory, for reading boards: which card a run of typed words names.

The bot builds one ``CardCatalog`` from its store (every name key, and each card's faces as
the board reader needs them) and hands it to the board parser. Lookups are exact on name keys;
a key shared by several cards at its best rank is ambiguous and is said to be, never guessed.
"""

from __future__ import annotations

import json
import zlib
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from engine.cards.model import Face, tuples
from engine.cards.names import Rank, name_key
from engine.text import fold

#: The face fields the board reader reads: what the catalog keeps in memory per card.
BOARD_FIELDS = (
    "name",
    "type_line",
    "card_types",
    "supertypes",
    "subtypes",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "colors",
    "own_keywords",
    "enchant",
    "final_chapter",
    "spanish_name",
    "mana_cost",
    "text",
)


def board_json(faces: Sequence[Face]) -> str:
    """The faces as the catalog stores them: only ``BOARD_FIELDS``, compact."""
    return json.dumps(
        [{k: getattr(f, k) for k in BOARD_FIELDS if getattr(f, k) not in (None, (), "")} for f in faces],
        ensure_ascii=False,
        separators=(",", ":"),
    )


@dataclass(frozen=True, slots=True)
class Named:
    """A card a name key stands for."""

    card: int
    name: str
    """The card's Oracle name."""
    rank: Rank
    shown: str
    """The name as printed that the key came from (a face's, a Spanish one…)."""


@dataclass(frozen=True, slots=True)
class Reading:
    """What a typed name reads as: one card, several (ambiguous), or none."""

    key: str
    cards: tuple[Named, ...]

    @property
    def card(self) -> Named | None:
        return self.cards[0] if len(self.cards) == 1 else None

    @property
    def ambiguous(self) -> bool:
        return len(self.cards) > 1


#: Cards whose faces are kept read (a board names a few; reading one again is one small
#: ``json.loads``): at 4,096 the cache kept about 6 MB of faces once judges had named that many.
FACES_CACHED = 1024


def _typos_allowed(length: int) -> int:
    """How many letters a typo of a name this long may change (insert, drop, replace): one in a
    short name, two in most ("Serra Angle"), three in a long one. Closeness alone let a word
    changed for another pass ("Only the Bears" as "Only the Best": ratio 89)."""
    return 1 if length < 8 else 2 if length < 20 else 3


#: Small words a typed name may leave out or add: articles, "of", "de" and the like.
_SMALL_WORDS = frozenset({"the", "a", "an", "of", "el", "la", "los", "las", "de", "del", "un", "una"})


def _loose_key(key: str) -> str:
    return " ".join(w for w in key.split() if w not in _SMALL_WORDS)


class CardCatalog:
    """Name key → cards, and card → faces, for the board reader. Pure: no I/O."""

    def __init__(
        self,
        names: Iterable[tuple[str, int, int, str]],
        cards: Iterable[tuple[int, str, str]],
        *,
        excluded: Callable[[str], bool] = lambda name: name.startswith("A-"),
    ) -> None:
        """``names``: (key, card id, rank, shown); ``cards``: (id, Oracle name, ``board_json``).
        Cards ``excluded`` (Alchemy rebalanced ones) are never read from a board."""
        self._cards: dict[int, tuple[str, str | bytes]] = {card_id: (name, faces) for card_id, name, faces in cards}
        self._by_key: dict[str, list[Named]] = {}
        for key, card_id, rank, shown in names:
            card = self._cards.get(card_id)
            if card is not None and not excluded(card[0]):
                # a printed name is usually the Oracle name itself: one string, not two
                shown = card[0] if shown == card[0] else shown
                self._by_key.setdefault(key, []).append(Named(card_id, card[0], Rank(rank), shown))
        by_first: dict[str, list[str]] = {}
        for key in self._by_key:
            by_first.setdefault(key.split(" ", 1)[0], []).append(key)
        self._by_first = {w: tuple(sorted(keys, key=len, reverse=True)) for w, keys in by_first.items()}
        self._keys = list(self._by_key)
        self._faces = lru_cache(maxsize=FACES_CACHED)(self._load_faces)
        self._loose: dict[str, dict[int, Named]] | None = None
        self._subtypes: dict[str, str] | None = None
        self._by_shape: dict[tuple[int, int], list[str]] | None = None

    def __len__(self) -> int:
        return len(self._cards)

    def compact(self) -> None:
        """Keep every card's faces compressed: for a process that holds the catalog for as long
        as it runs (the bot: about 7 MB less resident, bench/soak.py). Half a second of work, so
        a one-shot command doesn't."""
        self._cards = {
            card_id: (name, zlib.compress(faces.encode("utf-8"), 1) if isinstance(faces, str) else faces)
            for card_id, (name, faces) in self._cards.items()
        }

    def read(self, name: str) -> Reading:
        """The cards ``name`` means at its strongest rank (a card counted once)."""
        key = name_key(name)
        entries = self._by_key.get(key, [])
        if not entries:
            return Reading(key, ())
        best = min(e.rank for e in entries)
        chosen: dict[int, Named] = {}
        for entry in entries:
            if entry.rank == best:
                chosen.setdefault(entry.card, entry)
        return Reading(key, tuple(chosen.values()))

    def starts_a_name(self, word: str) -> bool:
        """Whether some card's name key starts with this name-key word (most words start none)."""
        return word in self._by_first

    def lengths_at(self, words: Sequence[str]) -> Iterator[int]:
        """How many of ``words`` (name-key words, in order) form a card name starting at the first
        of them: every such length, longest first."""
        if not words:
            return
        for key in self._by_first.get(words[0], ()):
            wanted = key.count(" ") + 1
            if wanted <= len(words) and " ".join(words[:wanted]) == key:
                yield wanted

    def near(self, name: str, *, cutoff: float = 88.0, margin: float = 4.0) -> Named | None:
        """The one card ``name`` is a clear typo of: a name of as many words whose closeness
        scores at least ``cutoff`` and beats every other card's by ``margin`` (short names
        never count)."""
        key = name_key(name)
        if len(key) < 5:
            return None  # "Opt" vs "Ox": too short for a typo to be told from another card
        from rapidfuzz import fuzz, process  # a typo's cost; a one-rule lookup imports the catalog too
        from rapidfuzz.distance import Levenshtein

        words = key.count(" ")
        best: dict[int, tuple[float, Named]] = {}
        for candidate, score, _ in process.extract(
            key, self._near_keys(words, len(key), (cutoff - margin) / 100), scorer=fuzz.ratio, limit=8,
            score_cutoff=cutoff - margin,
        ):  # fmt: skip
            for entry in self._by_key[candidate]:
                if entry.rank != Rank.SHORT and score > best.get(entry.card, (-1.0, entry))[0]:
                    best[entry.card] = (score, entry)
        ranked = sorted(best.values(), key=lambda pair: -pair[0])
        if not ranked or ranked[0][0] < cutoff:
            return None
        if Levenshtein.distance(key, name_key(ranked[0][1].shown)) > _typos_allowed(len(key)):
            return None  # "Only the Bears" is no typo of "Only the Best": a word changed, not mistyped
        if len(ranked) > 1 and ranked[1][0] > ranked[0][0] - margin:
            return None
        return ranked[0][1]

    def _near_keys(self, words: int, length: int, least: float) -> list[str]:
        """The keys a typo of a ``length``-character name of ``words + 1`` words could be: a typo
        changes letters, not words ("Thalia … X2" is not Thalia), and a ratio of at least
        ``least`` bounds the length: 2·matches / (a + b) ≥ least needs b ≥ a·least / (2 − least)
        and b ≤ a·(2 − least) / least. Bucketed once (the fuzzy search is the reader's costliest
        step on a name no card has)."""
        if self._by_shape is None:
            self._by_shape = {}
            for key in self._keys:
                self._by_shape.setdefault((key.count(" "), len(key)), []).append(key)
        low = int(length * least / (2 - least))
        high = int(length * (2 - least) / least) + 1
        return [k for size in range(low, high + 1) for k in self._by_shape.get((words, size), ())]

    def loose(self, name: str) -> Named | None:
        """The one card ``name`` is with a small word missing or added ("jace mind sculptor",
        "Sword Fire and Ice", "Ángel platino"): the same words once articles and "of"/"de" are
        set aside, and only when exactly one card has them (built on first use)."""
        if self._loose is None:
            self._loose = {}
            for key, entries in self._by_key.items():
                for entry in entries:
                    found = self._loose.setdefault(_loose_key(key), {})
                    if entry.rank != Rank.SHORT and (entry.card not in found or entry.rank < found[entry.card].rank):
                        found[entry.card] = entry
        wanted = _loose_key(name_key(name))
        found = self._loose.get(wanted, {}) if wanted.count(" ") >= 1 else {}
        return next(iter(found.values())) if len(found) == 1 else None

    def name_of(self, card_id: int) -> str:
        return self._cards[card_id][0]

    def faces(self, card_id: int) -> tuple[Face, ...]:
        return self._faces(card_id)

    def _load_faces(self, card_id: int) -> tuple[Face, ...]:
        _, data = self._cards[card_id]
        rows: list[dict[str, Any]] = json.loads(data if isinstance(data, str) else zlib.decompress(data))
        return tuple(Face(**tuples(Face, row)) for row in rows)

    def subtype_words(self) -> dict[str, str]:
        """Every subtype printed on an English type line, folded → as printed ("elf" → "Elf"):
        what a judge names as a card's chosen type. Built from the stored type lines on first
        use (about half a second on the full file), then kept."""
        if self._subtypes is None:
            self._subtypes = {
                fold(word): word
                for card_id in self._cards
                for face in self._load_faces(card_id)
                for word in face.type_line.partition("—")[2].split()
            }
        return self._subtypes

    def face_for(self, named: Named) -> Face:
        """The face a name means: the face it names, else the front face (a permanent's, 712.2)."""
        faces = self.faces(named.card)
        key = name_key(named.shown)
        for face in faces:
            if key in (name_key(face.name), name_key(face.spanish_name or "")):
                return face
        return faces[0]
