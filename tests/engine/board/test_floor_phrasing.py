"""Boards as judges tell them on the floor (engine/board/floor.py and the reader around it),
each family in English and Spanish with a near-miss twin that changes the answer."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import (
    AmbiguousReference,
    BoardError,
    DamageAsCounters,
    DamageToPlayer,
    HostFactAfterReference,
    LooksLikeQuestion,
    MissingSubject,
    SentenceInName,
)
from engine.cards.catalog import CardCatalog
from engine.model import GameState
from engine.sba import check_sba
from engine.sba.check import SbaResult


def _check(board: str, catalog: CardCatalog) -> SbaResult:
    return check_sba(parse_board(board, catalog))


def _kinds(result: SbaResult) -> list[str]:
    return [str(a.kind) for r in result.rounds for a in r.actions]


def _sides(state: GameState) -> list[tuple[str, str]]:
    return sorted((o.name, o.controller or o.owner) for o in state.objects)


# -- first person, Spanish and English ---------------------------------------------------------------


@pytest.mark.parametrize(
    "board", ["Tengo dos Thalia, guardiana de Thraben", "I have two Thalia, Guardian of Thraben", "Controlo dos Thalia"]
)
def test_704_5j_first_person_two_legends_is_the_legend_rule(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert len(result.final_state.objects) == 2
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]
    assert result.final_state.players[0].name in ("tú", "you")


def test_704_5j_first_person_one_legend_twin(named_catalog: CardCatalog) -> None:
    result = _check("Tengo Thalia, guardiana de Thraben", named_catalog)
    assert not result.pending_choices and result.final_state.players[0].name == "tú"


@pytest.mark.parametrize(
    "board",
    [
        "Tengo 0 vidas y controlo un Ángel de platino",
        "I have 0 life and control Platinum Angel",
        "I have 0 life and I control Platinum Angel",
        "Mi rival controla un Ángel de platino y tiene 0 vidas",
    ],
)
def test_104_3a_life_and_a_permanent_in_one_sentence(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert not result.losers and len(result.final_state.objects) == 1  # Platinum Angel stops the loss


@pytest.mark.parametrize(
    "board", ["Tengo 0 vidas y controlo unos Osos pardos", "Mi rival controla Osos pardos y tiene 0 vidas"]
)
def test_104_3a_life_and_a_permanent_twin_without_the_angel(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert len(result.losers) == 1 and _kinds(result) == ["zero_life"]


# -- every player, lists of players ------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Each player controls a Thalia, Guardian of Thraben",
        "Cada jugador controla Thalia, guardiana de Thraben",
        "I control Thalia, Guardian of Thraben. My opponent controls Thalia, Guardian of Thraben too",
        "Controlo Thalia, guardiana de Thraben. Mi rival controla Thalia, guardiana de Thraben también",
    ],
)
def test_704_5j_each_player_one_legend_is_no_legend_rule(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert len({o.controller or o.owner for o in result.final_state.objects}) == 2
    assert not result.pending_choices


def test_704_5j_one_player_two_legends_twin(named_catalog: CardCatalog) -> None:
    result = _check("I control Thalia, Guardian of Thraben. I control Thalia, Guardian of Thraben too", named_catalog)
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


def test_each_player_spanish_names_players_in_spanish(named_catalog: CardCatalog) -> None:
    state = parse_board("Cada jugador controla Thalia, guardiana de Thraben", named_catalog)
    assert sorted(p.name for p in state.players) == ["oponente", "tú"]


@pytest.mark.parametrize(
    ("board", "lives"),
    [
        ("Ana at 0 life, Bob at 5, Carla at 3", {"Ana": 0, "Bob": 5, "Carla": 3}),
        ("Ana con 0 vidas, Bob con 5 y Carla con 3", {"Ana": 0, "Bob": 5, "Carla": 3}),
        ("Ana con 0, Bob con 5", {"Ana": 0, "Bob": 5}),
        ("Ana 7, Bob 0", {"Ana": 7, "Bob": 0}),
    ],
)
def test_704_5a_a_list_of_players_and_their_life(board: str, lives: dict[str, int]) -> None:
    result = check_sba(parse_board(board))
    assert {p.name: p.life for p in result.final_state.players} == lives
    assert list(result.losers) == [name for name, life in lives.items() if life <= 0]


def test_a_list_with_another_fact_is_not_read_as_lives_twin() -> None:
    state = parse_board("Ana at 0 life, Bob at 5 poison")
    assert {p.name: (p.life, p.poison) for p in state.players} == {"Ana": (0, 0), "Bob": (20, 5)}


@pytest.mark.parametrize("board", ["Ana se quedó en 0 vidas", "Ana is at 0 life", "Ana está a 0 vidas"])
def test_704_5a_at_n_life(board: str) -> None:
    assert check_sba(parse_board(board)).losers == ("Ana",)


# -- owners --------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana controls Thalia, Guardian of Thraben (Bob owns it)",
        "Ana controla Thalia, guardiana de Thraben (de Bob)",
        "Ana controls Thalia, Guardian of Thraben owned by Bob",
    ],
)
def test_108_3_owner_in_brackets_keeps_the_controller(board: str, named_catalog: CardCatalog) -> None:
    [thalia] = parse_board(board, named_catalog).objects
    assert (thalia.owner, thalia.controller) == ("Bob", "Ana")


def test_704_5j_a_borrowed_legend_and_its_owners_own_are_two_twin(named_catalog: CardCatalog) -> None:
    board = "Ana controls Thalia, Guardian of Thraben (Bob owns it); Bob: Thalia, Guardian of Thraben"
    result = _check(board, named_catalog)
    assert _sides(result.final_state) == [
        ("Thalia, Guardian of Thraben", "Ana"),
        ("Thalia, Guardian of Thraben", "Bob"),
    ]
    assert not result.pending_choices


# -- phrases that are no names -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana completed the dungeon",
        "Ana completó la mazmorra",
        "Ana: marcador de aventura en la última habitación de la mazmorra",
    ],
)
def test_704_5t_a_completed_dungeon_is_read(board: str) -> None:
    result = check_sba(parse_board(board))
    assert _kinds(result) == ["dungeon_complete"] and not result.final_state.objects


@pytest.mark.parametrize(
    "board",
    ["Ana finished the dungeon", "Ana: 3 life. Ana terminó la mazmorra", "Ana: marcador en el fondo de la cosa"],
)
def test_a_sentence_is_asked_not_made_an_object(board: str) -> None:
    with pytest.raises(SentenceInName):
        parse_board(board)


# -- what could be the host's ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Rancor attached to Knight of Autumn with protection from green",
        "Rancor anexado a Caballero del otoño con protección contra el verde",
    ],
)
def test_303_4d_protection_after_the_host_is_asked(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(HostFactAfterReference):
        parse_board(board, named_catalog)


def test_303_4d_protection_said_of_the_host_twin(named_catalog: CardCatalog) -> None:
    board = "Knight of Autumn with protection from green, enchanted by Rancor"
    assert _kinds(_check(board, named_catalog)) == ["aura_illegal"]


def test_errors_are_board_errors() -> None:
    assert issubclass(SentenceInName, BoardError)


# -- a board asked about ----------------------------------------------------------------------------


@pytest.mark.parametrize("board", ["Grizzly Bears 2/2 with 2 damage?", "Osos pardos 2/2 con 2 de daño?"])
def test_704_5g_a_board_ending_in_a_question_mark_is_read(board: str) -> None:
    assert _kinds(check_sba(parse_board(board))) == ["lethal_damage"]


@pytest.mark.parametrize("text", ["Bears 2/2 with 2 damage, does it die?", "Osos 2/2 con 2 de daño, ¿muere?"])
def test_a_question_after_a_board_is_still_a_question_twin(text: str) -> None:
    with pytest.raises(LooksLikeQuestion):
        parse_board(text)


# -- who dealt the damage ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Hill Giant has 1 damage from my Typhoid Rats",
        "Gigante de las colinas con 1 de daño de mis Ratas tifoideas",
        "Zorp 1/1 deathtouch; Hill Giant with 1 damage from Zorp",
    ],
)
def test_704_5h_damage_from_a_deathtouch_source_destroys(board: str, named_catalog: CardCatalog) -> None:
    assert "deathtouch_damage" in _kinds(_check(board, named_catalog))


@pytest.mark.parametrize(
    "board", ["Hill Giant has 1 damage from my Savannah Lions", "Zorp 1/1; Hill Giant with 1 damage from Zorp"]
)
def test_704_5h_damage_from_a_source_without_deathtouch_twin(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert _kinds(result) == [] and [o.damage for o in result.final_state.objects if o.name == "Hill Giant"] == [1]


def test_702_90c_damage_from_an_infect_source_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(DamageAsCounters) as caught:
        parse_board("Zorp 1/1 infect; Hill Giant with 1 damage from Zorp", named_catalog)
    assert caught.value.params["ability_en"] == "infect" and caught.value.params["ability_es"] == "infectar"


# -- copies told one by one --------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "I control two Jace, the Mind Sculptor, one at 2 loyalty and one at 0",
        "Controlo dos Jace, el Escultor Mental, uno con 2 contadores de lealtad y otro con 0",
        "I control two Jace, the Mind Sculptor; one of them has 0 loyalty; the other has 2 loyalty",
    ],
)
def test_704_5i_one_of_two_copies_at_zero_loyalty(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert _kinds(result).count("zero_loyalty") == 1
    objects = parse_board(board, named_catalog).objects
    assert sorted(o.counters.get("loyalty", o.loyalty or 0) for o in objects) == [0, 2]


def test_704_5i_both_copies_said_at_two_twin(named_catalog: CardCatalog) -> None:
    board = "I control two Jace, the Mind Sculptor, one at 2 loyalty and one at 2"
    assert "zero_loyalty" not in _kinds(_check(board, named_catalog))


@pytest.mark.parametrize(
    ("board", "damage"),
    [
        ("Tengo dos Osos pardos, uno con 2 de daño", [0, 2]),
        ("I control two Grizzly Bears; one of them has 2 damage", [0, 2]),
        ("Tengo dos Osos pardos, uno con 2 de daño y el otro con 1", [1, 2]),
        ("Tengo tres Osos pardos, uno con 2 de daño y otro con 1", [0, 1, 2]),
        ("Dos Osos pardos. Uno de ellos tiene 2 de daño", [0, 2]),
    ],
)
def test_704_5g_damage_on_one_copy_destroys_only_it(board: str, damage: list[int], named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert sorted(o.damage for o in parse_board(board, named_catalog).objects) == damage
    assert _kinds(result) == ["lethal_damage"]


def test_one_of_them_without_a_group_is_asked() -> None:
    with pytest.raises(MissingSubject):
        parse_board("Grizzly Bears 2/2. One of them has 2 damage")


@pytest.mark.parametrize(
    "board",
    [
        "I control two legendary planeswalkers named Jace, the Mind Sculptor",
        "Controlo dos planeswalkers legendarios llamados Jace, el Escultor Mental",
    ],
)
def test_704_5j_two_legends_named_after_their_types(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert len(result.final_state.objects) == 2 and [c.kind for c in result.pending_choices] == ["legend_rule"]


def test_a_creature_named_a_made_up_name_twin() -> None:
    assert _kinds(check_sba(parse_board("Ana: a creature named Zorp 2/2 with 1 damage"))) == []


# -- back-references by a short name or a pronoun -----------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "I control Grizzly Bears and Savannah Lions, and the Bears have 2 damage",
        "I control Grizzly Bears and Savannah Lions. The Bears have 2 damage",
        "Tengo Osos pardos y Leones de la sabana. Los Osos tienen 2 de daño",
        "Tengo Osos pardos; 2 de daño sobre los Osos",
    ],
)
def test_704_5g_a_short_name_speaks_of_the_object_described(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert _kinds(result) == ["lethal_damage"] and len(parse_board(board, named_catalog).objects) <= 2
    [destroyed] = [a.subjects for r in result.rounds for a in r.actions]
    assert destroyed[0].startswith(("Grizzly Bears", "Osos pardos"))


def test_704_5g_damage_on_the_lions_twin(named_catalog: CardCatalog) -> None:
    result = _check("I control Grizzly Bears and Savannah Lions; 1 damage on the Lions", named_catalog)
    assert [a.subjects for r in result.rounds for a in r.actions] == [("Savannah Lions",)]


def test_a_short_name_two_objects_share_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(AmbiguousReference):
        parse_board("Ana: Grizzly Bears. Bob: Grizzly Bears. The Bears have 2 damage", named_catalog)


@pytest.mark.parametrize(
    "board", ["Tengo Osos pardos y Rancor anexado a ellos", "I control Grizzly Bears and Rancor attached to them"]
)
def test_303_4_an_aura_attached_to_them(board: str, named_catalog: CardCatalog) -> None:
    state = parse_board(board, named_catalog)
    bears = next(o for o in state.objects if o.name in ("Grizzly Bears", "Osos pardos"))
    rancor = next(o for o in state.objects if o.name == "Rancor")
    assert rancor.attached_to is not None and rancor.attached_to.id == bears.id


# -- possessives ---------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Opponent's Thalia, Guardian of Thraben and my Thalia, Guardian of Thraben",
        "Thalia, guardiana de Thraben de mi rival y mi Thalia, guardiana de Thraben",
    ],
)
def test_704_5j_two_players_legends_by_possessive(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert len({o.controller or o.owner for o in result.final_state.objects}) == 2 and not result.pending_choices


def test_704_5j_my_legend_twice_is_two_legends_twin(named_catalog: CardCatalog) -> None:
    result = _check("My Thalia, Guardian of Thraben and my Thalia, Guardian of Thraben", named_catalog)
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


# -- combat told as it happened ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears blocked Hill Giant; Grizzly Bears took 3 from Hill Giant",
        "Los Osos pardos bloquearon al Gigante de las colinas y recibieron 3 de daño",
        "Osos pardos bloqueó al Gigante de las colinas y recibió 2",
    ],
)
def test_704_5g_a_blocker_that_took_lethal_damage(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    assert [a.subjects for r in result.rounds for a in r.actions] in ([("Grizzly Bears",)], [("Osos pardos",)])
    assert len({o.controller or o.owner for o in result.final_state.objects}) == 2  # attacker and blocker: two players


def test_704_5g_a_blocker_that_took_less_twin(named_catalog: CardCatalog) -> None:
    assert _kinds(_check("Hill Giant blocked Grizzly Bears and took 2", named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    ["Hill Giant blocked Typhoid Rats and took 1", "Gigante de las colinas bloqueó a Ratas tifoideas y recibió 1"],
)
def test_704_5h_damage_taken_from_a_deathtouch_attacker(board: str, named_catalog: CardCatalog) -> None:
    assert _kinds(_check(board, named_catalog)) == ["deathtouch_damage"]


def test_704_5h_damage_taken_from_another_source_twin(named_catalog: CardCatalog) -> None:
    board = "Hill Giant blocked Typhoid Rats and took 1 damage from Savannah Lions"
    assert _kinds(_check(board, named_catalog)) == []


# -- nothing on it ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("board", ["Walking Ballista with no counters", "Balista andante sin contadores"])
def test_704_5f_a_printed_0_0_with_no_counters(board: str, named_catalog: CardCatalog) -> None:
    assert _kinds(_check(board, named_catalog)) == ["zero_toughness"]


@pytest.mark.parametrize(
    "board", ["Walking Ballista with 2 +1/+1 counters", "Balista andante con dos contadores +1/+1"]
)
def test_704_5f_a_printed_0_0_with_counters_twin(board: str, named_catalog: CardCatalog) -> None:
    assert _kinds(_check(board, named_catalog)) == []


# -- events that imply a board ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Tarmogoyf y mi rival le hace 2 de daño a Tarmogoyf con un Relámpago",
        "I control Tarmogoyf; my opponent deals 2 damage to Tarmogoyf with Lightning Bolt",
    ],
)
def test_704_5g_tarmogoyf_counts_the_bolt_that_resolved(board: str, named_catalog: CardCatalog) -> None:
    """Tarmogoyf is 0/1 with no card in a graveyard; the resolved Bolt makes it 1/2, which 2 damage destroys."""
    result = _check(board, named_catalog)
    assert _kinds(result) == ["lethal_damage"]
    bolt = next(o for o in result.final_state.objects if o.name in ("Relámpago", "Lightning Bolt"))
    assert str(bolt.zone) == "graveyard"


def test_704_5g_tarmogoyf_with_one_damage_survives_twin(named_catalog: CardCatalog) -> None:
    board = "I control Tarmogoyf; my opponent deals 1 damage to Tarmogoyf with Lightning Bolt"
    assert _kinds(_check(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board", ["Lightning Bolt dealt 3 damage to Hill Giant", "Hill Giant deals 3 damage to Savannah Lions"]
)
def test_704_5g_damage_dealt_as_an_event(board: str, named_catalog: CardCatalog) -> None:
    state = parse_board(board, named_catalog)
    assert len(state.objects) == 2 and _kinds(check_sba(state)) == ["lethal_damage"]


@pytest.mark.parametrize(
    "board",
    [
        "Tengo Tarmogoyf y mi rival me hace 3 de daño con un Rayo",
        "My opponent deals 3 damage to me with Lightning Bolt",
    ],
)
def test_120_3a_damage_to_a_player_asks_for_the_life_total(board: str, named_catalog: CardCatalog) -> None:
    with pytest.raises(DamageToPlayer):
        parse_board(board, named_catalog)


@pytest.mark.parametrize("board", ["Robé de una biblioteca vacía", "I drew from an empty library"])
def test_704_5b_first_person_draw_from_an_empty_library(board: str) -> None:
    result = check_sba(parse_board(board))
    assert _kinds(result) == ["empty_library_draw"] and len(result.losers) == 1


# -- more ways judges say it ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "My opponent and I each control a Thalia, Guardian of Thraben",
        "Tengo Thalia, guardiana de Thraben y mi rival también",
        "I control Thalia, Guardian of Thraben and my opponent too",
        "Thalia, Guardian of Thraben (Bob's) and Thalia, Guardian of Thraben (Ana's)",
    ],
)
def test_704_5j_a_legend_each_said_elliptically(board: str, named_catalog: CardCatalog) -> None:
    result = _check(board, named_catalog)
    thalias = [o for o in result.final_state.objects if o.name.startswith("Thalia")]
    assert len({o.controller or o.owner for o in thalias}) == 2 and not result.pending_choices


@pytest.mark.parametrize(
    ("board", "losers"),
    [
        ("Ana tiene 0 vidas, Bob 5 y Carla 3", ("Ana",)),
        ("Life totals: Ana 0, Bob 5", ("Ana",)),
        ("Vidas: Ana 5, Bob 0", ("Bob",)),
        ("I'm at 0 life with a Platinum Angel", ()),
        ("I'm at 0 life with a Grizzly Bears", ("you",)),
        ("Tengo 0 vidas con un Ángel de platino", ()),
    ],
)
def test_704_5a_life_said_in_passing(board: str, losers: tuple[str, ...], named_catalog: CardCatalog) -> None:
    assert _check(board, named_catalog).losers == losers


@pytest.mark.parametrize(
    ("board", "kinds"),
    [
        ("¿Gigante de las colinas con 3 de daño?", ["lethal_damage"]),
        ("Hill Giant blocked by Grizzly Bears, took 3 damage", ["lethal_damage"]),
        ("Hill Giant blocked by Grizzly Bears, took 2 damage", []),
        ("Mis Osos pardos bloquean al Gigante de las colinas y reciben 3 de daño", ["lethal_damage"]),
        ("Grizzly Bears with protection from green and Rancor attached", ["aura_illegal"]),
        ("Grizzly Bears and Rancor attached", []),
        ("Walking Ballista, no counters", ["zero_toughness"]),
        ("Opponent controls Elesh Norn, Grand Cenobite. I control Llanowar Elves with no damage", ["zero_toughness"]),
        ("Grizzly Bears has taken 2 damage this turn", ["lethal_damage"]),
        ("Two Grizzly Bears; the first has 2 damage", ["lethal_damage"]),
        ("Tengo dos Thalia, guardiana de Thraben en juego", []),
        ("Hill Giant with 1 damage (my opponent owns it)", []),
        ("Knight of Autumn with 2 damage (my opponent owns it)", ["lethal_damage"]),
    ],
)
def test_floor_phrasings_answer_as_said(board: str, kinds: list[str], named_catalog: CardCatalog) -> None:
    assert _kinds(_check(board, named_catalog)) == kinds


@pytest.mark.parametrize(
    ("board", "kinds"),
    [
        ("Urza's Saga with 3 lore counters, chapter III resolved", ["saga_complete"]),
        ("La saga de Urza con 3 contadores de sabiduría, capítulo III ya resuelto", ["saga_complete"]),
    ],
)
def test_714_4_a_saga_whose_last_chapter_resolved(board: str, kinds: list[str], sample_catalog: CardCatalog) -> None:
    assert _kinds(_check(board, sample_catalog)) == kinds


def test_714_4_a_saga_whose_last_chapter_is_on_the_stack_twin(sample_catalog: CardCatalog) -> None:
    board = "Urza's Saga with 3 lore counters, chapter III on the stack"
    assert _kinds(_check(board, sample_catalog)) == []


@pytest.mark.parametrize(
    ("board", "kinds", "losers"),
    [
        ("Ana and Bob are both at 0 life", ["zero_life", "zero_life"], ("Ana", "Bob")),
        ("Everybody is at 0 life", ["zero_life", "zero_life"], ("you", "opponent")),
        ("My opponent has 0 life but controls Platinum Angel", [], ()),
        ("Bob tiene 0 vidas. Controla un Ángel de platino", [], ()),
        ("Bob tiene 0 vidas. Controla unos Osos pardos", ["zero_life"], ("Bob",)),
        ("I've got Grizzly Bears with two -1/-1 counters", ["zero_toughness"], ()),
        ("Two Savannah Lions, each with 1 damage", ["lethal_damage", "lethal_damage"], ()),
        ("Dos Leones de la sabana, cada uno con 1 de daño", ["lethal_damage", "lethal_damage"], ()),
        ("Las Ratas tifoideas le hicieron 1 de daño al Gigante de las colinas", ["deathtouch_damage"], ()),
        ("Ana controls Control Magic attached to Bob's Platinum Angel; Ana has 0 life", [], ()),
        ("Ana controls Rancor attached to Bob's Platinum Angel; Ana has 0 life", ["zero_life"], ("Ana",)),
    ],
)
def test_more_floor_phrasings(
    board: str, kinds: list[str], losers: tuple[str, ...], named_catalog: CardCatalog
) -> None:
    result = _check(board, named_catalog)
    assert (_kinds(result), result.losers) == (kinds, losers)


@pytest.mark.parametrize(
    ("board", "gone"),
    [
        ("Zombie token and Goblin token in exile", 2),
        ("Ana has a Treasure and a Food in her graveyard", 2),
        ("Tengo un Tesoro y una Pista en el cementerio", 2),
        ("Grizzly Bears 2/2 and Zombie token in exile", 1),
    ],
)
def test_704_5d_where_a_list_ends_is_where_each_is(board: str, gone: int, named_catalog: CardCatalog) -> None:
    assert _kinds(_check(board, named_catalog)) == ["token_outside_battlefield"] * gone


# -- an attachment's host said with an article or a short name ---------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 2 damage; Rancor attached to the Grizzly Bears",
        "Osos pardos con 2 de daño; Rancor anexado a los Osos pardos",
        "Osos pardos con 2 de daño; Rancor anexado a los Osos",
    ],
)
def test_704_5g_host_named_with_an_article_gets_the_auras_bonus(board: str, named_catalog: CardCatalog) -> None:
    """Rancor is on the Bears: its +2/+0 doesn't save a 2/2 with 2 damage, and it goes after them."""
    state = parse_board(board, named_catalog)
    rancor = next(o for o in state.objects if o.name == "Rancor")
    assert rancor.attached_to is not None and rancor.attached_to.id in {
        o.id for o in state.objects if o.name != "Rancor"
    }
    assert _kinds(_check(board, named_catalog)) == ["lethal_damage", "aura_illegal"]  # then Rancor goes (704.5m)


def test_704_5g_an_article_before_a_name_two_objects_share_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(AmbiguousReference):
        parse_board("Savannah Lions x2; Rancor attached to the Lions", named_catalog)
