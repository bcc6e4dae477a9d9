"""Every paragraph of the full shared card file through the readers of what follows a
state-based action (issue 33, item 3): a dies / leaves-the-battlefield trigger or a "would die /
be put into a graveyard" replacement on a permanent is read or asked about, never dropped, and
the shares read stay at least what was measured (bench/after_sba_coverage.py)."""

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
_TRIGGER = re.compile(r"^(?:when|whenever) [^,]*\b(?:dies|die|leaves? the battlefield)\b", re.IGNORECASE)
_REPLACEMENT = re.compile(r"^if [^,]* would (?:die|be destroyed)\b", re.IGNORECASE)


def test_603_614_every_paragraph_of_the_families_is_read_or_asked(shared: Path) -> None:
    counts = {"trigger": [0, 0], "replacement": [0, 0]}
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
        seen_t = {w.paragraph for w in read_t} | {n for n, _ in asked_t}
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
    assert trigger_read / (trigger_read + trigger_asked) >= 0.85, counts
    assert replacement_read / (replacement_read + replacement_asked) >= 0.55, counts
