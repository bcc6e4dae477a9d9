"""How judges point at what they told: "my token", "la ficha" (the one token told, never a
card); "pings my token with Prodigal Sorcerer" (the permanent after "with" deals the damage);
"no creatures anywhere" (nothing else is there); "EDH pod" (a Commander game)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I have a 2/2 Zombie token and Grizzly Bears. He Shocks the token.",
        "Tengo una ficha de Zombi 2/2. Mi rival le tira Choque a la ficha.",
        "I have a 1/1 Soldier token. My opponent pings my token with Prodigal Sorcerer.",
    ],
)
def test_704_5g_the_token_spoken_of_takes_the_damage(named_catalog: CardCatalog, board: str) -> None:
    # lethal damage, then the token in the graveyard ceases to exist (704.5d)
    assert rules(answer(board, named_catalog)) == [{"704.5g"}, {"704.5d"}]


@pytest.mark.parametrize(
    "board",
    [
        "I have Grizzly Bears. He Shocks the token.",  # no token told: which one?
        "Tengo una ficha de Zombi 2/2. Mi rival le tira Choque a su ficha.",  # his: none told
        "I have a 2/2 Zombie token and a 1/1 Soldier token. He Shocks the token.",  # two: never guessed
    ],
)
def test_704_5g_near_miss_a_token_not_told_or_not_one_is_asked(named_catalog: CardCatalog, board: str) -> None:
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_704_5g_a_pinger_said_after_with_deals_as_many_times_as_told(named_catalog: CardCatalog) -> None:
    board = "I control Grizzly Bears. He shot my Bears with his Prodigal Pyromancer{}."
    assert rules(answer(board.format(" twice"), named_catalog)) == [{"704.5g"}]
    assert rules(answer(board.format(""), named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "My opponent is at 0 life, no creatures anywhere.",
        "He had two Llanowar Elves, I had no creatures. He is at 0 life.",
        "No hay más criaturas en el campo. Mi rival está a 0 vidas.",
        "Mi rival no tiene criaturas y está a 0 vidas.",
        "Opp has an empty board and is at 0 life.",
        "My opponent (no creatures of his own) is at 0 life.",
        "El rival no tenía nada en mesa y está a 0 vidas.",
        "Mi rival (sin bichos en mesa) está a 0 vidas.",
    ],
)
def test_704_5a_no_creatures_said_is_read_not_refused(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5a"}]


def test_704_5a_near_miss_no_creatures_with_a_quality_is_not_skipped(named_catalog: CardCatalog) -> None:
    # "no creatures with flying" says something of the creatures there: never dropped as talk
    with pytest.raises(BoardError):
        answer("I had no creatures with flying. I'm at 0 life.", named_catalog)


@pytest.mark.parametrize(
    "opener", ["EDH pod, ", "cEDH pod: ", "Commander pod. ", "Mesa de commander: ", "4 player commander pod. "]
)
def test_704_6d_a_pod_is_a_commander_game(named_catalog: CardCatalog, opener: str) -> None:
    board = opener + "my commander Atraxa, Praetors' Voice has 4 damage."
    if opener.startswith("Mesa"):
        board = opener + "mi comandante Atraxa, Praetors' Voice tiene 4 de daño."
    # destroyed (704.5g), then its owner may put it into the command zone (704.6d)
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "Llanowar Elves got pinged by Prodigal Sorcerer",
        "My Grizzly Bears got pinged twice by his Prodigal Sorcerer.",
        "My Grizzly Bears got pinged by his Prodigal Sorcerer twice.",
    ],
)
def test_704_5g_pinged_by_a_permanent_told_in_the_passive(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_704_5g_near_miss_one_ping_at_a_2_2(named_catalog: CardCatalog) -> None:
    assert rules(answer("My Grizzly Bears got pinged by his Prodigal Sorcerer.", named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "I have two 1/1 Soldier tokens. He Shocks one of my tokens.",
        "Tengo dos fichas de Soldado 1/1. Mi rival le tira Choque a una de mis fichas.",
        "I have two 1/1 Soldier tokens. He Shocks one of the tokens.",
        "Tengo dos fichas de Soldado 1/1. Mi rival le tira Choque a una de las fichas.",
    ],
)
def test_704_5g_one_of_two_alike_tokens_takes_the_damage(named_catalog: CardCatalog, board: str) -> None:
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5g"}, {"704.5d"}]
    assert len(result.result.rounds[0].actions[0].subjects) == 1  # one of them, not both


def test_704_5a_704_5d_one_of_the_tokens_bounced_and_its_casters_rider(named_catalog: CardCatalog) -> None:
    """Vapor Snag on one of two Soldier tokens: that one ceases to exist in the hand (704.5d) and
    its controller loses 1 life, from 1 to 0 (704.5a), in the same check."""
    board = "My opponent is at 1 life and has two Soldier tokens from Raise the Alarm. I Vapor Snag one of the tokens."
    assert rules(answer(board, named_catalog)) == [{"704.5a", "704.5d"}]


def test_704_5g_near_miss_one_of_two_different_tokens_is_asked(named_catalog: CardCatalog) -> None:
    # a Soldier and a Zombie: which one took the Shock is not guessed
    with pytest.raises(BoardError):
        answer("I have a 1/1 Soldier token and a 2/2 Zombie token. He Shocks one of my tokens.", named_catalog)


@pytest.mark.parametrize("opener", ["4-player EDH. ", "4-player Commander. ", "4 player EDH. ", "four-player EDH. "])
def test_704_5a_a_hyphenated_player_count_is_a_multiplayer_game(named_catalog: CardCatalog, opener: str) -> None:
    # before: "4-player" split into "4", "-", "player" and the row's "4-player" never matched
    result = answer(opener + "Lucas is on 0 life.", named_catalog)
    assert rules(result) == [{"704.5a"}]


@pytest.mark.parametrize(
    "board",
    ["I Bolt my opponent, who is at 3.", "Le meto un Relámpago a mi rival, que está a 3 vidas."],
)
def test_704_5a_a_life_said_in_a_relative_clause_after_the_event_is_asked(
    named_catalog: CardCatalog, board: str
) -> None:
    # "who is at 3" after the Bolt: the life before it (3 → 0) or after it (3): never guessed
    with pytest.raises(BoardError) as caught:
        answer(board, named_catalog)
    assert caught.value.key == "board.choose_reading"


@pytest.mark.parametrize(
    "board",
    [
        "I control Thalia, Guardian of Thraben and cast a second Thalia, Guardian of Thraben.",
        "I control Thalia, Guardian of Thraben, then cast another Thalia, Guardian of Thraben.",
    ],
)
def test_704_5j_a_second_copy_cast_with_the_subject_left_out_is_the_second(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: "a second" with the subject left out added a phantom copy "already there": three
    result = answer(board, named_catalog)
    assert result.state is not None
    assert sum(1 for o in result.state.objects if o.name == "Thalia, Guardian of Thraben") == 2


def test_704_5j_near_miss_a_second_copy_after_the_opponents_is_one_each(named_catalog: CardCatalog) -> None:
    # the opponent's Thalia is the first: one each, and the legend rule doesn't apply (704.5j)
    board = "My opponent has Thalia, Guardian of Thraben. I cast a second Thalia, Guardian of Thraben."
    result = answer(board, named_catalog)
    assert rules(result) == [] and result.state is not None
    assert sum(1 for o in result.state.objects if o.name == "Thalia, Guardian of Thraben") == 2


@pytest.mark.parametrize(
    ("board", "kept"),
    [
        ("I control Thalia, Guardian of Thraben and cast a second Thalia, Guardian of Thraben. I keep the old one.", 1),
        ("I control Thalia, Guardian of Thraben and cast a second Thalia, Guardian of Thraben. I keep the new one.", 2),
        ("Tengo a Thalia, guardiana de Thraben y bajo otra Thalia, guardiana de Thraben. Me quedo con la nueva.", 2),
    ],
)
def test_704_5j_the_copy_the_player_keeps_is_told(named_catalog: CardCatalog, board: str, kept: int) -> None:
    # the choice said: no pending choice, and the other copy goes (704.5j)
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5j"}]
    assert not result.result.pending_choices
    action = result.result.rounds[0].actions[0]
    assert len(action.subjects) == 1 and action.subjects[0].endswith(f"#{3 - kept}")


def test_704_5j_near_miss_no_choice_said_is_pending(named_catalog: CardCatalog) -> None:
    board = "I control Thalia, Guardian of Thraben and cast a second Thalia, Guardian of Thraben."
    assert answer(board, named_catalog).result.pending_choices


def test_704_5j_near_miss_a_keep_with_no_pair_told_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("I control Thalia, Guardian of Thraben. I keep the new one.", named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Mis Osos pardos recibieron 1 daño de las Ratas tifoideas.",
        "Mis Osos pardos recibieron 1 daño de unas Ratas tifoideas (toque mortal) en este combate.",
        "My Serra Angel took 1 damage from Typhoid Rats.",
    ],
)
def test_704_5h_damage_taken_from_a_deathtouch_permanent(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5h"}]


def test_704_5h_near_miss_damage_taken_from_a_permanent_without_deathtouch(named_catalog: CardCatalog) -> None:
    assert rules(answer("Mis Osos pardos recibieron 1 daño de los Elfos de Llanowar.", named_catalog)) == []
    assert rules(answer("Mis Osos pardos recibieron 2 daños de los Elfos de Llanowar.", named_catalog)) == [{"704.5g"}]


def test_510_2_damage_taken_from_the_blocker_is_that_combat_said_again(named_catalog: CardCatalog) -> None:
    # the combat told first: the Bears' 1 from the Rats is its damage, never dealt a second time
    board = "Las Ratas tifoideas bloquean a mis Osos pardos. Mis Osos recibieron 1 daño de las Ratas."
    result = answer(board, named_catalog)
    assert rules(result) == [{"704.5g", "704.5h"}] and result.state is not None
    assert next(o for o in result.state.objects if o.name == "Grizzly Bears").damage == 1


def test_704_5g_a_ping_in_brackets_may_explain_the_damage_said(named_catalog: CardCatalog) -> None:
    # news (1 + 1: lethal) or why the Bears have 1 (nothing): the readings part, so it is asked
    with pytest.raises(BoardError) as caught:
        answer("My Grizzly Bears has 1 damage (my opponent pinged it with Prodigal Sorcerer).", named_catalog)
    assert caught.value.key == "board.choose_reading"


@pytest.mark.parametrize(
    "board",
    [
        "Kitchen Finks (Alex) with 3 damage. Grizzly Bears (Sam) with 1 damage.",
        "Kitchen Finks (Alex) con 3 de daño. Osos pardos (Sam) con 1 de daño.",
    ],
)
def test_704_5g_a_name_in_brackets_after_a_card_is_whose_it_is(named_catalog: CardCatalog, board: str) -> None:
    [read] = list(natural_readings(board, named_catalog, []))
    assert 'Alex: "Kitchen Finks"' in read.line and 'Sam: "Grizzly Bears"' in read.line, read.line


def test_the_twin_a_nickname_in_brackets_is_not_a_player(named_catalog: CardCatalog) -> None:
    [read] = list(natural_readings("Tarmogoyf (Goyf) with 2 damage.", named_catalog, []))
    assert "Goyf:" not in read.line, read.line
