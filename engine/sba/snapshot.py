"""The board as the state-based-action rules read it, kept current across rounds.

Every rule of a round reads the same snapshot (704.3). A round's event changes a handful of
objects, so rebuilding every index from scratch each round would make a check cost
O(objects × rounds). Instead ``BoardIndex`` is built once per check and updated for the objects
an event touches, and each snapshot lists as *candidates* only what could newly meet a
condition: everything in the first round, afterwards the objects the last event touched plus
what depends on them (what is attached to them, their legend group, the world permanents).
Relations (legend groups, attachments, Roles on a host) always read the full index.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.model import GameObject, GameState, Player, Variant, Zone

LegendKey = tuple[str, str]
RoleKey = tuple[str, str]


def _controller(obj: GameObject) -> str:
    return obj.controller or obj.owner


class BoardIndex:
    """Every object by id plus the relations rules ask about; private to one check."""

    def __init__(self, objects: Iterable[GameObject]) -> None:
        self.by_id: dict[str, GameObject] = {}
        self.legends: dict[LegendKey, dict[str, None]] = {}
        self.worlds: dict[str, None] = {}
        self.roles_on: dict[RoleKey, dict[str, None]] = {}
        self.attached_from: dict[str, dict[str, None]] = {}
        self.engines: Counter[str] = Counter()
        self.sculptors: Counter[str] = Counter()
        self.flagged: dict[str, None] = {}
        """Objects carrying a "since the last check" flag, cleared after every check."""
        for obj in objects:
            self.by_id[obj.id] = obj
            self._link(obj)

    def _link(self, obj: GameObject) -> None:
        if obj.deathtouch_damage or obj.entered_zone_since_check:
            self.flagged[obj.id] = None
        ref = obj.attached_to
        if ref is not None and ref.kind == "object":
            self.attached_from.setdefault(ref.id, {})[obj.id] = None
        if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            return
        if ref is not None and ref.kind == "object" and "role" in obj.subtypes:
            self.roles_on.setdefault((ref.id, _controller(obj)), {})[obj.id] = None
        if "legendary" in obj.supertypes:
            self.legends.setdefault((_controller(obj), obj.name.casefold()), {})[obj.id] = None
        if "world" in obj.supertypes:
            self.worlds[obj.id] = None
        if obj.start_your_engines:
            self.engines[_controller(obj)] += 1
        if obj.space_sculptor:
            self.sculptors[_controller(obj)] += 1

    def _unlink(self, obj: GameObject) -> None:
        self.flagged.pop(obj.id, None)
        ref = obj.attached_to
        if ref is not None and ref.kind == "object":
            self.attached_from.get(ref.id, {}).pop(obj.id, None)
        if obj.zone is not Zone.BATTLEFIELD or obj.phased_out:
            return
        if ref is not None and ref.kind == "object" and "role" in obj.subtypes:
            self.roles_on.get((ref.id, _controller(obj)), {}).pop(obj.id, None)
        if "legendary" in obj.supertypes:
            self.legends.get((_controller(obj), obj.name.casefold()), {}).pop(obj.id, None)
        self.worlds.pop(obj.id, None)
        if obj.start_your_engines:
            self.engines[_controller(obj)] -= 1
        if obj.space_sculptor:
            self.sculptors[_controller(obj)] -= 1

    def replace(self, new: GameObject) -> None:
        old = self.by_id[new.id]
        self._unlink(old)
        self.by_id[new.id] = new
        self._link(new)

    def remove(self, obj_id: str) -> None:
        old = self.by_id.pop(obj_id)
        self._unlink(old)

    def attached_to(self, obj_id: str) -> list[str]:
        return list(self.attached_from.get(obj_id, ()))

    def objects(self) -> tuple[GameObject, ...]:
        return tuple(self.by_id.values())


@dataclass(slots=True)
class Snapshot:
    """One round's view: candidate buckets by what the rules look for, plus the full index."""

    state: GameState
    remaining: frozenset[str]
    index: BoardIndex
    in_play: list[GameObject] = field(default_factory=list)
    off_battlefield: list[GameObject] = field(default_factory=list)
    creatures: list[GameObject] = field(default_factory=list)
    toughness: dict[str, int] = field(default_factory=dict)
    """Effective toughness of each candidate creature with a stated toughness, computed once."""
    planeswalkers: list[GameObject] = field(default_factory=list)
    battles: list[GameObject] = field(default_factory=list)
    auras: list[GameObject] = field(default_factory=list)
    attached: list[GameObject] = field(default_factory=list)
    sagas: list[GameObject] = field(default_factory=list)
    countered: list[GameObject] = field(default_factory=list)
    legends: dict[LegendKey, list[GameObject]] = field(default_factory=dict)
    worlds: list[GameObject] = field(default_factory=list)
    roles_on: dict[RoleKey, list[GameObject]] = field(default_factory=dict)

    @classmethod
    def of(
        cls, state: GameState, remaining: frozenset[str], index: BoardIndex, candidates: Iterable[str] | None = None
    ) -> Snapshot:
        """Bucket the candidates (every object when ``candidates`` is None)."""
        snap = cls(state=state, remaining=remaining, index=index)
        by_id = index.by_id
        objects = by_id.values() if candidates is None else (by_id[i] for i in candidates if i in by_id)
        legend_keys: set[LegendKey] = set()
        role_keys: set[RoleKey] = set()
        any_world = False
        battlefield = Zone.BATTLEFIELD
        for obj in objects:
            if obj.zone is not battlefield:
                snap.off_battlefield.append(obj)
                continue
            if obj.phased_out:
                continue
            snap.in_play.append(obj)
            types = obj.card_types
            if "creature" in types:
                snap.creatures.append(obj)
                if obj.toughness is not None:
                    snap.toughness[obj.id] = obj.effective_toughness
            if "planeswalker" in types:
                snap.planeswalkers.append(obj)
            if "battle" in types:
                snap.battles.append(obj)
            subtypes = obj.subtypes
            if subtypes:
                if "aura" in subtypes:
                    snap.auras.append(obj)
                if "saga" in subtypes:
                    snap.sagas.append(obj)
            if obj.counters or obj.counter_limits:
                snap.countered.append(obj)
            ref = obj.attached_to
            if ref is not None:
                snap.attached.append(obj)
                if ref.kind == "object" and "role" in subtypes:
                    role_keys.add((ref.id, _controller(obj)))
            supertypes = obj.supertypes
            if supertypes:
                if "legendary" in supertypes:
                    legend_keys.add((_controller(obj), obj.name.casefold()))
                if "world" in supertypes:
                    any_world = True
        snap.legends = {k: [by_id[i] for i in index.legends.get(k, ())] for k in legend_keys}
        snap.roles_on = {k: [by_id[i] for i in index.roles_on.get(k, ())] for k in role_keys}
        if any_world:
            snap.worlds = [by_id[i] for i in index.worlds]
        return snap

    @property
    def by_id(self) -> dict[str, GameObject]:
        return self.index.by_id

    @property
    def controllers_with_engines(self) -> set[str]:
        return {name for name, n in self.index.engines.items() if n > 0}

    @property
    def space_sculptors(self) -> set[str]:
        return {name for name, n in self.index.sculptors.items() if n > 0}

    @property
    def variant(self) -> Variant:
        return self.state.variant

    def players(self) -> list[Player]:
        """Players still in the game, in the order they were described."""
        return [p for p in self.state.players if p.name in self.remaining]

    def opponents(self, name: str) -> list[str]:
        me = self.state.player(name)
        if me is None:
            return []
        return [p.name for p in self.players() if p.name != name and (me.team is None or p.team != me.team)]
