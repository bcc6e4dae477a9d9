"""The one shape every user-facing error shares: a message key and its parameters.

Engines never produce sentences; the runtime renders the key in the user's language.
"""

from __future__ import annotations


class KeyedError(Exception):
    def __init__(self, key: str, **params: object) -> None:
        super().__init__(f"{key}: {params}" if params else key)
        self.key = key
        self.params = params
