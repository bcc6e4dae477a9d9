"""`juez card` and `juez cards update`: card knowledge from a terminal."""

from __future__ import annotations

import argparse
import asyncio
from dataclasses import asdict
from typing import Any

from bot.catalog import t
from bot.handlers import cards as handlers
from bot.replies.reply import Reply
from bot.storage import CardBuildRow
from bot.terminal.session import emit, language, services, settings_from


def cmd_card(args: argparse.Namespace) -> int:
    lang = language(args.lang)
    name = " ".join(args.name)

    async def main() -> object:
        async with services(settings_from(args.db)) as s:
            card = await handlers.find(s, name)
            if args.json:
                return card.to_json()
            return await (handlers.rulings_of(s, lang, card) if args.rulings else handlers.card_of(s, lang, card))

    return emit(asyncio.run(main()))


def cmd_ruling(args: argparse.Namespace) -> int:
    """``juez ruling CARD [WORDS…]``: the handler /ruling and the console's /ruling call."""
    lang = language(args.lang)

    async def main() -> object:
        async with services(settings_from(args.db)) as s:
            return await handlers.ruling(s, lang, card=args.card, query=" ".join(args.query))

    return emit(asyncio.run(main()))


def cmd_cards(args: argparse.Namespace) -> int:
    lang = language(args.lang)

    async def main() -> object:
        from bot.cards.ingest import update_cards

        settings = settings_from(args.db)
        async with services(settings) as s:
            cards = s.require_cards()
            if args.action == "status":
                build = await cards.storage.current_card_build()
                if build is None:
                    return {"cards": 0} if args.json else Reply(title="juez cards", description=t("cards.none", lang))
                return _build_json(build) if args.json else _status(build, lang)
            outcome = await update_cards(
                cards.storage,
                source=args.source,
                default_url=settings.cards_url,
                timeout=settings.http_timeout,
                retries=settings.http_retries,
                force=args.force,
            )
            build = outcome.build
            if args.json:
                return {**_build_json(build), "created": outcome.created}
            key = "cards.updated" if outcome.created else "cards.same"
            return Reply(
                title="juez cards update",
                description=t(key, lang, count=build.card_count, version=build.version, source=build.source),
            )

    return emit(asyncio.run(main()))


def _status(build: CardBuildRow, lang: str) -> Reply:
    return Reply(
        title="juez cards",
        description=t("cards.status", lang, count=build.card_count, version=build.version, date=build.build_date),
    )


def _build_json(build: CardBuildRow) -> dict[str, Any]:
    return {k: v for k, v in asdict(build).items() if k != "id"}
