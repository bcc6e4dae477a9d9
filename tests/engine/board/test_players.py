"""Players as judges name them: sentences, clauses without a colon, the default player, owners,
controllers and possessives, two players in one sentence."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import BoardError
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba
from tests.builders import performed


def test_an_article_after_a_player_colon_counts_one() -> None:
    ana = parse_board("Ana: a poison counter, life 3").players[0]
    assert ana.poison == 1 and ana.life == 3


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


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Ana: 10 de veneno", [["poison"]]),
        ("Ana con 0 de vida", [["zero_life"]]),
        ("Ana: robó con la biblioteca vacía", [["empty_library_draw"]]),
        ("Ana drew with an empty library", [["empty_library_draw"]]),
    ],
)
def test_704_5a_to_c_more_player_phrasings(board: str, expected: list[list[str]]) -> None:
    assert performed(board) == expected


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


# -- a player clause with no name speaks of the default player ---------------------------------


@pytest.mark.parametrize(("board", "player"), [("0 life", "you"), ("10 poison counters", "you"), ("0 vidas", "tú")])
def test_704_5a_a_nameless_player_clause_is_yours(board: str, player: str) -> None:
    result = check_sba(parse_board(board))
    assert result.losers == (player,)


def test_a_possessive_of_a_player_without_that_object_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Ana: Grizzly Bears 2/2; Bob: Llanowar Elves 1/1; Ana: Rancor enchanting Bob's Grizzly Bears")
    assert caught.value.key == "board.unknown_reference"


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
    assert performed(board) == [["lethal_damage"]]


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
    ("name", "player"), [("me", "you"), ("Yo", "you"), ("I", "you"), ("You", "you"), ("my opponent", "my opponent")]
)
def test_players_named_as_judges_speak(name: str, player: str) -> None:
    assert parse_board(f"{name}: 0 life").players[0].name == player


def test_an_owner_named_with_a_pronoun_is_the_default_player() -> None:
    state = parse_board("Bob: 20 life; Rancor aura attached to Grizzly Bears, owned by you; Grizzly Bears 2/2")
    assert next(o for o in state.objects if o.name == "Rancor").owner == "you"


def test_104_4a_two_players_named_together_share_the_facts() -> None:
    result = check_sba(parse_board("Ana and Bob: 0 life"))
    assert result.draw and set(result.losers) == {"Ana", "Bob"}


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
    ("board", "expected"),
    [
        ("Tengo 0 vidas", [["zero_life"]]),
        ("Tengo protección contra todo; Maldición de la Codicia anexada a tú", [["aura_illegal"]]),
        ("Have 10 poison counters", [["poison"]]),
    ],
)
def test_a_clause_opening_with_have_is_the_judges_own_player(board: str, expected: list[list[str]]) -> None:
    assert performed(board) == expected


@pytest.mark.parametrize(
    "board",
    [
        "Both players have 0 life",
        "Ambos jugadores tienen 0 vidas",
        "todos los jugadores tienen 0 vidas",
        "Ana y Bob tienen 0 vidas",
        "Ana and Bob have 0 life",
    ],
)
def test_104_4a_every_player_at_once_is_a_draw(board: str) -> None:
    result = check_sba(parse_board(board))
    assert result.draw and len(result.losers) == 2


def test_704_5c_all_players_means_every_player_described() -> None:
    board = "Ana: 20 life; Bob: 20 life; Cy: 5 life; all players have 10 poison counters"
    assert performed(board) == [["poison", "poison", "poison"]]


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("A Ana le quedan 0 vidas", "Ana"),
        ("Ana's life total is 0", "Ana"),
        ("Ana is at 0 life", "Ana"),
        ("Ana está a 0 vidas", "Ana"),
        ("Ana: life is 0", "Ana"),
    ],
)
def test_704_5a_a_player_named_as_judges_say_it(board: str, name: str) -> None:
    state = parse_board(board)
    assert [p.name for p in state.players] == [name]
    assert performed(board) == [["zero_life"]]


def test_704_5a_near_miss_a_team_named_a_keeps_its_name() -> None:
    state = parse_board("2hg; Ana: team A, 0 life; Bob: team A, 0 life; Cy: team B")
    assert {p.team for p in state.players} == {"A", "B"}


@pytest.mark.parametrize(
    "board",
    ["Ana: -2 vidas, pero no puede perder", "Ana: -2 life, but can't lose", "Ana a -2 vidas pero no puede perder"],
)
def test_704_5a_cant_lose_after_a_life_total(board: str) -> None:
    result = check_sba(parse_board(board))
    assert result.losers == () and [n.kind for n in result.notes] == ["cant_lose"]


@pytest.mark.parametrize(
    ("board", "owner"),
    [("Grizzly Bears 2/2 damage 2; Ana: 20 life", "you"), ("Osos pardos 2/2 con 2 de daño; Ana: 20 vidas", "tú")],
)
def test_an_object_stated_before_any_player_is_the_judges_own(board: str, owner: str) -> None:
    assert parse_board(board).objects[0].owner == owner


def test_near_miss_an_object_in_a_players_clause_is_theirs() -> None:
    assert parse_board("Ana: 20 life; Ana: Grizzly Bears 2/2").objects[0].owner == "Ana"


@pytest.mark.parametrize(
    ("board", "owner", "name"),
    [
        ("I have a 3/3 Zombie token with 3 damage", "you", "Zombie"),
        ("Tengo un Oso pardo 2/2 con 2 de daño", "tú", "Oso pardo"),
        ("Bob has Grizzly Bears 2/2 with 2 damage", "Bob", "Grizzly Bears"),
    ],
)
def test_704_5g_a_player_who_has_an_object_owns_it(board: str, owner: str, name: str) -> None:
    obj = parse_board(board).objects[0]
    assert (obj.owner, obj.name, obj.damage) == (owner, name, obj.toughness)


def test_near_miss_a_player_who_has_life_is_a_player_clause() -> None:
    assert parse_board("Bob has 0 life").players[0].life == 0


@pytest.mark.parametrize(
    ("board", "names"),
    [
        ("Ana and Bob both have 0 life", ["Ana", "Bob"]),
        ("Ana y Bob ambos tienen 0 vidas", ["Ana", "Bob"]),
        ("Ana, Bob and Cy all have 0 life", ["Ana", "Bob", "Cy"]),
    ],
)
def test_104_4a_several_players_then_both_names_each_of_them(board: str, names: list[str]) -> None:
    state = parse_board(board)
    assert [p.name for p in state.players] == names
    assert all(p.life == 0 for p in state.players)
    assert check_sba(state).draw


def test_704_5a_both_players_are_at_0_life_is_a_draw() -> None:
    assert check_sba(parse_board("Both players are at 0 life")).draw


def test_704_5c_venenos_is_poison() -> None:
    state = parse_board("Ana: 0 vidas. Bob: 3 vidas y 10 venenos")
    assert [(p.name, p.life, p.poison) for p in state.players] == [("Ana", 0, 0), ("Bob", 3, 10)]


@pytest.mark.parametrize(
    "board",
    [
        "Bob now has 0 life",
        "Bob still has 0 life",
        "Bob ahora tiene 0 vidas",
        "Bob también tiene 0 vidas",
        "My opponent Bob has 0 life",
        "Mi rival Bob tiene 0 vidas",
    ],
)
def test_704_5a_words_around_a_players_name_are_not_part_of_it(board: str) -> None:
    assert [(p.name, p.life) for p in parse_board(board).players] == [("Bob", 0)]


def test_104_2a_the_same_player_said_two_ways_is_one_player() -> None:
    # Read as two players, Bob's loss would leave "Bob now" and Ana playing on.
    state = parse_board("Ana at 5 life. Bob now has 0 life. My opponent Bob controls Grizzly Bears 2/2")
    assert [p.name for p in state.players] == ["Ana", "Bob"]
    result = check_sba(state)
    assert result.losers == ("Bob",) and result.winners == ("Ana",)


def test_near_miss_an_opponent_without_a_name_keeps_the_words() -> None:
    assert [p.name for p in parse_board("My opponent has 0 life").players] == ["My opponent"]


@pytest.mark.parametrize(
    "board",
    [
        "Ana has 3 life and a Grizzly Bears 2/2 with 2 damage",
        "Ana has 3 life and controls Grizzly Bears 2/2 with 2 damage",
        "Ana tiene 3 vidas y un Oso pardo 2/2 con 2 de daño",
        "Ana tiene 3 vidas y controla un Oso pardo 2/2 con 2 de daño",
    ],
)
def test_704_5g_a_players_life_then_what_they_control_in_one_clause(board: str) -> None:
    state = parse_board(board)
    assert [(p.name, p.life) for p in state.players] == [("Ana", 3)]
    [bear] = state.objects
    assert (bear.owner, bear.damage, bear.toughness) == ("Ana", 2, 2)
    assert not bear.name.casefold().startswith(("a ", "un "))
    assert performed(board) == [["lethal_damage"]]


@pytest.mark.parametrize(
    ("board", "players"),
    [
        ("Ana has 10 poison counters and Bob has 0 life", [("Ana", 20, 10), ("Bob", 0, 0)]),
        ("Ana has 0 life and 10 poison counters", [("Ana", 0, 10)]),
    ],
)
def test_near_miss_and_between_player_facts_stays_about_players(
    board: str, players: list[tuple[str, int, int]]
) -> None:
    state = parse_board(board)
    assert [(p.name, p.life, p.poison) for p in state.players] == players
    assert state.objects == ()


@pytest.mark.parametrize(
    ("board", "names"),
    [
        ("Four players. Ana has 0 life.", ["Ana", "player 2", "player 3", "player 4"]),
        ("Partida de cuatro jugadores. Ana tiene 0 vidas.", ["Ana", "jugador 2", "jugador 3", "jugador 4"]),
        ("4 players; Ana has 0 life; Bob has 3 life", ["Ana", "Bob", "player 3", "player 4"]),
    ],
)
def test_800_4a_a_stated_player_count_keeps_the_game_going_after_one_loss(board: str, names: list[str]) -> None:
    state = parse_board(board)
    assert [p.name for p in state.players] == names
    result = check_sba(state)
    assert result.losers == ("Ana",) and result.winners == () and not result.draw


def test_104_2a_two_players_stated_one_described_the_other_wins() -> None:
    result = check_sba(parse_board("Two-player game; Ana has 0 life"))
    assert result.losers == ("Ana",) and result.winners == ("player 2",)


def test_more_players_described_than_stated_is_asked() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Two players. Ana 0 life, Bob 0 life, Cy 5 life")
    assert caught.value.key == "board.player_count"
    assert caught.value.params == {"count": 2, "described": 3}


def test_near_miss_a_count_of_creatures_is_not_a_player_count() -> None:
    state = parse_board("four Grizzly Bears 2/2")
    assert len(state.objects) == 4 and [p.name for p in state.players] == ["you"]


@pytest.mark.parametrize(
    ("board", "owner"),
    [
        ("I control two Thalia legendary 2/1", "you"),
        ("I have 2 Thalia legendary 2/1", "you"),
        ("Yo controlo dos Thalia legendarias 2/1", "tú"),
        ("Bob controls two Thalia legendary 2/1", "Bob"),
    ],
)
def test_704_5j_a_count_after_controls_or_has_is_that_many_copies(board: str, owner: str) -> None:
    # Read as a name, "two Thalia" was one object and the legend rule never applied.
    state = parse_board(board)
    assert [(o.name, o.owner) for o in state.objects] == [("Thalia", owner), ("Thalia", owner)]
    assert [c.kind for c in check_sba(state).pending_choices] == ["legend_rule"]


def test_near_miss_an_article_after_controls_is_one_object() -> None:
    assert [o.name for o in parse_board("I control a Grizzly Bears 2/2").objects] == ["Grizzly Bears"]


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("Yo y Javi estamos a 0 vidas.", "estamos"),
        ("Ana and Bob reckoned at 0 life", "reckoned"),
    ],
)
def test_104_4a_a_player_named_by_a_sentence_is_asked_about(board: str, word: str) -> None:
    """The verb after the names is no name's word: asked about, never a player "Javi estamos"
    who loses the game at 0 life."""
    with pytest.raises(BoardError) as raised:
        parse_board(board)
    assert raised.value.key == "board.sentence_in_name" and raised.value.word == word


@pytest.mark.parametrize(
    ("board", "names"),
    [
        ("Yo y Javi: 0 vidas.", {"tú", "Javi"}),
        ("Ana and Bob are both at 0 life", {"Ana", "Bob"}),
        ("You have 0 life and your opponent has 0 life", {"you", "your opponent"}),
    ],
)
def test_104_4a_the_twins_players_named_with_their_words_stand(board: str, names: set[str]) -> None:
    """Names, the words judges call players by, the words after a list ("are both")."""
    assert {p.name for p in parse_board(board).players} == names
    assert performed(board) == [["zero_life", "zero_life"]]


def test_a_quoted_player_name_is_the_judges_own() -> None:
    assert [p.name for p in parse_board('"Ana estamos": 0 life').players] == ["Ana estamos"]


def test_a_possessive_whose_owner_is_a_sentence_is_no_player(named_catalog: CardCatalog) -> None:
    """ "In the end step, opponent's Hill Giant": no player is called "In the end step, opponent"."""
    try:
        state = parse_board("In the end step, opponent's Hill Giant has 2 damage marked.", named_catalog)
    except BoardError:
        return  # asked about: no made-up player either
    assert all("," not in p.name for p in state.players)


@pytest.mark.parametrize("board", ["Ojo que tiene Osos pardos con 2 de daño.", "Che: Osos pardos con 2 de daño."])
def test_an_interjection_is_never_a_player(board: str) -> None:
    """ "Ojo", "che", "güey", "neta": chatter to the channel, refused where a player is named."""
    with pytest.raises(BoardError) as raised:
        parse_board(board)
    assert raised.value.key == "board.addressed"
