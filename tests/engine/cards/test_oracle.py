"""What the engine reads from Oracle text: own keyword lines, enchant restrictions, Saga chapters."""

from __future__ import annotations

from engine.cards.oracle import enchant_restriction, final_chapter, keyword_lines


def test_702_keyword_line_gives_the_card_its_keywords() -> None:
    text = "Flying, vigilance, indestructible\nOther creatures you control get +1/+1."
    assert keyword_lines(text, ["Flying", "Vigilance", "Indestructible"]) == ("flying", "vigilance", "indestructible")


def test_keyword_granted_in_a_sentence_is_not_the_cards_own() -> None:
    text = "Equipped creature has indestructible.\nEquip {2}"
    assert keyword_lines(text, ["Indestructible", "Equip"]) == ("equip {2}",)


def test_reminder_text_is_ignored_and_parameters_kept() -> None:
    text = "Ward {2} (Whenever this creature becomes the target of a spell, counter it unless that player pays {2}.)"
    assert keyword_lines(text, ["Ward"]) == ("ward {2}",)


def test_a_word_that_only_starts_like_a_keyword_is_not_one() -> None:
    assert keyword_lines("Flashback {1}{R}", ["Flash"]) == ()


def test_303_4a_enchant_restriction_read_from_the_enchant_line() -> None:
    abilities = keyword_lines("Enchant creature you control\nEnchanted creature gets +2/+2.", ["Enchant"])
    assert enchant_restriction(abilities) == "creature you control"
    assert enchant_restriction(("flying",)) is None


def test_714_2_final_chapter_is_the_highest_numeral() -> None:
    text = "(As this Saga enters…)\nI, II — Create a 1/1 token.\nIII — Draw a card.\nIV — Exile it."
    assert final_chapter(text) == 4
    assert final_chapter("I — Draw a card.") == 1
    assert final_chapter("Flying") is None
