"""`juez console` and `juez ask`: the slash commands in a terminal, through the same handlers.

Lines look like Discord's: ``/sba board: Grizzly Bears 2/2 damage 2``, ``/cr 704.5g``,
``/mana ability: {T}: Add {G}. card_type: Instant``, ``/language es``. Command and option names
come from the registry, so Spanish names work too (``/rc regla: 704.5g``). Replies are the same
``Reply`` objects the bot turns into embeds.
"""

from __future__ import annotations

import asyncio
import re
import sys
from dataclasses import dataclass, field
from typing import Any, TextIO

from bot.catalog import normalise_language, t
from bot.commands import BY_ANY_NAME, Command
from bot.errors import UnknownCommand
from bot.handlers import Services
from bot.quiz.service import Asked
from bot.replies.errors import describe_error
from bot.replies.quiz import LETTERS, question_reply
from bot.replies.reply import Reply, to_text

QUIT = frozenset({"quit", "exit", "salir"})
TRUE = frozenset({"true", "yes", "sí", "si", "1", "on"})
FALSE = frozenset({"false", "no", "0", "off"})


def parse_line(line: str) -> tuple[Command | None, dict[str, Any]]:
    """``/cr regla: 704.5g`` → the registry row and its typed options; None for a quit.

    A bare value fills the first option (``/cr 704.5g``); for /cr a second bare word is the
    examples flag (``/cr 704.5g true``).
    """
    text = line.strip()
    if not text.startswith("/"):
        raise UnknownCommand(line)
    name, _, rest = text[1:].partition(" ")
    if name.lower() in QUIT:
        return None, {}
    row = BY_ANY_NAME.get(name.lower())
    if row is None:
        raise UnknownCommand(line)
    spellings = {o.name: o.name for o in row.options} | {o.spanish: o.name for o in row.options}
    values: dict[str, str] = {}
    if spellings and rest.strip():
        pattern = re.compile(r"(?:^|\s)(" + "|".join(map(re.escape, spellings)) + r"):\s*")
        parts = pattern.split(rest)
        if parts[0].strip():
            values[row.options[0].name] = parts[0].strip()
        for key, value in zip(parts[1::2], parts[2::2], strict=True):
            values[spellings[key]] = value.strip()
    flags = [o for o in row.options if o.kind is bool]
    first = row.options[0].name if row.options else None
    if flags and first in values and flags[0].name not in values:
        head, _, last = values[first].rpartition(" ")
        if head and last.lower() in TRUE | FALSE:  # "/cr 704.5g true"; never "/cr IPG 2.5"
            values[first], values[flags[0].name] = head, last
    typed: dict[str, Any] = {}
    for option in row.options:
        if option.name in values:
            raw = values[option.name]
            typed[option.name] = raw.lower() in TRUE if option.kind is bool else raw
        elif option.required:
            typed[option.name] = ""  # the handler says what's missing, in the user's language
    return row, typed


@dataclass
class Console:
    services: Services
    lang: str = "en"
    out: TextIO = field(default_factory=lambda: sys.stdout)
    pending: Asked | None = None
    """The /quiz question waiting for its answer (a letter on the next line)."""

    async def run_line(self, line: str) -> bool:
        """Answer one line; False when the user asked to quit. User errors are shown, never raised.
        While a /quiz question waits, a line that is one letter A–D answers it."""
        letter = line.strip().upper()
        if self.pending is not None and len(letter) == 1 and letter in LETTERS:
            from bot.handlers import quiz

            asked, self.pending = self.pending, None
            _, reply = await quiz.answer(
                self.services, self.lang, asked, LETTERS.index(letter), quiz.TERMINAL_USER, None
            )
            self.out.write(to_text(reply))
            return True
        try:
            row, values = parse_line(line)
            if row is None:
                return False
            reply = await self.dispatch(row, values)
        except Exception as exc:
            message = describe_error(exc, self.lang)
            if message is None:
                raise
            self.out.write(message + "\n")
            return True
        self.out.write(to_text(reply))
        return True

    async def dispatch(self, row: Command, values: dict[str, Any]) -> Reply:
        if row.name == "language":
            # The console's language is the session's: nothing is stored.
            self.lang = normalise_language(values.get("language") or self.lang)
            return Reply(title="🌐", description=t("language.set.user", self.lang))
        if row.name == "quiz":
            from bot.handlers import quiz

            topic, level, _, seed = quiz.options(
                values.get("topic"), values.get("difficulty"), values.get("rounds"), values.get("seed")
            )
            # A typed seed replays a known question as practice; none asks one that counts.
            ticket = quiz.require_quiz(self.services).ticket(seed)
            self.pending = await quiz.ask(self.services, self.lang, topic, level, ticket)
            return question_reply(self.pending, self.lang)
        return await row.run(self.services, self.lang, **values)

    async def loop(self, stdin: TextIO) -> int:
        """Read lines until end of input or /quit; the prompt only on a terminal."""
        interactive = stdin.isatty()
        while True:
            if interactive:
                self.out.write(t("console.prompt", self.lang))
                self.out.flush()
            line = await asyncio.to_thread(stdin.readline)
            if not line:
                return 0
            if line.strip() and not await self.run_line(line):
                return 0
