"""Text as Juez compares it: one folding for every lookup, so "daño", "Daño" and "dano" agree.

Judges type without accents as often as with them, and paste curly quotes from the rules;
everything that matches what a judge typed against a table or the CR goes through ``fold``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

#: Typographic marks pasted from the rules or a phone keyboard, as plain ASCII.
_PLAIN = str.maketrans({"’": "'", "‘": "'", "¡": None})
#: Control characters (C0 but tab and newline, DEL, C1): never part of a rule or a card's text,
#: and on a terminal ESC starts an escape sequence. ``\r`` goes too (``keep_breaks`` keeps it).
_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_CONTROLS_BUT_BREAKS = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
#: A terminal escape sequence whole, so none of it is left to show as "[2J" once ESC is gone.
_ESCAPE_SEQUENCE = re.compile(
    r"""
      \x1b\[[0-?]*[ -/]*[@-~]            # CSI: colours, cursor moves, clearing the screen
    | \x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?  # OSC: window titles, hyperlinks (to BEL or ST)
    | \x1b[@-Z\\-_]                     # the other two-byte escapes
    | \x9b[0-?]*[ -/]*[@-~]              # CSI as one 8-bit character
    """,
    re.VERBOSE,
)
#: How glossary entries of retired terms are marked, in English and in Spanish translations.
OBSOLETE_MARKS = ("(Obsolete)", "(Obsoleto)")


#: Longest text whose folding is cached, and how many are: words and names repeat, sentences
#: rarely do. Caching every length kept every ruling /ruling read and every query typed (up to
#: 65,536 of them, tens of MB; bench/soak.py); short ones bound it at about 1 MB.
FOLD_CACHED_LENGTH = 64
FOLD_CACHED = 4_096


def fold(text: str) -> str:
    """Case- and accent-insensitive form, with typographic apostrophes made plain.

    Short text is cached: the board reader folds the same few hundred words over and over."""
    return _fold_short(text) if len(text) <= FOLD_CACHED_LENGTH else _fold(text)


@lru_cache(maxsize=FOLD_CACHED)
def _fold_short(text: str) -> str:
    return _fold(text)


def _fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.translate(_PLAIN).casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def plain_term(term: str) -> str:
    """A glossary term without its "(Obsolete)" mark, casefolded: how terms are matched."""
    for mark in OBSOLETE_MARKS:
        term = term.replace(mark, "")
    return term.strip().casefold()


def drop_controls(text: str, *, keep_breaks: bool = False) -> str:
    """``text`` without control characters; tabs and newlines stay (``keep_breaks``: carriage
    returns too, for a text whose lines are still to be split). Imported files can carry ESC or
    NUL, which would be stored and then printed to a judge's terminal as they are."""
    return (_CONTROLS_BUT_BREAKS if keep_breaks else _CONTROLS).sub("", text)


def terminal_safe(text: str) -> str:
    """``text`` fit to write to a terminal: escape sequences and control characters gone, line
    breaks and tabs kept. Error messages quote what the user typed, which can carry ESC: echoed
    as is, it would recolour, clear or retitle the user's terminal."""
    return drop_controls(_ESCAPE_SEQUENCE.sub("", text))
