"""Questions the effects engine asks instead of answering: Juez never guesses an effect.

They are board errors (``engine/board/errors.py``): the judge sees them as the board reader's
other questions, in their language, with how to say what is missing.
"""

from __future__ import annotations

from engine.board.errors import BoardError


class UnappliedAbility(BoardError):
    """A named card's static ability could change the answer, and Juez can't apply it."""

    key = "effects.unapplied"


class ReadingsDiffer(BoardError):
    """Something the board didn't say (a color, a condition, whether a stated size already
    counts an effect) decides the answer: Juez asks which it is."""

    key = "effects.readings"


class TooManyReadings(BoardError):
    """So much is unsaid that trying every reading would take too long."""

    key = "effects.too_many_readings"


class UnknownCount(BoardError):
    """An effect counts things ("for each land you control") the board shows none of: a count
    of 0 would be a guess, since judges rarely list every land."""

    key = "effects.unknown_count"


class UnreadEffect(BoardError):
    """A stated effect whose words Juez can't read ("gets +2/+2", "loses flying" it can)."""

    key = "effects.unread"


class UnknownObject(BoardError):
    """/layers was asked about an object the board doesn't describe."""

    key = "layers.unknown_object"


class UnappliedReplacement(BoardError):
    """A replacement effect would change an event the state-based actions perform (umbra armor
    replacing a destruction, 702.89a) and Juez doesn't apply it yet: asked, never ignored."""

    key = "effects.replacement"
