"""Run state-based actions to a fixed point (704.3) and report every round.

Each round reads one snapshot, performs everything found in it as a single event, and repeats
until a check finds nothing to do. Choices the input didn't make are reported as pending, and
the rounds carry on with whatever doesn't depend on them. When all remaining players lose at
once the game is a draw (104.4a).
"""

from __future__ import annotations

import copy
import functools
import re
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import cast

from engine.collector import collector_paused
from engine.effects.layers import has_effects
from engine.effects.readings import Assume
from engine.kinds import Kind
from engine.model import GameObject, GameState, Player, Variant, Zone
from engine.numbering import RuleResolver, resolver_for
from engine.sba.continuous import SAVED_NOTES, Continuous
from engine.sba.effects import Effect, MoveTo, Regenerate, Vanish, forget_since_last_check, perform_event
from engine.sba.explain import explain
from engine.sba.hints import (
    counters_in_stated_toughness,
    damage_as_counters,
    deathtouch_on_itself,
    face_down_legends,
    unstated_legends,
)
from engine.sba.phasing import phase_out_indirectly
from engine.sba.readings import answer_every_reading
from engine.sba.replacements import OrderChoice, Replacer
from engine.sba.result import Action, Note, Params, PendingChoice, Replaced, Round, SbaResult, Template, Trigger
from engine.sba.rules import SBA_RULES, Choice, Found, Remark, join_names, label
from engine.sba.snapshot import BoardIndex, Snapshot
from engine.sba.triggers import KEYWORDS, Watcher, apnap

#: A safety net only: every action moves the state toward a fixed point long before this.
MAX_ROUNDS = 1_000

NoteKey = tuple[str, str | None, tuple[str, ...]]


def check_sba(state: GameState, *, edition: str | None = None, resolver: RuleResolver | None = None) -> SbaResult:
    """Perform state-based actions on ``state`` until none apply; the input is never modified.

    With named cards' continuous effects on the board, what the board leaves unsaid that an
    effect needs (a color, a condition, whether a stated size counts effects) is tried both
    ways: the same answer either way is given, different answers are asked about
    (``engine/sba/readings.py``).
    """

    def checked(state: GameState) -> SbaResult:
        with collector_paused():  # a check makes no reference cycles: see engine/collector.py
            if not state.effects and not has_effects(state.objects):
                return _check(state, edition, resolver)
            return answer_every_reading(state, lambda assume: _check(state, edition, resolver, assume))

    return _alike_legends(state, checked(state), checked)


def _alike_legends(state: GameState, result: SbaResult, check: Callable[[GameState], SbaResult]) -> SbaResult:
    """A legend rule choice between copies alike in every way (two Kokusho, neither damaged):
    whichever is kept, one of them goes to its owner's graveyard, so what that triggers is
    known (603.10a) though the choice stays the player's. The triggers are those of the check
    with the first of each kept: one more check, whatever the number of such choices (a check
    of its own never looks ahead again)."""
    if not any(choice.kind == Kind.LEGEND_RULE for choice in result.pending_choices):
        return result  # nearly every check: no pass over the objects
    by_id = {o.id: o for o in state.objects}
    keep = dict(state.choices.legend_keep)
    for choice in result.pending_choices:
        if choice.kind != Kind.LEGEND_RULE or any(o not in by_id for o in choice.options):
            continue
        if len({_without_identity(by_id[o]) for o in choice.options}) == 1:
            keep[by_id[choice.options[0]].name] = choice.options[0]
    if keep == state.choices.legend_keep or not _may_trigger(state.objects):
        return result  # nothing on the board has a triggered ability a legend leaving could meet
    kept = state.model_copy(update={"choices": state.choices.model_copy(update={"legend_keep": keep})})
    extra = [t for t in check(kept).triggers if t not in result.triggers]
    return replace(result, triggers=(*result.triggers, *extra)) if extra else result


def _may_trigger(objects: Iterable[GameObject]) -> bool:
    """Whether any object has a triggered ability, its own or one it grants in quotes, or a
    keyword that triggers as it dies (undying, persist): the check a legend rule choice makes
    again is for those alone (a board of lords and lands skips it)."""
    objects = list(objects)
    watcher = Watcher(objects)
    if watcher.sources or watcher.loss_sources:
        return True
    return any(
        any(_GRANTED_TRIGGER.search(text) for text in o.statics) or KEYWORDS.keys() & {k.split()[0] for k in o.keywords}
        for o in objects
    )


#: A triggered ability an object grants in quotes ('have "When this creature dies, …"').
_GRANTED_TRIGGER = re.compile(r'"[^"]*\b(?:when|whenever|at the beginning)\b', re.IGNORECASE)


def _without_identity(obj: GameObject) -> str:
    """An object's description without what tells copies apart (its id): copies alike compare equal."""
    return obj.model_dump_json(exclude={"id"})


def _check(
    state: GameState, edition: str | None, resolver: RuleResolver | None, assume: Assume | None = None
) -> SbaResult:
    numbers = resolver or resolver_for(edition)
    rule_of = functools.cache(numbers.number)  # thousands of actions share a few kinds
    # The verdict follows the edition it cites: one battle rule before August 2026, two after.
    sieges_apart = numbers.number(Kind.SIEGE_ZERO_DEFENSE) != numbers.number(Kind.BATTLE_ZERO_DEFENSE)
    pw_rule = numbers.number(Kind.PLANESWALKER_UNIQUENESS) is not None  # until September 2017
    objects, phasing = phase_out_indirectly(state.objects)
    index = BoardIndex(objects)
    # Rules read players, teams, choices and the variant from here; objects live in the index.
    meta = state.model_copy(update={"objects": ()})
    continuous = None
    if assume is not None:
        continuous = Continuous(
            index,
            meta.players,
            assume,
            stated=state.stated_values,
            effects=state.effects,
            active_player=state.active_player,
        )
    remaining = frozenset(p.name for p in state.players)
    sides_at_start = _sides(meta.players, remaining)
    rounds: list[Round] = []
    pending: dict[tuple[str, tuple[str, ...]], PendingChoice] = {}
    notes: dict[NoteKey, Note] = {}
    losers: list[str] = []
    game_over = False
    candidates: set[str] | None = None  # None: examine every object (the first check)
    replacer = Replacer(objects)  # replacement effects on the rounds' events (614-616)
    watcher = Watcher(objects)  # abilities the rounds' events trigger (603)
    triggers: list[Trigger] = []
    # Damage on a planeswalker or battle: the index already knows which permanents those are.
    damageable = (index.by_id[i] for bucket in (index.planeswalkers, index.battles) for i in bucket)
    hints = (
        *unstated_legends(objects),
        *damage_as_counters(damageable),
        *deathtouch_on_itself(objects),
        *face_down_legends(objects),
        *counters_in_stated_toughness(index.by_id[i] for i in index.countered),
    )
    for remark in (*phasing, *hints):
        _keep(notes, _note(remark, numbers))

    for number in range(1, MAX_ROUNDS + 1):
        if continuous is not None:  # effects apply to the board as it is now (613.9)
            changed, players_now = continuous.refresh(index, meta.players)
            meta = meta.model_copy(update={"players": players_now})
            if number == 1:  # what lost all its abilities has none to trigger or replace with
                replacer.silenced = watcher.silenced = continuous.silenced()
                _deathtouch_granted(index)
                for oid in sorted(continuous.lowered_unknown()):  # a "?" toughness lowered: 704.5f may apply
                    lowered = Remark(
                        "needs_toughness_lowered", (oid,), {"object": label(index.by_id[oid])}, Kind.ZERO_TOUGHNESS
                    )
                    _keep(notes, _note(lowered, numbers))
            if candidates is not None:
                candidates |= changed
        snap = Snapshot.of(
            meta, remaining, index, candidates, sieges_apart=sieges_apart, planeswalker_uniqueness=pw_rule
        )
        found: list[Found] = []
        for rule in SBA_RULES:
            for finding in rule.find(snap):
                if isinstance(finding, Found):
                    found.append(finding)
                elif isinstance(finding, Choice):
                    choice = _pending(finding, snap, numbers)
                    if choice.kind in _TO_GRAVEYARD and not replacer.idle:
                        choice = replace(choice, remedy=_instead(choice, snap, replacer, watcher, number))
                    pending.setdefault((choice.kind, choice.subjects), choice)
                else:
                    _keep(notes, _note(finding, numbers, continuous))
        if found:
            found, orders = replacer.apply(found, snap)
            for order in orders:
                choice = _order_choice(order, snap, numbers)
                pending.setdefault((choice.kind, choice.subjects), choice)
        players = forget_since_last_check(index, meta.players)
        if not found:
            meta = meta.model_copy(update={"players": players})
            break

        if not watcher.idle:
            fired, quiet = watcher.fire(_leaving((e for f in found for e in f.effects), index), snap, number)
            triggers.extend(fired)
            for note in quiet:
                _keep(notes, note)
        outcome = perform_event(index, players, (e for f in found for e in f.effects))
        before = outcome.left_battlefield
        actions = tuple(
            [
                Action(
                    f.kind,
                    rule_of(f.kind),
                    f.subjects,
                    _decided(_cited(f, rule_of), f, continuous),
                    _refinements(f),
                    before,
                    f.replaced,
                )
                for f in found
            ]
        )
        for note in _replacement_notes(found, snap, numbers):
            _keep(notes, note)
        meta = meta.model_copy(update={"players": outcome.players})
        lost, with_team = _with_teammates(meta, outcome.losers)
        round_losers = [p.name for p in meta.players if p.name in lost and p.name in remaining]
        losers.extend(round_losers)
        remaining = remaining - lost
        if round_losers and watcher.loss_sources and _sides(meta.players, remaining) > 1:
            # "whenever a player loses the game" (603.2); a game that ended triggers nothing
            triggers.extend(watcher.lost(round_losers, snap, index.by_id, number))
        candidates = outcome.touched
        events: tuple[Note, ...] = tuple(_left_behind(pair, before, index, numbers) for pair in outcome.left_behind)
        events += tuple(_team_loss(name, numbers) for name in with_team if name in round_losers)
        if round_losers and _sides(meta.players, remaining) > 1:
            events += _leave_game(index, round_losers, numbers)
            candidates = None  # who is in the game changed: protectors, Auras on players, …
        rounds.append(Round(number=number, actions=actions, events=events))
        if round_losers and _sides(meta.players, remaining) <= 1:
            game_over = True
            break

    draw = game_over and not remaining and sides_at_start > 1
    winners = tuple(p.name for p in meta.players if p.name in remaining) if game_over else ()
    if draw:
        _keep(
            notes,
            Note(
                kind="draw",
                rule=numbers.number(Kind.DRAW_GAME),
                subjects=tuple(losers),
                explanation=explain("outcome.draw", {}),
            ),
        )
    effects = continuous.report() if continuous is not None else None
    return SbaResult(
        effects=effects,
        edition=numbers.edition,
        rounds=tuple(rounds),
        losers=tuple(losers),
        winners=winners,
        draw=draw,
        game_over=game_over,
        pending_choices=tuple(pending.values()),
        notes=tuple(notes.values()),
        final_state=meta.model_copy(update={"objects": index.objects()}),
        triggers=tuple(apnap(triggers, state.players, state.active_player)),
        active_player=state.active_player,
    )


def _leaving(effects: Iterable[Effect], index: BoardIndex) -> dict[str, Zone | None]:
    """Each permanent the event takes off the battlefield, and where it goes (None: it ceases
    to exist); ceasing to exist wins over a move, and the first move found applies."""
    out: dict[str, Zone | None] = {}
    by_id = index.by_id
    for effect in effects:
        kind = type(effect)
        if kind is not MoveTo and kind is not Vanish:
            continue
        obj = by_id.get(effect.obj)  # type: ignore[union-attr]
        if obj is None or obj.zone is not Zone.BATTLEFIELD:
            continue
        if kind is Vanish:
            out[obj.id] = None
        elif obj.id not in out:
            out[obj.id] = effect.zone  # type: ignore[union-attr]
    return out


def _order_choice(order: OrderChoice, snap: Snapshot, numbers: RuleResolver) -> PendingChoice:
    """616.1: the affected object's controller chooses which replacement applies first."""
    obj = snap.by_id[order.subject]
    params = {"chooser": order.chooser, "object": label(obj), "options": join_names(order.options)}
    return PendingChoice(
        kind="replacement_order",
        rule="616.1",
        chooser=order.chooser,
        subjects=(order.subject,),
        options=order.options,
        template=Template("choice.replacement_order", params, ("saved",) if order.saved else ()),
        replaces=numbers.number(order.action) if order.action is not None else None,
    )


#: Choices whose options not kept are put into their owners' graveyards (not destroyed).
_TO_GRAVEYARD = frozenset({Kind.LEGEND_RULE, Kind.PLANESWALKER_UNIQUENESS})


def _instead(
    choice: PendingChoice, snap: Snapshot, replacer: Replacer, watcher: Watcher, number: int
) -> tuple[Replaced, ...]:
    """614: what replacement effects make of the option not kept going to a graveyard (Rest
    in Peace exiles it instead, so it doesn't die), and the abilities that then don't trigger
    (700.4, 603.6c), told on the pending choice: whichever option is kept, the judge knows."""
    told: list[tuple[str, Replaced]] = []
    for option in choice.options:
        obj = snap.by_id.get(option)
        if obj is None:
            continue
        found = replacer.instead(obj, snap)
        if isinstance(found, OrderChoice):
            order: Params = {"object": label(obj), "options": join_names(found.options), "chooser": found.chooser}
            told.append((option, Replaced("pending_order", "", "616.1", order)))
        elif found is not None:
            params: Params = {**found.params, "untriggered": _untriggered(obj, found, snap, watcher, number)}
            family = "pending_" + found.family + ("_untriggered" if params["untriggered"] else "")
            told.append((option, Replaced(family, found.source, found.rule, params, found.text)))
    if not told:
        return ()
    alike = {(r.family, *((k, v) for k, v in r.params.items() if k != "object")) for _, r in told}
    if len(told) == len(choice.options) and len(alike) == 1:
        return (told[0][1],)  # whichever one is not kept
    return tuple(replace(r, family=r.family + ".one") for _, r in told)


def _untriggered(obj: GameObject, found: Replaced, snap: Snapshot, watcher: Watcher, number: int) -> str:
    """The sources of abilities that would trigger on ``obj`` going to its owner's graveyard
    but don't once ``found`` sends it elsewhere (a probe: the check's watcher is unchanged)."""
    zone = found.params.get("zone")
    if watcher.idle or not isinstance(zone, str):
        return ""

    def fired(where: Zone) -> list[Trigger]:
        probe = copy.copy(watcher)
        probe.asked, probe.once = set(watcher.asked), set(watcher.once)
        return probe.fire({obj.id: where}, snap, number)[0]

    instead = fired(Zone(zone))
    return join_names(dict.fromkeys(t.source for t in fired(Zone.GRAVEYARD) if t not in instead))


def _keep(notes: dict[NoteKey, Note], note: Note) -> None:
    notes.setdefault((note.kind, note.rule, note.subjects), note)


def _with_teammates(meta: GameState, lost: frozenset[str]) -> tuple[frozenset[str], list[str]]:
    """810.8a: in Two-Headed Giant a player who loses takes their team with them, whatever the
    reason (an empty library, commander damage…). Returns everyone who lost, and the teammates
    who lost only because of that."""
    if meta.variant is not Variant.TWO_HEADED_GIANT or not lost:
        return lost, []
    teams = {p.team for p in meta.players if p.name in lost and p.team}
    extra = [p.name for p in meta.players if p.team in teams and p.name not in lost]
    return lost | frozenset(extra), extra


def _left_behind(
    pair: tuple[str, str], before: dict[str, GameObject], index: BoardIndex, numbers: RuleResolver
) -> Note:
    gear, host = pair
    return Note(
        kind=Kind.EQUIPMENT_LEFT_BEHIND,
        rule=numbers.number(Kind.EQUIPMENT_LEFT_BEHIND),
        subjects=(gear,),
        template=Template(
            "event.equipment_left_behind", {"object": label(index.by_id[gear]), "host": label(before[host])}
        ),
    )


def _team_loss(name: str, numbers: RuleResolver) -> Note:
    return Note(
        kind=Kind.TEAM_LOSES_TOGETHER,
        rule=numbers.number(Kind.TEAM_LOSES_TOGETHER),
        subjects=(name,),
        template=Template("event.team_loses_together", {"player": name}),
    )


def _deathtouch_granted(index: BoardIndex) -> None:
    """Damage from a source that has deathtouch only through an effect (Basilisk Collar on
    Prodigal Pyromancer: 702.2b, 613.1f) is deathtouch damage too. The board reader marks it from
    the source's own abilities; the abilities effects grant are known only once they apply,
    before the first check."""
    for obj in index.objects():
        if obj.damage <= 0 or obj.deathtouch_damage or not obj.damage_sources:
            continue
        sources = [index.by_id.get(s) for s in obj.damage_sources]
        if any(s is not None and "deathtouch" in s.keywords for s in sources):
            index.replace(obj.model_copy(update={"deathtouch_damage": True}))


def _sides(players: tuple[Player, ...], remaining: frozenset[str]) -> int:
    """How many sides are still playing: teams count once, lone players once each."""
    return len({f"team:{p.team}" if p.team else f"player:{p.name}" for p in players if p.name in remaining})


#: Actions whose explanation cites a second rule, by reason: the rule that makes it happen.
_SEE_ALSO = {
    ("aura_illegal", "protection"): "protection_aura",
    ("equipment_illegal", "protection"): "protection_equipment",
}


#: Actions that read power or toughness: an effect that changed them decided the action.
_SIZE_KINDS = frozenset({Kind.ZERO_TOUGHNESS, Kind.LETHAL_DAMAGE})


def _decided(params: Params, found: Found, continuous: Continuous | None) -> Params:
    """Name the sources of the effects that changed a destroyed creature's size ("Elesh Norn
    gives it -2/-2"): the answer turned on them."""
    if continuous is None or found.kind not in _SIZE_KINDS:
        return params
    sources = continuous.size_sources(found.subjects)
    return {**params, "effects": sources} if sources else params


def _cited(found: Found, rule_of: Callable[[str], str | None]) -> Params:
    """The finding's params, plus ``see`` (the rule behind it, in this edition) where one applies."""
    see = _SEE_ALSO.get((found.kind, str(found.params.get("reason", ""))))
    if see is None:
        return found.params
    return {**found.params, "see": rule_of(see) or "702.16"}


def _refinements(found: Found) -> tuple[str, ...]:
    """Which variant of the kind's explanation applies (``regenerated``, ``restriction``, …)."""
    params = found.params
    if found.kind == "world_rule" and "kept" not in params:
        return ("tie",)
    if found.kind == "copy_outside_zone":
        return (str(params["copy"]),)
    if found.kind == "counter_annihilation" and params.get("count") == 1:
        return ("one",)
    outcome, reason = params.get("outcome"), params.get("reason")
    if outcome is None and reason is None:
        return ()
    return tuple(str(v) for v in (outcome, reason) if v is not None)


def _pending(choice: Choice, snap: Snapshot, numbers: RuleResolver) -> PendingChoice:
    names = [label(snap.by_id[s]) if s in snap.by_id else s for s in choice.subjects]
    options = [label(snap.by_id[o]) if o in snap.by_id else o for o in choice.options]
    return PendingChoice(
        kind=choice.kind,
        rule=numbers.number(choice.kind),
        chooser=choice.chooser,
        subjects=choice.subjects,
        options=choice.options,
        template=Template(
            f"choice.{choice.kind}",
            {"chooser": choice.chooser, "subjects": join_names(names), "options": join_names(options)},
            ("two",) if len(choice.options) == 2 else (),
        ),
    )


def _note(remark: Remark, numbers: RuleResolver, continuous: Continuous | None = None) -> Note:
    params, refinements = remark.params, cast(tuple[str, ...], ())
    if continuous is not None and remark.kind in SAVED_NOTES:
        sources = continuous.source_names(remark.subjects)
        if sources:  # the effect that kept it from happening, by name
            params, refinements = {**params, "source": sources}, ("source",)
    return Note(
        kind=remark.kind,
        rule=numbers.number(remark.rule_kind or remark.kind),
        subjects=remark.subjects,
        params=params,
        template=Template(f"note.{remark.kind}", params, refinements),
    )


def _replacement_notes(found: list[Found], snap: Snapshot, numbers: RuleResolver) -> list[Note]:
    """704.7: one regeneration shield replaces several destructions of the same creature."""
    counts = Counter(e.obj for f in found for e in f.effects if isinstance(e, Regenerate))
    return [
        _note(
            Remark("single_replacement", (obj,), {"object": label(snap.by_id[obj])}, Kind.SINGLE_REPLACEMENT), numbers
        )
        for obj, n in sorted(counts.items())
        if n > 1
    ]


def _leave_game(index: BoardIndex, leaving: list[str], numbers: RuleResolver) -> tuple[Note, ...]:
    """800.4a: in a multiplayer game the loser's objects leave with them, and effects that gave
    them control of other players' objects end: those go back to their owners, not to exile.

    A permanent controlled by someone other than its owner is under a control-changing effect,
    so it returns. Only what the leaver still controls after that (a card of theirs on the
    stack, say) would be exiled, and those they own have already left.
    """
    gone = set(leaving)
    returned: dict[str, list[str]] = {name: [] for name in leaving}
    for obj in list(index.by_id.values()):
        if obj.owner in gone:
            index.remove(obj.id)
        elif obj.controller in gone and obj.zone is Zone.BATTLEFIELD:
            returned[obj.controller].append(label(obj))
            index.replace(obj.model_copy(update={"controller": None}))
        elif obj.controller in gone:
            index.replace(obj.model_copy(update={"zone": Zone.EXILE, "controller": None, "attached_to": None}))
    # What was attached to something that left stays pointing at it: the next check applies the
    # same rules as for any other way of leaving (704.5m for Auras, 704.5n for Equipment, 301.5c),
    # and cites them.
    return tuple(
        Note(
            kind=Kind.PLAYER_LEAVES_GAME,
            rule=numbers.number(Kind.PLAYER_LEAVES_GAME),
            subjects=(name,),
            template=Template(
                "event.player_leaves_game",
                {"player": name, "returned": join_names(returned[name])},
                ("returned",) if returned[name] else (),
            ),
        )
        for name in leaving
    )
