"""Forms judges type without reading the reference: names with commas or "and", loyalty
before its number, deathtouch damage with an amount. Each has a twin that must keep its old
meaning, so the new forms can't swallow attributes."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import BoardError, BoardSyntaxError
from engine.model import ObjectRef
from engine.sba import check_sba


def rules(board: str) -> list[list[str]]:
    return [[a.rule or "" for a in r.actions] for r in check_sba(parse_board(board)).rounds]


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Thalia, Guardian of Thraben 2/1", "Thalia, Guardian of Thraben"),
        ("Jace, the Mind Sculptor planeswalker loyalty 3", "Jace, the Mind Sculptor"),
        ("Sword of Fire and Ice equipment", "Sword of Fire and Ice"),
        ("Wrenn and Six planeswalker loyalty 3", "Wrenn and Six"),
        ("Espada de Fuego y Hielo equipo", "Espada de Fuego y Hielo"),
        ("Jace, el Escultor Mental planeswalker lealtad 3", "Jace, el Escultor Mental"),
    ],
)
def test_names_with_commas_and_and_need_no_quotes(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize(
    ("board", "tapped", "damage"),
    [
        ("Grizzly Bears 2/2, tapped, damage 2", True, 2),
        ("Grizzly Bears 2/2 tapped and damage 1", True, 1),
        ("Osos grizzly 2/2, girado y daño 1", True, 1),
    ],
)
def test_a_comma_or_and_before_an_attribute_still_joins_attributes(board: str, tapped: bool, damage: int) -> None:
    obj = parse_board(board).objects[0]
    assert obj.name in ("Grizzly Bears", "Osos grizzly") and obj.tapped is tapped and obj.damage == damage


def test_a_capitalised_attribute_after_a_comma_is_still_an_attribute() -> None:
    elves = parse_board("Llanowar Elves, Tapped 1/1").objects[0]
    assert elves.name == "Llanowar Elves" and elves.tapped


def test_a_comma_before_a_lowercase_word_is_not_a_name() -> None:
    with pytest.raises(BoardError):
        parse_board("Grizzly Bears, friendly 2/2")


def test_704_5j_legend_rule_with_an_unquoted_comma_name() -> None:
    result = check_sba(parse_board("Thalia, Guardian of Thraben 2/1 legendary x2"))
    (choice,) = result.pending_choices
    assert choice.kind == "legend_rule" and choice.options == (
        "Thalia, Guardian of Thraben #1",
        "Thalia, Guardian of Thraben #2",
    )
    # A list of names that hold commas is separated so each name stays readable.
    assert "Thalia, Guardian of Thraben #1 / Thalia, Guardian of Thraben #2" in choice.explanation["en"]


def test_704_5m_reference_to_an_unquoted_comma_name() -> None:
    board = "Pacifism aura attached to Thalia, Guardian of Thraben; Thalia, Guardian of Thraben 2/1 gets -0/-1"
    state = parse_board(board)
    assert state.objects[0].attached_to == ObjectRef(id="Thalia, Guardian of Thraben")
    assert rules(board) == [["704.5f"], ["704.5m"]]


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Jace 0 loyalty planeswalker", [["704.5i"]]),
        ("Jace planeswalker 1 loyalty", []),
        ("Jace con 0 de lealtad planeswalker", [["704.5i"]]),
        ("Invasion of Zendikar battle 0 defense", [["704.5w"]]),
        ("Invasion of Zendikar battle 1 defense", []),
    ],
)
def test_704_5i_and_704_5w_number_before_loyalty_or_defense(board: str, expected: list[list[str]]) -> None:
    # The battle has no battle type, so its controller is its only possible protector (310.8a).
    without_protector = [[r for r in rnd if r != "704.5x"] for rnd in rules(board)]
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
    assert rules(board) == [["704.5h"]]


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


def test_an_article_after_a_player_colon_counts_one() -> None:
    ana = parse_board("Ana: a poison counter, life 3").players[0]
    assert ana.poison == 1 and ana.life == 3


def test_704_5g_unknown_toughness_with_damage_asks_for_it() -> None:
    result = check_sba(parse_board("Tarmogoyf */* damage 3"))
    assert result.rounds == ()
    (note,) = result.notes
    assert note.kind == "needs_toughness" and note.rule == "704.5g"
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
    assert rules(board) == [["704.5g"]]


def test_brackets_never_swallow_stats_into_a_name() -> None:
    """Before brackets were understood, "(2/2)" became part of the name and nothing happened."""
    bear = parse_board("Grizzly Bears (2/2) damage 2").objects[0]
    assert bear.name == "Grizzly Bears" and "creature" in bear.card_types


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
    assert rules(board) == [["704.5f"]]


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
    assert rules(board) == [["704.5h"]]


@pytest.mark.parametrize(
    ("board", "life", "poison"),
    [
        ("Ana has 0 life", 0, 0),
        ("Ana at 0 life", 0, 0),
        ("Ana is at 0 life", 0, 0),
        ("Ana with 10 poison counters", 20, 10),
        ("Ana 3 life, two poison counters", 3, 2),
        ("Ana tiene 0 vidas", 0, 0),
        ("Ana está a 0 vidas", 0, 0),
    ],
)
def test_a_player_clause_needs_no_colon(board: str, life: int, poison: int) -> None:
    state = parse_board(board)
    assert state.objects == () and [(p.name, p.life, p.poison) for p in state.players] == [("Ana", life, poison)]


def test_a_clause_with_object_attributes_stays_an_object() -> None:
    """Only clauses with nothing but player attributes become players."""
    with pytest.raises(BoardError):
        parse_board("Ana has 0 life and 2/2")


@pytest.mark.parametrize(
    ("board", "name"),
    [("Seven Dwarves 2/2 damage 2", "Seven Dwarves"), ("That Which Was Taken artifact", "That Which Was Taken")],
)
def test_number_and_filler_words_inside_names_stay(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize(
    ("board", "expected", "subtype"),
    [
        ("Rancor enchanting Grizzly Bears; Grizzly Bears 2/2 damage 2", [["704.5g"], ["704.5m"]], "aura"),
        ("Bonesplitter equipping Grizzly Bears; Grizzly Bears 2/2 damage 2", [["704.5g"], ["704.5n"]], "equipment"),
        ("Grizzly Bears 2/2 equipped with Bonesplitter, damage 2; Bonesplitter", [["704.5g"], ["704.5n"]], "equipment"),
        ("Grizzly Bears 2/2 enchanted by Rancor, damage 2; Rancor", [["704.5g"], ["704.5m"]], "aura"),
        ("Oso 2/2 encantado por Pacifismo, con 2 de daño; Pacifismo", [["704.5g"], ["704.5m"]], "aura"),
        ("Pacifismo encantando a Oso; Oso 2/2 con 2 de daño", [["704.5g"], ["704.5m"]], "aura"),
    ],
)
def test_704_5m_and_n_the_attaching_verb_says_what_the_permanent_is(
    board: str, expected: list[list[str]], subtype: str
) -> None:
    """Before, "Rancor enchanting Bears" made Rancor a plain permanent that fell off (704.5p)."""
    state = parse_board(board)
    attached = next(o for o in state.objects if o.attached_to is not None)
    assert subtype in attached.subtypes and attached.attached_to == ObjectRef(
        id=next(o.id for o in state.objects if o is not attached)
    )
    assert rules(board) == expected


def test_a_carrier_with_copies_must_be_labelled() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Bear 2/2 x2 equipped with Bonesplitter; Bonesplitter")
    assert caught.value.key == "board.ambiguous_reference"


def test_one_permanent_attached_to_two_things_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Bear 2/2 equipped with Bonesplitter; Wolf 2/2; Bonesplitter equipment attached to Wolf")
    assert caught.value.key == "board.conflicting_attachment"
    assert caught.value.params == {"first": "Wolf", "second": "Bear"}


def test_carrying_twice_attaches_both() -> None:
    state = parse_board("Grizzly Bears 2/2 equipped with Bonesplitter and enchanted by Rancor; Bonesplitter; Rancor")
    by_id = {o.id: o for o in state.objects}
    assert by_id["Bonesplitter"].attached_to == by_id["Rancor"].attached_to == ObjectRef(id="Grizzly Bears")
    assert "artifact" in by_id["Bonesplitter"].card_types and "enchantment" in by_id["Rancor"].card_types


@pytest.mark.parametrize(
    "board", ["Rancor attached to Grizzly Bears; Grizzly Bears 2/2", "Rancor anexado a Oso; Oso 2/2"]
)
def test_704_5p_is_never_guessed_for_an_attachment_of_unknown_kind(board: str) -> None:
    """An untyped permanent "attached to" something would fall off under 704.5p: ask instead."""
    with pytest.raises(BoardError) as caught:
        parse_board(board)
    assert caught.value.key == "board.untyped_attachment" and caught.value.column == 1


def test_704_5p_a_stated_non_attacher_still_falls_off() -> None:
    assert rules("Rancor enchantment attached to Grizzly Bears; Grizzly Bears 2/2") == [["704.5p"]]


def test_704_5n_a_carried_equipment_needs_no_clause_of_its_own() -> None:
    board = "Ana: Grizzly Bears 2/2 equipped with Bonesplitter, damage 2"
    gear = next(o for o in parse_board(board).objects if o.name == "Bonesplitter")
    assert gear.owner == "Ana" and "equipment" in gear.subtypes and "artifact" in gear.card_types
    assert rules(board) == [["704.5g"], ["704.5n"]]


def test_a_misspelt_carried_name_is_asked_about_not_invented() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Grizzly Bears 2/2 equipped with Bonespliter; Bonesplitter equipment")
    assert caught.value.key == "board.unknown_reference" and caught.value.params["candidates"] == "Bonesplitter"


def test_one_undescribed_equipment_carried_by_two_creatures_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Bear 2/2 equipped with Bonesplitter; Wolf 2/2 equipped with Bonesplitter")
    assert caught.value.key == "board.conflicting_attachment"


@pytest.mark.parametrize(
    "board",
    ["2/2 Grizzly Bears that was dealt 2 damage", "Osos grizzly que recibió 2 de daño 2/2"],
)
def test_filler_after_a_name_ends_the_name(board: str) -> None:
    assert parse_board(board).objects[0].name in ("Grizzly Bears", "Osos grizzly")
    assert rules(board) == [["704.5g"]]


def test_filler_words_without_an_attribute_after_them_stay_in_the_name() -> None:
    assert parse_board("Bears that smile 2/2").objects[0].name == "Bears that smile"


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Ana: 10 de veneno", [["704.5c"]]),
        ("Ana con 0 de vida", [["704.5a"]]),
        ("Ana: robó con la biblioteca vacía", [["704.5b"]]),
        ("Ana drew with an empty library", [["704.5b"]]),
    ],
)
def test_704_5a_to_c_more_player_phrasings(board: str, expected: list[list[str]]) -> None:
    assert rules(board) == expected


# -- sentences: a full stop ends a clause, except after an abbreviation in a name ----------


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 damage 2. Rancor enchanting Grizzly Bears.",
        "Grizzly Bears 2/2 damage 2.\nRancor enchanting Grizzly Bears",
        "Osos grizzly 2/2 daño 2. Rancor encantando a Osos grizzly.",
    ],
)
def test_704_5m_full_stops_separate_sentences(board: str) -> None:
    assert rules(board) == [["704.5g"], ["704.5m"]]


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Dr. Julius Jumblemorph 2/2 damage 2.", "Dr. Julius Jumblemorph"),
        ("Mr. Orfeo, the Boulder 2/2", "Mr. Orfeo, the Boulder"),
        ("B.F.M. 99/99", "B.F.M."),
    ],
)
def test_a_full_stop_after_an_abbreviation_stays_in_the_name(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


def test_104_4a_sentences_about_players() -> None:
    result = check_sba(parse_board("Ana has 0 life. Bob has 0 life."))
    assert result.draw and set(result.losers) == {"Ana", "Bob"}


def test_a_full_stop_after_a_variant_ends_its_clause() -> None:
    state = parse_board("Two-Headed Giant. Ana: team A, 0 life. Bob: team A. Cy: team B.")
    assert state.variant.value == "two_headed_giant" and [p.name for p in state.players] == ["Ana", "Bob", "Cy"]


# -- a player clause with no name speaks of the default player ---------------------------------


@pytest.mark.parametrize(("board", "player"), [("0 life", "you"), ("10 poison counters", "you"), ("0 vidas", "tú")])
def test_704_5a_a_nameless_player_clause_is_yours(board: str, player: str) -> None:
    result = check_sba(parse_board(board))
    assert result.losers == (player,)


# -- Two-Headed Giant: life and poison belong to teams (810.9, 810.10) ----------------------------


def test_704_6a_a_members_life_is_the_teams_life() -> None:
    """810.9a: in 2HG a player's life total is their team's, so "Ana: 0 life" is team A's."""
    result = check_sba(parse_board("two-headed giant; Ana: team A, 0 life; Bob: team A; Cy: team B"))
    assert rules("two-headed giant; Ana: team A, 0 life; Bob: team A; Cy: team B") == [["704.6a"]]
    assert set(result.losers) == {"Ana", "Bob"}


def test_704_6a_a_member_at_one_life_keeps_the_team_in() -> None:
    assert rules("two-headed giant; Ana: team A, 1 life; Bob: team A; Cy: team B") == []


def test_a_teams_own_total_names_two_headed_giant() -> None:
    state = parse_board("team A: life 0; Ana: team A; Bob: team B")
    assert state.variant.value == "two_headed_giant"
    assert rules("team A: life 0; Ana: team A; Bob: team B") == [["704.6a"]]


def test_team_names_ignore_case() -> None:
    state = parse_board("2hg; team A: life 0; Ana: team a; Bob: team B")
    assert {p.team for p in state.players} == {"A", "B"}


@pytest.mark.parametrize(
    ("board", "key"),
    [
        ("2hg; team A: life 0; team B: life 3", "board.empty_team"),
        ("2hg; Ana: 0 life; Bob: team B", "board.player_without_team"),
        ("2hg; Ana: 10 poison; Bob: team B", "board.player_without_team"),
        ("2hg; Ana: team A, 0 life; Bob: team A, 5 life", "board.team_life_conflict"),
        ("2hg; team A: life 3; Ana: team A, 0 life", "board.team_life_conflict"),
        ("archenemy; team A: life 0; Ana: team A", "board.team_totals_outside_2hg"),
    ],
)
def test_two_headed_giant_boards_that_would_be_read_wrong_are_refused(board: str, key: str) -> None:
    with pytest.raises(BoardError) as caught:
        parse_board(board)
    assert caught.value.key == key


def test_two_members_stating_the_same_life_agree() -> None:
    assert rules("2hg; Ana: team A, 0 life; Bob: team A, 0 life; Cy: team B") == [["704.6a"]]


# -- counters only one card type has name that type ---------------------------------------------


@pytest.mark.parametrize(
    ("board", "rule"),
    [
        ("Jace, the Mind Sculptor with 0 loyalty counters", "704.5i"),
        ("Jace con 0 contadores de lealtad", "704.5i"),
        ("Invasion of Tarkir with 0 defense counters", "704.5w"),
        ("The Eldest Reborn with 3 lore counters, final chapter 3", "704.5s"),
    ],
)
def test_704_5i_w_s_counters_of_one_type_name_it(board: str, rule: str) -> None:
    assert rule in rules(board)[0]


def test_704_5i_one_loyalty_counter_keeps_the_planeswalker() -> None:
    state = parse_board("Jace, the Mind Sculptor with 1 loyalty counter")
    assert state.objects[0].card_types == {"planeswalker"} and rules("Jace with 1 loyalty counter") == []


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


# -- a possessive picks the object by its controller ------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana: Grizzly Bears 2/2; Bob: Grizzly Bears 2/2 damage 2; Ana: Rancor enchanting Bob's Grizzly Bears",
        "Ana: Grizzly Bears 2/2; Bob: Grizzly Bears 2/2 damage 2; Ana: Rancor enchanting Bob’s grizzly bears",
        "Ana: Osos grizzly 2/2; Bob: Osos grizzly 2/2 daño 2; Ana: Rancor encantando a Osos grizzly de Bob",
    ],
)
def test_704_5m_a_possessive_names_the_controllers_object(board: str) -> None:
    state = parse_board(board)
    rancor = next(o for o in state.objects if o.name == "Rancor")
    target = next(
        o for o in state.objects if isinstance(rancor.attached_to, ObjectRef) and o.id == rancor.attached_to.id
    )
    assert target.controller == "Bob"
    assert rules(board) == [["704.5g"], ["704.5m"]]


def test_a_possessive_of_a_player_without_that_object_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Ana: Grizzly Bears 2/2; Bob: Llanowar Elves 1/1; Ana: Rancor enchanting Bob's Grizzly Bears")
    assert caught.value.key == "board.unknown_reference"


def test_702_26g_an_aura_on_a_phased_out_creature_phased_out_with_it() -> None:
    board = "Rancor enchanting Grizzly Bears; Grizzly Bears 2/2 phased out"
    assert rules(board) == []
    assert [n.kind for n in check_sba(parse_board(board)).notes] == ["phased_out_with_host"]


@pytest.mark.parametrize(
    "board",
    [
        "Rancor enchanting Grizzly Bears, phased in; Grizzly Bears 2/2 phased out",
        "Rancor encantando a Oso en fase; Oso 2/2 fuera de fase",
    ],
)
def test_704_5m_an_aura_said_phased_in_on_a_phased_out_creature_goes(board: str) -> None:
    assert rules(board) == [["704.5m"]]


# -- players as judges name them ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "owner"),
    [
        ("I control Grizzly Bears 2/2 with 2 damage", "you"),
        ("Ana controls Grizzly Bears 2/2 with 2 damage", "Ana"),
        ("my opponent controls Grizzly Bears 2/2 with 2 damage", "my opponent"),
        ("Beto controla Osos grizzly 2/2 con 2 de daño", "Beto"),
    ],
)
def test_704_5g_name_controls_object(board: str, owner: str) -> None:
    state = parse_board(board)
    assert [(o.name, o.controller) for o in state.objects] == [(state.objects[0].name, owner)]
    assert rules(board) == [["704.5g"]]


@pytest.mark.parametrize(
    "board",
    [
        "You have 0 life and your opponent has 0 life",
        "Ana has 0 life, Bob has 10 poison counters",
        "Tú tienes 0 vidas y tu oponente tiene 0 vidas",
    ],
)
def test_104_4a_two_players_in_one_sentence(board: str) -> None:
    result = check_sba(parse_board(board))
    assert result.draw and len(result.losers) == 2


def test_one_player_with_two_facts_joined_by_and_stays_one() -> None:
    state = parse_board("Ana has 0 life and can't lose")
    assert [(p.name, p.life, p.cant_lose) for p in state.players] == [("Ana", 0, True)]


@pytest.mark.parametrize(
    ("name", "player"), [("me", "me"), ("I", "you"), ("You", "you"), ("my opponent", "my opponent")]
)
def test_players_named_as_judges_speak(name: str, player: str) -> None:
    assert parse_board(f"{name}: 0 life").players[0].name == player


def test_an_owner_named_with_a_pronoun_is_the_default_player() -> None:
    state = parse_board("Bob: 20 life; Rancor aura attached to Grizzly Bears, owned by you; Grizzly Bears 2/2")
    assert next(o for o in state.objects if o.name == "Rancor").owner == "you"


@pytest.mark.parametrize("board", ["A 2/2 Grizzly Bears with two damage", "Un 2/2 Oso con dos de daño"])
def test_704_5g_an_article_before_stats(board: str) -> None:
    assert rules(board) == [["704.5g"]]


# -- Commander: verbs judges use, and what names the variant ---------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "commander; Ana has taken 21 commander damage from Atraxa",
        "commander; Ana took 21 combat damage from commander Atraxa",
        "commander; Ana: has been dealt 21 commander damage by Atraxa",
        "formato commander; Ana ha recibido 21 de daño de comandante de Atraxa",
    ],
)
def test_704_6c_commander_damage_with_verbs(board: str) -> None:
    assert rules(board) == [["704.6c"]]


def test_704_6c_commander_damage_names_the_variant() -> None:
    state = parse_board("Ana: 21 commander damage from Atraxa; Bob: 20 life")
    assert state.variant.value == "commander" and rules("Ana: 21 commander damage from Atraxa; Bob: 20 life") == [
        ["704.6c"]
    ]


@pytest.mark.parametrize(
    "board",
    ["Atraxa commander creature in exile", "commander Atraxa in graveyard", "comandante Atraxa en el cementerio"],
)
def test_704_6d_a_described_commander_in_graveyard_or_exile_asks_its_owner(board: str) -> None:
    result = check_sba(parse_board(board))
    assert [c.kind for c in result.pending_choices] == ["commander_to_command_zone"]


def test_704_6d_a_commander_that_stays_asks_nothing() -> None:
    result = check_sba(parse_board("Atraxa commander in graveyard, stays"))
    assert result.pending_choices == () and result.rounds == ()


def test_704_6d_a_commander_on_the_battlefield_is_not_flagged() -> None:
    assert not parse_board("commander Atraxa 4/4").objects[0].entered_zone_since_check


def test_a_lone_commander_clause_is_still_the_variant() -> None:
    assert parse_board("commander; Grizzly Bears 2/2").variant.value == "commander"


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
    assert [[a.rule for a in r.actions] for r in result.rounds] == [["704.5z"]]


def test_a_name_with_role_inside_a_word_is_not_a_role() -> None:
    with pytest.raises(BoardError):
        parse_board("Rolling Thunder attached to Bears; Bears 2/2")


# -- colors and protection ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Rancor green aura enchanting Knight; Knight 2/2 protection from green", [["704.5m"]]),
        ("Rancor aura, red, enchanting Knight; Knight 2/2 pro green", []),
        ("Bonesplitter colorless equipment equipping Knight; Knight 2/2 protection from artifacts", [["704.5n"]]),
        ("Oso 2/2 protección contra todos los colores; Rancor aura verde encantando a Oso", [["704.5m"]]),
        ("Curse black aura attached to Ana; Ana: protection from everything", [["704.5m"]]),
    ],
)
def test_702_16_protection_in_the_board_language(board: str, expected: list[list[str]]) -> None:
    assert rules(board) == expected


@pytest.mark.parametrize(
    ("board", "name"),
    [("Black Lotus artifact", "Black Lotus"), ("Red Elemental Blast instant in graveyard", "Red Elemental Blast")],
)
def test_a_capitalised_color_word_stays_in_a_name(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


def test_a_team_named_after_a_color() -> None:
    assert parse_board("Ana: team Red").players[0].team == "Red"


# -- numbers after what they count --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Gideon planeswalker loyalty counters 0", [["704.5i"]]),
        ("Gideon planeswalker loyalty counters 1", []),
        ("Grizzly Bears 2/2 deathtouch damage 1", [["704.5h"]]),
        ("Hydra 0/0 +1/+1 counters 4, max 2 +1/+1 counters", [["704.5r"]]),
        ("Saga Thing saga lore counters 3, final chapter 3", [["704.5s"]]),
        ("Saga Thing saga lore counters 2, final chapter 3", []),
    ],
)
def test_a_count_after_its_counter_kind(board: str, expected: list[list[str]]) -> None:
    assert rules(board) == expected


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


# -- a team's players, listed ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "2hg; Ana and Bob: team A; Cy and Dee: team B; team A: life 0",
        "2hg; team A: Ana, Bob; team B: Cy, Dee; team A: life 0",
        "Two-Headed Giant. Team A (Ana, Bob) 0 life. Team B (Cy, Dee) 5 life",
        "2hg; team A (Ana and Bob): 0 life; team B (Cy and Dee)",
        "gigante de dos cabezas; equipo A (Ana y Bob) 0 vidas; equipo B (Cy y Dee)",
    ],
)
def test_704_6a_a_teams_players_listed_together(board: str) -> None:
    state = parse_board(board)
    assert {p.name: p.team for p in state.players} == {"Ana": "A", "Bob": "A", "Cy": "B", "Dee": "B"}
    result = check_sba(state)
    assert set(result.losers) == {"Ana", "Bob"} and set(result.winners) == {"Cy", "Dee"}


def test_104_4a_two_players_named_together_share_the_facts() -> None:
    result = check_sba(parse_board("Ana and Bob: 0 life"))
    assert result.draw and set(result.losers) == {"Ana", "Bob"}


def test_brackets_elsewhere_still_only_group() -> None:
    assert rules("Grizzly Bears (2/2) damage 2") == [["704.5g"]]


def test_704_5h_zero_deathtouch_damage_is_no_deathtouch_damage() -> None:
    assert rules("Grizzly Bears 2/2 0 deathtouch damage") == []
    assert rules("Grizzly Bears 2/2 1 deathtouch damage") == [["704.5h"]]


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Mind Control aura enchanting Bears; Bears 2/2", "Mind Control"),
        ("mind control aura enchanting bears; bears 2/2", "mind control"),
    ],
)
def test_a_card_named_control_is_not_a_controller(board: str, name: str) -> None:
    state = parse_board(board)
    assert state.objects[0].name == name and [p.name for p in state.players] == ["you"]


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
    assert [[a.rule for a in r.actions] for r in result.rounds] == [["704.5g"]]
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


def test_amending_one_copy_keeps_every_other_id() -> None:
    state = parse_board("Bear 2/2 x2; Rancor aura enchanting Bear #2; Bear 2/2; Bear #2 damage 2")
    assert [o.id for o in state.objects if o.name == "Bear"] == ["Bear #1", "Bear #2", "Bear #3"]
    assert rules("Bear 2/2 x2; Rancor aura enchanting Bear #2; Bear 2/2; Bear #2 damage 2") == [
        ["704.5g"],
        ["704.5m"],
    ]


def test_a_label_no_copy_has_is_a_new_object() -> None:
    assert [o.id for o in parse_board("Bear 2/2 x2; Bear #3 2/2").objects] == ["Bear #1", "Bear #2", "Bear #3"]


def test_explicit_labels_alone_are_distinct_objects() -> None:
    assert [o.id for o in parse_board("Bear #1 2/2; Bear #2 2/2 damage 2").objects] == ["Bear #1", "Bear #2"]


# -- players with protection, and Curses ---------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana has protection from everything; Curse of Death's Hold attached to Ana",
        "Ana: 20 life; Ana has protection from everything; Pacifism aura enchant player attached to Ana",
        "Maldición de la Codicia anexada a Ana; Ana tiene protección contra todo",
        "I have protection from everything; Curse aura enchant player attached to you",
    ],
)
def test_704_5m_a_player_with_protection_sheds_the_curse(board: str) -> None:
    state = parse_board(board)
    assert any(p.protection_from == {"everything"} for p in state.players)
    assert all(o.protection_from == frozenset() for o in state.objects)
    assert rules(board) == [["704.5m"]]


def test_a_permanent_with_protection_stays_a_permanent() -> None:
    state = parse_board("Knight 2/2 has protection from green; Rancor green aura enchanting Knight")
    assert [o.name for o in state.objects] == ["Knight", "Rancor"] and state.objects[0].protection_from == {"green"}


def test_a_curse_is_named_so() -> None:
    curse = parse_board("Curse of Exhaustion attached to Bob; Bob: 20 life").objects[0]
    assert {"curse", "aura"} <= curse.subtypes and "enchantment" in curse.card_types


# -- more of how judges say it ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Grizzly Bears 2/2 with lethal damage", [["704.5g"]]),
        ("Oso 2/2 con daño letal y 3 contadores +1/+1", [["704.5g"]]),
        ("Grizzly Bears 2/2 with lethal damage, indestructible", []),
        ("Grizzly Bears, a 2/2, with 2 damage", [["704.5g"]]),
        ("Jace planeswalker with zero loyalty", [["704.5i"]]),
        ("Jace planeswalker con cero lealtad", [["704.5i"]]),
        ("Ana at zero life", [["704.5a"]]),
        ("Ana drew from an empty library this turn", [["704.5b"]]),
        ("Ana robó de una biblioteca vacía este turno", [["704.5b"]]),
        ("Ana: 20 life; Ana's Grizzly Bears 2/2 damage 2", [["704.5g"]]),
    ],
)
def test_more_forms_judges_use(board: str, expected: list[list[str]]) -> None:
    assert rules(board) == expected


def test_704_5g_lethal_damage_is_the_toughness_after_counters() -> None:
    assert parse_board("Oso 2/2 con daño letal y 3 contadores +1/+1").objects[0].damage == 5


def test_lethal_damage_without_a_toughness_asks_for_it() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Tarmogoyf */* with lethal damage")
    assert caught.value.key == "board.lethal_needs_toughness" and caught.value.column == 20


@pytest.mark.parametrize(
    ("board", "owner", "name"),
    [
        ("Ana: 20 life; Ana's Grizzly Bears 2/2", "Ana", "Grizzly Bears"),
        ("Ana: 20 vidas; Osos grizzly de Ana 2/2", "Ana", "Osos grizzly"),
        ("Urza's Saga saga 3 lore counters, final chapter 3", "you", "Urza's Saga"),
    ],
)
def test_a_possessive_names_the_owner_only_when_it_is_a_player(board: str, owner: str, name: str) -> None:
    obj = parse_board(board).objects[0]
    assert (obj.owner, obj.name) == (owner, name)


def test_a_lowercase_number_word_inside_a_name_stays() -> None:
    assert parse_board("Bears of the seven seas 2/2").objects[0].name == "Bears of the seven seas"


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Grizzly Bears 2/2 damage 2; Rancor enchanting it", [["704.5g"], ["704.5m"]]),
        ("Grizzly Bears 2/2 damage 2. Bonesplitter equipping that creature.", [["704.5g"], ["704.5n"]]),
        ("Osos 2/2 daño 2; Rancor encantando a ella", [["704.5g"], ["704.5m"]]),
        ("Osos 2/2 daño 2; Partehuesos equipando a esa criatura", [["704.5g"], ["704.5n"]]),
    ],
)
def test_it_is_the_object_the_clause_before_described(board: str, expected: list[list[str]]) -> None:
    assert rules(board) == expected


def test_it_with_nothing_before_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Rancor enchanting it")
    assert caught.value.key == "board.unknown_reference"


# -- several objects in one clause ----------------------------------------------------------------------


def test_704_5m_two_objects_of_one_controller_in_one_clause() -> None:
    board = "Ana controls Grizzly Bears 2/2 with 2 damage and Rancor enchanting it"
    state = parse_board(board)
    assert [(o.name, o.controller) for o in state.objects] == [("Grizzly Bears", "Ana"), ("Rancor", "Ana")]
    assert rules(board) == [["704.5g"], ["704.5m"]]


def test_a_comma_after_an_attribute_starts_the_next_object() -> None:
    state = parse_board("Grizzly Bears 2/2, Llanowar Elves 1/1 damage 1")
    assert [(o.name, o.damage) for o in state.objects] == [("Grizzly Bears", 0), ("Llanowar Elves", 1)]


@pytest.mark.parametrize(
    ("board", "names"),
    [
        ("Sword of Fire and Ice equipment", ["Sword of Fire and Ice"]),
        ("Grizzly Bears 2/2, tapped, damage 2", ["Grizzly Bears"]),
        ("Grizzly Bears 2/2, Tapped", ["Grizzly Bears"]),
    ],
)
def test_names_and_attributes_joined_by_and_stay_one_object(board: str, names: list[str]) -> None:
    assert [o.name for o in parse_board(board).objects] == names


@pytest.mark.parametrize(
    "board",
    [
        "Rancor enchanting Grizzly Bears, Bonesplitter equipping Grizzly Bears; Grizzly Bears 2/2 damage 2",
        "Ana: Grizzly Bears 2/2 damage 2 and Rancor enchanting it, Bonesplitter equipping Grizzly Bears",
    ],
)
def test_704_5m_n_an_object_after_a_reference_is_its_own(board: str) -> None:
    state = parse_board(board)
    assert sorted(o.name for o in state.objects) == ["Bonesplitter", "Grizzly Bears", "Rancor"]
    assert rules(board) == [["704.5g"], ["704.5m", "704.5n"]]


def test_a_reference_to_a_titled_name_keeps_its_title() -> None:
    state = parse_board("Rancor enchanting Thalia, Guardian of Thraben; Thalia, Guardian of Thraben 2/1")
    rancor = state.objects[0]
    assert isinstance(rancor.attached_to, ObjectRef) and rancor.attached_to.id == "Thalia, Guardian of Thraben"


def test_one_permanent_attached_to_two_things_is_asked_about() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Rancor enchanting Grizzly Bears equipping Llanowar Elves; Grizzly Bears 2/2; Llanowar Elves 1/1")
    assert caught.value.key == "board.conflicting_attachment"


@pytest.mark.parametrize(
    "board", ["Ana: 0 life and Bob: 0 life", "Ana: 0 life, Bob: 10 poison", "Ana: 0 vidas y Beto: 0 vidas"]
)
def test_104_4a_two_named_players_in_one_clause(board: str) -> None:
    result = check_sba(parse_board(board))
    assert result.draw and len(result.losers) == 2


def test_objects_of_two_players_in_one_clause() -> None:
    state = parse_board("Ana: Grizzly Bears 2/2 and Bob: Llanowar Elves 1/1 damage 1")
    assert [(o.name, o.owner) for o in state.objects] == [("Grizzly Bears", "Ana"), ("Llanowar Elves", "Bob")]


@pytest.mark.parametrize(
    ("board", "quality"),
    [("Bear 2/2 protection from goblins", "goblin"), ("Bear 2/2 protection from Goblins, damage 2", "goblin")],
)
def test_702_16_protection_from_a_creature_type(board: str, quality: str) -> None:
    assert parse_board(board).objects[0].protection_from == {quality}


@pytest.mark.parametrize(
    ("board", "name", "colors"),
    [
        ("black lotus artifact", "black lotus", None),
        ("knight of the white orchid 2/2", "knight of the white orchid", None),
        ("white knight 2/2 damage 2", "white knight", None),
        ("red elemental blast instant in graveyard", "red elemental blast", None),
        ("grizzly bears 2/2 green", "grizzly bears", {"green"}),
        ("Rancor green aura", "Rancor", {"green"}),
    ],
)
def test_a_color_word_inside_a_lowercase_name_stays_in_it(board: str, name: str, colors: set[str] | None) -> None:
    obj = parse_board(board).objects[0]
    assert obj.name == name and (obj.colors == colors if colors is not None else obj.colors is None)


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("aura of silence enchantment", "aura of silence"),
        ("siege engine artifact", "siege engine"),
        ("curse of death's hold attached to Ana; Ana: 20 life", "curse of death's hold"),
    ],
)
def test_a_type_word_opening_a_lowercase_name_stays_in_it(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


@pytest.mark.parametrize("board", ["Rancor aura damge 2", "Grizzly Bears creature damge 2"])
def test_a_misspelt_keyword_after_a_type_word_is_still_an_error_with_a_suggestion(board: str) -> None:
    with pytest.raises(BoardSyntaxError) as caught:
        parse_board(board)
    assert caught.value.word == "damge" and caught.value.suggestion == "damage"


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Tengo 0 vidas", [["704.5a"]]),
        ("Tengo protección contra todo; Maldición de la Codicia anexada a tú", [["704.5m"]]),
        ("Have 10 poison counters", [["704.5c"]]),
    ],
)
def test_a_clause_opening_with_have_is_the_judges_own_player(board: str, expected: list[list[str]]) -> None:
    assert rules(board) == expected


@pytest.mark.parametrize(("board", "word"), [("Oso 2/2 vidas 3", "vidas"), ("Oso 2/2 VENENO 3", "VENENO")])
def test_a_misplaced_keyword_is_quoted_as_typed(board: str, word: str) -> None:
    with pytest.raises(BoardSyntaxError) as caught:
        parse_board(board)
    assert caught.value.word == word
