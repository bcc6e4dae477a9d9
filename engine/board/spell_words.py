"""What was decided for a spell on the stack, said in brackets after it (601.2, 707.10).

"Emerald Charm on the stack (mode: destroy target non-Aura enchantment)", "Fling on the stack
(sacrificed Hill Giant, targeting Bob)", "Dawnglow Infusion en la pila (X=3, pagado con
{G}{W})", "Fork copying Emerald Charm (targeting Serra Angel)": a copy of a spell copies these
choices (707.10), so a board that says a spell copy must be able to say them. The brackets are
read only when every item in them opens with one of these words; any other bracket ("Grizzly
Bears (2/2)", "Adaptive Automaton (Elf)") is left to the board language as before. Each bracket
read is blanked out (padded, so columns still point where the judge typed), and its choices are
given to the object its clause names first once the board is built.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import ValidationError

from engine.board.errors import BoardError
from engine.model import GameState, SpellChoices
from engine.text import fold


class UnreadSpellChoice(BoardError):
    """An item in a spell's bracket of choices that is none of the words for a choice."""

    key = "board.spell_choice"


_BRACKET = re.compile(r"\((?P<inside>[^()\n;]*)\)")
#: One item: its kind, by the words it opens with, in English and Spanish.
_ITEMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("mode", re.compile(r"^(?:modes?|modos?)\s*:\s*(?P<value>.+)$", re.I)),
    ("x", re.compile(r"^x\s*(?:=|is|es|vale)\s*(?P<value>\d{1,7})$", re.I)),
    (
        "target",
        re.compile(
            r"^(?:targeting|targets?\s*:|objetivos?\s*:|con objetivo(?: a)?|haciendo objetivo a|que hace objetivo a)"
            r"\s*(?P<value>.+)$",
            re.I,
        ),
    ),
    (
        "sacrificed",
        re.compile(
            r"^(?:sacrificed|sacrificing|sacrificando|sacrificó|sacrificad[oa])\s+(?:(?:a|an|the|el|la|un|una|a la|al)\s+)?"
            r"(?P<value>.+?)(?:\s+(?:with power|power|con fuerza|fuerza)\s+(?P<power>-?\d{1,7}))?$",
            re.I,
        ),
    ),
    ("kicked", re.compile(r"^(?:kicked|with kicker|estimulad[oa]|con estímulo)$", re.I)),
    ("not_kicked", re.compile(r"^(?:not kicked|unkicked|without kicker|sin estimular|no estimulad[oa])$", re.I)),
    (
        "spent",
        re.compile(
            r"^(?:(?P<value>(?:\{[WUBRGC0-9X/]+\})+)\s+(?:was |were )?(?:spent|paid)"
            r"|(?:spent|paid with|paid|pagado con|pagada con|se usó|se usaron|usando)\s+(?P<also>(?:\{[WUBRGC0-9X/]+\})+))$",
            re.I,
        ),
    ),
)
#: Where one item ends and the next begins: ";" or a comma before an item's opening word.
_OPENERS = r"(?:modes?|modos?|x\s*(?:=|is|es|vale)|targeting|targets?\s*:|objetivos?\s*:|con objetivo|haciendo objetivo|que hace objetivo|sacrific|kicked|with kicker|not kicked|unkicked|without kicker|estimulad|con estímulo|sin estimular|no estimulad|spent|paid|pagad|se usó|se usaron|usando|\{)"
_SPLIT = re.compile(rf",\s*|\s+(?:and|y)\s+(?=(?:{_OPENERS}))", re.I)
#: Items whose words may hold commas: a mode's text, a list of targets.
_CONTINUED = frozenset({"mode", "target"})
_LIST = re.compile(r"\s*,\s*(?:and\s+|y\s+)?|\s+and\s+|\s+y\s+", re.I)
_ARTICLE = re.compile(r"^(?:the|el|la|los|las|a|an|un|una)\s+", re.I)
#: Where a clause begins: the board language's separators, and "Bob:" before it.
_CLAUSE_START = re.compile(r"[;\n:]|\.\s")


@dataclass(frozen=True, slots=True)
class Told:
    """One bracket read: where its clause starts and the bracket is, and its items."""

    clause: int
    start: int
    items: tuple[tuple[str, str, str | None], ...]
    """(kind, value as written, power as written for "sacrificed … with power N")."""


def read_spell_words(text: str) -> tuple[list[Told], str]:
    """(each bracket of choices, the text with them blanked out)."""
    if "(" not in text:
        return [], text
    found: list[Told] = []
    out = text
    for bracket in _BRACKET.finditer(text):
        items = _items(bracket["inside"], bracket.start("inside"))
        if items is None:
            continue
        start = bracket.start()
        clause = max((m.end() for m in _CLAUSE_START.finditer(text, 0, start)), default=0)
        found.append(Told(clause, start, items))
        out = out[:start] + " " * (bracket.end() - start) + out[bracket.end() :]
    return found, out


def _items(inside: str, offset: int) -> tuple[tuple[str, str, str | None], ...] | None:
    """The bracket's items, or None when it isn't a bracket of choices (its first item opens
    with no choice word). Words after a comma that open no item continue a mode or a list of
    targets ("targeting Grizzly Bears, Serra Angel"); after any other item they are an error."""
    read: list[tuple[str, str, str | None]] = []
    for part in (p.strip() for p in _SPLIT.split(inside)):
        kind = next(((k, m) for k, m in ((k, p.match(part)) for k, p in _ITEMS) if m is not None), None)
        if kind is None:
            if not read:
                return None
            last, value, power = read[-1]
            if last not in _CONTINUED:
                raise UnreadSpellChoice(column=offset + inside.find(part) + 1, word=part)
            read[-1] = (last, f"{value}, {part}", power)
            continue
        name, match = kind
        groups = match.groupdict()
        value = groups.get("value") or groups.get("also") or ""
        read.append((name, value.strip(), groups.get("power")))
    return tuple(read)


def attach_spell_words(state: GameState, told: list[Told], text: str) -> GameState:
    """The state with each bracket's choices on the object its clause names first."""
    if not told:
        return state
    folded = fold(text)
    objects = list(state.objects)
    for bracket in told:
        at = _subject(state, folded, bracket)
        if at is None:
            raise UnreadSpellChoice(column=bracket.start + 1, word=text[bracket.clause : bracket.start].strip())
        try:
            choices = _choices(state, bracket)
        except ValidationError:  # a number too large, a name longer than any card's
            raise UnreadSpellChoice(column=bracket.start + 1, word=text[bracket.start : bracket.start + 40]) from None
        objects[at] = objects[at].model_copy(update={"spell_choices": choices})
    return state.model_copy(update={"objects": tuple(objects)})


def _subject(state: GameState, folded: str, bracket: Told) -> int | None:
    """The index of the object written first in the bracket's clause, before the bracket."""
    best: tuple[int, int] | None = None
    for n, obj in enumerate(state.objects):
        at = folded.find(fold(obj.name), bracket.clause, bracket.start)
        if at >= 0 and (
            best is None or at < best[0] or (at == best[0] and len(obj.name) > len(state.objects[best[1]].name))
        ):
            best = (at, n)
    return best[1] if best is not None else None


def _choices(state: GameState, bracket: Told) -> SpellChoices:
    values: dict[str, object] = {}
    modes: list[str] = []
    targets: list[str] = []
    for kind, value, power in bracket.items:
        if kind == "mode":
            modes.append(value)
        elif kind == "target":
            targets += [_object_id(state, name) for name in _LIST.split(value) if name.strip()]
        elif kind == "x":
            values["x"] = int(value)
        elif kind == "sacrificed":
            values["sacrificed"] = _object_id(state, value)
            if power is not None:
                values["sacrificed_power"] = int(power)
        elif kind in ("kicked", "not_kicked"):
            values["kicked"] = kind == "kicked"
        elif kind == "spent":
            values["mana_spent"] = value.upper()
    return SpellChoices(modes=tuple(modes), targets=tuple(targets), **values)


def _object_id(state: GameState, written: str) -> str:
    """The id of the board's object a name means (one of that name, or its card's), else the
    words as written: a target may be a player or something the board doesn't describe."""
    key = fold(_ARTICLE.sub("", written.strip()))
    for obj in state.objects:
        if key in (fold(obj.id), fold(obj.name), fold(obj.card or "")):
            return obj.id
    return written.strip()
