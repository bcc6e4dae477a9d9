"""The tokens judges name every day, as known objects: the predefined tokens of CR 111.10
("a Treasure", "two Clues", "Tesoro") and the Eldrazi Spawn and Scion every card that makes
them defines alike. No card is named "Treasure", so without this table "Treasure" on a board
was a name with nothing known about it, and `/mana card: Treasure` found no card.

The characteristics are the rules' own (111.10a-v, checked against the CR file by a test);
Spanish names are the ones printed on Spanish cards ("crea una ficha de Tesoro"), given only
where the card data shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.cards.model import Card, Face
from engine.text import fold


@dataclass(frozen=True, slots=True)
class PredefinedToken:
    name: str
    plural: str
    rule: str | None
    """The rule that defines it (111.10a…); None for tokens each card defines alike."""
    face: Face
    spanish: str | None = None
    spanish_plural: str | None = None

    def card(self) -> Card:
        """The token as a card record, for the lookups that show a card (/mana card:, /card)."""
        return Card(name=self.name, layout="token", faces=(self.face,), spanish_name=self.spanish)


def _artifact(name: str, text: str) -> Face:
    return Face(
        name=name,
        type_line=f"Token Artifact — {name}",
        card_types=("artifact",),
        subtypes=(name,),
        text=text,
    )


def _creature(name: str, subtypes: tuple[str, ...], power: str, toughness: str, text: str, colors: str = "") -> Face:
    return Face(
        name=name,
        type_line=f"Token Creature — {' '.join(subtypes)}",
        card_types=("creature",),
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        colors=tuple(colors),
        text=text,
    )


_SPAWN_TEXT = "Sacrifice this creature: Add {C}."

PREDEFINED_TOKENS: tuple[PredefinedToken, ...] = (
    PredefinedToken(
        "Treasure", "Treasures", "111.10a",
        _artifact("Treasure", "{T}, Sacrifice this token: Add one mana of any color."), "Tesoro", "Tesoros",
    ),
    PredefinedToken(
        "Food", "Foods", "111.10b", _artifact("Food", "{2}, {T}, Sacrifice this token: You gain 3 life."),
        "Comida", "Comidas",
    ),
    PredefinedToken(
        "Gold", "Golds", "111.10c", _artifact("Gold", "Sacrifice this token: Add one mana of any color."), "Oro", "Oros"
    ),
    PredefinedToken("Walker", "Walkers", "111.10d", _creature("Walker", ("Zombie",), "2", "2", "", colors="B")),
    PredefinedToken(
        "Shard", "Shards", "111.10e",
        Face(
            name="Shard",
            type_line="Token Enchantment — Shard",
            card_types=("enchantment",),
            subtypes=("Shard",),
            text="{2}, Sacrifice this token: Scry 1, then draw a card.",
        ),
        "Fragmento", "Fragmentos",
    ),
    PredefinedToken(
        "Clue", "Clues", "111.10f", _artifact("Clue", "{2}, Sacrifice this token: Draw a card."), "Pista", "Pistas"
    ),
    PredefinedToken(
        "Blood", "Bloods", "111.10g",
        _artifact("Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card."), "Sangre", "Sangres",
    ),
    PredefinedToken(
        "Powerstone", "Powerstones", "111.10h",
        _artifact("Powerstone", "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."),
    ),
    PredefinedToken(
        "Map", "Maps", "111.10s",
        _artifact(
            "Map", "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."
        ),
    ),
    PredefinedToken(
        "Junk", "Junks", "111.10t",
        _artifact(
            "Junk",
            "{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. "
            "Activate only as a sorcery.",
        ),
    ),
    PredefinedToken(
        "Lander", "Landers", "111.10u",
        _artifact(
            "Lander",
            "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the "
            "battlefield tapped, then shuffle.",
        ),
    ),
    PredefinedToken(
        "Mutagen", "Mutagens", "111.10v",
        _artifact(
            "Mutagen",
            "{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery.",
        ),
    ),
    PredefinedToken(
        "Eldrazi Spawn", "Eldrazi Spawns", None, _creature("Eldrazi Spawn", ("Eldrazi", "Spawn"), "0", "1", _SPAWN_TEXT),
        "Engendro Eldrazi", "Engendros Eldrazi",
    ),
    PredefinedToken(
        "Eldrazi Scion", "Eldrazi Scions", None, _creature("Eldrazi Scion", ("Eldrazi", "Scion"), "1", "1", _SPAWN_TEXT),
        "Vástago Eldrazi", "Vástagos Eldrazi",
    ),
)  # fmt: skip

#: Words around a token's name that only say it is one: "Treasure token", "ficha de Tesoro".
_TOKEN_WORDS = ("fichas de", "ficha de", "tokens", "token", "fichas", "ficha")


def _index() -> dict[str, tuple[PredefinedToken, str]]:
    by_name: dict[str, tuple[PredefinedToken, str]] = {}
    for token in PREDEFINED_TOKENS:
        for name, lang in (
            (token.name, "en"),
            (token.plural, "en"),
            (token.spanish, "es"),
            (token.spanish_plural, "es"),
        ):
            if name:
                by_name[fold(name)] = (token, lang)
    return by_name


_BY_NAME = _index()


def predefined_token(name: str) -> PredefinedToken | None:
    """The token ``name`` names (English or Spanish, singular or plural, with or without
    "token" / "ficha de"), if any."""
    found = _lookup(name)
    return found[0] if found else None


def token_name_as_typed(name: str) -> str | None:
    """The token's singular name in the language ``name`` was typed in ("Pistas" → "Pista")."""
    found = _lookup(name)
    if found is None:
        return None
    token, lang = found
    return token.spanish if lang == "es" and token.spanish else token.name


def _lookup(name: str) -> tuple[PredefinedToken, str] | None:
    key = fold(name).strip()
    for word in _TOKEN_WORDS:
        if key.startswith(word + " "):
            key = key[len(word) + 1 :]
        if key.endswith(" " + word):
            key = key[: -len(word) - 1]
    return _BY_NAME.get(key)
