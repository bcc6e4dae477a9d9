"""Mana ability questions: an ability's text, and "is it a mana ability, and why?".

Abilities are assembled from parts (a cost, an effect that adds mana or doesn't, a target, a
trigger condition, a loyalty cost, a spell's card type), in Oracle wording, as cards print them.
The classifier decides; the choices are the reasons of 605.1a/605.1b and 605.5 in a few words,
so a candidate must know *why*, not only yes or no. An ability the classifier isn't sure about
is drawn again: a quiz never asks what the engine can't answer with certainty.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable

from engine.mana.classify import AbilityVerdict, classify
from engine.mana.explain import REASONS
from engine.numbering import resolver_for
from engine.quiz.model import Question, Topic, rng_for, shuffled

#: The answer a reason gives, in a few words; reasons that mean the same to a candidate share one.
ANSWERS: dict[str, dict[str, str]] = {
    "yes.activated": {
        "en": "Yes: an activated ability with no target that could add mana (605.1a).",
        "es": "Sí: una habilidad activada sin objetivo que puede agregar maná (605.1a).",
    },
    "yes.triggered": {
        "en": "Yes: a triggered ability with no target that triggers from a mana ability and could add mana (605.1b).",
        "es": "Sí: una habilidad disparada sin objetivo que se dispara por una habilidad de maná y puede agregar maná (605.1b).",
    },
    "no.target": {"en": "No: it has a target.", "es": "No: tiene un objetivo."},
    "no.no_mana": {"en": "No: it can't add mana.", "es": "No: no puede agregar maná."},
    "no.loyalty": {"en": "No: it is a loyalty ability.", "es": "No: es una habilidad de lealtad."},
    "no.other_event": {
        "en": "No: it triggers from something other than a mana ability.",
        "es": "No: se dispara por algo que no es una habilidad de maná.",
    },
    "no.spell": {"en": "No: it is a spell, not an ability.", "es": "No: es un hechizo, no una habilidad."},
    "no.static": {"en": "No: it is a static ability.", "es": "No: es una habilidad estática."},
}
BY_REASON: dict[str, str] = {
    "activated.mana": "yes.activated",
    "triggered.mana": "yes.triggered",
    "activated.target": "no.target",
    "triggered.target": "no.target",
    "activated.no_mana": "no.no_mana",
    "triggered.mana_event_no_mana": "no.no_mana",
    "triggered.no_mana": "no.no_mana",
    "loyalty.adds_mana": "no.loyalty",
    "loyalty.no_mana": "no.loyalty",
    "triggered.other_event": "no.other_event",
    "spell.adds_mana": "no.spell",
    "spell": "no.spell",
    "static": "no.static",
}
#: Wrong answers a candidate is likeliest to pick for each right one, first.
TEMPTING: dict[str, tuple[str, ...]] = {
    "yes.activated": ("no.target", "yes.triggered", "no.spell", "no.loyalty"),
    "yes.triggered": ("no.other_event", "yes.activated", "no.target", "no.no_mana"),
    "no.target": ("yes.activated", "yes.triggered", "no.no_mana", "no.loyalty"),
    "no.no_mana": ("yes.activated", "no.target", "yes.triggered", "no.static"),
    "no.loyalty": ("yes.activated", "no.target", "no.spell", "no.no_mana"),
    "no.other_event": ("yes.triggered", "no.target", "yes.activated", "no.no_mana"),
    "no.spell": ("yes.activated", "no.loyalty", "no.static", "no.target"),
    "no.static": ("yes.activated", "no.no_mana", "no.spell", "no.target"),
}

PROMPT = {"en": "Is this a mana ability?", "es": "¿Es una habilidad de maná? (texto Oracle, en inglés)"}
PRINTED_ON = {"en": "Printed on: {type}.", "es": "Impresa en: {type}."}
TYPE_NAMES = {
    "Instant": {"en": "an Instant", "es": "un Instantáneo"},
    "Sorcery": {"en": "a Sorcery", "es": "un Conjuro"},
    "Creature": {"en": "a Creature", "es": "una Criatura"},
    "Artifact": {"en": "an Artifact", "es": "un Artefacto"},
    "Enchantment": {"en": "an Enchantment", "es": "un Encantamiento"},
    "Land": {"en": "a Land", "es": "una Tierra"},
    "Planeswalker": {"en": "a Planeswalker", "es": "un Planeswalker"},
}

MANA = [
    "Add {G}.",
    "Add {C}{C}.",
    "Add one mana of any color.",
    "Add {R} or {G}.",
    "Add {B}{B}.",
    "Add two mana in any combination of colors.",
    "Add {W}{U}.",
]
NOT_MANA = ["Draw a card.", "Scry 1.", "You gain 2 life.", "Untap another target permanent."]
COSTS = ["{T}", "{1}, {T}", "{T}, Pay 1 life", "Sacrifice a creature", "{T}, Sacrifice this artifact", "{2}"]
TARGETED = [
    "Target player gains 1 life.",
    "This deals 1 damage to any target.",
    "Target creature gets +1/+0 until end of turn.",
]
MANA_TRIGGERS = [
    "Whenever you tap a Forest for mana,",
    "Whenever a land you control is tapped for mana,",
    "Whenever you tap a creature for mana,",
]
OTHER_TRIGGERS = [
    "When this creature enters,",
    "At the beginning of your upkeep,",
    "Whenever you cast a spell,",
    "Whenever a creature you control dies,",
]
TRIGGER_EFFECTS = [
    "add an additional {G}.",
    "add one mana of any color.",
    "add {R}.",
    "its controller adds an additional {C}.",
]
TRIGGER_OTHERS = ["you gain 1 life.", "target opponent loses 1 life.", "scry 1."]
LOYALTY = ["+1", "−1", "−2", "0"]
RIDERS = [
    "",
    " Activate only as a sorcery.",
    " Activate only once each turn.",
    " Spend this mana only to cast creature spells.",
]


def _activated(rng: random.Random, difficulty: int) -> tuple[str, str | None]:
    cost = rng.choice(COSTS)
    if rng.random() < 0.55:
        effect = rng.choice(MANA)
        if difficulty > 1 and rng.random() < 0.4:
            effect += " " + rng.choice(TARGETED)
        elif rng.random() < 0.4:
            effect += rng.choice(RIDERS)
    else:
        effect = rng.choice(NOT_MANA)
        if difficulty > 1 and rng.random() < 0.4:
            effect = rng.choice(TARGETED)
    card_type = "Artifact" if "this artifact" in cost else rng.choice(["Creature", "Artifact", "Land", None])
    return f"{cost}: {effect}", card_type


def _triggered(rng: random.Random, difficulty: int) -> tuple[str, str | None]:
    condition = rng.choice(MANA_TRIGGERS if rng.random() < 0.5 else OTHER_TRIGGERS)
    effect = rng.choice(TRIGGER_EFFECTS if rng.random() < 0.65 else TRIGGER_OTHERS)
    return f"{condition} {effect}", rng.choice(["Enchantment", "Creature"])


def _loyalty(rng: random.Random, difficulty: int) -> tuple[str, str | None]:
    return f"{rng.choice(LOYALTY)}: {rng.choice(MANA + NOT_MANA)}", "Planeswalker"


def _spell(rng: random.Random, difficulty: int) -> tuple[str, str | None]:
    return rng.choice(
        ["Add {R}{R}{R}.", "Add {B}{B}{B}.", "Add three mana of any one color.", "Add {G}{G}. Draw a card."]
    ), rng.choice(["Instant", "Sorcery"])


def _static(rng: random.Random, difficulty: int) -> tuple[str, str | None]:
    return rng.choice(
        [
            "Creatures you control get +1/+1.",
            "Spells you cast cost {1} less to cast.",
            "Lands you control are Forests in addition to their other types.",
        ]
    ), "Enchantment"


Maker = Callable[[random.Random, int], tuple[str, str | None]]
#: Which kinds of ability each difficulty draws, weighted by repetition.
LEVELS: dict[int, tuple[Maker, ...]] = {
    1: (_activated, _activated, _activated, _spell),
    2: (_activated, _activated, _triggered, _loyalty, _spell),
    3: (_activated, _triggered, _triggered, _loyalty, _spell, _static),
}


def question(difficulty: int, language: str, seed: int, *, edition: str | None = None) -> Question:
    rng = rng_for(Topic.MANA, difficulty, language, seed)
    resolver = resolver_for(edition)
    for _ in range(200):
        text, card_type = rng.choice(LEVELS[difficulty])(rng, difficulty)
        verdicts = classify(text, card_type=card_type, resolver=resolver).abilities
        if len(verdicts) != 1 or verdicts[0].uncertain or verdicts[0].reason not in BY_REASON:
            continue
        verdict = verdicts[0]
        right = BY_REASON[verdict.reason]
        true = true_answers(verdict, card_type)
        if right not in true:
            continue  # the key must be true by every test below, or the question isn't asked
        tempting = [w for w in TEMPTING[right] if w not in true]
        wrong = [*tempting, *(w for w in ANSWERS if w not in true and w not in tempting)][:3]
        why_right = REASONS[verdict.reason][language].format(keyword=verdict.keyword or "", kind=verdict.kind)
        why_wrong = [_why_wrong(w, right, verdict.reason, language) for w in wrong]
        choices, answer, why = shuffled(
            rng, ANSWERS[right][language], [ANSWERS[w][language] for w in wrong], why_right, why_wrong
        )
        prompt = PROMPT[language]
        if card_type:
            prompt += " " + PRINTED_ON[language].format(type=TYPE_NAMES[card_type][language])
        cited = tuple(r for r in verdict.rules if r)
        return Question(Topic.MANA, difficulty, seed, language, prompt, text, choices, answer, why, cited, card_type)
    raise RuntimeError(f"no askable ability for seed {seed}")


#: Words that add mana, for an ability the classifier reads without a could-add-mana test
#: (a static ability or a spell's effect).
_ADDS_MANA = re.compile(r"\badd\b[^.]*(?:\{[WUBRGCS0-9]\}|\bmana\b)", re.IGNORECASE)


def true_answers(verdict: AbilityVerdict, card_type: str | None) -> set[str]:
    """Every offered answer that is true of this ability, each checked against the engine's
    verdict, not only the key: "it can't add mana" is true of "Spells you cast cost {1} less"
    too, so a static ability may not be asked with that choice beside "it is static"."""
    met = {c.id: c.met for c in verdict.criteria}
    adds = met.get("could_add_mana", bool(_ADDS_MANA.search(verdict.text)))
    spell = card_type in ("Instant", "Sorcery") or verdict.kind == "spell"
    claims = {
        "yes.activated": verdict.mana_ability and verdict.kind == "activated",
        "yes.triggered": verdict.mana_ability and verdict.kind == "triggered",
        "no.target": not verdict.mana_ability and met.get("requires_target", False),
        "no.no_mana": not verdict.mana_ability and not adds,
        "no.loyalty": not verdict.mana_ability and (verdict.kind == "loyalty" or met.get("loyalty_ability", False)),
        "no.other_event": not verdict.mana_ability and verdict.reason == "triggered.other_event",
        "no.spell": not verdict.mana_ability and spell,
        "no.static": not verdict.mana_ability and verdict.kind == "static",
    }
    return {answer for answer, holds in claims.items() if holds}


def _why_wrong(wrong: str, right: str, reason: str, language: str) -> str:
    """What the engine found instead (its own words for the real reason)."""
    said = REASONS[reason][language].format(keyword="", kind="")
    lead = {"en": "Not so: ", "es": "No es así: "}[language]
    return lead + said
