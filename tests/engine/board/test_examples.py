"""The issue's example boards parse to the states described and give the expected SBAs."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.model import PlayerRef, Variant, Zone
from engine.sba import check_sba

# (board, rules performed per round, losers, draw, pending choice kinds)
EXAMPLES: list[tuple[str, list[list[str]], set[str], bool, list[str]]] = [
    ("Grizzly Bears 2/2 damage 2", [["lethal_damage"]], set(), False, []),
    ("me: life 0; opponent: poison 10", [["zero_life", "poison"]], {"you", "opponent"}, True, []),
    ('"Thalia, Guardian of Thraben" legendary creature 2/1 x2', [], set(), False, ["legend_rule"]),
    ("Pacifism aura enchant creature attached to nothing", [["aura_illegal"]], set(), False, []),
    ("Ana: life 20; Bonesplitter equipment attached to Ana", [["equipment_illegal"]], set(), False, []),
    ("Liliana of the Veil planeswalker loyalty 0", [["zero_loyalty"]], set(), False, []),
    ("Goblin token in graveyard", [["token_outside_battlefield"]], set(), False, []),
    ("Walking Ballista 0/0 with 2 +1/+1 counters and 1 -1/-1 counter", [["counter_annihilation"]], set(), False, []),
    ("Serra Angel 4/4 damage 1, deathtouch damage", [["deathtouch_damage"]], set(), False, []),
    ("Darksteel Myr 0/1 indestructible, damage 5", [], set(), False, []),
    ("Darksteel Myr 0/1 indestructible, gets -1/-1", [["zero_toughness"]], set(), False, []),
    (
        "Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears",
        [["lethal_damage"], ["aura_illegal"]],
        set(),
        False,
        [],
    ),
    (
        "two-headed giant; Ana: team A; Bob: team A; Cy: team B; Dee: team B; team A: life 0",
        [["team_zero_life"]],
        {"Ana", "Bob"},
        False,
        [],
    ),
    ("commander; Bob: 21 commander damage from Zur", [["commander_damage"]], {"Bob"}, False, []),
    (
        "Nether Void world enchantment timestamp 1; Living Plane world enchantment timestamp 2",
        [["world_rule"]],
        set(),
        False,
        [],
    ),
    ("Osos grizzly 2/2 daño 2", [["lethal_damage"]], set(), False, []),
    ("yo: vida 0; rival: 10 contadores de veneno", [["zero_life", "poison"]], {"tú", "rival"}, True, []),
    ('"Thalia, guardiana de Thraben" criatura legendaria 2/1 x2', [], set(), False, ["legend_rule"]),
    ("Pacifismo aura encantar criatura sin anexar", [["aura_illegal"]], set(), False, []),
    ("Ana: vida 20; Partehuesos equipo anexado a Ana", [["equipment_illegal"]], set(), False, []),
    ("ficha de Goblin en el cementerio", [["token_outside_battlefield"]], set(), False, []),
    ("Ballesta andante 0/0 con 2 contadores +1/+1 y 1 contador -1/-1", [["counter_annihilation"]], set(), False, []),
    ("Ángel de Serra 4/4 daño 1, daño de toque mortal", [["deathtouch_damage"]], set(), False, []),
    ("Mirmidón de acero oscuro 0/1 indestructible, recibe -1/-1", [["zero_toughness"]], set(), False, []),
    (
        "gigante de dos cabezas; Ana: equipo A; Bob: equipo A; Cy: equipo B; Dee: equipo B; equipo A: vida 0",
        [["team_zero_life"]],
        {"Ana", "Bob"},
        False,
        [],
    ),
    ("formato commander; Bob: 21 de daño de comandante de Zur", [["commander_damage"]], {"Bob"}, False, []),
    # Other forms the issue requires, each with a Spanish twin.
    ("Ana: life 0, can't lose", [], set(), False, []),
    ("Ana: vida 0, no puede perder", [], set(), False, []),
    ("Ana: drew from empty library", [["empty_library_draw"]], {"Ana"}, False, []),
    ("Ana: robó de una biblioteca vacía", [["empty_library_draw"]], {"Ana"}, False, []),
    ("Hydra 0/0 with 4 +1/+1 counters, max 2 +1/+1 counters", [["counter_limit"]], set(), False, []),
    ("Hidra 0/0 con 4 contadores +1/+1, máximo 2 contadores +1/+1", [["counter_limit"]], set(), False, []),
    ("Some Saga saga with 3 lore counters, final chapter 3, chapter resolved", [["saga_complete"]], set(), False, []),
    (
        "Una Saga saga con 3 contadores de historia, capítulo final 3, ya resuelto",
        [["saga_complete"]],
        set(),
        False,
        [],
    ),
    ("Invasion of Somewhere battle siege defense 0, protector Bob", [["siege_zero_defense"]], set(), False, []),
    ("Invasión de Algún Lugar batalla asedio defensa 0, protector Bob", [["siege_zero_defense"]], set(), False, []),
    ("Shock copy in graveyard", [["copy_outside_zone"]], set(), False, []),
    ("Descarga copia en el cementerio", [["copy_outside_zone"]], set(), False, []),
    ("Plains land; Faith's Fetters aura enchant permanent attached to Plains", [], set(), False, []),
    ("Llanura tierra; Grilletes de fe aura encantar permanente anexada a Llanura", [], set(), False, []),
    ("Plains land; Pacifism aura enchant creature attached to Plains", [["aura_illegal"]], set(), False, []),
    ("Grizzly Bears 2/2 gets +1/+1, damage 2", [], set(), False, []),
    ("Osos grizzly 2/2 recibe +1/+1, daño 2", [], set(), False, []),
    ("Ana: 11 commander damage from Zur, 11 commander damage from Atraxa", [], set(), False, []),
    (
        "formato commander; Ana: 11 de daño de comandante de Zur, 11 de daño de comandante de Atraxa",
        [],
        set(),
        False,
        [],
    ),
    ("Memnite 1/1 artifact creature damage 1, phased out", [], set(), False, []),
    ("Memnita 1/1 artefacto criatura daño 1, fuera de fase", [], set(), False, []),
]


@pytest.mark.parametrize(("board", "rounds", "losers", "draw", "pending"), EXAMPLES, ids=[e[0][:50] for e in EXAMPLES])
def test_board_examples(board: str, rounds: list[list[str]], losers: set[str], draw: bool, pending: list[str]) -> None:
    result = check_sba(parse_board(board))
    assert [[str(a.kind) for a in r.actions] for r in result.rounds] == rounds
    assert set(result.losers) == losers and result.draw == draw
    assert [c.kind for c in result.pending_choices] == pending


def test_704_5j_copies_get_labels_and_the_choice_lists_them() -> None:
    state = parse_board('"Thalia, Guardian of Thraben" legendary creature 2/1 x2')
    assert [o.id for o in state.objects] == ["Thalia, Guardian of Thraben #1", "Thalia, Guardian of Thraben #2"]
    assert all(o.name == "Thalia, Guardian of Thraben" for o in state.objects)
    choice = check_sba(state).pending_choices[0]
    assert choice.options == ("Thalia, Guardian of Thraben #1", "Thalia, Guardian of Thraben #2")


def test_704_5j_keep_clause_applies_the_legend_choice() -> None:
    state = parse_board(
        '"Thalia, Guardian of Thraben" legendary creature 2/1 x2; keep "Thalia, Guardian of Thraben" #2'
    )
    result = check_sba(state)
    assert result.rounds[0].actions[0].subjects == ("Thalia, Guardian of Thraben #1",)


def test_printed_stats_are_base_values_and_counters_apply() -> None:
    ballista = parse_board("Walking Ballista 0/0 with 2 +1/+1 counters and 1 -1/-1 counter").objects[0]
    assert (ballista.toughness, ballista.counters) == (0, {"+1/+1": 2, "-1/-1": 1})
    assert ballista.effective_toughness == 1
    assert (
        check_sba(parse_board("Walking Ballista 0/0 with 2 +1/+1 counters and 1 -1/-1 counter"))
        .final_state.objects[0]
        .effective_toughness
        == 1
    )


def test_objects_belong_to_the_first_player_or_to_you() -> None:
    assert parse_board("Grizzly Bears 2/2").objects[0].owner == "you"
    assert parse_board("Osos grizzly 2/2 daño 1").objects[0].owner == "tú"
    state = parse_board("Ana: life 20; Bob: life 20; Grizzly Bears 2/2")
    assert state.objects[0].owner == "Ana"
    assert parse_board("Bob: Grizzly Bears 2/2").objects[0].owner == "Bob"


def test_attachment_to_a_player_and_variants() -> None:
    state = parse_board("Ana: life 20; Bonesplitter equipment attached to Ana")
    assert state.objects[0].attached_to == PlayerRef(name="Ana")
    assert state.objects[0].card_types == frozenset({"artifact"})
    assert parse_board("two-headed giant; Ana: team A").variant is Variant.TWO_HEADED_GIANT
    assert parse_board("archenemy; Plot scheme in the command zone").objects[0].zone is Zone.COMMAND
    assert parse_board("planechase; Ana: life 20; Chaotic Aether phenomenon in the command zone").variant is (
        Variant.PLANECHASE
    )


def test_every_engine_field_can_be_expressed() -> None:
    text = (
        "commander; Ana: life 7, poison 3, speed 2, 5 commander damage from Zur, team Red, can't lose; "
        "Bob: venture marker at bottom; "
        "Zur legendary creature 4/4 commander in graveyard to command zone; "
        "Engine creature 1/1 start your engines, space sculptor, sector alpha, tapped; "
        "Bear 2/2 choose sector beta, 2 regeneration shields, timestamp 4; "
        "Siege battle siege defense 3, protector Bob, attacked, trigger on the stack, choose protector Bob; "
        "Walker planeswalker 3 loyalty counters; Plot scheme in the command zone face down; "
        "Clone creature 0/0 copy, owned by Bob, controlled by Ana, gets +2/+2, 3 oil counters, max 5 oil counters; "
        "Ring artifact illegal; Box artifact in exile; "
        "Knight creature 2/2 white and blue, protection from red and from artifacts; "
        "Cleric creature 1/1 colorless; Cy: protection from everything"
    )
    state = parse_board(text)
    ana = state.player("Ana")
    assert ana is not None and (ana.life, ana.poison, ana.speed, ana.team, ana.cant_lose) == (7, 3, 2, "Red", True)
    assert ana.commander_damage[0].commander == "Zur" and ana.commander_damage[0].amount == 5
    by_id = {o.id: o for o in state.objects}
    assert by_id["Zur"].commander and by_id["Zur"].zone is Zone.GRAVEYARD
    assert state.choices.commander_to_command_zone == {"Zur": True}
    assert by_id["Engine"].start_your_engines and by_id["Engine"].space_sculptor and by_id["Engine"].sector == "alpha"
    assert state.choices.sector == {"Bear": "beta"} and by_id["Bear"].regeneration_shields == 2
    siege = by_id["Siege"]
    assert (siege.battle_type, siege.defense, siege.protector, siege.attacked, siege.trigger_pending) == (
        "siege",
        3,
        "Bob",
        True,
        True,
    )
    assert state.choices.protector == {"Siege": "Bob"}
    assert by_id["Walker"].effective_loyalty == 3 and not by_id["Plot"].face_up
    clone = by_id["Clone"]
    assert (clone.owner, clone.controller, clone.copy_of_card, clone.toughness_modifier) == ("Bob", "Ana", True, 2)
    assert clone.counters == {"oil": 3} and clone.counter_limits == {"oil": 5}
    assert by_id["Ring"].attachment_illegal and by_id["Box"].zone is Zone.EXILE
    assert by_id["Knight"].colors == {"white", "blue"} and by_id["Knight"].protection_from == {"red", "artifact"}
    assert by_id["Cleric"].colors == frozenset() and by_id["Bear"].colors is None
    cy = state.player("Cy")
    assert cy is not None and cy.protection_from == {"everything"}


def test_some_saga_keeps_its_capitalised_type_in_the_name() -> None:
    saga = parse_board("Some Saga saga with 3 lore counters, final chapter 3").objects[0]
    assert saga.name == "Some Saga" and "saga" in saga.subtypes and saga.final_chapter == 3


def test_multiline_form_works_like_semicolons() -> None:
    one = parse_board("Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears")
    many = parse_board("Grizzly Bears 2/2 damage 2\n\nRancor aura attached to Grizzly Bears\n")
    assert one == many


def test_copy_markers_in_every_form() -> None:
    for text in ("Bear 2/2 x3", "Bear 2/2 3x", "Bear 2/2 ×3", "3x Bear 2/2"):
        assert len(parse_board(text).objects) == 3, text


def test_accents_and_case_do_not_matter() -> None:
    assert parse_board("Osos 2/2 DANO 2").objects[0].damage == 2
    assert parse_board("Rey legendario criatura 2/2").objects[0].supertypes == frozenset({"legendary"})
    assert parse_board("Reina legendaria criatura 2/2").objects[0].supertypes == frozenset({"legendary"})
