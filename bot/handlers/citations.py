"""Which edition's rule numbers an answer cites."""

from __future__ import annotations

from bot.handlers import Services
from engine.numbering import RuleResolver, resolver_for


async def resolver(services: Services, edition: str | None = None) -> RuleResolver:
    """An explicit edition's table, else the stored current edition, else the newest table.

    So ``/sba``, ``juez sba`` and ``juez cr`` agree on every number.
    """
    if edition is not None or services.rules is None:
        return resolver_for(edition)
    return await services.rules.resolver("en")
