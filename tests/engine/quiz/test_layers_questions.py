"""Layer questions (engine/quiz/layers.py), each checked against the effects engine: the board
reads back, the marked answer is the engine's trace of the object asked about, every wrong
choice differs from it and says why, no two choices are the same, and the usual mistakes all
appear as wrong choices."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.board.parse import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.model import Misorder
from engine.effects.trace import trace_layers
from engine.quiz import DIFFICULTIES, LANGUAGES, QuizError, Topic, generate
from engine.quiz.layers import TEXT, _value

SEEDS = range(120)


def _engine_answer(question_subject: str, target: str, asked_pt: bool, lang: str, catalog: CardCatalog) -> str:
    from engine.effects.model import Layer

    trace = trace_layers(parse_board(question_subject, catalog), target)
    (obj,) = trace.objects
    return _value(obj.final, Layer.PT_MODIFY if asked_pt else Layer.TYPE, lang)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("difficulty", DIFFICULTIES)
def test_613_every_layers_question_is_the_engines_answer(
    named_catalog: CardCatalog, difficulty: int, language: str
) -> None:
    for seed in SEEDS:
        q = generate(Topic.LAYERS, difficulty, language, seed, catalog=named_catalog)
        assert q.topic is Topic.LAYERS and q.target is not None
        assert len(q.choices) == 4 and len(set(q.choices)) == 4, q
        asked_pt = "power and toughness" in q.prompt or "fuerza y la resistencia" in q.prompt
        right = _engine_answer(q.subject, q.target, asked_pt, language, named_catalog)
        assert [c == right for c in q.choices].count(True) == 1, (q.subject, q.choices, right)
        assert q.choices[q.answer] == right
        assert all(q.why) and q.why[q.answer].startswith(TEXT["right"][language].split("{")[0])
        assert "613.1" in q.cited


def test_613_the_usual_mistakes_are_all_offered(named_catalog: CardCatalog) -> None:
    """Timestamp order where a dependency applies, a CDA applied late, a set after the
    modifications, counters overwritten by a set: each is some question's wrong choice."""
    seen: Counter[str] = Counter()
    for language in LANGUAGES:
        for seed in SEEDS:
            q = generate(Topic.LAYERS, 3, language, seed, catalog=named_catalog)
            for n, why in enumerate(q.why):
                for misorder in Misorder:
                    if n != q.answer and why == TEXT[misorder][language]:
                        seen[misorder] += 1
    assert set(seen) == set(Misorder), seen


def test_a_layers_question_is_reproducible(named_catalog: CardCatalog) -> None:
    first = generate(Topic.LAYERS, 2, "es", 12345, catalog=named_catalog)
    assert generate(Topic.LAYERS, 2, "es", 12345, catalog=named_catalog) == first


def test_spanish_layers_questions_name_cards_as_printed(named_catalog: CardCatalog) -> None:
    subjects = " ".join(generate(Topic.LAYERS, 3, "es", seed, catalog=named_catalog).subject for seed in SEEDS)
    assert "Himno glorioso" in subjects and "Glorious Anthem" not in subjects


def test_layers_questions_need_the_cards() -> None:
    with pytest.raises(QuizError) as caught:
        generate(Topic.LAYERS, 1, "en", 1)
    assert caught.value.key == "quiz.no_cards"
