"""`juez console` and `juez ask`: the slash commands in a terminal, through the same handlers.

Lines look like Discord's: ``/sba board: Grizzly Bears 2/2 damage 2``, ``/cr 704.5g``,
``/mana ability: {T}: Add {G}. card_type: Instant``, ``/language es``. Spanish command and
option names work too. Replies are the same ``Reply`` objects the bot turns into embeds.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TextIO

from bot import handlers
from bot.errors import describe_error
from bot.i18n import normalise_language, t
from bot.i18n.translator import NAMES
from bot.render import Reply, to_text

#: Each command's options, in the order a bare value fills them.
OPTIONS: dict[str, tuple[str, ...]] = {
    "sba": ("board",),
    "mana": ("ability", "card_type"),
    "cr": ("rule", "examples"),
    "define": ("term",),
    "search": ("query",),
    "language": ("language",),
    "help": (),
    "quit": (),
}
ALIASES: dict[str, str] = {**{es: en for en, es in NAMES.items()}, "exit": "quit", "salir": "quit", "ayuda": "help"}
TRUE = frozenset({"true", "yes", "sí", "si", "1", "on"})


class ConsoleError(Exception):
    """A console line that isn't a known command."""


@dataclass
class Console:
    services: handlers.Services
    lang: str = "en"
    out: TextIO = field(default_factory=lambda: sys.stdout)

    def parse(self, line: str) -> tuple[str, dict[str, str]]:
        text = line.strip()
        if not text.startswith("/"):
            raise ConsoleError(line)
        name, _, rest = text[1:].partition(" ")
        command = ALIASES.get(name.lower(), name.lower())
        if command not in OPTIONS:
            raise ConsoleError(line)
        names = OPTIONS[command]
        spellings = {n: n for n in names} | {NAMES[n]: n for n in names if n in NAMES}
        pattern = re.compile(r"(?:^|\s)(" + "|".join(map(re.escape, spellings)) + r"):\s*") if spellings else None
        values: dict[str, str] = {}
        if pattern is None or not rest.strip():
            return command, values
        parts = pattern.split(rest)
        if parts[0].strip():
            values[names[0]] = parts[0].strip()
        for key, value in zip(parts[1::2], parts[2::2], strict=True):
            values[spellings[key]] = value.strip()
        if command == "cr" and "rule" in values and " " in values["rule"] and "examples" not in values:
            rule, _, flag = values["rule"].partition(" ")
            values.update(rule=rule, examples=flag)
        return command, values

    async def run_line(self, line: str) -> bool:
        """Answer one line; False when the user asked to quit."""
        try:
            command, values = self.parse(line)
        except ConsoleError:
            self.out.write(t("console.unknown", self.lang, line=line.strip()) + "\n")
            return True
        if command == "quit":
            return False
        try:
            reply = await self.dispatch(command, values)
        except Exception as exc:  # every user error is shown, never a traceback
            message = describe_error(exc, self.lang)
            if message is None:
                raise
            self.out.write(message + "\n")
            return True
        self.out.write(to_text(reply))
        return True

    async def dispatch(self, command: str, values: dict[str, str]) -> Reply:
        s, lang = self.services, self.lang
        required: Callable[[str], str] = lambda key: values.get(key) or ""  # noqa: E731
        if command == "sba":
            return (await handlers.sba(s, required("board"), lang)).reply
        if command == "mana":
            return await handlers.mana(s, required("ability"), values.get("card_type"), lang)
        if command == "cr":
            return await handlers.cr(s, required("rule"), values.get("examples", "").lower() in TRUE, lang)
        if command == "define":
            return await handlers.define(s, required("term"), lang)
        if command == "search":
            return await handlers.search(s, required("query"), lang)
        if command == "language":
            self.lang = normalise_language(values.get("language", self.lang))
            return Reply(title="🌐", description=t("language.set.user", self.lang))
        return handlers.help_reply(s.settings, lang)
