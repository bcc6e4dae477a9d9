"""`juez ipg`, `juez mtr`, `juez jar` and `juez docs`: the tournament documents from a terminal."""

from __future__ import annotations

import argparse
import asyncio
from dataclasses import asdict
from datetime import date
from typing import Any

from bot.catalog import t
from bot.docs.ingest import Refused
from bot.docs.service import DocumentView, PolicyService
from bot.docs.store import DocEditionRow
from bot.errors import JuezError
from bot.handlers import docs as handlers
from bot.handlers.limits import checked
from bot.replies.docs import editions_reply, history_reply
from bot.replies.errors import describe_error
from bot.replies.reply import Reply
from bot.terminal.cli import EXIT_USER_ERROR
from bot.terminal.session import emit, language, services, settings_from
from engine.policy import Document


def cmd_section(args: argparse.Namespace) -> int:
    """`juez ipg 2.5`, `juez mtr Appendix B`, `juez jar` (the contents)."""
    lang = language(args.lang)
    document = Document(args.command)

    async def main() -> object:
        async with services(settings_from(args.db)) as s:
            query = " ".join(args.section)
            if args.history:
                found = await s.require_docs().history(document, checked("section", query))
                if args.json:
                    return [
                        {
                            "effective_date": e.effective_date,
                            "number": sec.number if sec else None,
                            "title": sec.title if sec else None,
                            "penalty": sec.penalty if sec else None,
                            "text": sec.text if sec else None,
                        }
                        for e, sec in found
                    ]
                return history_reply(document, query, found, lang)
            view = await handlers.find(s, document, query)
            return _view_json(view) if args.json else handlers.reply(s, view, lang)

    return emit(asyncio.run(main()))


def _view_json(view: DocumentView) -> dict[str, Any]:
    out: dict[str, Any] = {
        "document": view.document.value,
        "effective_date": view.edition.effective_date,
        "number": view.number,
        "read_as": view.how,
    }
    if view.section is not None:
        s = view.section
        out |= {
            "title": s.title,
            "category": s.category,
            "penalty": s.penalty,
            "parts": [{"heading": p.heading, "text": p.text} for p in s.parts],
        }
    else:
        out["title"] = view.title
    if view.listing:
        out["sections"] = [{"number": e.number, "title": e.title, "penalty": e.penalty} for e in view.listing]
    return out


def _date(text: str | None) -> date | None:
    if text is None:
        return None
    try:
        return date.fromisoformat(text)
    except ValueError:
        raise JuezError("docs.bad_date", date=text) from None


def cmd_docs(args: argparse.Namespace) -> int:
    """`juez docs update [mtr|ipg|jar] [--from PATH_OR_URL] [--date D] [--force]`, `list`,
    `use DOC DATE`, `remove DOC DATE`."""
    lang = language(args.lang)
    names = {d.value for d in Document}
    documents = tuple(Document(w.casefold()) for w in args.targets if w.casefold() in names)
    others = [w for w in args.targets if w.casefold() not in names]
    if len(others) > (1 if args.action in ("use", "remove") else 0):
        raise JuezError("docs.usage", action=args.action)
    edition = others[0] if others else None
    failures: list[Refused] = []

    async def main() -> object:
        from bot.docs.ingest import update_documents

        settings = settings_from(args.db)
        async with services(settings) as s:
            docs = s.require_docs()
            if args.action == "list":
                editions = await docs.editions()
                return [_edition_json(e, c) for e, c in editions] if args.json else editions_reply(editions, lang)
            if args.action in ("use", "remove"):
                return await _switch(docs, args.action, documents, _date(edition), lang, as_json=args.json)
            outcomes = await update_documents(
                docs.store, settings, documents=documents, source=args.source, dated=_date(args.date), force=args.force
            )
            refused = [o for o in outcomes if isinstance(o, Refused)]
            if refused:
                failures.extend(refused)
            if args.json:
                return [
                    {"source": o.source, "refused": o.error.key, "message": describe_error(o.error, lang)}
                    if isinstance(o, Refused)
                    else {**_edition_json(o.edition, o.current), "created": o.created}
                    for o in outcomes
                ]
            lines = []
            for o in outcomes:
                if isinstance(o, Refused):
                    lines.append(f"✗ {describe_error(o.error, lang)}")
                    continue
                e = o.edition
                key = "docs.updated" if o.created else "docs.same"
                line = t(
                    key, lang, document=e.kind.acronym, date=e.effective_date, sections=e.section_count, source=e.source
                )
                if o.created and not o.current:
                    line += " " + t("docs.not_current", lang)
                lines.append(line)
            return Reply(title="juez docs update", description="\n".join(lines))

    code = emit(asyncio.run(main()))
    return EXIT_USER_ERROR if failures else code


async def _switch(
    docs: PolicyService, action: str, documents: tuple[Document, ...], when: date | None, lang: str, *, as_json: bool
) -> object:
    if len(documents) != 1 or when is None:
        raise JuezError("docs.usage", action=action)
    document = documents[0]
    edition = await docs.store.edition_by_date(document, when.isoformat())
    if edition is None:
        known = ", ".join(e.effective_date for e, _ in await docs.editions() if e.kind is document) or "—"
        raise JuezError("docs.unknown_edition", document=document.acronym, date=when.isoformat(), known=known)
    if action == "use":
        await docs.store.use(edition)
        key = "docs.used"
    else:
        current = await docs.store.current(document)
        if current is not None and current.id == edition.id:
            raise JuezError("docs.remove_current", document=document.acronym, date=edition.effective_date)
        await docs.store.remove(edition)
        key = "docs.removed"
    if as_json:
        return {"document": document.value, "effective_date": edition.effective_date, "action": action}
    return Reply(
        title=f"juez docs {action}", description=t(key, lang, document=document.acronym, date=edition.effective_date)
    )


def _edition_json(edition: DocEditionRow, current: bool) -> dict[str, Any]:
    return {**{k: v for k, v in asdict(edition).items() if k != "id"}, "current": current}
