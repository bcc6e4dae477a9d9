"""A card's Oracle type line in printed Spanish terms: "Planeswalker legendario — Jace".

The Spanish type line a card printed may be older than its Oracle type line (Jace, the Mind
Sculptor printed "Planeswalker — Jace" before planeswalkers were legendary), so a judge
checking the legend rule in Spanish must read the Oracle one. Card types and supertypes come
from the table below (the forms printed on Spanish cards, ../shared/data/terms/keywords-es.tsv);
subtypes from the printed Spanish type lines of the card data, paired word by word with the
English ones and counted (``subtype_table``). A word with no Spanish form makes no line: the
reply shows the English Oracle line instead, never a half-translated one.

Word order follows the printed cards: a land's or else a creature's type is the noun, else the
last English card type, the other card types follow it ("Artifact Creature" → "Criatura
artefacto", "Land Creature" → "Tierra criatura"), then the supertypes agree with
the noun, *legendario/a* last ("Legendary Snow Creature" → "Criatura nevada legendaria").
A creature's subtypes come in the reverse order, the first capitalised: "Human Soldier" →
"Soldado humano", "Demon Kraken" → "Kraken demonio" (noun, then the words that qualify it).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping

from engine.cards.model import Face

#: Card type → (printed Spanish, the noun's gender). Counted on printed cards.
CARD_TYPES: dict[str, tuple[str, str]] = {
    "artifact": ("Artefacto", "m"),
    "battle": ("Batalla", "f"),
    "creature": ("Criatura", "f"),
    "enchantment": ("Encantamiento", "m"),
    "instant": ("Instantáneo", "m"),
    "land": ("Tierra", "f"),
    "planeswalker": ("Planeswalker", "m"),
    "sorcery": ("Conjuro", "m"),
    "tribal": ("Tribal", "m"),
    "plane": ("Plano", "m"),
    "phenomenon": ("Fenómeno", "m"),
}
#: The card types printed as the noun whenever a type line has them, before any other: "Tierra
#: criatura" (Dryad Arbor), "Tierra artefacto", "Criatura artefacto"; else the last English type
#: is ("Artefacto encantamiento" for Enchantment Artifact, "Instantáneo tribal").
NOUNS_FIRST = ("land", "creature")
#: Supertype → (masculine, feminine), as printed.
SUPERTYPES: dict[str, tuple[str, str]] = {
    "legendary": ("legendario", "legendaria"),
    "basic": ("básico", "básica"),
    "snow": ("nevado", "nevada"),
}
_DASH = re.compile(r"\s+[—–-]\s+")


def printed_subtypes(spanish_type_line: str) -> list[str]:
    """The words after a printed Spanish type line's dash ("Humano Soldado")."""
    parts = _DASH.split(spanish_type_line.strip(), maxsplit=1)
    return parts[1].split() if len(parts) == 2 else []


def subtype_table(faces: Iterable[tuple[Iterable[str], str]]) -> dict[str, str]:
    """English subtype → its Spanish form (capitalised), from (English subtypes, printed Spanish
    type line) pairs. A face with one subtype pairs it with the one word after its dash; a face
    with several, once the others are known, pairs the one left with the word left (printed
    orders differ: "Soldado humano" for Human Soldier, "Isla pantano" for Island Swamp). The
    form most printed wins, ties to the first seen."""
    rows = [(list(english), printed_subtypes(line)) for english, line in faces]
    rows = [(en, es) for en, es in rows if en and len(en) == len(es)]
    table: dict[str, str] = {}
    for _ in range(3):  # each pass can pair what the previous one left with one unknown
        votes: dict[str, Counter[str]] = {}
        for english, spanish in rows:
            unknown = [e for e in english if e not in table]
            if len(unknown) != 1:
                continue
            known = {table[e].casefold() for e in english if e in table}
            left = [w for w in spanish if w.casefold() not in known]
            if len(left) == 1:
                votes.setdefault(unknown[0], Counter())[left[0][:1].upper() + left[0][1:]] += 1
        if not votes:
            break
        table.update({en: counted.most_common(1)[0][0] for en, counted in votes.items()})
    return table


def oracle_type_line_es(face: Face, subtypes: Mapping[str, str]) -> str | None:
    """The face's Oracle type line in printed Spanish terms; None when a word has no Spanish
    form here (a type this table lacks, a subtype no printed card paired). Subtypes in the
    order the face's own printed line has them when it prints the same ones; else a
    creature's reversed ("Soldado humano"), any other's as in English ("Isla pantano")."""
    types = [t for t in face.card_types if t != "kindred"]
    if not types or len(types) != len(face.card_types) or any(t not in CARD_TYPES for t in types):
        return None
    if any(s not in SUPERTYPES for s in face.supertypes):
        return None
    head = next((t for t in NOUNS_FIRST if t in types), types[-1])
    noun, gender = CARD_TYPES[head]
    words = [noun, *(CARD_TYPES[t][0].lower() for t in types if t != head)]
    ordered = sorted(face.supertypes, key=lambda s: s == "legendary")  # legendario/a last
    words += [SUPERTYPES[s][gender == "f"] for s in ordered]
    line = " ".join(words)
    if face.subtypes:
        if any(s not in subtypes for s in face.subtypes):
            return None
        spanish = [subtypes[s] for s in face.subtypes]
        printed = printed_subtypes(face.spanish_type_line or "")
        if sorted(w.casefold() for w in printed) == sorted(w.casefold() for w in spanish):
            spanish = printed
        elif "creature" in types:
            spanish.reverse()
        line += " — " + " ".join([spanish[0][:1].upper() + spanish[0][1:], *(w.lower() for w in spanish[1:])])
    return line


def same_line(one: str, other: str) -> bool:
    """Two type lines alike but for dashes, spacing and case."""
    return _DASH.sub(" — ", one.strip()).casefold() == _DASH.sub(" — ", other.strip()).casefold()
