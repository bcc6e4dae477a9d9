"""/cr, /define and /search: the Comprehensive Rules from the store."""

from __future__ import annotations

from bot.handlers import Services
from bot.handlers.limits import checked
from bot.replies.cr import definition_reply, rule_reply, search_reply
from bot.replies.reply import Reply


async def cr(services: Services, lang: str, *, rule: str, examples: bool = False) -> Reply:
    rule = checked("rule", rule)
    return rule_reply(await services.require_rules().lookup(rule, lang=lang), lang, examples=examples)


async def define(services: Services, lang: str, *, term: str) -> Reply:
    return definition_reply(await services.require_rules().define(checked("term", term)), lang)


async def search(services: Services, lang: str, *, query: str) -> Reply:
    return search_reply(await services.require_rules().search(checked("query", query)), lang)
