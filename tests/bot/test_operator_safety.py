"""Issue 30's smaller defects, each as an operator met it: doctor's secrets inside URLs, escape
sequences echoed to the terminal, a full disk called damage, doctor's raw message key; and the
issue's hostile files through the real CLI (no traceback, the usual "unchanged" message)."""

from __future__ import annotations

import errno
import json
import re
import sqlite3
from pathlib import Path

import pytest

from bot.cr.ingest import import_bytes
from bot.replies.errors import describe_error
from bot.storage import Storage, StorageError, is_disk_full
from bot.terminal.cli import main

SECRET_URL = "https://judge:hunter2@mirror.example:8443/mtgjson/AtomicCards.json.xz?token=s3cr3t&v=2"


def test_doctor_masks_passwords_and_query_tokens_inside_url_settings(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("CARDS_URL", SECRET_URL)
    for as_json in (True, False):
        main(["doctor", "--db", str(tmp_path / "none.sqlite3"), *(["--json"] if as_json else [])])
        out = capsys.readouterr().out
        assert "hunter2" not in out and "s3cr3t" not in out and "alice" not in out
        assert "mirror.example:8443/mtgjson/AtomicCards.json.xz" in out and "token=***" in out
        if as_json:
            assert json.loads(out)["settings"]["cards_url"].startswith("https://***:***@mirror.example")


def test_doctor_on_a_file_that_isnt_a_database_says_so_in_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"not a database" * 500)
    code = main(["doctor", "--db", str(path)])
    out = capsys.readouterr().out
    assert code == 1 and "storage.damaged" not in out and "is damaged (file is not a database)" in out


def test_the_cli_doesnt_echo_escape_sequences_from_the_input(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["cr", "\x1b[2J\x1b]0;owned\x07704.5zz\x1b[31m\x00"])
    err = capsys.readouterr().err
    assert code == 2 and "704.5zz" in err
    assert not re.search(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]", err) and "owned" not in err and "[2J" not in err


async def test_a_full_disk_mid_import_is_disk_full_not_damage(tmp_path: Path, shared: Path) -> None:
    """SQLite's own SQLITE_FULL (a page limit stands in for the disk): the import is rolled
    back, the message says the disk is full and nothing changed, and the file is never "damaged"."""
    path = tmp_path / "juez.sqlite3"
    text = (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes()
    async with Storage.open(path) as storage:
        assert storage.writer is not None
        await storage.writer.execute("PRAGMA max_page_count = 200")
        with pytest.raises(StorageError) as caught:
            await import_bytes(storage, text, source="april")
        assert caught.value.key == "storage.full" and await storage.current_edition("en") is None
        assert await storage.quick_check() == []
    for lang, words in (("en", "disk is full"), ("es", "disco está lleno")):
        message = describe_error(caught.value, lang)
        assert message is not None and words in message and "dañada" not in message and "damaged" not in message


def test_full_disk_errors_are_told_from_damage() -> None:
    assert is_disk_full(sqlite3.OperationalError("database or disk is full"))
    assert is_disk_full(OSError(errno.ENOSPC, "No space left on device"))
    assert not is_disk_full(sqlite3.DatabaseError("file is not a database"))
    assert not is_disk_full(OSError(errno.EACCES, "Permission denied"))


async def test_a_full_disk_while_downloading_cards_is_disk_full(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from bot.cards import ingest

    async def no_space(*args: object, **kwargs: object) -> str:
        raise OSError(errno.ENOSPC, "No space left on device")

    async def nothing(*args: object, **kwargs: object) -> None:
        return None

    monkeypatch.setattr(ingest, "_download", no_space)
    monkeypatch.setattr(ingest, "_fetch_small", nothing)
    async with Storage.open(tmp_path / "juez.sqlite3") as storage:
        with pytest.raises(StorageError) as caught:
            await ingest.update_cards(storage, source="https://mirror.example/AtomicCards.json", default_url="")
    assert caught.value.key == "storage.full"


def test_a_document_of_100000_brackets_is_refused_in_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "ipg.json"
    path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    code = main(["docs", "update", "ipg", "--from", str(path), "--db", str(tmp_path / "db.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and "Traceback" not in out + err and "RecursionError" not in out + err
    assert "more than 64 levels deep" in out + err and "Nothing was changed" in out + err


def test_a_deeply_nested_card_file_is_refused_in_words(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "AtomicCards.json"
    # 3,000 levels, not the 100,000: the old importer took tens of GB for those (the fuzz
    # test runs 100,000 under an address-space limit)
    path.write_text('{"meta": {}, "data": {"Grizzly Bears": ' + "[" * 3_000 + "]" * 3_000 + "}}", encoding="utf-8")
    code = main(["cards", "update", "--from", str(path), "--db", str(tmp_path / "db.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and "more than 64 levels deep" in out + err and "The stored cards are unchanged" in out + err


def test_a_cr_dated_february_30_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, shared: Path
) -> None:
    text = (
        (shared / "data/cr/en/MagicCompRules-20260417.txt")
        .read_bytes()
        .replace(b"April 17, 2026", b"February 30, 2026", 1)
    )
    path = tmp_path / "cr.txt"
    path.write_bytes(text)
    code = main(["rules", "update", "--from", str(path), "--db", str(tmp_path / "db.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and "February 30, 2026" in err and "Traceback" not in out + err and "unchanged" in err


def test_a_cr_missing_704_5g_is_refused_then_force_imports_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, shared: Path
) -> None:
    text = (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes().decode("utf-8-sig")
    path = tmp_path / "cr.txt"
    path.write_text(re.sub(r"\n704\.5g [^\n]*\n", "\n", text), encoding="utf-8")
    db = str(tmp_path / "db.sqlite3")
    assert main(["rules", "update", "--from", str(path), "--db", db]) == 2
    err = capsys.readouterr().err
    assert "1 rule numbers are skipped (704.5g)" in err and "--force" in err
    assert main(["rules", "update", "--from", str(path), "--db", db, "--force"]) == 0


def test_a_settings_file_of_100000_brackets_is_refused_in_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("SHARD_IDS", "[" * 100_000 + "]" * 100_000)
    code = main(["doctor", "--db", str(tmp_path / "db.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and "SHARD_IDS" in err and "more than 64 levels deep" in err and "Traceback" not in out + err
    from bot.settings import Settings

    monkeypatch.setenv("SHARD_IDS", "[0, 2]")  # and the setting still reads as JSON
    assert Settings(_env_file=None).shard_ids == [0, 2]
