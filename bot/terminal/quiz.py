"""`juez quiz`: the quiz in a terminal. Asks, reads A–D from standard input, grades, explains,
keeps the score (the terminal's player is one local user). ``--seed`` replays a known question
as practice: graded and explained, not scored."""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.catalog import t
from bot.errors import JuezError
from bot.handlers import quiz as handlers
from bot.replies.quiz import LETTERS, question_reply
from bot.replies.reply import to_text
from bot.terminal.session import language, services, settings_from


def cmd_quiz(args: argparse.Namespace) -> int:
    lang = language(args.lang)

    async def main() -> int:
        async with services(settings_from(args.db)) as s:
            topic, level, rounds, seed = handlers.options(args.topic, args.difficulty, args.rounds, args.seed)
            base = handlers.require_quiz(s).ticket(seed)
            for round_ in range(1, rounds + 1):
                asked = await handlers.ask(s, lang, topic, level, base.at(round_))
                sys.stdout.write(to_text(question_reply(asked, lang, rounds=rounds)))
                typed = args.answer if args.answer else await _read(lang)
                if typed is None or typed.strip().casefold() in ("q", "quit", "salir", ""):
                    return 0
                letter = typed.strip().upper()
                if len(letter) != 1 or letter not in LETTERS:
                    raise JuezError("quiz.bad_answer", value=typed.strip())
                _, reply = await handlers.answer(s, lang, asked, LETTERS.index(letter), handlers.TERMINAL_USER, None)
                sys.stdout.write("\n" + to_text(reply) + "\n")
        return 0

    return asyncio.run(main())


async def _read(lang: str) -> str | None:
    if sys.stdin.isatty():
        sys.stdout.write(t("quiz.prompt_answer", lang))
        sys.stdout.flush()
    line = await asyncio.to_thread(sys.stdin.readline)
    return line or None
