"""What each command does, once, for every front end: the Discord cogs and the console.

A handler takes already-typed input and the user's language, calls the engine or the rules
service, and returns a neutral ``Reply``. Front ends only decide how to show it.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.errors import BoardInputError
from bot.i18n import t
from bot.render import Field, Reply, definition_reply, mana_reply, rule_reply, sba_reply, search_reply
from bot.rules import NoEdition, RulesService
from bot.settings import Settings
from engine.board import BoardError, parse_board
from engine.mana import classify
from engine.sba import check_sba

CARD_TYPES = ("Instant", "Sorcery", "Creature", "Artifact", "Enchantment", "Land", "Planeswalker", "Battle")


@dataclass(frozen=True, slots=True)
class Services:
    rules: RulesService
    settings: Settings


@dataclass(frozen=True, slots=True)
class SbaAnswer:
    reply: Reply
    cited: tuple[str, ...]
    """Every rule number the answer cites, for the "show the rules" button."""


async def sba(services: Services, board: str, lang: str) -> SbaAnswer:
    try:
        state = parse_board(board)
    except BoardError as exc:
        raise BoardInputError(exc, board) from None
    result = check_sba(state, resolver=await services.rules.resolver("en"))
    cited = [rule for r in result.rounds for a in r.actions for rule in (a.rule, str(a.params.get("see") or ""))]
    cited += [c.rule for c in result.pending_choices] + [n.rule for n in result.notes]
    return SbaAnswer(sba_reply(result, lang, board=state), tuple(dict.fromkeys(c for c in cited if c)))


async def mana(services: Services, text: str, card_type: str | None, lang: str) -> Reply:
    result = classify(text.replace("\\n", "\n"), card_type=card_type, resolver=await services.rules.resolver("en"))
    return mana_reply(result, lang)


async def cr(services: Services, rule: str, examples: bool, lang: str) -> Reply:
    return rule_reply(await services.rules.lookup(rule, lang=lang), lang, examples=examples)


async def define(services: Services, term: str, lang: str) -> Reply:
    return definition_reply(await services.rules.define(term), lang)


async def search(services: Services, query: str, lang: str) -> Reply:
    return search_reply(await services.rules.search(query), lang)


async def rule_texts(services: Services, numbers: tuple[str, ...], lang: str) -> Reply:
    """The full text of every cited rule, in the user's language when we have it."""
    replies = []
    for number in numbers:
        try:
            view = await services.rules.lookup(number, lang=lang)
        except NoEdition:
            return Reply(title=t("sba.rules_text", lang), description=t("cr.no_edition", lang))
        text = view.spanish if lang == "es" and view.spanish else view.rule.text
        replies.append((number, text))
    return Reply(title=t("sba.rules_text", lang), fields=tuple(Field(n, text) for n, text in replies))


def help_reply(settings: Settings, lang: str) -> Reply:
    commands = ("sba", "mana", "cr", "define", "search", "language")
    fields = tuple(Field(t(f"help.{name}.title", lang), t(f"help.{name}.body", lang)) for name in commands)
    return Reply(
        title=t("help.title", lang), description=t("help.intro", lang, url=settings.board_language_url), fields=fields
    )
