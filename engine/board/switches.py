"""Whole-board sentences that say how to read the rest: "Effects applied." / "Efectos aplicados."

A judge who writes "Grizzly Bears 3/3" beside Glorious Anthem may mean the printed size or the
size now. These sentences say which, for every stated size on the board (``GameState.
stated_values``); they are blanked out of the text before it is parsed, so columns in error
messages still point at what the judge typed.
"""

from __future__ import annotations

import re

#: Phrase → what stated sizes are, in English and Spanish.
SWITCHES: tuple[tuple[str, str], ...] = (
    (r"(?:all )?effects (?:are )?(?:already )?applied", "current"),
    (r"(?:stated )?(?:sizes|values|stats) (?:are |as )?(?:current|now)", "current"),
    (r"(?:all )?effects (?:are )?not applied|before effects|printed sizes", "printed"),
    (r"(?:todos )?(?:los )?efectos (?:ya )?aplicados|(?:valores|tamaños) actuales", "current"),
    (r"(?:los )?efectos (?:sin aplicar|no aplicados)|antes de (?:los )?efectos|tamaños impresos", "printed"),
)
_SWITCH = re.compile(
    r"(?:^|(?<=[.;\n]))\s*(" + "|".join(f"(?:{p})" for p, _ in SWITCHES) + r")\s*(?=[.;\n]|$)",
    re.IGNORECASE,
)
_BY_PATTERN = [(re.compile(rf"^(?:{p})$", re.IGNORECASE), value) for p, value in SWITCHES]


def read_switches(text: str) -> tuple[str | None, str]:
    """(what stated sizes are, the text with the switch sentences blanked out)."""
    found: str | None = None
    out = text
    for match in _SWITCH.finditer(text):
        phrase = match.group(1)
        value = next(v for pattern, v in _BY_PATTERN if pattern.match(phrase))
        found = value if found in (None, value) else "conflict"
        start, end = match.span(1)
        out = out[:start] + " " * (end - start) + out[end:]
    return found, out
