"""The triggered abilities a check's events trigger (603.2, 603.6c, 603.10a, 700.4).

A state-based action that puts a permanent into a graveyard makes it *die* (700.4); one that
moves it anywhere makes it *leave the battlefield*. Abilities that trigger on those events are
leaves-the-battlefield abilities: they look back in time (603.10a), so they are read from the
permanents as they were just before the event, the ones leaving with them included (Blood
Artist dying beside Grizzly Bears sees both die). They are read from Oracle text by wording
family ("when ~ dies", "whenever another creature you control dies", "when enchanted creature
dies", "leaves the battlefield", "is put into a graveyard from the battlefield") and keyword
(undying and persist, with their counter conditions read from last known information).

An object a replacement kept from dying (exiled instead, regenerated, saved by umbra armor)
triggers no "dies" ability: only the events that happen are read. An ability of that family
whose words Juez can't read is listed as asked (``certain`` False), never ignored. Juez says
what triggers and why; it doesn't resolve anything.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from engine.model import PLUS_ONE, GameObject, Player, PlayerRef, Zone
from engine.sba.abilities import matches, paragraphs, paragraphs_of
from engine.sba.names import joined
from engine.sba.result import Note, Params, Template, Trigger
from engine.sba.rules import label
from engine.sba.snapshot import Snapshot
from engine.sba.trigger_checks import passes
from engine.sba.trigger_words import Condition, asks_of, read_condition

#: The words of the family in a trigger condition (before its first comma, quoted abilities
#: aside): such a paragraph that isn't read is asked about. "Until ~ leaves the battlefield"
#: after the comma is a duration (610.3), not a trigger; "roll a die", "a six-sided die" are
#: the noun (706), not the verb. "Is put into a graveyard" with no zone, or "from anywhere",
#: includes from the battlefield (a dying card); "from your library" can't follow an SBA.
_FAMILY = re.compile(
    r"^(?:when|whenever)\b[^,]*\b(?:dies|(?<!\ba )(?<!\bthe )(?<!-sided )die(?!'s)|leaves? the battlefield"
    r"|graveyards? from the battlefield|becomes? unattached"
    r"|put into (?:a|your|an opponent's|a player's|its owner's|their owners?'?) graveyards?"
    r"(?! from (?:your|their|a|an opponent's|its owner's) (?:library|hand)))\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
_ONCE_A_TURN = re.compile(r"\btriggers only once each turn\b", re.IGNORECASE)
#: Keyword triggers on the permanent itself, on its leaving the battlefield: the counter that
#: stops them (an intervening "if", 603.4; None: nothing does), the rule, and whether it must go
#: to a graveyard ("when this permanent is put into a graveyard from the battlefield") or may go
#: anywhere (champion's "leaves the battlefield", 702.72a).
KEYWORDS: dict[str, tuple[str | None, str, bool]] = {
    "undying": (PLUS_ONE, "702.93a", True),
    "persist": ("-1/-1", "702.79a", True),
    "afterlife": (None, "702.135a", True),
    "modular": (None, "702.43a", True),
    "soulshift": (None, "702.46a", True),
    "haunt": (None, "702.55a", True),
    "champion": (None, "702.72a", False),
}
#: The keywords whose trigger the reply explains in its own words.
_EXPLAINED = frozenset({"undying", "persist"})
#: Keywords whose dies trigger exists only if the spell was cast a certain way, which no board
#: says: blitz's "when this creature dies, draw a card" (702.152a) is asked, never assumed.
ASKED_KEYWORDS: dict[str, str] = {"blitz": "702.152a"}


@dataclass(frozen=True, slots=True)
class Watch:
    """One "when … dies / leaves the battlefield / is put into a graveyard" ability, as read."""

    paragraph: int
    text: str
    condition: Condition
    once_a_turn: bool = False
    """ "This ability triggers only once each turn": once in a check, however many rounds."""

    @property
    def asks(self) -> str | None:
        """What it turns on that no board says (who dealt damage this turn, whether it was
        attacking), if anything: it is then asked about whenever the rest matches."""
        return asks_of(self.condition.checks, self.condition.scopes)


@lru_cache(maxsize=8192)
def _compiled(statics: tuple[str, ...], card: str) -> tuple[tuple[Watch, ...], tuple[tuple[int, str], ...]]:
    found: list[Watch] = []
    unread: list[tuple[int, str]] = []
    for n, raw, text in paragraphs_of(statics, card):
        if not _FAMILY.search(_QUOTED.sub('""', text)):
            continue
        condition = read_condition(text)
        if condition is None:
            unread.append((n, raw))
            continue
        found.append(Watch(n, raw, condition, bool(_ONCE_A_TURN.search(text))))
    return tuple(found), tuple(unread)


#: "Whenever a player / an opponent / enchanted player loses the game" (603.2): a loss an SBA
#: causes (704.5a-c) triggers it; the loser's own permanents leave the game with them (800.4a).
_LOSES = re.compile(
    r"^(?:when|whenever) (?:~ enters the battlefield or )?(?P<who>a player|an opponent|enchanted player)"
    r" loses the game\b",
    re.IGNORECASE,
)


@lru_cache(maxsize=8192)
def _losses(statics: tuple[str, ...], card: str) -> tuple[tuple[int, str, str], ...]:
    found = []
    for n, raw, text in paragraphs_of(statics, card):
        lost = _LOSES.match(text)
        if lost:
            found.append((n, raw, lost["who"].casefold()))
    return tuple(found)


def losses(obj: GameObject) -> tuple[tuple[int, str, str], ...]:
    """Its "whenever a player loses the game" abilities: (paragraph, text, whose loss)."""
    return _losses(obj.statics, obj.card or obj.name) if obj.statics else ()


def watches(obj: GameObject) -> tuple[Watch, ...]:
    return _compiled(obj.statics, obj.card or obj.name)[0] if obj.statics else ()


def unread(obj: GameObject) -> tuple[tuple[int, str], ...]:
    return _compiled(obj.statics, obj.card or obj.name)[1] if obj.statics else ()


def _keyword_paragraph(obj: GameObject, keyword: str) -> tuple[int | None, str]:
    """The paragraph of its text that holds the keyword, and that text (the keyword alone when
    the keyword was given by an effect or the board)."""
    for n, raw, text in paragraphs(obj):
        if text.casefold() == keyword or text.casefold().startswith(keyword + " "):
            return n, raw
    return None, keyword.capitalize()


class Watcher:
    """The triggered abilities a check can meet, read once, then matched round by round."""

    def __init__(self, objects: Iterable[GameObject]) -> None:
        objects = list(objects)
        self.sources = [o.id for o in objects if watches(o) or unread(o)]
        self.loss_sources = [o.id for o in objects if losses(o)]
        self.asked: set[tuple[str, int]] = set()
        self.once: set[tuple[str, int]] = set()
        """Abilities that trigger only once each turn and have triggered in this check."""
        self.silenced: frozenset[str] = frozenset()
        """Objects whose abilities an effect removed (613.1f): they trigger nothing."""
        # Undying and persist are the dying permanent's own; an effect may grant them (so any
        # object with Oracle text keeps the watcher awake), a board of vanilla objects can't.
        self.idle = (
            not self.sources
            and not self.loss_sources
            and not any(o.statics or KEYWORDS.keys() & {k.split()[0] for k in o.keywords} for o in objects)
        )

    def fire(
        self, leaving: dict[str, Zone | None], snap: Snapshot, round_number: int
    ) -> tuple[list[Trigger], list[Note]]:
        """What this round's event triggers. ``leaving`` maps each permanent that leaves the
        battlefield to where it goes (None: it ceases to exist); ``snap`` is the board just
        before the event, so each object is read as it last existed (603.10a)."""
        if not leaving:
            return [], []
        by_id = snap.by_id
        gone = [by_id[i] for i in leaving if i in by_id]
        out: list[Trigger] = []
        notes: list[Note] = []
        for obj in gone:  # undying, persist…: the permanent's own keywords, as it last existed
            if not obj.keywords:
                continue
            own = {k.split()[0] for k in obj.keywords}
            for keyword, (counter, rule, dies) in KEYWORDS.items():
                if keyword not in own or (dies and leaving[obj.id] is not Zone.GRAVEYARD):
                    continue
                n, text = _keyword_paragraph(obj, keyword)
                if counter is not None and obj.counters.get(counter):
                    notes.append(_quiet(obj, keyword, counter))
                    continue
                out.append(
                    Trigger(
                        label(obj),
                        obj.controller or obj.owner,
                        round_number,
                        rule,
                        text,
                        label(obj),
                        obj.card,
                        n,
                        keyword=keyword if keyword in _EXPLAINED else None,
                    )
                )
            for keyword, rule in ASKED_KEYWORDS.items():
                if keyword in own and leaving[obj.id] is Zone.GRAVEYARD:
                    n, text = _keyword_paragraph(obj, keyword)
                    owner = obj.controller or obj.owner
                    out.append(Trigger(label(obj), owner, round_number, rule, text, label(obj), obj.card, n, False))
        for source_id in self.sources:
            source = by_id.get(source_id)
            if source is None or source.zone is not Zone.BATTLEFIELD or source.phased_out:
                continue
            if source_id in self.silenced:
                continue
            controller = source.controller or source.owner
            for watch in watches(source):
                if (source.id, watch.paragraph) in self.once:
                    continue
                found = [(o, _hits(watch, o, source, leaving[o.id], snap, notes)) for o in gone]
                for obj, hit in found:
                    if hit is None:  # it turns on what the board didn't say (a color): asked
                        out.append(
                            Trigger(
                                label(source),
                                controller,
                                round_number,
                                "603.2",
                                watch.text,
                                label(obj),
                                source.card,
                                watch.paragraph,
                                False,
                            )
                        )
                hits = [o for o, hit in found if hit]
                if hits and watch.once_a_turn:
                    self.once.add((source.id, watch.paragraph))
                for obj in hits[:1] if watch.condition.once or watch.once_a_turn else hits:
                    rule = "603.10a" if source.id in leaving else "603.6c"
                    out.append(
                        Trigger(
                            label(source),
                            controller,
                            round_number,
                            rule,
                            watch.text,
                            label(obj),
                            source.card,
                            watch.paragraph,
                        )
                    )
            for n, raw in unread(source):
                if (source.id, n) in self.asked:
                    continue
                self.asked.add((source.id, n))
                events = joined((label(o) for o in gone), ", ")
                out.append(
                    Trigger(label(source), controller, round_number, "603.2", raw, events, source.card, n, False)
                )
        return out, notes

    def lost(self, losers: list[str], snap: Snapshot, by_id: dict[str, GameObject], round_number: int) -> list[Trigger]:
        """What this round's losses trigger: "whenever a player / an opponent / enchanted player
        loses the game" on a permanent still on the battlefield (``by_id``: after the event),
        whose controller is still in the game. ``snap`` is the board before it (who opposes whom)."""
        out: list[Trigger] = []
        for source_id in self.loss_sources:
            source = by_id.get(source_id)
            if source is None or source.zone is not Zone.BATTLEFIELD or source.phased_out:
                continue
            controller = source.controller or source.owner
            if source_id in self.silenced or controller in losers:
                continue
            for n, text, who in losses(source):
                for loser in losers:
                    ref = source.attached_to
                    if who == "an opponent" and loser not in snap.opponents(controller):
                        continue
                    if who == "enchanted player" and not (isinstance(ref, PlayerRef) and ref.name == loser):
                        continue
                    out.append(
                        Trigger(
                            label(source),
                            controller,
                            round_number,
                            "603.2",
                            text,
                            loser,
                            source.card,
                            n,
                            keyword="player_lost",
                        )
                    )
        return out


def _hits(
    watch: Watch, obj: GameObject, source: GameObject, zone: Zone | None, snap: Snapshot, notes: list[Note]
) -> bool | None:
    """Whether the object's leaving triggers the ability: True, False, or None when it turns
    on what the board didn't say (asked)."""
    cond = watch.condition
    if cond.zones is not None and zone not in cond.zones:
        return False  # 700.4: exiled instead, or ceased to exist, it didn't die
    controller = source.controller or source.owner
    if cond.yard == "your" and obj.owner != controller:
        return False
    if cond.yard == "opponent" and obj.owner not in snap.opponents(controller):
        return False
    if cond.self_watch and obj.id == source.id:
        matched: bool | None = True
    else:
        matched = False
        for scope, checks in cond.scopes:
            one = matches(scope, obj, source, snap.opponents)
            if one is not False:
                one = _all(one, (passes(c, obj, source, snap) for c in checks))
            if one:
                matched = True
                break
            if one is None:
                matched = None
    if not matched:
        return matched
    verdict = _all(True, (passes(c, obj, source, snap) for c in cond.checks))
    if verdict is False:
        quiet = next((c for c in cond.checks if c.kind == "counters" and c.arg.startswith("no ")), None)
        if quiet is not None:
            notes.append(_quiet(obj, label(source), quiet.arg.split(" ", 1)[1]))
    return verdict


def _all(first: bool | None, rest: Iterable[bool | None]) -> bool | None:
    """False if any is False, else None if any is None, else True."""
    verdicts = [first, *rest]
    if False in verdicts:
        return False
    return None if None in verdicts else True


def _quiet(obj: GameObject, ability: str, counter: str) -> Note:
    params: Params = {"object": label(obj), "ability": ability, "counter": counter}
    return Note(
        kind="trigger_condition_false",
        rule="603.4",
        subjects=(obj.id,),
        params=params,
        template=Template("note.trigger_condition_false", params, (ability,)),
    )


def apnap(triggers: list[Trigger], players: tuple[Player, ...], active: str | None) -> list[Trigger]:
    """In APNAP order (603.3b) when the active player is known: theirs first, then each other
    player's in turn order (the order players were described); otherwise grouped by controller
    in the order players were described, each group still the controller's to order."""
    names = [p.name for p in players]
    if active in names:
        start = names.index(active)
        names = names[start:] + names[:start]
    rank = {name: n for n, name in enumerate(names)}
    return sorted(triggers, key=lambda tr: rank.get(tr.controller, len(rank)))
