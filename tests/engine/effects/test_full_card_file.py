"""Every static paragraph of the full shared card file through the Oracle compiler: each one
is modeled, classified as having no effect on a described board, or flagged (asked about);
none falls through, and the characteristic-changing cards are modeled at least 90% of the
time (the same measure as bench/effects_coverage.py)."""

from __future__ import annotations

import lzma
from collections.abc import Iterator
from pathlib import Path

import ijson
import pytest

from engine.effects.coverage import measure
from engine.effects.model import Verdict
from engine.effects.oracle import compile_text

pytestmark = pytest.mark.slow


def faces(shared: Path) -> Iterator[tuple[str, str, frozenset[str]]]:
    with lzma.open(shared / "data/cards/AtomicCards.json.xz", "rb") as handle:
        for name, entries in ijson.kvitems(handle, "data", use_float=True):
            if name.startswith("A-") or any(e.get("isFunny") for e in entries):
                continue
            for entry in entries:
                if entry.get("text"):
                    own = entry.get("faceName") if " // " in name else name
                    yield own or name, entry["text"], frozenset(t.lower() for t in entry.get("types", ()))


@pytest.fixture(scope="module")
def every_face(shared: Path) -> list[tuple[str, str, frozenset[str]]]:
    return list(faces(shared))


def test_611_every_paragraph_gets_a_verdict(every_face: list[tuple[str, str, frozenset[str]]]) -> None:
    total = 0
    for name, text, types in every_face:
        for paragraph in compile_text(text, name, types):
            total += 1
            assert paragraph.verdict in (Verdict.MODELED, Verdict.NO_EFFECT, Verdict.FLAGGED), (name, paragraph)
            assert paragraph.reason, (name, paragraph.text)
            if paragraph.verdict is Verdict.MODELED:
                assert paragraph.statics, (name, paragraph.text)
    assert total > 35_000


def test_613_coverage_of_characteristic_changing_cards(every_face: list[tuple[str, str, frozenset[str]]]) -> None:
    found = measure(every_face)
    assert found.changing_cards > 2_000
    # 0.89: measured 0.8966 once "This effect doesn't remove Auras" (the Ward cycle, Spectra
    # Ward) was flagged instead of compiled away (it changes what protection does: a wrong
    # answer before) and "is a colorless land … and loses all other card types" modeled.
    assert found.share_modeled >= 0.89, (found.share_modeled, sorted(found.reasons.items(), key=lambda kv: -kv[1])[:5])
    # Applied (modeled and complete: no size or condition the judge must state every time),
    # issue 34: 74.8% measured (1,692 of 2,263), gated with a margin below it; the 90%
    # target is not met (BENCHMARKS.md, "Layers complete").
    assert found.share_applied >= 0.72, (found.share_applied, len(found.asked_cards))
    assert found.applied_cards + len(found.asked_cards) == found.modeled_cards
    no_effect = {k: n for k, n in found.reasons.items() if k.startswith("no_effect")}
    assert sum(no_effect.values()) <= 15, no_effect  # a P/T change read as "no effect" is a wrong answer
