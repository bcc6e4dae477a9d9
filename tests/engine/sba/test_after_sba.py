"""After the state-based actions: the replacement effects that change their events (614-616)
and the abilities those events trigger (603), on boards as judges write them, in English and
Spanish. Each test has a near-miss twin, so it fails if the effect is ignored or over-applied."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.errors import UnappliedAbility
from engine.model import Zone
from engine.sba import SbaResult, check_sba


def check(board: str, cards: CardCatalog) -> SbaResult:
    return check_sba(parse_board(board, cards))


def zones(result: SbaResult) -> dict[str, Zone]:
    return {o.id: o.zone for o in result.final_state.objects}


def fired(result: SbaResult) -> list[tuple[str, str]]:
    """(source, what triggered it) of each trigger Juez is sure of."""
    return [(t.source, t.event) for t in result.triggers if t.certain]


def replaced(result: SbaResult) -> list[tuple[str, str]]:
    return [(r.family, r.source) for rnd in result.rounds for a in rnd.actions for r in a.replaced_by]


# -- umbra armor (702.89a) -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears with 3 damage enchanted by Hyena Umbra", "Osos pardos con 3 de daño encantados por Umbra de hiena"],
)
def test_702_89a_umbra_armor_destroys_the_aura_instead(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    bears = next(o for o in result.final_state.objects if o.card == "Grizzly Bears")
    umbra = next(o for o in result.final_state.objects if o.card == "Hyena Umbra")
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 0
    assert umbra.zone is Zone.GRAVEYARD
    assert [f for f, _ in replaced(result)] == ["armor"]
    assert result.rounds[0].actions[0].refinements[0] == "armor"  # "would be destroyed"
    assert len(result.rounds) == 1  # the Aura was destroyed by the replacement, not by 704.5m


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears with 3 damage; Hyena Umbra", "Osos pardos con 3 de daño; Umbra de hiena"],
)
def test_702_89a_umbra_on_nothing_saves_nothing_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zones(result)[next(o.id for o in result.final_state.objects if o.card == "Grizzly Bears")] == "graveyard"
    assert replaced(result) == []


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 1 deathtouch damage enchanted by Hyena Umbra",
        "Osos pardos con 1 de daño de toque mortal encantados por Umbra de hiena",
    ],
)
def test_702_89a_umbra_armor_replaces_a_deathtouch_destruction(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [f for f, _ in replaced(result)] == ["armor"]
    bears = next(o for o in result.final_state.objects if o.card == "Grizzly Bears")
    assert bears.zone is Zone.BATTLEFIELD and not bears.deathtouch_damage


@pytest.mark.parametrize(
    "board",
    [
        'you: "Grizzly Bears" 5 damage; "Hyena Umbra" #1 attached to "Grizzly Bears"; "Hyena Umbra" #2 attached to "Grizzly Bears"',
        'tú: "Osos pardos" 5 de daño; "Umbra de hiena" #1 anexada a "Osos pardos"; "Umbra de hiena" #2 anexada a "Osos pardos"',
    ],
)
def test_616_1_two_umbras_are_the_controllers_choice(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    [choice] = result.pending_choices
    assert (choice.kind, choice.rule, len(choice.options)) == ("replacement_order", "616.1", 2)
    assert all(z is Zone.BATTLEFIELD for z in zones(result).values())  # nothing done without the choice


@pytest.mark.parametrize(
    "board",
    [
        'you: "Grizzly Bears" 4 damage; "Hyena Umbra" #1 attached to "Grizzly Bears"; "Hyena Umbra" #2 attached to "Grizzly Bears"',
        'tú: "Osos pardos" 4 de daño; "Umbra de hiena" #1 anexada a "Osos pardos"; "Umbra de hiena" #2 anexada a "Osos pardos"',
    ],
)
def test_616_1_two_umbras_no_choice_without_lethal_damage_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)  # two umbras make it 4/4: 4 damage is lethal, 3 isn't
    assert result.pending_choices and not result.rounds
    assert check(board.replace("4", "3", 1), named_catalog).pending_choices == ()


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with three -1/-1 counters enchanted by Hyena Umbra",
        "Osos pardos con tres contadores -1/-1 encantados por Umbra de hiena",
    ],
)
def test_704_5f_zero_toughness_isnt_destruction_umbra_doesnt_apply(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [a.kind for a in result.rounds[0].actions] == ["zero_toughness"]
    assert replaced(result) == []
    assert [a.kind for a in result.rounds[1].actions] == ["aura_illegal"]


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with two -1/-1 counters enchanted by Hyena Umbra",
        "Osos pardos con dos contadores -1/-1 encantados por Umbra de hiena",
    ],
)
def test_704_5f_one_toughness_left_nothing_happens_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).rounds == ()


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 3 damage and indestructible enchanted by Hyena Umbra",
        "Osos pardos indestructibles con 3 de daño encantados por Umbra de hiena",
    ],
)
def test_702_12b_indestructible_isnt_destroyed_so_armor_waits(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert result.rounds == () and "indestructible" in [n.kind for n in result.notes]


# -- regeneration, folded into the same mechanism (701.19) ---------------------------------------


@pytest.mark.parametrize("board", ["Mossbridge Troll with 6 damage", "Trol puente de musgo con 6 de daño"])
def test_701_19b_a_static_regenerate_it_replaces_destruction(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [f for f, _ in replaced(result)] == ["regeneration"]
    troll = result.final_state.objects[0]
    assert troll.zone is Zone.BATTLEFIELD and troll.tapped and troll.damage == 0


@pytest.mark.parametrize(
    "board", ["Mossbridge Troll with five -1/-1 counters", "Trol puente de musgo con cinco contadores -1/-1"]
)
def test_701_19b_regeneration_cant_replace_zero_toughness_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert replaced(result) == [] and result.final_state.objects[0].zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 3 damage and a regeneration shield enchanted by Hyena Umbra",
        "Osos pardos con 3 de daño y un escudo de regeneración encantados por Umbra de hiena",
    ],
)
def test_616_1_a_shield_and_umbra_armor_are_a_choice(board: str, named_catalog: CardCatalog) -> None:
    [choice] = check(board, named_catalog).pending_choices
    assert choice.rule == "616.1" and "regeneration" in choice.explanation["en"]


# -- "would die / be put into a graveyard … instead" (614.1a) --------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "you: Kalitas, Traitor of Ghet; opponent: Grizzly Bears with 2 damage",
        "tú: Kalitas, traidor de Ghet; oponente: Osos pardos con 2 de daño",
    ],
)
def test_614_1a_kalitas_exiles_an_opponents_creature_and_makes_a_zombie(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    final = {o.id: o for o in result.final_state.objects}
    bears = next(o for o in final.values() if o.card == "Grizzly Bears")
    assert bears.zone is Zone.EXILE
    zombie = final["Zombie"]
    assert zombie.token and zombie.controller == result.final_state.players[0].name
    assert (zombie.power, zombie.toughness, zombie.colors) == (2, 2, frozenset({"black"}))
    assert [(f, s.split(",")[0]) for f, s in replaced(result)] == [("elsewhere_token", "Kalitas")]


@pytest.mark.parametrize(
    "board",
    [
        "Kalitas, Traitor of Ghet; Grizzly Bears with 2 damage",
        "Kalitas, traidor de Ghet; Osos pardos con 2 de daño",
    ],
)
def test_614_1a_kalitas_spares_your_own_creature_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert replaced(result) == [] and "Zombie" not in zones(result)
    assert next(o for o in result.final_state.objects if o.card == "Grizzly Bears").zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "board",
    [
        "you: Kalitas, Traitor of Ghet; opponent: Soldier token creature 1/1 with 1 damage",
        "tú: Kalitas, traidor de Ghet; oponente: Soldado ficha criatura 1/1 con 1 de daño",
    ],
)
def test_614_1a_kalitas_spares_a_token_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert replaced(result) == [] and "Zombie" not in zones(result)
    assert [a.kind for a in result.rounds[1].actions] == ["token_outside_battlefield"]  # it died, then ceased


@pytest.mark.parametrize(
    "board",
    [
        "Rest in Peace; Blood Artist; Grizzly Bears with 2 damage",
        "Descanse en paz; Artista de la sangre; Osos pardos con 2 de daño",
    ],
)
def test_700_4_rest_in_peace_exiles_so_blood_artist_doesnt_trigger(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert replaced(result) in ([("elsewhere", "Rest in Peace")], [("elsewhere", "Descanse en paz")])
    assert result.triggers == ()


@pytest.mark.parametrize(
    "board",
    ["Blood Artist; Grizzly Bears with 2 damage", "Artista de la sangre; Osos pardos con 2 de daño"],
)
def test_603_6c_blood_artist_sees_a_creature_die_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    [trigger] = result.triggers
    assert trigger.source == "Blood Artist" or trigger.card == "Blood Artist"
    assert trigger.rule == "603.6c" and trigger.round == 1 and "another creature dies" in trigger.text


@pytest.mark.parametrize(
    "board",
    [
        "you: Leyline of the Void; opponent: Grizzly Bears with 2 damage",
        "tú: Línea mística del vacío; oponente: Osos pardos con 2 de daño",
    ],
)
def test_614_1a_leyline_exiles_an_opponents_card(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [f for f, _ in replaced(result)] == ["elsewhere"]
    assert next(o for o in result.final_state.objects if o.card == "Grizzly Bears").zone is Zone.EXILE


@pytest.mark.parametrize(
    "board",
    [
        "you: Leyline of the Void; opponent: Soldier token creature 1/1 with 1 damage",
        "tú: Línea mística del vacío; oponente: Soldado ficha criatura 1/1 con 1 de daño",
    ],
)
def test_614_1a_leyline_says_card_so_a_token_still_dies_twin(board: str, named_catalog: CardCatalog) -> None:
    assert replaced(check(board, named_catalog)) == []  # a token isn't a card (111.1)


@pytest.mark.parametrize(
    "board",
    [
        "you: Kalitas, Traitor of Ghet; opponent: Rest in Peace and Grizzly Bears with 2 damage",
        "tú: Kalitas, traidor de Ghet; oponente: Descanse en paz y Osos pardos con 2 de daño",
    ],
)
def test_616_1_two_replacements_with_different_results_are_a_choice(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    [choice] = result.pending_choices
    assert choice.rule == "616.1" and choice.chooser == result.final_state.players[1].name


# -- triggered abilities (603) ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Blood Artist with 1 damage; Grizzly Bears with 2 damage",
        "Artista de la sangre con 1 de daño; Osos pardos con 2 de daño",
    ],
)
def test_603_10a_blood_artist_dying_too_looks_back(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert sorted(t.rule for t in result.triggers) == ["603.10a", "603.10a"]
    assert len({t.event for t in result.triggers}) == 2


@pytest.mark.parametrize("board", ["Young Wolf with 1 damage", "Lobo joven con 1 de daño"])
def test_702_93a_undying_triggers_without_a_counter(board: str, named_catalog: CardCatalog) -> None:
    [trigger] = check(board, named_catalog).triggers
    assert (trigger.rule, trigger.keyword) == ("702.93a", "undying")


@pytest.mark.parametrize(
    "board",
    ["Young Wolf with a +1/+1 counter and 2 damage", "Lobo joven con un contador +1/+1 y 2 de daño"],
)
def test_702_93a_undying_with_a_counter_doesnt_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert result.triggers == ()
    assert "trigger_condition_false" in [n.kind for n in result.notes]


@pytest.mark.parametrize(
    "board",
    ["Kitchen Finks with a -1/-1 counter and 1 damage", "Despreciables de cocina con un contador -1/-1 y 1 de daño"],
)
def test_702_79a_persist_with_a_counter_doesnt_trigger(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert result.triggers == () and "persist" in result.notes[-1].explanation["en"]


@pytest.mark.parametrize("board", ["Kitchen Finks with 2 damage", "Despreciables de cocina con 2 de daño"])
def test_702_79a_persist_without_a_counter_triggers_twin(board: str, named_catalog: CardCatalog) -> None:
    [trigger] = check(board, named_catalog).triggers
    assert trigger.keyword == "persist" and trigger.paragraph == 1  # its Oracle paragraph, for the Spanish text


@pytest.mark.parametrize(
    "board", ["Llanowar Elves equipped with Skullclamp", "Elfos de Llanowar equipados con Engrampacráneo"]
)
def test_603_6c_equipped_creature_dies(board: str, named_catalog: CardCatalog) -> None:
    [trigger] = check(board, named_catalog).triggers
    assert trigger.card == "Skullclamp" and trigger.round == 1


@pytest.mark.parametrize("board", ["Llanowar Elves; Skullclamp", "Elfos de Llanowar; Engrampacráneo"])
def test_603_6c_unequipped_skullclamp_sees_nothing_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "Blood Artist; Thalia, Guardian of Thraben x2; keep Thalia, Guardian of Thraben #1",
        "Artista de la sangre; Thalia, guardiana de Thraben x2; conserva Thalia, guardiana de Thraben #1",
    ],
)
def test_704_5j_the_legend_rule_loser_dies(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [a.kind for a in result.rounds[0].actions] == ["legend_rule"]
    [trigger] = result.triggers
    assert trigger.event.endswith("#2") and trigger.card == "Blood Artist"


@pytest.mark.parametrize(
    "board",
    [
        "Blood Artist; Thalia, Guardian of Thraben",
        "Artista de la sangre; Thalia, guardiana de Thraben",
    ],
)
def test_704_5j_one_legend_nobody_dies_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert result.rounds == () and result.triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "Blood Artist; Liliana of the Veil with 0 loyalty",
        "Artista de la sangre; Liliana del Velo con 0 de lealtad",
    ],
)
def test_700_4_a_planeswalker_at_zero_loyalty_isnt_a_creature_dying(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [a.kind for a in result.rounds[0].actions] == ["zero_loyalty"]
    assert result.triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "Blood Artist; Liliana of the Veil with 0 loyalty; Grizzly Bears with 2 damage",
        "Artista de la sangre; Liliana del Velo con 0 de lealtad; Osos pardos con 2 de daño",
    ],
)
def test_700_4_the_creature_beside_it_does_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    assert len(check(board, named_catalog).triggers) == 1


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 3 damage enchanted by Hyena Umbra; Blood Artist",
        "Osos pardos con 3 de daño encantados por Umbra de hiena; Artista de la sangre",
    ],
)
def test_700_4_saved_by_umbra_armor_nothing_dies(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "you: Zulaport Cutthroat with 1 damage; opponent: Blood Artist with 1 damage; opponent's turn",
        "tú: Degollador de Zulaport con 1 de daño; oponente: Artista de la sangre con 1 de daño; es el turno del oponente",
    ],
)
def test_603_3b_apnap_order_when_the_turn_is_known(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    players = [p.name for p in result.final_state.players]
    assert result.active_player == players[1]
    assert [t.controller for t in result.triggers] == [players[1], players[1], players[0]]


@pytest.mark.parametrize(
    "board",
    [
        "you: Zulaport Cutthroat with 1 damage; opponent: Blood Artist with 1 damage; my turn",
        "tú: Degollador de Zulaport con 1 de daño; oponente: Artista de la sangre con 1 de daño; mi turno",
    ],
)
def test_603_3b_apnap_order_the_other_way_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    players = [p.name for p in result.final_state.players]
    assert result.active_player == players[0]
    assert [t.controller for t in result.triggers] == [players[0], players[1], players[1]]


def test_614_a_replacement_juez_cant_read_is_asked(named_catalog: CardCatalog) -> None:
    state = parse_board("Grizzly Bears with 2 damage", named_catalog)
    bears = state.objects[0].model_copy(update={"statics": ("If a creature would die, put it into a pile instead.",)})
    with pytest.raises(UnappliedAbility):
        check_sba(state.model_copy(update={"objects": (bears,)}))


def test_614_a_replacement_juez_reads_isnt_asked_twin(named_catalog: CardCatalog) -> None:
    state = parse_board("Grizzly Bears with 2 damage", named_catalog)
    bears = state.objects[0].model_copy(update={"statics": ("If a creature would die, exile it instead.",)})
    result = check_sba(state.model_copy(update={"objects": (bears,)}))
    assert result.final_state.objects[0].zone is Zone.EXILE


def test_summary_has_replaced_by_and_triggers(named_catalog: CardCatalog) -> None:
    summary = check("Rest in Peace; Grizzly Bears with 2 damage; Young Wolf with 1 damage", named_catalog).summary()
    [bears, wolf] = summary["rounds"][0]["actions"]  # type: ignore[index]
    assert bears["replaced_by"]["source"] == "Rest in Peace" and bears["replaced_by"]["rule"] == "614.1a"
    assert "replaced_by" not in wolf or wolf["replaced_by"]["source"] == "Rest in Peace"
    assert summary["triggers"] == []  # Young Wolf was exiled too: undying never triggers
    summary = check("Young Wolf with 1 damage", named_catalog).summary()
    [trigger] = summary["triggers"]  # type: ignore[misc]
    assert set(trigger) >= {"source", "controller", "round", "rule", "text"}


@pytest.mark.parametrize(
    "board",
    [
        "Humility; Blood Artist; Grizzly Bears with 1 damage",
        "Humildad; Artista de la sangre; Osos pardos con 1 de daño",
    ],
)
def test_613_1f_a_creature_with_no_abilities_triggers_nothing(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert [a.kind for a in result.rounds[0].actions] == ["lethal_damage"] and result.triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "you: Humility; Kalitas, Traitor of Ghet; opponent: Grizzly Bears with 1 damage",
        "tú: Humildad; Kalitas, traidor de Ghet; oponente: Osos pardos con 1 de daño",
    ],
)
def test_613_1f_a_creature_with_no_abilities_replaces_nothing(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert replaced(result) == [] and "Zombie" not in zones(result)


def _with_text(board: str, text: str) -> SbaResult:
    """The board, its first object given one paragraph of Oracle text (a card Juez reads)."""
    state = parse_board(board)
    first = state.objects[0].model_copy(update={"statics": (text,)})
    return check_sba(state.model_copy(update={"objects": (first, *state.objects[1:])}))


@pytest.mark.parametrize("board", ["Watcher 1/1; Knight 2/2 with 2 damage", "Vigía 1/1; Caballero 2/2 con 2 de daño"])
def test_603_2_a_trigger_turning_on_an_unsaid_color_is_asked(board: str) -> None:
    [trigger] = _with_text(board, "Whenever a black creature dies, you gain 1 life.").triggers
    assert not trigger.certain


@pytest.mark.parametrize(
    "board", ["Watcher 1/1; Knight 2/2 black with 2 damage", "Vigía 1/1; Caballero 2/2 negro con 2 de daño"]
)
def test_603_2_a_stated_color_answers_it_twin(board: str) -> None:
    [trigger] = _with_text(board, "Whenever a black creature dies, you gain 1 life.").triggers
    assert trigger.certain and trigger.rule == "603.6c"


@pytest.mark.parametrize("board", ["Warden 1/1; Knight 2/2 with 2 damage", "Guardián 1/1; Caballero 2/2 con 2 de daño"])
def test_614_a_replacement_turning_on_an_unsaid_color_is_asked(board: str) -> None:
    with pytest.raises(UnappliedAbility):
        _with_text(board, "If a black creature would die, exile it instead.")


@pytest.mark.parametrize(
    "board", ["Warden 1/1; Knight 2/2 white with 2 damage", "Guardián 1/1; Caballero 2/2 blanco con 2 de daño"]
)
def test_614_a_stated_color_answers_it_twin(board: str) -> None:
    result = _with_text(board, "If a black creature would die, exile it instead.")
    assert replaced(result) == [] and result.final_state.objects[1].zone is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "board", ["Blood Artist; Thalia, Guardian of Thraben x2", "Artista de la sangre; Thalia, guardiana de Thraben x2"]
)
def test_704_5j_alike_legends_trigger_whichever_is_kept(board: str, named_catalog: CardCatalog) -> None:
    # 603.10a: the choice stays the player's, but one of two alike copies dies either way
    result = check(board, named_catalog)
    assert [c.rule for c in result.pending_choices] == ["704.5j"]
    [trigger] = result.triggers
    assert trigger.card == "Blood Artist"


@pytest.mark.parametrize(
    ("board", "may"),
    [
        ("Thalia, Guardian of Thraben #1; Thalia, Guardian of Thraben #2; Glorious Anthem", False),
        ("Thalia, Guardian of Thraben #1; Thalia, Guardian of Thraben #2; Blood Artist", True),
        ("Thalia, Guardian of Thraben #1; Thalia, Guardian of Thraben #2; Young Wolf", True),  # undying
    ],
)
def test_704_5j_the_second_check_of_alike_legends_runs_only_where_something_may_trigger(
    board: str, may: bool, named_catalog: CardCatalog
) -> None:
    """The second check of a legend rule choice finds triggers only: a board with no triggered
    ability (nor a keyword that triggers as it dies) skips it, and answers the same."""
    from engine.sba.check import _may_trigger

    assert bool(_may_trigger(parse_board(board, named_catalog).objects)) is may


def test_704_5j_legends_that_differ_trigger_nothing_until_the_choice_twin(named_catalog: CardCatalog) -> None:
    # near miss: one Thalia is tapped, so which one goes may matter: nothing assumed
    result = check("Blood Artist; Thalia, Guardian of Thraben #1; Thalia, Guardian of Thraben #2 tapped", named_catalog)
    assert [c.rule for c in result.pending_choices] == ["704.5j"]
    assert result.triggers == ()
