"""`juez run`, `juez run-default` (what `make run` starts), `juez console` and `juez ask`."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys

from bot.catalog import t
from bot.settings import Settings
from bot.terminal.console import Console
from bot.terminal.session import language, services, settings_from
from engine.policy import Document


def configure_logging(level: str) -> None:
    logging.basicConfig(level=level.upper(), format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("discord.http").setLevel(logging.WARNING)


async def _console(settings: Settings, lines: list[str] | None, lang: str, *, fetch_rules: bool = False) -> int:
    async with services(settings, checked=True) as s:
        rules = s.require_rules()
        if fetch_rules and await rules.storage.current_edition("en") is None:
            from bot.cr.ingest import import_if_missing

            await import_if_missing(rules.storage, settings)
            if await rules.storage.current_edition("en") is None:
                print(t("cr.no_edition", lang), file=sys.stderr)
        if fetch_rules and await rules.storage.current_card_build() is None:
            from bot.cards.ingest import import_if_missing as import_cards_if_missing

            await import_cards_if_missing(
                rules.storage, settings.cards_url, timeout=settings.http_timeout, retries=settings.http_retries
            )
            if await rules.storage.current_card_build() is None:
                print(t("cards.none", lang), file=sys.stderr)
        if fetch_rules:
            from bot.docs.ingest import import_if_missing as import_docs_if_missing

            docs = s.require_docs()
            await import_docs_if_missing(docs.store, settings)
            missing = [d.acronym for d in Document if await docs.current(d) is None]
            if len(missing) == len(Document):
                print(t("docs.none_stored", lang), file=sys.stderr)
            for acronym in missing if len(missing) < len(Document) else ():
                print(t("docs.none", lang, document=acronym), file=sys.stderr)
        console = Console(s, lang=lang)
        if lines is None:
            return await console.loop(sys.stdin)
        for line in lines:
            await console.run_line(line)
        return 0


def cmd_console(args: argparse.Namespace) -> int:
    settings = settings_from(args.db)
    return asyncio.run(_console(settings, None, language(args.lang, settings)))


def cmd_ask(args: argparse.Namespace) -> int:
    settings = settings_from(args.db)
    return asyncio.run(_console(settings, [" ".join(args.line)], language(args.lang, settings)))


def cmd_run(args: argparse.Namespace) -> int:
    from bot.discord.bot import EXIT_GATEWAY, GatewayLost, run_bot

    settings = settings_from(args.db)
    configure_logging(settings.log_level)
    try:
        asyncio.run(run_bot(settings))
    except GatewayLost:  # logged where it happened; the supervisor restarts the process
        return EXIT_GATEWAY
    return 0


def cmd_run_default(args: argparse.Namespace) -> int:
    """The bot with a token, the console without one."""
    settings = settings_from(args.db)
    if settings.discord_token is not None:
        return cmd_run(args)
    lang = language(args.lang, settings)
    print(t("run.no_token", lang), file=sys.stderr)
    return asyncio.run(_console(settings, None, lang, fetch_rules=True))
