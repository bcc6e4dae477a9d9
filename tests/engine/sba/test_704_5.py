"""CR 704.5: each state-based action with a near-miss twin that must not trigger it."""

from __future__ import annotations

import pytest

from engine.model import CommanderDamage, Variant, Zone
from engine.sba import check_sba
from tests.builders import board, cite, creature, kinds, obj, player


def test_704_5a_zero_life_loses() -> None:
    """A player at 0 life loses; the opponent wins."""
    r = check_sba(board(players=(player("Ana", life=0), player("Bob"))))
    assert kinds(r) == [["zero_life"]]
    assert r.rounds[0].actions[0].rule == cite("zero_life")
    assert r.losers == ("Ana",) and r.winners == ("Bob",) and not r.draw


def test_704_5a_one_life_survives() -> None:
    r = check_sba(board(players=(player("Ana", life=1), player("Bob"))))
    assert r.rounds == () and r.losers == ()


def test_704_5a_negative_life_loses() -> None:
    r = check_sba(board(players=(player("Ana", life=-3), player("Bob"))))
    assert r.losers == ("Ana",)


def test_704_5b_empty_library_draw_loses() -> None:
    r = check_sba(board(players=(player("Ana", drew_from_empty_library=True), player("Bob"))))
    assert kinds(r) == [["empty_library_draw"]] and r.rounds[0].actions[0].rule == cite("empty_library_draw")


def test_704_5b_no_draw_attempt_survives() -> None:
    assert check_sba(board(players=(player("Ana"), player("Bob")))).losers == ()


def test_704_5c_ten_poison_loses() -> None:
    r = check_sba(board(players=(player("Ana", poison=10), player("Bob"))))
    assert kinds(r) == [["poison"]] and r.rounds[0].actions[0].rule == cite("poison")


def test_704_5c_nine_poison_survives() -> None:
    assert check_sba(board(players=(player("Ana", poison=9), player("Bob")))).losers == ()


def test_104_4a_everyone_loses_at_once_is_a_draw() -> None:
    """Both players lose in the same check: nobody wins, the game is a draw."""
    r = check_sba(board(players=(player("me", life=0), player("opponent", poison=10))))
    assert r.draw and r.game_over and set(r.losers) == {"me", "opponent"} and r.winners == ()
    assert any(n.kind == "draw" and n.rule == cite("draw_game") for n in r.notes)


def test_104_4a_one_survivor_is_not_a_draw() -> None:
    r = check_sba(board(players=(player("me", life=0), player("opponent", poison=9))))
    assert not r.draw and r.winners == ("opponent",)


def test_704_5d_token_in_graveyard_ceases_to_exist() -> None:
    r = check_sba(board(obj("Goblin", types=("creature",), token=True, zone=Zone.GRAVEYARD)))
    assert kinds(r) == [["token_outside_battlefield"]]
    assert r.final_state.objects == ()


def test_704_5d_token_on_battlefield_stays() -> None:
    r = check_sba(board(creature("Goblin", 1, 1, token=True)))
    assert r.rounds == ()


def test_704_5d_phased_out_token_still_exists() -> None:
    """Phasing doesn't move a token out of the battlefield (702.26d)."""
    assert check_sba(board(creature("Goblin", 1, 1, token=True, phased_out=True))).rounds == ()


def test_704_5e_copy_of_spell_off_stack_ceases_to_exist() -> None:
    r = check_sba(board(obj("Shock", types=("instant",), copy_of_spell=True, zone=Zone.GRAVEYARD)))
    assert kinds(r) == [["copy_outside_zone"]] and r.rounds[0].actions[0].rule == cite("copy_outside_zone")


def test_704_5e_copy_of_spell_on_stack_stays() -> None:
    assert check_sba(board(obj("Shock", types=("instant",), copy_of_spell=True, zone=Zone.STACK))).rounds == ()


def test_704_5e_copy_of_card_on_battlefield_stays_but_not_in_exile() -> None:
    stays = check_sba(board(creature("Clone", 0, 0, copy_of_card=True, toughness_modifier=2)))
    assert stays.rounds == ()
    goes = check_sba(board(obj("Clone", types=("creature",), copy_of_card=True, zone=Zone.EXILE)))
    assert kinds(goes) == [["copy_outside_zone"]]


def test_704_5f_zero_toughness_goes_to_graveyard() -> None:
    r = check_sba(board(creature("Myr", 0, 0)))
    assert kinds(r) == [["zero_toughness"]] and r.rounds[0].actions[0].rule == cite("zero_toughness")
    assert r.final_state.objects[0].zone is Zone.GRAVEYARD


def test_704_5f_toughness_one_with_no_damage_survives() -> None:
    assert check_sba(board(creature("Myr", 0, 1))).rounds == ()


def test_704_5f_indestructible_does_not_stop_zero_toughness() -> None:
    r = check_sba(board(creature("Darksteel Myr", 0, 1, indestructible=True, toughness_modifier=-1)))
    assert kinds(r) == [["zero_toughness"]]


def test_704_5f_regeneration_cannot_replace() -> None:
    r = check_sba(board(creature("Troll", 0, 0, regeneration_shields=1)))
    assert kinds(r) == [["zero_toughness"]]
    assert r.final_state.objects[0].zone is Zone.GRAVEYARD


def test_704_5f_unknown_toughness_is_not_guessed_as_zero() -> None:
    assert check_sba(board(obj("Mystery", types=("creature",)))).rounds == ()


def test_704_5g_lethal_damage_destroys() -> None:
    r = check_sba(board(creature(damage=2)))
    assert kinds(r) == [["lethal_damage"]] and r.rounds[0].actions[0].rule == cite("lethal_damage")


def test_704_5g_one_less_than_toughness_survives() -> None:
    assert check_sba(board(creature(damage=1))).rounds == ()


def test_704_5g_indestructible_survives_with_a_note() -> None:
    r = check_sba(board(creature("Darksteel Myr", 0, 1, damage=5, indestructible=True)))
    assert r.rounds == ()
    assert [n.kind for n in r.notes] == ["indestructible"] and r.notes[0].rule == cite("lethal_damage")


def test_704_5g_regeneration_replaces_destruction() -> None:
    r = check_sba(board(creature(damage=3, regeneration_shields=1)))
    assert kinds(r) == [["lethal_damage"]]
    assert r.rounds[0].actions[0].params["outcome"] == "regenerated"
    bear = r.final_state.objects[0]
    assert bear.zone is Zone.BATTLEFIELD and bear.damage == 0 and bear.tapped and bear.regeneration_shields == 0


def test_704_5g_counters_and_modifiers_count_toward_toughness() -> None:
    survives = check_sba(board(creature(damage=3, counters={"+1/+1": 1}, toughness_modifier=1)))
    assert survives.rounds == ()
    dies = check_sba(board(creature(damage=3, counters={"+1/+1": 1})))
    assert kinds(dies) == [["lethal_damage"]]


def test_704_5h_deathtouch_damage_destroys() -> None:
    r = check_sba(board(creature("Serra Angel", 4, 4, damage=1, deathtouch_damage=True)))
    assert kinds(r) == [["deathtouch_damage"]] and r.rounds[0].actions[0].rule == cite("deathtouch_damage")


def test_704_5h_same_damage_without_deathtouch_survives() -> None:
    assert check_sba(board(creature("Serra Angel", 4, 4, damage=1))).rounds == ()


def test_704_5h_zero_toughness_with_deathtouch_damage_is_only_704_5f() -> None:
    """704.5h needs toughness above 0: a 0/0 dealt deathtouch damage just dies to 704.5f."""
    r = check_sba(board(creature("Ooze", 0, 0, damage=1, deathtouch_damage=True)))
    assert kinds(r) == [["zero_toughness"]]


def test_704_7_one_shield_replaces_both_destructions() -> None:
    r = check_sba(board(creature("Troll", 2, 2, damage=2, deathtouch_damage=True, regeneration_shields=1)))
    assert kinds(r) == [["lethal_damage", "deathtouch_damage"]]
    assert r.final_state.objects[0].zone is Zone.BATTLEFIELD
    assert any(n.kind == "single_replacement" and n.rule == cite("single_replacement") for n in r.notes)


def test_704_5i_zero_loyalty_goes_to_graveyard() -> None:
    r = check_sba(board(obj("Liliana of the Veil", types=("planeswalker",), loyalty=0)))
    assert kinds(r) == [["zero_loyalty"]] and r.rounds[0].actions[0].rule == cite("zero_loyalty")


def test_704_5i_loyalty_one_stays() -> None:
    assert check_sba(board(obj("Liliana of the Veil", types=("planeswalker",), loyalty=1))).rounds == ()


def test_704_5i_indestructible_planeswalker_still_goes() -> None:
    r = check_sba(board(obj("Gideon", types=("planeswalker",), counters={"loyalty": 0}, indestructible=True)))
    assert kinds(r) == [["zero_loyalty"]]


def test_704_5j_legend_rule_without_choice_is_pending() -> None:
    thalia = {"supertypes": ("legendary",)}
    r = check_sba(
        board(creature("Thalia", 2, 1, id="Thalia #1", **thalia), creature("Thalia", 2, 1, id="Thalia #2", **thalia))
    )
    assert r.rounds == ()
    assert [c.kind for c in r.pending_choices] == ["legend_rule"]
    assert r.pending_choices[0].options == ("Thalia #1", "Thalia #2") and r.pending_choices[0].rule == cite(
        "legend_rule"
    )


def test_704_5j_legend_rule_with_choice_keeps_one() -> None:
    thalia = {"supertypes": ("legendary",)}
    state = board(
        creature("Thalia", 2, 1, id="Thalia #1", **thalia),
        creature("Thalia", 2, 1, id="Thalia #2", **thalia),
        choices={"legend_keep": {"Thalia": "Thalia #2"}},
    )
    r = check_sba(state)
    assert kinds(r) == [["legend_rule"]] and r.rounds[0].actions[0].subjects == ("Thalia #1",)


def test_704_5j_different_controllers_keep_both() -> None:
    thalia = {"supertypes": ("legendary",)}
    r = check_sba(
        board(
            creature("Thalia", 2, 1, id="a", owner="Ana", **thalia),
            creature("Thalia", 2, 1, id="b", owner="Bob", **thalia),
        )
    )
    assert r.rounds == () and r.pending_choices == ()


def test_704_5j_pending_choice_does_not_stop_other_actions() -> None:
    thalia = {"supertypes": ("legendary",)}
    r = check_sba(
        board(
            creature("Thalia", 2, 1, id="T1", **thalia), creature("Thalia", 2, 1, id="T2", **thalia), creature(damage=2)
        )
    )
    assert kinds(r) == [["lethal_damage"]] and len(r.pending_choices) == 1


def test_704_5k_world_rule_keeps_the_newest() -> None:
    r = check_sba(
        board(
            obj("Nether Void", types=("enchantment",), supertypes=("world",), timestamp=1),
            obj("Living Plane", types=("enchantment",), supertypes=("world",), timestamp=2),
        )
    )
    assert kinds(r) == [["world_rule"]] and r.rounds[0].actions[0].subjects == ("Nether Void",)
    assert r.rounds[0].actions[0].rule == cite("world_rule")


def test_704_5k_world_rule_tie_sends_all() -> None:
    r = check_sba(
        board(
            obj("A", types=("enchantment",), supertypes=("world",), timestamp=2),
            obj("B", types=("enchantment",), supertypes=("world",), timestamp=2),
        )
    )
    assert r.rounds[0].actions[0].subjects == ("A", "B")


def test_704_5k_single_world_stays() -> None:
    assert check_sba(board(obj("A", types=("enchantment",), supertypes=("world",), timestamp=2))).rounds == ()


def test_704_5k_missing_timestamps_are_asked_for() -> None:
    r = check_sba(
        board(
            obj("A", types=("enchantment",), supertypes=("world",)),
            obj("B", types=("enchantment",), supertypes=("world",), timestamp=1),
        )
    )
    assert r.rounds == () and [n.kind for n in r.notes] == ["needs_timestamps"]


def test_704_5m_unattached_aura_goes() -> None:
    r = check_sba(board(obj("Pacifism", types=("enchantment",), subtypes=("aura",), enchant="creature")))
    assert kinds(r) == [["aura_illegal"]] and r.rounds[0].actions[0].rule == cite("aura_illegal")


def test_704_5m_aura_on_legal_creature_stays() -> None:
    r = check_sba(
        board(
            creature(),
            obj("Pacifism", types=("enchantment",), subtypes=("aura",), enchant="creature", on="Grizzly Bears"),
        )
    )
    assert r.rounds == ()


def test_704_5m_enchant_restriction_makes_aura_illegal() -> None:
    r = check_sba(
        board(
            obj("Plains", types=("land",)),
            obj("Pacifism", types=("enchantment",), subtypes=("aura",), enchant="creature", on="Plains"),
        )
    )
    assert kinds(r) == [["aura_illegal"]] and r.rounds[0].actions[0].params["reason"] == "restriction"


def test_704_5m_enchant_permanent_on_land_is_legal() -> None:
    r = check_sba(
        board(
            obj("Plains", types=("land",)),
            obj("Faith's Fetters", types=("enchantment",), subtypes=("aura",), enchant="permanent", on="Plains"),
        )
    )
    assert r.rounds == ()


def test_704_5m_protection_makes_aura_illegal_while_equipment_only_falls_off() -> None:
    """Protection: the Aura goes to the graveyard, the Equipment stays on the battlefield unattached."""
    r = check_sba(
        board(
            creature("Knight", 2, 2),
            obj(
                "Pacifism",
                types=("enchantment",),
                subtypes=("aura",),
                enchant="creature",
                on="Knight",
                attachment_illegal=True,
            ),
            obj("Bonesplitter", types=("artifact",), subtypes=("equipment",), on="Knight", attachment_illegal=True),
        )
    )
    assert kinds(r) == [["aura_illegal", "equipment_illegal"]]
    zones = {o.id: (o.zone, o.attached_to) for o in r.final_state.objects}
    assert zones["Pacifism"][0] is Zone.GRAVEYARD
    assert zones["Bonesplitter"] == (Zone.BATTLEFIELD, None)


def test_704_5m_aura_phased_in_on_phased_out_permanent_is_attached_to_nothing() -> None:
    """702.26i: an Aura that phased out directly can phase in while its host is still out."""
    rancor = obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears", phased_out=False)
    r = check_sba(board(creature(phased_out=True), rancor))
    assert kinds(r) == [["aura_illegal"]] and r.notes == ()


def test_702_26g_aura_on_phased_out_permanent_phased_out_with_it() -> None:
    rancor = obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears")
    r = check_sba(board(creature(phased_out=True), rancor))
    assert r.rounds == ()
    assert [(n.kind, n.rule, n.subjects) for n in r.notes] == [
        ("phased_out_with_host", cite("indirect_phasing"), ("Rancor", "Grizzly Bears"))
    ]
    assert next(o for o in r.final_state.objects if o.id == "Rancor").phased_out


def test_702_26g_indirect_phasing_follows_a_chain() -> None:
    """An Equipment attached to a phased-out creature's Aura (an odd board, but a chain) goes too."""
    rancor = obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears")
    plate = obj("Plate", types=("artifact",), subtypes=("equipment",), on="Rancor")
    r = check_sba(board(creature(phased_out=True), rancor, plate))
    assert r.rounds == () and [n.subjects for n in r.notes] == [("Rancor", "Grizzly Bears"), ("Plate", "Rancor")]


def test_702_26g_a_phased_in_host_phases_nothing_out() -> None:
    rancor = obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears")
    assert check_sba(board(creature(), rancor)).notes == ()


def test_704_5n_equipment_on_player_becomes_unattached() -> None:
    r = check_sba(
        board(obj("Bonesplitter", owner="Ana", types=("artifact",), subtypes=("equipment",), on_player="Ana"))
    )
    assert kinds(r) == [["equipment_illegal"]] and r.rounds[0].actions[0].rule == cite("equipment_illegal")
    assert r.final_state.objects[0].zone is Zone.BATTLEFIELD


def test_704_5n_equipment_on_creature_stays() -> None:
    r = check_sba(
        board(creature(), obj("Bonesplitter", types=("artifact",), subtypes=("equipment",), on="Grizzly Bears"))
    )
    assert r.rounds == ()


def test_704_5n_equipment_whose_creature_died_says_the_creature_is_gone() -> None:
    r = check_sba(
        board(
            creature(damage=2),
            obj("Bonesplitter", types=("artifact",), subtypes=("equipment",), on="Grizzly Bears"),
        )
    )
    assert kinds(r) == [["lethal_damage"]]
    explanation = r.rounds[0].events[0].explanation
    assert (
        "Bonesplitter stays on the battlefield" in explanation["en"] and "Grizzly Bears ya no está" in explanation["es"]
    )


def test_704_5n_equipment_on_a_host_nobody_typed_is_asked_not_unattached() -> None:
    """A name Juez doesn't know and no type: whether it is a creature is asked (never "illegal")."""
    r = check_sba(
        board(obj("Foo Bar"), obj("Bonesplitter", types=("artifact",), subtypes=("equipment",), on="Foo Bar"))
    )
    assert r.rounds == () and [n.kind for n in r.notes] == ["needs_types"] and r.open


def test_704_5n_equipment_on_a_land_is_unattached() -> None:
    """The twin: a host known to be a land, not a creature: 704.5n."""
    r = check_sba(
        board(
            obj("Forest", types=("land",)),
            obj("Bonesplitter", types=("artifact",), subtypes=("equipment",), on="Forest"),
        )
    )
    assert kinds(r) == [["equipment_illegal"]] and not r.open


def test_704_5m_aura_on_a_host_nobody_typed_is_asked() -> None:
    r = check_sba(
        board(
            obj("Foo Bar"),
            obj("Pacifism", types=("enchantment",), subtypes=("aura",), enchant="creature", on="Foo Bar"),
        )
    )
    assert r.rounds == () and [n.kind for n in r.notes] == ["needs_types"]


def test_704_5n_fortification_on_non_land_falls_off() -> None:
    r = check_sba(
        board(
            creature(), obj("Darksteel Garrison", types=("artifact",), subtypes=("fortification",), on="Grizzly Bears")
        )
    )
    assert kinds(r) == [["equipment_illegal"]]


def test_704_5p_attached_creature_becomes_unattached() -> None:
    r = check_sba(board(creature("Host", 1, 1), creature("Bear", 2, 2, on="Host")))
    assert kinds(r) == [["illegal_attachment"]] and r.rounds[0].actions[0].rule == cite("illegal_attachment")


def test_704_5p_aura_creature_unattaches_then_goes() -> None:
    """303.4d: an Aura that's also a creature becomes unattached, then goes to the graveyard."""
    r = check_sba(
        board(
            creature("Host", 1, 1),
            creature("Licid", 1, 1, types=("creature", "enchantment"), subtypes=("aura",), on="Host"),
        )
    )
    assert kinds(r) == [["illegal_attachment"], ["aura_illegal"]]


def test_704_5q_counters_annihilate_without_changing_toughness() -> None:
    r = check_sba(board(creature("Walking Ballista", 0, 0, counters={"+1/+1": 2, "-1/-1": 1})))
    assert kinds(r) == [["counter_annihilation"]] and r.rounds[0].actions[0].rule == cite("counter_annihilation")
    ballista = r.final_state.objects[0]
    assert ballista.counters == {"+1/+1": 1} and ballista.effective_toughness == 1


def test_704_5q_only_plus_counters_stay() -> None:
    assert check_sba(board(creature("Walking Ballista", 0, 0, counters={"+1/+1": 2}))).rounds == ()


def test_704_8_last_known_information_is_from_before_the_event() -> None:
    """Young Wolf: +1/+1 and three -1/-1 counters dies, and its LKI still shows the +1/+1 counter."""
    r = check_sba(board(creature("Young Wolf", 1, 1, counters={"+1/+1": 1, "-1/-1": 3})))
    assert kinds(r) == [["zero_toughness", "counter_annihilation"]]
    lki = r.rounds[0].actions[0].lki["Young Wolf"]
    assert lki.counters == {"+1/+1": 1, "-1/-1": 3} and lki.toughness == -1
    assert r.final_state.objects[0].zone is Zone.GRAVEYARD


def test_704_8_each_action_reports_only_its_own_subjects() -> None:
    """Two creatures die in one event: each action's LKI is its own creature's, not the other's."""
    r = check_sba(board(creature("Bear", 2, 2, damage=2), creature("Wolf", 3, 1, counters={"-1/-1": 1})))
    by_kind = {a.kind: a for a in r.rounds[0].actions}
    assert set(by_kind["lethal_damage"].lki) == {"Bear"} and by_kind["lethal_damage"].lki["Bear"].toughness == 2
    assert set(by_kind["zero_toughness"].lki) == {"Wolf"} and by_kind["zero_toughness"].lki["Wolf"].power == 2


def test_704_5r_counter_limit_removes_extra() -> None:
    r = check_sba(board(creature("Hydra", 0, 0, counters={"+1/+1": 4}, counter_limits={"+1/+1": 2})))
    assert kinds(r) == [["counter_limit"]] and r.final_state.objects[0].counters == {"+1/+1": 2}


def test_704_5r_at_the_limit_stays() -> None:
    assert check_sba(board(creature("Hydra", 0, 0, counters={"+1/+1": 2}, counter_limits={"+1/+1": 2}))).rounds == ()


def test_704_5s_saga_at_final_chapter_is_sacrificed() -> None:
    r = check_sba(
        board(
            obj(
                "Some Saga",
                types=("enchantment",),
                subtypes=("saga",),
                counters={"lore": 3},
                final_chapter=3,
                trigger_pending=False,
            )
        )
    )
    assert kinds(r) == [["saga_complete"]] and r.rounds[0].actions[0].rule == cite("saga_complete")


def test_704_5s_saga_with_chapter_on_stack_stays() -> None:
    r = check_sba(
        board(
            obj(
                "Some Saga",
                types=("enchantment",),
                subtypes=("saga",),
                counters={"lore": 3},
                final_chapter=3,
                trigger_pending=True,
            )
        )
    )
    assert r.rounds == ()


def test_704_5s_saga_before_final_chapter_stays() -> None:
    r = check_sba(
        board(obj("Some Saga", types=("enchantment",), subtypes=("saga",), counters={"lore": 2}, final_chapter=3))
    )
    assert r.rounds == ()


def test_704_5t_completed_dungeon_is_removed() -> None:
    state = board(
        obj("Lost Mine", types=("dungeon",), zone=Zone.COMMAND), players=(player("you", venture_at_bottom=True),)
    )
    r = check_sba(state)
    assert kinds(r) == [["dungeon_complete"]] and r.rounds[0].actions[0].rule == cite("dungeon_complete")
    assert r.final_state.objects == () and not r.final_state.players[0].venture_at_bottom


def test_704_5t_room_ability_pending_keeps_dungeon() -> None:
    state = board(players=(player("you", venture_at_bottom=True, dungeon_trigger_pending=True),))
    assert check_sba(state).rounds == ()


def test_704_5u_space_sculptor_asks_for_sectors() -> None:
    r = check_sba(
        board(
            creature("Space Beleren", 3, 3, space_sculptor=True, sector="alpha"),
            creature(owner="Bob"),
            players=(player("you"), player("Bob")),
        )
    )
    assert r.rounds == ()
    assert [(c.kind, c.chooser, c.subjects) for c in r.pending_choices] == [
        ("space_sculptor_sector", "Bob", ("Grizzly Bears",))
    ]


def test_704_5u_space_sculptor_with_choice_assigns_sector() -> None:
    r = check_sba(
        board(
            creature("Space Beleren", 3, 3, space_sculptor=True, sector="alpha"),
            creature(),
            choices={"sector": {"Grizzly Bears": "beta"}},
        )
    )
    assert kinds(r) == [["space_sculptor_sector"]]
    assert {o.id: o.sector for o in r.final_state.objects}["Grizzly Bears"] == "beta"


def test_704_5u_no_space_sculptor_no_sectors() -> None:
    assert check_sba(board(creature())).rounds == ()


def _battle(**kw: object) -> object:
    return obj("Invasion of Somewhere", types=("battle",), **kw)


def test_704_5v_siege_at_zero_defense_goes() -> None:
    r = check_sba(
        board(_battle(battle_type="siege", defense=0, protector="Bob"), players=(player("you"), player("Bob")))
    )
    assert kinds(r) == [["siege_zero_defense"]] and r.rounds[0].actions[0].rule == cite("siege_zero_defense")


def test_704_5v_siege_with_its_trigger_on_the_stack_stays() -> None:
    r = check_sba(
        board(
            _battle(battle_type="siege", defense=0, protector="Bob", trigger_pending=True),
            players=(player("you"), player("Bob")),
        )
    )
    assert r.rounds == ()


def test_704_5w_non_siege_battle_at_zero_defense_goes_even_with_trigger() -> None:
    r = check_sba(board(_battle(defense=0, protector="you", trigger_pending=True)))
    assert kinds(r) == [["battle_zero_defense"]] and r.rounds[0].actions[0].rule == cite("battle_zero_defense")


def test_704_5x_siege_without_protector_needs_a_choice_among_opponents() -> None:
    r = check_sba(board(_battle(battle_type="siege", defense=3), players=(player("you"), player("Bob"), player("Cy"))))
    assert r.rounds == () and r.pending_choices[0].options == ("Bob", "Cy")
    assert r.pending_choices[0].rule == cite("battle_no_protector")


def test_704_5x_siege_protector_choice_is_applied() -> None:
    r = check_sba(
        board(
            _battle(battle_type="siege", defense=3),
            players=(player("you"), player("Bob"), player("Cy")),
            choices={"protector": {"Invasion of Somewhere": "Cy"}},
        )
    )
    assert kinds(r) == [["battle_no_protector"]] and r.final_state.objects[0].protector == "Cy"


def test_704_5x_siege_with_no_opponent_goes() -> None:
    r = check_sba(board(_battle(battle_type="siege", defense=3)))
    assert kinds(r) == [["battle_no_protector"]] and r.final_state.objects[0].zone is Zone.GRAVEYARD


def test_704_5x_battle_being_attacked_keeps_no_protector() -> None:
    r = check_sba(board(_battle(battle_type="siege", defense=3, attacked=True), players=(player("you"), player("Bob"))))
    assert r.rounds == () and r.pending_choices == ()


def test_704_5y_siege_protected_by_its_controller_gets_a_new_protector() -> None:
    r = check_sba(
        board(_battle(battle_type="siege", defense=3, protector="you"), players=(player("you"), player("Bob")))
    )
    assert kinds(r) == [["battle_illegal_protector"]] and r.rounds[0].actions[0].rule == cite(
        "battle_illegal_protector"
    )
    assert r.final_state.objects[0].protector == "Bob"


def test_704_5y_siege_protected_by_an_opponent_is_fine() -> None:
    r = check_sba(
        board(_battle(battle_type="siege", defense=3, protector="Bob"), players=(player("you"), player("Bob")))
    )
    assert r.rounds == ()


def _role(name: str, ts: int | None, **kw: object) -> object:
    return obj(name, types=("enchantment",), subtypes=("aura", "role"), on="Grizzly Bears", timestamp=ts, **kw)


def test_704_5z_two_roles_from_one_player_keep_the_newest() -> None:
    r = check_sba(board(creature(), _role("Cursed Role", 1), _role("Royal Role", 2)))
    assert kinds(r) == [["role_rule"]] and r.rounds[0].actions[0].subjects == ("Cursed Role",)
    assert r.rounds[0].actions[0].rule == cite("role_rule")


def test_704_5z_roles_from_different_players_both_stay() -> None:
    r = check_sba(
        board(
            creature(),
            _role("Cursed Role", 1),
            _role("Royal Role", 2, owner="Bob"),
            players=(player("you"), player("Bob")),
        )
    )
    assert r.rounds == ()


def test_704_5aa_start_your_engines_gives_speed_one() -> None:
    r = check_sba(board(creature("Racer", 2, 2, start_your_engines=True)))
    assert kinds(r) == [["speed_start"]] and r.rounds[0].actions[0].rule == cite("speed_start")
    assert r.final_state.players[0].speed == 1


def test_704_5aa_player_with_speed_keeps_it() -> None:
    r = check_sba(board(creature("Racer", 2, 2, start_your_engines=True), players=(player("you", speed=0),)))
    assert r.rounds == ()


def test_cant_lose_stops_the_loss_but_the_condition_stays() -> None:
    """Life 0 and an empty-library draw with "can't lose": no loss, both noted, life still 0."""
    r = check_sba(board(players=(player("Ana", life=0, drew_from_empty_library=True, cant_lose=True), player("Bob"))))
    assert r.losers == () and r.rounds == ()
    assert [(n.kind, n.rule) for n in r.notes] == [
        ("cant_lose", cite("zero_life")),
        ("cant_lose", cite("empty_library_draw")),
    ]
    assert r.final_state.players[0].life == 0


def test_phased_out_creature_is_ignored() -> None:
    assert check_sba(board(creature("Memnite", 1, 1, damage=1, phased_out=True))).rounds == ()


def test_commander_type_is_unused_outside_commander() -> None:
    r = check_sba(
        board(players=(player("Bob", commander_damage=(CommanderDamage(commander="Zur", amount=21),)), player("you")))
    )
    assert r.losers == () and [n.kind for n in r.notes] == ["commander_damage_outside_commander"]


def test_variant_enum_round_trip() -> None:
    assert Variant("two_headed_giant") is Variant.TWO_HEADED_GIANT


def test_704_5f_minus_zero_minus_one_counters_reduce_toughness() -> None:
    """122.1a: any power/toughness counter counts, not just +1/+1 and -1/-1."""
    r = check_sba(board(creature("Wall of Roots", 0, 5, counters={"-0/-1": 5})))
    assert kinds(r) == [["zero_toughness"]]


def test_704_5f_four_minus_zero_minus_one_counters_leave_toughness_one() -> None:
    assert check_sba(board(creature("Wall of Roots", 0, 5, counters={"-0/-1": 4}))).rounds == ()


def test_704_5g_a_plus_one_plus_zero_counter_adds_no_toughness() -> None:
    r = check_sba(board(creature(damage=2, counters={"+1/+0": 1})))
    assert kinds(r) == [["lethal_damage"]] and r.rounds[0].actions[0].lki["Grizzly Bears"].power == 3


def test_704_5g_a_plus_zero_plus_one_counter_saves_it() -> None:
    assert check_sba(board(creature(damage=2, counters={"+0/+1": 1}))).rounds == ()


@pytest.mark.parametrize(("edition", "kinds_expected"), [("2026-04-17", []), ("2026-08-07", ["battle_zero_defense"])])
def test_704_5v_w_a_battle_with_a_waiting_trigger_follows_the_edition_cited(
    edition: str, kinds_expected: list[str]
) -> None:
    """Before August 2026 one rule spared every battle with a waiting trigger; after, only Sieges."""
    battle = obj("Invasion", owner="Ana", types=("battle",), defense=0, trigger_pending=True, protector="Ana")
    r = check_sba(board(battle, players=(player("Ana"), player("Bob"))), edition=edition)
    assert [str(a.kind) for rnd in r.rounds for a in rnd.actions] == kinds_expected
    assert ("battle_rule_changed" in [n.kind for n in r.notes]) == (not kinds_expected)


@pytest.mark.parametrize(("edition", "pending"), [("2017-08-25", ["planeswalker_uniqueness"]), ("2026-04-17", [])])
def test_704_5j_2017_the_planeswalker_uniqueness_rule_follows_the_edition(edition: str, pending: list[str]) -> None:
    """Until September 2017, two planeswalkers sharing a type couldn't stay; then the rule went."""
    jaces = [
        obj(name, owner="Ana", types=("planeswalker",), subtypes=("jace",), loyalty=3)
        for name in ("Jace Beleren", "Jace, the Mind Sculptor")
    ]
    r = check_sba(board(*jaces, players=(player("Ana"),)), edition=edition)
    assert [str(c.kind) for c in r.pending_choices] == pending
    if pending:
        assert r.pending_choices[0].rule == "704.5j"


def test_704_5j_2017_near_miss_different_planeswalker_types_both_stay() -> None:
    walkers = [
        obj("Jace Beleren", owner="Ana", types=("planeswalker",), subtypes=("jace",), loyalty=3),
        obj("Liliana Vess", owner="Ana", types=("planeswalker",), subtypes=("liliana",), loyalty=3),
    ]
    assert check_sba(board(*walkers, players=(player("Ana"),)), edition="2017-08-25").pending_choices == ()


def test_704_5m_the_restriction_is_said_in_spanish_words() -> None:
    """ "encantar criatura", never "encantar creature", in a Spanish reply."""
    r = check_sba(
        board(
            obj("Plains", types=("land",)),
            obj("Pacifism", types=("enchantment",), subtypes=("aura",), enchant="creature you control", on="Plains"),
        )
    )
    explanation = r.rounds[0].actions[0].explanation
    assert (
        '"encantar criatura que controlas"' in explanation["es"]
        and '"enchant creature you control"' in explanation["en"]
    )
