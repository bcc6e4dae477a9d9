"""How a judge mentor's exam and a stream's chat tell a board: "Scenario 6 —", "Exam Q11 —" and
"Escenario 4:" number the question; "the only creature on the battlefield is …" says what is
there; "already came back once" is undying's or persist's return, by the card's own keyword;
"vos tenés", "volando", "a first striker", "al lado", "nomás" are ways of saying what the reader
already reads."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Scenario 6 — NAP controls Grizzly Bears with 2 damage.", 'NAP: "Grizzly Bears" 2 damage'),
        ("Exam Q11 — NAP controls Grizzly Bears with 2 damage.", 'NAP: "Grizzly Bears" 2 damage'),
        ("Escenario 4: el jugador activo controla Osos pardos con 2 de daño.", 'JA: "Grizzly Bears" 2 de daño'),
        (
            "Scenario 5. The only creature on the battlefield is NAP's Grizzly Bears with 2 damage.",
            'NAP: "Grizzly Bears" 2 damage',
        ),
    ],
)
def test_704_5g_an_exam_numbering_is_no_count(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_an_exam_number_inside_a_clause_is_still_read(named_catalog: CardCatalog) -> None:
    """The twin: "tengo en mesa 3 Osos pardos" counts three Bears; a number after "scenario"
    that doesn't close its clause is no label either."""
    assert only_line("Tengo en mesa 3 Osos pardos.", named_catalog).count("Grizzly Bears") == 3


@pytest.mark.parametrize(
    ("board", "counter"),
    [
        ("My Young Wolf already came back once. It has 3 damage.", "1 +1/+1 counters"),
        ("Mis Despreciables de cocina ya volvieron una vez y tienen 2 de daño.", "1 contadores -1/-1"),
        ("Opponent's Kitchen Finks has already come back. It has 2 damage.", "1 -1/-1 counters"),
    ],
)
def test_702_93a_702_79a_came_back_is_by_the_cards_own_keyword(
    named_catalog: CardCatalog, board: str, counter: str
) -> None:
    assert counter in only_line(board, named_catalog)


def test_came_back_said_of_a_card_with_neither_keyword_is_not_read(named_catalog: CardCatalog) -> None:
    """The twin: Grizzly Bears has no undying or persist: which counter? Never guessed."""
    with pytest.raises(BoardError):
        answer("My Grizzly Bears already came back once. It has 1 damage.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Vos tenés Boa de río con 2 de daño.", 'tú: "River Boa" 2 de daño'),
        ("Tú controlas Boa de río con 2 de daño.", 'tú: "River Boa" 2 de daño'),
        ("Tengo Boa de río con 2 de daño al lado.", 'tú: "River Boa" 2 de daño'),
    ],
)
def test_704_5g_voseo_and_presence_words(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_702_9_volando_is_flying_on_a_token(named_catalog: CardCatalog) -> None:
    line = only_line("El rival tiene una ficha de Espíritu 1/1 volando con 1 de daño.", named_catalog)
    assert "flying" in line and "1/1" in line


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Mi Artista de la sangre bloqueando sus Osos pardos. Se hace el daño.",
            'tú: "Blood Artist" 2 de daño de "Grizzly Bears"; oponente: "Grizzly Bears"',
        ),
        (
            "My Darksteel Myr in front of his Vampire Nighthawk. Damage goes through.",
            'you: "Darksteel Myr" 2 damage from "Vampire Nighthawk"; opponent: "Vampire Nighthawk"',
        ),
    ],
)
def test_510_1_a_block_said_by_a_gerund_or_by_where_it_stands(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    """ "bloqueando" (every Spanish verb's gerund is read), "in front of": a block, then its damage."""
    assert only_line(board, named_catalog) == line


def test_a_gerund_has_no_person() -> None:
    from engine.reading.natural import tag

    [verb] = [s for s in tag("Mi Artista de la sangre bloqueando sus Osos pardos.", None) if s.is_("blocks")]
    assert not verb.is_("first_person")


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Creatures on the battlefield: Grizzly Bears, Hill Giant. I cast Pyroclasm.",
            'you: "Grizzly Bears" 2 damage; you: "Hill Giant" 2 damage',
        ),
        (
            "El rival controla Geist raíz estranguladora (recién jugado) con 3 de daño.",
            'oponente: "Strangleroot Geist" 3 de daño sin contadores',  # just cast: none on it (undying)
        ),
    ],
)
def test_headings_and_asides_that_say_it_is_there(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line
