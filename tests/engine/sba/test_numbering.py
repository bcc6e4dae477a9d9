"""Citations follow the edition: rule letters moved between 2017, January, April and August 2026."""

from __future__ import annotations

import re

import pytest

from engine.numbering import NUMBERING, UnknownEdition, resolver_for
from engine.sba import KNOWN_EDITIONS, NEWEST_EDITION, check_sba
from engine.sba.rules import SBA_RULES
from tests.builders import board, creature, obj, player

NUMBER = re.compile(r"^\d{3}\.\d+[a-z]{0,2}$")


def test_the_four_known_editions_are_numbered() -> None:
    assert KNOWN_EDITIONS == ("2017-08-25", "2026-01-16", "2026-04-17", "2026-08-07")
    assert NEWEST_EDITION == "2026-08-07"


@pytest.mark.parametrize("edition", KNOWN_EDITIONS)
def test_every_rule_kind_is_numbered_or_marked_absent(edition: str) -> None:
    table = NUMBERING[edition]
    for rule in SBA_RULES:
        assert rule.kind in table, f"{rule.kind} missing from {edition}"
        number = table[rule.kind]
        assert number is None or NUMBER.match(number), number


@pytest.mark.parametrize(
    ("edition", "kind", "number"),
    [
        ("2017-08-25", "legend_rule", "704.5k"),
        ("2026-01-16", "legend_rule", "704.5j"),
        ("2026-04-17", "legend_rule", "704.5j"),
        ("2026-08-07", "legend_rule", "704.5j"),
        ("2017-08-25", "aura_illegal", "704.5n"),
        ("2026-08-07", "aura_illegal", "704.5m"),
        ("2017-08-25", "team_zero_life", "704.5t"),
        ("2026-04-17", "team_zero_life", "704.6a"),
        ("2026-04-17", "speed_start", "704.5z"),
        ("2026-08-07", "speed_start", "704.5aa"),
        ("2026-01-16", "role_rule", "704.5y"),
        ("2026-08-07", "role_rule", "704.5z"),
        ("2026-04-17", "battle_no_protector", "704.5w"),
        ("2026-08-07", "battle_no_protector", "704.5x"),
        ("2026-04-17", "battle_zero_defense", "704.5v"),
        ("2026-08-07", "battle_zero_defense", "704.5w"),
        ("2017-08-25", "single_replacement", "704.6"),
        ("2026-08-07", "single_replacement", "704.7"),
        ("2017-08-25", "last_known_information", "704.7"),
        ("2026-04-17", "last_known_information", "704.8"),
    ],
)
def test_rule_numbers_per_edition(edition: str, kind: str, number: str) -> None:
    assert resolver_for(edition).number(kind) == number


def test_kinds_absent_from_2017_say_so() -> None:
    r = resolver_for("2017-08-25")
    for kind in ("saga_complete", "role_rule", "speed_start", "siege_zero_defense", "commander_to_command_zone"):
        assert r.number(kind) is None


def test_check_cites_the_requested_edition() -> None:
    legends = board(
        creature("Thalia", 2, 1, id="T1", supertypes=("legendary",)),
        creature("Thalia", 2, 1, id="T2", supertypes=("legendary",)),
        choices={"legend_keep": {"Thalia": "T1"}},
    )
    assert check_sba(legends, edition="2017-08-25").rounds[0].actions[0].rule == "704.5k"
    assert check_sba(legends).rounds[0].actions[0].rule == "704.5j"


def test_speed_rule_moved_to_two_letters_in_august_2026() -> None:
    racer = board(creature("Racer", 2, 2, start_your_engines=True), players=(player("you"),))
    assert check_sba(racer, edition="2026-04-17").rounds[0].actions[0].rule == "704.5z"
    assert check_sba(racer, edition="2026-08-07").rounds[0].actions[0].rule == "704.5aa"


def test_a_rule_missing_from_the_edition_is_cited_as_none() -> None:
    saga = board(
        obj(
            "Saga",
            types=("enchantment",),
            subtypes=("saga",),
            counters={"lore": 3},
            final_chapter=3,
            trigger_pending=False,
        )
    )
    assert check_sba(saga, edition="2017-08-25").rounds[0].actions[0].rule is None


def test_unknown_edition_is_a_typed_error() -> None:
    with pytest.raises(UnknownEdition, match="2019-01-01"):
        resolver_for("2019-01-01")


def test_numbering_tables_match_the_cr_texts(shared) -> None:  # type: ignore[no-untyped-def]
    """Each table's number for a kind points at a rule whose text says what that kind does."""
    words = {
        "legend_rule": "legend rule",
        "world_rule": "world rule",
        "aura_illegal": "Aura is attached",
        "counter_annihilation": "+1/+1 counter and a -1/-1 counter",
        "zero_loyalty": "loyalty 0",
        "team_zero_life": "Two-Headed Giant game, if a team has 0",
        "scheme_face_down": "scheme card",
        "role_rule": "Role",
        "speed_start": "start your engines",
    }
    files = {
        "2017-08-25": ("MagicCompRules-20170825.txt", "cp1252"),
        "2026-01-16": ("MagicCompRules-20260116.txt", "utf-8-sig"),
        "2026-04-17": ("MagicCompRules-20260417.txt", "utf-8-sig"),
    }
    for edition, (name, encoding) in files.items():
        text = re.sub(r"\r\n?", "\n", (shared / "data" / "cr" / "en" / name).read_bytes().decode(encoding))
        lines = {m.group(1): m.group(2) for m in re.finditer(r"(?m)^(\d{3}\.\d+[a-z]{0,2})\.? (.*)$", text)}
        for kind, needle in words.items():
            number = NUMBERING[edition][kind]
            if number is None:
                continue
            assert needle in lines[number], (edition, kind, number)
