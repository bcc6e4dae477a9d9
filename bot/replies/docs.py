"""Tournament document lookups → replies: a section (penalty first), a chapter, the contents.

The documents are English and stay so, labelled; Spanish replies add Juez's own Spanish names
for infractions, penalties, headings and chapters beside the English ones.
"""

from __future__ import annotations

from bot.catalog import long_date, normalise_language, t
from bot.docs.service import DocumentView, Entry
from bot.docs.store import DocEditionRow
from bot.replies.reply import Field, Reply, literal
from engine.policy import INTRO, TITLES, Document, Part, Section
from engine.policy.names import PENALTIES, SPANISH, spanish_penalty


def _spanish(english: str) -> str | None:
    return SPANISH.get(english) or PENALTIES.get(english.casefold())


def _both(english: str, lang: str) -> str:
    """ "Error de carta oculta (Hidden Card Error)" for Spanish replies, else the English."""
    spanish = _spanish(english) if lang == "es" else None
    return f"{spanish} ({english})" if spanish and spanish != english else english


def _numbered(document: Document, number: str) -> str:
    return document.acronym if number in ("", INTRO) else f"{document.acronym} {number}"


def section_title(document: Document, section: Section, lang: str) -> str:
    """ "IPG 2.3 — Game Play Error — Hidden Card Error", in the reply's language."""
    title = _both(section.title, lang)
    if section.category and "." in section.number and section.category != "Appendices":
        title = f"{_both(section.category, lang) if lang == 'es' else section.category} — {title}"
    if section.number not in (INTRO,) and not section.number[0].isdigit():
        return f"{document.acronym} {t('docs.appendix', lang, letter=section.number)} — {title}"
    return f"{_numbered(document, section.number)} — {title}"


def _footer(edition: DocEditionRow, lang: str) -> str:
    label = f" ({edition.label})" if edition.label else ""
    return t("docs.footer", lang, document=edition.kind.acronym, date=long_date(edition.effective_date, lang)) + label


def _link(url: str, lang: str) -> Field:
    return Field(t("docs.official", lang), url)


def _listing(entries: tuple[Entry, ...], lang: str) -> str:
    lines = []
    for e in entries:
        shown = t("docs.introduction", lang) if e.number == INTRO else e.number
        penalty = f" · *{_penalty(e.penalty, lang)}*" if e.penalty else ""
        lines.append(f"**{shown}** {_both(e.title, lang)}{penalty}")
    return "\n".join(lines)


def _penalty(penalty: str, lang: str) -> str:
    if lang != "es":
        return penalty
    spanish = spanish_penalty(penalty)
    return f"{spanish} ({penalty})" if spanish != penalty else penalty


def _heading(part: Part, lang: str) -> str:
    assert part.heading is not None
    return _both(part.heading, lang)


def heading_label(heading: str, lang: str) -> str:
    """A sub-section button's label: the Spanish heading alone for Spanish users (short)."""
    label = (_spanish(heading) or heading) if lang == "es" else heading
    return label if len(label) <= 80 else label[:79] + "…"


def document_reply(view: DocumentView, lang: str, *, docs_url: str) -> Reply:
    lang = normalise_language(lang)
    document = view.document
    footer = _footer(view.edition, lang)
    if view.section is None:
        if view.how == "contents":
            title = f"{document.acronym} — {TITLES[document]}"
            heading = t("docs.contents", lang)
        else:
            title = f"{document.acronym} {view.number} — {_both(view.title, lang)}"
            heading = t("docs.sections", lang)
        listing = (Field(heading, _listing(view.listing, lang) or "—"), _link(docs_url, lang))
        return Reply(title=title, fields=listing, footer=footer)
    section = view.section
    notes: list[str] = []
    if view.how == "fuzzy":
        notes.append(t("docs.read_as", lang, query=view.query.strip(), title=section.title))
    if section.penalty:
        notes.append(f"**{t('docs.penalty', lang)}:** {_penalty(section.penalty, lang)}")
    if lang == "es":
        notes.append(f"*{t('docs.english_text', lang)}*")
    parts = list(section.parts)
    opening = literal(parts.pop(0).text) if parts and parts[0].heading is None else ""
    description = "\n\n".join([*notes, opening]).strip()
    fields = [Field(_heading(p, lang), literal(p.text) or "—") for p in parts if p.heading is not None]
    if view.listing:
        fields.append(Field(t("docs.sections", lang), _listing(view.listing, lang)))
    fields.append(_link(docs_url, lang))
    return Reply(
        title=section_title(document, section, lang), description=description, fields=tuple(fields), footer=footer
    )


def part_reply(view: DocumentView, heading: str, lang: str) -> Reply:
    """One sub-section alone (a button under the section: "Additional Remedy")."""
    lang = normalise_language(lang)
    assert view.section is not None
    part = view.section.part(heading)
    text = literal(part.text) if part else "—"
    title = f"{_numbered(view.document, view.number)} — {_both(heading, lang)}"
    if lang == "es":
        text = f"*{t('docs.english_text', lang)}*\n\n{text}"
    return Reply(title=title, description=text, footer=_footer(view.edition, lang))


def history_reply(
    document: Document, query: str, found: list[tuple[DocEditionRow, Section | None]], lang: str
) -> Reply:
    """A section across every stored edition: its number, title and penalty in each."""
    lang = normalise_language(lang)
    fields = []
    for edition, section in found:
        if section is None:
            fields.append(Field(edition.effective_date, t("docs.history.absent", lang)))
            continue
        penalty = f" · *{_penalty(section.penalty, lang)}*" if section.penalty else ""
        heading = f"{_numbered(document, section.number)} — {_both(section.title, lang)}{penalty}"
        fields.append(Field(edition.effective_date, f"**{heading}**\n{literal(section.text)}"))
    return Reply(title=t("docs.history", lang, document=document.acronym, query=query), fields=tuple(fields))


def editions_reply(editions: list[tuple[DocEditionRow, bool]], lang: str) -> Reply:
    lang = normalise_language(lang)
    if not editions:
        return Reply(title="juez docs list", description=t("docs.none_stored", lang))
    lines = []
    for edition, current in editions:
        mark = f" **{t('docs.current', lang)}**" if current else ""
        label = f" ({edition.label})" if edition.label else ""
        lines.append(
            f"{edition.kind.acronym} {edition.effective_date}{label} · {edition.section_count} "
            f"{t('docs.section_count', lang)} · {edition.source_format}{mark}\n  {edition.source}"
        )
    return Reply(title="juez docs list", description="\n".join(lines))


def with_note(reply: Reply, key: str, lang: str, **params: object) -> Reply:
    """The reply with a line on top saying where it came from ("IPG 2.5 is tournament policy:
    /ipg answers it directly")."""
    note = f"*{t(key, lang, **params)}*"
    description = f"{note}\n\n{reply.description}" if reply.description else note
    return Reply(reply.title, description, reply.fields, reply.footer, reply.cited)
