""" "Both"/"all" opening what is said of the objects just named ("2x Grizzly Bears, both with 2
damage"): each of them. Before, "both" after a comma was a word of no fact and the damage went to one copy only — a confident wrong
answer (one Bears destroyed, the other left)."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import destroyed, rules


@pytest.mark.parametrize(
    ("board", "count"),
    [
        ("2x Grizzly Bears, both with 2 damage.", 2),
        ("Tengo dos Osos pardos, ambos con 2 de daño.", 2),
        ("3x Grizzly Bears, all with 2 damage.", 3),
        ("3x Grizzly Bears, all of them with 2 damage.", 3),
    ],
)
def test_704_5g_both_or_all_of_the_copies_aredestroyed(board: str, count: int, named_catalog: CardCatalog) -> None:
    assert destroyed(board, named_catalog) == count


def test_704_5g_the_twin_a_list_subject_with_both_is_each_of_it(named_catalog: CardCatalog) -> None:
    """ "My Bears and Giant both have 2 damage": the list is the subject; both take it (the
    2/2 Bears die, the 3/3 Giant lives)."""
    assert rules(answer("My Grizzly Bears and Hill Giant both have 2 damage.", named_catalog)) == [{"704.5g"}]
    assert destroyed("My Grizzly Bears and Hill Giant both have 2 damage.", named_catalog) == 1


def test_704_5g_the_twin_both_with_too_little_damage_destroys_none(named_catalog: CardCatalog) -> None:
    assert rules(answer("2x Grizzly Bears, both with 1 damage.", named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "I have Hill Giant and Grizzly Bears. Both have 3 damage.",
        "Tengo Gigante de las colinas y Osos pardos. Ambos tienen 3 de daño.",
        "I have Hill Giant and Grizzly Bears. Each has 3 damage.",
        "Hill Giant and Grizzly Bears. Both with 3 damage.",
        "I have Hill Giant and Grizzly Bears. They both have 3 damage.",
        "I have Hill Giant and Grizzly Bears. Both of them have 3 damage.",
        "I have Hill Giant and Grizzly Bears. Both creatures have 3 damage.",
        "I have Hill Giant and Grizzly Bears. They each have 3 damage.",
        "Tengo Gigante de las colinas y Osos pardos. Los dos tienen 3 de daño.",
        "Tengo Gigante de las colinas y Osos pardos. Cada criatura tiene 3 de daño.",
    ],
)
def test_704_5g_both_opening_a_sentence_is_each_object_the_last_one_listed(
    board: str, named_catalog: CardCatalog
) -> None:
    """ "Both have 3 damage" after a sentence that listed two objects: each took it (before,
    "Both" was skipped as talk and only the Bears had the damage: the 3/3 Giant, destroyed
    too, was left out of the answer)."""
    assert destroyed(board, named_catalog) == 2


@pytest.mark.parametrize(
    "board",
    [
        "I have Hill Giant. Opp has Grizzly Bears. Both have 3 damage.",
        "Tengo Gigante de las colinas. Mi rival tiene Osos pardos. Ambos tienen 3 de daño.",
        "I have Hill Giant, Grizzly Bears and Llanowar Elves. Both have 3 damage.",
    ],
)
def test_704_5g_the_twin_both_of_what_no_one_sentence_listed_is_not_read(
    board: str, named_catalog: CardCatalog
) -> None:
    """Two objects told in two sentences, or three listed: which "both" means is not guessed
    (no reading of the text gives the damage to one of them alone)."""
    for read in natural_readings(board, named_catalog, []):
        assert read.line.count("damage") + read.line.count("daño") != 1, read.line


@pytest.mark.parametrize(
    "board",
    [
        "Both creatures have 2 damage.",
        "Cada criatura tiene 3 de daño.",
        "Ambas criaturas 2/2 con 2 de daño.",
    ],
)
def test_a_quantifier_is_never_an_objects_name(board: str) -> None:
    """ "Both creatures have 2 damage" read in the board language was an object named "Both"
    (a creature with 2 damage and no size): a word that speaks of objects told elsewhere is
    refused in a made-up object's name, with the word and its column."""
    from engine.board import parse_board
    from engine.board.errors import Quantified

    with pytest.raises(Quantified) as refused:
        parse_board(board)
    assert refused.value.column == 1


def test_the_twin_a_quoted_name_holding_both_is_its_name() -> None:
    from engine.board import parse_board

    (obj,) = parse_board('"Both Ways" 2/2 with 2 damage').objects
    assert obj.name == "Both Ways"
