"""What every cog shares: the bot type and the per-user cooldown rate."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

if TYPE_CHECKING:
    from bot.discord.bot import JuezBot

    Bot: TypeAlias = JuezBot
else:
    Bot = object

#: Five commands per ten seconds per user: generous for a judge, a wall for a script.
COOLDOWN_RATE, COOLDOWN_PER = 5, 10.0
