"""Any stored document file → a ``ParsedDocument``: the format is told from the content.

Three shapes are known (see ``judgeorbit``, ``mtgdocs``, ``html_pages``). The judgeorbit files
don't name their document, so it is told from what they say (an MTR opens as the Tournament
Rules, the JAR as Judging at Regular, the IPG's sections carry penalties); a file named or
asked for as one document that reads as another is refused rather than filed wrongly.
"""

from __future__ import annotations

import json

from engine.policy import html_pages, judgeorbit, mtgdocs
from engine.policy.model import Document, ParsedDocument, PolicyParseError

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
        return parsed
    if text[0] not in "[{":
        raise PolicyParseError("docs.wrong_shape")
    try:
        data_json = json.loads(text)
    except json.JSONDecodeError as exc:
        raise PolicyParseError("docs.bad_json", line=exc.lineno, column=exc.colno, reason=exc.msg) from None
    if judgeorbit.is_judgeorbit(data_json):
        document = _checked(_judgeorbit_document(data_json), expected)
        return judgeorbit.read(document, data_json)
    if mtgdocs.is_mtgdocs(data_json):
        return mtgdocs.read(_checked(Document.IPG, expected), data_json)
    raise PolicyParseError("docs.wrong_shape")
