"""The board as Juez read it, in the judge's language: one short line per player and object.

Shown under an SBA answer so a judge can check the reading before trusting the result (did
"Ana's Grizzly Bears" become Ana's, is Rancor an Aura, what is attached to what). Words come
from the board language's own keyword table, so the summary speaks the language the judge
types.
"""

from __future__ import annotations

from bot.catalog import t
from bot.replies.names import NO_NAMES, ShownNames, player_name
from engine.board.keywords import first_phrase
from engine.counters import counters_phrase
from engine.game_terms import spanish_keyword
from engine.model import GameObject, GameState, ObjectRef, Player, Variant, Zone
from engine.sba.explain import QUALITY_EN, QUALITY_ES

#: Lines shown before "… and N more": the summary is a check, not a listing of a 300-object board.
MAX_LINES = 12


def _phrase(terminal: str, value: str, lang: str) -> str:
    return first_phrase(terminal, lang, value) or value


def _player_line(player: Player, lang: str) -> str:
    parts = [f"{_phrase('LIFE', 'life', lang)} {player.life}"] if "life" in player.model_fields_set else []
    if player.poison:
        parts.append(f"{_phrase('POISON', 'poison', lang)} {player.poison}")
    if player.team:
        parts.append(f"{_phrase('TEAM', 'team', lang)} {player.team}")
    if player.cant_lose:
        parts.append(_phrase("CANT_LOSE", "cant_lose", lang))
    if player.drew_from_empty_library:
        parts.append(_phrase("DREW_EMPTY", "drew", lang))
    if player.graveyard_empty:
        parts.append(_phrase("GRAVEYARD_EMPTY", "graveyard_empty", lang))
    parts += [
        f"{d.amount} {_phrase('COMMANDER_DAMAGE', 'commander_damage', lang)} {d.commander}"
        for d in player.commander_damage
    ]
    if player.protection_from:
        parts.append(_protection(player.protection_from, lang))
    if player.speed is not None:
        parts.append(f"{_phrase('SPEED', 'speed', lang)} {player.speed}")
    if player.venture_at_bottom:
        parts.append(_phrase("VENTURE", "venture", lang))
    name = player_name(player.name, lang)
    return f"{name}: {', '.join(parts)}" if parts else name


def _team_line(name: str, life: int, poison: int, lang: str) -> str:
    """Two-Headed Giant: the team's shared totals (810.9, 810.10)."""
    parts = [f"{_phrase('LIFE', 'life', lang)} {life}"] + (
        [f"{_phrase('POISON', 'poison', lang)} {poison}"] if poison else []
    )
    return f"{_phrase('TEAM', 'team', lang)} {name}: {', '.join(parts)}"


def _protection(qualities: frozenset[str], lang: str) -> str:
    table = QUALITY_ES if lang == "es" else QUALITY_EN
    return f"{_phrase('PROTECTION', 'protection', lang)} {', '.join(table.get(q, q) for q in sorted(qualities))}"


def _described(player: Player) -> bool:
    """A player the board says something about (not one only named as an owner)."""
    return bool(player.model_fields_set - {"name", "commander_damage"} or player.commander_damage)


def _object_line(obj: GameObject, lang: str, names: ShownNames = NO_NAMES) -> str:
    parts = [_phrase("SUPERTYPE", t, lang) for t in sorted(obj.supertypes)]
    parts += [_phrase("CARD_TYPE", t, lang) for t in sorted(obj.card_types)]
    # A card brings every printed subtype ("bear"); those the keyword table can't word in the
    # reply's language are left to /card, which shows the printed type line.
    parts += [
        _phrase("SUBTYPE", t, lang)
        for t in sorted(obj.subtypes)
        if obj.card is None or first_phrase("SUBTYPE", lang, t) is not None
    ]
    if obj.power is not None or obj.toughness is not None:
        parts.append(f"{_stat(obj.power)}/{_stat(obj.toughness)}")
    if obj.damage:
        parts.append(f"{_phrase('DAMAGE', 'damage', lang)} {obj.damage}")
    if obj.deathtouch_damage:
        parts.append(_phrase("DEATHTOUCH", "deathtouch", lang))
    if obj.loyalty is not None:
        parts.append(f"{_phrase('LOYALTY', 'loyalty', lang)} {obj.loyalty}")
    if obj.defense is not None:
        parts.append(f"{_phrase('DEFENSE', 'defense', lang)} {obj.defense}")
    parts += [counters_phrase(kind, n, lang) for kind, n in sorted(obj.counters.items())]
    if obj.toughness_modifier or obj.power_modifier:
        parts.append(f"{_phrase('GETS', 'gets', lang)} {obj.power_modifier:+d}/{obj.toughness_modifier:+d}")
    source_word = "de" if lang == "es" else "from"
    parts += [
        f"{_phrase('GETS', 'gets', lang)} {m.power:+d}/{m.toughness:+d} {source_word} {names.object(m.source)}"
        for m in obj.modifiers
    ]
    if isinstance(obj.attached_to, ObjectRef):
        parts.append(f"{_phrase('ATTACHED_TO', 'attached', lang)} {names.object(obj.attached_to.id)}")
    elif obj.attached_to is not None:
        parts.append(f"{_phrase('ATTACHED_TO', 'attached', lang)} {obj.attached_to.name}")
    for flag, terminal, value in _FLAGS:
        if getattr(obj, flag):
            parts.append(_phrase(terminal, value, lang))
    if not obj.face_up:
        parts.append(_phrase("FACE_DOWN", "face_down", lang))
    if obj.zone is not Zone.BATTLEFIELD:
        parts.append(_phrase("ZONE", obj.zone.value, lang))
    if obj.protection_from:
        parts.append(_protection(obj.protection_from, lang))
    if obj.colors is not None:
        colors = [_phrase("COLOR", c, lang) for c in sorted(obj.colors)] or [_phrase("COLOR", "colorless", lang)]
        parts.append(" ".join(colors))
    if obj.regeneration_shields:
        parts.append(f"{obj.regeneration_shields} {_phrase('REGEN', 'regeneration', lang)}")
    if obj.timestamp is not None:
        parts.append(f"{_phrase('TIMESTAMP', 'timestamp', lang)} {obj.timestamp}")
    parts += [_keyword(k, lang) for k in sorted(obj.keywords)]
    if obj.protector is not None:
        parts.append(f"{_phrase('PROTECTOR', 'protector', lang)} {obj.protector}")
    whose = player_name(obj.controller or obj.owner, lang)
    if obj.controller and obj.controller != obj.owner:  # "Osos pardos (Ana; propiedad de Bea)"
        whose = (
            f"{player_name(obj.controller, lang)}; {_phrase('OWNED_BY', 'owner', lang)} {player_name(obj.owner, lang)}"
        )
    head = f"{names.object(obj.id)} ({whose})"
    if obj.card is not None:  # which printed card the name was read as: the judge can check it
        head += " " + t("sba.read_as_card", lang, card=names.card(obj.card))
    return f"{head}: {', '.join(parts)}" if parts else head


#: Object flags worth seeing when checking a reading: field, keyword terminal, value.
_FLAGS = (
    ("token", "TOKEN", "token"),
    ("indestructible", "INDESTRUCTIBLE", "indestructible"),
    ("phased_out", "PHASED_OUT", "phased_out"),
    ("commander", "COMMANDER", "commander"),
)


def _keyword(value: str, lang: str) -> str:
    """ "ward 2" → "rebatir 2": the ability in the judge's language, its number kept."""
    if lang == "es" and (printed := spanish_keyword(value)) is not None:
        return printed  # as Spanish cards print it ("armadura tótem", "daña primero")
    name, _, parameter = value.rpartition(" ")
    if parameter.isdigit() or parameter.startswith("{"):
        return f"{_phrase('KEYWORD_ABILITY', name, lang)} {parameter}"
    return _phrase("KEYWORD_ABILITY", value, lang)


def _team_totals(state: GameState, team: str) -> tuple[int, int]:
    return state.team_totals(team).life, state.team_poison(team)


def _stat(value: int | None) -> str:
    return "*" if value is None else str(value)


def board_lines(state: GameState, lang: str, names: ShownNames = NO_NAMES) -> list[str]:
    """The players the board describes, then its objects, capped at ``MAX_LINES``; ``names``:
    how the reply names the cards (printed in the judge's language, ``names.py``)."""
    lines = [_player_line(p, lang) for p in state.players if _described(p)]
    if state.variant is Variant.TWO_HEADED_GIANT:
        teams = dict.fromkeys([t.name for t in state.teams] + [p.team for p in state.players if p.team])
        lines += [_team_line(name, *_team_totals(state, name), lang) for name in teams]
    lines += [_object_line(o, lang, names) for o in state.objects]
    if len(lines) > MAX_LINES:
        hidden = len(lines) - (MAX_LINES - 1)
        lines = [*lines[: MAX_LINES - 1], f"… +{hidden}"]
    return lines
