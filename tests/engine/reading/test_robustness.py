"""The natural reader never fails on what judges type (issue 31): every development board, and
the same boards with words dropped, swapped or repeated, end in an answer or a question
(a ``BoardError``), never another exception (tests run the reader STRICT: a fault surfaces)."""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer


def _boards(shared: Path) -> list[str]:
    path = shared / "data/boards/natural-dev.jsonl"
    return [json.loads(line)["board"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _mutations(text: str, rng: random.Random) -> list[str]:
    words = text.split()
    out = []
    for _ in range(3):
        changed = list(words)
        i = rng.randrange(len(changed))
        kind = rng.choice(("drop", "swap", "repeat"))
        if kind == "drop" and len(changed) > 1:
            del changed[i]
        elif kind == "swap" and i + 1 < len(changed):
            changed[i], changed[i + 1] = changed[i + 1], changed[i]
        else:
            changed.insert(i, changed[i])
        out.append(" ".join(changed))
    return out


def test_every_development_board_and_its_mutations_answer_or_ask(named_catalog: CardCatalog, shared: Path) -> None:
    rng = random.Random(31)
    seen = 0
    for board in _boards(shared):
        for text in (board, *_mutations(board, rng)):
            with contextlib.suppress(BoardError):
                answer(text, named_catalog)
            seen += 1
    assert seen >= 4 * 150


@pytest.mark.parametrize("text", ["", "?", "(((", "2 2 2", "the the the", "Grizzly Bears (", "¿¿??", "and and"])
def test_fragments_answer_or_ask(named_catalog: CardCatalog, text: str) -> None:
    with contextlib.suppress(BoardError):
        answer(text, named_catalog)
