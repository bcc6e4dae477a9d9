"""Whether a card's printed Spanish fields have the shape they should, before they are shown.

The shared card data has known errors: Fire // Ice's Spanish Ice face has "Gira el permanente
objetivo." as its type line and its text ends with the artist's name. A Spanish type line names
a card type; a printed text's last line is a sentence or an ability, never a bare name. A field
that fails is not shown: the English one is, with a note (the reply says which).
"""

from __future__ import annotations

import re

from engine.cards.model import Face
from engine.keyword_abilities import KEYWORD_ABILITIES
from engine.text import fold

#: Card types and supertypes as printed on Spanish cards (and the English ones, printed on a few).
_TYPE_WORDS = frozenset(
    fold(w)
    for w in (
        *("Criatura", "Instantáneo", "Conjuro", "Artefacto", "Encantamiento", "Tierra", "Planeswalker", "Batalla"),
        *("Tribal", "Tribu", "Legendario", "Legendaria", "Básica", "Básico", "Nevada", "Nevado", "Mundial"),
        *("Tipo", "Plano", "Fenómeno", "Plan", "Conspiración", "Vanguardia", "Dungeon", "Mazmorra", "Ficha"),
        *("Kindred", "Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Land", "Battle"),
        *("Encantar", "Interrupción", "Invocar", "Permanente"),  # the oldest printings' type lines
    )
)
#: A line of two to four capitalised words and no punctuation after them: an artist's name
#: ("Franz Vohwinkel"), not card text (keyword lines are keywords, sentences end in a stop).
_BARE_NAME = re.compile(r"^[A-ZÁÉÍÓÚÑ][\w'’.-]*(?:\s[A-ZÁÉÍÓÚÑ][\w'’.-]*){1,3}$")
_KEYWORDS = frozenset(fold(es) for _, es, _ in KEYWORD_ABILITIES)


def spanish_type_line_ok(face: Face) -> bool:
    line = face.spanish_type_line or ""
    words = {fold(w) for w in re.split(r"[\s—–-]+", line) if w}
    return bool(words & _TYPE_WORDS) and not line.rstrip().endswith(".") and len(line) <= 100


def spanish_text_ok(face: Face) -> bool:
    text = (face.spanish_text or "").strip()
    if not text:
        return False
    last = text.splitlines()[-1].strip()
    if last.endswith((".", ")", '"', "”", ":")) or fold(last) in _KEYWORDS:
        return True
    return not _BARE_NAME.match(last) or last in face.text
