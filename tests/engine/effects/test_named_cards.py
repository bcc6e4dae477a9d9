"""What named cards do, on boards as judges write them (English and Spanish): continuous
effects apply before every check (613), and game-rule statics stop their state-based action.
Each test has a near-miss twin, so a test fails if the effect is ignored or over-applied."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.errors import ReadingsDiffer, UnappliedAbility, UnknownCount
from engine.sba import SbaResult, check_sba


def check(board: str, cards: CardCatalog) -> SbaResult:
    return check_sba(parse_board(board, cards))


def actions(result: SbaResult) -> list[list[tuple[str, tuple[str, ...]]]]:
    return [[(str(a.kind), a.subjects) for a in r.actions] for r in result.rounds]


def notes(result: SbaResult) -> list[str]:
    return [n.kind for n in result.notes]


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears with 2 damage; Glorious Anthem", "Osos pardos con 2 de daño; Himno glorioso"],
)
def test_704_5g_anthem_raises_toughness_above_damage(board: str, effect_catalog: CardCatalog) -> None:
    assert actions(check(board, effect_catalog)) == []


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears with 3 damage; Glorious Anthem", "Osos pardos con 3 de daño; Himno glorioso"],
)
def test_704_5g_anthem_still_lethal_twin(board: str, effect_catalog: CardCatalog) -> None:
    result = check(board, effect_catalog)
    assert actions(result)[0][0][0] == "lethal_damage"


@pytest.mark.parametrize(
    "board",
    ["Llanowar Elves with 1 damage and Elvish Archdruid", "Elfos de Llanowar con 1 de daño y Archidruida élfico"],
)
def test_704_5g_lord_pumps_other_elves(board: str, effect_catalog: CardCatalog) -> None:
    assert actions(check(board, effect_catalog)) == []


def test_704_5g_lord_doesnt_pump_itself(effect_catalog: CardCatalog) -> None:
    result = check("Elvish Archdruid with 2 damage; Llanowar Elves", effect_catalog)
    assert actions(result) == [[("lethal_damage", ("Elvish Archdruid",))]]


def test_613_9_a_lord_that_dies_stops_pumping_next_round(effect_catalog: CardCatalog) -> None:
    """Round 1: the Archdruid dies; round 2: the Elves are 1/1 with 1 damage (611.3a)."""
    result = check("Elvish Archdruid with 2 damage; Llanowar Elves with 1 damage", effect_catalog)
    assert actions(result) == [[("lethal_damage", ("Elvish Archdruid",))], [("lethal_damage", ("Llanowar Elves",))]]


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 2 damage, enchanted by Unholy Strength",
        "Grizzly Bears with 2 damage equipped with Short Sword",
        "Osos pardos con 2 de daño equipados con Espada corta",
        "Osos pardos con 2 de daño, encantados por Fuerza impía",
    ],
)
def test_704_5g_aura_and_equipment_bonuses_apply(board: str, effect_catalog: CardCatalog) -> None:
    assert actions(check(board, effect_catalog)) == []


def test_704_5g_equipment_bonus_not_counted_twice(effect_catalog: CardCatalog) -> None:
    """A judge who states "+1/+1 from Short Sword" states the Sword's effect: applied once."""
    board = "Grizzly Bears with 3 damage gets +1/+1 from Short Sword; Short Sword attached to Grizzly Bears"
    assert actions(check(board, effect_catalog))[0][0][0] == "lethal_damage"


@pytest.mark.parametrize(
    "board",
    [
        "Opponent controls Elesh Norn, Grand Cenobite. I control Llanowar Elves",
        "Mi rival controla Elesh Norn, Gran Cenobita. Yo controlo Elfos de Llanowar",
    ],
)
def test_704_5f_elesh_norn_shrinks_opponents_creatures(board: str, effect_catalog: CardCatalog) -> None:
    result = check(board, effect_catalog)
    assert [k for k, _ in actions(result)[0]] == ["zero_toughness"]


def test_704_5f_the_action_names_the_effect_that_decided_it(effect_catalog: CardCatalog) -> None:
    result = check("Opponent controls Elesh Norn, Grand Cenobite. I control Llanowar Elves", effect_catalog)
    assert result.rounds[0].actions[0].params["effects"] == "Elesh Norn, Grand Cenobite"
    plain = check("I control Llanowar Elves 1/1 with 1 damage", effect_catalog)
    assert "effects" not in plain.rounds[0].actions[0].params
    power_only = check("Grizzly Bears with 2 damage; Rancor attached to Grizzly Bears", effect_catalog)
    assert "effects" not in power_only.rounds[0].actions[0].params  # +2/+0 decided nothing


def test_704_5f_elesh_norn_pumps_her_controllers_twin(effect_catalog: CardCatalog) -> None:
    assert actions(check("I control Elesh Norn, Grand Cenobite. I control Llanowar Elves", effect_catalog)) == []


def test_613_humility_then_opalescence_humility_is_4_4(effect_catalog: CardCatalog) -> None:
    """Humility older: 7b sets every creature 1/1, then Opalescence sets Humility 4/4."""
    result = check("Humility with 2 damage; Opalescence; Grizzly Bears with 1 damage", effect_catalog)
    assert actions(result) == [[("lethal_damage", ("Grizzly Bears",))]]
    assert result.effects is not None
    humility = result.effects.objects["Humility"]
    assert (humility.effective_power, humility.effective_toughness) == (4, 4)


def test_613_opalescence_then_humility_humility_is_1_1(effect_catalog: CardCatalog) -> None:
    """Opalescence older: Humility's 1/1 comes last, Humility included."""
    result = check("Opalescence; Humility with 2 damage; Grizzly Bears with 1 damage", effect_catalog)
    destroyed = {s for r in actions(result) for _, subjects in r for s in subjects}
    assert destroyed == {"Humility", "Grizzly Bears"}


def test_613_humility_and_opalescence_in_spanish(effect_catalog: CardCatalog) -> None:
    result = check("Humildad; Opalescencia; Osos pardos con 1 de daño", effect_catalog)
    assert actions(result)[0][0][0] == "lethal_damage"


def test_613_8a_blood_moon_and_urborg_dependency(effect_catalog: CardCatalog) -> None:
    """Urborg depends on Blood Moon (it removes Urborg's ability): Urborg is a Mountain and
    nothing becomes a Swamp, whatever the timestamps."""
    for board in ("Blood Moon; Urborg, Tomb of Yawgmoth; Forest", "Urborg, Tomb of Yawgmoth; Blood Moon; Forest"):
        result = check(board, effect_catalog)
        assert result.effects is not None
        objects = result.effects.objects
        assert objects["Urborg, Tomb of Yawgmoth"].subtypes == {"mountain"}, board
        assert "swamp" not in objects["Forest"].subtypes, board


def test_613_urborg_alone_makes_every_land_a_swamp_twin(effect_catalog: CardCatalog) -> None:
    result = check("Urborg, Tomb of Yawgmoth; Forest", effect_catalog)
    assert result.effects is not None
    assert result.effects.objects["Forest"].subtypes == {"forest", "swamp"}


def test_704_5m_aura_falls_off_under_protection_and_its_bonus_ends(effect_catalog: CardCatalog) -> None:
    """Round 1: Unholy Strength (black) is illegal on a creature with protection from black and
    goes; the Knight is 4/3 then. Round 2: the bonus is gone, and 2 damage is lethal."""
    board = "Knight 2/2 with protection from black and 2 damage; Unholy Strength attached to Knight"
    result = check(board, effect_catalog)
    assert actions(result) == [[("aura_illegal", ("Unholy Strength",))], [("lethal_damage", ("Knight",))]]


def test_704_5m_aura_stays_without_protection_from_its_color_twin(effect_catalog: CardCatalog) -> None:
    board = "Knight 2/2 with protection from red and 2 damage; Unholy Strength attached to Knight"
    assert actions(check(board, effect_catalog)) == []


@pytest.mark.parametrize(
    "board", ["Mirror Gallery; Thalia, Guardian of Thraben x2", "Galería de espejos; Thalia, guardiana de Thraben x2"]
)
def test_704_5j_mirror_gallery_turns_the_legend_rule_off(board: str, effect_catalog: CardCatalog) -> None:
    result = check(board, effect_catalog)
    assert actions(result) == [] and not result.pending_choices
    assert "legend_rule_off" in notes(result)


def test_704_5j_legend_rule_without_mirror_gallery_twin(effect_catalog: CardCatalog) -> None:
    result = check("Thalia, Guardian of Thraben x2", effect_catalog)
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


@pytest.mark.parametrize("board", ["I have 0 life; I control Platinum Angel", "Yo: 0 vidas; Ángel de platino"])
def test_104_3b_platinum_angel_stops_the_loss(board: str, effect_catalog: CardCatalog) -> None:
    result = check(board, effect_catalog)
    assert result.losers == () and "cant_lose" in notes(result)
    note = next(n for n in result.notes if n.kind == "cant_lose")
    assert "Platinum Angel" in note.explanation["en"] or "Ángel de platino" in note.explanation["es"]


def test_704_5a_platinum_angel_in_the_graveyard_twin(effect_catalog: CardCatalog) -> None:
    result = check("I have 0 life; Platinum Angel in graveyard", effect_catalog)
    assert result.losers == ("you",)


def test_704_5a_platinum_angel_dying_in_the_same_check_still_saves_then(effect_catalog: CardCatalog) -> None:
    """Both are found in one check: the Angel is still there, so no loss that round; the next
    check has no Angel, and the player loses (704.3)."""
    result = check("I have 0 life; I control Platinum Angel with 4 damage", effect_catalog)
    assert actions(result)[0] == [("lethal_damage", ("Platinum Angel",))]
    assert result.losers == ("you",) and len(result.rounds) == 2


def test_810_8a_platinum_angel_keeps_the_whole_team_in(effect_catalog: CardCatalog) -> None:
    board = "Two-Headed Giant. Team A (Ana, Bob) 0 life. Team B (Cy, Dee) 5 life. Ana controls Platinum Angel"
    result = check(board, effect_catalog)
    assert result.losers == ()


def test_810_8a_without_the_angel_the_team_loses_twin(effect_catalog: CardCatalog) -> None:
    board = "Two-Headed Giant. Team A (Ana, Bob) 0 life. Team B (Cy, Dee) 5 life. Ana controls Grizzly Bears"
    assert set(check(board, effect_catalog).losers) == {"Ana", "Bob"}


def test_810_8a_transcendence_spares_the_team_at_0_life(effect_catalog: CardCatalog) -> None:
    board = "Two-Headed Giant. Team A (Ana, Bob) 0 life. Team B (Cy, Dee) 5 life. Bob controls Transcendence"
    result = check(board, effect_catalog)
    assert result.losers == () and "ignores_zero_life" in notes(result)


def test_704_5a_phyrexian_unlife_but_poison_still_kills(effect_catalog: CardCatalog) -> None:
    assert check("I have 0 life; Phyrexian Unlife", effect_catalog).losers == ()
    assert check("I have 0 life and 10 poison counters; Phyrexian Unlife", effect_catalog).losers == ("you",)


def test_614_replacement_says_where_a_destroyed_creature_goes(effect_catalog: CardCatalog) -> None:
    result = check("Rest in Peace; Grizzly Bears with 2 damage", effect_catalog)
    assert actions(result)[0] == [("lethal_damage", ("Grizzly Bears",))]
    [replaced] = result.rounds[0].actions[0].replaced_by
    assert (replaced.source, replaced.rule) == ("Rest in Peace", "614.1a")
    assert {o.id: o.zone for o in result.final_state.objects}["Grizzly Bears"] == "exile"


def test_614_no_replacement_without_rest_in_peace_twin(effect_catalog: CardCatalog) -> None:
    result = check("Grizzly Bears with 2 damage", effect_catalog)
    assert result.rounds[0].actions[0].replaced_by == ()
    assert {o.id: o.zone for o in result.final_state.objects}["Grizzly Bears"] == "graveyard"


def test_stated_size_that_isnt_printed_is_asked_when_readings_differ(effect_catalog: CardCatalog) -> None:
    """ "Grizzly Bears 3/3 with 3 damage" beside Glorious Anthem: 3/3 now (dies) or before the
    Anthem (4/4, lives)? The readings part: Juez asks."""
    with pytest.raises(ReadingsDiffer):
        check("Grizzly Bears 3/3 with 3 damage; Glorious Anthem", effect_catalog)


def test_stated_size_readings_that_agree_are_answered_twin(effect_catalog: CardCatalog) -> None:
    result = check("Grizzly Bears 3/3 with 2 damage; Glorious Anthem", effect_catalog)
    assert actions(result) == []
    assert result.effects is not None and result.effects.readings


@pytest.mark.parametrize(
    ("switch", "dies"),
    [
        ("Effects applied.", True),
        ("Effects not applied.", False),
        ("Efectos aplicados.", True),
        ("Efectos sin aplicar.", False),
    ],
)
def test_stated_values_switch_decides_the_reading(switch: str, dies: bool, effect_catalog: CardCatalog) -> None:
    result = check(f"Grizzly Bears 3/3 with 3 damage; Glorious Anthem. {switch}", effect_catalog)
    assert bool(actions(result)) is dies


def test_unstated_color_under_a_color_anthem_is_asked(effect_catalog: CardCatalog) -> None:
    with pytest.raises(ReadingsDiffer):
        check("Knight 2/2 with 2 damage; Honor of the Pure", effect_catalog)


def test_stated_color_under_a_color_anthem_is_answered_twin(effect_catalog: CardCatalog) -> None:
    assert actions(check("Knight 2/2 white with 2 damage; Honor of the Pure", effect_catalog)) == []
    assert actions(check("Knight 2/2 red with 2 damage; Honor of the Pure", effect_catalog))[0][0][0] == "lethal_damage"


def test_a_count_the_board_shows_nothing_of_is_asked(effect_catalog: CardCatalog) -> None:
    """A */* the board can't count stays unknown (its size is asked, never guessed as 0): a CDA
    whose toughness is the count itself is asked outright, damage or not (0/0 would die, 704.5f);
    one whose toughness is the count plus 1 (Tarmogoyf) can't be 0: no question without damage."""
    for board in ("Nightmare with 1 damage", "Forest; Nightmare tapped"):
        with pytest.raises(UnknownCount):
            check(board, effect_catalog)
    assert actions(check("Swamp; Nightmare with 1 damage", effect_catalog)) == [[("lethal_damage", ("Nightmare",))]]
    assert "needs_toughness" in notes(check("Forest; Tarmogoyf with 1 damage", effect_catalog))  # 1+*: not 0
    with pytest.raises(UnknownCount):  # a modification by an unknown count: asked outright
        check("Liliana's Elite with 1 damage", effect_catalog)
    assert actions(check("Liliana's Elite with 1 damage; Grizzly Bears in graveyard", effect_catalog)) == []


def test_tarmogoyf_counts_card_types_in_graveyards(effect_catalog: CardCatalog) -> None:
    assert (
        actions(check("Tarmogoyf with 2 damage; Lightning Bolt in graveyard", effect_catalog))[0][0][0]
        == "lethal_damage"
    )
    assert (
        actions(check("Tarmogoyf with 2 damage; Lightning Bolt in graveyard; Forest in graveyard", effect_catalog))
        == []
    )


def test_a_count_the_board_shows_is_applied_twin(effect_catalog: CardCatalog) -> None:
    assert actions(check("Nightmare with 1 damage; Swamp x3", effect_catalog)) == []
    assert actions(check("Nightmare with 3 damage; Swamp x3", effect_catalog))[0][0][0] == "lethal_damage"


def test_an_ability_juez_cant_apply_is_asked_never_ignored(effect_catalog: CardCatalog) -> None:
    """Lord of Atlantis is modeled; a flagged static (an unknown wording) is asked about."""
    from engine.model import GameObject, GameState, Player

    odd = GameObject(
        id="Odd", name="Odd", owner="you", card_types={"enchantment"}, statics=("Creatures you control are weird.",)
    )
    with pytest.raises(UnappliedAbility):
        check_sba(GameState(players=(Player(name="you"),), objects=(odd,)))


def test_control_magic_changes_the_controller(effect_catalog: CardCatalog) -> None:
    result = check("Ana controls Control Magic attached to Grizzly Bears; Bob controls Grizzly Bears", effect_catalog)
    assert result.effects is not None and result.effects.objects["Grizzly Bears"].controller == "Ana"


def test_704_3_a_graveyard_the_board_never_described_stays_unknown_after_a_death(effect_catalog: CardCatalog) -> None:
    """The Bears die into a graveyard the board never described: Tarmogoyf counts at least a
    creature, but what else is there is still unknown, so its 3 damage is asked, not lethal."""
    result = check("Grizzly Bears with 2 damage; Tarmogoyf with 3 damage", effect_catalog)
    assert [[a[1] for a in r] for r in actions(result)] == [[("Grizzly Bears",)]]
    assert "needs_toughness" in notes(result)
    # twin: a graveyard the board describes (a Forest) is counted, with the Bears once they die
    described = check("Grizzly Bears with 2 damage; Tarmogoyf with 3 damage; Forest in graveyard", effect_catalog)
    assert [sorted(s for a in r for s in a[1]) for r in actions(described)] == [["Grizzly Bears", "Tarmogoyf"]]


def test_704_5g_graveyards_said_empty_make_tarmogoyf_0_1(effect_catalog: CardCatalog) -> None:
    """ "graveyard empty" for every player: Tarmogoyf counts no card types, a 0/1, and 1 damage
    is lethal; the count of an empty graveyard is 0, not a fact left unsaid."""
    board = "you: Tarmogoyf with 1 damage; you: graveyard empty; opponent: graveyard empty"
    assert actions(check(board, effect_catalog)) == [[("lethal_damage", ("Tarmogoyf",))]]
    es = "tú: Tarmogoyf con 1 de daño; tú: cementerio vacío; oponente: cementerio vacío"
    assert actions(check(es, effect_catalog)) == [[("lethal_damage", ("Tarmogoyf",))]]


def test_704_5g_near_miss_one_graveyard_said_empty_leaves_the_other_unknown(effect_catalog: CardCatalog) -> None:
    # Tarmogoyf counts every graveyard: the opponent's is not said, so its size is still asked
    result = check("you: Tarmogoyf with 1 damage; you: graveyard empty; opponent: life 20", effect_catalog)
    assert actions(result) == [] and "needs_toughness" in notes(result)


def test_704_3_graveyards_said_empty_are_counted_at_the_check_not_after_it(effect_catalog: CardCatalog) -> None:
    # Tarmogoyf is a 0/1 when the game checks: it dies with the Bears in the same round (704.3);
    # the Bears reaching the graveyard doesn't save it (where undescribed graveyards asked)
    board = "you: Grizzly Bears with 2 damage; you: Tarmogoyf with 2 damage; you: graveyard empty; opponent: graveyard empty"
    assert [sorted(s for a in r for s in a[1]) for r in actions(check(board, effect_catalog))] == [
        ["Grizzly Bears", "Tarmogoyf"]
    ]
