"""How players type fast, in lower case: "blocked w my bears", "i giant growthed the bears",
"bears took 2" (a card named before, said again in short at a clause's start), "I responded by
Unsummoning the token". Each was refused; each is read only where nothing else can stand, and
the twins show the words are not read anywhere else."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import destroyed, lines, rules


def test_120_3_w_is_with(named_catalog: CardCatalog) -> None:
    """ "w" alone, as "w/": blocked with."""
    assert rules(answer("I blocked his Hill Giant w my Grizzly Bears.", named_catalog)) == [{"704.5g"}]


def test_704_5q_wither_damage_told_in_short_after_a_block(named_catalog: CardCatalog) -> None:
    """The Ram-Gang (wither) blocked by the Bears: the Bears' 3 are -1/-1 counters (120.3d),
    so they die as a 0-toughness creature (704.5f), never of lethal damage."""
    board = "boggart ram-gang attacked me, blocked w my grizzly bears. bears took 3, ram-gang took 2."
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


def test_704_5g_a_spell_in_lower_case_after_its_caster_is_cast(named_catalog: CardCatalog) -> None:
    """ "i giant growthed the bears": Giant Growth on the Bears (5/5), so the Watchwolf (3/3)
    dies to their 5 damage and the Bears live."""
    board = "i swung with Grizzly Bears, he blocked with Watchwolf, i giant growthed the bears before damage."
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert destroyed(board, named_catalog) == 1
    assert any("Watchwolf" in s for r in found.result.rounds for a in r.actions for s in a.subjects)


def test_the_twin_lower_case_spell_words_without_a_caster_are_not_a_spell(named_catalog: CardCatalog) -> None:
    """Not after its caster, "giant growth" in lower case is no spell cast (a noun, a name)."""
    for line in lines("my Grizzly Bears has 2 damage. giant growth is in my hand.", named_catalog):
        assert "+3/+3" not in line, line


@pytest.mark.parametrize(
    "board",
    [
        "His Grizzly Bears has 1 damage. I'm Shocking his Grizzly Bears.",
        "His Grizzly Bears has 1 damage. Then I'm Shocking the Bears.",
    ],
)
def test_120_3_a_spell_as_a_verb_ending_in_ing_is_cast(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    ("board", "destroyed_count"),
    [
        ("boggart ram-gang attacked me, blocked w my grizzly bears. bears took 3, ram-gang took 2.", 0),
        ("My Vampire Nighthawk has 1 damage. nighthawk took 2.", 1),
        ("My Vampire Nighthawk has 1 damage. nighthawk has 1 damage too.", 0),
        ("Grizzly Bears and Hill Giant. bears took 2, giant took 2.", 1),
    ],
)
def test_704_5g_a_card_said_again_in_short_opening_a_clause(
    board: str, destroyed_count: int, named_catalog: CardCatalog
) -> None:
    found = lines(board, named_catalog)
    assert found, board
    assert destroyed(board, named_catalog) == destroyed_count


def test_the_twin_a_lower_case_word_not_of_a_card_told_is_still_refused(named_catalog: CardCatalog) -> None:
    """ "bears" with no Bears told before: no card said again; never taken as one."""
    assert lines("Hill Giant has 2 damage. bears took 2.", named_catalog) == []


def test_the_twin_a_capital_w_paid_is_white_mana(named_catalog: CardCatalog) -> None:
    """ "I paid W": a cost typed without braces, never "with"."""
    from engine.reading.natural.tagger import tag

    [w] = [s for s in tag("I paid W to regenerate it.", named_catalog) if s.text == "W"]
    assert w.is_("mana_cost") and not w.is_("with")
