"""A player leaving a multiplayer game ("Nico se rindió y se fue de la partida", "Bruno lost
the game"): everything they owned and controlled leaves with them (800.4a), and a battle they
protected has no protector (704.5w/x: its controller chooses a new one among the players left,
the table's unnamed seats among them). Before, the sentence was skipped as talk, and with the
table's size said the answer kept the protector who had left: nothing happened."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.kinds import Kind
from engine.reading import answer
from engine.reading.natural import NaturalQuestion
from tests.engine.reading.outcomes import lines


@pytest.mark.parametrize(
    "board",
    [
        "Partida de Commander a 4. Yo controlo Invasion of Tarkir y el protector era Nico. Nico se rindió y se fue "
        "de la partida. Nadie está atacando la batalla.",
        "Multijugador a cuatro. Ana controla Invasion of Tarkir y su protector era Bruno. Bruno acaba de perder "
        "la partida.",
        "Four-player Commander. I control Invasion of Tarkir and Nico is its protector. Nico conceded. Nobody is "
        "attacking the battle.",
    ],
)
def test_704_5w_a_battle_whose_protector_left_gets_a_new_one_chosen(board: str, named_catalog: CardCatalog) -> None:
    result = answer(board, named_catalog).result
    [choice] = result.pending_choices
    assert choice.kind == Kind.BATTLE_NO_PROTECTOR
    assert len(choice.options) == 2, choice.options  # the two players left besides its controller


def test_800_4a_what_the_player_who_left_controlled_leaves_with_them(named_catalog: CardCatalog) -> None:
    [line] = lines("Commander a 4. Nico controla Osos pardos con 2 de daño. Nico se rindió.", named_catalog)
    assert "Grizzly Bears" not in line and "3 jugadores" in line, line


def test_the_twin_leaving_a_two_player_game_is_not_read(named_catalog: CardCatalog) -> None:
    """Of two players, the game is over (104.3a): no board left to check."""
    assert lines("Mi rival controla Osos pardos con 2 de daño. Mi rival se rindió.", named_catalog) == []


def test_the_twin_a_protector_still_in_the_game_stays(named_catalog: CardCatalog) -> None:
    result = answer(
        "Partida de Commander a 4. Yo controlo Invasion of Tarkir y el protector es Nico.", named_catalog
    ).result
    assert not result.pending_choices and not result.rounds


def test_a_sentence_about_a_player_skipped_as_talk_keeps_the_players_asked(named_catalog: CardCatalog) -> None:
    """Who plays on is asked when a sentence naming a player was skipped: it may have told it."""
    board = "Multijugador a cuatro. Ana controla Invasion of Tarkir y su protector era Bruno. Bruno está muy contento."
    with pytest.raises(NaturalQuestion) as asked:
        answer(board, named_catalog)
    assert asked.value.key == "board.natural.open"
