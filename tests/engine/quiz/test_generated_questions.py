"""Seeded questions checked against the engines: each reads back, the marked answer is the
engine's, every wrong choice is wrong, no two choices are the same, and the text is in the
language asked for. 10,000 per difficulty for the mana and rule topics; 10,000 board questions
over the three difficulties (each reads its board back, as /sba would: this is the suite's
longest test, so the count is the meta-test's, not three times it). The seeds are split over
the machine's cores."""

from __future__ import annotations

import contextlib
import functools
import os
import re
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from engine.cards.catalog import CardCatalog
from engine.cr.parse import parse_cr
from engine.mana.classify import classify
from engine.numbering import resolver_for
from engine.quiz import RulePool, Topic, generate
from engine.quiz.mana import ANSWERS, BY_REASON, true_answers
from engine.quiz.model import rng_for
from engine.quiz.rules import too_alike
from engine.quiz.sba import (
    AURA_COLORS,
    COLORS,
    FEMININE,
    PRINTED,
    TEXT,
    families,
    lead_family,
    outcome_of,
    render,
    who_loses_answer,
)
from engine.sba.result import SbaResult

PER_TOPIC_AND_DIFFICULTY = 10_000
#: The board questions: 10,000 over the three difficulties.
SBA_PER_DIFFICULTY = -(-PER_TOPIC_AND_DIFFICULTY // 3)
#: Words only the English wording of a choice or prompt uses, and only the Spanish one.
ENGLISH_ONLY = ("is destroyed", "Round ", "goes to its owner", "loses the game", "No state-based", "Yes:", "No: it")
SPANISH_ONLY = ("se destruye", "Ronda ", "va al cementerio", "pierde el juego", "No ocurre", "Sí:", "No: ")
#: The printed word for a color from its feminine form ("roja" → "rojo"), to check an aura's color.
_MASCULINE = {v: k for k, v in FEMININE.items()}
#: "who loses?" choices are names and a short sentence: checked by their own words.


def _language_of(texts: list[str], language: str) -> bool:
    joined = " ".join(texts)
    if language == "es":
        return not any(w in joined for w in ENGLISH_ONLY[:5])
    return not any(
        w in joined for w in ("se destruye", "Ronda ", "va al cementerio", "pierde el juego", "No ocurre", "Sí:")
    )


@contextlib.contextmanager
def _each_board_read_once() -> Iterator[None]:
    """The generator reads each board it drafts (that is how it knows the answer), and the check
    reads the question's board again as /sba would. Reading is a pure function of the text (and
    the catalog), so the second read of a text is the first one's result, kept for the last few
    texts: it was 45% of this module's time. A subject the generator didn't read itself is still
    read afresh."""
    import engine.quiz.sba as module

    original = module.read_back
    kept = functools.lru_cache(maxsize=8)(original)

    def read_back_kept(text: str, catalog: CardCatalog | None = None) -> SbaResult:
        return kept(text, catalog)

    module.read_back = read_back_kept
    try:
        yield
    finally:
        module.read_back = original


def check_sba(seeds: range, difficulty: int) -> tuple[list[str], Counter[str]]:
    """The problems found, and the spread (issue 35): which family led each question (drawn as
    ``engine.quiz.sba`` draws it) and how many boards hold a token."""
    with _each_board_read_once():
        return _check_sba(seeds, difficulty)


def _check_sba(seeds: range, difficulty: int) -> tuple[list[str], Counter[str]]:
    import engine.quiz.sba as module

    rule = resolver_for(None).number
    problems = []
    spread: Counter[str] = Counter()
    for seed in seeds:
        language = "es" if seed % 2 else "en"
        q = generate(Topic.SBA, difficulty, language, seed)
        spread[lead_family(rng_for(Topic.SBA, difficulty, language, seed), difficulty).__name__] += 1
        spread["a token on the board"] += ("token" if language == "en" else "ficha") in q.subject
        result = module.read_back(q.subject)  # reads back, as /sba would
        right = outcome_of(result)
        assert right is not None, q.subject
        who = q.prompt == TEXT["who"][language]
        expected = who_loses_answer(result, language) if who else render(right, language, rule)
        if q.choices[q.answer] != expected:
            problems.append(f"{seed}: marked {q.choices[q.answer]!r}, engine {expected!r}")
        if [c for i, c in enumerate(q.choices) if i != q.answer and c == expected]:
            problems.append(f"{seed}: a wrong choice is the engine's answer")
        if len(set(q.choices)) != len(q.choices) or len(q.choices) != 4:
            problems.append(f"{seed}: choices repeat or aren't four")
        if not _language_of([q.prompt, *q.choices, *q.why], language):
            problems.append(f"{seed}: not all in {language}: {q.choices}")
        printed = _not_as_printed(q.subject, language)
        problems += [f"{seed}: {p}" for p in printed]
        spread["a printed size or color checked"] += _printed_said(q.subject, language)
    return problems, spread


def _printed_said(board: str, language: str) -> int:
    """How many printed sizes and aura colors the board states (what ``_not_as_printed`` checks)."""
    sizes = sum(len(re.findall(rf"{re.escape(name)} \d+/\d+", board)) for name in PRINTED)
    colors = sum(
        1
        for aura in AURA_COLORS
        for said in re.findall(rf"{re.escape(aura)} aura (\w+)", board)
        if _MASCULINE.get(said, said) in COLORS[language]
    )
    return sizes + colors


def _not_as_printed(board: str, language: str) -> list[str]:
    """Never "Grizzly Bears 5/3" or a blue Rancor: a named card has its printed size and color."""
    problems = []
    for name, (power, toughness, _) in PRINTED.items():
        for found in re.findall(rf"{re.escape(name)} (\d+/\d+)", board):
            if found != f"{power}/{toughness}":
                problems.append(f"{name} said {found}: {board!r}")
    for aura, color in AURA_COLORS.items():
        for said in re.findall(rf"{re.escape(aura)} aura (\w+)", board):
            word = _MASCULINE.get(said, said)
            if word in COLORS[language] and COLORS["en"][COLORS[language].index(word)] != color:
                problems.append(f"{aura} said {said}: {board!r}")
    return problems


def check_mana(seeds: range, difficulty: int) -> list[str]:
    """The key is the classifier's answer, and it is the one true choice: every choice is checked
    against the engine's verdict, not only the key (at difficulty 3, "Spells you cast cost {1}
    less" offered "it can't add mana", also true)."""
    problems = []
    by_text = {language: {answer[language]: key for key, answer in ANSWERS.items()} for language in ("en", "es")}
    for seed in seeds:
        language = "es" if seed % 2 else "en"
        q = generate(Topic.MANA, difficulty, language, seed)
        [verdict] = classify(q.subject, card_type=q.card_type).abilities
        expected = ANSWERS[BY_REASON[verdict.reason]][language]
        if q.choices[q.answer] != expected:
            problems.append(f"{seed}: marked {q.choices[q.answer]!r}, engine {expected!r}")
        true = true_answers(verdict, q.card_type)
        offered = [by_text[language][c] for c in q.choices]
        if [c for c in offered if c in true] != [offered[q.answer]]:
            problems.append(f"{seed}: true choices {sorted(true)} of {offered}: {q.subject!r}")
        if expected in [c for i, c in enumerate(q.choices) if i != q.answer]:
            problems.append(f"{seed}: a wrong choice is the engine's answer")
        if len(set(q.choices)) != 4:
            problems.append(f"{seed}: choices repeat")
        if not _language_of([q.prompt, *q.choices], language):
            problems.append(f"{seed}: not all in {language}")
    return problems


def check_rules(seeds: range, difficulty: int, path: str) -> list[str]:
    parsed = parse_cr(Path(path).read_bytes())
    texts = {r.number: r.text for r in parsed.rules if r.kind in ("rule", "subrule")}
    pool = RulePool(list(texts.items()))
    problems = []
    for seed in seeds:
        language = "es" if seed % 2 else "en"
        q = generate(Topic.RULES, difficulty, language, seed, rules=pool)
        number = q.cited[0]
        said = q.subject.removesuffix(" …")
        if q.subject == number:  # "what does rule N say?": choices are texts
            right = [c for c in q.choices if texts[number].startswith(c.removesuffix(" …"))]
        else:  # "which rule says this?": choices are numbers
            right = [c for c in q.choices if texts[c].startswith(said)]
        if right != [q.choices[q.answer]]:
            problems.append(f"{seed}: {len(right)} choices fit rule {number}")
        wrong_numbers = [q.why[k].split()[1 if language == "en" else 2] for k in range(4) if k != q.answer]
        if any(too_alike(texts[n], texts[number]) for n in wrong_numbers):
            problems.append(f"{seed}: a wrong choice says nearly what rule {number} says")
        if number not in q.why[q.answer] or len(q.why[q.answer]) < 40:
            problems.append(f"{seed}: the answer isn't explained")
        if len(set(q.choices)) != 4:
            problems.append(f"{seed}: choices repeat")
        if ("¿" in q.prompt) != (language == "es"):
            problems.append(f"{seed}: prompt not in {language}")
    return problems


def _split(count: int) -> list[range]:
    # the cores this test process may use: under pytest-xdist each worker has its share, so the
    # pool never starves the tests running beside it (the e2e ones answer within Discord's 3 s)
    share = (os.cpu_count() or 1) // max(1, int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1")))
    workers = max(1, min(4, share))
    step = -(-count // workers)
    return [range(start, min(count, start + step)) for start in range(0, count, step)]


@pytest.fixture(scope="module")
def workers() -> Iterator[ProcessPoolExecutor]:
    """One pool for every check of this module: each worker imports the engines and builds the
    board grammar once, not once per test."""
    with ProcessPoolExecutor(max_workers=len(_split(PER_TOPIC_AND_DIFFICULTY))) as pool:
        yield pool


def _run(pool: ProcessPoolExecutor, check: object, difficulty: int, *extra: object) -> list[str]:
    chunks = _split(PER_TOPIC_AND_DIFFICULTY)
    futures = [pool.submit(check, chunk, difficulty, *extra) for chunk in chunks]  # type: ignore[arg-type]
    return [p for f in futures for p in f.result()]


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_10000_sba_questions_read_back_and_are_answered_as_the_engine_answers(
    workers: ProcessPoolExecutor, difficulty: int
) -> None:
    """And draw their families evenly (issue 35): each family leads about 1/n of them, and a
    token in a graveyard (the board every redraw used to keep) is on at most half the boards.
    The spread is in the message either way."""
    futures = [workers.submit(check_sba, chunk, difficulty) for chunk in _split(SBA_PER_DIFFICULTY)]
    problems, spread = [], Counter[str]()
    for future in futures:
        found, counted = future.result()
        problems += found
        spread.update(counted)
    assert not problems, problems[:5]
    kinds = [f.__name__ for f in families(difficulty)]
    shares = {k: spread[k] / SBA_PER_DIFFICULTY for k in kinds}
    token = spread["a token on the board"] / SBA_PER_DIFFICULTY
    report = f"difficulty {difficulty}: leads {shares}; a token on {token:.0%} of the boards"
    assert all(0.8 / len(kinds) <= share <= 1.2 / len(kinds) for share in shares.values()), report
    assert token <= 0.5, report
    assert spread["a printed size or color checked"] > 500, report


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_605_10000_mana_questions_have_the_classifiers_answer_as_their_one_true_choice(
    workers: ProcessPoolExecutor, difficulty: int
) -> None:
    problems = _run(workers, check_mana, difficulty)
    assert not problems, problems[:5]


@pytest.mark.slow
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_10000_rule_questions_have_exactly_one_right_choice(
    workers: ProcessPoolExecutor, difficulty: int, shared: Path
) -> None:
    problems = _run(workers, check_rules, difficulty, str(shared / "data/cr/en/MagicCompRules-20260417.txt"))
    assert not problems, problems[:5]


def test_quiz_cards_are_named_as_printed_in_both_languages(named_catalog: CardCatalog) -> None:
    """Spanish quizzes named invented cards ("Sierpe reptante"): every name is a card's printed one."""
    from engine.quiz.sba import AURAS, CREATURES

    for table in (CREATURES, AURAS):
        for english, spanish in zip(table["en"], table["es"], strict=True):
            assert named_catalog.read(english).card is not None, english
            read = named_catalog.read(spanish).card
            assert read is not None and read.name == english, (spanish, english)


def test_605_a_static_cost_reducer_never_offers_cant_add_mana_beside_static() -> None:
    from engine.quiz import mana

    for seed in range(3_000):
        question = mana.question(3, "en", seed)
        if question.subject == "Spells you cast cost {1} less to cast.":
            assert mana.ANSWERS["no.static"]["en"] == question.choices[question.answer]
            assert mana.ANSWERS["no.no_mana"]["en"] not in question.choices
            return
    pytest.fail("no cost reducer drawn in 3,000 seeds")
