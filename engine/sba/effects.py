"""The changes state-based actions make, and how one round of them is performed as one event.

Rules only *find* what applies in a snapshot; they describe the consequence as small effect
records. ``perform_event`` then applies every effect of the round to the same snapshot at once
(704.3), resolving overlaps the way the rules do: an object that leaves the battlefield ignores
the other changes aimed at it, and several destructions of one creature are replaced by a single
regeneration shield (704.7).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from engine.model import GameObject, ObjectRef, Player, Zone, rebuild
from engine.sba.snapshot import BoardIndex


@dataclass(frozen=True, slots=True)
class Lose:
    player: str


@dataclass(frozen=True, slots=True)
class MoveTo:
    """Put into a zone as a new object (400.7): owner's graveyard, or the command zone."""

    obj: str
    zone: Zone


@dataclass(frozen=True, slots=True)
class Vanish:
    """Leaves the game's visible state: a token or copy ceasing to exist, a dungeon removed,
    a scheme or phenomenon put on the bottom of its deck."""

    obj: str


@dataclass(frozen=True, slots=True)
class Regenerate:
    obj: str


@dataclass(frozen=True, slots=True)
class RemoveDamage:
    """Umbra armor's "remove all damage marked on it" (702.89a): deathtouch damage too."""

    obj: str


@dataclass(frozen=True, slots=True)
class MakeIndestructible:
    """ "That land gains indestructible until end of turn" (a replacement's, Crackling
    Emergence): the rest of the check sees it indestructible."""

    obj: str


@dataclass(frozen=True, slots=True)
class CreateToken:
    """A token a replacement creates instead of an event (Kalitas's Zombie): it enters now."""

    token: GameObject


@dataclass(frozen=True, slots=True)
class Unattach:
    obj: str


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    obj: str
    kind: str
    amount: int


@dataclass(frozen=True, slots=True)
class CapCounters:
    obj: str
    kind: str
    limit: int


@dataclass(frozen=True, slots=True)
class SetProtector:
    obj: str
    player: str


@dataclass(frozen=True, slots=True)
class SetSector:
    obj: str
    sector: str


@dataclass(frozen=True, slots=True)
class SetSpeed:
    player: str
    speed: int


@dataclass(frozen=True, slots=True)
class CompleteDungeon:
    player: str


Effect = (
    Lose
    | MoveTo
    | Vanish
    | Regenerate
    | RemoveDamage
    | MakeIndestructible
    | CreateToken
    | Unattach
    | RemoveCounters
    | CapCounters
    | SetProtector
    | SetSector
    | SetSpeed
    | CompleteDungeon
)
ObjectEffect = (
    MoveTo
    | Vanish
    | Regenerate
    | RemoveDamage
    | MakeIndestructible
    | Unattach
    | RemoveCounters
    | CapCounters
    | SetProtector
    | SetSector
)


@dataclass(frozen=True, slots=True)
class EventOutcome:
    players: tuple[Player, ...]
    losers: frozenset[str]
    left_battlefield: dict[str, GameObject]
    """Permanents that left the battlefield, as they were just before the event (704.8)."""
    regenerated: frozenset[str]
    touched: set[str]
    """Objects changed, moved or removed by the event, plus those attached to them."""
    left_behind: tuple[tuple[str, str], ...] = ()
    """(Equipment or Fortification, the permanent it was attached to) for each one whose
    permanent left the battlefield in the event: it stays on the battlefield, unattached."""


#: What "since state-based actions were last checked" flags become after a check.
_SINCE_LAST_CHECK: dict[str, object] = {"deathtouch_damage": False, "entered_zone_since_check": False}
_DREW: dict[str, object] = {"drew_from_empty_library": False}


def forget_since_last_check(index: BoardIndex, players: tuple[Player, ...]) -> tuple[Player, ...]:
    """After a check, "since state-based actions were last checked" starts again from now."""
    for obj_id in list(index.flagged):
        index.replace(index.by_id[obj_id].model_copy(update=_SINCE_LAST_CHECK))
    if not any(p.drew_from_empty_library for p in players):
        return players
    return tuple(p.model_copy(update=_DREW) if p.drew_from_empty_library else p for p in players)


def perform_event(index: BoardIndex, players: tuple[Player, ...], effects: Iterable[Effect]) -> EventOutcome:
    """Apply every effect found in one check to that check's snapshot, simultaneously.

    Works on the check's private index: only the objects the event touches are visited. A round
    of a large board performs thousands of effects, so effects are told apart by exact type.
    """
    aimed_at: dict[str, list[ObjectEffect]] = {}
    losers: set[str] = set()
    speeds: dict[str, int] = {}
    dungeons: set[str] = set()
    created: list[GameObject] = []
    for effect in effects:
        kind = type(effect)
        if kind is CreateToken:
            created.append(effect.token)  # type: ignore[union-attr]
        elif kind is Lose:
            losers.add(effect.player)  # type: ignore[union-attr]
        elif kind is SetSpeed:
            speeds[effect.player] = effect.speed  # type: ignore[union-attr]
        elif kind is CompleteDungeon:
            dungeons.add(effect.player)  # type: ignore[union-attr]
        else:
            obj_effect: ObjectEffect = effect  # type: ignore[assignment]
            aimed = aimed_at.get(obj_effect.obj)
            if aimed is None:
                aimed_at[obj_effect.obj] = [obj_effect]
            else:
                aimed.append(obj_effect)

    if dungeons:
        for dungeon in list(index.by_id.values()):
            if dungeon.zone is Zone.COMMAND and "dungeon" in dungeon.card_types and dungeon.owner in dungeons:
                aimed_at.setdefault(dungeon.id, []).append(Vanish(dungeon.id))

    by_id = index.by_id
    touched: set[str] = set()
    left_battlefield: dict[str, GameObject] = {}
    regenerated: set[str] = set()
    for obj_id, aimed in aimed_at.items():
        obj = by_id.get(obj_id)
        if obj is None:
            continue
        touched.add(obj_id)
        leaving = _leaving_effect(aimed)
        if leaving is not None:
            if obj.zone is Zone.BATTLEFIELD:
                left_battlefield[obj_id] = obj
            if type(leaving) is MoveTo:
                index.replace(_as_new_object(obj, leaving.zone))
            else:
                index.remove(obj_id)
            continue
        if any(type(e) is Regenerate for e in aimed):
            regenerated.add(obj_id)
        index.replace(_apply_in_place(obj, aimed))

    for token in created:
        index.add(token)
        touched.add(token.id)

    # A change that came from a permanent that left ends with it (611.3a): "equipped creature
    # gets +1/+1" is gone once the Equipment is, and the next check sees the new toughness.
    for source in left_battlefield:
        for obj_id in list(index.modified_by.get(source, ())):
            obj = by_id[obj_id]
            kept = tuple(m for m in obj.modifiers if m.source != source)
            index.replace(obj.model_copy(update={"modifiers": kept}))
            touched.add(obj_id)

    # What was attached to an object that left now points at a permanent that no longer exists.
    # An Aura is put into the graveyard by the next check (704.5m, 303.4c). An Equipment or a
    # Fortification simply stays on the battlefield, attached to nothing (301.5c): judges don't
    # call that a separate check, so it is said with the event that moved its permanent rather
    # than as a 704.5n of its own (704.5n is for one left on an illegal permanent or a player).
    attached_from = index.attached_from
    left_behind: list[tuple[str, str]] = []
    for host in left_battlefield:
        for obj_id in list(attached_from.get(host, ())):
            gear = by_id.get(obj_id)
            if gear is not None and _stays_behind(gear, host):
                index.replace(gear.model_copy(update={"attached_to": None}))
                left_behind.append((obj_id, host))
    for obj_id in list(touched):
        attached = attached_from.get(obj_id)
        if attached:
            touched.update(attached)
    new_players = tuple(_apply_to_player(p, speeds, dungeons) for p in players) if speeds or dungeons else players
    return EventOutcome(
        new_players, frozenset(losers), left_battlefield, frozenset(regenerated), touched, tuple(left_behind)
    )


def _stays_behind(gear: GameObject, host: str) -> bool:
    """An Equipment or Fortification still on the battlefield, attached to the permanent that
    left (not one that is a creature itself, which 704.5p unattaches, nor one that left too)."""
    ref = gear.attached_to
    return (
        gear.zone is Zone.BATTLEFIELD
        and not gear.phased_out
        and bool({"equipment", "fortification"} & gear.subtypes)
        and not ({"creature", "battle"} & gear.card_types)
        and isinstance(ref, ObjectRef)
        and ref.id == host
    )


def _leaving_effect(aimed: list[ObjectEffect]) -> MoveTo | Vanish | None:
    """Ceasing to exist wins over a move; otherwise the first move found applies."""
    move: MoveTo | None = None
    for effect in aimed:
        kind = type(effect)
        if kind is Vanish:
            return effect  # type: ignore[return-value]
        if kind is MoveTo and move is None:
            move = effect  # type: ignore[assignment]
    return move


#: What a card forgets when it changes zones (400.7): everything it had as the previous object.
_FORGOTTEN: dict[str, object] = {
    "attached_to": None,
    "attachment_illegal": False,
    "damage": 0,
    "deathtouch_damage": False,
    "regeneration_shields": 0,
    "tapped": False,
    "phased_out": False,
    "power_modifier": 0,
    "toughness_modifier": 0,
    "modifiers": (),
    "loyalty": None,
    "defense": None,
    "protector": None,
    "sector": None,
    "attacked": False,
    "trigger_pending": False,
    "timestamp": None,
}


def _as_new_object(obj: GameObject, zone: Zone) -> GameObject:
    """A card that changes zones becomes a new object with no memory of its previous one (400.7)."""
    # Only 704.6d reads entered_zone_since_check, and only for commanders: flagging every card
    # would cost each one a second copy when the flag is cleared after the check.
    values = {**obj.__dict__, **_FORGOTTEN}
    values["counters"] = {}
    values["zone"] = zone
    values["controller"] = obj.owner
    values["entered_zone_since_check"] = obj.commander
    values["moved_by_game"] = True
    return rebuild(obj, values)


def _apply_in_place(obj: GameObject, aimed: list[ObjectEffect]) -> GameObject:
    update: dict[str, object] = {}
    counters = dict(obj.counters)
    counters_changed = False
    # One shield replaces every destruction of this creature in the event (704.7).
    if any(isinstance(e, Regenerate) for e in aimed):
        update.update(
            regeneration_shields=max(0, obj.regeneration_shields - 1),  # a static one has no shield
            damage=0,
            deathtouch_damage=False,
            tapped=True,
            attacked=False,
        )
    for effect in aimed:
        if isinstance(effect, RemoveDamage):
            update["damage"] = 0
            update["deathtouch_damage"] = False
        elif isinstance(effect, MakeIndestructible):
            update["indestructible"] = True
        elif isinstance(effect, Unattach):
            update["attached_to"] = None
            update["attachment_illegal"] = False
        elif isinstance(effect, RemoveCounters):
            counters[effect.kind] = max(0, counters.get(effect.kind, 0) - effect.amount)
            counters_changed = True
        elif isinstance(effect, SetProtector):
            update["protector"] = effect.player
        elif isinstance(effect, SetSector):
            update["sector"] = effect.sector
    # Caps apply to what is left after annihilation: the permanent ends with at most N (704.5r).
    for effect in aimed:
        if isinstance(effect, CapCounters):
            counters[effect.kind] = min(counters.get(effect.kind, 0), effect.limit)
            counters_changed = True
    if counters_changed:
        update["counters"] = {k: v for k, v in counters.items() if v}
    return obj.model_copy(update=update) if update else obj


def _apply_to_player(player: Player, speeds: dict[str, int], dungeons: set[str]) -> Player:
    update: dict[str, object] = {}
    if player.name in speeds:
        update["speed"] = speeds[player.name]
    if player.name in dungeons:
        update["venture_at_bottom"] = False
        update["dungeon_trigger_pending"] = False
    return player.model_copy(update=update) if update else player
