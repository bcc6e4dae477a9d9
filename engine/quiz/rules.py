"""Rule-number questions from the stored Comprehensive Rules: "which rule says…?" and back.

The rules come in as (number, text) pairs of the edition in use; nothing is hand-picked, so
every rule of the CR can be asked. Difficulty decides how close the wrong numbers are: any
other chapter (1), the same chapter (2), the same section, near the right one (3). The text is
the CR's own (English), cut at a sentence or word boundary and labelled as official text.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from rapidfuzz import fuzz

from engine.quiz.model import Question, QuizError, Topic, rng_for, shuffled

#: Rules short enough to read in a question and long enough to say something.
MIN_TEXT, MAX_TEXT, SHOWN = 50, 600, 220
_NUMBER = re.compile(r"^(\d)(\d\d)\.(\d+)([a-z]*)$")

PROMPTS = {
    "which": {
        "en": "Which rule says this? (official text, English)",
        "es": "¿Qué regla dice esto? (texto oficial, en inglés)",
    },
    "what": {"en": "What does rule {number} say?", "es": "¿Qué dice la regla {number}?"},
}
WHY = {
    "right": {"en": "Rule {number}, in {chapter}: {text}", "es": "La regla {number}, en {chapter}: {text}"},
    "wrong_number": {"en": "Rule {number} says: {text}", "es": "La regla {number} dice: {text}"},
}


#: The CR's chapters, what a rule is about before anything else (the reveal says where it is).
CHAPTERS: dict[str, dict[str, str]] = {
    "1": {"en": "Game Concepts", "es": "Conceptos del juego"},
    "2": {"en": "Parts of a Card", "es": "Partes de una carta"},
    "3": {"en": "Card Types", "es": "Tipos de carta"},
    "4": {"en": "Zones", "es": "Zonas"},
    "5": {"en": "Turn Structure", "es": "Estructura del turno"},
    "6": {"en": "Spells, Abilities, and Effects", "es": "Hechizos, habilidades y efectos"},
    "7": {"en": "Additional Rules", "es": "Reglas adicionales"},
    "8": {"en": "Multiplayer Rules", "es": "Reglas multijugador"},
    "9": {"en": "Casual Variants", "es": "Variantes informales"},
}
#: Two rules whose words are this alike ask the same thing twice ("If an object in the exile
#: zone is exiled…" in 400.8 and 406.7): one is never offered as the other's wrong answer.
TOO_ALIKE = 80


def too_alike(a: str, b: str) -> bool:
    return fuzz.ratio(a, b) >= TOO_ALIKE


class RulePool:
    """The rules a question can ask, with their neighbours worked out once per edition (the bot
    keeps one pool per edition: drawing a question is then a few list reads)."""

    def __init__(self, rules: Sequence[tuple[str, str]]) -> None:
        self.rules = [
            (n, t)
            for n, t in rules
            if _NUMBER.match(n) and MIN_TEXT <= len(t) <= MAX_TEXT and not t.startswith(("Example", "[This"))
        ]
        self.by_section: dict[str, list[int]] = {}
        self.by_chapter: dict[str, list[int]] = {}
        self.section_of: list[str] = []
        for i, (number, _) in enumerate(self.rules):
            chapter, section, _ = _level(number)
            self.section_of.append(section)
            self.by_section.setdefault(section, []).append(i)
            self.by_chapter.setdefault(chapter, []).append(i)

    def __len__(self) -> int:
        return len(self.rules)

    def near(self, rng: random.Random, index: int, difficulty: int) -> list[int]:
        """Candidates for wrong answers: the same section close by (3), the same chapter (2),
        another chapter (1)."""
        chapter, section, _ = _level(self.rules[index][0])
        if difficulty == 3:
            close = sorted((i for i in self.by_section[section] if i != index), key=lambda i: abs(i - index))[:8]
        elif difficulty == 2:
            close = [i for i in self.by_chapter[chapter] if self.section_of[i] != section]
        else:
            close = [
                i
                for c, members in self.by_chapter.items()
                if c != chapter
                for i in rng.sample(members, min(4, len(members)))
            ]
        if len(close) < 3:
            close = rng.sample(range(len(self.rules)), 12)
        return [i for i in close if i != index]


def _cut(text: str, limit: int = SHOWN) -> str:
    if len(text) <= limit:
        return text
    sentence = text.rfind(". ", 0, limit)
    cut = sentence + 1 if sentence > limit // 2 else text.rfind(" ", 0, limit)
    return text[: cut if cut > 0 else limit].rstrip() + " …"


def _level(number: str) -> tuple[str, str, str]:
    match = _NUMBER.match(number)
    assert match is not None
    chapter, section, rule, _ = match.groups()
    return chapter, f"{chapter}{section}", f"{chapter}{section}.{rule}"


def question(difficulty: int, language: str, seed: int, pool: RulePool) -> Question:
    if len(pool) < 50:
        raise QuizError("quiz.no_rules")
    rng = rng_for(Topic.RULES, difficulty, language, seed)
    index = rng.randrange(len(pool))
    number, text = pool.rules[index]
    seen = {_cut(text)}
    wrong: list[tuple[str, str]] = []
    # the closest wrong answers the difficulty asks for first, then farther ones: a section whose
    # rules all say nearly the same thing still gets three that say something else
    tiers = [pool.near(rng, index, d) for d in range(difficulty, 0, -1)]
    for candidates in tiers:
        for i in rng.sample(candidates, min(len(candidates), 12)):
            other = pool.rules[i]
            if _cut(other[1]) not in seen and not too_alike(other[1], text):
                seen.add(_cut(other[1]))
                wrong.append(other)
            if len(wrong) == 3:
                break
        if len(wrong) == 3:
            break
    if len(wrong) < 3:
        raise QuizError("quiz.no_rules")
    why_wrong = [WHY["wrong_number"][language].format(number=n, text=_cut(t, 140)) for n, t in wrong]
    if rng.random() < 0.5:
        prompt, subject = PROMPTS["which"][language], _cut(text)
        right_choice, wrong_choices = number, [n for n, _ in wrong]
    else:
        prompt, subject = PROMPTS["what"][language].format(number=number), number
        right_choice, wrong_choices = _cut(text, 160), [_cut(t, 160) for _, t in wrong]
    chapter = CHAPTERS.get(number[:1], {}).get(language, number[:1])
    why_right = WHY["right"][language].format(number=number, chapter=chapter, text=_cut(text, 160))
    choices, answer, why = shuffled(rng, right_choice, wrong_choices, why_right, why_wrong)
    return Question(Topic.RULES, difficulty, seed, language, prompt, subject, choices, answer, why, (number,))
