"""Counter kinds (122.1) in English and Spanish: read in either, kept in English, said in the
judge's language.

A judge types "contadores de carga" or "charge counters"; both are the same kind to a rule
(704.5r compares counts of one kind). Replies use the printed Spanish ("contador de
sabiduría" on every Saga; "historia" is read as input too).
"""

from __future__ import annotations

from engine.keyword_abilities import KEYWORD_ABILITIES
from engine.text import fold

#: English kind → (English, Spanish) as replies say it.
COUNTER_NAMES: dict[str, tuple[str, str]] = {
    "+1/+1": ("+1/+1", "+1/+1"),
    "-1/-1": ("-1/-1", "-1/-1"),
    "lore": ("lore", "sabiduría"),
    "loyalty": ("loyalty", "lealtad"),
    "defense": ("defense", "defensa"),
    "poison": ("poison", "veneno"),
    "charge": ("charge", "carga"),
    "time": ("time", "tiempo"),
    "age": ("age", "edad"),
    "level": ("level", "nivel"),
    "energy": ("energy", "energía"),
    "experience": ("experience", "experiencia"),
    "shield": ("shield", "escudo"),
    "fade": ("fade", "desvanecimiento"),
    "ice": ("ice", "hielo"),
    "oil": ("oil", "aceite"),
    "stun": ("stun", "aturdimiento"),
}

#: Every way a kind is typed (folded) → its English kind.
_READ: dict[str, str] = {fold(name): kind for kind, names in COUNTER_NAMES.items() for name in names}
_READ[fold("historia")] = "lore"  # how many judges say it; the printed word is "sabiduría"
_READ[fold("saber")] = "lore"  # "lore" translated word for word
_READ[fold("saga")] = "lore"  # "el tercer contador de saga", "saga counters": the counters a Saga gets


def counter_kind(typed: str) -> str:
    """The English kind of a typed counter name ("carga" → "charge"); unknown kinds as typed."""
    return _READ.get(fold(typed), typed.lower())


def counter_name(kind: str, lang: str) -> str:
    """How a reply in ``lang`` names a kind ("charge" → "carga")."""
    names = COUNTER_NAMES.get(kind)
    if names is None:
        spanish = _KEYWORD_SPANISH.get(kind) if lang == "es" else None
        return spanish or kind  # a keyword counter (122.1b): "vínculo vital"
    return names[1] if lang == "es" else names[0]


#: Keyword abilities' printed Spanish names, for keyword counters ("un contador de vínculo vital").
_KEYWORD_SPANISH = {en: es.split("|")[0] for en, es, _ in KEYWORD_ABILITIES if es}


def counters_phrase(kind: str, count: int, lang: str) -> str:
    """ "3 charge counters", "3 contadores de carga", "1 +1/+1 counter"."""
    name = counter_name(kind, lang)
    if lang == "es":
        noun = "contador" if count == 1 else "contadores"
        return f"{count} {noun} {name}" if kind.startswith(("+", "-")) else f"{count} {noun} de {name}"
    return f"{count} {name} {'counter' if count == 1 else 'counters'}"
