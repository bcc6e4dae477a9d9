"""/card: a card by its English or Spanish name, with its rulings and legalities."""

from __future__ import annotations

from dataclasses import replace

from bot.catalog import t
from bot.errors import JuezError
from bot.handlers import Services
from bot.handlers.limits import checked
from bot.replies.card import card_reply, legalities_reply, rulings_reply
from bot.replies.reply import Reply
from engine.cards import Card
from engine.cards.names import Rank, name_key
from engine.cards.tokens import predefined_token
from engine.text import fold


async def find(services: Services, name: str, *, field: str = "name") -> Card:
    """The card a typed name means (English or Spanish, fuzzy); errors say what else it could
    be. A predefined token's name ("Treasure", "Pista", 111.10) means that token when no card
    has the name."""
    name = checked(field, name)
    if not name.strip():
        raise JuezError("card.needs_name")
    token = predefined_token(name)
    if token is not None and not await _a_card_is_named(services, name):
        return token.card()  # "Food" is the token, not a near match ("Food Chain")
    return await services.require_cards().find(name)


async def _a_card_is_named(services: Services, name: str) -> bool:
    catalog = await services.cards.catalog() if services.cards is not None else None
    found = catalog.read(name) if catalog is not None else None
    return found is not None and bool(found.cards) and all(c.rank < Rank.SHORT for c in found.cards)


async def card(services: Services, lang: str, *, name: str, rulings: bool = False) -> Reply:
    found = await find(services, name)
    return await (rulings_of(services, lang, found) if rulings else card_of(services, lang, found))


async def card_of(services: Services, lang: str, found: Card) -> Reply:
    cards = services.require_cards()
    subtypes = await cards.spanish_subtypes() if lang == "es" else {}
    return card_reply(found, lang, await cards.build(), image=services.settings.card_images, subtypes=subtypes)


async def rulings_of(services: Services, lang: str, found: Card) -> Reply:
    return rulings_reply(found, lang, await services.require_cards().build())


async def ruling(services: Services, lang: str, *, card: str, query: str = "") -> Reply:
    """/ruling (/fallo): a card's rulings that hold the words asked about ("graveyard",
    "cementerio" read through the Spanish game terms), best first; every ruling without words."""
    found = await find(services, card, field="card")
    query = checked("query", query or "")
    words = _ruling_words(query) + await _cards_named(services, query)
    if not words:
        return await rulings_of(services, lang, found)
    scored = []
    for date, text in found.rulings:
        folded = fold(text)
        hits = sum(1 for w in words if w in folded)
        if hits:
            scored.append((-hits, date, text))
    chosen = replace(found, rulings=tuple((date, text) for _, date, text in sorted(scored, key=lambda s: s[0])))
    reply = rulings_reply(chosen, lang, await services.require_cards().build())
    if not scored:
        return Reply(reply.title, t("card.no_matching_rulings", lang, query=query), (), reply.footer)
    return reply


async def _cards_named(services: Services, query: str) -> list[str]:
    """The English names of the cards a query names in either language ("Opalescencia" →
    "opalescence"), folded: rulings name other cards by their Oracle names."""
    catalog = await services.cards.catalog() if services.cards is not None else None
    if catalog is None:
        return []
    words, names, at = name_key(query).split(), [], 0
    while at < len(words):
        for length in catalog.lengths_at(words[at:]):  # the longest name starting here first
            reading = catalog.read(" ".join(words[at : at + length]))
            if reading.card is not None and reading.card.rank < Rank.SHORT:
                names.append(fold(reading.card.name))
                at += length - 1
                break
        at += 1
    return names


def _ruling_words(query: str) -> list[str]:
    from bot.cr.service import spanish_to_english

    english, _ = spanish_to_english(query.casefold())
    return [w for w in dict.fromkeys(fold(english).split()) if len(w) > 2]


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
