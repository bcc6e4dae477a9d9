"""The tests of CR 605.1a, 605.1b and 605.5, one row each, with the words that decide them.

Each row is a predicate over the rules text of one ability (reminder text and granted abilities
already removed) that returns the evidence it found, or ``None``. Patterns are written for
Oracle templating, old ("Add {G} to your mana pool") and new ("Add {G}"), so next year's cards
are read by the same rules, never by card name.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

# -- "requires a target" (115.6: zero allowed targets still require targets) ----------------------
TARGET = re.compile(
    r"\b(?:any\s+number\s+of\s+|up\s+to\s+\w+\s+(?:other\s+)?)?(?:another\s+)?target\b(?!s|ed)[^.,;]{0,40}",
    re.IGNORECASE,
)
TARGET_ES = re.compile(r"\b\w+\s+objetivo\b", re.IGNORECASE)

# -- "could add mana" (605.1a/b; 605.2: X or "for each" amounts count even if they could be 0) ------
ADD_MANA = re.compile(
    r"""\b(?:adds?|add\s+an\s+additional|produces?\s+an\s+additional)\b\s+
        (?:an?\s+additional\s+|an\s+amount\s+of\s+|one\s+additional\s+|that\s+much\s+|that\s+many\s+|
           twice\s+that\s+much\s+|x\s+|total\s+of\s+)?
        (?:\{[^}]+\}|one|two|three|four|five|six|seven|eight|nine|ten|x|\d+|mana|an?\s+amount|that\s+much|
           an?\s+additional|one\s+additional|that\s+many|the\s+mana|any\s+combination|r\b|g\b|b\b|u\b|w\b|c\b)
        [^.;]{0,80}""",
    re.IGNORECASE | re.VERBOSE,
)
DOUBLE_MANA = re.compile(r"\bdoubles?\s+the\s+amount\s+of\s+[^.;]*\bmana\b", re.IGNORECASE)
ADD_MANA_ES = re.compile(r"\b(?:agrega|añade|agregan|añaden)\b\s+[^.;]{0,60}", re.IGNORECASE)
VARIABLE_AMOUNT = re.compile(
    r"\b(?:for\s+each|equal\s+to|an\s+amount|x\b|\{x\}|that\s+much|that\s+many)", re.IGNORECASE
)
#: Mana a delayed trigger adds later isn't added when the ability resolves.
DELAYED = re.compile(r"\b(?:at\s+the\s+beginning\s+of|at\s+the\s+end\s+of|when(?:ever)?\b)[^.]*$", re.IGNORECASE)

# -- "moves a card to or from a library" (605.1a, August 2026) --------------------------------------------
LIBRARY_MOVE = re.compile(
    r"""\b(?:draws?|mills?|surveil|explores?)\b(?!\s+step)
        |\b(?:put|puts|exile|exiles|search|searches|return|returns|place|places)\b[^.;]*\blibrar(?:y|ies)\b
        |\bshuffles?\b[^.;]*\binto\b[^.;]*\blibrar(?:y|ies)\b
        |\blibrar(?:y|ies)\b[^.;]*\b(?:into|onto|on)\s+(?:your|its\s+owner's|their|his\s+or\s+her|that\s+player's)?
          \s*(?:hand|graveyard|battlefield|exile)
        |\btop\s+card\s+of\s+(?:your|their|his\s+or\s+her|a|target\s+player's|each\s+player's)\s+library""",
    re.IGNORECASE | re.VERBOSE,
)
LIBRARY_LOOK_ONLY = re.compile(r"\b(?:look\s+at|reveals?)\s+the\s+top\b", re.IGNORECASE)
#: A sentence that creates a delayed or reflexive triggered ability (603.7, 603.12): what that
#: ability does later is its own effect, not the effect of the ability that created it.
LATER = re.compile(
    r"""^\s*(?:when(?:ever)?\b|at\s+the\s+(?:beginning|end)\s+of\b)
        |\bat\s+the\s+beginning\s+of\s+(?:the\s+next|your\s+next)\b""",
    re.IGNORECASE | re.VERBOSE,
)
SENTENCE = re.compile(r"(?<=[.;])\s+")
LIBRARY_MOVE_ES = re.compile(r"\b(?:roba|robas|muele|biblioteca)\b", re.IGNORECASE)

# -- what a triggered ability triggers on (605.1b) -------------------------------------------------------
MANA_EVENT = re.compile(
    r"""\b(?:is|are|was)\s+tapped\s+for\s+mana
        |\btaps?\b.*?\bfor\s+mana
        |\b(?:ability|abilities)\s+adds?\b[^,]*\bmana
        |\b(?:adds?|produces?)\s+(?:one\s+or\s+more\s+)?(?:mana|\{)
        |\bactivates?\s+a\s+mana\s+ability
        |\bmana\s+abilit(?:y|ies)\s+(?:resolves?|is\s+activated)""",
    re.IGNORECASE | re.VERBOSE,
)
MANA_EVENT_ES = re.compile(
    r"""\bgir(?:a|an|as|e|en|es|ó|o)\b[^,]*\bpara\s+(?:obtener|agregar|producir)\s+man[aá]
        |\b(?:agreg(?:a|an|ue|uen)|produzcan?|produce|producen)\s+(?:uno\s+o\s+más\s+)?man[aá]
        |\bactiva\s+una\s+habilidad\s+de\s+man[aá]""",
    re.IGNORECASE | re.VERBOSE,
)


@dataclass(frozen=True, slots=True)
class Criterion:
    """One test of 605.1a/b with its outcome and the words that decided it."""

    id: str
    met: bool
    evidence: str
    rule_kind: str


Finder = Callable[[str], str | None]


def _search(*patterns: re.Pattern[str]) -> Finder:
    def find(text: str) -> str | None:
        for pattern in patterns:
            match = pattern.search(text)
            if match:
                return match.group(0).strip()
        return None

    return find


_find_target = _search(TARGET, TARGET_ES)
_find_mana_event = _search(MANA_EVENT, MANA_EVENT_ES)


def find_target(text: str) -> str | None:
    lowered = text.lower()
    return _find_target(text) if "target" in lowered or "objetivo" in lowered else None


def find_added_mana(effect: str) -> str | None:
    """Words that add mana when the ability resolves (not later, through a delayed trigger)."""
    lowered = effect.lower()
    if (
        "add" not in lowered
        and "doubl" not in lowered
        and "produce" not in lowered
        and "agreg" not in lowered
        and "añad" not in lowered
    ):
        return None
    for pattern in (ADD_MANA, DOUBLE_MANA, ADD_MANA_ES):
        for match in pattern.finditer(effect):
            before = effect[: match.start()]
            sentence_start = max(before.rfind("."), before.rfind(";")) + 1
            if DELAYED.search(before[sentence_start:]):
                continue
            return match.group(0).strip()
    return None


LIBRARY_HINTS = re.compile(r"librar|draw|mill|surveil|explore|bibliotec|roba|muele", re.IGNORECASE)


def immediate(effect: str) -> str:
    """The effect without the sentences that set up a delayed or reflexive trigger."""
    if not LATER.search(effect) and "when" not in effect.lower():
        return effect
    return " ".join(s for s in SENTENCE.split(effect) if not LATER.search(s))


def find_library_move(text: str) -> str | None:
    if not LIBRARY_HINTS.search(text):
        return None
    match = LIBRARY_MOVE.search(text)
    if match:
        if LIBRARY_LOOK_ONLY.search(text) and not re.search(r"\b(?:put|draws?|mills?|exile)", text, re.I):
            return None
        return match.group(0).strip()
    match = LIBRARY_MOVE_ES.search(text)
    return match.group(0).strip() if match else None


def find_mana_event(condition: str) -> str | None:
    lowered = condition.lower()
    return _find_mana_event(condition) if "mana" in lowered or "maná" in lowered else None


def is_variable_amount(evidence: str) -> bool:
    return bool(VARIABLE_AMOUNT.search(evidence))
