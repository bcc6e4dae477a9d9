"""A quiz question as every front end shows it, and what makes it reproducible.

A question is a pure function of (topic, difficulty, language, seed): the same four always give
the same board or ability or rule, the same choices in the same order and the same answer, so
a button can carry them in its custom id and grade an answer after a restart.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from enum import StrEnum

from engine.errors import KeyedError


class Topic(StrEnum):
    SBA = "sba"
    MANA = "mana"
    RULES = "rules"
    LAYERS = "layers"
    MIXED = "mixed"


DIFFICULTIES = (1, 2, 3)
LANGUAGES = ("en", "es")
#: Seeds are kept small enough to sit in a Discord custom id with room to spare.
MAX_SEED = 2**40


@dataclass(frozen=True, slots=True)
class Question:
    topic: Topic
    """The topic asked (never MIXED: a mixed quiz draws one of the others per question)."""
    difficulty: int
    seed: int
    language: str
    prompt: str
    """The question, in ``language``."""
    subject: str
    """What it is about: the board, the ability's text, or the rule's text or number."""
    choices: tuple[str, ...]
    answer: int
    """Index of the right choice."""
    why: tuple[str, ...]
    """Per choice, in ``language``: why it is right, or what makes it wrong."""
    cited: tuple[str, ...] = ()
    """Rule numbers the answer rests on (the reveal's "rules" button)."""
    card_type: str | None = None
    """For a mana question: the card type the ability is printed on, when it matters."""
    target: str | None = None
    """For a layers question: the object asked about, as the board names it."""

    @property
    def key(self) -> str:
        """What identifies the question (scores count one answer per user per key)."""
        return f"{self.topic.value}:{self.difficulty}:{self.language}:{self.seed}"


class QuizError(KeyedError):
    """A quiz that can't be asked (no rules stored for a rules question, a bad difficulty)."""


def rng_for(topic: Topic, difficulty: int, language: str, seed: int) -> random.Random:
    """The one source of randomness of a question: a string seed, hashed the same way on every
    machine and every Python (``random.Random`` seeds from a str by SHA-512)."""
    return random.Random(f"juez-quiz:{topic.value}:{difficulty}:{language}:{seed}")


def shuffled(
    rng: random.Random, right: str, wrong: list[str], why_right: str, why_wrong: list[str]
) -> tuple[tuple[str, ...], int, tuple[str, ...]]:
    """The choices in a seeded order, where the right one ended up, and each one's reason."""
    order = list(range(len(wrong) + 1))
    rng.shuffle(order)
    texts = [right, *wrong]
    reasons = [why_right, *why_wrong]
    return tuple(texts[i] for i in order), order.index(0), tuple(reasons[i] for i in order)
