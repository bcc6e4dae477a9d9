"""Explanations address the board's default player ("you" / "tú") in the second person."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.model import GameObject, GameState, Player
from engine.sba import check_sba
from engine.sba.explain import ADDRESSED, EXPLANATIONS, explain


def test_every_addressed_template_has_a_third_person_twin_and_both_languages() -> None:
    for key, templates in ADDRESSED.items():
        assert key in EXPLANATIONS, key
        assert set(templates) == set(EXPLANATIONS[key]), key


@pytest.mark.parametrize("you", ["you", "tú"])
def test_704_5a_zero_life_addresses_you(you: str) -> None:
    text = explain("zero_life", {"player": you, "life": 0})
    assert text == {
        "en": "You have 0 life, so you lose the game.",
        "es": "Tienes 0 vidas, así que pierdes el juego.",
    }


def test_704_5a_zero_life_names_anyone_else() -> None:
    assert explain("zero_life", {"player": "Ana", "life": 0})["en"] == "Ana has 0 life, so they lose the game."


def test_704_5j_legend_rule_on_a_board_without_players() -> None:
    result = check_sba(parse_board("Anafenza 4/4 legendary x2; keep Anafenza #2"))
    explanation = result.rounds[0].actions[0].explanation
    assert explanation["en"].startswith("You control more than one legendary permanent named Anafenza")
    assert explanation["es"].startswith("Controlas más de un permanente legendario llamado Anafenza")


def test_704_5j_pending_legend_choice_on_a_spanish_board() -> None:
    (choice,) = check_sba(parse_board("Thalia 2/1 legendaria x2")).pending_choices
    assert choice.chooser == "tú" and choice.explanation["es"].startswith(
        "Elige cuál de Thalia #1, Thalia #2 conservas"
    )


@pytest.mark.parametrize(
    ("zone", "english", "spanish"),
    [
        ("exile", "a token in exile;", "una ficha en el exilio;"),
        ("graveyard", "a token in a graveyard;", "una ficha en un cementerio;"),
    ],
)
def test_704_5d_says_where_the_token_is_as_a_sentence_would(zone: str, english: str, spanish: str) -> None:
    state = GameState(
        players=(Player(name="Ana"),),
        objects=(GameObject(id="Spirit", name="Spirit", owner="Ana", card_types={"creature"}, token=True, zone=zone),),
    )
    explanation = check_sba(state).rounds[0].actions[0].explanation
    assert english in explanation["en"] and spanish in explanation["es"]
