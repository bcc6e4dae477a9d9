"""Mana value (202.3): of a printed mana cost, of a face, and as an "enchant … with mana value N
or less" qualifier compares it.

An object with no mana cost has mana value 0 (202.3a: a land, a token that isn't a copy), except
the back face of a transforming card, whose mana value is its front face's (202.3b). "Unknown"
(None) is kept for what the board really doesn't say: an object no card names.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.cards.model import Face

_MANA_SYMBOL = re.compile(r"\{([^}]+)\}")


def mana_value(cost: str | None) -> int | None:
    """The mana value of a printed mana cost (202.3): "{2}{W}{W}" → 4; None without a cost."""
    if cost is None:
        return None
    total = 0
    for symbol in _MANA_SYMBOL.findall(cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol.upper() in ("X", "Y", "Z"):
            continue  # 202.3e: X is 0 off the stack
        elif "/" in symbol and symbol.split("/")[0].isdigit():
            total += int(symbol.split("/")[0])  # 202.3f: {2/W} counts its larger part
        else:
            total += 1
    return total


def face_mana_value(face: Face, faces: Sequence[Face] = ()) -> int:
    """A face's mana value on the battlefield: its cost's, 0 without one (202.3a), the front
    face's for the back face of a transforming card (202.3b: ``faces`` are the card's faces)."""
    own = mana_value(face.mana_cost)
    if own is not None:
        return own
    if face.side not in (None, "a") and faces and faces[0] is not face:
        front = mana_value(faces[0].mana_cost)
        if front is not None and _transforms(faces):
            return front
    return 0


def _transforms(faces: Sequence[Face]) -> bool:
    """A nonmodal double-faced card: its back face has no mana cost of its own (712.1; a modal
    one's back face has its own cost, read above)."""
    return len(faces) == 2 and faces[1].mana_cost is None


#: "creature with mana value 2 or less", "permanent with mana value 3 or greater",
#: "creature with mana value X": the qualifier an enchant restriction (or a filter) adds.
MANA_VALUE_QUALIFIER = re.compile(
    r"\s*with (?:mana value|converted mana cost) (\d+)(?: or (less|greater|more))?", re.IGNORECASE
)


def split_mana_value_qualifier(text: str) -> tuple[str, tuple[int, str] | None]:
    """The words without their mana value qualifier, and the qualifier as (N, ``le``/``ge``/
    ``eq``): "creature with mana value 2 or less" → ("creature", (2, "le"))."""
    found = MANA_VALUE_QUALIFIER.search(text)
    if found is None:
        return text, None
    how = {"less": "le", "greater": "ge", "more": "ge"}.get((found[2] or "").casefold(), "eq")
    return (text[: found.start()] + text[found.end() :]).strip(), (int(found[1]), how)


def mana_value_allows(qualifier: tuple[int, str], value: int | None) -> bool | None:
    """Whether a mana value meets a qualifier; None when the value is unknown (asked, never
    taken as 0)."""
    if value is None:
        return None
    bound, how = qualifier
    return value <= bound if how == "le" else value >= bound if how == "ge" else value == bound
