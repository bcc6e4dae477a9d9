"""/card: a card by its English or Spanish name, with its rulings and legalities."""

from __future__ import annotations

from bot.handlers import Services
from bot.handlers.limits import checked
from bot.replies.card import card_reply, legalities_reply, rulings_reply
from bot.replies.reply import Reply
from engine.cards import Card


async def find(services: Services, name: str) -> Card:
    """The card a typed name means (English or Spanish, fuzzy); errors say what else it could be."""
    return await services.require_cards().find(checked("name", name))


async def card(services: Services, lang: str, *, name: str) -> Reply:
    return await card_of(services, lang, await find(services, name))


async def card_of(services: Services, lang: str, found: Card) -> Reply:
    return card_reply(found, lang, await services.require_cards().build())


async def rulings(services: Services, lang: str, found: Card) -> Reply:
    return rulings_reply(found, lang, await services.require_cards().build())


async def legalities(services: Services, lang: str, found: Card) -> Reply:
    return legalities_reply(found, lang, await services.require_cards().build())


async def suggestions(services: Services, lang: str, text: str, limit: int = 25) -> list[tuple[str, str]]:
    """(label, value) pairs for autocomplete: the name as matched (Spanish names for Spanish
    users), and the Oracle name the command is then run with."""
    if services.cards is None:
        return []
    found = await services.cards.suggest(text, limit=limit)
    out = []
    for s in found:
        label = s.shown if s.shown == s.name else f"{s.shown} ({s.name})"
        out.append((label[:100], s.name[:100]))
    return out
