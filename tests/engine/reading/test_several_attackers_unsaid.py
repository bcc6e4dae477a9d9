""" "I have two Spirit tokens … I attacked with both, no blocks", "Tengo dos Osos pardos …
Ataqué con los dos y no bloqueó": the attacker left unsaid was taken as the one creature just
spoken of, so two 1/1s dealt 1 and the opponent at 2 lived. Each attacking creature deals its
own combat damage (510.1): with several alike creatures told, or a word saying several attacked,
which ones attacked is not guessed. One creature told and "I attacked" is read as before."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I have two Spirit tokens from Lingering Souls. Opp is at 2. I attacked with both, no blocks.",
        "I have Grizzly Bears and Hill Giant. Opp is at 5. I attacked with both, no blocks.",
        "Tengo dos Osos pardos. Mi rival está a 4. Ataqué con los dos y no bloqueó.",
        "Tengo unos Osos pardos y un Gigante de las colinas. Mi rival está a 5. Ataqué con ambos y no bloqueó.",
    ],
)
def test_510_1_several_attackers_left_unsaid_are_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "I have Grizzly Bears. Opp is at 2. I attacked, no blocks.",
        "Tengo unos Osos pardos. Mi rival está a 2. Ataqué y no bloqueó.",
    ],
)
def test_704_5a_one_creature_told_attacks_when_the_player_attacks(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]
