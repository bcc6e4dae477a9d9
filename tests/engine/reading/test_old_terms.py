"""Words older players still use: "comes into play" (now "enters the battlefield", 403.1) and
"removed from the game" (now exile, 406): read as their present terms."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears comes into play, opponent Shocks it.",
        "My Grizzly Bears entered the battlefield and got Shocked.",
    ],
)
def test_704_5g_a_creature_that_came_into_play_then_took_lethal_damage(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5j_another_legend_coming_into_play_is_a_second_one(named_catalog: CardCatalog) -> None:
    found = answer("I control Thalia, Guardian of Thraben. Another Thalia, Guardian of Thraben comes into play.",
                   named_catalog)  # fmt: skip
    assert [c.rule for c in found.result.pending_choices] == ["704.5j"]


def test_a_creature_that_came_into_play_unhurt_is_no_action(named_catalog: CardCatalog) -> None:
    assert rules(answer("Grizzly Bears comes into play.", named_catalog)) == []


def test_704_5m_an_aura_left_when_its_creature_was_removed_from_the_game(named_catalog: CardCatalog) -> None:
    """Removed from the game is exiled: Rancor, enchanting nothing now, goes (704.5m)."""
    assert rules(answer("My Grizzly Bears with Rancor was removed from the game.", named_catalog)) == [{"704.5m"}]
