"""What the natural reader needs to know of a card: its kinds, and a spell's damage.

Read from the Oracle text, never from a list of cards: "Lightning Bolt deals 3 damage to any
target" deals 3; a spell whose damage isn't one fixed number ("X damage", "damage equal to")
deals None, and the event is not read.
"""

from __future__ import annotations

import re

from engine.cards.catalog import CardCatalog

_DEALS = re.compile(r"\bdeals (\d+) damage to (?:any target|target (?:creature|player|planeswalker|permanent))", re.I)


def _face(cards: CardCatalog, name: str):  # type: ignore[no-untyped-def]
    found = cards.read(name).card
    return cards.face_for(found) if found is not None else None


def card_kinds(cards: CardCatalog, name: str) -> frozenset[str]:
    face = _face(cards, name)
    if face is None:
        return frozenset()
    return frozenset(t.lower() for t in (*face.card_types, *face.subtypes))


def spell_damage(cards: CardCatalog, name: str) -> int | None:
    face = _face(cards, name)
    if face is None or not face.text:
        return None
    found = _DEALS.findall(face.text)
    return int(found[0]) if len(found) == 1 else None
