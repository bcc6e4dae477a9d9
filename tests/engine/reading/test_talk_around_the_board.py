"""Talk around the board that states nothing on it, as plain voices write it: the deck a player
plays ("juego Sultai Shadow", "I play Mono-Red Goblins"), an apology with an "if" in it ("sorry if
this is a basic question"), what a judge ruled ("the floor judge gave my opponent the game and I
want to appeal"), the kind of question ("stack question") and the game being played ("Jugamos
Gigante de dos cabezas"). Each is skipped and listed; its near-miss twin still reads or asks."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import lines, rules


@pytest.mark.parametrize(
    "board",
    [
        "I play Mono-Red Goblins. My Grizzly Bears has 2 damage.",
        "im playing elves, my Grizzly Bears has 2 damage.",
        "Modern, juego Sultai Shadow. Mis Osos pardos tienen 2 de daño.",
        "Mi rival juega Affinity y yo juego Azorius Control. Mis Osos pardos tienen 2 de daño.",
    ],
)
def test_704_5g_the_deck_played_is_talk(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.skipped


def test_the_twin_a_card_after_the_verb_of_playing_is_not_a_deck(named_catalog: CardCatalog) -> None:
    """ "I play Humility": a card, never skipped as a deck's name (read by its rows, or asked)."""
    board = "I play Humility. My Grizzly Bears has 1 damage."
    assert all("Humility" in read.line for read in natural_readings(board, named_catalog, []))


def test_the_twin_a_typo_of_a_card_is_not_a_deck(named_catalog: CardCatalog) -> None:
    """ "Humilty" is near a card's name: it may be the card, so it is never skipped as talk."""
    assert list(natural_readings("I play Humilty. My Grizzly Bears has 1 damage.", named_catalog, [])) == []


def test_the_twin_a_number_after_the_verb_of_playing_is_no_deck(named_catalog: CardCatalog) -> None:
    assert list(natural_readings("I play 3 Goblins. My Grizzly Bears has 1 damage.", named_catalog, [])) == []


@pytest.mark.parametrize(
    "board",
    [
        "Hi everyone, sorry if this is a basic question! My Grizzly Bears has 2 damage.",
        "Perdón si es una pregunta tonta. Mis Osos pardos tienen 2 de daño.",
    ],
)
def test_704_5g_an_if_with_no_fact_in_it_is_talk(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]


def test_the_twin_an_if_with_a_fact_in_it_is_never_talk(named_catalog: CardCatalog) -> None:
    """A supposition about the board ("if I Bolt it") is a hypothesis: never read as what happened."""
    board = "My opponent has Grizzly Bears. If I cast Lightning Bolt on it, does it die?"
    assert all("damage" not in read.line for read in natural_readings(board, named_catalog, []))


@pytest.mark.parametrize(
    "board",
    [
        "Floor judge gave my opponent the game and I want to appeal. My Grizzly Bears has 2 damage.",
        "The floor judge ruled that nothing happens. My Grizzly Bears has 2 damage.",
        "cEDH pod, stack question. My Grizzly Bears has 2 damage.",
        "El juez de sala dictaminó que no pasa nada. Mis Osos pardos tienen 2 de daño.",
        "Store owner here, one of my regulars asked me this at FNM and I wasn't sure. My Grizzly Bears has 2 damage.",
    ],
)
def test_704_5g_a_ruling_and_the_kind_of_question_are_talk(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert found.skipped


def test_the_twin_a_card_first_named_in_a_ruling_is_not_skipped(named_catalog: CardCatalog) -> None:
    """What a judge ruled is skipped, unless it names a card the board hasn't: that may be a fact
    told that way, so it is read or asked, never dropped."""
    board = "The floor judge ruled that Humility applies. My Grizzly Bears has 1 damage."
    assert list(natural_readings(board, named_catalog, [])) == []


def test_810_the_game_named_after_the_verb_of_playing_is_the_variant(named_catalog: CardCatalog) -> None:
    [read] = list(
        natural_readings("Jugamos Gigante de dos cabezas. Mis Osos pardos tienen 2 de daño.", named_catalog, [])
    )
    assert "Two-Headed Giant" not in read.line, read.line


def test_the_twin_the_card_named_as_a_permanent_stays_a_card(named_catalog: CardCatalog) -> None:
    board = "Tengo Osos pardos y un Gigante de dos cabezas con 4 de daño."
    assert any("Two-Headed Giant" in read.line for read in natural_readings(board, named_catalog, []))


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("My buddy attacked with his big Hill Giant and I blocked with Grizzly Bears.", [{"704.5g"}]),
        ("Yo además controlo unos Osos pardos con 2 de daño.", [{"704.5g"}]),
        ("now 2nd main he bolts my Grizzly Bears.", [{"704.5g"}]),
        ("Tengo Osos pardos con 2 de daño. ¿Se queda pegado a la tierra?", [{"704.5g"}]),
    ],
)
def test_704_5g_words_of_feeling_time_and_the_land_asked_about_carry_no_fact(
    board: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_the_twin_a_size_said_beside_big_is_still_read(named_catalog: CardCatalog) -> None:
    """ "big" is skipped; the size after it is a fact ("his big 4/4 Hill Giant" is no Hill Giant)."""
    board = "My buddy attacked with his big Hill Giant (4/4 from an anthem) and I blocked with Grizzly Bears."
    assert all('Hill Giant" 2 damage' not in r.line for r in natural_readings(board, named_catalog, []))


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 2 damage\nwhat SBAs happen now?",
        "Osos pardos con 2 de daño\nque pasa ahora?",
    ],
)
def test_704_5g_a_question_on_its_own_line_ends_the_line_before(board: str, named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_the_twin_a_line_opening_with_what_but_not_asking_is_read_as_words(named_catalog: CardCatalog) -> None:
    """No "?" at the line's end: not a question of its own; its unknown word is never skipped."""
    assert lines("Grizzly Bears with 2 damage\nwhat a mess", named_catalog) == []


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        (
            "Durante el turno de mi rival, él atacó con unos Osos pardos y yo bloqueé con un Gigante de las colinas.",
            [{"704.5g"}],
        ),
        ("Commander. I control Thalia, Guardian of Thraben, and the player to my left has Thalia too.", []),
    ],
)
def test_whose_turn_and_the_player_to_my_left(board: str, expected: list[set[str]], named_catalog: CardCatalog) -> None:
    """ "the player to my left" is another player (two Thalias of two players: no legend rule)."""
    assert rules(answer(board, named_catalog)) == expected
