"""How a judge heads a multiplayer board: the table said before the board ("In our 4 player
game …", "Multijugador de tres: yo, Marta y Luis.", "Pod question:"), whose turn and which phase
said alone ("Commander a cuatro, mi turno, fase principal:"), and what a player has now ("I now
have two Thalias"). The table makes the game multiplayer (800.4a: who is whose opponent is never
inferred); the time words are skipped as the state's time (704.3)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import told
from tests.engine.reading.outcomes import rules


def test_704_5j_two_legends_of_one_player_in_a_game_of_four(named_catalog: CardCatalog) -> None:
    found = answer("In our 4 player game I now have two Thalia, Guardian of Thraben. What happens?", named_catalog)
    assert [p.kind.value for p in found.result.pending_choices] == ["legend_rule"]
    assert found.reading is not None and "4 players" in found.reading


@pytest.mark.parametrize(
    ("board", "table"),
    [
        ("Multijugador de tres: yo, Marta y Luis. Mis Osos pardos tienen 2 de daño.", "partida de 3 jugadores"),
        ("Commander a cuatro, mi turno, fase principal: tengo Osos pardos con 2 de daño.", "partida de 4 jugadores"),
        ("In a 5-player game my Grizzly Bears has 2 damage.", "5 players"),
    ],
)
def test_704_5g_the_table_said_first_and_the_board_after_it(board: str, table: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog, lang="es" if "Osos" in board else "en")
    assert rules(found) == [{"704.5g"}]
    assert found.reading is not None and table in found.reading


def test_704_5g_a_pod_is_a_table_of_several(named_catalog: CardCatalog) -> None:
    found = told("Pod question: my Grizzly Bears has 2 damage.", named_catalog)
    assert found is not None and found[0].multiplayer


def test_the_twin_pod_in_a_cards_name_is_the_card(named_catalog: CardCatalog) -> None:
    """ "Birthing Pod" is a card, never a table: a game of two stays a game of two."""
    found = told("I have Birthing Pod. My Grizzly Bears has 2 damage.", named_catalog)
    assert found is not None and not found[0].multiplayer


def test_704_5g_whose_turn_said_alone_before_the_combat(named_catalog: CardCatalog) -> None:
    board = "Su turno, me atacó con Osos pardos y bloqueé con mi Gigante de las colinas."
    assert rules(answer(board, named_catalog, lang="es")) == [{"704.5g"}]


def test_the_twin_now_has_still_hosts_a_counter(named_catalog: CardCatalog) -> None:
    """ "now has" of a player is what they control; of a creature, what it carries."""
    assert rules(answer("Grizzly Bears now has two -1/-1 counters.", named_catalog)) == [{"704.5f"}]
