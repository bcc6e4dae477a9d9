"""/card in Spanish gives the Oracle type line in printed Spanish terms (issue 35, item 2), with
the printed line beside it, labelled, only when it differs; English replies are unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.terminal.cli import main


def card(capsys: pytest.CaptureFixture[str], db: Path, name: str, lang: str) -> str:
    assert main(["card", name, "--db", str(db), "--lang", lang]) == 0
    return capsys.readouterr().out


@pytest.mark.parametrize("name", ["Jace, the Mind Sculptor", "Liliana of the Veil", "Karn Liberated"])
def test_a_planeswalker_printed_before_the_legend_rule_reads_legendario(
    capsys: pytest.CaptureFixture[str], card_db: Path, name: str
) -> None:
    out = card(capsys, card_db, name, "es")
    first = out.splitlines()[2]
    assert first.startswith("Planeswalker legendario — "), out
    assert "Línea de tipo impresa: Planeswalker — " in out


def test_a_printed_line_that_agrees_is_not_shown_twice(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    """Near miss: Grizzly Bears' printed line is its Oracle line in Spanish."""
    out = card(capsys, card_db, "Grizzly Bears", "es")
    assert "Criatura — Oso" in out and "impresa" not in out


def test_the_english_reply_keeps_the_oracle_line_and_no_spanish(
    capsys: pytest.CaptureFixture[str], card_db: Path
) -> None:
    out = card(capsys, card_db, "Jace, the Mind Sculptor", "en")
    assert "Legendary Planeswalker — Jace" in out
    assert "legendario" not in out and "impresa" not in out
