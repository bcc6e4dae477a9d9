"""`juez rules`, `juez cr`, `juez define`, `juez search`: the CR store from a terminal."""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, cast

from bot.catalog import t
from bot.cr.service import RulesService, normalise_number
from bot.database_path import database_path
from bot.errors import JuezError
from bot.handlers.limits import checked
from bot.replies.cr import cr_link, definition_reply, diff_reply, history_reply, rule_reply
from bot.replies.reply import Reply, marked
from bot.storage import EditionRow, Storage
from bot.terminal.session import emit, language, settings_from

if TYPE_CHECKING:
    from bot.settings import Settings

Job = Callable[[RulesService, str], Awaitable[object]]


def _run(args: argparse.Namespace, job: Job) -> int:
    """Open the store, run one job, print what it returns. Settings aren't built: a lookup needs
    only the database path, and validating settings would double its start-up time."""
    lang = language(getattr(args, "lang", None))

    async def main() -> object:
        async with Storage.open(database_path(args.db)) as storage:
            return await job(RulesService(storage), lang)

    return emit(asyncio.run(main()))


def cmd_rules(args: argparse.Namespace) -> int:
    async def update(service: RulesService, lang: str) -> object:
        from bot.cr.ingest import update_rules

        settings = settings_from(args.db)
        outcome = await update_rules(
            service.storage,
            source=args.source,
            default_url=settings.cr_url,
            language=args.cr_lang,
            timeout=settings.http_timeout,
            retries=settings.http_retries,
            force=args.force,
        )
        e = outcome.edition
        if args.json:
            return {
                "effective_date": e.effective_date,
                "language": e.language,
                "rules": e.rule_count,
                "sha256": e.sha256,
                "created": outcome.created,
                "current": outcome.current,
            }
        key = "rules.updated" if outcome.created else "rules.same"
        lines = t(key, lang, date=e.effective_date, language=e.language, rules=e.rule_count, source=e.source)
        if outcome.created and not outcome.current:
            lines += "\n" + t("rules.not_current", lang)
        return Reply(title="juez rules update", description=lines)

    async def listing(service: RulesService, lang: str) -> object:
        storage = service.storage
        editions = await storage.editions()
        currents = {lg: await storage.current_edition(lg) for lg in ("en", "es")}
        current_ids = {c.id for c in currents.values() if c}
        if args.json:
            return [
                {
                    "effective_date": e.effective_date,
                    "language": e.language,
                    "rules": e.rule_count,
                    "glossary": e.glossary_count,
                    "source": e.source,
                    "sha256": e.sha256,
                    "current": e.id in current_ids,
                }
                for e in editions
            ]
        rows = [
            t(
                "rules.list.row",
                lang,
                date=e.effective_date,
                language=e.language,
                rules=e.rule_count,
                glossary=e.glossary_count,
                current=t("rules.list.current", lang) if e.id in current_ids else "",
            )
            for e in editions
        ]
        return Reply(title=t("rules.list", lang), description="\n".join(rows) or "—")

    async def diff(service: RulesService, lang: str) -> object:
        if not args.old or not args.new:
            raise JuezError("cli.diff_needs_dates")
        result = await service.diff(args.old, args.new)
        if args.json:
            return {
                "old": result.old.effective_date,
                "new": result.new.effective_date,
                "added": list(result.added),
                "removed": list(result.removed),
                "changed": list(result.changed),
                "renumbered": [list(p) for p in result.renumbered],
            }
        return diff_reply(result, lang)

    async def stored(service: RulesService) -> EditionRow:
        if not args.old:
            raise JuezError("cli.rules_needs_edition", action=args.action)
        language = args.cr_lang or "en"
        edition = await service.storage.edition_by_date(language, args.old)
        if edition is None:
            known = ", ".join(e.effective_date for e in await service.storage.editions() if e.language == language)
            raise JuezError("error.unknown_edition", edition=f"{args.old} ({language})", known=known or "—")
        return edition

    async def use(service: RulesService, lang: str) -> object:
        edition = await stored(service)
        await service.storage.use_edition(edition)
        if args.json:
            return {"current": edition.effective_date, "language": edition.language}
        return Reply(title="juez rules use", description=t("rules.used", lang, date=edition.effective_date))

    async def remove(service: RulesService, lang: str) -> object:
        edition = await stored(service)
        current = await service.storage.current_edition(edition.language)
        if current is not None and current.id == edition.id:
            raise JuezError("rules.remove_current", date=edition.effective_date)
        await service.storage.remove_edition(edition)
        if args.json:
            return {"removed": edition.effective_date, "language": edition.language}
        return Reply(title="juez rules remove", description=t("rules.removed", lang, date=edition.effective_date))

    jobs: dict[str, Job] = {"update": update, "list": listing, "diff": diff, "use": use, "remove": remove}
    return _run(args, jobs[args.action])


def _with_handlers(args: argparse.Namespace, handler: str, **options: object) -> int:
    """Run the console's and the cogs' own handler (``bot/handlers/cr.py``), with the documents
    beside the rules: "IPG 2.5" and "HCE" answer from the IPG on every surface."""
    from bot.docs.service import PolicyService
    from bot.handlers import Services
    from bot.handlers import cr as handlers

    lang = language(getattr(args, "lang", None))

    async def main() -> object:
        async with Storage.open(database_path(args.db)) as storage:
            settings = cast("Settings", _LazySettings(args.db))
            services = Services(settings, RulesService(storage), docs=PolicyService(storage))
            return await getattr(handlers, handler)(services, lang, **options)

    return emit(asyncio.run(main()))


class _LazySettings:
    """Settings built on first use: a glossary answer never reads one, and building them costs
    a lookup its start-up time (a policy answer reads the documents' page address)."""

    def __init__(self, db: str | None) -> None:
        self._db = db
        self._settings: Settings | None = None

    def __getattr__(self, name: str) -> object:
        if self._settings is None:
            self._settings = settings_from(self._db)
        return getattr(self._settings, name)


def cmd_cr(args: argparse.Namespace) -> int:
    document = None
    if args.number.strip()[:1].isalpha():  # "IPG 2.5": only then is the documents' reader needed
        from engine.policy.lookup import split_document

        document, _ = split_document(args.number)
    if document is not None and not args.history and not args.json:  # "IPG 2.5": the document's section
        return _with_handlers(args, "cr", rule=args.number, examples=args.examples)

    async def job(service: RulesService, lang: str) -> object:
        if args.history:
            history = await service.history(checked("rule", args.number))
            if args.json:
                return [{"effective_date": d, "text": text} for d, text in history]
            return history_reply(normalise_number(args.number), history, lang)
        view = await service.lookup(checked("rule", args.number), lang=lang)
        if not args.json:
            return rule_reply(view, lang, examples=args.examples)
        r = view.rule
        return {
            "number": r.number,
            "kind": r.kind,
            "text": r.text,
            "examples": list(r.examples),
            "refs": list(r.refs),
            "effective_date": view.edition.effective_date,
            "link": cr_link(r.number),
            "children": [{"number": c.number, "text": c.text, "examples": list(c.examples)} for c in view.children],
            **({"spanish": view.spanish, "spanish_source": view.spanish_source} if lang == "es" else {}),
        }

    return _run(args, job)


def cmd_define(args: argparse.Namespace) -> int:
    if not args.json:  # a policy term ("HCE", "Game Loss") answers from its document, as in the console
        return _with_handlers(args, "define", term=args.term)

    async def job(service: RulesService, lang: str) -> object:
        definition = await service.define(checked("term", args.term))
        if not args.json:
            return definition_reply(definition, lang)
        e = definition.entry
        return {
            "term": e.term,
            "definition": e.definition,
            "obsolete": e.obsolete,
            "refs": list(e.refs),
            "alternatives": list(definition.alternatives),
        }

    return _run(args, job)


def cmd_search(args: argparse.Namespace) -> int:
    """The CR and the tournament documents together, as /search answers (``--document`` narrows)."""
    from bot.docs.service import PolicyService
    from bot.handlers.cr import search_results
    from bot.replies.cr import search_reply

    lang = language(args.lang)
    query = checked("query", " ".join(args.words))

    async def main() -> object:
        async with Storage.open(database_path(args.db)) as storage:
            rules, docs = RulesService(storage), PolicyService(storage)
            result, policy = await search_results(rules, docs, query=query, document=args.document, limit=args.limit)
            if not args.json:
                return search_reply(result, lang, policy)
            hits: list[dict[str, Any]] = [
                {"document": "cr", "kind": h.kind, "key": h.key, "snippet": marked(h.snippet), "score": h.score}
                for h in (result.hits if result else ())
            ]
            hits += [
                {
                    "document": h.document.value,
                    "kind": "section",
                    "key": h.number,
                    "title": h.title,
                    "snippet": marked(h.snippet),
                    "score": h.score,
                }
                for h in (policy.hits if policy else ())
            ]
            hits.sort(key=lambda h: float(h["score"]))
            translated = dict.fromkeys((*(result.translated if result else ()), *(policy.translated if policy else ())))
            return {"query": query, "translated": list(translated), "results": hits[: args.limit]}

    return emit(asyncio.run(main()))
