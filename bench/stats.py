"""What every bench script shares: the percentile they report (nearest rank)."""

from __future__ import annotations


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]
