"""Our own words, in English and Spanish, for each way an ability is or isn't a mana ability."""

from __future__ import annotations

from functools import lru_cache

from engine.game_terms import spanish_keyword

REASONS: dict[str, dict[str, str]] = {
    "activated.mana": {
        "en": "An activated ability with no target that could add mana, isn't a loyalty ability and moves no card to or from a library: it is a mana ability.",
        "es": "Es una habilidad activada sin objetivo que puede agregar maná, no es de lealtad y no mueve cartas hacia o desde una biblioteca: es una habilidad de maná.",
    },
    "activated.library_later": {
        "en": "An activated ability with no target that could add mana and isn't a loyalty ability: under this edition it is a mana ability. Since the August 2026 update it wouldn't be, because its cost or effect moves a card to or from a library.",
        "es": "Es una habilidad activada sin objetivo que puede agregar maná y no es de lealtad: con esta edición es una habilidad de maná. Desde la actualización de agosto de 2026 no lo sería, porque su coste o su efecto mueve una carta hacia o desde una biblioteca.",
    },
    "activated.no_mana": {
        "en": "An activated ability that can't add mana: an ordinary activated ability, not a mana ability.",
        "es": "Es una habilidad activada que no puede agregar maná: una habilidad activada normal, no de maná.",
    },
    "activated.target": {
        "en": "It could add mana, but it requires a target, so it is not a mana ability.",
        "es": "Puede agregar maná, pero requiere un objetivo, así que no es una habilidad de maná.",
    },
    "activated.library": {
        "en": "It could add mana, but its cost or effect moves a card to or from a library, so under the current rules it is not a mana ability (it was one before the August 2026 update).",
        "es": "Puede agregar maná, pero su coste o su efecto mueve una carta hacia o desde una biblioteca, así que con las reglas actuales no es una habilidad de maná (lo era antes de la actualización de agosto de 2026).",
    },
    "loyalty.adds_mana": {
        "en": "It adds mana, but it is a loyalty ability, and loyalty abilities are never mana abilities.",
        "es": "Agrega maná, pero es una habilidad de lealtad, y las habilidades de lealtad nunca son habilidades de maná.",
    },
    "loyalty.no_mana": {
        "en": "A loyalty ability: never a mana ability.",
        "es": "Una habilidad de lealtad: nunca es una habilidad de maná.",
    },
    "triggered.mana": {
        "en": "A triggered ability with no target that triggers from a mana ability or from mana being added, and could add mana: it is a triggered mana ability.",
        "es": "Es una habilidad disparada sin objetivo que se dispara por una habilidad de maná o porque se agrega maná, y puede agregar maná: es una habilidad de maná disparada.",
    },
    "triggered.other_event": {
        "en": "It could add mana, but it triggers from something other than a mana ability or mana being added, so it is not a mana ability.",
        "es": "Puede agregar maná, pero se dispara por algo distinto de una habilidad de maná o de agregar maná, así que no es una habilidad de maná.",
    },
    "triggered.mana_event_no_mana": {
        "en": "It triggers from a mana ability, but it can't add mana, so it is not a mana ability.",
        "es": "Se dispara por una habilidad de maná, pero no puede agregar maná, así que no es una habilidad de maná.",
    },
    "triggered.target": {
        "en": "It requires a target, so it is not a mana ability even though it could add mana.",
        "es": "Requiere un objetivo, así que no es una habilidad de maná aunque pueda agregar maná.",
    },
    "triggered.no_mana": {
        "en": "A triggered ability that neither triggers from mana nor adds mana: not a mana ability.",
        "es": "Una habilidad disparada que ni se dispara por maná ni agrega maná: no es una habilidad de maná.",
    },
    "triggered.chapter": {
        "en": "A Saga chapter ability: it triggers when lore counters are put on the Saga, not from a mana ability, so it is not a mana ability even if it adds mana.",
        "es": "Una habilidad de capítulo de Saga: se dispara al poner contadores de historia, no por una habilidad de maná, así que no es una habilidad de maná aunque agregue maná.",
    },
    "keyword": {
        "en": "The keyword ability {keyword} ({kind}); keyword abilities don't add mana, so it is not a mana ability.",
        "es": "La habilidad de palabra clave {keyword} ({kind}); las palabras clave no agregan maná, así que no es una habilidad de maná.",
    },
    "spell.adds_mana": {
        "en": "This is a spell's effect. It adds mana, but a spell is never a mana ability: it is cast and resolves like any other spell.",
        "es": "Es el efecto de un hechizo. Agrega maná, pero un hechizo nunca es una habilidad de maná: se lanza y se resuelve como cualquier otro hechizo.",
    },
    "spell": {
        "en": "This is a spell's effect, not an activated or triggered ability: not a mana ability.",
        "es": "Es el efecto de un hechizo, no una habilidad activada ni disparada: no es una habilidad de maná.",
    },
    "static.grants": {
        "en": "A static ability that grants an ability (in quotes). It isn't a mana ability itself; the granted ability is judged on its own below.",
        "es": "Una habilidad estática que otorga una habilidad (entre comillas). No es de maná en sí; la habilidad otorgada se evalúa aparte más abajo.",
    },
    "static": {
        "en": "A static ability: only activated and triggered abilities can be mana abilities.",
        "es": "Una habilidad estática: solo las habilidades activadas y disparadas pueden ser habilidades de maná.",
    },
}

CONSEQUENCES: dict[str, dict[str, str]] = {
    "activated": {
        "en": "It doesn't use the stack: it can't be responded to. Its controller may activate it whenever they have priority, and also while casting a spell or activating an ability that needs a mana payment, or when a rule or effect asks for one, even in the middle of resolving something (605.3a).",
        "es": "No usa la pila: no se puede responder a ella. Su controlador puede activarla siempre que tenga prioridad, y también mientras lanza un hechizo o activa una habilidad que pide un pago de maná, o cuando una regla o un efecto pide uno, incluso en medio de una resolución (605.3a).",
    },
    "activated.timed": {
        "en": "It doesn't use the stack: it can't be responded to. But its own timing restriction (\"Activate only…\") still applies, so it can be activated only when that allows, never in the middle of casting or resolving something that the restriction rules out (605.3a, 602.5d).",
        "es": "No usa la pila: no se puede responder a ella. Pero su propia restricción de momento («Activa sólo…») sigue aplicándose, así que solo se puede activar cuando esta lo permite, nunca en medio de lanzar o resolver algo que la restricción excluya (605.3a, 602.5d).",
    },
    "triggered": {
        "en": "It doesn't use the stack: it resolves right after the mana ability that triggered it, and can't be responded to.",
        "es": "No usa la pila: se resuelve justo después de la habilidad de maná que la disparó, y no se puede responder a ella.",
    },
    "stack": {
        "en": "It uses the stack: players get priority and can respond to it.",
        "es": "Usa la pila: los jugadores reciben prioridad y pueden responder.",
    },
    "spell": {
        "en": "The spell uses the stack like any other spell.",
        "es": "El hechizo usa la pila como cualquier otro hechizo.",
    },
    "none": {"en": "", "es": ""},
}

KIND_NAMES = {
    "activated": {"en": "activated", "es": "activada"},
    "triggered": {"en": "triggered", "es": "disparada"},
    "static": {"en": "static", "es": "estática"},
    "spell": {"en": "spell", "es": "hechizo"},
    "loyalty": {"en": "loyalty", "es": "de lealtad"},
}


def _spanish_keyword(keyword: str) -> str:
    """ "flying" → "vuela", "enchant creature" → "encantar criatura", "ward {2}" → "rebatir {2}"
    (``engine.game_terms``); a keyword with no Spanish form stays as written."""
    return spanish_keyword(keyword) or keyword


@lru_cache(maxsize=512)
def explain_verdict(
    reason: str, mana: bool, kind: str, keyword: str | None, timed: bool = False
) -> tuple[dict[str, str], dict[str, str]]:
    templates = REASONS[reason]
    names = {"en": keyword or "", "es": _spanish_keyword(keyword or "")}
    explanation = {
        lang: templates[lang].format(keyword=names[lang], kind=KIND_NAMES.get(kind, {}).get(lang, kind))
        for lang in ("en", "es")
    }
    if mana:
        if kind == "activated":
            consequence = CONSEQUENCES["activated.timed" if timed else "activated"]
        else:
            consequence = CONSEQUENCES["triggered"]
    elif kind in ("activated", "triggered", "loyalty"):
        consequence = CONSEQUENCES["stack"]
    elif kind == "spell":
        consequence = CONSEQUENCES["spell"]
    else:
        consequence = CONSEQUENCES["none"]
    return explanation, consequence
