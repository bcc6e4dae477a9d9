"""/help: every command with its usage and an example, in the user's language."""

from __future__ import annotations

from bot.catalog import t
from bot.commands import COMMANDS
from bot.handlers import Services
from bot.replies.reply import Field, Reply


async def help(services: Services, lang: str) -> Reply:
    fields = tuple(Field(c.usage(lang), t(f"help.{c.name}.body", lang)) for c in COMMANDS if c.name != "help")
    url = services.settings.board_language_url
    return Reply(title=t("help.title", lang), description=t("help.intro", lang, url=url), fields=fields)
