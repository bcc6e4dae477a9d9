"""Game and match in Spanish: one table every reply, the glossary and the infraction names follow.

Printed Spanish cards say "pierdes el juego" (771 printed texts, none "la partida"), so a game
is a "juego"; a match, the tournament's best-of-three, is a "partida" (MTR 2.1). A test reads
every Spanish string beside its English one and holds them to this table.
"""

from __future__ import annotations

from engine.keyword_abilities import KEYWORD_ABILITIES

SPANISH: dict[str, str] = {
    "game": "juego",
    "games": "juegos",
    "match": "partida",
    "matches": "partidas",
    "game loss": "pérdida de juego",
    "match loss": "pérdida de partida",
}


#: Keyword abilities replies name that the board language's table leaves to its grammar (702.5
#: enchant, 702.12 indestructible, 702.16 protection…), as printed on Spanish cards
#: (../shared/data/terms/keywords-es.tsv); the rest come from ``engine.keyword_abilities``.
_MORE_KEYWORDS: dict[str, str] = {
    "totem armor": "armadura tótem",  # umbra armor's name before 2023, still in older card data
    "enchant": "encantar",
    "indestructible": "indestructible",
    "protection": "protección",
    "fortify": "fortificar",
    "modular": "modular",
    "bushido": "bushido",
    "ninjutsu": "ninjutsu",
    "mentor": "mentor",
}

#: What a keyword's parameter says, as Spanish cards print it: colors, "artifacts", "creatures".
QUALITIES: dict[str, str] = {
    "white": "blanco",
    "blue": "azul",
    "black": "negro",
    "red": "rojo",
    "green": "verde",
    "colorless": "incoloro",
    "multicolored": "multicolor",
    "monocolored": "monocolor",
    "everything": "todo",
    "all colors": "todos los colores",
    "the chosen color": "el color elegido",
    "artifacts": "artefactos",
    "creatures": "criaturas",
    "enchantments": "encantamientos",
    "instants": "instantáneos",
    "sorceries": "conjuros",
    "planeswalkers": "planeswalkers",
    "lands": "tierras",
    "players": "jugadores",
    "creature": "criatura",
    "artifact": "artefacto",
    "enchantment": "encantamiento",
    "land": "tierra",
    "permanent": "permanente",
    "player": "jugador",
    "planeswalker": "planeswalker",
    "creature you control": "criatura que controlas",
    "creature or planeswalker": "criatura o planeswalker",
}

#: A keyword's parameter is introduced by these words in English, by these in Spanish.
_LINKS = {"from": "contra"}


def _keywords() -> dict[str, str]:
    table = {en: es.split("|")[0] for en, es, _ in KEYWORD_ABILITIES if es}
    return {**table, **_MORE_KEYWORDS}


KEYWORDS: dict[str, str] = _keywords()
"""English keyword ability (lower case) → how Spanish cards print it, lower case ("daña primero")."""


def _plural(word: str) -> str:
    """A Spanish noun's plural: "Demonio" → "Demonios", "Dragón" → "Dragones"."""
    if word[-1:] in "aeiouáéó":
        return word + "s"
    for stressed, plain in (("ón", "on"), ("án", "an"), ("és", "es"), ("ín", "in")):
        if word.endswith(stressed):
            return word[: -len(stressed)] + plain + "es"
    return word + "es"


def _quality(words: str, subtypes: dict[str, str]) -> str | None:
    """A keyword's parameter in Spanish: a quality of the table, or a creature type's plural
    from ``subtypes`` (English subtype, lower case → printed Spanish)."""
    folded = words.casefold()
    if folded in QUALITIES:
        return QUALITIES[folded]
    for singular in (folded[:-1], folded[:-2]) if folded.endswith("s") else ():
        if singular in subtypes:
            return _plural(subtypes[singular])
    return None


def spanish_keyword(phrase: str, subtypes: dict[str, str] | None = None) -> str | None:
    """A keyword ability as a Spanish reply says it: "first strike" → "daña primero",
    "protection from black" → "protección contra negro", "enchant creature" → "encantar
    criatura", "ward {2}" → "rebatir {2}". None when a word of it has no Spanish form here:
    the caller keeps its own wording rather than a half-translated phrase."""
    lower = phrase.strip().casefold()
    for english in sorted(KEYWORDS, key=len, reverse=True):
        if lower != english and not lower.startswith(english + " "):
            continue
        rest = phrase.strip()[len(english) :].strip()
        if not rest:
            return KEYWORDS[english]
        if rest.startswith("{") or rest[:1].isdigit():  # a cost or a number: "ward {2}", "bushido 1"
            return f"{KEYWORDS[english]} {rest}"
        link, _, quality = rest.partition(" ")
        if link.casefold() in _LINKS and quality:
            said = _quality(quality, subtypes or {})
            return f"{KEYWORDS[english]} {_LINKS[link.casefold()]} {said}" if said else None
        said = _quality(rest, subtypes or {})
        return f"{KEYWORDS[english]} {said}" if said else None
    return None
