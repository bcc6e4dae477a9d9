"""Spells that change every creature of a group as they resolve ("each non-Pirate creature",
"each creature without flying and each player", "nonwhite creatures get -1/-1", Toxic Deluge's
X life paid): read from their Oracle words by one reader, the group's qualifiers applied to
each creature as the board computes it, X as the writer told it. A text that says more than
the family (Anger of the Gods' "exile it instead") is not read: asked, never read as less."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural.sweepers import Group, group_words, sweep
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("text", "x", "damage", "mod", "needs", "lacks", "whose", "players", "life"),
    [
        ("Fiery Cannonade deals 2 damage to each non-Pirate creature.", None, 2, None, set(), {"type:pirate"}, "all", False, 0),
        ("Earthquake deals X damage to each creature without flying and each player.", 3, 3, None, set(), {"flying"}, "all", True, 0),
        ("Hurricane deals X damage to each creature with flying and each player.", 1, 1, None, {"flying"}, set(), "all", True, 0),
        ("Electrickery deals 1 damage to each creature you don't control.", None, 1, None, set(), set(), "theirs", False, 0),
        ("Nonwhite creatures get -1/-1 until end of turn.", None, None, (-1, -1), set(), {"color:white"}, "all", False, 0),
        ("As an additional cost to cast this spell, pay X life.\nAll creatures get -X/-X until end of turn.", 2, None, (-2, -2), set(), set(), "all", False, 2),
        ("All creatures get -2/-2 until end of turn. Scry 1.", None, None, (-2, -2), set(), set(), "all", False, 0),
        ("This spell costs {1} less to cast for each creature on the battlefield.\nBlasphemous Act deals 13 damage to each creature.", None, 13, None, set(), set(), "all", False, 0),
        ("Devoid\nKozilek's Return deals 2 damage to each creature that isn't a Eldrazi.", None, 2, None, set(), {"type:eldrazi"}, "all", False, 0),
    ],
)  # fmt: skip
def test_608_2h_a_sweepers_group_and_amount_are_read_from_its_words(
    text: str, x: int | None, damage: int | None, mod: tuple[int, int] | None, needs: set[str], lacks: set[str],
    whose: str, players: bool, life: int,
) -> None:  # fmt: skip
    found = sweep(text, x)
    assert found is not None
    assert (found.damage, found.mod, set(found.group.needs), set(found.group.lacks)) == (damage, mod, needs, lacks)
    assert (found.whose, found.players, found.life) == (whose, players, life)


@pytest.mark.parametrize(
    ("text", "x"),
    [
        ("Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.", None),
        ("Earthquake deals X damage to each creature without flying and each player.", None),  # X not told
        ("Destroy all creatures with power 3 or greater.", None),
        ("Each creature with power 2 or less gets -2/-2 until end of turn.", None),  # a power condition
        ("Pyroclasm deals 2 damage to each creature. Draw a card.", None),  # a second effect
        ("Massacre Wurm deals 2 damage to each other creature.", None),  # "other": not this family
        ("{R}, Sacrifice Bloodfire Dwarf: It deals 1 damage to each creature without flying.", None),  # an ability
        ("When this enters, it deals 1 damage to each creature.", None),  # a trigger's
    ],
)  # fmt: skip
def test_a_sweeper_saying_more_than_the_family_is_not_read(text: str, x: int | None) -> None:
    assert sweep(text, x) is None


def test_a_group_turning_on_an_unsaid_color_is_unknown() -> None:
    nonwhite = Group(lacks=frozenset({"color:white"}), words="nonwhite creature")
    assert nonwhite.takes(frozenset({"color:green"})) is True
    assert nonwhite.takes(frozenset({"color:white"})) is False
    assert nonwhite.takes(frozenset({"color:?"})) is None


def test_the_group_is_named_in_printed_spanish_terms() -> None:
    pirates = Group(lacks=frozenset({"type:pirate"}), words="non-Pirate creature")
    fliers = Group(lacks=frozenset({"flying"}), words="creature without flying")
    assert group_words(pirates, "all", "Ana", spanish=True) == "criatura que no sea Pirata"
    assert (
        group_words(fliers, "theirs", "Ana", spanish=True) == "criatura sin la habilidad de volar no controlada por Ana"
    )
    assert group_words(pirates, "all", "Ana", spanish=False) == "non-Pirate creature"
    assert group_words(fliers, "yours", "Ana", spanish=False) == "creature without flying controlled by Ana"


def test_702_9_earthquake_spares_a_flier_and_hits_each_player(named_catalog: CardCatalog) -> None:
    board = "I'm at 5 life, my opponent at 1. I cast Earthquake for 1. I have Llanowar Elves and Serra Angel."
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5a", "704.5g"}]  # the opponent at 0, the Elves dead
    angel = next(o for o in found.state.objects if o.name == "Serra Angel")
    assert angel.damage == 0  # "each creature without flying": the Angel is not one


def test_608_2h_fiery_cannonade_deals_its_damage_to_each_non_pirate(named_catalog: CardCatalog) -> None:
    found = answer("Opp casts Fiery Cannonade. I have Grizzly Bears and Serra Angel.", named_catalog)
    assert rules(found) == [{"704.5g"}]  # the Bears; the Angel takes 2 and lives
    [told] = found.events
    assert dict(told.values)["group"] == "non-Pirate creature"


def test_702_96b_overloads_as_a_verb_hits_only_the_other_side(named_catalog: CardCatalog) -> None:
    line = only_line("My opponent overloads Electrickery. I have Llanowar Elves, he has Grizzly Bears.", named_catalog)
    assert line == 'you: "Llanowar Elves" 1 damage; opponent: "Grizzly Bears"'


def test_118_3_toxic_deluge_paying_x_life_takes_it_from_the_caster(named_catalog: CardCatalog) -> None:
    found = answer("My opponent is at 3 life and casts Toxic Deluge paying 3. I have Grizzly Bears.", named_catalog)
    assert rules(found) == [{"704.5a", "704.5f"}]  # the life paid left them at 0; the Bears 0 toughness
    paid = answer("My opponent is at 4 life and casts Toxic Deluge paying 3. I have Grizzly Bears.", named_catalog)
    assert rules(paid) == [{"704.5f"}]


def test_608_2h_spanish_holy_light_spares_white_creatures(named_catalog: CardCatalog) -> None:
    line = only_line("Tengo un Ángel de Serra con 3 de daño y Elfos de Llanowar. Lanzo Holy Light.", named_catalog)
    assert line == 'tú: "Serra Angel" 3 de daño; tú: "Llanowar Elves" recibe -1/-1'


def test_anger_of_the_gods_exile_rider_is_asked_not_read_as_plain_damage(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(
            "I cast Anger of the Gods. My opponent has Kitchen Finks with no counters and Blood Artist.", named_catalog
        )


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("I'm at 10 life, opp at 10. I pay 3 for Toxic Deluge. Opp has Grizzly Bears.", 'you: life 7; opponent: life 10; opponent: "Grizzly Bears" gets -3/-3'),
        ("Estoy a 3 vidas. Pagué 3 vidas por el Diluvio tóxico. Mi rival tiene Osos pardos.", 'tú: vidas 0; oponente: "Grizzly Bears" recibe -3/-3'),
    ],
)  # fmt: skip
def test_107_3a_x_told_as_the_amount_paid_before_the_spell(board: str, line: str, named_catalog: CardCatalog) -> None:
    assert only_line(board, named_catalog) == line


def test_a_payment_for_a_spell_without_x_is_not_its_x(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):  # Pyroclasm has no X: "pay 3 for" is no value of it
        answer("I'm at 10 life. I pay 3 for Pyroclasm. Opp has Grizzly Bears.", named_catalog)
