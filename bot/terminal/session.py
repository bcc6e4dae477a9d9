"""What every terminal command shares: settings from the command line, the services, the output.

Commands that read the store open it here; ``juez sba`` and ``juez mana`` open it only when the
database exists (they cite its edition), so they never create an empty database as a side effect.
"""

from __future__ import annotations

import contextlib
import json
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import TYPE_CHECKING

from bot.catalog import normalise_language
from bot.database_path import database_path
from bot.handlers import Services
from bot.replies.reply import Reply, to_text

if TYPE_CHECKING:
    from bot.settings import Settings


def settings_from(db: str | None) -> Settings:
    """The settings, or a ``JuezError`` naming each bad one (a traceback said it before)."""
    from pydantic import ValidationError

    from bot.errors import JuezError
    from bot.settings import Settings

    try:
        settings = Settings()
    except ValidationError as exc:
        problems = "; ".join(f"{'.'.join(str(p) for p in e['loc']).upper()}: {e['msg']}" for e in exc.errors())
        raise JuezError("settings.invalid", problems=problems[:500]) from None
    from bot.handlers.heavy import configure

    configure(settings.board_budget)
    if db:
        settings = settings.model_copy(update={"database_path": database_path(db)})
    return settings


def language(value: str | None, settings: Settings | None = None) -> str:
    return normalise_language(value or (settings.default_language if settings else None))


@contextlib.asynccontextmanager
async def services(settings: Settings, *, create: bool = True, checked: bool = False) -> AsyncIterator[Services]:
    """The services over the store; with ``create=False`` and no database, services without one;
    with ``checked``, the store is checked first and a damaged one moved aside (long sessions)."""
    if not create and not Path(settings.database_path).exists():
        yield Services(settings, None)
        return
    from bot.cards.service import CardService
    from bot.cr.service import RulesService
    from bot.docs.service import PolicyService
    from bot.quiz.service import QuizService
    from bot.storage import Storage, open_healthy

    opened = open_healthy(settings.database_path) if checked else Storage.open(settings.database_path)
    async with opened as storage:
        rules, cards = RulesService(storage), CardService(storage)
        yield Services(settings, rules, cards, PolicyService(storage), QuizService(storage, rules, cards))


def emit(output: Reply | object) -> int:
    """A reply as text; anything else (``--json``) as indented JSON."""
    if isinstance(output, Reply):
        sys.stdout.write(to_text(output))
    else:
        sys.stdout.write(json.dumps(output, ensure_ascii=False, indent=2) + "\n")
    return 0
