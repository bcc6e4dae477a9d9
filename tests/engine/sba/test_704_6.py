"""CR 704.6 (variants), 704.3 cascades across rounds, and multiplayer leaving (800.4a)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.board import parse_board
from engine.model import CommanderDamage, Team, Variant, Zone
from engine.sba import check_sba
from tests.builders import board, cite, creature, kinds, obj, player

THG = Variant.TWO_HEADED_GIANT


def _thg(team_a: Team, team_b: Team | None = None, **players_kw: dict[str, object]) -> object:
    players = (player("Ana", team="A"), player("Bob", team="A"), player("Cy", team="B"), player("Dee", team="B"))
    return board(players=players, variant=THG, teams=(team_a, team_b or Team(name="B")))


def test_704_6a_team_at_zero_life_loses_together() -> None:
    r = check_sba(_thg(Team(name="A", life=0)))
    assert kinds(r) == [["team_zero_life"]] and r.rounds[0].actions[0].rule == cite("team_zero_life")
    assert set(r.losers) == {"Ana", "Bob"} and set(r.winners) == {"Cy", "Dee"} and not r.draw


def test_704_6a_team_at_one_life_survives() -> None:
    assert check_sba(_thg(Team(name="A", life=1))).rounds == ()


def test_704_6b_team_with_fifteen_poison_loses() -> None:
    r = check_sba(_thg(Team(name="A", poison=15)))
    assert kinds(r) == [["team_poison"]] and r.rounds[0].actions[0].rule == cite("team_poison")


def test_704_6b_members_poison_is_shared() -> None:
    players = (player("Ana", team="A", poison=8), player("Bob", team="A", poison=7), player("Cy", team="B"))
    r = check_sba(board(players=players, variant=THG))
    assert kinds(r) == [["team_poison"]]


def test_704_5c_is_ignored_in_two_headed_giant() -> None:
    """Ten poison on one player isn't a loss in 2HG: the team needs fifteen (704.6b)."""
    players = (player("Ana", team="A", poison=10), player("Bob", team="A"), player("Cy", team="B"))
    assert check_sba(board(players=players, variant=THG)).losers == ()


def test_810_8a_teammate_cant_lose_protects_the_team() -> None:
    players = (player("Ana", team="A", cant_lose=True), player("Bob", team="A"), player("Cy", team="B"))
    r = check_sba(board(players=players, variant=THG, teams=(Team(name="A", life=0),)))
    assert r.losers == () and [n.kind for n in r.notes] == ["cant_lose"]


def test_both_teams_at_zero_is_a_draw() -> None:
    r = check_sba(_thg(Team(name="A", life=0), Team(name="B", life=-2)))
    assert r.draw and len(r.losers) == 4


def test_704_6c_21_commander_damage_loses() -> None:
    bob = player("Bob", commander_damage=(CommanderDamage(commander="Zur", amount=21),))
    r = check_sba(board(players=(player("you"), bob), variant=Variant.COMMANDER))
    assert kinds(r) == [["commander_damage"]] and r.rounds[0].actions[0].rule == cite("commander_damage")
    assert r.losers == ("Bob",)


def test_704_6c_damage_from_two_commanders_is_not_added() -> None:
    bob = player(
        "Bob",
        commander_damage=(CommanderDamage(commander="Zur", amount=11), CommanderDamage(commander="Atraxa", amount=11)),
    )
    assert check_sba(board(players=(player("you"), bob), variant=Variant.COMMANDER)).losers == ()


def test_704_6c_twenty_is_not_enough() -> None:
    bob = player("Bob", commander_damage=(CommanderDamage(commander="Zur", amount=20),))
    assert check_sba(board(players=(player("you"), bob), variant=Variant.COMMANDER)).losers == ()


def test_704_6d_commander_in_graveyard_asks_its_owner() -> None:
    r = check_sba(
        board(
            creature("Zur", 4, 4, commander=True, zone=Zone.GRAVEYARD, entered_zone_since_check=True),
            variant=Variant.COMMANDER,
        )
    )
    assert r.rounds == () and r.pending_choices[0].kind == "commander_to_command_zone"
    assert r.pending_choices[0].rule == cite("commander_to_command_zone")


def test_704_6d_commander_dies_then_moves_to_command_zone_on_the_next_check() -> None:
    r = check_sba(
        board(
            creature("Zur", 4, 4, commander=True, damage=4),
            variant=Variant.COMMANDER,
            choices={"commander_to_command_zone": {"Zur": True}},
        )
    )
    assert kinds(r) == [["lethal_damage"], ["commander_to_command_zone"]]
    assert r.final_state.objects[0].zone is Zone.COMMAND


def test_704_6d_commander_that_was_already_there_is_not_asked() -> None:
    r = check_sba(board(creature("Zur", 4, 4, commander=True, zone=Zone.GRAVEYARD), variant=Variant.COMMANDER))
    assert r.pending_choices == ()


def test_704_6e_face_up_scheme_goes_face_down() -> None:
    r = check_sba(board(obj("Feed the Machine", types=("scheme",), zone=Zone.COMMAND), variant=Variant.ARCHENEMY))
    assert kinds(r) == [["scheme_face_down"]] and r.rounds[0].actions[0].rule == cite("scheme_face_down")


def test_704_6e_ongoing_scheme_stays() -> None:
    r = check_sba(
        board(obj("Plot", types=("scheme",), supertypes=("ongoing",), zone=Zone.COMMAND), variant=Variant.ARCHENEMY)
    )
    assert r.rounds == ()


def test_704_6e_scheme_with_trigger_waiting_stays() -> None:
    r = check_sba(
        board(obj("Plot", types=("scheme",), zone=Zone.COMMAND, trigger_pending=True), variant=Variant.ARCHENEMY)
    )
    assert r.rounds == ()


def test_704_6f_face_up_phenomenon_planeswalks() -> None:
    r = check_sba(board(obj("Chaotic Aether", types=("phenomenon",), zone=Zone.COMMAND), variant=Variant.PLANECHASE))
    assert kinds(r) == [["phenomenon_planeswalk"]] and r.rounds[0].actions[0].rule == cite("phenomenon_planeswalk")


def test_704_6f_phenomenon_with_trigger_waiting_stays() -> None:
    r = check_sba(
        board(
            obj("Chaotic Aether", types=("phenomenon",), zone=Zone.COMMAND, trigger_pending=True),
            variant=Variant.PLANECHASE,
        )
    )
    assert r.rounds == ()


def test_704_6_variant_rules_do_not_apply_in_normal_games() -> None:
    r = check_sba(
        board(
            obj("Chaotic Aether", types=("phenomenon",), zone=Zone.COMMAND),
            obj("Plot", types=("scheme",), zone=Zone.COMMAND),
        )
    )
    assert r.rounds == ()


def test_704_3_aura_falls_off_after_the_creature_dies() -> None:
    """Round 1 the creature dies; round 2 its Aura is attached to nothing and goes."""
    r = check_sba(
        board(creature(damage=2), obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears"))
    )
    assert kinds(r) == [["lethal_damage"], ["aura_illegal"]]
    assert [a.rule for rnd in r.rounds for a in rnd.actions] == [cite("lethal_damage"), cite("aura_illegal")]


def test_704_3_dying_token_goes_to_graveyard_then_ceases_to_exist() -> None:
    r = check_sba(board(creature("Goblin", 1, 1, token=True, damage=1)))
    assert kinds(r) == [["lethal_damage"], ["token_outside_battlefield"]]
    assert r.final_state.objects == ()


def test_301_5c_equipment_whose_creature_died_stays_unattached_without_a_check_of_its_own() -> None:
    """The Equipment now equips a nonexistent permanent: it stays on the battlefield, attached to
    nothing (301.5c), said with the round that moved its creature; no 704.5n round follows."""
    r = check_sba(
        board(creature(damage=2), obj("Bonesplitter", types=("artifact",), subtypes=("equipment",), on="Grizzly Bears"))
    )
    assert kinds(r) == [["lethal_damage"]]
    assert [(e.kind, e.rule) for e in r.rounds[0].events] == [("equipment_left_behind", "301.5c")]
    gear = next(o for o in r.final_state.objects if o.id == "Bonesplitter")
    assert gear.zone is Zone.BATTLEFIELD and gear.attached_to is None


def test_301_5c_aura_whose_creature_died_still_goes_next_check() -> None:
    """The twin: an Aura on a creature that died is put into the graveyard by the next check."""
    r = check_sba(
        board(creature(damage=2), obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears"))
    )
    assert kinds(r) == [["lethal_damage"], ["aura_illegal"]] and not r.rounds[0].events


def test_704_3_everything_found_in_one_check_is_one_event() -> None:
    r = check_sba(board(creature(damage=2), creature("Myr", 0, 0), obj("Goblin", token=True, zone=Zone.EXILE)))
    assert kinds(r) == [["token_outside_battlefield", "zero_toughness", "lethal_damage"]]


def test_800_4a_multiplayer_loser_objects_leave_the_game() -> None:
    """In a three-player game, the loser's permanents leave; an Aura they owned on a survivor goes too."""
    r = check_sba(
        board(
            creature("Ana's Bear", 2, 2, owner="Ana"),
            creature("Cy's Bear", 2, 2, owner="Cy"),
            obj("Cy's Rancor", owner="Cy", types=("enchantment",), subtypes=("aura",), on="Ana's Bear"),
            players=(player("Ana", life=0), player("Bob"), player("Cy")),
        )
    )
    assert r.losers == ("Ana",) and not r.game_over
    assert [e.kind for e in r.rounds[0].events] == ["player_leaves_game"]
    assert kinds(r) == [["zero_life"], ["aura_illegal"]]
    assert {o.id for o in r.final_state.objects} == {"Cy's Bear", "Cy's Rancor"}


def test_800_4a_a_stolen_creature_returns_to_its_owner_when_the_thief_leaves() -> None:
    """Control-changing effects end when their controller leaves: the creature isn't exiled."""
    r = check_sba(
        board(
            creature("Bob's Bear", 2, 2, owner="Bob", controller="Ana"),
            creature("Ana's Bear", 2, 2, owner="Ana"),
            players=(player("Ana", life=0), player("Bob"), player("Cy")),
        )
    )
    (event,) = r.rounds[0].events
    assert "returns to its owner's control" in event.explanation["en"] and "Bob's Bear" in event.explanation["en"]
    bear = next(o for o in r.final_state.objects if o.id == "Bob's Bear")
    assert bear.zone is Zone.BATTLEFIELD and (bear.controller or bear.owner) == "Bob"
    assert "Ana's Bear" not in {o.id for o in r.final_state.objects}


def test_800_4a_near_miss_nothing_stolen_nothing_returned() -> None:
    r = check_sba(
        board(creature("Bear", 2, 2, owner="Bob"), players=(player("Ana", life=0), player("Bob"), player("Cy")))
    )
    (event,) = r.rounds[0].events
    assert "returns" not in event.explanation["en"]


def test_check_does_not_modify_its_input() -> None:
    state = board(creature(damage=2))
    before = state.model_dump()
    check_sba(state)
    assert state.model_dump() == before


def test_a_final_state_has_nothing_left_to_do() -> None:
    r = check_sba(
        board(
            creature(damage=2),
            obj("Rancor", types=("enchantment",), subtypes=("aura",), on="Grizzly Bears"),
            creature("Walking Ballista", 0, 0, counters={"+1/+1": 2, "-1/-1": 1}),
        )
    )
    assert check_sba(r.final_state).rounds == ()


def test_810_9a_a_members_stated_life_is_the_teams_life() -> None:
    players = (player("Ana", team="A", life=0), player("Bob", team="A"), player("Cy", team="B"))
    r = check_sba(board(players=players, variant=THG))
    assert kinds(r) == [["team_zero_life"]] and set(r.losers) == {"Ana", "Bob"}


def test_810_9a_a_member_without_stated_life_leaves_the_team_at_30() -> None:
    players = (player("Ana", team="A"), player("Bob", team="A"), player("Cy", team="B"))
    assert check_sba(board(players=players, variant=THG)).rounds == ()


@pytest.mark.parametrize(
    ("players", "teams", "message"),
    [
        ((player("Ana", life=0), player("Cy", team="B")), (), "on a team"),
        ((player("Ana", team="A"), player("Cy", team="B")), (Team(name="C", life=0),), "no player is on it"),
        ((player("Ana", team="A", life=0), player("Bob", team="A", life=4)), (), "one shared life total"),
        ((player("Ana", team="A", life=0),), (Team(name="A", life=4),), "one shared life total"),
    ],
)
def test_two_headed_giant_states_read_silently_wrong_are_refused(
    players: tuple[object, ...], teams: tuple[Team, ...], message: str
) -> None:
    with pytest.raises(ValidationError, match=message):
        board(players=players, variant=THG, teams=teams)


_2HG = "two-headed giant; Ana: team A; Bob: team A; Cy: team B; Dee: team B; "


@pytest.mark.parametrize(
    "board",
    [
        _2HG + "Ana: drew from an empty library",
        "gigante de dos cabezas; Ana: equipo A; Bob: equipo A; Cy: equipo B; Dee: equipo B; Ana: robó de una biblioteca vacía",
    ],
)
def test_810_8a_a_player_who_loses_for_any_reason_takes_the_team(board: str) -> None:
    r = check_sba(parse_board(board))
    assert set(r.losers) == {"Ana", "Bob"} and set(r.winners) == {"Cy", "Dee"} and r.game_over
    assert [e.kind for e in r.rounds[0].events] == ["team_loses_together"]
    assert r.rounds[0].events[0].rule == cite("team_loses_together")


def test_810_8a_near_miss_a_teammate_who_cant_lose_protects_the_team() -> None:
    r = check_sba(parse_board(_2HG + "Bob: can't lose; Ana: drew from an empty library"))
    assert r.losers == () and [n.kind for n in r.notes] == ["cant_lose"]


def test_104_4a_both_teams_losing_at_once_is_a_draw() -> None:
    r = check_sba(
        parse_board(
            "two-headed giant; Ana: team A, 0 life; Bob: team A; Cy: team B; Dee: team B; Cy: drew from an empty library"
        )
    )
    assert r.draw and set(r.losers) == {"Ana", "Bob", "Cy", "Dee"} and r.winners == ()


def test_810_8a_outside_two_headed_giant_a_loser_loses_alone() -> None:
    r = check_sba(parse_board("Ana: drew from an empty library; Bob: 20 life; Cy: 20 life"))
    assert r.losers == ("Ana",) and not r.game_over


@pytest.mark.parametrize(
    "board",
    [
        "Bears 2/2 damage 2; Bonesplitter equipment equipping Bears",
        "Bears 0/0; Bonesplitter equipment equipping Bears",
        "Bears 2/2 1 deathtouch damage; Bonesplitter equipment equipping Bears",
        "Thalia legendary 2/1; Thalia #2 legendary 2/1; keep Thalia; Bonesplitter equipment equipping Thalia #2",
        "Ana: 0 life; Bob: 20 life; Cy: 20 life; Ana: Bears 2/2; Bob: Bonesplitter equipment equipping Bears",
        "Zombie token 2/2 damage 2; Bonesplitter equipment equipping Zombie",
    ],
)
def test_301_5c_equipment_becomes_unattached_whatever_made_the_creature_leave(board: str) -> None:
    """301.5c: unattached and still on the battlefield, and said, whether the creature died, left
    with its owner or ceased to exist: with the check that moved it, or (a player who left the
    game took it) by 704.5n at the next check."""
    r = check_sba(parse_board(board))
    said = [str(a.kind) for rnd in r.rounds for a in rnd.actions] + [
        str(e.kind) for rnd in r.rounds for e in rnd.events
    ]
    assert "equipment_illegal" in said or "equipment_left_behind" in said
    gear = next(o for o in r.final_state.objects if o.id == "Bonesplitter")
    assert gear.attached_to is None and gear.zone is Zone.BATTLEFIELD
