"""Continuous effects as records (611, 613): what a static ability does, to what, in which layer.

The Oracle compiler (``oracle.py``) turns a static ability's text into a ``Static``: the
objects it affects (a ``Filter``), its ``Part`` in each layer it applies in (613.6: one effect
can have parts in several layers), the game rules it changes (613.11: "you can't lose the
game"), and the condition it has ("as long as …"). ``layers.py`` applies them. Records are
frozen dataclasses: thousands are compiled once and read on every check.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum


class Layer(StrEnum):
    """The layers and sublayers of 613.1–613.4, in the order they apply."""

    COPY = "1a"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_CDA = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_SWITCH = "7d"


#: The rule that says where each layer's effects apply, for the replies' citations.
LAYER_RULES: dict[Layer, str] = {
    Layer.COPY: "613.2a",
    Layer.CONTROL: "613.1b",
    Layer.TEXT: "613.1c",
    Layer.TYPE: "613.1d",
    Layer.COLOR: "613.1e",
    Layer.ABILITY: "613.1f",
    Layer.PT_CDA: "613.4a",
    Layer.PT_SET: "613.4b",
    Layer.PT_MODIFY: "613.4c",
    Layer.PT_SWITCH: "613.4d",
}

#: Application order (613.1, 613.4). Copy effects (1a) and text-changing effects (3) are
#: applied to the objects as described before the effects they generate are gathered
#: (``copies.py``, ``text_changes.py``); a card's own text that copies unsaid is asked about.
LAYER_ORDER: tuple[Layer, ...] = tuple(Layer)


class Misorder(StrEnum):
    """The usual ways a layer puzzle is got wrong. Applying effects one of these ways gives what
    a candidate who makes that mistake computes: the quiz's wrong choices are the engine's own
    answers under them, never a guess of the generator's."""

    TIMESTAMP_ONLY = "timestamp_only"
    """Dependencies ignored: timestamp order alone (613.8)."""
    CDA_LATE = "cda_late"
    """Characteristic-defining abilities applied after the other effects of their layer (613.3)."""
    SET_AFTER_MODIFY = "set_after_modify"
    """Power and toughness set (7b) after they were modified (7c), overwriting the changes (613.4)."""
    COUNTERS_OVERWRITTEN = "counters_overwritten"
    """Counters applied before a setting effect, so that it overwrites them, instead of in 7c
    (613.4c: Humility leaves a creature with +1/+1 counters bigger than 1/1)."""


class Op(StrEnum):
    """What a part does in its layer."""

    COPY = "copy"  # 1a: the copiable values of another object (707.2)
    CHANGE_TEXT = "change_text"  # 3: one word of its text replaced by another (612)
    CONTROL = "control"  # 2: its controller becomes the source's controller
    ADD_TYPES = "add_types"  # 4: card types and subtypes in addition (205.1b)
    REMOVE_TYPES = "remove_types"  # 4: "isn't a creature" (Theros gods)
    SET_CREATURE_TYPES = "set_creature_types"  # 4: "is a black Zombie": those creature types (205.1b)
    SET_TYPES = "set_types"  # 4: "is a 4/4 Elemental creature": those types instead (205.1a)
    SET_LAND_TYPE = "set_land_type"  # 4: "Nonbasic lands are Mountains" (305.7)
    ADD_ALL_CREATURE_TYPES = "all_creature_types"  # 4: "is every creature type"
    SET_COLORS = "set_colors"  # 5: "is black", "is colorless" (105.3)
    ADD_COLORS = "add_colors"  # 5: "is black in addition to its other colors"
    ADD_ABILITIES = "add_abilities"  # 6: keywords, indestructible, protection
    REMOVE_ABILITIES = "remove_abilities"  # 6: "loses flying"
    REMOVE_ALL_ABILITIES = "remove_all_abilities"  # 6: "loses all abilities"
    SET_PT = "set_pt"  # 7a (a CDA) or 7b: "is 1/1", "has base power and toughness 1/1"
    SET_PT_MANA_VALUE = "set_pt_mana_value"  # 7b: "each equal to its mana value" (Opalescence)
    MODIFY_PT = "modify_pt"  # 7c: "gets +1/+1" (times a count: "for each artifact you control")
    SWITCH_PT = "switch_pt"  # 7d


class Rule(StrEnum):
    """Game rules a static changes (613.11) that decide a state-based action."""

    CANT_LOSE = "cant_lose"  # 104.3 losses don't happen to its controller
    OPPONENTS_CANT_WIN = "opponents_cant_win"
    NO_ZERO_LIFE_LOSS = "no_zero_life_loss"  # "don't lose the game for having 0 or less life"
    LEGEND_RULE_OFF = "legend_rule_off"  # "the 'legend rule' doesn't apply (to …)"
    CANT_BE_DESTROYED = "cant_be_destroyed"  # "can't be destroyed": 704.5g/h destroy nothing
    DESTINATION = "destination"  # 614: it still goes, but somewhere else than the graveyard
    SPARES_SELF = "spares_self"  # "This effect doesn't remove ~": its protection keeps its source on
    SPARES_AURAS = "spares_auras"  # "This effect doesn't remove Auras" (Spectra Ward)


@dataclass(frozen=True, slots=True)
class Filter:
    """What an effect applies to, as its text says (611.3a: read again at every moment).

    Each set is "any of" except ``types``, which must all be there ("artifact creatures").
    """

    scope: str = "all"
    """``self`` (the source), ``paired`` (the source and the creature soulbond paired it with),
    ``attached`` (what the source enchants or equips), ``host_attached``
    (what the Equipment the source enchants equips: Rune of Flight), ``all``."""
    controller: str | None = None
    """``you`` (the source's controller), ``opponents``, ``not_you``, ``enchanted_player`` (the
    player the source, a Curse, is attached to); None: anyone's."""
    other: bool = False
    types: frozenset[str] = frozenset()
    not_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    not_subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    not_supertypes: frozenset[str] = frozenset()
    colors: frozenset[str] = frozenset()
    not_colors: frozenset[str] = frozenset()
    token: bool | None = None
    tapped: bool | None = None
    with_ability: str | None = None
    without_ability: str | None = None
    with_counter: str | None = None
    """ "with a +1/+1 counter on it": the counter kind it must have."""
    attached_kind: str | None = None
    """ "that are enchanted", "that are equipped", "enchanted or equipped"."""
    face_down: bool = False
    any_types: frozenset[str] = frozenset()
    combat: str | None = None
    """ "attacking" or "blocking": a board rarely says, so both readings are tried."""
    designation: str | None = None
    """ "monstrous", "renowned": a designation it must have."""
    commander: bool = False
    """ "your commander" (903.3)."""
    no_abilities: bool = False
    """ "creatures with no abilities": none printed, granted or left after layer 6."""
    modified: bool = False
    """ "modified creatures": with a counter, equipped, or enchanted by an Aura its controller
    controls (700.9)."""
    named: frozenset[str] = frozenset()
    """ "named Relentless Rats": the card names it may have (``~``: the source's own, 201.5)."""
    rare: bool = field(init=False, default=False, compare=False)
    """Set from the fields above: whether one of the rarely used words is in it (the engine
    tests them apart, so the common filters of anthems and lords pay one test for them)."""

    def __post_init__(self) -> None:
        rare = bool(
            self.controller in ("chosen", "team", "enchanted_player")
            or self.named
            or self.designation is not None
            or self.no_abilities
            or self.commander
            or self.modified
        )
        object.__setattr__(self, "rare", rare)

    """ "artifact and/or enchantment": one of these card types."""


SELF = Filter(scope="self")
ATTACHED = Filter(scope="attached")


@dataclass(frozen=True, slots=True)
class Part:
    """One layer's share of an effect."""

    layer: Layer
    op: Op
    types: frozenset[str] = frozenset()
    """Card types or subtypes added (``ADD_TYPES``), the land type set (``SET_LAND_TYPE``)."""
    colors: frozenset[str] = frozenset()
    abilities: frozenset[str] = frozenset()
    """Keyword abilities, ``indestructible`` or ``protection from X`` (lowercase English)."""
    power: int = 0
    toughness: int = 0
    count: Count | None = None
    """ "+1/+1 for each artifact you control": power and toughness are per counted thing."""
    plus_toughness: int = 0
    """ "its toughness is equal to that number plus 1" (Tarmogoyf)."""
    plus_power: int = 0
    """ "each equal to 1 plus the number of …" (Allosaurus Rider): added to the counted power
    (and, with ``plus_toughness``, to the toughness)."""
    only: str = ""
    """``SET_PT`` of one of them: ``power`` ("~'s power is equal to the number of lands you
    control", its toughness printed: Zendikar Incarnate) or ``toughness``."""
    old: str = ""
    new: str = ""
    """``CHANGE_TEXT``: the word replaced and the word that replaces it ("Elf" → "Goblin")."""


@dataclass(frozen=True, slots=True)
class Count:
    """What a "for each …" or "equal to the number of …" counts on the battlefield."""

    kind: str
    """``permanents`` (matching ``filter``, from the source's point of view), ``counters``
    (of ``counter`` on the source), ``attached`` (matching ``filter``, attached to the
    affected object or the source), ``cards``, ``card_types`` and ``mana_values`` (cards in
    ``zone``), ``life`` (the controller's life total, as the board states it)."""
    filter: Filter | None = None
    counter: str | None = None
    on: str = "source"
    """``source`` or ``affected``: whose counters or attachments are counted."""
    zone: str = "graveyard"
    """For ``cards`` and ``card_types``: the zone they are in."""
    whose: str = "you"
    """For ``cards``: ``you`` (the source's controller's), ``opponents`` (all of them together),
    ``an_opponent`` (the opponent with the most), ``all``."""
    plus: Count | None = None
    """A second count added to this one ("the number of Forests you control plus the number of
    Treefolk you control", "for each land you control and each land card in your graveyard")."""


@dataclass(frozen=True, slots=True)
class Condition:
    """ "As long as …": true, false or unknown on a described board (``layers.condition_holds``)."""

    kind: str
    """``control`` (a player controls a matching permanent), ``attached`` (the source is enchanted or
    equipped), ``zone`` (the source is in a zone), ``turn`` (whose turn it is), ``object`` (the
    source or what it is attached to is tapped, untapped, attacking…), ``count`` (cards in a
    graveyard or a hand, counters), ``opponent_life``, ``unknown`` (nothing on a board can say:
    "you have the city's blessing")."""
    text: str
    filter: Filter | None = None
    negated: bool = False
    at_least: int = 1
    """For ``control``: how many matching permanents ("six or more lands")."""
    zone: str | None = None
    """For ``zone``: where the source must be ("~ is in your graveyard": ``graveyard``, 113.6b)."""
    also: Condition | None = None
    """A second condition that must hold too ("… and you control a Swamp")."""
    count: Count | None = None
    """For ``count``: what is counted ("seven or more cards are in your graveyard", "it has a
    +1/+1 counter on it"); it holds from ``at_least`` up to ``at_most``."""
    at_most: int | None = None
    on: str = "source"
    """For ``object`` and ``count``: whose state it reads: ``source``, ``attached`` (what the
    source enchants or equips) or ``it`` (the object its sentence speaks of, settled by the
    compiler once it has read the subject)."""


@dataclass(frozen=True, slots=True)
class Static:
    """One static ability's effect: to what, and its part in each layer."""

    text: str
    affected: Filter | None = None
    parts: tuple[Part, ...] = ()
    rules: tuple[Rule, ...] = ()
    cda: bool = False
    """From a characteristic-defining ability (604.3): applied first in its layer (613.3)."""
    condition: Condition | None = None

    @property
    def first_layer(self) -> Layer | None:
        return min((p.layer for p in self.parts), key=LAYER_ORDER.index, default=None)


class Verdict(StrEnum):
    """What the compiler made of one paragraph of Oracle text."""

    MODELED = "modeled"
    """Effects Juez applies (or, for a count it can't see, asks about)."""
    NO_EFFECT = "no_effect"
    """Can't change a characteristic or a state-based action on a described board: keyword
    lines, triggered and activated abilities, spells, costs, restrictions on players."""
    FLAGGED = "flagged"
    """Could change one, and Juez can't apply it: asked about, never ignored."""


@dataclass(frozen=True, slots=True)
class Paragraph:
    """One paragraph of a card's Oracle text, as compiled."""

    text: str
    verdict: Verdict
    reason: str
    """Which family it fell in (``anthem``, ``trigger``, ``restriction``, ``unrecognised``…)."""
    statics: tuple[Static, ...] = field(default=())
