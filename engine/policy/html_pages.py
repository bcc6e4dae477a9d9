"""The one-page HTML documents (MTG Familiar's "light" pages, from GathererScraper).

Each section opens with ``<header class="entry-header" id="ipg2-3">`` and its ``<h1>`` title
("IPG 2.3 Game Play Error - Hidden Card Error", "MTR Appendix B - Time Limits"); sub-sections
are ``<h2>``/``<h5>`` headings or paragraphs that are nothing but bold text; an IPG penalty sits
in a ``<div class="alert">`` box. The first header is the document's own: its dates, its
introduction and its contents (``<h2>1. General Philosophy</h2>``, which name the chapters).
The JAR page has only that first header: its ``<h2>`` headings are its sections.

Read with the standard library's ``html.parser`` into blocks (a paragraph, a list item, a
table row, a heading), then grouped; markup inside a block keeps only bold, as ``**``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

from engine.policy.model import INTRO, Document, ParsedDocument, Part, PolicyParseError, Section
from engine.policy.text import clean, dates_in, edition_dates, heading_case, split_title

_BLOCKS = frozenset({"p", "div", "li", "tr", "table", "ul", "ol", "header", "h1", "h2", "h3", "h4", "h5", "h6"})
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
_BOLD = frozenset({"strong", "b"})
_TITLE = re.compile(
    r"^(?:(?:IPG|MTR|JAR)\s+)?(?:(?P<number>\d+(?:\.\d+)?)\.?|Appendix\s+(?P<letter>[A-Z])\s*[-–—:]?)\s+(?P<title>.+)$"
)
_TOC = re.compile(r"^(?P<number>\d+)\.\s+(?P<title>.+)$")
_ONLY_BOLD = re.compile(r"^\*\*(?P<text>[^*]+)\*\*$")
_EXAMPLE_LETTER = re.compile(r"^\*\*(?P<letter>[A-Z]\.)\*\*\s*")
#: Which document a page is, by its first header's id or its title.
_DOCUMENTS = {"mtr": Document.MTR, "ipg": Document.IPG, "jar": Document.JAR}
_TITLES = {
    "tournament rules": Document.MTR,
    "infraction procedure guide": Document.IPG,
    "judging at regular": Document.JAR,
}


@dataclass(slots=True)
class Block:
    kind: str
    """ "text", "item", "row", or a heading tag ("h2")."""
    text: str
    alert: bool = False


@dataclass(slots=True)
class Page:
    header: str
    """The header's id ("ipg2-3")."""
    blocks: list[Block] = field(default_factory=list)


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.pages: list[Page] = []
        self._text: list[str] = []
        self._kind = "text"
        self._cells: list[str] = []
        self._alert_depth = 0
        self._div_depth = 0
        self._bold_at: int | None = None
        self._heading: str | None = None
        """The heading being read: blocks nested in it (``<h5><div>Upgrade</div></h5>``) are its text."""

    # A block ends wherever another starts or ends: text is flushed at every block tag.
    def _flush(self) -> None:
        text = clean("".join(self._text))
        self._text = []
        if self._kind == "row":
            if text:
                self._cells.append(text)
            return
        if text and self.pages:
            self.pages[-1].blocks.append(Block(self._kind, text, self._alert_depth > 0))
        self._kind = "text"

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if self._heading is not None and tag not in _HEADINGS:
            return
        if tag in _BLOCKS or tag == "td":
            self._flush()
        if tag == "header":
            self.pages.append(Page(values.get("id") or ""))
        elif tag in _HEADINGS:
            self._kind = self._heading = tag
        elif tag == "li":
            self._kind = "item"
        elif tag == "tr":
            self._kind, self._cells = "row", []
        elif tag == "div":
            self._div_depth += 1
            if self._alert_depth or "alert" in (values.get("class") or "").split():
                self._alert_depth += 1
        elif tag in _BOLD:
            self._bold_at = len(self._text)
            self._text.append("**")
        elif tag == "br":
            self._text.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if self._heading is not None:
            if tag != self._heading:
                return
            self._heading = None
        if tag in _BOLD and self._bold_at is not None:
            if "".join(self._text[self._bold_at + 1 :]).strip():
                self._text.append("**")
            else:
                del self._text[self._bold_at]
            self._bold_at = None
        elif tag == "tr":
            self._flush()
            if self._cells and self.pages:
                self.pages[-1].blocks.append(Block("row", " — ".join(self._cells), self._alert_depth > 0))
            self._kind, self._cells = "text", []
        elif tag in _BLOCKS or tag == "td":
            self._flush()
            if tag == "div":
                self._div_depth -= 1
                if self._alert_depth:
                    self._alert_depth -= 1

    def handle_data(self, data: str) -> None:
        self._text.append(data)


def pages_of(html: str) -> list[Page]:
    reader = _Reader()
    reader.feed(html)
    reader.close()
    reader._flush()
    return reader.pages


def document_of(pages: list[Page]) -> Document | None:
    if not pages:
        return None
    by_id = _DOCUMENTS.get(pages[0].header.casefold())
    if by_id is not None:
        return by_id
    title = next((b.text.casefold() for b in pages[0].blocks if b.kind == "h1"), "")
    return next((d for words, d in _TITLES.items() if words in title), None)


def is_document_page(html: str) -> bool:
    return "entry-header" in html and document_of(pages_of(html)) is not None


def _unbold(text: str) -> str:
    return text.replace("**", "")


def _parts(blocks: list[Block]) -> tuple[tuple[Part, ...], str | None]:
    """A section's blocks as parts, cut at headings; the penalty box's value taken out."""
    parts: list[Part] = []
    heading: str | None = None
    lines: list[str] = []
    penalty: str | None = None
    alert: list[str] = []

    def close() -> None:
        body = "\n\n".join(lines).strip()
        if parts and heading and parts[-1].heading == heading:  # one heading split in two boxes
            parts[-1] = Part(heading, f"{parts[-1].text}\n\n{body}".strip())
        elif body or heading:
            parts.append(Part(heading, body))

    for block in blocks:
        if block.alert:
            alert.append(_unbold(block.text))
            continue
        only_bold = _ONLY_BOLD.match(block.text)
        if block.kind in _HEADINGS or (block.kind == "text" and only_bold and len(block.text) < 200):
            close()
            heading, lines = heading_case(_unbold(block.text).strip().rstrip(":")), []
            continue
        text = block.text
        if block.kind == "item":
            letter = _EXAMPLE_LETTER.match(text)
            text = f"{letter.group('letter')} {text[letter.end() :]}" if letter else f"• {text}"
        lines.append(text)
    close()
    if alert:
        labels = [a.casefold() for a in alert]
        if "penalty" in labels and labels.index("penalty") + 1 < len(alert):
            penalty = alert[labels.index("penalty") + 1]
    return tuple(parts), penalty


def _opening(document: Document, page: Page) -> tuple[dict[str, str], list[Block], list[Block], str]:
    """The document's own page: chapter names from its contents, the introduction's blocks,
    whatever follows the contents (the JAR's sections), and the text its dates are in."""
    chapters: dict[str, str] = {}
    intro: list[Block] = []
    rest: list[Block] = []
    dated = ""
    in_contents = False
    for block in page.blocks:
        if block.kind == "h1":
            continue
        if not dated and dates_in(block.text):
            dated = block.text
            continue
        toc = _TOC.match(block.text) if block.kind == "h2" else None
        if toc or (block.kind == "h2" and block.text.casefold() == "appendices"):
            in_contents = True
            if toc:
                chapters[toc.group("number")] = toc.group("title").strip()
            continue
        if block.kind == "text" and block.text.casefold() == "contents":
            in_contents = True
            continue
        if in_contents:
            continue
        if document is Document.JAR and block.kind == "h2":
            rest.append(block)
            continue
        (rest if rest else intro).append(block)
    return chapters, intro, rest, dated


def read(html: str) -> ParsedDocument:
    pages = pages_of(html)
    document = document_of(pages)
    if document is None:
        raise PolicyParseError("docs.unknown_html")
    chapters, intro, rest, dated = _opening(document, pages[0])
    sections: list[Section] = []
    intro_parts, _ = _parts(intro)
    if intro_parts and intro_parts[0].heading and intro_parts[0].heading.casefold() == "introduction":
        intro_parts = (Part(None, intro_parts[0].text), *intro_parts[1:])
    if document is Document.JAR:
        # The JAR numbers its own parts in order: 1 Introduction, 2 Common Issues, …
        sections.append(Section("1", "Introduction", "", None, intro_parts))
        groups: list[list[Block]] = []
        for block in rest:
            if block.kind == "h2":
                groups.append([])
            groups[-1].append(block)
        for position, group in enumerate(groups, start=2):
            parts, _ = _parts(group[1:])
            sections.append(Section(str(position), group[0].text, "", None, parts))
            chapters[str(position)] = group[0].text
    elif intro_parts:
        sections.append(Section(INTRO, "Introduction", "", None, intro_parts))
    for page in pages[1:]:
        title = next((b.text for b in page.blocks if b.kind == "h1"), "")
        match = _TITLE.match(_unbold(title))
        if match is None:
            raise PolicyParseError("docs.bad_entry", index=page.header or title[:40], field="title")
        number = match.group("number") or match.group("letter")
        category, name = split_title(match.group("title"))
        if match.group("letter"):
            category = "Appendices"
        elif "." in number:
            category = category or chapters.get(number.split(".")[0], "")
        else:
            chapters.setdefault(number, heading_case(name))
            name = heading_case(name)
        parts, penalty = _parts([b for b in page.blocks if b.kind != "h1"])
        sections.append(Section(number, name, category, penalty, parts))
    effective, label = edition_dates(dated)
    return ParsedDocument(document, effective, tuple(sections), label, "html", chapters)
