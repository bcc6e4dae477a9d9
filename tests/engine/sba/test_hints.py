"""Notes about what a board probably left unsaid: they ask, they never change the trace."""

from __future__ import annotations

from engine.sba import check_sba
from tests.builders import board, cite, creature, obj, player

TITLE = "Thalia, Guardian of Thraben"


def _notes(*objects: object, **kw: object) -> list[str]:
    return [n.kind for n in check_sba(board(*objects, **kw)).notes]


def test_704_5j_two_titled_names_not_stated_legendary_ask() -> None:
    r = check_sba(board(creature(TITLE, 2, 1, id="T #1"), creature(TITLE, 2, 1, id="T #2")))
    assert r.rounds == () and r.pending_choices == ()
    assert [(n.kind, n.rule, n.subjects) for n in r.notes] == [
        ("maybe_legendary", cite("legend_rule"), ("T #1", "T #2"))
    ]
    assert "legendary" in r.notes[0].explanation["en"] and "legendario" in r.notes[0].explanation["es"]


def test_704_5j_one_titled_permanent_asks_nothing() -> None:
    assert _notes(creature(TITLE, 2, 1)) == []


def test_704_5j_names_without_a_title_ask_nothing() -> None:
    assert _notes(creature("Grizzly Bears", 2, 2, id="B #1"), creature("Grizzly Bears", 2, 2, id="B #2")) == []


def test_704_5j_stated_legends_get_the_choice_not_the_note() -> None:
    legend = {"supertypes": ("legendary",)}
    r = check_sba(board(creature(TITLE, 2, 1, id="T #1", **legend), creature(TITLE, 2, 1, id="T #2", **legend)))
    assert r.notes == () and [c.kind for c in r.pending_choices] == ["legend_rule"]


def test_704_5j_different_controllers_ask_nothing() -> None:
    assert (
        _notes(
            creature(TITLE, 2, 1, id="T #1", owner="Ana"),
            creature(TITLE, 2, 1, id="T #2", owner="Bob"),
            players=(player("Ana"), player("Bob")),
        )
        == []
    )


def test_120_3c_damage_stated_on_a_planeswalker_asks_for_its_loyalty() -> None:
    gideon = obj("Gideon", types=("planeswalker",), loyalty=3, damage=3)
    r = check_sba(board(gideon))
    assert r.rounds == () and [(n.kind, n.rule) for n in r.notes] == [
        ("damage_to_planeswalker", cite("damage_to_planeswalker"))
    ]


def test_120_3h_damage_stated_on_a_battle_asks_for_its_defense() -> None:
    battle = obj("Invasion of Zendikar", types=("battle",), defense=3, damage=3, protector="you")
    assert [(n.kind, n.rule) for n in check_sba(board(battle)).notes] == [
        ("damage_to_battle", cite("damage_to_battle"))
    ]


def test_120_3e_damage_on_a_creature_planeswalker_is_marked_and_asks_nothing() -> None:
    gideon = obj("Gideon", types=("planeswalker", "creature"), power=5, toughness=5, loyalty=3, damage=1)
    assert check_sba(board(gideon)).notes == ()


def test_120_3c_a_planeswalker_without_damage_asks_nothing() -> None:
    assert check_sba(board(obj("Gideon", types=("planeswalker",), loyalty=3))).notes == ()


def test_120_3c_cited_as_119_3c_in_2017() -> None:
    gideon = obj("Gideon", types=("planeswalker",), loyalty=3, damage=3)
    assert check_sba(board(gideon), edition="2017-08-25").notes[0].rule == "119.3c"
