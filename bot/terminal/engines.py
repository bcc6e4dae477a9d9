"""`juez sba`, `juez layers` and `juez mana`: the engines from a terminal, through the cogs' handlers."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.errors import JuezError
from bot.handlers import cards as cards_handlers
from bot.handlers import layers as layers_handlers
from bot.handlers import mana as mana_handlers
from bot.handlers import sba as sba_handlers
from bot.handlers.citations import resolver
from bot.handlers.heavy import run_heavy
from bot.handlers.limits import checked
from bot.handlers.mana import classify_text
from bot.replies.mana import mana_reply
from bot.replies.sba import sba_reply
from bot.terminal.session import emit, language, services, settings_from
from engine.model import GameState
from engine.sba.result import SbaResult
from engine.sba.rulings import bearing_rulings, involved_cards
from engine.state_io import state_from_json


def _read_source(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise JuezError("error.file_not_found", path=source, reason=reason) from None


def cmd_sba(args: argparse.Namespace) -> int:
    lang = language(args.lang)
    if args.state is None and args.board is None:
        raise JuezError("cli.sba_needs_board")
    given: GameState | None = state_from_json(_read_source(args.state)) if args.state is not None else None

    async def main() -> object:
        async with services(settings_from(args.db), create=False) as s:
            cards = await sba_handlers.catalog(s)
            numbers = await resolver(s, args.edition)

            def answer() -> tuple[GameState, SbaResult]:  # killed at the budget, as on Discord
                state = given or sba_handlers.read_board(args.board, cards)
                return state, sba_handlers.checked_board(
                    state, args.board or "", edition=args.edition, resolver=numbers
                )

            state, result = await run_heavy(answer)
            rulings = bearing_rulings(result, await sba_handlers.card_rulings(s, involved_cards(result)))
        if args.json:
            return result.summary()
        board = state if given is None else None
        return sba_reply(result, lang, board=board, rulings=rulings)

    return emit(asyncio.run(main()))


def cmd_layers(args: argparse.Namespace) -> int:
    lang = language(args.lang)
    if args.state is None and args.board is None:
        raise JuezError("cli.layers_needs_board")
    given: GameState | None = state_from_json(_read_source(args.state)) if args.state is not None else None
    wanted = checked("name", args.object).strip() or None if args.object is not None else None

    async def main() -> object:
        async with services(settings_from(args.db), create=False) as s:
            cards = await sba_handlers.catalog(s)
            state = given if given is not None else await run_heavy(lambda: sba_handlers.read_board(args.board, cards))
            if args.json:
                return await run_heavy(lambda: layers_handlers.traced(state, args.board or "", wanted).summary())
            return await layers_handlers.layers_answer(s, lang, state, args.board or "", wanted, args.edition, cards)

    return emit(asyncio.run(main()))


def cmd_mana(args: argparse.Namespace) -> int:
    lang = language(args.lang)

    if args.card is None and not args.text:
        raise JuezError("mana.needs_input")
    if args.text:
        args.text = checked("ability", args.text)

    async def main() -> object:
        async with services(settings_from(args.db), create=args.card is not None) as s:
            card = await cards_handlers.find(s, args.card, field="card") if args.card is not None else None
            if card is None and args.edition is None:
                card = await mana_handlers.card_named(s, args.text)  # "Llanowar Elves": that card
            if card is not None and args.json:
                return {
                    face.name: (
                        await classify_text(s, face.text, mana_handlers.face_type(face), args.edition)
                    ).as_json()
                    for face in card.faces
                }
            if card is not None:
                return await mana_handlers.card_mana(s, lang, card, args.edition)
            result = await classify_text(s, args.text, args.type, args.edition)
        return result.as_json() if args.json else mana_reply(result, lang)

    return emit(asyncio.run(main()))
