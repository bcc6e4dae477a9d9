"""Stated effects compiled for the board reader: "\"gets +2/+2\" on it", "Giant Growth on the Bears".

The board finds a stated effect's sentence (``engine/board/stated.py``); what its words do is the
effects engine's to say, with the same compiler that applies them in the layers (611.2). Words it
can't read are asked about where the judge typed them (``effects.unread``), never dropped.
"""

from __future__ import annotations

from engine.effects.errors import UnreadEffect
from engine.effects.oracle import compile_effect, spell_effects


class StatedCompiler:
    """The board's :class:`~engine.board.stated.StatedEffectCompiler`, installed by ``engine.effects``."""

    def quoted(self, words: str, column: int) -> None:
        if compile_effect(words) is None:
            raise UnreadEffect(column=column, word=words, text=words, source=words)

    def spell(self, name: str, text: str, column: int) -> tuple[tuple[str, ...], bool]:
        read = spell_effects(text)
        if read is None:
            raise UnreadEffect(column=column, word=name, text=text, source=name)
        return read
