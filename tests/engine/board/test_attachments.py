"""What is attached to what, as judges say it ("enchanting it", "equipped with", "Rancor on
Ana's Grizzly Bears"), and protection, colors and phasing that decide whether it stays."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.board.errors import AttributeAfterReference, BoardError, HostFactAfterReference
from engine.cards.catalog import CardCatalog
from engine.model import ObjectRef
from engine.sba import check_sba
from tests.builders import performed


def test_704_5m_reference_to_an_unquoted_comma_name() -> None:
    board = "Pacifism aura attached to Thalia, Guardian of Thraben; Thalia, Guardian of Thraben 2/1 gets -0/-1"
    state = parse_board(board)
    assert state.objects[0].attached_to == ObjectRef(id="Thalia, Guardian of Thraben")
    assert performed(board) == [["zero_toughness"], ["aura_illegal"]]


@pytest.mark.parametrize(
    ("board", "expected", "subtype"),
    [
        ("Rancor enchanting Grizzly Bears; Grizzly Bears 2/2 damage 2", [["lethal_damage"], ["aura_illegal"]], "aura"),
        (
            "Bonesplitter equipping Grizzly Bears; Grizzly Bears 2/2 damage 2",
            [["lethal_damage", "equipment_left_behind"]],
            "equipment",
        ),
        (
            "Grizzly Bears 2/2 equipped with Bonesplitter, damage 2; Bonesplitter",
            [["lethal_damage", "equipment_left_behind"]],
            "equipment",
        ),
        ("Grizzly Bears 2/2 enchanted by Rancor, damage 2; Rancor", [["lethal_damage"], ["aura_illegal"]], "aura"),
        ("Oso 2/2 encantado por Pacifismo, con 2 de daño; Pacifismo", [["lethal_damage"], ["aura_illegal"]], "aura"),
        ("Pacifismo encantando a Oso; Oso 2/2 con 2 de daño", [["lethal_damage"], ["aura_illegal"]], "aura"),
    ],
)
def test_704_5m_and_n_the_attaching_verb_says_what_the_permanent_is(
    board: str, expected: list[list[str]], subtype: str
) -> None:
    """Before, "Rancor enchanting Bears" made Rancor a plain permanent that fell off (704.5p)."""
    state = parse_board(board)
    attached = next(o for o in state.objects if o.attached_to is not None)
    assert subtype in attached.subtypes and attached.attached_to == ObjectRef(
        id=next(o.id for o in state.objects if o is not attached)
    )
    assert performed(board, events=True) == expected


def test_a_carrier_with_copies_must_be_labelled() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Bear 2/2 x2 equipped with Bonesplitter; Bonesplitter")
    assert caught.value.key == "board.ambiguous_reference"


def test_one_permanent_attached_to_two_things_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Bear 2/2 equipped with Bonesplitter; Wolf 2/2; Bonesplitter equipment attached to Wolf")
    assert caught.value.key == "board.conflicting_attachment"
    assert caught.value.params == {"first": "Wolf", "second": "Bear"}


def test_carrying_twice_attaches_both() -> None:
    state = parse_board("Grizzly Bears 2/2 equipped with Bonesplitter and enchanted by Rancor; Bonesplitter; Rancor")
    by_id = {o.id: o for o in state.objects}
    assert by_id["Bonesplitter"].attached_to == by_id["Rancor"].attached_to == ObjectRef(id="Grizzly Bears")
    assert "artifact" in by_id["Bonesplitter"].card_types and "enchantment" in by_id["Rancor"].card_types


@pytest.mark.parametrize(
    ("board", "carried"),
    [
        (
            "Grizzly Bears equipped with Bonesplitter and Sword of Fire and Ice",
            {"Bonesplitter", "Sword of Fire and Ice"},
        ),
        ("Grizzly Bears enchanted by Rancor and Ethereal Armor, damage 2", {"Rancor", "Ethereal Armor"}),
        ("Osos pardos encantados con Rancor y Armadura etérea", {"Rancor", "Ethereal Armor"}),
        ("Grizzly Bears enchanted by Rancor and Llanowar Elves", {"Rancor"}),
        ("Grizzly Bears equipped with Bonesplitter and Rancor", {"Bonesplitter"}),
    ],
)
def test_301_5_a_second_card_of_the_carried_kind_after_and_is_carried_too(
    board: str, carried: set[str], named_catalog: CardCatalog
) -> None:
    """ "equipped with X and Y": Y is on it too when Y is Equipment (an Aura after "enchanted
    by"); a card of any other kind after "and" is another object, unattached."""
    state = parse_board(board, named_catalog)
    host = state.objects[0].id
    on_it = {o.card or o.name for o in state.objects if o.attached_to == ObjectRef(id=host)}
    assert on_it == carried


@pytest.mark.parametrize(
    "board", ["Rancor attached to Grizzly Bears; Grizzly Bears 2/2", "Rancor anexado a Oso; Oso 2/2"]
)
def test_704_5p_is_never_guessed_for_an_attachment_of_unknown_kind(board: str) -> None:
    """An untyped permanent "attached to" something would fall off under 704.5p: ask instead."""
    with pytest.raises(BoardError) as caught:
        parse_board(board)
    assert caught.value.key == "board.untyped_attachment" and caught.value.column == 1


def test_704_5p_a_stated_non_attacher_still_falls_off() -> None:
    assert performed("Rancor enchantment attached to Grizzly Bears; Grizzly Bears 2/2") == [["illegal_attachment"]]


def test_704_5n_a_carried_equipment_needs_no_clause_of_its_own() -> None:
    board = "Ana: Grizzly Bears 2/2 equipped with Bonesplitter, damage 2"
    gear = next(o for o in parse_board(board).objects if o.name == "Bonesplitter")
    assert gear.owner == "Ana" and "equipment" in gear.subtypes and "artifact" in gear.card_types
    assert performed(board, events=True) == [["lethal_damage", "equipment_left_behind"]]


def test_a_misspelt_carried_name_is_asked_about_not_invented() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Grizzly Bears 2/2 equipped with Bonespliter; Bonesplitter equipment")
    assert caught.value.key == "board.unknown_reference" and caught.value.params["candidates"] == "Bonesplitter"


def test_one_undescribed_equipment_carried_by_two_creatures_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Bear 2/2 equipped with Bonesplitter; Wolf 2/2 equipped with Bonesplitter")
    assert caught.value.key == "board.conflicting_attachment"


# -- sentences: a full stop ends a clause, except after an abbreviation in a name ----------


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 damage 2. Rancor enchanting Grizzly Bears.",
        "Grizzly Bears 2/2 damage 2.\nRancor enchanting Grizzly Bears",
        "Osos grizzly 2/2 daño 2. Rancor encantando a Osos grizzly.",
    ],
)
def test_704_5m_full_stops_separate_sentences(board: str) -> None:
    assert performed(board) == [["lethal_damage"], ["aura_illegal"]]


# -- a possessive picks the object by its controller ------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana: Grizzly Bears 2/2; Bob: Grizzly Bears 2/2 damage 2; Ana: Rancor enchanting Bob's Grizzly Bears",
        "Ana: Grizzly Bears 2/2; Bob: Grizzly Bears 2/2 damage 2; Ana: Rancor enchanting Bob’s grizzly bears",
        "Ana: Osos grizzly 2/2; Bob: Osos grizzly 2/2 daño 2; Ana: Rancor encantando a Osos grizzly de Bob",
    ],
)
def test_704_5m_a_possessive_names_the_controllers_object(board: str) -> None:
    state = parse_board(board)
    rancor = next(o for o in state.objects if o.name == "Rancor")
    target = next(
        o for o in state.objects if isinstance(rancor.attached_to, ObjectRef) and o.id == rancor.attached_to.id
    )
    assert target.controller == "Bob"
    assert performed(board) == [["lethal_damage"], ["aura_illegal"]]


def test_702_26g_an_aura_on_a_phased_out_creature_phased_out_with_it() -> None:
    board = "Rancor enchanting Grizzly Bears; Grizzly Bears 2/2 phased out"
    assert performed(board) == []
    assert [n.kind for n in check_sba(parse_board(board)).notes] == ["phased_out_with_host"]


@pytest.mark.parametrize(
    "board",
    [
        "Rancor enchanting Grizzly Bears, phased in; Grizzly Bears 2/2 phased out",
        "Rancor encantando a Oso en fase; Oso 2/2 fuera de fase",
    ],
)
def test_704_5m_an_aura_said_phased_in_on_a_phased_out_creature_goes(board: str) -> None:
    assert performed(board) == [["aura_illegal"]]


# -- colors and protection ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Rancor green aura enchanting Knight; Knight 2/2 protection from green", [["aura_illegal"]]),
        ("Rancor aura, red, enchanting Knight; Knight 2/2 pro green", []),
        (
            "Bonesplitter colorless equipment equipping Knight; Knight 2/2 protection from artifacts",
            [["equipment_illegal"]],
        ),
        ("Oso 2/2 protección contra todos los colores; Rancor aura verde encantando a Oso", [["aura_illegal"]]),
        ("Curse black aura attached to Ana; Ana: protection from everything", [["aura_illegal"]]),
    ],
)
def test_702_16_protection_in_the_board_language(board: str, expected: list[list[str]]) -> None:
    assert performed(board) == expected


@pytest.mark.parametrize(
    ("board", "name"),
    [("Black Lotus artifact", "Black Lotus"), ("Red Elemental Blast instant in graveyard", "Red Elemental Blast")],
)
def test_a_capitalised_color_word_stays_in_a_name(board: str, name: str) -> None:
    assert parse_board(board).objects[0].name == name


# -- players with protection, and Curses ---------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana has protection from everything; Curse of Death's Hold attached to Ana",
        "Ana: 20 life; Ana has protection from everything; Pacifism aura enchant player attached to Ana",
        "Maldición de la Codicia anexada a Ana; Ana tiene protección contra todo",
        "I have protection from everything; Curse aura enchant player attached to you",
    ],
)
def test_704_5m_a_player_with_protection_sheds_the_curse(board: str) -> None:
    state = parse_board(board)
    assert any(p.protection_from == {"everything"} for p in state.players)
    assert all(o.protection_from == frozenset() for o in state.objects)
    assert performed(board) == [["aura_illegal"]]


def test_a_permanent_with_protection_stays_a_permanent() -> None:
    state = parse_board("Knight 2/2 has protection from green; Rancor green aura enchanting Knight")
    assert [o.name for o in state.objects] == ["Knight", "Rancor"] and state.objects[0].protection_from == {"green"}


def test_a_curse_is_named_so() -> None:
    curse = parse_board("Curse of Exhaustion attached to Bob; Bob: 20 life").objects[0]
    assert {"curse", "aura"} <= curse.subtypes and "enchantment" in curse.card_types


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Grizzly Bears 2/2 damage 2; Rancor enchanting it", [["lethal_damage"], ["aura_illegal"]]),
        (
            "Grizzly Bears 2/2 damage 2. Bonesplitter equipping that creature.",
            [["lethal_damage", "equipment_left_behind"]],
        ),
        ("Osos 2/2 daño 2; Rancor encantando a ella", [["lethal_damage"], ["aura_illegal"]]),
        ("Osos 2/2 daño 2; Partehuesos equipando a esa criatura", [["lethal_damage", "equipment_left_behind"]]),
    ],
)
def test_it_is_the_object_the_clause_before_described(board: str, expected: list[list[str]]) -> None:
    assert performed(board, events=True) == expected


def test_it_with_nothing_before_is_an_error() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Rancor enchanting it")
    assert caught.value.key == "board.unknown_reference"


# -- several objects in one clause ----------------------------------------------------------------------


def test_704_5m_two_objects_of_one_controller_in_one_clause() -> None:
    board = "Ana controls Grizzly Bears 2/2 with 2 damage and Rancor enchanting it"
    state = parse_board(board)
    assert [(o.name, o.controller) for o in state.objects] == [("Grizzly Bears", "Ana"), ("Rancor", "Ana")]
    assert performed(board) == [["lethal_damage"], ["aura_illegal"]]


@pytest.mark.parametrize(
    "board",
    [
        "Rancor enchanting Grizzly Bears, Bonesplitter equipping Grizzly Bears; Grizzly Bears 2/2 damage 2",
        "Ana: Grizzly Bears 2/2 damage 2 and Rancor enchanting it, Bonesplitter equipping Grizzly Bears",
    ],
)
def test_704_5m_n_an_object_after_a_reference_is_its_own(board: str) -> None:
    state = parse_board(board)
    assert sorted(o.name for o in state.objects) == ["Bonesplitter", "Grizzly Bears", "Rancor"]
    assert performed(board, events=True) == [["lethal_damage", "equipment_left_behind"], ["aura_illegal"]]


def test_a_reference_to_a_titled_name_keeps_its_title() -> None:
    state = parse_board("Rancor enchanting Thalia, Guardian of Thraben; Thalia, Guardian of Thraben 2/1")
    rancor = state.objects[0]
    assert isinstance(rancor.attached_to, ObjectRef) and rancor.attached_to.id == "Thalia, Guardian of Thraben"


def test_one_permanent_attached_to_two_things_is_asked_about() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Rancor enchanting Grizzly Bears equipping Llanowar Elves; Grizzly Bears 2/2; Llanowar Elves 1/1")
    assert caught.value.key == "board.conflicting_attachment"


@pytest.mark.parametrize(
    ("board", "quality"),
    [("Bear 2/2 protection from goblins", "goblin"), ("Bear 2/2 protection from Goblins, damage 2", "goblin")],
)
def test_702_16_protection_from_a_creature_type(board: str, quality: str) -> None:
    assert parse_board(board).objects[0].protection_from == {quality}


@pytest.mark.parametrize(
    ("board", "name", "colors"),
    [
        ("black lotus artifact", "black lotus", None),
        ("knight of the white orchid 2/2", "knight of the white orchid", None),
        ("white knight 2/2 damage 2", "white knight", None),
        ("red elemental blast instant in graveyard", "red elemental blast", None),
        ("grizzly bears 2/2 green", "grizzly bears", {"green"}),
        ("Rancor green aura", "Rancor", {"green"}),
    ],
)
def test_a_color_word_inside_a_lowercase_name_stays_in_it(board: str, name: str, colors: set[str] | None) -> None:
    obj = parse_board(board).objects[0]
    assert obj.name == name and (obj.colors == colors if colors is not None else obj.colors is None)


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("Knight 2/2 protection from black enchanted by Fear black aura", "black"),
        ("Caballero 2/2 protección contra el negro encantado por Miedo negra aura", "negra"),
        ("Grizzly Bears 2/2 equipped with Bonesplitter equipment", "equipment"),
    ],
)
def test_702_16_a_type_or_color_after_a_carried_name_is_asked_about(board: str, word: str) -> None:
    """Before, the Knight itself became the black Aura and was put into the graveyard."""
    with pytest.raises(AttributeAfterReference) as caught:
        parse_board(board)
    assert caught.value.word == word


def test_702_16_near_miss_said_next_to_the_aura_it_is_the_auras() -> None:
    board = "Knight 2/2 protection from black; Fear black aura enchanting Knight"
    assert performed(board) == [["aura_illegal"]]
    assert parse_board(board).objects[0].card_types == {"creature"}


@pytest.mark.parametrize(
    ("board", "qualities"),
    [
        ("Caballero 2/2 protección contra el negro", {"black"}),
        ("Caballero 2/2 protección contra las criaturas", {"creature"}),
        ("Knight 2/2 protection from the black", {"black"}),
    ],
)
def test_702_16_an_article_in_a_protection_is_no_quality(board: str, qualities: set[str]) -> None:
    assert parse_board(board).objects[0].protection_from == qualities


@pytest.mark.parametrize(
    "board",
    [
        "Osos 2/2 encantados por Pacifismo, 2 de daño",
        "Osos 2/2 equipados con Espada, 2 de daño",
    ],
)
def test_704_5m_n_plural_participles(board: str) -> None:
    assert performed(board)[0] == ["lethal_damage"]
    assert any(o.attached_to is not None for o in parse_board(board).objects)


def test_a_plural_participle_of_an_untyped_permanent_still_asks_what_it_is() -> None:
    with pytest.raises(BoardError):
        parse_board("Pacifismo y Rancor anexados a Osos; Osos 2/2 con 2 de daño")


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 enchanted by Giant Strength, gets +2/+2 from Giant Strength, 3 damage; Giant Strength aura, illegal",
        "Osos 2/2 encantados por Fuerza de gigante, recibe +2/+2 de Fuerza de gigante, 3 de daño; Fuerza de gigante aura, ilegal",
    ],
)
def test_611_3a_a_modifier_ends_when_its_source_leaves(board: str) -> None:
    """The Aura goes first (704.5m); its +2/+2 goes with it, so the next check finds lethal damage."""
    assert performed(board) == [["aura_illegal"], ["lethal_damage"]]


def test_611_3a_near_miss_while_the_source_stays_the_creature_lives() -> None:
    assert performed("Grizzly Bears 2/2 enchanted by Giant Strength, gets +2/+2 from Giant Strength, 3 damage") == []


def test_a_modifier_from_something_not_described_is_asked_about() -> None:
    with pytest.raises(BoardError):
        parse_board("Grizzly Bears 2/2 gets +2/+2 from Giant Strength, 3 damage")


@pytest.mark.parametrize(
    "board",
    ["Rancor aura on Grizzly Bears; Grizzly Bears 2/2 with 2 damage", "Rancor aura sobre Osos; Osos 2/2 con 2 de daño"],
)
def test_704_5m_on_attaches(board: str) -> None:
    assert performed(board) == [["lethal_damage"], ["aura_illegal"]]


def test_near_miss_an_untyped_permanent_on_a_creature_is_asked_about() -> None:
    with pytest.raises(BoardError):
        parse_board("Rancor on Grizzly Bears; Grizzly Bears 2/2 with 2 damage")


@pytest.mark.parametrize(
    "board",
    [
        "Rancor on Grizzly Bears with 2 damage",
        "Rancor attached to Grizzly Bears 2/2 with 2 damage",
        "Rancor enchanting Grizzly Bears with a -1/-1 counter",
        "Rancor encantando a Osos pardos con 2 de daño",
    ],
)
def test_704_5g_damage_after_an_aura_s_host_is_asked_whose_it_is(board: str) -> None:
    # Read by the grammar, the damage was Rancor's and the Bears survived: "No state-based actions".
    with pytest.raises(HostFactAfterReference) as caught:
        parse_board(board)
    assert caught.value.params["subject"] == "Rancor"


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears 2/2 with 2 damage; Rancor aura on Grizzly Bears",
        "Grizzly Bears 2/2 enchanted by Rancor with 2 damage",
    ],
)
def test_704_5g_near_miss_the_hosts_damage_said_with_the_host_is_read(board: str) -> None:
    assert performed(board) == [["lethal_damage"], ["aura_illegal"]]
