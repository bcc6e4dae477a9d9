"""Boards whose readings part, for the front ends' tests (issue 31).

Few real boards produce a question yet, so tests stand in for the engine's candidate sources:
the board below is refused (a misspelt keyword), and its "readings" are lines whose answers
differ (2 damage on a 2/2 is lethal, 1 damage isn't).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading.candidates import Candidate

#: A board the reader refuses ("damge", column 20).
REFUSED = "Grizzly Bears 2/2 damge 2"
LETHAL = "Grizzly Bears 2/2 damage 2"
SURVIVES = "Grizzly Bears 2/2 damage 1"


def offer(monkeypatch: pytest.MonkeyPatch, *candidates: Candidate | str) -> None:
    """The engine's candidate readings of a refused board are these, in this order (a forked
    heavy-work child inherits the patch)."""
    rows = tuple(c if isinstance(c, Candidate) else Candidate(line=c) for c in candidates)

    def fake(
        text: str,
        cards: CardCatalog | None,
        refused: BoardError,
        asked: list[BoardError] | None = None,
        lang: str | None = None,
        *,
        whole: bool = False,
    ) -> Iterator[Candidate]:
        yield from rows

    monkeypatch.setattr("engine.reading.run.candidates", fake)
