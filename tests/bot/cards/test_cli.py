"""`juez card`, `juez cards`, and card names through `juez sba` and `juez mana`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.terminal.cli import main
from tests.builders import cite


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cards_update_from_a_file_then_status(
    capsys: pytest.CaptureFixture[str], cards_file: Path, tmp_path: Path
) -> None:
    db = str(tmp_path / "db.sqlite3")
    code, out, _ = run(capsys, "cards", "update", "--from", str(cards_file), "--db", db)
    assert code == 0 and "1771" in out.replace(",", "")
    code, out, _ = run(capsys, "cards", "status", "--db", db, "--json")
    assert code == 0 and json.loads(out)["card_count"] == 1_771
    code, out, _ = run(capsys, "cards", "update", "--from", str(cards_file), "--db", db, "--lang", "es")
    assert code == 0 and "nada que hacer" in out


def test_card_in_spanish_shows_the_printed_name_and_the_oracle_text(
    capsys: pytest.CaptureFixture[str], card_db: Path
) -> None:
    code, out, _ = run(capsys, "card", "osos", "pardos", "--db", str(card_db), "--lang", "es")
    assert code == 0
    assert "Osos pardos (Grizzly Bears)" in out and "Criatura — Oso" in out and "2/2" in out
    assert "MTGJSON" in out and "Wizards" in out


def test_card_json_has_every_face(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "card", "Fire // Ice", "--db", str(card_db), "--json")
    data = json.loads(out)
    assert code == 0 and [f["name"] for f in data["faces"]] == ["Fire", "Ice"]


def test_unknown_card_is_one_line_with_suggestions(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, err = run(capsys, "card", "Grizzly", "Bearz", "Supreme", "--db", str(card_db))
    assert code == 2 and not out and "Grizzly Bears" in err and "Traceback" not in err


def test_card_without_stored_cards_says_how_to_import(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, _, err = run(capsys, "card", "Grizzly Bears", "--db", str(tmp_path / "empty.sqlite3"))
    assert code == 2 and "juez cards update" in err


def test_sba_reads_card_names_from_the_store(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "sba", "Grizzly Bears with 2 damage", "--db", str(card_db))
    assert code == 0 and str(cite("lethal_damage")) in out and "[card: Grizzly Bears]" in out


def test_mana_of_a_card_classifies_its_oracle_text(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    for argv in (("mana", "--card", "Elfos de Llanowar"), ("mana", "Llanowar Elves")):
        code, out, _ = run(capsys, *argv, "--db", str(card_db))
        assert code == 0 and "Llanowar Elves" in out and "it is a mana ability" in out, out


def test_mana_of_a_card_honours_the_edition(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    """`--edition` with `--card` cites that edition (it was answered under the newest)."""
    code, out, _ = run(capsys, "mana", "--card", "Chromatic Sphere", "--edition", "2026-01-16", "--db", str(card_db))
    assert code == 0 and "January 16, 2026" in out, out
    code, out, _ = run(capsys, "mana", "--card", "Chromatic Sphere", "--db", str(card_db))
    assert code == 0 and "January 16, 2026" not in out


def test_mana_of_an_instant_card_is_a_spell(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "mana", "--card", "Dark Ritual", "--db", str(card_db), "--json")
    data = json.loads(out)
    assert code == 0 and not any(a["mana_ability"] for a in data["Dark Ritual"]["abilities"])


def test_mana_needs_text_or_a_card(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "mana")
    assert code == 2 and "card" in err


def test_sba_reply_links_each_card_to_the_card_command(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(
        capsys, "sba", "Osos pardos con 2 de daño; Rancor on Osos pardos", "--db", str(card_db), "--lang", "es"
    )
    # a Spanish reply links each card by its printed Spanish name, which /carta reads back
    assert code == 0 and "/carta nombre: Rencor" in out and "/carta nombre: Osos pardos" in out
    answer = out.split("Resolución (en inglés)")[0]  # a ruling is quoted as published, in English
    assert "Rancor" not in answer and "Grizzly Bears" not in answer


def test_sba_reply_links_each_card_by_its_oracle_name_in_english_twin(
    capsys: pytest.CaptureFixture[str], card_db: Path
) -> None:
    code, out, _ = run(capsys, "sba", "Grizzly Bears with 2 damage; Rancor on Grizzly Bears", "--db", str(card_db))
    assert code == 0 and "/card name: Rancor" in out and "/card name: Grizzly Bears" in out
    assert "Rencor" not in out and "Osos pardos" not in out


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ("/card name: osos pardos", "Creature — Bear"),
        ("/carta nombre: Relampago", "Lightning Bolt"),
        ("/mana card: Llanowar Elves", "605.1a"),
        ("/sba board: Osos pardos con 2 de daño", "704.5g"),
    ],
)
async def test_console_knows_cards(card_db: Path, line: str, needle: str) -> None:
    import io

    from bot.cards.service import CardService
    from bot.cr.service import RulesService
    from bot.handlers import Services
    from bot.settings import Settings
    from bot.storage import Storage
    from bot.terminal.console import Console

    async with Storage.open(card_db) as storage:
        settings = Settings(_env_file=None, database_path=card_db)  # type: ignore[call-arg]
        out = io.StringIO()
        console = Console(Services(settings, RulesService(storage), CardService(storage)), out=out)
        await console.run_line(line)
    assert needle in out.getvalue(), out.getvalue()


def test_spanish_board_as_read_leaves_out_subtypes_it_cant_word_in_spanish(
    capsys: pytest.CaptureFixture[str], card_db: Path
) -> None:
    code, out, _ = run(
        capsys, "sba", "Osos pardos con 3 de daño; Rancor on Osos pardos", "--db", str(card_db), "--lang", "es"
    )
    assert code == 0 and "aura" in out and "bear" not in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (("mana", "--card", "Treasure"), "it is a mana ability"),
        (("mana", "Treasure"), "111.10a"),
        (("mana", "Tesoro", "--lang", "es"), "es una habilidad de maná"),
        (("mana", "--card", "Eldrazi Spawn"), "it is a mana ability"),
        (("mana", "Powerstone"), "it is a mana ability"),
    ],
)
def test_605_1a_a_predefined_tokens_ability_is_classified(
    capsys: pytest.CaptureFixture[str], card_db: Path, argv: tuple[str, ...], needle: str
) -> None:
    code, out, _ = run(capsys, *argv, "--db", str(card_db))
    assert code == 0 and needle in out, out


@pytest.mark.parametrize("name", ["Clue", "Pista", "Food"])
def test_605_1a_a_token_whose_ability_adds_no_mana_twin(
    capsys: pytest.CaptureFixture[str], card_db: Path, name: str
) -> None:
    code, out, _ = run(capsys, "mana", "--card", name, "--db", str(card_db), "--json")
    data = json.loads(out)
    assert code == 0 and not any(a["mana_ability"] for face in data.values() for a in face["abilities"])


def test_a_name_that_is_no_card_and_no_token_is_still_not_found(
    capsys: pytest.CaptureFixture[str], card_db: Path
) -> None:
    code, out, err = run(capsys, "mana", "--card", "Treasury Zorp", "--db", str(card_db))
    assert code != 0 and "Treasury Zorp" in out + err


def test_704_5g_a_ruling_that_decides_the_answer_is_shown(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    """Tarmogoyf's ruling: the Bolt is in the graveyard before state-based actions are checked."""
    board = "I control Tarmogoyf; my opponent deals 2 damage to Tarmogoyf with Lightning Bolt"
    code, out, _ = run(capsys, "sba", board, "--db", str(card_db))
    assert code == 0 and "704.5g" in out
    assert "Ruling · Tarmogoyf" in out and "before state-based actions are performed" in out, out


def test_a_ruling_about_nothing_the_answer_decided_twin(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "sba", "Thalia, Guardian of Thraben with 1 damage", "--db", str(card_db))
    assert code == 0 and "Ruling" not in out  # Thalia's rulings are about spell costs


@pytest.mark.parametrize(
    ("board", "lang", "needle", "absent"),
    [
        (
            "I have 0 life and control Platinum Angel",
            "en",
            "It doesn’t matter whether you have 0 or less life",
            "Two-Headed",
        ),
        (
            "Tengo 0 vidas y controlo un Ángel de platino",
            "es",
            "Resolución (en inglés) · Ángel de platino",
            "Two-Headed",
        ),
    ],
)
def test_104_3a_platinum_angels_ruling_under_the_note(
    capsys: pytest.CaptureFixture[str], card_db: Path, board: str, lang: str, needle: str, absent: str
) -> None:
    code, out, _ = run(capsys, "sba", board, "--lang", lang, "--db", str(card_db))
    assert code == 0 and needle in out and absent not in out, out


def test_oracle_text_with_stars_is_shown_as_written(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "card", "Tarmogoyf", "--db", str(card_db))
    assert code == 0 and "*/1+*" in out, out


def test_malformed_spanish_card_data_falls_back_to_english(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    """Fire // Ice's Spanish Ice face has a sentence for a type line and an artist for a last line."""
    code, out, _ = run(capsys, "card", "Fire // Ice", "--lang", "es", "--db", str(card_db))
    assert code == 0 and "Gira el permanente objetivo.  {1}{U}" not in out and "Franz Vohwinkel" not in out
    # The type line is the Oracle one in Spanish terms (issue 35), whatever the printed one says;
    # the note names only the printed text.
    assert "parecen mal formados (texto impreso)" in out and "Instantáneo  {1}{U}" in out
    assert "Instantáneo  {1}{R}" in out


def test_well_formed_spanish_card_data_is_shown_twin(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "card", "Grizzly Bears", "--lang", "es", "--db", str(card_db))
    assert code == 0 and "Criatura — Oso" in out and "mal formados" not in out


@pytest.mark.parametrize(
    ("typed", "card"),
    [
        ("jace mind sculptor", "Jace, the Mind Sculptor"),
        ("thalia guardian thraben", "Thalia, Guardian of Thraben"),
        ("Ángel platino", "Platinum Angel"),
    ],
)
def test_a_card_name_missing_a_small_word_is_read(
    capsys: pytest.CaptureFixture[str], card_db: Path, typed: str, card: str
) -> None:
    code, out, _ = run(capsys, "card", typed, "--db", str(card_db))
    assert code == 0 and out.startswith(card), out[:200]


def test_a_name_missing_a_word_that_matters_is_not_guessed_twin(
    capsys: pytest.CaptureFixture[str], card_db: Path
) -> None:
    code, out, err = run(capsys, "card", "jace sculptor", "--db", str(card_db))
    assert code != 0 and "Jace, the Mind Sculptor" in out + err  # offered, not chosen


@pytest.mark.parametrize(("lang", "needle"), [("en", "A card's name is needed"), ("es", "Hace falta el nombre")])
def test_an_empty_card_name_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], card_db: Path, lang: str, needle: str
) -> None:
    code, out, err = run(capsys, "card", "  ", "--lang", lang, "--db", str(card_db))
    assert code == 2 and needle in out + err and "∅" not in out + err


@pytest.mark.parametrize(
    ("argv", "first"),
    [
        (("ruling", "Tarmogoyf", "graveyard"), "put into its owner’s graveyard before state-based actions"),
        (
            ("ruling", "Tarmogoyf", "cementerio", "--lang", "es"),
            "put into its owner’s graveyard before state-based actions",
        ),
        (("ruling", "Tarmogoyf", "card", "types"), "counts card types, not cards"),
    ],
)
def test_ruling_finds_a_cards_rulings_by_words(
    capsys: pytest.CaptureFixture[str], card_db: Path, argv: tuple[str, ...], first: str
) -> None:
    code, out, _ = run(capsys, *argv, "--db", str(card_db))
    rulings = [line for line in out.splitlines() if line.startswith("  ")]
    assert code == 0 and first in rulings[0], out


def test_ruling_with_words_no_ruling_has_says_so_twin(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "ruling", "Tarmogoyf", "trample", "deathtouch", "--db", str(card_db))
    assert code == 0 and "None of this card's rulings mention" in out


def test_card_rulings_flag_shows_every_ruling(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code, out, _ = run(capsys, "card", "Tarmogoyf", "--rulings", "--db", str(card_db))
    assert code == 0 and out.startswith("Rulings: Tarmogoyf") and out.count("2021-03-19") == 4
