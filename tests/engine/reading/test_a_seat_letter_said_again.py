"""A player named by a letter ("La jugadora A", "Player B") said again by the letter alone ("A
controla también unos Elfos"): that player. Before, the capital "A" was skipped as the
preposition or article it usually is, and the verb's subject became the player spoken of last:
the Elves went to the other player and the answer was confidently wrong."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import lines, rules


def test_704_5g_the_letter_alone_is_the_player_it_named(named_catalog: CardCatalog) -> None:
    board = (
        "La jugadora A tiene Ángel de platino en el campo y está en -2 vidas. El jugador B lanza Eléctruco "
        "con sobrecarga. A controla también unos Elfos de Llanowar."
    )
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    ("board", "said"),
    [
        (
            "Player A controls Grizzly Bears. Player B is at 5 life. B controls Llanowar Elves.",
            'Player B: "Llanowar Elves"',
        ),
        (
            "El jugador A tiene Osos pardos. El jugador B está a 5 vidas. B controla Elfos de Llanowar.",
            'El jugador B: "Llanowar Elves"',
        ),
    ],
)
def test_the_letter_is_the_player_named_by_it(board: str, said: str, named_catalog: CardCatalog) -> None:
    """The one player, named as first told ("Player B"), not a second one named "B"."""
    [line] = lines(board, named_catalog)
    assert said in line and ' B: "' not in line.replace(said, ""), line


@pytest.mark.parametrize(
    "board",
    [
        "El jugador A tiene Osos pardos. A mi rival le quedan 3 vidas.",
        "Player A controls Grizzly Bears. A Goblin token is here.",
        "Player A controls Grizzly Bears. A creature token has 1 damage.",
    ],
)
def test_the_twin_a_capital_a_before_a_possessive_or_a_name_stays_a_word(
    board: str, named_catalog: CardCatalog
) -> None:
    for line in lines(board, named_catalog):
        assert "A: vidas 3" not in line and 'A: "Goblin' not in line and 'A: "creature' not in line, line
