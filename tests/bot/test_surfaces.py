"""One handler path for every surface: the CLI, the console and the handler the cogs call give
the same answer to the same input (the CLI answered `define HCE` and `cr "IPG 2.5"` from the
glossary while the console answered from the IPG)."""

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
from bot.replies.reply import to_text
from bot.settings import Settings
from bot.storage import Storage
from bot.terminal.cli import main
from bot.terminal.console import Console

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
