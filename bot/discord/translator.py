"""Spanish command names, descriptions, options and choices for es-ES and es-419 clients.

Cogs declare English names and descriptions taken from the registry and the catalog; this
``Translator`` gives Discord the Spanish ones. Names come from the registry rows; descriptions
and choices from the catalog, under ids derived from the translation context
(``cmd.sba.option.board.description``, ``choice.Instant``), never from the English sentence.
Names follow Discord's rules (lowercase, no spaces, ≤ 32 characters) and descriptions stay
within 100 characters; a meta-test checks both for every command.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.catalog import CATALOG
from bot.commands import BY_NAME

SPANISH_LOCALES = frozenset({discord.Locale.spain_spanish, discord.Locale.latin_american_spanish})


def catalog_id(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalog id of what Discord asks to translate, or None for a name (the registry's)."""
    data = context.data
    if context.location is Where.command_description and isinstance(data, app_commands.Command):
        return BY_NAME[data.qualified_name].description_key
    if context.location is Where.parameter_description and isinstance(data, app_commands.Parameter):
        return BY_NAME[data.command.qualified_name].option_key(data.name)
    if context.location is Where.choice_name and isinstance(data, app_commands.Choice):
        return f"choice.{data.value}"
    return None


def spanish_name(context: app_commands.TranslationContextTypes) -> str | None:
    data = context.data
    if context.location is Where.command_name and isinstance(data, app_commands.Command):
        return BY_NAME[data.qualified_name].spanish
    if context.location is Where.parameter_name and isinstance(data, app_commands.Parameter):
        return BY_NAME[data.command.qualified_name].option(data.name).spanish
    return None


class JuezTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if locale not in SPANISH_LOCALES:
            return None
        key = catalog_id(context)
        if key is None:
            return spanish_name(context)
        return CATALOG["es"].get(key)
