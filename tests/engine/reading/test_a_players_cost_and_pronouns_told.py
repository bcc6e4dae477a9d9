"""What a player did told with pronouns: "I +1" after the player's planeswalker (606.4); "he
bolts her", where "her" can't be "he" (a pronoun never names its own clause's subject: that
would be "himself"), so the planeswalker spoken of; "I hit him with X" / "he hits me with X":
X dealt its combat damage, unblocked, to the player the pronoun names (510.1)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


def test_606_4_the_cost_alone_after_the_players_planeswalker(named_catalog: CardCatalog) -> None:
    (read,) = natural_readings("My Liliana of the Veil is at 3, I +1.", named_catalog, [])
    assert "loyalty 4" in read.line


def test_606_4_the_twin_another_players_planeswalker_is_not_read(named_catalog: CardCatalog) -> None:
    assert list(natural_readings("His Liliana of the Veil is at 3, I -2.", named_catalog, [])) == []


def test_120_3c_her_after_he_is_the_planeswalker(named_catalog: CardCatalog) -> None:
    """3 + 1 = 4 loyalty, Lightning Bolt's 3: 1 left, nothing happens."""
    (read,) = natural_readings("My Liliana of the Veil is at 3, I +1, then he bolts her.", named_catalog, [])
    assert "loyalty 1" in read.line
    assert rules(answer("My Liliana of the Veil is at 2, then he bolts her.", named_catalog)) == [{"704.5i"}]


@pytest.mark.parametrize(
    ("board", "rule"),
    [
        ("Opp has 9 poison, I hit him with Blighted Agent and Glistener Elf.", "704.5c"),
        ("I'm at 2, he hits me with Grizzly Bears.", "704.5a"),
    ],
)
def test_510_1_hit_with_is_unblocked_combat_damage(board: str, rule: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{rule}]


def test_510_1_the_twin_him_is_never_the_subject(named_catalog: CardCatalog) -> None:
    """ "he hits him": the same player twice, not read."""
    assert list(natural_readings("Opp is at 3, he hits him with Grizzly Bears.", named_catalog, [])) == []
