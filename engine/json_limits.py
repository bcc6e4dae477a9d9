"""JSON from files and downloads, read within bounds: nesting depth, token length, size.

Every JSON a user or a server hands Juez (a card file, a document, a game state, a setting) is
read through here, because the parsers' own costs grow with the shape of the input, not its
size: ``json.loads`` recurses once per bracket (100,000 of them end in ``RecursionError``), and
ijson's ``parse`` builds a prefix string per level, so 100,000 brackets (a 200 KB file) ask for
tens of gigabytes. Real files are shallow (MTGJSON's AtomicCards nests 7 levels, the documents
5, a game state 6), so anything past ``MAX_DEPTH`` is refused before it is parsed.

The checks run at C speed (``bytes.replace``, ``translate``, ``find``, ``accumulate``): a 5 MB
file is checked in well under a second, whatever it holds.
"""

from __future__ import annotations

import json
from itertools import accumulate
from typing import Any

from engine.errors import KeyedError

#: Deeper than any real file by far (AtomicCards: 7) and far below Python's recursion limit.
MAX_DEPTH = 64
#: A stretch this long with no string delimiter is one huge token (a string, a number): the
#: streaming parser would hold all of it. AtomicCards' longest string is a few KB.
MAX_TOKEN = 1 << 20

_BRACKETS = b"[]{}"
_NOT_BRACKETS = bytes(b for b in range(256) if b not in _BRACKETS)
#: +1 for an opening bracket, -1 for a closing one, by byte.
_STEP = [1 if b in b"[{" else -1 if b in b"]}" else 0 for b in range(256)]


class JsonLimitError(KeyedError):
    """JSON past a bound: ``json.too_deep``, ``json.too_many`` (``limit``) or ``json.too_long``
    (``limit``, ``offset``).

    Callers re-raise it under their own key, so the message names the file and what is unchanged."""


def _unescaped(data: bytes) -> bytes:
    r"""``data`` with every escape (``\\``, ``\"``) replaced by two plain bytes: what is left of
    a quote is a string delimiter, and lengths are kept. Pairs are taken from the left, as JSON
    reads them (``\\"`` is an escaped backslash, then a quote)."""
    return data.replace(b"\\\\", b"__").replace(b'\\"', b"__")


def _skeleton(data: bytes | str) -> bytes:
    """``data``'s brackets alone, those inside strings included: cutting the strings out first
    (a regular expression) built one piece per string, 300 MB for 5 MB of ``"",``. A bracket in
    a string can only make the count higher (a refusal, never a crash); closing brackets in
    strings could make it lower, and ``loads`` still stops at Python's recursion limit."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    return raw.translate(None, _NOT_BRACKETS)


def nesting_depth(data: bytes | str) -> int:
    """How deep ``data`` nests its brackets: the deepest point of the running count of opened
    minus closed brackets (``translate``, ``accumulate`` and ``max`` run in C: 5 MB of nothing
    but brackets takes 0.2 s)."""
    return max(accumulate(map(_STEP.__getitem__, _skeleton(data))), default=0)


def loads(data: bytes | str, *, limit: int = MAX_DEPTH, max_containers: int | None = None) -> Any:
    """``json.loads`` for untrusted input: ``JsonLimitError`` past ``limit`` levels (or, with
    ``max_containers``, more lists and objects than that: each costs memory and time to build,
    and a 5 MB file of ``[],`` holds 1.6 million), and the ``ValueError`` of ``json.loads`` for
    anything that isn't JSON."""
    skeleton = _skeleton(data)
    if max(accumulate(map(_STEP.__getitem__, skeleton)), default=0) > limit:
        raise JsonLimitError("json.too_deep", limit=limit)
    if max_containers is not None and len(skeleton) > 2 * max_containers:
        raise JsonLimitError("json.too_many", limit=max_containers)
    try:
        return json.loads(data)
    except RecursionError:  # brackets hidden in strings fooled the count: still no traceback
        raise JsonLimitError("json.too_deep", limit=limit) from None


class TokenGuard:
    """Watches a JSON byte stream chunk by chunk for a token longer than ``limit`` bytes: a
    string or number the streaming parser would buffer whole (a compressed file can hold a
    gigabyte-long one in a few KB).

    Only stretches without a string delimiter are measured: any token lies inside one. A run
    shorter than a chunk is never a problem (chunks are far smaller than ``limit``), so each
    chunk costs two ``replace`` and two ``find`` calls: the run carried in, and the run left open.
    """

    def __init__(self, limit: int = MAX_TOKEN) -> None:
        self.limit = limit
        self.offset = 0
        self._run = 0
        self._escaped = False  # the previous chunk ended in an unpaired backslash

    def feed(self, chunk: bytes) -> None:
        if not chunk:
            return
        view = b"_" + chunk[1:] if self._escaped else chunk
        cleaned = _unescaped(view)
        trailing = len(cleaned) - len(cleaned.rstrip(b"\\"))
        self._escaped = trailing % 2 == 1
        first = cleaned.find(b'"')
        if first == -1:
            self._run += len(cleaned)
        else:
            if self._run + first > self.limit:
                raise JsonLimitError("json.too_long", limit=self.limit, offset=self.offset)
            self._run = len(cleaned) - cleaned.rfind(b'"') - 1
        if self._run > self.limit:
            raise JsonLimitError("json.too_long", limit=self.limit, offset=self.offset)
        self.offset += len(chunk)
