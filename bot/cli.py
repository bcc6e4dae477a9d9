"""The ``juez`` command line: the same services the Discord cogs use, from a terminal.

Every user error is a typed exception turned into one localized line on stderr and exit code 2;
a traceback here would be a bug.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from bot.board_errors import render_board_error
from bot.i18n import normalise_language, t
from bot.render import mana_reply, sba_reply, to_text
from engine.board import BoardError, parse_board
from engine.mana import ManaInputError, classify
from engine.sba import KNOWN_EDITIONS, check_sba
from engine.sba.numbering import UnknownEdition
from engine.state_io import InvalidState, state_from_json

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
    try:
        if args.state is not None:
            state = state_from_json(_read_source(args.state, lang))
        else:
            state = parse_board(args.board)
        result = check_sba(state, edition=args.edition)
    except BoardError as exc:
        raise CliError(render_board_error(exc, args.board or "", lang)) from None
    except InvalidState as exc:
        details = "\n".join(f"  {p.where}: {p.message} (got {p.value})" for p in exc.problems[:20])
        raise CliError(t("error.invalid_state", lang, details=details)) from None
    except UnknownEdition as exc:
        raise CliError(t("error.unknown_edition", lang, edition=exc.edition, known=", ".join(KNOWN_EDITIONS))) from None
    if args.json:
        print(json.dumps(result.summary(), ensure_ascii=False, indent=2))
    else:
        print(to_text(sba_reply(result, lang)), end="")
    return 0


def cmd_mana(args: argparse.Namespace) -> int:
    lang = normalise_language(args.lang)
    text = args.text.replace("\\n", "\n")
    try:
        result = classify(text, card_type=args.type, edition=args.edition)
    except ManaInputError as exc:
        raise CliError(t(exc.key.replace("mana.", "mana.error."), lang, **exc.params)) from None
    except UnknownEdition as exc:
        raise CliError(t("error.unknown_edition", lang, edition=exc.edition, known=", ".join(KNOWN_EDITIONS))) from None
    if args.json:
        print(json.dumps(result.as_json(), ensure_ascii=False, indent=2))
    else:
        print(to_text(mana_reply(result, lang)), end="")
    return 0


def cmd_run_default(args: argparse.Namespace) -> int:
    """What ``make run`` starts: a worked example until the bot and console exist."""
    demo = argparse.Namespace(
        lang=args.lang,
        state=None,
        json=False,
        edition=None,
        board="Grizzly Bears 2/2 damage 2; Rancor aura enchant creature attached to Grizzly Bears",
    )
    return cmd_sba(demo)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="juez", description="Rules assistant for Magic: The Gathering judges.")
    sub = parser.add_subparsers(dest="command", required=True)

    sba = sub.add_parser("sba", help="state-based actions (CR 704) for a board")
    sba.add_argument("board", nargs="?", help='board description, e.g. "Grizzly Bears 2/2 damage 2"')
    sba.add_argument("--state", metavar="FILE", help="a game state as JSON (- for standard input)")
    sba.add_argument("--json", action="store_true", help="machine-readable output")
    sba.add_argument("--lang", default="en", help="reply language: en or es")
    sba.add_argument("--edition", metavar="YYYY-MM-DD", help=f"CR numbering ({', '.join(KNOWN_EDITIONS)})")
    sba.set_defaults(handler=cmd_sba)

    mana = sub.add_parser("mana", help="is it a mana ability? (CR 605)")
    mana.add_argument("text", help="card text; several abilities on separate lines (or separated by \\n)")
    mana.add_argument("--type", help="card type, e.g. Instant (a spell is never a mana ability)")
    mana.add_argument("--json", action="store_true", help="machine-readable output")
    mana.add_argument("--lang", default="en", help="reply language: en or es")
    mana.add_argument("--edition", metavar="YYYY-MM-DD", help="CR numbering for citations")
    mana.set_defaults(handler=cmd_mana)

    run = sub.add_parser("run-default", help="what `make run` starts")
    run.add_argument("--lang", default="en")
    run.set_defaults(handler=cmd_run_default)
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


if __name__ == "__main__":
    raise SystemExit(main())
