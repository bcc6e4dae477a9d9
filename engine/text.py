"""Text as Juez compares it: one folding for every lookup, so "daño", "Daño" and "dano" agree.

Judges type without accents as often as with them, and paste curly quotes from the rules;
everything that matches what a judge typed against a table or the CR goes through ``fold``.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

#: Typographic marks pasted from the rules or a phone keyboard, as plain ASCII.
_PLAIN = str.maketrans({"’": "'", "‘": "'", "¡": None})
#: How glossary entries of retired terms are marked, in English and in Spanish translations.
OBSOLETE_MARKS = ("(Obsolete)", "(Obsoleto)")


@lru_cache(maxsize=65_536)
def fold(text: str) -> str:
    """Case- and accent-insensitive form, with typographic apostrophes made plain.

    Cached: the board reader folds the same few hundred words over and over."""
    decomposed = unicodedata.normalize("NFKD", text.translate(_PLAIN).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def plain_term(term: str) -> str:
    """A glossary term without its "(Obsolete)" mark, casefolded: how terms are matched."""
    for mark in OBSOLETE_MARKS:
        term = term.replace(mark, "")
    return term.strip().casefold()
