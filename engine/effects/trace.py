"""/layers: what continuous effects make of one object, layer by layer, and why in that order.

Built on the same ``apply_effects`` every check runs (no second implementation): its traced
steps, start and final characteristics. What the board leaves unsaid is tried every way, as
/sba does; when the object's final characteristics differ between readings the trace says
what decides them instead of picking one. A static ability Juez can't apply is listed, never
silently left out (the values shown are then without it, and say so).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from engine.board.stated import named_objects
from engine.effects.copies import COPY_WORDS, Copied, apply_copies
from engine.effects.errors import UnknownObject
from engine.effects.layers import Layered, Skipped, Step, apply_effects, characteristics, compiled
from engine.effects.model import Layer, Misorder, Rule, Verdict
from engine.effects.readings import Assume, Key, deciding, default_combo, every_reading, run_reading
from engine.effects.spell_copies import SpellCopy, spell_copies
from engine.model import GameObject, GameState, Zone
from engine.text import fold


@dataclass(frozen=True, slots=True)
class ObjectTrace:
    """One object: as described, each effect applied to it, and what it is now."""

    id: str
    name: str
    card: str | None
    on_battlefield: bool
    start: Mapping[Layer, str]
    steps: tuple[Step, ...]
    final: Mapping[Layer, str]
    alternatives: tuple[Mapping[Layer, str], ...] = ()
    """Its final characteristics under the other readings of what the board left unsaid,
    when they differ from ``final``: the answer then depends on ``LayersTrace.deciding``."""
    token_faces: tuple[str, tuple[tuple[str, str], ...]] | None = None
    """For a token copy, whether it is a double-faced token (707.8a): a kind (``transforming``,
    ``other``: it is; ``not``: its original isn't a double-faced card though it copies one) and
    the names the reply shows (``card``, ``original``, ``face``)."""
    names_itself: tuple[tuple[str, str], ...] = ()
    """(name, paragraph) of copied abilities that call their object by the copied card's name:
    on the copy that name means the copy itself, and what such an ability does still tracks it
    after it stops being a copy (201.5, 707.11)."""

    @property
    def changed(self) -> bool:
        return any(s.from_effect for s in self.steps)


@dataclass(frozen=True, slots=True)
class LayersTrace:
    objects: tuple[ObjectTrace, ...]
    names: Mapping[str, str]
    """Object id → its name on the board, for the sources of steps."""
    skipped: tuple[Skipped, ...] = ()
    unapplied: tuple[tuple[str, str], ...] = ()
    """(object name, Oracle paragraph) of static abilities Juez can't apply."""
    unknown_counts: tuple[tuple[str, str], ...] = ()
    """(source name, text) of counts of things the board shows none of: not applied."""
    unknown_values: tuple[tuple[str, str, str, str], ...] = ()
    """(source name, object name, what, text) of values an effect needs that the board doesn't
    give (a mana value, a count): why a "?" is shown."""
    readings: tuple[tuple[Key, bool], ...] = ()
    """What was unsaid and the answer taken, when every answer gives the shown objects the same
    characteristics."""
    deciding: tuple[Key, ...] = ()
    """What was unsaid and decides the shown objects' characteristics (then ``alternatives``)."""
    rules: tuple[tuple[str, str, Rule], ...] = field(default=())
    """(player or object id, source id, rule) of effects on game rules (613.10, 613.11)."""
    asked_for: str | None = None
    """The object the judge named, or None: every object an effect changed."""
    spell_copies: tuple[SpellCopy, ...] = ()
    """Copies of spells on the stack the board states (707.10): their characteristics and what
    their effects read."""

    def name(self, oid: str) -> str:
        return self.names.get(oid, oid)

    def summary(self) -> dict[str, object]:
        """The machine-readable shape ``juez layers --json`` prints."""
        return {
            "objects": [
                {
                    "id": o.id,
                    "name": o.name,
                    "card": o.card,
                    "start": {k.value: v for k, v in o.start.items()},
                    "steps": [
                        {
                            "layer": s.layer.value,
                            "source": self.name(s.source),
                            "text": s.text,
                            "before": s.before,
                            "after": s.after,
                            "order": s.order,
                            "timestamp": s.timestamp,
                            "depends_on": [[self.name(a), why] for a, why in s.depends_on],
                            "before_dependents": [[self.name(a), why] for a, why in s.before_dependents],
                            "copied": self.name(s.copied) if s.copied is not None else None,
                        }
                        for s in o.steps
                    ],
                    "final": {k.value: v for k, v in o.final.items()},
                    "alternatives": [{k.value: v for k, v in a.items()} for a in o.alternatives],
                    "names_itself": [{"name": n, "text": p} for n, p in o.names_itself],
                    "token_faces": (
                        {"kind": o.token_faces[0], **dict(o.token_faces[1])} if o.token_faces is not None else None
                    ),
                }
                for o in self.objects
            ],
            "skipped": [
                {"layer": s.layer.value, "source": self.name(s.source), "text": s.text, "reason": s.reason}
                for s in self.skipped
            ],
            "unapplied": [{"card": c, "text": t} for c, t in self.unapplied],
            "unknown_counts": [{"card": c, "text": t} for c, t in self.unknown_counts],
            "unknown_values": [{"card": c, "object": o, "missing": w, "text": t} for c, o, w, t in self.unknown_values],
            "readings": [{"unsaid": list(k), "taken": v} for k, v in self.readings],
            "deciding": [list(k) for k in self.deciding],
            "rules": [{"subject": self.name(s), "source": self.name(src), "rule": r.value} for s, src, r in self.rules],
            "spell_copies": [_copy_summary(c, self.name) for c in self.spell_copies],
        }


def trace_layers(state: GameState, wanted: str | None = None, misorder: Misorder | None = None) -> LayersTrace:
    """The layer-by-layer trace of the object called ``wanted`` (every copy of that name), or of
    every object an effect changed; with ``misorder``, as that usual mistake computes it."""
    chosen_ids = find_objects(state, wanted) if wanted else None

    def run(assume: Assume) -> Layered:
        return apply_effects(
            state.objects,
            state.players,
            assume=assume,
            stated=state.stated_values,
            stated_effects=state.effects,
            misorder=misorder,
            active_player=state.active_player,
        )

    first, keys = run_reading(run, {})
    tried: dict[tuple[bool, ...], Layered] = {(): first}
    if keys:
        keys, tried = every_reading(run, keys, first)
    layered = tried[default_combo(keys)] if keys else first
    by_id = {o.id: o for o in state.objects}
    if chosen_ids is None:  # every object an effect changed under some reading, in board order
        changed = {oid for run_ in tried.values() for oid, steps in run_.steps.items() if _changed(steps)}
        chosen_ids = [o.id for o in state.objects if o.id in changed]
    ids = chosen_ids
    outcomes = {combo: tuple(_final(run_, by_id[i]) for i in ids) for combo, run_ in tried.items()}
    differs = len({tuple(tuple(sorted(f.items())) for f in o) for o in outcomes.values()}) > 1
    copies = apply_copies(by_id) if any(o.copying for o in state.objects) else {}
    objects = []
    for n, oid in enumerate(ids):
        obj = by_id[oid]
        final = _final(layered, obj)
        others = [o[n] for o in outcomes.values() if o[n] != final]
        alternatives = tuple({tuple(sorted(a.items())): a for a in others}.values())
        objects.append(
            ObjectTrace(
                oid,
                obj.name,
                obj.card,
                obj.zone is Zone.BATTLEFIELD and not obj.phased_out,
                characteristics(obj, counters=False),
                tuple(layered.steps.get(oid, ())),
                final,
                alternatives,
                names_itself=_names_itself(oid, copies, by_id),
                token_faces=_token_faces(oid, copies, by_id),
            )
        )
    deciding_keys: tuple[Key, ...] = ()
    readings: tuple[tuple[Key, bool], ...] = ()
    if differs:
        deciding_keys = tuple(deciding(keys, dict(outcomes)))
    elif keys:
        readings = tuple(zip(keys, default_combo(keys), strict=True))
    names = {o.id: o.shown_name for o in state.objects}
    names |= {f"effect:{n}": e.source for n, e in enumerate(state.effects)}
    return LayersTrace(
        objects=tuple(objects),
        names=names,
        skipped=tuple(_unique(layered.skipped)),
        unapplied=_unapplied(state),
        unknown_counts=tuple(
            dict.fromkeys((names.get(s, s), t.replace("~", names.get(s, s))) for s, t in layered.unknown_counts)
        ),
        unknown_values=tuple(
            dict.fromkeys(
                (names.get(s, s), names.get(o, o), what, t.replace("~", names.get(s, s)))
                for s, o, what, t in layered.unknown_values
            )
        ),
        readings=readings,
        deciding=deciding_keys,
        rules=tuple((subject, source, rule) for subject, saves in layered.saved_by.items() for source, rule in saves),
        asked_for=wanted,
        spell_copies=spell_copies(state),
    )


def _copy_summary(copy: SpellCopy, name: Callable[[str], str]) -> dict[str, object]:
    """A spell copy as ``juez layers --json`` prints it."""
    choices = copy.choices
    return {
        "copier": name(copy.copier),
        "original": name(copy.original),
        "name": copy.name,
        "types": sorted(copy.card_types),
        "colors": sorted(copy.colors) if copy.colors is not None else None,
        "exception": copy.exception,
        "modes": list(choices.modes),
        "targets": [name(t) for t in choices.targets],
        "new_targets": copy.new_targets,
        "x": choices.x,
        "kicked": choices.kicked,
        "sacrificed": name(choices.sacrificed) if choices.sacrificed else None,
        "notes": [{"key": n.key, "params": dict(n.params), "rule": n.rule} for n in copy.notes],
        "unknown": [{"key": n.key, "params": dict(n.params), "rule": n.rule} for n in copy.unknown],
    }


def _token_faces(
    oid: str, copies: Mapping[str, Copied], by_id: Mapping[str, GameObject]
) -> tuple[str, tuple[tuple[str, str], ...]] | None:
    """Whether a token copy is a double-faced token (707.8a): a token copy of a double-faced
    permanent is one, with the face up its original has; a token copy of something that only
    copies a double-faced permanent (a Clone) is not."""
    obj = by_id[oid]
    if not obj.token or obj.copying is None or oid not in copies or obj.copying not in by_id:
        return None
    original = by_id[obj.copying]
    face = copies[oid].obj.name
    if original.copying is None:
        if original.double_faced is None:
            return None
        return original.double_faced, (
            ("card", original.card or original.name),
            ("original", original.id),
            ("face", face),
        )
    if original.double_faced is not None:  # a double-faced card that copies: not modelled
        return None
    seen = {oid}
    last = original
    while last.copying is not None and last.copying in by_id and last.id not in seen:
        seen.add(last.id)
        last = by_id[last.copying]
    if last.double_faced is None:
        return None
    return "not", (("original", original.id), ("face", face), ("card", last.card or last.name))


def _names_itself(
    oid: str, copies: Mapping[str, Copied], by_id: Mapping[str, GameObject]
) -> tuple[tuple[str, str], ...]:
    """The copied paragraphs that name the copied card (707.11): on the copy they name it."""
    copied = copies.get(oid)
    if copied is None:
        return ()
    said = copied.obj.card or copied.obj.name
    if said in (by_id[oid].card, by_id[oid].name):
        return ()
    named = re.compile(rf"\b{re.escape(said)}\b")
    return tuple((said, p) for p in copied.obj.statics if named.search(p) and not COPY_WORDS.search(p))


def _changed(steps: list[Step]) -> bool:
    """An effect changed it, or its counters did: counters apply in layer 7c (613.4c), so a
    creature with +1/+1 and -1/-1 counters is traced even where no effect applies."""
    return any(s.from_effect or s.before != s.after for s in steps)


def _final(layered: Layered, obj: GameObject) -> Mapping[Layer, str]:
    return characteristics(layered.objects.get(obj.id, obj))


def _unique(skipped: list[Skipped]) -> list[Skipped]:
    """One line per effect and reason: an effect skipped in several layers is told once."""
    return list({(s.source, s.text, s.reason): s for s in skipped}.values())


def _unapplied(state: GameState) -> tuple[tuple[str, str], ...]:
    """Static abilities on the battlefield the compiler flags: they could change what the
    trace shows, and Juez can't apply them."""
    found = []
    for obj in state.objects:
        if obj.zone is not Zone.BATTLEFIELD or obj.phased_out or not obj.statics:
            continue
        found += [(obj.name, p.text) for p in compiled(obj) if p.verdict is Verdict.FLAGGED]
    return tuple(dict.fromkeys(found))


def find_objects(state: GameState, wanted: str) -> list[str]:
    """The ids of the objects a judge's ``object:`` names: an exact id ("Grizzly Bears #2"),
    every copy of a name or a card's name, else every object whose name holds those words
    ("Bears"); none is a question naming what the board has."""
    found = named_objects(state, fold(wanted.strip()))
    if found:
        return found
    raise UnknownObject(column=None, word=wanted.strip(), candidates=", ".join(o.id for o in state.objects))


__all__ = ["LayersTrace", "ObjectTrace", "find_objects", "trace_layers"]
