"""SBA questions that teach (issue 35, item 6): a question about actions that happen at once
asks which happen and says so (704.3), while one with several rounds asks their order; the
family drawn first is what the board is about. The spread of families over 10,000 questions per
difficulty is checked and reported by test_generated_questions.py, which draws them anyway."""

from __future__ import annotations

import pytest

from engine.quiz import Topic, generate
from engine.quiz.model import rng_for
from engine.quiz.sba import TEXT, lead_family, outcome_of, read_back


def _lead(difficulty: int, language: str, seed: int) -> str:
    return lead_family(rng_for(Topic.SBA, difficulty, language, seed), difficulty).__name__


def test_the_lead_family_is_what_the_board_is_about() -> None:
    """Near miss to the spread: the family drawn first is on the board (a token in a graveyard
    leads a board that has a token), not a number the board ignores."""
    seeds = [s for s in range(400) if _lead(1, "en", s) == "token_in_graveyard"][:20]
    assert seeds
    for seed in seeds:
        assert "token" in generate(Topic.SBA, 1, "en", seed).subject


@pytest.mark.parametrize("language", ["en", "es"])
def test_actions_at_once_are_asked_as_which_and_rounds_as_their_order(language: str) -> None:
    at_once = in_rounds = 0
    for seed in range(300):
        question = generate(Topic.SBA, 2, language, seed)
        if question.prompt == TEXT["who"][language]:
            continue
        rounds = outcome_of(read_back(question.subject))
        assert rounds is not None
        if len(rounds) > 1:
            in_rounds += 1
            assert question.prompt == TEXT["prompt"][language]
        else:
            at_once += 1
            assert question.prompt == TEXT["prompt_at_once"][language] and "704.3" in question.prompt
    assert at_once and in_rounds
