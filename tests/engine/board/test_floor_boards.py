"""Every board of tests/fixtures/floor_boards.tsv (boards as judges write them, English and
Spanish, each answer reviewed by hand) reads to that answer through /sba's path (every reading
tried), or asks where it must (a row asked in the board language says which question)."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.sba import check_sba

FIXTURE = Path(__file__).resolve().parents[2] / "fixtures" / "floor_boards.tsv"


def _rows() -> list[tuple[str, str, str, str]]:
    lines = [line for line in FIXTURE.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    reader = csv.reader(lines[1:], delimiter="\t", quoting=csv.QUOTE_NONE)
    return [(b, a, lo, c) for b, a, lo, c in reader]


ROWS = _rows()


def test_the_set_covers_both_languages_and_asks() -> None:
    spanish = [r for r in ROWS if any(w in r[0] for w in ("Tengo", "tiene", " de ", " con "))]
    assert len(ROWS) >= 100 and len(spanish) >= 30 and sum(r[1] == "ask" for r in ROWS) <= len(ROWS) // 10


@pytest.mark.parametrize(("board", "actions", "losers", "choices"), ROWS, ids=[r[0][:60] for r in ROWS])
def test_a_board_as_judges_write_it(
    board: str, actions: str, losers: str, choices: str, named_catalog: CardCatalog
) -> None:
    if actions == "ask":
        with pytest.raises(BoardError) as caught:
            check_sba(parse_board(board, named_catalog))
        assert caught.value.key == losers
        return
    try:  # the user's path (/sba): every reading tried
        result = answer(board, named_catalog).result
    except BoardError as asked:  # readings that part are a question; the board language's own is one of them
        assert asked.key == "board.choose_reading"
        result = check_sba(parse_board(board, named_catalog))
    said = (
        ",".join(str(a.kind) for r in result.rounds for a in r.actions) or "-",
        ",".join(result.losers) or "-",
        ",".join(str(c.kind) for c in result.pending_choices) or "-",
    )
    assert said == (actions, losers, choices)
