"""Copy effects (707, layer 1): "Clone copying Grizzly Bears" on a board.

A copy's copiable values are the copied object's as printed (or as described, when no card
names it), changed only by other copy effects and the exceptions of its own copy effect
(707.2, 707.3, 707.9): not its counters, damage, stated changes or any other effect. A copy of a
copy gets what the first copy has (707.3). What the copy keeps of its own is what isn't copiable:
its owner, controller, counters, damage, attachments, whether it is a token and when it entered.

The exceptions a card states ("except it's an Illusion in addition to its other types and it
has …", "except it isn't legendary") are read by wording family (707.9a–b); an exception Juez
can't read leaves the copy unapplied and its paragraph flagged, so the board asks instead of
guessing. Exceptions that are an additional effect ("it enters with an additional +1/+1
counter", 707.9e) change no copiable value: the counters are the board's to state.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from engine.effects.model import Layer
from engine.effects.oracle import compile_text, keyword_list, strip_reminders
from engine.effects.subjects import CARD_TYPES, SUPERTYPES, singular_subtypes
from engine.model import GameObject

#: A copy effect's own paragraph: "enter the battlefield as a copy of", "becomes a copy of".
COPY_WORDS = re.compile(r"\bas a copy of\b|\bbecomes? a copy of\b", re.IGNORECASE)
_EXCEPT = re.compile(r",? except (?P<rest>.+?)\.?$", re.IGNORECASE)
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")
_CLAUSES = re.compile(r",? and (?=it\b|its\b)|, (?=it\b|its\b)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Exceptions:
    """What a copy effect changes of the values it copies (707.9a–b)."""

    types: frozenset[str] = frozenset()
    """Card types, supertypes and subtypes it has in addition ("it's an Illusion …")."""
    not_types: frozenset[str] = frozenset()
    """Ones it doesn't have ("it isn't legendary")."""
    keywords: frozenset[str] = frozenset()
    paragraphs: tuple[str, ...] = ()
    """Quoted abilities it has as well, as Oracle paragraphs."""
    own_colors: bool = False
    """ "it doesn't copy that creature's color": it keeps its own (707.9c)."""
    size: tuple[int, int] | None = None
    """ "except it's 7/7": that power and toughness, and no ability that defines them (707.9d)."""


NONE = Exceptions()


@lru_cache(maxsize=1024)
def copy_exceptions(paragraph: str) -> Exceptions | None:
    """The exceptions of a copy effect's paragraph; None when one of them can't be read."""
    found = _EXCEPT.search(strip_reminders(paragraph))
    if found is None:
        return NONE
    rest = found["rest"]
    quoted = _QUOTED.findall(rest)
    masked = _QUOTED.sub("\0", rest)  # a quoted ability's own "and it" splits nothing
    types: set[str] = set()
    not_types: set[str] = set()
    keywords: set[str] = set()
    paragraphs: list[str] = []
    own_colors = False
    size: tuple[int, int] | None = None
    for clause in _CLAUSES.split(masked):
        clause = clause.strip()
        added = re.fullmatch(r"it(?:'s|’s| is) (?:a |an )?(.+?) in addition to its other types", clause, re.I)
        if added:
            words = _type_words(added[1])
            if words is None:
                return None
            types |= words
        elif re.fullmatch(r"it (?:isn't|is not|’s not|'s not) legendary(?: if that \w+ is legendary)?", clause, re.I):
            not_types.add("legendary")
        elif re.fullmatch(r"it has this ability", clause, re.I):
            paragraphs.append(paragraph)  # 707.9a: the copy effect's own ability
        elif (has := re.fullmatch(r"it has (.+)", clause, re.I)) is not None:
            for _ in range(has[1].count("\0")):
                paragraphs.append(quoted.pop(0).strip('"“”'))
            bare = re.sub(r"(?:,|\band\b|\0|\s)+", " ", has[1]).strip()
            if bare:
                listed = keyword_list(bare)
                if listed is None:
                    return None
                keywords |= listed
        elif re.fullmatch(r"it enters(?: the battlefield)? with .+", clause, re.I):
            continue  # an additional effect (707.9e): counters the board states
        elif re.fullmatch(r"it (?:doesn't|does not) copy that (?:creature|permanent|artifact)'s colou?r", clause, re.I):
            own_colors = True
        elif (sized := re.fullmatch(r"it(?:'s|’s| is) (\d+)/(\d+)", clause, re.I)) is not None:
            size = (int(sized[1]), int(sized[2]))
        else:
            return None
    return Exceptions(frozenset(types), frozenset(not_types), frozenset(keywords), tuple(paragraphs), own_colors, size)


def _type_words(words: str) -> set[str] | None:
    out: set[str] = set()
    for word in re.split(r"\s+|,\s*", words):
        folded = word.casefold()
        if folded in ("", "and", "a", "an"):
            continue
        if folded in CARD_TYPES or folded in SUPERTYPES:
            out.add(folded)
        elif word[:1].isupper() and word.replace("'", "").isalpha():
            out |= singular_subtypes(word) | {folded}
        else:
            return None
    return out


#: A face-down permanent copied: a 2/2 creature with no name, types, colors, abilities or mana
#: cost (707.2's Example; the copy itself stays face up).
_FACE_DOWN: dict[str, object] = {
    "card": None,
    "card_types": frozenset({"creature"}),
    "supertypes": frozenset(),
    "subtypes": frozenset(),
    "colors": frozenset(),
    "keywords": frozenset(),
    "indestructible": False,
    "protection_from": frozenset(),
    "power": 2,
    "toughness": 2,
    "printed_power": 2,
    "printed_toughness": 2,
    "mana_value": 0,
    "mana_cost": "",
    "statics": (),
    "enchant": None,
    "final_chapter": None,
}


def defines_size(paragraph: str, name: str) -> bool:
    """Whether a paragraph is a characteristic-defining ability that defines power or toughness."""
    return any(
        s.cda and (not s.parts or any(p.layer in (Layer.PT_CDA,) for p in s.parts))
        for p in compile_text(paragraph, name)
        for s in p.statics
        if "power" in p.text.casefold()
    )


def copy_paragraph(obj: GameObject) -> str | None:
    """The object's own copy effect paragraph, if its text has one."""
    return next((p for p in obj.statics if COPY_WORDS.search(p)), None)


@dataclass(frozen=True, slots=True)
class Copied:
    """A copy's characteristics after layer 1, what it copies, and the words that say so."""

    obj: GameObject
    original: str
    text: str


def apply_copies(objects: Mapping[str, GameObject]) -> dict[str, Copied]:
    """Every copy's object with its copiable values (707.2), by id; a copy whose exceptions
    Juez can't read, or a loop of copies, is left as described (its paragraph stays flagged)."""
    out: dict[str, Copied] = {}

    def values(oid: str, seen: frozenset[str]) -> GameObject:
        obj = objects[oid]
        if oid in out:
            return out[oid].obj
        if obj.copying is None or obj.copying not in objects or obj.copying in seen:
            return obj
        if not obj.face_up:  # 707.3's Examples: face down, it stays a nameless colorless 2/2
            hidden = obj.model_copy(update=_FACE_DOWN)  # with no abilities (708.2); the copied
            out[oid] = Copied(hidden, obj.copying, copy_paragraph(obj) or "")  # values show face up
            return hidden
        own = copy_paragraph(obj)
        exceptions = copy_exceptions(own) if own is not None else NONE
        if exceptions is None:
            return obj
        original = values(obj.copying, seen | {oid})
        copy = _copy(obj, original, exceptions)
        out[oid] = Copied(copy, obj.copying, own or "")
        return copy

    for oid, obj in objects.items():
        if obj.copying is not None:
            values(oid, frozenset())
    return out


def _copy(obj: GameObject, original: GameObject, exceptions: Exceptions) -> GameObject:
    """``obj`` with ``original``'s copiable values and its own exceptions (707.2, 707.9)."""
    if not original.face_up:  # a face-down permanent's copiable values (707.2, 708.2)
        return obj.model_copy(update=_FACE_DOWN)
    printed = original.card is not None and original.printed_power is not None
    power = original.printed_power if printed else original.power
    toughness = original.printed_toughness if printed else original.toughness
    statics = original.statics
    if exceptions.size is not None:  # 707.9d: its size, and no ability that defines it
        power, toughness = exceptions.size
        statics = tuple(p for p in statics if not defines_size(p, original.card or original.name))
    types = exceptions.types
    update: dict[str, object] = {
        "name": original.name,
        "card": original.card,
        "card_types": (original.card_types | (types & CARD_TYPES)) - exceptions.not_types,
        "supertypes": (original.supertypes | (types & SUPERTYPES)) - exceptions.not_types,
        "subtypes": original.subtypes | (types - CARD_TYPES - SUPERTYPES),
        "colors": obj.colors if exceptions.own_colors else original.colors,
        "keywords": original.keywords | exceptions.keywords,
        "indestructible": original.indestructible,
        "protection_from": original.protection_from,
        "power": power,
        "toughness": toughness,
        "printed_power": original.printed_power,
        "printed_toughness": original.printed_toughness,
        "mana_value": original.mana_value,
        "mana_cost": original.mana_cost,
        "statics": (*statics, *exceptions.paragraphs),
        "enchant": original.enchant,
        "final_chapter": original.final_chapter,
    }
    return obj.model_copy(update=update)


#: What the copy's written object takes from its copiable values beyond the characteristics
#: effects write (``layers.FIELDS``): the legend rule reads its name (704.5j), an "enchant …
#: with mana value N or less" its mana value. Its text stays its own, so every check's round
#: copies again from the object as described.
WRITTEN = ("name", "mana_value", "mana_cost")


__all__ = ["COPY_WORDS", "WRITTEN", "Copied", "Exceptions", "apply_copies", "copy_exceptions", "copy_paragraph"]
