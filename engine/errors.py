"""The one shape every user-facing error shares: a message key and its parameters.

Engines never produce sentences; the runtime renders the key in the user's language. A subclass
may fix its key at class level (``key = "board.empty"``) so raising it needs only parameters.
"""

from __future__ import annotations


class KeyedError(Exception):
    key: str = "error.unexpected"

    def __init__(self, key: str | None = None, /, **params: object) -> None:
        if key is not None:
            self.key = key
        self.params: dict[str, object] = params
        super().__init__(f"{self.key}: {params}" if params else self.key)
