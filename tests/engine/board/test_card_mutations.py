"""Never a confident wrong answer, with card names: boards that name real cards (the shared
sample), mutated as judges' text varies, read the same or ask (see test_mutations.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba
from tests.engine.board.test_mutations import TWINS, UNKNOWN, answer, asks

CARD_BOARDS = [
    "Grizzly Bears with 2 damage",
    "Osos pardos con 2 de daño",
    "Thalia, Guardian of Thraben x2",
    "dos Thalia, guardiana de Thraben",
    "Grizzly Bears with 2 damage; Rancor on Grizzly Bears",
    "Jace, the Mind Sculptor with 0 loyalty",
    "Invasion of Ikoria with 0 defense",
    "The Eldest Reborn with 3 lore counters",
    "Darksteel Colossus with 20 damage",
    "Ana's Llanowar Elves with 1 damage; Bob: 0 life",
    "Tarmogoyf 4/5 with 5 damage",
    "Thalia, Guardian of Thraben not legendary x2",
    "Insectile Aberration with 2 damage",
]


@st.composite
def card_mutants(draw: st.DrawFn) -> tuple[str, str]:
    board = draw(st.sampled_from(CARD_BOARDS))
    words = board.split(" ")
    how = draw(st.sampled_from(["insert", "case", "twin"]))
    at = draw(st.integers(0, len(words) - 1))
    if how == "insert":
        words.insert(at, draw(st.sampled_from(UNKNOWN)))
    elif how == "case":
        words[at] = draw(st.sampled_from([str.upper, str.lower, str.title, str.capitalize]))(words[at])
    else:
        for size in (4, 3, 2, 1):
            phrase = " ".join(words[at : at + size]).strip(",;.")
            if phrase.lower() in TWINS:
                words[at : at + size] = [TWINS[phrase.lower()]]
                break
    return board, " ".join(words)


@settings(
    max_examples=400,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(pair=card_mutants())
def test_a_mutated_card_board_reads_the_same_or_asks(pair: tuple[str, str], sample_catalog: CardCatalog) -> None:
    board, mutant = pair
    expected = answer(check_sba(parse_board(board, sample_catalog)))
    try:
        result = check_sba(parse_board(mutant, sample_catalog))
    except BoardError:
        return
    assert answer(result) == expected or asks(result), f"{board!r} → {mutant!r}"
