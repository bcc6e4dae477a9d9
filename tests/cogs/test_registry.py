"""The command registry and the cogs agree: every cog command has its row, and every row its cog.

The cogs are loaded into a real ``JuezBot`` (no connection needed), so what is compared is what
Discord would receive: names, options in order, choices, and the Spanish translations.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from discord import app_commands

from bot.catalog import CATALOG
from bot.commands import BY_NAME, COMMANDS, EXTENSIONS
from bot.discord.bot import JuezBot
from bot.discord.translator import JuezTranslator
from bot.settings import Settings
from bot.storage import Storage


@pytest.fixture
async def bot(tmp_path: Path) -> AsyncIterator[JuezBot]:
    settings = Settings(_env_file=None, database_path=tmp_path / "r.sqlite3")  # type: ignore[call-arg]
    async with Storage.open(settings.database_path) as storage:
        juez = JuezBot(settings, storage)
        for extension in EXTENSIONS:
            await juez.load_extension(extension)
        yield juez


async def test_every_cog_command_has_a_registry_row_and_every_row_a_cog(bot: JuezBot) -> None:
    declared = {c.qualified_name: c for c in bot.tree.get_commands() if isinstance(c, app_commands.Command)}
    assert set(declared) == set(BY_NAME)
    for name, command in declared.items():
        row = BY_NAME[name]
        assert [p.name for p in command.parameters] == [o.name for o in row.options], name
        assert [p.required for p in command.parameters] == [o.required for o in row.options], name
        assert command.module == row.extension, name
        for parameter, option in zip(command.parameters, row.options, strict=True):
            assert tuple(str(c.value) for c in parameter.choices) == option.choices, (name, option.name)


async def test_the_translated_payload_has_spanish_for_every_string(bot: JuezBot) -> None:
    translator = JuezTranslator()
    for command in bot.tree.get_commands():
        payload = await command.get_translated_payload(bot.tree, translator)
        row = BY_NAME[payload["name"]]
        assert payload["name_localizations"] == {"es-ES": row.spanish, "es-419": row.spanish}
        assert payload["description_localizations"]["es-ES"] == CATALOG["es"][row.description_key]
        for option in payload.get("options", []):
            assert option["name_localizations"]["es-419"] == row.option(option["name"]).spanish
            assert option["description_localizations"]["es-ES"] == CATALOG["es"][row.option_key(option["name"])]
            for choice in option.get("choices", []):
                assert choice["name_localizations"]["es-ES"] == CATALOG["es"][f"choice.{choice['value']}"]


def test_every_handler_resolves_and_every_string_exists() -> None:
    for row in COMMANDS:
        if row.handler is not None:
            assert callable(row.resolve()), row.name
        for lang in ("en", "es"):
            assert row.description_key in CATALOG[lang]
            assert all(row.option_key(o.name) in CATALOG[lang] for o in row.options)
            assert all(f"choice.{value}" in CATALOG[lang] for o in row.options for value in o.choices)
        if row.name != "help":
            assert f"help.{row.name}.body" in CATALOG["en"], row.name


def test_spanish_names_are_valid_discord_names() -> None:
    for row in COMMANDS:
        for name in (row.spanish, *(o.spanish for o in row.options)):
            assert name == name.lower() and " " not in name and 1 <= len(name) <= 32, name
