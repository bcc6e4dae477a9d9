"""One attacker of several told unblocked after another was blocked ("He blocks the Giant …
The Bears are unblocked", "Los Osos pasan sin bloquear"), and a pronoun after a comma, which
starts a clause about the one told, never one more copy in the list ("…, it gets through")."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules

ATTACK = (
    "Opponent is at 2 life. I attack with Grizzly Bears and Hill Giant. He blocks the Giant with his Centaur Courser."
)
ATAQUE = (
    "Mi rival está a 2 vidas. Ataco con mis Osos pardos y mi Gigante de las colinas. "
    "Él bloquea el Gigante con su Cazador centauro."
)


@pytest.mark.parametrize(
    "board",
    [
        ATTACK + " The Bears are unblocked.",
        ATTACK + " The Bears go unblocked.",
        ATAQUE + " Los Osos pasan sin bloquear.",
        ATAQUE + " Los Osos no fueron bloqueados.",
    ],
)
def test_510_1a_the_unblocked_attacker_deals_its_damage_to_the_player(board: str, named_catalog: CardCatalog) -> None:
    """The Bears' 2 to the player at 2 (704.5a); the Giant and the Courser trade (704.5g)."""
    assert rules(answer(board, named_catalog)) == [{"704.5a", "704.5g"}]


@pytest.mark.parametrize("board", [ATTACK, ATAQUE])
def test_509_an_attacker_whose_block_is_untold_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """The twin: the Bears' fate untold decides the player's life: asked, never dropped."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Opponent is at 20 life. I attack with Grizzly Bears, it gets through.",
        "Opponent is at 20 life. I attack with Grizzly Bears, it goes unblocked.",
    ],
)
def test_a_pronoun_after_a_comma_is_no_second_copy(board: str, named_catalog: CardCatalog) -> None:
    (read,) = natural_readings(board, named_catalog, [])
    assert read.line == 'opponent: life 18; you: "Grizzly Bears"'
