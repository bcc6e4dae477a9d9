"""A layer's value in a reply's language: "creature enchantment" → "criatura encantamiento".

Values come from the effects engine in English words (types, colors, keyword abilities); the
board language's keyword table has each word as printed on Spanish cards. /layers, /sba's
effects section and the layers quiz word them here, once.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.board.keywords import first_phrase

#: Where the words of a layer's value are in the board language's keyword table.
_VALUE_TERMINALS = ("CARD_TYPE", "COLOR", "KEYWORD_ABILITY", "SUPERTYPE", "SUBTYPE")


#: Basic land types as printed on Spanish cards (205.3i): what Blood Moon makes a land.
BASIC_LAND_TYPES_ES = {
    "plains": "Llanura",
    "island": "Isla",
    "swamp": "Pantano",
    "mountain": "Montaña",
    "forest": "Bosque",
}


#: Quoted mana abilities an effect gives (305.6's intrinsic ones, Chromatic Lantern's), as
#: printed on Spanish cards; any other quoted ability stays in its Oracle English.
_QUOTED_ES = (
    (re.compile(r'^"\{T\}: Add one mana of any color\."$'), '"{T}: Agrega un maná de cualquier color."'),
    (re.compile(r'^"\{T\}: Add ((?:\{[WUBRGC]\})+)\."$'), r'"{T}: Agrega \1."'),
)


#: Protection (702.16) is printed "protección contra …": its quality, a color or one of these.
_PROTECTION = "protection from "
_QUALITIES_ES = {
    "everything": "todo",
    "creatures": "criaturas",
    "artifacts": "artefactos",
    "enchantments": "encantamientos",
    "instants": "instantáneos",
    "sorceries": "conjuros",
    "planeswalkers": "planeswalkers",
    "all colors": "todos los colores",
    "monocolored": "monocolor",
    "multicolored": "multicolor",
}


def _quoted(part: str) -> str:
    for pattern, spanish in _QUOTED_ES:
        if pattern.match(part):
            return pattern.sub(spanish, part)
    return part


def layer_words(value: str, lang: str, subtypes: Mapping[str, str] | None = None) -> str:
    """A layer's value ("creature enchantment", "white", "flying, trample") in the reply's
    language, word by word through the board language's keyword table; ``subtypes`` maps
    subtypes (lowercase English) to their printed Spanish words."""
    if lang == "en":
        return value
    if " · " in value:  # a copy's or a land type's step: several characteristics at once
        return " · ".join(layer_words(part, lang, subtypes) for part in value.split(" · "))
    known = {**BASIC_LAND_TYPES_ES, **(subtypes or {})}
    out = []
    for part in value.split(", "):
        if part.startswith('"'):  # a quoted ability, whole
            out.append(_quoted(part))
            continue
        if part.startswith(_PROTECTION):  # "protection from blue": as printed, "protección contra azul"
            quality = part.removeprefix(_PROTECTION)
            out.append(f"protección contra {_QUALITIES_ES.get(quality, layer_words(quality, lang, subtypes))}")
            continue
        words = [
            known.get(w.casefold())
            or next((p for term in _VALUE_TERMINALS if (p := first_phrase(term, lang, w.casefold()))), w)
            for w in part.split(" ")
        ]
        if "criatura" in words:  # "criatura artefacto": Spanish type lines put it first
            words.remove("criatura")
            words.insert(0, "criatura")
        out.append(" ".join(words))
    return ", ".join(out).replace("colorless", "incoloro")
