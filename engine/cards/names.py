"""The names a card answers to, folded the one way lookups and board reading compare them.

Judges type "thalia guardian of thraben", "Lichs Mirror", "osos pardos" and "Snow Covered
Forest": a name key ignores case, accents, punctuation and hyphens, so each of those is the
printed name. Each key carries a rank, because one key can mean several cards: an English name
beats a face's name, which beats a Spanish name, which beats a legend's short name ("Thalia").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum
from functools import lru_cache

from engine.cards.model import Card
from engine.text import FOLD_CACHED, FOLD_CACHED_LENGTH, fold


class Rank(IntEnum):
    NAME = 0
    FACE = 1
    SPANISH = 2
    SPANISH_FACE = 3
    SHORT = 4
    """A legend's name before its comma: "Thalia" for "Thalia, Guardian of Thraben"."""


@dataclass(frozen=True, slots=True)
class CardName:
    key: str
    rank: Rank
    language: str
    shown: str
    """As printed."""


_DROPPED = re.compile(r"[,.:;!?\"'()\[\]]")
_SPACED = re.compile(r"[\s\-‐–—_]+")


def name_key(text: str) -> str:
    """ "Thalia, Guardian of Thraben" → "thalia guardian of thraben"; "Fire // Ice" keeps "//".

    Short text is cached as ``fold`` caches it: the board reader asks for the keys of the same
    few spans of a board hundreds of times (every span a name could start or end at)."""
    return _short_key(text) if len(text) <= FOLD_CACHED_LENGTH else _key(text)


@lru_cache(maxsize=FOLD_CACHED)
def _short_key(text: str) -> str:
    return _key(text)


def _key(text: str) -> str:
    return _SPACED.sub(" ", _DROPPED.sub("", fold(text))).strip()


def card_names(card: Card) -> tuple[CardName, ...]:
    """Every key ``card`` is found by, strongest rank first (a key appears once per card)."""
    found: dict[str, CardName] = {}

    def add(shown: str | None, rank: Rank, language: str) -> None:
        if shown and shown.strip():
            key = name_key(shown)
            if key and key not in found:
                found[key] = CardName(key, rank, language, shown.strip())

    add(card.name, Rank.NAME, "en")
    for face in card.faces:
        add(face.name, Rank.FACE, "en")
    add(card.spanish_name, Rank.SPANISH, "es")
    for face in card.faces:
        add(face.spanish_name, Rank.SPANISH_FACE, "es")
    if "legendary" in card.main.supertypes:
        for shown, language in ((card.main.name, "en"), (card.main.spanish_name, "es")):
            if shown and "," in shown:
                add(shown.split(",", 1)[0], Rank.SHORT, language)
    return tuple(sorted(found.values(), key=lambda n: n.rank))
