"""A CR with a rule missing isn't whole (issue 30): numbers skipped within a section or a rule
are found, as the documents importer finds a skipped section; every real edition has none."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.cr.parse import parse_cr
from engine.cr.wholeness import skipped_numbers

EDITIONS = ("MagicCompRules-20260417.txt", "MagicCompRules-20260116.txt", "MagicCompRules-20170825.txt")


def april(shared: Path) -> str:
    return (shared / "data/cr/en" / EDITIONS[0]).read_bytes().decode("utf-8-sig")


@pytest.mark.parametrize("name", EDITIONS)
def test_every_real_edition_numbers_its_rules_without_gaps(shared: Path, name: str) -> None:
    assert skipped_numbers(parse_cr((shared / "data/cr/en" / name).read_bytes())) == ()


def test_704_5g_deleted_is_a_gap_between_704_5f_and_704_5h(shared: Path) -> None:
    cut = re.sub(r"\n704\.5g [^\n]*\n", "\n", april(shared))
    assert skipped_numbers(parse_cr(cut)) == ("704.5g",)


def test_100_3_deleted_is_a_gap_between_100_2_and_100_4(shared: Path) -> None:
    cut = re.sub(r"\n100\.3\. [^\n]*\n", "\n", april(shared))
    assert skipped_numbers(parse_cr(cut)) == ("100.3",)


def test_a_last_sub_rule_deleted_leaves_no_gap(shared: Path) -> None:
    """704.6f is 704.6's last: nothing after it tells it was there (the count check's business)."""
    text = april(shared)
    last = max(re.findall(r"^704\.6([a-z])\b", text, flags=re.MULTILINE))
    cut = re.sub(rf"\n704\.6{last} [^\n]*\n", "\n", text)
    assert skipped_numbers(parse_cr(cut)) == ()


def test_control_characters_in_rule_text_are_dropped(shared: Path) -> None:
    text = april(shared).replace("704.5g ", "704.5g \x1b[2J\x00\x07", 1)
    rule = next(r for r in parse_cr(text).rules if r.number == "704.5g")
    assert not any(ord(c) < 32 for c in rule.text) and rule.text.startswith("[2J")


def test_february_30_is_a_refusal_not_a_value_error(shared: Path) -> None:
    from engine.cr.parse import CrParseError

    with pytest.raises(CrParseError) as caught:
        parse_cr(april(shared).replace("April 17, 2026", "February 30, 2026", 1))
    assert caught.value.key == "cr.bad_date" and "February 30, 2026" in str(caught.value.params["date"])
