"""Which section a search names, in either language (bot/docs/titles.py): each case with a
near-miss twin that must name nothing, or something else."""

from __future__ import annotations

import pytest

from bot.docs.service import _game_vocabulary
from bot.docs.titles import TitleIndex, stem, stems
from engine.policy import Document

SECTIONS = [
    (Document.IPG, "1.1", "Definition of Penalties", "General Philosophy"),
    (Document.IPG, "2.1", "Missed Trigger", "Game Play Error"),
    (Document.IPG, "2.2", "Looking at Extra Cards", "Game Play Error"),
    (Document.IPG, "2.3", "Hidden Card Error", "Game Play Error"),
    (Document.IPG, "3.3", "Slow Play", "Tournament Error"),
    (Document.IPG, "3.9", "Insufficient Shuffling", "Tournament Error"),
    (Document.IPG, "4.1", "Minor", "Unsporting Conduct"),
    (Document.IPG, "4.8", "Theft of Tournament Material", "Unsporting Conduct"),
    (Document.JAR, "2.3", "Player Draws Extra Cards", "Common Issues"),
    (Document.MTR, "1.10", "Players", "Tournament Fundamentals"),
    (Document.MTR, "1.12", "Rules Enforcement Levels", "Tournament Fundamentals"),
    (Document.MTR, "2.8", "Deck Checks", "Tournament Mechanics"),
    (Document.MTR, "5.4", "Unsporting Conduct", "Tournament Violations"),
]
INDEX = TitleIndex(SECTIONS, _game_vocabulary())
ALL = tuple(Document)


def first(query: str) -> str | None:
    named = INDEX.named(query, ALL)
    return f"{named[0].document.acronym} {named[0].number}" if named else None


@pytest.mark.parametrize(
    ("one", "other"),
    [
        ("cartas", "carta"),
        ("robó", "robar"),
        ("roba", "robar"),
        ("revisiones", "revisión"),
        ("levels", "level"),
        ("drew", "draws"),
        ("desempates", "desempate"),
    ],
)
def test_inflections_of_a_word_share_its_stem(one: str, other: str) -> None:
    assert stem(stems(one)[0]) == stem(stems(other)[0])


def test_different_words_keep_different_stems() -> None:
    """Near miss: a light stemmer still tells "carta" from "cara" and "mazo" from "más"."""
    assert stems("carta mazo") != stems("cara más")


@pytest.mark.parametrize(
    ("query", "section"),
    [
        ("carta oculta error", "IPG 2.3"),  # the Spanish name, words in another order
        ("hidden card", "IPG 2.3"),  # part of the English title, in order
        ("carta oculta", "IPG 2.3"),
        ("rules enforcement level", "MTR 1.12"),  # the title says Levels
        ("niveles de aplicación de reglas", "MTR 1.12"),
        ("revisión de mazo", "MTR 2.8"),
        ("conducta antideportiva leve", "IPG 4.1"),  # the chapter's name and the section's
        ("usc minor", "IPG 4.1"),
        ("slow play", "IPG 3.3"),  # all of Slow Play's name, one word of Players'
        ("juego lento", "IPG 3.3"),
        ("robar de más", "IPG 2.3"),  # a judges' phrase, words left out in order
        ("el jugador robó una carta de más", "JAR 2.3"),  # the JAR's Spanish name whole
        ("trigger olvidado", "IPG 2.1"),  # English and Spanish names mixed
        ("HCE", "IPG 2.3"),  # an abbreviation typed alone
        ("game loss", "IPG 1.1"),  # a penalty, in either language
        ("pérdida de juego", "IPG 1.1"),
    ],
)
def test_a_query_names_the_section_in_either_language(query: str, section: str) -> None:
    assert first(query) == section


@pytest.mark.parametrize(
    "query",
    [
        "robar una carta",  # a game term, inside "El jugador roba cartas de más": the CR's
        "draw a card",
        "mazo",  # one word of "Revisiones de mazo", and a game term
        "shuffling is random",  # "is" (Insufficient Shuffling) inside a sentence
        "oculta lento",  # no section's names hold both words
        "player at 0 life",  # Players (MTR 1.10) is a word of it, not what it is about
        "jugador con 0 vidas",
        "play a land",  # "player" is no form of "play"
    ],
)
def test_a_near_miss_names_nothing(query: str) -> None:
    assert first(query) is None, INDEX.named(query, ALL)


def test_a_section_outside_the_documents_searched_is_not_named() -> None:
    assert INDEX.named("hidden card error", (Document.MTR,)) == []
    assert INDEX.named("hidden card error", (Document.IPG,))[0].number == "2.3"
