"""Mana value where it is read (202.3) and lands whose type an effect sets (305.6, 305.7): the
classic puzzles that once came out wrong, in English and Spanish, each with a near-miss twin."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.cards.mana_value import face_mana_value, mana_value_allows, split_mana_value_qualifier
from engine.cards.model import Face
from engine.effects.layers import apply_effects
from engine.model import GameObject, GameState
from engine.sba import SbaResult, check_sba


def check(board: str, cards: CardCatalog) -> SbaResult:
    return check_sba(parse_board(board, cards))


def actions(result: SbaResult) -> list[list[tuple[str, tuple[str, ...]]]]:
    return [[(str(a.kind), a.subjects) for a in r.actions] for r in result.rounds]


def quoted(obj: GameObject) -> frozenset[str]:
    """The quoted abilities effects gave it (kept with its keywords)."""
    return frozenset(k for k in obj.keywords if k.startswith('"'))


def now(state: GameState, name: str) -> GameObject:
    layered = apply_effects(state.objects, state.players)
    return next(o for o in layered.objects.values() if name in (o.name, o.id, o.card))


# -- 202.3a: an object with no mana cost has mana value 0 ---------------------------------------


def test_202_3a_a_face_without_a_mana_cost_has_mana_value_0() -> None:
    assert face_mana_value(Face("Forest", "Basic Land — Forest")) == 0
    assert face_mana_value(Face("Bears", "Creature — Bear", mana_cost="{1}{G}")) == 2


def test_202_3b_a_transformed_back_face_has_its_front_faces_mana_value() -> None:
    front = Face("Front", "Creature — Human", mana_cost="{2}{G}", side="a")
    back = Face("Back", "Creature — Werewolf", side="b")
    assert face_mana_value(back, (front, back)) == 3
    modal_back = Face("Back", "Land", mana_cost=None, side="b")
    modal_front = Face("Front", "Sorcery", mana_cost="{1}{G}", side="a")
    assert face_mana_value(modal_back, (modal_front, Face("Other", "Land", mana_cost="{G}", side="b"))) == 0


@pytest.mark.parametrize("board", ["Forest", "Bosque"])
def test_202_3a_a_land_read_from_its_card_has_mana_value_0(board: str, effect_catalog: CardCatalog) -> None:
    assert parse_board(board, effect_catalog).objects[0].mana_value == 0


def test_202_3a_a_token_no_card_names_has_mana_value_0_twin_unknown_object(effect_catalog: CardCatalog) -> None:
    token = parse_board("Soldier token 1/1", effect_catalog).objects[0]
    assert token.mana_value == 0
    described = parse_board("Wibble 1/1", effect_catalog).objects[0]
    assert described.mana_value is None  # no card, no token: unknown, never guessed


@pytest.mark.parametrize(
    "board",
    [
        "Humility; March of the Machines; Mycosynth Lattice; Forest",
        "Humildad; Marcha de las máquinas; Red de micosintético; Bosque",
    ],
)
def test_613_4b_march_with_lattice_makes_a_forest_0_0_that_dies(board: str, effect_catalog: CardCatalog) -> None:
    """Humility first, March later: 7b sets 1/1, then the Forest's mana value 0 (202.3a)."""
    assert actions(check(board, effect_catalog)) == [[("zero_toughness", (board.rsplit("; ", 1)[1],))]]


def test_613_4b_march_older_than_humility_twin_everything_1_1(effect_catalog: CardCatalog) -> None:
    result = check("March of the Machines; Mycosynth Lattice; Humility; Forest", effect_catalog)
    assert actions(result) == []


@pytest.mark.parametrize(
    ("board", "land"),
    [
        ("Opalescence; Enchanted Evening; Plains", "Plains"),
        ("Opalescencia; Atardecer encantado; Bosque", "Bosque"),
    ],
)
def test_613_4b_opalescence_with_enchanted_evening_kills_a_land(
    board: str, land: str, effect_catalog: CardCatalog
) -> None:
    result = check(board, effect_catalog)
    assert actions(result)[0] == [("zero_toughness", (land,))]


def test_613_4b_opalescence_without_enchanted_evening_twin_land_untouched(effect_catalog: CardCatalog) -> None:
    assert actions(check("Opalescence; Plains", effect_catalog)) == []


def test_613_4b_opalescence_and_enchanted_evening_kill_a_token(effect_catalog: CardCatalog) -> None:
    result = check("Opalescence; Enchanted Evening; Soldier token 1/1", effect_catalog)
    assert actions(result)[0] == [("zero_toughness", ("Soldier",))]


# -- restricted enchant: "with mana value N or less" ------------------------------------------


def test_mana_value_qualifier_is_split_from_the_words() -> None:
    assert split_mana_value_qualifier("creature with mana value 2 or less") == ("creature", (2, "le"))
    assert split_mana_value_qualifier("creature with mana value 3 or greater") == ("creature", (3, "ge"))
    assert split_mana_value_qualifier("creature you control") == ("creature you control", None)
    assert mana_value_allows((2, "le"), 2) is True
    assert mana_value_allows((2, "le"), 3) is False
    assert mana_value_allows((2, "le"), None) is None


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears enchanted by Threads of Disloyalty", "Osos pardos encantados por Fragmentos de deslealtad"],
)
def test_704_5m_threads_on_a_mana_value_2_creature_stays(board: str, effect_catalog: CardCatalog) -> None:
    assert actions(check(board, effect_catalog)) == []


@pytest.mark.parametrize(
    "board",
    ["Hill Giant enchanted by Threads of Disloyalty", "Gigante de las colinas encantado por Fragmentos de deslealtad"],
)
def test_704_5m_threads_on_a_mana_value_4_creature_twin_goes(board: str, effect_catalog: CardCatalog) -> None:
    assert actions(check(board, effect_catalog))[0][0][0] == "aura_illegal"


# -- 305.7: a land type set by an effect -------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    ["Magus of the Moon; Urza's Saga", "Mago de la luna; La Saga de Urza"],
)
def test_305_7_a_nonbasic_land_becomes_a_mountain_losing_its_other_land_types(
    board: str, effect_catalog: CardCatalog
) -> None:
    saga = now(parse_board(board, effect_catalog), "Urza's Saga")
    assert saga.subtypes == frozenset({"mountain", "saga"})
    assert quoted(saga) == frozenset({'"{T}: Add {R}."'})


def test_305_7_a_basic_land_twin_untouched(effect_catalog: CardCatalog) -> None:
    forest = now(parse_board("Magus of the Moon; Forest", effect_catalog), "Forest")
    assert forest.subtypes == frozenset({"forest"})
    assert quoted(forest) == frozenset()


@pytest.mark.parametrize(
    "board",
    [
        "Magus of the Moon; Chromatic Lantern; Urza's Saga",
        "Chromatic Lantern; Magus of the Moon; Urza's Saga",
        "Linterna cromática; Mago de la luna; La Saga de Urza",
    ],
)
def test_305_7_chromatic_lantern_grants_its_ability_in_either_order(board: str, effect_catalog: CardCatalog) -> None:
    """Layer 4 (Magus) always comes before layer 6 (Lantern): the Saga has both mana abilities."""
    saga = now(parse_board(board, effect_catalog), "Urza's Saga")
    assert quoted(saga) == frozenset({'"{T}: Add {R}."', '"{T}: Add one mana of any color."'})


def test_613_1f_chromatic_lantern_only_your_lands_twin(effect_catalog: CardCatalog) -> None:
    state = parse_board("Chromatic Lantern; opponent controls Urza's Saga", effect_catalog)
    saga = now(state, "Urza's Saga")
    assert quoted(saga) == frozenset()


def test_205_1a_imprisoned_in_the_moon_makes_a_colorless_land_that_doesnt_die(effect_catalog: CardCatalog) -> None:
    state = parse_board("Grizzly Bears with 2 damage enchanted by Imprisoned in the Moon", effect_catalog)
    bears = now(state, "Grizzly Bears")
    assert bears.card_types == frozenset({"land"})
    assert bears.colors == frozenset()
    assert quoted(bears) == frozenset({'"{T}: Add {C}."'})
    assert actions(check_sba(state)) == []


def test_704_5g_without_imprisoned_in_the_moon_twin_the_bears_die(effect_catalog: CardCatalog) -> None:
    assert actions(check("Grizzly Bears with 2 damage", effect_catalog))[0][0][0] == "lethal_damage"


def test_105_2c_mycosynth_lattice_makes_permanents_colorless(effect_catalog: CardCatalog) -> None:
    bears = now(parse_board("Mycosynth Lattice; Grizzly Bears", effect_catalog), "Grizzly Bears")
    assert bears.colors == frozenset()
    assert "artifact" in bears.card_types


@pytest.mark.parametrize(
    "board",
    [
        "Magus of the Moon; Urza's Saga 3 lore counters trigger resolved",
        "Mago de la luna; La Saga de Urza 3 contadores de historia capítulo resuelto",
    ],
)
def test_714_4_a_saga_that_lost_its_chapter_abilities_isnt_sacrificed(board: str, effect_catalog: CardCatalog) -> None:
    # 305.7: under the Magus the Saga has no chapter abilities, and 714.4 needs one
    assert actions(check(board, effect_catalog)) == []


def test_714_4_a_saga_with_its_chapters_is_sacrificed_twin(effect_catalog: CardCatalog) -> None:
    assert [
        r.rule for r in check("Urza's Saga 3 lore counters trigger resolved", effect_catalog).rounds[0].actions
    ] == ["704.5s"]
