"""CR 605: which abilities are mana abilities, checked criterion by criterion."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.mana import ManaInputError, classify
from tests.builders import cite


def verdict(text: str, card_type: str | None = None, edition: str | None = None):  # type: ignore[no-untyped-def]
    return next(a for a in classify(text, card_type=card_type, edition=edition).abilities if not a.granted)


def criteria(text: str) -> dict[str, bool]:
    return {c.id: c.met for c in verdict(text).criteria}


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {G}.",
        "{G}, {T}: Add one mana of any color.",
        "{T}: Add {G} for each Elf you control.",
        "Exile Elvish Spirit Guide from your hand: Add {G}.",
        "{T}, Tap an untapped creature you control: Add one mana of any color.",
        "Sacrifice Lion's Eye Diamond, Discard your hand: Add three mana of any one color. Activate only as an instant.",
        "{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.",
        "{T}: Add {C}. You gain 1 life.",
        "{3}, {T}: Double the amount of each type of unspent mana you have.",
        "{T}: Add {G}{G} to your mana pool.",
        "{T}: Choose a player. That player adds one mana of any color they choose.",
    ],
)
def test_605_1a_activated_mana_abilities(text: str) -> None:
    v = verdict(text)
    assert v.kind == "activated" and v.mana_ability, text
    assert cite("mana_activated") in v.rules and cite("mana_no_stack") in v.rules


def test_605_1a_an_activated_ability_that_cannot_add_mana_is_not_one() -> None:
    v = verdict("{4}: Untap Grim Monolith.")
    assert not v.mana_ability and criteria("{4}: Untap Grim Monolith.")["could_add_mana"] is False


def test_605_1a_target_disqualifies() -> None:
    v = verdict("{T}: Exile target land card from a graveyard. Add one mana of any color.")
    c = {x.id: x for x in v.criteria}
    assert not v.mana_ability and c["requires_target"].met and c["requires_target"].evidence.startswith("target land")
    assert cite("not_mana_target") in v.rules


def test_115_6_zero_targets_still_require_targets() -> None:
    v = verdict("{T}, Sacrifice two other creatures: Any number of target players each lose 2 life. Add {B}{B}.")
    assert not v.mana_ability and {c.id: c.met for c in v.criteria}["requires_target"]


def test_605_1a_target_in_a_later_sentence_still_counts() -> None:
    v = verdict("{T}: Add {B}{B}{B}{B}. Target opponent gains control of Witch Engine.")
    assert not v.mana_ability


def test_605_1a_loyalty_abilities_are_never_mana_abilities() -> None:
    for text in (
        "[+1]: Add {R}{R}.",
        "+1: Add {R}{R}.",
        "−2: Add {R}{R}{R}.",
        "-X: Add X mana of any one color.",
        "0: Add {B}.",
    ):
        v = verdict(text)
        assert v.kind == "loyalty" and not v.mana_ability, text
        assert {c.id: c.met for c in v.criteria}["loyalty_ability"]


def test_605_1a_august_2026_library_clause() -> None:
    """Drawing or milling as part of the ability: not a mana ability under the current 605.1a."""
    for text in (
        "{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.",
        "{T}, Put the top card of your library into your graveyard: Add {C}.",
        "{T}, Mill a card: Add {G}.",
    ):
        v = verdict(text)
        assert not v.mana_ability and {c.id: c.met for c in v.criteria}["moves_library_card"], text


def test_605_1a_looking_at_the_library_is_not_moving_a_card() -> None:
    assert verdict("{T}: Add {G}. Look at the top card of your library.").mana_ability


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {G}. Reveal the top card of your library.",
        "{T}: Add {G}. Shuffle your library.",
    ],
)
def test_605_1a_revealing_or_shuffling_moves_no_card(text: str) -> None:
    v = verdict(text)
    assert v.mana_ability and not {c.id: c.met for c in v.criteria}["moves_library_card"]


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {G}. Shuffle your graveyard into your library.",
        "{T}: Add {G}. Reveal the top card of your library and put it into your hand.",
    ],
)
def test_605_1a_shuffling_into_or_taking_from_the_library_moves_a_card(text: str) -> None:
    assert not verdict(text).mana_ability


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add {C}. When you spend this mana to cast a spell, draw a card.",
        "{T}, Sacrifice this artifact: Add {C}{C}. Draw a card at the beginning of the next turn's upkeep.",
        "{T}: Add {W}. When you do, target creature gains lifelink until end of turn.",
    ],
)
def test_605_1a_a_delayed_or_reflexive_trigger_is_its_own_ability(text: str) -> None:
    """The draw or the target belongs to the trigger the ability creates (603.7, 603.12)."""
    v = verdict(text)
    met = {c.id: c.met for c in v.criteria}
    assert v.mana_ability and not met["moves_library_card"] and not met["requires_target"]


def test_605_1a_mana_from_a_delayed_trigger_is_not_added_on_resolution() -> None:
    v = verdict("{T}: At the beginning of your next upkeep, add {G}{G}.")
    assert not v.mana_ability


def test_605_1a_timing_restrictions_do_not_matter() -> None:
    assert verdict("{T}: Add {R}. Activate only during your turn.").mana_ability


def test_605_1a_ability_word_before_the_cost() -> None:
    v = verdict(
        "Parley — {T}: Each player reveals the top card of their library. Add {G}. Then each player draws a card."
    )
    assert v.kind == "activated" and not v.mana_ability  # draws: moves a card from a library


def test_605_2_variable_amounts_count_and_are_cited() -> None:
    v = verdict("{T}: Add {G} for each Elf you control.")
    assert v.mana_ability and cite("mana_could_add") in v.rules


@pytest.mark.parametrize(
    "text",
    [
        "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
        "Whenever a player taps a land for mana, that player adds one mana of any type that land produced.",
        "Whenever a land's ability adds one or more mana of the chosen color, add one additional mana of that color.",
        "Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds one mana of any type that land produced.",
        "Whenever you activate a mana ability, add {C}.",
    ],
)
def test_605_1b_triggered_mana_abilities(text: str) -> None:
    v = verdict(text)
    assert (
        v.kind == "triggered"
        and v.mana_ability
        and cite("mana_triggered") in v.rules
        and cite("mana_trigger_no_stack") in v.rules
    )


def test_605_1b_trigger_from_mana_that_adds_nothing_is_not_one() -> None:
    v = verdict("Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.")
    assert not v.mana_ability and v.reason == "triggered.mana_event_no_mana"


def test_605_1b_trigger_from_another_event_that_adds_mana_is_not_one() -> None:
    for text in (
        "When Burning-Tree Emissary enters the battlefield, add {R}{G}.",
        "Landfall — Whenever a land enters the battlefield under your control, you may add one mana of any color.",
        "At the beginning of your precombat main phase, add {C}{C}.",
    ):
        v = verdict(text)
        assert v.kind == "triggered" and not v.mana_ability and v.reason == "triggered.other_event", text


def test_714_2b_chapter_abilities_are_not_mana_abilities() -> None:
    v = verdict("II — Add {R}{R}.")
    assert v.kind == "triggered" and not v.mana_ability and cite("saga_chapter") in v.rules


def test_605_5b_spells_are_never_mana_abilities() -> None:
    v = verdict("Add {B}{B}{B}.", card_type="Instant")
    assert v.kind == "spell" and not v.mana_ability and cite("not_mana_spell") in v.rules and v.uncertain == ()
    guessed = verdict("Add {B}{B}{B}.")
    assert guessed.kind == "spell" and not guessed.mana_ability and "no_card_type" in guessed.uncertain


def test_static_ability_granting_a_mana_ability() -> None:
    result = classify('Creatures you control have "{T}: Add one mana of any color."')
    outer, granted = result.abilities
    assert outer.kind == "static" and not outer.mana_ability and not outer.granted
    assert granted.granted and granted.kind == "activated" and granted.mana_ability


def test_keyword_lines_are_not_mana_abilities() -> None:
    for text, kind in (
        ("Flying, trample", "static"),
        ("Equip {2}", "activated"),
        ("Cumulative upkeep—Add {R}. (At the beginning of your upkeep, put an age counter.)", "triggered"),
        ("Basic landcycling {1}{B} ({1}{B}, Discard this card: Search your library for a basic land.)", "activated"),
        ("Protection from red", "static"),
        ("Enchant creature", "static"),
    ):
        v = verdict(text)
        assert v.kind == kind and not v.mana_ability and v.keyword is not None, text


def test_207_2a_reminder_text_is_ignored_but_an_intrinsic_land_ability_is_read() -> None:
    v = verdict("({T}: Add {G}.)")
    assert v.mana_ability and cite("intrinsic_land_ability") in v.rules
    assert verdict("Devoid (This card has no color. {T}: Add {C}.)").kind == "static"


def test_a_whole_card_is_split_into_abilities_in_order() -> None:
    card = "Flying\n{T}: Add {G}.\nWhen this creature dies, add {C}{C}.\nChoose one —\n• Add {R}.\n• Draw a card."
    result = classify(card)
    assert [(a.kind, a.mana_ability) for a in result.abilities] == [
        ("static", False),
        ("activated", True),
        ("triggered", False),
        ("spell", False),
    ]
    assert "• Draw a card." in result.abilities[3].text


def test_citations_follow_the_edition() -> None:
    assert cite("zero_targets") in verdict("{T}: Target player adds {G}.").rules
    assert None in verdict("{T}: Target player adds {G}.", edition="2017-08-25").rules


def test_spanish_text_read_with_evidence_is_not_doubtful() -> None:
    v = verdict("{T}: Agrega {G}.")
    assert v.mana_ability and "not_english" not in v.uncertain


def test_spanish_text_with_nothing_recognised_is_flagged() -> None:
    v = verdict("{T}: Cuando quieras, gira una criatura.")
    assert not v.mana_ability and "not_english" in v.uncertain


@pytest.mark.parametrize("text", ['{T}: Add {G}. "Unclosed', "{T}: Add {G", "{T}: Add {Q}{K}.", "((( {T}: Add {G}."])
def test_malformed_text_is_classified_and_flagged_uncertain(text: str) -> None:
    v = verdict(text)
    assert v.uncertain, text


def test_empty_and_huge_text_are_typed_errors() -> None:
    with pytest.raises(ManaInputError):
        classify("   ")
    with pytest.raises(ManaInputError):
        classify("a" * 10_001)
    assert classify("{T}: Add {G}. " + "x" * 9_980).abilities[0].mana_ability


@settings(max_examples=400, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_a_result_or_a_typed_error(text: str) -> None:
    try:
        result = classify(text)
    except ManaInputError:
        return
    for ability in result.abilities:
        assert ability.kind in {"activated", "triggered", "static", "spell", "loyalty"}
        assert ability.explanation["en"] and ability.explanation["es"]


mana_words = st.sampled_from(
    [
        "{T}",
        ":",
        "Add",
        "{G}",
        "target",
        "creature",
        "Whenever",
        "When",
        "tapped for mana",
        ",",
        ".",
        '"',
        "(",
        ")",
        "Draw a card",
        "[+1]",
        "−2",
        "Flying",
        "library",
        "\n",
        "•",
        "II —",
        "adds",
        "an additional",
        "{X}",
        "for each",
        "Sacrifice",
        "—",
    ]
)


@settings(max_examples=400, deadline=None)
@given(st.lists(mana_words, max_size=20).map(" ".join))
def test_card_like_soup_gives_a_result_or_a_typed_error(text: str) -> None:
    try:
        classify(text)
    except ManaInputError:
        return


def test_each_loyalty_line_of_a_planeswalker_is_its_own_ability() -> None:
    result = classify("+1: Add {R}{R}.\n-2: Target creature gets -2/-2.\n−7: Draw seven cards.\n- bullet stays")
    assert [a.kind for a in result.abilities] == ["loyalty", "loyalty", "loyalty"]
    assert result.abilities[2].text.endswith("- bullet stays")


@pytest.mark.parametrize(
    ("text", "mana"),
    [
        (
            "Siempre que una tierra encantada se gire para obtener maná, su controlador agrega un maná adicional de {G}.",
            True,
        ),
        (
            "Siempre que un jugador gire una tierra para obtener maná, ese jugador agrega un maná adicional de cualquier "
            "tipo que esa tierra produjo.",
            True,
        ),
        (
            "Siempre que un jugador gire una tierra para obtener maná, Púas de maná le hace 1 punto de daño a ese jugador.",
            False,
        ),
        ("Cuando este permanente entre al campo de batalla, agrega {B}{B}{B}.", False),
        (
            "Siempre que gires una tierra para obtener maná, agrega un maná adicional de cualquier tipo que esa "
            "tierra produjo.",
            True,
        ),
        ("Siempre que giras una tierra para obtener maná, agrega {G}.", True),
    ],
)
def test_605_1b_spanish_triggered_abilities(text: str, mana: bool) -> None:
    v = verdict(text)
    assert v.kind == "triggered" and v.mana_ability is mana


@pytest.mark.parametrize(
    ("text", "mana"),
    [
        ("Exhaust — {T}: Add {C}{C}{C}.", True),
        ("Boast — {1}: Add {R}. (Activate only if this creature attacked this turn and only once each turn.)", True),
        ("Exhaust — {2}{R}: Put three +1/+1 counters on this creature.", False),
        ("Boast — {1}{R}: This creature deals 1 damage to any target.", False),
    ],
)
def test_605_1a_a_keyword_that_is_an_activated_ability_is_read_as_one(text: str, mana: bool) -> None:
    """702.142a and 702.177a: "Keyword — [Cost]: [Effect]" is an activated ability; its effect
    decides, and an exhaust ability that adds mana is a mana ability (702.177b's example)."""
    v = verdict(text)
    assert v.kind == "activated" and v.mana_ability is mana


@pytest.mark.parametrize(("edition", "mana"), [("2026-04-17", True), ("2026-01-16", True), ("2026-08-07", False)])
def test_605_1a_the_library_clause_follows_the_edition_cited(edition: str, mana: bool) -> None:
    """August 2026 added "moves no card to or from a library"; earlier editions answer by their own text."""
    ability = classify("{T}, Mill a card: Add {G}.", edition=edition).abilities[0]
    assert ability.mana_ability is mana
    if mana:
        assert "August 2026" in ability.explanation["en"] and "agosto de 2026" in ability.explanation["es"]


def test_605_a_keyword_is_named_as_printed_in_spanish() -> None:
    """ "La habilidad de palabra clave flying" read half in English: the Spanish names it "vuela"."""
    from engine.mana import classify

    flying = classify("Flying").abilities[0].explanation
    assert "vuela" in flying["es"] and "flying" not in flying["es"] and "flying" in flying["en"]
    ward = classify("Ward {2}").abilities[0].explanation
    assert "rebatir" in ward["es"] and "ward" not in ward["es"]


def test_605_3a_a_timing_restriction_still_applies_to_a_mana_ability() -> None:
    """ "Activate only as a sorcery": never "even in the middle of resolving something"."""
    from engine.mana import classify

    timed = classify("{T}: Add {C}{C}. Activate only as a sorcery.").abilities[0]
    assert timed.mana_ability and "middle of resolving something (605.3a)" not in timed.consequences["en"]
    assert "restriction" in timed.consequences["en"] and "restricción" in timed.consequences["es"]
    free = classify("{T}: Add {G}.").abilities[0]
    assert "mana payment" in free.consequences["en"] and "restriction" not in free.consequences["en"]
