"""Applying continuous effects (613): from the objects as described to their characteristics now.

One pure function, ``apply_effects``, takes every object as described (printed or stated
characteristics: the "actual object" of 613.1) and returns each one's characteristics after
every static ability on the battlefield has applied, layer by layer and sublayer by sublayer:
characteristic-defining abilities first (613.3), then by dependency (613.8) and timestamp
(613.7). An effect that starts to apply in one layer keeps applying to the same objects in
later layers even if its ability is removed meanwhile (613.6); which objects an effect applies
to is read again each time effects are applied (611.3a), so a lord that died last round no
longer pumps (613.9).

Dependency is tested, not tabled: effect A depends on B (613.8a) when applying B first would
change whether A exists or what it applies to; a loop falls back to timestamps (613.8b), and
the order is re-evaluated after each effect (613.8c).

What a board can't show (an unstated color, a condition such as "during your turn") is a
*reading*: ``apply_effects`` asks ``assume`` for it, records the key, and the caller tries both
answers (``engine/effects/readings.py``).
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import dataclass, field

from engine.effects.conditions import BoardFacts, count_cards, devotion, opponent_life_holds, turn_holds
from engine.effects.copies import WRITTEN, Copied, apply_copies, copy_exceptions
from engine.effects.errors import UnreadEffect
from engine.effects.model import (
    LAYER_ORDER,
    Condition,
    Count,
    Filter,
    Layer,
    Misorder,
    Op,
    Paragraph,
    Part,
    Rule,
    Static,
    Verdict,
)
from engine.effects.oracle import compile_effect, compile_text, statics_of, strip_reminders, with_chosen
from engine.effects.subjects import CARD_TYPES, COLORS, NON_CREATURE_SUBTYPES, SUPERTYPES
from engine.effects.text_changes import TextChange, change_text
from engine.model import GameObject, ObjectRef, Player, PlayerRef, StatedEffect, Zone, pt_counter

#: Every land type a "Nonbasic lands are Mountains" effect replaces (305.7, 205.3i).
LAND_TYPES = frozenset(
    {
        "plains",
        "island",
        "swamp",
        "mountain",
        "forest",
        "desert",
        "gate",
        "lair",
        "locus",
        "mine",
        "power-plant",
        "tower",
        "urza's",
        "cave",
        "sphere",
        "town",
        "planet",
    }
)
ALL_CREATURE_TYPES = "*every creature type*"
#: The mana ability each basic land type gives a land (305.6), quoted as printed.
INTRINSIC_MANA = {
    "plains": '"{T}: Add {W}."',
    "island": '"{T}: Add {U}."',
    "swamp": '"{T}: Add {B}."',
    "mountain": '"{T}: Add {R}."',
    "forest": '"{T}: Add {G}."',
}
BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
#: The characteristics effects change, as ``GameObject`` fields: what is restored from the
#: object as described before each application.
FIELDS = (
    "controller",
    "card_types",
    "supertypes",
    "subtypes",
    "colors",
    "keywords",
    "indestructible",
    "protection_from",
    "power",
    "toughness",
    "legend_rule_exempt",
    "cant_be_destroyed",
    "protection_spares",
)

Assume = Callable[[tuple[str, ...]], bool]


@dataclass(slots=True)
class Step:
    """One effect applied to one object: for the replies' "why" and for /layers."""

    layer: Layer
    source: str
    text: str
    op: Op
    before: str
    after: str
    order: str = "timestamp"
    """Why it came where it did: ``cda`` (613.3), ``timestamp`` (613.7), ``dependency`` (613.8),
    ``loop`` (613.8b); ``counters`` and ``stated`` for counters (text ``"N kind"``) and the
    changes the judge stated (text ``"+N/+N"``), which add the same whenever they apply (613.4c)."""
    timestamp: int | None = None
    """The effect's place in timestamp order among the board's effects (613.7), from 1: its
    source's, or a stated effect's."""
    depends_on: tuple[tuple[str, str], ...] = ()
    """(source id, why) of effects it waited for (613.8b); why is ``exists`` or ``applies_to``
    (613.8a: applying that one changes whether this one exists, or what it applies to)."""
    before_dependents: tuple[tuple[str, str], ...] = ()
    """(source id, why) of earlier effects that depend on this one, so it came first."""
    copied: str | None = None
    """For a copy effect (layer 1a): the id of the object whose copiable values it took."""

    @property
    def from_effect(self) -> bool:
        """A continuous effect's step, not a counter or a stated change shown in 7c."""
        return self.order not in ("counters", "stated")


@dataclass(slots=True)
class Skipped:
    """An effect that applied to nothing in a layer it has a part in: its source lost its
    abilities or left, its condition doesn't hold, or nothing matches what it applies to."""

    layer: Layer
    source: str
    text: str
    reason: str
    """``abilities_lost`` (an earlier layer took its source's abilities), ``condition``, ``none``."""


@dataclass(slots=True)
class _Chars:
    """An object's characteristics while effects are applied to it."""

    obj: GameObject
    controller: str
    card_types: set[str]
    supertypes: set[str]
    subtypes: set[str]
    colors: set[str] | None
    keywords: set[str]
    indestructible: bool
    protection: set[str]
    power: int | None
    toughness: int | None
    static_mods: list[int] = field(default_factory=lambda: [0, 0])
    abilities_lost: bool = False
    lost: set[str] = field(default_factory=set)
    legend_rule_exempt: bool = False
    cant_be_destroyed: bool = False
    spares: set[str] = field(default_factory=set)
    counted: bool = False
    """Counters and stated changes are in its power and toughness (from 7c on, 613.4c): what
    the trace shows before then is the value so far in layer 7."""
    fixed: tuple[int, int] | None = None
    """What the model adds on top of power and toughness (stated changes, counters), cached."""
    fp: tuple[object, ...] | None = None
    """Its characteristics now as one hashable value (``_Twins``), cached until they change."""
    shown: dict[Layer, str] | None = None
    """What the trace showed of it since it last changed: a step's "before" is the last one's
    "after", formatted once."""

    def changed(self) -> None:
        self.fp = self.shown = None

    def fingerprint(self) -> tuple[object, ...]:
        if self.fp is None:
            self.fp = (
                self.controller,
                frozenset(self.card_types),
                frozenset(self.supertypes),
                frozenset(self.subtypes),
                None if self.colors is None else frozenset(self.colors),
                frozenset(self.keywords),
                self.indestructible,
                frozenset(self.protection),
                self.power,
                self.toughness,
                tuple(self.static_mods),
                self.abilities_lost,
                frozenset(self.lost),
                self.counted,
            )
        return self.fp

    @classmethod
    def of(cls, obj: GameObject) -> _Chars:
        return cls(
            obj=obj,
            controller=obj.controller or obj.owner,
            card_types=set(obj.card_types),
            supertypes=set(obj.supertypes),
            subtypes=set(obj.subtypes) | ({ALL_CREATURE_TYPES} if "changeling" in obj.keywords else set()),
            colors=set(obj.colors) if obj.colors is not None else None,
            keywords=set(obj.keywords),
            indestructible=obj.indestructible,
            protection=set(obj.protection_from),
            power=obj.power,
            toughness=obj.toughness,
        )

    def copy(self) -> _Chars:
        return _Chars(
            obj=self.obj,
            controller=self.controller,
            card_types=set(self.card_types),
            supertypes=set(self.supertypes),
            subtypes=set(self.subtypes),
            colors=set(self.colors) if self.colors is not None else None,
            keywords=set(self.keywords),
            indestructible=self.indestructible,
            protection=set(self.protection),
            power=self.power,
            toughness=self.toughness,
            static_mods=list(self.static_mods),
            abilities_lost=self.abilities_lost,
            lost=set(self.lost),
            counted=self.counted,
        )


@dataclass(frozen=True, slots=True)
class _Effect:
    """One static ability of one object on the battlefield, with its place in timestamp order."""

    source: str
    index: int
    static: Static
    timestamp: tuple[int, int]
    targets: tuple[str, ...] | None = None
    """A stated effect's own objects (611.2c); None for a static ability's."""
    controller: str | None = None
    rank: int = 0
    """Its place in timestamp order among this board's effects, from 1: what the trace shows."""
    holder: _Chars | None = field(default=None, compare=False)
    """The source's characteristics when it isn't on the battlefield (113.6b: an ability that
    says it works from a graveyard, a hand…): it is no object effects apply to."""
    facts: BoardFacts | None = field(default=None, compare=False)
    """What the board says besides its permanents (whose turn, other zones, life totals): what
    its condition may read."""

    @property
    def key(self) -> tuple[str, int]:
        return (self.source, self.index)


def _source(effect: _Effect, work: Mapping[str, _Chars]) -> _Chars | None:
    """The effect's source now: on the battlefield, or where its own words make it work."""
    return work.get(effect.source) or effect.holder


@dataclass(slots=True)
class _Context:
    """What one application shares besides the battlefield: cards in other zones (for counts
    of cards in graveyards), and the counts the board shows nothing of."""

    elsewhere: list[GameObject]
    trace: bool = True
    """Record each step (the replies and /layers read them); later rounds of a check don't."""
    misorder: Misorder | None = None
    """A mistake to make on purpose (the quiz's wrong choices); None: the rules."""
    twins: _Twins | None = None
    tried: dict[tuple[object, ...], dict[tuple[Hashable, Hashable, bool], str | None]] = field(default_factory=dict)
    """Dependency trials by the board's characteristics when tried: applying a copy of an
    effect already applied usually changes nothing, and then nothing needs trying again."""
    unknown_counts: list[tuple[str, str]] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)
    unknown_values: list[tuple[str, str, str, str]] = field(default_factory=list)
    players: tuple[str, ...] = ()
    empty_graveyards: frozenset[str] = frozenset()
    """Players whose graveyard the board says holds only what it lists (see ``BoardFacts``)."""
    matched: dict[tuple[Filter, str], list[str]] = field(default_factory=dict)
    """What a filter matches (by the filter and its source's controller), shared by the effects
    that say the same words ("four Glorious Anthems"): kept only while nothing a filter reads
    has changed since (``_SIZE_OPS`` change none of it), and only for this one application."""


@dataclass(slots=True)
class Layered:
    """The board after continuous effects: changed objects, players, and why."""

    objects: dict[str, GameObject]
    """Every object, with its characteristics now (the same instance when nothing changed it)."""
    players: tuple[Player, ...]
    steps: dict[str, list[Step]]
    """Object id → the effects that changed it, in the order applied."""
    saved_by: dict[str, list[tuple[str, Rule]]]
    """Player name or object id → (source id, rule) of each game-rule effect on it."""
    readings: set[tuple[str, ...]]
    """What the board didn't say that an effect asked about (see ``Assume``)."""
    toughness_effects: dict[str, set[str]]
    """Object id → sources of effects that changed (or set) its toughness: what 704.5f/g read."""
    unknown_counts: list[tuple[str, str]] = field(default_factory=list)
    """(source id, text) of counts the board shows nothing of: asked about."""
    skipped: list[Skipped] = field(default_factory=list)
    """Traced: effects that applied to nothing, and why (for /layers)."""
    unknown_values: list[tuple[str, str, str, str]] = field(default_factory=list)
    """Traced: (source id, object id, what, text) of a value an effect needs and the board
    doesn't give (``mana_value``: an object no card names; ``count``: what it counts), so the
    "?" it leaves is explained."""
    lowered_unknown: frozenset[str] = frozenset()
    """Creatures whose toughness the board doesn't give that effects lower ("gets -2/-2" on a
    Tarmogoyf whose graveyards are unsaid): 704.5f may apply, and the check says so."""


def compiled(obj: GameObject) -> tuple[Paragraph, ...]:
    """An object's Oracle paragraphs as the compiler reads them (cached by text). A copy effect
    the board states ("Clone copying Grizzly Bears") is applied in layer 1, not asked about."""
    if not obj.statics:
        return ()
    text = "\n".join(obj.statics)
    if obj.chosen is not None:  # "the chosen color" is what the board says was chosen
        text = with_chosen(text, obj.chosen)
    paragraphs = compile_text(text, obj.card or obj.name, obj.card_types)
    if obj.chosen is None and "the chosen player" in text.casefold():  # nobody said who: asked,
        paragraphs = tuple(  # never an effect on nobody's permanents
            Paragraph(p.text, Verdict.FLAGGED, "chosen")
            if p.verdict is Verdict.MODELED and "the chosen player" in p.text.casefold()
            else p
            for p in paragraphs
        )
    if obj.copying is None:
        return paragraphs
    return tuple(
        Paragraph(p.text, Verdict.NO_EFFECT, "copy_stated")
        if p.verdict is Verdict.FLAGGED and p.reason == "copy" and copy_exceptions(p.text) is not None
        else p
        for p in paragraphs
    )


def statics(obj: GameObject) -> tuple[Static, ...]:
    """The compiled static abilities an object has as described."""
    return statics_of(compiled(obj))


def has_effects(objects: Iterable[GameObject]) -> bool:
    return any(o.statics for o in objects)


def apply_effects(
    objects: Iterable[GameObject],
    players: tuple[Player, ...],
    *,
    assume: Assume = lambda key: False,
    stated: str | None = None,
    stated_effects: tuple[StatedEffect, ...] = (),
    trace: bool = True,
    misorder: Misorder | None = None,
    active_player: str | None = None,
) -> Layered:
    """Every object's characteristics once every continuous effect has applied (613).

    ``stated`` is the board's ``stated_values``: ``current`` (stated sizes count every effect:
    none changes them), ``printed`` (they count none), None (a size that isn't the printed one
    is a reading). ``active_player`` is whose turn the board says it is (None: unsaid)."""
    stated_current = stated == "current"
    described = {o.id: o for o in objects}
    copying = [o for o in described.values() if o.copying is not None]
    copies = apply_copies(described) if copying else {}
    by_id = {oid: copies[oid].obj if oid in copies else o for oid, o in described.items()} if copies else described
    readings: set[tuple[str, ...]] = set()

    twins = _Twins(by_id, stated_effects)
    lives = {p.name: p.life for p in players if "life" in p.model_fields_set}

    def ask(key: tuple[str, ...]) -> bool:
        if key[0] == "life":  # ("life", player, at least, source, index): a stated life total answers
            if key[1] in lives:
                return lives[key[1]] >= int(key[2])
            key = ("condition", *key[3:])  # unsaid: a reading, asked when it decides
        key = twins.key(key)  # copies share what the board left unsaid of them
        readings.add(key)
        return assume(key)

    entered_notes: list[tuple[str, str, str, str]] = []
    if copies:  # 707.5, 707.9e: what a copy entered with and the board doesn't say it has now
        described, by_id = _entered(copies, described, by_id, ask, entered_notes)
    order = {oid: n for n, oid in enumerate(by_id)}
    work = {o.id: _Chars.of(o) for o in by_id.values() if o.zone is Zone.BATTLEFIELD and not o.phased_out}

    effects: list[_Effect] = []
    for oid in work:
        obj = by_id[oid]
        if not obj.statics:
            continue
        stamp = (obj.timestamp if obj.timestamp is not None else order[oid] + 1, order[oid])
        effects.extend(
            _Effect(oid, n, s, _granted_stamp(s, obj, by_id, order, stamp)) for n, s in enumerate(statics(obj))
        )
    elsewhere = [o for o in by_id.values() if o.statics and o.zone is not Zone.BATTLEFIELD]
    for obj in elsewhere:  # 113.6b: abilities that say they work from another zone
        stamp = (obj.timestamp if obj.timestamp is not None else order[obj.id] + 1, order[obj.id])
        holder = _Chars.of(obj)
        effects.extend(
            _Effect(obj.id, n, s, stamp, holder=holder)
            for n, s in enumerate(statics(obj))
            if obj.zone.value in _zones(s.condition)
        )
    for n, stated_effect in enumerate(stated_effects):
        compiled = compile_effect(stated_effect.text)
        if compiled is None and stated_effect.controller is not None:  # "gain control of …" alone
            compiled = Static(stated_effect.text, Filter(scope="self"), ())
        if compiled is None:
            raise UnreadEffect(
                column=None, word=stated_effect.text, text=stated_effect.text, source=stated_effect.source
            )
        moment = stated_effect.timestamp if stated_effect.timestamp is not None else len(order) + n + 1
        if stated_effect.controller is not None:
            compiled = dataclasses.replace(compiled, parts=(Part(Layer.CONTROL, Op.CONTROL), *compiled.parts))
        effects.append(
            _Effect(
                f"effect:{n}", 0, compiled, (moment, len(order) + n), stated_effect.objects, stated_effect.controller
            )
        )
    ranks = {stamp: n for n, stamp in enumerate(sorted({e.timestamp for e in effects}), 1)}
    facts = None
    if any(e.static.condition is not None or any(p.count is not None for p in e.static.parts) for e in effects):
        facts = BoardFacts(
            active_player,
            tuple(o for o in by_id.values() if o.zone is not Zone.BATTLEFIELD),
            lives,
            tuple(p.name for p in players),
            {p.name: p.team for p in players},
            frozenset(p.name for p in players if p.citys_blessing),
            {p.name: p.poison for p in players},
            frozenset(p.name for p in players if p.graveyard_empty),
        )
    effects = [dataclasses.replace(e, rank=ranks[e.timestamp], facts=facts) for e in effects]
    steps: dict[str, list[Step]] = {}
    if copies and trace:
        _trace_copies(copies, described, steps)
    if any(p.layer is Layer.TEXT for e in effects for p in e.static.parts):
        by_id = dict(by_id)  # the objects as described stay as they are: the output's base
        _change_texts(effects, by_id, work, steps, trace)
    ctx = _Context(
        [o for o in by_id.values() if o.zone is not Zone.BATTLEFIELD],
        trace,
        misorder,
        twins,
        players=tuple(p.name for p in players),
        empty_graveyards=frozenset(p.name for p in players if p.graveyard_empty),
    )
    if trace:
        ctx.unknown_values.extend(entered_notes)
    unknown_counts = ctx.unknown_counts
    toughness_effects: dict[str, set[str]] = {}
    locked: dict[tuple[str, int], list[str]] = {}
    current_pt: dict[str, bool] = {}
    if effects:
        stated_on = {t for e in effects if e.targets is not None for t in e.targets}
        for oid, chars in work.items():
            if oid in stated_on:
                continue  # a judge who states an effect on it gave its size before that effect
            current_pt[oid] = stated is None and _stated_differs(chars.obj)
        _apply_layers(effects, work, locked, steps, toughness_effects, ask, stated_current, current_pt, ctx)
    elif trace:  # no effect, yet counters still apply in 7c (613.4c): the trace shows them
        _count_in(work, steps)
    saved_by: dict[str, list[tuple[str, Rule]]] = {}
    rule_players = _apply_rules(effects, work, locked, players, saved_by, ask)
    out: dict[str, GameObject] = {}
    for oid, obj in described.items():
        now = work.get(oid)
        out[oid] = obj if now is None else _written(obj, now)
    for oid, copied in copies.items():  # a copy elsewhere has its copiable values all the same
        now = work.get(oid) or _Chars.of(copied.obj)
        out[oid] = _written(described[oid], now).model_copy(update={f: getattr(copied.obj, f) for f in WRITTEN})
    lowered = frozenset(
        oid
        for oid, chars in work.items()
        if chars.toughness is None and chars.static_mods[1] < 0 and "creature" in chars.card_types
    )
    return Layered(
        out,
        rule_players,
        steps,
        saved_by,
        readings,
        toughness_effects,
        unknown_counts,
        ctx.skipped,
        ctx.unknown_values,
        lowered,
    )


def _entered(
    copies: Mapping[str, Copied],
    described: dict[str, GameObject],
    by_id: dict[str, GameObject],
    ask: Assume,
    notes: list[tuple[str, str, str, str]],
) -> tuple[dict[str, GameObject], dict[str, GameObject]]:
    """The objects with the counters each copy entered with (707.5: its copied text's "enters
    with"; 707.9e–f: its copy effect's "additional" ones) where the board says none of that kind.

    A board tells what a permanent has now, and a judge may leave out what it entered with or
    mean that it's gone: counters that change its size are a reading (``entered_counters``,
    tried both ways, asked when the answer differs); every such thing unsaid, tapped included,
    is noted for the trace (``entered``), never silently dropped."""
    described, by_id = dict(described), dict(by_id)
    for oid, copied in copies.items():
        entered, obj = copied.entered, described[oid]
        if not obj.face_up or obj.zone is not Zone.BATTLEFIELD:
            continue  # a face-down copy has no abilities; elsewhere it entered nothing
        if entered.tapped is not None and not obj.tapped:
            notes.append((oid, oid, "entered", entered.tapped))
        added: dict[str, int] = {}
        for kind, n, text in entered.counters:
            if kind in obj.counters:
                continue  # the board says how many it has now
            notes.append((oid, oid, "entered", text))
            if pt_counter(kind) is not None and ask(("entered_counters", oid, kind, str(n))):
                added[kind] = added.get(kind, 0) + n
        if added:
            counters = {**obj.counters, **added}
            described[oid] = obj.model_copy(update={"counters": counters})
            by_id[oid] = by_id[oid].model_copy(update={"counters": counters})
    return described, by_id


def _zones(condition: Condition | None) -> set[str]:
    """The zones a static's condition says its card must be in ("as long as ~ is in your
    graveyard"): where it functions from besides the battlefield (113.6b)."""
    zones = set()
    while condition is not None:
        if condition.kind == "zone" and condition.zone is not None and not condition.negated:
            zones.add(condition.zone)
        condition = condition.also
    return zones


def _change_texts(
    effects: list[_Effect],
    by_id: dict[str, GameObject],
    work: dict[str, _Chars],
    steps: dict[str, list[Step]],
    trace: bool,
) -> None:
    """Layer 3 (612, 613.1c): each text-changing effect, in timestamp order, on its objects as
    they are after layer 1; the effects their statics generate are gathered again from the
    changed text (the objects' own, replaced in ``effects``)."""
    changed: set[str] = set()
    for effect in sorted(effects, key=lambda e: e.timestamp):
        for part in effect.static.parts:
            if part.op is not Op.CHANGE_TEXT or effect.targets is None:
                continue
            for oid in effect.targets:
                if oid not in by_id:
                    continue
                before = by_id[oid]
                after = change_text(before, TextChange(part.old, part.new))
                by_id[oid] = after
                changed.add(oid)
                if oid in work:
                    fresh = _Chars.of(after)
                    fresh.controller = work[oid].controller
                    work[oid] = fresh
                if trace:
                    shown = _text_shown(before, after)
                    step = Step(
                        Layer.TEXT, effect.source, effect.static.text, part.op, *shown, "timestamp", effect.rank
                    )
                    steps.setdefault(oid, []).append(step)
    if not changed:
        return
    kept = [e for e in effects if e.source not in changed or e.source not in work]
    for oid in changed:  # its abilities now say what the changed text says
        obj = by_id[oid]
        first = next((e for e in effects if e.source == oid), None)
        if first is None or oid not in work:
            continue
        kept.extend(dataclasses.replace(first, index=n, static=s) for n, s in enumerate(statics(obj)))
    effects[:] = kept


def _text_shown(before: GameObject, after: GameObject) -> tuple[str, str]:
    """What a text change changed: its type line's subtypes, then each paragraph that changed."""
    pairs = [(strip_reminders(p), strip_reminders(q)) for p, q in zip(before.statics, after.statics, strict=True)]
    old = [p for p, q in pairs if p != q]
    new = [q for p, q in pairs if p != q]
    if before.subtypes != after.subtypes or before.keywords != after.keywords:
        old.insert(0, " ".join(sorted(_titled(s) for s in before.subtypes | before.keywords)))
        new.insert(0, " ".join(sorted(_titled(s) for s in after.subtypes | after.keywords)))
    return " / ".join(old) or "—", " / ".join(new) or "—"


def _trace_copies(
    copies: Mapping[str, Copied], described: Mapping[str, GameObject], steps: dict[str, list[Step]]
) -> None:
    """Layer 1a (613.2a): each copy, from what it is as described to its copiable values."""
    for oid, copy in copies.items():
        before, after = _Chars.of(described[oid]), _Chars.of(copy.obj)
        before.counted = after.counted = False
        shown = [" · ".join(_describe(c, layer) for layer in _COPIED_SHOWN) for c in (before, after)]
        steps.setdefault(oid, []).append(
            Step(Layer.COPY, oid, copy.text, Op.COPY, shown[0], shown[1], "copy", copied=copy.original)
        )


#: What a copy step shows changing: everything a copy can change, in the summary's order.
_COPIED_SHOWN = (Layer.TYPE, Layer.COLOR, Layer.ABILITY, Layer.PT_MODIFY)


def _granted_stamp(
    static: Static, obj: GameObject, by_id: Mapping[str, GameObject], order: Mapping[str, int], own: tuple[int, int]
) -> tuple[int, int]:
    """613.7a: an ability an effect granted has the later of its holder's timestamp and the
    granting effect's; for an Aura's ability on its Equipment (Rune of Flight), the Equipment's
    when the Equipment is the later."""
    ref = obj.attached_to
    if static.affected is None or static.affected.scope != "host_attached" or not isinstance(ref, ObjectRef):
        return own
    host = by_id.get(ref.id)
    if host is None:
        return own
    theirs = (host.timestamp if host.timestamp is not None else order[host.id] + 1, order[host.id])
    return max(own, theirs)


def _stated_differs(obj: GameObject) -> bool:
    """The judge stated a size that isn't the printed one: it may already count effects."""
    if obj.card is None or obj.power is None:
        return False
    return (obj.power, obj.toughness) != (obj.printed_power, obj.printed_toughness)


# -- the layers ---------------------------------------------------------------------------------


def _apply_layers(
    effects: list[_Effect],
    work: dict[str, _Chars],
    locked: dict[tuple[str, int], list[str]],
    steps: dict[str, list[Step]],
    toughness_effects: dict[str, set[str]],
    ask: Assume,
    stated_current: bool,
    current_pt: dict[str, bool],
    ctx: _Context,
) -> None:
    misorder = ctx.misorder
    deferred: list[_Effect] = []
    layers = list(LAYER_ORDER)
    if misorder is Misorder.SET_AFTER_MODIFY:
        at_set, at_modify = layers.index(Layer.PT_SET), layers.index(Layer.PT_MODIFY)
        layers[at_set], layers[at_modify] = Layer.PT_MODIFY, Layer.PT_SET
    for layer in layers:
        if layer is Layer.PT_MODIFY:
            for effect in deferred:  # Misorder.CDA_LATE: the 7a abilities after every 7b effect
                _run(
                    effect,
                    Layer.PT_CDA,
                    work,
                    locked,
                    steps,
                    toughness_effects,
                    ask,
                    "cda",
                    stated_current,
                    current_pt,
                    ctx,
                )
            deferred = []
        if layer is Layer.PT_MODIFY and ctx.trace:
            _count_in(work, steps)
        here = [e for e in effects if any(p.layer is layer for p in e.static.parts)]
        if not here or layer is Layer.TEXT:  # text changes were made before (``_change_texts``)
            continue
        cdas = sorted((e for e in here if e.static.cda), key=lambda e: e.timestamp)
        late = misorder is Misorder.CDA_LATE
        if late and layer is Layer.PT_CDA:  # defined after the sizes are set: in 7b, last
            deferred, cdas = cdas, []
        for effect in () if late else cdas:
            _run(effect, layer, work, locked, steps, toughness_effects, ask, "cda", stated_current, current_pt, ctx)
        pending = sorted((e for e in here if not e.static.cda), key=lambda e: e.timestamp)
        waited: dict[tuple[str, int], list[tuple[str, str]]] = {}
        while pending:
            chosen, why, dependents = _next(
                pending,
                layer,
                work,
                locked,
                ask,
                misorder is not Misorder.TIMESTAMP_ONLY,
                ctx.twins,
                ctx.trace,
                ctx.tried,
            )
            pending.remove(chosen)
            for key, reason in dependents:
                waited.setdefault(key, []).append((chosen.source, reason))
            order = Order(why, tuple(waited.get(chosen.key, ())), tuple((k[0], r) for k, r in dependents))
            if order.depends_on and why == "timestamp":
                order.why = "dependency"
            _run(chosen, layer, work, locked, steps, toughness_effects, ask, order, stated_current, current_pt, ctx)
        for effect in cdas if late else ():
            _run(effect, layer, work, locked, steps, toughness_effects, ask, "cda", stated_current, current_pt, ctx)


@dataclass(slots=True)
class Order:
    """Why an effect is applied where it is within its layer (613.3, 613.7, 613.8)."""

    why: str
    depends_on: tuple[tuple[str, str], ...] = ()
    before_dependents: tuple[tuple[str, str], ...] = ()

    @property
    def dependencies(self) -> tuple[tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
        return self.depends_on, self.before_dependents


def _count_in(work: dict[str, _Chars], steps: dict[str, list[Step]]) -> None:
    """613.4c: counters and the changes the judge stated join power and toughness in 7c. They
    add the same whenever they apply, so the trace shows them first, each as its own step."""
    for oid, chars in work.items():
        obj = chars.obj
        if chars.power is None or chars.toughness is None:
            chars.counted = True
            chars.changed()
            continue
        added: list[tuple[str, str, int, int, str]] = []
        for kind, n in sorted(obj.counters.items()):
            change = pt_counter(kind)
            if change is not None and n:
                added.append((oid, f"{n} {kind}", change[0] * n, change[1] * n, "counters"))
        added += [(m.source, f"{m.power:+d}/{m.toughness:+d}", m.power, m.toughness, "stated") for m in obj.modifiers]
        if obj.power_modifier or obj.toughness_modifier:
            change = (obj.power_modifier, obj.toughness_modifier)
            added.append((oid, f"{change[0]:+d}/{change[1]:+d}", *change, "stated"))
        shown = _describe(chars, Layer.PT_MODIFY)
        power, toughness = _pt_now(chars)
        for source, text, p_add, t_add, why in added:
            power, toughness = power + p_add, toughness + t_add
            after = f"{power}/{toughness}"
            steps.setdefault(oid, []).append(Step(Layer.PT_MODIFY, source, text, Op.MODIFY_PT, shown, after, why))
            shown = after
        chars.counted = True
        chars.changed()


def _pt_now(chars: _Chars) -> tuple[int, int]:
    assert chars.power is not None and chars.toughness is not None
    return chars.power + chars.static_mods[0], chars.toughness + chars.static_mods[1]


Dependents = list[tuple[tuple[str, int], str]]


def _next(
    pending: list[_Effect],
    layer: Layer,
    work: dict[str, _Chars],
    locked: dict[tuple[str, int], list[str]],
    ask: Assume,
    dependencies: bool = True,
    twins: _Twins | None = None,
    trace: bool = True,
    memo: dict[tuple[object, ...], dict[tuple[Hashable, Hashable, bool], str | None]] | None = None,
) -> tuple[_Effect, str, Dependents]:
    """The effect to apply next (613.8b): the earliest that depends on no other pending one;
    in a loop, the earliest of all. Also (when tracing) the pending effects that depend on the
    one chosen, with why (they wait for it).

    Effects of identical copies (``_Twins``) are interchangeable: whether A depends on B is
    the same for every pair of the same two kinds, so each kind of pair is tried once per
    choice, and a candidate whose kind already waits for something is not tried again. A
    hundred Humilities cost about what one does."""
    if len(pending) == 1 or layer in _PT_LAYERS or not dependencies:
        # Nothing Juez reads to decide what an effect applies to, or whether it exists (types,
        # colors, abilities, controller, counts of permanents), is power or toughness: in
        # layer 7 no effect can depend on another (613.8a), and timestamps decide.
        return pending[0], "timestamp", []
    kind = _kinds(pending, work, locked, twins)
    members: dict[Hashable, list[_Effect]] = {}
    for e in pending:
        members.setdefault(kind[e.key], []).append(e)
    tried: dict[tuple[Hashable, Hashable, bool], str | None] = {}
    if memo is not None and twins is not None:  # the same characteristics, the same answers
        board = (layer, *(c.fingerprint() for c in work.values()))
        tried = memo.setdefault(board, tried)

    def depends(a: _Effect, b: _Effect) -> str | None:
        pair = (kind[a.key], kind[b.key], a.source == b.source)
        if pair not in tried:
            tried[pair] = _depends_on(a, b, layer, work, locked, ask)
        return tried[pair]

    def waits(a: _Effect) -> bool:
        """Whether A depends on another pending effect: one of each kind (and each relation
        to A's source) stands for all of that kind."""
        for group in members.values():
            same = other = None
            for b in group:
                if b is a:
                    continue
                if b.source == a.source:
                    same = same or b
                else:
                    other = other or b
                if same is not None and other is not None:
                    break
            if any(b is not None and depends(a, b) is not None for b in (same, other)):
                return True
        return False

    waiting: set[Hashable] = set()
    for effect in pending:
        if kind[effect.key] in waiting:
            continue
        if waits(effect):
            waiting.add(kind[effect.key])
            continue
        dependents: Dependents = []
        if trace:
            for e in pending:
                if e is not effect and (reason := depends(e, effect)) is not None:
                    dependents.append((e.key, reason))
        return effect, "timestamp" if effect is pending[0] else "dependency", dependents
    return pending[0], "loop", []


def _kinds(
    pending: list[_Effect], work: dict[str, _Chars], locked: dict[tuple[str, int], list[str]], twins: _Twins | None
) -> dict[tuple[str, int], Hashable]:
    """Each pending effect's kind now: the same for effects of identical copies (the same
    description, characteristics now, and place in the fixed sets of locked pending effects,
    613.6), its own for anything else (a stated effect, a locked one, an object something
    refers to)."""
    held: dict[str, tuple[tuple[str, int], ...]] = {}
    for e in pending:
        if e.key in locked:  # where a fixed set tells copies apart, they differ
            for oid in locked[e.key]:
                held[oid] = (*held.get(oid, ()), e.key)
    out: dict[tuple[str, int], Hashable] = {}
    for e in pending:
        source = work.get(e.source)
        if twins is None or e.targets is not None or e.key in locked or source is None:
            out[e.key] = e.key
            continue
        out[e.key] = (twins.canon(e.source), e.index, e.controller, source.fingerprint(), held.get(e.source, ()))
    return out


class _Twins:
    """Objects described alike (the same card, characteristics, counters, controller: all but
    their id and timestamp) that nothing on the board refers to one by one: "Humility x100".

    Copies are interchangeable, so the engine tries a dependency once per kind of pair
    (``_next``) and asks once about what the board left unsaid of them all: "what color are
    they?", not one question per copy (``key``)."""

    def __init__(self, objects: Mapping[str, GameObject], stated: tuple[StatedEffect, ...]) -> None:
        self._objects = objects
        self._stated = stated
        self._first: dict[str, str] | None = None

    def _built(self) -> dict[str, str]:
        if self._first is None:
            told_apart = {e.source for e in self._stated} | {t for e in self._stated for t in e.objects}
            for obj in self._objects.values():
                if isinstance(obj.attached_to, ObjectRef):
                    told_apart.add(obj.attached_to.id)
                if obj.paired_with is not None:  # a pair is two objects, never interchangeable
                    told_apart |= {obj.id, obj.paired_with}
                told_apart.update(m.source for m in obj.modifiers)
            cheap = {oid: _cheap_key(obj) for oid, obj in self._objects.items()}
            alike = Counter(cheap.values())
            first: dict[tuple[object, ...], str] = {}
            self._first = {  # an object nothing else is like in a few plain fields has no twin: not described
                oid: oid if oid in told_apart or alike[cheap[oid]] < 2 else first.setdefault(_description(obj), oid)
                for oid, obj in self._objects.items()
            }
        return self._first

    def canon(self, oid: str) -> str:
        """The first of its copies (itself when it has none)."""
        return self._built().get(oid, oid)

    def key(self, key: tuple[str, ...]) -> tuple[str, ...]:
        """A reading's key with each object in it named by its first copy."""
        first = self._built()
        return tuple(first.get(part, part) for part in key)


def _cheap_key(obj: GameObject) -> tuple[object, ...]:
    """A few fields twins share (a part of ``_description``): objects that differ in one of them
    are never described whole ("Grizzly Bears with 2 damage" and "Osos pardos con 1": the same
    card, told apart by their damage and name)."""
    return (obj.card or obj.name, obj.name, obj.damage, obj.power, obj.toughness, obj.controller, obj.zone)


def _description(obj: GameObject) -> tuple[object, ...]:
    """Everything said of an object but its id and timestamp, hashable."""
    return tuple(
        (name, tuple(sorted(value.items())) if isinstance(value, dict) else value)
        for name, value in obj.__dict__.items()
        if name not in ("id", "timestamp")
    )


def _depends_on(
    a: _Effect, b: _Effect, layer: Layer, work: dict[str, _Chars], locked: dict[tuple[str, int], list[str]], ask: Assume
) -> str | None:
    """613.8a: applying B would change whether A exists (``exists``) or what A applies to
    (``applies_to``); None when A is independent of B. Both are in this layer (613.8a's (a))
    and neither is from a characteristic-defining ability (those apply first, 613.3: (c)).

    Tried, not tabled; but a B that changes nothing A reads (a color for a filter of types)
    can't change A, and where A's reach is one test per object, only B's objects are tried."""
    if a.key in locked:
        return None  # A already applies to a fixed set (613.6); nothing B does changes that
    if not _writes(b, layer) & _reads(a):
        return None
    targets = locked.get(b.key) or _reach(b, work, ask)[1]
    if not targets and b.key not in locked:
        return None
    trial = {oid: work[oid].copy() for oid in targets}
    for part in b.static.parts:
        if part.layer is layer:
            for oid in targets:
                _apply_part(part, trial[oid], trial.get(b.source) or work.get(b.source))
    scope = a.static.affected
    source = _source(a, work)
    if (
        source is not None
        and scope is not None
        and scope.scope == "all"
        and scope.attached_kind is None
        and a.static.condition is None
        and a.targets is None
        and a.source not in trial
    ):  # B leaves A's source and condition alone: A's reach changes only on B's objects
        if source.abilities_lost:
            return None
        changed = any(
            _matches(scope, work[oid], source, a, ask) != _matches(scope, trial[oid], source, a, ask) for oid in targets
        )
        return "applies_to" if changed else None
    before = _reach(a, work, ask)
    after = _reach(a, {**work, **trial}, ask)
    if after == before:
        return None
    return "exists" if after[0] != before[0] else "applies_to"


#: What each operation can change, as ``_reads`` names what an effect's reach reads.
_WRITES: dict[Op, frozenset[str]] = {
    Op.CONTROL: frozenset({"controller"}),
    Op.ADD_TYPES: frozenset({"types"}),
    Op.REMOVE_TYPES: frozenset({"types"}),
    Op.SET_CREATURE_TYPES: frozenset({"types"}),
    Op.SET_TYPES: frozenset({"types"}),
    Op.ADD_ALL_CREATURE_TYPES: frozenset({"types"}),
    Op.SET_LAND_TYPE: frozenset({"types", "keywords", "abilities"}),
    Op.SET_COLORS: frozenset({"colors"}),
    Op.ADD_COLORS: frozenset({"colors"}),
    Op.ADD_ABILITIES: frozenset({"keywords"}),
    Op.REMOVE_ABILITIES: frozenset({"keywords"}),
    Op.REMOVE_ALL_ABILITIES: frozenset({"keywords", "abilities"}),
}
_EVERYTHING = frozenset({"controller", "types", "colors", "keywords", "abilities"})


def _writes(effect: _Effect, layer: Layer) -> frozenset[str]:
    out: frozenset[str] = frozenset()
    for part in effect.static.parts:
        if part.layer is layer:
            out |= _WRITES.get(part.op, _EVERYTHING)
    return out


def _reads(effect: _Effect) -> frozenset[str]:
    """The characteristics whether an effect exists and what it applies to depend on: its
    source's abilities always (an effect whose source lost them is gone, 613.6's exception
    aside), and what its filter and condition test."""
    if effect.targets is not None:
        return frozenset()  # a resolved spell's objects are fixed (611.2c)
    out = {"abilities"}
    condition = effect.static.condition
    scopes, part = [effect.static.affected], condition
    while part is not None:  # each part of "… and you control a Swamp"
        scopes.append(part.filter)
        if part.kind == "control":
            out.add("controller")
        part = part.also
    for scope in scopes:
        if scope is None:
            continue
        if scope.controller is not None:
            out.add("controller")
        if (
            scope.types
            or scope.not_types
            or scope.any_types
            or scope.subtypes
            or scope.not_subtypes
            or scope.supertypes
            or scope.not_supertypes
            or scope.attached_kind
        ):
            out.add("types")
        if scope.colors or scope.not_colors:
            out.add("colors")
        if scope.with_ability or scope.without_ability:
            out.add("keywords")
    return frozenset(out)


def _why_not(effect: _Effect, work: Mapping[str, _Chars]) -> str:
    """Why an effect doesn't exist now: its source left or lost its abilities, or its
    condition doesn't hold."""
    source = _source(effect, work)
    return "abilities_lost" if source is None or source.abilities_lost else "condition"


def _reach(
    effect: _Effect,
    work: Mapping[str, _Chars],
    ask: Assume,
    matched: dict[tuple[Filter, str], list[str]] | None = None,
) -> tuple[bool, list[str]]:
    """Whether the effect exists now and which objects it applies to (``matched``: what
    filters matched on this very ``work`` since it last changed, see ``_Context.matched``)."""
    if effect.targets is not None:  # a resolved spell's effect: its objects, wherever its source is
        return True, [t for t in effect.targets if t in work]
    source = _source(effect, work)
    if source is None or source.abilities_lost:
        return False, []
    if not _condition_holds(effect, work, ask):
        return False, []
    return True, _affected(effect.static.affected, source, work, effect, ask, matched)


def _run(
    effect: _Effect,
    layer: Layer,
    work: dict[str, _Chars],
    locked: dict[tuple[str, int], list[str]],
    steps: dict[str, list[Step]],
    toughness_effects: dict[str, set[str]],
    ask: Assume,
    order: Order | str,
    stated_current: bool,
    current_pt: dict[str, bool],
    ctx: _Context,
) -> None:
    if isinstance(order, str):
        order = Order(order)
    why = order.why
    if effect.key in locked:
        targets = [t for t in locked[effect.key] if t in work]
    else:
        exists, targets = _reach(effect, work, ask, ctx.matched)
        if not exists:
            if ctx.trace:
                ctx.skipped.append(Skipped(layer, effect.source, effect.static.text, _why_not(effect, work)))
            return
        locked[effect.key] = targets
    if not targets and ctx.trace:
        ctx.skipped.append(Skipped(layer, effect.source, effect.static.text, "none"))
    stamp = effect.rank
    source = _source(effect, work)

    text = effect.static.text
    depends_on, before_dependents = order.dependencies

    def record(part: Part, before: str, after: str) -> Step:
        return Step(layer, effect.source, text, part.op, before, after, why, stamp, depends_on, before_dependents)

    for part in effect.static.parts:
        if part.layer is not layer:
            continue
        if part.op not in _SIZE_OPS:  # it may change what a filter reads: match afresh after it
            ctx.matched.clear()
        if part.op is Op.CONTROL and effect.controller is not None:
            for oid in targets:
                before = work[oid].controller
                work[oid].controller = effect.controller
                work[oid].changed()
                steps.setdefault(oid, []).append(record(part, before, effect.controller))
            continue
        # What holds for every object it applies to, decided once (a hundred-object anthem).
        trace, misorder = ctx.trace, ctx.misorder
        sizes = layer in _PT_LAYERS
        cda = layer is Layer.PT_CDA
        land = part.op is Op.SET_LAND_TYPE  # 305.7: its abilities change with its types
        by_mana_value = part.op is Op.SET_PT_MANA_VALUE and trace
        reaches_toughness = sizes and (part.toughness != 0 or part.op is not Op.MODIFY_PT)
        count = part.count
        # "+N/+N" to each (anthems, lords, Auras: most of what a big board applies), added here
        # as ``_apply_part`` would; anything else, a count or a mistake made on purpose goes there.
        plain_pump = part.op is Op.MODIFY_PT and count is None and misorder is None
        for oid in targets:
            chars = work[oid]
            if (
                sizes
                and (stated_current or chars.obj.modifiers or current_pt.get(oid))
                and _pt_is_stated(chars, effect, stated_current, current_pt, ask)
            ):
                continue
            if cda and chars.obj.power is not None and chars.obj.printed_power is None:
                continue  # "Tarmogoyf 4/5": the judge stated what its */1+* is now
            times = 1
            if count is not None:
                counted = _count(count, effect, chars, work, ask, ctx)
                if counted is None:  # nothing of what it counts is on the board: asked, when
                    if part.toughness and (layer is not Layer.PT_CDA or _toughness_may_be_zero(effect.static.text)):
                        # a */* left unknown is asked as before; so is a CDA whose toughness is the
                        # count itself ("Nightmare … each equal to the number of Swamps": 0/0 dies)
                        ctx.unknown_counts.append((effect.source, effect.static.text))
                    elif trace:  # still never a silent "?": /layers says why
                        ctx.unknown_values.append((effect.source, oid, "count", effect.static.text))
                    continue
                times = counted
            if by_mana_value and chars.obj.mana_value is None:
                ctx.unknown_values.append((effect.source, oid, "mana_value", effect.static.text))
            before = (_traced(chars, layer, part.op) if land else _describe(chars, layer)) if trace else ""
            if plain_pump:
                chars.static_mods[0] += part.power
                chars.static_mods[1] += part.toughness
                chars.fp = chars.shown = None  # changed
            elif misorder is None or not _misapplied(misorder, part, chars):
                _apply_part(part, chars, source, times)
            if reaches_toughness:
                _add(toughness_effects, oid, effect.source)
            if trace:
                after = _traced(chars, layer, part.op) if land else _describe(chars, layer)
                _append(steps, oid, record(part, before, after))


def _add(found: dict[str, set[str]], key: str, value: str) -> None:
    """``found[key].add(value)``, without building a set for every call (once per object and
    effect on a big board)."""
    held = found.get(key)
    if held is None:
        found[key] = {value}
    else:
        held.add(value)


def _append(found: dict[str, list[Step]], key: str, step: Step) -> None:
    """``found[key].append(step)``, without building a list for every call."""
    held = found.get(key)
    if held is None:
        found[key] = [step]
    else:
        held.append(step)


_PT_LAYERS = frozenset({Layer.PT_CDA, Layer.PT_SET, Layer.PT_MODIFY, Layer.PT_SWITCH})
#: The operations that change only power and toughness: nothing a filter reads (``_matches``
#: reads no size), so what filters matched before one of these still holds after it.
_SIZE_OPS = frozenset({Op.SET_PT, Op.SET_PT_MANA_VALUE, Op.MODIFY_PT, Op.SWITCH_PT})


def _pt_is_stated(
    chars: _Chars, effect: _Effect, stated_current: bool, current_pt: dict[str, bool], ask: Assume
) -> bool:
    """Whether this object's stated size already counts effects, so a size effect skips it.

    A judge's "+1/+1 from Short Sword" is the Sword's effect, stated: applied once, not twice.
    A stated size that differs from the printed one may be either; that is a reading.
    """
    if stated_current:
        return True
    if any(m.source == effect.source for m in chars.obj.modifiers):
        return True
    if current_pt.get(chars.obj.id):
        return ask(("current_pt", chars.obj.id))
    return False


def _count(
    count: Count, effect: _Effect, chars: _Chars, work: Mapping[str, _Chars], ask: Assume, ctx: _Context
) -> int | None:
    if count.plus is not None:  # a sum: unknown when either part is
        first = _count(dataclasses.replace(count, plus=None), effect, chars, work, ask, ctx)
        second = _count(count.plus, effect, chars, work, ask, ctx)
        return None if first is None or second is None else first + second
    return _one_count(count, effect, chars, work, ask, ctx)


def _one_count(
    count: Count, effect: _Effect, chars: _Chars, work: Mapping[str, _Chars], ask: Assume, ctx: _Context
) -> int | None:
    """How many of what a count names the board shows; None when it shows none of that kind
    at all (a judge rarely lists every land: a count of 0 would be a guess)."""
    source = _source(effect, work) or chars  # a stated effect: "your" is its object's controller
    if count.kind == "counters":
        holder = source if count.on == "source" else chars
        if count.counter is None:  # "for each counter on it": every kind
            return sum(holder.obj.counters.values())
        return holder.obj.counters.get(count.counter, 0)
    if count.kind == "own_mana_value":
        return chars.obj.mana_value  # None when unknown: asked
    if count.kind == "own_colors":
        return None if chars.colors is None else len(chars.colors)
    if count.kind in ("cards", "card_types", "mana_values"):
        return _count_cards(count, source, ctx, chars)
    if count.kind == "devotion":
        return _devotion(count, source, work, chars)
    if count.kind in ("shares_type", "same_name"):
        return _sharing(count, effect, chars, source, work, ask)
    if count.kind == "poison":
        facts = effect.facts
        if facts is None:
            return None
        mine = count.whose == "you"
        return sum(n for p, n in facts.poison.items() if (p == source.controller) == mine)
    if count.kind == "life":  # "equal to your life total": stated, or asked
        facts = effect.facts
        return None if facts is None else facts.lives.get(source.controller)
    if count.kind == "attached":
        host = effect.source if count.on == "source" else chars.obj.id
        wanted = count.filter.subtypes if count.filter is not None else frozenset()
        return sum(
            1
            for c in work.values()
            if isinstance(c.obj.attached_to, ObjectRef)
            and c.obj.attached_to.id == host
            and (not wanted or wanted & c.subtypes)
        )
    scope = count.filter or Filter()
    if scope.other:  # "for each other creature you control": other than the one it pumps (Bravado's
        scope = dataclasses.replace(scope, other=False)  # enchanted creature, each of a lord's)
        matching = [c for c in work.values() if c is not chars and _matches(scope, c, source, effect, ask, work)]
    else:
        matching = [c for c in work.values() if _matches(scope, c, source, effect, ask, work)]
    if count.kind == "land_types" and matching:
        return len({t for c in matching for t in c.subtypes} & BASIC_LAND_TYPES)
    if count.kind == "colors" and matching:
        if any(c.colors is None for c in matching):
            return None  # a permanent whose colors weren't stated: asked
        return len({color for c in matching for color in c.colors or ()})
    found = len(matching)
    if found:
        return found
    anyone = dataclasses.replace(scope, controller=None, other=False)
    return 0 if any(_matches(anyone, c, source, effect, ask, work) for c in work.values()) else None


def _sharing(
    count: Count, effect: _Effect, chars: _Chars, source: _Chars, work: Mapping[str, _Chars], ask: Assume
) -> int:
    """The other creatures that share a creature type with it (Coat of Arms) or have its name
    (Mirror Box), as they are now."""
    scope = count.filter or Filter()
    others = [c for c in work.values() if c is not chars and _matches(scope, c, source, effect, ask, work)]
    if count.kind == "same_name":
        own = chars.obj.card or chars.obj.name
        return sum(1 for c in others if (c.obj.card or c.obj.name) == own)
    mine = chars.subtypes - LAND_TYPES - NON_CREATURE_SUBTYPES
    every = ALL_CREATURE_TYPES in chars.subtypes
    return sum(
        1
        for c in others
        if (ALL_CREATURE_TYPES in c.subtypes and (mine or every))
        or (every and c.subtypes - LAND_TYPES - NON_CREATURE_SUBTYPES)
        or mine & c.subtypes
    )


def _devotion(count: Count, source: _Chars, work: Mapping[str, _Chars], chars: _Chars | None = None) -> int | None:
    """Devotion (700.5): the colored symbols in the mana costs of the permanents its
    controller controls now (Chroma's "in its mana cost": the affected object's own)."""
    colors = count.filter.colors if count.filter is not None else frozenset()
    if count.on == "affected" and chars is not None:
        return devotion(colors, [chars.obj.mana_cost])
    return devotion(colors, [c.obj.mana_cost for c in work.values() if c.controller == source.controller])


def _count_cards(count: Count, source: _Chars, ctx: _Context, chars: _Chars | None = None) -> int | None:
    """Cards in a zone ("creature card in your graveyard"), or the card types among them
    (Tarmogoyf); None when the board describes nothing in that zone for those players."""
    facts = BoardFacts(None, tuple(ctx.elsewhere), {}, ctx.players, empty_graveyards=ctx.empty_graveyards)
    if count.whose == "chosen":  # "cards in the chosen player's hand": that player's, as said
        return count_cards(dataclasses.replace(count, whose="you"), source.obj.chosen or "", facts)
    if count.whose == "affected":  # "in its controller's graveyard": the affected object's controller
        who = (chars or source).controller
        return count_cards(dataclasses.replace(count, whose="you"), who, facts)
    return count_cards(count, source.controller, facts)


def _apply_part(part: Part, chars: _Chars, source: _Chars | None, times: int = 1) -> None:
    chars.changed()
    op = part.op
    if op is Op.MODIFY_PT:  # by far the most common: anthems, lords, Auras, Equipment
        chars.static_mods[0] += part.power * times
        chars.static_mods[1] += part.toughness * times
    elif op is Op.CONTROL:
        if source is not None:
            chars.controller = source.controller
    elif op is Op.ADD_TYPES:
        for word in part.types:
            if word in SUPERTYPES:
                chars.supertypes.add(word)
            else:
                (chars.card_types if word in CARD_TYPES else chars.subtypes).add(word)
    elif op is Op.SET_CREATURE_TYPES:
        chars.subtypes = (chars.subtypes & (LAND_TYPES | NON_CREATURE_SUBTYPES)) | set(part.types)
    elif op is Op.SET_TYPES:
        keep_land = "land" in part.types and "land" in chars.card_types
        land_types = chars.subtypes & LAND_TYPES if keep_land else set()
        chars.card_types = {t for t in part.types if t in CARD_TYPES}
        chars.subtypes = {t for t in part.types if t not in CARD_TYPES} | land_types
    elif op is Op.REMOVE_TYPES:
        chars.card_types -= part.types
    elif op is Op.SET_LAND_TYPE:
        chars.subtypes = (chars.subtypes - LAND_TYPES) | set(part.types)
        _lose_all(chars)  # 305.7: it loses every ability from its rules text
        if "land" in chars.card_types:  # … and gains each new basic land type's mana ability (305.6)
            chars.keywords |= {INTRINSIC_MANA[t] for t in part.types if t in INTRINSIC_MANA}
    elif op is Op.ADD_ALL_CREATURE_TYPES:
        chars.subtypes.add(ALL_CREATURE_TYPES)
    elif op is Op.SET_COLORS:
        chars.colors = set(part.colors)
    elif op is Op.ADD_COLORS:
        chars.colors = (chars.colors or set()) | set(part.colors)
    elif op in (Op.ADD_ABILITIES, Op.REMOVE_ABILITIES):
        for ability in part.abilities:
            _set_ability(chars, ability, op is Op.ADD_ABILITIES)
    elif op is Op.REMOVE_ALL_ABILITIES:
        _lose_all(chars)
    elif op is Op.SET_PT:
        if part.only != "toughness":
            chars.power = part.power * times + part.plus_power
        if part.only != "power":
            chars.toughness = part.toughness * times + part.plus_toughness
    elif op is Op.SET_PT_MANA_VALUE:
        chars.power = chars.toughness = chars.obj.mana_value
    elif op is Op.SWITCH_PT:  # 7d comes last: every other change to its size is in by now
        _switch(chars)


def _set_ability(chars: _Chars, ability: str, has: bool) -> None:
    """Give or take one ability: indestructible and protection live in their own fields."""
    if ability == "indestructible":
        chars.indestructible = has
        return
    kept, value = chars.keywords, ability
    if ability.startswith("protection from "):
        kept, value = chars.protection, ability.removeprefix("protection from ")
    if has:
        kept.add(value)
    else:
        kept.discard(value)


def _lose_all(chars: _Chars) -> None:
    chars.keywords.clear()
    chars.protection.clear()
    chars.indestructible = False
    chars.abilities_lost = True


def _misapplied(misorder: Misorder, part: Part, chars: _Chars) -> bool:
    """Apply ``part`` the mistaken way, when ``misorder`` changes it; False to apply it as the
    rules say. A set after the modifications overwrites them and the counters; counters put
    before a set are overwritten by it."""
    if chars.power is None or chars.toughness is None:
        return False
    chars.changed()
    if misorder is Misorder.SET_AFTER_MODIFY and part.op is Op.SET_PT and part.count is None:
        fixed = _described_mods(chars.obj)
        chars.power, chars.toughness = part.power - fixed[0], part.toughness + part.plus_toughness - fixed[1]
        chars.static_mods = [0, 0]
        return True
    if misorder is Misorder.COUNTERS_OVERWRITTEN and part.op is Op.SET_PT and part.count is None:
        counters = chars.obj.pt_from_counters()
        chars.power, chars.toughness = part.power - counters[0], part.toughness + part.plus_toughness - counters[1]
        return True
    return False


def _switch(chars: _Chars) -> None:
    """7d: the whole power and the whole toughness trade places, counters and all (613.4d)."""
    if chars.power is None or chars.toughness is None:
        return
    obj = chars.obj
    fixed_p, fixed_t = _described_mods(obj)
    total_p = chars.power + chars.static_mods[0] + fixed_p
    total_t = chars.toughness + chars.static_mods[1] + fixed_t
    chars.power, chars.toughness = total_t - fixed_p, total_p - fixed_t
    chars.static_mods = [0, 0]


def _described_mods(obj: GameObject) -> tuple[int, int]:
    """What the model adds on top of ``power``/``toughness``: stated changes and counters."""
    tied_p = sum(m.power for m in obj.modifiers)
    tied_t = sum(m.toughness for m in obj.modifiers)
    counters = obj.pt_from_counters()
    return obj.power_modifier + tied_p + counters[0], obj.toughness_modifier + tied_t + counters[1]


# -- what effects apply to ----------------------------------------------------------------------


def _affected(
    scope: Filter | None,
    source: _Chars,
    work: Mapping[str, _Chars],
    effect: _Effect,
    ask: Assume,
    matched: dict[tuple[Filter, str], list[str]] | None = None,
) -> list[str]:
    if scope is None:
        return []
    if scope.scope == "self":
        return [source.obj.id] if _matches(scope, source, source, effect, ask, work) else []
    if scope.scope == "paired":  # the source and the creature it is paired with
        partner = _partner(source, work)
        return [source.obj.id] if partner is None else [source.obj.id, partner]
    if scope.scope in ("attached", "host_attached"):
        ref = source.obj.attached_to
        if scope.scope == "host_attached" and isinstance(ref, ObjectRef) and ref.id in work:
            ref = work[ref.id].obj.attached_to  # what the source's host is attached to
        if not isinstance(ref, ObjectRef) or ref.id not in work:
            return []
        host = work[ref.id]
        return [ref.id] if _matches(scope, host, source, effect, ask, work) else []
    if matched is not None and not scope.rare and scope.combat is None:
        return _shared_match(scope, source, work, effect, ask, matched)
    return [oid for oid, chars in work.items() if _matches(scope, chars, source, effect, ask, work)]


def _shared_match(
    scope: Filter,
    source: _Chars,
    work: Mapping[str, _Chars],
    effect: _Effect,
    ask: Assume,
    matched: dict[tuple[Filter, str], list[str]],
) -> list[str]:
    """What a filter matches, tested once for every effect saying those words with a source of
    that controller: "other" leaves out the effect's own source afterwards (the rest of the test
    never reads the source but for its controller, part of the key). Filters that read their
    source (``Filter.rare``: chosen player, team, names) or ask about each object for each effect
    (combat) aren't shared; nor is one that reads a color the board didn't say (each effect asks)."""
    key = (scope, source.controller)
    found = matched.get(key)
    if found is None:
        if (scope.colors or scope.not_colors) and any(c.colors is None for c in work.values()):
            return [oid for oid, chars in work.items() if _matches(scope, chars, source, effect, ask, work)]
        loose = dataclasses.replace(scope, other=False) if scope.other else scope
        found = matched[key] = [oid for oid, chars in work.items() if _matches(loose, chars, source, effect, ask, work)]
    if scope.other:
        return [oid for oid in found if work[oid] is not source]
    return list(found)


def _matches(
    scope: Filter, chars: _Chars, source: _Chars, effect: _Effect, ask: Assume, work: Mapping[str, _Chars] | None = None
) -> bool:
    if scope.other and chars is source:
        return False
    if scope.controller == "you" and chars.controller != source.controller:
        return False
    if scope.controller in ("opponents", "not_you") and chars.controller == source.controller:
        return False
    if scope.rare and not _rare_matches(scope, chars, source, effect, work):
        return False
    if scope.types and not scope.types <= chars.card_types:
        return False
    if scope.not_types & chars.card_types:
        return False
    if scope.any_types and not scope.any_types & chars.card_types:
        return False
    if scope.subtypes and not (scope.subtypes & chars.subtypes or _every_creature_type(chars, scope.subtypes)):
        return False
    if scope.not_subtypes & chars.subtypes:
        return False
    supertypes = chars.supertypes
    if scope.supertypes and not scope.supertypes <= supertypes:
        return False
    if scope.not_supertypes & supertypes:
        return False
    if scope.token is not None and chars.obj.token != scope.token:
        return False
    if scope.tapped is not None and chars.obj.tapped != scope.tapped:
        return False
    if scope.with_ability and not _has_keyword(chars, scope.with_ability):
        return False
    if scope.without_ability and _has_keyword(chars, scope.without_ability):
        return False
    if scope.with_counter and not chars.obj.counters.get(scope.with_counter):
        return False
    if scope.face_down and chars.obj.face_up:
        return False
    if scope.combat is not None and not ask(("combat", scope.combat, chars.obj.id)):
        return False
    if scope.attached_kind is not None and (
        work is None or not _carries(chars.obj.id, scope.attached_kind, source, work)
    ):
        return False
    if scope.colors or scope.not_colors:
        if chars.colors is None:  # the judge didn't say its colors: both readings are tried
            return ask(("color", effect.source, str(effect.index), chars.obj.id))
        kinds = _color_kinds(chars.colors)
        if scope.colors and not (scope.colors & chars.colors or scope.colors & kinds):
            return False
        if scope.not_colors & chars.colors or scope.not_colors & kinds:
            return False
    return True


def _partner(source: _Chars, work: Mapping[str, _Chars]) -> str | None:
    """The creature soulbond pairs the source with, either way it was said; None when there is
    none, or either isn't a creature now (702.95e: they become unpaired)."""
    oid = source.obj.id
    partner = source.obj.paired_with or next((i for i, c in work.items() if c.obj.paired_with == oid), None)
    if partner is None or partner not in work or partner == oid:
        return None
    if "creature" not in source.card_types or "creature" not in work[partner].card_types:
        return None
    return partner


def _modified(chars: _Chars, work: Mapping[str, _Chars]) -> bool:
    """700.9: a counter on it, an Equipment on it, or an Aura on it that its controller controls."""
    if any(chars.obj.counters.values()):
        return True
    oid = chars.obj.id
    return any(
        isinstance(c.obj.attached_to, ObjectRef)
        and c.obj.attached_to.id == oid
        and ("equipment" in c.subtypes or ("aura" in c.subtypes and c.controller == chars.controller))
        for c in work.values()
    )


def _named(names: frozenset[str], chars: _Chars, source: _Chars) -> bool:
    """Whether the object has one of these card names (``~``: the source's own name)."""
    own = source.obj.card or source.obj.name
    wanted = {own if n == "~" else n for n in names}
    return bool({chars.obj.card, chars.obj.name} & wanted)


def _rare_matches(
    scope: Filter, chars: _Chars, source: _Chars, effect: _Effect, work: Mapping[str, _Chars] | None
) -> bool:
    """The filter's rarely used words (``Filter.rare``), apart so common filters pay one test."""
    if scope.controller == "chosen" and chars.controller != source.obj.chosen:
        return False  # "the chosen player controls": the player the board says was chosen
    if scope.controller == "team" and chars.controller != source.controller:
        teams = effect.facts.teams if effect.facts is not None else {}
        if teams.get(chars.controller) is None or teams.get(chars.controller) != teams.get(source.controller):
            return False  # "your team controls": yours, or your teammates' (810.2)
    if scope.controller == "enchanted_player":
        held = source.obj.attached_to
        if not isinstance(held, PlayerRef) or chars.controller != held.name:
            return False
    if scope.named and not _named(scope.named, chars, source):
        return False
    if scope.designation is not None and scope.designation not in chars.obj.designations:
        return False
    if scope.no_abilities and not (
        chars.abilities_lost or not (chars.obj.statics or chars.keywords or chars.protection or chars.indestructible)
    ):
        return False
    if scope.commander and not chars.obj.commander:
        return False
    return not (scope.modified and (work is None or not _modified(chars, work)))


def _carries(oid: str, kind: str, source: _Chars, work: Mapping[str, _Chars]) -> bool:
    """Whether an Aura ("enchanted") or Equipment ("equipped") is attached to the object."""
    wanted = {w for w, k in (("aura", "enchanted"), ("equipment", "equipped")) if k in kind}
    return any(
        isinstance(c.obj.attached_to, ObjectRef) and c.obj.attached_to.id == oid and wanted & c.subtypes
        for c in work.values()
    )


def _color_kinds(colors: set[str]) -> set[str]:
    """Which of colorless, monocolored, multicolored a set of colors is (105.2)."""
    if not colors:
        return {"colorless"}
    return {"monocolored"} if len(colors) == 1 else {"multicolored"}


def _every_creature_type(chars: _Chars, wanted: frozenset[str]) -> bool:
    return ALL_CREATURE_TYPES in chars.subtypes and bool(wanted - LAND_TYPES)


def _has_keyword(chars: _Chars, ability: str) -> bool:
    return (ability == "indestructible" and chars.indestructible) or ability in chars.keywords


def _condition_holds(effect: _Effect, work: Mapping[str, _Chars], ask: Assume) -> bool:
    condition: Condition | None = effect.static.condition
    if condition is None:
        return True
    source = _source(effect, work)
    while condition is not None:  # "… is in your graveyard and you control a Swamp": each part
        if source is None or not _holds(condition, effect, source, work, ask):
            return False
        condition = condition.also
    return True


def _holds(condition: Condition, effect: _Effect, source: _Chars, work: Mapping[str, _Chars], ask: Assume) -> bool:
    held: bool | None = None
    if condition.kind == "zone":  # 113.6b: where its card is, as the board says
        held = source.obj.zone.value == condition.zone and not source.obj.phased_out
    elif condition.kind == "life":  # "as long as you have 30 or more life"
        held = ask(("life", source.controller, str(condition.at_least), effect.source, str(effect.index)))
    elif condition.kind == "control" and condition.filter is not None:
        scope = condition.filter
        found = sum(1 for chars in work.values() if _matches(scope, chars, source, effect, ask, work))
        if found >= condition.at_least:
            held = True
    elif condition.kind == "paired":  # soulbond (702.95): a partner the board says, still a creature
        held = _partner(source, work) is not None
    elif condition.kind == "attached":
        held = any(
            isinstance(c.obj.attached_to, ObjectRef) and c.obj.attached_to.id == effect.source for c in work.values()
        )
    elif condition.kind == "host" and condition.filter is not None:
        ref = source.obj.attached_to
        if isinstance(ref, ObjectRef) and ref.id in work:
            held = _matches(condition.filter, work[ref.id], source, effect, ask, work)
    elif condition.kind in ("turn", "object", "count", "opponent_life", "blessing", "most_common"):
        held = _board_holds(condition, effect, source, work, ask)
        if held is None and condition.kind == "turn":  # one question for every effect: whose turn
            held = ask(("turn", source.controller))
    if held is None:  # the board doesn't show it: both readings are tried
        held = ask(("condition", effect.source, str(effect.index)))
    return held != condition.negated


def _board_holds(
    condition: Condition, effect: _Effect, source: _Chars, work: Mapping[str, _Chars], ask: Assume
) -> bool | None:
    """A condition the board answers when it says so (``conditions.py``); None when unsaid."""
    facts = effect.facts
    if condition.kind == "turn":
        return None if facts is None else turn_holds(source.controller, facts)
    if condition.kind == "most_common" and condition.filter is not None:
        colors = [c.colors for c in work.values()]
        if any(c is None for c in colors):
            return None  # a permanent whose colors weren't said: asked
        tally = {color: sum(1 for c in colors if c is not None and color in c) for color in COLORS}
        return tally[next(iter(condition.filter.colors))] == max(tally.values())
    if condition.kind == "blessing":  # said, or asked: a blessing is never lost (702.131c)
        return True if facts is not None and source.controller in facts.blessed else None
    if condition.kind == "opponent_life":
        return None if facts is None else opponent_life_holds(condition, source.controller, facts)
    on = source
    if condition.on == "attached":
        ref = source.obj.attached_to
        if not isinstance(ref, ObjectRef) or ref.id not in work:
            return False  # attached to nothing: what it would read isn't there
        on = work[ref.id]
    if condition.kind == "object" and condition.filter is not None:
        return _matches(condition.filter, on, source, effect, ask, work)
    count = condition.count
    if count is None:
        return None
    if count.kind == "counters":
        found: int | None = (
            sum(on.obj.counters.values()) if count.counter is None else on.obj.counters.get(count.counter, 0)
        )
    elif count.kind == "attached":  # "two or more Equipment are attached to it"
        wanted = count.filter.subtypes if count.filter is not None else frozenset()
        found = sum(
            1
            for c in work.values()
            if isinstance(c.obj.attached_to, ObjectRef) and c.obj.attached_to.id == on.obj.id and wanted & c.subtypes
        )
    elif count.kind == "devotion":
        found = _devotion(count, source, work)
    elif count.kind == "poison":
        poison = facts.poison if facts is not None else {}
        found = max((n for p, n in poison.items() if p != source.controller), default=0)
    else:
        found = None if facts is None else count_cards(count, source.controller, facts)
    if found is None:
        return None
    return found >= condition.at_least and (condition.at_most is None or found <= condition.at_most)


# -- rules-changing effects (613.10, 613.11) ------------------------------------------------------


def _protection_granted(effect: _Effect, effects: list[_Effect]) -> set[str]:
    """The protection qualities the same source's effects grant (its paragraph's own)."""
    return {
        a.removeprefix("protection from ")
        for e in effects
        if e.source == effect.source
        for p in e.static.parts
        if p.op is Op.ADD_ABILITIES
        for a in p.abilities
        if a.startswith("protection from ")
    }


def _apply_rules(
    effects: list[_Effect],
    work: dict[str, _Chars],
    locked: dict[tuple[str, int], list[str]],
    players: tuple[Player, ...],
    saved_by: dict[str, list[tuple[str, Rule]]],
    ask: Assume,
) -> tuple[Player, ...]:
    flags: dict[str, set[Rule]] = {}
    for effect in sorted(effects, key=lambda e: e.timestamp):
        rules = effect.static.rules
        if not rules:
            continue
        source = _source(effect, work)
        if source is None or source.abilities_lost or not _condition_holds(effect, work, ask):
            continue
        for rule in rules:
            if rule in (Rule.CANT_LOSE, Rule.NO_ZERO_LIFE_LOSS):
                flags.setdefault(source.controller, set()).add(rule)
                saved_by.setdefault(source.controller, []).append((effect.source, rule))
            elif rule is Rule.LEGEND_RULE_OFF:
                scope = effect.static.affected or Filter()
                for oid in _affected(scope, source, work, effect, ask):
                    work[oid].legend_rule_exempt = True
                    saved_by.setdefault(oid, []).append((effect.source, rule))
            elif rule is Rule.DESTINATION:
                for oid in _affected(effect.static.affected or Filter(), source, work, effect, ask):
                    saved_by.setdefault(oid, []).append((effect.source, rule))
            elif rule in (Rule.SPARES_SELF, Rule.SPARES_AURAS):
                spared = effect.source if rule is Rule.SPARES_SELF else "*"
                for oid in _affected(effect.static.affected or Filter(), source, work, effect, ask):
                    work[oid].spares |= {f"{spared}|{q}" for q in _protection_granted(effect, effects)}
            elif rule is Rule.CANT_BE_DESTROYED:
                scope = effect.static.affected or Filter()
                for oid in _affected(scope, source, work, effect, ask):
                    work[oid].cant_be_destroyed = True
                    saved_by.setdefault(oid, []).append((effect.source, rule))
    if not flags:
        return players
    out = []
    for player in players:
        held = flags.get(player.name, set())
        update: dict[str, object] = {}
        if Rule.CANT_LOSE in held and not player.cant_lose:
            update["cant_lose"] = True
        if Rule.NO_ZERO_LIFE_LOSS in held and not player.ignores_zero_life:
            update["ignores_zero_life"] = True
        out.append(player.model_copy(update=update) if update else player)
    return tuple(out)


# -- results ------------------------------------------------------------------------------------


def _written(obj: GameObject, chars: _Chars) -> GameObject:
    """The object with its characteristics now, or itself when effects changed nothing."""
    power, toughness = chars.power, chars.toughness
    if power is not None and toughness is not None:
        power += chars.static_mods[0]
        toughness += chars.static_mods[1]
    values: tuple[tuple[str, object], ...] = (
        ("controller", chars.controller),
        ("card_types", chars.card_types),
        ("supertypes", chars.supertypes),
        ("subtypes", chars.subtypes),
        ("colors", chars.colors),
        ("keywords", chars.keywords),
        ("indestructible", chars.indestructible),
        ("protection_from", chars.protection),
        ("power", power),
        ("toughness", toughness),
        ("legend_rule_exempt", chars.legend_rule_exempt or obj.legend_rule_exempt),
        ("cant_be_destroyed", chars.cant_be_destroyed or obj.cant_be_destroyed),
        ("protection_spares", obj.protection_spares | chars.spares if chars.spares else obj.protection_spares),
        ("rules_text_lost", chars.abilities_lost or obj.rules_text_lost),
    )
    # A set equals the frozenset holding the same words: only what differs is frozen and copied.
    changed = {k: frozenset(v) if isinstance(v, set) else v for k, v in values if getattr(obj, k) != v}
    return obj.model_copy(update=changed) if changed else obj


#: The characteristics the trace shows, each by the layer that changes it.
TRACED = (Layer.CONTROL, Layer.TYPE, Layer.COLOR, Layer.ABILITY, Layer.PT_MODIFY)


def characteristics(obj: GameObject, *, counters: bool = True) -> dict[Layer, str]:
    """An object's characteristics as the trace shows them: the object as described (613.1:
    before any effect, ``counters=False`` leaves counters for 7c), or as ``apply_effects``
    wrote it (after every layer)."""
    chars = _Chars.of(obj)
    chars.counted = counters
    return {layer: _describe(chars, layer) for layer in TRACED}


def _traced(chars: _Chars, layer: Layer, op: Op) -> str:
    """What a step shows changing: its layer's value; a land type set in layer 4 changes the
    land's abilities too (305.7: its rules-text abilities lost, its new type's mana ability)."""
    shown = _describe(chars, layer)
    if op is Op.SET_LAND_TYPE:
        return f"{shown} · {_describe(chars, Layer.ABILITY)}"
    return shown


def _describe(chars: _Chars, layer: Layer) -> str:
    """A characteristic's value at a step, as the trace shows it."""
    if chars.shown is None:
        chars.shown = {}
    shown = chars.shown.get(layer)
    if shown is None:
        shown = chars.shown[layer] = _SHOWN.get(layer, _shown_size)(chars)
    return shown


def _titled(subtype: str) -> str:
    """A subtype as printed: "Power-Plant", "Urza's" (not "Urza'S")."""
    return "-".join(w[:1].upper() + w[1:] for w in subtype.split("-"))


def _shown_controller(chars: _Chars) -> str:
    return chars.controller


def _shown_types(chars: _Chars) -> str:
    types = " ".join(sorted(chars.card_types, key=lambda t: (t == "creature", t)))  # "artifact creature"
    subtypes = " ".join(sorted(_titled(s) for s in chars.subtypes if s != ALL_CREATURE_TYPES))
    if ALL_CREATURE_TYPES in chars.subtypes:
        subtypes = (subtypes + " +every creature type").strip()
    return f"{types} — {subtypes}" if subtypes else types


def _shown_colors(chars: _Chars) -> str:
    return ", ".join(sorted(chars.colors)) if chars.colors else "colorless" if chars.colors is not None else "?"


def _shown_abilities(chars: _Chars) -> str:
    keywords = sorted(k for k in chars.keywords if not k.startswith('"'))
    shown = keywords + (["indestructible"] if chars.indestructible else [])
    shown += [f"protection from {q}" for q in sorted(chars.protection)]
    shown += sorted(k for k in chars.keywords if k.startswith('"'))  # quoted abilities last
    return ", ".join(shown) or "—"


def _shown_size(chars: _Chars) -> str:
    """Power and toughness in layer 7 (every sublayer shows the same value so far)."""
    if "creature" not in chars.card_types:
        return "—"  # a noncreature has no power or toughness, whatever is printed (208.3)
    if chars.power is None or chars.toughness is None:
        return "?/?"
    if not chars.counted:  # before 7c: the value so far in layer 7, without counters
        return f"{chars.power + chars.static_mods[0]}/{chars.toughness + chars.static_mods[1]}"
    fixed = chars.fixed
    if fixed is None:
        fixed = chars.fixed = _described_mods(chars.obj)
    return f"{chars.power + chars.static_mods[0] + fixed[0]}/{chars.toughness + chars.static_mods[1] + fixed[1]}"


#: How the trace shows each layer's characteristic; the sublayers of 7 show the size.
_SHOWN: dict[Layer, Callable[[_Chars], str]] = {
    Layer.CONTROL: _shown_controller,
    Layer.TYPE: _shown_types,
    Layer.COLOR: _shown_colors,
    Layer.ABILITY: _shown_abilities,
}


__all__ = [
    "FIELDS",
    "TRACED",
    "Layered",
    "Skipped",
    "Step",
    "apply_effects",
    "characteristics",
    "compiled",
    "has_effects",
    "pt_counter",
    "statics",
]


def _toughness_may_be_zero(text: str) -> bool:
    """Whether a characteristic-defining count sets toughness to the count itself (Nightmare's
    "power and toughness are each equal to …"), not the count plus a number (Tarmogoyf's "… plus
    1"): only then can the count unsaid decide 704.5f."""
    lowered = text.lower()
    return "toughness" in lowered and "plus" not in lowered
