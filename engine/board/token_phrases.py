"""Tokens as Oracle text and judges say them: "a 1/1 white Soldier creature token", "two 2/2
black Zombie creature tokens", "una ficha de criatura Soldado blanca 1/1".

The board language puts the name first ("Soldier token creature 1/1 white"); an Oracle
phrase puts the size and colors first. Each such phrase is rewritten in the board language's
order before the text is parsed, padded with spaces to its own length, so columns after it in
error messages still point at what the judge typed. A token's name is its subtypes (111.4).
"""

from __future__ import annotations

import re

_COUNT_EN = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_COUNT_ES = {"una": 1, "un": 1, "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5}
_COLOR_EN = r"(?:white|blue|black|red|green|colorless)"
_COLOR_ES = r"(?:blanc[ao]s?|azul(?:es)?|negr[ao]s?|roj[ao]s?|verdes?|incolor(?:[ao]s?|es)?)"
_NAME_WORD = r"[A-ZÁÉÍÓÚÑ][\w'’-]*"

#: "two 2/2 black Zombie creature tokens", "a 3/3 colorless Phyrexian Wurm artifact creature token"
_ENGLISH = re.compile(
    rf"""\b(?P<count>a|an|one|two|three|four|five)\s
        (?P<pt>\d+/\d+)\s
        (?P<colors>{_COLOR_EN}(?:,?\s(?:and\s)?{_COLOR_EN})*)\s
        (?P<name>{_NAME_WORD}(?:\s{_NAME_WORD})*)\s
        (?P<types>(?:(?:artifact|enchantment)\s)?creature)\s
        tokens?\b""",
    re.VERBOSE,
)
#: "una ficha de criatura Soldado blanca 1/1", "dos fichas de criatura artefacto Sierpe incolora 3/3"
_SPANISH = re.compile(
    rf"""\b(?P<count>una|un|dos|tres|cuatro|cinco)\s
        fichas?\sde\s
        (?P<types>criatura(?:\sartefacto)?|artefacto\scriatura)\s
        (?P<name>{_NAME_WORD}(?:\s{_NAME_WORD})*)\s
        (?P<colors>{_COLOR_ES}(?:,?\s(?:y\s)?{_COLOR_ES})*)\s
        (?P<pt>\d+/\d+)\b""",
    re.VERBOSE | re.IGNORECASE,
)


def _english(match: re.Match[str]) -> str:
    count = _COUNT_EN[match["count"].casefold()]
    copies = f" x{count}" if count > 1 else ""
    colors = match["colors"].replace(",", "")
    return _padded(f"{match['name']}{copies} token {match['types']} {match['pt']} {colors}", match)


#: A plural color ("negras", "azules") in the singular the board language reads.
_PLURAL_COLOR = re.compile(r"\b(blanc[ao]|negr[ao]|roj[ao]|incolor[ao]?|verde)s\b|\b(azul)es\b", re.IGNORECASE)


def _spanish(match: re.Match[str]) -> str:
    count = _COUNT_ES[match["count"].casefold()]
    copies = f" x{count}" if count > 1 else ""
    colors = _PLURAL_COLOR.sub(lambda m: m.group(1) or m.group(2), match["colors"].replace(",", ""))
    return _padded(f"{match['name']}{copies} ficha {match['types']} {match['pt']} {colors}", match)


def _padded(text: str, match: re.Match[str]) -> str:
    """The rewritten phrase, as long as the original (never longer: words are only dropped)."""
    width = match.end() - match.start()
    return text[:width].ljust(width)


def read_token_phrases(text: str) -> str:
    """The text with every Oracle-style token phrase in the board language's order."""
    if "token" not in text and "ficha" not in text.casefold():
        return text
    return _SPANISH.sub(_spanish, _ENGLISH.sub(_english, text))
