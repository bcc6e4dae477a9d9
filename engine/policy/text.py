"""Text as the documents are shown: one line-ending, no stray spaces, headings recognised.

The sources disagree on the small things (CRLF or LF, non-breaking spaces, headings as
``**DEFINITION**`` lines, "Game Play Error - Missed Trigger" with a hyphen or an em dash), so
every reader funnels through these helpers and the store holds one form.
"""

from __future__ import annotations

import re
from datetime import date

from engine.policy.model import PolicyParseError

#: A word whose first capital is typed twice ("JJudging", in one JAR file's first line).
_STUTTER = re.compile(r"\b([A-Z])\1(?=[a-z])")
_ACRONYMS = frozenset({"REL", "DCI", "MTR", "IPG", "JAR"})
_SMALL_WORDS = frozenset({"a", "an", "and", "at", "for", "from", "in", "of", "on", "or", "the", "to"})
_DASH = re.compile(r"\s+[-–—]\s+")
_BLANK_RUNS = re.compile(r"\n{3,}")
_MONTHS_LIST = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_MONTHS = "|".join(_MONTHS_LIST)
_MONTH_NUMBERS = {m[:3].casefold(): n for n, m in enumerate(_MONTHS_LIST, start=1)}
_SHORT_MONTHS = "Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec"
DATE = re.compile(
    rf"\b(?P<month>(?:{_MONTHS})|(?:{_SHORT_MONTHS})\.?)\s+(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s*,?\s*(?P<year>(?:19|20)\d\d)\b"
)
#: "Effective February 27, 2026", "Updated August 5, 2024", "Last updated Jan 6th , 2021".
DATED = re.compile(rf"\b(?P<what>effective|last updated|updated)\s*:?\s*(?P<date>{DATE.pattern})", re.IGNORECASE)


def clean(text: str) -> str:
    """One form for every source: LF, no trailing spaces, at most one blank line in a row."""
    text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\u00a0", " ").replace("\ufeff", "")
    text = _STUTTER.sub(r"\1", text)
    lines = [re.sub(r"[ \t]+", " ", line).strip() for line in text.split("\n")]
    return _BLANK_RUNS.sub("\n\n", "\n".join(lines)).strip()


def split_title(title: str) -> tuple[str, str]:
    """ "Game Play Error — Hidden Card Error" → ("Game Play Error", "Hidden Card Error");
    a title without a dash has no category."""
    pieces = _DASH.split(title.strip(), maxsplit=1)
    if len(pieces) == 2:
        return pieces[0].strip(), pieces[1].strip()
    return "", title.strip()


def heading_case(heading: str) -> str:
    """ "ADDITIONAL REMEDY" → "Additional Remedy"; headings already in mixed case are kept."""
    if not heading.isupper():
        return heading
    words = heading.split()
    return " ".join(
        w if w in _ACRONYMS else (w.casefold() if i and w.casefold() in _SMALL_WORDS else w.capitalize())
        for i, w in enumerate(words)
    )


def parse_date(text: str) -> date | None:
    """The first date written in ``text``; None without one. A date that isn't a day of the
    calendar ("February 30, 2026") is refused, not passed over: the file's other date would
    stand in for it unnoticed."""
    match = DATE.search(text)
    if match is None:
        return None
    month = _MONTH_NUMBERS[match.group("month").rstrip(".")[:3].casefold()]
    try:
        return date(int(match.group("year")), month, int(match.group("day")))
    except ValueError:
        raise PolicyParseError("docs.bad_file_date", date=match.group(0)) from None


def dates_in(text: str) -> dict[str, date]:
    """The dates a document's opening states, by what they are ("effective", "updated")."""
    found: dict[str, date] = {}
    for match in DATED.finditer(text):
        when = parse_date(match.group("date"))
        if when is not None:
            what = "effective" if match.group("what").casefold() == "effective" else "updated"
            found.setdefault(what, when)
    return found


def spelled(when: date) -> str:
    """ "January 6, 2021": how the documents write their dates."""
    return f"{when:%B} {when.day}, {when.year}"


def edition_dates(text: str) -> tuple[date | None, str]:
    """When a document took effect, by what its opening says ("Effective …", else "Updated …"),
    and, when it gives both, the update as a label ("Last updated January 6, 2021")."""
    stated = dates_in(text)
    effective = stated.get("effective") or stated.get("updated")
    label = f"Last updated {spelled(stated['updated'])}" if "updated" in stated and "effective" in stated else ""
    return effective, label
