"""/mana: is each ability of a card's text a mana ability? (CR 605)"""

from __future__ import annotations

from bot.handlers import Services
from bot.handlers.citations import resolver
from bot.replies.mana import mana_reply
from bot.replies.reply import Reply
from engine.mana import ManaResult, classify


async def classify_text(
    services: Services, text: str, card_type: str | None = None, edition: str | None = None
) -> ManaResult:
    """``\\n`` typed on one line separates abilities, as a new line would."""
    return classify(
        text.replace("\\n", "\n"), card_type=card_type, edition=edition, resolver=await resolver(services, edition)
    )


async def mana(services: Services, lang: str, *, ability: str, card_type: str | None = None) -> Reply:
    return mana_reply(await classify_text(services, ability, card_type), lang)
