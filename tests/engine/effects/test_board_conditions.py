"""Conditions a board answers (issue 34, items 4 and 6): whose turn it is, the cards it puts in a
graveyard or a hand, counters, tapped or untapped, devotion (700.5), and the counts of
characteristic-defining abilities it can state (a life total, "1 plus the number of …"). Each
is answered from what the board says, asked when unsaid, never taken as 0."""

from __future__ import annotations

import pytest

from engine.effects.layers import apply_effects
from engine.effects.oracle import compile_text, read_condition
from engine.model import GameObject, Player, Zone

YOU, BOB = Player(name="you"), Player(name="Bob")


def card(oid: str, *statics: str, **fields: object) -> GameObject:
    base: dict[str, object] = {"id": oid, "name": oid, "owner": "you", "card_types": {"creature"}}
    base.update(power=2, toughness=2, statics=statics)
    base.update(fields)
    return GameObject.model_validate(base)


def in_graveyard(n: int, owner: str = "you", kind: str = "land") -> list[GameObject]:
    return [
        GameObject(id=f"gy{owner}{i}", name=f"gy{owner}{i}", owner=owner, zone=Zone.GRAVEYARD, card_types={kind})
        for i in range(n)
    ]


def size(objects: list[GameObject], name: str, **kwargs: object) -> tuple[int | None, int | None]:
    after = apply_effects(objects, (YOU, BOB), **kwargs).objects[name]  # type: ignore[arg-type]
    return after.power, after.toughness


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("it's your turn", "turn"),
        ("it's not your turn", "turn"),
        ("it's attacking", "object"),
        ("~ is untapped", "object"),
        ("it has a +1/+1 counter on it", "count"),
        ("there are exactly three tide counters on ~", "count"),
        ("seven or more cards are in your graveyard", "count"),
        ("there are four or more card types among cards in your graveyard", "count"),
        ("you have no cards in hand", "count"),
        ("an opponent controls an Island", "control"),
        ("your opponents control no creatures", "control"),
        ("your devotion to white and black is less than seven", "count"),
        ("an opponent has 10 or less life", "opponent_life"),
        ("you've completed a dungeon", "unknown"),
    ],
    ids=lambda v: v if isinstance(v, str) and " " in v else None,
)
def test_611_3a_conditions_read_as_what_a_board_says(text: str, kind: str) -> None:
    assert read_condition(text).kind == kind


def test_611_3a_your_turn_condition_holds_on_your_turn() -> None:
    mob = card("Mob", "As long as it's your turn, Mob gets +2/+0.")
    assert size([mob], "Mob", active_player="you") == (4, 2)


def test_611_3a_your_turn_condition_twin_fails_on_the_opponents_turn() -> None:
    mob = card("Mob", "As long as it's your turn, Mob gets +2/+0.")
    assert size([mob], "Mob", active_player="Bob") == (2, 2)


def test_611_3a_an_unsaid_turn_is_a_reading_asked_by_name() -> None:
    mob = card("Mob", "As long as it's your turn, Mob gets +2/+0.")
    layered = apply_effects([mob], (YOU, BOB))
    assert ("turn", "you") in layered.readings


def test_611_3a_threshold_holds_with_seven_cards_in_the_graveyard() -> None:
    ogre = card("Ogre", "Ogre gets +2/+2 as long as seven or more cards are in your graveyard.")
    assert size([ogre, *in_graveyard(7)], "Ogre") == (4, 4)


def test_611_3a_threshold_twin_six_cards_do_nothing() -> None:
    ogre = card("Ogre", "Ogre gets +2/+2 as long as seven or more cards are in your graveyard.")
    assert size([ogre, *in_graveyard(6)], "Ogre") == (2, 2)


def test_611_3a_threshold_counts_only_its_controllers_graveyard() -> None:
    ogre = card("Ogre", "Ogre gets +2/+2 as long as seven or more cards are in your graveyard.")
    assert size([ogre, *in_graveyard(3), *in_graveyard(7, "Bob")], "Ogre") == (2, 2)


def test_611_3a_an_undescribed_graveyard_is_asked_not_empty() -> None:
    ogre = card("Ogre", "Ogre gets +2/+2 as long as seven or more cards are in your graveyard.")
    layered = apply_effects([ogre], (YOU, BOB))
    assert ("condition", "Ogre", "0") in layered.readings


def test_611_3a_delirium_counts_card_types_among_graveyard_cards() -> None:
    text = "Fiend gets +1/+1 as long as there are four or more card types among cards in your graveyard."
    four = [*in_graveyard(1), *in_graveyard(1, kind="creature"), *in_graveyard(1, kind="instant")]
    four = [o.model_copy(update={"id": f"{o.id}{o.card_types}"}) for o in four]
    three = list(four)
    four.append(GameObject(id="Sorc", name="Sorc", owner="you", zone=Zone.GRAVEYARD, card_types={"sorcery"}))
    assert size([card("Fiend", text), *four], "Fiend") == (3, 3)
    assert size([card("Fiend", text), *three], "Fiend") == (2, 2)


def test_611_3a_untapped_condition_reads_the_tapped_state() -> None:
    tortoise = "Tortoise gets +0/+3 as long as it's untapped."
    assert size([card("Tortoise", tortoise)], "Tortoise") == (2, 5)
    assert size([card("Tortoise", tortoise, tapped=True)], "Tortoise") == (2, 2)


def test_611_3a_counter_condition_reads_the_counters_on_it() -> None:
    pup = "Pup has trample as long as it has a +1/+1 counter on it."
    with_one = apply_effects([card("Pup", pup, counters={"+1/+1": 1})], (YOU,)).objects["Pup"]
    without = apply_effects([card("Pup", pup)], (YOU,)).objects["Pup"]
    assert "trample" in with_one.keywords
    assert "trample" not in without.keywords


def test_700_5_devotion_below_five_keeps_a_god_from_being_a_creature() -> None:
    god = card("God", "As long as your devotion to black is less than five, God isn't a creature.", mana_cost="{3}{B}")
    others = [card("Knight", mana_cost="{B}{B}"), card("Hybrid", mana_cost="{B/R}{R}")]  # 1 + 2 + 1
    assert "creature" not in apply_effects([god, *others], (YOU,)).objects["God"].card_types


def test_700_5_devotion_five_twin_makes_it_a_creature() -> None:
    god = card("God", "As long as your devotion to black is less than five, God isn't a creature.", mana_cost="{3}{B}")
    others = [card("Knight", mana_cost="{B}{B}"), card("Hybrid", mana_cost="{B/R}{B/R}")]  # 1 + 2 + 2
    assert "creature" in apply_effects([god, *others], (YOU,)).objects["God"].card_types


def test_700_5_devotion_with_an_unknown_mana_cost_is_asked() -> None:
    god = card("God", "As long as your devotion to black is less than five, God isn't a creature.", mana_cost="{3}{B}")
    layered = apply_effects([god, card("Knight 2/2")], (YOU,))
    assert ("condition", "God", "0") in layered.readings


def test_604_3_one_plus_the_number_of_lands() -> None:
    rider = card("Rider", "Rider's power and toughness are each equal to 1 plus the number of lands you control.")
    lands = [GameObject(id=f"L{i}", name=f"L{i}", owner="you", card_types={"land"}) for i in range(3)]
    assert size([rider.model_copy(update={"power": None, "toughness": None}), *lands], "Rider") == (4, 4)


def test_604_3_a_life_total_cda_reads_the_stated_life() -> None:
    avatar = card("Avatar", "Avatar's power and toughness are each equal to your life total.")
    avatar = avatar.model_copy(update={"power": None, "toughness": None})
    after = apply_effects([avatar], (Player(name="you", life=17),)).objects["Avatar"]
    assert (after.power, after.toughness) == (17, 17)


def test_604_3_a_life_total_cda_twin_unsaid_stays_unknown() -> None:
    avatar = card("Avatar", "Avatar's power and toughness are each equal to your life total.")
    avatar = avatar.model_copy(update={"power": None, "toughness": None})
    assert apply_effects([avatar], (YOU,)).objects["Avatar"].power is None


def test_613_1_an_unnameable_condition_stays_asked_in_the_compiler() -> None:
    """ "you've completed a dungeon" no board says: compiled, condition unknown (asked every time)."""
    (paragraph,) = compile_text("As long as you've completed a dungeon, ~ gets +2/+2.", "~")
    assert paragraph.statics[0].condition is not None
    assert paragraph.statics[0].condition.kind == "unknown"


def test_611_3a_a_subtype_card_in_the_graveyard_is_read() -> None:
    naga = card("Hydra", "Hydra gets +1/+1 as long as there is a Desert card in your graveyard.")
    desert = GameObject(id="D", name="D", owner="you", zone=Zone.GRAVEYARD, card_types={"land"}, subtypes={"desert"})
    assert size([naga, desert], "Hydra") == (3, 3)
    assert size([naga, *in_graveyard(2)], "Hydra") == (2, 2)


def test_611_3a_two_equipment_attached_condition() -> None:
    text = "Knight has double strike as long as two or more Equipment are attached to it."
    gear = [
        GameObject(id=f"E{i}", name=f"E{i}", owner="you", card_types={"artifact"}, subtypes={"equipment"})
        for i in range(2)
    ]
    on_it = [
        GameObject.model_validate({**g.model_dump(), "attached_to": {"kind": "object", "id": "Knight"}}) for g in gear
    ]
    assert "double strike" in apply_effects([card("Knight", text), *on_it], (YOU,)).objects["Knight"].keywords
    one = [on_it[0], gear[1]]
    assert "double strike" not in apply_effects([card("Knight", text), *one], (YOU,)).objects["Knight"].keywords


def test_613_1f_named_subject_counts_the_others_with_its_name() -> None:
    """ "for each other creature on the battlefield named ~" (Relentless Rats): by card name."""
    text = "Rats gets +1/+1 for each other creature on the battlefield named Rats."
    rats = [card("Rats", text), card("Rats #2", text, name="Rats"), card("Bear")]
    assert size(rats, "Rats") == (3, 3)


def test_613_1_curse_reaches_creatures_the_enchanted_player_controls() -> None:
    curse = GameObject(
        id="Curse",
        name="Curse",
        owner="you",
        card_types={"enchantment"},
        subtypes={"aura", "curse"},
        statics=("Creatures enchanted player controls get -1/-1.",),
        attached_to={"kind": "player", "name": "Bob"},
    )
    theirs, mine = card("Theirs", controller="Bob", owner="Bob"), card("Mine")
    layered = apply_effects([curse, theirs, mine], (YOU, BOB)).objects
    assert (layered["Theirs"].power, layered["Mine"].power) == (1, 2)


def test_613_1_creatures_that_are_enchanted_are_the_ones_carrying_an_aura() -> None:
    magemark = GameObject(
        id="Mark",
        name="Mark",
        owner="you",
        card_types={"enchantment"},
        subtypes={"aura"},
        statics=("Creatures you control that are enchanted get +1/+1.",),
        attached_to={"kind": "object", "id": "Bear"},
    )
    layered = apply_effects([magemark, card("Bear"), card("Other")], (YOU,)).objects
    assert (layered["Bear"].power, layered["Other"].power) == (3, 2)


def test_613_1_two_subjects_joined_by_and_are_a_union() -> None:
    baron = card("Baron", "Skeletons you control and other Zombies you control get +1/+1 and have deathtouch.")
    zombie, skeleton, bear = card("Z", subtypes={"zombie"}), card("S", subtypes={"skeleton"}), card("B")
    layered = apply_effects([baron, zombie, skeleton, bear], (YOU,)).objects
    assert (layered["Z"].power, layered["S"].power, layered["B"].power) == (3, 3, 2)


def test_700_9_modified_creatures_carry_a_counter_an_equipment_or_their_own_aura() -> None:
    spring = card("Spring", "Modified creatures you control have haste.", card_types={"enchantment"})
    countered, plain = card("Countered", counters={"+1/+1": 1}), card("Plain")
    layered = apply_effects([spring, countered, plain], (YOU,)).objects
    assert "haste" in layered["Countered"].keywords
    assert "haste" not in layered["Plain"].keywords


def test_700_9_an_opponents_aura_twin_doesnt_modify() -> None:
    spring = card("Spring", "Modified creatures you control have haste.", card_types={"enchantment"})
    curse = GameObject.model_validate(
        {
            "id": "Curse",
            "name": "Curse",
            "owner": "Bob",
            "card_types": {"enchantment"},
            "subtypes": {"aura"},
            "attached_to": {"kind": "object", "id": "Plain"},
        }
    )
    assert "haste" not in apply_effects([spring, card("Plain"), curse], (YOU, BOB)).objects["Plain"].keywords


def test_613_4c_coat_of_arms_counts_the_others_sharing_a_creature_type() -> None:
    coat = card(
        "Coat",
        "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.",
        card_types={"artifact"},
    )
    elves = [
        card("E1", subtypes={"elf", "warrior"}),
        card("E2", subtypes={"elf"}),
        card("G", subtypes={"goblin", "warrior"}),
    ]
    layered = apply_effects([coat.model_copy(update={"power": None, "toughness": None}), *elves], (YOU,)).objects
    assert (layered["E1"].power, layered["E2"].power, layered["G"].power) == (4, 3, 3)


def test_613_4c_coat_of_arms_twin_no_shared_type_no_bonus() -> None:
    coat = card(
        "Coat",
        "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.",
        card_types={"artifact"},
    )
    two = [card("E", subtypes={"elf"}), card("G", subtypes={"goblin"})]
    layered = apply_effects([coat.model_copy(update={"power": None, "toughness": None}), *two], (YOU,)).objects
    assert (layered["E"].power, layered["G"].power) == (2, 2)


def test_611_3a_the_most_common_color_among_permanents() -> None:
    djinn = card(
        "Djinn",
        "Djinn gets -2/-2 as long as black is the most common color among all permanents or is tied for most common.",
        colors={"blue"},
    )
    black = [card(f"B{i}", colors={"black"}) for i in range(2)]
    assert size([djinn, *black], "Djinn") == (0, 0)
    assert size([djinn, black[0]], "Djinn") == (0, 0)  # tied: one blue, one black
    assert size([djinn, card("U", colors={"blue"})], "Djinn") == (2, 2)


def test_611_3a_the_most_common_color_with_an_unsaid_color_is_asked() -> None:
    djinn = card(
        "Djinn",
        "Djinn gets -2/-2 as long as black is the most common color among all permanents or is tied for most common.",
        colors={"blue"},
    )
    layered = apply_effects([djinn, card("Knight")], (YOU,))
    assert ("condition", "Djinn", "0") in layered.readings


def test_122_1f_an_opponent_with_poison_counters_is_poisoned() -> None:
    text = "Betrayers has infect as long as an opponent is poisoned."
    poisoned = apply_effects([card("Betrayers", text)], (YOU, Player(name="Bob", poison=1))).objects
    clean = apply_effects([card("Betrayers", text)], (YOU, BOB)).objects
    assert "infect" in poisoned["Betrayers"].keywords
    assert "infect" not in clean["Betrayers"].keywords


def equipment(oid: str, text: str, on: str) -> GameObject:
    return GameObject.model_validate(
        {
            "id": oid,
            "name": oid,
            "owner": "you",
            "card_types": {"artifact"},
            "subtypes": {"equipment"},
            "statics": (text,),
            "attached_to": {"kind": "object", "id": on},
        }
    )


def test_613_4c_instead_one_size_or_the_other_never_both() -> None:
    """ "It gets +3/+1 instead as long as …": the first bonus only when the condition fails."""
    text = "Equipped creature gets +1/+0. It gets +3/+1 instead as long as an opponent has eight or more cards in their graveyard."
    carver = equipment("Carver", text, "Bear")
    assert size([carver, card("Bear"), *in_graveyard(8, "Bob")], "Bear") == (5, 3)
    assert size([carver, card("Bear"), *in_graveyard(7, "Bob")], "Bear") == (3, 2)


def test_613_4c_instead_for_a_creature_type() -> None:
    axe = "Equipped creature gets +1/+1. If it's a Warrior, it gets +2/+1 instead."
    assert size([equipment("Axe", axe, "W"), card("W", subtypes={"warrior"})], "W") == (4, 3)
    assert size([equipment("Axe", axe, "B"), card("B")], "B") == (3, 3)


def test_613_1_two_subjects_each_with_its_predicate_under_one_condition() -> None:
    text = "As long as you control your commander, Baloth gets +2/+2 and other creatures you control get +2/+2 and have trample."
    baloth, bear = card("Baloth", text), card("Bear")
    commander = card("Cmdr", commander=True)
    with_it = apply_effects([baloth, bear, commander], (YOU,)).objects
    assert (with_it["Baloth"].power, with_it["Bear"].power, "trample" in with_it["Bear"].keywords) == (4, 4, True)
    without = apply_effects([baloth, bear], (YOU,)).objects
    assert (without["Baloth"].power, without["Bear"].power) == (2, 2)


def test_613_4c_for_each_other_creature_is_other_than_the_one_it_pumps() -> None:
    """Bravado: "Enchanted creature gets +1/+1 for each other creature you control": the
    enchanted creature doesn't count itself (found by the hand-labelled sample)."""
    bravado = GameObject.model_validate(
        {
            "id": "Bravado",
            "name": "Bravado",
            "owner": "you",
            "card_types": {"enchantment"},
            "subtypes": {"aura"},
            "statics": ("Enchanted creature gets +1/+1 for each other creature you control.",),
            "attached_to": {"kind": "object", "id": "Bear"},
        }
    )
    assert size([bravado, card("Bear"), card("Other")], "Bear") == (3, 3)


LEVELER = (
    "Level up {2}{W}",
    "LEVEL 2-4",
    "3/6",
    "Other creatures you control get +1/+1.",
    "LEVEL 5+",
    "4/8",
    "Other creatures you control get +2/+2.",
)


@pytest.mark.parametrize(
    ("levels", "own", "other"),
    [(0, (2, 3), (2, 2)), (2, (3, 6), (3, 3)), (4, (3, 6), (3, 3)), (5, (4, 8), (4, 4))],
    ids=["level-0", "level-2", "level-4", "level-5"],
)
def test_711_2a_a_levelers_striation_applies_at_its_level_only(
    levels: int, own: tuple[int, int], other: tuple[int, int]
) -> None:
    vindicator = card("Vindicator", *LEVELER, toughness=3, counters={"level": levels} if levels else {})
    layered = apply_effects([vindicator, card("Bear")], (YOU,)).objects
    assert (layered["Vindicator"].power, layered["Vindicator"].toughness) == own
    assert (layered["Bear"].power, layered["Bear"].toughness) == other


def test_611_3a_an_unsaid_turn_is_asked_by_name_in_both_languages() -> None:
    from engine.model import GameState
    from engine.sba.readings import describe_readings

    en, es = describe_readings([("turn", "you")], GameState(players=(YOU, BOB)))
    assert "whose turn it is" in en and "de quién es el turno" in es


def test_613_4c_creatures_with_no_abilities() -> None:
    """Muraganda Petroglyphs: a vanilla creature gets +2/+2, one with flying doesn't."""
    glyphs = card("Glyphs", "Creatures with no abilities get +2/+2.", card_types={"artifact"})
    layered = apply_effects([glyphs, card("Vanilla"), card("Flier", keywords={"flying"})], (YOU,)).objects
    assert (layered["Vanilla"].power, layered["Flier"].power) == (4, 2)


def test_611_3a_hexproof_unless_its_attacking_is_a_reading() -> None:
    text = "Dhalsim has hexproof unless he's attacking."
    layered = apply_effects([card("Dhalsim", text)], (YOU,))
    assert "hexproof" in layered.objects["Dhalsim"].keywords  # not attacking, as it reads unsaid
    assert ("combat", "attacking", "Dhalsim") in layered.readings


def test_613_the_chosen_player_is_the_one_the_board_names() -> None:
    text = "Pallimud's power is equal to the number of tapped lands the chosen player controls."
    lands = [GameObject(id=f"L{i}", name=f"L{i}", owner="Bob", card_types={"land"}, tapped=i < 2) for i in range(3)]
    mud = card("Pallimud", text, power=None, toughness=3, chosen="Bob")
    after = apply_effects([mud, *lands], (YOU, BOB)).objects["Pallimud"]
    assert after.power == 2


def test_613_the_chosen_player_unsaid_twin_is_asked_not_applied() -> None:
    from engine.effects.layers import compiled

    text = "Pallimud's power is equal to the number of tapped lands the chosen player controls."
    (paragraph,) = compiled(card("Pallimud", text, power=None, toughness=3))
    assert (paragraph.verdict.value, paragraph.reason) == ("flagged", "chosen")


def forest(oid: str) -> GameObject:
    return GameObject(id=oid, name=oid, owner="you", card_types={"land"}, subtypes={"forest"})


def test_604_3_a_sum_of_two_counts() -> None:
    """Dauntless Dourbark: Forests you control plus Treefolk you control (itself included)."""
    text = "Bark's power and toughness are each equal to the number of Forests you control plus the number of Treefolk you control."
    bark = card("Bark", text, power=None, toughness=None, subtypes={"treefolk"})
    after = apply_effects([bark, forest("F1"), forest("F2")], (YOU,)).objects["Bark"]
    assert (after.power, after.toughness) == (3, 3)


def test_604_3_a_sum_with_an_unknown_part_twin_stays_unknown() -> None:
    """Abomination of Llanowar: its Elves plus the Elf cards in a graveyard nobody described."""
    text = "Abomination's power and toughness are each equal to the number of Elves you control plus the number of Elf cards in your graveyard."
    abomination = card("Abomination", text, power=None, toughness=None, subtypes={"elf"})
    assert apply_effects([abomination], (YOU,)).objects["Abomination"].power is None
    elf_card = GameObject(id="E", name="E", owner="you", zone=Zone.GRAVEYARD, card_types={"creature"}, subtypes={"elf"})
    assert apply_effects([abomination, elf_card], (YOU,)).objects["Abomination"].power == 2


def test_613_4c_its_controllers_graveyard_is_the_enchanted_creatures_controllers() -> None:
    """Death's Approach on an opponent's creature counts the creature cards in *their* graveyard."""
    approach = GameObject.model_validate(
        {
            "id": "Approach",
            "name": "Approach",
            "owner": "you",
            "card_types": {"enchantment"},
            "subtypes": {"aura"},
            "statics": (
                "Enchanted creature gets -X/-X, where X is the number of creature cards in its controller's graveyard.",
            ),
            "attached_to": {"kind": "object", "id": "Theirs"},
        }
    )
    theirs = card("Theirs", owner="Bob", toughness=4)
    board = [approach, theirs, *in_graveyard(3, "Bob", "creature"), *in_graveyard(1, "you", "creature")]
    assert size(board, "Theirs") == (-1, 1)


def test_201_2_a_legends_name_with_a_comma_is_one_name() -> None:
    text = "Liu gets +2/+2 as long as you control a permanent named Guan Yu, Sainted Warrior or a permanent named Zhang Fei, Fierce Warrior."
    guan = card("Guan", name="Guan Yu, Sainted Warrior")
    assert size([card("Liu", text), guan], "Liu") == (4, 4)
    assert size([card("Liu", text), card("Other", name="Sainted Warrior Jr")], "Liu") == (2, 2)
