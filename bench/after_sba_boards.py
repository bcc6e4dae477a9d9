"""Boards whose answer goes on after the state-based actions (issue 33): right, asked, wrong.

Each row of a JSONL (``--path``) is a board as a judge types it with what a judge derived from
the CR: ``rounds`` (704.5x/704.6x per check round, as in bench/natural_dev.py), ``replaced``
(the cards whose replacement effect changed an SBA's event: Hyena Umbra, Rest in Peace, …) and
``triggers`` (the source of every triggered ability those events trigger, one per instance).
Every board runs the way ``/sba`` runs it (bench/natural_dev.py's ``run``: the bot's input
limit, the whole card file, ``answer``), then:

- **right**: the rounds match (bench/natural_dev.py's comparison), the replacements' sources
  (on the rounds' actions, and on a legend-rule choice left pending: what replaces the one not
  kept) are the ones listed, and the triggers' sources are the ones listed, as many times each; a
  choice between replacements (616.1) left open matches a row marked ``pending`` (the choice
  is how the round's action is performed, so it isn't one of the round's rules);
- **asked**: Juez asked (a question, a refusal, a trigger it can't tell about, a note that
  needs a fact the board left out);
- **wrong**: Juez answered, and something differs (printed with what it said).

Card names are compared folded, without a copy's label ("Blood Artist #2") or quotes.
"""

from __future__ import annotations

import argparse
import dataclasses
import sys
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.natural_dev import Crash, Refusal, expected_rounds, load, rounds_difference, run  # noqa: E402


def _name(name: str, cards: Any = None) -> str:
    """A card's name compared: its Oracle name when the catalog reads it (a Spanish reply names
    sources by their printed Spanish names), folded, without a copy's label."""
    from engine.text import fold

    base = name.split(" #", 1)[0].strip().strip('"')
    found = cards.read(base).card if cards is not None else None
    return fold(found.name if found is not None else base)


def verdict(row: dict[str, Any], cards: Any) -> tuple[str, str]:
    ran = run(row["board"], cards, row["lang"])
    if isinstance(ran.outcome, Crash):
        return "crashed", str(ran.outcome)
    if isinstance(ran.outcome, Refusal) or ran.result is None:
        return "asked", ran.outcome.key if isinstance(ran.outcome, Refusal) else "note"
    result = ran.result
    if any(not t.certain for t in result.triggers):
        return "asked", "trigger.asked"
    said = ran.outcome
    named = {rule for r in expected_rounds(row) for rule in r}
    if not row.get("pending") and not set(said.pending) <= named:
        return "asked", "a choice left open that the board decides"  # a question, if an idle one
    if row.get("pending") and not said.pending:
        return "wrong", "no choice left open"
    # a 616.1 choice is how an action is performed, not an SBA of its own: it stands for the
    # action whose event waits for it (704.5g), in that action's round
    waiting = {c.rule: c.replaces for c in result.pending_choices if c.rule == "616.1" and c.replaces}
    said = dataclasses.replace(said, pending=tuple(waiting.get(r, r) for r in said.pending))
    differs = rounds_difference(expected_rounds(row), said)
    if differs:
        return "wrong", differs
    replaced = sorted(
        {
            _name(r.source or a.subjects[0], cards)  # a shield stated on it: the writer names the creature
            for rnd in result.rounds
            for a in rnd.actions
            for r in a.replaced_by
            if r.source or (r.family == "regeneration" and a.subjects)
        }
        | {_name(o, cards) for c in result.pending_choices if c.rule == "616.1" for o in c.options}
        # a legend-rule choice left to the player says what replaces the one not kept (614.1a)
        | {_name(r.source, cards) for c in result.pending_choices for r in c.remedy if r.source}
    )
    wanted = sorted({_name(n, cards) for n in row.get("replaced", [])})
    if replaced != wanted:
        return "wrong", f"replaced by {replaced} instead of {wanted}"
    triggers = Counter(_name(t.card or t.source, cards) for t in result.triggers)
    expected = Counter(_name(n, cards) for n in row.get("triggers", []))
    if triggers != expected:
        return "wrong", f"triggers {dict(triggers)} instead of {dict(expected)}"
    return "right", ""


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--path", type=Path, required=True, help="a JSONL of boards with rounds, replaced, triggers")
    args = parser.parse_args(argv)
    from bench.floor_boards import catalog

    cards = catalog()
    rows = load(args.path)
    counts: Counter[str] = Counter()
    by_lang: dict[str, Counter[str]] = {}
    notes: list[str] = []
    for row in rows:
        kind, why = verdict(row, cards)
        counts[kind] += 1
        by_lang.setdefault(row["lang"], Counter())[kind] += 1
        if kind != "right":
            notes.append(f"  {row['id']}: {kind} — {why}")
    total = len(rows)
    print(f"{args.path} ({total} boards)")
    print(f"all: right {counts['right']}, asked {counts['asked']}, wrong {counts['wrong']}, crashed {counts['crashed']}"
          f" ({100 * counts['right'] / max(total, 1):.0f}% right)")  # fmt: skip
    for lang, c in sorted(by_lang.items()):
        print(f"{lang}: right {c['right']}, asked {c['asked']}, wrong {c['wrong']}, crashed {c['crashed']}")
    print("\n".join(notes))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
