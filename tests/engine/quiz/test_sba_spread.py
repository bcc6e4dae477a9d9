"""SBA questions that teach (issue 35, item 6): the families of boards are drawn evenly, and a
question about actions that happen at once asks which happen and says so (704.3), while one
with several rounds asks their order."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.quiz import Topic, generate
from engine.quiz.model import rng_for
from engine.quiz.sba import TEXT, families, lead_family, outcome_of, read_back

SPREAD_QUESTIONS = 10_000


def _lead(difficulty: int, language: str, seed: int) -> str:
    return lead_family(rng_for(Topic.SBA, difficulty, language, seed), difficulty).__name__


@pytest.mark.slow
def test_ten_thousand_questions_draw_their_families_evenly() -> None:
    """The spread, reported on failure: each family leads about 1/n of the questions, and a
    token in a graveyard (the board every draw used to keep) is on at most half the boards."""
    per_level = SPREAD_QUESTIONS // 3 + 1
    report = []
    for difficulty in (1, 2, 3):
        leads: Counter[str] = Counter()
        tokens = 0
        for seed in range(per_level):
            language = "es" if seed % 2 else "en"
            leads[_lead(difficulty, language, seed)] += 1
            board = generate(Topic.SBA, difficulty, language, seed).subject  # read back and checked inside
            tokens += ("token" if language == "en" else "ficha") in board
        n = len(families(difficulty))
        shares = {f: leads[f] / per_level for f in (k.__name__ for k in families(difficulty))}
        token = tokens / per_level
        report.append(f"difficulty {difficulty}: leads {shares}; a token on {token:.0%} of the boards")
        assert all(0.7 / n <= share <= 1.3 / n for share in shares.values()), report
        assert token <= 0.5, report


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
