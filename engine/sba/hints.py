"""What a board probably left unsaid, noticed once before the first check.

The engine has no card database: it checks the board as described and never guesses a type
or supertype. Where a description makes an omission likely and the answer depends on it, a
note asks the judge, so "no state-based actions" is never silently wrong for that reason.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from engine.kinds import Kind
from engine.model import GameObject
from engine.sba.rules import Remark, label

#: Noncreature permanents on which damage removes counters instead of being marked (120.3c, 120.3h).
_DAMAGE_REMOVES_COUNTERS = (("planeswalker", Kind.DAMAGE_TO_PLANESWALKER), ("battle", Kind.DAMAGE_TO_BATTLE))


def damage_as_counters(objects: Iterable[GameObject]) -> Iterator[Remark]:
    """Damage stated on a noncreature planeswalker or battle, where damage is never marked.

    The judge most likely means damage it was just dealt; whether the stated loyalty or
    defense already counts it, only they know, and 704.5i/704.5w turn on it.
    """
    for obj in objects:
        if obj.damage <= 0 or "creature" in obj.card_types or not obj.is_permanent_in_play:
            continue
        for card_type, kind in _DAMAGE_REMOVES_COUNTERS:
            if card_type in obj.card_types:
                yield Remark(kind, (obj.id,), {"object": label(obj), "damage": obj.damage}, kind)
                break


def unstated_legends(objects: Iterable[GameObject]) -> Iterator[Remark]:
    """Same-named permanents of one controller, not stated legendary, named "Name, Title".

    A title after a comma ("Thalia, Guardian of Thraben", "Jace, the Mind Sculptor") is how
    legendary cards are named, and whether 704.5j applies turns on that supertype alone. An
    object read as a printed card has its printed supertypes (or the judge's "not legendary").
    """
    groups: dict[tuple[str, str], list[GameObject]] = {}
    for obj in objects:
        if (
            obj.card is None
            and ", " in obj.name
            and obj.is_permanent_in_play
            and obj.face_up
            and "legendary" not in obj.supertypes
        ):
            groups.setdefault((obj.controller or obj.owner, obj.name.casefold()), []).append(obj)
    for group in groups.values():
        if len(group) > 1:
            subjects = tuple(sorted(o.id for o in group))
            yield Remark("maybe_legendary", subjects, {"object": group[0].name, "count": len(group)}, Kind.LEGEND_RULE)


def deathtouch_on_itself(objects: Iterable[GameObject]) -> Iterator[Remark]:
    """A damaged creature said to *have* deathtouch: 704.5h needs damage *from* such a source.

    "Llanowar Elves 1/1 with deathtouch, 1 damage" is read as the keyword; a judge who meant the
    damage came from a deathtouch source is told how to say it, instead of a silent "survives".
    """
    for obj in objects:
        if (
            "deathtouch" in obj.keywords
            and obj.damage > 0
            and not obj.deathtouch_damage
            and "creature" in obj.card_types
            and obj.is_permanent_in_play
            and obj.knows_toughness
            and obj.damage < obj.effective_toughness
        ):
            yield Remark(
                "deathtouch_is_not_deathtouch_damage",
                (obj.id,),
                {"object": label(obj), "damage": obj.damage},
                Kind.DEATHTOUCH_DAMAGE,
            )


def face_down_legends(objects: Iterable[GameObject]) -> Iterator[Remark]:
    """A face-down permanent described as legendary: it has no name and no supertypes (708.2a),
    so the legend rule leaves it alone; the note says why nothing happened."""
    for obj in objects:
        if not obj.face_up and obj.is_permanent_in_play and obj.supertypes & {"legendary", "world"}:
            yield Remark("face_down_not_legendary", (obj.id,), {"object": label(obj)}, Kind.FACE_DOWN_CHARACTERISTICS)


def counters_in_stated_toughness(objects: Iterable[GameObject]) -> Iterator[Remark]:
    """A card's stated power/toughness that equals its printed one plus its counters.

    Power/toughness on a board is the printed value, with counters on top; but "Kalonian Hydra
    4/4 with four +1/+1 counters" reads like the creature's current size, since the card is a
    printed 0/0. When the two readings part on whether it survives (704.5f, 704.5g), the note
    says which one was taken and how to say the other.
    """
    for obj in objects:
        printed = obj.printed_toughness
        if printed is None or obj.toughness is None or obj.toughness == printed:
            continue
        if "creature" not in obj.card_types or not obj.is_permanent_in_play:
            continue
        from_counters = obj.pt_from_counters()[1]
        if not from_counters or obj.toughness != printed + from_counters:
            continue
        as_read = obj.effective_toughness
        counted = as_read - from_counters
        fates = (_fate(obj, as_read), _fate(obj, counted))
        if fates[0] == fates[1]:
            continue
        kind = Kind.ZERO_TOUGHNESS if "zero" in fates else Kind.LETHAL_DAMAGE
        params: dict[str, str | int] = {
            "object": label(obj),
            "stated": f"{obj.power}/{obj.toughness}",
            "printed": f"{obj.printed_power}/{printed}",
            "toughness": as_read,
            "counted": counted,
        }
        yield Remark("counters_in_stated_pt", (obj.id,), params, kind)


def _fate(obj: GameObject, toughness: int) -> str:
    """What 704.5f/704.5g do to ``obj`` if its toughness were ``toughness``."""
    if toughness <= 0:
        return "zero"
    if obj.damage > 0 and (obj.damage >= toughness or obj.deathtouch_damage) and not obj.indestructible:
        return "destroyed"
    return "stays"
