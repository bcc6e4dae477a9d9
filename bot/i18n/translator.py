"""Spanish command names, descriptions, options and choices for es-ES and es-419 clients.

Cogs keep plain English defaults; Discord shows Spanish to Spanish clients through this
``Translator``. Names follow Discord's rules (lowercase, no spaces, ≤ 32 characters) and
descriptions stay within 100 characters; a meta-test checks both for every command.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

SPANISH_LOCALES = frozenset({discord.Locale.spain_spanish, discord.Locale.latin_american_spanish})

NAMES: dict[str, str] = {
    "sba": "acciones-estado",
    "mana": "maná",
    "cr": "rc",
    "define": "definir",
    "search": "buscar",
    "language": "idioma",
    "help": "ayuda",
    "board": "tablero",
    "ability": "habilidad",
    "card_type": "tipo_de_carta",
    "rule": "regla",
    "examples": "ejemplos",
    "term": "término",
    "query": "consulta",
    "scope": "ámbito",
}
DESCRIPTIONS: dict[str, str] = {
    "State-based actions (CR 704) on a board you describe": "Acciones basadas en estado (RC 704) de un tablero que describes",
    "The board, e.g. Grizzly Bears 2/2 damage 2; leave empty for a multi-line form": "El tablero, p. ej. Osos grizzly 2/2 daño 2; vacío abre un formulario de varias líneas",
    "Is it a mana ability? (CR 605)": "¿Es una habilidad de maná? (RC 605)",
    "Card text; one ability per line (or separate them with \\n)": "Texto de la carta; una habilidad por línea (o sepáralas con \\n)",
    "Card type, so a spell's effect is told from a static ability": "Tipo de carta, para distinguir un hechizo de una habilidad estática",
    "Show a Comprehensive Rules entry": "Muestra una entrada de las Reglas Completas",
    "Rule number, e.g. 704.5g, 704.5 or 704": "Número de regla, p. ej. 704.5g, 704.5 o 704",
    "Include the examples": "Incluir los ejemplos",
    "Define a glossary term": "Define un término del glosario",
    "Term, e.g. deathtouch": "Término, p. ej. toque mortal",
    "Search the Comprehensive Rules and glossary": "Busca en las Reglas Completas y el glosario",
    "Words to search for": "Palabras que buscar",
    "Choose the language Juez answers in": "Elige el idioma en que responde Juez",
    "Language to answer in": "Idioma de las respuestas",
    "For you only, or for the whole server": "Solo para ti, o para todo el servidor",
    "How to use Juez, with examples": "Cómo usar Juez, con ejemplos",
}
CHOICES: dict[str, str] = {
    "Instant": "Instantáneo",
    "Sorcery": "Conjuro",
    "Creature": "Criatura",
    "Artifact": "Artefacto",
    "Enchantment": "Encantamiento",
    "Land": "Tierra",
    "Planeswalker": "Planeswalker",
    "Battle": "Batalla",
    "English": "Inglés",
    "Spanish": "Español",
    "Default (follow Discord)": "Por defecto (seguir a Discord)",
    "me": "yo",
    "server": "servidor",
}
_TABLES = {
    Where.command_name: NAMES,
    Where.group_name: NAMES,
    Where.parameter_name: NAMES,
    Where.command_description: DESCRIPTIONS,
    Where.group_description: DESCRIPTIONS,
    Where.parameter_description: DESCRIPTIONS,
    Where.choice_name: CHOICES,
}


class JuezTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContextTypes
    ) -> str | None:
        if locale not in SPANISH_LOCALES:
            return None
        table = _TABLES.get(context.location)
        return table.get(string.message) if table is not None else None
