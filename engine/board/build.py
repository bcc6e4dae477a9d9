"""Drafts → a validated ``GameState``: ids for every copy, references resolved, types implied.

What a judge leaves implicit is filled in only where the rules make it certain (an Aura is an
enchantment, "2/2" is a creature, 205.3); where the answer would turn on a guess (an attachment
of no stated type, lethal damage with no toughness) the judge is asked instead.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import ValidationError

from engine.board.cards import apply_card, apply_cards, card_face, implied_objects
from engine.board.drafts import Board, Name, ObjectDraft, find_key
from engine.board.errors import (
    AmbiguousReference,
    AttachedToItself,
    CardAlone,
    ConflictingAttachment,
    CopiesItself,
    DamageAsCounters,
    InvalidValue,
    LethalNeedsToughness,
    NothingSaid,
    PlayerCountTooLow,
    TooManyObjects,
    UnknownReference,
    UntypedAttachment,
)
from engine.board.keywords import PRONOUNS, normalise
from engine.board.passes import (
    CURSE_NAME,
    apply_amendments,
    assign_ids,
    merge_restatements,
    players_with_protection,
    possessive_owners,
)
from engine.board.reader import MAX_BOARD_OBJECTS
from engine.board.references import References, closest
from engine.keyword_abilities import KEYWORD_ABILITIES
from engine.model import SPANISH_DEFAULT_PLAYER, GameState, Modifier, ObjectRef, PlayerRef, Zone

#: Types implied by what a judge said: "2/2" is a creature, an Aura is an enchantment (205.3).
IMPLIED_TYPES: tuple[tuple[str, str, str], ...] = (
    ("subtype", "aura", "enchantment"),
    ("subtype", "role", "enchantment"),
    ("subtype", "curse", "enchantment"),
    ("subtype", "saga", "enchantment"),
    ("subtype", "equipment", "artifact"),
    ("subtype", "fortification", "artifact"),
    ("subtype", "siege", "battle"),
)


#: A Role token is named after its Role: the capitalised word in a name says what it is.
_ROLE_NAME = re.compile(r"\sRole$|^Rol\s")


#: The players a board counts but doesn't name ("Four players. Ana has 0 life."), by language.
UNNAMED_PLAYER = {"en": "player {n}", "es": "jugador {n}"}


def unnamed_players(board: Board) -> list[str]:
    """The players a stated count adds to those described: with them, one described player's
    loss doesn't end a four-player game, and nobody is named its winner."""
    count = board.player_count
    if count is None:
        return []
    described = len(board.players)
    if described > count:
        raise PlayerCountTooLow(column=1, count=count, described=described)
    template = UNNAMED_PLAYER["es" if board.default_player == SPANISH_DEFAULT_PLAYER else "en"]
    taken = {name.casefold() for name in board.players}
    names: list[str] = []
    n = described
    while described + len(names) < count:
        n += 1
        name = template.format(n=n)
        if name.casefold() not in taken:
            names.append(name)
    return names


def _unsaid_sides(board: Board) -> None:
    """ "Zed controls Grizzly Bears. Grizzly Bears 2/2 with 2 damage": the second Bears, said
    of no one, is not Zed's too (the first player described, as an unowned object otherwise
    is): a name given to another player's object is the judge's own when said with no owner."""
    sides = {d.name.text.casefold(): d.owner for d in board.objects if d.side_said and d.owner}
    own = find_key(board.players, board.default_player) or board.default_player
    for draft in board.objects:
        side = sides.get(draft.name.text.casefold())
        if draft.owner is None and side is not None and side != own:
            draft.owner = board.player(own).name


def build_state(board: Board) -> GameState:
    default_player = board.default_player
    possessive_owners(board)
    if board.players:
        default_owner = next(iter(board.players))
    elif any(o.owner is None for o in board.objects):
        default_owner = board.player(default_player).name
    else:
        default_owner = default_player
    total = sum(o.copies for o in board.objects)
    if total > MAX_BOARD_OBJECTS:
        raise TooManyObjects(column=1, word="", limit=MAX_BOARD_OBJECTS, count=total)

    board.objects = apply_amendments(merge_restatements(players_with_protection(board)))
    _unsaid_sides(board)
    apply_cards(board.objects)
    implied_objects(board)
    ids = assign_ids(board.objects)
    refs = References(board, ids)
    # Players named as owners, controllers or protectors exist even if nothing else describes them.
    for draft in board.objects:
        for key in ("owner", "controller", "protector", "choose_protector"):
            if key in draft.refs:
                board.player(draft.refs[key].full)

    objects: list[dict[str, Any]] = []
    choices: dict[str, dict[str, Any]] = {
        "legend_keep": {},
        "protector": {},
        "commander_to_command_zone": {},
        "sector": {},
    }
    for draft, draft_ids in zip(board.objects, ids, strict=True):
        owner = draft.owner or default_owner
        for obj_id in draft_ids:
            objects.append(_object_fields(refs, draft, obj_id, owner))
            _object_choices(refs, draft, obj_id, choices)
    _attach_carried(refs, objects)
    _tie_modifiers(refs, objects)
    _damage_sources(refs, objects)
    for keep in board.keeps:
        kept = refs.object(keep)
        name = next(d.name.text for d, di in zip(board.objects, ids, strict=True) if kept in di)
        choices["legend_keep"][name] = kept

    players = [dict(name=p.name, commander_damage=p.commander_damage, **p.fields) for p in board.players.values()]
    players += [dict(name=name) for name in unnamed_players(board)]
    teams = [dict(name=name, **fields) for name, fields in board.teams.items()]
    state: dict[str, Any] = {"players": players, "objects": objects, "teams": teams, "choices": choices}
    if board.variant:
        state["variant"] = board.variant
    if board.planar_controller is not None:
        state["planar_controller"] = refs.player(board.planar_controller)
    try:
        validated = GameState.model_validate(state)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        raise InvalidValue(
            column=None, word=str(error.get("input", ""))[:60], field=where, allowed=error["msg"]
        ) from None
    lethal = {i for draft, draft_ids in zip(board.objects, ids, strict=True) if draft.lethal for i in draft_ids}
    return _with_lethal_damage(validated, lethal) if lethal else validated


def _with_lethal_damage(state: GameState, lethal: set[str]) -> GameState:
    """ "with lethal damage": as much damage as its toughness after counters and effects
    (704.5g), read from the validated object so the arithmetic is the engine's own."""
    objects = tuple(
        o.model_copy(update={"damage": max(o.damage, o.effective_toughness)}) if o.id in lethal else o
        for o in state.objects
    )
    return state.model_copy(update={"objects": objects})


def _check_lethal(draft: ObjectDraft, fields: dict[str, Any]) -> None:
    """Lethal damage is as much as the toughness: without a stated toughness, ask."""
    if draft.lethal is not None and not isinstance(fields.get("toughness"), int):
        token = draft.lethal
        raise LethalNeedsToughness.at(token, word=draft.name.text)


def _object_fields(refs: References, draft: ObjectDraft, obj_id: str, owner: str) -> dict[str, Any]:
    card_types, subtypes = set(draft.card_types), set(draft.subtypes)
    if not (subtypes - {"aura"}) and card_types <= {"enchantment"} and _ROLE_NAME.search(draft.name.text):
        subtypes.add("role")  # "Young Wolf Role", "Rol de Lobo Joven": how judges name Role tokens
    if not subtypes and card_types <= {"enchantment"} and CURSE_NAME.match(draft.name.text):
        subtypes.add("curse")  # "Curse of Death's Hold": every Curse is named so, and is an Aura
    if "curse" in subtypes:
        subtypes.add("aura")
    for kind, value, implied in IMPLIED_TYPES:
        if kind == "subtype" and value in subtypes:
            card_types.add(implied)
    if "role" in subtypes:
        subtypes.add("aura")
    fields = dict(draft.fields)
    _check_lethal(draft, fields)
    if fields.get("token") and not fields.get("copy_of_card") and "card" not in fields:
        fields.setdefault("mana_value", 0)  # a token no card names has no mana cost (202.3a)
        fields.setdefault("mana_cost", "")
    if not card_types:
        # Only a creature has power/toughness, a planeswalker loyalty, a battle defense and a
        # Saga lore counters: saying one names the type, as a judge means it.
        if draft.stated_pt:
            card_types.add("creature")
        elif "loyalty" in fields or "loyalty" in draft.counters:
            card_types.add("planeswalker")
        elif "defense" in fields or "defense" in draft.counters:
            card_types.add("battle")
        elif "lore" in draft.counters and not subtypes:
            card_types.add("enchantment")
            subtypes.add("saga")
    if "battle" in card_types and not fields.get("battle_type"):
        # Every battle printed so far is a Siege (310.11): read as one, never as a battle with no
        # type, whose only possible protector would be its controller (310.8a).
        subtypes.add("siege")
    if "siege" in subtypes:
        fields.setdefault("battle_type", "siege")
    if "battle" in card_types and not {"protector", "choose_protector"} & set(draft.refs):
        fields.setdefault("protector_unstated", True)  # who protects it decides 704.5x: ask
    if fields.get("face_up") is False and fields.get("zone", Zone.BATTLEFIELD) is Zone.BATTLEFIELD:
        # A face-down permanent is a 2/2 creature (708.2a) unless the judge says what its effect made it.
        card_types = card_types or {"creature"}
        if not draft.stated_pt:
            fields.setdefault("power", 2)
            fields.setdefault("toughness", 2)
    if not card_types and not subtypes and not draft.supertypes and not _rules_can_see(draft, fields, refs):
        # "very has 2 damage": no type, no stats, nothing refers to it: no rule could apply, so
        # it is most likely words the reader couldn't follow; it asks instead of ignoring them.
        described = any(p.fields or p.commander_damage for p in refs.board.players.values())
        alone = len(refs.board.objects) == 1 and not described and refs.board.variant is None
        raise (CardAlone if alone else NothingSaid).at(draft.name.token, word=draft.name.full)
    obj: dict[str, Any] = {
        "id": obj_id,
        "name": draft.name.text or obj_id,
        "owner": owner,
        "card_types": card_types,
        "supertypes": draft.supertypes - draft.lost_supertypes,
        "subtypes": subtypes,
        "keywords": draft.keywords,
        "counters": dict(draft.counters),
        "counter_limits": dict(draft.counter_limits),
        **fields,
    }
    if "owner" in draft.refs:
        obj["owner"] = refs.player(draft.refs["owner"])
        if draft.side_said and obj["owner"] != owner and "controller" not in draft.refs:
            # "Ana controls Thalia (Bob owns it)": on Ana's side, Bob's card
            obj["controller"] = owner
    if "controller" in draft.refs:
        obj["controller"] = refs.player(draft.refs["controller"])
    if "protector" in draft.refs:
        obj["protector"] = refs.player(draft.refs["protector"])
    if "copying" in draft.refs:
        obj["copying"] = refs.object(draft.refs["copying"])
        if obj["copying"] == obj_id:
            raise CopiesItself.at(draft.refs["copying"].token, word=draft.name.text)
    if "paired_with" in draft.refs:
        obj["paired_with"] = refs.object(draft.refs["paired_with"])
    if "attached_to" in draft.refs:
        ref = draft.refs["attached_to"]
        if normalise(ref.full) in PRONOUNS:
            obj["attached_to"] = ObjectRef(id=refs.previous(ref, draft))
        else:
            obj["attached_to"] = refs.attachment(ref)
        if isinstance(obj["attached_to"], ObjectRef) and obj["attached_to"].id == obj["id"]:
            raise AttachedToItself.at(draft.name.token, word=draft.name.text, target=ref.full)
        if not card_types and not subtypes:
            # 704.5p would unattach a permanent that is neither Aura, Equipment nor Fortification:
            # guessing that from silence would give a wrong answer about Rancor or Bonesplitter.
            raise UntypedAttachment.at(
                draft.name.token,
                word=draft.name.text,
                target=draft.refs["attached_to"].full,
            )
    return obj


def _tie_modifiers(refs: References, objects: list[dict[str, Any]]) -> None:
    """ "gets +2/+0 from Rancor": the source is resolved like any reference (a permanent named
    only after "enchanted by" counts); an unknown source is asked about, never invented."""
    by_id = {obj["id"]: obj for obj in objects}
    for draft, ids in zip(refs.board.objects, refs.ids, strict=True):
        for source, power, toughness in draft.tied:
            implicit = next((i for i in by_id if i.casefold() == source.full.casefold()), None)
            source_id = refs.object(source) if refs.matches(source) or implicit is None else implicit
            for obj_id in ids:
                modifiers = by_id[obj_id].setdefault("modifiers", [])
                modifiers.append(Modifier(source=source_id, power=power, toughness=toughness))


#: What a damage source's abilities make of the damage it deals to a creature.
_DEATHTOUCH = "deathtouch"
_AS_COUNTERS = ("infect", "wither")


def _damage_sources(refs: References, objects: list[dict[str, Any]]) -> None:
    """ "1 damage from Typhoid Rats": damage from a source with deathtouch is deathtouch damage
    (702.2b, 704.5h). The source is the object the board describes by that name, else the
    card; damage from an infect or wither source would be -1/-1 counters instead (702.90c,
    702.80a), so it is asked about rather than marked."""
    by_id = {obj["id"]: obj for obj in objects}
    for draft, ids in zip(refs.board.objects, refs.ids, strict=True):
        dealers = [refs.matches(source) for source, _ in draft.damage_from]
        if draft.damage_from and all(len(d) == 1 for d in dealers):
            told = sum(amount for _, amount in draft.damage_from)
            for obj_id in ids:  # who dealt every point of its damage: "dealt damage by ~" reads it
                if by_id[obj_id].get("damage") == told:
                    by_id[obj_id]["damage_sources"] = tuple(dict.fromkeys(d[0] for d in dealers))
        for source, amount in draft.damage_from:
            abilities = _source_abilities(refs, by_id, source)
            counters = next((a for a in _AS_COUNTERS if a in abilities), None)
            if counters is not None and amount:
                spanish = next(es for en, es, _ in KEYWORD_ABILITIES if en == counters)
                raise DamageAsCounters.at(
                    source.token, word=source.full, ability_en=counters, ability_es=spanish, amount=amount
                )
            if _DEATHTOUCH in abilities and amount:
                for obj_id in ids:
                    by_id[obj_id]["deathtouch_damage"] = True


def _source_abilities(refs: References, by_id: dict[str, dict[str, Any]], source: Name) -> set[str]:
    found = refs.matches(source)
    if len(found) == 1:
        return {str(k).split()[0] for k in by_id[found[0]].get("keywords", ())}
    named = card_face(source.full)
    return set(named[1].own_keywords) if named is not None else set()


def _rules_can_see(draft: ObjectDraft, fields: dict[str, Any], refs: References) -> bool:
    """Whether a rule can act on an object of no type: a token or copy (704.5d/e), a commander
    (704.6d), something attached or carrying, or a name another clause refers to."""
    if fields.get("token") or fields.get("copy_of_card") or fields.get("copy_of_spell") or fields.get("commander"):
        return True
    if draft.refs or draft.carried or draft.choices:
        return True
    return draft.name.full.casefold() in refs.referenced or draft.name.text.casefold() in refs.referenced


def _attach_carried(refs: References, objects: list[dict[str, Any]]) -> None:
    """Turn "Bears equipped with Bonesplitter" into Bonesplitter attached to Bears.

    The carried permanent becomes the kind the verb names (an Aura is an enchantment, an
    Equipment or Fortification an artifact). It can be attached to one object only: copies of
    the carrier must be told apart first, and a permanent said to be attached elsewhere too
    is an error rather than a guess.
    """
    by_id = {obj["id"]: obj for obj in objects}
    for draft, carrier_ids in zip(refs.board.objects, refs.ids, strict=True):
        for ref, kind in draft.carried:
            if len(carrier_ids) > 1:
                raise AmbiguousReference.at(
                    draft.name.token,
                    word=draft.name.text,
                    candidates=", ".join(carrier_ids),
                )
            described = refs.matches(ref) or refs.is_player(ref)
            implicit = next((i for i in by_id if i.casefold() == ref.full.casefold()), None)
            if described:
                carried = by_id[refs.object(ref)]
            elif implicit is not None:  # carried by another object too: the conflict check says so
                carried = by_id[implicit]
            else:
                carried = _describe_carried(ref, by_id, objects, carrier=by_id[carrier_ids[0]])
            target = ObjectRef(id=carrier_ids[0])
            if carried.get("attached_to") not in (None, target):
                raise ConflictingAttachment.at(
                    ref.token,
                    word=ref.full,
                    first=_attachment_label(carried["attached_to"]),
                    second=carrier_ids[0],
                )
            carried["attached_to"] = target
            carried["subtypes"] = {*carried["subtypes"], kind}
            implied = {value: card_type for _, value, card_type in IMPLIED_TYPES}
            carried["card_types"] = {*carried["card_types"], implied[kind]}


def _describe_carried(
    ref: Name, by_id: dict[str, dict[str, Any]], objects: list[dict[str, Any]], carrier: dict[str, Any]
) -> dict[str, Any]:
    """ "Bears equipped with Bonesplitter" describes Bonesplitter too, when nothing else does.

    It belongs to the carrier's controller. A name close to one already described is taken for
    a typo and asked about instead, so a misspelling never makes a second, silent object.
    """
    close = closest(ref.full, list(by_id), cutoff=85)
    if close:
        raise UnknownReference.at(ref.token, word=ref.full, candidates=", ".join(close))
    owner = carrier.get("controller") or carrier["owner"]
    obj: dict[str, Any] = {
        "id": ref.full,
        "name": ref.text or ref.full,
        "owner": owner,
        "card_types": set(),
        "subtypes": set(),
        "counters": {},
        "counter_limits": {},
    }
    named = card_face(ref.full)
    if named is not None:  # "enchanted by Unholy Strength": the card, with what it does
        draft = ObjectDraft(name=Name(ref.text or ref.full, None, ref.token), owner=None)
        apply_card(draft, *named)
        obj.update({k: v for k, v in draft.fields.items() if k in _CARRIED_CARD_FIELDS})
        obj["card_types"], obj["subtypes"] = set(draft.card_types), set(draft.subtypes)
        obj["supertypes"], obj["keywords"] = set(draft.supertypes), set(draft.keywords)
    objects.append(obj)
    by_id[obj["id"]] = obj
    return obj


#: What a carried card takes from its printed face (its place comes from the carrier).
_CARRIED_CARD_FIELDS = frozenset(
    {
        "card",
        "colors",
        "enchant",
        "statics",
        "mana_value",
        "mana_cost",
        "indestructible",
        "protection_from",
        "printed_power",
        "printed_toughness",
    }
)


def _attachment_label(ref: ObjectRef | PlayerRef) -> str:
    return ref.id if isinstance(ref, ObjectRef) else ref.name


def _object_choices(refs: References, draft: ObjectDraft, obj_id: str, choices: dict[str, dict[str, Any]]) -> None:
    if "choose_protector" in draft.refs:
        choices["protector"][obj_id] = refs.player(draft.refs["choose_protector"])
    if "commander_to_command_zone" in draft.choices:
        choices["commander_to_command_zone"][obj_id] = draft.choices["commander_to_command_zone"]
    if "sector" in draft.choices:
        choices["sector"][obj_id] = draft.choices["sector"]
    if draft.choices.get("keep"):
        choices["legend_keep"][draft.name.text] = obj_id
