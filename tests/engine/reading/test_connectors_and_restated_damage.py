""" "Entonces …", "Anyway, …", "Sin embargo, …", "However, …": words that join what a judge
tells carry no fact of their own and are passed over like "then" and "so". And damage said again
in a later sentence with nothing told happening between ("Mi Oso pardo tiene 1 de daño. O sea,
es un 2/2 con 1 de daño") is the same damage restated: only an event deals damage (120.3), so
it is never counted twice; a different amount there is asked."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "La Liliana del Velo de mi rival estaba en 2. Entonces la ataqué con mis Osos pardos y no bloqueó.",
        "Opp's Liliana of the Veil was on 2. Anyway, I attacked Liliana with my Grizzly Bears and he didn't block.",
        "Opp's Liliana of the Veil was on 2. Actually, I attacked Liliana with my Grizzly Bears and he didn't block.",
    ],
)
def test_704_5i_a_connector_before_the_attack_is_passed_over(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5i"}]


@pytest.mark.parametrize(
    "board",
    [
        "Mi rival tenía unos Osos pardos. Sin embargo, le tiré un Choque a los Osos.",
        "Opp had Grizzly Bears. However, I Shocked the Bears.",
    ],
)
def test_704_5g_a_connector_before_the_spell_is_passed_over(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "Mi Oso pardo tiene 1 de daño. O sea, es un 2/2 con 1 de daño.",
        "Mi Oso pardo tiene 1 de daño. Entonces es un 2/2 con 1 de daño.",
        "My Grizzly Bears has 1 damage. So it's a 2/2 with 1 damage.",
    ],
)
def test_120_3_damage_said_again_with_no_event_between_is_the_same_damage(
    board: str, named_catalog: CardCatalog
) -> None:
    """Counted twice, the 2/2 would have lethal damage (704.5g)."""
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "Mi Oso pardo tiene 1 de daño. O sea, es un 2/2 con 2 de daño.",
        "My Grizzly Bears has 1 damage. So it's a 2/2 with 2 damage.",
    ],
)
def test_120_3_damage_said_again_as_another_amount_is_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)


@pytest.mark.parametrize(
    "board", ["So it's a 2/2 with 2 damage.", "O sea, es un 2/2 con 2 de daño.", "Then the 2/2 with 2 damage."]
)
def test_704_5g_words_that_frame_a_sentence_are_never_an_objects_name(board: str, named_catalog: CardCatalog) -> None:
    """The board reader takes the text before a size as a made-up name: "So it's" would be a
    2/2 object with lethal damage, an answer about nothing on the board."""
    with pytest.raises(BoardError):
        answer(board, named_catalog)
