"""The ``juez`` command line: the launcher, and every command the bot has, from a terminal.

Each subcommand names its function as ``module:function`` and is imported only when run, so
``juez cr 704.5g`` never imports discord.py or the board parser. Every user error is a
``KeyedError`` said in one localized line on stderr with exit code 2; a traceback here would be
a bug.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Callable, Sequence

from bot.catalog import normalise_language
from engine.numbering import KNOWN_EDITIONS

EXIT_USER_ERROR = 2


def _parents() -> dict[str, argparse.ArgumentParser]:
    """The options several commands share, declared once."""
    db = argparse.ArgumentParser(add_help=False)
    db.add_argument("--db", metavar="PATH", help="database path (default: DATABASE_PATH or data/juez.sqlite3)")
    lang = argparse.ArgumentParser(add_help=False)
    lang.add_argument("--lang", help="reply language: en or es")
    output = argparse.ArgumentParser(add_help=False)
    output.add_argument("--json", action="store_true", help="machine-readable output")
    edition = argparse.ArgumentParser(add_help=False)
    edition.add_argument(
        "--edition",
        metavar="YYYY-MM-DD",
        help=f"CR numbering ({', '.join(KNOWN_EDITIONS)}); default: the stored edition, else the newest",
    )
    return {"db": db, "lang": lang, "json": output, "edition": edition}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="juez", description="Rules assistant for Magic: The Gathering judges.")
    sub = parser.add_subparsers(dest="command", required=True)
    p = _parents()
    engines = [p["db"], p["lang"], p["json"], p["edition"]]
    store = [p["db"], p["lang"], p["json"]]

    def command(name: str, target: str, parents: list[argparse.ArgumentParser], help: str) -> argparse.ArgumentParser:
        parser = sub.add_parser(name, parents=parents, help=help)
        parser.set_defaults(handler=target)
        return parser

    sba = command("sba", "bot.terminal.engines:cmd_sba", engines, "state-based actions (CR 704) for a board")
    sba.add_argument("board", nargs="?", help='board description, e.g. "Grizzly Bears 2/2 damage 2"')
    sba.add_argument("--state", metavar="FILE", help="a game state as JSON (- for standard input)")
    sba.add_argument(
        "--reading", metavar="N", help="when the board reads several ways (a question): the reading you mean, from 1"
    )

    layers = command("layers", "bot.terminal.engines:cmd_layers", engines, "continuous effects layer by layer (CR 613)")
    layers.add_argument("board", nargs="?", help='board description, e.g. "Humility; Opalescence; Grizzly Bears"')
    layers.add_argument(
        "--object", metavar="NAME", help="the object to trace (default: every object an effect changes)"
    )
    layers.add_argument("--state", metavar="FILE", help="a game state as JSON (- for standard input)")

    mana = command("mana", "bot.terminal.engines:cmd_mana", engines, "is it a mana ability? (CR 605)")
    mana.add_argument("text", nargs="?", help="card text; several abilities on separate lines (or separated by \\n)")
    mana.add_argument("--type", help="card type, e.g. Instant (a spell is never a mana ability)")
    mana.add_argument("--card", metavar="NAME", help="every ability of this card (English or Spanish name)")

    card = command("card", "bot.terminal.cards:cmd_card", store, "a card by its English or Spanish name")
    card.add_argument("name", nargs="+")
    card.add_argument("--rulings", action="store_true", help="the card's rulings instead of its text")
    ruling = command("ruling", "bot.terminal.cards:cmd_ruling", store, "a card's rulings, those about some words first")
    ruling.add_argument("card", help="the card's name (quote it)")
    ruling.add_argument("query", nargs="*", help="words the rulings should mention (English or Spanish)")
    cards = command("cards", "bot.terminal.cards:cmd_cards", store, "the stored card data: update, status")
    cards.add_argument("action", choices=("update", "status"))
    cards.add_argument("--from", dest="source", metavar="PATH_OR_URL", help="import this AtomicCards file or URL")
    cards.add_argument("--force", action="store_true", help="import even far fewer cards than are stored")

    rules = command(
        "rules",
        "bot.terminal.rules:cmd_rules",
        [p["db"], p["json"]],
        "the stored Comprehensive Rules: update, list, diff, use, remove",
    )
    rules.add_argument("action", choices=("update", "list", "diff", "use", "remove"))
    rules.add_argument("old", nargs="?", help="diff: the older edition; use/remove: the edition (YYYY-MM-DD)")
    rules.add_argument("new", nargs="?", help="diff: the newer edition (YYYY-MM-DD)")
    rules.add_argument("--from", dest="source", metavar="PATH_OR_URL", help="import this file or URL")
    rules.add_argument("--lang", dest="cr_lang", choices=("en", "es"), help="language of the text or edition")
    rules.add_argument(
        "--force", action="store_true", help="import even a file that fails the wholeness checks (see README)"
    )

    cr = command("cr", "bot.terminal.rules:cmd_cr", store, "show a rule: 704.5g, 704.5, 704")
    cr.add_argument("number")
    cr.add_argument("--examples", action="store_true", help="include examples")
    cr.add_argument("--history", action="store_true", help="the rule in every stored edition")

    define = command("define", "bot.terminal.rules:cmd_define", store, "a glossary term (fuzzy)")
    define.add_argument("term")

    search = command(
        "search", "bot.terminal.rules:cmd_search", store, "full-text search of the rules, glossary and documents"
    )
    search.add_argument("words", nargs="+")
    search.add_argument("--limit", type=int, default=10)
    search.add_argument(
        "--document", choices=("all", "cr", "mtr", "ipg", "jar"), default="all", help="where to search (default: all)"
    )

    for name, what, example in (
        ("ipg", "Infraction Procedure Guide", "2.5, HCE, Hidden Card Error"),
        ("mtr", "Magic Tournament Rules", "4.2, Appendix B"),
        ("jar", "Judging at Regular REL", "2.1"),
    ):
        section = command(name, "bot.terminal.docs:cmd_section", store, f"a section of the {what}")
        section.add_argument("section", nargs="*", help=f"e.g. {example}; nothing for the contents")
        section.add_argument("--history", action="store_true", help="the section in every stored edition")

    docs = command(
        "docs",
        "bot.terminal.docs:cmd_docs",
        store,
        "the stored tournament documents (MTR, IPG, JAR): update, list, use, remove",
    )
    docs.add_argument("action", choices=("update", "list", "use", "remove"))
    docs.add_argument(
        "targets", nargs="*", metavar="mtr|ipg|jar|YYYY-MM-DD", help="which documents; use/remove: and the edition"
    )
    docs.add_argument("--from", dest="source", metavar="PATH_OR_URL", help="import this file, folder or URL")
    docs.add_argument("--date", metavar="YYYY-MM-DD", help="update: the effective date, for files that state none")
    docs.add_argument("--force", action="store_true", help="import even a file that fails the wholeness checks")

    quiz = command("quiz", "bot.terminal.quiz:cmd_quiz", [p["db"], p["lang"]], "a judge-study quiz question, graded")
    quiz.add_argument("--topic", default="mixed", help="sba, mana, rules, layers or mixed (default)")
    quiz.add_argument("--difficulty", type=int, default=1, help="1, 2 or 3")
    quiz.add_argument("--rounds", type=int, default=1, help="questions in a row (1 to 10)")
    quiz.add_argument("--seed", type=int, help="ask a given question (its seed)")
    quiz.add_argument("--answer", help="answer A–D without reading standard input")

    doctor = command(
        "doctor", "bot.terminal.doctor:cmd_doctor", [p["db"], p["json"]], "database health, stored data, settings"
    )
    doctor.add_argument(
        "--live",
        action="store_true",
        help="only: is the running bot's gateway connected (HEARTBEAT_FILE)? exit 1 if not",
    )

    session = [p["db"], p["lang"]]
    command("console", "bot.terminal.launch:cmd_console", session, "the slash commands in a terminal (no Discord)")
    ask = command("ask", "bot.terminal.launch:cmd_ask", session, 'run one console line: juez ask "/cr 704.5g"')
    ask.add_argument("line", nargs="+")
    command("run", "bot.terminal.launch:cmd_run", [p["db"]], "start the Discord bot (needs DISCORD_TOKEN)")
    command(
        "run-default",
        "bot.terminal.launch:cmd_run_default",
        session,
        "what `make run` starts: the bot, or the console without a token",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    module, _, function = str(args.handler).partition(":")
    lang = normalise_language(getattr(args, "lang", None))
    try:
        handler: Callable[[argparse.Namespace], int] = getattr(importlib.import_module(module), function)
        return handler(args)
    except Exception as exc:  # user errors become one message; anything else is a bug and propagates
        from bot.replies.errors import describe_error

        message = describe_error(exc, lang)
        if message is None:
            raise
        print(message, file=sys.stderr)
        return EXIT_USER_ERROR


if __name__ == "__main__":
    raise SystemExit(main())
