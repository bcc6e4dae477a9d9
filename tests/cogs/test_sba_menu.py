"""The question's select menu within Discord's limits (25 options, 100-character labels and
descriptions, a 150-character placeholder), localized, and its catch-all for expired menus."""

from __future__ import annotations

import discord
import pytest

from bot.replies.reply import Pick
from cogs.sba import READING_MENU, ExpiredReadingMenu, ReadingMenu


async def never(*args: object) -> None:
    raise AssertionError("no pick in this test")


@pytest.mark.parametrize(("lang", "placeholder"), [("en", "Pick the reading you mean"), ("es", "Elige la lectura")])
async def test_the_menu_lists_the_readings_in_order(lang: str, placeholder: str) -> None:
    picks = [Pick("1. Grizzly Bears 2/2 damage 2", "704.5g"), Pick("2. Grizzly Bears 2/2 damage 1", "")]
    menu = ReadingMenu(picks, lang, never)
    assert menu.custom_id == READING_MENU and menu.min_values == menu.max_values == 1
    assert [(o.value, o.label, o.description) for o in menu.options] == [
        ("1", "1. Grizzly Bears 2/2 damage 2", "704.5g"),
        ("2", "2. Grizzly Bears 2/2 damage 1", None),
    ]
    assert menu.placeholder is not None and menu.placeholder.startswith(placeholder)


async def test_the_menu_keeps_within_discord_limits() -> None:
    picks = [Pick(f"{n}. " + "x" * 300, "y" * 300) for n in range(1, 31)]
    menu = ReadingMenu(picks, "en", never)
    assert len(menu.options) == 25 and [o.value for o in menu.options] == [str(n) for n in range(1, 26)]
    assert all(len(o.label) <= 100 and len(o.description or "") <= 100 for o in menu.options)
    assert menu.options[0].label.endswith("…")
    menu.to_component_dict()  # discord.py builds the payload without complaint


async def test_an_expired_menu_is_caught_by_a_persistent_view() -> None:
    view = ExpiredReadingMenu()
    assert view.is_persistent() and view.timeout is None
    [item] = view.children
    assert isinstance(item, discord.ui.Select) and item.custom_id == READING_MENU
