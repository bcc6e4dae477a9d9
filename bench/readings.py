"""How long /sba's reading path takes (issue 31: a 10-card named board reads and checks in
< 5 ms median; a board with 8 readings in < 20 ms).

Runs ``engine.reading.answer`` (the board reader, the natural reader and every reading
checked, as /sba and ``juez sba`` do) against the whole card file, and prints the median of
each board: a 10-card board in the board language, the same told as a judge tells it, a board
whose words give 8 readings (four effect sources in unknown order put in every order and
deduplicated, plus readings that part), and a text the natural reader gives up on early.
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.floor_boards import catalog
from engine.board import BoardError
from engine.reading import answer
from engine.reading.natural import natural_readings

REPEATS = 60

TEN_CARDS = (
    "Ana: Grizzly Bears 2/2 damage 2; Ana: Llanowar Elves; Ana: Glorious Anthem; Ana: Serra Angel damage 3; "
    "Ana: Rancor attached to Grizzly Bears; Bob: Hill Giant damage 3; Bob: Typhoid Rats; "
    "Bob: Thalia, Guardian of Thraben; Bob: Savannah Lions damage 1; Bob: Craw Wurm"
)
TOLD = (
    "Ana controls Glorious Anthem, Llanowar Elves and Serra Angel. Bob's Typhoid Rats blocks Ana's "
    "Grizzly Bears. Bob has Thalia, Guardian of Thraben, Savannah Lions and Craw Wurm. Ana Bolts "
    "Bob's Hill Giant. What dies?"
)
#: Three effect sources whose order the text doesn't give (6 orders, 613.7), and an event in
#: brackets (news, or why the state is so): 12 candidate lines, 8 of them distinct readings.
EIGHT_READINGS = "I have Humility, Opalescence and Glorious Anthem. Opponent Shocks Humility. Does it die?"
GIVES_UP = "quick one: my Goblin Guide attacks and something weird happens with a trigger, what now?"


def median_ms(fn: Callable[[], object]) -> float:
    times = []
    for _ in range(REPEATS):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def run(text: str) -> object:
    from engine.reading.natural import parse_line

    parse_line.cache_clear()  # every run is a board seen for the first time: no line parsed yet
    try:
        return answer(text, CARDS)
    except BoardError as exc:  # a question is an answer too: it is what the judge gets
        return exc


def main() -> None:
    for label, text in (
        ("10-card board (board language)", TEN_CARDS),
        ("10-card board told as events", TOLD),
        ("three effect sources in unknown order", EIGHT_READINGS),
        ("a text the natural reader gives up on", GIVES_UP),
    ):
        readings = len(list(natural_readings(text, CARDS)))
        run(text)  # warm: the first call builds the parser and the lexicon
        print(f"{label}: {median_ms(lambda t=text: run(t)):.2f} ms median ({readings} natural readings)")


if __name__ == "__main__":
    CARDS = catalog()
    main()
