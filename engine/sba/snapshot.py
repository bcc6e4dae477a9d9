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

from engine.model import GameObject, GameState, ObjectRef, Player, PlayerRef, Variant, Zone

LegendKey = tuple[str, str]
RoleKey = tuple[str, str]


def _controller(obj: GameObject) -> str:
    return obj.controller or obj.owner


#: Buckets the index keeps of permanents on the battlefield (phased in), by what rules look for.
BUCKETS = ("creatures", "planeswalkers", "battles", "auras", "sagas", "countered", "attached")


#: What a face-down permanent has of the supertypes it was described with.
_NONE: frozenset[str] = frozenset()


class BoardIndex:
    """Every object by id plus the buckets and relations rules ask about; private to one check.

    Buckets are kept current as objects change, so a snapshot of the whole board copies them
    instead of classifying every object again, and a snapshot of a few candidates only asks
    which buckets each candidate is in.
    """

    def __init__(self, objects: Iterable[GameObject]) -> None:
        self.by_id: dict[str, GameObject] = {}
        self.off_battlefield: dict[str, None] = {}
        self.creatures: dict[str, None] = {}
        self.planeswalkers: dict[str, None] = {}
        self.battles: dict[str, None] = {}
        self.auras: dict[str, None] = {}
        self.sagas: dict[str, None] = {}
        self.countered: dict[str, None] = {}
        self.attached: dict[str, None] = {}
        self.legend_key: dict[str, LegendKey] = {}
        self.legends: dict[LegendKey, dict[str, None]] = {}
        self.worlds: dict[str, None] = {}
        self.role_key: dict[str, RoleKey] = {}
        self.roles_on: dict[RoleKey, dict[str, None]] = {}
        self.attached_from: dict[str, dict[str, None]] = {}
        self.modified_by: dict[str, dict[str, None]] = {}
        """Source id → the objects whose power/toughness it changes."""
        self.engines: Counter[str] = Counter()
        self.sculptors: Counter[str] = Counter()
        self.flagged: dict[str, None] = {}
        """Objects carrying a "since the last check" flag, cleared after every check."""
        self.joined: dict[str, list[dict[str, None]]] = {}
        """The buckets and relation sets each object is in, so removing it visits only those."""
        by_id = self.by_id
        link = self._link
        for obj in objects:
            by_id[obj.id] = obj
            link(obj)

    def _link(self, obj: GameObject) -> None:
        oid = obj.id
        joined: list[dict[str, None]] = []
        if obj.deathtouch_damage or obj.entered_zone_since_check:
            joined.append(self.flagged)
        ref = obj.attached_to
        if ref is not None and ref.kind == "object":
            joined.append(self.attached_from.setdefault(ref.id, {}))
        for modifier in obj.modifiers:
            joined.append(self.modified_by.setdefault(modifier.source, {}))
        if obj.zone is not Zone.BATTLEFIELD:
            joined.append(self.off_battlefield)
        elif not obj.phased_out:
            self._link_permanent(obj, ref, joined)
        for bucket in joined:
            bucket[oid] = None
        self.joined[oid] = joined

    def _link_permanent(
        self, obj: GameObject, ref: ObjectRef | PlayerRef | None, joined: list[dict[str, None]]
    ) -> None:
        types = obj.card_types
        if "creature" in types or (not types and (obj.damage or obj.deathtouch_damage)):
            # Damage marked on an object whose types nobody said ("a Zombie token with 5 damage"):
            # only creatures, planeswalkers and battles are dealt damage (120.3), so its
            # toughness decides, and unknown it is asked, never taken as "nothing happens".
            joined.append(self.creatures)
        if "planeswalker" in types:
            joined.append(self.planeswalkers)
        if "battle" in types:
            joined.append(self.battles)
        subtypes = obj.subtypes
        if subtypes:
            if "aura" in subtypes:
                joined.append(self.auras)
            if "saga" in subtypes:
                joined.append(self.sagas)
        if obj.counters or obj.counter_limits:
            joined.append(self.countered)
        if ref is not None:
            joined.append(self.attached)
            if ref.kind == "object" and "role" in subtypes:
                role_key = (ref.id, _controller(obj))
                self.role_key[obj.id] = role_key
                joined.append(self.roles_on.setdefault(role_key, {}))
        supertypes = obj.supertypes if obj.face_up else _NONE  # face down: no name, no supertypes (708.2a)
        if supertypes:
            if "legendary" in supertypes:
                legend_key = (_controller(obj), obj.name.casefold())
                self.legend_key[obj.id] = legend_key
                joined.append(self.legends.setdefault(legend_key, {}))
            if "world" in supertypes:
                joined.append(self.worlds)
        if obj.start_your_engines:
            self.engines[_controller(obj)] += 1
        if obj.space_sculptor:
            self.sculptors[_controller(obj)] += 1

    def _unlink(self, obj: GameObject) -> None:
        oid = obj.id
        for bucket in self.joined.pop(oid):
            del bucket[oid]
        if obj.zone is Zone.BATTLEFIELD and not obj.phased_out:
            self.role_key.pop(oid, None)
            self.legend_key.pop(oid, None)
            if obj.start_your_engines:
                self.engines[_controller(obj)] -= 1
            if obj.space_sculptor:
                self.sculptors[_controller(obj)] -= 1

    def replace(self, new: GameObject) -> None:
        old = self.by_id[new.id]
        self._unlink(old)
        self.by_id[new.id] = new
        self._link(new)

    def add(self, new: GameObject) -> None:
        """An object that wasn't there (a token a replacement created)."""
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
    off_battlefield: list[GameObject] = field(default_factory=list)
    creatures: list[GameObject] = field(default_factory=list)
    toughness: dict[str, int] = field(default_factory=dict)
    """Effective toughness of each candidate creature with a stated toughness, computed once."""
    unknown_toughness: list[GameObject] = field(default_factory=list)
    """Candidate creatures whose toughness the judge didn't state (``*/*``): never guessed."""
    planeswalkers: list[GameObject] = field(default_factory=list)
    battles: list[GameObject] = field(default_factory=list)
    auras: list[GameObject] = field(default_factory=list)
    attached: list[GameObject] = field(default_factory=list)
    sagas: list[GameObject] = field(default_factory=list)
    countered: list[GameObject] = field(default_factory=list)
    legends: dict[LegendKey, list[GameObject]] = field(default_factory=dict)
    worlds: list[GameObject] = field(default_factory=list)
    roles_on: dict[RoleKey, list[GameObject]] = field(default_factory=dict)
    planeswalker_uniqueness: bool = False
    """The edition still has the planeswalker uniqueness rule (until September 2017)."""
    sieges_apart: bool = True
    """The edition has separate rules for Sieges and other battles at defense 0 (August 2026);
    before, one rule spared every battle that was the source of a waiting trigger."""

    @classmethod
    def of(
        cls,
        state: GameState,
        remaining: frozenset[str],
        index: BoardIndex,
        candidates: Iterable[str] | None = None,
        *,
        sieges_apart: bool = True,
        planeswalker_uniqueness: bool = False,
    ) -> Snapshot:
        """Read the candidates' buckets from the index (every object when ``candidates`` is None)."""
        snap = cls(
            state=state,
            remaining=remaining,
            index=index,
            sieges_apart=sieges_apart,
            planeswalker_uniqueness=planeswalker_uniqueness,
        )
        by_id = index.by_id
        if candidates is None:
            for name in ("off_battlefield", *BUCKETS):
                setattr(snap, name, [by_id[i] for i in getattr(index, name)])
            legend_keys: Iterable[LegendKey] = index.legends
            role_keys: Iterable[RoleKey] = index.roles_on
            any_world = bool(index.worlds)
        else:
            present = [i for i in candidates if i in by_id]
            for name in ("off_battlefield", *BUCKETS):
                bucket = getattr(index, name)
                setattr(snap, name, [by_id[i] for i in present if i in bucket])
            legend_keys = {index.legend_key[i] for i in present if i in index.legend_key}
            role_keys = {index.role_key[i] for i in present if i in index.role_key}
            any_world = any(i in index.worlds for i in present)
        toughness = snap.toughness
        for obj in snap.creatures:
            if obj.toughness is not None:
                toughness[obj.id] = obj.effective_toughness
            else:
                snap.unknown_toughness.append(obj)
        snap.legends = {k: [by_id[i] for i in index.legends[k]] for k in legend_keys}
        snap.roles_on = {k: [by_id[i] for i in index.roles_on[k]] for k in role_keys}
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
