"""Whether an attachment is legal: an Aura's "enchant" restriction, Equipment and Fortifications.

An enchant restriction is matched word by word against the object's types, so new cards'
restrictions ("enchant artifact or creature", "enchant nonland permanent you control",
"enchant legendary creature") work without a table entry per card.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import get_args

from engine.cards.mana_value import mana_value_allows, split_mana_value_qualifier
from engine.model import Color, GameObject

_CARD_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery"}
)
_SUPERTYPES = frozenset({"basic", "legendary", "snow", "world", "ongoing"})
_PLAYER_WORDS = frozenset({"player", "opponent"})
_FILLER = frozenset({"a", "an", "card", "cards"})
_ALTERNATIVES = re.compile(r"\s*(?:,\s*or\s+|\s+or\s+|,\s*)\s*")


def enchant_allows_player(restriction: str | None) -> bool | None:
    """``None`` when there is no stated restriction (the engine then trusts the description)."""
    if not restriction:
        return None
    return any(word in _PLAYER_WORDS for word in restriction.split())


@dataclass(frozen=True, slots=True)
class Restriction:
    """A parsed enchant restriction: alternatives of (word, negated) requirements, plus control."""

    alternatives: tuple[tuple[tuple[str, bool], ...], ...]
    controlled_by_you: bool
    controlled_by_opponent: bool


@lru_cache(maxsize=1024)
def parse_restriction(restriction: str) -> Restriction:
    """Parsed once per distinct wording: a board full of the same Aura pays for one parse."""
    controlled_by_you = "you control" in restriction and "don't control" not in restriction
    controlled_by_opponent = "opponent controls" in restriction or "you don't control" in restriction
    text = restriction
    for phrase in ("you don't control", "an opponent controls", "opponent controls", "you control"):
        text = text.replace(phrase, "")
    alternatives = []
    for alt in _ALTERNATIVES.split(text.strip()):
        words = []
        for word in alt.split():
            if word in _FILLER:
                continue
            negated = word.startswith("non") and len(word) > 3
            base = word.removeprefix("non-").removeprefix("non") if negated else word
            if base.endswith("s") and base not in ("sorcery", "kindred"):
                base = base[:-1]
            words.append((base, negated))
        if words:
            alternatives.append(tuple(words))
    return Restriction(tuple(alternatives), controlled_by_you, controlled_by_opponent)


def enchant_allows_object(restriction: str | None, aura: GameObject, target: GameObject) -> bool | None:
    """Whether ``target`` satisfies an enchant restriction; ``None`` when nothing was stated."""
    if not restriction:
        return None
    restriction, qualifier = split_mana_value_qualifier(restriction)  # "… with mana value 2 or less"
    if qualifier is not None and mana_value_allows(qualifier, target.mana_value) is False:
        return False
    parsed = parse_restriction(restriction)
    if parsed.controlled_by_you and target.controller != aura.controller:
        return False
    if parsed.controlled_by_opponent and target.controller == aura.controller:
        return False
    if not parsed.alternatives:
        return True
    for alternative in parsed.alternatives:  # plain loops: checked for every Aura on a large board
        for word, negated in alternative:
            if _has_characteristic(word, target) == negated:
                break
        else:
            return True
    return False


def _has_characteristic(word: str, target: GameObject) -> bool:
    if word in _PLAYER_WORDS:
        return False
    if word == "permanent":
        return target.is_permanent_in_play
    if word == "tapped":
        return target.tapped
    if word == "untapped":
        return not target.tapped
    if word in _CARD_TYPES:
        return word in target.card_types
    if word in _SUPERTYPES:
        return word in target.supertypes
    return word in target.subtypes


#: Protection qualities that are about color (702.16): judging them needs the attacher's colors.
_COLOR_QUALITIES = frozenset({*get_args(Color), "multicolored", "monocolored", "colorless"})


#: ``protection_stops`` when the answer turns on colors nobody stated.
UNKNOWN_COLORS = "?"


def protection_stops(qualities: frozenset[str], attacher: GameObject) -> str | None:
    """The quality by which protection stops ``attacher`` enchanting, equipping or fortifying
    its host (702.16c-d), ``None`` if none does, or ``UNKNOWN_COLORS``."""
    if not qualities:
        return None
    if "everything" in qualities:
        return "everything"
    by_type = qualities & (attacher.card_types | attacher.subtypes)
    if by_type:
        return min(by_type)
    about_color = qualities & _COLOR_QUALITIES
    if not about_color:
        return None
    colors = attacher.colors
    if colors is None:
        return UNKNOWN_COLORS
    shared = colors & about_color
    if shared:
        return min(shared)
    for quality, applies in (
        ("multicolored", len(colors) > 1),
        ("monocolored", len(colors) == 1),
        ("colorless", not colors),
    ):
        if applies and quality in about_color:
            return quality
    return None


def equipment_can_attach(equipment: GameObject, target: GameObject) -> bool:
    """Equipment equips creatures, Fortifications fortify lands, neither attaches to itself (301.5c, 301.6)."""
    if target.id == equipment.id:
        return False
    if "equipment" in equipment.subtypes and "creature" not in target.card_types:
        return False
    return not ("fortification" in equipment.subtypes and "land" not in target.card_types)
