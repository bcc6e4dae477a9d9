"""The candidate readings of a board the reader refused: each a board-language line.

Sources, each general: a name several cards answer to (one reading per card); the natural
reader's readings of what judges write (``engine.reading.natural``).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from engine.board import BoardError
from engine.board.errors import AmbiguousCardName
from engine.cards.catalog import CardCatalog
from engine.reading.natural.story import Told


@dataclass(frozen=True, slots=True)
class Candidate:
    line: str
    assumed: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    events: tuple[Told, ...] = ()
    """What the reading took from each event told (the natural reader's)."""


def candidates(
    text: str,
    cards: CardCatalog | None,
    refused: BoardError,
    asked: list[BoardError] | None = None,
    lang: str | None = None,
    *,
    whole: bool = False,
) -> Iterator[Candidate]:
    """Each reading of a refused text; why the natural reader gave none is added to ``asked``.
    ``whole``: the text is a puzzle's whole battlefield (/layers')."""
    if isinstance(refused, AmbiguousCardName) and cards is not None and refused.column is not None:
        each = list(_each_card(text, cards, refused))
        if any(_reads(c.line, cards) for c in each):
            yield from each
            return
        # no card in the name's place reads ("… Thalia blocks his Bears"): the natural reader's
        # readings, where "Thalia" may be the one told by its full name
    from engine.reading.natural import natural_readings
    from engine.reading.natural.questions import NaturalQuestion

    why: list[NaturalQuestion] = []
    for read in natural_readings(text, cards, why, lang, whole=whole):
        yield Candidate(read.line, read.assumed, read.skipped, read.events)
    if asked is not None:
        asked.extend(why)


def _reads(line: str, cards: CardCatalog) -> bool:
    """Whether the board reader takes ``line``."""
    from engine.reading.natural import parse_line

    try:
        parse_line(line, cards)
    except BoardError:
        return False
    return True


def _each_card(text: str, cards: CardCatalog, refused: AmbiguousCardName) -> Iterator[Candidate]:
    """ "Equilibrio 2/2 …" where Balance and Equilibrium answer: one reading per card, its
    Oracle name in place of the word (quoted, so the name is read whole)."""
    start = _offset(text, refused.line, refused.column or 1)
    word = refused.word
    if text[start : start + len(word)] != word:
        return
    for named in sorted({c.name for c in cards.read(word).cards}):
        yield Candidate(text[:start] + f'"{named}"' + text[start + len(word) :])


def _offset(text: str, line: int, column: int) -> int:
    lines = text.split("\n")
    return sum(len(x) + 1 for x in lines[: line - 1]) + column - 1
