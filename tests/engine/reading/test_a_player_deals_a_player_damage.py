"""120.3a: damage one player deals another with something the words don't name is life lost
("my opponent dealt me 3 damage", "mi rival me hizo 3 de daño", "le hizo 3 de daño a Ana"),
as "I took 3" is; with the life total said before it, the total it leaves is checked (704.5a).
A text framed by where it happened ("Torneo de Pioneer en Guatemala, me pasó esto:", "Judge
call at FNM in Toronto:") is read after its frame: a capitalised word after "en"/"in"/"at"
names a place, never a player."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board, loser",
    [
        ("I was at 2 life and my opponent dealt me 3 damage.", "you"),
        ("I was at 2 life and my opponent dealt 3 damage to me.", "you"),
        ("Yo estaba a 2 vidas y mi rival me hizo 3 de daño.", "tú"),
        ("Estaba a 2 vidas y mi rival me hace 3 de daño.", "tú"),
        ("Ana está a 3 vidas y mi rival le hizo 3 de daño a Ana.", "Ana"),
        ("Judge call at FNM in Toronto: I was at 2 life and my opponent dealt me 3 damage.", "you"),
        ("Torneo de Pioneer en Guatemala, me pasó esto: estaba a 2 vidas y mi rival me hizo 3 de daño.", "tú"),
    ],
)
def test_704_5a_damage_a_player_dealt_leaves_the_total_told_minus_it(
    board: str, loser: str, named_catalog: CardCatalog
) -> None:
    result = answer(board, named_catalog, lang="es" if "vidas" in board else "en")
    assert rules(result) == [{"704.5a"}]
    assert result.result.losers == (loser,)


@pytest.mark.parametrize(
    "board",
    [
        "I was at 5 life and my opponent dealt me 3 damage.",
        "Juez en Zaragoza, situación de mesa: estaba a 5 vidas y mi rival me hizo 3 de daño.",
    ],
)
def test_120_3a_damage_short_of_the_total_leaves_the_player_in(board: str, named_catalog: CardCatalog) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == []
    [player] = [p for p in result.state.players if p.life == 2]
    assert player
