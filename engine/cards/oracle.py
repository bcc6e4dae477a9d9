"""What an Oracle text says that the state-based-action rules read: keyword abilities the card
itself has, an Aura's enchant restriction, a Saga's last chapter.

Read from the text's *keyword lines* ("Flying, vigilance", "Enchant creature", "Ward {2}"),
never from sentences: "Equipped creature has indestructible" names a keyword the Equipment
doesn't have, and MTGJSON's keyword list doesn't tell the two apart.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

#: Reminder text: explanation only, never an ability (207.2).
_REMINDER = re.compile(r"\([^()]*\)")
#: A Saga's chapter line: "I —", "II, III —" (714.2).
_CHAPTER = re.compile(r"^((?:[IVX]+)(?:\s*,\s*[IVX]+)*)\s*[—-]", re.MULTILINE)
_ROMAN = {"I": 1, "V": 5, "X": 10}


def keyword_lines(text: str, keywords: Iterable[str], name: str = "") -> tuple[str, ...]:
    """The keyword abilities printed on lines made only of keywords, lowercase, in text order.

    ``keywords`` is the card's own keyword list (MTGJSON's), which says which words are
    keywords; a line counts only if every comma-separated part starts with one of them. A line
    that starts with the card's ``name`` is about the card ("Changeling Outcast can't block"),
    whatever keyword its name starts with.
    """
    known = sorted({k.casefold() for k in keywords}, key=len, reverse=True)
    if not known:
        return ()
    found: list[str] = []
    for raw in text.splitlines():
        line = _REMINDER.sub("", raw).strip().rstrip(".")
        if not line:
            continue
        if name and line.casefold().startswith(name.casefold() + " "):
            continue
        parts = [p.strip() for p in re.split(r"[,;]", line) if p.strip()]
        lowered = [p.casefold() for p in parts]
        if parts and all(any(_starts_with_word(p, k) for k in known) for p in lowered):
            found.extend(lowered)
    return tuple(dict.fromkeys(found))


def _starts_with_word(part: str, keyword: str) -> bool:
    return part == keyword or (part.startswith(keyword) and not part[len(keyword)].isalpha())


def enchant_restriction(abilities: Iterable[str]) -> str | None:
    """ "enchant creature you control" → ``creature you control`` (303.4a)."""
    for ability in abilities:
        if ability.startswith("enchant "):
            return ability.removeprefix("enchant ").strip() or None
    return None


def final_chapter(text: str) -> int | None:
    """The highest chapter number printed on a Saga, e.g. 3 for "I — … II — … III — …"."""
    numbers = [_roman(n.strip()) for m in _CHAPTER.finditer(text) for n in m.group(1).split(",")]
    return max(numbers) if numbers else None


def _roman(numeral: str) -> int:
    total = 0
    for i, letter in enumerate(numeral):
        value = _ROMAN[letter]
        following = _ROMAN[numeral[i + 1]] if i + 1 < len(numeral) else 0
        total += -value if value < following else value
    return total
