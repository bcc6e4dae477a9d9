"""Mappings with a bound: what the bot keeps per user, per server or per text must not grow with
every new one for as long as the process lives (bench/soak.py measures it)."""

from __future__ import annotations

from collections import OrderedDict
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class Lru(Generic[K, V]):
    """At most ``limit`` entries; reading or writing one makes it the newest, and past the limit
    the least recently used goes."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("an Lru needs room for at least one entry")
        self.limit = limit
        self._items: OrderedDict[K, V] = OrderedDict()

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __getitem__(self, key: K) -> V:
        value = self._items[key]
        self._items.move_to_end(key)
        return value

    def __setitem__(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.limit:
            self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)
