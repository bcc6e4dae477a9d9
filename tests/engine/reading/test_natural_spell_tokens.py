"""A spell whose whole text creates creature tokens ("I cast Raise the Alarm") makes them as its
text says (count, size, colors, keywords: 111.2); a spell cast "with overload" is its text with
"each" for "target" (702.96b)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from engine.reading.natural.spells import overloaded, spell_tokens
from tests.engine.reading.outcomes import rules


def test_111_2_the_tokens_a_spell_text_creates(named_catalog: CardCatalog) -> None:
    assert spell_tokens(named_catalog, "Raise the Alarm") == (2, "Soldier", (1, 1), ("white",), ())
    assert spell_tokens(named_catalog, "Lingering Souls") == (2, "Spirit", (1, 1), ("white",), ("flying",))
    # near misses: a count a condition changes (fateful hour), and a spell that makes none
    assert spell_tokens(named_catalog, "Gather the Townsfolk") is None
    assert spell_tokens(named_catalog, "Lightning Bolt") is None


def test_702_96b_overload_reads_each_for_target() -> None:
    text = "Electrickery deals 1 damage to target creature you don't control.\nOverload {1}{R}"
    assert overloaded(text) == "Electrickery deals 1 damage to each creature you don't control."
    assert overloaded("Lightning Bolt deals 3 damage to any target.") is None


@pytest.mark.parametrize(
    "board",
    [
        "I cast Raise the Alarm. He casts Electrickery with overload.",
        "I cast Lingering Souls, then he casts Drown in Sorrow.",
    ],
)
def test_704_5d_the_tokens_a_spell_made_die_then_cease_to_exist(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"} if "Electrickery" in board else {"704.5f"}, {"704.5d"}]


def test_702_96b_overload_spares_the_casters_creatures(named_catalog: CardCatalog) -> None:
    result = answer("My Grizzly Bears and his Llanowar Elves. I cast Electrickery with overload.", named_catalog)
    assert [a.subjects for r in result.result.rounds for a in r.actions] == [("Llanowar Elves",)]


def test_702_96b_near_miss_electrickery_without_overload_needs_a_target(named_catalog: CardCatalog) -> None:
    # cast for its normal cost it has one target, which the text doesn't say: not read as each
    with pytest.raises(BoardError):
        answer("My Grizzly Bears and his Llanowar Elves. I cast Electrickery.", named_catalog)


@pytest.mark.parametrize(
    "board",
    ["I have two 1/1 white Soldier tokens and Crusade.", "Tengo dos fichas de criatura Soldado blancas 1/1 y Cruzada."],
)
def test_111_4_a_color_said_of_tokens_counted_is_each_ones(named_catalog: CardCatalog, board: str) -> None:
    # before: "blancas" colored only the first of the two, and the second's +1/+1 was asked
    [read] = list(natural_readings(board, named_catalog, []))
    assert read.line.count("white") == 2


def test_111_4_one_token_said_white_beside_another_card_colors_only_it(named_catalog: CardCatalog) -> None:
    [read] = list(natural_readings("I have a 1/1 white Soldier token and Grizzly Bears.", named_catalog, []))
    assert read.line.count("white") == 1
