"""The same input limits for every front end: Discord enforces its own, the console, the CLI
and any proxy don't, and a 1 MB term would hold the event loop for seconds.

Each option's limit is Discord's for that option; text is also made valid UTF-8 (a lone
surrogate from a terminal or a proxy becomes "?") before any engine or SQL sees it.
"""

from __future__ import annotations

from bot.errors import JuezError

LIMITS: dict[str, int] = {
    "rule": 40,
    "term": 100,
    "query": 200,
    "section": 100,
    "name": 200,
    "card": 200,
    "board": 4_000,
    "ability": 4_000,
}


def checked(option: str, value: str) -> str:
    """``value`` if it fits ``option``'s limit, as valid UTF-8; a localized error otherwise."""
    text = value.encode("utf-8", "replace").decode("utf-8")
    limit = LIMITS[option]
    if len(text) > limit:
        raise JuezError("input.too_long", option=option, limit=limit, length=len(text))
    return text
