"""Damage marked only where damage can be: on a creature, a planeswalker or a battle (120.3).

A board that marks damage on an enchantment ("I have Grizzly Bears and Glorious Anthem with 3
damage") was almost surely told about another object: read as typed, the Bears' damage would be
lost and the answer would be confidently wrong. Such a board is refused with the object named,
so the natural reader's readings, or the judge, say whose the damage is. What an effect makes a
creature (Opalescence, a crewed Vehicle, a land that animates itself) keeps its damage."""

from __future__ import annotations

from engine.board.errors import DamageWhereNoneCanBe
from engine.effects.layers import apply_effects
from engine.model import GameObject, GameState, Zone

#: What damage can be dealt to, and stays marked on (120.3).
DAMAGEABLE = frozenset({"creature", "planeswalker", "battle"})


def damage_where_it_can_be(state: GameState, text: str) -> None:
    """Refuse ``state`` when a permanent with damage marked is none of ``DAMAGEABLE`` after
    the continuous effects (613); the layers are computed only when a suspect is there."""
    suspects = [obj for obj in state.objects if _suspect(obj)]
    if not suspects:
        return
    layered = apply_effects(state.objects, state.players, trace=False)
    if layered.readings:
        return  # the effects themselves part: the answer asks already
    for obj in suspects:
        now = layered.objects.get(obj.id, obj)
        if not now.card_types & DAMAGEABLE:
            at = text.casefold().find(obj.name.casefold())
            raise DamageWhereNoneCanBe(column=at + 1 if at >= 0 else None, word=obj.name, amount=obj.damage)


def _suspect(obj: GameObject) -> bool:
    """Damage on a permanent of printed types none of which can be dealt damage, and no text of
    its own that makes it a creature (a Vehicle, "becomes a … creature")."""
    if obj.zone is not Zone.BATTLEFIELD or not obj.damage or not obj.card_types or obj.card_types & DAMAGEABLE:
        return False
    if "vehicle" in obj.subtypes:
        return False
    return not any("creature" in paragraph and "becomes" in paragraph for paragraph in obj.statics)
