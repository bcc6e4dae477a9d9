"""Every Spanish reply says game and match as engine/game_terms.py does: a game is "juego", a
match is "partida" (SBA replies said "pierdes la partida" while printed cards say "pierdes el
juego"). Each Spanish string is read beside its English twin."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from bot.catalog import CATALOG
from engine.game_terms import SPANISH as GAME_TERMS
from engine.policy.names import PENALTIES
from engine.policy.names import SPANISH as POLICY_NAMES
from engine.quiz.sba import PHRASES, TEXT
from engine.rule_notes import SPANISH as RULE_NOTES
from engine.sba.explain import ADDRESSED, EXPLANATIONS

MATCH = re.compile(r"\bmatch(es)?\b", re.IGNORECASE)
PARTIDA = re.compile(r"\bpartidas?\b", re.IGNORECASE)


def pairs() -> Iterator[tuple[str, str, str]]:
    """(where, English, Spanish) for every string written in both languages."""
    for key, spanish in CATALOG["es"].items():
        yield f"catalog {key}", CATALOG["en"].get(key, ""), spanish
    for table in (EXPLANATIONS, ADDRESSED, PHRASES, TEXT):
        for key, both in table.items():
            if "en" in both and "es" in both:
                yield f"template {key}", both["en"], both["es"]
    for english, spanish in (*POLICY_NAMES.items(), *PENALTIES.items()):
        yield f"policy {english}", english, spanish


@pytest.mark.parametrize(("where", "english", "spanish"), list(pairs()), ids=lambda v: str(v)[:40])
def test_a_match_is_partida_and_a_game_is_juego(where: str, english: str, spanish: str) -> None:
    if PARTIDA.search(spanish):
        assert MATCH.search(english), f"{where}: {spanish!r} says 'partida' for {english!r}"


def test_rule_notes_never_call_a_game_partida() -> None:
    said = [text for text in RULE_NOTES.values() if PARTIDA.search(text)]
    assert not said


def test_the_table_is_the_printed_cards_words() -> None:
    assert GAME_TERMS["game"] == "juego" and GAME_TERMS["match"] == "partida"
    assert PENALTIES["game loss"] == "Pérdida de juego" and PENALTIES["match loss"] == "Pérdida de partida"
