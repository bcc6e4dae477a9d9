"""Card text → ability paragraphs, with reminder text and granted abilities set apart.

Oracle text puts one ability per paragraph (keyword lines aside); modal bullets belong to the
paragraph above them. Reminder text (parenthesised, 207.2a) has no game function, so the verdict
ignores it, except when a paragraph is *only* reminder text: that is how Oracle shows a basic
land's intrinsic ability, "({T}: Add {G}.)" (305.6). Quoted text inside an ability is an
ability granted to something else; it is classified on its own and never counts toward the
ability that grants it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

QUOTES = {'"': '"', "“": "”"}
#: A modal bullet: "•", or a markdown "- " / "* " (never a loyalty cost such as "-2:").
BULLET = re.compile(r"^(?:[•●]|[*\-]\s)")
#: Every mana and cost symbol the CR defines (107.4), plus hybrid, Phyrexian and numbers.
KNOWN_SYMBOL = re.compile(
    r"""^(?:
        [WUBRGCSXYZTQEPH]                      # colours, colourless, snow, X, tap, untap, energy, …
        |\d{1,3}|½|∞|CHAOS|A|D|L|TK             # generic amounts, Un-symbols, chaos, ticket
        |[WUBRGC2]/[WUBRGP]|[WUBRG]/[WUBRG]/P   # hybrid and Phyrexian
    )$""",
    re.VERBOSE,
)
SYMBOL = re.compile(r"\{([^{}]*)\}")
#: The words and symbols of a cost or effect, for the evidence a verdict quotes.
MAX_TEXT = 10_000


@dataclass(frozen=True, slots=True)
class Paragraph:
    text: str
    """What the judge pasted for this ability (reminder text included)."""
    rules_text: str
    """The same with reminder text and granted (quoted) abilities removed."""
    granted: tuple[str, ...] = ()
    reminder_only: bool = False
    problems: tuple[str, ...] = field(default_factory=tuple)
    """Why the reading is uncertain: unbalanced quotes, unknown symbols, …"""


def paragraphs(text: str) -> list[str]:
    """One string per ability paragraph; bullets stay with the paragraph that introduces them."""
    out: list[str] = []
    for raw in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
        line = raw.strip()
        if not line:
            continue
        if out and BULLET.match(line):
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out


def split_quotes(text: str) -> tuple[str, list[str], bool]:
    """Text outside quotes (each quote replaced by a placeholder), the quoted parts, and balance."""
    if '"' not in text and "“" not in text:
        return text, [], True
    outside: list[str] = []
    quoted: list[str] = []
    i = 0
    balanced = True
    while i < len(text):
        ch = text[i]
        if ch in QUOTES:
            close = QUOTES[ch]
            end = text.find(close, i + 1)
            if end == -1:  # an unclosed quote runs to the end: still a granted ability, read as such
                balanced = False
                quoted.append(text[i + 1 :])
                outside.append(" QUOTED ")
                break
            quoted.append(text[i + 1 : end])
            outside.append(" QUOTED ")
            i = end + 1
            continue
        outside.append(ch)
        i += 1
    return "".join(outside), quoted, balanced


PARENTHESISED = re.compile(r"\([^()]*\)")
SPACES = re.compile(r"\s+")


def strip_reminder(text: str) -> tuple[str, bool]:
    """Remove parenthesised reminder text; report whether the parentheses balanced."""
    if "(" not in text and ")" not in text:
        return text.strip(), True
    stripped = text
    while "(" in stripped:
        reduced = PARENTHESISED.sub("", stripped)
        if reduced == stripped:
            break
        stripped = reduced
    if "(" not in stripped and ")" not in stripped:
        return SPACES.sub(" ", stripped).strip(), True
    out: list[str] = []
    depth = 0
    balanced = True
    for ch in text:
        if ch == "(":
            depth += 1
            continue
        if ch == ")":
            if depth == 0:
                balanced = False
            else:
                depth -= 1
            continue
        if depth == 0:
            out.append(ch)
    if depth:
        balanced = False
    return re.sub(r"\s+", " ", "".join(out)).strip(), balanced


def is_reminder_only(text: str) -> bool:
    stripped = text.strip()
    return stripped.startswith("(") and stripped.endswith(")") and strip_reminder(stripped)[0] == ""


COMMON_SYMBOLS = frozenset({"T", "Q", "W", "U", "B", "R", "G", "C", "X", "S", "E", *map(str, range(21))})


def unknown_symbols(text: str) -> list[str]:
    if "{" not in text:
        return []
    return [
        m.group(0)
        for m in SYMBOL.finditer(text)
        if m.group(1).upper() not in COMMON_SYMBOLS and not KNOWN_SYMBOL.match(m.group(1).upper())
    ]


def read_paragraph(text: str) -> Paragraph:
    problems: list[str] = []
    reminder_only = is_reminder_only(text)
    body = text.strip()[1:-1] if reminder_only else text
    outside, quoted, quotes_ok = split_quotes(body)
    if not quotes_ok:
        problems.append("unbalanced_quotes")
    rules_text, parens_ok = strip_reminder(outside)
    if not parens_ok:
        problems.append("unbalanced_parentheses")
    if body.count("{") != body.count("}"):
        problems.append("unbalanced_braces")
    if unknown_symbols(body):
        problems.append("unknown_symbol")
    granted = tuple(q.strip() for q in quoted if q.strip())
    return Paragraph(text, rules_text, granted, reminder_only, tuple(problems))
