"""Indirect phasing (702.26g), applied to a described board before the first check.

When a permanent phases out, the Auras, Equipment and Fortifications attached to it phase out
with it. A judge who writes "Grizzly Bears phased out; Rancor enchanting Grizzly Bears" is
describing that board, even without saying Rancor phased out too: reading Rancor as phased in
would put it into the graveyard under 704.5m, which the game never does. An attachment stated
to be phased in (it phased out directly and came back while its host stayed out, 702.26i) is
taken at its word.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.kinds import Kind
from engine.model import GameObject, ObjectRef, Zone
from engine.sba.rules import Remark, label


def phase_out_indirectly(objects: Sequence[GameObject]) -> tuple[Sequence[GameObject], list[Remark]]:
    """The objects with every attachment of a phased-out permanent phased out, and a remark each."""
    gone = {o.id for o in objects if o.phased_out and o.zone is Zone.BATTLEFIELD}
    if not gone:
        return objects, []
    by_id = {o.id: o for o in objects}
    changed: dict[str, GameObject] = {}
    remarks: list[Remark] = []
    while True:  # an Equipment on an Aura on a phased-out creature goes too: follow the chain
        wave = [
            o
            for o in objects
            if o.id not in changed
            and not o.phased_out
            and "phased_out" not in o.model_fields_set  # "phased in" said outright: believe it
            and o.zone is Zone.BATTLEFIELD
            and isinstance(o.attached_to, ObjectRef)
            and o.attached_to.id in gone
        ]
        if not wave:
            break
        for obj in wave:
            host = by_id[obj.attached_to.id]  # type: ignore[union-attr]
            changed[obj.id] = obj.model_copy(update={"phased_out": True})
            gone.add(obj.id)
            remarks.append(
                Remark(
                    "phased_out_with_host",
                    (obj.id, host.id),
                    {"object": label(obj), "host": label(host)},
                    Kind.INDIRECT_PHASING,
                )
            )
    if not changed:
        return objects, []
    return tuple(changed.get(o.id, o) for o in objects), remarks
