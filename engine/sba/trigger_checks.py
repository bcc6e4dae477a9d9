"""The checks a trigger condition adds to its subject, read on the object as it last existed.

Leaves-the-battlefield abilities look back in time (603.10a): "a creature with power 5 or
greater", "if it was a Human", "a nontoken modified creature" are read from the object just
before the event, with its counters and what was attached to it then. Each check answers True,
False or None, None when it turns on what the board didn't say (a mana value not given, who
dealt the damage this turn): the trigger is then asked about, never assumed. The checks are a
table keyed by the ``Check.kind`` the reader (``trigger_words.py``) gives them.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.model import GameObject, ObjectRef, PlayerRef, Zone
from engine.sba.snapshot import Snapshot
from engine.sba.trigger_words import Check

Test = Callable[[Check, GameObject, GameObject, Snapshot], bool | None]
#: 700.9: historic is legendary, an artifact or a Saga.
_HISTORIC = ("legendary", "artifact", "saga")


def _controller(obj: GameObject) -> str:
    return obj.controller or obj.owner


def _stat(obj: GameObject, which: str) -> int | None:
    if which == "power":
        return obj.effective_power if obj.power is not None else None
    if which == "toughness":
        return obj.effective_toughness if obj.toughness is not None else None
    return obj.mana_value


def _stat_check(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    which, _, cmp = check.arg.rpartition(" ")
    value = _stat(obj, which or check.arg)
    if value is None:
        return None
    return value <= check.n if cmp == "less" else value >= check.n


def _stat_was(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    value = _stat(obj, check.arg)
    return None if value is None else value >= check.n


def _greater_than_source(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    mine, theirs = _stat(obj, check.arg), _stat(source, check.arg)
    return None if mine is None or theirs is None else mine > theirs


def _owner(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    you = _controller(source)
    if check.arg == "you":
        return obj.owner == you
    if check.arg == "not_you_controlled":
        return _controller(obj) == you and obj.owner != you
    if check.arg == "opponent":
        return obj.owner in snap.opponents(you)
    return obj.owner != you


def _attachments(obj: GameObject, snap: Snapshot) -> list[GameObject]:
    return [snap.by_id[i] for i in snap.index.attached_to(obj.id) if i in snap.by_id]


def _kinds(attached: list[GameObject]) -> set[str] | None:
    """The subtypes (aura, equipment) of what is attached; None if one's isn't known."""
    kinds: set[str] = set()
    for thing in attached:
        found = thing.subtypes & {"aura", "equipment", "fortification"}
        if not found:
            return None
        kinds |= found
    return kinds


def _attached(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    kinds = _kinds(_attachments(obj, snap))
    if kinds is None:
        return None
    wanted = (
        {"aura"} if check.arg == "enchanted" else {"equipment"} if check.arg == "equipped" else {"aura", "equipment"}
    )
    return bool(kinds & wanted)


def _modified(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    """700.9: counters, an Equipment, or an Aura its controller controls."""
    if any(obj.counters.values()):
        return True
    attached = _attachments(obj, snap)
    if _kinds(attached) is None:
        return None
    return any(
        "equipment" in a.subtypes or ("aura" in a.subtypes and _controller(a) == _controller(obj)) for a in attached
    )


def _was(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    if check.arg == "token":  # "if it was a token": not a type (111.1)
        return obj.token
    known = obj.card_types | obj.subtypes | obj.supertypes
    if not known:
        return None
    if check.arg == "historic":
        return bool(known & set(_HISTORIC))
    return check.arg in known


def _lacked(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    return check.arg not in obj.keywords


def _you_control(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    """ "if you control a Vraska planeswalker": on the battlefield as the event ends."""
    words = set(check.arg.split())
    you = _controller(source)
    return any(
        words <= (o.card_types | o.subtypes)
        for o in snap.by_id.values()
        if o.zone is Zone.BATTLEFIELD and _controller(o) == you and not o.phased_out
    )


def _source_is(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    return check.arg in source.card_types


def _damage_at_least(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    """The damage marked is at least what was dealt this turn and not removed: enough says yes;
    less may hide damage removed since (regeneration), so it is asked."""
    return True if obj.damage >= check.n else None


def _damaged_by(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    """ "A creature dealt damage by ~ (by enchanted creature) this turn": read from the damage's
    sources when the board said who dealt all of it ("2 damage from Sengir Vampire"); with none
    marked, none was dealt this turn and not removed since (damage stays marked until the
    cleanup step, 514.2); otherwise asked."""
    if obj.damage_sources:
        ref = source.attached_to
        dealer = source.id if check.arg == "self" else ref.id if isinstance(ref, ObjectRef) else None
        if dealer is None:
            return None
        return dealer in obj.damage_sources
    return None if obj.damage or obj.deathtouch_damage else False


def _aura_yours(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    attached = _attachments(obj, snap)
    if _kinds(attached) is None:
        return None
    return any("aura" in a.subtypes and _controller(a) == _controller(source) for a in attached)


def _counters(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    how, kind = check.arg.split(" ", 1)
    count = sum(obj.counters.values()) if kind == "any" else obj.counters.get(kind, 0)
    if how == "no":
        return not count
    if how == "at_least":
        return count >= check.n
    return bool(count)


def _chosen_type(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    if source.chosen is None:
        return None
    return source.chosen.casefold() in obj.subtypes


def _enchanted_player(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    ref = source.attached_to
    if isinstance(ref, PlayerRef):
        return _controller(obj) == ref.name
    return None if not isinstance(ref, ObjectRef) else False


def _your_turn(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    active = snap.state.active_player
    return None if active is None else active == _controller(source)


TESTS: dict[str, Test] = {
    "stat": _stat_check,
    "stat_was": _stat_was,
    "greater_than_source": _greater_than_source,
    "owner": _owner,
    "attached": _attached,
    "modified": _modified,
    "was": _was,
    "lacked": _lacked,
    "you_control": _you_control,
    "source_is": _source_is,
    "damage_at_least": _damage_at_least,
    "aura_yours": _aura_yours,
    "damaged_by": _damaged_by,
    "counters": _counters,
    "chosen_type": _chosen_type,
    "enchanted_player": _enchanted_player,
    "your_turn": _your_turn,
    "card": lambda check, obj, source, snap: not obj.token,
    "never": lambda *_: False,
    "always": lambda *_: True,
    "asks": lambda *_: None,
}


def passes(check: Check, obj: GameObject, source: GameObject, snap: Snapshot) -> bool | None:
    """Whether the object (as it last existed) passes the check; None: the board doesn't say."""
    return TESTS[check.kind](check, obj, source, snap)
