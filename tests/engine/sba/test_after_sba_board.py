"""The board words issue 33 added: whose turn it is (603.3b orders triggers by it) and tokens
as Oracle text says them (111.4: a token's name is its subtypes), in English and Spanish,
each with a near-miss twin."""

from __future__ import annotations

import pytest

from engine.board import BoardError, parse_board


@pytest.mark.parametrize(
    ("board", "active"),
    [
        ("Ana: 20 life; Bob: 20 life; Ana's turn", "Ana"),
        ("Ana: 20 vidas; Bob: 20 vidas; es el turno de Bob", "Bob"),
        ("Grizzly Bears 2/2. It is my turn.", "you"),
        ("Osos pardos 2/2 con 2 de daño. Mi turno.", "tú"),
        ("Grizzly Bears 2/2; opponent's turn", "opponent"),
        ("Osos pardos 2/2; turno del rival", "oponente"),
        ("Grizzly Bears 2/2; active player: Cy", "Cy"),
    ],
)
def test_603_3b_whose_turn_it_is(board: str, active: str) -> None:
    state = parse_board(board)
    assert state.active_player == active and active in [p.name for p in state.players]


@pytest.mark.parametrize(
    "board", ["Ana: 20 life; Bob: 20 life", "Grizzly Bears 2/2 damage 1; Turn to Frog 1/1", "Ana: 20 vidas"]
)
def test_603_3b_unsaid_turn_twin(board: str) -> None:
    assert parse_board(board).active_player is None


@pytest.mark.parametrize(
    ("board", "count", "colors", "types"),
    [
        ("a 1/1 white Soldier creature token with 1 damage", 1, {"white"}, {"creature"}),
        ("una ficha de criatura Soldado blanca 1/1 con 1 de daño", 1, {"white"}, {"creature"}),
        ("two 2/2 black Zombie creature tokens with 2 damage", 2, {"black"}, {"creature"}),
        ("dos fichas de criatura Zombie negras 2/2 con 2 de daño", 2, {"black"}, {"creature"}),
        (
            "I control a 3/3 colorless Phyrexian Wurm artifact creature token with 3 damage",
            1,
            set(),
            {"artifact", "creature"},
        ),
        ("una ficha de criatura artefacto Sierpe incolora 3/3 con 3 de daño", 1, set(), {"artifact", "creature"}),
    ],
)
def test_111_4_tokens_as_oracle_text_says_them(board: str, count: int, colors: set[str], types: set[str]) -> None:
    objects = parse_board(board).objects
    assert len(objects) == count
    for obj in objects:
        assert obj.token and obj.colors == colors and obj.card_types == types
        assert obj.damage == obj.toughness  # lethal, as said


@pytest.mark.parametrize(
    "board",
    [
        "a 1/1 white Soldier creature token; Grizzly Bears 2/2 damge 2",
        "una ficha de criatura Soldado blanca 1/1; Osos 2/2 dañp 2",
    ],
)
def test_111_4_an_error_after_a_token_phrase_points_at_the_word_typed_twin(board: str) -> None:
    with pytest.raises(BoardError) as refused:
        parse_board(board)
    word = "damge" if "damge" in board else "dañp"
    assert refused.value.column == board.index(word) + 1
