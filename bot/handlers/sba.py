"""/sba: read a board, check its state-based actions, answer with every cited rule."""

from __future__ import annotations

from typing import Any

from bot.catalog import t
from bot.errors import BoardInputError
from bot.handlers import Services
from bot.handlers.citations import resolver
from bot.handlers.heavy import run_heavy
from bot.handlers.limits import checked
from bot.replies.reply import Field, Reply
from bot.replies.sba import sba_reply
from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.model import LAYER_RULES
from engine.model import GameState
from engine.sba import check_sba
from engine.sba.result import SbaResult
from engine.sba.rulings import bearing_rulings, involved_cards


def read_board(board: str, cards: CardCatalog | None = None) -> GameState:
    """The board as a state; a board that doesn't parse keeps its text for the caret display."""
    try:
        return parse_board(board, cards)
    except BoardError as exc:
        raise BoardInputError(exc, board) from None


async def catalog(services: Services) -> CardCatalog | None:
    """The stored cards as the board reader reads them (None when no cards are stored)."""
    return await services.cards.catalog() if services.cards is not None else None


async def check(services: Services, state: GameState, edition: str | None = None, board: str = "") -> SbaResult:
    return checked_board(state, board, edition=edition, resolver=await resolver(services, edition))


def checked_board(state: GameState, board: str, **options: Any) -> SbaResult:
    """The check; a question the effects engine asks (what a card does, what the board left
    unsaid) reaches the judge as the board reader's questions do."""
    try:
        return check_sba(state, **options)
    except BoardError as exc:
        raise BoardInputError(exc, board) from None


def cited_rules(result: SbaResult) -> tuple[str, ...]:
    """Every rule number the answer cites, in order, for the "show the rules" button."""
    cited = [rule for r in result.rounds for a in r.actions for rule in (a.rule, str(a.params.get("see") or ""))]
    cited += [c.rule for c in result.pending_choices] + [n.rule for n in result.notes]
    if result.effects is not None:  # the layers that changed something, in the order applied
        cited += [
            LAYER_RULES[s.layer]
            for steps in result.effects.steps.values()
            for s in steps
            if s.before != s.after and s.from_effect
        ]
    return tuple(dict.fromkeys(c for c in cited if c))


async def sba(services: Services, lang: str, *, board: str = "") -> Reply:
    text = checked("board", board)
    cards = await catalog(services)
    numbers = await resolver(services)

    def answer() -> tuple[GameState, SbaResult]:  # reading and checking: off the loop
        state = read_board(text, cards)
        return state, checked_board(state, text, resolver=numbers)

    state, result = await run_heavy(answer)
    rulings = bearing_rulings(result, await card_rulings(services, involved_cards(result)))
    return sba_reply(result, lang, board=state, cited=cited_rules(result), rulings=rulings)


async def card_rulings(services: Services, names: frozenset[str]) -> dict[str, tuple[tuple[str, str], ...]]:
    """The stored rulings of these cards (Oracle name → (date, text)); no read when there are none
    (most answers name no card that took part in them)."""
    cards = await catalog(services) if names else None
    if cards is None or services.cards is None:
        return {}
    ids: dict[int, str] = {}
    for name in names:
        found = cards.read(name).card
        if found is not None:
            ids[found.card] = name
    stored = await services.cards.storage.cards_by_id(ids)
    return {ids[i]: card.rulings for i, card in stored.items() if card.rulings}


async def rule_texts(services: Services, lang: str, numbers: tuple[str, ...]) -> Reply:
    """The full text of every cited rule, in the user's language when we have it."""
    from bot.cr.service import NoEdition

    texts = []
    for number in numbers:
        try:
            view = await services.require_rules().lookup(number, lang=lang)
        except NoEdition:
            return Reply(title=t("sba.rules_text", lang), description=t("cr.no_edition", lang))
        texts.append((number, view.spanish if lang == "es" and view.spanish else view.rule.text))
    return Reply(title=t("sba.rules_text", lang), fields=tuple(Field(n, text) for n, text in texts))
