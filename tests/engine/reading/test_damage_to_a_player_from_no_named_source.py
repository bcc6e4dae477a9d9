""" "He hit me for 5", "I took 5", "recibí 5 de daño": damage to a player from a source the
words don't name is life lost (120.3a), and the answer says what that takes for granted (a
source with infect gives poison counters instead, 120.3b). Before, these boards were refused.
A source named in the sentence, an attack told, or damage to that player told already is never
read this way: the same damage said again, or infect, is not guessed."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from engine.reading.natural.story import ASSUMED_UNNAMED_SOURCE
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 5. He hit me for 5.",
        "I'm at 5. I took 5.",
        "I'm at 5. I took 5 damage.",
        "Estoy a 5 y recibí 5 de daño.",
        "Opp at 3. I hit him for 3.",
        "Mi rival está a 3 y recibió 3 de daño.",
    ],
)
def test_704_5a_damage_from_an_unnamed_source_is_life_lost(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5a"}]
    assert ASSUMED_UNNAMED_SOURCE in found.assumed


@pytest.mark.parametrize("board", ["I'm at 5. He hit me for 4.", "Estoy a 5 y recibí 4 de daño."])
def test_704_5a_the_twin_less_than_the_life_leaves_the_player_in(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "I'm at 5. He hit me for 5 with Glistener Elf.",
        "Estoy a 5 y recibí 5 de daño de su Elfo resplandeciente.",
        "I'm at 5. His Glistener Elf attacks. I took 2.",
        "I'm at 5. His Hill Giant attacked me, no blocks. I took 3.",
        "I'm at 5 life. I have 9 poison counters. I took 1 damage.",
    ],
)
def test_120_3b_the_twin_a_source_or_an_attack_told_is_never_taken_for_life_lost(
    board: str, named_catalog: CardCatalog
) -> None:
    """Infect (Glistener Elf) gives poison, and an attack's damage said again is not more; in a
    game where poison is told, damage from a source not named may be the tenth poison counter."""
    for read in natural_readings(board, named_catalog, []):
        assert ASSUMED_UNNAMED_SOURCE not in read.assumed, read.line
