"""Reading a permanent's Oracle paragraphs for what follows or changes a state-based action.

The replacement effects (``replacements.py``) and the triggered abilities (``triggers.py``) the
state-based actions meet are read from the same text the effects engine reads (an object's
``statics``: its Oracle text, one paragraph each), by wording family, never by card name. This
module holds what both need: the paragraph with the card's references to itself as ``~``
(201.5), and whether an object as it last existed matches a subject phrase's filter.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from engine.effects.model import Filter
from engine.effects.oracle import strip_reminders
from engine.model import GameObject, ObjectRef

#: "this creature", "this Aura"…: modern Oracle text names the card this way (201.5).
_SELF_WORDS = re.compile(
    r"\bthis (?:creature|permanent|artifact|enchantment|land|aura|equipment|vehicle|planeswalker|card|token|battle)\b",
    re.IGNORECASE,
)
#: An ability word and its dash ("Morbid — "), which has no rules meaning (207.2c).
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' -]{1,40} — (?=\S)")
_MINUS = str.maketrans({"−": "-", "–": "-"})


def names_of(card: str) -> list[str]:
    """The names a card's text calls itself by: its full name, each face's, a legend's short name."""
    names = {card}
    if card.startswith("A-"):  # an Alchemy rebalance's text names the paper card
        names.add(card[2:])
    if " // " in card:
        names |= set(card.split(" // "))
    for full in list(names):
        if "," in full:
            names.add(full.split(",", 1)[0])  # "Kalitas" for "Kalitas, Traitor of Ghet"
    return sorted((n for n in names if n), key=len, reverse=True)


@lru_cache(maxsize=8192)
def self_named(paragraph: str, card: str) -> str:
    """The paragraph, reminder text and ability word dropped, with the card's references to
    itself as ``~``; empty when only reminder text was there."""
    text = _ABILITY_WORD.sub("", strip_reminders(paragraph).translate(_MINUS), count=1)
    for name in names_of(card):
        text = re.sub(rf"(?<![\w]){re.escape(name)}(?![\w])", "~", text)
    return _SELF_WORDS.sub("~", text).strip()


def paragraphs(obj: GameObject) -> tuple[tuple[int, str, str], ...]:
    """(index, paragraph as printed, paragraph with ``~``) for each paragraph of its text."""
    if not obj.statics:
        return ()
    return paragraphs_of(obj.statics, obj.card or obj.name)


@lru_cache(maxsize=8192)
def paragraphs_of(statics: tuple[str, ...], card: str) -> tuple[tuple[int, str, str], ...]:
    return tuple((n, raw, self_named(raw, card)) for n, raw in enumerate(statics))


Opponents = Callable[[str], list[str]]


def matches(scope: Filter, obj: GameObject, source: GameObject, opponents: Opponents) -> bool | None:
    """Whether ``obj`` (as it last existed) is what the source's subject phrase describes;
    None when it turns on something the board didn't say (its colors, whether it attacked)."""
    if scope.scope == "self":
        return obj.id == source.id
    if scope.scope in ("attached", "host_attached"):
        ref = source.attached_to
        if scope.scope == "host_attached" or not isinstance(ref, ObjectRef) or ref.id != obj.id:
            return False
    if scope.other and obj.id == source.id:
        return False
    if scope.controller == "you" and obj.controller != source.controller:
        return False
    if scope.controller == "opponents" and obj.controller not in opponents(source.controller or source.owner):
        return False
    if scope.controller == "not_you" and obj.controller == source.controller:
        return False
    if scope.types and not scope.types <= obj.card_types:
        return False
    if scope.not_types & obj.card_types or (scope.any_types and not scope.any_types & obj.card_types):
        return False
    if scope.subtypes and not scope.subtypes & obj.subtypes:
        return None if "changeling" in obj.keywords else False
    if scope.not_subtypes & obj.subtypes:
        return False
    if (scope.supertypes and not scope.supertypes <= obj.supertypes) or scope.not_supertypes & obj.supertypes:
        return False
    if scope.token is not None and obj.token != scope.token:
        return False
    if scope.with_counter and not obj.counters.get(scope.with_counter):
        return False
    if scope.with_ability and scope.with_ability not in obj.keywords:
        return False
    if scope.without_ability and scope.without_ability in obj.keywords:
        return False
    if scope.colors or scope.not_colors:
        if obj.colors is None:
            return None
        if scope.colors and not scope.colors & obj.colors:
            return False
        if scope.not_colors & obj.colors:
            return False
    if scope.tapped is not None or scope.combat is not None or scope.face_down or scope.attached_kind is not None:
        return None  # rarely said on a board: asked, never guessed
    return True
