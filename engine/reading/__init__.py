"""Every reading of a board tried (issue 31): the text as typed, and what else its words allow.

A board's words can allow more than one state: a name several cards answer to, a told event
read as the state it left. Each candidate is a line in the board language; the engine checks
each one. When every candidate that reads gives the same outcome the answer stands (with what
was assumed); when they part, the judge gets one question whose choices are the candidates,
each with its outcome. ``pick`` (``reading: N`` / ``--reading N``) answers that question.
"""

from engine.reading.choices import Choice, ChooseReading, NoSuchReading, Outcome
from engine.reading.run import Answer, answer

__all__ = ["Answer", "Choice", "ChooseReading", "NoSuchReading", "Outcome", "answer"]
