"""One ``data[name]`` entry of MTGJSON's AtomicCards file → a ``Card``.

MTGJSON lists one object per face (``side`` a, b…) or, for a few Un-cards, per text variant;
every characteristic is optional and P/T and loyalty are strings. Anything that isn't the
documented shape raises ``CardShapeError`` naming the card and the field, so an import of the
wrong file stops before anything is stored.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date
from typing import Any

from engine.cards.model import Card, Face
from engine.cards.oracle import enchant_restriction, final_chapter, keyword_lines
from engine.errors import KeyedError


class CardShapeError(KeyedError):
    """The data isn't MTGJSON AtomicCards: a card entry lacks a field or has the wrong type."""


#: Spanish names MTGJSON's consolidation gets wrong for the basic lands (its most complete
#: foreign entry was an English-text printing); the printed Spanish names.
SPANISH_BASICS = {"Plains": "Llanura", "Island": "Isla"}


def card_from_entries(name: str, entries: Any) -> Card:
    if not isinstance(entries, list) or not entries or not all(isinstance(e, dict) for e in entries):
        raise CardShapeError("cards.shape", card=name[:80], field="data[name]")
    first = entries[0]
    faced = [e for e in entries if e.get("faceName")]
    faces_source = faced if faced else [first]
    faces = tuple(_face(name, e) for e in faces_source)
    spanish = _spanish(first).get("name")
    spanish = SPANISH_BASICS.get(name, spanish)
    return Card(
        name=name,
        layout=_text(first, "layout", name) or "normal",
        faces=faces,
        mana_value=float(first.get("manaValue") or first.get("convertedManaCost") or 0),
        spanish_name=spanish,
        rulings=_rulings(first, name),
        legalities=tuple((str(k), str(v)) for k, v in _mapping(first, "legalities", name).items()),
        funny=bool(first.get("isFunny")),
        variants=1 if faced else len(entries),
    )


def _face(card: str, entry: dict[str, Any]) -> Face:
    name = _text(entry, "faceName", card) or card
    text = _text(entry, "text", card) or ""
    keywords = tuple(str(k) for k in _list(entry, "keywords", card))
    own = keyword_lines(text, keywords, name)
    subtypes = tuple(str(s) for s in _list(entry, "subtypes", card))
    spanish = _spanish(entry)
    spanish_face = spanish.get("faceName") if entry.get("faceName") else spanish.get("name")
    spanish_face = SPANISH_BASICS.get(name, spanish_face)
    return Face(
        name=name,
        type_line=_text(entry, "type", card) or "",
        card_types=tuple(str(t).casefold() for t in _list(entry, "types", card)),
        supertypes=tuple(str(t).casefold() for t in _list(entry, "supertypes", card)),
        subtypes=subtypes,
        mana_cost=_text(entry, "manaCost", card),
        power=_text(entry, "power", card),
        toughness=_text(entry, "toughness", card),
        loyalty=_text(entry, "loyalty", card),
        defense=_text(entry, "defense", card),
        colors=tuple(str(c) for c in _list(entry, "colors", card)),
        keywords=keywords,
        own_keywords=own,
        enchant=enchant_restriction(own),
        final_chapter=final_chapter(text) if "Saga" in subtypes else None,
        text=text,
        spanish_name=spanish_face,
        spanish_type_line=spanish.get("type"),
        spanish_text=spanish.get("text"),
        side=_text(entry, "side", card),
    )


def _spanish(entry: Mapping[str, Any]) -> dict[str, str]:
    for item in entry.get("foreignData") or ():
        if isinstance(item, dict) and item.get("language") == "Spanish":
            return {k: v for k, v in item.items() if isinstance(v, str)}
    return {}


def _rulings(entry: Mapping[str, Any], card: str) -> tuple[tuple[str, str], ...]:
    out = []
    for ruling in _list(entry, "rulings", card):
        if not isinstance(ruling, dict) or not isinstance(ruling.get("text"), str):
            raise CardShapeError("cards.shape", card=card[:80], field="rulings")
        stated = str(ruling.get("date", ""))
        if stated and not is_iso_date(stated):
            raise CardShapeError("cards.bad_date", card=card[:80], field="rulings", date=stated[:40])
        out.append((stated, ruling["text"]))
    return tuple(out)


#: How MTGJSON writes its dates (the build's and each ruling's).
_ISO_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")


def is_iso_date(text: str) -> bool:
    """``2026-02-28`` yes; ``2026-02-30`` and ``28/02/2026`` no: a date is shown and compared
    as it is stored, so one that isn't a day of the calendar is refused at the import."""
    if not _ISO_DATE.match(text):
        return False
    try:
        date.fromisoformat(text)
    except ValueError:
        return False
    return True


def _text(entry: Mapping[str, Any], key: str, card: str) -> str | None:
    value = entry.get(key)
    if value is None:
        return None
    if isinstance(value, int | float) and not isinstance(value, bool):
        return str(value)  # a few builds give numbers where strings are documented
    if not isinstance(value, str):
        raise CardShapeError("cards.shape", card=card[:80], field=key)
    return value


def _list(entry: Mapping[str, Any], key: str, card: str) -> Sequence[Any]:
    value = entry.get(key)
    if value is None:
        return ()
    if not isinstance(value, list):
        raise CardShapeError("cards.shape", card=card[:80], field=key)
    return value


def _mapping(entry: Mapping[str, Any], key: str, card: str) -> Mapping[str, Any]:
    value = entry.get(key)
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise CardShapeError("cards.shape", card=card[:80], field=key)
    return value
