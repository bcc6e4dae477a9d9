"""A permanent told entering whose enters trigger changes the board (603.2, 603.6a) is asked
about unless the sentence goes on to tell what the trigger did; a spell whose text changes only
its own cost before its effect (Blasphemous Act) is read as its effect; "the other side", "his
board is" label the objects after them."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    "board",
    [
        "My opponent casts Flametongue Kavu. I control Grizzly Bears.",
        "Entra el Kavu lengua de fuego de mi rival. Tengo Osos pardos.",
    ],
)
def test_603_6a_an_enters_trigger_told_as_an_event_is_asked_never_ignored(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: "no state-based actions", as if the Kavu's 4 damage never happened (an enters
    # trigger that changes every creature of a group, Massacre Wurm's, is read instead:
    # tests/engine/reading/test_enters_trigger_sweeps.py)
    with pytest.raises(BoardError) as caught:
        answer(board, named_catalog)
    assert caught.value.key == "board.natural.enters_trigger"


def test_603_6a_the_trigger_told_after_it_in_the_sentence_is_answered(named_catalog: CardCatalog) -> None:
    board = "Mi Balista andante tiene 4 contadores +1/+1. Mi rival juega Arrancapiel y le pone los tres contadores -1/-1 a la Balista."
    assert rules(answer(board, named_catalog)) == [{"704.5q"}]


def test_a_permanent_without_an_enters_trigger_entering_is_answered(named_catalog: CardCatalog) -> None:
    # the near miss: Thalia has no enters trigger, so nothing is left unsaid
    assert rules(answer("I control Grizzly Bears. My opponent casts Thalia, Guardian of Thraben.", named_catalog)) == []


def test_120_3_blasphemous_act_deals_13_to_each_creature_its_cost_paragraph_aside(named_catalog: CardCatalog) -> None:
    result = answer("I control Grizzly Bears. My opponent casts Blasphemous Act.", named_catalog)
    assert rules(result) == [{"704.5g"}]


@pytest.mark.parametrize(
    ("board", "theirs"),
    [
        ("My side: Grizzly Bears. The other side: Typhoid Rats, Kitchen Finks.", "Kitchen Finks"),
        ("Mi lado: Osos pardos. Del otro lado: Ratas tifoideas, Despreciables de cocina.", "Kitchen Finks"),
        ("I have Grizzly Bears; his board is Typhoid Rats and Kitchen Finks.", "Kitchen Finks"),
    ],
)
def test_the_other_side_labels_every_object_after_it(named_catalog: CardCatalog, board: str, theirs: str) -> None:
    line = only_line(board, named_catalog)
    assert f'"{theirs}"' in line
    assert all(not part.strip().startswith(("you:", "tú:")) for part in line.split(";") if theirs in part)
    assert any(part.strip().startswith(("you:", "tú:")) for part in line.split(";") if "Grizzly Bears" in part)


def test_110_4a_a_sorcery_is_never_read_as_a_permanent(named_catalog: CardCatalog) -> None:
    # before: "Pyroclasm:" became a sorcery on the battlefield and the answer was "nothing happens"
    board = "I control Leyline of the Void. Pyroclasm: opp has Blood Artist, I have Grizzly Bears."
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_110_4a_a_spell_resolved_in_brackets_explains_the_damage_before_it(named_catalog: CardCatalog) -> None:
    board = "I control Grizzly Bears. Bears has 3 damage marked (opp's Lightning Strike just resolved)."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_110_4a_a_spell_resolved_outside_brackets_is_asked(named_catalog: CardCatalog) -> None:
    # the near miss: what it did isn't said, so it isn't read as doing nothing
    with pytest.raises(BoardError):
        answer("Opp's Lightning Strike just resolved. I have Grizzly Bears.", named_catalog)


def test_111_a_card_in_brackets_after_a_token_it_makes_is_its_maker(named_catalog: CardCatalog) -> None:
    line = only_line("Opp has Blood Artist and a 1/1 spirit token (doomed traveler).", named_catalog)
    assert "Doomed Traveler" not in line and '"Spirit" token' in line
