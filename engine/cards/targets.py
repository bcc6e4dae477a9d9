"""What a spell's first target must be, read from its Oracle text (115.1, 205.2a).

Both readers need it: the natural reader checks that "it" or a name could have been the
target of the spell told, and the board reader picks what "Ovinize on it" means. Read only
when the words after "target" are card types alone ("target artifact or enchantment"); any
other target (a spell, a player, "any target", a modal spell) is not checked by anyone.
"""

from __future__ import annotations

import re

#: Card types a target can be required to have (205.2a), as Oracle text writes them.
TARGET_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})
_WORDS = re.compile(r"[a-z/]+")


def first_target_types(text: str) -> frozenset[str] | None:
    """The card types the first target must have ("Destroy target artifact or enchantment" →
    artifact, enchantment); None when the words say more or other, or the spell is modal."""
    lowered = text.lower()
    if not lowered or "choose " in lowered or "target " not in lowered:
        return None
    found: set[str] = set()
    for word in _WORDS.findall(lowered.split("target ", 1)[1]):
        if word in TARGET_TYPES:
            found.add(word)
        elif word not in {"or", "and/or"}:
            return frozenset(found) if found and word not in {"spell", "card", "permanent", "cards"} else None
    return frozenset(found) or None
