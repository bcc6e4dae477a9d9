"""The ``juez`` command line: the same services the Discord cogs use, from a terminal.

Every user error is a typed exception turned into one localized line on stderr and exit code 2;
a traceback here would be a bug.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import sys
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path

from bot.app import ensure_rules, run_bot
from bot.console import Console
from bot.errors import BoardInputError, describe_error
from bot.handlers import Services
from bot.i18n import normalise_language, t
from bot.ingest import update_rules
from bot.render import (
    Reply,
    cr_link,
    definition_reply,
    diff_reply,
    history_reply,
    mana_reply,
    rule_reply,
    sba_reply,
    search_reply,
    to_text,
)
from bot.rules import RulesService, normalise_number
from bot.settings import Settings
from bot.storage import Storage
from engine.board import BoardError, parse_board
from engine.mana import classify
from engine.numbering import RuleResolver
from engine.sba import KNOWN_EDITIONS, check_sba
from engine.state_io import state_from_json

EXIT_USER_ERROR = 2


class CliError(Exception):
    """A user-facing error already rendered in the user's language."""


def _read_source(source: str, lang: str) -> str:
    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(
            t("error.file_not_found", lang, path=source, reason=getattr(exc, "strerror", None) or exc)
        ) from None


def cmd_sba(args: argparse.Namespace) -> int:
    lang = normalise_language(args.lang)
    if args.state is None and args.board is None:
        raise CliError("juez sba: give a board description or --state FILE (use - for standard input)")
    if args.state is not None:
        state = state_from_json(_read_source(args.state, lang))
    else:
        try:
            state = parse_board(args.board)
        except BoardError as exc:
            raise BoardInputError(exc, args.board) from None
    result = check_sba(state, edition=args.edition, resolver=_stored_resolver(args))
    if args.json:
        print(json.dumps(result.summary(), ensure_ascii=False, indent=2))
    else:
        print(to_text(sba_reply(result, lang, board=state if args.state is None else None)), end="")
    return 0


def cmd_mana(args: argparse.Namespace) -> int:
    lang = normalise_language(args.lang)
    resolver = _stored_resolver(args)
    result = classify(args.text.replace("\\n", "\n"), card_type=args.type, edition=args.edition, resolver=resolver)
    if args.json:
        print(json.dumps(result.as_json(), ensure_ascii=False, indent=2))
    else:
        print(to_text(mana_reply(result, lang)), end="")
    return 0


# -- Comprehensive Rules commands ----------------------------------------------------------------


def _settings(args: argparse.Namespace) -> Settings:
    settings = Settings()
    if getattr(args, "db", None):
        settings = settings.model_copy(update={"database_path": Path(args.db)})
    return settings


def _stored_resolver(args: argparse.Namespace) -> RuleResolver | None:
    """Without ``--edition``, cite as the bot does: from the stored current edition, if any.

    Then ``juez sba`` and ``juez cr`` agree on every number; with nothing stored (or an
    explicit ``--edition``) the engine's own numbering tables decide.
    """
    if args.edition is not None:
        return None
    settings = _settings(args)
    if not Path(settings.database_path).exists():
        return None

    async def main() -> RuleResolver:
        async with Storage.open(settings.database_path) as storage:
            return await RulesService(storage).resolver("en")

    return asyncio.run(main())


def _run_store(args: argparse.Namespace, job: Callable[[RulesService, Settings, str], Awaitable[object]]) -> int:
    """Open the store, run one lookup, print it; every store error becomes a message."""
    lang = normalise_language(getattr(args, "lang", "en"))
    settings = _settings(args)

    async def main() -> object:
        async with Storage.open(settings.database_path) as storage:
            return await job(RulesService(storage), settings, lang)

    output = asyncio.run(main())
    if isinstance(output, Reply):
        print(to_text(output), end="")
    else:
        print(json.dumps(output, ensure_ascii=False, indent=2))
    return 0


def cmd_rules(args: argparse.Namespace) -> int:
    async def job(service: RulesService, settings: Settings, lang: str) -> object:
        storage = service.storage
        if args.action == "update":
            outcome = await update_rules(
                storage,
                source=args.source,
                default_url=settings.cr_url,
                language=args.cr_lang,
                timeout=settings.http_timeout,
                retries=settings.http_retries,
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
        if args.action == "list":
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
        if not args.old or not args.new:
            raise CliError("juez rules diff OLD NEW (dates as YYYY-MM-DD)")
        diff = await service.diff(args.old, args.new)
        if args.json:
            return {
                "old": diff.old.effective_date,
                "new": diff.new.effective_date,
                "added": list(diff.added),
                "removed": list(diff.removed),
                "changed": list(diff.changed),
                "renumbered": [list(p) for p in diff.renumbered],
            }
        return diff_reply(diff, lang)

    return _run_store(args, job)


def cmd_cr(args: argparse.Namespace) -> int:
    async def job(service: RulesService, settings: Settings, lang: str) -> object:
        if args.history:
            number = normalise_number(args.number)
            history = await service.history(args.number)
            if args.json:
                return [{"effective_date": d, "text": text} for d, text in history]
            return history_reply(number, history, lang)
        view = await service.lookup(args.number, lang=lang)
        if args.json:
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
        return rule_reply(view, lang, examples=args.examples)

    return _run_store(args, job)


def cmd_define(args: argparse.Namespace) -> int:
    async def job(service: RulesService, settings: Settings, lang: str) -> object:
        definition = await service.define(args.term)
        if args.json:
            e = definition.entry
            return {
                "term": e.term,
                "definition": e.definition,
                "obsolete": e.obsolete,
                "refs": list(e.refs),
                "alternatives": list(definition.alternatives),
            }
        return definition_reply(definition, lang)

    return _run_store(args, job)


def cmd_search(args: argparse.Namespace) -> int:
    async def job(service: RulesService, settings: Settings, lang: str) -> object:
        result = await service.search(" ".join(args.words), limit=args.limit)
        if args.json:
            return {
                "query": result.query,
                "translated": list(result.translated),
                "results": [
                    {"kind": h.kind, "key": h.key, "snippet": h.snippet, "score": h.score} for h in result.hits
                ],
            }
        return search_reply(result, lang)

    return _run_store(args, job)


async def _console(settings: Settings, lines: list[str] | None, lang: str, *, fetch_rules: bool = False) -> int:
    async with Storage.open(settings.database_path) as storage:
        if fetch_rules and await storage.current_edition("en") is None:
            await ensure_rules(storage, settings)
            if await storage.current_edition("en") is None:
                print(t("cr.no_edition", lang), file=sys.stderr)
        services = Services(RulesService(storage), settings)
        console = Console(services, lang=lang)
        if lines is not None:
            for line in lines:
                await console.run_line(line)
            return 0
        interactive = sys.stdin.isatty()
        while True:
            if interactive:
                print(t("console.prompt", console.lang), end="", flush=True)
            line = await asyncio.to_thread(sys.stdin.readline)
            if not line:
                return 0
            if line.strip() and not await console.run_line(line):
                return 0


def cmd_console(args: argparse.Namespace) -> int:
    settings = _settings(args)
    return asyncio.run(_console(settings, None, normalise_language(args.lang or settings.default_language)))


def cmd_ask(args: argparse.Namespace) -> int:
    settings = _settings(args)
    return asyncio.run(
        _console(settings, [" ".join(args.line)], normalise_language(args.lang or settings.default_language))
    )


def cmd_run(args: argparse.Namespace) -> int:
    settings = _settings(args)
    configure_logging(settings.log_level)
    asyncio.run(run_bot(settings))
    return 0


def cmd_run_default(args: argparse.Namespace) -> int:
    """What ``make run`` starts: the bot with a token, the console without one."""
    settings = _settings(args)
    if settings.discord_token is not None:
        return cmd_run(args)
    lang = normalise_language(args.lang or settings.default_language)
    print(t("run.no_token", lang), file=sys.stderr)
    return asyncio.run(_console(settings, None, lang, fetch_rules=True))


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord.http").setLevel(logging.WARNING)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="juez", description="Rules assistant for Magic: The Gathering judges.")
    sub = parser.add_subparsers(dest="command", required=True)

    sba = sub.add_parser("sba", help="state-based actions (CR 704) for a board")
    sba.add_argument("board", nargs="?", help='board description, e.g. "Grizzly Bears 2/2 damage 2"')
    sba.add_argument("--state", metavar="FILE", help="a game state as JSON (- for standard input)")
    sba.add_argument("--json", action="store_true", help="machine-readable output")
    sba.add_argument("--lang", default="en", help="reply language: en or es")
    sba.add_argument(
        "--edition",
        metavar="YYYY-MM-DD",
        help=f"CR numbering ({', '.join(KNOWN_EDITIONS)}); default: the stored edition, else the newest",
    )
    sba.add_argument("--db", help="database whose current edition gives the rule numbers")
    sba.set_defaults(handler=cmd_sba)

    mana = sub.add_parser("mana", help="is it a mana ability? (CR 605)")
    mana.add_argument("text", help="card text; several abilities on separate lines (or separated by \\n)")
    mana.add_argument("--type", help="card type, e.g. Instant (a spell is never a mana ability)")
    mana.add_argument("--json", action="store_true", help="machine-readable output")
    mana.add_argument("--lang", default="en", help="reply language: en or es")
    mana.add_argument(
        "--edition",
        metavar="YYYY-MM-DD",
        help="CR numbering for citations; default: the stored edition, else the newest",
    )
    mana.add_argument("--db", help="database whose current edition gives the rule numbers")
    mana.set_defaults(handler=cmd_mana)

    rules = sub.add_parser("rules", help="the stored Comprehensive Rules: update, list, diff")
    rules.add_argument("action", choices=("update", "list", "diff"))
    rules.add_argument("old", nargs="?", help="diff: the older edition (YYYY-MM-DD)")
    rules.add_argument("new", nargs="?", help="diff: the newer edition (YYYY-MM-DD)")
    rules.add_argument("--from", dest="source", metavar="PATH_OR_URL", help="import this file or URL")
    rules.add_argument("--lang", dest="cr_lang", choices=("en", "es"), help="language of the imported text")
    rules.add_argument("--json", action="store_true")
    rules.add_argument("--db", help="database path (default: DATABASE_PATH or data/juez.sqlite3)")
    rules.set_defaults(handler=cmd_rules, lang="en")

    cr = sub.add_parser("cr", help="show a rule: 704.5g, 704.5, 704")
    cr.add_argument("number")
    cr.add_argument("--examples", action="store_true", help="include examples")
    cr.add_argument("--history", action="store_true", help="the rule in every stored edition")
    cr.add_argument("--lang", default="en")
    cr.add_argument("--json", action="store_true")
    cr.add_argument("--db")
    cr.set_defaults(handler=cmd_cr)

    define = sub.add_parser("define", help="a glossary term (fuzzy)")
    define.add_argument("term")
    define.add_argument("--lang", default="en")
    define.add_argument("--json", action="store_true")
    define.add_argument("--db")
    define.set_defaults(handler=cmd_define)

    search = sub.add_parser("search", help="full-text search of rules and glossary")
    search.add_argument("words", nargs="+")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument("--lang", default="en")
    search.add_argument("--json", action="store_true")
    search.add_argument("--db")
    search.set_defaults(handler=cmd_search)

    console = sub.add_parser("console", help="the slash commands in a terminal (no Discord needed)")
    console.add_argument("--lang")
    console.add_argument("--db")
    console.set_defaults(handler=cmd_console)

    ask = sub.add_parser("ask", help='run one console line: juez ask "/cr 704.5g"')
    ask.add_argument("line", nargs="+")
    ask.add_argument("--lang")
    ask.add_argument("--db")
    ask.set_defaults(handler=cmd_ask)

    run = sub.add_parser("run", help="start the Discord bot (needs DISCORD_TOKEN)")
    run.add_argument("--db")
    run.set_defaults(handler=cmd_run)

    default = sub.add_parser("run-default", help="what `make run` starts: the bot, or the console without a token")
    default.add_argument("--lang")
    default.add_argument("--db")
    default.set_defaults(handler=cmd_run_default)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    handler: Callable[[argparse.Namespace], int] = args.handler
    try:
        return handler(args)
    except CliError as exc:
        print(str(exc), file=sys.stderr)
        return EXIT_USER_ERROR
    except Exception as exc:  # user errors become one message; anything else is a bug and propagates
        message = describe_error(exc, normalise_language(getattr(args, "lang", None)))
        if message is None:
            raise
        print(message, file=sys.stderr)
        return EXIT_USER_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
