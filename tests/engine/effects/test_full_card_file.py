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
    # 0.93: measured 0.946 (2,494 of 2,636) once the conditions a board answers, soulbond, the
    # Ward cycle's "This effect doesn't remove …" and levelers were compiled (issue 34b).
    assert found.share_modeled >= 0.93, (found.share_modeled, sorted(found.reasons.items(), key=lambda kv: -kv[1])[:5])
    # Applied (modeled and complete: no size or condition the judge must state every time),
    # issue 34 item 6: 91.8% measured (2,420 of 2,636 counted cards; BENCHMARKS.md, "Layers
    # complete, second session"), gated above the issue's 90% with half a point to spare: a
    # family lost shows here, and a figure at the line fails.
    assert found.share_applied >= 0.905, (found.share_applied, len(found.asked_cards), len(found.flagged_cards))
