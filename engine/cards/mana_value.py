"""A printed mana cost's mana value (202.3), for effects that read it (Opalescence)."""

from __future__ import annotations

import re

_MANA_SYMBOL = re.compile(r"\{([^}]+)\}")


def mana_value(cost: str | None) -> int | None:
    """The mana value of a printed mana cost (202.3): "{2}{W}{W}" → 4; None without a cost."""
    if cost is None:
        return None
    total = 0
    for symbol in _MANA_SYMBOL.findall(cost):
        if symbol.isdigit():
            total += int(symbol)
        elif symbol.upper() in ("X", "Y", "Z"):
            continue
        elif "/" in symbol and symbol.split("/")[0].isdigit():
            total += int(symbol.split("/")[0])
        else:
            total += 1
    return total
