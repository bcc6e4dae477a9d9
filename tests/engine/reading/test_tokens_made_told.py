""" "I made two Soldier tokens with Raise the Alarm", "me hice dos fichas de Soldado", "(las
saqué con Dar la alarma)": tokens told by what the player did. The spell's text says what it
makes (111.2); words that disagree with it (three Soldiers, Soldiers from Lingering Souls) are
not read, and tokens said again after the spell are the same ones, never more."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import NaturalQuestion
from tests.engine.reading.outcomes import rules

#: One of two 1/1 Soldiers Shocked: it is destroyed, then the token ceases to exist.
SHOCKED_ONE = [{"704.5g"}, {"704.5d"}]


@pytest.mark.parametrize(
    "board",
    [
        "I made two Soldier tokens with Raise the Alarm. He Shocks one of them.",
        "Me hice dos fichas de Soldado con Dar la alarma. Mi rival le tira un Choque a una de las fichas.",
        "Lancé Dar la alarma y me hice dos fichas de Soldado. Mi rival le tira un Choque a una de las fichas.",
        "I cast Raise the Alarm and made two Soldier tokens. He Shocks one of them.",
        "Tengo dos fichas de Soldado (las saqué con Dar la alarma). Mi rival le tira un Choque a una de ellas.",
    ],
)
def test_111_2_tokens_told_made_by_a_spell_are_the_ones_its_text_makes(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == SHOCKED_ONE
    assert found.reading is not None and found.reading.count("1/1") == 2  # two, never four


@pytest.mark.parametrize(
    "board",
    [
        "I made three Soldier tokens with Raise the Alarm.",
        "Lancé Dar la alarma y me hice tres fichas de Soldado.",
        "I made two Soldier tokens with Lingering Souls.",
    ],
)
def test_111_2_the_twin_tokens_the_spell_doesnt_make_are_not_read(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(NaturalQuestion):
        answer(board, named_catalog)


def test_608_1_a_response_at_a_named_target_resolves_first(named_catalog: CardCatalog) -> None:
    """ "respondí con Desfigurar a sus Elfos": the target said, any spell (not only a pump)."""
    board = "Mi rival le tiró un Choque a mis Osos pardos y yo respondí con Desfigurar a sus Elfos de Llanowar."
    assert rules(answer(board, named_catalog)) == [{"704.5f", "704.5g"}]
