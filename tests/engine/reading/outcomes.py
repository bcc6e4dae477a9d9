"""What the reading tests compare: the rules each round performed, as a judge reads them."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading import Answer
from engine.reading.natural import natural_readings


def rules(result: Answer) -> list[set[str]]:
    """Each round's rules (or kinds, for an action with no rule in the edition), rounds with
    none left out."""
    return [{a.rule or a.kind for a in r.actions} for r in result.result.rounds if r.actions]


def only_line(board: str, cards: CardCatalog) -> str:
    """The one reading the natural reader makes of ``board``, as its board-language line."""
    [read] = list(natural_readings(board, cards, []))
    return read.line


def destroyed(board: str, cards: CardCatalog) -> int:
    """How many objects the answer destroys for lethal damage (704.5g), over every round."""
    from engine.reading import answer

    result = answer(board, cards).result
    return sum(len(a.subjects) for r in result.rounds for a in r.actions if a.rule == "704.5g")


def lines(board: str, cards: CardCatalog) -> list[str]:
    """Every reading the natural reader makes of ``board``, as board-language lines."""
    return [read.line for read in natural_readings(board, cards, [])]
