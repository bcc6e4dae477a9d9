"""Every command, once: its names in both languages, its options, its handler and its cog.

The Discord cogs take their names and English descriptions from here; the translator, the
console's parser, ``/help`` and the bot's extension list read the same rows. Descriptions live
in the catalog under ids derived from the row (``cmd.sba.description``,
``cmd.sba.option.board.description``, ``choice.Instant``), so a row and its strings are all a
new command needs besides its cog and its handler. A meta-test checks that the rows and the
cogs' commands agree.

Handlers are named as ``module:function`` and imported on first use, so reading the registry
(the console, ``/help``) doesn't import every engine.
"""

from __future__ import annotations

import importlib
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypedDict

from bot.catalog import t

if TYPE_CHECKING:
    from bot.handlers import Services
    from bot.replies.reply import Reply

    Handler = Callable[..., Awaitable[Reply]]

#: Card types a judge can name for /mana, so a spell's effect is told from an ability.
CARD_TYPES = ("Instant", "Sorcery", "Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle")

#: What /quiz asks about: a mix (the default), or one topic.
QUIZ_TOPICS = ("mixed", "sba", "mana", "rules", "layers")
#: What /search can be narrowed to: every document (the default), the CR, or one policy document.
SEARCH_SCOPES = ("all", "cr", "mtr", "ipg", "jar")


@dataclass(frozen=True, slots=True)
class Option:
    name: str
    spanish: str
    kind: type = str
    """``str`` or ``bool``: how the console reads a typed value."""
    choices: tuple[str, ...] = ()
    """Allowed values; each is shown through the catalog id ``choice.<value>``."""
    required: bool = True


@dataclass(frozen=True, slots=True)
class Command:
    name: str
    spanish: str
    extension: str
    """The cog module that declares it."""
    handler: str | None
    """``module:function`` taking ``(services, lang, **options)`` and returning a ``Reply``;
    None when the front end answers itself (``/language`` changes the front end's own state)."""
    options: tuple[Option, ...] = ()

    @property
    def description_key(self) -> str:
        return f"cmd.{self.name}.description"

    def option_key(self, option: str) -> str:
        return f"cmd.{self.name}.option.{option}.description"

    def option(self, name: str) -> Option:
        return next(o for o in self.options if o.name == name)

    def resolve(self) -> Handler:
        """The handler function (imported now, the first time it's needed)."""
        if self.handler is None:
            raise LookupError(f"/{self.name} has no shared handler")
        module, _, function = self.handler.partition(":")
        handler: Handler = getattr(importlib.import_module(module), function)
        return handler

    async def run(self, services: Services, lang: str, **values: Any) -> Reply:
        return await self.resolve()(services, lang, **values)

    def usage(self, lang: str) -> str:
        """``/sba board:`` or ``/acciones-estado tablero:``, as /help shows it."""
        spanish = lang == "es"
        words = [f"/{self.spanish if spanish else self.name}"]
        words += [f"{o.spanish if spanish else o.name}:" for o in self.options if o.required or o.kind is not bool]
        return " ".join(words)


COMMANDS: tuple[Command, ...] = (
    Command(
        "sba",
        "acciones-estado",
        "cogs.sba",
        "bot.handlers.sba:sba",
        (Option("board", "tablero", required=False), Option("reading", "lectura", required=False)),
    ),
    Command(
        "layers",
        "capas",
        "cogs.layers",
        "bot.handlers.layers:layers",
        (Option("board", "tablero"), Option("object", "objeto", required=False)),
    ),
    Command(
        "mana",
        "maná",
        "cogs.mana",
        "bot.handlers.mana:mana",
        (
            Option("ability", "habilidad", required=False),
            Option("card_type", "tipo_de_carta", choices=CARD_TYPES, required=False),
            Option("card", "carta", required=False),
        ),
    ),
    Command(
        "card",
        "carta",
        "cogs.card",
        "bot.handlers.cards:card",
        (Option("name", "nombre"), Option("rulings", "resoluciones", kind=bool, required=False)),
    ),
    Command(
        "ruling",
        "fallo",
        "cogs.card",
        "bot.handlers.cards:ruling",
        (Option("card", "carta"), Option("query", "consulta", required=False)),
    ),
    Command(
        "cr",
        "rc",
        "cogs.cr",
        "bot.handlers.cr:cr",
        (Option("rule", "regla"), Option("examples", "ejemplos", kind=bool, required=False)),
    ),
    Command("define", "definir", "cogs.cr", "bot.handlers.cr:define", (Option("term", "término"),)),
    Command(
        "search",
        "buscar",
        "cogs.cr",
        "bot.handlers.cr:search",
        (Option("query", "consulta"), Option("document", "documento", choices=SEARCH_SCOPES, required=False)),
    ),
    Command("ipg", "ipg", "cogs.docs", "bot.handlers.docs:ipg", (Option("section", "sección", required=False),)),
    Command("mtr", "mtr", "cogs.docs", "bot.handlers.docs:mtr", (Option("section", "sección", required=False),)),
    Command("jar", "jar", "cogs.docs", "bot.handlers.docs:jar", (Option("section", "sección", required=False),)),
    Command(
        "language",
        "idioma",
        "cogs.language",
        None,
        (
            Option("language", "idioma", choices=("en", "es", "default")),
            Option("scope", "ámbito", choices=("me", "server"), required=False),
        ),
    ),
    Command(
        "quiz",
        "cuestionario",
        "cogs.quiz",
        "bot.handlers.quiz:quiz",
        (
            Option("topic", "tema", choices=QUIZ_TOPICS, required=False),
            Option("difficulty", "dificultad", choices=("1", "2", "3"), required=False),
            Option("rounds", "rondas", required=False),
            Option("seed", "semilla", required=False),
            Option("private", "privado", kind=bool, required=False),
        ),
    ),
    Command("quiz-stats", "cuestionario-estadísticas", "cogs.quiz", "bot.handlers.quiz:my_stats"),
    Command("quiz-leaderboard", "cuestionario-clasificación", "cogs.quiz", "bot.handlers.quiz:server_leaderboard"),
    Command(
        "quiz-daily",
        "cuestionario-diario",
        "cogs.quiz",
        "bot.handlers.quiz:daily",
        (Option("channel", "canal", required=False),),
    ),
    Command("help", "ayuda", "cogs.help", "bot.handlers.help:help"),
)

BY_NAME: dict[str, Command] = {c.name: c for c in COMMANDS}
#: What a typed command name means: English and Spanish names alike.
BY_ANY_NAME: dict[str, Command] = {**BY_NAME, **{c.spanish: c for c in COMMANDS}}
EXTENSIONS: tuple[str, ...] = tuple(dict.fromkeys(c.extension for c in COMMANDS))


class CommandSpec(TypedDict):
    name: str
    description: str


def command(name: str) -> CommandSpec:
    """Keyword arguments for ``app_commands.command``: the name and its English description."""
    row = BY_NAME[name]
    return {"name": row.name, "description": t(row.description_key, "en")}


def describe(name: str) -> dict[str, str]:
    """Keyword arguments for ``app_commands.describe``: every option's English description."""
    row = BY_NAME[name]
    return {o.name: t(row.option_key(o.name), "en") for o in row.options}


def choice_name(value: str, lang: str = "en") -> str:
    return t(f"choice.{value}", lang)
