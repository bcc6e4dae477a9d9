"""Any stored document file → a ``ParsedDocument``: the format is told from the content.

Three shapes are known (see ``judgeorbit``, ``mtgdocs``, ``html_pages``). The judgeorbit files
don't name their document, so it is told from what they say (an MTR opens as the Tournament
Rules, the JAR as Judging at Regular, the IPG's sections carry penalties); a file named or
asked for as one document that reads as another is refused rather than filed wrongly.
"""

from __future__ import annotations

import json
from dataclasses import replace

from engine import json_limits
from engine.policy import html_pages, judgeorbit, mtgdocs
from engine.policy.model import Document, ParsedDocument, Part, PolicyParseError
from engine.text import drop_controls

#: Lists and objects a document file may hold: judgeorbit's MTR has about 100, Judgebot's IPG a
#: few hundred; a file of millions is built to cost memory and time.
MAX_CONTAINERS = 20_000
#: What each document's opening says, in the judgeorbit files (their first entry's text).
_OPENINGS = {
    "tournament rules": Document.MTR,
    "judging at regular": Document.JAR,
    "infraction procedure guide": Document.IPG,
}


def decode(data: bytes) -> str:
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


def _judgeorbit_document(entries: list[dict[str, object]]) -> Document | None:
    opening = str(entries[0].get("content", ""))[:300].casefold()
    found = next((d for words, d in _OPENINGS.items() if words in opening), None)
    if found is not None:
        return found
    text = " ".join(str(e.get("category", "")) for e in entries).casefold()
    if "game play error" in text or any("PENALTY:" in str(e.get("content", ""))[:40] for e in entries):
        return Document.IPG
    return None


def _checked(found: Document | None, expected: Document | None) -> Document:
    if found is None and expected is None:
        raise PolicyParseError("docs.which_document")
    if found is not None and expected is not None and found is not expected:
        raise PolicyParseError("docs.wrong_document", expected=expected.acronym, found=found.acronym)
    document = found or expected
    assert document is not None
    return document


def parse_document(data: bytes, expected: Document | None = None) -> ParsedDocument:
    """Read a document file; ``expected`` is what the user or the file's name says it is."""
    text = decode(data).lstrip()
    if not text:
        raise PolicyParseError("docs.empty")
    head = text[:4096].casefold()
    if "<html" in head or "<!doctype" in head or "<header" in head:
        parsed = html_pages.read(text)
        _checked(parsed.document, expected)
        return without_controls(parsed)
    if text[0] not in "[{":
        raise PolicyParseError("docs.wrong_shape")
    try:
        data_json = json_limits.loads(text, max_containers=MAX_CONTAINERS)
    except json_limits.JsonLimitError as exc:
        key = "docs.too_big" if exc.key == "json.too_many" else "docs.too_deep"
        raise PolicyParseError(key, limit=exc.params["limit"]) from None
    except json.JSONDecodeError as exc:
        raise PolicyParseError("docs.bad_json", line=exc.lineno, column=exc.colno, reason=exc.msg) from None
    if judgeorbit.is_judgeorbit(data_json):
        document = _checked(_judgeorbit_document(data_json), expected)
        return without_controls(judgeorbit.read(document, data_json))
    if mtgdocs.is_mtgdocs(data_json):
        return without_controls(mtgdocs.read(_checked(Document.IPG, expected), data_json))
    raise PolicyParseError("docs.wrong_shape")


def without_controls(parsed: ParsedDocument) -> ParsedDocument:
    """Every text of ``parsed`` without control characters: a JSON file can carry ESC or NUL as
    ``\\u001b`` escapes (and HTML as ``&#27;``), which the store would keep and a terminal obey."""

    def part(p: Part) -> Part:
        return Part(None if p.heading is None else drop_controls(p.heading), drop_controls(p.text))

    sections = tuple(
        replace(
            s,
            title=drop_controls(s.title),
            category=drop_controls(s.category),
            penalty=None if s.penalty is None else drop_controls(s.penalty),
            parts=tuple(part(p) for p in s.parts),
        )
        for s in parsed.sections
    )
    chapters = {number: drop_controls(name) for number, name in parsed.chapters.items()}
    return replace(parsed, sections=sections, chapters=chapters, label=drop_controls(parsed.label))
