"""Tokens as Oracle text describes them ("a 2/2 black Zombie creature token"), for the
replacement effects that create one instead of an event (Kalitas, Traitor of Ghet).

A token's name is its subtypes (111.4); its colors, types and size are the text's words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from engine.model import GameObject

_COLOR = r"(?:white|blue|black|red|green|colorless)"
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_TYPES = ("artifact", "enchantment", "creature", "land")
#: "a tapped 2/2 black Zombie creature token with deathtouch"
_TOKEN = re.compile(
    rf"""^(?P<count>a|an|one|two|three|four|five)\s
        (?P<tapped>tapped\s)?
        (?:(?P<power>\d+)/(?P<toughness>\d+)\s)?
        (?P<colors>{_COLOR}(?:(?:,\s|\sand\s){_COLOR})*\s)?
        (?P<words>(?:[A-Z][\w'-]*\s)*)
        (?P<types>(?:(?:artifact|enchantment|land|creature)\s)+)
        tokens?
        (?:\swith\s(?P<keywords>[a-z ,]+?))?$""",
    re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class TokenSpec:
    count: int
    name: str
    card_types: frozenset[str]
    subtypes: frozenset[str]
    colors: frozenset[str]
    power: int | None
    toughness: int | None
    keywords: frozenset[str]
    tapped: bool = False

    def build(self, oid: str, controller: str) -> GameObject:
        """The token as it enters, under ``controller``'s control (111.2: they own it too)."""
        return GameObject(
            id=oid,
            name=self.name,
            owner=controller,
            controller=controller,
            token=True,
            card_types=self.card_types,
            subtypes=self.subtypes,
            colors=self.colors,
            power=self.power,
            toughness=self.toughness,
            keywords=self.keywords,
            tapped=self.tapped,
        )


@lru_cache(maxsize=1024)
def read_tokens(phrase: str) -> tuple[TokenSpec, ...] | None:
    """Each token a phrase creates ("a 3/3 … with deathtouch and a 3/3 … with lifelink"),
    or None when a word isn't understood."""
    parts = re.split(
        r"\s(?:and|plus)\s(?=(?:a|an|one|two|three|four|five)\s(?:tapped\s)?\d)", phrase.strip().rstrip(".")
    )
    specs = []
    for part in parts:
        spec = _read_one(part.strip())
        if spec is None:
            return None
        specs.append(spec)
    return tuple(specs)


def _read_one(text: str) -> TokenSpec | None:
    match = _TOKEN.match(text)
    if match is None:
        return None
    types = frozenset(match["types"].split())
    words = match["words"].split()
    if "creature" in types and match["power"] is None:
        return None
    keywords = frozenset(k.strip() for k in re.split(r",\s*(?:and\s)?|\sand\s", match["keywords"] or "") if k.strip())
    colors = frozenset(re.findall(r"white|blue|black|red|green", match["colors"] or ""))
    return TokenSpec(
        count=_COUNTS[match["count"]],
        name=" ".join(words) or match["types"].split()[-1].title(),
        card_types=types,
        subtypes=frozenset(w.lower() for w in words),
        colors=colors,
        power=int(match["power"]) if match["power"] else None,
        toughness=int(match["toughness"]) if match["toughness"] else None,
        keywords=keywords,
        tapped=bool(match["tapped"]),
    )
