"""/ruling (/fallo) finds rulings about another card named in either language (issue 35,
item 3): rulings name cards by their Oracle names, so "Opalescencia" is read as Opalescence."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.terminal.cli import main


def ruling(capsys: pytest.CaptureFixture[str], db: Path, lang: str, *words: str) -> str:
    assert main(["ruling", *words, "--db", str(db), "--lang", lang]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize(
    ("lang", "card", "other"),
    [("es", "Humildad", "Opalescencia"), ("en", "Humility", "Opalescence"), ("es", "Humility", "opalescencia")],
)
def test_a_card_named_in_the_query_finds_the_rulings_about_it(
    capsys: pytest.CaptureFixture[str], card_db: Path, lang: str, card: str, other: str
) -> None:
    out = ruling(capsys, card_db, lang, card, other)
    assert "two Opalescences" in out and "current interaction between Humility and Opalescence" in out
    assert "Removes all creature abilities" not in out  # a ruling that names no Opalescence


def test_a_word_that_names_no_card_finds_nothing(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    """Near miss: one letter off a card's Spanish name names no card, and no ruling says it."""
    out = ruling(capsys, card_db, "es", "Humildad", "Opalescenciaz")
    assert "Ninguna resolución de esta carta menciona `Opalescenciaz`" in out
