"""Every user-facing string of the runtime, in one en/es table.

Engine explanations live beside the rules (``engine/sba/explain.py``); this catalog holds the
words around them: headings, outcomes, errors. Both languages must share keys and placeholders
(a meta-test checks it).
"""

from __future__ import annotations

LANGUAGES = ("en", "es")

CATALOG: dict[str, dict[str, str]] = {
    "en": {
        "sba.title": "State-based actions",
        "sba.round": "Round {number}",
        "sba.nothing": "No state-based actions apply to this board.",
        "sba.outcome": "Outcome",
        "sba.outcome.draw": "All remaining players lost at once: the game is a draw ({rule}).",
        "sba.outcome.losers": "Lose the game: {players}.",
        "sba.outcome.winners": "Still in the game: {players}.",
        "sba.pending": "Pending choices",
        "sba.notes": "Notes",
        "sba.events": "Also",
        "sba.edition": "Rule numbers from the Comprehensive Rules of {edition}.",
        "sba.rule_absent": "not in this edition",
        "sba.lki": "last known information: {values}",
        "error.invalid_state": "That game state isn't valid:\n{details}",
        "error.unknown_edition": "Unknown Comprehensive Rules edition {edition}. Known editions: {known}.",
        "error.file_not_found": "Can't read {path}: {reason}.",
        "run.no_token": "No DISCORD_TOKEN set: starting the console instead (type /help, or /quit to leave).",
    },
    "es": {
        "sba.title": "Acciones basadas en estado",
        "sba.round": "Ronda {number}",
        "sba.nothing": "Ninguna acción basada en estado se aplica a este tablero.",
        "sba.outcome": "Resultado",
        "sba.outcome.draw": "Todos los jugadores que quedaban perdieron a la vez: la partida termina en empate ({rule}).",
        "sba.outcome.losers": "Pierden la partida: {players}.",
        "sba.outcome.winners": "Siguen en la partida: {players}.",
        "sba.pending": "Elecciones pendientes",
        "sba.notes": "Notas",
        "sba.events": "Además",
        "sba.edition": "Números de regla de las Reglas Completas del {edition}.",
        "sba.rule_absent": "no existe en esta edición",
        "sba.lki": "última información conocida: {values}",
        "error.invalid_state": "Ese estado de juego no es válido:\n{details}",
        "error.unknown_edition": "Edición desconocida de las Reglas Completas: {edition}. Ediciones conocidas: {known}.",
        "error.file_not_found": "No se puede leer {path}: {reason}.",
        "run.no_token": "No hay DISCORD_TOKEN: se abre la consola (escribe /help, o /quit para salir).",
    },
}


def normalise_language(lang: str | None) -> str:
    """``es``, ``es-ES`` and ``es-419`` are Spanish; anything else falls back to English."""
    return "es" if lang and lang.lower().startswith("es") else "en"


def t(key: str, lang: str, /, **params: object) -> str:
    table = CATALOG[normalise_language(lang)]
    template = table.get(key) or CATALOG["en"][key]
    return template.format(**params)
