"""Copy effects (707, layer 1): "Clone copying Grizzly Bears" on a board.

A copy's copiable values are the copied object's as printed (or as described, when no card
names it), changed only by other copy effects and the exceptions of its own copy effect
(707.2, 707.3, 707.9): not its counters, damage, stated changes or any other effect. A copy of a
copy gets what the first copy has (707.3). What the copy keeps of its own is what isn't copiable:
its owner, controller, counters, damage, attachments, whether it is a token and when it entered.

The exceptions a card states ("except it's an Illusion in addition to its other types and it
has …", "except it isn't legendary") are read by wording family (707.9a–b); an exception Juez
can't read leaves the copy unapplied and its paragraph flagged, so the board asks instead of
guessing. An exception that holds only if the copy is of a card type ("if it's a creature, it
… has changeling", Moritte of the Frost; "… if it's a creature", Spark Double) is decided on the
copy with its other exceptions applied (707.9f). Exceptions that are an additional effect ("it
enters with two additional +1/+1 counters", 707.9e) change no copiable value: they are what the
copy entered with (``Entered``), as are the copied text's own "enters tapped" and "enters with"
abilities (707.5); the board states the counters a permanent has now, and the effects engine
asks about those it entered with when the board doesn't say them.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from engine.effects.conditions import NUMBERS
from engine.effects.model import Layer
from engine.effects.oracle import compile_text, keyword_list, strip_reminders
from engine.effects.spell_copies import is_spell_copy
from engine.effects.subjects import CARD_TYPES, SUPERTYPES, singular_subtypes
from engine.model import FlipHalf, GameObject

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
    enters_with: tuple[tuple[str, int], ...] = ()
    """(counter kind, how many) it enters with besides (707.9e: "two additional +1/+1
    counters"); an X is left out, the board states those."""
    only_if: tuple[tuple[str, Exceptions], ...] = ()
    """(card type, exceptions) that apply only if the copy, with every other exception applied,
    has that card type (707.9f: "if it's a creature, …")."""


NONE = Exceptions()

#: "if it's a creature, …" before its clauses (Moritte of the Frost), or "… if it's a
#: creature" after one (Spark Double): the card type the copy must have (707.9f).
_ONLY_IF_FIRST = re.compile(
    r"^(?:(?P<before>.*?)(?:,? and,|,) )?if it(?:'s|’s| is) an? (?P<type>\w+), (?P<then>.+)$", re.I
)
_ONLY_IF_LAST = re.compile(r"^(?P<clause>.+?),? if it(?:'s|’s| is) an? (?P<type>\w+)$", re.I)
#: "it enters with two additional +1/+1 counters on it" (707.9e): an X is the board's to state.
_ENTERS_WITH = re.compile(
    r"^it enters(?: the battlefield)? with (?P<n>an?|\w+) additional (?P<kind>\S+) counters? on it$", re.I
)


@lru_cache(maxsize=1024)
def copy_exceptions(paragraph: str) -> Exceptions | None:
    """The exceptions of a copy effect's paragraph; None when one of them can't be read."""
    found = _EXCEPT.search(strip_reminders(paragraph))
    if found is None:
        return NONE
    return _read_exceptions(found["rest"], paragraph)


def _read_exceptions(rest: str, paragraph: str) -> Exceptions | None:
    """The exceptions in the words after "except"; None when one of them can't be read."""
    first = _ONLY_IF_FIRST.fullmatch(rest)
    if first is not None and first["type"].casefold() in CARD_TYPES:  # the rest holds only if
        then = _read_exceptions(re.sub(r" and (?=has\b)", ", it ", first["then"]), paragraph)
        before = _read_exceptions(first["before"], paragraph) if first["before"] else NONE
        if then is None or before is None or not _conditional(then):
            return None
        return dataclasses.replace(before, only_if=(*before.only_if, (first["type"].casefold(), then)))
    quoted = _QUOTED.findall(rest)
    masked = _QUOTED.sub("\0", rest)  # a quoted ability's own "and it" splits nothing
    types: set[str] = set()
    not_types: set[str] = set()
    keywords: set[str] = set()
    paragraphs: list[str] = []
    own_colors = False
    size: tuple[int, int] | None = None
    enters_with: list[tuple[str, int]] = []
    only_if: list[tuple[str, Exceptions]] = []
    for clause in _CLAUSES.split(masked):
        clause = clause.strip()
        last = _ONLY_IF_LAST.fullmatch(clause)
        if last is not None and last["type"].casefold() in CARD_TYPES:  # "… if it's a creature"
            then = _read_exceptions(last["clause"], paragraph)
            if then is None or not _conditional(then):
                return None
            only_if.append((last["type"].casefold(), then))
            continue
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
        elif (entering := _ENTERS_WITH.fullmatch(clause)) is not None:  # an additional effect (707.9e)
            n = 1 if entering["n"].casefold() in ("a", "an") else NUMBERS.get(entering["n"].casefold())
            if n is not None:  # "X additional": the board states how many
                enters_with.append((entering["kind"].casefold(), n))
        elif re.fullmatch(r"it enters(?: the battlefield)? with .+", clause, re.I):
            continue  # another additional effect (707.9e): counters the board states
        elif re.fullmatch(r"it (?:doesn't|does not) copy that (?:creature|permanent|artifact)'s colou?r", clause, re.I):
            own_colors = True
        elif (sized := re.fullmatch(r"it(?:'s|’s| is) (\d+)/(\d+)", clause, re.I)) is not None:
            size = (int(sized[1]), int(sized[2]))
        else:
            return None
    return Exceptions(
        frozenset(types),
        frozenset(not_types),
        frozenset(keywords),
        tuple(paragraphs),
        own_colors,
        size,
        tuple(enters_with),
        tuple(only_if),
    )


def _conditional(more: Exceptions) -> bool:
    """Whether Juez applies these exceptions when they hold only for a card type: types,
    abilities and counters (a size or a color kept under a condition is asked about)."""
    return more.size is None and not more.own_colors and not more.only_if


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
class Entered:
    """What a copy entered the battlefield with (707.5): its copied text's "enters tapped" and
    "enters with … counters" abilities, and its copy effect's additional counters (707.9e–f)."""

    counters: tuple[tuple[str, int, str], ...] = ()
    """(counter kind, how many, the paragraph that says so, as printed)."""
    tapped: str | None = None
    """The paragraph that says it enters tapped; None: it doesn't."""


#: Keyword abilities whose copies enter with counters (702's "enters with N … counters"):
#: keyword → counter kind.
ENTERS_WITH_KEYWORD = {"fading": "fade", "vanishing": "time", "modular": "+1/+1", "graft": "+1/+1"}
_SELF = r"(?:~|this (?:creature|permanent|artifact|enchantment|land|planeswalker)|(?P<name>[^,.]+?))"
_ENTERS_TAPPED = re.compile(rf"^{_SELF} enters(?: the battlefield)? tapped\.?$", re.I)
_ENTERS_COUNTERS = re.compile(
    rf"^{_SELF} enters(?: the battlefield)? with (?P<n>an?|\w+) (?P<kind>\S+) counters? on it\.?$", re.I
)
_KEYWORD_N = re.compile(r"^(?P<keyword>\w+) (?P<n>\d+)$")


def entering(copy: GameObject, exceptions: Exceptions, own: str) -> Entered:
    """What ``copy`` (its copiable values applied) entered with: its text's own entering
    replacement abilities (707.5) and its copy effect's additional counters (707.9e), those
    that hold only for a card type counted only if the copy has it (707.9f)."""
    counters: list[tuple[str, int, str]] = []
    tapped: str | None = None
    name = (copy.card or copy.name).casefold()
    for paragraph in copy.statics:
        plain = strip_reminders(paragraph).strip()
        if (said := _ENTERS_TAPPED.fullmatch(plain)) is not None and _is_self(said["name"], name):
            tapped = paragraph
        elif (said := _ENTERS_COUNTERS.fullmatch(plain)) is not None and _is_self(said["name"], name):
            n = 1 if said["n"].casefold() in ("a", "an") else NUMBERS.get(said["n"].casefold())
            if n is not None:  # "enters with X … counters": the board states how many
                counters.append((said["kind"].casefold(), n, paragraph))
        elif (keyword := _KEYWORD_N.fullmatch(plain)) is not None:
            kind = ENTERS_WITH_KEYWORD.get(keyword["keyword"].casefold())
            if kind is not None:
                counters.append((kind, int(keyword["n"]), paragraph))
    extra = [*exceptions.enters_with]
    for card_type, more in exceptions.only_if:
        if card_type in copy.card_types:
            extra += more.enters_with
    counters += [(kind, n, own) for kind, n in extra]
    return Entered(tuple(counters), tapped)


def _is_self(said: str | None, name: str) -> bool:
    """Whether the words naming what enters name the copy itself (``None``: "~", "this …")."""
    return said is None or said.casefold() == name


@dataclass(frozen=True, slots=True)
class Copied:
    """A copy's characteristics after layer 1, what it copies, and the words that say so."""

    obj: GameObject
    original: str
    text: str
    entered: Entered = Entered()
    """What it entered with (707.5, 707.9e): the board says what it has now."""


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
        if is_spell_copy(obj, objects[obj.copying]):  # 707.10: a copy of a spell, not layer 1
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
        out[oid] = Copied(copy, obj.copying, own or "", entering(copy, exceptions, own or ""))
        return copy

    for oid, obj in objects.items():
        if obj.copying is not None:
            values(oid, frozenset())
    return out


def _copy(obj: GameObject, original: GameObject, exceptions: Exceptions) -> GameObject:
    """``obj`` with ``original``'s copiable values and its own exceptions (707.2, 707.9)."""
    if not original.face_up:  # a face-down permanent's copiable values (707.2, 708.2)
        return obj.model_copy(update=_FACE_DOWN)
    if original.flip_halves is not None:  # 707.3: a flip card's half by the copy's own status
        original = _as_half(original, original.flip_halves[1 if obj.flipped else 0])
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
        "flip_halves": original.flip_halves,
    }
    copy = obj.model_copy(update=update)
    for card_type, more in exceptions.only_if:  # 707.9f: decided on the copy with the rest applied
        if card_type in copy.card_types:
            copy = _excepted(copy, more)
    return copy


def _as_half(original: GameObject, half: FlipHalf) -> GameObject:
    """A flip card's copiable values with one half's name, types, size and text (710.1): which
    half is the copy's status, not the original's (707.3's Example); its color and mana cost
    are the card's either way (710.1c)."""
    return original.model_copy(
        update={
            "name": half.name,
            "card_types": half.card_types,
            "supertypes": half.supertypes,
            "subtypes": half.subtypes,
            "power": half.power,
            "toughness": half.toughness,
            "printed_power": half.power,
            "printed_toughness": half.toughness,
            "keywords": half.keywords,
            "indestructible": False,
            "protection_from": frozenset(),
            "statics": half.statics,
        }
    )


def _excepted(copy: GameObject, more: Exceptions) -> GameObject:
    """``copy`` with the exceptions that hold only for its card type: types, abilities."""
    types = more.types
    return copy.model_copy(
        update={
            "card_types": (copy.card_types | (types & CARD_TYPES)) - more.not_types,
            "supertypes": (copy.supertypes | (types & SUPERTYPES)) - more.not_types,
            "subtypes": copy.subtypes | (types - CARD_TYPES - SUPERTYPES),
            "keywords": copy.keywords | more.keywords,
            "statics": (*copy.statics, *more.paragraphs),
        }
    )


#: What the copy's written object takes from its copiable values beyond the characteristics
#: effects write (``layers.FIELDS``): the legend rule reads its name (704.5j), an "enchant …
#: with mana value N or less" its mana value. Its text stays its own, so every check's round
#: copies again from the object as described.
WRITTEN = ("name", "mana_value", "mana_cost")


__all__ = [
    "COPY_WORDS",
    "WRITTEN",
    "Copied",
    "Entered",
    "Exceptions",
    "apply_copies",
    "copy_exceptions",
    "copy_paragraph",
    "entering",
]
