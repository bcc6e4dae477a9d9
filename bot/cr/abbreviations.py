"""The abbreviations judges type, as the Comprehensive Rules spell them out.

A judge asks `/define SBA` or searches "ETB trigger"; the CR glossary says "State-Based Actions"
and "Enters the Battlefield". Kept as data: one row per abbreviation, English and Spanish.
"""

from __future__ import annotations

import re

ABBREVIATIONS: dict[str, str] = {
    "sba": "state-based actions",
    "sbas": "state-based actions",
    "abe": "state-based actions",  # acciones basadas en estado
    "etb": "enters the battlefield",
    "ltb": "leaves the battlefield",
    "lki": "last known information",
    "apnap": "active player, nonactive player order",
    "ap": "active player",
    "nap": "nonactive player",
    "mv": "mana value",
    "cmc": "mana value",
    "cda": "characteristic-defining ability",
    "eot": "end step",
    "2hg": "two-headed giant",
    "edh": "commander",
    "pw": "planeswalker",
    "dfc": "double-faced card",
    "mdfc": "modal double-faced card",
}

_WORD = re.compile(r"\b(" + "|".join(re.escape(a) for a in sorted(ABBREVIATIONS, key=len, reverse=True)) + r")\b")


def expand(text: str) -> str:
    """Every whole-word abbreviation in ``text`` (any case) replaced by what it stands for."""
    return _WORD.sub(lambda m: ABBREVIATIONS[m.group(1)], text.casefold())
