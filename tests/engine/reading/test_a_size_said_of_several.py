""" "Tengo dos Osos pardos … son 3/3", "two Soldier tokens and Glorious Anthem, so they're 2/2",
"Mis Osos pardos llevan Umbra de víbora, son 3/3": a size said of several objects at once (or
of a card named in the plural) is each one's size now, checked as any size said — the board's
own size decides (704.5f/g), and a size the board doesn't give is asked, never taken."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I control two Soldier tokens from Raise the Alarm and Glorious Anthem, so they're 2/2. Opponent casts Pyroclasm.",
        "Tengo dos fichas de Soldado de Dar la alarma y un Himno glorioso, así que son 2/2. Mi rival juega Detonación ígnea.",
    ],
)
def test_704_5g_tokens_said_with_their_size_under_an_anthem(board: str, named_catalog: CardCatalog) -> None:
    """Raise the Alarm's Soldiers are 1/1; with the Anthem 2/2, as said: Pyroclasm's 2 is lethal
    (then the tokens, in the graveyard, cease to exist, 704.5d)."""
    assert rules(answer(board, named_catalog)) == [{"704.5g"}, {"704.5d"}]


@pytest.mark.parametrize(
    "board",
    [
        "I control two Soldier tokens from Raise the Alarm and Glorious Anthem, so they're 3/3. Opponent casts Pyroclasm.",
        "I have two Grizzly Bears and Glorious Anthem, they're 2/2. Opp casts Pyroclasm.",
        "Tengo Osos pardos y un Gigante de las colinas. Son 3/3. Mi rival juega Detonación ígnea.",
        "Grizzly Bears and Llanowar Elves, both with 1 damage. They're 2/2.",
    ],
)
def test_a_size_said_of_several_that_the_board_doesnt_give_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """Something unsaid would be at work (3/3 Soldiers, 2/2 Bears under an Anthem, a 3/3 Bear):
    taken as told, the answer would rest on a guess."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "I have two Grizzly Bears and Glorious Anthem, they're 3/3. Opp casts Pyroclasm.",
        "Tengo dos Osos pardos y un Himno glorioso, así que son 3/3. Mi rival juega Detonación ígnea.",
    ],
)
def test_704_5g_a_size_said_of_several_that_matches_changes_nothing(board: str, named_catalog: CardCatalog) -> None:
    """3/3 Bears with Pyroclasm's 2 damage live."""
    assert rules(answer(board, named_catalog)) == []


def test_704_5f_a_card_named_in_the_plural_is_one_object(named_catalog: CardCatalog) -> None:
    """ "Mis Osos pardos … son 3/3": one Grizzly Bears with Snake Umbra; Dismember's -5/-5 puts
    it at -2/-2 (704.5f: no destruction, so umbra armor doesn't apply), then the Aura goes (704.5m)."""
    board = "Mis Osos pardos llevan Umbra de víbora, son 3/3. Mi rival les tira Desmembrar."
    assert rules(answer(board, named_catalog)) == [{"704.5f"}, {"704.5m"}]


def test_a_card_played_after_the_board_is_never_a_decks_name(named_catalog: CardCatalog) -> None:
    """ "Mi rival juega Piroclasmo" after the board is a spell cast, by a name no card has: asked.
    Read as a deck's name ("juega Burn"), the sweeper was skipped and the Bears lived."""
    with pytest.raises(BoardError):
        answer("Tengo Osos pardos con 1 de daño. Mi rival juega Piroclasmo.", named_catalog)
