"""The store under faults (issue: reliability): another process holding the write lock, a
damaged file, a read-only file, paths that can't be databases. Reads keep working, writes say
"busy", damage is found and moved aside, and nothing ends in a traceback."""

from __future__ import annotations

import os
import sqlite3
import stat
import time
from pathlib import Path

import pytest

from bot import storage as storage_module
from bot.storage import Storage, StorageError, open_healthy
from bot.terminal.cli import main


@pytest.fixture
def short_busy(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage_module, "BUSY_TIMEOUT_MS", 200)


async def _with_data(path: Path) -> None:
    async with Storage.open(path) as storage:
        await storage.set_user_language(1, "es")


async def test_reads_go_on_while_another_process_holds_the_write_lock(tmp_path: Path, short_busy: None) -> None:
    path = tmp_path / "db.sqlite3"
    await _with_data(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO meta (key, value) VALUES ('x', 'y')")
    try:
        async with Storage.open(path) as storage:
            start = time.perf_counter()
            assert await storage.user_language(1) == "es"
            assert time.perf_counter() - start < 0.1  # reads never wait for the writer
            with pytest.raises(StorageError) as caught:
                await storage.set_user_language(2, "en")
            assert caught.value.key == "storage.busy"
    finally:
        other.execute("ROLLBACK")
        other.close()


async def test_a_damaged_header_is_a_message_then_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"this is not a database" * 300)
    with pytest.raises(StorageError) as caught:
        async with Storage.open(path):
            pass
    assert caught.value.key == "storage.damaged"
    async with open_healthy(path) as storage:
        assert await storage.user_language(1) is None
    assert list(tmp_path.glob("db.sqlite3.damaged-*"))


async def test_garbage_in_the_middle_is_found_by_the_check_and_never_written_into(tmp_path: Path, shared: Path) -> None:
    from bot.cr.ingest import import_bytes

    path = tmp_path / "db.sqlite3"
    async with Storage.open(path) as storage:
        await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
        assert storage.writer is not None
        await storage.writer.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = path.stat().st_size
    with path.open("r+b") as handle:
        handle.seek(size // 2 // 4096 * 4096)
        handle.write(os.urandom(4096))
    async with Storage.open(path) as storage:
        assert await storage.quick_check()
    async with open_healthy(path) as storage:
        assert await storage.current_edition("en") is None  # a fresh store, to import again
    assert list(tmp_path.glob("db.sqlite3.damaged-*"))


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes through read-only permissions")
async def test_a_read_only_database_can_be_read(tmp_path: Path) -> None:
    path = tmp_path / "ro" / "db.sqlite3"
    await _with_data(path)
    path.chmod(stat.S_IREAD)
    path.parent.chmod(stat.S_IREAD | stat.S_IEXEC)
    try:
        async with Storage.open(path) as storage:
            assert await storage.user_language(1) == "es"
            with pytest.raises(StorageError) as caught:
                await storage.set_user_language(2, "en")
            assert caught.value.key == "storage.read_only"
    finally:
        path.parent.chmod(stat.S_IRWXU)
        path.chmod(stat.S_IRUSR | stat.S_IWUSR)


async def test_an_immutable_open_reads_a_file_nobody_may_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """As root the permission test above can't run: the read-only path is forced instead."""
    path = tmp_path / "db.sqlite3"
    await _with_data(path)
    monkeypatch.setattr(storage_module, "_writable", lambda where: False)
    async with Storage.open(path) as storage:
        assert storage.writer is None and await storage.user_language(1) == "es"
        with pytest.raises(StorageError) as caught:
            await storage.set_user_language(2, "en")
        assert caught.value.key == "storage.read_only"


@pytest.mark.parametrize(("make", "key"), [("folder", "storage.is_directory"), ("file_parent", "storage.bad_parent")])
async def test_paths_that_cant_be_databases(tmp_path: Path, make: str, key: str) -> None:
    if make == "folder":
        path = tmp_path / "a-folder"
        path.mkdir()
    else:
        (tmp_path / "plain-file").write_text("x")
        path = tmp_path / "plain-file" / "db.sqlite3"
    with pytest.raises(StorageError) as caught:
        async with Storage.open(path):
            pass
    assert caught.value.key == key


def test_cli_says_what_is_wrong_with_the_path(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code = main(["cr", "704.5g", "--db", str(tmp_path), "--lang", "es"])
    err = capsys.readouterr().err
    assert code == 2 and "es una carpeta" in err and "Traceback" not in err


def test_doctor_reports_health_and_masks_secrets(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import json

    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    path = tmp_path / "db.sqlite3"
    path.write_bytes(b"not a database" * 500)
    code = main(["doctor", "--db", str(path), "--json"])
    out = capsys.readouterr().out
    report = json.loads(out)
    assert code == 1 and report["healthy"] is False and "very-secret-token" not in out
    assert report["settings"]["discord_token"] == "***"


def test_a_database_folder_the_user_may_not_open_is_a_message(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Another user's folder (mode 700) refuses even a stat: root can't make one, so the refusal
    is what the file system says (PermissionError), raised where the path is first looked at."""
    from bot.terminal.cli import main

    def refused(self: Path) -> bool:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "is_dir", refused)
    code = main(["cr", "704.5g", "--db", str(tmp_path / "other" / "juez.sqlite3")])
    out, err = capsys.readouterr()
    assert code == 2 and "Can't open the database" in out + err and "Traceback" not in out + err
