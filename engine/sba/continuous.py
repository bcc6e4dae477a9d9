"""Continuous effects between the rounds of a check: the characteristics every round reads.

613.9 and 611.3a: effects apply to whatever their text indicates at each moment, so before each
round the objects' characteristics are computed again from the objects as described, changed
only by what the previous rounds did to them (a creature that died is a card in a graveyard with
its printed characteristics; a lord that died stops pumping). The check's index holds the
computed objects; ``Continuous`` remembers each object's described characteristics and takes
into them whatever an event changed (a controller returned by 800.4a), never an effect's result.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.effects.layers import FIELDS, Layered, apply_effects
from engine.effects.model import Op, Rule
from engine.model import GameObject, Player, StatedEffect
from engine.sba.names import joined_parts
from engine.sba.result import EffectsReport
from engine.sba.snapshot import BoardIndex

#: Player flags effects may set, restored from the described players before each round.
PLAYER_FLAGS = ("cant_lose", "ignores_zero_life")


class Continuous:
    """The described characteristics of one check's objects and players, and the last result."""

    def __init__(
        self,
        index: BoardIndex,
        players: tuple[Player, ...],
        assume: Callable[[tuple[str, ...]], bool],
        *,
        stated: str | None,
        effects: tuple[StatedEffect, ...] = (),
        active_player: str | None = None,
    ) -> None:
        self.base: dict[str, GameObject] = dict(index.by_id)
        """Each object with its characteristics as described (``FIELDS``): as the check found
        it, with what events changed since taken in."""
        self.players = {p.name: {f: getattr(p, f) for f in PLAYER_FLAGS} for p in players}
        self.written: dict[str, GameObject] = {}
        self.described: dict[str, GameObject] = {}
        self.assume = assume
        self.stated = stated
        self.effects = effects
        self.active_player = active_player
        self.readings: set[tuple[str, ...]] = set()
        self.unknown_counts: list[tuple[str, str]] = []
        self.last: Layered | None = None
        self.first: Layered | None = None

    def refresh(self, index: BoardIndex, players: tuple[Player, ...]) -> tuple[set[str], tuple[Player, ...]]:
        """Apply every effect to the board as it is now; returns the objects whose
        characteristics changed (they are candidates of the next round) and the players."""
        described: list[GameObject] = []
        cache = self.described
        for oid, obj in index.by_id.items():
            written = self.written.get(oid)
            if written is obj:  # untouched since the last round: described as it was then
                described.append(cache[oid])
                continue
            base = self.base.setdefault(oid, obj)  # new to the check (a token an event made): as it is
            if written is not None:  # what an event changed since is the object's now
                taken = {f: value for f in FIELDS if (value := getattr(obj, f)) != getattr(written, f)}
                if taken:
                    base = self.base[oid] = base.model_copy(update=taken)
            differs = {} if base is obj else {f: v for f in FIELDS if getattr(obj, f) != (v := getattr(base, f))}
            cache[oid] = obj.model_copy(update=differs) if differs else obj
            described.append(cache[oid])
        plain = tuple(p.model_copy(update=self.players.get(p.name, {})) for p in players)
        layered = apply_effects(
            described,
            plain,
            assume=self.assume,
            stated=self.stated,
            stated_effects=self.effects,
            trace=self.first is None,
            active_player=self.active_player,
        )
        self.readings |= layered.readings
        self.unknown_counts.extend(layered.unknown_counts)
        self.last = layered
        if self.first is None:
            self.first = layered
        changed: set[str] = set()
        for oid, obj in layered.objects.items():
            now = index.by_id[oid]
            if obj is not now and obj != now:
                index.replace(obj)
                changed.add(oid)
            self.written[oid] = obj
        return changed, layered.players

    def sources(self) -> dict[str, list[str]]:
        """Object id or player name → the sources whose effects kept it from a state-based
        action this check (a granted indestructible, "can't lose the game", Mirror Gallery)."""
        layered = self.last
        if layered is None:
            return {}
        found: dict[str, list[str]] = {}
        for subject, saves in layered.saved_by.items():
            for source, rule in saves:
                if rule is not Rule.DESTINATION:
                    found.setdefault(subject, []).append(source)
        first = self.first.steps if self.first is not None else {}
        for oid, steps in first.items():  # later rounds keep no trace: the first says who granted it
            for step in steps:
                if "indestructible" in step.after and "indestructible" not in step.before:
                    found.setdefault(oid, []).append(step.source)
        return found

    def source_names(self, subjects: tuple[str, ...]) -> str:
        """The names of the sources that saved these subjects, for a note ("Platinum Angel")."""
        found = self.sources()
        layered = self.last
        names: list[tuple[str | None, str]] = []
        for subject in subjects:
            for source in found.get(subject, ()):
                obj = layered.objects.get(source) if layered is not None else None
                names.append((source, obj.name) if obj is not None else (None, source))
        return joined_parts(names, " / ")

    def size_sources(self, subjects: tuple[str, ...]) -> str:
        """Names of the sources whose effects changed these objects' toughness in the round
        just checked (a +2/+0 decided nothing about lethal damage)."""
        layered = self.last
        if layered is None:
            return ""
        objects = layered.objects
        names = [
            (s, objects[s].name) if s in objects else (None, s)
            for subject in subjects
            for s in sorted(layered.toughness_effects.get(subject, ()))
            if s in objects or not s.startswith("effect:")
        ]
        return joined_parts(names, " / ")

    def lowered_unknown(self) -> frozenset[str]:
        """Creatures of unsaid toughness the effects lowered when the board was first checked."""
        return self.first.lowered_unknown if self.first is not None else frozenset()

    def silenced(self) -> frozenset[str]:
        """Objects that lost all abilities when the board was first checked (Humility, Turn to
        Frog, 613.1f): their triggered and replacement abilities don't exist."""
        first = self.first
        if first is None:
            return frozenset()
        return frozenset(
            oid for oid, steps in first.steps.items() if any(s.op is Op.REMOVE_ALL_ABILITIES for s in steps)
        )

    def report(self, readings: tuple[tuple[tuple[str, ...], bool], ...] = ()) -> EffectsReport:
        first = self.first
        if first is None:
            return EffectsReport({}, {}, readings)
        named = [(first.objects[s].name if s in first.objects else s, t) for s, t in self.unknown_counts]
        counts = tuple(dict.fromkeys((name, text.replace("~", name)) for name, text in named))
        return EffectsReport(first.objects, {k: tuple(v) for k, v in first.steps.items()}, readings, counts)


#: Notes about a state-based action an effect stopped: they name the effect's source.
SAVED_NOTES = frozenset({"indestructible", "cant_lose", "cant_be_destroyed", "ignores_zero_life", "legend_rule_off"})
