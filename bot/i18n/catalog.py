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
        "board.syntax": "I can't read the board at column {column}: {word}.",
        "board.syntax.end": "The board ends too early (column {column}).",
        "board.expected": "Expected: {expected}.",
        "board.suggestion": "Did you mean `{suggestion}`?",
        "board.example": "Example: `{example}`",
        "board.example.text": "Grizzly Bears 2/2 damage 2; Rancor aura enchant creature attached to Grizzly Bears",
        "board.unclosed_quote": 'The quote at column {column} is never closed; close it with another ".',
        "board.too_long": "The board is {length} characters long; the limit is {limit}.",
        "board.too_many_objects": "The board describes {count} objects; the limit is {limit}.",
        "board.number_out_of_range": "{word} at column {column} is out of range: use a number from {low} to {high}.",
        "board.unknown_reference": "Nothing called {word} is described (column {column}). Described: {candidates}.",
        "board.ambiguous_reference": "{word} (column {column}) could mean {candidates}; write the label, e.g. `{word} #1`.",
        "board.duplicate_label": "{word} is described twice (column {column}); give each copy its own label (#1, #2).",
        "board.invalid_value": "{word} isn't a valid value for {field}: {allowed}.",
        "board.empty": "The board is empty: describe at least one player or object.",
        "board.word.number": "a number",
        "board.word.name": "a name",
        "board.word.pt": "power/toughness such as 2/2",
        "board.word.mod": "a modifier such as +1/+1",
        "board.word.label": "a label such as #2",
        "board.word.copies": "copies such as x2",
        "board.word.sep": "; (next clause)",
        "board.word.end": "the end of the board",
        "board.word.colon": ":",
        "board.word.restriction": "what it can enchant (creature, permanent…)",
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
        "board.syntax": "No puedo leer el tablero en la columna {column}: {word}.",
        "board.syntax.end": "El tablero termina antes de tiempo (columna {column}).",
        "board.expected": "Se esperaba: {expected}.",
        "board.suggestion": "¿Quisiste decir `{suggestion}`?",
        "board.example": "Ejemplo: `{example}`",
        "board.example.text": "Osos grizzly 2/2 daño 2; Rancor aura encantar criatura anexada a Osos grizzly",
        "board.unclosed_quote": 'Las comillas de la columna {column} no se cierran; ciérralas con otras ".',
        "board.too_long": "El tablero tiene {length} caracteres; el límite es {limit}.",
        "board.too_many_objects": "El tablero describe {count} objetos; el límite es {limit}.",
        "board.number_out_of_range": "{word} en la columna {column} está fuera de rango: usa un número de {low} a {high}.",
        "board.unknown_reference": "No se describe nada llamado {word} (columna {column}). Descritos: {candidates}.",
        "board.ambiguous_reference": "{word} (columna {column}) puede ser {candidates}; escribe la etiqueta, p. ej. `{word} #1`.",
        "board.duplicate_label": "{word} se describe dos veces (columna {column}); da a cada copia su etiqueta (#1, #2).",
        "board.invalid_value": "{word} no es un valor válido para {field}: {allowed}.",
        "board.empty": "El tablero está vacío: describe al menos un jugador u objeto.",
        "board.word.number": "un número",
        "board.word.name": "un nombre",
        "board.word.pt": "fuerza/resistencia como 2/2",
        "board.word.mod": "un modificador como +1/+1",
        "board.word.label": "una etiqueta como #2",
        "board.word.copies": "copias como x2",
        "board.word.sep": "; (siguiente cláusula)",
        "board.word.end": "el final del tablero",
        "board.word.colon": ":",
        "board.word.restriction": "qué puede encantar (criatura, permanente…)",
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
