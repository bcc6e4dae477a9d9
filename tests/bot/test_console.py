"""`juez console` / `juez ask`: the slash commands in a terminal, through the same handlers."""

from __future__ import annotations

import io
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.cr.ingest import import_bytes
from bot.cr.service import RulesService
from bot.handlers import Services
from bot.settings import Settings
from bot.storage import Storage
from bot.terminal.console import Console


@pytest.fixture
async def console(tmp_path: Path, shared: Path) -> AsyncIterator[Console]:
    async with Storage.open(tmp_path / "c.sqlite3") as storage:
        await import_bytes(storage, (shared / "data/cr/en/MagicCompRules-20260417.txt").read_bytes(), source="t")
        settings = Settings(_env_file=None, database_path=tmp_path / "c.sqlite3")  # type: ignore[call-arg]
        yield Console(Services(settings, RulesService(storage)), out=io.StringIO())


def output(console: Console) -> str:
    assert isinstance(console.out, io.StringIO)
    return console.out.getvalue()


@pytest.mark.parametrize(
    ("line", "needle"),
    [
        ("/sba board: Grizzly Bears 2/2 damage 2; Rancor aura attached to Grizzly Bears", "704.5m"),
        ("/sba Ana: life 0; Bob: poison 10", "104.4a"),
        ("/cr 704.5g", "lethal damage"),
        ("/cr rule: 704.4 examples: true", "Maro"),
        ("/mana ability: Add {B}{B}{B}. card_type: Instant", "605.5b"),
        ("/define term: deathtuch", "Deathtouch"),
        ("/search query: lethal damage", "704.5g"),
        ("/help", "/sba board:"),
        ("/rc regla: 704.5g", "Rule 704.5g"),
        ("/acciones-estado tablero: Osos 2/2 daño 2", "704.5g"),
    ],
)
async def test_console_lines(console: Console, line: str, needle: str) -> None:
    assert await console.run_line(line)
    assert needle in output(console)


async def test_console_language_and_errors(console: Console) -> None:
    await console.run_line("/language es")
    await console.run_line("/cr 704.5l")
    await console.run_line("/sba board: Osos 2/2 dañoo 2")
    await console.run_line("hola")
    text = output(console)
    assert "Las más cercanas: 704.5j, 704.5k, 704.5m" in text and "¿Quisiste decir" in text
    assert "No es un comando" in text and "Traceback" not in text
    assert not await console.run_line("/quit")


async def test_console_card_rulings_and_ruling_search(card_db: Path) -> None:
    """The console reaches a card's rulings as /card and /ruling do in Discord."""
    from bot.cards.service import CardService

    async with Storage.open(card_db) as storage:
        settings = Settings(_env_file=None, database_path=card_db)  # type: ignore[call-arg]
        console = Console(Services(settings, None, cards=CardService(storage)), out=io.StringIO())
        assert await console.run_line("/card name: Tarmogoyf rulings: true")
        assert await console.run_line("/fallo carta: Tarmogoyf consulta: cementerio")
    out = output(console)
    assert out.count("Rulings: Tarmogoyf") == 2, out
    assert "before state-based actions are performed" in out
