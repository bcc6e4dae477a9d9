"""Every reading of what a board leaves unsaid: the answers an effect gives under each.

The effects engine asks an ``Assume`` callback whenever the board doesn't say something an
effect depends on (``engine/effects/layers.py``). A caller runs its question once per
combination of answers to what was asked; a run can ask about more than the first did (a color
that matters only once a condition holds), so the set of questions grows until it is stable.
/sba compares the state-based actions of every run, /layers the characteristics.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import TypeVar

from engine.effects.errors import TooManyReadings

Key = tuple[str, ...]
Assume = Callable[[Key], bool]
T = TypeVar("T")

#: At most this many unsaid things are tried (2^N runs); more is asked about at once.
MAX_READINGS = 5


def natural(key: Key) -> bool:
    """The reading shown when every reading agrees: a stated size is what the judge sees."""
    return key[0] == "current_pt"


def run_reading(run: Callable[[Assume], T], assignment: dict[Key, bool]) -> tuple[T, list[Key]]:
    """One run under these answers (what it asks beyond them gets its natural answer), and
    every question it asked."""
    seen: set[Key] = set()

    def assume(key: Key) -> bool:
        seen.add(key)
        return assignment.get(key, natural(key))

    return run(assume), sorted(seen)


def every_reading(
    run: Callable[[Assume], T], keys: list[Key], first: T | None = None
) -> tuple[list[Key], dict[tuple[bool, ...], T]]:
    """Every combination of answers to ``keys`` (those the first run asked), until no run asks
    about anything new: the questions, and each combination's result.

    ``first`` is the result of the run with no answers given (``run_reading(run, {})``): every
    question got its natural answer there, so it is the natural combination's result, whatever
    the questions grow to — a run is a function of its answers — and is not computed again.
    """
    while True:
        if len(keys) > MAX_READINGS:
            raise TooManyReadings(column=None, word="", count=len(keys), limit=MAX_READINGS)
        tried: dict[tuple[bool, ...], T] = {}
        grown = False
        natural_combo = default_combo(keys)
        for combo in itertools.product((False, True), repeat=len(keys)):
            if first is not None and combo == natural_combo:
                tried[combo] = first
                continue
            result, seen = run_reading(run, dict(zip(keys, combo, strict=True)))
            if set(seen) - set(keys):
                keys, grown = sorted(set(keys) | set(seen)), True
                break
            tried[combo] = result
        if not grown:
            return keys, tried


def default_combo(keys: list[Key]) -> tuple[bool, ...]:
    return tuple(natural(k) for k in keys)


def deciding(keys: list[Key], outcomes: dict[tuple[bool, ...], object]) -> list[Key]:
    """The questions whose answer alone changes the outcome, from the natural reading (all of
    them when none does alone)."""
    default = default_combo(keys)
    return [
        key
        for n, key in enumerate(keys)
        if outcomes[default] != outcomes[tuple(not v if i == n else v for i, v in enumerate(default))]
    ] or keys
