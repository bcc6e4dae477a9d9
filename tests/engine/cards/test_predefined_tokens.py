"""The predefined tokens of CR 111.10 as known objects: their table matches the rules' text,
and a board naming them reads them (English and Spanish, singular and plural)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.board import parse_board
from engine.cards.tokens import PREDEFINED_TOKENS, predefined_token
from engine.sba import check_sba


def test_111_10_each_token_is_as_the_newest_rules_define_it(shared: Path) -> None:
    files = sorted((shared / "data/cr/en").glob("MagicCompRules-*.txt"))
    text = files[-1].read_text(encoding="utf-8-sig").replace("\u2019", "'")
    for token in PREDEFINED_TOKENS:
        if token.rule is None:
            continue
        line = re.search(rf"^{re.escape(token.rule)} (.+)$", text, re.MULTILINE)
        assert line is not None, token.rule
        rule = line.group(1)
        assert f"{token.name} token" in rule, (token.rule, rule)
        if token.face.text:
            assert token.face.text in rule, (token.rule, token.face.text, rule)
        assert token.face.card_types[0] in rule.casefold()


@pytest.mark.parametrize(
    ("typed", "name"),
    [("Treasure", "Treasure"), ("Tesoros", "Treasure"), ("Clue token", "Clue"), ("ficha de Pista", "Clue"),
     ("eldrazi spawn", "Eldrazi Spawn"), ("Vástagos Eldrazi", "Eldrazi Scion")],
)  # fmt: skip
def test_111_10_names_in_both_languages(typed: str, name: str) -> None:
    token = predefined_token(typed)
    assert token is not None and token.name == name


def test_111_10_a_name_that_is_no_token_twin() -> None:
    assert predefined_token("Treasure Map") is None and predefined_token("Pistas falsas") is None


@pytest.mark.parametrize("board", ["I control a Treasure and two Clues", "Tengo un Tesoro y dos Pistas"])
def test_111_10_tokens_on_a_board_are_colorless_artifact_tokens(board: str) -> None:
    state = parse_board(board)
    assert len(state.objects) == 3
    assert all(o.token and o.card_types == {"artifact"} and not o.colors for o in state.objects)


@pytest.mark.parametrize("board", ["Eldrazi Spawn token with 1 damage", "Engendro Eldrazi con 1 de daño"])
def test_704_5g_an_eldrazi_spawn_with_1_damage_is_destroyed(board: str) -> None:
    result = check_sba(parse_board(board))
    assert next(str(a.kind) for r in result.rounds for a in r.actions) == "lethal_damage"


def test_704_5g_an_eldrazi_scion_with_no_damage_twin() -> None:
    result = check_sba(parse_board("Eldrazi Scion token; Ana: 3 life"))
    assert not [a for r in result.rounds for a in r.actions]


@pytest.mark.parametrize("board", ["Treasure in the graveyard", "Tesoro en el cementerio"])
def test_704_5d_a_treasure_in_a_graveyard_ceases_to_exist(board: str) -> None:
    result = check_sba(parse_board(board))
    assert [str(a.kind) for r in result.rounds for a in r.actions] == ["token_outside_battlefield"]
