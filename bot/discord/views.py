"""The components around a reply: page buttons, extra buttons (cited rules, rulings), the board form, and the
one place every failure is answered. Buttons answer only the person who asked.
"""

from __future__ import annotations

import contextlib
import logging
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass

import discord
from discord import app_commands

from bot.catalog import t
from bot.discord.deadlines import TIMER, TooLate, start_answering
from bot.discord.pages import to_pages
from bot.replies.errors import Describe, describe_error
from bot.replies.reply import Reply

log = logging.getLogger(__name__)


def _cooldown(error: BaseException, lang: str) -> str:
    assert isinstance(error, app_commands.CommandOnCooldown)
    return t("error.cooldown", lang, seconds=f"{error.retry_after:.0f}")


#: Discord's own check failures, said like every other user error.
DISCORD_ERRORS: dict[type[BaseException], Describe] = {
    app_commands.CommandOnCooldown: _cooldown,
    app_commands.MissingPermissions: lambda error, lang: t("error.permissions", lang),
    app_commands.CheckFailure: lambda error, lang: t("error.check", lang),
    app_commands.CommandNotFound: lambda error, lang: t("error.unknown_command", lang),
    app_commands.CommandSignatureMismatch: lambda error, lang: t("error.unknown_command", lang),
}

RulesCallback = Callable[[discord.Interaction], Awaitable[None]]


@dataclass(frozen=True, slots=True)
class Extra:
    """A button under a reply that brings more of the answer (rules' text, rulings, legalities)."""

    label: str
    callback: RulesCallback
    custom_id: str


class _ExtraButton(discord.ui.Button["ReplyView"]):
    def __init__(self, extra: Extra) -> None:
        super().__init__(style=discord.ButtonStyle.primary, label=extra.label, custom_id=extra.custom_id)
        self.extra = extra

    async def callback(self, interaction: discord.Interaction) -> None:
        await self.extra.callback(interaction)


class RateLimit:
    """At most ``rate`` presses per ``per`` seconds per user, for buttons (commands have
    discord.py's cooldowns). Old entries are purged as it grows, so it never grows unbounded."""

    def __init__(self, rate: int = 5, per: float = 10.0, purge_at: int = 10_000) -> None:
        self.rate, self.per, self.purge_at = rate, per, purge_at
        self._presses: dict[int, list[float]] = {}

    def retry_after(self, user_id: int, now: float | None = None) -> float:
        """0 when the press may go ahead (and it is counted); else seconds to wait."""
        now = time.monotonic() if now is None else now
        if len(self._presses) >= self.purge_at:
            self._presses = {u: p for u, p in self._presses.items() if p and now - p[-1] < self.per}
            if len(self._presses) >= self.purge_at // 2:  # that many users within ``per``: the newest half
                newest = sorted(self._presses.items(), key=lambda item: item[1][-1])[-(self.purge_at // 2) :]
                self._presses = dict(newest)
        recent = [t for t in self._presses.get(user_id, ()) if now - t < self.per]
        if len(recent) >= self.rate:
            self._presses[user_id] = recent
            return self.per - (now - recent[0])
        recent.append(now)
        self._presses[user_id] = recent
        return 0.0

    def __len__(self) -> int:
        return len(self._presses)


BUTTON_PRESSES = RateLimit()

#: Seconds a reply's buttons keep working, unless newer replies push them out first.
VIEW_TIMEOUT = 300.0
#: Reply views kept alive at once. Each holds its pages, its buttons' closures (a card and its
#: rulings, a trace's citations) and a timer task: kept for their whole timeout, every reply
#: with buttons added about 7 KB until it expired (bench/soak.py: +9 MB per 1,000 interactions,
#: no plateau). Past the bound the oldest is stopped; its buttons then say they have expired.
MAX_LIVE_VIEWS = 500


class LiveViews:
    """The reply views whose buttons still work, oldest first, at most ``limit`` of them."""

    def __init__(self, limit: int = MAX_LIVE_VIEWS) -> None:
        self.limit = limit
        self._views: OrderedDict[int, discord.ui.View] = OrderedDict()

    def add(self, view: discord.ui.View) -> None:
        self._views[id(view)] = view
        while len(self._views) > self.limit:
            _, oldest = self._views.popitem(last=False)
            oldest.stop()  # out of discord.py's view store, its timer cancelled

    def discard(self, view: discord.ui.View) -> None:
        self._views.pop(id(view), None)

    def __len__(self) -> int:
        return len(self._views)


LIVE_VIEWS = LiveViews()


class ReplyView(discord.ui.View):
    """Page buttons and the reply's extras (for /sba, the full text of every cited rule), and any
    other item the reply needs (a question's select menu); ``refusal`` is what anyone else who
    presses them is told (a message key)."""

    def __init__(
        self,
        pages: list[discord.Embed],
        owner_id: int,
        lang: str,
        *,
        extras: Sequence[Extra] = (),
        items: Sequence[discord.ui.Item[ReplyView]] = (),
        refusal: str = "error.not_yours",
        timeout: float = VIEW_TIMEOUT,
    ) -> None:
        super().__init__(timeout=timeout)
        self.pages = pages
        self.owner_id = owner_id
        self.lang = lang
        self.refusal = refusal
        self.index = 0
        self.sent: tuple[discord.Webhook, int] | None = None
        """Where the reply went (the interaction's webhook, the message id), to take the buttons
        off at the timeout: not the message object, which keeps the whole interaction alive."""
        self.previous.label = t("page.previous", lang)
        self.next.label = t("page.next", lang)
        if len(pages) < 2:
            self.remove_item(self.previous)
            self.remove_item(self.next)
        else:
            self._update_buttons()
        for extra in extras:
            self.add_item(_ExtraButton(extra))
        for item in items:
            self.add_item(item)

    @property
    def has_items(self) -> bool:
        return bool(self.children)

    def _update_buttons(self) -> None:
        self.previous.disabled = self.index == 0
        self.next.disabled = self.index >= len(self.pages) - 1

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.owner_id:
            await interaction.response.send_message(t(self.refusal, self.lang), ephemeral=True)
            return False
        wait = BUTTON_PRESSES.retry_after(interaction.user.id)
        if wait:
            message = t("error.cooldown", self.lang, seconds=f"{wait:.0f}")
            await interaction.response.send_message(message, ephemeral=True)
            return False
        return True

    @discord.ui.button(style=discord.ButtonStyle.secondary, custom_id="juez:page:previous")
    async def previous(self, interaction: discord.Interaction, button: discord.ui.Button[ReplyView]) -> None:
        self.index = max(0, self.index - 1)
        self._update_buttons()
        await interaction.response.edit_message(embed=self.pages[self.index], view=self)

    @discord.ui.button(style=discord.ButtonStyle.secondary, custom_id="juez:page:next")
    async def next(self, interaction: discord.Interaction, button: discord.ui.Button[ReplyView]) -> None:
        self.index = min(len(self.pages) - 1, self.index + 1)
        self._update_buttons()
        await interaction.response.edit_message(embed=self.pages[self.index], view=self)

    async def on_error(
        self, interaction: discord.Interaction, error: Exception, item: discord.ui.Item[ReplyView], /
    ) -> None:
        await respond_error(interaction, error)

    def stop(self) -> None:
        super().stop()
        LIVE_VIEWS.discard(self)

    async def on_timeout(self) -> None:
        sent, self.sent = self.sent, None
        LIVE_VIEWS.discard(self)
        if sent is not None:
            webhook, message_id = sent
            with contextlib.suppress(discord.HTTPException, TooLate):
                await webhook.edit_message(message_id, view=None)


class _ExpiredButton(discord.ui.Button["ExpiredButtons"]):
    async def callback(self, interaction: discord.Interaction) -> None:
        lang = "en"
        languages = getattr(interaction.client, "languages", None)
        if languages is not None:
            lang = await languages.for_interaction(interaction)
        wait = BUTTON_PRESSES.retry_after(interaction.user.id)
        message = t("error.cooldown", lang, seconds=f"{wait:.0f}") if wait else t("error.buttons_expired", lang)
        await interaction.response.send_message(message, ephemeral=True)


class ExpiredButtons(discord.ui.View):
    """Persistent catch-all for reply buttons whose view is gone (timed out, pushed out by newer
    replies, or from before a restart): discord.py looks here only when no live view has the
    button, and the judge is told to ask again instead of seeing "This interaction failed"."""

    def __init__(self, custom_ids: Iterable[str]) -> None:
        super().__init__(timeout=None)
        for custom_id in custom_ids:
            self.add_item(_ExpiredButton(label="·", custom_id=custom_id))


#: The custom ids of reply buttons (cogs add theirs with ``reply_buttons``).
REPLY_BUTTONS: list[str] = ["juez:page:previous", "juez:page:next", "juez:rules"]


def reply_buttons(*custom_ids: str) -> None:
    REPLY_BUTTONS.extend(i for i in custom_ids if i not in REPLY_BUTTONS)


def expired_buttons() -> list[ExpiredButtons]:
    """The catch-alls for every known reply button, 25 to a view (discord.py's limit)."""
    ids = list(dict.fromkeys(REPLY_BUTTONS))
    return [ExpiredButtons(ids[start : start + 25]) for start in range(0, len(ids), 25)]


async def send_reply(
    interaction: discord.Interaction,
    reply: Reply,
    lang: str,
    *,
    ephemeral: bool = False,
    show_rules: RulesCallback | None = None,
    extras: Sequence[Extra] = (),
    items: Sequence[discord.ui.Item[ReplyView]] = (),
    refusal: str = "error.not_yours",
    error: bool = False,
) -> None:
    """Answer once: the first page, with buttons when there are more pages or more to show."""
    pages = to_pages(reply, lang, error=error)
    if show_rules is not None:
        extras = (Extra(t("sba.rules_button", lang), show_rules, "juez:rules"), *extras)
    view = ReplyView(pages, interaction.user.id, lang, extras=extras, items=items, refusal=refusal)
    buttons = view if view.has_items else discord.utils.MISSING
    timer = interaction.extras.pop(TIMER, None)
    if start_answering(interaction):
        if timer is not None:
            timer.cancel()  # answered in time: no deferral
    elif timer is not None:
        with contextlib.suppress(Exception):
            await timer  # the deferral is on its way: this answer follows it
    message_id: int | None
    if interaction.response.is_done():
        message_id = (await interaction.followup.send(embed=pages[0], ephemeral=ephemeral, view=buttons, wait=True)).id
    else:
        sent = await interaction.response.send_message(embed=pages[0], ephemeral=ephemeral, view=buttons)
        message_id = sent.message_id if sent is not None else None
    if view.has_items and not view.is_finished():
        view.sent = (interaction.followup, message_id) if message_id is not None else None
        LIVE_VIEWS.add(view)


async def respond_error(interaction: discord.Interaction, error: BaseException) -> None:
    """Every failure ends here: a private message in the user's language, never a traceback.
    A reply that missed its window has nothing left to answer with: the adapter logged it."""
    original: BaseException = getattr(error, "original", None) or error
    if isinstance(original, TooLate):
        return
    client = interaction.client
    lang = "en"
    languages = getattr(client, "languages", None)
    if languages is not None:
        try:
            lang = await languages.for_interaction(interaction)
        except Exception:  # the error path must not fail
            log.exception("could not resolve the language of interaction %s", interaction.id)
    message = describe_error(original, lang, DISCORD_ERRORS)
    if message is None:
        log.error("interaction %s failed", interaction.id, exc_info=original)
        message = t("error.unexpected", lang, reference=interaction.id)
    else:
        log.debug("interaction %s: user error %s", interaction.id, type(original).__name__)
    try:
        await send_reply(interaction, Reply(title="⚠️", description=message), lang, ephemeral=True, error=True)
    except (discord.NotFound, TooLate):
        log.debug("interaction %s expired before its error could be reported", interaction.id)
    except discord.HTTPException:
        log.exception("could not report the error of interaction %s", interaction.id)


class BoardModal(discord.ui.Modal):
    """/sba without a board: a multi-line text box (one clause per line works)."""

    def __init__(self, lang: str, on_board: Callable[[discord.Interaction, str], Awaitable[None]]) -> None:
        super().__init__(title=t("sba.modal.title", lang)[:45], custom_id="juez:sba:modal")
        self.board: discord.ui.TextInput[BoardModal] = discord.ui.TextInput(
            label=t("sba.modal.label", lang)[:45],
            style=discord.TextStyle.paragraph,
            max_length=4000,
            placeholder=t("sba.modal.placeholder", lang)[:100],
            custom_id="juez:sba:board",
        )
        self.add_item(self.board)
        self._on_board = on_board

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self._on_board(interaction, self.board.value)

    async def on_error(self, interaction: discord.Interaction, error: Exception, /, *args: object) -> None:
        await respond_error(interaction, error)
