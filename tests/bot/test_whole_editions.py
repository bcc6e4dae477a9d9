"""No partial rules ever become current (issue: reliability): each broken file, built here from
the shared editions, is refused with what was wrong, on every import path; `--force`, `rules use`
and `rules remove` give the operator the way back."""

from __future__ import annotations

import json
import re
from datetime import date
from pathlib import Path

import pytest

from bot.cr.ingest import IngestError, import_bytes
from bot.storage import Storage
from bot.terminal.cli import main

APRIL, JANUARY = "MagicCompRules-20260417.txt", "MagicCompRules-20260116.txt"
TODAY = date(2026, 12, 3)


def text(shared: Path, name: str = APRIL) -> str:
    return (shared / "data/cr/en" / name).read_bytes().decode("utf-8-sig")


def without_chapters(cr: str, chapters: str, *, contents_too: bool) -> bytes:
    """The CR with the body of the given chapters cut (and their contents lines, if asked)."""
    lines = cr.splitlines()
    glossary = [i for i, line in enumerate(lines) if line.strip() == "Glossary"]
    body_start = next(i for i in range(glossary[0] + 1, len(lines)) if re.match(r"^1\. ", lines[i]))
    out = []
    cutting = False
    for i, line in enumerate(lines):
        if i >= body_start and i < glossary[-1]:
            chapter = re.match(r"^(\d)\. ", line)
            if chapter:
                cutting = chapter.group(1) in chapters
            if cutting or (re.match(r"^(\d)\d\d\.", line) and line[0] in chapters):
                continue
        elif contents_too and i < body_start and re.match(rf"^[{chapters}](?:\d\d)?\. ", line):
            continue
        out.append(line)
    return "\n".join(out).encode("utf-8")


def redated(cr: str, new_date: str) -> bytes:
    return re.sub(r"effective as of \w+ \d{1,2}, \d{4}", f"effective as of {new_date}", cr, count=1).encode()


@pytest.fixture
async def store(tmp_path: Path, shared: Path) -> Storage:  # type: ignore[misc]
    async with Storage.open(tmp_path / "db.sqlite3") as storage:
        await import_bytes(storage, text(shared, JANUARY).encode(), source="january", today=TODAY)
        yield storage


async def test_a_cr_whose_body_lost_chapters_7_to_9_is_refused(store: Storage, shared: Path) -> None:
    with pytest.raises(IngestError) as caught:
        await import_bytes(store, without_chapters(text(shared), "789", contents_too=False), source="cut", today=TODAY)
    assert caught.value.key == "ingest.missing_sections" and "704" in str(caught.value.params["missing"])
    assert (await store.current_edition("en")).effective_date == "2026-01-16"  # type: ignore[union-attr]


async def test_a_cr_cut_with_its_contents_is_refused_for_the_missing_chapters(store: Storage, shared: Path) -> None:
    with pytest.raises(IngestError) as caught:
        await import_bytes(store, without_chapters(text(shared), "789", contents_too=True), source="cut", today=TODAY)
    assert caught.value.key == "ingest.missing_sections" and caught.value.params["missing"].startswith("7, 8, 9")


async def test_a_one_rule_file_is_refused_even_as_the_first_edition(tmp_path: Path) -> None:
    one = (
        b"Magic: The Gathering Comprehensive Rules\n\nThese rules are effective as of April 17, 2026.\n\n"
        b"100. General\n\n100.1. These Magic rules apply to any Magic game.\n\nGlossary\n\nCredits\n\nThanks.\n"
    )
    async with Storage.open(tmp_path / "one.sqlite3") as storage:
        with pytest.raises(IngestError) as caught:
            await import_bytes(storage, one, source="one", today=TODAY)
        assert caught.value.key == "ingest.no_contents" and await storage.current_edition("en") is None


async def test_an_edition_dated_2099_is_refused(store: Storage, shared: Path) -> None:
    with pytest.raises(IngestError) as caught:
        await import_bytes(store, redated(text(shared), "January 1, 2099"), source="2099", today=TODAY)
    assert caught.value.key == "ingest.future" and caught.value.params["date"] == "2099-01-01"


async def test_a_newer_edition_with_far_fewer_glossary_entries_is_refused(store: Storage, shared: Path) -> None:
    cr = text(shared)
    start, end = cr.rindex("\nGlossary\n"), cr.rindex("\nCredits\n")
    entries = cr[start:end].split("\n\n")
    shrunk = cr[:start] + "\n\n".join(entries[: len(entries) // 2]) + cr[end:]
    with pytest.raises(IngestError) as caught:
        await import_bytes(store, shrunk.encode(), source="shrunk", today=TODAY)
    assert caught.value.key == "ingest.shrunk.glossary"


async def test_whole_editions_still_import_older_ones_kept_for_history(store: Storage, shared: Path) -> None:
    april = await import_bytes(store, text(shared).encode(), source="april", today=TODAY)
    assert april.current
    data = (shared / "data/cr/en/MagicCompRules-20170825.txt").read_bytes()  # cp1252, as published
    old = await import_bytes(store, data, source="2017", today=TODAY)
    assert old.created and not old.current  # far smaller, but never meant to be current


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_refuses_then_force_then_use_rolls_back_and_remove(
    capsys: pytest.CaptureFixture[str], shared: Path, tmp_path: Path
) -> None:
    db = str(tmp_path / "cli.sqlite3")
    january = str(shared / "data/cr/en" / JANUARY)
    assert run(capsys, "rules", "update", "--from", january, "--db", db)[0] == 0
    broken = tmp_path / "broken.txt"
    broken.write_bytes(without_chapters(text(shared), "789", contents_too=False))
    code, _, err = run(capsys, "rules", "update", "--from", str(broken), "--db", db, "--lang", "en")
    assert code == 2 and "missing" in err and "--force" in err and "Traceback" not in err
    code, out, _ = run(capsys, "rules", "update", "--from", str(broken), "--db", db, "--force", "--json")
    assert code == 0 and json.loads(out)["current"]
    code, out, _ = run(capsys, "rules", "use", "2026-01-16", "--db", db)
    assert code == 0 and "2026-01-16" in out
    code, out, _ = run(capsys, "cr", "704.5g", "--db", db)
    assert code == 0 and "lethal damage" in out
    code, _, err = run(capsys, "rules", "remove", "2026-01-16", "--db", db)
    assert code == 2 and "juez rules use" in err
    code, out, _ = run(capsys, "rules", "remove", "2026-04-17", "--db", db, "--json")
    assert code == 0 and json.loads(out)["removed"] == "2026-04-17"
    code, _, err = run(capsys, "rules", "use", "2030-01-01", "--db", db)
    assert code == 2 and "2026-01-16" in err
