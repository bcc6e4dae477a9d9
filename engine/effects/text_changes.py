"""Text-changing effects (612, layer 3): "replace all instances of Elf with Goblin" said of a
permanent (Artificial Evolution, Magical Hack, Trait Doctoring).

A text-changing effect changes the words of an object's rules text and type line that are used
as what they are (612.2): a creature type as a creature type, a basic land type as a land type
(in landwalk too: "swampwalk" → "plainswalk"), a color word as a color word; never its name.
The effects its static abilities generate are then the changed text's (layer 3 comes before
every layer that reads them), so it is applied to the objects as described, before any effect
is gathered. Abilities effects grant aren't its text (612.3) and stay as they are.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from engine.effects.subjects import COLORS, singular_subtypes
from engine.model import GameObject

_REPLACE = re.compile(
    r"^(?:change (?:its|the) text by )?replac(?:e|es|ing) (?:all instances of |each instance of |every instance of )?"
    r"(?:the (?:word|creature type|color word|colou?r|basic land type|land type) )?(?P<old>[A-Za-z]+)"
    r" (?:with|by) (?:the (?:word|creature type|color word|colou?r|basic land type|land type) )?(?P<new>[A-Za-z]+)"
    r"(?: in its text)?$",
    re.IGNORECASE,
)
_LAND_WORDS = {"plains": "plains", "island": "island", "swamp": "swamp", "mountain": "mountain", "forest": "forest"}
_PLURALS = {"elf": "elves", "dwarf": "dwarves", "wolf": "wolves", "fungus": "fungi", "mouse": "mice"}
_UNCHANGED_PLURAL = frozenset({"merfolk", "kithkin", "moonfolk", "kor", "djinn", "efreet", "slith", "plains"})


@dataclass(frozen=True, slots=True)
class TextChange:
    """One word replaced by another wherever it is used as what it is."""

    old: str
    new: str


@lru_cache(maxsize=512)
def read_text_change(text: str) -> TextChange | None:
    """ "replace all instances of Elf with Goblin" → Elf → Goblin; None for other words."""
    found = _REPLACE.fullmatch(text.strip().rstrip("."))
    if found is None:
        return None
    old, new = found["old"], found["new"]
    if (old.casefold() in COLORS) != (new.casefold() in COLORS):
        return None  # a color word becomes a color word, a type a type (612.2)
    return TextChange(old, new)


def _plural(word: str) -> str:
    lower = word.casefold()
    if lower in _UNCHANGED_PLURAL:
        return word
    plural = _PLURALS.get(lower) or (lower + "es" if lower.endswith(("s", "x", "ch", "sh")) else lower + "s")
    return word[:1] + plural[1:] if word[:1].isupper() else plural


def _cased(found: str, word: str) -> str:
    return word[:1].upper() + word[1:] if found[:1].isupper() else word.casefold()


def change_text(obj: GameObject, change: TextChange) -> GameObject:
    """``obj`` with ``change`` made in its rules text, type line and keyword abilities."""
    old, new = change.old.casefold(), change.new.casefold()
    forms = {_plural(old).casefold(): _plural(new).casefold(), old: new}
    pattern = re.compile(r"\b(" + "|".join(re.escape(f) for f in sorted(forms, key=len, reverse=True)) + r")\b", re.I)
    walk = re.compile(rf"\b{re.escape(old)}(?=walk\b)", re.I)

    def swap(text: str) -> str:
        text = pattern.sub(lambda m: _cased(m[0], forms[m[0].casefold()]), text)
        return walk.sub(lambda m: _cased(m[0], new), text) if old in _LAND_WORDS else text

    name = obj.card or obj.name
    statics = tuple(_keep_name(swap, p, name) for p in obj.statics)
    subtypes = obj.subtypes
    if old in subtypes or any(old in singular_subtypes(s) for s in subtypes):
        subtypes = frozenset(new if s == old else s for s in subtypes)
    protection = frozenset(new if q == old else q for q in obj.protection_from)
    keywords = frozenset(swap(k) for k in obj.keywords)
    return obj.model_copy(
        update={"statics": statics, "subtypes": subtypes, "protection_from": protection, "keywords": keywords}
    )


def _keep_name(swap: Callable[[str], str], paragraph: str, name: str) -> str:
    """The paragraph changed everywhere but in the card's own name (612.2)."""
    parts = re.split(rf"({re.escape(name)})", paragraph) if name else [paragraph]
    return "".join(part if part == name else swap(part) for part in parts)


__all__ = ["TextChange", "change_text", "read_text_change"]
