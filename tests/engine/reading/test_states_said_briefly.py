"""States said in passing: an attack whose blockers aren't told, with the damage it took said
("it attacked, got blocked and took 2 damage"), and Spanish "ir" + participle for what a
permanent carries ("van equipados con", "va encantada con")."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


def test_704_5g_an_attacker_blocked_by_someone_untold_takes_the_damage_told(named_catalog: CardCatalog) -> None:
    board = "My Grizzly Bears has no counters. Then it attacked, got blocked and took 2 damage."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_an_attack_with_no_damage_told_is_not_read_as_damage(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("My Grizzly Bears attacked, got blocked and died horribly.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Mis Osos pardos van equipados con Quebrantahuesos.", 'tú: "Grizzly Bears"; tú: "Bonesplitter" anexado a "Grizzly Bears"'),
        ("Mis Osos pardos van encantados con Rencor.", 'tú: "Grizzly Bears"; tú: "Rancor" anexado a "Grizzly Bears"'),
    ],
)  # fmt: skip
def test_ir_with_a_participle_says_what_it_carries(board: str, line: str, named_catalog: CardCatalog) -> None:
    assert only_line(board, named_catalog) == line


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("My Young Wolf w/ +1/+1, my opponent casts Pyroclasm.", 'you: "Young Wolf" 2 damage 1 +1/+1 counters'),
        ("Tengo unos Osos pardos con un +1/+1 y el rival les tira un Relámpago.", 'tú: "Grizzly Bears" 3 de daño 1 contadores +1/+1'),
    ],
)  # fmt: skip
def test_122_1_a_plus_one_after_with_is_a_counter(board: str, line: str, named_catalog: CardCatalog) -> None:
    assert only_line(board, named_catalog) == line


def test_a_plus_one_said_with_its_source_is_not_a_counter(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("My Grizzly Bears with +1/+1 from Glorious Anthem has 2 damage.", named_catalog)


def test_704_5f_a_size_said_before_a_permanent_told_entering_is_the_size_before_it(named_catalog: CardCatalog) -> None:
    # Night of Souls' Betrayal came after the size was said: the Myr was 0/1, is -1/0 now
    board = "Tengo Myr de acero oscuro (0/1, indestructible) y el rival pone Noche de la traición de las almas."
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


def test_a_size_said_that_is_neither_before_nor_after_is_asked(named_catalog: CardCatalog) -> None:
    board = "Tengo Myr de acero oscuro (3/3, indestructible) y el rival pone Noche de la traición de las almas."
    with pytest.raises(BoardError):
        answer(board, named_catalog)
