"""Which section a judge means: numbers as typed, titles, abbreviations, Spanish names, typos,
and an answer only when one section is clearly meant."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.policy import INTRO, Document
from engine.policy.lookup import SectionKey, SectionNotFound, find_section, split_document

IPG = [
    SectionKey("1", "General Philosophy"),
    SectionKey("1.1", "Definition of Penalties", "General Philosophy"),
    SectionKey("2", "Game Play Errors"),
    SectionKey("2.1", "Missed Trigger", "Game Play Error"),
    SectionKey("2.2", "Looking at Extra Cards", "Game Play Error"),
    SectionKey("2.3", "Hidden Card Error", "Game Play Error"),
    SectionKey("2.5", "Game Rule Violation", "Game Play Error"),
    SectionKey("2.6", "Failure to Maintain Game State", "Game Play Error"),
    SectionKey("3.3", "Slow Play", "Tournament Error"),
    SectionKey("3.7", "Communication Policy Violation", "Tournament Error"),
    SectionKey("4", "Unsporting Conduct"),
    SectionKey("4.1", "Minor", "Unsporting Conduct"),
    SectionKey("4.2", "Major", "Unsporting Conduct"),
    SectionKey("4.8", "Cheating", "Unsporting Conduct"),
]
MTR = [
    SectionKey(INTRO, "Introduction"),
    SectionKey("4.2", "Tournament Shortcuts", "Communication"),
    SectionKey("4.3", "Out-of-Order Sequencing", "Communication"),
    SectionKey("5.5", "Slow Play", "Tournament Violations"),
    SectionKey("B", "Time Limits", "Appendices"),
]


@pytest.mark.parametrize(
    ("query", "number", "how"),
    [
        ("2.5", "2.5", "number"),
        ("IPG 2.5", "2.5", "number"),
        ("ipg2.5", "2.5", "number"),
        ("  2,5 ", "2.5", "number"),
        ("2.5.", "2.5", "number"),
        ("section 2.3", "2.3", "number"),
        ("sección 2.3", "2.3", "number"),
        ("HCE", "2.3", "abbreviation"),
        ("grv", "2.5", "abbreviation"),
        ("FtMGS", "2.6", "abbreviation"),
        ("LEC", "2.2", "abbreviation"),
        ("DEC", "2.3", "abbreviation"),
        ("CPV", "3.7", "abbreviation"),
        ("USC", "4", "abbreviation"),
        ("USC Minor", "4.1", "abbreviation"),
        ("Game Loss", "1.1", "abbreviation"),
        ("Hidden Card Error", "2.3", "title"),
        ("hidden card error", "2.3", "title"),
        ("Game Play Error — Hidden Card Error", "2.3", "title"),
        ("Game Play Error - Hidden Card Error", "2.3", "title"),
        ("Slow Play", "3.3", "title"),
        ("Error de carta oculta", "2.3", "spanish"),
        ("violacion de una regla del juego", "2.5", "spanish"),
        ("Hiden Card Eror", "2.3", "fuzzy"),
        ("Failure to Maintian Game State", "2.6", "fuzzy"),
        ("cheat", "4.8", "fuzzy"),
    ],
)
def test_ipg_sections_by_number_title_abbreviation_and_spanish_name(query: str, number: str, how: str) -> None:
    found = find_section(Document.IPG, query, IPG)
    assert (found.number, found.how) == (number, how)


@pytest.mark.parametrize(
    ("query", "number"),
    [
        ("MTR 4.2", "4.2"),
        ("Appendix B", "B"),
        ("apéndice b", "B"),
        ("appx. B", "B"),
        ("b", "B"),
        ("intro", INTRO),
        ("Introducción", INTRO),
        ("out of order sequencing", "4.3"),
        ("OOOS", "4.3"),
        ("Slow Play", "5.5"),
    ],
)
def test_mtr_sections_appendices_and_introduction(query: str, number: str) -> None:
    assert find_section(Document.MTR, query, MTR).number == number


def test_a_chapter_with_no_section_of_its_own_is_answered_as_a_chapter() -> None:
    found = find_section(Document.MTR, "4", MTR, chapters=("4",))
    assert (found.number, found.how) == ("4", "chapter")


def test_an_unknown_number_suggests_the_nearest_of_its_chapter() -> None:
    with pytest.raises(SectionNotFound) as caught:
        find_section(Document.IPG, "2.4", IPG)
    suggestions = caught.value.suggestions
    assert {"2.3", "2.5"} <= set(suggestions) and len(suggestions) == 3 and list(suggestions) == sorted(suggestions)
    assert caught.value.key == "docs.not_found.ipg"


def test_an_unknown_chapter_suggests_the_chapters() -> None:
    with pytest.raises(SectionNotFound) as caught:
        find_section(Document.IPG, "9.1", IPG)
    assert caught.value.suggestions == ("1", "2", "3", "4")


def test_gibberish_offers_the_chapters_not_random_titles() -> None:
    with pytest.raises(SectionNotFound) as caught:
        find_section(Document.IPG, "zzzz", IPG)
    assert caught.value.suggestions == ("1", "2", "3", "4")


def test_a_word_that_fits_many_titles_is_asked_not_guessed() -> None:
    with pytest.raises(SectionNotFound) as caught:
        find_section(Document.IPG, "error", IPG)
    assert len(caught.value.suggestions) > 1


def test_an_abbreviation_of_another_document_is_not_read_in_this_one() -> None:
    with pytest.raises(SectionNotFound):
        find_section(Document.MTR, "HCE", MTR)


def test_the_document_named_first_is_split_off() -> None:
    assert split_document("IPG 2.5") == (Document.IPG, "2.5")
    assert split_document("/mtr: 4.2") == (Document.MTR, "4.2")
    assert split_document("jarring") == (None, "jarring")
    assert split_document("704.5g") == (None, "704.5g")


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=120))
def test_any_text_gets_a_section_or_a_not_found_never_a_crash(text: str) -> None:
    try:
        found = find_section(Document.IPG, text, IPG, chapters=("3",))
    except SectionNotFound as exc:
        assert all(s in {k.number for k in IPG} | {"1", "2", "3", "4"} for s in exc.suggestions)
    else:
        assert found.number in {k.number for k in IPG} | {"3"}
