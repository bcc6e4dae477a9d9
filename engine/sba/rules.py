"""Every state-based action of CR 704.5 and 704.6, as a table of finders in CR order.

A finder reads one snapshot and says what applies: an action (with the effects that perform it),
a choice a player must make first, or a note for the judge (indestructible stopped a
destruction, a player can't lose). Finders never change state and never know rule numbers:
kinds are resolved to the edition in use by ``numbering``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from engine.kinds import Kind
from engine.model import PLUS_ONE, GameObject, ObjectRef, Player, PlayerRef, Variant, Zone
from engine.sba.attachment import (
    UNKNOWN_COLORS,
    enchant_allows_object,
    enchant_allows_player,
    equipment_can_attach,
    protection_stops,
)
from engine.sba.effects import (
    CapCounters,
    CompleteDungeon,
    Effect,
    Lose,
    MoveTo,
    RemoveCounters,
    SetProtector,
    SetSector,
    SetSpeed,
    Unattach,
    Vanish,
)
from engine.sba.names import joined, one_name
from engine.sba.result import Replaced
from engine.sba.snapshot import Snapshot

Params = dict[str, str | int]
SECTORS = ("alpha", "beta", "gamma")


@dataclass(frozen=True, slots=True)
class Found:
    kind: Kind
    subjects: tuple[str, ...]
    effects: tuple[Effect, ...]
    params: Params = field(default_factory=dict)
    replaced: tuple[Replaced, ...] = ()
    """Replacement effects that changed the event (``replacements.py``)."""


@dataclass(frozen=True, slots=True)
class Choice:
    kind: Kind
    chooser: str
    subjects: tuple[str, ...]
    options: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Remark:
    kind: str
    subjects: tuple[str, ...]
    params: Params = field(default_factory=dict)
    rule_kind: Kind | None = None
    """The rule the remark is about, when it isn't the finder's own kind."""


Finding = Found | Choice | Remark
Finder = Callable[[Snapshot], Iterator[Finding]]


@dataclass(frozen=True, slots=True)
class SbaRule:
    kind: Kind
    find: Finder


def label(obj: GameObject) -> str:
    """How an object is named to the judge: its name, plus its label when ids differ.

    A board-language copy label ("Thalia #2") already holds the name, so it stands alone.
    The name knows the object it names (``names.ObjectName``): a reply may say it in the
    judge's language (a card's printed Spanish name) without looking for it in a sentence.
    """
    if obj.id == obj.name or obj.id.startswith(f"{obj.name} #"):
        return one_name(obj.id, obj.id)
    return one_name(obj.id, f"{obj.name} ({obj.id})")


def join_names(names: Iterable[str]) -> str:
    """A list of names for a sentence; " / " when a name holds a comma ("Thalia, Guardian of Thraben")."""
    return joined(names)


# -- players ---------------------------------------------------------------------------------


def _loss(kind: Kind, snap: Snapshot, losers: list[Player], params: Params) -> Iterator[Finding]:
    """A player (or a whole team) loses, unless an effect says they can't (810.8a for teams)."""
    names = tuple(p.name for p in losers)
    if any(p.cant_lose for p in (*losers, *_teammates(snap, losers))):
        yield Remark("cant_lose", names, {**params, "player": join_names(names)}, rule_kind=kind)
        return
    yield Found(kind, names, tuple(Lose(n) for n in names), {**params, "player": join_names(names)})


def find_zero_life(snap: Snapshot) -> Iterator[Finding]:
    """A player at 0 or less life loses; in Two-Headed Giant life belongs to the team (810.9a)."""
    if snap.variant is Variant.TWO_HEADED_GIANT:
        return
    for p in snap.players():
        if p.life <= 0:
            if p.ignores_zero_life:
                yield Remark(
                    "ignores_zero_life", (p.name,), {"player": p.name, "life": p.life}, rule_kind=Kind.ZERO_LIFE
                )
                continue
            yield from _loss(Kind.ZERO_LIFE, snap, [p], {"life": p.life})


def find_empty_library_draw(snap: Snapshot) -> Iterator[Finding]:
    for p in snap.players():
        if p.drew_from_empty_library:
            yield from _loss(Kind.EMPTY_LIBRARY_DRAW, snap, [p], {})


def find_poison(snap: Snapshot) -> Iterator[Finding]:
    """Ten poison counters lose, except in Two-Headed Giant, where the team rule replaces it."""
    if snap.variant is Variant.TWO_HEADED_GIANT:
        return
    for p in snap.players():
        if p.poison >= 10:
            yield from _loss(Kind.POISON, snap, [p], {"poison": p.poison})


def _teammates(snap: Snapshot, players: list[Player]) -> list[Player]:
    """In Two-Headed Giant, the others on the players' teams: if one can't lose, the team can't (810.8a)."""
    if snap.state.variant is not Variant.TWO_HEADED_GIANT:
        return []
    teams = {p.team for p in players if p.team}
    names = {p.name for p in players}
    return [p for p in snap.state.players if p.team in teams and p.name not in names]


def _teams(snap: Snapshot) -> dict[str, list[Player]]:
    teams: dict[str, list[Player]] = {}
    for p in snap.players():
        if p.team:
            teams.setdefault(p.team, []).append(p)
    return teams


def find_team_zero_life(snap: Snapshot) -> Iterator[Finding]:
    if snap.variant is not Variant.TWO_HEADED_GIANT:
        return
    for name, members in sorted(_teams(snap).items()):
        life = snap.state.team_totals(name).life
        if life <= 0:
            spared = [p for p in members if p.ignores_zero_life]
            if spared:  # 810.8a: a member's "don't lose for 0 or less life" spares the team
                names = tuple(p.name for p in members)
                yield Remark(
                    "ignores_zero_life",
                    tuple(p.name for p in spared),
                    {"player": join_names(names), "life": life},
                    rule_kind=Kind.TEAM_ZERO_LIFE,
                )
                continue
            yield from _loss(Kind.TEAM_ZERO_LIFE, snap, members, {"team": name, "life": life})


def find_team_poison(snap: Snapshot) -> Iterator[Finding]:
    """Poison is shared by the team (810.10): the team's own counters plus each member's."""
    if snap.variant is not Variant.TWO_HEADED_GIANT:
        return
    for name, members in sorted(_teams(snap).items()):
        poison = snap.state.team_poison(name)
        if poison >= 15:
            yield from _loss(Kind.TEAM_POISON, snap, members, {"team": name, "poison": poison})


def find_commander_damage(snap: Snapshot) -> Iterator[Finding]:
    for p in snap.players():
        for entry in p.commander_damage:
            if entry.amount < 21:
                continue
            if snap.variant is not Variant.COMMANDER:
                yield Remark(
                    "commander_damage_outside_commander", (p.name,), {"player": p.name}, rule_kind=Kind.COMMANDER_DAMAGE
                )
                break
            yield from _loss(Kind.COMMANDER_DAMAGE, snap, [p], {"commander": entry.commander, "amount": entry.amount})
            break


def find_speed_start(snap: Snapshot) -> Iterator[Finding]:
    for p in snap.players():
        if p.speed is None and p.name in snap.controllers_with_engines:
            yield Found(Kind.SPEED_START, (p.name,), (SetSpeed(p.name, 1),), {"player": p.name})


def find_dungeon_complete(snap: Snapshot) -> Iterator[Finding]:
    for p in snap.players():
        if p.venture_at_bottom and not p.dungeon_trigger_pending:
            yield Found(Kind.DUNGEON_COMPLETE, (p.name,), (CompleteDungeon(p.name),), {"player": p.name})


# -- objects outside the battlefield -----------------------------------------------------------


def find_token_outside_battlefield(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.off_battlefield:
        if obj.token:
            yield Found(
                Kind.TOKEN_OUTSIDE_BATTLEFIELD, (obj.id,), (Vanish(obj.id),), {"object": label(obj), "zone": obj.zone}
            )


def find_copy_outside_zone(snap: Snapshot) -> Iterator[Finding]:
    """Spell copies live only on the stack; card copies only on the stack or the battlefield."""
    for obj in snap.off_battlefield:
        if obj.token:
            continue  # a token is already handled by 704.5d
        if (obj.copy_of_spell and obj.zone is not Zone.STACK) or (obj.copy_of_card and obj.zone is not Zone.STACK):
            what = "spell" if obj.copy_of_spell else "card"
            yield Found(
                Kind.COPY_OUTSIDE_ZONE,
                (obj.id,),
                (Vanish(obj.id),),
                {"object": label(obj), "zone": obj.zone, "copy": what},
            )


# -- creatures, planeswalkers, battles ------------------------------------------------------------


def _destroy(kind: Kind, obj: GameObject, params: Params) -> Finding:
    """Destruction: indestructible stops it (701.8); what replaces it (a regeneration shield,
    umbra armor, "exile it instead") is applied to the round's event (``replacements.py``)."""
    params["object"] = label(obj)
    if obj.indestructible:
        return Remark("indestructible", (obj.id,), params, rule_kind=kind)
    if obj.cant_be_destroyed:
        return Remark("cant_be_destroyed", (obj.id,), params, rule_kind=kind)
    params["outcome"] = "destroyed"
    return Found(kind, (obj.id,), (MoveTo(obj.id, Zone.GRAVEYARD),), params)


def find_zero_toughness(snap: Snapshot) -> Iterator[Finding]:
    """Toughness 0 or less: not destruction, so neither indestructible nor regeneration helps.
    A creature whose toughness the board doesn't give (a CDA's ``*`` it can't count) but lowers
    (-1/-1 counters, "gets -2/-2") may be at 0 or less: noted, never answered as safe."""
    for obj in snap.unknown_toughness:
        tied = sum(m.toughness for m in obj.modifiers) if obj.modifiers else 0
        if obj.toughness_modifier + tied + obj.pt_from_counters()[1] < 0:
            yield Remark("needs_toughness_lowered", (obj.id,), {"object": label(obj)}, rule_kind=Kind.ZERO_TOUGHNESS)
    by_id = snap.by_id
    for obj_id, toughness in snap.toughness.items():
        if toughness <= 0:
            obj = by_id[obj_id]
            yield Found(
                Kind.ZERO_TOUGHNESS,
                (obj_id,),
                (MoveTo(obj_id, Zone.GRAVEYARD),),
                {"object": label(obj), "toughness": toughness},
            )


def find_lethal_damage(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.unknown_toughness:
        if obj.damage > 0 or obj.deathtouch_damage:
            yield Remark("needs_toughness", (obj.id,), {"object": label(obj)}, rule_kind=Kind.LETHAL_DAMAGE)
    by_id = snap.by_id
    for obj_id, toughness in snap.toughness.items():
        if toughness > 0:
            obj = by_id[obj_id]
            if obj.damage >= toughness:
                yield _destroy(Kind.LETHAL_DAMAGE, obj, {"damage": obj.damage, "toughness": toughness})


def find_deathtouch_damage(snap: Snapshot) -> Iterator[Finding]:
    by_id = snap.by_id
    for obj_id, toughness in snap.toughness.items():
        if toughness > 0:
            obj = by_id[obj_id]
            if obj.deathtouch_damage:
                yield _destroy(Kind.DEATHTOUCH_DAMAGE, obj, {})


def find_zero_loyalty(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.planeswalkers:
        loyalty = obj.effective_loyalty
        if loyalty is not None and loyalty <= 0:
            yield Found(
                Kind.ZERO_LOYALTY,
                (obj.id,),
                (MoveTo(obj.id, Zone.GRAVEYARD),),
                {"object": label(obj), "loyalty": loyalty},
            )


def find_siege_zero_defense(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.battles:
        defense = obj.effective_defense
        if obj.battle_type == "siege" and defense is not None and defense <= 0 and not obj.trigger_pending:
            yield Found(Kind.SIEGE_ZERO_DEFENSE, (obj.id,), (MoveTo(obj.id, Zone.GRAVEYARD),), {"object": label(obj)})


def find_battle_zero_defense(snap: Snapshot) -> Iterator[Finding]:
    """Non-Siege battles at defense 0 go with no trigger exception (704.5w, August 2026); in
    earlier editions one rule covered every battle, trigger exception included (704.5v)."""
    for obj in snap.battles:
        defense = obj.effective_defense
        spared = obj.trigger_pending and not snap.sieges_apart
        if obj.battle_type != "siege" and defense is not None and defense <= 0 and spared:
            yield Remark("battle_rule_changed", (obj.id,), {"object": label(obj)}, Kind.BATTLE_ZERO_DEFENSE)
        elif obj.battle_type != "siege" and defense is not None and defense <= 0:
            yield Found(Kind.BATTLE_ZERO_DEFENSE, (obj.id,), (MoveTo(obj.id, Zone.GRAVEYARD),), {"object": label(obj)})


def _appropriate_protectors(snap: Snapshot, battle: GameObject) -> list[str]:
    """Siege: an opponent of its controller (310.11a); no battle type: its controller (310.8a)."""
    controller = battle.controller or battle.owner
    if battle.battle_type == "siege":
        return snap.opponents(controller)
    if battle.battle_type is None:
        return [controller] if controller in snap.remaining else []
    return [p.name for p in snap.players()]


def _choose_protector(kind: Kind, snap: Snapshot, battle: GameObject) -> Iterator[Finding]:
    options = _appropriate_protectors(snap, battle)
    params: Params = {"object": label(battle)}
    if not options:
        yield Found(kind, (battle.id,), (MoveTo(battle.id, Zone.GRAVEYARD),), {**params, "outcome": "graveyard"})
        return
    chosen = snap.state.choices.protector.get(battle.id)
    if len(options) == 1:
        chosen = options[0]
    if chosen in options:
        yield Found(
            kind, (battle.id,), (SetProtector(battle.id, chosen),), {**params, "player": chosen, "outcome": "chosen"}
        )
        return
    yield Choice(kind, battle.controller or battle.owner, (battle.id,), tuple(options))


def find_battle_no_protector(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.battles:
        if obj.protector is None and not obj.attacked:
            if obj.protector_unstated:
                yield Remark("needs_protector", (obj.id,), {"object": label(obj)}, Kind.BATTLE_NO_PROTECTOR)
                continue
            yield from _choose_protector(Kind.BATTLE_NO_PROTECTOR, snap, obj)


def find_battle_illegal_protector(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.battles:
        if obj.protector is not None and obj.protector not in _appropriate_protectors(snap, obj):
            yield from _choose_protector(Kind.BATTLE_ILLEGAL_PROTECTOR, snap, obj)


# -- uniqueness rules ---------------------------------------------------------------------------


def find_planeswalker_uniqueness(snap: Snapshot) -> Iterator[Finding]:
    """Editions before September 2017: a player with two planeswalkers sharing a planeswalker
    type keeps one. Which one is theirs to choose, never the engine's (pending choice)."""
    if not snap.planeswalker_uniqueness:
        return
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for obj in snap.planeswalkers:
        for subtype in sorted(obj.subtypes):
            groups.setdefault((obj.controller or obj.owner, subtype), []).append(obj)
    for (controller, _), group in sorted(groups.items()):
        if len(group) > 1:
            ids = tuple(sorted(o.id for o in group))
            yield Choice(Kind.PLANESWALKER_UNIQUENESS, controller, ids, ids)


def find_legend_rule(snap: Snapshot) -> Iterator[Finding]:
    """Same name, same controller: the controller keeps one. The engine never picks for them."""
    keep_by_name = {name.casefold(): kept for name, kept in snap.state.choices.legend_keep.items()}
    for (controller, name_key), everyone in sorted(snap.legends.items()):
        group = [o for o in everyone if not o.legend_rule_exempt]
        if len(everyone) > 1 and len(group) < len(everyone):
            exempt = tuple(sorted(o.id for o in everyone if o.legend_rule_exempt))
            yield Remark("legend_rule_off", exempt, {"object": everyone[0].name}, rule_kind=Kind.LEGEND_RULE)
        if len(group) < 2:
            continue
        ids = tuple(sorted(o.id for o in group))
        kept = keep_by_name.get(name_key)
        if kept is None or kept not in ids:
            kept = next((keep_by_name[i.casefold()] for i in ids if keep_by_name.get(i.casefold()) in ids), None)
        if kept is None:
            yield Choice(Kind.LEGEND_RULE, controller, ids, ids)
            continue
        rest = tuple(i for i in ids if i != kept)
        yield Found(
            Kind.LEGEND_RULE,
            rest,
            tuple(MoveTo(i, Zone.GRAVEYARD) for i in rest),
            {"object": group[0].name, "kept": label(snap.by_id[kept]), "player": controller},
        )


def _needs_timestamps(kind: Kind, group: list[GameObject]) -> Remark | None:
    missing = [o for o in group if o.timestamp is None]
    if not missing:
        return None
    return Remark(
        "needs_timestamps",
        tuple(sorted(o.id for o in missing)),
        {"object": join_names(label(o) for o in missing)},
        rule_kind=kind,
    )


def find_world_rule(snap: Snapshot) -> Iterator[Finding]:
    """All world permanents but the newest go; a tie for newest sends them all (704.5k)."""
    if len(snap.worlds) < 2:  # the snapshot lists every world permanent when one is a candidate
        return
    missing = _needs_timestamps(Kind.WORLD_RULE, snap.worlds)
    if missing is not None:
        yield missing
        return
    newest = max(o.timestamp or 0 for o in snap.worlds)
    newest_ids = [o.id for o in snap.worlds if o.timestamp == newest]
    keep = newest_ids[0] if len(newest_ids) == 1 else None
    going = tuple(sorted(o.id for o in snap.worlds if o.id != keep))
    params: Params = {"object": join_names(label(snap.by_id[i]) for i in going)}
    if keep is not None:
        params["kept"] = label(snap.by_id[keep])
    yield Found(Kind.WORLD_RULE, going, tuple(MoveTo(i, Zone.GRAVEYARD) for i in going), params)


def find_role_rule(snap: Snapshot) -> Iterator[Finding]:
    for (host, controller), roles in sorted(snap.roles_on.items()):
        if len(roles) < 2:
            continue
        missing = _needs_timestamps(Kind.ROLE_RULE, roles)
        if missing is not None:
            yield missing
            continue
        newest = max(roles, key=lambda r: (r.timestamp or 0, r.id))
        going = tuple(sorted(r.id for r in roles if r.id != newest.id))
        yield Found(
            Kind.ROLE_RULE,
            going,
            tuple(MoveTo(i, Zone.GRAVEYARD) for i in going),
            {
                "object": join_names(label(snap.by_id[i]) for i in going),
                "kept": label(newest),
                "host": label(snap.by_id[host]),
                "player": controller,
            },
        )


# -- attachments ----------------------------------------------------------------------------


def _aura_problem(snap: Snapshot, aura: GameObject) -> Problem | None:
    """Why an Aura's attachment fails 704.5m, or ``None`` if it is legal (or can't be judged)."""
    ref = aura.attached_to
    if ref is None:
        return "unattached"
    if aura.attachment_illegal:
        return "illegal"
    if ref.kind == "player":
        if ref.name not in snap.remaining:
            return "unattached"
        if enchant_allows_player(aura.enchant) is False:
            return "not_player"
        player = snap.state.player(ref.name)
        return _protection_problem(player.protection_from if player else frozenset(), aura, ref.name)
    if ref.id == aura.id:
        return "itself"
    target = snap.by_id.get(ref.id)
    if target is None:
        return "unattached"
    enchant = aura.enchant
    if enchant is not None and "graveyard" in enchant:
        return None if target.zone is Zone.GRAVEYARD else "unattached"
    if target.zone is not Zone.BATTLEFIELD or target.phased_out:
        return "unattached"
    if enchant_allows_object(enchant, aura, target) is False:
        return TYPES_UNKNOWN if not target.card_types else "restriction"
    spared = target.protection_spares
    qualities = frozenset(
        q for q in target.protection_from if f"{aura.id}|{q}" not in spared and f"*|{q}" not in spared
    )
    return _protection_problem(qualities, aura, label(target))


class Protected(NamedTuple):
    """The host's protection stops the attacher (702.16c-d): who has it, and from what."""

    host: str
    quality: str


#: Why an attachment fails: a reason word, or the protection that stops it.
Problem = str | Protected

#: An attachment whose legality turns on colors the judge didn't give: asked, never guessed.
COLORS_UNKNOWN = "colors_unknown"
#: …or on the types of a host no card and no word typed (a name Juez doesn't know): asked too.
TYPES_UNKNOWN = "types_unknown"


def _protection_problem(qualities: frozenset[str], attacher: GameObject, host: str) -> Problem | None:
    """The protection that stops the attacher, or ``COLORS_UNKNOWN`` when that turns on the
    attacher's colors, which the board didn't state."""
    quality = protection_stops(qualities, attacher)
    if quality is None:
        return None
    if quality == UNKNOWN_COLORS:
        return COLORS_UNKNOWN
    return Protected(host, quality)


def find_aura_illegal(snap: Snapshot) -> Iterator[Finding]:
    for aura in snap.auras:
        if "creature" in aura.card_types and aura.attached_to is not None:
            continue  # 303.4d: an Aura creature first becomes unattached (704.5p), then goes
        problem = _aura_problem(snap, aura)
        if problem == COLORS_UNKNOWN:
            yield _needs_colors(snap, aura, Kind.AURA_ILLEGAL)
        elif problem == TYPES_UNKNOWN:
            yield _needs_types(snap, aura, Kind.AURA_ILLEGAL)
        elif problem is not None:
            params = {"object": label(aura), "enchant": aura.enchant or "", **_reason_params(problem)}
            if isinstance(aura.attached_to, PlayerRef) and "host" in params:
                params["player"] = params["host"]  # a player with protection: "you" reads as you
            yield Found(Kind.AURA_ILLEGAL, (aura.id,), (MoveTo(aura.id, Zone.GRAVEYARD),), params)


def _reason_params(problem: Problem) -> Params:
    """A problem's parameters: protection carries the host and the quality for the explanation."""
    if isinstance(problem, Protected):
        return {"reason": "protection", "host": problem.host, "quality": problem.quality}
    return {"reason": problem}


def _needs_colors(snap: Snapshot, attacher: GameObject, kind: Kind) -> Remark:
    return _needs("needs_colors", snap, attacher, kind)


def _needs_types(snap: Snapshot, attacher: GameObject, kind: Kind) -> Remark:
    return _needs("needs_types", snap, attacher, kind)


def _needs(what: str, snap: Snapshot, attacher: GameObject, kind: Kind) -> Remark:
    ref = attacher.attached_to
    host = ref.name if isinstance(ref, PlayerRef) else label(snap.by_id[ref.id]) if ref is not None else ""
    return Remark(what, (attacher.id,), {"object": label(attacher), "host": host}, kind)


def find_equipment_illegal(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.attached:
        if not ({"equipment", "fortification"} & obj.subtypes) or {"creature", "battle"} & obj.card_types:
            continue
        ref = obj.attached_to
        reason: Problem | None = None
        if isinstance(ref, PlayerRef):
            reason = "player"
        elif obj.attachment_illegal:
            reason = "illegal"
        elif isinstance(ref, ObjectRef):
            target = snap.by_id.get(ref.id)
            if target is None or not target.is_permanent_in_play:
                reason = "unattached"
            elif not equipment_can_attach(obj, target):
                reason = TYPES_UNKNOWN if not target.card_types and target.id != obj.id else "wrong_type"
            else:
                reason = _protection_problem(target.protection_from, obj, label(target))
        if reason == COLORS_UNKNOWN:
            yield _needs_colors(snap, obj, Kind.EQUIPMENT_ILLEGAL)
        elif reason == TYPES_UNKNOWN:
            yield _needs_types(snap, obj, Kind.EQUIPMENT_ILLEGAL)
        elif reason is not None:
            yield Found(
                Kind.EQUIPMENT_ILLEGAL, (obj.id,), (Unattach(obj.id),), {"object": label(obj), **_reason_params(reason)}
            )


def find_illegal_attachment(snap: Snapshot) -> Iterator[Finding]:
    """Creatures and battles can't be attached; nor can permanents that aren't Auras/Equipment/Fortifications."""
    for obj in snap.attached:
        is_attacher = bool({"aura", "equipment", "fortification"} & obj.subtypes)
        if {"creature", "battle"} & obj.card_types or not is_attacher:
            yield Found(Kind.ILLEGAL_ATTACHMENT, (obj.id,), (Unattach(obj.id),), {"object": label(obj)})


# -- counters -------------------------------------------------------------------------------------


def find_counter_annihilation(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.countered:
        n = min(obj.counter(PLUS_ONE), obj.counter("-1/-1"))
        if n > 0:
            yield Found(
                Kind.COUNTER_ANNIHILATION,
                (obj.id,),
                (RemoveCounters(obj.id, PLUS_ONE, n), RemoveCounters(obj.id, "-1/-1", n)),
                {"object": label(obj), "count": n},
            )


def find_counter_limit(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.countered:
        for kind, limit in sorted(obj.counter_limits.items()):
            if obj.counter(kind) > limit:
                yield Found(
                    Kind.COUNTER_LIMIT,
                    (obj.id,),
                    (CapCounters(obj.id, kind, limit),),
                    {"object": label(obj), "counter": kind, "limit": limit, "count": obj.counter(kind)},
                )


def find_saga_complete(snap: Snapshot) -> Iterator[Finding]:
    for obj in snap.sagas:
        if obj.rules_text_lost:
            continue  # 714.4: only a Saga with one or more chapter abilities (Blood Moon took them)
        if obj.final_chapter is None:
            yield Remark("needs_final_chapter", (obj.id,), {"object": label(obj)}, rule_kind=Kind.SAGA_COMPLETE)
            continue
        lore = obj.counter("lore")
        if lore == obj.final_chapter and "trigger_pending" not in obj.model_fields_set:
            # The floor's usual case: the last chapter just triggered, and 714.4 waits for it
            # to leave the stack. Whether it has is the judge's to say, never assumed.
            yield Choice(Kind.SAGA_COMPLETE, obj.controller or obj.owner, (obj.id,), ("on the stack", "resolved"))
            continue
        if lore >= obj.final_chapter and not obj.trigger_pending:
            yield Found(
                Kind.SAGA_COMPLETE,
                (obj.id,),
                (MoveTo(obj.id, Zone.GRAVEYARD),),
                {"object": label(obj), "lore": lore, "final": obj.final_chapter, "player": obj.controller or ""},
            )


def find_space_sculptor_sector(snap: Snapshot) -> Iterator[Finding]:
    """Creatures without a sector get one; players without space sculptor choose first (702.158c)."""
    if not snap.space_sculptors:
        return
    waiting: dict[str, list[GameObject]] = {}
    for creature in snap.creatures:
        if creature.sector is None:
            waiting.setdefault(creature.controller or creature.owner, []).append(creature)
    order = sorted(waiting, key=lambda name: (name in snap.space_sculptors, name))
    for controller in order:
        creatures = sorted(waiting[controller], key=lambda o: o.id)
        chosen = {c.id: snap.state.choices.sector.get(c.id) for c in creatures}
        if all(s in SECTORS for s in chosen.values()):
            yield Found(
                Kind.SPACE_SCULPTOR_SECTOR,
                tuple(c.id for c in creatures),
                tuple(SetSector(c.id, chosen[c.id] or "") for c in creatures),
                {"player": controller, "object": join_names(label(c) for c in creatures)},
            )
        else:
            yield Choice(Kind.SPACE_SCULPTOR_SECTOR, controller, tuple(c.id for c in creatures), SECTORS)


# -- variants -----------------------------------------------------------------------------------


def find_commander_to_command_zone(snap: Snapshot) -> Iterator[Finding]:
    if snap.variant is not Variant.COMMANDER:
        return
    for obj in snap.off_battlefield:
        if not (obj.commander and obj.zone in (Zone.GRAVEYARD, Zone.EXILE) and obj.entered_zone_since_check):
            continue
        wish = snap.state.choices.commander_to_command_zone.get(obj.id)
        if wish is None:
            yield Choice(Kind.COMMANDER_TO_COMMAND_ZONE, obj.owner, (obj.id,), ("command", "stay"))
        elif wish:
            yield Found(
                Kind.COMMANDER_TO_COMMAND_ZONE,
                (obj.id,),
                (MoveTo(obj.id, Zone.COMMAND),),
                {"object": label(obj), "zone": obj.zone, "player": obj.owner},
            )


def find_scheme_face_down(snap: Snapshot) -> Iterator[Finding]:
    if snap.variant is not Variant.ARCHENEMY:
        return
    for obj in snap.off_battlefield:
        if (
            "scheme" in obj.card_types
            and obj.zone is Zone.COMMAND
            and obj.face_up
            and not obj.ongoing
            and "ongoing" not in obj.supertypes
            and not obj.trigger_pending
        ):
            yield Found(
                Kind.SCHEME_FACE_DOWN, (obj.id,), (Vanish(obj.id),), {"object": label(obj), "player": obj.owner}
            )


def find_phenomenon_planeswalk(snap: Snapshot) -> Iterator[Finding]:
    if snap.variant is not Variant.PLANECHASE:
        return
    for obj in snap.off_battlefield:
        if "phenomenon" in obj.card_types and obj.zone is Zone.COMMAND and obj.face_up and not obj.trigger_pending:
            who = snap.state.planar_controller or obj.controller or obj.owner
            yield Found(Kind.PHENOMENON_PLANESWALK, (obj.id,), (Vanish(obj.id),), {"object": label(obj), "player": who})


SBA_RULES: tuple[SbaRule, ...] = (
    SbaRule(Kind.ZERO_LIFE, find_zero_life),
    SbaRule(Kind.EMPTY_LIBRARY_DRAW, find_empty_library_draw),
    SbaRule(Kind.POISON, find_poison),
    SbaRule(Kind.TOKEN_OUTSIDE_BATTLEFIELD, find_token_outside_battlefield),
    SbaRule(Kind.COPY_OUTSIDE_ZONE, find_copy_outside_zone),
    SbaRule(Kind.ZERO_TOUGHNESS, find_zero_toughness),
    SbaRule(Kind.LETHAL_DAMAGE, find_lethal_damage),
    SbaRule(Kind.DEATHTOUCH_DAMAGE, find_deathtouch_damage),
    SbaRule(Kind.ZERO_LOYALTY, find_zero_loyalty),
    SbaRule(Kind.PLANESWALKER_UNIQUENESS, find_planeswalker_uniqueness),
    SbaRule(Kind.LEGEND_RULE, find_legend_rule),
    SbaRule(Kind.WORLD_RULE, find_world_rule),
    SbaRule(Kind.AURA_ILLEGAL, find_aura_illegal),
    SbaRule(Kind.EQUIPMENT_ILLEGAL, find_equipment_illegal),
    SbaRule(Kind.ILLEGAL_ATTACHMENT, find_illegal_attachment),
    SbaRule(Kind.COUNTER_ANNIHILATION, find_counter_annihilation),
    SbaRule(Kind.COUNTER_LIMIT, find_counter_limit),
    SbaRule(Kind.SAGA_COMPLETE, find_saga_complete),
    SbaRule(Kind.DUNGEON_COMPLETE, find_dungeon_complete),
    SbaRule(Kind.SPACE_SCULPTOR_SECTOR, find_space_sculptor_sector),
    SbaRule(Kind.SIEGE_ZERO_DEFENSE, find_siege_zero_defense),
    SbaRule(Kind.BATTLE_ZERO_DEFENSE, find_battle_zero_defense),
    SbaRule(Kind.BATTLE_NO_PROTECTOR, find_battle_no_protector),
    SbaRule(Kind.BATTLE_ILLEGAL_PROTECTOR, find_battle_illegal_protector),
    SbaRule(Kind.ROLE_RULE, find_role_rule),
    SbaRule(Kind.SPEED_START, find_speed_start),
    SbaRule(Kind.TEAM_ZERO_LIFE, find_team_zero_life),
    SbaRule(Kind.TEAM_POISON, find_team_poison),
    SbaRule(Kind.COMMANDER_DAMAGE, find_commander_damage),
    SbaRule(Kind.COMMANDER_TO_COMMAND_ZONE, find_commander_to_command_zone),
    SbaRule(Kind.SCHEME_FACE_DOWN, find_scheme_face_down),
    SbaRule(Kind.PHENOMENON_PLANESWALK, find_phenomenon_planeswalk),
)
