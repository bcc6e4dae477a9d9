""" "Mi rival juega Detonación ígnea (2 de daño a cada criatura)", "Opp casts Dismember (-5/-5)
on my Bears": judges say what a spell does in brackets after its name. A spell is no object on
the battlefield, so the numbers there restate its text: read from the Oracle text as without
them, and listed as skipped. A number its text doesn't say is a claim the reader can't check
(a misremembered card, a kicker, an X): asked, never taken."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Osos pardos. Mi rival juega Detonación ígnea (2 de daño a cada criatura).",
        "I have Grizzly Bears. My opponent casts Pyroclasm (2 damage to each creature).",
        "I have Grizzly Bears. Opp casts Electrickery with overload (1 damage to each creature I don't control).",
        "Mi rival juega Detonación ígnea (2 de daño a cada criatura). Tengo Osos pardos.",
        "Opp overloads Electrickery (1 damage to each creature I don't control). I have Grizzly Bears.",
    ],
)
def test_704_5g_a_sweeper_said_with_its_damage_in_brackets(board: str, named_catalog: CardCatalog) -> None:
    """Two damage on a 2/2 is lethal; Electrickery's one is not: the Oracle text decides."""
    expected = [] if "Electrickery" in board else [{"704.5g"}]
    assert rules(answer(board, named_catalog)) == expected


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Osos pardos. Mi rival les lanza Desmembrar (-5/-5).",
        "I have Grizzly Bears. My opponent casts Dismember (-5/-5) on them.",
    ],
)
def test_704_5f_a_spell_said_with_its_size_change_in_brackets(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Osos pardos. Mi rival juega Detonación ígnea (1 de daño a cada criatura).",
        "I have Grizzly Bears. My opponent casts Pyroclasm (3 damage to each creature).",
        "Tengo Osos pardos. Mi rival les lanza Desmembrar (-4/-4).",
        "I have Grizzly Bears. My opponent casts Pyroclasm (2 damage to each creature Bob controls).",
        "I have Grizzly Bears. Opp casts Electrickery with overload (2 damage to each creature I don't control).",
    ],
)
def test_a_number_the_spells_text_doesnt_say_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """Pyroclasm deals 2; the board's 1 or 3 is another card, a copy or a mistake: the reply
    can't know which, so it asks instead of taking either."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)
