"""Protection (702.16c-d) as 704.5m and 704.5n see it: Auras go, Equipment falls off."""

from __future__ import annotations

import pytest

from engine.sba import check_sba
from tests.builders import board, cite, creature, kinds, obj, player


def aura(name: str = "Rancor", **kw: object) -> object:
    return obj(name, types=("enchantment",), subtypes=("aura",), on="Knight", **kw)


def equipment(name: str = "Bonesplitter", **kw: object) -> object:
    return obj(name, types=("artifact",), subtypes=("equipment",), on="Knight", **kw)


def knight(*qualities: str) -> object:
    return creature("Knight", 2, 2, protection_from=qualities)


def test_704_5m_protection_from_the_auras_color_puts_it_into_the_graveyard() -> None:
    r = check_sba(board(knight("green"), aura(colors=("green",))))
    action = r.rounds[0].actions[0]
    assert kinds(r) == [["aura_illegal"]] and action.rule == cite("aura_illegal")
    assert "protection from green" in action.explanation["en"] and "protección contra verde" in action.explanation["es"]


def test_704_5m_protection_from_another_color_keeps_the_aura() -> None:
    assert check_sba(board(knight("red"), aura(colors=("green",)))).rounds == ()


def test_704_5n_protection_from_artifacts_unattaches_equipment() -> None:
    r = check_sba(board(knight("artifacts"), equipment(colors=())))
    assert kinds(r) == [["equipment_illegal"]] and r.rounds[0].actions[0].rule == cite("equipment_illegal")
    bonesplitter = next(o for o in r.final_state.objects if o.id == "Bonesplitter")
    assert bonesplitter.attached_to is None and bonesplitter.zone.value == "battlefield"


def test_702_16_protection_from_everything_stops_aura_and_equipment_together() -> None:
    r = check_sba(board(knight("everything"), aura("Pacifism"), equipment()))
    assert kinds(r) == [["aura_illegal", "equipment_illegal"]]


@pytest.mark.parametrize(
    ("quality", "colors", "stops"),
    [
        ("multicolored", ("green", "red"), True),
        ("multicolored", ("green",), False),
        ("monocolored", ("green",), True),
        ("colorless", (), True),
        ("colorless", ("green",), False),
    ],
)
def test_702_16_color_qualities(quality: str, colors: tuple[str, ...], stops: bool) -> None:
    r = check_sba(board(knight(quality), aura(colors=colors)))
    assert (kinds(r) == [["aura_illegal"]]) is stops


def test_702_16_protection_from_a_color_with_unstated_colors_asks() -> None:
    r = check_sba(board(knight("green"), aura()))
    assert r.rounds == () and [(n.kind, n.rule) for n in r.notes] == [("needs_colors", cite("aura_illegal"))]


def test_702_16_protection_from_auras_needs_no_colors() -> None:
    assert kinds(check_sba(board(knight("auras"), aura()))) == [["aura_illegal"]]


def test_704_5m_a_player_with_protection_sheds_a_curse() -> None:
    curse = obj("Curse of Death's Hold", types=("enchantment",), subtypes=("aura", "curse"), on_player="Bob")
    state = board(curse, players=(player("you"), player("Bob", protection_from=("everything",))))
    assert kinds(check_sba(state)) == [["aura_illegal"]]


@pytest.mark.parametrize(
    ("edition", "aura_rule", "equipment_rule"),
    [("2026-08-07", "702.16c", "702.16d"), ("2017-08-25", "702.16c", "702.16d")],
)
def test_702_16c_d_the_protection_rule_is_cited_per_edition(edition: str, aura_rule: str, equipment_rule: str) -> None:
    r = check_sba(board(knight("everything"), aura("Pacifism"), equipment()), edition=edition)
    by_kind = {a.kind: a for a in r.rounds[0].actions}
    assert by_kind["aura_illegal"].params["see"] == aura_rule
    assert f"({aura_rule})" in by_kind["aura_illegal"].explanation["en"]
    assert by_kind["equipment_illegal"].params["see"] == equipment_rule
