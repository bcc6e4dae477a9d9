"""Which of a card's rulings bear on a state-based-action answer (engine/sba/rulings.py)."""

from __future__ import annotations

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba
from engine.sba.rulings import bearing_rulings

GOYF = (
    ("2021-03-19", "If an instant deals damage to Tarmogoyf, it is put into the graveyard before state-based actions."),
    ("2021-03-19", "Tarmogoyf counts card types, not cards."),
)
ANGEL = (
    ("2009-10-01", "If you control Platinum Angel in a Two-Headed Giant game, your team can't lose the game."),
    ("2009-10-01", "It doesn't matter whether you have 0 or less life: you can't lose the game."),
    ("2004-12-01", "Effects that say the game is a draw still work."),
)


def test_704_5g_the_ruling_about_state_based_actions_is_chosen(named_catalog: CardCatalog) -> None:
    board = "I control Tarmogoyf; my opponent deals 2 damage to Tarmogoyf with Lightning Bolt"
    found = bearing_rulings(check_sba(parse_board(board, named_catalog)), {"Tarmogoyf": GOYF})
    assert [r.text for r in found] == [GOYF[0][1]]


def test_no_ruling_when_the_card_took_no_part_twin(named_catalog: CardCatalog) -> None:
    board = "I control Tarmogoyf; Grizzly Bears with 2 damage"
    result = check_sba(parse_board(board, named_catalog))
    assert [str(a.kind) for r in result.rounds for a in r.actions] == ["lethal_damage"]
    assert bearing_rulings(result, {"Tarmogoyf": GOYF}) == ()


def test_104_3a_a_two_headed_giant_ruling_only_in_that_variant(named_catalog: CardCatalog) -> None:
    two_player = check_sba(parse_board("I have 0 life and control Platinum Angel", named_catalog))
    assert [r.text for r in bearing_rulings(two_player, {"Platinum Angel": ANGEL})] == [ANGEL[1][1]]
    board = "Two-Headed Giant. Team A (Ana, Bob) 0 life. Team B (Cy, Dee) 5 life. Ana controls Platinum Angel"
    giant = check_sba(parse_board(board, named_catalog))
    assert ANGEL[0][1] in [r.text for r in bearing_rulings(giant, {"Platinum Angel": ANGEL})]
