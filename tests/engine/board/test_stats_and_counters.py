"""Numbers as judges write them: damage, deathtouch and lethal damage, counters before or after
their count, articles that count one, leading counts that make copies, labels that amend a copy."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import BoardError
from engine.sba import check_sba
from tests.builders import cite, performed


def test_704_5j_legend_rule_with_an_unquoted_comma_name() -> None:
    result = check_sba(parse_board("Thalia, Guardian of Thraben 2/1 legendary x2"))
    (choice,) = result.pending_choices
    assert choice.kind == "legend_rule" and choice.options == (
        "Thalia, Guardian of Thraben #1",
        "Thalia, Guardian of Thraben #2",
    )
    # A list of names that hold commas is separated so each name stays readable.
    assert "Thalia, Guardian of Thraben #1 / Thalia, Guardian of Thraben #2" in choice.explanation["en"]


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Jace 0 loyalty planeswalker", [["zero_loyalty"]]),
        ("Jace planeswalker 1 loyalty", []),
        ("Jace con 0 de lealtad planeswalker", [["zero_loyalty"]]),
        ("Invasion of Zendikar battle 0 defense", [["siege_zero_defense"]]),
        ("Invasion of Zendikar battle 1 defense", []),
    ],
)
def test_704_5i_and_704_5w_number_before_loyalty_or_defense(board: str, expected: list[list[str]]) -> None:
    # The battle is read as a Siege (310.11); who protects it isn't stated, which is asked about.
    without_protector = [[r for r in rnd if r != "battle_no_protector"] for rnd in performed(board)]
    assert [rnd for rnd in without_protector if rnd] == expected


def test_loyalty_counters_stay_counters() -> None:
    obj = parse_board("Liliana planeswalker 3 loyalty counters").objects[0]
    assert obj.counters == {"loyalty": 3} and obj.loyalty is None


@pytest.mark.parametrize(
    "board",
    [
        "Serra Angel 4/4 with 1 deathtouch damage",
        "Serra Angel 4/4 with 1 damage from a deathtouch source",
        "Ángel de Serra 4/4 con 1 daño de toque mortal",
    ],
)
def test_704_5h_amount_of_deathtouch_damage_marks_it_too(board: str) -> None:
    angel = parse_board(board).objects[0]
    assert angel.damage == 1 and angel.deathtouch_damage
    assert performed(board) == [["deathtouch_damage"]]


def test_704_5g_and_h_deathtouch_amount_adds_to_other_damage() -> None:
    angel = parse_board("Serra Angel 4/4 damage 3, 1 deathtouch damage").objects[0]
    assert angel.damage == 4 and angel.deathtouch_damage


@pytest.mark.parametrize(
    ("board", "shields"),
    [
        ("Grizzly Bears 2/2 with 2 damage and a regeneration shield", 1),
        ("Osos grizzly 2/2 con 2 de daño y un escudo de regeneración", 1),
    ],
)
def test_704_5g_an_article_counts_one(board: str, shields: int) -> None:
    bear = parse_board(board).objects[0]
    assert bear.regeneration_shields == shields and bear.damage == 2


def test_704_5q_articles_before_counters() -> None:
    hydra = parse_board("Hydra 0/0 with a +1/+1 counter and a -1/-1 counter").objects[0]
    assert hydra.counters == {"+1/+1": 1, "-1/-1": 1}


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("a Goblin token in graveyard", "Goblin"),
        ("una ficha de Goblin en el cementerio", "Goblin"),
        ("A Little Chat sorcery in graveyard", "A Little Chat"),
    ],
)
def test_an_article_before_an_object_is_not_its_name(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


def test_704_5g_unknown_toughness_with_damage_asks_for_it() -> None:
    result = check_sba(parse_board("Tarmogoyf */* damage 3"))
    assert result.rounds == ()
    (note,) = result.notes
    assert note.kind == "needs_toughness" and note.rule == cite("lethal_damage")
    assert "2/2" in note.explanation["en"] and "resistencia" in note.explanation["es"]


def test_a_star_power_toughness_still_makes_a_creature() -> None:
    goyf = parse_board("Tarmogoyf */*").objects[0]
    assert "creature" in goyf.card_types and goyf.toughness is None


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears (2/2) with 2 damage",
        "[Grizzly Bears] 2/2 damage 2",
        "2/2 Grizzly Bears with 2 damage",
        "Grizzly Bears 2/2 dmg 2",
        "Grizzly Bears 2/2 has 2 damage marked",
        "Grizzly Bears 2/2 with 2 damage marked on it",
        "Grizzly Bears 2/2 that was dealt 2 damage",
        "Grizzly Bears 2/2 with two damage",
        "Grizzly Bears 2/2 damage two",
        "Osos grizzly 2/2 con 2 daños",
        "Osos grizzly 2/2 con dos de daño",
        "Osos grizzly 2/2 que recibió 2 de daño",
    ],
)
def test_704_5g_the_ways_judges_write_lethal_damage(board: str) -> None:
    bear = parse_board(board).objects[0]
    assert bear.name in ("Grizzly Bears", "Osos grizzly") and (bear.power, bear.toughness, bear.damage) == (2, 2, 2)
    assert performed(board) == [["lethal_damage"]]


@pytest.mark.parametrize(
    "board",
    [
        "Llanowar Elves 1/1 -1/-1 counter",
        "Llanowar Elves 1/1 with -1/-1 counter",
        "Llanowar Elves 1/1, a -1/-1 counter",
    ],
)
def test_704_5f_a_counter_without_a_number_is_one(board: str) -> None:
    assert parse_board(board).objects[0].counters == {"-1/-1": 1}
    assert performed(board) == [["zero_toughness"]]


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 that was dealt 1 damage by a deathtouch source",
        "Bear 2/2 was dealt damage by deathtouch",
        "Osos grizzly 2/2 que recibió 1 de daño de una fuente con toque mortal",
        "Oso 2/2 recibió daño por toque mortal",
    ],
)
def test_704_5h_deathtouch_in_judges_words(board: str) -> None:
    assert parse_board(board).objects[0].deathtouch_damage
    assert performed(board) == [["deathtouch_damage"]]


# -- counters only one card type has name that type ---------------------------------------------


@pytest.mark.parametrize(
    ("board", "kind"),
    [
        ("Jace, the Mind Sculptor with 0 loyalty counters", "zero_loyalty"),
        ("Jace con 0 contadores de lealtad", "zero_loyalty"),
        ("Invasion of Tarkir with 0 defense counters", "siege_zero_defense"),
        ("The Eldest Reborn with 3 lore counters, final chapter 3, chapter resolved", "saga_complete"),
    ],
)
def test_704_5i_w_s_counters_of_one_type_name_it(board: str, kind: str) -> None:
    assert kind in performed(board)[0]


def test_704_5i_one_loyalty_counter_keeps_the_planeswalker() -> None:
    state = parse_board("Jace, the Mind Sculptor with 1 loyalty counter")
    assert state.objects[0].card_types == {"planeswalker"} and performed("Jace with 1 loyalty counter") == []


def test_lore_counters_without_a_final_chapter_ask_for_it() -> None:
    result = check_sba(parse_board("Urza's Saga with 3 lore counters"))
    assert result.rounds == () and [n.kind for n in result.notes] == ["needs_final_chapter"]


def test_a_stated_type_wins_over_what_counters_suggest() -> None:
    assert parse_board("Tezzeret's Gambit artifact with 0 loyalty counters").objects[0].card_types == {"artifact"}


def test_704_8_zero_counters_are_not_last_known_information() -> None:
    action = check_sba(parse_board("Jace with 0 loyalty counters")).rounds[0].actions[0]
    assert action.lki["Jace"].counters == {}


# -- a count before a name is that many copies ---------------------------------------------------


@pytest.mark.parametrize(
    ("board", "count"),
    [
        ("2 Thalia, Guardian of Thraben legendary 2/1", 2),
        ("three Goblin tokens in graveyard", 3),
        ("dos Osos grizzly 2/2 daño 2", 2),
        ("2 grizzly bears 2/2", 2),
        ("Ana: 2 Aura of Silence enchantment", 2),
        ('2 "Borborygmos and Fblthp" 2/2', 2),
    ],
)
def test_a_leading_count_makes_copies(board: str, count: int) -> None:
    assert len(parse_board(board).objects) == count


def test_704_5j_two_copies_of_a_legend_by_count() -> None:
    result = check_sba(parse_board("2 Thalia, Guardian of Thraben legendary 2/1"))
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


@pytest.mark.parametrize("board", ["Ana: 2 poison", "Ana: 10 life", "Grizzly Bears 2/2, 2 damage"])
def test_a_count_before_a_keyword_keeps_its_meaning(board: str) -> None:
    state = parse_board(board)
    assert len(state.objects) <= 1


def test_an_insane_count_stays_out_of_the_name() -> None:
    with pytest.raises(BoardError):
        parse_board("1996 World Champion 2/2")


@pytest.mark.parametrize("board", ["A 2/2 Grizzly Bears with two damage", "Un 2/2 Oso con dos de daño"])
def test_704_5g_an_article_before_stats(board: str) -> None:
    assert performed(board) == [["lethal_damage"]]


@pytest.mark.parametrize(
    "board",
    [
        "Ana: Young Wolf Role attached to Bears timestamp 1; Ana: Monster Role attached to Bears timestamp 2; Bears 2/2",
        "Ana: Rol de Lobo Joven anexado a Oso marca de tiempo 1; Ana: Rol de Monstruo anexado a Oso marca de tiempo 2; Oso 2/2",
    ],
)
def test_704_5z_a_role_named_as_judges_name_it(board: str) -> None:
    state = parse_board(board)
    assert all("role" in o.subtypes for o in state.objects if o.name != "Bears" and o.name != "Oso")
    result = check_sba(state, edition="2026-08-07")
    assert [[str(a.kind) for a in r.actions] for r in result.rounds] == [["role_rule"]]


def test_a_name_with_role_inside_a_word_is_not_a_role() -> None:
    with pytest.raises(BoardError):
        parse_board("Rolling Thunder attached to Bears; Bears 2/2")


# -- numbers after what they count --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Gideon planeswalker loyalty counters 0", [["zero_loyalty"]]),
        ("Gideon planeswalker loyalty counters 1", []),
        ("Grizzly Bears 2/2 deathtouch damage 1", [["deathtouch_damage"]]),
        ("Hydra 0/0 +1/+1 counters 4, max 2 +1/+1 counters", [["counter_limit"]]),
        ("Saga Thing saga lore counters 3, final chapter 3, chapter resolved", [["saga_complete"]]),
        ("Saga Thing saga lore counters 2, final chapter 3", []),
    ],
)
def test_a_count_after_its_counter_kind(board: str, expected: list[list[str]]) -> None:
    assert performed(board) == expected


def test_1_deathtouch_damage_written_after_marks_that_much() -> None:
    bears = parse_board("Grizzly Bears 2/2 deathtouch damage 1").objects[0]
    assert bears.damage == 1 and bears.deathtouch_damage


@pytest.mark.parametrize(
    "board", ["Invasion battle defense 2, protector nobody", "Invasión batalla defensa 2, protector nadie"]
)
def test_704_5x_protector_nobody_is_no_protector(board: str) -> None:
    state = parse_board(board)
    assert state.objects[0].protector is None and [p.name for p in state.players] == [
        "you" if "Invasion" in board else "tú"
    ]


def test_704_5h_zero_deathtouch_damage_is_no_deathtouch_damage() -> None:
    assert performed("Grizzly Bears 2/2 0 deathtouch damage") == []
    assert performed("Grizzly Bears 2/2 1 deathtouch damage") == [["deathtouch_damage"]]


def test_a_card_with_role_in_its_name_is_not_a_role() -> None:
    assert parse_board("Role Reversal sorcery on the stack").objects[0].subtypes == frozenset()


# -- a later clause adds to one labelled copy -------------------------------------------------------


def test_704_5g_a_labelled_clause_amends_that_copy() -> None:
    state = parse_board("Thalia legendary 2/1 x2; Thalia #1 damage 1")
    assert [(o.id, o.damage, o.supertypes == {"legendary"}) for o in state.objects] == [
        ("Thalia #1", 1, True),
        ("Thalia #2", 0, True),
    ]
    result = check_sba(state)
    assert [[str(a.kind) for a in r.actions] for r in result.rounds] == [["lethal_damage"]]
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


def test_amending_one_copy_keeps_every_other_id() -> None:
    state = parse_board("Bear 2/2 x2; Rancor aura enchanting Bear #2; Bear 2/2; Bear #2 damage 2")
    assert [o.id for o in state.objects if o.name == "Bear"] == ["Bear #1", "Bear #2", "Bear #3"]
    assert performed("Bear 2/2 x2; Rancor aura enchanting Bear #2; Bear 2/2; Bear #2 damage 2") == [
        ["lethal_damage"],
        ["aura_illegal"],
    ]


def test_a_label_no_copy_has_is_a_new_object() -> None:
    assert [o.id for o in parse_board("Bear 2/2 x2; Bear #3 2/2").objects] == ["Bear #1", "Bear #2", "Bear #3"]


def test_explicit_labels_alone_are_distinct_objects() -> None:
    assert [o.id for o in parse_board("Bear #1 2/2; Bear #2 2/2 damage 2").objects] == ["Bear #1", "Bear #2"]


def test_704_5g_lethal_damage_is_the_toughness_after_counters() -> None:
    assert parse_board("Oso 2/2 con daño letal y 3 contadores +1/+1").objects[0].damage == 5


def test_lethal_damage_without_a_toughness_asks_for_it() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Tarmogoyf */* with lethal damage")
    assert caught.value.key == "board.lethal_needs_toughness" and caught.value.column == 20


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 gets +2/+2 until end of turn, 3 damage",
        "Oso 2/2 recibe +2/+2 hasta el final del turno y 3 de daño",
    ],
)
def test_704_5g_a_modifier_until_end_of_turn_counts_now(board: str) -> None:
    obj = parse_board(board).objects[0]
    assert (obj.power_modifier, obj.toughness_modifier, obj.damage) == (2, 2, 3)
    assert performed(board) == []


def test_704_5g_near_miss_without_the_modifier_it_dies() -> None:
    assert performed("Grizzly Bears 2/2, 3 damage") == [["lethal_damage"]]


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Serra Angel 4/4 with flying blocked and took 4 damage", "Serra Angel"),
        ("Jace at 0 loyalty", "Jace"),
        ("Jace is at 0 loyalty", "Jace"),
    ],
)
def test_what_happened_to_it_is_skipped_the_numbers_are_read(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name and performed(board)


@pytest.mark.parametrize(
    ("board", "damage", "counters"),
    [
        ("Grizzly Bears 2/2 with 2 damage on it", 2, {}),
        ("Grizzly Bears 2/2 with a +1/+1 counter on it and 3 damage", 3, {"+1/+1": 1}),
        ("Osos pardos 2/2 con 2 de daño encima", 2, {}),
        ("Osos pardos 2/2 con 2 contadores -1/-1 encima", 0, {"-1/-1": 2}),
    ],
)
def test_704_5g_damage_and_counters_on_it_are_on_the_object_itself(
    board: str, damage: int, counters: dict[str, int]
) -> None:
    [bears] = parse_board(board).objects
    assert (bears.damage, bears.counters, bears.attached_to) == (damage, counters, None)


def test_near_miss_an_aura_on_it_is_attached_to_what_was_just_described() -> None:
    state = parse_board("Grizzly Bears 2/2. Rancor aura on it.")
    assert state.objects[1].attached_to is not None and state.objects[1].attached_to.id == "Grizzly Bears"


@pytest.mark.parametrize(
    "board", ["Three Goblin tokens 1/1 in the graveyard", "Tres Goblin fichas 1/1 en el cementerio"]
)
def test_704_5d_a_capitalised_count_before_tokens_is_that_many_tokens(board: str) -> None:
    state = parse_board(board)
    assert [o.name for o in state.objects] == ["Goblin"] * 3 and all(o.token for o in state.objects)
    assert performed(board) == [["token_outside_battlefield"] * 3]


def test_near_miss_a_capitalised_number_opening_a_name_stays_in_it() -> None:
    assert [o.name for o in parse_board("Seven Dwarves 2/2 with 2 damage").objects] == ["Seven Dwarves"]


@pytest.mark.parametrize(
    "board",
    [
        "Invasion of Tarkir battle with 3 defense, protector Bob",
        "Invasión de Tarkir batalla con defensa 3, protector Bob",
    ],
)
def test_310_11_a_battle_is_a_siege_so_an_opponent_protects_it(board: str) -> None:
    state = parse_board(board)
    [battle] = state.objects
    assert battle.battle_type == "siege" and "siege" in battle.subtypes
    assert performed(board) == []  # Bob, an opponent, may protect a Siege (310.11a)


def test_704_5x_a_battle_its_controller_protects_gets_an_opponent() -> None:
    board = "Invasion of Tarkir battle with 3 defense, protector you; Bob at 20 life"
    assert performed(board) == [["battle_illegal_protector"]]  # Bob, the only opponent, becomes it
