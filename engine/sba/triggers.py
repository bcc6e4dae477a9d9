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

from engine.effects.model import Filter
from engine.effects.subjects import read_subject
from engine.model import PLUS_ONE, GameObject, Player, Zone
from engine.sba.abilities import matches, paragraphs, paragraphs_of
from engine.sba.explain import explain
from engine.sba.result import Note, Params, Trigger
from engine.sba.rules import label
from engine.sba.snapshot import Snapshot

#: "When(ever) SUBJECT EVENT[, if CONDITION], EFFECT": the subject and event are read here.
_WHEN = re.compile(
    r"""^(?:when|whenever)\ (?P<subject>.+?)\ (?:enters\ (?:the\ battlefield\ )?or\ )?(?P<event>
        dies | die
      | leaves\ the\ battlefield | leave\ the\ battlefield
      | (?:is|are)\ put\ into\ (?P<yard>a|your|an\ opponent's|a\ player's|its\ owner's|their\ owners?'?)\ graveyards?
        \ from\ the\ battlefield
    )(?P<rest>,.*|\.?)$""",
    re.IGNORECASE | re.VERBOSE,
)
#: The words of the family in a trigger condition (before its first comma, quoted abilities
#: aside): such a paragraph that isn't read is asked about. "Until ~ leaves the battlefield"
#: after the comma is a duration (610.3), not a trigger.
_FAMILY = re.compile(
    r"^(?:when|whenever)\b[^,]*\b(?:dies|die|leaves? the battlefield|graveyards? from the battlefield)\b",
    re.IGNORECASE,
)
_QUOTED = re.compile(r'"[^"]*"|“[^”]*”')
#: An intervening "if" clause on counters (603.4), as undying and persist spell it out.
_COUNTERS_IF = re.compile(
    r"^, if it had (?P<how>no|a|an|one or more) (?P<kind>[+-]1/[+-]1 |[a-z]+ )?counters? on it,", re.IGNORECASE
)
#: Keyword triggers on the permanent itself: the counter that stops them (702.93a, 702.79a).
KEYWORDS: dict[str, tuple[str, str]] = {"undying": (PLUS_ONE, "702.93a"), "persist": ("-1/-1", "702.79a")}


@dataclass(frozen=True, slots=True)
class Watch:
    """One "when … dies / leaves the battlefield / is put into a graveyard" ability, as read."""

    paragraph: int
    text: str
    who: str
    """``self``, ``other`` (a subject phrase's filter), ``self_or_other``."""
    scope: Filter | None
    event: str
    """``die``, ``leave`` or ``graveyard`` (from the battlefield)."""
    yard: str
    """``any``, ``your``, ``opponent``: whose graveyard it must go to."""
    once: bool
    """ "one or more": once per event, however many."""
    counter_if: str | None
    """Its intervening "if it had no / a C counter on it" (603.4): ``no +1/+1``, ``some any``."""


@lru_cache(maxsize=8192)
def _read(text: str) -> tuple[str, Filter | None, str, str, bool, str | None] | None:
    when = _WHEN.match(text)
    if when is None:
        return None
    rest = when["rest"]
    counter_if = None
    if rest.casefold().startswith(", if"):
        counters = _COUNTERS_IF.match(rest)
        if counters is None:
            return None  # a condition Juez doesn't read: asked
        kind = (counters["kind"] or "").strip() or "any"
        counter_if = ("no " if counters["how"].casefold() == "no" else "some ") + kind
    subject = when["subject"].strip()
    event_words = when["event"].casefold()
    event = "die" if event_words.startswith("die") else "leave" if "leave" in event_words else "graveyard"
    yard = (when["yard"] or "").casefold()
    whose = "your" if yard == "your" else "opponent" if yard == "an opponent's" else "any"
    once = False
    if subject == "~":
        return "self", None, event, whose, once, counter_if
    who = "other"
    if subject.startswith("~ or "):
        who, subject = "self_or_other", subject[5:]
    lower = subject.casefold()
    if lower.startswith("one or more "):
        once, subject = True, subject[12:]
    subject = re.sub(r"^(?:a|an) (?!opponent)", "", subject)
    owned = re.match(r"^(an opponent's|your) (.+)$", subject, re.IGNORECASE)
    if owned:  # "an opponent's creature": a creature an opponent controls
        subject = f"{owned.group(2)} {'an opponent controls' if owned.group(1).casefold() != 'your' else 'you control'}"
    scope = read_subject(subject)
    if scope is None or scope.scope == "self":
        return None
    return who, scope, event, whose, once, counter_if


@lru_cache(maxsize=8192)
def _compiled(statics: tuple[str, ...], card: str) -> tuple[tuple[Watch, ...], tuple[tuple[int, str], ...]]:
    found: list[Watch] = []
    unread: list[tuple[int, str]] = []
    for n, raw, text in paragraphs_of(statics, card):
        if not _FAMILY.search(_QUOTED.sub('""', text)):
            continue
        read = _read(text)
        if read is None:
            unread.append((n, raw))
            continue
        who, scope, event, yard, once, counter_if = read
        found.append(Watch(n, raw, who, scope, event, yard, once, counter_if))
    return tuple(found), tuple(unread)


def watches(obj: GameObject) -> tuple[Watch, ...]:
    return _compiled(obj.statics, obj.card or obj.name)[0] if obj.statics else ()


def unread(obj: GameObject) -> tuple[tuple[int, str], ...]:
    return _compiled(obj.statics, obj.card or obj.name)[1] if obj.statics else ()


def _keyword_paragraph(obj: GameObject, keyword: str) -> tuple[int | None, str]:
    """The paragraph of its text that holds the keyword, and that text (the keyword alone when
    the keyword was given by an effect or the board)."""
    for n, raw, text in paragraphs(obj):
        if text.casefold() == keyword:
            return n, raw
    return None, keyword.capitalize()


class Watcher:
    """The triggered abilities a check can meet, read once, then matched round by round."""

    def __init__(self, objects: Iterable[GameObject]) -> None:
        objects = list(objects)
        self.sources = [o.id for o in objects if watches(o) or unread(o)]
        self.asked: set[tuple[str, int]] = set()
        self.silenced: frozenset[str] = frozenset()
        """Objects whose abilities an effect removed (613.1f): they trigger nothing."""
        # Undying and persist are the dying permanent's own; an effect may grant them (so any
        # object with Oracle text keeps the watcher awake), a board of vanilla objects can't.
        self.idle = not self.sources and not any(o.statics or KEYWORDS.keys() & o.keywords for o in objects)

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
        for obj in gone:  # undying, persist: the permanent's own keywords, as it last existed
            if leaving[obj.id] is not Zone.GRAVEYARD:
                continue
            for keyword, (counter, rule) in KEYWORDS.items():
                if keyword not in obj.keywords:
                    continue
                n, text = _keyword_paragraph(obj, keyword)
                if obj.counters.get(counter):
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
                        keyword=keyword,
                    )
                )
        for source_id in self.sources:
            source = by_id.get(source_id)
            if source is None or source.zone is not Zone.BATTLEFIELD or source.phased_out:
                continue
            if source_id in self.silenced:
                continue
            controller = source.controller or source.owner
            for watch in watches(source):
                found = [(o, self._hits(watch, o, source, leaving[o.id], snap)) for o in gone]
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
                hits = [o for o, hit in found if hit and _condition(watch, o, notes, source)]
                for obj in hits[:1] if watch.once else hits:
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
                events = ", ".join(label(o) for o in gone)
                out.append(
                    Trigger(label(source), controller, round_number, "603.2", raw, events, source.card, n, False)
                )
        return out, notes

    @staticmethod
    def _hits(watch: Watch, obj: GameObject, source: GameObject, zone: Zone | None, snap: Snapshot) -> bool | None:
        if watch.event in ("die", "graveyard") and zone is not Zone.GRAVEYARD:
            return False  # 700.4: exiled instead, or ceased to exist, it didn't die
        controller = source.controller or source.owner
        if watch.yard == "your" and obj.owner != controller:
            return False
        if watch.yard == "opponent" and obj.owner not in snap.opponents(controller):
            return False
        if watch.who == "self":
            return obj.id == source.id
        if watch.who == "self_or_other" and obj.id == source.id:
            return True
        assert watch.scope is not None
        return matches(watch.scope, obj, source, snap.opponents)


def _condition(watch: Watch, obj: GameObject, notes: list[Note], source: GameObject) -> bool:
    """An intervening "if" (603.4) read from last known information: false, nothing triggers."""
    if watch.counter_if is None:
        return True
    how, kind = watch.counter_if.split(" ", 1)
    had = any(obj.counters.values()) if kind == "any" else bool(obj.counters.get(kind))
    if had == (how == "some"):
        return True
    if how == "no":
        notes.append(_quiet(obj, label(source), kind))
    return False


def _quiet(obj: GameObject, ability: str, counter: str) -> Note:
    params: Params = {"object": label(obj), "ability": ability, "counter": counter}
    return Note(
        kind="trigger_condition_false",
        rule="603.4",
        subjects=(obj.id,),
        params=params,
        explanation=explain("note.trigger_condition_false", params, (ability,)),
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
