"""One handler path for every surface: the CLI, the console and the handler the cogs call give
the same answer to the same input (the CLI answered `define HCE` and `cr "IPG 2.5"` from the
glossary while the console answered from the IPG). /sba too: a board, a pick among its readings,
and the question itself (the Discord cog and its select menu call the same handler)."""

from __future__ import annotations

import asyncio
import io
from pathlib import Path

import pytest

from bot.cr.service import RulesService
from bot.docs.ingest import import_path
from bot.docs.service import PolicyService
from bot.handlers import Services
from bot.handlers import cr as cr_handlers
from bot.replies.reply import Reply, to_text
from bot.settings import Settings
from bot.storage import Storage
from bot.terminal.cli import main
from bot.terminal.console import Console
from tests.bot.candidate_readings import LETHAL, REFUSED, SURVIVES, offer

#: (CLI argv, console line, handler, its options): a sample of lookups judges make every day.
SAMPLE = [
    (("define", "HCE"), "/define term: HCE", "define", {"term": "HCE"}),
    (("define", "Game Loss"), "/define term: Game Loss", "define", {"term": "Game Loss"}),
    (("define", "deathtouch"), "/define term: deathtouch", "define", {"term": "deathtouch"}),
    (("cr", "IPG 2.5"), "/cr rule: IPG 2.5", "cr", {"rule": "IPG 2.5"}),
    (("cr", "704.5g"), "/cr rule: 704.5g", "cr", {"rule": "704.5g"}),
    (("search", "legend rule"), "/search query: legend rule", "search", {"query": "legend rule"}),
]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory, shared: Path) -> str:
    from bot.cr.ingest import import_bytes

    path = tmp_path_factory.mktemp("surfaces") / "surfaces.sqlite3"

    async def build() -> None:
        async with Storage.open(path) as storage:
            await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
            await import_path(PolicyService(storage).store, shared / "data/docs/judgeorbit-data")

    asyncio.run(build())
    return str(path)


async def _console_and_handler(db: str, line: str, handler: str, options: dict[str, str]) -> tuple[str, str]:
    async with Storage.open(Path(db)) as storage:
        settings = Settings(_env_file=None, database_path=Path(db))  # type: ignore[call-arg]
        services = Services(settings, RulesService(storage), docs=PolicyService(storage))
        console = Console(services, lang="en", out=io.StringIO())
        assert await console.run_line(line)
        shown = console.out.getvalue()  # type: ignore[attr-defined]
        return shown, to_text(await getattr(cr_handlers, handler)(services, "en", **options))


@pytest.mark.parametrize(("argv", "line", "handler", "options"), SAMPLE, ids=[" ".join(s[0]) for s in SAMPLE])
def test_cli_console_and_handler_answer_alike(
    db: str, capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], line: str, handler: str, options: dict[str, str]
) -> None:
    capsys.readouterr()
    assert main([*argv, "--db", db]) == 0
    cli = capsys.readouterr().out
    shown, direct = asyncio.run(_console_and_handler(db, line, handler, options))
    assert cli == direct, f"CLI:\n{cli}\nhandler:\n{direct}"
    assert direct in shown, f"console:\n{shown}\nhandler:\n{direct}"


async def _console_and_sba(db: str, line: str, options: dict[str, str]) -> tuple[str, Reply]:
    from bot.handlers import sba as sba_handlers

    async with Storage.open(Path(db)) as storage:
        settings = Settings(_env_file=None, database_path=Path(db))  # type: ignore[call-arg]
        services = Services(settings, RulesService(storage))
        console = Console(services, lang="en", out=io.StringIO())
        assert await console.run_line(line)
        return console.out.getvalue(), await sba_handlers.sba(services, "en", **options)  # type: ignore[attr-defined]


#: /sba, its readings and a pick: (CLI argv, console line, handler options).
SBA_SAMPLE = [
    (("sba", LETHAL), f"/sba board: {LETHAL}", {"board": LETHAL}),
    (("sba", REFUSED, "--reading", "2"), f"/sba board: {REFUSED} reading: 2", {"board": REFUSED, "reading": "2"}),
    (("sba", REFUSED, "--reading", "1"), f"/sba board: {REFUSED} reading: 1", {"board": REFUSED, "reading": "1"}),
]


@pytest.mark.parametrize(("argv", "line", "options"), SBA_SAMPLE, ids=["as-typed", "pick-2", "pick-1"])
def test_sba_cli_console_and_handler_answer_alike(
    db: str,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    argv: tuple[str, ...],
    line: str,
    options: dict[str, str],
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    capsys.readouterr()
    assert main([*argv, "--db", db]) == 0
    cli = capsys.readouterr().out
    shown, reply = asyncio.run(_console_and_sba(db, line, options))
    direct = to_text(reply)
    assert cli == direct, f"CLI:\n{cli}\nhandler:\n{direct}"
    assert direct in shown, f"console:\n{shown}\nhandler:\n{direct}"


def test_sba_question_is_the_same_on_every_surface_but_how_to_pick(
    db: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The CLI asks on stderr (status 2) and says ``--reading N``; the console and Discord say
    ``reading: N``; the rest of the question is one text."""
    offer(monkeypatch, LETHAL, SURVIVES)
    capsys.readouterr()
    assert main(["sba", REFUSED, "--db", db]) == 2
    cli = capsys.readouterr().err.rstrip("\n").splitlines()
    shown, reply = asyncio.run(_console_and_sba(db, f"/sba board: {REFUSED}", {"board": REFUSED}))
    direct = reply.description.splitlines()
    assert reply.picks and cli[:-1] == direct[:-1] and "--reading N" in cli[-1] and "reading: N" in direct[-1]
    assert to_text(reply) in shown


async def _console_and_mana(db: Path, line: str, lang: str, options: dict[str, str]) -> tuple[str, str]:
    from bot.cards.service import CardService
    from bot.handlers import mana as mana_handlers

    async with Storage.open(db) as storage:
        settings = Settings(_env_file=None, database_path=db)  # type: ignore[call-arg]
        services = Services(settings, RulesService(storage), CardService(storage))
        console = Console(services, lang=lang, out=io.StringIO())
        assert await console.run_line(line)
        shown = console.out.getvalue()  # type: ignore[attr-defined]
        return shown, to_text(await mana_handlers.mana(services, lang, **options))


#: /mana with a card's name where an ability's text goes, its Spanish name, and ability text.
MANA_SAMPLE = [
    ("en", "Chandra, Torch of Defiance", "Mana abilities of Chandra, Torch of Defiance"),
    ("es", "Elfos de Llanowar", "Llanowar Elves"),
    ("en", "{T}: Add {G}.", "mana ability"),
]


@pytest.mark.parametrize(("lang", "text", "needle"), MANA_SAMPLE, ids=["card-name", "spanish-name", "ability"])
def test_mana_cli_console_and_handler_answer_alike(
    card_db: Path, capsys: pytest.CaptureFixture[str], lang: str, text: str, needle: str
) -> None:
    """Issue 35: `juez mana "Chandra, Torch of Defiance"` answers for the card, as the console's
    `/mana ability:` does; the CLI runs the handler the cogs and the console run."""
    capsys.readouterr()
    assert main(["mana", text, "--db", str(card_db), "--lang", lang]) == 0
    cli = capsys.readouterr().out
    shown, direct = asyncio.run(_console_and_mana(card_db, f"/mana ability: {text}", lang, {"ability": text}))
    assert cli == direct and needle in direct, f"CLI:\n{cli}\nhandler:\n{direct}"
    assert direct in shown, f"console:\n{shown}\nhandler:\n{direct}"


def test_mana_without_card_data_says_a_name_may_be_a_card(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Near miss: with no card data the name is read as ability text, and the reply says so
    instead of answering as if Chandra were a static ability."""
    assert main(["mana", "Chandra, Torch of Defiance", "--db", str(tmp_path / "none.sqlite3")]) == 0
    out = capsys.readouterr().out
    assert "No card data is stored" in out and "juez cards update" in out
    assert main(["mana", "{T}: Add {G}.", "--db", str(tmp_path / "none.sqlite3")]) == 0
    assert "No card data" not in capsys.readouterr().out  # ability text can't be a name
