"""The coverage figure checked by hand: 300 random paragraphs of the full card file (seeded),
each labelled in ``coverage_sample.tsv`` (does it count, is it applied right), against what
``engine/effects/coverage.py`` counts and applies (issue 34, item 6).

Prints the precision and recall of the count (which paragraphs the figure includes) and, of the
paragraphs that should count, how many Juez applies and how many of those the labels say are
right; then the same for 100 paragraphs drawn among those the figure counts
(``coverage_counted_sample.tsv``), where the random draw holds only a few. The labels were written by reading each paragraph, not from the compiler's verdict; the
script only compares. Run: ``JUEZ_SHARED=../shared python bench/coverage_sample.py``.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from effects_coverage import faces  # noqa: E402

from engine.effects.coverage import as_said, asked, changes  # noqa: E402
from engine.effects.model import Paragraph, Verdict  # noqa: E402
from engine.effects.oracle import strip_reminders  # noqa: E402

SEED = 34
SIZE = 300
LABELS = Path(__file__).with_name("coverage_sample.tsv")
#: The second part: 100 of the paragraphs the coverage counts, for the precision of the count
#: and how right "applied" is (the random sample holds only a few counted paragraphs).
COUNTED_SEED = 341
COUNTED_SIZE = 100
COUNTED_LABELS = Path(__file__).with_name("coverage_counted_sample.tsv")


def sample() -> list[tuple[str, str, frozenset[str], str]]:
    """The seeded sample: (card, paragraph, types, the face's whole text), as the labels were
    drawn (a paragraph is compiled within its card: a leveler's lines belong together)."""
    paragraphs = [(n, line.strip(), t, text) for n, text, t in faces() for line in text.splitlines() if line.strip()]
    return [paragraphs[i] for i in random.Random(SEED).sample(range(len(paragraphs)), SIZE)]


def compiled_paragraph(card: str, paragraph: str, types: frozenset[str], text: str) -> tuple[Paragraph, ...]:
    """The paragraph as the compiler reads it within its card's text (none for a line that is
    reminder text only)."""
    kept = [line.strip() for line in text.splitlines() if strip_reminders(line)]
    whole = as_said(text, card, types)
    return tuple(p for line, p in zip(kept, whole, strict=True) if line == paragraph)[:1]


def counted_sample() -> list[tuple[str, Paragraph | None]]:
    """The 100 labelled paragraphs (drawn once with ``COUNTED_SEED`` among those the coverage
    counted, kept by card and paragraph number), each as the compiler reads it now."""
    wanted: dict[str, set[int]] = {}
    rows = []
    for line in COUNTED_LABELS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        _, card, number, *_ = line.split("\t")
        wanted.setdefault(card, set()).add(int(number))
        rows.append((card, int(number)))
    found: dict[tuple[str, int], Paragraph] = {}
    for card, text, types in faces():
        if card in wanted:
            for number, paragraph in enumerate(as_said(text, card, types)):
                found.setdefault((card, number), paragraph)
    return [(card, found.get((card, number))) for card, number in rows]


def counted_labels() -> list[tuple[str, str, str]]:
    """(card, counts, applied) of each row of ``coverage_counted_sample.tsv``."""
    out = []
    for line in COUNTED_LABELS.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        _, card, _, counts, applied, *_ = [*line.split("\t"), ""]
        out.append((card, counts, applied))
    return out


def labels(path: Path = LABELS) -> dict[int, tuple[str, bool, str]]:
    out: dict[int, tuple[str, bool, str]] = {}
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line.strip():
            continue
        index, card, counts, applied, *_ = [*line.split("\t"), ""]
        out[int(index)] = (card, counts == "y", applied)
    return out


def main() -> None:
    drawn, said = sample(), labels()
    tool_counts: set[int] = set()
    tool_applied: set[int] = set()
    for n, (card, paragraph, types, text) in enumerate(drawn):
        if said[n][0] != card:
            raise SystemExit(f"label {n} is for {said[n][0]!r}, the sample drew {card!r}: relabel")
        compiled = compiled_paragraph(card, paragraph, types, text)
        if any(changes(p) for p in compiled):
            tool_counts.add(n)
            if all(p.verdict is Verdict.MODELED and not asked(p) for p in compiled if changes(p)):
                tool_applied.add(n)
    gold = {n for n, (_, counts, _) in said.items() if counts}
    right = {n for n, (_, _, applied) in said.items() if applied == "y"}
    both = gold & tool_counts
    print(
        f"sample: {SIZE} paragraphs (seed {SEED}); labelled as counting: {len(gold)}; counted by Juez: {len(tool_counts)}"
    )
    print(f"  precision {len(both) / len(tool_counts):.1%} ({len(both)}/{len(tool_counts)})")
    print(f"  recall    {len(both) / len(gold):.1%} ({len(both)}/{len(gold)})")
    for n in sorted(gold - tool_counts):
        print(f"    not counted: {drawn[n][0]}: {drawn[n][1][:80]}")
    for n in sorted(tool_counts - gold):
        print(f"    counted, shouldn't be: {drawn[n][0]}: {drawn[n][1][:80]}")
    applied = gold & tool_applied
    print(
        f"  of those that count, applied by Juez: {len(applied)}/{len(gold)}; right by the labels: {len(applied & right)}/{len(applied)}"
    )
    for n in sorted(applied - right):
        print(f"    applied wrong: {drawn[n][0]}: {drawn[n][1][:80]}")
    counted = counted_sample()
    marks = {n: (counts == "y", label) for n, (_, counts, label) in enumerate(counted_labels())}
    still, applied_here = set(), set()
    for n, (_, paragraph) in enumerate(counted):
        if paragraph is not None and changes(paragraph):
            still.add(n)
            if paragraph.verdict is Verdict.MODELED and not asked(paragraph):
                applied_here.add(n)
    truly = {n for n, (counts, _) in marks.items() if counts}
    right_here = {n for n, (_, label) in marks.items() if label == "y"}
    print(f"counted sample: {COUNTED_SIZE} paragraphs the coverage counted (drawn with seed {COUNTED_SEED})")
    print(f"  still counted {len(still)}; precision by the labels {len(truly & still) / len(still):.1%}")
    print(f"  applied by Juez {len(applied_here)}; right by the labels {len(applied_here & right_here)}")
    for n in sorted(applied_here - right_here):
        print(f"    applied, not labelled right: {counted[n][0]}")


if __name__ == "__main__":
    main()
