""" "His Grizzly Bears has 2 damage and so does mine", "So does my opponent", "lo mismo el mío":
the last thing said of an object, said again of another one. Before, "does" was read as the
judge's question and the rest of the sentence skipped ("Mine has the same." whole, as talk): the writer's Bears were left out of the
answer (one creature destroyed where two are) — a confident wrong answer."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import destroyed


@pytest.mark.parametrize(
    "board",
    [
        "His Grizzly Bears has 2 damage and so does mine.",
        "His Grizzly Bears has 2 damage, so does mine.",
        "I have Grizzly Bears with 2 damage. So does my opponent.",
        "His Hill Giant has 3 damage. So does my Grizzly Bears.",
        "I have Grizzly Bears with 2 damage. Same for my opponent.",
        "El Gigante de las colinas del rival tiene 3 de daño y lo mismo el mío.",
        "His Grizzly Bears has 2 damage; mine is the same.",
        "His Grizzly Bears has 2 damage. Mine has the same.",
        "His Grizzly Bears has 2 damage, mine too.",
        "His Grizzly Bears has 2 damage, as does mine.",
        "El Oso pardo del rival tiene 2 de daño, el mío también.",
        "El Oso pardo del rival tiene 2 de daño y el mío igual.",
    ],
)
def test_704_5g_so_does_mine_is_a_second_object_with_the_same_damage(board: str, named_catalog: CardCatalog) -> None:
    assert destroyed(board, named_catalog) == 2


def test_704_5g_the_twin_so_does_mine_with_too_little_damage_destroys_none(named_catalog: CardCatalog) -> None:
    assert destroyed("His Grizzly Bears has 1 damage and so does mine.", named_catalog) == 0


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears has 2 damage and so does mine.",
        "I have Grizzly Bears with 2 damage. So do I.",
        "I'm at 3 life. So is my opponent.",
        "My Grizzly Bears has 2 damage. Mine has the same.",
        "His Hill Giant has 2 damage and so does mine?",
        "Opponent's Hill Giant took 3 from my Lightning Bolt, so did his Grizzly Bears.",
        "His Hill Giant has 2 damage. I control Glorious Anthem, and so does my Grizzly Bears.",
    ],
)
def test_the_twin_so_does_of_no_other_object_is_not_read(board: str, named_catalog: CardCatalog) -> None:
    """The same object again, the same player, a player's total, a question, an event (a spell's
    one target), or a fact with something else said since: not guessed, never skipped."""
    assert list(natural_readings(board, named_catalog, [])) == []
