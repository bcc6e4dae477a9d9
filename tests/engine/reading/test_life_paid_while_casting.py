"""Life paid while casting a spell ("I cast Dismember paying 4 life for the Phyrexian mana,
targeting his Bears", "pagando 4 vidas por el maná pirexiano"): the caster pays (119.4, 107.4f),
never the player spoken of last; and at 0 life the caster loses before the spell resolves
(704.3: the checks come before anyone gets priority with it on the stack)."""

from __future__ import annotations

import re

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 10 life, opp at 4. I cast Dismember targeting his Grizzly Bears, paying 4 life.",
        "Estoy a 10 vidas y mi rival a 4. Le lanzo Desmembrar a sus Osos pardos, pagando 4 vidas.",
    ],
)
def test_119_4_the_caster_pays_the_life_not_the_player_spoken_of_last(board: str, named_catalog: CardCatalog) -> None:
    """The writer goes to 6; the opponent, named last ("his"), stays at 4 and nobody loses."""
    (read,) = natural_readings(board, named_catalog, [])
    assert re.search(r"(you|tú): (life|vidas) 6; (opponent|oponente): (life|vidas) 4", read.line)
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 4 life, opp at 10. He casts Dismember targeting my Grizzly Bears, paying 4 life.",
        "Estoy a 4 vidas y mi rival a 10. Él lanza Desmembrar a mis Osos pardos, pagando 4 vidas.",
    ],
)
def test_119_4_the_twin_the_opponent_casts_and_pays(board: str, named_catalog: CardCatalog) -> None:
    """The opponent, who cast it, goes to 6; the writer, at 4, loses nothing."""
    (read,) = natural_readings(board, named_catalog, [])
    assert re.search(r"(you|tú): (life|vidas) 4; (opponent|oponente): (life|vidas) 6", read.line)
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 4 life. I cast Dismember paying 4 life for the phyrexian mana, targeting his Grizzly Bears.",
        "Estoy a 4 vidas. Lanzo Desmembrar pagando 4 vidas por el maná pirexiano, con objetivo los Osos pardos del rival.",
    ],
)
def test_704_3_a_caster_at_0_loses_before_the_spell_resolves(board: str, named_catalog: CardCatalog) -> None:
    """Only 704.5a: the Bears are never shrunk, the game is over first."""
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 6 life. I cast Dismember paying 4 life for the phyrexian mana, targeting his Grizzly Bears.",
        "Estoy a 6 vidas. Lanzo Desmembrar pagando 4 vidas por el maná pirexiano, con objetivo los Osos pardos del rival.",
    ],
)
def test_704_5f_the_twin_a_caster_left_alive_sees_the_spell_resolve(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


@pytest.mark.parametrize(
    "board",
    [
        "I cast Dismember paying 4 life for the phyrexian mana, targeting his Grizzly Bears.",
        "I control Platinum Angel. I'm at 4 life and cast Dismember paying 4 life, targeting his Grizzly Bears.",
        "I'm at 2 life. I cast Mutagenic Growth on my Grizzly Bears, paying 2 life.",
    ],
)
def test_119_4_life_paid_that_decides_the_answer_and_isnt_known_is_asked(
    board: str, named_catalog: CardCatalog
) -> None:
    """No life told; a card that may keep the caster in; a pump read before its payment: asked."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)
