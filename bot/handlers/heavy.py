"""CPU-heavy work (reading a board, checking it, tracing its layers, drawing a quiz board) where
an overrun costs only the judge who asked.

Each job runs in a child process forked from the bot: it starts with everything the bot has
loaded (the card catalog, the grammar, warm caches) at no copying cost, and past its budget it
is killed, so a pathological board ends when its time is up instead of running on for minutes
in a thread nobody can stop. The child's memory is capped too (a board that would eat the
machine ends in "too big"). Forking a 150 MB bot blocks the loop about 3 ms; the rest of a
job's cost is the child's, on another core.

Jobs wait their turn fairly: at most ``WORKERS`` run at once and at most ``PER_USER`` of one
user's, so one judge's boards queue behind each other, never in front of anyone else's; each
user may have ``PER_USER_WAITING`` waiting, everyone ``MAX_WAITING``, beyond which the judge is
told Juez is busy. Where ``fork`` doesn't exist (or for the bot's own warm-up, whose caches
every later child should inherit), a job runs on a thread as before: same budget, no kill.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import os
import pickle
import signal
import traceback
import weakref
from collections import OrderedDict, deque
from collections.abc import Callable, Hashable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextvars import ContextVar
from typing import Any, TypeVar

from bot.errors import JuezError

log = logging.getLogger(__name__)

T = TypeVar("T")

#: Seconds a job may run before "too big to check" (the answer is deferred after 2 s).
BUDGET = 5.0
#: Jobs running at once, each in its own process: a heavy board on each core still leaves
#: room for a light one, which the kernel then shares the cores with.
WORKERS = max(3, (os.cpu_count() or 1) + 1)
#: One user's jobs running at once: the rest of theirs wait behind them.
PER_USER = 1
#: One user's jobs waiting or running before theirs are told to try again.
PER_USER_WAITING = 4
#: Everyone's jobs waiting or running before new ones are told to try again.
MAX_WAITING = 16
#: Memory a child may map beyond what the bot had mapped when it forked: past it the job fails
#: with MemoryError, answered as "too big", and the host keeps its memory.
MEMORY_HEADROOM = 1 << 30
#: What a child may send back (a trace of 300 objects pickles to a few hundred KB).
MAX_RESULT = 64 << 20

#: Who a job is for (the Discord user's id), set by the front end; None: nobody in particular
#: (the CLI, a button press), held only by the limits for everyone.
OWNER: ContextVar[Hashable | None] = ContextVar("juez_heavy_owner", default=None)
#: Run on a thread of this process instead: the bot's warm-up, whose caches (the grammar's
#: parser, compiled card texts) every later child inherits.
INLINE: ContextVar[bool] = ContextVar("juez_heavy_inline", default=False)
#: Set by a front end that limits how many commands work at once (the Discord bot): called when
#: a command's work moves here, so light commands don't wait behind boards queued for the pool.
YIELD_SLOT: ContextVar[Callable[[], None] | None] = ContextVar("juez_yield_slot", default=None)

#: How often (seconds) a running thread must let another have the interpreter. CPython's 5 ms
#: default means that while a job runs on a thread, every step of the event loop can wait 5 ms
#: for its turn (bench/burst.py); at 0.5 ms the loop gets its turns promptly.
SWITCH_INTERVAL = 0.0005

CAN_FORK = hasattr(os, "fork")
_threads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="juez-heavy")


def configure(budget: float) -> None:
    """The budget from the settings (``BOARD_BUDGET``), set by each front end at its start."""
    global BUDGET
    BUDGET = budget


def share_the_interpreter() -> None:
    """For a long-running front end that runs heavy work beside its event loop (the bot)."""
    import sys

    sys.setswitchinterval(SWITCH_INTERVAL)


class _Turns:
    """Who runs next: at most ``WORKERS`` jobs at once, ``PER_USER`` of any one user's, the
    waiting users served in turn (a user who just got a turn goes to the back)."""

    def __init__(self) -> None:
        self.running: dict[Hashable | None, int] = {}
        self.held: dict[Hashable | None, int] = {}
        """Jobs waiting or running, per user."""
        self.waiting: OrderedDict[Hashable | None, deque[asyncio.Future[None]]] = OrderedDict()

    @property
    def total(self) -> int:
        return sum(self.held.values())

    def admit(self, owner: Hashable | None) -> None:
        mine = self.held.get(owner, 0) if owner is not None else 0
        if self.total >= MAX_WAITING or mine >= PER_USER_WAITING:
            raise JuezError("input.busy")
        self.held[owner] = self.held.get(owner, 0) + 1

    def leave(self, owner: Hashable | None) -> None:
        self.held[owner] -= 1
        if not self.held[owner]:
            del self.held[owner]

    async def take(self, owner: Hashable | None) -> None:
        # Whoever waits is held by their own limit (a freed worker goes to the first eligible at
        # once), so a user with nothing waiting starts on any free worker.
        if owner not in self.waiting and self._free_for(owner):
            self._start(owner)
            return
        turn: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.waiting.setdefault(owner, deque()).append(turn)
        try:
            await turn
        except BaseException:
            if turn.done() and not turn.cancelled():
                self.give_back(owner)  # granted as it was cancelled: pass the turn on
            else:
                self._forget(owner, turn)
            raise

    def give_back(self, owner: Hashable | None) -> None:
        self.running[owner] -= 1
        if not self.running[owner]:
            del self.running[owner]
        self._dispatch()

    def _free_for(self, owner: Hashable | None) -> bool:
        return sum(self.running.values()) < WORKERS and (owner is None or self.running.get(owner, 0) < PER_USER)

    def _start(self, owner: Hashable | None) -> None:
        self.running[owner] = self.running.get(owner, 0) + 1

    def _forget(self, owner: Hashable | None, turn: asyncio.Future[None]) -> None:
        queue = self.waiting.get(owner)
        if queue is not None:
            with contextlib.suppress(ValueError):
                queue.remove(turn)
            if not queue:
                del self.waiting[owner]

    def _dispatch(self) -> None:
        for owner in list(self.waiting):
            if sum(self.running.values()) >= WORKERS:
                return
            queue = self.waiting[owner]
            if owner is not None and self.running.get(owner, 0) >= PER_USER:
                continue
            turn = queue.popleft()
            if queue:
                self.waiting.move_to_end(owner)  # the next waiting user goes first next time
            else:
                del self.waiting[owner]
            if turn.done():  # its waiter was cancelled and is gone: the turn goes to the next
                continue
            self._start(owner)
            turn.set_result(None)


#: The turns of each event loop. The bot has one loop for its life; a turn's future belongs to
#: the loop that made it, so a loop that ends (a CLI command, a test) can never leave turns
#: held or waiting in front of the next loop's jobs.
_turns_of: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, _Turns] = weakref.WeakKeyDictionary()


def _turns() -> _Turns:
    loop = asyncio.get_running_loop()
    turns = _turns_of.get(loop)
    if turns is None:
        turns = _turns_of[loop] = _Turns()
    return turns


async def run_heavy(work: Callable[[], T], *, budget: float | None = None) -> T:
    """``work()`` in a killable child process, in its user's turn; a localized error past
    ``budget`` (``BUDGET`` by default; the child is killed) or when too many jobs wait."""
    budget = BUDGET if budget is None else budget
    owner = OWNER.get()
    turns = _turns()
    turns.admit(owner)
    try:
        give_back = YIELD_SLOT.get()
        if give_back is not None:
            give_back()
        await turns.take(owner)
        try:
            if INLINE.get() or not CAN_FORK:
                return await _on_thread(work, budget)
            return await _in_child(work, budget)
        finally:
            turns.give_back(owner)
    finally:
        turns.leave(owner)


@contextlib.contextmanager
def inline() -> Iterator[None]:
    """Jobs started inside run in this process (the warm-up: its caches are every child's)."""
    token = INLINE.set(True)
    try:
        yield
    finally:
        INLINE.reset(token)


async def _on_thread(work: Callable[[], T], budget: float) -> T:
    future = asyncio.get_running_loop().run_in_executor(_threads, work)
    try:
        return await asyncio.wait_for(asyncio.shield(future), budget)
    except TimeoutError:
        raise JuezError("input.too_big", seconds=budget) from None


async def _in_child(work: Callable[[], T], budget: float) -> T:
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(read)
        _child(work, write)
    live.add(pid)
    os.close(write)
    loop = asyncio.get_running_loop()
    reader = asyncio.StreamReader(limit=MAX_RESULT)
    transport, _ = await loop.connect_read_pipe(
        lambda: asyncio.StreamReaderProtocol(reader), os.fdopen(read, "rb", buffering=0)
    )
    try:
        data = await asyncio.wait_for(_read_all(reader), budget)
    except TimeoutError:
        os.kill(pid, signal.SIGKILL)
        raise JuezError("input.too_big", seconds=budget) from None
    except BaseException:  # cancelled (the bot closing, the asker gone): nobody waits for it
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
        raise
    finally:
        transport.close()
        _reap(pid)
    if not data or len(data) > MAX_RESULT:
        log.warning("a heavy job ended without an answer (%d bytes)", len(data))
        raise JuezError("input.too_big", seconds=budget)
    try:
        kind, value, trace = pickle.loads(data)
    except Exception:
        log.exception("a heavy job's answer could not be read")
        raise JuezError("input.too_big", seconds=budget) from None
    if kind == "ok":
        return value  # type: ignore[no-any-return]
    if isinstance(value, MemoryError):
        raise JuezError("input.too_big", seconds=budget)
    if trace and not isinstance(value, JuezError | ValueError):
        value.add_note(f"in the heavy-work process:\n{trace}")
    raise value


async def _read_all(reader: asyncio.StreamReader) -> bytes:
    """Everything the child sends, up to one byte past ``MAX_RESULT`` (then refused)."""
    chunks: list[bytes] = []
    size = 0
    while size <= MAX_RESULT:
        chunk = await reader.read(1 << 20)
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)


def _child(work: Callable[[], object], write: int) -> None:
    """Run ``work`` and send back its result or its exception; exit without running anything
    the parent set up (atexit handlers, buffered files, the event loop)."""
    try:
        _settle_child()
        try:
            outcome: tuple[str, object, str] = ("ok", work(), "")
        except BaseException as exc:  # everything goes back to the parent, which decides
            outcome = ("error", exc, "".join(traceback.format_exception(exc)))
        try:
            data = _dumps(outcome)
        except Exception as exc:  # a result that can't travel: say so instead
            data = _dumps(("error", RuntimeError(f"unpicklable heavy-work result: {exc!r}"), ""))
        with os.fdopen(write, "wb") as out:
            out.write(data)
    finally:
        os._exit(0)


def _settle_child() -> None:
    """A child that doesn't act as the bot: the parent's signal plumbing is not its own, its
    memory is capped, it yields the cores to the bot's event loop, and the collector leaves the
    parent's objects alone (touching them would copy every page)."""
    import gc
    import resource

    gc.freeze()
    with contextlib.suppress(ValueError, OSError):
        signal.set_wakeup_fd(-1)  # the parent's loop listens there: its signals are not ours
    for name in ("SIGINT", "SIGTERM"):
        with contextlib.suppress(ValueError, OSError):
            signal.signal(getattr(signal, name), signal.SIG_DFL)
    with contextlib.suppress(ValueError, OSError):
        with open("/proc/self/statm", encoding="ascii") as statm:
            mapped = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        _, hard = resource.getrlimit(resource.RLIMIT_AS)
        cap = mapped + MEMORY_HEADROOM
        resource.setrlimit(resource.RLIMIT_AS, (cap if hard == resource.RLIM_INFINITY else min(cap, hard), hard))
    with contextlib.suppress(OSError):
        os.nice(5)


#: Children forked and not yet collected (their exit status), for tests and the log.
live: set[int] = set()
_reaper = ThreadPoolExecutor(max_workers=2, thread_name_prefix="juez-reaper")


def _reap(pid: int) -> None:
    """Collect the child's exit off the loop (a large child takes a few milliseconds to unmap
    its memory), whichever loop is running: no zombie is left behind."""

    def wait() -> None:
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, 0)
        live.discard(pid)

    _reaper.submit(wait)


def _rebuilt(cls: type[BaseException], args: tuple[Any, ...], state: dict[str, Any]) -> BaseException:
    """An exception as it was, without calling its ``__init__`` (many take keyword arguments,
    which the default pickling of exceptions can't replay)."""
    exc = cls.__new__(cls, *args)
    exc.args = args
    exc.__dict__.update(state)
    return exc


class _Pickler(pickle.Pickler):
    def reducer_override(self, obj: object) -> Any:
        if isinstance(obj, BaseException):
            return _rebuilt, (type(obj), obj.args, dict(obj.__dict__))
        return NotImplemented


def _dumps(value: object) -> bytes:
    buffer = io.BytesIO()
    _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(value)
    return buffer.getvalue()
