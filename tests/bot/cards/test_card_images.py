"""/card shows the card's image by Scryfall's documented address (the bot makes no request)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cards.service import CardService
from bot.discord.pages import to_pages
from bot.handlers import Services
from bot.handlers import cards as handlers
from bot.settings import Settings
from bot.storage import Storage


async def _reply(card_db: Path, name: str, images: bool):  # type: ignore[no-untyped-def]
    async with Storage.open(card_db) as storage:
        settings = Settings(_env_file=None, database_path=card_db, card_images=images)  # type: ignore[call-arg]
        return await handlers.card(Services(settings, None, cards=CardService(storage)), "en", name=name)


async def test_a_card_reply_carries_its_image_address(card_db: Path) -> None:
    reply = await _reply(card_db, "Jace, the Mind Sculptor", True)
    assert reply.image == (
        "https://api.scryfall.com/cards/named?exact=Jace%2C%20the%20Mind%20Sculptor&format=image&version=normal"
    )
    [page, *_] = to_pages(reply, "en")
    assert page.image.url == reply.image and "Jace" in (page.description or "")  # the text stays


@pytest.mark.parametrize(("name", "images"), [("Grizzly Bears", False), ("Treasure", True)])
async def test_no_image_when_turned_off_or_for_a_token_twin(card_db: Path, name: str, images: bool) -> None:
    reply = await _reply(card_db, name, images)
    assert reply.image == "" and not to_pages(reply, "en")[0].image.url
