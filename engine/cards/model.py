"""A card and its faces: what is printed, in the shape the engine and the replies read.

Kept as plain frozen dataclasses (not pydantic): tens of thousands are built at import and
read back per lookup, and their fields are already checked by ``engine.cards.mtgjson``.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a card (the only one for most cards), with its printed characteristics."""

    name: str
    type_line: str
    card_types: tuple[str, ...] = ()
    """Lowercase English card types: ``creature``, ``planeswalker``, ``battle``…"""
    supertypes: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    mana_cost: str | None = None
    power: str | None = None
    """As printed: ``"2"``, ``"*"``, ``"1+*"``; only whole numbers become the object's power."""
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colors: tuple[str, ...] = ()
    """Color letters as printed (``W``, ``U``, ``B``, ``R``, ``G``); empty for colorless."""
    keywords: tuple[str, ...] = ()
    """Every keyword MTGJSON lists for the face, as printed ("Flying", "Ward")."""
    own_keywords: tuple[str, ...] = ()
    """Keyword abilities the face itself has (printed on a keyword line), lowercase English:
    "Equipped creature has indestructible" lists indestructible but doesn't give it to the
    Equipment."""
    enchant: str | None = None
    """An Aura's enchant restriction in English words (``creature you control``)."""
    final_chapter: int | None = None
    """A Saga's last chapter number."""
    text: str = ""
    """Oracle text (English)."""
    spanish_name: str | None = None
    spanish_type_line: str | None = None
    spanish_text: str | None = None
    """The printed Spanish text: older wording than the Oracle text, shown only as such."""
    side: str | None = None


@dataclass(frozen=True, slots=True)
class Card:
    """A card by its Oracle name, with every face and what the store keeps beside it."""

    name: str
    layout: str
    faces: tuple[Face, ...]
    mana_value: float = 0.0
    spanish_name: str | None = None
    rulings: tuple[tuple[str, str], ...] = ()
    """``(date, text)``, oldest first."""
    legalities: tuple[tuple[str, str], ...] = ()
    """``(format, status)`` in format order."""
    funny: bool = False
    """Un-sets and playtest cards: not tournament Magic."""
    variants: int = 1
    """Un-cards printed with several texts under one name: the first is shown."""

    @property
    def rebalanced(self) -> bool:
        """An Alchemy rebalanced card ("A-…"): digital only, never read from a paper board."""
        return self.name.startswith("A-")

    @property
    def main(self) -> Face:
        """The face a permanent shows unless the board says otherwise (front face, 711/712)."""
        return self.faces[0]

    def to_json(self) -> dict[str, Any]:
        """The fields as JSON values (tuples stay tuples: ``json`` writes them as lists).

        Not ``dataclasses.asdict``: it deep-copies every string, and a full card file's import
        spent most of its time there."""
        data = {name: getattr(self, name) for name in _CARD_FIELDS}
        data["faces"] = [{name: getattr(face, name) for name in _FACE_FIELDS} for face in self.faces]
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Card:
        faces = tuple(Face(**tuples(Face, f)) for f in data["faces"])
        values = tuples(cls, {k: v for k, v in data.items() if k != "faces"})
        values["rulings"] = tuple(tuple(r) for r in data.get("rulings", ()))
        values["legalities"] = tuple(tuple(r) for r in data.get("legalities", ()))
        return cls(faces=faces, **values)


_CARD_FIELDS = tuple(f.name for f in fields(Card))
_FACE_FIELDS = tuple(f.name for f in fields(Face))


def tuples(kind: type, data: dict[str, Any]) -> dict[str, Any]:
    """JSON lists back into the tuples the dataclass declares; unknown keys are dropped."""
    names = {f.name for f in fields(kind)}
    return {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in names}
