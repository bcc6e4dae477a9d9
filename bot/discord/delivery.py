"""Interaction replies within their window: a rate-limited reply is sent again after Retry-After,
and a reply that can't reach Discord in time is dropped and logged, not sent late.

Every interaction reply (callback, deferral, follow-up, edit) goes through discord.py's webhook
adapter, not its ``HTTPClient``, and that adapter retries a 429 only when the response carries a
``Via`` header (the sign of Cloudflare's own limit): Discord's 429s on callbacks don't, so one
``Retry-After: 0.5`` replaced the answer with "something went wrong". It retries a 5xx for up to
16 s, though the first response is worth nothing after Discord's 3 s. ``WindowedAdapter`` wraps
its requests: each has a deadline (its interaction's creation, from the id, plus 3 s for the
callback; plus ``TOKEN_LIFETIME`` for what uses the token after it), a 429 is retried after
Retry-After while that fits, and a request still going at the deadline is cut there and raises
``TooLate``.

discord.py reads its adapter from a context variable, so ``install`` sets ours for every task
started afterwards in that context: the gateway's, hence every interaction's.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import OrderedDict
from typing import Any

import aiohttp
import discord
from discord.webhook.async_ import AsyncWebhookAdapter, async_context
from discord.webhook.async_ import Route as WebhookRoute  # type: ignore[attr-defined]

from bot.discord.deadlines import DEADLINE, TOKEN_LIFETIME, TooLate

log = logging.getLogger(__name__)

#: 429s retried for one request at most; Retry-After when Discord doesn't say.
RETRIES_429 = 5
DEFAULT_RETRY_AFTER = 1.0
#: Tokens whose interaction's creation time is remembered (the newest; a follow-up to an older
#: one has no deadline but Discord's own). About 1 MB at most.
KNOWN_TOKENS = 4096


def retry_after(error: discord.HTTPException) -> float:
    """Seconds Discord asked to wait: Retry-After, else the bucket's reset."""
    headers = getattr(error.response, "headers", None) or {}
    for name in ("Retry-After", "X-RateLimit-Reset-After"):
        try:
            return max(0.0, float(headers[name]))
        except (KeyError, TypeError, ValueError):
            continue
    return DEFAULT_RETRY_AFTER


class WindowedAdapter(AsyncWebhookAdapter):
    def __init__(self) -> None:
        super().__init__()  # type: ignore[no-untyped-call]
        self._created: OrderedDict[str, tuple[float, str]] = OrderedDict()
        """Interaction token → (its creation time, its id)."""

    def deadline(self, route: WebhookRoute) -> tuple[float, str] | None:
        """When the request stops being worth sending, and what it is (for the log)."""
        token = route.webhook_token
        if route.path.startswith("/interactions/") and route.path.endswith("/callback") and route.webhook_id:
            created = discord.utils.snowflake_time(int(route.webhook_id)).timestamp()
            if token:
                self._created[token] = (created, str(route.webhook_id))
                self._created.move_to_end(token)
                if len(self._created) > KNOWN_TOKENS:
                    self._created.popitem(last=False)
            return created + DEADLINE, f"the first response to interaction {route.webhook_id}"
        known = self._created.get(token) if token else None
        if known is None:
            return None
        created, interaction_id = known
        return created + TOKEN_LIFETIME, f"a follow-up ({route.method}) to interaction {interaction_id}"

    async def request(self, route: WebhookRoute, session: aiohttp.ClientSession, **kwargs: Any) -> Any:
        window = self.deadline(route)
        deadline, what = window if window is not None else (None, "")
        limited = 0
        while True:
            left = None if deadline is None else deadline - time.time()
            if left is not None and left <= 0:
                raise self._too_late(what, -left)
            try:
                async with asyncio.timeout(left) as budget:
                    return await super().request(route, session, **kwargs)
            except TimeoutError as error:
                if budget.expired():
                    raise self._too_late(what, 0.0) from error
                raise
            except discord.HTTPException as error:
                if error.status != 429 or limited >= RETRIES_429:
                    raise
                wait = retry_after(error)
                if deadline is not None and time.time() + wait >= deadline:
                    raise self._too_late(what, time.time() + wait - deadline) from error
                limited += 1
                log.info("rate-limited sending %s: trying again in %.2f s", what or route.path, wait)
                await asyncio.sleep(wait)
                for file in kwargs.get("files") or ():
                    file.reset(seek=True)

    @staticmethod
    def _too_late(what: str, late_by: float) -> TooLate:
        log.warning("not sent: %s couldn't reach Discord within its window", what)
        return TooLate(what, late_by)


def install() -> None:
    """Interaction replies from tasks started after this (in this context) use ``WindowedAdapter``."""
    if not isinstance(async_context.get(), WindowedAdapter):
        async_context.set(WindowedAdapter())
