"""What each interaction leaves behind stays bounded (issue 30, item 3; bench/soak.py measures the
whole bot): reply views, the language cache, the button rate limit, text folding, card faces."""

from __future__ import annotations

from dataclasses import dataclass, field
from types import SimpleNamespace
from typing import Any

import discord
import pytest

from bot.bounded import Lru
from bot.discord.languages import CACHED_USERS, Languages
from bot.discord.views import LiveViews, RateLimit, ReplyView, expired_buttons, reply_buttons
from engine.text import FOLD_CACHED, FOLD_CACHED_LENGTH, _fold_short, fold


def test_an_lru_keeps_the_most_recent_within_its_limit() -> None:
    cache: Lru[int, str] = Lru(100)
    cache[0] = "zero"
    for key in range(1, 10_000):
        cache[key] = str(key)
        if key % 50 == 0:
            assert cache[0] == "zero"  # read often: stays
    assert len(cache) == 100
    assert 0 in cache and 9_999 in cache and 1 not in cache
    with pytest.raises(ValueError):
        Lru(0)


@dataclass
class _Storage:
    reads: list[int] = field(default_factory=list)

    async def user_language(self, user_id: int) -> str | None:
        self.reads.append(user_id)
        return "es" if user_id % 2 else None

    async def guild_language(self, guild_id: int) -> str | None:
        return None


async def test_the_language_cache_is_bounded_and_still_answers() -> None:
    storage = _Storage()
    languages = Languages(storage, "en")  # type: ignore[arg-type]
    for user in range(CACHED_USERS * 3):
        interaction = SimpleNamespace(user=SimpleNamespace(id=user), guild_id=None, locale="en-US", guild_locale=None)
        expected = "es" if user % 2 else "en"
        assert await languages.for_interaction(interaction) == expected  # type: ignore[arg-type]
    assert len(languages._users) <= CACHED_USERS
    reads = len(storage.reads)
    recent = SimpleNamespace(
        user=SimpleNamespace(id=CACHED_USERS * 3 - 1), guild_id=None, locale="en-US", guild_locale=None
    )
    await languages.for_interaction(recent)  # type: ignore[arg-type]
    assert len(storage.reads) == reads  # a recent user is still cached


def test_button_limits_stay_bounded_when_everyone_presses_at_once() -> None:
    limit = RateLimit(rate=5, per=10.0, purge_at=100)
    for user in range(10_000):
        assert limit.retry_after(user, now=1.0 + user * 1e-4) == 0  # all within one window
    assert len(limit) <= 100
    assert limit.retry_after(9_999, now=2.0) == 0  # the newest are still counted
    for _ in range(3):
        limit.retry_after(9_999, now=2.0)
    assert limit.retry_after(9_999, now=2.0) > 0


def test_folding_caches_short_text_only_and_within_its_bound() -> None:
    _fold_short.cache_clear()
    sentence = "Thalia’s ability affects each spell that’s a noncreature spell, " * 2
    folded = "thalia's ability affects each spell that's a noncreature spell, " * 2
    for n in range(5_000):
        assert fold(f"{n} {sentence}") == f"{n} {folded}"
    assert _fold_short.cache_info().currsize == 0  # rulings and queries are not kept
    for n in range(FOLD_CACHED + 5_000):
        assert fold(f"Daño{n}") == f"dano{n}"
    assert _fold_short.cache_info().currsize <= FOLD_CACHED
    assert len(f"Daño{FOLD_CACHED}") <= FOLD_CACHED_LENGTH


def test_the_readers_rows_per_sentence_stay_within_their_bound() -> None:
    """Every new sentence's word classes are a new key: weeks of boards must not grow it."""
    from engine.reading.natural.phrasings import _SENTENCE_SHAPES, _after_subject_in, _starting_in

    _starting_in.cache_clear()
    kinds = frozenset({"card"})
    for n in range(_SENTENCE_SHAPES + 500):
        _starting_in(kinds, False, False, False, frozenset({"card", f"class{n}"}))
        _after_subject_in(kinds, False, False, False, frozenset({"card", f"class{n}"}))
    assert _starting_in.cache_info().currsize <= _SENTENCE_SHAPES
    assert _after_subject_in.cache_info().currsize <= _SENTENCE_SHAPES


def test_card_faces_read_stay_within_the_catalogs_bound() -> None:
    from engine.cards.catalog import FACES_CACHED, CardCatalog

    faces = '[{"name":"Bear %d","type_line":"Creature — Bear","card_types":["creature"],"power":"2","toughness":"2"}]'
    cards = [(i, f"Bear {i}", faces % i) for i in range(FACES_CACHED * 3)]
    names = [(f"bear {i}", i, 0, f"Bear {i}") for i in range(FACES_CACHED * 3)]
    catalog = CardCatalog(names, cards)
    for i in range(FACES_CACHED * 3):
        assert catalog.faces(i)[0].name == f"Bear {i}"
    assert catalog._faces.cache_info().currsize <= FACES_CACHED  # type: ignore[attr-defined]


def _view(owner: int = 1) -> ReplyView:
    pages = [discord.Embed(title="a"), discord.Embed(title="b")]  # two pages: page buttons
    return ReplyView(pages, owner, "en")


async def test_live_views_past_the_bound_are_stopped_oldest_first() -> None:
    live = LiveViews(limit=10)
    views = [_view() for _ in range(25)]
    for view in views:
        live.add(view)
    assert len(live) == 10
    assert all(view.is_finished() for view in views[:15])
    assert not any(view.is_finished() for view in views[15:])
    live.discard(views[-1])
    assert len(live) == 9


async def test_a_stopped_reply_view_leaves_the_live_views() -> None:
    from bot.discord.views import LIVE_VIEWS

    view = _view()
    LIVE_VIEWS.add(view)
    before = len(LIVE_VIEWS)
    view.stop()
    assert len(LIVE_VIEWS) == before - 1


def test_every_known_reply_button_has_a_catch_all(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.discord import views as module

    monkeypatch.setattr(module, "REPLY_BUTTONS", list(module.REPLY_BUTTONS))
    reply_buttons(*(f"juez:test:{n}" for n in range(30)))
    views = expired_buttons()
    ids: list[Any] = [item.custom_id for view in views for item in view.children]  # type: ignore[attr-defined]
    assert {"juez:page:next", "juez:rules", "juez:test:29"} <= set(ids)
    assert all(len(view.children) <= 25 and view.is_persistent() for view in views)


async def test_memory_is_trimmed_after_every_burst_not_during_it(monkeypatch: pytest.MonkeyPatch) -> None:
    """Once per stretch of work, after two idle looks in a row, whatever the resident size did;
    never while busy, never without new work, never twice within the gap."""
    import asyncio

    from bot.discord import trim as module

    trims: list[int] = []
    # busy with a one-look lull inside, idle (trim at look 6), idle for long (no new work: no
    # trim), a second burst (trim at 15), a third 3 looks later: trimmed once the gap has passed
    looks = iter([True, False, True, True, False, False, *[False] * 6, True, False, False, True, *[False] * 20])
    seen: list[int] = []

    def busy() -> bool:
        seen.append(len(seen))
        return next(looks)

    monkeypatch.setattr(module, "MALLOC_TRIM", lambda pad: 1)
    monkeypatch.setattr(module, "trim", lambda: trims.append(len(seen)) or True)
    clock = lambda: float(len(seen))  # noqa: E731 (one look, one second)
    task = asyncio.create_task(module.trim_when_idle(busy, lambda: len(seen) >= 30, every=0, gap=5, clock=clock))
    await asyncio.wait_for(task, 5)
    assert trims == [6, 15, 20]


def test_trimming_gives_memory_back_on_linux() -> None:
    import sys

    from bot.discord.trim import resident_mb, trim

    if not sys.platform.startswith("linux"):
        pytest.skip("malloc_trim is glibc's")
    blocks = [bytearray(4096) for _ in range(50_000)]  # 200 MB in small blocks on the C heap
    grown = resident_mb()
    blocks.clear()
    assert trim()
    after = resident_mb()
    assert grown is not None and after is not None and after < grown - 100


async def test_quiz_reveals_wait_in_one_task_holding_no_interaction() -> None:
    """A task per unanswered question held its interaction and message for the whole timeout;
    one scheduler now holds small records, runs them in time order and skips answered ones."""
    import asyncio
    import dataclasses

    from bot.quiz.service import Kind, Ticket
    from cogs.quiz import Reveal, Reveals
    from engine.quiz import Topic

    loop = asyncio.get_running_loop()
    ran: list[int] = []

    async def run(reveal: Reveal) -> None:
        ran.append(reveal.message_id)

    reveals = Reveals(run)
    before = len(asyncio.all_tasks())
    base = loop.time() + 0.3  # fixed before adding: a loaded machine adds slowly
    for n in range(1_000):
        at = base + (n % 10) * 0.01
        reveals.add(Reveal(at, n, 1, f"k{n}", "token", "en", Topic.SBA, 1, Ticket(Kind.PRACTICE, str(n))))
    assert len(asyncio.all_tasks()) - before == 1
    held = {type(getattr(reveals._pending[0], f.name)) for f in dataclasses.fields(Reveal)}
    assert held <= {float, int, str, Topic, Ticket}  # no interaction, message, webhook or question
    reveals.cancel(7)
    for _ in range(200):  # until the last is due and run (a bound, not a timing: 10 s at most)
        if not len(reveals):
            break
        await asyncio.sleep(0.05)
    assert len(ran) == 999 and 7 not in ran and len(reveals) == 0
    assert ran == sorted(ran, key=lambda m: (m % 10, m))  # due first, then in the order asked


def test_a_compacted_catalog_holds_faces_compressed_and_reads_them_the_same() -> None:
    """The bot keeps the catalog for as long as it runs: compacted, every card's faces are
    compressed, and read back exactly as before."""
    import json

    from engine.cards.catalog import CardCatalog

    faces = json.dumps([{"name": "Grizzly Bears", "type_line": "Creature — Bear", "power": "2", "toughness": "2"}])
    catalog = CardCatalog([("grizzly bears", 1, 0, "Grizzly Bears")], [(1, "Grizzly Bears", faces)])
    before = catalog.faces(1)
    catalog._faces.cache_clear()
    catalog.compact()
    assert all(isinstance(data, bytes) for _, data in catalog._cards.values())
    assert catalog.faces(1) == before and before[0].name == "Grizzly Bears"
