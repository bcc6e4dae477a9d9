"""Which stored rulings of the board's cards bear on a state-based-action answer.

A judge quoting "Tarmogoyf's 2/2 dies to the Bolt" wants the ruling that says why (the Bolt is
in the graveyard before state-based actions are checked). A card's rulings are many and mostly
about other things (costs, casting); a ruling is shown only when the card's object took part in
the answer (an action on it, a choice about it, a note or an effect it is the source of) and its
text speaks of what the answer decided: state-based actions, or the words of that action's rule
(a lethal-damage answer: damage, toughness; a can't-lose note: losing the game). Pure: the
caller passes the rulings it read from the card store.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.model import GameObject
from engine.sba.result import SbaResult
from engine.text import fold

#: Words every state-based-action answer is about.
_ALWAYS = ("state-based action",)
#: What each kind of answer decides, in the words rulings use for it.
TOPICS: Mapping[str, tuple[str, ...]] = {
    "lethal_damage": ("lethal damage", "damage", "toughness", "destroyed"),
    "deathtouch_damage": ("deathtouch", "damage", "destroyed"),
    "zero_toughness": ("toughness", "0 or less", "counter"),
    "zero_loyalty": ("loyalty",),
    "zero_life": ("life", "lose the game", "loses the game"),
    "poison": ("poison", "lose the game"),
    "empty_library_draw": ("library", "draw", "lose the game"),
    "legend_rule": ("legend rule", "legendary", "same name"),
    "planeswalker_uniqueness": ("legend rule", "same name"),
    "aura_illegal": ("attached", "enchant", "protection", "illegal"),
    "equipment_illegal": ("attached", "equip", "protection"),
    "illegal_attachment": ("attached",),
    "counter_annihilation": ("+1/+1 counter", "-1/-1 counter"),
    "saga_complete": ("chapter", "lore counter", "sacrifice"),
    "role_rule": ("role",),
    "cant_lose": ("can't lose", "lose the game", "win the game", "0 or less life"),
    "ignores_zero_life": ("0 or less life", "lose the game"),
    "indestructible": ("indestructible", "destroyed"),
    "effects": ("power", "toughness", "characteristic-defining", "timestamp", "layer", "dependen"),
    # after the state-based actions (issue 33): what replaced an event, what it triggered
    "replaced_armor": ("totem armor", "umbra armor", "destroyed", "instead", "remove all damage"),
    "replaced_regeneration": ("regenerat", "destroyed"),
    "replaced_elsewhere": ("exile", "instead", "graveyard", "die"),
    "replaced_elsewhere_token": ("exile", "instead", "die", "token"),
    "replacement_order": ("multiple", "only one", "you choose", "regeneration"),
    "trigger": ("dies", "leaves the battlefield", "put into a graveyard", "trigger"),
    "trigger_undying": ("undying", "+1/+1 counter", "last known information", "active player"),
    "trigger_persist": ("persist", "-1/-1 counter", "last known information", "active player"),
    "trigger_condition_false": ("counter", "won't trigger", "last known information", "undying", "persist"),
}
#: Words of a ruling about one variant: not shown for a board of another.
VARIANT_WORDS: Mapping[str, str] = {
    "two-headed giant": "two_headed_giant",
    "commander game": "commander",
    "archenemy": "archenemy",
    "planechase": "planechase",
}
#: Words of a ruling that presumes a replacement applied ("…will replace all of them and save
#: the creature"): shown only under an answer where it did, never under one where it didn't
#: (a 0-toughness creature its umbra can't save).
PRESUMES: Mapping[str, tuple[str, ...]] = {
    "armor": ("save the creature", "save the enchanted permanent", "replace all of them"),
    # "…undying will still return it to the battlefield": only where undying triggered.
    "trigger_undying": ("undying will still return", "because of its undying ability"),
    "trigger_persist": ("persist will still return", "because of its persist ability"),
}
#: The most rulings an answer shows (it is an answer, not the card's page), and per card.
MAX_RULINGS = 3
MAX_PER_CARD = 2


@dataclass(frozen=True, slots=True)
class BearingRuling:
    card: str
    """The card's Oracle name."""
    date: str
    text: str
    score: int


def involved_cards(result: SbaResult) -> frozenset[str]:
    """The cards (Oracle names) whose objects took part in the answer: the only ones whose
    rulings can bear on it, so the only ones worth reading from the store."""
    topics = _topics_by_object(result)
    return frozenset(obj.card for obj in _objects(result) if obj.card is not None and obj.id in topics)


def bearing_rulings(
    result: SbaResult, rulings: Mapping[str, Sequence[tuple[str, str]]], *, limit: int = MAX_RULINGS
) -> tuple[BearingRuling, ...]:
    """The rulings (of ``rulings``: Oracle name → (date, text)) that bear on ``result``, best first."""
    topics = _topics_by_object(result)
    variant = str(result.final_state.variant)
    applied = _applied(result)
    found: list[BearingRuling] = []
    for obj in _objects(result):
        card = obj.card
        if card is None or obj.id not in topics or card not in rulings:
            continue
        words = (*_ALWAYS, *topics[obj.id])
        scored = []
        for date, text in rulings[card]:
            folded = fold(text)
            if any(w in folded and v != variant for w, v in VARIANT_WORDS.items()):
                continue  # "If you control Platinum Angel in a Two-Headed Giant game…", on a two-player board
            if any(
                fold(w) in folded
                for family, ws in PRESUMES.items()
                if family not in applied.get(obj.id, ())
                for w in ws
            ):
                continue  # it says the replacement saved it, and here it didn't
            score = sum(3 if w in _ALWAYS else 1 for w in words if fold(w) in folded)
            if score:
                scored.append(BearingRuling(card, date, text, score))
        scored.sort(key=lambda r: -r.score)
        found += [r for r in scored[:MAX_PER_CARD] if r not in found]
    found.sort(key=lambda r: -r.score)
    return tuple(dict.fromkeys(found))[:limit]


def _objects(result: SbaResult) -> list[GameObject]:
    first = result.effects.objects.values() if result.effects is not None else ()
    seen: dict[str, GameObject] = {}
    for obj in (*first, *result.final_state.objects, *_acted_on(result)):
        seen.setdefault(obj.id, obj)
    return list(seen.values())


def _acted_on(result: SbaResult) -> list[GameObject]:
    return [obj for rnd in result.rounds for action in rnd.actions for obj in action.before.values()]


def _applied(result: SbaResult) -> dict[str, set[str]]:
    """Object id → the replacement families that applied to it or came from it, and the
    keyword triggers (undying, persist) it set off."""
    out: dict[str, set[str]] = {}
    objects = _objects(result)
    for rnd in result.rounds:
        for action in rnd.actions:
            for replaced in action.replaced_by:
                ids = [*action.subjects, *(o.id for o in objects if replaced.source and _named(o, replaced.source))]
                for oid in ids:
                    out.setdefault(oid, set()).add(replaced.family)
    for trigger in result.triggers:  # undying and persist that triggered (their own object's)
        if trigger.keyword and trigger.certain:
            for obj in objects:
                if _named(obj, trigger.source):
                    out.setdefault(obj.id, set()).add(f"trigger_{trigger.keyword}")
    return out


def _named(obj: GameObject, shown: str) -> bool:
    """Whether an object is the one a reply names ``shown`` (its id, or "Name (id)")."""
    return shown in (obj.id, f"{obj.name} ({obj.id})")


def _topics_by_object(result: SbaResult) -> dict[str, tuple[str, ...]]:
    """Each object that took part in the answer, with the words of what it took part in."""
    topics: dict[str, list[str]] = {}

    def add(obj_id: str, kind: str) -> None:
        topics.setdefault(obj_id, []).extend(TOPICS.get(kind, ()))

    names = {obj.id: obj.name for obj in _objects(result)}
    for rnd in result.rounds:
        for action in rnd.actions:
            for subject in action.subjects:
                add(subject, str(action.kind))
    for choice in result.pending_choices:
        for subject in choice.subjects:
            add(subject, str(choice.kind))
    for note in result.notes:
        for subject in note.subjects:
            add(subject, str(note.kind))
        said = fold(note.explanation.get("en", ""))
        for obj_id, name in names.items():  # "Platinum Angel says you can't lose the game"
            if name and fold(name) in said:
                add(obj_id, str(note.kind))
    objects = _objects(result)
    for rnd in result.rounds:  # the replacement's source and what it saved or moved
        for action in rnd.actions:
            for replaced in action.replaced_by:
                for subject in action.subjects:
                    add(subject, f"replaced_{replaced.family}")
                for obj in objects:
                    if replaced.source and _named(obj, replaced.source):
                        add(obj.id, f"replaced_{replaced.family}")
    for trigger in result.triggers:
        for obj in objects:
            if _named(obj, trigger.source):
                add(obj.id, f"trigger_{trigger.keyword}" if trigger.keyword else "trigger")
    acted = {s for rnd in result.rounds for a in rnd.actions for s in a.subjects}
    if result.effects is not None:
        for obj_id, steps in result.effects.steps.items():
            if obj_id in acted:
                for step in steps:
                    add(step.source, "effects")
                add(obj_id, "effects")
    return {k: tuple(dict.fromkeys(v)) for k, v in topics.items()}
