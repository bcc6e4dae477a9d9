"""Every paragraph of the full shared card file through the readers of what follows a
state-based action (issue 33, item 3): a dies / leaves-the-battlefield trigger or a "would die /
be put into a graveyard" replacement on a permanent is read or asked about, never dropped, and
the shares modeled (read and applied from what a board says, not asked by design) stay at least
what was measured (bench/after_sba_coverage.py: 98.2% and 100% of the paragraphs)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.model import GameObject
from engine.sba import replacements, triggers
from tests.engine.effects.test_full_card_file import faces

pytestmark = pytest.mark.slow

PERMANENT = frozenset({"creature", "artifact", "enchantment", "land", "planeswalker", "battle"})
#: The families' words as a judge would grep them: the readers must see every such paragraph.
_TRIGGER = re.compile(
    r"^(?:when|whenever) [^,]*\b(?:dies|(?<!\ba )(?<!-sided )die(?!'s)|leaves? the battlefield|loses the game"
    r"|becomes unattached|put into (?:a|your|an opponent's) graveyard(?! from (?:your|their|a) library))\b",
    re.IGNORECASE,
)
_REPLACEMENT = re.compile(r"^if [^,]* would (?:die|be destroyed)\b", re.IGNORECASE)


def test_603_614_every_paragraph_of_the_families_is_read_or_asked(shared: Path) -> None:
    counts = {"trigger": [0, 0], "replacement": [0, 0]}
    asked_by_design = {"trigger": 0, "replacement": 0}
    for name, text, types in faces(shared):
        if not PERMANENT & types:
            continue
        statics = tuple(line for line in text.splitlines() if line.strip())[:40]
        obj = GameObject(id="x", name=name, owner="a", statics=statics, card=name)
        read_t, asked_t = triggers.watches(obj), triggers.unread(obj)
        read_r, asked_r = replacements.elsewhere(obj), replacements.unread(obj)
        counts["trigger"][0] += len(read_t)
        counts["trigger"][1] += len(asked_t)
        counts["replacement"][0] += len(read_r)
        counts["replacement"][1] += len(asked_r)
        asked_by_design["trigger"] += sum(1 for w in read_t if w.asks)
        asked_by_design["replacement"] += sum(1 for e in read_r if e.asks)
        seen_t = {w.paragraph for w in read_t} | {n for n, _ in asked_t} | {n for n, _, _ in triggers.losses(obj)}
        seen_r = {e.text for e in read_r} | set(asked_r)
        for n, line in enumerate(statics):
            plain = re.sub(r"\([^()]*\)", "", line).strip()
            if _TRIGGER.match(plain) and '"' not in plain.split(",")[0]:
                assert n in seen_t, (name, line)
            if _REPLACEMENT.match(plain):
                assert line in seen_r, (name, line)
    trigger_read, trigger_asked = counts["trigger"]
    replacement_read, replacement_asked = counts["replacement"]
    assert trigger_read + trigger_asked > 900 and replacement_read + replacement_asked > 40
    modeled_t = trigger_read - asked_by_design["trigger"]
    modeled_r = replacement_read - asked_by_design["replacement"]
    assert modeled_t / (trigger_read + trigger_asked) >= 0.95, (counts, asked_by_design)
    assert modeled_r / (replacement_read + replacement_asked) >= 0.95, (counts, asked_by_design)


#: Keywords the CR defines with a leaves-the-battlefield trigger that no board can set off:
#: gravestorm triggers on casting a spell (702.69a). (Blitz's "when this creature dies" exists
#: only on a creature cast for its blitz cost, 702.152a: it is asked, ``ASKED_KEYWORDS``.)
_NOT_ON_A_BOARD = frozenset({"gravestorm"})
_DEFINES_LEAVING = re.compile(
    r"^702\.\d+a (?P<keyword>[A-Z][a-z]+(?: [a-z]+)?) (?:is|represents).*“when this permanent"
    r" (?:is put into a graveyard from the battlefield|leaves the battlefield)",
    re.IGNORECASE,
)


def test_702_every_keyword_the_cr_defines_with_a_leaving_trigger_is_read(shared: Path) -> None:
    """The keyword triggers are read from the CR 2026-04-17's own definitions: a new one there
    that Juez doesn't read fails here, never goes silently unnoticed."""
    text = (shared / "data/cr/en/MagicCompRules-20260417.txt").read_text(encoding="utf-8")
    defined = {
        m["keyword"].casefold()
        for line in text.splitlines()
        if (m := _DEFINES_LEAVING.match(line)) and "permanent" in line
    }
    assert {"undying", "persist", "afterlife", "modular"} <= defined  # the pattern reads the CR
    read = triggers.KEYWORDS.keys() | triggers.ASKED_KEYWORDS.keys()
    assert defined - _NOT_ON_A_BOARD <= read, defined - read
