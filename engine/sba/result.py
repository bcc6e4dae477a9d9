"""What a state-based-action check returns: a trace a judge can read round by round.

The result is data, not prose: every entry has a stable kind id, its subjects, the rule number
of the edition in use and parameters; explanations in English and Spanish are rendered from our
own templates (``explain.py``) when asked for, so every front end shows the same words and a
10,000-object check doesn't pay for text nobody reads. Plain slotted dataclasses: the values
are built by the engine from already-validated state, so there is nothing to validate again.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field

from engine.effects.layers import Step
from engine.model import GameObject, GameState
from engine.sba.explain import explain
from engine.sba.names import Rename, renamed

Params = dict[str, str | int]


@dataclass(frozen=True, slots=True)
class Lki:
    """Last known information of a permanent that left the battlefield (704.8)."""

    power: int | None
    toughness: int | None
    counters: dict[str, int]

    @classmethod
    def of(cls, obj: GameObject) -> Lki:
        is_creature = "creature" in obj.card_types
        return cls(
            power=obj.effective_power if is_creature and obj.power is not None else None,
            toughness=obj.effective_toughness if is_creature and obj.knows_toughness else None,
            counters={kind: n for kind, n in obj.counters.items() if n},
        )


@dataclass(frozen=True, slots=True)
class Replaced:
    """What a replacement effect made of an action's event (614): its source, the rule that
    says how, and what happened instead (``replacements.py``)."""

    family: str
    """``regeneration``, ``armor``, ``elsewhere``, ``elsewhere_token`` or ``sacrifice``; on a
    pending legend-rule choice, ``pending_elsewhere[_token][_untriggered][.one]`` or
    ``pending_order[.one]`` (``check._instead``)."""
    source: str
    """The permanent it comes from, as named to the judge (empty for a regeneration shield)."""
    rule: str
    params: Params = field(default_factory=dict)
    text: str = ""
    """The ability's Oracle text, when a paragraph of a card's text is the replacement."""

    @property
    def explanation(self) -> dict[str, str]:
        return explain(f"replaced.{self.family}", self.params)

    def explained(self, rename: Rename) -> dict[str, str]:
        """The explanation with each object said by ``rename`` (``names.py``)."""
        return explain(f"replaced.{self.family}", renamed(self.params, rename))

    def summary(self) -> dict[str, str]:
        """The ``replaced_by`` entry of the CLI's ``--json``: ``instead`` is the English words."""
        return {"source": self.source or "regeneration shield", "rule": self.rule, "instead": self.explanation["en"]}


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability an event of the check triggered (603.2), or one Juez can't tell
    about (``certain`` False: asked, never ignored). Juez says what triggers, never resolves it."""

    source: str
    controller: str
    round: int
    rule: str
    text: str
    """The ability's Oracle text as printed (English)."""
    event: str
    """What triggered it: the object that died or left, as named to the judge."""
    card: str | None = None
    """The source's Oracle card name and the paragraph of its text: the printed Spanish text is
    looked up from them for Spanish replies."""
    paragraph: int | None = None
    certain: bool = True
    keyword: str | None = None
    """``undying``, ``persist``: a keyword's trigger, explained in the judge's words."""

    @property
    def explanation(self) -> dict[str, str]:
        key = "trigger.asked" if not self.certain else f"trigger.{self.keyword}" if self.keyword else "trigger.fires"
        return explain(key, {"source": self.source, "event": self.event, "player": self.controller})


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    rule: str | None
    """Rule number in the edition in use; ``None`` if the edition has no such rule."""
    subjects: tuple[str, ...]
    params: Params = field(default_factory=dict)
    refinements: tuple[str, ...] = ()
    """Which variant of the kind's explanation applies (``regenerated``, ``restriction``, …)."""
    before: Mapping[str, GameObject] = field(default_factory=dict)
    """The round's permanents that left the battlefield, as they were just before the event.

    Shared by every action of a round (objects are immutable, so holding them is free);
    ``lki`` reads this action's subjects from it only when someone asks.
    """

    replaced_by: tuple[Replaced, ...] = ()
    """Replacement effects that changed this action's event (614), in the order of its subjects."""

    @property
    def lki(self) -> dict[str, Lki]:
        """Last known information (704.8) of this action's subjects that left the battlefield."""
        before = self.before
        return {s: Lki.of(before[s]) for s in self.subjects if s in before}

    @property
    def explanation(self) -> dict[str, str]:
        return explain(self.kind, self.params, self.refinements)

    def explained(self, rename: Rename) -> dict[str, str]:
        """The explanation with each object said by ``rename`` (``names.py``)."""
        return explain(self.kind, renamed(self.params, rename), self.refinements)


@dataclass(frozen=True, slots=True)
class PendingChoice:
    """A player choice the input didn't give: the engine never makes it silently."""

    kind: str
    rule: str | None
    chooser: str
    subjects: tuple[str, ...]
    options: tuple[str, ...]
    explanation: dict[str, str] = field(default_factory=dict)
    template: Template | None = None
    """What the explanation was made from: a reply renders it again with its objects named in
    the judge's language (``explained``)."""
    remedy: tuple[Replaced, ...] = ()
    """Replacement effects that would change what the choice puts into a graveyard (614): the
    one not kept goes elsewhere instead (Rest in Peace), said on the choice."""
    replaces: str | None = None
    """A 616.1 choice's state-based action, whose event waits for it ("704.5g")."""

    def __post_init__(self) -> None:
        _render(self)

    def explained(self, rename: Rename) -> dict[str, str]:
        return _explained(self.explanation, self.template, rename)


#: Notes that ask for a fact the board left out, on which the answer turns.
OPEN_NOTES = frozenset(
    {"needs_toughness", "needs_toughness_lowered", "needs_colors", "needs_types", "needs_timestamps"}
)


@dataclass(frozen=True, slots=True)
class Note:
    """Something a judge should know that isn't an action (indestructible, can't lose, …)."""

    kind: str
    rule: str | None
    subjects: tuple[str, ...]
    explanation: dict[str, str] = field(default_factory=dict)
    params: Params = field(default_factory=dict)
    template: Template | None = None
    """What the explanation was made from (see ``PendingChoice.template``)."""

    def __post_init__(self) -> None:
        _render(self)

    def explained(self, rename: Rename) -> dict[str, str]:
        return _explained(self.explanation, self.template, rename)


@dataclass(frozen=True, slots=True)
class Template:
    """An explanation's template key, params and refinements (``explain.explain``)."""

    key: str
    params: Mapping[str, str | int]
    refinements: tuple[str, ...] = ()

    def render(self) -> dict[str, str]:
        return explain(self.key, self.params, self.refinements)


def _render(entry: PendingChoice | Note) -> None:
    """A note or choice given its template: its explanation is rendered from it at once."""
    if entry.template is not None and not entry.explanation:
        object.__setattr__(entry, "explanation", entry.template.render())


def _explained(explanation: dict[str, str], template: Template | None, rename: Rename) -> dict[str, str]:
    if template is None:
        return explanation
    return explain(template.key, renamed(template.params, rename), template.refinements)


@dataclass(frozen=True, slots=True)
class Round:
    """One check (704.3): everything found in one snapshot, performed as a single event."""

    number: int
    actions: tuple[Action, ...]
    events: tuple[Note, ...] = ()
    """Consequences that aren't state-based actions, such as a player leaving the game (800.4a)."""


@dataclass(frozen=True, slots=True)
class EffectsReport:
    """What continuous effects made of the board when it was first checked (613), for the
    replies: each object's characteristics then, and the steps that changed them."""

    objects: Mapping[str, GameObject]
    steps: Mapping[str, tuple[Step, ...]]
    readings: tuple[tuple[tuple[str, ...], bool], ...] = ()
    """What the board left unsaid, and the answer taken (every answer gave the same result)."""
    unknown_counts: tuple[tuple[str, str], ...] = ()
    """(card, text) of "for each …" counts of things the board shows none of."""

    def changed(self) -> list[str]:
        return [oid for oid, steps in self.steps.items() if any(s.from_effect for s in steps)]


@dataclass(frozen=True, slots=True)
class SbaResult:
    edition: str
    rounds: tuple[Round, ...]
    losers: tuple[str, ...]
    winners: tuple[str, ...]
    draw: bool
    game_over: bool
    pending_choices: tuple[PendingChoice, ...]
    notes: tuple[Note, ...]
    final_state: GameState
    effects: EffectsReport | None = None
    triggers: tuple[Trigger, ...] = ()
    """Triggered abilities the check's events triggered, in APNAP order when the active player
    is known (603.3b), else in the order found, grouped by controller."""
    active_player: str | None = None

    @property
    def open(self) -> bool:
        """Whether a note says the answer turns on a fact the board left out (a toughness, the
        colors or types of an attachment's host, timestamps): then "nothing happens" is not said."""
        return any(n.kind in OPEN_NOTES for n in self.notes) or bool(self.effects and self.effects.unknown_counts)

    def summary(self) -> dict[str, object]:
        """The machine-readable shape the CLI's ``--json`` prints."""
        return {
            "edition": self.edition,
            "rounds": [
                {
                    "round": r.number,
                    "actions": [
                        {
                            "kind": a.kind,
                            "rule": a.rule,
                            "subjects": list(a.subjects),
                            "params": a.params,
                            "explanation": a.explanation,
                            **({"lki": {k: asdict(v) for k, v in a.lki.items()}} if a.lki else {}),
                            **({"replaced_by": a.replaced_by[0].summary()} if len(a.replaced_by) == 1 else {}),
                            **({"replaced_by": [r.summary() for r in a.replaced_by]} if len(a.replaced_by) > 1 else {}),
                        }
                        for a in r.actions
                    ],
                    **({"events": [_note(e) for e in r.events]} if r.events else {}),
                }
                for r in self.rounds
            ],
            "losers": list(self.losers),
            "winners": list(self.winners),
            "draw": self.draw,
            "game_over": self.game_over,
            "pending_choices": [
                {
                    "kind": c.kind,
                    "rule": c.rule,
                    "chooser": c.chooser,
                    "subjects": list(c.subjects),
                    "options": list(c.options),
                    "explanation": c.explanation,
                    **({"replaces": c.replaces} if c.replaces else {}),
                    **({"replaced_by": [r.summary() for r in c.remedy]} if c.remedy else {}),
                }
                for c in self.pending_choices
            ],
            "notes": [_note(n) for n in self.notes],
            "triggers": [
                {
                    "source": tr.source,
                    "controller": tr.controller,
                    "round": tr.round,
                    "rule": tr.rule,
                    "text": tr.text,
                    "event": tr.event,
                    **({} if tr.certain else {"certain": False}),
                }
                for tr in self.triggers
            ],
            **({"active_player": self.active_player} if self.active_player else {}),
            **({"effects": self._effects()} if self.effects is not None and self.effects.changed() else {}),
        }

    def _effects(self) -> dict[str, object]:
        assert self.effects is not None
        return {
            oid: [
                {
                    "layer": s.layer.value,
                    "source": s.source,
                    "text": s.text,
                    "before": s.before,
                    "after": s.after,
                    "order": s.order,
                }
                for s in steps
                if s.from_effect
            ]
            for oid, steps in self.effects.steps.items()
            if any(s.from_effect for s in steps)
        }


def _note(note: Note) -> dict[str, object]:
    return {"kind": note.kind, "rule": note.rule, "subjects": list(note.subjects), "explanation": note.explanation}
