"""The engine's one hand-made model copy (``engine.model.rebuild``) against pydantic's own.

``rebuild`` writes a model's instance layout itself for speed; these tests fail if pydantic
changes that layout or if a rebuilt model behaves differently from a ``model_copy``.
"""

from __future__ import annotations

import pydantic
import pytest
from pydantic import BaseModel

from engine.model import INSTANCE_SLOTS, GameObject, Modifier, ObjectRef, Zone, rebuild
from engine.sba.effects import _as_new_object


def bear() -> GameObject:
    return GameObject(
        id="bear",
        name="Grizzly Bears",
        owner="Ana",
        controller="Bob",
        card_types={"creature"},
        power=2,
        toughness=2,
        damage=1,
        counters={"+1/+1": 2},
        modifiers=(Modifier(source="sword", power=2, toughness=2),),
        attached_to=None,
        tapped=True,
    )


def test_rebuild_writes_every_slot_pydantic_gives_an_instance() -> None:
    assert set(BaseModel.__slots__) == set(INSTANCE_SLOTS)


def test_a_rebuilt_model_equals_model_copy_with_the_same_changes() -> None:
    original = bear()
    changes = {"zone": Zone.GRAVEYARD, "damage": 0, "attached_to": ObjectRef(id="other")}
    made = rebuild(original, {**original.__dict__, **changes})
    copied = original.model_copy(update=changes)
    assert made == copied
    assert made.model_dump() == copied.model_dump()
    assert made.effective_toughness == copied.effective_toughness == 6
    assert made.model_fields_set == original.model_fields_set  # the judge's statements, unchanged
    assert type(made).model_validate(made.model_dump()) == made


def test_a_rebuilt_model_is_still_frozen() -> None:
    made = rebuild(bear(), dict(bear().__dict__))
    with pytest.raises(pydantic.ValidationError):
        made.damage = 3


def test_400_7_a_card_that_changes_zones_forgets_its_previous_object() -> None:
    moved = _as_new_object(bear(), Zone.GRAVEYARD)
    assert moved.zone is Zone.GRAVEYARD
    assert (moved.damage, moved.counters, moved.tapped, moved.controller) == (0, {}, False, "Ana")
    assert moved.modifiers == ()  # "equipped creature gets +2/+2" applied to the old object
    assert moved.name == "Grizzly Bears" and moved.card_types == frozenset({"creature"})
    assert moved == bear().model_copy(
        update={
            "zone": Zone.GRAVEYARD,
            "damage": 0,
            "counters": {},
            "tapped": False,
            "controller": "Ana",
            "modifiers": (),
            "moved_by_game": True,  # a zone the board never described stays unknown
        }
    )
