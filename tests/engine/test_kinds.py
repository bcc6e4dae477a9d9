"""Every rule kind is complete: numbered in each edition, findable in a text, explained in Spanish.

Adding a kind to ``engine/kinds.py`` without its rows elsewhere fails here, naming the table.
"""

from __future__ import annotations

import pytest

from engine.cr.citations import SIGNATURES
from engine.kinds import Kind
from engine.numbering import KNOWN_EDITIONS, NUMBERING
from engine.rule_notes import SPANISH
from engine.sba.explain import EXPLANATIONS
from engine.sba.rules import SBA_RULES


@pytest.mark.parametrize("kind", list(Kind), ids=str)
def test_every_kind_has_a_number_or_is_marked_absent_in_every_known_edition(kind: Kind) -> None:
    missing = [edition for edition in KNOWN_EDITIONS if kind not in NUMBERING[edition]]
    assert not missing, f"{kind} has no row (a number or None) in {missing}"


@pytest.mark.parametrize("kind", list(Kind), ids=str)
def test_every_kind_has_a_citation_signature(kind: Kind) -> None:
    sections, alternatives = SIGNATURES[kind]
    assert sections and alternatives and all(all(phrases) for phrases in alternatives)


@pytest.mark.parametrize("kind", list(Kind), ids=str)
def test_every_kind_has_our_spanish_explanation(kind: Kind) -> None:
    assert len(SPANISH[kind].split()) >= 5


@pytest.mark.parametrize("rule", SBA_RULES, ids=lambda r: str(r.kind))
def test_every_sba_action_explains_itself_in_english_and_spanish(rule: object) -> None:
    kind = rule.kind  # type: ignore[attr-defined]
    keys = [key for key in EXPLANATIONS if key == kind or key.startswith(f"{kind}.")]
    assert keys, f"no explanation of {kind}"
    for key in keys:
        assert EXPLANATIONS[key]["en"].strip() and EXPLANATIONS[key]["es"].strip(), key


def test_the_tables_name_no_kind_that_doesnt_exist() -> None:
    for edition in KNOWN_EDITIONS:
        assert set(NUMBERING[edition]) <= set(Kind), edition
    assert set(SIGNATURES) <= set(Kind) and set(SPANISH) <= set(Kind)
