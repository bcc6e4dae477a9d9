"""The game state a judge describes, as frozen pydantic models.

Judges describe *printed* characteristics and what changes them (counters, "gets +N/+N"
effects); the derived values the rules read (toughness, loyalty, defense) are computed here,
in one place, so every state-based action sees the same arithmetic.

Models are frozen and forbid unknown fields: a misspelt key in a JSON state is an error that
names the field instead of a silently ignored value. Mapping fields are never mutated in place;
the engine builds new states with ``model_copy``.
"""

from __future__ import annotations

import functools
import re
from enum import StrEnum
from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

#: Limits that keep a described board game-sane and a check fast (see BENCHMARKS.md).
MAX_OBJECTS = 100_000
MAX_PLAYERS = 64
MAX_COUNT = 1_000_000

#: The player objects belong to when a board names none: the judge's own side ("you", or "tú"
#: when the board is in Spanish). Explanations address that player in the second person.
ENGLISH_DEFAULT_PLAYER = "you"
SPANISH_DEFAULT_PLAYER = "tú"
DEFAULT_PLAYERS = frozenset({ENGLISH_DEFAULT_PLAYER, SPANISH_DEFAULT_PLAYER})
#: What "my commander" / "mi comandante" is called when the judge gives no name, by language.
OWN_COMMANDER_NAMES = {"en": "your commander", "es": "tu comandante"}

Color = Literal["white", "blue", "black", "red", "green"]
PLUS_ONE = "+1/+1"
MINUS_ONE = "-1/-1"
_PT_COUNTER = re.compile(r"([+-]\d{1,7})/([+-]\d{1,7})")
_NO_CHANGE = (0, 0)


_PLURAL_QUALITIES = {
    f"{word}s": word for word in ("artifact", "creature", "enchantment", "land", "planeswalker", "battle", "aura")
}


def _qualities(value: object) -> object:
    """Protection qualities in one spelling: lowercase, singular ("creatures" → "creature")."""
    if isinstance(value, list | tuple | set | frozenset):
        words = (str(v).strip().lower() for v in value)
        return frozenset(_PLURAL_QUALITIES.get(w, w) for w in words)
    return value


#: What protection is from (702.16), in one spelling whatever the input's case or number.
Qualities = Annotated[frozenset[str], BeforeValidator(_qualities)]


@functools.lru_cache(maxsize=512)
def pt_counter(kind: str) -> tuple[int, int] | None:
    """What one counter of ``kind`` adds to power and toughness (122.1a): "-0/-1" → (0, -1)."""
    match = _PT_COUNTER.fullmatch(kind)
    return (int(match[1]), int(match[2])) if match else None


LORE = "lore"
LOYALTY = "loyalty"
DEFENSE = "defense"

Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
SignedCount = Annotated[int, Field(ge=-MAX_COUNT, le=MAX_COUNT)]
Name = Annotated[str, Field(min_length=1, max_length=200)]


class Frozen(BaseModel):
    """Base for every state model: immutable, strict about unknown keys."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Zone(StrEnum):
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    HAND = "hand"
    LIBRARY = "library"
    STACK = "stack"
    COMMAND = "command"


class Variant(StrEnum):
    NORMAL = "normal"
    TWO_HEADED_GIANT = "two_headed_giant"
    COMMANDER = "commander"
    ARCHENEMY = "archenemy"
    PLANECHASE = "planechase"


class CommanderDamage(Frozen):
    """Combat damage a player has been dealt by one commander over the game."""

    commander: Name
    amount: Count


class Player(Frozen):
    name: Name
    life: SignedCount = 20
    poison: Count = 0
    drew_from_empty_library: bool = False
    """Attempted to draw from an empty library since state-based actions were last checked."""
    graveyard_empty: bool = False
    """The board says this player's graveyard holds nothing but what it lists ("graveyards are
    empty"): a count of its cards is a number then (Tarmogoyf), not a fact left unsaid."""
    speed: Annotated[int, Field(ge=0, le=4)] | None = None
    """``None`` means the player has no speed (702.179b), which is not the same as 0."""
    commander_damage: tuple[CommanderDamage, ...] = ()
    cant_lose: bool = False
    """An effect says this player can't lose the game: the loss is stopped, the condition stays."""
    venture_at_bottom: bool = False
    """The player's venture marker is on the bottommost room of a dungeon."""
    dungeon_trigger_pending: bool = False
    """That dungeon is the source of a room ability that has triggered but not left the stack."""
    team: Name | None = None
    protection_from: Qualities = frozenset()
    """Qualities the player has protection from (702.16): Auras with them can't enchant them."""
    citys_blessing: bool = False
    """The player has the city's blessing (702.131: ascend); unsaid is asked where it matters."""
    ignores_zero_life: bool = False
    """An effect says this player doesn't lose for having 0 or less life (Phyrexian Unlife):
    704.5a is stopped, every other loss still happens."""


class Team(Frozen):
    """A team's shared totals (Two-Headed Giant shares life and poison, 810.9 and 810.10)."""

    name: Name
    life: SignedCount = 30
    poison: Count = 0


class ObjectRef(Frozen):
    kind: Literal["object"] = "object"
    id: Name


class PlayerRef(Frozen):
    kind: Literal["player"] = "player"
    name: Name


Attachment = Annotated[ObjectRef | PlayerRef, Field(discriminator="kind")]


class Modifier(Frozen):
    """A power/toughness change that lasts only while its source is on the battlefield:
    "equipped creature gets +1/+1" from an Equipment, "+2/+2" from an Aura."""

    source: Name
    """The id of the object it comes from."""
    power: SignedCount = 0
    toughness: SignedCount = 0


class FlipHalf(Frozen):
    """One half of a flip card as printed (710.1): its name, types, size and text. Its color
    and mana cost are the card's, flipped or not (710.1c)."""

    name: Name
    card_types: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    power: SignedCount | None = None
    toughness: SignedCount | None = None
    keywords: frozenset[str] = frozenset()
    statics: tuple[Annotated[str, Field(max_length=2_000)], ...] = Field(default=(), max_length=40)


class SpellChoices(Frozen):
    """What was decided for a spell on the stack as it was cast (601.2b-h), as the board says it:
    "Emerald Charm on the stack (mode: destroy target non-Aura enchantment)". A copy of the
    spell copies every one of these (707.10); none is guessed when unsaid."""

    modes: tuple[Annotated[str, Field(min_length=1, max_length=300)], ...] = Field(default=(), max_length=10)
    targets: tuple[Name, ...] = Field(default=(), max_length=20)
    """The ids of its targets (or the words written, for a target the board doesn't describe)."""
    x: Annotated[int, Field(ge=0, le=MAX_COUNT)] | None = None
    sacrificed: Name | None = None
    """What was sacrificed to pay an additional cost (Fling): its id, or the words written."""
    sacrificed_power: SignedCount | None = None
    """Its power as it was sacrificed, when said ("with power 5"); else its card's printed one."""
    kicked: bool | None = None
    mana_spent: Annotated[str, Field(max_length=100)] | None = None
    """The mana spent to cast it, in symbols (``{G}{W}``): what "if {G} was spent" reads."""


class GameObject(Frozen):
    """A card, token or copy in any zone.

    ``id`` is what other objects and choices refer to; it defaults to the name, and the
    board language adds a label (``#2``) when two objects share a name.
    """

    id: Name
    name: Name
    owner: Name
    controller: Name | None = None
    zone: Zone = Zone.BATTLEFIELD
    card_types: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    power: SignedCount | None = None
    toughness: SignedCount | None = None
    power_modifier: SignedCount = 0
    toughness_modifier: SignedCount = 0
    modifiers: tuple[Modifier, ...] = ()
    """Changes tied to a source: each ends when its source leaves the battlefield (611.3a)."""
    counters: dict[str, Count] = Field(default_factory=dict)
    damage: Count = 0
    deathtouch_damage: bool = False
    """Dealt damage by a source with deathtouch since state-based actions were last checked."""
    damage_sources: tuple[Name, ...] = ()
    """The ids of the objects that dealt all of its marked damage, when the board said who dealt
    every point of it ("2 damage from Sengir Vampire"): read by "a creature dealt damage by ~
    this turn" (empty: not said, asked where it matters)."""
    indestructible: bool = False
    keywords: frozenset[str] = frozenset()
    """Keyword abilities it has (702), in English: ``flying``, ``deathtouch``, ``ward 2``. Only
    read where a rule or a hint needs them (having deathtouch is not deathtouch damage). The
    effects engine adds here, quoted as printed, the other abilities effects give it: the mana
    ability a basic land type brings (305.6, 305.7: ``"{T}: Add {R}."``), Chromatic Lantern's."""
    regeneration_shields: Count = 0
    tapped: bool = False
    loyalty: SignedCount | None = None
    """Loyalty of a planeswalker; when unset, its loyalty counters are used."""
    defense: SignedCount | None = None
    """Defense of a battle; when unset, its defense counters are used."""
    colors: frozenset[Color] | None = None
    """Its colors: ``None`` when not stated (never guessed), empty when stated colorless."""
    protection_from: Qualities = frozenset()
    """Qualities it has protection from (702.16): colors, ``multicolored``, ``monocolored``,
    ``colorless``, ``everything``, card types and subtypes."""
    attached_to: Attachment | None = None
    attachment_illegal: bool = False
    """The judge says the attachment is illegal for a reason the engine can't see (protection…)."""
    enchant: str | None = None
    """An Aura's enchant restriction, e.g. ``creature``, ``permanent``, ``player``, ``land``."""
    token: bool = False
    copy_of_card: bool = False
    copy_of_spell: bool = False
    phased_out: bool = False
    timestamp: int | None = None
    counter_limits: dict[str, Count] = Field(default_factory=dict)
    """"Can't have more than N counters of kind K" abilities, as ``{K: N}``."""
    final_chapter: Annotated[int, Field(ge=1, le=100)] | None = None
    trigger_pending: bool = False
    """Source of a triggered ability that has triggered but not yet left the stack."""
    battle_type: str | None = None
    protector: Name | None = None
    protector_unstated: bool = False
    """The description said nothing of its protector: 704.5x is asked about, never assumed."""
    attacked: bool = False
    """Attacking creatures are currently attacking this battle."""
    start_your_engines: bool = False
    space_sculptor: bool = False
    sector: str | None = None
    commander: bool = False
    entered_zone_since_check: bool = False
    """Put into its current zone since state-based actions were last checked (704.6d)."""
    moved_by_game: bool = False
    """Put into its zone by the checks, not said to be there: a graveyard the board never
    described is still unknown after a creature dies into it (Tarmogoyf counts at least it)."""
    face_up: bool = True
    flipped: bool = False
    """Its status (110.5): a flipped flip card has its alternative characteristics (710.2)."""
    flip_halves: tuple[FlipHalf, FlipHalf] | None = None
    """A flip card's normal and alternative halves as printed: what a copy of it takes, by the
    copy's own status (707.3's Example: a flipped Tomoya copying Nezumi Shortfang)."""
    ongoing: bool = False
    card: str | None = None
    """The printed card the judge's name was read as (its Oracle name), when cards are known."""
    printed_power: SignedCount | None = None
    printed_toughness: SignedCount | None = None
    """That card's printed power and toughness, beside the stated ones: a stated toughness equal to
    the printed one plus the counters probably already counts them (``engine/sba/hints.py``)."""
    mana_value: Annotated[int, Field(ge=0, le=1_000_000)] | None = None
    """Its mana value (202.3), read by effects such as Opalescence's; None when unknown."""
    mana_cost: Annotated[str, Field(max_length=200)] | None = None
    """Its mana cost as printed (``{1}{W}{W}``; empty for a land or a token with none, 202.1):
    what devotion counts (700.5); None when unknown."""
    statics: tuple[Annotated[str, Field(max_length=2_000)], ...] = Field(default=(), max_length=40)
    """Its Oracle text, one paragraph each, in English: the continuous effects its static
    abilities generate are applied before every check (``engine/effects``)."""
    chosen: Annotated[str, Field(min_length=1, max_length=100)] | None = None
    """What was chosen for it as it entered ("Painter's Servant naming blue": ``blue``; a
    creature type as printed, "Elf"): what its text's "the chosen color/type" means."""
    copying: Name | None = None
    """The id of the object it is a copy of (707.2: "Clone copying Grizzly Bears"): its copiable
    values are that object's, applied in layer 1 (613.2a)."""
    double_faced: Literal["transforming", "other"] | None = None
    """Its card is a double-faced card (712), read from the card data: ``transforming`` when a
    face's text transforms it (transform, daybound, disturb…), ``other`` for one whose faces
    don't (a modal double-faced card). A token copy of it is a double-faced token (707.8a)."""
    spell_choices: SpellChoices | None = None
    """For a spell on the stack, what was decided as it was cast; for an object copying a spell,
    the new targets chosen for the copy (707.10c)."""
    legend_rule_exempt: bool = False
    """An effect says the "legend rule" doesn't apply to it (Mirror Gallery, 704.5j)."""
    cant_be_destroyed: bool = False
    """An effect says it can't be destroyed: lethal damage and deathtouch destroy nothing."""
    designations: frozenset[Literal["monstrous", "renowned"]] = frozenset()
    """Designations the board says it has (701.37b monstrous, 702.112b renowned)."""
    paired_with: Name | None = None
    """The id of the creature soulbond paired it with (702.95; "paired with", both ways)."""
    protection_spares: frozenset[str] = frozenset()
    """``aura id|quality`` (``*`` for every Aura): protection an effect gave it that doesn't make
    that Aura fall off ("This effect doesn't remove Black Ward", 702.16 and 704.5m)."""
    rules_text_lost: bool = False
    """An effect took the abilities of its rules text (Blood Moon on a nonbasic land, 305.7;
    Humility): a Saga without chapter abilities is never sacrificed for its lore (714.4)."""

    @field_validator("card_types", "supertypes", "subtypes", "colors", "keywords", mode="before")
    @classmethod
    def _lowercase_types(cls, value: object) -> object:
        if isinstance(value, list | tuple | set | frozenset):
            return frozenset(str(v).strip().lower() for v in value)
        return value

    @field_validator("counters", "counter_limits", mode="after")
    @classmethod
    def _normalise_counter_kinds(cls, value: dict[str, int]) -> dict[str, int]:
        """Counter kinds are case-insensitive; a stated 0 is kept (loyalty 0 is not "unknown")."""
        return {kind.strip().lower(): n for kind, n in value.items()}

    @field_validator("battle_type", "enchant", "sector", mode="after")
    @classmethod
    def _lowercase_words(cls, value: str | None) -> str | None:
        return value.strip().lower() if value else value

    @model_validator(mode="after")
    def _controller_defaults_to_owner(self) -> GameObject:
        if self.controller is None:
            object.__setattr__(self, "controller", self.owner)
        return self

    @property
    def shown_name(self) -> str:
        """Its name with the label that tells copies apart ("Grizzly Bears #2"); a JSON state's
        bare id ("c1") is not shown."""
        return self.id if self.id.startswith(self.name) else self.name

    # -- derived characteristics -------------------------------------------------------------

    def has_type(self, card_type: str) -> bool:
        return card_type in self.card_types

    def has_subtype(self, subtype: str) -> bool:
        return subtype in self.subtypes

    def counter(self, kind: str) -> int:
        return self.counters.get(kind, 0)

    @property
    def effective_toughness(self) -> int:
        """Printed toughness plus power/toughness counters (+1/+1, -0/-1, …) plus stated modifiers."""
        tied = sum(m.toughness for m in self.modifiers) if self.modifiers else 0
        return (self.toughness or 0) + self.toughness_modifier + tied + self.pt_from_counters()[1]

    @property
    def effective_power(self) -> int:
        tied = sum(m.power for m in self.modifiers) if self.modifiers else 0
        return (self.power or 0) + self.power_modifier + tied + self.pt_from_counters()[0]

    def pt_from_counters(self) -> tuple[int, int]:
        """What its counters add to power and toughness (read for every creature on each check)."""
        counters = self.counters
        if not counters:
            return _NO_CHANGE
        power = toughness = 0
        for kind, n in counters.items():
            change = pt_counter(kind)
            if change is not None:
                power += change[0] * n
                toughness += change[1] * n
        return power, toughness

    @property
    def effective_loyalty(self) -> int | None:
        """``None`` when the judge stated neither loyalty nor loyalty counters: unknown, not 0."""
        if self.loyalty is not None:
            return self.loyalty
        return self.counters.get(LOYALTY)

    @property
    def effective_defense(self) -> int | None:
        if self.defense is not None:
            return self.defense
        return self.counters.get(DEFENSE)

    @property
    def knows_toughness(self) -> bool:
        """Without a stated toughness the engine can't apply 704.5f-h: it never guesses 0."""
        return self.toughness is not None

    @property
    def is_permanent_in_play(self) -> bool:
        """On the battlefield and phased in: a phased-out permanent is treated as though it doesn't exist."""
        return self.zone is Zone.BATTLEFIELD and not self.phased_out


class StatedEffect(Frozen):
    """An effect the judge states, from a resolved spell or ability (611.2): what it does, in
    Oracle words ("gets +4/+4", "loses flying", "is white", "becomes 0/1", "switch its power
    and toughness"), to which objects. The objects are fixed when it began (611.2c), and it
    lasts whatever happens to its source."""

    source: Name
    text: Annotated[str, Field(min_length=1, max_length=500)]
    objects: tuple[Name, ...] = Field(min_length=1, max_length=1_000)
    timestamp: int | None = None
    """613.7b: when it was created; without one it is newer than every object described."""
    controller: Name | None = None
    """For a control-changing effect (layer 2): who controls its objects."""


class Choices(Frozen):
    """Choices players have already made, so the engine never makes them silently."""

    legend_keep: dict[str, Name] = Field(default_factory=dict)
    """Legend rule: legendary name (any case) → id of the permanent its controller keeps."""
    protector: dict[str, Name] = Field(default_factory=dict)
    """Battle id → player chosen as its protector."""
    commander_to_command_zone: dict[str, bool] = Field(default_factory=dict)
    """Commander id → whether its owner moves it to the command zone (704.6d)."""
    sector: dict[str, str] = Field(default_factory=dict)
    """Creature id → sector designation (alpha, beta, gamma)."""


class GameState(Frozen):
    variant: Variant = Variant.NORMAL
    players: tuple[Player, ...] = Field(default=(), max_length=MAX_PLAYERS)
    teams: tuple[Team, ...] = ()
    objects: tuple[GameObject, ...] = Field(default=(), max_length=MAX_OBJECTS)
    choices: Choices = Field(default_factory=Choices)
    planar_controller: Name | None = None
    active_player: Name | None = None
    """Whose turn it is, when the judge says so: triggered abilities are listed in APNAP order
    (603.3b); unsaid, each player orders their own and the reply says who goes first."""
    effects: tuple[StatedEffect, ...] = Field(default=(), max_length=1_000)
    """Effects of resolved spells and abilities the judge states, beside named cards' statics."""
    stated_values: Literal["printed", "current"] | None = None
    """What stated sizes mean when named cards' effects apply: ``current`` (the judge already
    applied them: Juez applies none to characteristics), ``printed`` (before effects: Juez
    applies them), or None (a size equal to the printed one is printed; another is tried both
    ways and asked about when the answers differ)."""

    @model_validator(mode="after")
    def _references_exist(self) -> GameState:
        """Every name an object or choice refers to must be described, or the check would guess."""
        names = [p.name for p in self.players]
        _reject_duplicates("players", names)
        ids = [o.id for o in self.objects]
        _reject_duplicates("objects", ids)
        player_set, id_set = set(names), set(ids)
        for obj in self.objects:
            for field in ("owner", "controller"):
                value = getattr(obj, field)
                if value not in player_set:
                    raise ValueError(f"object {obj.id!r}: {field} {value!r} is not a described player")
            if obj.protector is not None and obj.protector not in player_set:
                raise ValueError(f"object {obj.id!r}: protector {obj.protector!r} is not a described player")
            if obj.copying is not None and (obj.copying not in id_set or obj.copying == obj.id):
                raise ValueError(f"object {obj.id!r}: copying {obj.copying!r} is not another described object")
            ref = obj.attached_to
            if isinstance(ref, ObjectRef) and ref.id not in id_set:
                raise ValueError(f"object {obj.id!r}: attached_to {ref.id!r} is not a described object")
            if isinstance(ref, PlayerRef) and ref.name not in player_set:
                raise ValueError(f"object {obj.id!r}: attached_to player {ref.name!r} is not described")
        _reject_duplicates("teams", [t.name for t in self.teams])
        for n, effect in enumerate(self.effects):
            for target in effect.objects:
                if target not in id_set:
                    raise ValueError(f"effects[{n}]: object {target!r} is not a described object")
            if effect.controller is not None and effect.controller not in player_set:
                raise ValueError(f"effects[{n}]: controller {effect.controller!r} is not a described player")
        if self.active_player is not None and self.active_player not in player_set:
            raise ValueError(f"active_player {self.active_player!r} is not a described player")
        for battle, chosen in self.choices.protector.items():
            if chosen not in player_set:
                raise ValueError(f"choices.protector[{battle!r}]: {chosen!r} is not a described player")
        for field in ("legend_keep",):
            for key, chosen in getattr(self.choices, field).items():
                if chosen not in id_set:
                    raise ValueError(f"choices.{field}[{key!r}]: {chosen!r} is not a described object")
        if self.variant is Variant.TWO_HEADED_GIANT:
            _check_two_headed_giant(self)
        return self

    def player(self, name: str) -> Player | None:
        return next((p for p in self.players if p.name == name), None)

    def team_poison(self, name: str) -> int:
        """Poison is shared by the team (810.10): the team's own counters plus each member's."""
        return self.team_totals(name).poison + sum(p.poison for p in self.players if p.team == name)

    def team_totals(self, name: str) -> Team:
        """A team's shared totals; a team named only on its players starts from the defaults.

        In Two-Headed Giant a player's life total *is* their team's (810.9a), so a life stated
        on a member counts as the team's when the team's own clause doesn't state one (the
        validator has already refused members that disagree).
        """
        team = next((t for t in self.teams if t.name == name), None) or Team(name=name)
        if "life" not in team.model_fields_set:
            stated = next((p.life for p in self.players if p.team == name and "life" in p.model_fields_set), None)
            if stated is not None:
                return Team(name=name, life=stated, poison=team.poison)
        return team


def _check_two_headed_giant(state: GameState) -> None:
    """Refuse a Two-Headed Giant board the SBA check would otherwise read silently wrong.

    Life and poison belong to teams there (810.9, 810.10): a player outside every team would
    have them ignored, a team with no players can't lose, and two lives stated for one team
    contradict each other.
    """
    for p in state.players:
        if p.team is None and {"life", "poison"} & p.model_fields_set:
            raise ValueError(
                f"player {p.name!r}: in Two-Headed Giant every player with a life or poison total is on a team"
            )
    members = {p.team for p in state.players if p.team is not None}
    for team in state.teams:
        if team.name not in members:
            raise ValueError(f"team {team.name!r}: no player is on it; name its players (team: {team.name!r})")
    for name in sorted(members):
        own = next((t for t in state.teams if t.name == name), None)
        lives = {p.life for p in state.players if p.team == name and "life" in p.model_fields_set}
        if own is not None and "life" in own.model_fields_set:
            lives.add(own.life)
        if len(lives) > 1:
            raise ValueError(f"team {name!r}: one shared life total (810.9), but {sorted(lives)} are stated")


def _reject_duplicates(what: str, values: list[str]) -> None:
    seen: set[str] = set()
    for value in values:
        if value in seen:
            raise ValueError(f"{what}: {value!r} is described twice; give each a distinct id")
        seen.add(value)


_M = TypeVar("_M", bound=BaseModel)
_new = object.__new__
_set = object.__setattr__

#: What a pydantic model instance holds (pydantic 2's ``BaseModel.__slots__``); ``rebuild``
#: writes each one, and a test fails if a pydantic upgrade changes the list.
INSTANCE_SLOTS = ("__dict__", "__pydantic_fields_set__", "__pydantic_extra__", "__pydantic_private__")


def rebuild(model: _M, values: dict[str, object]) -> _M:
    """A model of ``model``'s class holding ``values`` (every field, already typed), unvalidated.

    The one place the engine writes a model's instance layout itself; everywhere else it uses
    ``model_copy``. It exists for the single hottest copy, a card becoming a new object when it
    changes zones (400.7), where ``model_copy(update=...)`` costs 2.5 µs against 1.1 µs here
    (it copies the dict, the fields set and the extras, then updates both with 20 keys): +12%
    on a 1,000-object check (bench/sba_scale.py; BENCHMARKS.md). Slotted dataclasses were
    measured too and are slower still (``dataclasses.replace`` 9.4 µs). ``model_fields_set`` is
    kept from ``model``: the new values are the engine's, not the judge's.
    """
    new = _new(model.__class__)
    _set(new, "__dict__", values)
    _set(new, "__pydantic_fields_set__", model.__pydantic_fields_set__)
    _set(new, "__pydantic_extra__", None)
    _set(new, "__pydantic_private__", None)
    return new
