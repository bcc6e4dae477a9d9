"""What the phrasing rows found: the objects and players a text speaks of, what it says of them,
and the events it tells, in order. Rendered as a line of the board language, which the board
reader (engine/board) reads and the state-based-action checker checks: the reading a judge is
shown is exactly what was checked.

Events change the state by a rule the reply can cite: combat damage (510.1: each creature deals
damage equal to its power; 702.2 deathtouch, 702.90 infect and 702.80 wither as the source has
them) and damage from a spell (its Oracle text's "deals N damage"). Combat damage needs the
power as the board computes it (anthems, counters): the state before the events is checked first
and its characteristics read back (``Sizes``).
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from engine.cards.tokens import predefined_token
from engine.reading.natural.sweepers import EVERY, Group, group_words
from engine.sba.explain import QUALITY_EN, QUALITY_ES

SELF = "you"
OPPONENT = "opponent"
SELF_ES = "tú"
OPPONENT_ES = "oponente"
TEAMMATE = "teammate"
TEAMMATE_ES = '"compañero"'  # quoted: "compañero" alone is the keyword partner's Spanish name


@dataclass(slots=True)
class Thing:
    """An object the text speaks of."""

    card: str
    """Its card's Oracle name (or the name as typed for a token)."""
    player: str | None = None
    damage: int = 0
    damage_from: list[tuple[str, int]] = field(default_factory=list)
    marked_by: list[tuple[int, int]] = field(default_factory=list)
    """Damage told as marked, with the object that dealt it ("1 damage on it from his blocking
    Deadly Recluse"): counted in ``damage`` while the text is read, then moved to
    ``damage_from`` by ``sources_named`` (the source's label is known only then)."""
    counters: dict[str, int] = field(default_factory=dict)
    pt: tuple[int, int] | None = None
    token: bool = False
    attached_to: int | None = None
    unattached: bool = False
    gets: list[tuple[int, int]] = field(default_factory=list)
    commander: bool = False
    chapter: str | None = None
    """Where its own triggered ability is: a Saga's last chapter, or a Siege's 310.11b trigger —
    "trigger pending", "trigger resolved" or "trigger countered" (a Saga's: each a reading when
    unsaid)."""
    size_now: tuple[int, int] | None = None
    size_before_mass: tuple[int, int] | None = None
    """A size said after a spell changed every creature ("I cast Drown in Sorrow. … so Goyf is
    4/5"): it may be the size before the spell (``size_now``) or after it (this one, the spell's
    change taken off); either checks."""
    toughness_now: int | None = None
    """A toughness said on its own ("Wall takes 2, toughness 4"): checked like a size."""
    keywords_now: set[str] = field(default_factory=set)
    regen_shields: int = 0
    copying: int | None = None
    """The object it copies (707.2), told: the board reader copies its printed values."""
    no_counters: bool = False
    """ "with no counters", "sin contadores": said (a 0/0 that enters with counters is then 0/0)."""
    protections: list[str] = field(default_factory=list)
    """Qualities it gained protection from (English words: "white", "artifacts")."""
    """Keywords the text says it has now: checked against the board's, never imposed."""
    """A size the text says it has now: checked against the board's, never imposed."""
    loyalty: int | None = None
    """A planeswalker's loyalty, or a battle's defense (both counters damage removes, 120.3c/h)."""
    defense: bool = False
    """Its ``loyalty`` is a battle's defense (310.4): worded "defense N"."""
    protector: str | None = None
    arrived: bool = False
    """Told entering the battlefield (cast, resolved, put onto something), not described as
    there: after a lasting spell told before it, its timestamp is the later one."""
    """A battle's protector, told (310.8)."""
    colors: list[str] = field(default_factory=list)
    """A token's colors as told ("una ficha de Espíritu 1/1 blanca"), in English."""
    token_keywords: list[str] = field(default_factory=list)
    """A token's keyword abilities as told ("con vuelo"): a token has what its maker says."""
    zone: str | None = None
    label: int = 0
    entered_at: int | None = None
    """How many events were told before it was told entering ("… el báloth murió. Después mi
    rival lanzó Esfera del Caos"): a death told before it is past, not the check's."""
    timestamp: int | None = None
    """Its place among the world permanents told (704.5k), where the text orders them all."""
    controller: str | None = None
    """Who controls it now when that isn't its owner (``player``): a control change told (613.1b)."""
    types: list[str] = field(default_factory=list)
    trigger_unsaid: int | None = None
    """Told entering (its card has an enters trigger, 603.6a) with nothing after it in that
    sentence telling what the trigger did: the sentence's place (``sentence_events``)."""
    ordered_only: bool = False
    """Named first as what another came after ("Blood Moon came down after Urborg"), before
    the text tells it: the next time it is named in full, it is this one, not a second copy."""
    chosen: str | None = None
    """What was chosen for it as it entered ("Painter's Servant naming blue", "Conspiracy que
    nombra Elfo"): a color (in English), a creature type or a card's name, as told."""
    kept: bool = False
    """The one of two legendary copies its controller keeps, as told ("I keep the new one":
    704.5j's choice made)."""
    """The card types of a card named only by its type ("a land and an instant in the
    graveyards"), in English: its board words ("land card" land in graveyard)."""


@dataclass(slots=True)
class Person:
    life: int | None = None
    poison: int | None = None
    library: int | None = None
    """Cards left in the library, when the text says."""
    drew_empty: bool = False
    graveyard_empty: bool = False
    """The text says this player's graveyard holds nothing but the cards it lists."""
    life_after: bool = False
    """The life was said after the damage told to this player ("He takes 3 …, goes to -1"): it
    is the life the events left, not the one they start from."""
    poison_after: bool = False
    """The poison count was said after infect damage told to this player ("… unblocked. I'm at
    9 poison now"): the count the events left, never added to again."""
    life_after_sure: bool = False
    """The words say the life is after the damage ("still", "goes to", "ahora"); otherwise a
    life said after damage is also read as the life before it."""
    commander_damage: dict[str, int] = field(default_factory=dict)
    """Combat damage dealt by each commander (903.10a), by the commander's reference."""
    commander_damage_said: dict[int, int] = field(default_factory=dict)
    """The same as the text states it ("llevo 20 de daño de comandante de Edgar"), by the
    commander's index (its reference is known once copies are labelled)."""
    left: bool = False
    """Told leaving the game ("Nico se rindió y se fue de la partida"): in a multiplayer game
    the others play on without this player or what they owned and controlled (800.4a)."""


@dataclass(frozen=True, slots=True)
class Combat:
    """``attacker`` dealt damage to ``blocker`` and the blocker to the attacker (510.1)."""

    attacker: int
    blocker: int
    one_way: bool = False
    """The blocker's damage was told ("blocks … and takes 3"): only the attacker's is computed."""
    sides_known: bool = True
    """Which one attacked was told ("trade" doesn't say): whether the block is checked legal."""


@dataclass(frozen=True, slots=True)
class Fight:
    """``first`` and ``second`` fought: each dealt the other damage equal to its power (701.14a),
    none of it combat damage (701.14d). ``one_way``: only ``first`` dealt its power to
    ``second`` ("Rabid Bite": a creature deals damage equal to its power, 120.3)."""

    first: int
    second: int
    one_way: bool = False


@dataclass(frozen=True, slots=True)
class SpellDamage:
    """A spell dealt ``amount`` to a thing (``target``) or a player (``player``)."""

    spell: str
    amount: int
    target: int | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class DamageSaid:
    """A damage total told of a thing after events that dealt it damage ("… the Bears died and
    my Courser has 2 damage"): what those events left, checked, never marked again."""

    target: int
    amount: int


@dataclass(frozen=True, slots=True)
class CountersSaid:
    """Counters told of a thing after events that dealt it damage ("Glistener Elf attacks, the
    Bears block. Now the Bears have a -1/-1 counter"): what infect or wither left (120.3d),
    checked, never put again."""

    target: int
    kind: str
    count: int


@dataclass(frozen=True, slots=True)
class LoyaltySaid:
    """A loyalty told of a planeswalker after events that dealt it damage ("Opp Bolts Jace.
    Jace has 2 loyalty now"): what the damage left (120.3c), checked, never a new start."""

    target: int
    loyalty: int


@dataclass(frozen=True, slots=True)
class LifeLost:
    """A player lost life to a spell's words ("… and you lose 2 life"): life lost, not damage
    (119.3); a negative amount is life gained ("and you gain 3 life")."""

    player: str
    amount: int
    spell: str
    paid: bool = False
    """Paid as a cost to cast the spell (Toxic Deluge's X life, 118.3, 119.4), not its effect."""
    damage: bool = False
    """Damage dealt to the player by a source the words don't name ("He hit me for 5", "I took
    5"): life lost (120.3a), taking for granted the source had no infect (120.3b) or lifelink."""


@dataclass(frozen=True, slots=True)
class Proliferate:
    """``player`` proliferated, choosing ``things`` and ``players`` (701.34a): each gets one more
    counter of each kind it already has (a planeswalker's loyalty, a battle's defense, a
    player's poison)."""

    player: str
    things: tuple[int, ...] = ()
    players: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class MassCounters:
    """A spell put ``count`` counters of ``kind`` on each creature as it resolved (Black Sun's
    Zenith with X=2: two -1/-1 counters on each)."""

    spell: str
    count: int
    kind: str


@dataclass(frozen=True, slots=True)
class MassDamage:
    """A spell dealt ``amount`` to each of what ``who`` names ("players", "opponents" of its
    caster, "creatures", or "creatures_players"), as it resolved (the creatures then on the
    battlefield, 608.2h)."""

    spell: str
    amount: int
    who: str
    caster: str
    group: Group = EVERY
    """Which creatures, beyond whose ("each non-Pirate creature", "without flying")."""


@dataclass(frozen=True, slots=True)
class Unblocked:
    """An attacker no one blocked, attacking a player or a planeswalker."""

    attacker: int
    target: int | None = None
    player: str | None = None


@dataclass(frozen=True, slots=True)
class Removal:
    """A spell destroyed, exiled or returned a permanent to its owner's hand (701.8, 701.13,
    400.7); an indestructible one isn't destroyed (702.12b)."""

    spell: str
    kind: str
    target: int
    riders: tuple[tuple[str, int], ...] = ()
    """What the spell does after removing it (``spells.spell_riders``): its controller's life."""


@dataclass(frozen=True, slots=True)
class MassRemoval:
    """A spell destroyed, exiled or returned to hand every permanent of ``types`` ("permanent"
    for any; without lands when ``nonland``) as it resolved (608.2h: those then on the
    battlefield); ``riders``: "they can't be regenerated"."""

    spell: str
    kind: str
    types: frozenset[str]
    nonland: bool = False
    riders: tuple[tuple[str, int], ...] = ()
    told_after: int = 0
    """How many objects the text had told when it resolved: one told entering after it wasn't
    there (``Thing.arrived``)."""


@dataclass(frozen=True, slots=True)
class MassMod:
    """A spell gave every creature (``whose``: "all", "yours" or "theirs", from its caster's
    side) ``mod`` until end of turn (611.2c: the creatures it affects are fixed as it resolves)."""

    spell: str
    mod: tuple[int, int]
    whose: str
    caster: str
    group: Group = EVERY
    """Which creatures, beyond whose ("nonwhite creatures")."""


@dataclass(frozen=True, slots=True)
class Pump:
    """A spell gave one creature ``mod`` until end of turn (Giant Growth)."""

    spell: str
    mod: tuple[int, int]
    target: int
    after_damage: bool = False
    """Resolved after the combat damage of a block its creature was in: a reading of a pump told
    after a block with no word of when (the other reading moves it before the damage)."""


@dataclass(frozen=True, slots=True)
class Lasting:
    """A resolved spell's continuous effect on one object (611.2a: "Turn to Frog on it", "About
    Face on the Turtle"), read from the card's text by the board reader in its place in the
    timestamps (613.7b), never by this reader."""

    spell: str
    target: int
    told_after: int = 0
    """How many objects the text had told when it resolved: an object told entering after it
    (cast, put on, "then … enters") has a later timestamp (613.7a/e)."""


@dataclass(frozen=True, slots=True)
class Draw:
    """A player draws ``count`` cards: more than the library holds is a draw from an empty
    library (704.5b); with the library's size unsaid, the event can't be read."""

    player: str
    count: int
    failed: bool = False
    """Told as a draw that couldn't happen ("couldn't draw the third", "no pudo robar"): the
    library ran out during it (121.4), so it held fewer than ``count`` cards."""
    spell: str | None = None
    """The spell or ability whose text drew (Brainstorm): a draw told after it restates it."""


@dataclass(frozen=True, slots=True)
class PutBack:
    """A player puts ``count`` cards from their hand on top of their library (Brainstorm's last
    instruction, Jace's 0): the library grows, and a draw already tried from an empty library
    still counts (704.5b looks at the attempt since the last check, not at the library now)."""

    player: str
    count: int


@dataclass(frozen=True, slots=True)
class Loyalty:
    """A loyalty ability activated: its cost changes the planeswalker's loyalty (606.4)."""

    target: int
    change: int


@dataclass(frozen=True, slots=True)
class Hit:
    """A permanent dealt ``amount`` damage as told ("Walking Ballista pinged the Giant twice",
    "el Agente de ruina le pega 1 a Ana"): what the damage does comes from the source's
    abilities as the board computes them (deathtouch, infect, wither, lifelink; 120.3)."""

    source: int
    amount: int
    target: int | None = None
    player: str | None = None
    combat: bool | None = False
    """Told as combat damage: a commander's counts toward its commander damage (903.10a).
    ``None``: damage to a player the words don't place in or out of combat ("Atraxa dealt me
    7"); a commander's is read both ways and asked where they part."""
    restates: bool = False
    """The damage of a combat already told, said again: checked against the source's power,
    never dealt a second time."""
    cost: tuple[int, bool, int] = (0, False, 0)
    """What activating its ability cost that the checks read (601.2h, 602.2b): +1/+1 counters
    removed from the source, the source sacrificed, its loyalty changed (606.4)."""


@dataclass(frozen=True, slots=True)
class Protect:
    """A permanent gained protection from a quality until end of turn (702.16), from a spell or
    an ability whose text gives it ("gains protection from the color of your choice")."""

    target: int
    quality: str
    """In English: "white", "artifacts", "everything"."""


@dataclass(frozen=True, slots=True)
class Control:
    """A player gained control of a permanent (613.1b, layer 2), from a spell's text ("Gain
    control of target creature until end of turn") or as told ("stole", "le robé")."""

    target: int
    player: str
    spell: str = ""
    until_end_of_turn: bool = False


@dataclass(frozen=True, slots=True)
class Countered:
    """A triggered ability of ``target`` countered as told ("he Stifles the trigger", "me lo
    contrarresta con Reprimir"): it leaves the stack (701.6a), so the Siege or Saga waiting on it
    (704.5v, 714.4) no longer waits. Told of a permanent with no ability waiting, it is asked."""

    target: int
    spell: str = ""


@dataclass(frozen=True, slots=True)
class Noted:
    """A change the reading made as it read, so later words see it (counters put, an Aura or
    Equipment attached): nothing is left to perform; it is shown with the facts it left on
    ``target`` (``facts``: ``WORDS`` keys, "counters", "attached")."""

    key: str
    values: tuple[tuple[str, str], ...]
    rule_id: str
    """The ``EVENT_RULES`` id of its rule ("counters", "attach")."""
    target: int
    facts: tuple[str, ...]
    host: int | None = None
    """What it was attached to (its name is given to the message as ``host``)."""


Event = (
    Combat
    | Fight
    | SpellDamage
    | DamageSaid
    | CountersSaid
    | LoyaltySaid
    | LifeLost
    | MassCounters
    | Proliferate
    | MassDamage
    | Unblocked
    | Removal
    | MassRemoval
    | MassMod
    | Pump
    | Lasting
    | Draw
    | PutBack
    | Loyalty
    | Hit
    | Protect
    | Control
    | Countered
    | Noted
)


@dataclass(frozen=True, slots=True)
class Told:
    """What the reader took from one event, for the reply to show before its answer: the
    catalog's message (``sba.event.<key>``) with its values, the rule that makes the change and
    the change itself in the reading's board words ("Tarmogoyf": 3 damage)."""

    key: str
    values: tuple[tuple[str, str], ...]
    rule: str
    result: str


@dataclass(slots=True)
class Team:
    """A Two-Headed Giant team: its players and its shared totals (810.9, 810.10)."""

    members: list[str] = field(default_factory=list)
    life: int | None = None
    poison: int | None = None


@dataclass(slots=True)
class Story:
    things: list[Thing] = field(default_factory=list)
    people: dict[str, Person] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    spanish: bool = False
    variant: str | None = None
    sequence_at: tuple[tuple[int, str], ...] = ()
    """Where the words telling an order stand (word positions): they order the effects told
    on either side of them, not the whole text ("I control Humility and Opalescence, then my
    opponent Shocks Humility" says nothing of which came first)."""
    said_at: dict[str, list[int]] = field(default_factory=dict)
    """Where each card is named (word positions, in order)."""
    sequenced: bool = False
    """The text tells the order things happened in ("first", "then", "luego"): the order told
    is their timestamps' order (613.7), not one reading among several."""
    multiplayer: bool = False
    table: int | None = None
    """How many play, said ("Commander a 4"): the players the text doesn't name are still there
    (a battle's new protector is chosen among them, 310.8, 704.5w)."""
    closed: bool = False
    """The text said nothing else is there ("no creatures anywhere", "no tiene criaturas"): the
    board told is all of it, so a card counting the board is counted from it."""
    """More than two players: nobody's side is inferred from being the other player."""
    order: list[int] | None = None
    """The order clauses are written in (timestamp order, 613.7); None: as told."""
    times_told: bool = False
    """The text dates something ("two turns ago", "hace dos turnos", "already"): what it tells
    entering last may not have entered last."""
    later_than: list[tuple[int, int]] = field(default_factory=list)
    """(later, earlier): two things whose order the text tells of them ("Blood Moon came down
    after Urborg"): only the timestamp orders that keep each pair are readings."""
    ends_of_order: list[tuple[int, bool]] = field(default_factory=list)
    """(thing, first): a thing told as the first ("Humility came down first") or the last
    ("Opalescence came last") of the permanents to enter: its timestamp is before (after) every
    other effect source's, whenever those are told."""
    teams: dict[str, Team] = field(default_factory=dict)
    """Two-Headed Giant teams told, by name ("A", "1") or side ("self", "other")."""
    existential: frozenset[str] = frozenset()
    """Cards told only as there ("there's a Glorious Anthem", "hay un Himno"): with nothing said
    of whose, the other player's is a reading too."""
    all_graveyards: bool = False
    """Cards were told "in the graveyards" as one ("the graveyards have a Forest and a Bolt"):
    every graveyard is what the text lists, not only the writer's."""
    sieges: frozenset[str] = frozenset()
    """The cards told that are Sieges: removing the last defense counter from one triggers its
    intrinsic ability (310.11b), which 704.5v waits for."""

    def team(self, name: str, members: list[str] | None = None) -> Team:
        team = self.teams.setdefault(name, Team())
        for member in members or ():
            if member not in team.members:
                team.members.append(member)
        return team

    def team_of(self, player: str) -> Team | None:
        """The team a player is on, as told (the writer's own side when they are on none)."""
        for name, team in self.teams.items():
            if player in team.members or (name == "self" and player == SELF and not team.members):
                return team
        return None

    told: list[Told] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """What the reading took as told although the rules say otherwise (a catalog key, a tab,
    the card): said with the answer, so it is seen before the answer is trusted."""
    """Each event as rendered: what was taken from it (filled by ``render``)."""
    cleanup: bool = False
    lasting: list[tuple[str, int, int]] = field(default_factory=list)
    """The spells told resolving on one object with a lasting effect, in the order told."""
    """The text says the turn's cleanup step has come, after everything it told: damage is
    removed and effects "until end of turn" end (514.2) before the checks (514.3a)."""

    def person(self, name: str) -> Person:
        return self.people.setdefault(name, Person())

    def other_player(self, name: str | None) -> str | None:
        """The player facing ``name`` at a two-player table: the one other player the story
        names ("Carlos is on 9 poison. My Glistener Elf connects": Carlos), else the opponent
        of the judge (or the judge); None at a bigger table or when more than one could be."""
        if self.multiplayer or name is None:
            return None
        named = {*self.people, *(t.player for t in self.things if t.player)} - {None, "someone", name}
        if len(named) == 1:
            return next(iter(named))
        if named:
            return None
        return {SELF: OPPONENT, OPPONENT: SELF}.get(name)

    def add(self, card: str, player: str | None) -> int:
        self.things.append(Thing(card, player))
        return len(self.things) - 1


#: Power and the damage-relevant keywords of each thing, as the board computes them before the
#: events: index → (power, keywords). Given by the caller (it checks the state before events).
Sizes = Callable[[str], dict[int, tuple[int | None, frozenset[str]]]]
#: The same, with toughness: index → (power, toughness, keywords).
Size = tuple[int | None, frozenset[str]]


def render(story: Story, sizes: Sizes | None = None, resize: Sizes | None = None) -> str:
    """The board-language line of the story: the state before the events, then each event's
    change applied (combat damage from the computed power)."""
    if sizes is not None and (story.events or any(t.size_now or t.keywords_now for t in story.things)):
        computed = sizes(_line(story)) if story.things else {}  # players only: nothing to size
        story.told = []
        divided: set[int] = set()
        for at, event in enumerate(story.events):
            parts = isinstance(event, Hit) and not event.restates and event.source not in divided
            if parts and isinstance(event, Hit) and _divided_rest(story, at, event, computed):
                divided.add(event.source)  # its parts checked once, at the first told
            before = _snapshot(story)
            defenses = {i: t.loyalty for i, t in enumerate(story.things) if t.card in story.sieges}
            stopped = _perform(story, at, computed)
            for index, had in defenses.items():  # its last defense counter removed: 310.11b triggers
                if had and story.things[index].loyalty == 0 and story.things[index].zone is None:
                    story.things[index].chapter = "trigger pending"
            story.told.append(_told(story, event, computed, before, stopped))
            if isinstance(event, _CHANGES_SIZES):
                # "I Giant Growth my Bears, then attack": the damage after it is the power it left
                computed = (resize or sizes)(_line(story)) if story.things else {}
    if story.cleanup:
        _cleanup(story)
    return _line(story)


#: Events after which the board's sizes and keywords are computed again (a pump, a lord or an
#: anthem leaving, counters, a control change): what later events deal comes from them.
_CHANGES_SIZES = (Pump, Lasting, MassMod, MassCounters, Proliferate, Removal, MassRemoval, Control, Noted, CountersSaid)


def _divided_rest(story: Story, at: int, first: Hit, computed: dict[int, Size]) -> bool:
    """An attacker blocked by several, its damage told part by part from ``at`` ("he puts 2 on
    the Bears"): all of it is assigned (510.1c), so with one blocker left untold the rest is that
    one's (inserted after the parts told); parts that don't add up to its power, with more than
    one blocker left or a trampler's rest (702.19c), are asked. False: not such a division."""
    attacker = first.source
    blockers = [e.blocker for e in story.events if isinstance(e, Combat) and e.attacker == attacker and e.one_way]
    if not blockers:
        return False
    parts = [
        (n, e)
        for n, e in enumerate(story.events)
        if n >= at and isinstance(e, Hit) and e.source == attacker and not e.restates
    ]
    power, keywords = computed.get(attacker, (None, frozenset()))
    if power is None:
        return True  # its power unknown: the parts told stand (the board asks for its size)
    given = sum(e.amount for _, e in parts)
    if given == power:
        return True
    untold = [b for b in blockers if not any(e.target == b for _, e in parts)]
    if given > power or len(untold) != 1 or "trample" in keywords:
        raise Unreadable(story.things[attacker].card, "blockers")
    story.events.insert(parts[-1][0] + 1, Hit(attacker, power - given, target=untold[0]))
    return True


def _lethal_after_events(story: Story, event: Pump, before: list[Event], computed: dict[int, Size]) -> bool:
    """Whether events told before the pump dealt its creature damage its toughness already
    meets: the state-based actions between them would have destroyed it (704.3). Damage said as
    the state ("con 5 de daño, pero le tiré un Crecimiento gigante") is no such event."""
    target = event.target
    dealt = any(
        (isinstance(e, Combat) and target in (e.attacker, e.blocker))
        or (isinstance(e, Hit | SpellDamage | DamageSaid) and e.target == target)
        for e in before
    )
    if not dealt:
        return False
    thing = story.things[target]
    marked = thing.damage + sum(n for _, n in thing.damage_from)
    toughness = _toughness(computed.get(target, (None, frozenset()))[1])
    return marked > 0 and toughness is not None and marked >= toughness


def pump_timings(story: Story) -> list[Story] | None:
    """A pump told after a block its creature is in, with no word of when ("My Angel blocks his
    Giant, then I Giant Growth it"): the two stories it may tell, the pump resolved before the
    combat damage (the usual trick, 510.1) or after it (608.2b: with its creature dead by then,
    no target). None when no pump is told that way."""
    for at, event in enumerate(story.events):
        if not isinstance(event, Pump) or event.after_damage or not _pumped_in_combat(event, story.events[:at]):
            continue
        block = next(n for n, e in enumerate(story.events[:at]) if fights_in(e, event.target))
        first = copy.deepcopy(story)
        first.events = [*first.events[:block], event, *first.events[block:at], *first.events[at + 1 :]]
        after = copy.deepcopy(story)
        after.events[at] = dataclasses.replace(event, after_damage=True)
        return [first, after]
    return None


def fights_in(event: Event, creature: int) -> bool:
    """Whether ``event`` is combat damage ``creature`` deals or is dealt: a block it is in, or
    its attack no one blocked ("no bloqueó, y le tiré Crecimiento gigante": a pump after it may
    come before that damage)."""
    if isinstance(event, Combat):
        return creature in (event.attacker, event.blocker)
    return isinstance(event, Unblocked) and event.attacker == creature


def _pumped_in_combat(event: Pump, before: list[Event]) -> bool:
    """Whether a pump comes after a block its creature is in, with nothing told between that
    says the combat damage was dealt first (a death, a damage total said after it)."""
    for n, told in enumerate(before):
        if fights_in(told, event.target):
            after = before[n + 1 :]
            return not any(isinstance(e, DamageSaid | Removal) or (isinstance(e, Hit) and e.restates) for e in after)
    return False


def damage_told(story: Story) -> bool:
    """Whether damage to a permanent was told, marked or dealt by an event: what a turn's
    cleanup removes (514.2)."""
    return any(t.damage or t.damage_from for t in story.things) or any(
        isinstance(e, Combat | Hit | SpellDamage) and getattr(e, "target", None) is not None for e in story.events
    )


def lasting_told(story: Story) -> bool:
    """Whether an effect "until end of turn" was told (a pump, a mass -N/-N, protection, an
    animation, a control change that says so, or one told without its spell: "stole" doesn't say
    for how long): what the turn's cleanup step ends (514.2)."""
    return any(
        isinstance(e, Pump | MassMod | Protect)
        or (isinstance(e, Control) and (e.until_end_of_turn or not e.spell))
        or (isinstance(e, Noted) and e.key == "animated")
        for e in story.events
    )


def _cleanup(story: Story) -> None:
    """514.2: all damage is removed and effects "until end of turn" end (an animation told, a
    protection given: their Noted / Protect facts), said as one more thing that happened."""
    story.told = [t for t in story.told if t.key != "cleanup"]
    before = _snapshot(story)
    for thing in story.things:
        thing.damage, thing.damage_from, thing.protections = 0, [], []
    words = WORDS["es" if story.spanish else "en"]
    changes = []
    for who, (name, now) in _snapshot(story).items():
        gone = [w for w in before.get(who, (name, []))[1] if w not in now]
        if gone:
            changes.append(f"{name}: " + words["no longer"].format(words=", ".join(gone)))
    for target in dict.fromkeys(e.target for e in story.events if isinstance(e, Noted) and e.key == "animated"):
        if "creature" in story.things[target].types:  # a crewed Vehicle: an artifact again (702.122b)
            story.things[target].types.remove("creature")
        changes.append(f"{_name(story, target)}: " + words["no longer"].format(words=words["a creature"]))
    story.told.append(Told("cleanup", (), EVENT_RULES["cleanup"], "; ".join(changes) or words["unchanged"]))


def _perform(story: Story, at: int, computed: dict[int, tuple[int | None, frozenset[str]]]) -> str | None:
    """Apply the event at ``at``; a destruction that didn't happen says what stopped it."""
    event = story.events[at]
    if isinstance(event, Combat):
        if event.sides_known and _cant_block(computed, event.attacker, event.blocker):
            # 509.1b: a block the board's abilities don't allow, dealt as told and said above the answer
            story.notes.append(f"{ASSUMED_ILLEGAL_BLOCK}\t{story.things[event.blocker].card}")
        pairs: tuple[tuple[int, int], ...] = ((event.attacker, event.blocker), (event.blocker, event.attacker))
        if event.one_way:
            pairs = ((event.blocker, event.attacker),)
        if not event.one_way and "trample" in computed.get(event.attacker, (None, frozenset()))[1]:
            raise Unreadable(story.things[event.attacker].card, "trample")  # its division is a choice
        first = {i for i in (event.attacker, event.blocker) if computed.get(i, (None, frozenset()))[1] & _FIRST_STRIKES}
        if event.one_way and len(first) == 1:
            raise Unreadable(story.things[event.attacker].card, "open")  # its damage divided, told apart: asked
        strikers = [s for s, _ in pairs if s in first]
        if strikers and len(pairs) == 2 and len(strikers) == 1:
            return _first_strike_combat(story, strikers[0], pairs, computed)  # 510.4: two damage steps
        if any(computed.get(s, (None, frozenset()))[1] & {"double strike"} for s, _ in pairs):
            raise Unreadable(story.things[pairs[0][0]].card, "open")  # double strike both ways: asked
        prevented = None
        for source, target in pairs:
            power, keywords = computed.get(source, (None, frozenset()))
            if power is None:
                raise Unreadable(story.things[source].card)
            if not _combat_damage(story, computed, source, target, power, keywords):
                prevented = "protection"  # 702.16e: that damage is prevented
        return prevented
    elif isinstance(event, Fight):
        pairs = (
            ((event.first, event.second),)
            if event.one_way
            else ((event.first, event.second), (event.second, event.first))
        )
        prevented = None
        for source, target in pairs:
            power, keywords = computed.get(source, (None, frozenset()))
            if power is None or computed.get(target, (None, frozenset()))[0] is None:
                raise Unreadable(story.things[source if power is None else target].card)  # 701.14b: a creature?
            if not _combat_damage(story, computed, source, target, power, keywords):  # 702.16e all the same
                prevented = "protection"
        return prevented
    elif isinstance(event, SpellDamage):
        if event.target is not None:
            _damageable(story, event.target, computed)
            if _protections(story, computed, event.target):
                raise Unreadable(story.things[event.target].card, "open")  # the spell's colors: not read here
            _damage_by_spell(story, event.spell, event.target, event.amount)
        elif event.player is not None:
            _loses_life(story, event.player, event.amount)
    elif isinstance(event, MassDamage):
        _mass_damage(story, event, computed)
    elif isinstance(event, LifeLost):
        if event.damage:  # said above the answer: a source with infect would give poison instead
            story.notes.append(ASSUMED_UNNAMED_SOURCE)
        _loses_life(story, event.player, event.amount)
    elif isinstance(event, Proliferate):
        _proliferate(story, event)
    elif isinstance(event, MassCounters):
        for _, thing in _creatures_as_it_resolves(story, computed):
            thing.counters[event.kind] = thing.counters.get(event.kind, 0) + event.count
    elif isinstance(event, LoyaltySaid):
        if story.things[event.target].loyalty != event.loyalty:
            raise Unreadable(story.things[event.target].card, "open")  # not what the damage left
    elif isinstance(event, CountersSaid):
        if story.things[event.target].counters.get(event.kind, 0) != event.count:
            raise Unreadable(story.things[event.target].card, "open")  # not what the events left
    elif isinstance(event, DamageSaid):
        thing = story.things[event.target]
        if thing.damage + sum(amount for _, amount in thing.damage_from) != event.amount:
            raise Unreadable(thing.card, "open")  # not what the events told left: something unsaid
    elif isinstance(event, Draw):
        person = story.person(event.player)
        if event.failed:
            if person.library is not None and person.library >= event.count:
                raise Unreadable(event.player, "open")  # cards enough, told: the draw can't have failed
            person.drew_empty, person.library = True, 0
            return None
        if person.library is None:
            raise Unreadable(event.player, "life")
        if event.count > person.library:
            person.drew_empty = True
        person.library = max(person.library - event.count, 0)
    elif isinstance(event, PutBack):
        person = story.person(event.player)
        if person.library is not None:
            person.library += event.count
    elif isinstance(event, Loyalty):
        walker = story.things[event.target]
        if walker.loyalty is None:
            raise Unreadable(walker.card, "loyalty")
        walker.loyalty = max(walker.loyalty + event.change, 0)
    elif isinstance(event, Pump):
        before = story.events[:at]  # by position: a pump said twice is two equal events
        if event.after_damage and _lethal_after_events(story, event, before, computed):
            return None  # its creature died at the checks after the damage: the pump had no target
        if event.after_damage:
            story.things[event.target].gets.append(event.mod)
            return None
        if _pumped_in_combat(event, before) or _lethal_after_events(story, event, before, computed):
            # "I block with my Bears, then I Giant Growth them": before the combat damage (the
            # usual trick) or after it (when the Bears would already be dead)? Never assumed.
            # Told after damage its toughness already met, it had died before (704.5g, 704.3)
            raise Unreadable(story.things[event.target].card, "open")
        story.things[event.target].gets.append(event.mod)
    elif isinstance(event, Lasting):
        story.lasting.append((event.spell, event.target, event.told_after))
    elif isinstance(event, MassMod):
        for index, thing in _creatures_as_it_resolves(story, computed):
            mine = _controller(thing) == event.caster
            if (event.whose == "all" or (event.whose == "yours") == mine) and _in_group(
                event.group, thing, index, computed
            ):
                thing.gets.append(event.mod)
    elif isinstance(event, Removal):
        if event.kind in ("dies", "dies.elided") and not event.spell:
            later = _events_after(story, at) or any(
                t.entered_at is not None and t.entered_at > at for t in story.things
            )  # a permanent told entering after the death: the checks that made it came before
            if event.kind == "dies.elided" and not _dies_by_sba(story, computed, event.target):
                raise Unreadable(story.things[event.target].card, "open")  # "… y murió": only a death the SBAs make
            if not later and _dies_by_sba(story, computed, event.target):
                return "by_sba"  # "Opp Bolted my Bears and it died": the death is the SBA's, checked below
            # told before later events ("the Ogre died … Then they Incinerate my Angel"): past, gone
        if event.spell and _protections(story, computed, event.target):
            raise Unreadable(story.things[event.target].card, "open")  # could it be targeted (702.16b)? not guessed
        stopped = _remove(story, computed, event.target, event.kind, event.riders)
        if stopped is None:
            _riders(story, event, computed)
            _leaves(story, event.target, event.kind)
        return stopped
    elif isinstance(event, MassRemoval):
        return _mass_removal(story, event, computed)
    elif isinstance(event, Protect):
        story.things[event.target].protections.append(event.quality)
    elif isinstance(event, Control):
        thing = story.things[event.target]
        owner = thing.player or SELF
        thing.controller = None if event.player == owner else event.player
    elif isinstance(event, Countered):
        thing = story.things[event.target]
        if thing.chapter != "trigger pending":
            raise Unreadable(thing.card, "open")  # no ability of it waits on the stack: what was countered?
        thing.chapter = "trigger countered"
    elif isinstance(event, Hit) and event.restates:
        power = computed.get(event.source, (None, frozenset()))[0]
        if power is None or max(power, 0) != event.amount:
            raise Unreadable(story.things[event.source].card, "size_differs")  # not the power it has
    elif isinstance(event, Hit):
        _pay(story, event)
        if event.target is not None:
            _damageable(story, event.target, computed)
            if _protected(story, computed, event.target, event.source):
                return "protection"  # 702.16e
        _hit(story, event, computed.get(event.source, (None, frozenset()))[1])
    elif isinstance(event, Unblocked):
        power, keywords = computed.get(event.attacker, (None, frozenset()))
        if power is None:
            raise Unreadable(story.things[event.attacker].card)
        if event.target is not None:
            walker = story.things[event.target]
            if walker.loyalty is None:  # a battle's defense counters, or a planeswalker's loyalty
                raise Unreadable(walker.card, "defense" if walker.card in story.sieges else "loyalty")
            walker.loyalty = max(walker.loyalty - max(power, 0), 0)  # 120.3c: its counters, down to none
        elif event.player is not None:
            commander = story.things[event.attacker].commander
            person = story.person(event.player)
            if commander and power > 0:  # 903.10a: combat damage a commander deals a player
                ref = _ref(story, event.attacker)
                person.commander_damage[ref] = person.commander_damage.get(ref, 0) + power
            if "infect" in keywords:
                _gets_poison(story, event.player, max(power, 0))  # 120.3b
            elif not (commander and person.life is None and story.team_of(event.player) is None):
                _loses_life(story, event.player, max(power, 0))  # (a commander's told over a game: life not asked)
    return None


#: The qualities the reader's words name (plural, "all colors") as the rules compare them.
_QUALITY_AS_RULES = {
    "creatures": ("creature",), "artifacts": ("artifact",), "enchantments": ("enchantment",), "lands": ("land",),
    "planeswalkers": ("planeswalker",), "instants": ("instant",), "sorceries": ("sorcery",), "Auras": ("aura",),
    "Equipment": ("equipment",), "all colors": ("white", "blue", "black", "red", "green"),
}  # fmt: skip
_COLORS = frozenset({"white", "blue", "black", "red", "green", "multicolored", "monocolored", "colorless"})


def _protections(story: Story, computed: dict[int, Size], target: int) -> frozenset[str]:
    """What ``target`` has protection from: its card's and its effects' (computed) and what the
    story gave it (an event: Mother of Runes, Gods Willing)."""
    said = {q for quality in story.things[target].protections for q in _QUALITY_AS_RULES.get(quality, (quality,))}
    has = computed.get(target, (None, frozenset()))[1]
    return frozenset(said | {k.removeprefix("protection:") for k in has if k.startswith("protection:")})


def _protected(story: Story, computed: dict[int, Size], target: int, source: int) -> bool:
    """Whether protection prevents the damage ``source`` deals ``target`` (702.16e): the source
    has a quality the protection names. A source whose colors the board doesn't give, against a
    protection from a color, is asked (never guessed)."""
    qualities = _protections(story, computed, target)
    if not qualities:
        return False
    if "everything" in qualities:
        return True
    has = computed.get(source, (None, frozenset()))[1]
    if qualities & {k.removeprefix("type:") for k in has if k.startswith("type:")}:
        return True
    if not qualities & _COLORS:
        return False
    if "color:?" in has:
        raise Unreadable(story.things[source].card, "open")
    colors = {k.removeprefix("color:") for k in has if k.startswith("color:")}
    kinds = {"multicolored"} if len(colors) > 1 else {"monocolored"} if colors else {"colorless"}
    return bool(qualities & (colors | kinds))


def _controller(thing: Thing) -> str:
    """Who controls it: its owner unless a control change told says otherwise (613.1b)."""
    return thing.controller or thing.player or SELF


def _damageable(story: Story, target: int, computed: dict[int, tuple[int | None, frozenset[str]]]) -> None:
    """What damage told to a permanent does needs what it is: a creature of known toughness, or
    a planeswalker of known loyalty (120.3c); anything else is asked, never dealt as if it were
    a creature ("Liliana … lleva varios turnos en mesa. Le meto un Relámpago")."""
    thing = story.things[target]
    keywords = computed.get(target, (None, frozenset()))[1]
    if UNKNOWN_SIZE in keywords:
        raise Unreadable(thing.card)  # dies or not: its toughness decides
    if "type:creature" in keywords:
        return
    if "type:planeswalker" in keywords:
        if thing.loyalty is None:
            raise Unreadable(thing.card, "loyalty")
        return
    if thing.loyalty is None:
        raise Unreadable(thing.card, "open")  # a battle's defense, or no permanent damage can hit


def left_in_events(story: Story, target: int) -> bool:
    """Whether an event told took ``target`` off the battlefield (destroyed, exiled, bounced, died)."""
    return any(isinstance(e, Removal) and e.target == target for e in story.events)


def _events_after(story: Story, at: int) -> list[Event]:
    """The events told after the one at ``at`` that change the board (a total said again doesn't)."""
    later = story.events[at + 1 :]
    return [
        e
        for e in later
        if not isinstance(e, DamageSaid | CountersSaid | LoyaltySaid) and not (isinstance(e, Hit) and e.restates)
    ]


def _dies_by_sba(story: Story, computed: dict[int, Size], target: int) -> bool:
    """Whether a creature told dying after damage or a toughness lowered dies by the state-based
    actions the board leads to (lethal damage, deathtouch damage, toughness 0 or less): then the
    death is theirs (704.5f/g/h), left for the check to perform and cite. With damage marked and
    none of them, the death came from something unsaid: asked. With neither, it was told dying
    by some other way (sacrificed, a spell unsaid): it leaves as told."""
    thing = story.things[target]
    marked = thing.damage + sum(n for _, n in thing.damage_from)
    toughness = _toughness(computed.get(target, (None, frozenset()))[1])
    if toughness is not None and toughness <= 0:
        return True
    if marked <= 0:
        return False
    sources = {_ref(story, i): computed.get(i, (None, frozenset()))[1] for i in range(len(story.things))}
    deathtouch = any("deathtouch" in sources.get(source, frozenset()) for source, n in thing.damage_from if n > 0)
    if toughness is not None and (marked >= toughness or deathtouch):
        return True
    raise Unreadable(thing.card, "open")  # told dying with damage that doesn't kill it: what else happened?


def _remove(
    story: Story, computed: dict[int, Size], target: int, kind: str, riders: tuple[tuple[str, int], ...]
) -> str | None:
    """What replaces or stops a destruction (indestructible 702.12b, a regeneration shield
    701.19a, umbra armor 702.89a), applied; None when nothing does and it leaves."""
    thing = story.things[target]
    _, keywords = computed.get(target, (None, frozenset()))
    if kind == "destroy" and "indestructible" in keywords:
        return "indestructible"
    if kind == "destroy" and thing.regen_shields and ("no_regeneration", 0) not in riders:
        thing.regen_shields -= 1  # 701.19a: the shield replaces the destruction
        thing.damage, thing.damage_from = 0, []
        return "regenerated"
    armors = _armors(story, computed, target)
    if kind == "destroy" and armors:
        if len(armors) > 1 or thing.regen_shields:
            raise Unreadable(thing.card, "open")  # which replacement applies is its controller's choice (616.1)
        thing.damage, thing.damage_from = 0, []  # 702.89a: the Aura is destroyed instead
        story.things[armors[0]].zone = "graveyard"
        story.things[armors[0]].attached_to = None
        return "umbra"
    return None


def _armors(story: Story, computed: dict[int, Size], target: int) -> list[int]:
    """The Auras with umbra armor (702.89a) attached to ``target``."""
    return [
        i
        for i, other in enumerate(story.things)
        if other.attached_to == target and computed.get(i, (None, frozenset()))[1] & _ARMOR
    ]


def _leaves(story: Story, target: int, kind: str) -> None:
    """The permanent goes to its owner's graveyard, exile or hand (400.3); what was attached to
    it stays where it is, unattached (704.5m/n), and a control change ends with it."""
    thing = story.things[target]
    thing.zone = {"destroy": "graveyard", "exile": "exile", "bounce": "hand"}.get(kind, "graveyard")
    thing.attached_to = None
    thing.controller = None
    thing.damage, thing.damage_from = 0, []  # 400.7: a new object, with no damage marked
    for other in story.things:
        if other.attached_to == target:
            other.attached_to = None
            other.unattached = True


def _mass_removal(story: Story, event: MassRemoval, computed: dict[int, Size]) -> str | None:
    """Every permanent of the spell's types as it resolves, removed at once (608.2h); what
    stopped any of them ("indestructible+umbra"), each rule cited once."""
    chosen = []
    for index, thing in enumerate(story.things):
        if thing.zone is not None or (index >= event.told_after and thing.arrived):
            continue
        if index not in computed:
            raise Unreadable(thing.card, "open")  # what it is, unknown: never assumed out of the spell's reach
        has = computed[index][1]
        kinds = {k.removeprefix("type:") for k in has if k.startswith("type:")}
        if event.nonland and "land" in kinds:
            continue
        if "permanent" in event.types or kinds & event.types:
            chosen.append(index)
    armored = [i for i in chosen if _armors(story, computed, i)]
    if armored and event.kind == "destroy" and event.types & {"enchantment", "permanent"}:
        raise Unreadable(story.things[armored[0]].card, "open")  # its Aura destroyed with it: asked, not guessed
    stopped: list[str] = []
    for index in chosen:
        if story.things[index].zone is not None:
            continue  # an umbra destroyed instead of its creature: already gone
        why = _remove(story, computed, index, event.kind, event.riders)
        if why is None:
            _leaves(story, index, event.kind)
        elif why not in stopped:
            stopped.append(why)
    return "+".join(stopped) or None


def _riders(story: Story, event: Removal, computed: dict[int, tuple[int | None, frozenset[str]]]) -> None:
    """A removal spell's life change for the permanent's controller (Swords to Plowshares: its
    power, as last on the battlefield; Vapor Snag: 1). A life the story doesn't tell changes
    nothing it checks."""
    person = story.people.get(_controller(story.things[event.target]))
    for rider, amount in event.riders:
        if person is None or person.life is None:
            continue
        if rider == "controller_gains_power":
            power = computed.get(event.target, (None, frozenset()))[0]
            if power is None:
                raise Unreadable(story.things[event.target].card)
            person.life += max(power, 0)
        elif rider == "controller_loses":
            person.life -= amount


def _pay(story: Story, event: Hit) -> None:
    """The cost of the ability that dealt the damage, paid before it resolved (601.2h): a
    count the text gave that can't pay it is something unsaid, asked."""
    counters, sacrifice, loyalty = event.cost
    source = story.things[event.source]
    if counters:
        had = source.counters.get("+1/+1")
        if had is None and not source.no_counters:
            return  # its counters never told: nothing the checks read changes
        if (had or 0) < counters:
            raise Unreadable(source.card, "open")
        source.counters["+1/+1"] = had - counters if had else 0
    if loyalty:
        if source.loyalty is None:
            raise Unreadable(source.card, "loyalty")
        if source.loyalty + loyalty < 0:
            raise Unreadable(source.card, "open")
        source.loyalty += loyalty
    if sacrifice:
        _leaves(story, event.source, "sacrifice")


def _hit(story: Story, event: Hit, keywords: frozenset[str]) -> None:
    if event.target is not None:
        thing = story.things[event.target]
        if thing.loyalty is not None and thing.pt is None:
            thing.loyalty = max(thing.loyalty - event.amount, 0)  # 120.3c
        else:
            _damage(story, event.source, event.target, event.amount, keywords)
        return
    if event.player is None:
        return
    person = story.person(event.player)
    source = story.things[event.source]
    if event.combat and source.commander:
        ref = _ref(story, event.source)
        person.commander_damage[ref] = person.commander_damage.get(ref, 0) + event.amount
    if "infect" in keywords:
        _gets_poison(story, event.player, event.amount)  # 120.3b
        return
    if person.life_after:
        return  # the life said is what the damage left
    if person.life is None and event.combat and source.commander and story.team_of(event.player) is None:
        return  # commander damage told over a game: the life it left isn't asked for
    _loses_life(story, event.player, event.amount)  # 120.3a
    if "lifelink" in keywords:
        gainer = story.people.get(_controller(story.things[event.source]))
        if gainer is None or gainer.life is None:
            raise Unreadable(_controller(story.things[event.source]), "life")  # lifelink: not told
        gainer.life += event.amount


def _proliferate(story: Story, event: Proliferate) -> None:
    """One more counter of each kind on each chosen permanent and player (701.34a). One with no
    counter told can't have been chosen, and a Saga's lore counter triggers a chapter (714.2b):
    neither is guessed."""
    for index in event.things:
        thing = story.things[index]
        if (not thing.counters and thing.loyalty is None) or "lore" in thing.counters:
            raise Unreadable(thing.card, "open")
        for kind in thing.counters:
            thing.counters[kind] += 1
        if thing.loyalty is not None:
            thing.loyalty += 1
    for name in event.players:
        person = story.person(name)
        if not person.poison:
            raise Unreadable(name, "open")  # no poison counter told: what did they have?
        person.poison += 1


def _creatures_as_it_resolves(
    story: Story, computed: dict[int, tuple[int | None, frozenset[str]]]
) -> Iterator[tuple[int, Thing]]:
    """The creatures on the battlefield a spell on every creature changes as it resolves
    (608.2h). One whose size the board leaves open (Golgari Grave-Troll, its counters unsaid) is
    asked, never skipped as if it weren't a creature."""
    for index, thing in enumerate(story.things):
        power, has = computed.get(index, (None, frozenset()))
        if thing.zone is not None:
            continue
        if UNKNOWN_SIZE in has:
            raise Unreadable(thing.card, "open")
        if power is not None:
            yield index, thing


def _mass_damage(story: Story, event: MassDamage, computed: dict[int, tuple[int | None, frozenset[str]]]) -> None:
    """ "deals 4 damage to each player" (Flame Rift), "to each creature and each player"
    (Earthquake's kin): each creature on the battlefield and each player in the game."""
    if "creatures" in event.who:
        for index, thing in _creatures_as_it_resolves(story, computed):
            if event.who == "creatures_theirs" and thing.player is None:
                raise Unreadable(thing.card, "open")  # "each creature you don't control": whose is it?
            if event.who == "creatures_theirs" and thing.player == event.caster:
                continue
            if not _in_group(event.group, thing, index, computed):
                continue
            if _protections(story, computed, index):
                raise Unreadable(thing.card, "open")  # the spell's colors: not read here
            _damage_by_spell(story, event.spell, index, event.amount)
    if "players" in event.who or event.who == "opponents":
        for name in _players_in_game(story):
            if event.who == "opponents" and (name == event.caster or _teammates(story, name, event.caster)):
                continue
            _loses_life(story, name, event.amount)


def _in_group(group: Group, thing: Thing, index: int, computed: dict[int, tuple[int | None, frozenset[str]]]) -> bool:
    """Whether a creature is one of the group a spell names; one whose color decides it and
    isn't said is asked, never guessed."""
    takes = group.takes(computed.get(index, (None, frozenset()))[1])
    if takes is None:
        raise Unreadable(thing.card, "open")
    return takes


def _players_in_game(story: Story) -> list[str]:
    """Every player at the table as told: the people named, the members of the teams told, and
    at a two-player table the judge's opponent; at a bigger table with anyone unnamed, asked."""
    named = [p for p in story.people if p not in ("someone",)]
    named += [t.player for t in story.things if t.player and t.player not in named and t.player != "someone"]
    for team in story.teams.values():
        named += [m for m in team.members if m not in named]
    if story.multiplayer:
        raise Unreadable("", "life")  # who else sits there? not guessed
    if len(named) == 1:
        other = story.other_player(named[0])
        named += [other] if other is not None else []
    if not named:
        named = [SELF, OPPONENT]
    if len(named) != 2 and not story.teams:
        raise Unreadable("", "life")
    return named


def _teammates(story: Story, one: str, other: str) -> bool:
    team = story.team_of(one)
    return team is not None and team is story.team_of(other)


def _loses_life(story: Story, player: str, amount: int) -> None:
    """Damage to a player is life lost (120.3a); in Two-Headed Giant it comes off the team's
    shared life (810.9a) when that is the total the text gives."""
    person = story.person(player)
    if person.life_after:
        return  # the life said is what the damage left
    if person.life is None:
        team = story.team_of(player)
        if (team is None or team.life is None) and amount < 0:
            return  # life gained on a total the text doesn't give: no life it checks changes (704.5a)
        if team is None or team.life is None:
            raise Unreadable(player, "life")
        team.life -= amount
        return
    person.life -= amount


def _gets_poison(story: Story, player: str, amount: int) -> None:
    """Infect damage to a player is poison (120.3b), the team's shared poison in Two-Headed
    Giant (810.10) when that is the total the text gives."""
    person = story.person(player)
    if person.poison_after:
        return  # the count said is what the damage left
    team = story.team_of(player)
    if person.poison is None and team is not None and team.poison is not None:
        team.poison += amount
        return
    person.poison = (person.poison or 0) + amount


#: Keywords of an Aura that replace its creature's destruction (702.89a; "totem armor" before).
_ARMOR = frozenset({"umbra armor", "totem armor"})
#: Marks, among a thing's computed keywords, a creature whose toughness the board doesn't fix
#: (a characteristic-defining ability, X): damage told to it can't be answered.
UNKNOWN_SIZE = "?size"


#: The catalog key of a block told that the board's evasion abilities don't allow.
ASSUMED_ILLEGAL_BLOCK = "board.assumed.illegal_block"
ASSUMED_UNNAMED_SOURCE = "board.assumed.unnamed_source"


def _cant_block(computed: dict[int, tuple[int | None, frozenset[str]]], attacker: int, blocker: int) -> bool:
    """Whether the blocker can't block the attacker by the evasion abilities the board computes
    (702.9b flying: only flying or reach; 702.28b shadow: only shadow)."""
    attacks = computed.get(attacker, (None, frozenset()))[1]
    blocks = computed.get(blocker, (None, frozenset()))[1]
    if "flying" in attacks and not blocks & {"flying", "reach"}:
        return True
    return "shadow" in attacks and "shadow" not in blocks


class Unreadable(Exception):
    """An event whose result the story can't compute (a power not known, a life not given):
    ``what`` it is about and ``why`` (``engine.reading.natural.questions.WHYS``)."""

    def __init__(self, what: str, why: str = "power") -> None:
        super().__init__(what)
        self.what = what
        self.why = why


#: Keywords that deal combat damage in the first combat damage step (510.4).
_FIRST_STRIKES = frozenset({"first strike", "double strike"})
#: Marks, among a thing's computed keywords, its toughness as the board computes it.
TOUGHNESS = "toughness:"


def _toughness(keywords: frozenset[str]) -> int | None:
    """The toughness the board computed, from a thing's keywords (None: not a creature's)."""
    return next((int(k.removeprefix(TOUGHNESS)) for k in keywords if k.startswith(TOUGHNESS)), None)


def _first_strike_combat(
    story: Story,
    striker: int,
    pairs: tuple[tuple[int, int], ...],
    computed: dict[int, tuple[int | None, frozenset[str]]],
) -> str | None:
    """One of two combatants strikes first (702.7b, 702.4b): its damage is dealt in the first
    combat damage step, state-based actions are checked (510.4), and the other deals damage in
    the second step only if it is still on the battlefield; a double striker deals damage again.
    What decides whether the other survives the first step (its toughness, indestructible,
    deathtouch, infect or wither) is read from the board; anything that could replace its
    destruction (a regeneration shield, umbra armor) is asked."""
    other = next(t for s, t in pairs if s == striker)
    power, keywords = computed.get(striker, (None, frozenset()))
    other_power, other_keywords = computed.get(other, (None, frozenset()))
    if power is None or other_power is None:
        raise Unreadable(story.things[striker if power is None else other].card)
    target = story.things[other]
    if target.regen_shields or any(t.attached_to == other for t in story.things):
        raise Unreadable(target.card, "open")  # what could replace its destruction: asked
    toughness = _toughness(other_keywords)
    if toughness is None:
        raise Unreadable(target.card)
    counters_before = target.counters.get("-1/-1", 0)  # already in the toughness the board computed
    dealt = _combat_damage(story, computed, striker, other, power, keywords)
    toughness -= target.counters.get("-1/-1", 0) - counters_before  # infect, wither: -1/-1 counters
    marked = target.damage + sum(n for _, n in target.damage_from)
    dies = toughness <= 0  # 704.5f: indestructible doesn't help
    if "indestructible" not in other_keywords:
        dies = dies or marked >= toughness or ("deathtouch" in keywords and power > 0 and dealt)  # 704.5g, 704.5h
    if dies:
        return None if dealt else "protection"  # destroyed before the regular combat damage step (510.4)
    dealt = _combat_damage(story, computed, other, striker, other_power, other_keywords) and dealt
    if "double strike" in keywords:
        _combat_damage(story, computed, striker, other, power, keywords)
    return None if dealt else "protection"


def _combat_damage(
    story: Story, computed: dict[int, Size], source: int, target: int, power: int, keywords: frozenset[str]
) -> bool:
    """Combat damage ``source`` deals ``target``, unless protection prevents it (702.16e): False then."""
    if _protected(story, computed, target, source):
        return False
    _damage(story, source, target, max(power, 0), keywords)
    return True


def _damage(story: Story, source: int, target: int, amount: int, keywords: frozenset[str]) -> None:
    if amount <= 0:
        return
    if "lifelink" in keywords:  # 702.15b: its controller gains that much life as it is dealt
        person = story.people.get(_controller(story.things[source]))
        if person is not None and person.life is not None:
            person.life += amount
    thing = story.things[target]
    if "infect" in keywords or "wither" in keywords:  # 120.3d: as -1/-1 counters
        thing.counters["-1/-1"] = thing.counters.get("-1/-1", 0) + amount
        return
    thing.damage_from.append((_ref(story, source), amount))


def _damage_by_spell(story: Story, spell: str, target: int, amount: int) -> None:
    thing = story.things[target]
    if thing.loyalty is not None and thing.pt is None:
        thing.loyalty = max(thing.loyalty - amount, 0)  # 120.3c: no fewer than no counters
        return
    thing.damage += amount


def _ref(story: Story, index: int) -> str:
    thing = story.things[index]
    return f'"{thing.card}"' + (f" #{thing.label}" if thing.label else "")


def sources_named(story: Story) -> None:
    """Damage told with its source ("1 de daño del Strix maléfico que lo bloqueó") becomes damage
    from that object, written by its label: the board then reads the source's abilities
    (deathtouch: 702.2b, 704.5h) from the board as it computes them."""
    if not any(thing.marked_by for thing in story.things):
        return
    _label(story)
    for thing in story.things:
        for source, amount in thing.marked_by:
            thing.damage -= amount
            thing.damage_from.append((_ref(story, source), amount))
        thing.marked_by = []


def board_line(story: Story) -> str:
    """The board-language line of what the story says is there now (before its events)."""
    return _line(story)


def _line(story: Story) -> str:
    _label(story)
    for person in story.people.values():
        for index, n in person.commander_damage_said.items():
            ref = _ref(story, index)
            person.commander_damage[ref] = max(person.commander_damage.get(ref, 0), n)
        person.commander_damage_said.clear()
    words = WORDS["es" if story.spanish else "en"]
    clauses: list[str] = [_variant_words(story.variant, words)] if story.variant is not None else []
    if story.teams:
        clauses[:] = clauses or [words["2hg"]]
        clauses += _team_clauses(story, words)
    gone = {name for name, person in story.people.items() if person.left}
    for name, person in story.people.items():
        facts = [word for said, word in _person_words(person, words) if said]
        if facts and name not in gone:
            clauses.append(f"{_player(story, name)}: " + ", ".join(facts))
    lasting = [(spell, target, after) for spell, target, after in story.lasting if story.things[target].zone is None]
    for slot, indices in enumerate(_timestamp_slots(story, [after for _, _, after in lasting])):
        if slot:  # the spells in the order told, each before the objects told entering after it (613.7)
            spell, target, _ = lasting[slot - 1]
            clauses.append(f"{spell} {words['on']} {_ref(story, target)}")
        for index in indices:
            thing = story.things[index]
            if thing.player in gone:
                continue  # 800.4a: what a player who left owned or controlled left with them
            said = [_ref(story, index), *_thing_words(story, thing, words)]
            clauses.append(f"{_player(story, thing.player or SELF)}: " + " ".join(said))
    clauses += _table_words(story)
    if not clauses and (story.events or any(p.library is not None for p in story.people.values())):
        # facts told that leave nothing to say ("P2 has 5 cards in library and casts
        # Brainstorm"): the board is its players, each said with nothing else
        clauses += [f"{_player(story, name)}:" for name in story.people]
    return "; ".join(clauses)


def world_timestamps(story: Story, worlds: list[int]) -> None:
    """The world permanents' timestamps, when the text orders every one of them ("I have Serra
    Aviary. My opponent casts Chaosphere": the one cast after the other was there is newer,
    613.7d): the world rule keeps only the newest (704.5k). An order the text leaves open is
    left unsaid, and the reply asks for it."""
    if len(worlds) < 2:
        return
    before = {(earlier, later) for later, earlier in story.later_than if {later, earlier} <= set(worlds)}
    order: list[int] = []
    left = list(worlds)
    while left:
        free = [n for n in left if not any(a in left and b == n for a, b in before)]
        if len(free) != 1:
            return  # two could be first: which is older isn't told
        order.append(free[0])
        left.remove(free[0])
    for place, index in enumerate(order, start=1):
        story.things[index].timestamp = place


def _timestamp_slots(story: Story, cuts: list[int]) -> list[list[int]]:
    """The objects before the first lasting spell, between each two, and after the last: an
    object told entering after a spell resolved ("le tiró Ovinizar, después le pongo La
    transformación de Kenrith") comes after it; every other object (described as there, or told
    before) comes first, in the order told. With an order said in words, the spells go last."""
    order = list(story.order) if story.order is not None else list(range(len(story.things)))
    slots: list[list[int]] = [[] for _ in range(len(cuts) + 1)]
    for index in order:
        later = story.order is None and story.things[index].arrived
        slots[sum(1 for cut in cuts if later and index >= cut)].append(index)
    return slots


#: The board-language words a story is rendered with, in the language the judge wrote in (a
#: Spanish board's reading is shown, and read back, in Spanish).
WORDS: dict[str, dict[str, str]] = {
    "en": {
        "life": "life {n}", "poison": "poison {n}", "drew": "drew from an empty library", "graveyard empty": "graveyard empty",
        "token": "token creature", "commander": "commander", "trigger pending": "trigger pending",
        "trigger resolved": "trigger resolved", "trigger countered": "trigger countered",
        "ability trigger pending": "trigger pending", "ability trigger countered": "trigger countered",
        "gets": "gets {mod}", "damage": "{n} damage",
        "damage from": "{n} damage from {source}", "counters": "{n} {kind} counters", "loyalty": "loyalty {n}", "defense": "defense {n}", "protector": "protector {p}", "nobody": "nobody",
        "attached": "attached to {host}", "unattached": "unattached", "graveyard": "in graveyard",
        "exile": "in exile", "hand": "in hand", "regen": "{n} regeneration shield",
        "protection": "protection from {quality}", "commander damage": "{n} commander damage from {source}",
        "no counters": "no counters", "copying": "copying {original}", "controlled": "controlled by {player}", "kept": "kept", "timestamp": "timestamp {n}",
        "naming": "naming {value}", "on": "on",
        "unchanged": "no change", "no longer": "no longer {words}", "a creature": "a creature",
        "team": "team", "2hg": "two-headed giant", "commander game": "commander game",
    },
    "es": {
        "life": "vidas {n}", "poison": "veneno {n}", "drew": "robó de una biblioteca vacía", "graveyard empty": "cementerio vacío",
        "token": "ficha criatura", "commander": "comandante", "trigger pending": "capítulo en la pila",
        "trigger resolved": "capítulo resuelto", "trigger countered": "capítulo contrarrestado",
        "ability trigger pending": "habilidad en la pila", "ability trigger countered": "habilidad contrarrestada",
        "gets": "recibe {mod}", "damage": "{n} de daño",
        "damage from": "{n} de daño de {source}", "counters": "{n} contadores {kind}", "loyalty": "lealtad {n}", "defense": "defensa {n}", "protector": "protector {p}", "nobody": "nadie",
        "attached": "anexado a {host}", "unattached": "desanexado", "graveyard": "en el cementerio",
        "exile": "en el exilio", "hand": "en la mano", "regen": "{n} escudo de regeneración",
        "protection": "protección contra {quality}", "commander damage": "{n} daño de comandante de {source}",
        "no counters": "sin contadores", "copying": "copiando a {original}", "controlled": "controlado por {player}", "kept": "conservar", "timestamp": "marca de tiempo {n}",
        "naming": "que nombra {value}", "on": "sobre",
        "unchanged": "sin cambios", "no longer": "ya no {words}", "a creature": "es una criatura",
        "team": "equipo", "2hg": "gigante de dos cabezas", "commander game": "partida de commander",
    },
}  # fmt: skip
#: A card type as the board language says it, in English and in Spanish.
_TYPE_WORDS: dict[bool, dict[str, str]] = {
    False: {},
    True: {"land": "tierra", "instant": "instantáneo", "sorcery": "conjuro", "creature": "criatura",
           "artifact": "artefacto", "enchantment": "encantamiento", "battle": "batalla", "kindred": "tribal"},
}  # fmt: skip
#: Counter kinds with a name, as a Spanish board says them ("3 contadores de historia").
_SPANISH_KINDS = {"lore": "de historia", "dream": "de sueño", "charge": "de carga", "time": "de tiempo",
                  "oil": "de aceite", "shield": "de escudo"}  # fmt: skip


def _person_words(person: Person, words: dict[str, str]) -> list[tuple[bool, str]]:
    """A player's facts in the board language, each with whether the story says it."""
    return [
        (person.life is not None, words["life"].format(n=person.life)),
        (person.poison is not None, words["poison"].format(n=person.poison)),
        (person.drew_empty, words["drew"]),
        (person.graveyard_empty, words["graveyard empty"]),
        *((True, words["commander damage"].format(n=n, source=ref)) for ref, n in person.commander_damage.items()),
    ]


def _thing_words(story: Story, thing: Thing, words: dict[str, str]) -> list[str]:
    """An object's facts in the board language, in the order the grammar reads them."""
    kind = _SPANISH_KINDS if story.spanish else {}
    said = [_TYPE_WORDS[story.spanish].get(t, t) for t in thing.types]  # "land card": only its type is told
    # a token named by its creature type; 111.10's ("Treasure") are known by their names alone
    said += [words["token"]] if thing.token and predefined_token(thing.card) is None else []
    said += [words["commander"]] if thing.commander else []
    said += [words["copying"].format(original=_ref(story, thing.copying))] if thing.copying is not None else []
    said += [words["naming"].format(value=_chosen_words(thing.chosen, story.spanish))] if thing.chosen else []
    said += [words["kept"]] if thing.kept else []
    said += [words["timestamp"].format(n=thing.timestamp)] if thing.timestamp is not None else []
    said += [words["regen"].format(n=thing.regen_shields)] if thing.regen_shields else []
    said += [words["protection"].format(quality=_quality(q, story.spanish)) for q in thing.protections]
    said += [words[("ability " if thing.defense else "") + thing.chapter]] if thing.chapter else []
    said += [f"{thing.pt[0]}/{thing.pt[1]}"] if thing.pt is not None else []
    said += [*thing.colors, *thing.token_keywords] if thing.token else []
    said += [words["gets"].format(mod=f"{p:+d}/{t:+d}") for p, t in thing.gets]
    said += [words["damage"].format(n=thing.damage)] if thing.damage else []
    said += [words["damage from"].format(n=n, source=source) for source, n in thing.damage_from]
    said += [words["counters"].format(n=n, kind=kind.get(k, k)) for k, n in thing.counters.items()]
    said += [words["no counters"]] if thing.no_counters and not thing.counters else []
    counted = "defense" if thing.defense else "loyalty"
    said += [words[counted].format(n=thing.loyalty)] if thing.loyalty is not None else []
    if thing.protector and thing.protector in story.people and story.people[thing.protector].left:
        said += [words["protector"].format(p=words["nobody"])]  # its protector left the game (800.4a, 704.5w)
    elif thing.protector:
        said += [words["protector"].format(p=_player(story, thing.protector))]
    said += [words["attached"].format(host=_ref(story, thing.attached_to))] if thing.attached_to is not None else []
    said += [words["unattached"]] if thing.unattached else []
    said += [words["controlled"].format(player=_player(story, thing.controller))] if thing.controller else []
    said += [words[thing.zone]] if thing.zone else []
    return said


def _chosen_words(value: str, spanish: bool) -> str:
    """A chosen value in the board language: a color in the reply's language, a card's name
    quoted, a creature type as told."""
    if value in QUALITY_ES and spanish:
        return _quality(value, spanish)
    return value


#: Qualities of protection the engine's tables don't word (the rest are ``QUALITY_ES``'s).
_MORE_QUALITIES_ES = {"all colors": "todos los colores", "instants": "instantáneos", "sorceries": "conjuros"}
#: "artifacts" → "artifact": the engine's tables are keyed by the singular type.
_SINGULAR = {plural.casefold(): singular for singular, plural in QUALITY_EN.items()}


def _quality_es(quality: str) -> str | None:
    return _MORE_QUALITIES_ES.get(quality) or QUALITY_ES.get(_SINGULAR.get(quality, quality))


#: A quality of protection read from either language, in English ("blanco" → "white").
QUALITIES = {
    **{en: en for en in (*_MORE_QUALITIES_ES, *(QUALITY_EN.get(k, k) for k in QUALITY_ES))},
    **{es: en for en, es in _MORE_QUALITIES_ES.items()},
    **{es.casefold(): QUALITY_EN.get(en, en) for en, es in QUALITY_ES.items()},
}


def _quality(quality: str, spanish: bool) -> str:
    return (_quality_es(quality) or quality) if spanish else quality


def _variant_words(said: str, words: dict[str, str]) -> str:
    """The variant as the board language names it ("Partida de Gigante Bicéfalo" → the
    two-headed giant clause); other variants as typed (the lexicon's words are the grammar's)."""
    folded = said.casefold()
    if any(w in folded for w in ("2hg", "two-headed", "two headed", "dos cabezas", "bicéfalo", "bicefalo")):
        return words["2hg"]
    if any(w in folded for w in ("commander", "edh")):  # "EDH pod", "mesa de commander"
        return words["commander game"]
    return said


def _team_names(story: Story) -> dict[str, str]:
    """Each team's name in the board language: as told ("A", "1" quoted), or the first free
    letter for a team told by its side ("nuestro equipo", "the other team")."""
    named = [n for n in story.teams if n not in ("self", "other")]
    free = iter(n for n in "ABCD" if n not in named)
    names = {}
    for key in story.teams:
        name = next(free) if key in ("self", "other") else key
        names[key] = f'"{name}"' if name.isdigit() else name  # "Equipo 1": a number is a name quoted
    return names


def _team_clauses(story: Story, words: dict[str, str]) -> list[str]:
    """Each team's players and shared totals: "you: team A; team A: life 5". A team whose
    players weren't said is the writer's (their own side) or the writer's opponent's."""
    clauses: list[str] = []
    names = _team_names(story)
    for key, team in story.teams.items():
        name = names[key]
        members = team.members or ([SELF] if key == "self" else [OPPONENT] if key == "other" else [name])
        clauses += [f"{_player(story, m)}: {words['team']} {name}" for m in members]
        totals = [words["life"].format(n=team.life)] if team.life is not None else []
        totals += [words["poison"].format(n=team.poison)] if team.poison is not None else []
        if totals:
            clauses.append(f"{words['team']} {name}: " + ", ".join(totals))
    return clauses


def _table_words(story: Story) -> list[str]:
    """How many play, where the text said it ("Commander a 4"), less those told leaving: the
    board then adds the players it doesn't name ("jugador 3"), so a choice among them (a
    battle's new protector, 704.5w) is a choice, and one player's loss names no winner (800.4a)."""
    if story.table is None or story.teams:
        return []
    playing = story.table - sum(1 for person in story.people.values() if person.left)
    return [("partida de {n} jugadores" if story.spanish else "{n} players").format(n=playing)]


def _player(story: Story, name: str) -> str:
    if story.spanish:
        return {SELF: SELF_ES, OPPONENT: OPPONENT_ES, TEAMMATE: TEAMMATE_ES}.get(name, name)
    return name


def _label(story: Story) -> None:
    """Copies of one card get labels #1, #2 (in the order told)."""
    by_card: dict[str, list[Thing]] = {}
    for thing in story.things:
        by_card.setdefault(thing.card, []).append(thing)
    for same in by_card.values():
        for n, thing in enumerate(same, 1):
            thing.label = n if len(same) > 1 else 0


#: The rule behind each event's change, numbered as in the CR of 2026-04-17 (this table is the
#: one place an event's number is written). Damage adds the 120.3 letter of what it did.
EVENT_RULES: dict[str, str] = {
    "combat": "510.2", "unblocked": "510.2", "hit.again": "510.2",
    "destroy": "701.8a", "exile": "701.13a", "bounce": "400.7", "sacrifice": "701.21a", "dies": "700.4",
    "indestructible": "702.12b", "regenerated": "701.19a", "by_sba": "704.3", "umbra": "702.89a", "protection": "702.16e",
    "cleanup": "514.2", "animated": "611.2", "crewed": "702.122b", "countered": "701.6a", "fight": "701.14a",
    "mass": "611.2c", "pump": "613.4c", "lasting": "611.2a", "draw": "121.2", "draw.empty": "121.4", "put_back": "401.4", "life_lost": "119.3", "life_paid": "119.4", "proliferate": "701.34a", "loyalty": "606.4",
    "protect": "702.16", "control": "613.1b", "commander": "903.10a", "counters": "122.1", "attach": "701.3a",
    "to_player": "120.3a", "infect_player": "120.3b", "to_planeswalker": "120.3c", "wither": "120.3d",
    "to_creature": "120.3e", "lifelink": "702.15b", "deathtouch": "702.2b", "cost": "602.2b",
}  # fmt: skip


#: The judge and the opponent as the event messages say them (after "to", "by", "a", "por").
_PERSON = {"en": {SELF: "you", OPPONENT: "your opponent"}, "es": {SELF: "ti", OPPONENT: "tu oponente"}}


#: The edition ``EVENT_RULES`` numbers, and every edition checked to number them the same (each
#: number is one of its rules: tests/engine/reading/test_events.py); an answer under another
#: edition says which one the events' numbers are from.
EVENT_RULES_EDITION = "2026-04-17"
EVENT_RULES_EDITIONS = frozenset({"2026-01-16", "2026-04-17"})


def _name(story: Story, index: int) -> str:
    thing = story.things[index]
    return thing.card + (f" #{thing.label}" if thing.label else "")


Shot = dict[tuple[str, object], tuple[str, list[str]]]


def _snapshot(story: Story) -> Shot:
    """Each player's and object's facts in the board words, by who they are."""
    _label(story)
    words = WORDS["es" if story.spanish else "en"]
    shot: Shot = {}
    for name, person in story.people.items():
        shot["player", name] = (_player(story, name), [w for said, w in _person_words(person, words) if said])
    for index, thing in enumerate(story.things):
        shot["thing", index] = (_name(story, index), _thing_words(story, thing, words))
    for key, name in _team_names(story).items():  # a Two-Headed Giant team's shared totals (810.9)
        team = story.teams[key]
        totals = [words["life"].format(n=team.life)] if team.life is not None else []
        totals += [words["poison"].format(n=team.poison)] if team.poison is not None else []
        shot["team", key] = (f"{words['team']} {name}", totals)
    return shot


def _told(story: Story, event: Event, computed: dict[int, Size], before: Shot, stopped: str | None) -> Told:
    """What ``event`` changed (the facts it added, or took away), with its message and rule."""
    words = WORDS["es" if story.spanish else "en"]
    changes = []
    for who, (name, now) in _snapshot(story).items():
        was = before.get(who, (name, []))[1]
        if now == was:
            continue
        new = [w for w in now if w not in was]
        gone = [w for w in was if w not in now]
        said = new or [words["no longer"].format(words=", ".join(gone))]
        changes.append(f"{name}: " + ", ".join(said))
    if isinstance(event, Noted):  # done as read: the facts it left, not a difference
        thing = story.things[event.target]
        facts = [w for w in _thing_words(story, thing, words) if any(_is_fact(w, k, words) for k in event.facts)]
        changes = [f"{_name(story, event.target)}: " + ", ".join(facts)] if facts else []
    key, values, rules = _what(story, event, computed)
    if stopped == "by_sba":  # told dying, and the check below performs it: said so, not done twice
        key, rules, stopped = "dies.by_sba", [EVENT_RULES["by_sba"]], None
    rules += [EVENT_RULES[why] for why in stopped.split("+")] if stopped else []
    return Told(key, tuple(values.items()), ", ".join(dict.fromkeys(rules)), "; ".join(changes) or words["unchanged"])


def _what(story: Story, event: Event, computed: dict[int, Size]) -> tuple[str, dict[str, str], list[str]]:
    """The catalog key of the event's message (``sba.event.<key>``), its values and its rules."""

    def has(index: int) -> frozenset[str]:
        return computed.get(index, (None, frozenset()))[1]

    def player(name: str | None) -> str:  # after a preposition in the messages: "to you", "a ti"
        return _PERSON["es" if story.spanish else "en"].get(name or SELF, name or SELF)

    if isinstance(event, Combat):
        if event.one_way:
            values = {"source": _name(story, event.blocker), "target": _name(story, event.attacker)}
            return (
                "combat.one_way",
                values,
                [EVENT_RULES["combat"], *_damage_rules(story, event.attacker, None, has(event.blocker))],
            )
        values = {"attacker": _name(story, event.attacker), "blocker": _name(story, event.blocker)}

        def dealt(source: int, target: int) -> frozenset[str]:
            """The source's keywords, none when protection prevented its damage (702.16e): its
            deathtouch or lifelink did nothing, so no rule of theirs is cited."""
            return frozenset() if _protected(story, computed, target, source) else has(source)

        rules = _damage_rules(story, event.blocker, None, dealt(event.attacker, event.blocker))
        return (
            "combat",
            values,
            [
                EVENT_RULES["combat"],
                *rules,
                *_damage_rules(story, event.attacker, None, dealt(event.blocker, event.attacker)),
            ],
        )
    if isinstance(event, Fight):
        first, second = _name(story, event.first), _name(story, event.second)
        shielded = _protected(story, computed, event.second, event.first)
        rules = _damage_rules(story, event.second, None, frozenset() if shielded else has(event.first))
        if event.one_way:
            return "bite", {"source": first, "target": second}, ["120.3", *rules]
        back = frozenset() if _protected(story, computed, event.first, event.second) else has(event.second)
        return (
            "fight",
            {"first": first, "second": second},
            [EVENT_RULES["fight"], *rules, *_damage_rules(story, event.first, None, back)],
        )
    if isinstance(event, SpellDamage):
        target = _name(story, event.target) if event.target is not None else player(event.player)
        values = {"source": event.spell, "amount": str(event.amount), "target": target}
        return "damage", values, _damage_rules(story, event.target, event.player, frozenset())
    if isinstance(event, Unblocked):
        target = _name(story, event.target) if event.target is not None else player(event.player)
        values = {"source": _name(story, event.attacker), "target": target}
        return (
            "unblocked",
            values,
            [EVENT_RULES["unblocked"], *_damage_rules(story, event.target, event.player, has(event.attacker))],
        )
    if isinstance(event, Hit):
        target = _name(story, event.target) if event.target is not None else player(event.player)
        values = {"source": _name(story, event.source), "amount": str(event.amount), "target": target}
        if event.restates:
            return "hit.again", values, [EVENT_RULES["hit.again"]]
        rules = _damage_rules(story, event.target, event.player, has(event.source))
        if event.combat and event.player is not None and story.things[event.source].commander:
            rules.append(EVENT_RULES["commander"])
        counters, sacrificed, loyalty = event.cost
        paid = [EVENT_RULES["cost"]] if counters or sacrificed else []
        paid += [EVENT_RULES["sacrifice"]] if sacrificed else []
        paid += [EVENT_RULES["loyalty"]] if loyalty else []
        return "damage", values, paid + rules
    if isinstance(event, Removal):
        return _removal(story, event)
    if isinstance(event, DamageSaid):
        values = {"target": _name(story, event.target), "amount": str(event.amount)}
        return "damage.said", values, [EVENT_RULES["hit.again"]]
    if isinstance(event, LoyaltySaid):
        values = {"target": _name(story, event.target), "loyalty": str(event.loyalty)}
        return "loyalty.said", values, [EVENT_RULES["to_planeswalker"]]
    if isinstance(event, CountersSaid):
        values = {"target": _name(story, event.target), "count": str(event.count), "kind": event.kind}
        return "counters.said", values, [EVENT_RULES["wither"]]
    if isinstance(event, LifeLost):
        values = {"source": event.spell, "amount": str(abs(event.amount)), "player": player(event.player)}
        if event.paid:
            return "life_paid", values, [EVENT_RULES["life_paid"]]
        if event.damage:
            return "player_damaged", values, [EVENT_RULES["to_player"]]
        key = ("life_lost" if event.amount > 0 else "life_gained") + ("" if event.spell else ".told")
        return key, values, [EVENT_RULES["life_lost"]]
    if isinstance(event, Proliferate):
        chosen = [_name(story, i) for i in event.things] + [player(p) for p in event.players]
        return (
            "proliferate",
            {"player": player(event.player), "chosen": ", ".join(chosen)},
            [EVENT_RULES["proliferate"]],
        )
    if isinstance(event, MassCounters):
        values = {"source": event.spell, "count": str(event.count), "kind": event.kind}
        return "mass_counters", values, [EVENT_RULES["counters"]]
    if isinstance(event, MassDamage):
        values = {"source": event.spell, "amount": str(event.amount), "player": player(event.caster)}
        whose = "theirs" if event.who == "creatures_theirs" else "all"
        values["group"] = group_words(event.group, whose, values["player"], story.spanish)
        rules = [EVENT_RULES["to_creature"]] if "creatures" in event.who else []
        rules += [EVENT_RULES["to_player"]] if "players" in event.who or event.who == "opponents" else []
        return f"mass_damage.{event.who}", values, rules
    if isinstance(event, MassRemoval):
        values = {"source": event.spell, "group": _group(event, story.spanish)}
        return f"mass_removal.{event.kind}", values, [EVENT_RULES[event.kind]]
    if isinstance(event, MassMod):
        mod = f"{event.mod[0]:+d}/{event.mod[1]:+d}"
        return (
            f"mass.{event.whose}",
            {
                "source": event.spell,
                "mod": mod,
                "player": player(event.caster),
                "group": group_words(event.group, event.whose, player(event.caster), story.spanish),
            },
            [EVENT_RULES["mass"]],
        )
    if isinstance(event, Pump):
        mod = f"{event.mod[0]:+d}/{event.mod[1]:+d}"
        return "pump", {"source": event.spell, "mod": mod, "target": _name(story, event.target)}, [EVENT_RULES["pump"]]
    if isinstance(event, Lasting):
        return "lasting", {"source": event.spell, "target": _name(story, event.target)}, [EVENT_RULES["lasting"]]
    if isinstance(event, Draw):
        empty = story.person(event.player).drew_empty
        rules = [EVENT_RULES["draw"], *([EVENT_RULES["draw.empty"]] if empty else [])]
        return "draw", {"player": player(event.player), "count": str(event.count)}, rules
    if isinstance(event, PutBack):
        return "put_back", {"player": player(event.player), "count": str(event.count)}, [EVENT_RULES["put_back"]]
    if isinstance(event, Loyalty):
        values = {"target": _name(story, event.target), "change": f"{event.change:+d}"}
        return "loyalty", values, [EVENT_RULES["loyalty"]]
    if isinstance(event, Protect):
        values = {"target": _name(story, event.target), "quality": _quality(event.quality, story.spanish)}
        return "protect", values, [EVENT_RULES["protect"]]
    if isinstance(event, Countered):
        values = {"target": _name(story, event.target), "source": event.spell}
        return "countered" + (".spell" if event.spell else ""), values, [EVENT_RULES["countered"]]
    if isinstance(event, Noted):
        values = {**dict(event.values), "target": _name(story, event.target)}
        values |= {"host": _name(story, event.host)} if event.host is not None else {}
        return event.key, values, [EVENT_RULES[event.rule_id]]
    key = "control.eot" if event.until_end_of_turn else "control"
    values = {"source": event.spell, "target": _name(story, event.target), "player": player(event.player)}
    return (key + ".spell" if event.spell else key), values, [EVENT_RULES["control"]]


def _is_fact(word: str, key: str, words: dict[str, str]) -> bool:
    """Whether a board word is of the kind ``key`` names ("2 -1/-1 counters" of "counters")."""
    literal = [part.strip() for part in re.split(r"\{\w+\}", words[key]) if part.strip()]
    return all(part in word for part in literal)


def _removal(story: Story, event: Removal) -> tuple[str, dict[str, str], list[str]]:
    values = {"source": event.spell, "target": _name(story, event.target)}
    kind = "dies" if event.kind == "dies.before" else event.kind
    kind = kind if kind in ("destroy", "exile", "bounce", "sacrifice", "dies") else "destroy"
    key = kind if event.spell and kind in ("destroy", "exile", "bounce") else f"{kind}.told"
    return key, values, [EVENT_RULES[kind]]


#: Card types as a mass removal's message names them, in the order printed on cards (205.2a).
_TYPE_NOUNS: dict[bool, dict[str, str]] = {
    False: {
        "artifact": "artifact", "battle": "battle", "creature": "creature", "enchantment": "enchantment",
        "land": "land", "planeswalker": "planeswalker", "permanent": "permanent",
    },
    True: {
        "artifact": "artefacto", "battle": "batalla", "creature": "criatura", "enchantment": "encantamiento",
        "land": "tierra", "planeswalker": "planeswalker", "permanent": "permanente",
    },
}  # fmt: skip


def _group(event: MassRemoval, spanish: bool) -> str:
    """ "artifact, creature and enchantment", "nonland permanent" / "permanente que no sea tierra"."""
    nouns = [noun for kind, noun in _TYPE_NOUNS[spanish].items() if kind in event.types]
    joined = ", ".join(nouns[:-1]) + (" y " if spanish else " and ") + nouns[-1] if len(nouns) > 1 else nouns[0]
    if event.nonland:
        return f"{joined} que no sea tierra" if spanish else f"nonland {joined}"
    return joined


def _damage_rules(story: Story, target: int | None, player: str | None, keywords: frozenset[str]) -> list[str]:
    """The 120.3 letters of what damage did to what it hit, and the source's keywords' rules."""
    rules: list[str] = []
    if target is None:
        if player is not None:
            rules.append(EVENT_RULES["infect_player" if "infect" in keywords else "to_player"])
    else:
        thing = story.things[target]
        if thing.loyalty is not None and thing.pt is None:
            rules.append(EVENT_RULES["to_planeswalker"])
        else:
            rules.append(EVENT_RULES["wither" if keywords & {"infect", "wither"} else "to_creature"])
            rules += [EVENT_RULES["deathtouch"]] if "deathtouch" in keywords else []
    if "lifelink" in keywords:
        rules.append(EVENT_RULES["lifelink"])
    return rules
