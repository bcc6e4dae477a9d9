"""Judge-study quizzes the engines generate and grade: state-based actions, mana abilities, rule
numbers and layers, seeded and reproducible, in English or Spanish."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.quiz import layers, mana, sba
from engine.quiz import rules as rule_questions
from engine.quiz.model import DIFFICULTIES, LANGUAGES, MAX_SEED, Question, QuizError, Topic, rng_for
from engine.quiz.rules import RulePool

__all__ = [
    "DIFFICULTIES",
    "LANGUAGES",
    "MAX_SEED",
    "Question",
    "QuizError",
    "RulePool",
    "Topic",
    "generate",
    "topic_of",
]

#: What a mixed quiz draws: rule questions only when the CR is there to draw them from.
MIXED = (Topic.SBA, Topic.MANA, Topic.RULES)


def topic_of(topic: Topic, difficulty: int, language: str, seed: int, *, with_rules: bool) -> Topic:
    """The topic a question of ``topic`` asks: itself, or for MIXED one drawn from the seed."""
    if topic is not Topic.MIXED:
        return topic
    choices = MIXED if with_rules else MIXED[:2]
    return rng_for(Topic.MIXED, difficulty, language, seed).choice(choices)


def generate(
    topic: Topic,
    difficulty: int,
    language: str,
    seed: int,
    *,
    rules: RulePool | None = None,
    catalog: CardCatalog | None = None,
    edition: str | None = None,
) -> Question:
    """The question of these four values (the same every time). ``rules`` is the CR in use, for
    rule questions; ``catalog`` reads a board as /sba would (layers questions need it: their
    cards' Oracle text is what applies)."""
    if difficulty not in DIFFICULTIES:
        raise QuizError("quiz.bad_difficulty", value=difficulty)
    if language not in LANGUAGES:
        raise QuizError("quiz.bad_language", value=language)
    asked = topic_of(topic, difficulty, language, seed, with_rules=rules is not None)
    if asked is Topic.SBA:
        return sba.question(difficulty, language, seed, catalog=catalog, edition=edition)
    if asked is Topic.MANA:
        return mana.question(difficulty, language, seed, edition=edition)
    if asked is Topic.LAYERS:
        return layers.question(difficulty, language, seed, catalog=catalog)
    if rules is None:
        raise QuizError("quiz.no_rules")
    return rule_questions.question(difficulty, language, seed, rules)
