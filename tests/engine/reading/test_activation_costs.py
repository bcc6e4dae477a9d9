"""Damage told from a permanent's activated ability costs what its Oracle text says (601.2h,
602.2b): Walking Ballista's +1/+1 counter, Mogg Fanatic itself, a planeswalker's loyalty
(606.4). A cost the checks read is paid before the damage; where the words leave open which
ability (or combat) dealt it and the costs differ, Juez asks."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural.spells import DamageCost, damage_costs
from tests.engine.reading.outcomes import only_line, rules

BALLISTA = (
    "Walking Ballista enters with X +1/+1 counters on it.\n{4}: Put a +1/+1 counter on Walking Ballista.\n"
    "Remove a +1/+1 counter from Walking Ballista: It deals 1 damage to any target."
)


@pytest.mark.parametrize(
    ("text", "name", "costs"),
    [
        (BALLISTA, "Walking Ballista", (DamageCost(1, counters=1),)),
        ("Sacrifice Mogg Fanatic: It deals 1 damage to any target.", "Mogg Fanatic", (DamageCost(1, sacrifice=True),)),
        ("{T}: Prodigal Sorcerer deals 1 damage to any target.", "Prodigal Sorcerer", (DamageCost(1),)),
        ("[+1]: X deals 2 damage to each opponent.\n[−3]: X deals 4 damage to target creature.", "X",
         (DamageCost(2, loyalty=1), DamageCost(4, loyalty=-3))),
        ('[−7]: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."', "X", ()),
        ("{1}, Sacrifice a creature: It deals 1 damage to any target.", "X", None),  # which creature: not told
    ],
)  # fmt: skip
def test_602_2b_a_damage_abilitys_cost_is_read_from_its_words(
    text: str, name: str, costs: tuple[DamageCost, ...] | None
) -> None:
    assert damage_costs(text, name) == costs


def test_704_5f_ballista_that_removes_its_last_counter_dies(named_catalog: CardCatalog) -> None:
    board = "My Walking Ballista has 1 +1/+1 counter. I remove it to ping their Llanowar Elves."
    assert rules(answer(board, named_catalog)) == [{"704.5f", "704.5g"}]


def test_ballista_with_a_counter_left_after_the_ping_lives(named_catalog: CardCatalog) -> None:
    board = "My Walking Ballista has 2 +1/+1 counters. I remove a counter to ping his Llanowar Elves."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5f_ballista_pinging_twice_pays_twice(named_catalog: CardCatalog) -> None:
    board = "My Walking Ballista has two +1/+1 counters. Walking Ballista pinged his Hill Giant twice."
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]


def test_704_5f_spanish_ballista_removes_its_counter_for_the_ping(named_catalog: CardCatalog) -> None:
    board = "Mi Balista andante tiene 1 contador +1/+1. Lo quito para hacerle 1 a sus Elfos de Llanowar."
    assert rules(answer(board, named_catalog)) == [{"704.5f", "704.5g"}]


def test_701_21a_mogg_fanatic_pinging_is_sacrificed(named_catalog: CardCatalog) -> None:
    line = only_line("I sacrificed Mogg Fanatic to ping his Llanowar Elves.", named_catalog)
    assert '"Mogg Fanatic" in graveyard' in line and '"Llanowar Elves" 1 damage' in line


def test_a_tap_ability_costs_nothing_the_checks_read(named_catalog: CardCatalog) -> None:
    line = only_line("Prodigal Sorcerer pinged my Llanowar Elves.", named_catalog)
    assert '"Prodigal Sorcerer";' in line


@pytest.mark.parametrize(("loyalty", "round_"), [(3, {"704.5g", "704.5i"}), (4, {"704.5g"})])
def test_606_4_a_planeswalkers_damage_pays_its_loyalty(
    named_catalog: CardCatalog, loyalty: int, round_: set[str]
) -> None:
    board = f"My Chandra, Torch of Defiance has {loyalty} loyalty. It deals 4 damage to his Grizzly Bears."
    assert rules(answer(board, named_catalog)) == [round_]


def test_a_creatures_damage_that_may_be_combat_or_its_costly_ability_is_asked(named_catalog: CardCatalog) -> None:
    """The twin of the ping: "deals" from a creature whose ability costs a counter may be its
    combat damage; with its counters told, which one is asked."""
    with pytest.raises(BoardError):
        answer("My Walking Ballista has 2 +1/+1 counters. It deals 2 damage to his Hill Giant.", named_catalog)


def test_a_permanent_with_no_counter_ability_is_not_read_removing_a_counter(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("My Grizzly Bears has 1 +1/+1 counter. I remove it to ping their Llanowar Elves.", named_catalog)


def test_a_short_name_after_its_full_name_is_the_card_told(named_catalog: CardCatalog) -> None:
    board = "My Kalitas, Traitor of Ghet has 3 damage. His Grizzly Bears attacks me and Kalitas blocks."
    found = answer(board, named_catalog)
    assert found.reading is not None and "Bloodchief" not in found.reading
    assert rules(found) == [{"704.5g"}]  # the Traitor (3/4) with 3 + 2 damage; the Bears with 3


def test_704_5j_a_short_name_said_twice_is_one_card_in_every_reading(named_catalog: CardCatalog) -> None:
    """Either Kalitas, both copies are the same card: the legend rule either way, answered."""
    found = answer("I stole his Kalitas. I control Kalitas.", named_catalog)
    assert rules(found) == [] and [c.kind for c in found.result.pending_choices] == ["legend_rule"]


def test_a_short_name_told_alone_is_still_asked(named_catalog: CardCatalog) -> None:
    """The twin: "Kalitas" with no full name told before it names two cards: asked."""
    with pytest.raises(BoardError):
        answer("My Kalitas has 4 damage.", named_catalog)  # 3/4 or 5/5: the answers part


def test_510_1c_a_double_block_said_in_one_word_asks_the_division(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("His Craw Wurm attacked me and I double-blocked with my Grizzly Bears and my Hill Giant.", named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "His Craw Wurm attacked me and I double-blocked with my Grizzly Bears and my Hill Giant. "
        "He put 2 on the Bears and 4 on the Giant.",
        "Su Craw Wurm me ataca y le hago doble bloqueo con mis Osos pardos y mi Gigante de las colinas. "
        "Asigna 2 a los Osos y 4 al Gigante.",
    ],
)
def test_704_5g_a_double_block_with_its_division_told(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5f_quito_uno_removes_the_counter_for_the_ping(named_catalog: CardCatalog) -> None:
    board = "Mi Balista andante tiene 1 contador +1/+1. Quito uno para hacerle 1 a sus Elfos de Llanowar."
    assert rules(answer(board, named_catalog)) == [{"704.5f", "704.5g"}]


def test_606_4_a_minus_x_loyalty_cost_pays_the_damage_told() -> None:
    """−X is paid with X loyalty counters removed, never added (the damage told is X)."""
    costs = damage_costs("[−X]: Vraska deals X damage to target creature.", "Vraska")
    assert costs == (DamageCost(None, loyalty=-1),)
