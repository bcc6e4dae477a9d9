"""A card with a clause about it ("My Fiend Hunter, which exiled his Bears, has 3 damage"): what
follows the clause is said of the card, never of what the clause spoke of last. Read the other
way, the damage would land on the exiled Bears and the answer would be a confident "nothing"."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "My Fiend Hunter, which exiled his Grizzly Bears, has 3 damage.",
        "My Fiend Hunter which exiled his Grizzly Bears has 3 damage.",
        "My Fiend Hunter exiled his Grizzly Bears and has 3 damage.",
        "Mi Cazador de demonios, que exilió los Osos pardos del rival, tiene 3 daños.",
        "My Fiend Hunter, which is exiling his Grizzly Bears, has 3 damage.",
        "Mi Cazador de demonios, que tiene exiliado a sus Osos pardos, tiene 3 de daño.",
        "Mi Cazador de demonios (tenía exiliados sus Osos pardos) tiene 3 de daño.",
    ],
)
def test_704_5g_damage_after_a_clause_is_the_cards(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.result.rounds[0].actions[0].subjects == ("Fiend Hunter",)


def test_damage_that_doesnt_kill_after_a_clause_is_no_action(named_catalog: CardCatalog) -> None:
    """The twin: 1 damage on the 1/3 Hunter: nothing happens (and the Bears stay exiled)."""
    assert rules(answer("My Fiend Hunter, which exiled his Grizzly Bears, has 1 damage.", named_catalog)) == []
    assert (
        rules(answer("Mi Cazador de demonios, que tiene exiliado a sus Osos pardos, tiene 1 de daño.", named_catalog))
        == []
    )


def test_704_5g_a_clause_of_having_before_the_verb_is_the_cards(named_catalog: CardCatalog) -> None:
    """Bears with Rancor are 4/2: the 2 damage the clause says are lethal, then Rancor goes."""
    found = answer("Grizzly Bears, which has 2 damage, is enchanted by Rancor.", named_catalog)
    assert rules(found) == [{"704.5g"}, {"704.5m"}]


def test_damage_said_of_a_pronoun_for_an_exiled_card_is_asked(named_catalog: CardCatalog) -> None:
    """A near miss: "it" can only be the exiled Bears, which can't have damage: asked."""
    with pytest.raises(BoardError):
        answer("I exiled his Grizzly Bears, it has 3 damage.", named_catalog)
