"""Never a confident wrong answer: a clause that states no fact is asked about, never read as a
name (engine/board/hedges.py). "I don't have Grizzly Bears" once read as a player "I don't"
controlling the Bears, "If Ana has 0 life" as a player "If Ana" who lost, "Ana lost 20 life" as
a player "Ana lost" at 20. Each family in English and Spanish, each with a near-miss twin that
still reads: a real name that only looks like one of the words, or the same board said as a fact.
"""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import Addressed, Changed, Negated, NotAFact, Reported, Supposed
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.sba import check_sba


def _players(board: str, cards: CardCatalog | None = None) -> list[str]:
    return [p.name for p in parse_board(board, cards).players]


def _losers(board: str) -> list[str]:
    return list(check_sba(parse_board(board)).losers)


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("I don't have Grizzly Bears with 2 damage", "don't"),
        ("Ana doesn't have 0 life", "doesn't"),
        ("Nobody has 0 life", "Nobody"),
        ("Everyone except Ana has 0 life", "except"),
        ("Ana ain't at 0 life", "ain't"),
        ("No tengo Osos pardos con 2 de daño", "No"),
        ("Ana no tiene 0 vidas", "no"),
        ("Nadie tiene 0 vidas", "Nadie"),
        ("Todos menos Ana tienen 0 vidas", "menos"),
    ],
)
def test_a_negated_clause_is_asked_never_a_players_name(board: str, word: str) -> None:
    """What the judge says isn't there is no player "I don't" holding it."""
    with pytest.raises(Negated) as raised:
        parse_board(board)
    assert raised.value.word == word and raised.value.column == board.index(word) + 1


@pytest.mark.parametrize(
    ("board", "player"),
    [
        ("Don has 0 life", "Don"),
        ("Noah has 0 life", "Noah"),
        ("Nadia tiene 0 vidas", "Nadia"),
        ("Nora tiene 0 vidas", "Nora"),
        ("El jugador no activo tiene 0 vidas", "El jugador no activo"),
    ],
)
def test_a_negated_clause_twin_a_name_that_only_looks_negated_reads(board: str, player: str) -> None:
    """ "Don" is no "don't", "Nadia" no "nadie", and the non-active player negates nothing."""
    assert _losers(board) == [player]


def test_a_negated_clause_twin_the_same_board_said_as_a_fact_reads(sample_catalog: CardCatalog) -> None:
    state = parse_board("I have Grizzly Bears with 2 damage", sample_catalog)
    assert [o.name for o in state.objects] == ["Grizzly Bears"] and state.objects[0].damage == 2


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("If Ana has 0 life", "If"),
        ("Suppose Ana has 0 life", "Suppose"),
        ("Maybe Ana has 0 life", "Maybe"),
        ("Ana would have 0 life", "would"),
        ("Ana was going to have 0 life", "going"),
        ("I'll have 0 life", "I'll"),
        ("Grizzly Bears would have 2 damage", "would"),
        ("Si Ana tiene 0 vidas", "Si"),
        ("Supongamos que Ana tiene 0 vidas", "Supongamos"),
        ("Ana tendría 0 vidas", "tendría"),
        ("Ana iba a tener 0 vidas", "iba"),
        ("Ana casi tiene 0 vidas", "casi"),
        ("Tendré 0 vidas", "Tendré"),
        ("In theory Ana has 0 life", "theory"),
        ("En teoría Ana tiene 0 vidas", "teoría"),
        ("In case Ana has 0 life", "case"),
        ("Pretend Ana has 0 life", "Pretend"),
        ("Ana should've been at 0 life", "should've"),
        ("Hopefully Bob has 0 life", "Hopefully"),
        ("En caso de que Ana tenga 0 vidas", "caso"),
        ("Ana finge tener 0 vidas", "finge"),
        ("Ana espera que Bob tenga 0 vidas", "espera"),
    ],
)
def test_a_supposed_clause_is_asked_never_stated_as_the_board(board: str, word: str) -> None:
    """A conditional, a hypothetical, a plan or the future is no fact of the board as it is."""
    with pytest.raises(Supposed) as raised:
        parse_board(board)
    assert raised.value.word == word


@pytest.mark.parametrize(
    ("board", "player"),
    [
        ("Ana has 0 life", "Ana"),
        ("Will has 0 life", "Will"),
        ("May has 0 life", "May"),
        ("Ifeoma has 0 life", "Ifeoma"),
        ("Ana tiene 0 vidas", "Ana"),
        ("Simón tiene 0 vidas", "Simón"),
        ("Mira tiene 0 vidas", "Mira"),
        ("Van has 0 life", "Van"),
    ],
)
def test_a_supposed_clause_twin_the_fact_or_a_given_name_reads(board: str, player: str) -> None:
    """ "Will" and "May" are names when capitalised; "Si" is no "Simón"."""
    assert _losers(board) == [player]


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("Ana says she has 0 life", "says"),
        ("Bob claims Ana has 0 life", "claims"),
        ("Apparently Ana has 0 life", "Apparently"),
        ("Ana dice que tiene 0 vidas", "dice"),
        ("Bob cree que Ana tiene 0 vidas", "cree"),
        ("Según Bob, Ana tiene 0 vidas", "Según"),
    ],
)
def test_a_reported_clause_is_asked_never_a_players_name(board: str, word: str) -> None:
    """Someone's words or thoughts are not the board: no player "Ana says she" at 0 life."""
    with pytest.raises(Reported) as raised:
        parse_board(board)
    assert raised.value.word == word


@pytest.mark.parametrize(
    ("board", "player"), [('"Maybe": 0 life', "Maybe"), ('"Según": 0 vidas', "Según"), ("Sayid has 0 life", "Sayid")]
)
def test_a_reported_clause_twin_a_quoted_or_lookalike_name_reads(board: str, player: str) -> None:
    """A name that really holds one of the words is quoted, and stands as typed."""
    assert _players(board) == [player]


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("Ana lost 20 life", "lost"),
        ("Ana gained 3 life", "gained"),
        ("Jace lost 3 loyalty", "lost"),
        ("Ana perdió 20 vidas", "perdió"),
        ("Bob paga 2 vidas", "paga"),
        ("Jace perdió 3 de lealtad", "perdió"),
    ],
)
def test_119_3_a_change_of_life_is_no_total(board: str, word: str) -> None:
    """Life lost or gained (119.3) changes a total the board doesn't say: the number is no total."""
    with pytest.raises(Changed) as raised:
        parse_board(board)
    assert raised.value.word == word


@pytest.mark.parametrize(
    ("board", "player"),
    [("Ana went to 0 life", "Ana"), ("Bob dropped to 0 life", "Bob"), ("Ana bajó a 0 vidas", "Ana")],
)
def test_119_3_a_change_of_life_twin_the_total_it_left_reads(board: str, player: str) -> None:
    """ "went to", "bajó a": the total after the change, read as the player's life; the words
    belong to no name (once a player "Ana went to")."""
    assert _losers(board) == [player]


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("Check this: Grizzly Bears with 2 damage", "Check"),
        ("Judge: Grizzly Bears with 2 damage", "Judge"),
        ("Juez: Osos pardos con 2 de daño", "Juez"),
        ("Revisa esto: Osos pardos con 2 de daño", "Revisa"),
        ("Example: Grizzly Bears with 2 damage", "Example"),
        ("Ejemplo: Osos pardos con 2 de daño", "Ejemplo"),
    ],
)
def test_words_to_the_bot_are_no_player(board: str, word: str) -> None:
    """ "Juez:" speaks to Juez: no player "Juez" controls the Bears."""
    with pytest.raises(Addressed) as raised:
        parse_board(board)
    assert raised.value.word == word


@pytest.mark.parametrize(
    ("board", "player"),
    [("Ana: Grizzly Bears 2/2 with 2 damage", "Ana"), ("Bob: Osos pardos 2/2 con 2 de daño", "Bob")],
)
def test_words_to_the_bot_twin_a_player_before_the_colon_reads(board: str, player: str) -> None:
    assert _players(board) == [player]


def test_a_cards_own_name_is_never_a_hedge(sample_catalog: CardCatalog) -> None:
    """ "Will Kenrith" is a card: its "Will" is no "will"."""
    state = parse_board("Will Kenrith with 4 damage", sample_catalog)
    assert [o.name for o in state.objects] == ["Will Kenrith"]


def test_a_cards_own_name_twin_a_made_up_name_with_a_hedge_is_asked() -> None:
    with pytest.raises(NotAFact):
        parse_board("Grizzly Bears might have 2 damage")


@pytest.mark.parametrize(
    "board", ["I don't have Grizzly Bears with 2 damage", "Ana no tiene 0 vidas", "If Ana has 0 life"]
)
def test_the_sba_path_asks_too(board: str) -> None:
    """What /sba and `juez sba` run (engine.reading.answer) asks as well: no other reading
    answers a clause the board language refused for its mood."""
    with pytest.raises(NotAFact):
        answer(board, None, edition="2026-04-17")


@pytest.mark.parametrize(
    ("board", "error"),
    [
        ("Grizzly Bears 2/2 with 2 damage controlled by I don't know who", Negated),
        ("Grizzly Bears 2/2 with 2 damage owned by nobody", Negated),
        ("Osos pardos 2/2 con 2 de daño controlados por no sé quién", Negated),
        ("Ana has 21 commander damage from maybe Atraxa", Supposed),
        ("Ana tiene 21 de daño de comandante de quizás Atraxa", Supposed),
        ("Two-Headed Giant. Team A (Ana, Bob would) 0 life.", Supposed),
        ("Grizzly Bears 2/2; Rancor aura enchanting maybe Grizzly Bears", Supposed),
        ("Osos pardos 2/2; Clon 2/2 copiando quizás Osos pardos", Supposed),
    ],
)
def test_names_a_fact_points_at_are_checked_too(board: str, error: type[NotAFact]) -> None:
    """The controller, owner, commander or team member a fact names is a name like any other:
    "controlled by I don't know who" is no player, 21 commander damage "from maybe Atraxa" is
    no commander's (704.6c counts one commander's)."""
    with pytest.raises(error):
        parse_board(board)


@pytest.mark.parametrize(
    ("board", "players"),
    [
        ("Grizzly Bears 2/2 with 2 damage controlled by Bob", ["you", "Bob"]),
        ("Osos pardos 2/2 con 2 de daño controlados por Bob", ["tú", "Bob"]),
        ("Ana has 21 commander damage from Atraxa", ["Ana"]),
        ("Ana tiene 21 de daño de comandante de Atraxa", ["Ana"]),
        ("Two-Headed Giant. Team A (Ana, Bob) 0 life.", ["Ana", "Bob"]),
        ("Grizzly Bears 2/2; Rancor aura enchanting Grizzly Bears", ["you"]),
        ("Osos pardos 2/2; Clon 2/2 copiando Osos pardos", ["tú"]),
    ],
)
def test_names_a_fact_points_at_twin_plain_names_read(board: str, players: list[str]) -> None:
    assert sorted(_players(board)) == sorted(players)


@pytest.mark.parametrize(
    ("board", "error"),
    [
        ("Maybe Grizzly Bears 2/2 with 2 damage", Supposed),
        ("Not Grizzly Bears 2/2 with 2 damage", Negated),
        ("Once Ana has 0 life", Supposed),
        ("Si Osos pardos 2/2 con 2 de daño", Supposed),
        ("Nunca Osos pardos 2/2 con 2 de daño", Negated),
        ("Mientras Ana tiene 0 vidas", Supposed),
    ],
)
def test_a_hedge_opening_a_made_up_objects_name_is_asked(board: str, error: type[NotAFact]) -> None:
    """With stats the judge may name a made-up object, but its first word opens the sentence:
    no object "Maybe Grizzly Bears" 2/2 is destroyed."""
    with pytest.raises(error):
        parse_board(board)


@pytest.mark.parametrize(
    ("board", "name"),
    [
        ("Nobleman 2/2 with 2 damage", "Nobleman"),
        ("Grizzly Never 2/2 with 2 damage", "Grizzly Never"),
        ("Sinbad 2/2 con 2 de daño", "Sinbad"),
        ("Oso Nunca 2/2 con 2 de daño", "Oso Nunca"),
    ],
)
def test_a_hedge_opening_a_made_up_objects_name_twin_other_names_read(board: str, name: str) -> None:
    """A word that only starts like one ("Nobleman", "Sinbad"), or a capitalised one past the
    first word (the judge's own name for it), stands."""
    state = parse_board(board)
    assert [o.name for o in state.objects] == [name] and check_sba(state).rounds
