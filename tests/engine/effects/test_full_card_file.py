"""Every static paragraph of the full shared card file through the Oracle compiler: each one
is modeled, classified as having no effect on a described board, or flagged (asked about);
none falls through, and the characteristic-changing cards are modeled at least 90% of the
time (the same measure as bench/effects_coverage.py)."""

from __future__ import annotations

import lzma
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import ijson
import pytest

from engine.effects.coverage import Coverage, measure
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


@dataclass
class Pass:
    """One pass over every face: the 613 coverage and what the 611 check found on the way."""

    coverage: Coverage
    paragraphs: int = 0
    problems: list[str] = field(default_factory=list)


@pytest.fixture(scope="module")
def one_pass(shared: Path) -> Pass:
    """Every face compiled once for both tests: the compiler's cache holds fewer entries than the
    file has faces, so two passes in a row would compile every face twice."""
    found = Pass(Coverage())

    def checked() -> Iterator[tuple[str, str, frozenset[str]]]:
        for name, text, types in faces(shared):
            yield name, text, types  # measured first: the paragraphs below come from its cache
            for paragraph in compile_text(text, name, types):
                found.paragraphs += 1
                if paragraph.verdict not in (Verdict.MODELED, Verdict.NO_EFFECT, Verdict.FLAGGED):
                    found.problems.append(f"{name}: no verdict for {paragraph.text!r}")
                elif not paragraph.reason:
                    found.problems.append(f"{name}: no reason for {paragraph.text!r}")
                elif paragraph.verdict is Verdict.MODELED and not paragraph.statics:
                    found.problems.append(f"{name}: modeled without an effect: {paragraph.text!r}")

    found.coverage = measure(checked())
    return found


def test_611_every_paragraph_gets_a_verdict(one_pass: Pass) -> None:
    assert not one_pass.problems, one_pass.problems[:5]
    assert one_pass.paragraphs > 35_000


def test_613_coverage_of_characteristic_changing_cards(one_pass: Pass) -> None:
    found = one_pass.coverage
    assert found.changing_cards > 2_000
    # 0.93: measured 0.946 (2,494 of 2,636) once the conditions a board answers, soulbond, the
    # Ward cycle's "This effect doesn't remove …" and levelers were compiled (issue 34b).
    assert found.share_modeled >= 0.93, (found.share_modeled, sorted(found.reasons.items(), key=lambda kv: -kv[1])[:5])
    # Applied (modeled and complete: no size or condition the judge must state every time),
    # issue 34 item 6: 91.8% measured (2,420 of 2,636 counted cards; BENCHMARKS.md, "Layers
    # complete, second session"), gated above the issue's 90% with half a point to spare: a
    # family lost shows here, and a figure at the line fails.
    assert found.share_applied >= 0.905, (found.share_applied, len(found.asked_cards), len(found.flagged_cards))
