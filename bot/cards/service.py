"""Card lookups over the store: by name in either language, fuzzy, and the catalog boards read.

The stored build only changes through an import (this process's or another's), so everything
built from it (the name list autocomplete searches, the board reader's ``CardCatalog``) is kept
until the current build's id changes, checked with one cheap read per lookup.
"""

from __future__ import annotations

import asyncio
import bisect
import json
from dataclasses import dataclass

from rapidfuzz import fuzz, process

from bot.storage import CardBuildRow, Storage
from engine.cards import Card
from engine.cards.catalog import CardCatalog, Named, Reading
from engine.cards.names import Rank, name_key
from engine.cards.spanish_type_line import subtype_table
from engine.errors import KeyedError

#: Longest name a lookup reads: the longest card name is under 150 characters.
MAX_NAME = 200


class NoCards(KeyedError):
    """No card data is stored yet."""

    key = "cards.none"


class CardNotFound(KeyedError):
    key = "cards.not_found"


class AmbiguousCard(KeyedError):
    key = "cards.ambiguous"


@dataclass(frozen=True, slots=True)
class Suggestion:
    card: int
    name: str
    shown: str
    """The name that matched (Spanish, a face's…), as printed."""
    score: float


class CardService:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self._stamp: tuple[int, int] | None = None
        self._build: CardBuildRow | None = None
        self._catalog: CardCatalog | None = None
        self._keys: list[str] = []
        self._entries: list[tuple[int, int, str]] = []
        self._by_initial: dict[str, tuple[list[str], list[tuple[int, int, str]]]] = {}
        self._by_second: dict[str, tuple[list[str], list[tuple[int, int, str]]]] = {}
        self._sorted: list[tuple[str, int]] = []
        self._lock = asyncio.Lock()
        self._subtypes: tuple[int, dict[str, str]] | None = None

    async def build(self) -> CardBuildRow | None:
        """The stored build (None without cards); re-read when the store changed."""
        stamp = await self.storage.change_stamp()
        if stamp != self._stamp:
            self._stamp = stamp
            build = await self.storage.current_card_build()
            if build is None or self._build is None or build.id != self._build.id:
                self._catalog = None
            self._build = build
        return self._build

    async def catalog(self) -> CardCatalog | None:
        """The board reader's catalog of the stored build (built once per build)."""
        if await self.build() is None:
            return None
        async with self._lock:
            if self._catalog is None:
                names, cards = await self.storage.card_catalog_rows()
                catalog = await asyncio.to_thread(CardCatalog, names, cards)
                self._keys = [key for key, *_ in names]
                self._entries = [(card, rank, shown) for _, card, rank, shown in names]
                self._sorted = sorted((key, i) for i, key in enumerate(self._keys))
                self._by_initial, self._by_second = {}, {}
                for key, entry in zip(self._keys, self._entries, strict=True):  # the same tuples: held once
                    for index, letter in ((self._by_initial, key[:1]), (self._by_second, key[1:2])):
                        keys, entries = index.setdefault(letter, ([], []))
                        keys.append(key)
                        entries.append(entry)
                self._catalog = catalog
            return self._catalog

    async def spanish_subtypes(self) -> dict[str, str]:
        """English subtype → its printed Spanish form, paired from the stored build's printed
        Spanish type lines (``engine.cards.spanish_type_line``); worked out once per build."""
        build = await self.build()
        if build is None:
            return {}
        if self._subtypes is None or self._subtypes[0] != build.id:
            rows = await self.storage.fetch_all(
                "SELECT json_extract(f.value, '$.subtypes'), json_extract(f.value, '$.spanish_type_line')"
                " FROM cards, json_each(cards.data, '$.faces') AS f"
                " WHERE json_extract(f.value, '$.spanish_type_line') IS NOT NULL",
                side=True,
            )
            pairs = [(json.loads(subtypes or "[]"), str(line)) for subtypes, line in rows]
            self._subtypes = (build.id, await asyncio.to_thread(subtype_table, pairs))
        return self._subtypes[1]

    async def require_catalog(self) -> CardCatalog:
        catalog = await self.catalog()
        if catalog is None:
            raise NoCards()
        return catalog

    async def card(self, card_id: int) -> Card:
        found = await self.storage.cards_by_id([card_id])
        if card_id not in found:
            raise CardNotFound(name=str(card_id), suggestions="—")
        return found[card_id]

    async def find(self, name: str) -> Card:
        """The card ``name`` names (English or Spanish, any case or accents, a face's name).

        Ambiguous names raise ``AmbiguousCard`` listing each card; unknown ones ``CardNotFound``
        with the nearest names in both languages.
        """
        catalog = await self.require_catalog()
        name = _clean(name)
        reading = catalog.read(name) if name_key(name) else Reading("", ())
        if reading.card is not None and reading.card.rank < Rank.SHORT:
            return await self.card(reading.card.card)
        if reading.ambiguous or (reading.card is not None and reading.card.rank == Rank.SHORT):
            options = _names(reading.cards)
            if len(options) == 1:
                return await self.card(reading.cards[0].card)
            more = f" (+{len(options) - 10})" if len(options) > 10 else ""
            raise AmbiguousCard(name=name, options="; ".join(options[:10]) + more)
        loose = catalog.loose(name)
        if loose is not None:  # "jace mind sculptor": Jace, the Mind Sculptor, a small word short
            return await self.card(loose.card)
        near = await self.suggest(name, limit=5)
        if near and near[0].score >= 92 and (len(near) == 1 or near[1].score < near[0].score - 4):
            return await self.card(near[0].card)  # one clear typo away ("Grizly Bears")
        raise CardNotFound(name=name or "∅", suggestions="; ".join(s.shown for s in near) or "—")

    async def suggest(self, text: str, *, limit: int = 25) -> list[Suggestion]:
        """Names for autocomplete: names starting with what was typed, then fuzzy matches
        (typos, missing accents, a word missing), each card once, best first."""
        catalog = await self.catalog()
        if catalog is None:
            return []
        key = name_key(_clean(text))
        found: dict[int, tuple[str, float]] = {}  # card → (the name that matched, score)
        if key:  # names starting with what was typed, shortest first (from memory)
            start = bisect.bisect_left(self._sorted, (key,))
            starting: list[tuple[str, int]] = []
            for i in range(start, min(len(self._sorted), start + 2_000)):
                name, index = self._sorted[i]
                if not name.startswith(key):
                    break
                starting.append((name, index))
            for _, index in sorted(starting, key=lambda pair: (len(pair[0]), self._entries[pair[1]][1]))[: limit * 3]:
                card, rank, shown = self._entries[index]
                if rank < Rank.SHORT:
                    found.setdefault(card, (shown, 100.0))
        if len(found) < limit and key:
            # Search a few thousand names at a time: those starting with the query's first
            # letter (most typos spare it), then its second (the first two swapped, or one
            # letter too many), then those whose second letter is its first (the first letter
            # missing), and all of them only when none of that finds anything.
            empty: tuple[list[str], list[tuple[int, int, str]]] = ([], [])
            tiers = (
                self._by_initial.get(key[0], empty),
                self._by_initial.get(key[1:2], empty) if key[1:2] != key[:1] else empty,
                self._by_second.get(key[0], empty),
                (self._keys, self._entries),
            )
            for keys, entries in tiers:
                matches = process.extract(key, keys, scorer=fuzz.ratio, limit=limit * 2, score_cutoff=55)
                for _, score, index in matches:
                    card, rank, shown = entries[index]
                    if rank < Rank.SHORT:
                        found.setdefault(card, (shown, float(score)))
                if found:
                    break
        ranked = sorted(found.items(), key=lambda item: -item[1][1])[:limit]
        return [Suggestion(card, catalog.name_of(card), shown, score) for card, (shown, score) in ranked]


def _clean(text: str) -> str:
    """What a lookup reads of typed text: bounded, and valid UTF-8 (a lone surrogate from a
    proxy or a terminal becomes "?", never an encoding error)."""
    return text[:MAX_NAME].encode("utf-8", "replace").decode("utf-8").strip()


def _names(cards: tuple[Named, ...]) -> list[str]:
    return sorted({c.name for c in cards})
