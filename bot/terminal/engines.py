"""`juez sba`, `juez layers` and `juez mana`: the engines from a terminal, through the cogs' handlers."""

from __future__ import annotations

import argparse
import asyncio
import sys
from collections.abc import Sequence
from pathlib import Path

from bot.errors import BoardInputError, JuezError
from bot.handlers import layers as layers_handlers
from bot.handlers import mana as mana_handlers
from bot.handlers import sba as sba_handlers
from bot.handlers.heavy import run_heavy
from bot.handlers.limits import checked
from bot.handlers.mana import classify_text
from bot.replies.names import NO_NAMES, ShownNames
from bot.replies.sba import event_text
from bot.terminal.cli import EXIT_USER_ERROR
from bot.terminal.session import emit, language, services, settings_from
from engine.cards import Card
from engine.errors import KeyedError
from engine.model import GameState
from engine.reading import Answer, ChooseReading
from engine.reading.natural.story import EVENT_RULES_EDITION
from engine.state_io import state_from_json
from engine.text import terminal_safe


def _read_source(source: str) -> str:
    if source == "-":
        return sys.stdin.read()
    try:
        return Path(source).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise JuezError("error.file_not_found", path=source, reason=reason) from None


def cmd_sba(args: argparse.Namespace) -> int:
    """The same path as ``/sba`` (``bot.handlers.sba.answered``). A refusal or a question ends
    with status 2: as one localized message on stderr, or with ``--json`` as
    ``{"question": {...}}`` on stdout, so a tool can tell a question from a misread."""
    lang = language(args.lang)
    try:
        return _sba(args, lang)
    except KeyedError as exc:
        if not args.json and not _is_question(exc):
            raise  # said on stderr by the CLI, like every user error
        from bot.replies.errors import describe_error

        if _is_question(exc):
            assert isinstance(exc, BoardInputError) and isinstance(exc.error, ChooseReading)
            names = asyncio.run(_reading_names(args, lang, exc.error)) if not args.json else NO_NAMES
            return _asked(args, lang, exc, _question_text(exc, lang, names))
        return _asked(args, lang, exc, describe_error(exc, lang) or exc.key)


def _question_text(exc: BoardInputError, lang: str, names: ShownNames = NO_NAMES) -> str:
    """A question with readings (``ChooseReading``) as the CLI words it."""
    from bot.replies.readings import question_text

    assert isinstance(exc.error, ChooseReading)
    return terminal_safe(question_text(exc.error, exc.text, lang, how="cli", names=names))


def _asked(args: argparse.Namespace, lang: str, exc: KeyedError, message: str) -> int:
    """A refusal or a question: with ``--json`` as ``{"question": {...}}`` on stdout, else the
    message on stderr; status 2 either way."""
    from bot.replies.readings import question_json

    if args.json:
        emit(question_json(exc, lang, message))
    else:
        sys.stderr.write(message + "\n")
    return EXIT_USER_ERROR


async def _reading_names(args: argparse.Namespace, lang: str, question: ChooseReading) -> ShownNames:
    """The question's readings' cards as the reply names them (printed in Spanish in Spanish)."""
    async with services(settings_from(args.db), create=False) as s:
        return await sba_handlers.reading_names(s, lang, question)


def _is_question(error: BaseException) -> bool:
    return isinstance(error, BoardInputError) and isinstance(error.error, ChooseReading)


def _sba(args: argparse.Namespace, lang: str) -> int:
    if args.state is None and args.board is None:
        raise JuezError("cli.sba_needs_board")
    given: GameState | None = state_from_json(_read_source(args.state)) if args.state is not None else None
    board = checked("board", args.board or "")
    pick = sba_handlers.reading_number(args.reading)

    async def main() -> object:
        async with services(settings_from(args.db), create=False) as s:
            found = await sba_handlers.answered(s, board, pick=pick, edition=args.edition, given=given, lang=lang)
            if args.json:
                return _answer_json(found, lang, await sba_handlers.printed_names(s, lang, found))
            return await sba_handlers.answer_reply(s, lang, found, board=given is None)

    return emit(asyncio.run(main()))


def _answer_json(found: Answer, lang: str, names: dict[str, str]) -> dict[str, object]:
    """Today's ``--json`` shape; an answer from a reading adds which one (``reading``) and what
    it took from each event told (``events``: the message in ``lang``, the rule, the change)."""
    summary = found.result.summary()
    if found.reading is not None:
        summary["reading"] = _reading_json(found.reading, found.assumed, found.skipped)
        if found.events:
            summary["events_edition"] = EVENT_RULES_EDITION  # the CR the events' rule numbers are from
            summary["events"] = [
                {"text": event_text(e, lang, names), "rule": e.rule, "result": e.result, "key": e.key}
                for e in found.events
            ]
    return summary


def _reading_json(line: str, assumed: Sequence[str], skipped: Sequence[str]) -> dict[str, object]:
    """The reading an answer was made from, in ``--json`` (/sba's and /layers' alike)."""
    # an assumption the reading made is its catalog key and the card it is about
    return {"line": line, "assumed": [a.replace("\t", ": ") for a in assumed], "skipped": list(skipped)}


def cmd_layers(args: argparse.Namespace) -> int:
    """The same path as ``/layers``; a question (readings that part) ends with status 2 as
    ``/sba``'s does, its readings numbered, each a line to give back as the board."""
    lang = language(args.lang)
    if args.state is None and args.board is None:
        raise JuezError("cli.layers_needs_board")
    given: GameState | None = state_from_json(_read_source(args.state)) if args.state is not None else None
    wanted = checked("name", args.object).strip() or None if args.object is not None else None

    async def main() -> object:
        async with services(settings_from(args.db), create=False) as s:
            cards = await sba_handlers.catalog(s)
            found = None
            if given is not None:
                state = given
            else:
                found = await run_heavy(lambda: layers_handlers.read_for_layers(args.board, cards, lang))
                state = found.state
            if args.json:
                summary = await run_heavy(lambda: layers_handlers.traced(state, args.board or "", wanted).summary())
                if found is not None and found.reading is not None:
                    summary["reading"] = _reading_json(found.reading, found.assumed, found.skipped)
                return summary
            return await layers_handlers.layers_answer(
                s, lang, state, args.board or "", wanted, args.edition, cards, read=found
            )

    try:
        return emit(asyncio.run(main()))
    except BoardInputError as exc:
        if not _is_question(exc):
            raise
        return _asked(args, lang, exc, _question_text(exc, lang))


def cmd_mana(args: argparse.Namespace) -> int:
    """The handler /mana and the console's /mana call (``bot.handlers.mana``): a card's name
    typed as the text answers for the card, as it does there."""
    lang = language(args.lang)

    async def main() -> object:
        async with services(settings_from(args.db), create=False) as s:
            options = {"ability": args.text, "card_type": args.type, "card": args.card, "edition": args.edition}
            if not args.json:
                return await mana_handlers.mana(s, lang, **options)
            found = await mana_handlers.answer(s, **options)
            if isinstance(found, Card):
                return {
                    face.name: (
                        await classify_text(s, face.text, mana_handlers.face_type(face), args.edition)
                    ).as_json()
                    for face in found.faces
                }
            return found.as_json()

    return emit(asyncio.run(main()))
