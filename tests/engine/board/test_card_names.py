"""Card names in boards (issue: card knowledge): a name that is a printed card brings its
characteristics; what the judge states wins; a name that isn't one card is asked about.

Read with the catalog of the shared sample (1,732 real cards plus the battles)."""

from __future__ import annotations

import pytest

from engine.board import BoardError, parse_board
from engine.board.errors import AmbiguousCardName, CardAlone
from engine.cards.catalog import CardCatalog
from engine.kinds import Kind
from engine.model import GameObject, GameState
from engine.sba import check_sba


def read(text: str, catalog: CardCatalog) -> GameState:
    return parse_board(text, catalog)


def only(state: GameState) -> GameObject:
    assert len(state.objects) == 1, [o.id for o in state.objects]
    return state.objects[0]


def kinds(state: GameState) -> list[str]:
    return [a.kind for r in check_sba(state).rounds for a in r.actions]


@pytest.mark.parametrize(
    "text",
    [
        "Grizzly Bears with 2 damage",
        "grizzly bears with 2 damage",
        "Osos Pardos con 2 de daño",
        "osos pardos con 2 de dano",
    ],
)
def test_704_5g_card_name_brings_its_toughness(text: str, sample_catalog: CardCatalog) -> None:
    state = read(text, sample_catalog)
    bears = only(state)
    assert bears.card == "Grizzly Bears"
    assert (bears.power, bears.toughness, bears.card_types) == (2, 2, frozenset({"creature"}))
    assert kinds(state) == [Kind.LETHAL_DAMAGE]


def test_704_5g_one_damage_short_of_the_printed_toughness_survives(sample_catalog: CardCatalog) -> None:
    assert kinds(read("Grizzly Bears with 1 damage", sample_catalog)) == []


def test_stated_power_and_toughness_override_the_card(sample_catalog: CardCatalog) -> None:
    assert kinds(read("Grizzly Bears 3/3 with 2 damage", sample_catalog)) == []
    assert kinds(read("Tarmogoyf 4/5 with 5 damage", sample_catalog)) == [Kind.LETHAL_DAMAGE]


def test_star_toughness_is_never_guessed(sample_catalog: CardCatalog) -> None:
    state = read("Tarmogoyf with 3 damage", sample_catalog)
    goyf = only(state)
    assert goyf.card == "Tarmogoyf" and goyf.toughness is None
    result = check_sba(state)
    assert not result.rounds and any(n.kind == "needs_toughness" for n in result.notes)


@pytest.mark.parametrize(
    "text", ["Thalia, Guardian of Thraben x2", "2 Thalia, Guardian of Thraben", "dos Thalia, guardiana de Thraben"]
)
def test_704_5j_two_copies_of_a_legend_ask_which_to_keep(text: str, sample_catalog: CardCatalog) -> None:
    state = read(text, sample_catalog)
    assert len(state.objects) == 2 and all("legendary" in o.supertypes for o in state.objects)
    assert [c.kind for c in check_sba(state).pending_choices] == [Kind.LEGEND_RULE]


def test_a_legends_short_name_reads_when_one_legend_has_it(sample_catalog: CardCatalog) -> None:
    state = read("dos Thalia", sample_catalog)  # the sample has one Thalia
    assert {o.card for o in state.objects} == {"Thalia, Guardian of Thraben"}


def test_not_legendary_after_a_copy_effect_overrides_the_card(sample_catalog: CardCatalog) -> None:
    state = read("Thalia, Guardian of Thraben not legendary x2", sample_catalog)
    assert all("legendary" not in o.supertypes for o in state.objects)
    result = check_sba(state)
    assert not result.pending_choices and not result.notes


def test_no_legendaria_in_spanish(sample_catalog: CardCatalog) -> None:
    state = read("Thalia, guardiana de Thraben no legendaria x2", sample_catalog)
    assert all("legendary" not in o.supertypes for o in state.objects)


def test_704_5m_aura_on_a_card_named_only_as_its_target(sample_catalog: CardCatalog) -> None:
    state = read("Rancor on Grizzly Bears", sample_catalog)
    rancor = next(o for o in state.objects if o.card == "Rancor")
    assert rancor.enchant == "creature" and "aura" in rancor.subtypes
    assert {o.card for o in state.objects} == {"Rancor", "Grizzly Bears"}
    assert kinds(state) == []


def test_a_spanish_reference_finds_the_card_described_in_english(sample_catalog: CardCatalog) -> None:
    state = read("Rancor enchanting Osos pardos; Grizzly Bears with 2 damage", sample_catalog)
    assert len(state.objects) == 2
    assert kinds(state) == [Kind.LETHAL_DAMAGE, Kind.AURA_ILLEGAL]


def test_704_5i_planeswalker_card_with_zero_loyalty(sample_catalog: CardCatalog) -> None:
    state = read("Jace, the Mind Sculptor with 0 loyalty", sample_catalog)
    assert only(state).card_types == frozenset({"planeswalker"})
    assert kinds(state) == [Kind.ZERO_LOYALTY]


def test_704_5v_battle_card_with_zero_defense(sample_catalog: CardCatalog) -> None:
    state = read("Invasion of Ikoria with 0 defense", sample_catalog)
    battle = only(state)
    assert "battle" in battle.card_types and "siege" in battle.subtypes
    assert kinds(state) == [Kind.SIEGE_ZERO_DEFENSE]


def test_714_4_saga_card_knows_its_final_chapter(sample_catalog: CardCatalog) -> None:
    assert kinds(read("The Eldest Reborn with 3 lore counters, chapter resolved", sample_catalog)) == [
        Kind.SAGA_COMPLETE
    ]
    assert kinds(read("The Eldest Reborn with 2 lore counters", sample_catalog)) == []


def test_indestructible_printed_on_the_card_survives_lethal_damage(sample_catalog: CardCatalog) -> None:
    state = read("Darksteel Colossus with 20 damage", sample_catalog)
    assert only(state).indestructible and kinds(state) == []


def test_a_name_that_is_almost_a_card_is_read_as_it_and_says_so(sample_catalog: CardCatalog) -> None:
    bears = only(read("Grizly Bears with 2 damage", sample_catalog))
    assert bears.card == "Grizzly Bears" and bears.name == "Grizly Bears"


@pytest.mark.parametrize("text", ["Equilibrio", "Equilibrio con 1 de daño"])
def test_a_spanish_name_of_two_cards_is_asked_about(text: str, sample_catalog: CardCatalog) -> None:
    with pytest.raises(AmbiguousCardName) as caught:
        read(text, sample_catalog)
    assert "Balance" in str(caught.value.params["options"]) and "Equilibrium" in str(caught.value.params["options"])


def test_a_described_object_with_an_ambiguous_name_needs_no_card(sample_catalog: CardCatalog) -> None:
    state = read("Equilibrio 2/2 creature with 2 damage", sample_catalog)
    assert only(state).card is None and kinds(state) == [Kind.LETHAL_DAMAGE]


def test_the_judges_own_longer_name_is_not_cut_to_a_card(sample_catalog: CardCatalog) -> None:
    obj = only(read("Grizzly Bears Deluxe 3/3 with 3 damage", sample_catalog))
    assert obj.name == "Grizzly Bears Deluxe" and obj.card is None


def test_a_name_that_is_no_card_and_undescribed_is_still_asked(sample_catalog: CardCatalog) -> None:
    with pytest.raises(CardAlone):
        read("Zorblax the Unready", sample_catalog)


@pytest.mark.parametrize(
    "text, count",
    [("a 2/2 Zombie token with 2 damage", 1), ("Goblin token 1/1 with 1 damage", 1), ("Bob: 0 life", 0)],
)
def test_tokens_and_generic_descriptions_work_without_a_card(
    text: str, count: int, sample_catalog: CardCatalog
) -> None:
    state = read(text, sample_catalog)
    assert len(state.objects) == count and all(o.card is None for o in state.objects)


def test_possessive_makes_the_card_that_players(sample_catalog: CardCatalog) -> None:
    for text in ("Ana's Grizzly Bears with 2 damage", "Osos pardos de Ana con 2 de daño"):
        bears = only(read(text, sample_catalog))
        assert (bears.owner, bears.card) == ("Ana", "Grizzly Bears")


def test_a_card_whose_name_is_possessive_stays_the_card(sample_catalog: CardCatalog) -> None:
    saga = only(read("Urza's Saga with 3 lore counters", sample_catalog))
    assert saga.card == "Urza's Saga" and "land" in saga.card_types


def test_a_keyword_wins_over_a_card_of_the_same_word(sample_catalog: CardCatalog) -> None:
    bears = only(read("Grizzly Bears with deathtouch", sample_catalog))
    assert "deathtouch" in bears.keywords


def test_a_face_down_card_has_none_of_its_characteristics(sample_catalog: CardCatalog) -> None:
    obj = only(read("Thalia, Guardian of Thraben face down with 2 damage", sample_catalog))
    assert not obj.face_up and (obj.power, obj.toughness) == (2, 2) and not obj.supertypes


def test_a_transformed_face_is_that_face(sample_catalog: CardCatalog) -> None:
    delver = only(read("Insectile Aberration with 2 damage", sample_catalog))
    assert (delver.power, delver.toughness, delver.card) == (3, 2, "Delver of Secrets // Insectile Aberration")
    assert "flying" in delver.keywords


def test_without_a_catalog_the_board_language_is_unchanged() -> None:
    with pytest.raises(BoardError):
        parse_board("Grizzly Bears with 2 damage")


def test_a_capitalised_count_before_an_ambiguous_legend_asks_about_the_legend(
    sample_catalog: CardCatalog,
) -> None:
    """ "Dos Thalia" is two of a Thalia; with two Thalias the question is which, not "Dos Thalia"."""
    import dataclasses

    from engine.cards.catalog import board_json
    from engine.cards.model import Card, Face

    def legend(name: str) -> Card:
        face = Face(name=name, type_line="Legendary Creature", card_types=("creature",), supertypes=("legendary",))
        return Card(name=name, layout="normal", faces=(dataclasses.replace(face, power="2", toughness="1"),))

    from engine.cards.names import card_names

    cards = [legend("Thalia, Guardian of Thraben"), legend("Thalia, Heretic Cathar")]
    names = [(n.key, i, int(n.rank), n.shown) for i, c in enumerate(cards, 1) for n in card_names(c)]
    two = CardCatalog(names, [(i, c.name, board_json(c.faces)) for i, c in enumerate(cards, 1)])
    with pytest.raises(AmbiguousCardName) as caught:
        read("Dos Thalia", two)
    assert caught.value.word == "Thalia"
    assert len(read("Dos Thalia, Heretic Cathar", two).objects) == 2


@pytest.mark.parametrize(
    "text", ["Grizzly Bears 2/2 not legendario x2", "Thalia, Guardian of Thraben not legendario x2"]
)
def test_a_negation_the_reader_cant_take_is_asked_never_dropped(text: str, sample_catalog: CardCatalog) -> None:
    """ "not legendario" (mixed languages): dropping "not" would read the opposite."""
    with pytest.raises(BoardError) as caught:  # asked about at the word itself
        read(text, sample_catalog)
    assert caught.value.word == "not"


def test_a_name_ending_in_a_capitalised_no_is_a_name() -> None:
    assert parse_board("Just Say No 2/2").objects[0].name == "Just Say No"


@pytest.mark.parametrize("text", ["Thalia, Guardian of Thraben X2", "Thalia, Guardian of Thraben x 2"])
def test_copies_in_capitals_are_copies_not_part_of_the_name(text: str, sample_catalog: CardCatalog) -> None:
    state = read(text, sample_catalog)
    assert len(state.objects) == 2 and {o.card for o in state.objects} == {"Thalia, Guardian of Thraben"}


def notes(state: GameState) -> list[str]:
    return [n.kind for n in check_sba(state).notes]


def test_704_5g_a_stated_size_that_already_counts_the_counters_is_asked_about(sample_catalog: CardCatalog) -> None:
    # Arcbound Slasher is printed 0/0 and enters with four +1/+1 counters: "4/4 with four
    # counters" is probably its current size, and then 5 damage is lethal.
    state = read("Arcbound Slasher 4/4 with four +1/+1 counters and 5 damage", sample_catalog)
    result = check_sba(state)
    assert kinds(state) == []  # read as the board language says: printed 4/4, counters on top
    [note] = result.notes
    assert note.kind == "counters_in_stated_pt"
    assert note.params["counted"] == 4 and note.params["printed"] == "0/0" and note.params["toughness"] == 8


def test_704_5f_minus_counters_inside_a_stated_size_are_asked_about(sample_catalog: CardCatalog) -> None:
    # 1/1 is Grizzly Bears' 2/2 less one -1/-1 counter: toughness 0 as read, 1 (and lethal
    # damage, destruction) if the counter is already counted.
    state = read("Grizzly Bears 1/1 with a -1/-1 counter and 1 damage", sample_catalog)
    assert kinds(state) == [Kind.ZERO_TOUGHNESS]
    assert notes(state) == ["counters_in_stated_pt"]


@pytest.mark.parametrize(
    "text",
    [
        "Arcbound Slasher 0/0 with four +1/+1 counters and 5 damage",  # printed size stated
        "Grizzly Bears 2/2 with two -1/-1 counters",  # the classic question: printed 2/2
        "Arcbound Slasher 4/4 with four +1/+1 counters and 9 damage",  # destroyed either way
        "Arcbound Slasher 4/4 with four +1/+1 counters",  # no damage: survives either way
        "Arcbound Slasher 5/5 with four +1/+1 counters and 5 damage",  # not printed + counters
    ],
)
def test_no_note_when_the_readings_agree_or_the_printed_size_is_stated(text: str, sample_catalog: CardCatalog) -> None:
    assert "counters_in_stated_pt" not in notes(read(text, sample_catalog))


def test_without_card_data_the_stated_size_is_printed_and_nothing_is_asked() -> None:
    state = parse_board("Arcbound Slasher 4/4 with four +1/+1 counters and 5 damage")
    assert kinds(state) == [] and notes(state) == []


@pytest.mark.parametrize(
    ("text", "carried", "kind"),
    [
        ("Grizzly Bears 2/2 with Rancor and 2 damage", "Rancor", "aura"),
        ("Osos pardos 2/2 con Rancor y 2 de daño", "Rancor", "aura"),
        ("Grizzly Bears 2/2 with Bonesplitter and 2 damage", "Bonesplitter", "equipment"),
    ],
)
def test_704_5m_with_an_aura_or_equipment_card_is_carrying_it(
    text: str, carried: str, kind: str, sample_catalog: CardCatalog
) -> None:
    state = read(text, sample_catalog)
    bears, attachment = state.objects
    assert attachment.name == carried and kind in attachment.subtypes
    assert attachment.attached_to is not None and attachment.attached_to.id == bears.id
    assert kinds(state)[0] == Kind.LETHAL_DAMAGE


def test_near_miss_with_a_keyword_or_a_creature_card_is_not_carried(sample_catalog: CardCatalog) -> None:
    state = read("Llanowar Elves 1/1 with lifelink and 1 damage", sample_catalog)
    [elves] = state.objects
    assert "lifelink" in elves.keywords
