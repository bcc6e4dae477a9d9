"""Why the natural reader gave no reading: one question a judge can answer.

A text told as judges tell it may be read whole and still not be answered: a power the board
doesn't fix, a card that changes damage or draws, an attack whose blocks aren't said. Saying
which (and what to add) answers the judge better than the board reader's own complaint about
the first word of a sentence it was never meant to read.
"""

from __future__ import annotations

from engine.board.errors import BoardError

#: Every ``why`` a question may have (its message is ``board.natural.<why>`` in the catalog).
WHYS = frozenset(
    {
        "unread", "power", "life", "loyalty", "defense", "open", "size_differs", "keyword_differs", "damage_changer",
        "draw_changer", "board_count", "orders", "blocks", "attachment", "blockers", "trample", "controller",
        "graveyard_count", "enters_trigger", "which_one", "cost_unpayable", "how_many", "damage_differs",
    }
)  # fmt: skip


class NaturalQuestion(BoardError):
    """What the natural reader needs to answer: ``why`` names it, ``what`` the card or player."""

    def __init__(self, why: str, *, what: str = "", column: int | None = None, word: str = "", **named: str) -> None:
        """``named``: more of the message's values, a card's name in each reply language as
        ``<name>_en`` / ``<name>_es`` (the reply shows its language's under ``<name>``)."""
        if why not in WHYS:
            raise ValueError(f"no such question: {why}")
        self.key = f"board.natural.{why}"  # before the base sets the message from it
        self.why = why
        super().__init__(column=column, word=word, what=what)
        self.params.update(named)


class Asked(Exception):
    """Raised inside a reading to stop it with a question (caught by ``natural_readings``)."""

    def __init__(self, question: NaturalQuestion) -> None:
        super().__init__(question.key)
        self.question = question
