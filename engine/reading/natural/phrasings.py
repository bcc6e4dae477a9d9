"""Phrasings as data: each row is a pattern over tagged spans and what the match states.

A pattern is a list of elements: ``OBJ`` (a card, or a pronoun for the last thing spoken of),
``PLAYER`` (me, an opponent, a named player), ``NUM`` ``PT`` ``MOD`` (numbers), or a lexicon
class in lower case (``blocks``, ``unit_damage``; see ``lexicon.tsv``); ``?`` after an element
makes it optional. Between elements, words that carry no fact (the lexicon's ``filler``) may
stand. One matcher runs them all: at each place the longest match wins; a place no row matches
is skipped only when it is filler, punctuation or a question, and anything else leaves the text
unread (never guessed). Adding a phrasing is adding a row with its examples.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from functools import cache, lru_cache

from engine.board.keywords import NUMBER_WORDS
from engine.counters import counter_kind
from engine.reading.natural.questions import Asked, NaturalQuestion
from engine.reading.natural.spells import (
    PERMANENT_TYPES,
    damage_costs,
    damage_spell,
    life_lost_with_draw,
    mass_counters,
    mass_removal,
    overloaded,
)
from engine.reading.natural.story import (
    OPPONENT,
    QUALITIES,
    SELF,
    TEAMMATE,
    Combat,
    Control,
    Countered,
    CountersSaid,
    DamageSaid,
    Draw,
    Event,
    Fight,
    Hit,
    Lasting,
    LifeLost,
    Loyalty,
    LoyaltySaid,
    MassCounters,
    MassDamage,
    MassMod,
    MassRemoval,
    Noted,
    Proliferate,
    Protect,
    Pump,
    PutBack,
    Removal,
    SpellDamage,
    Story,
    Thing,
    Unblocked,
    damage_told,
    fights_in,
    lasting_told,
    left_in_events,
)
from engine.reading.natural.sweepers import Sweep, sweep
from engine.reading.natural.tagger import Span, english_token_type, lexicon, token_types_es
from engine.text import fold

Bound = list[Span | None]


@dataclass(frozen=True, slots=True)
class Row:
    name: str
    pattern: tuple[str, ...]
    states: Callable[[Reader, Bound], None]
    examples: tuple[str, ...]
    possible: Callable[[Reader, Bound], None] | None = None
    """A test ``states`` makes first that changes nothing (raises ``NotRead`` when the row
    can't read here): made before the story is saved for the row, which then costs nothing
    where it can't apply (a list of 300 names tries two rows at each)."""

    @property
    def event(self) -> bool:
        """Whether the row tells something happening (it changes the board), not how it is."""
        return self.name in EVENT_ROWS


class NotRead(Exception):
    """A span no row reads and no class lets the reader skip: the text isn't read this way."""

    def __init__(self, span: Span) -> None:
        super().__init__(span.text)
        self.span = span


@dataclass(slots=True)
class Reader:
    """The state of one reading: the story so far and whom a pronoun means."""

    story: Story
    spells: Callable[[str], int | None]
    """A spell's damage ("Lightning Bolt" → 3), from its Oracle text; None when it deals none."""
    kinds: Callable[[str], frozenset[str]]
    """A card's types ("planeswalker", "aura", "equipment", "creature", …)."""
    effect: Callable[[str], tuple[str, int] | None] = lambda name: None
    enters_effect: Callable[[str], tuple[str, int] | None] = lambda name: None
    pump: Callable[[str], tuple[int, int] | None] = lambda name: None
    token_size: Callable[[str, str], tuple[int, int] | None] = lambda creator, kind: None
    draws: Callable[[str], int | None] = lambda name: None
    """How many cards a spell's text has its caster draw ("Draw three cards, then …": 3)."""
    printed_loyalty: Callable[[str], int | None] = lambda name: None
    riders: Callable[[str], tuple[tuple[str, int], ...] | None] = lambda name: ()
    oracle: Callable[[str], str] = lambda name: ""
    """A card's Oracle text (reminder text stripped)."""
    targets: Callable[[str], frozenset[str] | None] = lambda name: None
    """The card types a spell's target must have, when its text says only those (Disenchant:
    artifact or enchantment): a spell told at anything else is not read that way."""
    tokens_made: Callable[[str], tuple[int, str, tuple[int, int], tuple[str, ...], tuple[str, ...]] | None] = (
        lambda name: None
    )
    """The creature tokens a spell's whole text creates (Raise the Alarm): count, creature type,
    size, colors, keywords."""
    card_name: Callable[[str], str | None] = lambda name: None
    """The Oracle name a name reads as (None for no card): a token named "Espíritu" is a Spirit,
    not the card whose Spanish name that is."""
    """What a spell does to its target: ("damage", N), ("destroy" | "exile" | "bounce", 0)."""
    last: int | None = None
    after_a_card: bool = False
    """Whether the row being read starts right after a card's name: that card is its subject
    ("El Arrancapiel le metió tres contadores"), so a clitic in it means someone else."""
    anchor: int | None = None
    """What a pronoun in the row being read means: the object spoken of before the row ("Opp
    swings Typhoid Rats at it": not the Rats)."""
    owner_hint: str | None = None
    sentence_events: int = 0
    sentence_start: int = 0
    """The first span of the sentence being read (which objects it named before a clitic)."""
    previous_start: int = 0
    """The first span of the sentence before it (what "it" may speak of when this one named none)."""
    sentence_things: int = 0
    """How many things were told before this sentence (those after were added by it)."""
    previous_things: int = 0
    two_unnamed: bool = False
    """The text speaks of the writer and names no one else: "he"/"she" before anyone was spoken
    of is the other player ("He cast Wrath of God. I had Grizzly Bears.")."""
    present: frozenset[str] = frozenset()
    """Every word class of the sentence being read: a row needing one it lacks is never tried."""
    """How many events were told before the sentence being read."""
    entered_here: bool = False
    """A permanent with an enters trigger was told entering in the sentence being read."""
    side: str | None = None
    """The player a label put before a list names ("AP: …", "Ana: …", "- me: …"): whose the
    objects told after it are, sentence after sentence, until another label."""
    last_player: str | None = None
    last_team: str | None = None
    """The team whose total was said last ("… 10 poison counters as a team and 22 life")."""
    cleanup_said: bool = False
    """The text told an effect "until end of turn" ending ("Giant Growth wears off", "the Vault
    is a land again"): the turn's cleanup step came (514.2), said by what it does."""
    explained: bool = False
    """This reading takes events told in brackets as explaining the state said before them."""
    bracketed_events: bool = False
    attack: tuple[list[int], int | str | None] | None = None
    responding: int | None = None
    """Where the events told in response to the one before them start ("y en respuesta …"): at
    the sentence's end they are moved before it (608.1)."""
    damage_told: dict[int, tuple[int, int]] = field(default_factory=dict)
    """Damage told as marked on an object: the sentence it was told in and how many events were
    told by then. Said again in a later sentence with no event between, it is the same damage."""
    controlled: tuple[int, str] | None = None
    """The sentence a player's "controls" was read in, and the player: another player with a
    list after it there has the verb left out ("… y el rival un Gigante")."""
    predicate: tuple[Row, Bound] | None = None
    """The last row read of what an object has or took ("Opp's Hill Giant has 2 damage"): what
    "My Grizzly Bears too" says again of another object."""
    took_in: int | None = None
    """The sentence (its ``sentence_events``) a "takes N" was last read in: an object and a
    number after it there are another one with the verb left out ("Osos reciben 2, el Halcón 3")."""
    marked_in: int | None = None
    last_mark: tuple[int, int, int] | None = None
    """The damage last marked as told (object, amount, its last word): the source a "from …"
    right after it names dealt it."""
    """The sentence a "with N damage" was last read in: an object "with N" after it there is
    another one with the unit left out ("Thalia con 1 de daño y un Oso pardo con 2")."""
    also: list[int] = field(default_factory=list)
    """The other copies a count before a pronoun named ("two of them have 2 damage"): what the
    row read tells of the first is told of these too."""
    named_at: dict[int, int] = field(default_factory=dict)
    """The object each card span read named, by the span's last word: what a bracket right
    after it speaks of ("bloquea a unos Arieteros boggart (marchitar)": the Ram-Gang)."""
    sentence: tuple[Span, ...] = ()
    """The spans of the sentence being read: what a row's last word is followed by."""
    caster: tuple[str, int] | None = None
    """Who cast the spell told last, and the sentence (its first span) it was told in."""
    assigning: tuple[int, list[int], list[int]] | None = None
    """An attacker blocked by several: its damage told part by part (attacker, blockers, given)."""
    """The attack being told: its attackers and what they attack, until blocks are said."""

    def next_span(self, span: Span) -> Span | None:
        """The span right after ``span`` in the sentence being read, skipping filler."""
        later = [s for s in self.sentence if s.first > span.first and not s.is_("filler")]
        return later[0] if later else None

    def span_before(self, span: Span) -> Span | None:
        """The span right before ``span`` in the sentence being read (filler too)."""
        earlier = [s for s in self.sentence if s.first < span.first]
        return earlier[-1] if earlier else None

    # -- what the spans bind to -----------------------------------------------------------------
    def thing(self, span: Span | None, owner: str | None = None) -> int:
        if span is None:
            raise ValueError("no object")
        if span.is_("pronoun"):
            said = self.anchor if self.anchor is not None else self.last
            if said is None:
                raise NotRead(span)
            count = span.extra.get("count")
            if count == 1:  # "one of them": any one of the alike copies just told
                alike = [i for i, t in enumerate(self.story.things) if t.card == self.story.things[said].card]
                untouched = [i for i in alike if self._untouched(i)]
                if len(alike) < 2 or not untouched or not self._alike(alike):
                    raise NotRead(span)
                said = self.last = untouched[0]
            elif isinstance(count, int) and count > 1:  # "two of them": that many of the alike copies
                alike = [i for i, t in enumerate(self.story.things) if t.card == self.story.things[said].card]
                untouched = [i for i in alike if self._untouched(i)]
                if len(alike) <= count or len(untouched) < count or not self._alike(alike):
                    raise NotRead(span)  # "two of them" of two: all of them, said otherwise; or not alike
                said = self.last = untouched[0]
                self.also = untouched[:count]
            return said
        if span.is_("token_ref"):
            return self._token_ref(span)
        if span.is_("walker_ref"):
            return self._walker_ref(span)
        if span.is_("creature_ref") or span.is_("creature_ref_owned"):
            return self._creature_ref(span)
        if span.is_("type_ref"):
            return self._type_ref(span)
        card = str(span.value)
        said_owner = span.extra.get("owner")
        if said_owner == OPPONENT and span.extra.get("whose_pronoun"):
            said_owner = self._whose_pronoun()  # "NAP controla X. Su Ángel …": NAP's
        owner = owner or (said_owner if isinstance(said_owner, str) else None)
        count = span.extra.get("count")
        matches = [i for i, t in enumerate(self.story.things) if t.card == card]
        if owner is not None:
            matches = [i for i in matches if self.story.things[i].player in (owner, None)]
        elif self.side is not None and not span.is_("again") and not self.present & _ACTING:
            # "Me: Llanowar Elves. Opponent: Llanowar Elves.": the name in full listed under
            # another player's heading is that player's own copy, never the one listed under the
            # first (a sentence that acts on it, "Me: I Shock Grizzly Bears", names the one told)
            matches = [i for i in matches if self.story.things[i].player in (self.side, None)]
        if isinstance(count, int) and count > 1 and not span.is_("again"):
            made = self.named_at.get(span.last)
            if made is not None and made < len(self.story.things) and self.story.things[made].card == card:
                self.last = made  # the same words read again ("my two Bears got Pyroclasmed"): the copies they made
                return made
            first = self.story.add(card, owner or self.owner_hint)
            for _ in range(count - 1):
                self.story.add(card, owner or self.owner_hint)
            for copy in self.story.things[first:]:
                copy.token = span.is_("token")  # "two Spirit tokens": each one a token
                if copy.token:
                    _token_said(copy, span)
            self.last = self.named_at[span.last] = first
            return first
        if span.extra.get("another") and matches and not span.is_("again"):
            # "… and another Jace that just resolved": one more of that card, never the one told
            # (the same words read again in this reading are the copy they made)
            made = self.named_at.get(span.last)
            if made is None or made >= len(self.story.things) or self.story.things[made].card != card:
                made = self.story.add(card, owner or self.owner_hint)
            self.last = self.named_at[span.last] = made
            return made
        if span.is_("again") or matches:
            if not matches:
                raise NotRead(span)
            if len(matches) > 1:
                untouched = [i for i in matches if self._untouched(i)]
                if count != 1 or not untouched or not self._alike(matches):
                    raise NotRead(span)  # "the Bears" with two Bears: which one? not guessed
                matches = untouched  # "one Pearl Trident" of two alike: any one of them
            chosen = matches[0]
        else:
            if span.extra.get("plural") and count is None:
                # "I attacked with my Spirit tokens": how many is the answer's to know (each deals
                # its own damage, each dies on its own), never one read for several
                raise Asked(NaturalQuestion("how_many", what=card, column=span.start + 1, word=span.text))
            chosen = self.story.add(card, owner or self.owner_hint)
        if span.is_("token"):
            self.story.things[chosen].token = True
            _token_said(self.story.things[chosen], span)
        if self.story.things[chosen].player is None and owner is not None:
            self.story.things[chosen].player = owner
        self.last = chosen
        self.named_at[span.last] = chosen
        return chosen

    def _creature_ref(self, span: Span) -> int:
        """ "their guy", "the creature", "mi criatura": the one creature told (of that player,
        when a possessive says whose), or the creature just spoken of; otherwise asked."""
        owner = span.extra.get("owner")
        creatures = [
            i
            for i, t in enumerate(self.story.things)
            if "creature" in self.kinds(t.card) and (owner is None or t.player == owner) and t.zone is None
        ]
        said = self.anchor if self.anchor is not None else self.last
        if owner is None and said in creatures:
            self.last = said
            return said
        return self._the_one(creatures, span)

    def _token_ref(self, span: Span) -> int:
        """ "the token", "a mi ficha": the one token told (of that player, when a possessive
        says whose); with two, which one is asked (the last said is a guess), never a card."""
        owner = span.extra.get("owner")
        tokens = [
            i
            for i, t in enumerate(self.story.things)
            if t.token and (owner is None or t.player == owner) and t.zone is None
        ]
        untouched = [i for i in tokens if self._untouched(i)]
        same = {(self.story.things[i].card, self.story.things[i].pt) for i in tokens}
        if span.extra.get("count") == 1 and len(same) == 1 and untouched and self._alike(tokens):
            tokens = untouched[:1]  # "una de mis fichas" of two alike: any one of them
        return self._the_one(tokens, span)

    def _walker_ref(self, span: Span) -> int:
        """ "I Bolt her" read as the planeswalker (or battle): the one told on the battlefield;
        with two, which one is not guessed."""
        found = [
            i
            for i, t in enumerate(self.story.things)
            if self.kinds(t.card) & {"planeswalker", "battle"} and t.zone is None
        ]
        return self._the_one(found, span)

    def _type_ref(self, span: Span) -> int:
        """ "the Saga", "la batalla", "el planeswalker": the one permanent of that type told."""
        kind = TYPE_NOUNS.get(span.text.casefold().split()[-1])
        found = [i for i, t in enumerate(self.story.things) if kind in self.kinds(t.card) and t.zone is None]
        return self._the_one(found if kind is not None else [], span)

    def _the_one(self, found: list[int], span: Span) -> int:
        """The one object a reference can mean, now the one spoken of; none or several: which
        one is never guessed."""
        if len(found) != 1:
            raise NotRead(span)
        self.last = found[0]
        return found[0]

    def named_or_only(self, named: Span | None, kind: str, said: Span) -> int:
        """The permanent of type ``kind`` the words name, or the one such permanent told
        ("chapter III is on the stack", "mi rival es el protector"); which one, never guessed."""
        if named is not None:
            index = self.thing(named)
        else:
            told = [i for i, t in enumerate(self.story.things) if kind in self.kinds(t.card) and t.zone is None]
            if len(told) != 1:
                raise NotRead(said)
            index = told[0]
        if kind not in self.kinds(self.story.things[index].card):
            raise NotRead(said)
        return index

    def _untouched(self, index: int) -> bool:
        thing = self.story.things[index]
        told = any(
            index in (getattr(e, "attacker", None), getattr(e, "blocker", None), getattr(e, "target", None))
            for e in self.story.events
        )
        return not told and not thing.damage and not thing.counters and not thing.damage_from

    def listed_only(self, indices: list[int]) -> bool:
        """Whether nothing but their names was told of these objects: no event, fact or
        attachment."""
        hosts = {t.attached_to for t in self.story.things}
        return all(
            i not in hosts
            and self._untouched(i)
            and self.story.things[i] == Thing(self.story.things[i].card, self.story.things[i].player)
            for i in indices
        )

    def _alike(self, indices: list[int]) -> bool:
        first = self.story.things[indices[0]]
        return all(self.story.things[i].player == first.player for i in indices)

    def things(self, span: Span | None, owner: str | None = None) -> list[int]:
        """Every object an ``OBJS`` element lists (or the one an ``OBJ`` names); a card listed
        twice in one list is two copies ("Thalia, Thalia")."""
        if span is None:
            raise ValueError("no object")
        items = span.extra.get("items")
        if not isinstance(items, list):
            count = span.extra.get("count")
            first = self.thing(span, owner)
            if isinstance(count, int) and count > 1 and not span.is_("again"):
                return list(range(first, first + count))  # "dos Osos pardos": each copy, as added
            return [first]
        out: list[int] = []
        for item in items:
            index = self.thing(item, owner)
            if index in out:
                index = self.story.add(self.story.things[index].card, self.story.things[index].player)
            count = item.extra.get("count")
            if isinstance(count, int) and count > 1 and not item.is_("again"):
                out.extend(range(index, index + count))  # "dos Osos pardos": each copy, as added
            else:
                out.append(index)
        return out

    def _only_the_writer(self) -> bool:
        """Whether the writer is the only player spoken of so far ("my Courser attacked, …")."""
        if self.last_player is not None:
            return self.last_player == SELF
        if not self.story.things and not self.story.people and ("self" in self.present or self.two_unnamed):
            return True  # "He swung his Smiter at me", "He cast Wrath. I had …": the writer and one other
        if self.story.people and set(self.story.people) <= {SELF}:  # "I'm on 8 poison and he swings …"
            return all(t.player in (SELF, None) for t in self.story.things)
        return any(t.player == SELF for t in self.story.things)

    def _third_person(self, span: Span) -> str:
        """ "she"/"he" said after only the writer spoke of themselves: the other player of two;
        at a bigger table, or with other people named, which one is not guessed."""
        named = {*self.story.people, *(t.player for t in self.story.things if t.player)}
        others = named - {SELF, OPPONENT, "someone"}
        if len(others) == 1 and OPPONENT not in named and not self.story.multiplayer:
            # "Kyle was on 7 poison. I attacked him": the one other player, named
            (self.last_player,) = others
            return self.last_player
        if self.story.multiplayer or others:
            raise NotRead(span)
        self.last_player = OPPONENT
        return OPPONENT

    def _whose_pronoun(self) -> str:
        """Whom "su", "his", "their" mean: the player just spoken of where the text names its
        players ("NAP controla X. Su Ángel …": NAP's), else the other player of "me" and "my
        opponent"."""
        last = self.last_player
        return last if last is not None and last not in (SELF, OPPONENT) else OPPONENT

    def player(self, span: Span | None) -> str:
        if span is None:
            return SELF
        if span.is_("she") and fold(span.text) in _THIRD_PERSON and self._only_the_writer():
            return self._third_person(span)  # "my Courser … she blocked": never the writer
        if span.is_("implied_player") and span.extra.get("plural_verb") and self.last_player in (None, SELF):
            raise NotRead(span)  # "Tengo Himno y mis Osos reciben 3": "reciben" is never the writer's
        if span.is_("implied_player") or span.is_("she"):
            if self.last_player is None and span.is_("she") and fold(span.text) in _THIRD_PERSON:
                # "His Blood Artist has 2 damage. He has …": the one player whose things were told
                owners = {t.player for t in self.story.things if t.player}
                if len(owners) == 1 and owners != {SELF} and not self.story.multiplayer and not self.story.people:
                    self.last_player = owners.pop()
            if self.last_player is None:
                raise NotRead(span)
            return self.last_player
        if span.is_("opponent_of"):  # "her opponent": the other player of two
            if self.last_player is None:
                raise NotRead(span)
            name = SELF if self.last_player == OPPONENT else OPPONENT
            self.last_player = name
            return name
        if span.is_("implied_self"):
            self.last_player = SELF
            return SELF
        if span.is_("someone"):
            return "someone"  # who cast it doesn't change what it does
        if span.is_("partner"):  # "my partner", "mi compañera": the writer's teammate (810.2)
            self.last_player = TEAMMATE
            self.story.team("self", [SELF, TEAMMATE])
            return TEAMMATE
        if span.is_("person"):  # "my buddy", "mi primo": the other player at a two-player table
            if self.story.multiplayer:
                raise NotRead(span)  # at a bigger table: which one?
            name = OPPONENT
        elif span.is_("self"):
            name = SELF
        elif span.is_("opponent"):
            name = self._whose_pronoun() if fold(span.text) in WHOSE_PRONOUNS else OPPONENT
        else:
            given = span.extra.get("name")  # a seat's code, however typed ("nap's" → NAP)
            name = given if isinstance(given, str) else span.text.removesuffix("'s").removesuffix("’s")
        self.last_player = name
        return name


#: Possessives that mean "the other player's" at a table of "me" and "my opponent", and the
#: player just spoken of where the text names its players.
WHOSE_PRONOUNS = frozenset({"his", "their", "su", "sus"})
#: Pronouns that never name the one who writes ("she", "he", "ella", "él").
_THIRD_PERSON = frozenset({"she", "he", "she's", "he's", "ella", "el", "him", "her"})


#: The type a "the saga", "la batalla" reference names, by its last word (type_ref rows).
TYPE_NOUNS = {
    "saga": "saga", "battle": "battle", "batalla": "battle", "planeswalker": "planeswalker", "walker": "planeswalker",
    "aura": "aura", "equipment": "equipment", "land": "land", "tierra": "land", "vehicle": "vehicle",
    "vehículo": "vehicle", "vehiculo": "vehicle", "artifact": "artifact", "artefacto": "artifact",
    "enchantment": "enchantment", "encantamiento": "enchantment",
}  # fmt: skip


# -- what each row states ---------------------------------------------------------------------
def need(span: Span | None) -> Span:
    """An element the row's pattern makes required (never None once the row matched)."""
    if span is None:
        raise ValueError("a required element is missing")
    return span


def _damage(r: Reader, b: Bound) -> None:
    obj, n = b[0], b[-2]
    if "in_total" in r.present:
        raise NotRead(need(n))  # "2 damage between them": how it was split is not said
    if _aimed_after(r, b[-1]):
        raise NotRead(need(b[-1]))  # "Pirómano: 1 de daño a los Elfos": the Elves', not its own
    target = r.thing(obj)
    unblocked = _unblocked_last(r)
    hit = next((e for e in unblocked if target in (e.attacker, e.target)), None)
    if obj is not None and obj.is_("implied") and hit is not None:
        # "attacks Garruk, no blocks, 4 dmg", "…, no block. 3 damage.": the attack's damage said
        # again, checked against the attacker's power (never marked on the attacker, which was
        # dealt none, nor on what it hit, which the attack already dealt it)
        _attack_said_again(r, hit, need(n).number)
        return
    if obj is not None and obj.kinds & {"implied", "pronoun"} and left_in_events(r.story, target):
        raise NotRead(need(n))  # "I exiled his Bears, it has 3 damage": not the exiled one's
    verb = fold(b[1].text) if b[1] is not None else ""
    before = [s for s in r.sentence if s.last < need(n).first and not s.is_("implied")]
    if not verb and before and fold(before[-1].text) in _HAS_NOW:
        verb = fold(before[-1].text)  # "(tiene 3 de daño)": the verb of "has", skipped before the row
    now = verb in _HAS_NOW  # "… the Bears died and my Courser has 2 damage"
    if (
        obj is not None
        and obj.is_("implied")
        and not verb
        and _damaged_by_events(r, target)
        and not _said_as_earlier(r, n)
    ):
        # "I Shocked his Serra Angel (2 damage)", ", 2 damage": the spell's own damage said again,
        # or damage it had before? Both readings are tried (the judge picks where they part)
        r.bracketed_events = True
        now = r.explained
    r.marked_in = r.sentence_events
    r.last_mark = None
    _marked(r, target, need(n).number, now=now, said=n)
    if r.last_mark is not None:  # marked as told: a source named right after it dealt it
        r.last_mark = (target, need(n).number, (b[-1] or need(n)).last)


def _said_as_earlier(r: Reader, n: Span | None) -> bool:
    """ "(already 2 damage)", "(2 damage from before)", "(2 damage earlier this turn)": words
    beside the damage, in its clause, that put it before the event just told."""
    if n is None:
        return False
    clause: list[Span] = []
    for span in r.sentence:  # the clause around the number: from the last mark before it to the next
        if span.first < n.first and (span.is_("end") or span.text in "(),;:"):
            clause = []
        elif span.first > n.first and (span.is_("end") or span.text in "(),;:"):
            break
        else:
            clause.append(span)
    words = {w for span in clause for w in fold(span.text).split()}
    return bool(words & _EARLIER)


#: Words that put damage said beside an event before it ("already", "ya", "from before", "earlier").
_EARLIER = frozenset({"already", "before", "earlier", "previously", "ya", "antes", "previamente", "anterior"})


def _aimed_after(r: Reader, unit: Span | None) -> bool:
    """Whether "to" / "a" and an object or player follow ``unit`` ("1 damage to the Elves"):
    the damage is aimed there, never marked on what was named before it."""
    if unit is None:
        return False
    later = [s for s in r.sentence if s.first > unit.last]
    return (
        len(later) >= 2
        and later[0].is_("targeting")
        and (
            matches("OBJ", later[1])
            or matches("PLAYER", later[1])
            or (later[1].is_("filler") and len(later) > 2 and matches("OBJ_OR_PLAYER", later[2]))
        )
    )


def _marked(r: Reader, target: int, amount: int, now: bool = True, said: Span | None = None) -> None:
    """Damage told as marked on ``target``: said as it is now after events that dealt it damage,
    the total they left (checked, never marked again); otherwise marked before the events.

    Told again in a later sentence with nothing told happening between ("My Bears have 1 damage.
    O sea, es un 2/2 con 1 de daño"), it is the same damage restated, never 1 more (120.3: only
    an event deals damage); a different amount there says two things of one fact: asked."""
    if now and _damaged_by_events(r, target):
        r.story.events.append(DamageSaid(target, amount))
        return
    here = r.sentence[0].first if r.sentence else -1
    told = r.damage_told.get(target)
    if told is not None and told[0] != here and told[1] == len(r.story.events):
        if amount != r.story.things[target].damage and said is not None:
            before = str(r.story.things[target].damage)
            card = r.story.things[target].card
            raise Asked(
                NaturalQuestion("damage_differs", what=card, column=said.start + 1, word=said.text, before=before)
            )
        if amount == r.story.things[target].damage:
            r.last_mark = (target, amount, -1)
            return
    r.story.things[target].damage += amount
    r.damage_told[target] = (here, len(r.story.events))
    r.last_mark = (target, amount, -1)


#: The verbs that tell a damage total as it is now, after what was told before it ("has",
#: "se quedó con"); "ya tenía", "had", a bracket after a spell tell damage from before, or the
#: spell's own.
_HAS_NOW = frozenset(
    {"has", "have", "now has", "now have", "still has", "still have", "tiene", "tienen", "ahora tienen", "lleva",
     "llevan", "ahora lleva", "trae", "traen", "todavia tiene", "sigue teniendo", "ahora tiene", "sigue con", "se quedo con", "quedo con",
     "se queda con", "queda con", "se quedaron con", "quedaron con", "se quedan con", "quedan con", "was left with",
     "is left with", "were left with", "are left with", "ended up with"}
)  # fmt: skip


def _damaged_by_events(r: Reader, obj: int) -> bool:
    """Whether an event told so far dealt ``obj`` damage: a damage said of it after that is the
    total those events left, not damage marked before them."""
    for event in r.story.events:
        if isinstance(event, Combat | Fight) and obj in (
            getattr(event, "attacker", None), getattr(event, "blocker", None),
            getattr(event, "first", None), getattr(event, "second", None),
        ):  # fmt: skip
            return True
        if isinstance(event, Hit | SpellDamage | Unblocked) and event.target == obj:
            return True
        if isinstance(event, MassDamage) and "creatures" in event.who:
            return True
    return False


def _unblocked_last(r: Reader) -> list[Unblocked]:
    """The attacks told unblocked as the last events (this sentence or the one before): a
    damage said next with no subject is theirs, told again."""
    found: list[Unblocked] = []
    for event in reversed(r.story.events):
        if not isinstance(event, Unblocked):
            break
        found.append(event)
    return found


def _combat_partners(r: Reader, obj: int) -> set[int]:
    """The objects ``obj`` was told in combat with (the damage between them is computed)."""
    return {
        e.blocker if e.attacker == obj else e.attacker
        for e in r.story.events
        if isinstance(e, Combat) and obj in (e.attacker, e.blocker)
    }


def _takes(r: Reader, b: Bound) -> None:
    """ "the Giant takes 3": damage marked; after a combat it was in, told already ("Wall of
    Omens blocks. Wall takes 2"), that combat's damage said again: checked, never dealt twice."""
    obj = r.thing(b[0])
    n = next((s for s in b if s is not None and s.is_("num")), None)
    if n is None or "in_total" in r.present:
        raise NotRead(need(b[0]))  # "they took 3 between them": how it was split is not said
    r.took_in = r.sentence_events
    keyword = next((s for s in b if s is not None and s.is_("keyword")), None)
    partners = _combat_partners(r, obj)
    if partners and "once_more" in r.present:
        raise NotRead(n)  # "… blocks. Wall takes 2 again": that combat's again, or more? not guessed
    if len(partners) == 1:
        r.story.events.append(Hit(next(iter(partners)), n.number, target=obj, restates=True))
        if keyword is not None:  # "recibió 2 de daño de toque mortal": the source's keyword, checked
            _keyword_said(r.story.things[next(iter(partners))], keyword)
        r.last = obj
        return
    if keyword is not None:
        raise NotRead(keyword)  # deathtouch damage from a source not told: not read here
    if partners:
        raise NotRead(n)  # from which of them? not guessed
    dealt = _last_damage_to(r, obj)
    if dealt is not None and (_told_as_before(r, obj) or "once_more" in r.present):
        dealt = None  # "Opp Shocks my Giant that already took 2 in combat": damage from before it;
        # "then it took 2 again": more damage, never the last said again
    if dealt is not None:  # "Opp Shocks my Courser. My Courser took 2": that Shock, said again
        if dealt != n.number:
            raise NotRead(n)  # not what it was dealt: not read as more damage
        r.last = obj
        return
    r.story.things[obj].damage += n.number
    r.last = obj


def _hits_for(r: Reader, b: Bound) -> None:
    """ "Kitchen Finks blocks my Gray Ogre. Finks hits the ogre for 2": a combat told, its damage
    said again (checked). Told alone ("His Grizzly Bears hit my Hill Giant for 2"), a creature
    hitting a creature was in a combat whose other half the words don't tell: not read."""
    if r.thing(need(b[2])) not in _combat_partners(r, r.thing(need(b[0]))):
        raise NotRead(need(b[1]))
    _deals(r, b)


def _combat_damage_listed(r: Reader, b: Bound) -> None:
    """ "… blocks his Hill Giant. Combat damage is dealt: 3 to the Rats, 1 deathtouch damage to
    the Giant": a combat already told, its damage listed object by object — each checked as
    "the Rats take 3" is (``_takes``: the one creature it fought; the keyword its source's).
    Damage "to" an object no combat told is not read this way."""
    aimed = need(b[-1])
    if r.assigning is not None and len(r.assigning[1]) > 1:
        raise NotRead(aimed)  # "… and 4 on the Giant" after a double block: a division (``_assigns``)
    obj = r.thing(aimed)
    if len(_combat_partners(r, obj)) != 1:
        raise NotRead(aimed)
    _takes(r, [aimed, *b[:-1]])


def _takes_times(r: Reader, b: Bound) -> None:
    """ "His Hill Giant was dealt 1 damage twice", "recibió 1 de daño dos veces": that damage,
    as many times as told (never the last damage said again)."""
    times = _times(need(b[-1]))
    n = need(b[2])
    if times < 1:
        raise NotRead(need(b[-1]))
    obj = r.thing(b[0])
    if _combat_partners(r, obj):
        raise NotRead(n)  # after a block: that combat's damage, or more? not guessed
    r.took_in = r.sentence_events
    r.story.things[obj].damage += n.number * times
    r.last = obj


def _items(listed: Span) -> list[Span]:
    """The spans an ``OBJS`` element lists, or the one span it is."""
    items = listed.extra.get("items")
    return list(items) if isinstance(items, list) else [listed]


def _takes_each(r: Reader, b: Bound) -> None:
    """ "My Bears and my Elves take 2 damage", "Osos y Elfos reciben 2": a list as the verb's
    subject, so each item takes the amount (one item alone is the row for one object)."""
    listed = need(b[0])
    items = _items(listed)
    if len(items) < 2:
        raise NotRead(listed)
    for item in items:
        _takes(r, [item, *b[1:]])


def _takes_from(r: Reader, b: Bound) -> None:
    """ "Mis Osos recibieron 1 daño de las Ratas tifoideas", "took 1 damage from Typhoid Rats":
    the permanent named dealt it, with its own abilities as the board computes them (deathtouch,
    wither, infect: 120.3); in a combat told already between them, that combat's damage said again."""
    obj, source = r.thing(b[0]), r.thing(b[5])
    n = need(b[2])
    if obj == source:
        raise NotRead(need(b[5]))
    restates = source in _combat_partners(r, obj)
    r.story.events.append(Hit(source, n.number, target=obj, restates=restates))
    r.last = obj


def _takes_elided(r: Reader, b: Bound) -> None:
    """ "Osos reciben 2 con toque mortal, el Halcón 3", "Nighthawk takes 4, Smiter 2": the verb
    of the "takes" just read, left out; read only right after one in the same sentence."""
    if r.took_in != r.sentence_events:
        raise NotRead(need(b[2]))
    _takes(r, list(b[1:]))


#: What stands between an object and its number when the damage's unit is left out.
_ELIDED_WITH = frozenset({"with", "has", "have", "con", "tiene", "tienen"})


def _more_damage(r: Reader, b: Bound, same_sentence: bool = False) -> None:
    """ "took 2 from Shock, then 1 more from Prodigal Sorcerer", "y otros 2 del Pirómano": more
    damage to the one (object or player) that took damage last, from the source said (a
    permanent, or a spell whose text is its damage); with none said, from the same source again.
    Only right after damage was told: "1 more" says nothing on its own."""
    n = next(s for s in b if s is not None and s.is_("num"))
    source = b[-1]
    events = r.story.events
    last = events[-1] if events else None
    if not isinstance(last, SpellDamage | Hit) or (last.target is None and last.player is None):
        raise NotRead(n)
    if same_sentence and len(events) <= r.sentence_events:
        raise NotRead(n)  # "and 2 from his Shock": the verb left out is only its own sentence's
    to = {"target": last.target} if last.target is not None else {"player": last.player}
    read = (
        damage_spell(r.oracle(str(source.value))) if source is not None and source.kinds & {"spell", "card"} else None
    )
    if source is None:
        events.append(replace(last, amount=n.number))
    elif read is not None:
        events.append(SpellDamage(str(source.value), n.number, **to))
    elif source.is_("spell"):
        raise NotRead(source)  # a spell whose text isn't its damage: what it did is not read here
    else:
        from_ = r.thing(source)
        if from_ == last.target:
            raise NotRead(source)
        events.append(Hit(from_, n.number, **to))


def _elided_from(r: Reader, b: Bound) -> None:
    """ "took 3 from his Bolt and 2 from his Shock", "recibió 3 del Relámpago y 2 del Choque":
    the verb left out, so the same one taking it; in the sentence that told the first."""
    _more_damage(r, b, same_sentence=True)


def _damage_elided(r: Reader, b: Bound) -> None:
    """ "Thalia con 1 de daño y un Oso pardo con 2", "Thalia with 1 damage and Bears with 2":
    the unit of the damage just read in that sentence, left out; nowhere else."""
    n = need(b[2])
    if r.marked_in != r.sentence_events or fold(need(b[1]).text) not in _ELIDED_WITH:
        raise NotRead(n)
    _damage(r, [b[0], b[1], n, None])


def _told_as_before(r: Reader, obj: int) -> bool:
    """Whether "took N" is told as damage from before the spell that last dealt ``obj`` damage:
    "already" / "ya" in the sentence, or "in combat" after a spell's damage (a spell's damage is
    never combat damage). Then it is more damage, marked before the spell's."""
    if "earlier" in r.present:
        return True
    last = next((e for e in reversed(r.story.events) if isinstance(e, SpellDamage) and e.target == obj), None)
    return "combat" in r.present and last is not None


def _last_damage_to(r: Reader, obj: int) -> int | None:
    """The damage the last event told dealt ``obj`` by name (a spell, a permanent's ping, a spell
    on every creature), or None: "took N" after it is that damage said again."""
    for event in reversed(r.story.events):
        if isinstance(event, SpellDamage | Hit) and event.target == obj and not getattr(event, "restates", False):
            return event.amount
        if isinstance(event, MassDamage) and "creatures" in event.who:
            return event.amount
    return None


def _takes_dative(r: Reader, b: Bound) -> None:
    """ "al Gigante le hacen 3", "a mis Osos le hicieron 2": damage marked on the one named after
    "a". Without the "a" the one named is who deals it ("las ratas le hacen 1": the deals row)."""
    _takes(r, b[1:])


def _damage_on(r: Reader, b: Bound) -> None:
    """ "1 dmg marked on Baneslayer": damage marked; said after events that dealt it damage, the
    total they left (checked, never marked again)."""
    n, obj = b[0], b[-1]
    _marked(r, r.thing(obj), need(n).number, said=n)


def _pt_counters(b: Bound) -> tuple[str, int]:
    """The power/toughness counters a row names: their kind ("-1/-1") and how many (1 unsaid)."""
    mod = next(s for s in b if s is not None and s.is_("mod"))
    nums = [s for s in b if s is not None and s.is_("num")]
    p, t = mod.pair
    return f"{p:+d}/{t:+d}", nums[0].number if nums else 1


def _counters(r: Reader, b: Bound) -> None:
    obj = r.thing(b[0])
    kind, n = _pt_counters(b[1:])
    now = b[1] is not None and fold(b[1].text) in _HAS_NOW
    if kind == "-1/-1" and now and _damaged_by_events(r, obj):
        r.story.events.append(CountersSaid(obj, kind, n))  # what infect or wither just left: checked
        return
    if any(isinstance(e, MassCounters) and e.kind == kind for e in r.story.events):
        if not now:  # "se resolvió un Cenit … mis criaturas: X con dos contadores": before it, or after?
            raise NotRead(next(s for s in b if s is not None and s.is_("counter")))
        r.story.events.append(CountersSaid(obj, kind, n))  # "has two -1/-1 counters now": what it left
        return
    r.story.things[obj].counters[kind] = n  # what it has: said again, it is the same counters


def _loyalty(r: Reader, b: Bound) -> None:
    """ "Wrenn and Six is at 3 loyalty", "Jace está a 3". Said again after its abilities were
    told ("Jace at 3, I used +2, Jace at 5"), it is the total now: checked against them, never
    a new start for them to change again."""
    obj = r.thing(b[0])
    if "planeswalker" not in r.kinds(r.story.things[obj].card):
        raise NotRead(b[0])  # type: ignore[arg-type]
    if _damaged_by_events(r, obj):
        r.story.events.append(LoyaltySaid(obj, need(b[2]).number))  # "Opp Bolts Jace. Jace is at 2 now"
        return
    if _activated_since_told(r, obj):
        _loyalty_now(r, obj, need(b[2]))
        return
    r.story.things[obj].loyalty = need(b[2]).number


def _activated_since_told(r: Reader, obj: int) -> bool:
    return any(isinstance(e, Loyalty) and e.target == obj for e in r.story.events)


def _loyalty_now(r: Reader, obj: int, said: Span) -> None:
    """A loyalty said after abilities were activated: the total the costs left (606.4), or the
    sentence isn't read (a later total with no word of how it came is not guessed)."""
    expected = r.story.things[obj].loyalty
    for event in r.story.events:
        if isinstance(event, Loyalty) and event.target == obj and expected is not None:
            expected += event.change
    if expected is None or expected != said.number:
        raise NotRead(said)
    r.last = obj


def _restated_loyalty(r: Reader, b: Bound) -> None:
    """ "le hice +1, quedó en 4", "I +1'd her, she's at 4 now": the planeswalker just
    activated, its loyalty after the cost, checked."""
    said = next(s for s in b if s is not None and s.is_("num"))
    if r.last is None or not _activated_since_told(r, r.last):
        raise NotRead(said)
    _loyalty_now(r, r.last, said)


def _defense_said(r: Reader, b: Bound) -> None:
    """ "Invasion of Tarkir (5 defense counters)", "la batalla tiene 2 de defensa": a battle's
    defense (310.4), kept as the counters damage removes (120.3h)."""
    obj = r.thing(b[0])
    number = next((s for s in b if s is not None and s.is_("num")), None)
    if number is None:
        raise NotRead(need(b[1]))
    if "battle" not in r.kinds(r.story.things[obj].card):
        raise NotRead(number)
    r.story.things[obj].loyalty = number.number
    r.story.things[obj].defense = True
    r.last = obj


def _protected_by(r: Reader, b: Bound) -> None:
    """ "Invasion of Alara protegida por Lucía", "the battle, protected by NAP" (310.8)."""
    obj = r.thing(b[0])
    if "battle" not in r.kinds(r.story.things[obj].card):
        raise NotRead(need(b[1]))
    r.story.things[obj].protector = r.player(b[2])
    r.last = obj


def _is_protector(r: Reader, b: Bound) -> None:
    """ "mi rival es el protector", "I'm the protector of Invasion of Tarkir", "Ana es la
    protectora de la batalla": a battle's protector (310.8), the battle named or the one told."""
    said = need(b[1])
    if b[0] is not None:
        player = r.player(b[0])
    elif said.text.casefold().startswith(("soy", "i'm", "im ", "i am")):
        player = SELF
    else:
        raise NotRead(said)
    battle = r.named_or_only(b[-1], "battle", said)
    r.story.things[battle].protector = player
    r.last = battle


def _protector_is(r: Reader, b: Bound) -> None:
    """ "the protector is Bob", "el protector es mi rival", "protectora: NAP", "la protege mi
    rival": the protector said before the player, of the battle named or the one told (310.8)."""
    said = need(b[1])
    battle = r.named_or_only(b[0], "battle", said)
    r.story.things[battle].protector = r.player(b[-1])
    r.last = battle


def _chose_protector(r: Reader, b: Bound) -> None:
    """ "Ana chose Bob as its protector", "A eligió a B como su protector", "me eligió a mí como
    protector": a Siege's protector chosen as it entered (310.11a); the chooser controls it."""
    said = need(b[1])
    chosen = r.player(need(b[3]))
    if said.text.casefold().startswith("me "):
        chosen = SELF  # "me eligió (a mí) como protector": the writer chosen by the other player
    battle = r.named_or_only(b[-1], "battle", said)
    thing = r.story.things[battle]
    chooser = r.player(b[0]) if b[0] is not None else None
    if chooser is not None and thing.player is None:
        thing.player = chooser
    if chosen == (thing.player or chooser):
        raise NotRead(said)  # a Siege's protector is an opponent of its controller (310.11a)
    thing.protector = chosen
    r.last = battle


def _loyalty_said(r: Reader, b: Bound) -> None:
    """ "Chandra … (4 lealtad)": its loyalty now (said after it came down: its printed one,
    checked)."""
    obj = r.thing(b[0])
    if "planeswalker" not in r.kinds(r.story.things[obj].card):
        raise NotRead(need(b[2]))
    if _damaged_by_events(r, obj):
        r.story.events.append(LoyaltySaid(obj, need(b[2]).number))  # "Opp Bolts Jace. Jace has 2 loyalty"
        return
    if _activated_since_told(r, obj):
        _loyalty_now(r, obj, need(b[2]))  # "I used +2. Jace has 5 loyalty": the total now, checked
        return
    r.story.things[obj].loyalty = need(b[2]).number
    r.last = obj


def _life(r: Reader, b: Bound) -> None:
    n = next(s for s in b if s is not None and (s.is_("num") or s.is_("signed")))
    if _unit_left_out(r, b, n) == "unit_poison" and not _negative(b):
        _set_poison(r, r.player(b[0]), n.number)  # "Tengo 8 venenos y mi compañero tiene 4"
        return
    _life_after_an_aimed_event(r, b, n)
    _set_life(r, r.player(b[0]), n.number * (-1 if _negative(b) else 1), _still(b))


#: A player's units besides life a number said before may carry over to a bare number after it
#: in the sentence (damage, loyalty or defense are no player's: "Jace tiene 3 de lealtad y yo
#: estoy a 5" is a life).
_OTHER_UNITS = frozenset({"unit_poison", "unit_cards", "library_cards", "library"})


def _unit_left_out(r: Reader, b: Bound, n: Span) -> str | None:
    """ "Tengo 8 venenos y mi compañero tiene 4", "I'm on 8 poison and my partner has 4": a
    bare number after another unit of a player's said in the sentence has that unit left out,
    never a life (a life read there is a silent misreading). Poison: that unit, returned; cards
    in a library: not read this way."""
    if any(s is not None and s.is_("unit_life") for s in b):
        return None
    units = [s for s in r.sentence if s.first < n.first and s.kinds & (_OTHER_UNITS | {"unit_life"})]
    if not units or units[-1].is_("unit_life"):
        return None
    having = any(s is not None and s.is_("life_at") and s.kinds & {"controls", "hosts"} for s in b)
    if units[-1].is_("unit_poison") and having:
        return "unit_poison"  # "… y mi compañero tiene 4": the same verb of having; "is at 2" may be a life
    raise NotRead(n)


def _life_after_an_aimed_event(r: Reader, b: Bound, n: Span) -> None:
    """ "Le ataco [a Jace / a la batalla] con mis Osos, no bloquea, queda a 1": a number with no
    player and no "life" said, right after an attack on a permanent or an event aimed at one,
    may be that permanent's loyalty or defense (or "one of them") as much as a life: never read
    as the life of the player spoken of last."""
    unsaid = b[0] is None or b[0].is_("implied")
    if not unsaid or any(s is not None and s.is_("unit_life") for s in b):
        return
    said_with = next((s for s in b if s is not None and s.is_("life_at")), None)
    before = r.span_before(said_with) if said_with is not None else None
    if before is not None and matches("OBJ", before):
        # "… y a un Oso pardo con 2", "a Grizzly Bears at 2": a bare number right after an
        # object is the object's (its damage, its loyalty), never the life of a player unsaid
        raise NotRead(n)
    last = r.story.events[-1] if r.story.events else None
    attacked = r.attack[1] if r.attack is not None else None
    if isinstance(attacked, int) or getattr(last, "target", None) is not None:
        # ("le tiro un Choque a uno" after two Elves: "uno" is one of them, never a life of 1)
        raise NotRead(n)


def _still(b: Bound) -> bool:
    return any(s is not None and s.is_("still") for s in b)


def _set_life(r: Reader, name: str, life: int, sure: bool = False) -> None:
    """A life total said after damage told to that player: what the damage left when the words
    say so ("I'm still at 9", "goes to -1", "ahora está a 2"); otherwise it may be the life the
    damage started from, and both readings are tried."""
    person = r.story.person(name)
    person.life = life
    person.life_after = any(getattr(e, "player", None) == name for e in r.story.events)
    person.life_after_sure = person.life_after and sure


def _negative(b: Bound) -> bool:
    return any(s is not None and s.is_("minus") for s in b)


def _poison(r: Reader, b: Bound) -> None:
    """ "Carlos is on 9 poison": a player's poison counters; said after infect damage told to
    that player, the count that damage left (never added to again)."""
    n = next(s for s in b if s is not None and (s.is_("num") or s.is_("signed")))
    _set_poison(r, r.player(b[0]), n.number)


def _total_carried(r: Reader, b: Bound) -> None:
    """ "yo tenía 8 venenos y mi compañero 4", "I was on 8 poison and my partner had 4", "Yo
    tenía 3 vidas y mi rival 4": a bare number after another player, right after a poison count
    or a life in the same sentence, is that player's of the same unit (left out); anything else
    said between them, and it isn't read."""
    n = need(b[-1])
    said = [s for s in r.sentence if s.first < n.first and s.kinds & _ANY_UNIT]
    after = next((s for s in r.sentence if s.first > n.last), None)
    if not said or not said[-1].kinds & {"unit_poison", "unit_life"} or (after is not None and after.kinds & _ANY_UNIT):
        raise NotRead(n)
    between = [s for s in r.sentence if said[-1].last < s.first < need(b[0]).first]
    if any(not (s.is_("punct") or fold(s.text) in {"and", "y"}) for s in between):
        raise NotRead(n)  # only "and" between the two counts: the second says the first's unit
    if said[-1].is_("unit_poison"):
        _set_poison(r, r.player(b[0]), n.number)
    else:
        _set_life(r, r.player(b[0]), n.number, False)


#: Units of objects, never a player's: damage, loyalty, defense, counters.
_UNITS_OF_OBJECTS = frozenset({"unit_damage", "unit_loyalty", "unit_defense", "counter"})
#: Every unit a number may carry.
_ANY_UNIT = _OTHER_UNITS | _UNITS_OF_OBJECTS | {"unit_life"}


def _set_poison(r: Reader, name: str, poison: int) -> None:
    """A poison count; said after damage told to that player, the count it left."""
    person = r.story.person(name)
    person.poison = poison
    person.poison_after = any(getattr(e, "player", None) == name for e in r.story.events)


def _team_total(r: Reader, b: Bound) -> None:
    """ "Team A is at 5 life", "nuestro equipo está a -3", "el equipo de Ana y Bruno tenía 13
    vidas": a team's shared life or poison (810.9, 810.10)."""
    said = need(b[0])
    name, members = said.extra.get("team"), said.extra.get("members")
    if not isinstance(name, str) or not isinstance(members, list):
        raise NotRead(said)
    team = r.story.team(name, [str(m) for m in members])
    if name == "self" and not team.members:
        team.members.append(SELF)
    r.last_team = name
    n = next(s for s in b if s is not None and (s.is_("num") or s.is_("signed")))
    if any(s is not None and s.is_("unit_poison") for s in b):
        team.poison = n.number
    else:
        team.life = n.number * (-1 if _negative(b) else 1)


def _paid_mana(r: Reader, b: Bound) -> None:
    """ "(pagué la G antes)", "I had already paid {G}": mana paid for the regeneration shield
    just told — how the shield came, nothing more. Mana paid for anything else is not read."""
    if r.last is None or not r.story.things[r.last].regen_shields:
        raise NotRead(need(b[2]))


def _mana_paid_after(r: Reader, b: Bound) -> None:
    """ "con un escudo de regeneración activado ({2} pagado)": the shield's cost, said after it."""
    _paid_mana(r, [None, None, b[0]])


def _pays_to_regenerate(r: Reader, b: Bound) -> None:
    """ "antes del daño pago {1}{G} para regenerar", "ha pagado la B para regenerar": a
    regeneration ability activated, its shield on the creature named after it or spoken of
    last, when its text has one ("{B}: Regenerate ~"): 701.19."""
    said = need(next(s for s in b if s is not None and s.is_("purpose_regen")))
    target = r.thing(b[-1]) if b[-1] is not None else r.last
    if target is None or "regenerate" not in r.oracle(r.story.things[target].card).casefold():
        raise NotRead(said)
    r.story.things[target].regen_shields += 1
    r.last = target


def _activates_regen(r: Reader, b: Bound) -> None:
    """ "he blocked with the Skeletons and activated regen once", "activé la regeneración del
    Trol dos veces": a regeneration ability activated, a shield each time, on the creature
    named or spoken of last, when its text has one (701.19)."""
    _regenerated(r, b, need(next(s for s in b if s is not None and s.is_("regen_word"))))


def _regenerated(r: Reader, b: Bound, said: Span) -> None:
    """A shield per activation told (``said``: the words asked about when it isn't read)."""
    named = next((s for s in b if s is not None and matches("OBJ", s)), None)
    target = r.thing(named) if named is not None else r.last
    if target is None or "regenerate" not in r.oracle(r.story.things[target].card).casefold():
        raise NotRead(said)
    times = next((s for s in b if s is not None and s.is_("times")), None)
    count = _times(times) if times is not None else 1
    if count <= 0:
        raise NotRead(times or said)
    r.story.things[target].regen_shields += count
    r.last = target


def _paid_for_shield(r: Reader, b: Bound) -> None:
    """ "I paid G for the shield", "pagué B por el escudo de mis Esqueletos": a regeneration
    ability activated (its cost said, not its name), on the creature named or spoken of last
    whose text regenerates (701.19). A shield counter (122.1c) is no cost paid: not read."""
    word = next(s for s in b if s is not None and s.is_("counter_kind"))
    if fold(word.text) not in _SHIELD_WORDS:
        raise NotRead(word)
    _regenerated(r, b, word)


#: The words of a regeneration shield when a cost was paid for it.
_SHIELD_WORDS = frozenset({"shield", "escudo"})


def _outcome_said(r: Reader, b: Bound) -> None:
    """ "his Serra Angel is fine", "Wurmcoil survives the first-strike hit", "el Oso sigue
    vivo": what the writer expects of a permanent, never a fact — the checks work it out (and
    say so where it isn't what the writer expected). The permanent is there, as named."""
    r.last = r.thing(b[0])


def _pays_life(r: Reader, b: Bound) -> None:
    """ "they pay 2 life for Mutagenic Growth", "… pagando 2 vidas": life paid (119.4, 118.3),
    off a life the text has already told; with none told, not read (never assumed)."""
    verb = need(b[1])
    # "I cast Dismember at his Bears, paying 4 life": a gerund after a cast is the caster's
    caster = r.caster[0] if r.caster is not None and r.caster[1] == r.sentence_start else None
    while_casting = caster is not None and fold(verb.text).endswith(("ing", "ando", "iendo"))
    if b[0] is not None:
        player = r.player(b[0])
    elif while_casting and caster is not None:
        player = caster
    elif verb.is_("first_person") or verb.text.casefold().endswith(("é", "ué")):
        player = SELF
    elif r.last_player is not None:
        player = r.last_player
    else:
        raise NotRead(verb)
    if _pay_life(r, player, need(b[2])) <= 0 and while_casting:
        raise NotRead(verb)  # paid while casting the spell just read: it never resolved (704.3)


def _pay_life(r: Reader, player: str, amount: Span) -> int:
    """Life paid off a total the text told (none told: not read, never assumed); what is left."""
    person = r.story.people.get(player)
    if person is None or person.life is None:
        raise NotRead(amount)
    person.life -= amount.number
    return person.life


def _more_totals(r: Reader, b: Bound) -> None:
    """A total said right after another of the same player's ("… 10 poison and 20 life")."""
    if r.last_player is None and r.last_team is not None:  # the team's other total
        team = r.story.team(r.last_team, [])
        if need(b[1]).is_("unit_poison"):
            team.poison = need(b[0]).number
        else:
            team.life = need(b[0]).number
        return
    if r.last_player is None or r.last_player not in r.story.people:
        raise NotRead(need(b[0]))
    if need(b[1]).is_("unit_poison"):
        _set_poison(r, r.last_player, need(b[0]).number)
    else:
        _set_life(r, r.last_player, need(b[0]).number)


#: Word classes of a sentence that does something to objects (a target named again is the one told).
_ACTING = frozenset(
    {"verb", "spell", "casts", "casts_on_it", "aims", "hits", "deals", "destroys", "exiles", "bounces", "sacrifices",
     "steals", "puts", "puts_on_it", "attacks", "blocks", "blocks_with", "blocks_it", "targeting", "gives", "fights",
     "connects", "takes", "copying", "copying_it"}
)  # fmt: skip


def _side_label(r: Reader, b: Bound) -> None:
    """ "AP: Serra Angel, 4 dmg. NAP: Llanowar Elves", "- me: Lord of Atlantis": a player
    labelling the objects listed after it (each one that player's, until another label)."""
    r.side = r.owner_hint = r.player(b[0])


def _card_label(r: Reader, b: Bound) -> None:
    """ "my serra angel: has opp's Pacifism on it", "Tarmogoyf: 3 damage": a card labelling what
    the sentence goes on to say of it."""
    r.last = r.thing(b[0])


def _in_graveyard(r: Reader, b: Bound) -> None:
    """ "My graveyard has a Forest and a Lightning Bolt", "en su cementerio hay un Relámpago", "a
    Forest in my yard": cards in that player's graveyard (what Tarmogoyf and threshold count).
    Each is a card of its own there, never one told on the battlefield; a pronoun or a token
    isn't read this way."""
    first, last = need(b[0]), need(b[-1])
    place, listed = (first, last) if first.kinds & _GRAVEYARDS else (last, first)
    owner = OPPONENT if place.is_("graveyard_opp") else SELF
    items = listed.extra.get("items")
    for item in items if isinstance(items, list) else [listed]:
        if not item.is_("card") or item.is_("token") or item.is_("pronoun") or item.is_("verb"):
            raise NotRead(item)
        if place.is_("graveyard_all") and not item.is_("generic"):
            raise NotRead(place)  # "the graveyards have a Forest": whose Forest? (a type alone: no one's)
        if place.is_("graveyard_all") and _counts_a_graveyard(r):
            raise NotRead(place)  # a card on the board counts one player's graveyard: whose cards?
        r.story.all_graveyards = r.story.all_graveyards or place.is_("graveyard_all")
        count = item.extra.get("count")
        for _ in range(count if isinstance(count, int) and count > 1 else 1):
            thing = r.story.things[r.story.add(str(item.value), owner)]
            thing.zone = "graveyard"
            types = item.extra.get("types")
            thing.types = [str(t) for t in types] if isinstance(types, list) else []


#: Where cards told in a graveyard are: the writer's, the opponent's, or the graveyards as one.
_GRAVEYARDS = frozenset({"graveyard_self", "graveyard_opp", "graveyard_all"})


def _counts_a_graveyard(r: Reader) -> bool:
    """Whether a card told counts one player's graveyard ("your graveyard": threshold,
    delirium): then cards told only "in the graveyards" can't be given to anyone."""
    return any(re.search(r"\b(?:your|their|an opponent's) graveyard", r.oracle(t.card), re.I) for t in r.story.things)


def _controls(r: Reader, b: Bound) -> None:
    """ "Ana controls Glorious Anthem, Savannah Lions and …": each named is Ana's; a card named
    again in full is another copy ("Thalia, Thalia"; "Ana controls Thalia and Ana controls
    Thalia"), a short name the one already told ("Lord")."""
    owner = r.player(b[0])
    r.owner_hint = owner
    r.controlled = (r.sentence[0].first if r.sentence else -1, owner)
    listed = need(b[2])
    items = listed.extra.get("items")
    for item in items if isinstance(items, list) else [listed]:
        waiting = next((t for t in r.story.things if t.ordered_only and t.card == str(item.value)), None)
        if waiting is not None:  # told first only as what came after it: this is that one
            waiting.ordered_only, waiting.player = False, owner
            r.last = r.story.things.index(waiting)
        elif (
            item.is_("card") and not item.is_("again") and not item.extra.get("count") and not item.extra.get("plural")
        ):
            r.last = r.story.add(str(item.value), owner)
            if item.is_("token"):
                r.story.things[r.last].token = True
                _token_said(r.story.things[r.last], item)
        else:
            r.thing(item, owner)


def _gapped_possible(r: Reader, b: Bound) -> None:
    said = need(b[0])
    here = r.sentence[0].first if r.sentence else -1
    if r.controlled is None or r.controlled[0] != here or said.kinds & {"implied", "implied_player", "implied_self"}:
        raise NotRead(said)  # the other player said, in the same sentence: never one implied


def _controls_gapped(r: Reader, b: Bound) -> None:
    """ "Yo tengo unos Osos pardos y el rival un Gigante", "I have Bears and my opponent a
    Giant": the verb of having left out after another player's, in the same sentence."""
    _gapped_possible(r, b)
    said = need(b[0])
    assert r.controlled is not None
    if r.player(said) == r.controlled[1]:
        raise NotRead(said)  # the same player again: not the verb left out
    _controls(r, [said, None, b[1]])


def _attached(r: Reader, b: Bound) -> None:
    host = r.thing(b[-1])
    for attachment in r.things(b[0]):
        _attach(r, attachment, host, b[0])
    r.last = host


def _hosts(r: Reader, b: Bound) -> None:
    host = r.thing(b[0])
    for attachment in r.things(b[2]):
        _attach(r, attachment, host, b[2])
    r.last = host


def _attach(r: Reader, attachment: int, host: int, span: Span | None) -> None:
    kinds = r.kinds(r.story.things[attachment].card)
    if not kinds & {"aura", "equipment", "fortification"} or attachment == host:
        raise NotRead(span)  # type: ignore[arg-type]
    thing = r.story.things[attachment]
    thing.attached_to = host
    if thing.player is None:
        taken = _taken_with(r, thing.card, host)
        if taken is None and span is not None and _CONTROLS_ITS_HOST.search(r.oracle(thing.card)):
            raise NotRead(span)  # "le lanzó Fragmentos de deslealtad": whoever cast it controls the host
        thing.player = taken or r.story.things[host].player


#: An Aura whose controller controls what it enchants (Control Magic, Mind Control).
_CONTROLS_ITS_HOST = re.compile(r"\byou control enchanted\b", re.I)


def _taken_with(r: Reader, aura: str, host: int) -> str | None:
    """ "Le robé el Degollador a mi rival con Magia de control": the player who took the host,
    when the Aura is what took it: Control Magic gives control to its own controller (613.1b),
    so it is the taker's, never the host's owner's (which would give the creature back)."""
    if not _CONTROLS_ITS_HOST.search(r.oracle(aura)):
        return None
    taken = [e.player for e in r.story.events if isinstance(e, Control) and e.target == host]
    return taken[-1] if taken else None


def _life_changed(r: Reader, b: Bound) -> None:
    """ "I lose 1", "pierdo 1", "he lost 3 life", "gané 4 vidas": life lost or gained as told
    (119.3, no damage: nothing prevents or redirects it), by the player said or the writer."""
    amount = next(s for s in b if s is not None and s.is_("num")).number
    verb = next(s for s in b if s is not None and s.kinds & {"loses_life", "gains_life"})
    player = r.player(b[0]) if b[0] is not None else SELF if verb.is_("first_person") else None
    if player is None:
        raise NotRead(verb)  # "lost 3" with no one said: whose life? never guessed
    r.last_player = player
    r.story.events.append(LifeLost(player, amount if verb.is_("loses_life") else -amount, ""))


def _player_damaged(r: Reader, b: Bound) -> None:
    """ "He hit me for 5", "I took 5", "recibí 5 de daño": damage to a player from a source the
    words don't name is life lost (120.3a), what that takes for granted said above the answer
    (no infect: poison instead, 120.3b; no lifelink). After damage to that player told already
    (a combat, a spell), whether this is the same said again or more is not guessed."""
    amount = next(s for s in b if s is not None and s.is_("num"))
    verb = next(s for s in b if s is not None and s.kinds & {"hits", "takes"})
    hit = b[2] if verb.is_("hits") else b[0]  # "He hit me for 5": after the verb; "I took 5": the subject
    _damage_to_player(r, r.player(hit) if hit is not None else None, amount)


def _player_deals_player(r: Reader, b: Bound) -> None:
    """ "my opponent dealt me 3 damage", "dealt 3 damage to me", "mi rival me hizo 3 de daño",
    "le hizo 3 de daño a Ana": damage one player dealt another with something unnamed, as "I
    took 3" (``_player_damaged``): life lost, never guessed where a source is named."""
    amount = next(s for s in b if s is not None and s.is_("num"))
    verb = next(s for s in b if s is not None and s.kinds & {"deals", "casts_at_me"})
    players = [s for s in b if s is not None and s is not b[0] and matches("PLAYER", s)]
    if players:
        target = r.player(players[-1])
    elif verb.is_("casts_at_me"):
        target = SELF  # "me hizo 3": the writer
    else:
        raise NotRead(amount)
    if b[0] is not None and r.player(b[0]) == target:
        raise NotRead(amount)  # "I dealt me 3": not read
    _damage_to_player(r, target, amount)


def _damage_to_player(r: Reader, target: str | None, amount: Span) -> None:
    if target is None or _damaged_before(r, target) or r.attack is not None:
        raise NotRead(amount)
    if any(s.is_("card") or s.is_("spell") for s in r.sentence):
        raise NotRead(amount)  # "He hit me for 5 with Glistener Elf": the source is named (infect?)
    told = r.story.people.get(target)
    poisoned = (told is not None and bool(told.poison)) or any(s.is_("unit_poison") for s in r.sentence)
    if poisoned:  # "I have 9 poison counters. I took 1 damage.": from an infect source, the tenth
        raise NotRead(amount)  # poison counter; in a game where poison is told, never assumed away
    r.last_player = target
    r.story.events.append(LifeLost(target, amount.number, "", damage=True))


def _damaged_before(r: Reader, player: str) -> bool:
    """Whether an event already told dealt damage to ``player`` (a combat, a spell, a ping): then
    "I took 3" may be that damage said again, or more."""
    return any(
        getattr(e, "player", None) == player
        and (isinstance(e, Hit | SpellDamage | Unblocked) or (isinstance(e, LifeLost) and e.damage))
        for e in r.story.events
    )


def _two_sides(r: Reader, one: int, other: int, verb: Span) -> None:
    """Two creatures in one combat are two players' (506.2): one player's two are not read; the
    side of a creature told with no owner, facing the writer's or another unowned one, is
    shown as the opponent's (whose is whose changes no damage)."""
    first, second = r.story.things[one], r.story.things[other]
    if one == other:
        raise NotRead(verb)  # "the Rats that blocked it" read as the Rats blocking themselves
    if first.player is not None and first.player == second.player:
        raise NotRead(verb)
    if second.player is None and first.player in (None, SELF):
        second.player = OPPONENT
    elif first.player is None and second.player == SELF:
        first.player = OPPONENT


def _blocks(r: Reader, b: Bound) -> None:
    blocker, attacker = r.thing(b[0]), r.thing(b[2])
    _two_sides(r, blocker, attacker, need(b[1]))
    r.story.events.append(Combat(attacker, blocker))
    if r.attack is not None and r.attack[0] == [attacker]:
        r.attack = None  # "Centaur Courser attacked, Siege Mastodon blocked it": that attack's block
    r.last = blocker


def _is_blocked_by(r: Reader, b: Bound) -> None:
    """ "my Hill Giant got blocked by his Bears", "fue bloqueado por dos Osos": the block told from
    the attacker's side is the same combat as the blocker's "blocks" (509.1, 510.1)."""
    verb = need(b[1])
    attacker = r.thing(b[0])
    blockers = r.things(b[-1])
    for blocker in blockers:
        _two_sides(r, blocker, attacker, verb)
    _blocked(r, attacker, blockers, need(b[-1]))
    r.attack = _others_attacking(r, attacker)
    r.last = blockers[-1]


def _trade(r: Reader, b: Bound) -> None:
    """ "Grizzly Bears and Hill Giant trade", "mis Osos y su Gigante se matan", "my Bears
    traded with his Elves": two creatures in one combat, each dealing its damage to the other
    (510.1; which one attacked changes no damage). Whether both die is the rules' to say, not
    taken from the word: three or more, or one told, is not read this way."""
    verb = next(s for s in b[1:3] if s is not None and s.is_("trade"))  # "…, they trade": after a comma
    told = [i for span in (b[0], *b[3:]) if span is not None for i in r.things(span)]
    listed_before = any(need(b[0]).first - 3 <= k < need(b[0]).first for k in r.named_at)
    if len(told) != 2 or told[0] == told[1] or listed_before:  # "Bears, Giant and Elves trade": 3
        raise NotRead(verb)
    _two_sides(r, told[0], told[1], verb)
    r.story.events.append(Combat(told[0], told[1], sides_known=False))
    r.last = told[1]


def _blocked_and_damage(r: Reader, b: Bound) -> None:
    """ "my Goyf blocked and has 2 damage": a block whose attacker isn't told, the damage it
    left told instead (marked as told; what the blocker dealt back is not read)."""
    target = r.thing(b[0])
    r.story.things[target].damage += need(b[4]).number
    r.last = target


def _attacked_blocked_damage(r: Reader, b: Bound) -> None:
    """ "it attacked, got blocked and took 2 damage": an attack whose blockers aren't told, the
    damage it took told instead (what it dealt back is not read)."""
    target = r.thing(b[0])
    r.story.things[target].damage += next(s for s in b if s is not None and s.is_("num")).number
    r.last = target


def _attacks_blocked(r: Reader, b: Bound) -> None:
    attacker = r.thing(b[0])
    blockers = r.things(b[-1], r.player(b[-3]) if b[-3] is not None else None)
    _blocked(r, attacker, blockers, need(b[-1]))


def _attacks_blocks(r: Reader, b: Bound) -> None:
    attacker, blocker = r.thing(b[0]), r.thing(b[-2])
    r.story.events.append(Combat(attacker, blocker))


def _spell_at(r: Reader, b: Bound) -> None:
    spell = next(s for s in b if s is not None and s.is_("card") and s.is_("spell"))
    amount = r.spells(str(spell.value))
    if amount is None:
        raise NotRead(spell)
    target = b[-1]
    if target is not None and matches("OBJ", target):
        r.story.events.append(SpellDamage(str(spell.value), amount, target=r.thing(target)))
    else:
        r.story.events.append(SpellDamage(str(spell.value), amount, player=r.player(target)))


def _unblocked_at(r: Reader, b: Bound) -> None:
    attacker = r.thing(b[0])
    target = b[-1]
    if target is not None and target.is_("card"):
        r.story.events.append(Unblocked(attacker, target=r.thing(target)))
    else:
        r.story.events.append(Unblocked(attacker, player=r.player(target)))


def _subject(r: Reader, b: Bound, fallback: str | None = None) -> str | None:
    """Who does what a row tells: its player said, else the judge for a first-person verb
    ("Bajo una segunda Cuna", "lancé"), else ``fallback``."""
    if b[0] is not None and matches("PLAYER", b[0]):
        return r.player(b[0])
    if any(s is not None and s.is_("first_person") for s in b[1:3]):
        r.last_player = SELF
        return SELF
    return fallback


def _enters(r: Reader, b: Bound) -> None:
    """ "I cast a second Thalia", "my opponent resolves Blood Moon", "bajo otro Jace": a new
    permanent under the caster (a second copy when one is already there)."""
    said = need(b[-1]).extra.get("owner")  # "entra el Arrancapiel del rival": whose it is
    caster = _subject(r, b, (said if isinstance(said, str) else None) or r.owner_hint or None)
    card = str(need(b[-1]).value)
    if b[2] is not None and not any(t.card == card for t in r.story.things):
        # "a second Cradle" with none told: one was already there. One told already, whoever's
        # ("My opponent has Thalia. I cast a second Thalia"; "I control Thalia and cast a second
        # Thalia"), is the first: the second is this one, never a third
        r.story.add(card, caster)  # "a second Cradle": one was already there
    there = [i for i, t in enumerate(r.story.things) if t.zone is None]
    r.last = r.story.add(card, caster)
    r.story.things[r.last].arrived = True
    r.story.things[r.last].entered_at = len(r.story.events)
    # what was told on the battlefield before it entered is older (613.7d: its timestamp is
    # when it entered): "I control Humility … I cast Opalescence" is never Opalescence first
    r.story.later_than += [(r.last, earlier) for earlier in there if earlier != r.last]
    if "battle" in r.kinds(card):  # it enters with its printed defense in counters (310.4b)
        r.story.things[r.last].loyalty = r.printed_loyalty(card)
        r.story.things[r.last].defense = True
    _enters_trigger(r, card)


def _enters_trigger(r: Reader, card: str) -> None:
    """The object just told entering (``r.last``) has an enters trigger whose effect is unsaid."""
    if r.last is None:
        return
    text = r.oracle(card).replace(card, "~")
    if "saga" not in r.kinds(card) and _enters_sweep(r, card, text):
        return
    if "saga" not in r.kinds(card) and _ENTERS_TRIGGER.search(text):
        # "he drops Massacre Wurm": its "When ~ enters" changes the board once it resolves;
        # unless the sentence goes on to tell what it did ("juega Arrancapiel y le pone los tres
        # contadores…"), the judge is asked, never answered as if it did nothing (603.2)
        r.story.things[r.last].trigger_unsaid = r.sentence_events
        r.entered_here = True


def _enters_sweep(r: Reader, card: str, text: str) -> bool:
    """ "He drops Massacre Wurm", "Entra mi Sierpe de la masacre": an enters trigger whose whole
    effect changes every creature of a group ("creatures your opponents control get -2/-2 until
    end of turn"), read by the sweepers' reader from its controller's side, as it resolves (the
    judge asks what happens: the trigger resolved, shown under "What happened"). Its controller
    unsaid, or any other effect: not read here (asked as an enters trigger unsaid)."""
    found = _ENTERS_EFFECT.search(text)
    controller = r.story.things[r.last].player if r.last is not None else None
    if found is None or controller is None:
        return False
    effect = found["effect"][:1].upper() + found["effect"][1:]
    swept = sweep(effect)
    if swept is None or swept.life:
        return False
    if swept.damage is not None and swept.who is not None:
        r.story.events.append(MassDamage(card, swept.damage, swept.who, controller, swept.group))
    elif swept.mod is not None:
        r.story.events.append(MassMod(card, swept.mod, swept.whose, controller, swept.group))
    else:
        return False
    return True


#: The effect of a permanent's own "When ~ enters, …" trigger (603.6a), one paragraph.
_ENTERS_EFFECT = re.compile(
    r"^When (?:~|this (?:creature|permanent)) enters(?: the battlefield)?, (?P<effect>[^\n]+)$", re.M
)


#: A triggered ability of the permanent itself as it enters (603.6a): "When ~ enters, …",
#: "When this creature enters, …", "Whenever ~ enters or attacks, …".
_ENTERS_TRIGGER = re.compile(
    r"^(?:When|Whenever) (?:~|this (?:creature|permanent|artifact|enchantment|land|planeswalker))"
    r" enters\b",
    re.M,
)


def _enters_another_one(r: Reader, b: Bound) -> None:
    """ "I already have Thalia out and I cast a second one": another copy of the card just
    spoken of, under the caster; "…and I just cast mine", "y yo bajo el mío": under the writer."""
    if r.last is None or not r.kinds(r.story.things[r.last].card) - {"instant", "sorcery"}:
        raise NotRead(need(b[-1]))
    caster = SELF if need(b[-1]).is_("own_one") else _subject(r, b, r.owner_hint or None)
    card = r.story.things[r.last].card
    r.last = r.story.add(card, caster)
    _enters_trigger(r, card)


def _came(r: Reader, b: Bound) -> None:
    """ "Opalescence came down turn 3": it is on the battlefield (when is not read yet)."""
    r.thing(b[0])


def _puts(r: Reader, b: Bound) -> None:
    """ "Opponent casts Pacifism on my Lions", "equipped Bonesplitter to it", "le ponen Peso
    muerto a mi Myr": the Aura or Equipment attached (under the caster when it is new). A
    creature whose enters trigger targets ("Opp cast Skinrender targeting my Hill Giant"):
    what that trigger does to the target, as "Skinrender ETB targeting …" says."""
    card = need(b[2])
    kinds = r.kinds(str(card.value))
    if not kinds & {"aura", "equipment"} and "creature" in kinds and r.enters_effect(str(card.value)) is not None:
        _etb(r, [card, None, b[-1]])
        return
    _put_on(r, card, r.thing(b[-1]), _subject(r, b))


def _put_on(r: Reader, attachment: Span, host: int, caster: str | None) -> None:
    """The Aura or Equipment told attached to ``host`` (new under ``caster``, or the one told)."""
    known = [i for i, t in enumerate(r.story.things) if t.card == str(attachment.value)]
    index = r.thing(attachment) if known else r.story.add(str(attachment.value), caster)
    r.story.things[index].arrived = True  # an Aura's timestamp is when it became attached (613.7e)
    _attach(r, index, host, attachment)
    r.story.events.append(Noted("attach", (), "attach", index, ("attached",), host))
    r.last = host


def _puts_it_on(r: Reader, b: Bound) -> None:
    """ "put Rancor on it": the Aura or Equipment on the object just spoken of."""
    _puts_on_it(r, [b[0], b[1], b[2]])


def _puts_on_it(r: Reader, b: Bound) -> None:
    """ "Tripulé el Cóptero y le puse Rencor", "A mi Tarmogoyf le ponen La transformación de
    Kenrith": the clitic "le" is the object just spoken of, and the Aura or Equipment goes on it
    (anything else put "on it" is not read this way: counters have their own rows)."""
    attachment = need(b[2])
    if not r.kinds(str(attachment.value)) & {"aura", "equipment"}:
        raise NotRead(attachment)
    host = r.anchor if r.anchor is not None else r.last
    if host is None or r.story.things[host].card == str(attachment.value):
        raise NotRead(need(b[1]))
    _put_on(r, attachment, host, _subject(r, b))


def _aura_verb(r: Reader, b: Bound) -> None:
    """ "Opp Pacifism'd my Loxodon Smiter", "I Rancor'd my Bears": an Aura's name made a verb is
    the Aura cast on what follows (anything else made a verb is another row's)."""
    attachment = need(b[1])
    if "aura" not in r.kinds(str(attachment.value)):
        raise NotRead(attachment)
    _put_on(r, attachment, r.thing(b[-1]), _subject(r, b))


def _spell_hits(r: Reader, b: Bound) -> None:
    """ "Lightning Bolt hit my Grizzly Bears", "el Relámpago le pegó a sus Osos": a spell that
    deals damage, said as its subject; any other spell "hitting" is not read this way."""
    spell = need(b[0])
    effect = r.effect(str(spell.value))
    if effect is None or effect[0] != "damage":
        raise NotRead(need(b[1]))
    _spell_effect(r, b)


def _times_cast(spell: Span) -> int:
    """How many of the spell were cast, as said before its name ("two Shocks", "dos Choques")."""
    count = spell.extra.get("count")
    return count if isinstance(count, int) and count > 1 else 1


def _pump(r: Reader, pumps: list[Pump]) -> None:
    """A pump told; "before damage" / "antes del daño" in its sentence puts it before the combat
    its creature was told in (the usual trick: 510.1 then deals damage with the pumped size),
    which the order told alone never says (after a block, a pump is asked about)."""
    target = pumps[0].target
    fought = [n for n, e in enumerate(r.story.events) if fights_in(e, target)]
    if "before_damage" in r.present and fought:
        at = fought[-1]
        r.story.events[at:at] = pumps
        return
    if "after_damage" in r.present and fought and "before_damage" not in r.present:
        # "después del daño le tira un Crecimiento gigante": resolved after the combat damage
        # (its creature dead by then has no target: 608.2b)
        r.story.events += [replace(p, after_damage=True) for p in pumps]
        return
    r.story.events += pumps


def _spell_effect(r: Reader, b: Bound) -> None:
    """A spell named with what it aims at: its Oracle text says what it does."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    target = b[-1]
    if _COUNTERS_TRIGGERS.match(r.oracle(str(spell.value))):
        _countered(r, spell, target)  # "he Stifles it": the triggered ability waiting, not a permanent
        return
    if target is not None and fold(target.text) in _SINGULAR_IT and target.extra.get("count") != 1:
        _one_it(r, str(spell.value), target)  # ("one of them" of alike copies: any one)
    effect = r.effect(str(spell.value))
    pump = r.pump(str(spell.value))
    times = _times_cast(spell)
    if effect is None and pump is not None and target is not None and matches("OBJ", target):
        _pump(r, [Pump(str(spell.value), pump, r.thing(target))] * times)
        spell.extra["count_read"] = True
        return
    if effect is None and target is not None and matches("OBJ", target) and _lasting_spell(r, str(spell.value)):
        # "About Face on the Turtle", "lancé Convertir en rana sobre Tarmogoyf": its text, in its
        # place among the timestamps, is the board reader's to apply (or to ask about)
        _legal_target(r, str(spell.value), target)
        r.story.events.append(Lasting(str(spell.value), r.thing(target), len(r.story.things)))
        return
    if effect is None and target is not None and matches("OBJ", target) and sweep(r.oracle(str(spell.value))):
        # "I cast Pyroclasm on his Finks and Bears", "Pyroclasm into his board": a spell that
        # changes each creature has no target (115.1); the ones named are those the judge means
        r.things(target)
        verb = next((s for s in b if s is not None and s.is_("casts")), None)
        caster = caster_of(r, b[0], verb) if verb is not None else (r.player(b[0]) if b[0] is not None else SELF)
        _mass_effect(r, spell, caster, None, None)
        return
    if effect is None:
        raise NotRead(spell)
    kind, amount = effect
    if kind.startswith("control"):
        _control(r, b[0], target, str(spell.value), kind == "control_eot")
        return
    if kind == "damage":
        riders = (damage_spell(r.oracle(str(spell.value))) or (0, ()))[1]
        aimed = r.thing(target) if target is not None and matches("OBJ", target) else None
        if aimed is None and target is not None and _names_its_own_subject(r, b[0], target):
            # "… Liliana is at 3, I +1, then he bolts her": "her" is never "he" (that would be
            # "himself"); the planeswalker spoken of last, or not guessed
            walker = r.last
            if walker is None or "planeswalker" not in r.kinds(r.story.things[walker].card):
                raise NotRead(target)
            aimed = walker
        if aimed is not None:
            if ("no_regeneration", 0) in riders and r.story.things[aimed].regen_shields:
                raise NotRead(spell)  # Incinerate at a shielded creature: not read here
            r.story.events += [SpellDamage(str(spell.value), amount, target=aimed)] * times
        else:
            r.story.events += [SpellDamage(str(spell.value), amount, player=r.player(target))] * times
        for _ in range(times):
            _caster_riders(r, b[0], str(spell.value), riders)
        spell.extra["count_read"] = True
        return
    if target is None or not matches("OBJ", target):
        raise NotRead(spell)
    _legal_target(r, str(spell.value), target)
    if kind == "counters":  # "le tiré Dejar una cicatriz a los Elfos": its -1/-1 counters on the target
        _minus_counters(r, str(spell.value), r.thing(target), amount)
        return
    r.story.events.append(Removal(str(spell.value), kind, r.thing(target), r.riders(str(spell.value)) or ()))


def _lasting_spell(r: Reader, name: str) -> bool:
    """An instant or sorcery whose text makes a continuous effect on its target ("until end of
    turn", "loses all abilities", "becomes", "switch"): one the board reader applies by its text."""
    return bool(r.kinds(name) & {"instant", "sorcery"}) and bool(_LASTING_WORDS.search(r.oracle(name)))


#: Words of a spell's effect that last (611.2a) and change characteristics (613).
_LASTING_WORDS = re.compile(
    r"\b(?:until end of turn|loses all abilities|becomes? (?:a|an|the)\b|switch\b|base power and toughness|"
    r"is (?:a|an|the) [a-z]+ in addition)",
    re.I,
)


#: A spell whose whole text counters a triggered ability (Stifle, Disallow, Tale's End).
_COUNTERS_TRIGGERS = re.compile(r"^counter target [^.]*\btriggered ability\b[^.]*\.$", re.I)


def _trigger_source(r: Reader, named: Span | None, said: Span) -> int:
    """The permanent whose triggered ability the words speak of: a battle or Saga named (or
    the pronoun's), else the one battle or Saga told; which one, never guessed."""
    if named is not None and matches("OBJ", named):
        index = r.thing(named)
        if r.kinds(r.story.things[index].card) & {"battle", "saga"}:
            return index
    told = [i for i, t in enumerate(r.story.things) if r.kinds(t.card) & {"battle", "saga"} and t.zone is None]
    if len(told) != 1:
        raise NotRead(said)
    return told[0]


def _countered(r: Reader, spell: Span, aimed: Span | None) -> None:
    """A triggered ability countered (701.6a) by a spell that counters abilities."""
    index = _trigger_source(r, aimed, spell)
    r.story.events.append(Countered(index, r.card_name(str(spell.value)) or str(spell.value)))
    r.last = index


def _counters_trigger_with(r: Reader, b: Bound) -> None:
    """ "me lo contrarresta con Reprimir", "countered the trigger with Stifle", "respondo al
    disparo con Reprimir": the spell named must counter triggered abilities (its text)."""
    spell = need(b[-1])
    if not _COUNTERS_TRIGGERS.match(r.oracle(str(spell.value))):
        raise NotRead(spell)
    _countered(r, spell, None)


def _trigger_told(r: Reader, b: Bound) -> None:
    """ "the trigger is on the stack", "with a trigger on the stack": a battle told at 0 defense
    waits for it (704.5v); one whose counters events remove triggers as they do (310.11b)."""
    index = _trigger_source(r, None, need(b[0]))
    thing = r.story.things[index]
    if "saga" in r.kinds(thing.card):
        raise NotRead(need(b[0]))  # a Saga's chapter is said by its number (the chapter rows)
    if thing.loyalty == 0 and not r.story.events:
        thing.chapter = "trigger pending"


def _defense_gone(r: Reader, b: Bound) -> None:
    """ "no counters left", "quedó sin contadores de defensa", "le quitó todos los contadores":
    the battle (named, or the one told) at 0 defense — what the events left, checked against
    them (never removed a second time), or its state when no event came before."""
    said = need(b[-1])
    named = b[0] if b[0] is not None and b[0].is_("card") else None  # "le quitó …": the battle's clitic
    battle = r.named_or_only(named, "battle", said)
    had = re.search(r"\blos (\w+) contadores", fold(said.text))  # "le quita los 3 contadores … que tenía"
    count = (int(had.group(1)) if had.group(1).isdigit() else NUMBER_WORDS.get(had.group(1))) if had else None
    if count is not None and r.story.things[battle].loyalty is None:
        r.story.things[battle].loyalty = count  # the counters it had: all of them
        r.story.things[battle].defense = True
    if any(getattr(e, "target", None) == battle for e in r.story.events):
        r.story.events.append(LoyaltySaid(battle, 0))
    else:
        r.story.things[battle].loyalty = 0
        r.story.things[battle].defense = True
    r.last = battle


def _trigger_told_after(r: Reader, b: Bound) -> None:
    _trigger_told(r, [b[1], b[0]])


def _dative_spell(r: Reader, b: Bound) -> None:
    """ "Mi Liliana está a 2 y le hacen 3 con un Rayo": a spell's damage to what the clitic names,
    the one object spoken of in that sentence; a player spoken of there too, or a plural clitic
    ("les"): not guessed."""
    verb, spell = need(b[0]), need(b[-1])
    if fold(verb.text).split(" ")[0] != "le":
        raise NotRead(verb)
    before = [s for s in r.sentence if s.first < verb.first]
    objects = [s for s in before if matches("OBJ", s)]
    players = {r.player(s) for s in before if matches("PLAYER", s) and not s.is_("self") and not matches("OBJ", s)}
    amount = b[1].number if b[1] is not None else r.spells(str(spell.value))
    if amount is None:
        raise NotRead(spell)
    if len(objects) == 1 and not players and r.last is not None:
        r.story.events.append(SpellDamage(str(spell.value), amount, target=r.last))
    elif not objects and len(players) == 1:  # "Mi rival está a 3 y le hacen 3 con un Rayo"
        r.story.events.append(SpellDamage(str(spell.value), amount, player=players.pop()))
    else:
        raise NotRead(verb)


def _spell_face(r: Reader, b: Bound) -> None:
    """ "Le meto un Relámpago a la cara", "I bolted him in the face": a damage spell at a player
    — the one named, else the player just spoken of (not the caster), else the other of two."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    caster = _subject(r, b, r.side or SELF) or SELF
    named = next((s for s in b[2:] if s is not None and matches("PLAYER", s) and not s.is_("spell")), None)
    if named is not None:
        target = r.player(named)
    elif r.last_player is not None and r.last_player != caster:
        target = r.last_player
    else:
        other = r.story.other_player(caster)
        if other is None:
            raise NotRead(spell)
        target = other
    read = damage_spell(r.oracle(str(spell.value)))
    if read is None or any(rider not in _TO_ITS_CASTER for rider, _ in read[1]):
        raise NotRead(spell)  # a spell whose text does more than its damage: not read here
    r.story.events.append(SpellDamage(str(spell.value), read[0], player=target))
    said = b[0] if b[0] is not None and matches("PLAYER", b[0]) else None
    _caster_riders(r, said, str(spell.value), read[1])  # Lightning Helix's 3 life to its caster
    r.last_player = target


#: What a damage spell does besides its damage that the text reads: to its caster (Char's 2
#: damage, Lightning Helix's life) or to a creature it hits ("can't be regenerated").
_TO_ITS_CASTER = frozenset({"caster_damage", "caster_gains", "no_regeneration"})


def _commander_after(r: Reader, b: Bound) -> None:
    """ "la Atraxa de Rubén, que es su comandante", "Kaalia, which is her commander": the card just
    named is its player's commander (903.3)."""
    obj = r.thing(b[0]) if b[0] is not None else r.last
    if obj is None:
        raise NotRead(need(b[-1]))
    r.story.things[obj].commander = True
    r.last = obj


def _in_response(r: Reader, b: Bound) -> None:
    """ "I cast Giant Growth on my Bears and opp Bolts them in response": the event told last,
    cast in response to the one told before it, resolved first (608.1). Said before its events
    ("y en respuesta ha pagado …", "In response, opp Bolts it"), the events after it in the
    sentence are moved (``respond``); with no event before it, it is not read."""
    said = need(b[0])
    events = r.story.events
    if not events:
        raise NotRead(said)
    if len(events) > r.sentence_events and len(events) >= 2 and r.responding is None:
        events[-1], events[-2] = events[-2], events[-1]  # "… and opp Bolts them in response"
        return
    r.responding = len(events)  # "… y en respuesta ha pagado …": what follows in the sentence


def _responds_with(r: Reader, b: Bound) -> None:
    """ "He Bolted my Bears and I responded with Giant Growth", "respondí con un Crecimiento
    gigante": a spell cast in response to the event told just before it resolves first (608.1,
    405.5). Its target is the one said ("on them", "a los Esqueletos"), or, for a spell that only pumps, the object
    the event was aimed at; a spell that could be aimed elsewhere ("responded with Shock") says
    where, or isn't read."""
    spell, on, aimed = need(b[3]), b[4], b[-1]
    events = r.story.events
    if not events or r.responding is not None or (r.last is None and aimed is None):
        raise NotRead(need(b[1]))
    said = aimed is not None or (on is not None and on.is_("on_it"))
    if not said and r.pump(str(spell.value)) is None:
        raise NotRead(spell)
    told = len(events)
    pronoun = Span(spell.first, spell.first, "", spell.start, spell.start, frozenset({"pronoun"}))
    _spell_effect(r, [b[0], spell, aimed if aimed is not None else pronoun])
    if len(events) != told + 1:
        raise NotRead(spell)
    _resolve_first(events, told)


def _spell_events(r: Reader, name: str) -> list[int]:
    """Where the events a spell caused are in the story told so far."""
    return [n for n, e in enumerate(r.story.events) if getattr(e, "spell", None) == name]


#: What "… resolved first" says in each language.
_FIRST = frozenset({"first", "primero"})


def _resolved_first(r: Reader, b: Bound) -> None:
    """ "so Growth resolved first", "primero se resolvió el Crecimiento": the order the events
    were told in, said again (a response resolves before what it answered, 608.1). Read only
    where the story already has it so; a spell not told, or told resolving later, isn't read."""
    spell = need(b[0])
    order = next((s for s in b if s is not None and s.is_("sequence")), None)
    if not spell.is_("again") or order is None or fold(order.text) not in _FIRST:
        raise NotRead(spell)
    mine = _spell_events(r, str(spell.value))
    others = [n for n, e in enumerate(r.story.events) if getattr(e, "spell", None) not in (None, str(spell.value))]
    if not mine or not others or max(mine) > min(others):
        raise NotRead(spell)


def _spell_damage_again(r: Reader, b: Bound) -> None:
    """ "the Bolt put 3 damage on a 5/5", "el Relámpago le hizo 3 a mis Osos": a spell's damage,
    told already, said again. Read only where the story has that spell dealing that much (to
    that object, where one is named); a size said of the object ("on a 5/5") is the size it had
    then, after the pumps told before the damage, and is checked as a size said is."""
    spell, amount = need(b[0]), need(b[2])
    if not spell.is_("again"):
        raise NotRead(spell)
    hits = [
        (n, e)
        for n in _spell_events(r, str(spell.value))
        if isinstance(e := r.story.events[n], SpellDamage) and e.amount == amount.number
    ]
    named = b[-1]
    if len(hits) != 1:
        raise NotRead(amount)
    at, hit = hits[0]
    target = hit.target
    if named is not None and named.is_("pt"):
        if target is None:
            raise NotRead(named)
        base = _before(named.pair, [e.mod for e in r.story.events[:at] if isinstance(e, Pump) and e.target == target])
        thing = r.story.things[target]
        if thing.size_now not in (None, base):
            raise NotRead(named)
        thing.size_now = base
    elif named is not None and r.thing(named) != target:
        raise NotRead(named)
    if target is not None:
        r.last = target


def _activates_sweeper(r: Reader, b: Bound) -> None:
    """ "Opp activates Pestilence four times", "él activa la Pestilencia una vez": a permanent's
    activated ability whose effect is damage or a size change to each creature of a group
    ("{B}: Pestilence deals 1 damage to each creature and each player"), resolved that many
    times, each after the one before (608.2h: what is on the battlefield then). A creature an
    earlier activation kills is named with the rest at the check (its death between them is
    the same 704.5g). A permanent with no such ability, or two, is not read this way."""
    card = need(b[2])
    effects = [
        sweep(line.split(":", 1)[1]) for line in r.oracle(str(card.value)).splitlines() if _ACTIVATED.match(line)
    ]
    swept = [e for e in effects if e is not None]
    if len(swept) != 1:
        raise NotRead(card)
    player = caster_of(r, b[0], need(b[1]))
    index = r.thing(card)
    r.story.things[index].player = r.story.things[index].player or player
    for _ in range(_times(b[3]) if b[3] is not None else 1):
        if not _swept(r, card, player, swept[0]):
            raise NotRead(card)


#: An activated ability's line: its cost, a colon, its effect (602.1).
_ACTIVATED = re.compile(r"^(?:\{[^}]+\}|[^:.\"]{1,60}?)(?:, [^:.\"]{1,60}?)*: ")


def _spell_passive(r: Reader, b: Bound) -> None:
    """ "My Hill Giant got Bolted", "my Bears got Pyroclasmed": the spell's effect on what was
    named, its caster unsaid: only a spell whose caster changes nothing is read so (damage to
    its one target and nothing else, a pump, damage to every creature); any other is asked."""
    spell = need(b[2])
    name = str(spell.value)
    amount = r.spells(name)
    if amount is not None:
        r.story.events.append(SpellDamage(name, amount, target=r.thing(b[0])))
        return
    pump = r.pump(name)
    if pump is not None:
        r.story.events.append(Pump(name, pump, r.thing(b[0])))
        return
    swept = sweep(r.oracle(name))
    if swept is None or swept.whose != "all" or swept.players or swept.life or not swept.creatures:
        raise NotRead(spell)
    r.thing(b[0])  # the creature named is on the battlefield, whoever's
    if not _swept(r, spell, "someone", swept):
        raise NotRead(spell)


def _again(r: Reader, b: Bound) -> None:
    """ "I Bolt him twice", "opp Lava Spikes me twice", "le tiro un Choque dos veces": the one
    event the sentence told, that many times in all. Only a spell's damage, a pump, a ping or a
    life change repeats this way; anything else said twice (a loyalty ability, 606.3) is asked."""
    said = need(b[0])
    times = _times(said)
    told = r.story.events[r.sentence_events :]
    if times < 2 or len(told) != 1 or not isinstance(told[0], _REPEATABLE):
        raise NotRead(said)
    r.story.events += [told[0]] * (times - 1)


#: Events a "twice" repeats.
_REPEATABLE = (SpellDamage, Pump, Hit, LifeLost)


def _in_response_to(r: Reader, b: Bound) -> None:
    """ "I cast Giant Growth on my Bears in response to his Lightning Bolt", "en respuesta a su
    Relámpago": the spell answered was cast first and resolves after the answer (608.1), at
    what the answer was cast on (the event told shows it: "Lightning Bolt deals 3 damage to
    Grizzly Bears"). With no event before it in the text, it is not read."""
    said = need(b[0])
    if not r.story.events or r.last is None:
        raise NotRead(said)
    aimed = Span(said.first, said.last, "", said.start, said.end, frozenset({"pronoun"}))
    _spell_effect(r, [b[2], None, need(b[3]), None, aimed])


def respond(r: Reader) -> None:
    """At a sentence's end: the events told after "en respuesta" go before the one they answer."""
    at, r.responding = r.responding, None
    if at is not None and r.story.events[at:]:  # a shield or a state said in response changes no order
        _resolve_first(r.story.events, at)


def _resolve_first(events: list[Event], at: int) -> None:
    """The events from ``at`` on answered the one just before them: they resolved first (608.1)."""
    events[:] = [*events[: at - 1], *events[at:], events[at - 1]]


#: Possessive pronouns that stand alone after a card ("Humility is out (mine)"): whose it is.
_STANDALONE_OWNERS = {
    "mine": SELF, "mio": SELF, "mia": SELF, "his": OPPONENT, "hers": OPPONENT, "theirs": OPPONENT, "suyo": OPPONENT,
    "suya": OPPONENT,
}  # fmt: skip


def _owner_after(r: Reader, b: Bound) -> None:
    """ "Humility is out (mine)", "Rest in Peace (his)": the card just named is that player's,
    when nothing said before made it someone else's."""
    said = need(b[-1])
    owner = _STANDALONE_OWNERS.get(fold(said.text))
    if owner is None and said.extra.get("bracketed") and said.kinds & {"opponent", "self", "player"}:
        owner = r.player(said)  # "Hill Giant (opponent's)", "Grizzly Bears (opp)", "(Ana)"
    obj = r.thing(b[0]) if b[0] is not None else r.last
    if owner is None or obj is None:
        raise NotRead(said)
    thing = r.story.things[obj]
    if thing.player not in (None, owner):
        raise NotRead(said)  # said to be someone else's before: not read
    thing.player = owner
    r.last = obj


#: The pronouns for one object a spell is aimed at ("I Shock it", "se lo tiro").
_SINGULAR_IT = frozenset({"it", "lo", "la"})


def _could_target(r: Reader, spell: str) -> Callable[[int], bool]:
    """Whether the spell could have been aimed at a thing told: its text's target types, "any
    target" being what damage can be dealt to (120.3); a token (no card to check) always."""
    allowed = r.targets(spell)
    if allowed is None and r.spells(spell) is not None:
        allowed = _DAMAGEABLE

    def could(index: int) -> bool:
        thing = r.story.things[index]
        return allowed is None or bool(r.kinds(thing.card) & allowed) or thing.token

    return could


def _one_it(r: Reader, spell: str, pronoun: Span) -> None:
    """ "My Bears blocks his Giant and I Shock it", "I have Grizzly Bears and he has Llanowar
    Elves. I Shock it.": "it" after two objects the spell could target (named in its sentence,
    or in the one before when its own named none) is either one; which, is asked — never the
    last one named taken for it."""
    could = _could_target(r, spell)

    def candidates(start: int, end: int, added: range) -> set[int]:
        spoken = {index for at, index in r.named_at.items() if start <= at < end} | set(added)
        return {i for i in spoken if i < len(r.story.things) and r.story.things[i].zone is None and could(i)}

    here = candidates(r.sentence_start, pronoun.first, range(r.sentence_things, len(r.story.things)))
    told = here or candidates(r.previous_start, r.sentence_start, range(r.previous_things, r.sentence_things))
    if len(told) > 1:
        names = " / ".join(dict.fromkeys(r.story.things[i].card for i in sorted(told)))
        raise Asked(NaturalQuestion("which_one", what=names, column=pronoun.start + 1, word=pronoun.text))


def _legal_target(r: Reader, spell: str, target: Span) -> None:
    """A spell can only have been aimed at what its text lets it target (115.1): "I Pacifism'd his
    Bears. Then I Disenchanted it" — "it" is not the Bears; which it is, is not guessed."""
    allowed = r.targets(spell)
    if allowed is None:
        return
    told = r.story.things[r.thing(target)]
    kinds = r.kinds(told.card) & _CARD_TYPES
    if kinds and not kinds & allowed and not told.token:
        raise NotRead(target)


#: The permanents damage can be dealt to (120.3): what a spell's "any target" may be on the battlefield.
_DAMAGEABLE = frozenset({"creature", "planeswalker", "battle"})
#: The card types (205.2a), to compare a target's with what a spell may target.
_CARD_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery"})


def _control(
    r: Reader, caster: Span | None, target: Span | None, spell: str, until_end_of_turn: bool, owner: str | None = None
) -> None:
    """A control change (613.1b) to ``caster`` (the judge when unsaid, as for any spell told);
    the permanent was someone else's: its owner is the other player when not said."""
    if target is None or not matches("OBJ", target):
        raise NotRead(need(target))
    # unsaid: the labelled player ("Ana: Acto de traición sobre Osos pardos"), else the judge
    thief = r.player(caster) if caster is not None and matches("PLAYER", caster) else r.side or SELF
    index = r.thing(target, owner)
    thing = r.story.things[index]
    if thing.player is None:
        thing.player = r.story.other_player(thief)
    if thing.player is None or thing.player == thief:
        raise NotRead(target)  # whose it was isn't told, or it was already theirs: not read
    r.story.events.append(Control(index, thief, spell, until_end_of_turn))
    r.last = index


def _taker(r: Reader, verb: Span) -> Span:
    """ "me robó …", "me roba …" with no subject: the other player of two, as a player span."""
    taker = r.story.other_player(SELF)
    if taker is None:
        raise NotRead(verb)
    return Span(verb.first, verb.first, taker, verb.start, verb.start, frozenset({"player"}))


def _steals(r: Reader, b: Bound) -> None:
    """ "I stole his Thalia", "Ana gained control of my Bears", "le robé la Thalia", "me robaron
    el Tarmogoyf" (the other player took mine), "gané el control de …": a control change."""
    verb = need(b[1])
    caster = b[0]
    if verb.text.casefold().startswith("me "):  # "me robó …": mine, taken by the other player
        _control(r, caster or _taker(r, verb), b[-1], "", False, SELF)
        return
    if caster is None and verb.is_("steals_third"):
        # "Martín baja el Agente de la traición y gana el control de la batalla": the verb's
        # person says it isn't the writer; its subject is the player spoken of last
        if r.last_player is None:
            raise NotRead(verb)
        caster = Span(verb.first, verb.first, r.last_player, verb.start, verb.start, frozenset({"player"}))
    _control(r, caster, b[-1], "", False)


def _steals_with(r: Reader, b: Bound) -> None:
    """ "My opponent steals my Hill Giant with Act of Treason", "me roba el Gigante con Acto de
    traición": the spell after "with" cast at the permanent (its text says how long the control
    change lasts); "me roba": the other player took the writer's."""
    verb, caster = need(b[1]), b[0]
    if fold(verb.text).startswith("me ") and caster is None:
        caster = _taker(r, verb)
        target = need(b[2])
        if matches("OBJ", target) and target.is_("card") and "owner" not in target.extra:
            target.extra["owner"] = SELF  # "me roba el Gigante": the writer's
    _spell_effect(r, [caster, need(b[-1]), need(b[2])])


def _took_it(r: Reader, b: Bound) -> None:
    """ "cast Act of Treason on the Tusker and took it", "…, stole it": the control change just
    told, said again as what it did — nothing new. Said of anything else, not read this way."""
    verb = need(b[0])
    said = r.thing(b[1])
    last = next((e for e in reversed(r.story.events[r.sentence_events :]) if isinstance(e, Control)), None)
    if last is None or last.target != said:
        raise NotRead(verb)


def _steals_from(r: Reader, b: Bound) -> None:
    """ "I stole Thalia from my opponent", "le robé la Thalia a mi rival": whose it was, said after."""
    verb = need(b[1])
    if verb.text.casefold().startswith("me "):
        raise NotRead(verb)  # "me robó … a Ana": mine or Ana's? not read
    _control(r, b[0], b[2], "", False, r.player(b[-1]))


def _steals_commander(r: Reader, b: Bound) -> None:
    """ "My opponent stole my commander Grizzly Bears": a control change of a commander."""
    _steals(r, [b[0], b[1], b[-1]])
    if r.last is not None:
        r.story.things[r.last].commander = True


def _attacked(r: Reader, b: Bound, attacker_player: str | None = None) -> None:
    """ "Me atacan a Chandra con un Gigante": the other player attacks me (or my permanent)."""
    attacker_player = attacker_player or r.story.other_player(SELF)
    if attacker_player is None or attacker_player == SELF:
        raise NotRead(need(b[0]))
    listed = need(b[-1])
    attackers = r.things(listed, attacker_player)
    attacked: int | str = r.thing(b[2], SELF) if b[2] is not None else SELF
    r.attack = (attackers, attacked)
    r.last = attackers[-1]


def _attacked_said(r: Reader, b: Bound) -> None:
    """ "Mi rival me atacó a Chandra con unos Osos pardos": who attacks me, said."""
    _attacked(r, b[1:], r.player(b[0]))


#: The readings of Spanish "le"/"les" before a spell ("Le tiro un Choque" after "Mi rival tiene
#: Elfos de Llanowar"): the object just spoken of, or the player just spoken of. Both are tried;
#: where they part, the judge is asked.
CLITIC_OBJECT = "clitic:object"
CLITIC_PLAYER = "clitic:player"


#: Clitics that speak of more than one ("les lancé", "se los maté"): the object said in the plural.
_PLURAL_CLITICS = frozenset({"les", "los", "las"})


def _said_plural(r: Reader, index: int, before: int) -> bool:
    """Whether the object was named in the plural in the sentence being read, before ``before``
    ("mis Osos pardos", "his Llanowar Elves", "two Goblin tokens"): a plural noun ends in -s,
    first in Spanish ("Osos pardos"), last in English ("Grizzly Bears")."""
    for span in r.sentence:
        if span.first >= before or r.named_at.get(span.last) != index:
            continue
        count = span.extra.get("count")
        if isinstance(count, int) and count > 1:
            return True
        words = [w for w in re.findall(r"[\w'’-]+", span.text) if "'" not in w and "’" not in w]
        if words and any(
            w.casefold().endswith("s") and not w.casefold().endswith(("ss", "us", "is")) for w in (words[0], words[-1])
        ):
            return True
    return False


def _spell_on_last(r: Reader, b: Bound) -> None:
    """ "y después le pusieron Crecimiento gigante", "le tiro un Relámpago": the clitic is the
    object just spoken of (or, in the other reading of "le", the player just spoken of); the
    spell's text says what it does to it."""
    spell = need(b[-1])
    if need(b[1]).value == CLITIC_PLAYER and r.last is not None:
        _spell_at_player_spoken_of(r, b[0], spell)
        return
    could = _could_target(r, str(spell.value))
    named = {index for at, index in r.named_at.items() if r.sentence_start <= at < need(b[1]).first and could(index)}
    if len(named) > 1 and fold(need(b[1]).text).split()[0] in _PLURAL_CLITICS:
        # "Mis Osos pardos bloquearon a su Lobo y les lancé Crecimiento gigante": "les" is the
        # one said in the plural, where only one was
        plural = {index for index in named if _said_plural(r, index, need(b[1]).first)}
        if len(plural) == 1:
            named = plural
            r.last = next(iter(plural))
            if r.anchor is not None:
                r.anchor = r.last
    if len(named) > 1:  # "Mis Osos bloquean a su Gigante y después le tiro un Choque": which one?
        raise NotRead(need(b[1]))
    if r.last is None:
        _spell_at_player_spoken_of(r, b[0], spell)  # "Mi rival estaba con 1 vida y le tiré un Relámpago"
        return
    pronoun = Span(spell.first, spell.first, "", spell.start, spell.start, frozenset({"pronoun"}))
    _spell_effect(r, [b[0], spell, pronoun])


def _spell_at_me(r: Reader, b: Bound) -> None:
    """ "Mi rival me tira un Choque", "me metió un Relámpago": "me" is the writer, the spell's
    target; its caster is the subject said, or the player spoken of last (never the writer:
    "me tiro" is not casting at oneself)."""
    verb, spell = need(b[1]), need(b[2])
    if b[0] is None and fold(verb.text).endswith("n"):  # "me tiran un Relámpago": someone did
        subject = Span(verb.first, verb.first, "someone", verb.start, verb.start, frozenset({"someone"}))
    else:
        caster = caster_of(r, b[0], verb)
        if caster == SELF or verb.is_("first_person"):
            raise NotRead(verb)
        subject = b[0] or Span(verb.first, verb.first, caster, verb.start, verb.start, frozenset({"player"}))
    me = Span(verb.first, verb.first, "me", verb.start, verb.start, frozenset({"self"}))
    if _aims_at_creatures_only(r.oracle(str(spell.value))):
        # "me tiraron Desmembrar": a spell no player can be the target of, cast "at me", is cast
        # at my creature (the dative of whose it is): the one creature of mine told, or asked
        me = Span(verb.first, verb.first, "me", verb.start, verb.start, frozenset({"creature_ref_owned"}))
        me.extra["owner"] = SELF
    _spell_effect(r, [subject, verb, spell, me])
    r.last_player = SELF


#: A spell's first target, a creature of some kind and nothing else ("target creature",
#: "target nonblack creature", "target attacking or blocking creature").
_CREATURE_TARGET = re.compile(
    r"\btarget (?:(?:non\w+|tapped|untapped|attacking|blocking|or|and)[ ,]+)*creature\b(?! or)", re.I
)


def _aims_at_creatures_only(oracle: str) -> bool:
    """Whether a spell's first target can only be a creature (never a player: "any target" can)."""
    lowered = oracle.lower()
    first = lowered.find("target ")
    return first >= 0 and "any target" not in lowered and _CREATURE_TARGET.match(lowered, first) is not None


def _spell_at_player_spoken_of(r: Reader, said: Span | None, spell: Span) -> None:
    """The clitic of "le tiré un Relámpago" with no object spoken of yet: the player just spoken
    of, never the caster; a spell that does anything but damage (and its caster's riders) is
    not read this way."""
    caster = r.player(said) if said is not None and matches("PLAYER", said) else SELF
    target = r.last_player
    read = damage_spell(r.oracle(str(spell.value)))
    if target is None or target == caster or read is None or any(k not in _TO_ITS_CASTER for k, _ in read[1]):
        raise NotRead(spell)
    r.story.events.append(SpellDamage(str(spell.value), read[0], player=target))
    _caster_riders(r, said if said is not None and matches("PLAYER", said) else None, str(spell.value), read[1])


#: Words of a card that may keep a player at 0 life in the game (Platinum Angel, Phyrexian Unlife).
_KEEPS_IN = re.compile(r"lose the game|0 or less life", re.I)


def _spell_cast_paying(r: Reader, b: Bound) -> None:
    """ "I cast Dismember paying 4 life, targeting his Bears": the life its caster paid (119.4,
    107.4f), then the spell at what it aims at."""
    verb = need(b[1])
    if _pay_life(r, caster_of(r, b[0], verb), need(b[5])) > 0:
        _spell_effect(r, [b[0], verb, b[2], b[-2], b[-1]])
        return
    # 0 or less: the checks made before anyone gets priority with the spell on the stack see it
    # (704.3), so the caster loses and the spell never resolves; unless a card told keeps them in
    if any(_KEEPS_IN.search(r.oracle(thing.card)) for thing in r.story.things):
        raise NotRead(need(b[5]))
    if matches("OBJ", need(b[-1])):
        r.things(need(b[-1]))  # its target told, untouched


def _spell_cast_on_it(r: Reader, b: Bound) -> None:
    """ "Opp cast Unsummon on it": the spell at the object just spoken of."""
    _spell_on_last(r, [b[0], b[2]])


def _aims_with(r: Reader, b: Bound) -> None:
    """ "zapped my Elves with a Shock", "P2 gave their Grizzly Bears Giant Growth": the spell
    named last, at the object or player named first."""
    _spell_effect(r, [b[0], need(b[-1]), need(b[2])])


def _attack(r: Reader, b: Bound) -> None:
    """ "I attack Teferi with Goblin Guide and Savannah Lions", "Mi rival ataca con un Gigante",
    "Opp swings Typhoid Rats at it": who attacks, and what (a player unless a permanent is said)."""
    listed = [s for s in b if s is not None and s.is_("list")]
    if b[0] is not None and fold(b[0].text) in OBJECT_CLITICS:
        raise NotRead(b[0])  # "le ataco con mis Osos": the clitic is whom I attack, never who attacks
    attacking = r.player(b[0]) if b[0] is not None and matches("PLAYER", b[0]) else None
    attackers = r.things(listed[0], attacking) if listed else [r.thing(b[0])]
    if not listed and b[0] is not None and b[0].is_("implied"):
        _one_attacker_unsaid(r, attackers[0], need(b[1]))  # "Ataqué con los dos": which ones?
    target = next(
        (s for s in b[1:] if s is not None and s not in listed and (matches("OBJ", s) or matches("PLAYER", s))), None
    )
    attacked: int | str | None = None
    if target is not None and matches("OBJ", target):
        attacked = r.thing(target)
        types = r.kinds(r.story.things[attacked].card)
        if types and not types & {"planeswalker", "battle"}:  # only those are attacked (508.1b)
            before = r.span_before(target)
            if before is None or not before.is_("with") or not listed:
                raise NotRead(target)
            # "ataco con Grizzly Bears y con Hill Giant", "I attack with X and with Y": one more attacker
            attackers, attacked = [attacked, *attackers], None
    elif target is not None:
        attacked = r.player(target)
    r.attack = (attackers, attacked)
    r.last = attackers[-1]
    if isinstance(attacked, int) and target is not None and _named_last(b, target):
        r.last = attacked  # "… ataca a mi Jace, que está a 3": a clause after it speaks of it


def _named_last(b: Bound, span: Span) -> bool:
    """Whether ``span`` is the last object a row bound ("… ataca a mi Jace": the Jace)."""
    return all(s.first < span.first for s in b if s is not None and s is not span and matches("OBJ", s))


def _attack_me(r: Reader, b: Bound) -> None:
    """ "Opp's Hill Giant attacked me": the creatures named attack the writer."""
    listed = need(b[0])
    r.attack = (r.things(listed), SELF)
    r.last = r.attack[0][-1]


#: Spanish object clitics: whom a verb acts on, never its subject ("le ataco": I attack him).
OBJECT_CLITICS = frozenset({"le", "les", "lo", "la", "los", "las", "me", "te", "nos"})


def _attack_it(r: Reader, b: Bound) -> None:
    """ "Pablo la ataca con un Gigante", "la ataqué con mi Cazador": the clitic is the battle or
    planeswalker just spoken of. "Mi rival está a 2 vidas y le ataco con mis Osos": "le" with no
    battle or planeswalker spoken of is the player spoken of last (never the attacker); a
    creature, or no player, is not read this way."""
    said = need(b[1])
    spoken_of = r.last_player  # before the verb's person makes the attacker the one spoken of
    attacking = r.player(b[0]) if b[0] is not None else _subject(r, [None, b[2]])
    attacked: int | str
    if r.last is not None and r.kinds(r.story.things[r.last].card) & {"battle", "planeswalker"}:
        attacked = r.last
    elif fold(said.text) in ("le", "les") and spoken_of not in (None, attacking) and not r.story.multiplayer:
        attacked = spoken_of  # of two players, the attacker's other one (at a bigger table: which?)
    else:
        raise NotRead(said)
    r.attack = (r.things(b[-1], attacking), attacked)
    r.last = r.attack[0][-1]


def _hit_him_with(r: Reader, b: Bound) -> None:
    """ "Mi rival tenía 3 vidas y le pegué con mis Osos pardos sin bloquear": the writer's
    creatures dealt their combat damage to the player the clitic names — of two players, the
    other one, spoken of last (510.1). Not the writer's verb, or a bigger table: not read."""
    verb = need(b[1])
    spoken_of = r.last_player
    clitic = fold(verb.text).split(" ")[0] in ("le", "les")
    if not clitic or not verb.is_("first_person") or r.story.multiplayer:
        raise NotRead(verb)
    if spoken_of in (None, SELF) or (b[0] is not None and r.player(b[0]) != SELF):
        raise NotRead(verb)
    for attacker in r.things(b[3], SELF):
        r.story.events.append(Unblocked(attacker, player=spoken_of))
        r.last = attacker
    r.last_player = spoken_of


def _hit_him_with_en(r: Reader, b: Bound) -> None:
    """ "Opp is at 3, I hit him with my Bears": the subject's creatures dealt their combat damage,
    unblocked, to the player the pronoun names (never the subject's own; 510.1)."""
    pronoun = need(b[2])
    attacker_owner = r.player(b[0]) if b[0] is not None else SELF
    hit = r.player(pronoun)
    if hit == attacker_owner or r.story.multiplayer:
        raise NotRead(pronoun)
    for attacker in r.things(b[4], attacker_owner):
        r.story.events.append(Unblocked(attacker, player=hit))
        r.last = attacker
    r.last_player = hit


def _player_attacks(r: Reader, b: Bound) -> None:
    """ "my Courser had Holy Strength. I attacked, she blocked with …": the attacker unsaid is
    the player's creature just spoken of (a player attacks with creatures, 508.1a); with none
    spoken of, or another player's, it is not guessed."""
    player = r.player(need(b[0]))
    if r.last is None or r.story.things[r.last].player not in (player, None):
        raise NotRead(need(b[1]))
    after = r.next_span(need(b[1]))
    if after is not None and (matches("OBJ_OR_PLAYER", after) or after.is_("targeting")):
        raise NotRead(need(b[1]))  # "… and attacks my Jace": what it attacks is said, never dropped
    if "creature" not in r.kinds(r.story.things[r.last].card) and not r.story.things[r.last].token:
        raise NotRead(need(b[1]))
    _one_attacker_unsaid(r, r.last, need(b[1]))
    r.attack = ([r.last], None)


def _one_attacker_unsaid(r: Reader, last: int, verb: Span) -> None:
    """ "I have two Grizzly Bears … I attacked with both", "Ataqué con los dos": the attacker
    left unsaid is the creature just spoken of only when it is the one such creature and no word
    says several attacked (each deals its own damage: 510.1); otherwise not guessed."""
    said = r.story.things[last]
    alike = [t for t in r.story.things if t.card == said.card and t.player == said.player and t.zone is None]
    several = next((s for s in r.sentence if fold(s.text) in _SEVERAL_ATTACK), None)
    if len(alike) > 1 or several is not None:
        raise NotRead(several or verb)


#: Words that say more than one creature attacked, with none named ("I attacked with both").
_SEVERAL_ATTACK = frozenset(
    {"both", "both of them", "all of them", "all", "everything", "ambos", "ambas", "los dos", "las dos", "todos",
     "todas", "todo", "con todo"}
)  # fmt: skip


def _unblocked(r: Reader, b: Bound) -> None:
    last = r.story.events[-1] if r.story.events else None
    if r.attack is None and isinstance(last, Unblocked):
        return  # "their Wurm hits me, no blocks": the hit told already said it was unblocked
    if r.attack is None:
        raise NotRead(need(b[0]))
    attackers, attacked = r.attack
    if isinstance(last, Unblocked) and last.attacker in attackers:
        r.attack = None  # "ataca con el Elfo … y me pega a mí sin bloqueo": the hit said it, once
        return
    for attacker in attackers:
        attacked = goes_unblocked(r, attacker, attacked, need(b[0]))
    r.attack = None


def goes_unblocked(r: Reader, attacker: int, attacked: int | str | None, said: Span) -> int | str:
    """The attacker's damage goes to whom it attacked, told or (not told) the other player of
    two (506.2); returns that one. No other player to be: not read at ``said`` (never guessed)."""
    if attacked is None:
        attacked = r.story.other_player(r.story.things[attacker].player)
        if attacked is None:
            raise NotRead(said)
    if isinstance(attacked, int):
        r.story.events.append(Unblocked(attacker, target=attacked))
    else:
        r.story.events.append(Unblocked(attacker, player=attacked))
    return attacked


def _one_unblocked(r: Reader, b: Bound) -> None:
    """ "I attack with Grizzly Bears and Hill Giant. He blocks the Giant … The Bears are
    unblocked": one attacker of those told, no one blocked it (its damage to whom it attacked,
    510.1a). Said of a creature not attacking, not read."""
    if r.attack is None:
        raise NotRead(need(b[1]))
    attacker = r.thing(b[0])
    attackers, attacked = r.attack
    if attacker not in attackers:
        raise NotRead(need(b[1]))
    goes_unblocked(r, attacker, attacked, need(b[1]))
    rest = [a for a in attackers if a != attacker]
    r.attack = (rest, r.attack[1]) if rest else None
    r.last = attacker


def _attack_dealt(r: Reader, b: Bound) -> None:
    """ "I attack it with Shivan Dragon, 5 damage": an attack told with the damage it dealt and
    no block is an attack no one blocked (a blocked attacker deals its damage to the blocker);
    the amount is checked against the attacker's power, never dealt a second time."""
    n = need(b[0])
    if r.attack is None or len(r.attack[0]) != 1:
        raise NotRead(n)
    attacker = r.attack[0][0]
    _unblocked(r, b)
    _attack_said_again(
        r, next(e for e in reversed(r.story.events) if isinstance(e, Unblocked) and e.attacker == attacker), n.number
    )


def _attack_damage_said(r: Reader, b: Bound) -> None:
    """ "…, no bloqueó, le hice 3", "unblocked, dealt 5": the damage of the attack just told, with
    no subject (the attacker's, to what it attacked): checked against its power, never dealt again."""
    n = next((s for s in b if s is not None and s.is_("num")), None)
    if n is None:  # "le hice +1": a loyalty ability, another row's
        raise NotRead(need(b[0]))
    if r.attack is not None:
        _attack_dealt(r, [n])
        return
    unblocked = _unblocked_last(r)
    if len(unblocked) != 1:
        raise NotRead(n)
    _attack_said_again(r, unblocked[0], n.number)


def _attack_said_again(r: Reader, hit: Unblocked, amount: int) -> None:
    """An unblocked attack's damage said again: checked against the attacker's power when the
    events are performed, never dealt a second time."""
    r.story.events.append(Hit(hit.attacker, amount, target=hit.target, player=hit.player, restates=True))


def _blocked_by(r: Reader, b: Bound) -> None:
    """ "opp blocks with Grizzly Bears", "lo bloqueo con dos Osos pardos": the attack's blockers."""
    if r.attack is None or len(r.attack[0]) != 1:
        raise NotRead(need(b[-1]))
    attacker = r.attack[0][0]
    clitic = b[0] is not None and fold(b[0].text) in OBJECT_CLITICS  # "le bloqueo con mis Osos": it, not who
    blocker_owner = r.player(b[0]) if b[0] is not None and not clitic else None
    if clitic:
        r.named_at[need(b[0]).last] = attacker  # spoken of in this sentence, as if named
    blockers = r.things(b[-1], blocker_owner)
    _blocked(r, attacker, blockers, need(b[-1]))
    r.attack = None


def _blocks_with(r: Reader, b: Bound) -> None:
    """ "I blocked his Knight with my Watchwolf", "bloqueo sus Ratas con mi Myr": the attacker
    named first, its blockers after "with"."""
    attacker = r.thing(b[2])
    blockers = r.things(b[-1], r.player(b[0]) if b[0] is not None else None)
    _blocked(r, attacker, blockers, need(b[-1]))
    r.attack = _others_attacking(r, attacker)
    r.last = blockers[-1]  # "… with my Myr (0/1 indestructible)": what a bracket after it is said of


def _others_attacking(r: Reader, blocked: int) -> tuple[list[int], int | str | None] | None:
    """The attack told, less the attacker just blocked: "I attack with the Bears and the Giant.
    He blocks the Giant …" leaves the Bears attacking, for "the Bears are unblocked" to say."""
    if r.attack is None or blocked not in r.attack[0] or len(r.attack[0]) < 2:
        return None
    return [a for a in r.attack[0] if a != blocked], r.attack[1]


def _blocks_attack(r: Reader, b: Bound) -> None:
    """ "Craw Wurm attacks; the Angel blocks": the one attacker told is blocked by it."""
    if r.attack is None or len(r.attack[0]) != 1:
        raise NotRead(need(b[-1]))
    attacker = r.attack[0][0]
    _blocked(r, attacker, r.things(b[0]), need(b[0]))
    r.attack = None


def _player_blocks_with(r: Reader, b: Bound) -> None:
    """ "Ataco con mis Osos pardos y vos bloqueás con tu Gigante", "and he blocks with his Wall":
    the one attacker told is blocked by the creatures the player blocks with."""
    if r.attack is None or len(r.attack[0]) != 1:
        raise NotRead(need(b[-1]))
    attacker = r.attack[0][0]
    blockers = r.things(b[-1], r.player(b[0]))
    _blocked(r, attacker, blockers, need(b[-1]))
    r.attack = None
    r.last = blockers[-1]  # "… con tu Balista andante que tiene cuatro contadores": said of it


def _blocked(r: Reader, attacker: int, blockers: list[int], said: Span) -> None:
    """One blocker: the two deal damage to each other. Several: each blocker's damage to the
    attacker, and the attacker's divided as its player chooses (510.1c): told next ("assigns
    4 to the Angel and 4 to Ana", "reparte 2 a un oso y 1 al otro") or asked."""
    attacking = r.attack[0] if r.attack is not None else [attacker]
    owner = r.story.things[attacker].player
    for blocker in blockers:  # an attacker never blocks, nor does its own player's creature (506.2, 509.1a)
        mine = owner is not None and r.story.things[blocker].player == owner
        if blocker == attacker or blocker in attacking or mine:
            raise NotRead(said)
    if len(blockers) == 1:  # its damage may still be told ("assigns 4 to the Angel and 4 to Ana")
        r.story.events.append(Combat(attacker, blockers[0]))
        r.assigning = (attacker, blockers, [])
        return
    for blocker in blockers:
        r.story.events.append(Combat(attacker, blocker, one_way=True))
    r.assigning = (attacker, blockers, [])


def _assigns(r: Reader, b: Bound) -> None:
    """A part of the attacker's damage as its player divided it (510.1c): "assigns 4 to the
    Angel", "and 4 tramples over to Ana", "y 1 al otro" (the blocker not yet given any)."""
    if r.assigning is None:
        raise NotRead(need(next(s for s in b if s is not None)))
    attacker, blockers, given = r.assigning
    events = r.story.events
    for k, event in enumerate(events):  # told: the attacker's damage is what is told, not computed
        if isinstance(event, Combat) and event.attacker == attacker and not event.one_way:
            events[k] = Combat(attacker, event.blocker, one_way=True)
    n = next(s for s in b if s is not None and s.is_("num"))
    aimed = b[-1]
    if aimed is None:
        raise NotRead(n)
    if aimed.is_("each"):  # "2 on each": that much to every blocker not given any yet
        rest = [x for x in blockers if x not in given]
        if len(rest) < 2:
            raise NotRead(aimed)
        for blocker in rest:
            given.append(blocker)
            r.story.events.append(Hit(attacker, n.number, target=blocker))
        return
    if aimed.is_("other_one"):
        rest = [x for x in blockers if x not in given]
        if len(rest) != 1:
            raise NotRead(aimed)
        target: int | None = rest[0]
    elif matches("OBJ", aimed):
        alike = [x for x in blockers if x not in given and r.story.things[x].card == aimed.value]
        target = alike[0] if aimed.is_("again") and len(alike) > 1 and r._alike(alike) else r.thing(aimed)
        if target not in blockers:  # "a un oso" of two alike Bears: either one, the other gets the rest
            raise NotRead(aimed)
    else:
        target = None
    if target is None:
        r.story.events.append(Hit(attacker, n.number, player=r.player(aimed)))  # trample (702.19c)
    else:
        given.append(target)
        r.story.events.append(Hit(attacker, n.number, target=target))


def _attacker_assigns(r: Reader, b: Bound) -> None:
    """ "Angel deals 2 to each", "el Ángel les pega 2 a cada uno": the attacker blocked by
    several, its damage divided as told (510.1c); it must be the attacker being divided."""
    if r.assigning is None or r.thing(b[0]) != r.assigning[0]:
        raise NotRead(need(b[0]))
    _assigns(r, [None, *b[1:]])


def _self_life(r: Reader, b: Bound) -> None:
    n = next(s for s in b if s is not None and (s.is_("num") or s.is_("signed")))
    unit = next((s for s in b if s is not None and (s.is_("unit_poison") or s.is_("unit_life"))), None)
    if unit is not None and unit.is_("unit_poison"):
        _set_poison(r, SELF, n.number)
    else:
        _set_life(r, SELF, n.number, _still(b))


def _side(r: Reader, b: Bound) -> None:
    """ "Godhead of Awe on my side", "My side: Thalia, Tarmogoyf": whose they are."""
    side = next(s for s in b if s is not None and s.is_("side"))
    said = set(fold(side.text).split())
    owner = (
        SELF
        if said & {"my", "mi"} and not said & {"rival", "oponente", "opponent", "opp's", "opponent's"}
        else OPPONENT
    )
    if b[0] is side:  # "Their side: Finks with no counters, a 1/1 Spirit token": a heading
        r.side = r.owner_hint = owner  # whose everything told after it is, until another label
    listed = next(s for s in b if s is not None and s is not side and s.text != ":")
    for index in r.things(listed, owner):
        r.story.things[index].player = owner


def size_now(r: Reader, b: Bound) -> None:
    """ "Tarmogoyf (4/5)", "Spider Umbra (3/3)", "a 2/1": a size said as it is now is checked
    against the board's own (a token without a card, and no size from its maker, takes it as
    its size: "two Soldier tokens from Raise the Alarm and an Anthem, so they're 2/2" is 1/1
    tokens said as they are now)."""
    obj = r.thing(b[0])
    thing = r.story.things[obj]
    size = next(s for s in b[1:] if s is not None and s.is_("pt")).pair
    if (
        thing.token
        and thing.pt is None
        and (r.kinds(thing.card) == frozenset() or r.card_name(thing.card) != thing.card)
    ):
        for other in r.story.things:  # "dos fichas de Caballero 2/2": each of them
            if other is thing or (other.token and other.card == thing.card and other.pt is None):
                other.pt = size  # a token's size is what its maker made it, not a card's
        return
    if r.cleanup_said:  # "Giant Growth wears off and the Bears are a 2/2": the pumps are over (514.2)
        thing.size_now = size
        return
    masses = [e for e in r.story.events if isinstance(e, MassMod)]
    if masses:  # said after a spell changed every creature: the size before it, or after it
        mine = thing.controller or thing.player or SELF
        mods = [e.mod for e in masses if e.whose == "all" or (e.whose == "yours") == (mine == e.caster)]
        pumped_too = any(isinstance(e, Pump) and e.target == obj for e in r.story.events)
        if pumped_too or thing.player is None or any(e.group.qualified for e in masses):
            raise NotRead(need(b[-1]))  # whose creature, or a pump as well: not checked here
        thing.size_now = size
        thing.size_before_mass = _before(size, mods)
        return
    # said after a pump told ("le pusieron Crecimiento gigante, así que 6/6"): the size before it
    thing.size_now = _before(size, [e.mod for e in r.story.events if isinstance(e, Pump) and e.target == obj])


def _before(size: tuple[int, int], mods: list[tuple[int, int]]) -> tuple[int, int]:
    """A size said after these changes, as it was before them."""
    return size[0] - sum(p for p, _ in mods), size[1] - sum(t for _, t in mods)


def _blocks_takes(r: Reader, b: Bound) -> None:
    """ "Lord blocks their Hill Giant and takes 3": the blocker's damage as told, the attacker's
    from the blocker's power."""
    blocker, attacker = r.thing(b[0]), r.thing(b[2])
    r.story.things[blocker].damage += need(b[4]).number
    r.story.events.append(Combat(attacker, blocker, one_way=True))
    r.last = blocker


def _caster_riders(r: Reader, said: Span | None, spell: str, riders: tuple[tuple[str, int], ...]) -> None:
    """What a damage spell does to its caster with its damage: Char's 2 to you, Lightning
    Helix's 3 life (the caster is the player said, else the writer when they cast it)."""
    if not any(rider in ("caster_damage", "caster_gains") for rider, _ in riders):
        return
    if said is not None and not matches("PLAYER", said):
        raise NotRead(said)
    caster = r.player(said) if said is not None else SELF
    for rider, amount in riders:
        if rider == "caster_damage":
            r.story.events.append(SpellDamage(spell, amount, player=caster))
        elif rider == "caster_gains":
            r.story.events.append(LifeLost(caster, -amount, spell))


def _etb(r: Reader, b: Bound) -> None:
    """ "Skinrender ETB targeting opp's Hill Giant", "I Skinrender it": what the creature's
    enters trigger does to its target, read from its Oracle text."""
    source = next(s for s in b if s is not None and s.is_("card"))
    effect = r.enters_effect(str(source.value))
    target = b[-1]
    if effect is None or target is None or not matches("OBJ", target):
        raise NotRead(source)
    kind, amount = effect
    index = r.thing(target)
    if kind == "counters":
        _minus_counters(r, str(source.value), index, amount)
    elif kind == "damage":
        r.story.events.append(SpellDamage(str(source.value), amount, target=index))
    else:
        r.story.events.append(Removal(str(source.value), kind, index))


def _minus_counters(r: Reader, source: str, index: int, amount: int) -> None:
    """-1/-1 counters a card's text put on ``index`` (an enters trigger, a spell), noted with it."""
    _counters_added(r.story.things[index], "-1/-1", amount)
    told = (("source", source), ("count", str(amount)), ("kind", "-1/-1"))
    r.story.events.append(Noted("counters.source", told, "counters", index, ("counters",)))


def _token_from(r: Reader, b: Bound) -> None:
    """ "Raise the Alarm soldier token", "a Spirit token from Lingering Souls", "Goblin token
    (the 1/1 from Krenko)": the token's size from what its creator's text creates (or as said)."""
    token = next(s for s in b if s is not None and s.is_("token"))
    creator = next(s for s in b if s is not None and s.is_("card") and not s.is_("token"))
    index = r.thing(token)
    thing = r.story.things[index]
    said = next((s for s in b if s is not None and s.is_("pt")), None)
    made = r.token_size(str(creator.value), str(token.extra.get("english_type", token.value)))
    if made is None:
        raise NotRead(creator)  # its text makes no such token: not its creator (an Aura "with" it?)
    thing.pt = said.pair if said is not None else made
    r.last = index


def _was_size(r: Reader, b: Bound) -> None:
    """ "(era 5/5 con la Cruzada)", "(con el Himno eran 3/3)", "(it was a 3/3 with the Anthem)":
    the size of the one spoken of before the events told after it, checked as any size said
    (a size the board doesn't give, "(was a 1/1 before Humility came down)", is not read)."""
    size = next(s for s in b if s is not None and s.is_("pt"))
    if r.last is None:
        raise NotRead(size)
    thing = r.story.things[r.last]
    if not thing.token and "creature" not in r.kinds(thing.card):
        raise NotRead(size)  # "con el Himno eran 3/3": the Anthem is the reason, not what was 3/3
    size_now(r, [Span(0, 0, "", 0, 0, frozenset({"pronoun"})), size])


def _chapter_state(r: Reader, b: Bound) -> None:
    """ "chapter III is on the stack", "el capítulo III ya se resolvió", "resuelvo el capítulo
    III": where the Saga's chapter ability is, which decides 714.4 (a Saga waits while a chapter
    ability it triggered is on the stack, 704.5s). The Saga is the one named, or the one Saga told."""
    chapter = next(s for s in b if s is not None and s.is_("chapter_word"))
    named = next((s for s in b if s is not None and matches("OBJ", s)), None)
    saga = r.named_or_only(named, "saga", chapter)
    resolved = any(s is not None and s.kinds & {"resolved_word", "resolves"} for s in b)
    thing = r.story.things[saga]
    thing.chapter = "trigger resolved" if resolved else "trigger pending"
    number = _CHAPTER_NUMBERS.get(chapter.text.casefold().split()[-1])
    if number is not None and "lore" not in thing.counters:
        thing.counters["lore"] = number  # chapter III triggered as its third lore counter came (714.2b)
    r.last = saga


#: A chapter said by its number, as printed (Roman) or in digits.
_CHAPTER_NUMBERS = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6, **{str(n): n for n in range(1, 7)}}


def _ability_on_stack(r: Reader, b: Bound) -> None:
    """ "at 0 loyalty, her -2 still on the stack": a loyalty ability waiting to resolve; its cost
    is paid (the loyalty said is after it), and a planeswalker isn't kept by it (704.5i)."""
    cost = need(next(s for s in b if s is not None and s.is_("signed")))
    if r.last is None or "planeswalker" not in r.kinds(r.story.things[r.last].card):
        raise NotRead(cost)
    if r.story.things[r.last].loyalty is None:
        raise NotRead(cost)  # the loyalty before or after the cost? not guessed


def _ability_waits(r: Reader, b: Bound) -> None:
    """ "Activé el -6 y la habilidad está en la pila", "I activated her -6. The ability hasn't
    resolved yet": the loyalty ability just told waits to resolve; its cost is paid (606.4) and
    the checks come before it resolves (117.5), so nothing more is told. Said after anything
    else ("the ability" of what?), it is not read."""
    last = r.story.events[-1] if r.story.events else None
    if not isinstance(last, Loyalty) or last.target != r.last:
        raise NotRead(need(b[0]))  # something told since: which ability is not guessed


def _still_waits(r: Reader, b: Bound) -> None:
    """ "La habilidad del capítulo III está en la pila, todavía no resolvió": the same waiting
    said again with its subject left out, right after a chapter ability or a loyalty ability
    told waiting; after anything else, whose is not guessed."""
    last = r.story.events[-1] if r.story.events else None
    if r.last is not None and r.story.things[r.last].chapter == "trigger pending":
        return
    if isinstance(last, Loyalty) and last.target == r.last:
        return
    raise NotRead(need(b[-1]))


def _stack_empty(r: Reader, b: Bound) -> None:
    """ "la pila está vacía", "the stack is empty": no chapter ability waits, so each Saga told
    is past its last chapter's trigger (714.4)."""
    for thing in r.story.things:
        if "saga" in r.kinds(thing.card) and thing.chapter is None:
            thing.chapter = "trigger resolved"


def _marked_by(r: Reader, b: Bound) -> None:
    """ "my Serra Angel has 1 damage on it from his blocking Deadly Recluse", "1 de daño del
    Strix maléfico que lo bloqueó": the damage just marked was dealt by the permanent named, so
    its abilities as the board computes them say what that damage is (deathtouch: 704.5h); a
    spell whose text deals damage leaves it plain damage. Only right after the damage, nothing
    but filler between; "que lo bloqueó", "that blocked it" after the source says why, nothing more."""
    source = b[2]
    if b[4] is not None and (b[3] is None or not b[3].is_("blocks")):
        raise NotRead(b[4])  # "that blocked it" whole, or nothing of it
    if b[3] is not None and b[3].is_("blocks") and b[4] is None:
        raise NotRead(b[3])
    if source is None or r.last_mark is None:
        raise NotRead(need(b[0]))
    target, amount, last = r.last_mark
    between = [s for s in r.sentence if last < s.first < need(b[0]).first]
    if any(not s.is_("filler") for s in between):
        raise NotRead(need(b[0]))
    r.last_mark = None
    if source.is_("spell"):
        if not _plain_damage(r.oracle(str(source.value))):
            raise NotRead(source)  # a spell whose damage does more, or no damage: not read here
        return
    hint = r.owner_hint
    if b[1] is None:
        r.owner_hint = None  # whose the source is, not said: never the damaged one's owner's by default
    try:
        dealer = r.thing(source)
    finally:
        r.owner_hint = hint
    if dealer == target:
        raise NotRead(source)
    if b[3] is not None:  # "que lo bloqueó": the two sides of one combat (506.2)
        _two_sides(r, target, dealer, b[3])
    r.story.things[target].marked_by.append((dealer, amount))


#: Words of a spell's text that make its damage more than damage marked (exiled instead of dying,
#: no regeneration, counters instead: 614.1a, 701.19c, 120.3d): such a source is not read here.
_MORE_THAN_DAMAGE = re.compile(r"instead|regenerat|exile|counter|deathtouch|infect|wither", re.I)


def _plain_damage(text: str) -> bool:
    """Whether a spell's text deals damage and does nothing that changes what that damage does."""
    return bool(re.search(r"\bdeals? (?:\d+|x|that much) damage\b", text, re.I)) and not _MORE_THAN_DAMAGE.search(text)


def _made_by_last(r: Reader, b: Bound) -> None:
    """ "Mi rival tiene una ficha de Caballero 2/2 del Gideon": after a token just told (its
    subject read by the row before), the card that made it: its size from the creator's text."""
    creator = next(s for s in b if s is not None and s.is_("card"))
    if r.last is None or not r.story.things[r.last].token:
        raise NotRead(creator)
    thing = r.story.things[r.last]
    made = r.token_size(str(creator.value), english_token_type(thing.card))
    if made is None:
        raise NotRead(creator)  # its text makes no such token
    said = next((s for s in b if s is not None and s.is_("pt")), None)
    thing.pt = said.pair if said is not None else thing.pt or made


def _maker_possible(r: Reader, b: Bound) -> None:
    creator = need(b[0])
    if not creator.extra.get("bracketed") or r.last is None or not r.story.things[r.last].token:
        raise NotRead(creator)


def _maker_in_brackets(r: Reader, b: Bound) -> None:
    """ "a 1/1 spirit token (doomed traveler)": a card alone in brackets right after a token,
    whose text makes that kind of token, is its maker, not another object of the board."""
    _maker_possible(r, b)
    creator = need(b[0])
    assert r.last is not None
    thing = r.story.things[r.last]
    made = r.token_size(str(creator.value), english_token_type(thing.card))
    if made is None:
        raise NotRead(creator)  # its text makes no such token: an object after all, or asked
    thing.pt = thing.pt or made


def _size_of_last(r: Reader, b: Bound) -> None:
    """ "(4/3 gracias a Norn)", "(so 5)" after an object: its size now, checked."""
    if r.last is None:
        raise NotRead(need(b[0]))
    size_now(r, [Span(0, 0, "", 0, 0, frozenset({"pronoun"})), *b])


def _so_damage(r: Reader, b: Bound) -> None:
    """ "I Shocked his Courser, that's 2 dmg on a 3/3", "so 3 damage on it": the damage the
    events left on what was just spoken of, said again (checked, never dealt twice), with its
    size when said."""
    if r.last is None:
        raise NotRead(need(b[0]))
    amount = next(s for s in b if s is not None and s.is_("num")).number
    _marked(r, r.last, amount, now=True)
    size = next((s for s in b if s is not None and s.is_("pt")), None)
    if size is not None:
        _size_of_last(r, [b[0], size])


def _hosts_size(r: Reader, b: Bound) -> None:
    _hosts(r, b[:3])
    host = r.thing(b[0])
    r.story.things[host].size_now = need(b[-1]).pair
    r.last = host


def _blocks_it(r: Reader, b: Bound) -> None:
    """ "Lo bloquea un Elfo iridiscente", "lo bloqueó un Mastodonte": the attack just told is
    blocked (its one attacker), else the object just spoken of."""
    if r.attack is not None and len(r.attack[0]) == 1:
        attacker = r.attack[0][0]
        r.attack = None
    elif r.last is not None:
        attacker = r.last
    else:
        raise NotRead(need(b[0]))
    blocker = r.thing(b[-1])
    r.story.events.append(Combat(attacker, blocker))
    r.last = blocker


def _teams_versus(r: Reader, b: Bound) -> None:
    """ "(me + Leo vs Sam + Ria)": two Two-Headed Giant teams and their members (810.1)."""
    for said in b:
        name, members = need(said).extra.get("team"), need(said).extra.get("members")
        if not isinstance(name, str) or not isinstance(members, list):
            raise NotRead(need(said))
        r.story.team(name, [str(m) for m in members])


def _variant(r: Reader, b: Bound) -> None:
    r.story.variant = need(b[0]).text


def _multiplayer(r: Reader, b: Bound) -> None:
    """ "Multijugador a cuatro", "Commander a cuatro": more than two players, so who is whose
    opponent is never inferred (a creature's controller from the combat, "my buddy")."""
    if b[0] is not None:
        _variant(r, b)
    r.story.multiplayer = True
    said = next((s for s in b if s is not None and s.is_("multiplayer")), None)
    if said is not None and _table_size(said.text) is not None:
        r.story.table = _table_size(said.text)


def _variant_count(r: Reader, b: Bound) -> None:
    """ "Commander a 4": the format and how many play (three or more: multiplayer)."""
    n = need(b[-1])
    if not 3 <= n.number <= 8:
        raise NotRead(n)
    _multiplayer(r, b)
    r.story.table = n.number


def _table_size(text: str) -> int | None:
    """How many play, where the words of a multiplayer game say it ("4-player pod": 4)."""
    said = (int(w) if w.isdigit() else NUMBER_WORDS.get(w) for w in re.findall(r"[a-z0-9]+", fold(text)))
    counts = {n for n in said if n is not None and 3 <= n <= 8}  # a table's size, never "a" (one)
    return counts.pop() if len(counts) == 1 else None


def _leaves_game(r: Reader, b: Bound) -> None:
    """ "Nico se rindió y se fue de la partida", "Pedro conceded": in a multiplayer game the
    player leaves it, with everything they owned and controlled (800.4a); a battle they
    protected has no protector then (704.5w). Of two players, the game is over (104.3a): not a
    board to check, so not read this way; nor the writer leaving (who asks, then?)."""
    verb = need(b[1])
    player = r.player(b[0])
    if player == SELF or not (r.story.multiplayer or r.story.table):
        raise NotRead(verb)
    r.story.person(player).left = True


def _nobody_attacks(r: Reader, b: Bound) -> None:
    """ "Nadie está atacando la batalla", "nobody is attacking": the board as told has no attack
    (what 704.5w looks at); said after an attack told, not read so."""
    if r.attack is not None or any(isinstance(e, Combat | Unblocked) for e in r.story.events):
        raise NotRead(need(b[0]))
    if b[1] is not None:
        r.thing(b[1])


def _everyone_life(r: Reader, b: Bound) -> None:
    n = next(s for s in b if s is not None and (s.is_("num") or s.is_("signed")))
    players = list(r.story.people) or [SELF, OPPONENT]
    for name in {*players, SELF, OPPONENT} if len(players) < 2 else players:
        r.story.person(name).life = n.number


def _spell_resolves(r: Reader, b: Bound) -> None:
    """ "Pyroclasm resolves.", "Se resuelve Ahogado en pena": a spell whose whole text changes
    every creature, its caster unsaid. Where the caster decides what it does ("creatures your
    opponents control", "each opponent"), the words don't say enough: not read."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    x = next((s.number for s in b if s is not None and s.is_("x_value")), None)
    swept = sweep(r.oracle(str(spell.value)), x)
    if swept is not None and (swept.whose != "all" or swept.life):
        raise NotRead(spell)  # who cast it decides which creatures, or who paid the life
    if swept is None and r.tokens_made(str(spell.value)):
        raise NotRead(spell)  # whose tokens? the caster is unsaid
    _mass_effect(r, spell, SELF, None, x)  # cast by anyone, it does the same: the writer's


def _global_spell(r: Reader, b: Bound) -> None:
    """ "I cast Drown in Sorrow", "el rival lanza Ahogado en pena": a spell whose whole text
    changes every creature (or one side's) until end of turn."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    caster = caster_of(r, b[0], need(b[1]))
    how = b[-1] if b[-1] is not None and (b[-1].is_("keyword") or b[-1].is_("overloads")) else None
    x = next((s.number for s in b if s is not None and s.is_("x_value")), None)
    _mass_effect(r, spell, caster, how, x)


def _all_mine(r: Reader, b: Bound) -> None:
    """ "All three are mine", "Todo es mío": every object told so far whose player wasn't said
    is the writer's (one told as another player's stays theirs: not read this way)."""
    if not r.story.things or any(t.player not in (None, SELF) for t in r.story.things):
        raise NotRead(need(b[0]))
    for thing in r.story.things:
        thing.player = SELF
    r.last_player = SELF


def _proliferates(r: Reader, b: Bound) -> None:
    """ "I proliferate choosing Jace and the Bears", "proliferé y elegí a Rasputin", "proliferé
    todo": what the player chose (701.34a), each getting one more of each kind of counter. With
    "everything", each permanent told with a counter and each player told with poison."""
    verb = need(b[1])
    player = caster_of(r, b[0], verb)
    chosen = need(b[-1])
    if chosen.is_("every_counter"):
        things = tuple(i for i, t in enumerate(r.story.things) if (t.counters or t.loyalty is not None) and not t.zone)
        players = tuple(name for name, p in r.story.people.items() if p.poison)
        if not things and not players:
            raise NotRead(chosen)
        r.story.events.append(Proliferate(player, things, players))
    elif matches("PLAYER", chosen) and not matches("OBJS", chosen):
        r.story.events.append(Proliferate(player, players=(r.player(chosen),)))
    else:
        r.story.events.append(Proliferate(player, tuple(r.things(chosen))))


def _overloads(r: Reader, b: Bound) -> None:
    """ "Opponent overloads Electrickery": cast for its overload cost (702.96a), the verb
    saying how."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    _mass_effect(r, spell, caster_of(r, b[0], need(b[1])), b[1], None)


def caster_of(r: Reader, subject: Span | None, verb: Span) -> str:
    """Who cast a spell: the subject said; with none, a verb in the third person ("… is at 3
    life and casts Toxic Deluge", "y lanza") is the player spoken of last, never the writer
    (with no one spoken of, not read); any other form is the writer's ("cast", "lanzo")."""
    if subject is not None:
        return r.player(subject)
    said = verb.text.casefold().split()[-1]
    # "casts", "overloads"; "lanza", "lanzó", "sobrecarga" ("lanzo", "lancé": the writer's)
    third = not verb.is_("first_person") and said.endswith(("s", "a", "ó"))
    if not third:
        return SELF
    if r.last_player is None:
        raise NotRead(verb)
    return r.last_player


def _mass_effect(r: Reader, spell: Span, caster: str, how: Span | None, x: int | None) -> None:
    """What a spell whose whole text changes every creature (or one side's) does, cast by
    ``caster``: ``how`` a keyword it was cast with ("overload"), ``x`` the value chosen for X."""
    if how is not None:  # "with overload": its text with "each" for "target" (702.96b)
        overload = fold(how.text) in _OVERLOAD_WORDS or how.is_("overloads")
        text = overloaded(r.oracle(str(spell.value))) if overload else None
        swept = sweep(text, x) if text is not None else None
        if swept is None or not _swept(r, spell, caster, swept):
            raise NotRead(how)  # kicked, overloaded into something else: not read here
        return
    swept = sweep(r.oracle(str(spell.value)), x)
    if swept is not None:
        if not _swept(r, spell, caster, swept):
            raise NotRead(spell)  # damage to each creature "you control": not read here
        return
    counters = mass_counters(r.oracle(str(spell.value)), x)
    if counters is not None:  # "Black Sun's Zenith with X=2": two -1/-1 counters on each creature
        r.story.events.append(MassCounters(str(spell.value), counters[1], counters[0]))
        return
    made = r.tokens_made(str(spell.value))
    if made is not None:  # "I cast Raise the Alarm": its tokens, as its text makes them (111.2)
        _add_tokens(r, made, caster)
        return
    removal = mass_removal(r.oracle(str(spell.value)))
    if removal is None:
        raise NotRead(spell)
    # "I cast Wrath of God": every creature destroyed at once (608.2h)
    r.story.events.append(MassRemoval(str(spell.value), *removal, told_after=len(r.story.things)))


def _add_tokens(
    r: Reader, made: tuple[int, str, tuple[int, int], tuple[str, ...], tuple[str, ...]], caster: str
) -> None:
    """The creature tokens a spell's text makes (count, type, size, colors, keywords), its
    caster's; the first of them is the one spoken of next."""
    count, kind, size, colors, keywords = made
    first = len(r.story.things)
    for _ in range(count):
        thing = r.story.things[r.story.add(kind, caster)]
        thing.token, thing.pt = True, size
        thing.colors.extend(colors)
        thing.token_keywords.extend(keywords)
    r.last = first


def _makes_tokens(r: Reader, b: Bound) -> None:
    """ "I made two Soldier tokens with Raise the Alarm", "me hice dos fichas de Soldado con Dar
    la alarma": the spell's tokens, as its text makes them (111.2), where the words name the
    tokens it makes (their kind, and their count when said). Without the spell, the tokens a
    spell told just before made, said again ("Lancé Dar la alarma y me hice dos fichas de
    Soldado"): the same ones, never more. Anything else isn't read this way."""
    said = need(b[3])
    counted = said.extra.get("count")  # "three Soldier tokens": the count the token's words carry
    count = need(b[2]).number if b[2] is not None else counted if isinstance(counted, int) else None
    kind = said.extra.get("english_type") or str(said.value)
    spell = b[-1]
    if spell is not None:
        made = r.tokens_made(str(spell.value))
        if made is None or made[1].casefold() != str(kind).casefold() or count not in (None, made[0]):
            raise NotRead(spell)
        _add_tokens(r, made, caster_of(r, b[0], need(b[1])))
        return
    recent = [
        n
        for n, thing in enumerate(r.story.things)
        if n >= r.previous_things
        and thing.token
        and thing.pt is not None
        and english_token_type(thing.card).casefold() == str(kind).casefold()
    ]
    if not recent or count not in (None, len(recent)):
        raise NotRead(said)
    r.last = recent[0]


def _swept(r: Reader, spell: Span, caster: str, swept: Sweep) -> bool:
    """The events of a spell that changes every creature of a group (``sweepers``): the life
    its caster paid to cast it, then its damage or size change. False: a group this doesn't
    tell (damage to each creature "you control")."""
    name = str(spell.value)
    if swept.damage is not None:
        if swept.who is None:
            return False
        event: MassDamage | MassMod = MassDamage(name, swept.damage, swept.who, caster, swept.group)
    elif swept.mod is not None:
        event = MassMod(name, swept.mod, swept.whose, caster, swept.group)
    else:
        return False
    if swept.life:
        r.story.events.append(LifeLost(caster, swept.life, name, paid=True))
    r.story.events.append(event)
    return True


#: A spell cast for its overload cost, as judges say it.
_OVERLOAD_WORDS = frozenset({"overload", "overloaded", "sobrecarga"})


#: What a keyword's return puts on the permanent (702.79a persist, 702.93a undying).
_RETURNS_WITH = {"persisted": "-1/-1", "undied": "+1/+1"}


def _came_back(r: Reader, b: Bound) -> None:
    """ "Kitchen Finks already persisted", "volvieron con persistir": back with its counter.
    "Young Wolf already came back once", "ya volvió una vez": back by the one of the two
    keywords its card has (a card with neither, or both, is not read this way)."""
    obj = r.thing(b[0])
    said = [_RETURNS_WITH[k] for s in b if s is not None for k in _RETURNS_WITH if s.is_(k)]
    if not said:
        text = r.oracle(r.story.things[obj].card)
        said = [counter for word, counter in _RETURN_KEYWORDS.items() if re.search(rf"^{word}\b", text, re.I | re.M)]
        if len(said) != 1:
            raise NotRead(need(b[1]))
    kind = said[0]
    thing = r.story.things[obj]
    thing.counters[kind] = max(thing.counters.get(kind, 0), 1)


#: The keywords a permanent comes back by, as Oracle text prints them, with the counter each puts.
_RETURN_KEYWORDS = {"persist": "-1/-1", "undying": "+1/+1"}


def alike_copies(r: Reader) -> list[int]:
    """The copies told together with the object just spoken of ("two Grizzly Bears"): the same
    card and player, with nothing yet told of them apart."""
    if r.last is None:
        return []
    said = r.story.things[r.last]
    return [
        i
        for i, t in enumerate(r.story.things)
        if i != r.last and t.card == said.card and t.player == said.player and r._untouched(i)
    ]


def distribute(r: Reader) -> None:
    """What was just told of one copy, told of each ("… 2 damage each", "cada uno"): its damage
    and counters copied to the copies told with it (a distributive, not a new fact)."""
    copies = alike_copies(r)
    if r.last is None or not copies:
        raise NotRead(Span(0, 0, "each", 0, 0, frozenset({"each"})))
    said = r.story.things[r.last]
    for i in copies:
        told_of_each(said, r.story.things[i])


def told_of_each(said: Thing, other: Thing) -> None:
    """The damage and counters told of ``said`` told of ``other`` too ("each", "both")."""
    other.damage, other.damage_from = said.damage, list(said.damage_from)
    other.counters = dict(said.counters)


def _source_told(r: Reader, b: Bound) -> None:
    """ "two Spirit tokens from Lingering Souls", "a -1/-1 counter from persisting": where the
    tokens or counters just told came from. A spell (or a keyword) is gone once it did that, so
    it is no object on the board; said of anything else, it isn't read this way."""
    said = r.last
    if said is None:
        raise NotRead(need(b[0]))
    thing = r.story.things[said]
    if not (thing.token or thing.counters):
        raise NotRead(need(b[0]))
    source = need(b[1])
    if thing.token and thing.pt is None:
        made = r.token_size(str(source.value), english_token_type(thing.card)) if source.is_("card") else None
        if made is None:
            raise NotRead(source)  # its text makes no such token
        for each in r.story.things[said:]:  # "two Spirit tokens from …": each copy just told
            if each.card == thing.card and each.token and each.pt is None:
                each.pt = made


def _counters_from(r: Reader, b: Bound) -> None:
    """ "three -1/-1 counters (Skinrender ETB)", "(del Arrancapiel)": in brackets after counters,
    the card whose entering put them there — why the state is so, not an object of the board
    (its text must put counters when it enters; said of anything else, not read this way)."""
    card = next(s for s in b if s is not None and s.is_("card"))
    said = r.last
    if said is None or not card.extra.get("bracketed") or not r.story.things[said].counters:
        raise NotRead(card)
    made = r.enters_effect(str(card.value))
    if made is None or made[0] != "counters":
        raise NotRead(card)


#: Keywords whose working puts counters of a kind on the permanent: what "(from persist)" after
#: counters of that kind explains (702.79a, 702.93a, 702.80a, 702.90c).
_COUNTERS_BY_KEYWORD: dict[str, str] = {"persist": "-1/-1", "undying": "+1/+1", "wither": "-1/-1", "infect": "-1/-1"}


def _counters_by_keyword(r: Reader, b: Bound) -> None:
    """ "one -1/-1 counter (from persist)", "(por persistir)": in brackets after counters, the
    keyword whose working put them there — why the state is so; the counters told are the fact
    (a keyword that puts no counters of a kind the object has is not read this way)."""
    keyword = need(b[1])
    said = r.last
    kind = _COUNTERS_BY_KEYWORD.get(fold(str(keyword.extra.get("keyword") or keyword.text)))
    if said is None or not keyword.extra.get("bracketed") or kind is None:
        raise NotRead(keyword)
    if not r.story.things[said].counters.get(kind):
        raise NotRead(keyword)


def _commander_damage_taken(r: Reader, b: Bound) -> None:
    """ "Llevo 20 de daño de comandante de Edgar Markov", "Bob has taken 18 combat damage from
    Ana's commander Atraxa": the combat damage a commander has dealt that player this game
    (903.10a), said as a total."""
    verb = need(b[1])
    if b[4] is None and b[5] is None:
        raise NotRead(need(b[-1]))  # "recibido 2 de daño … (con el Himno …)": from it? not said
    player = r.player(b[0]) if b[0] is not None else SELF if verb.is_("first_person") else r.last_player
    if player is None:
        raise NotRead(verb)
    commander = r.thing(b[-1])
    if not r.kinds(r.story.things[commander].card) & {"creature", "planeswalker"}:
        raise NotRead(need(b[-1]))  # a commander deals combat damage as a creature
    r.story.things[commander].commander = True
    if r.story.things[commander].player is None:
        r.story.things[commander].player = r.story.other_player(player)  # someone else's
    said = r.story.person(player).commander_damage_said
    said[commander] = need(b[2]).number
    r.last = commander


def _commander_named(r: Reader, b: Bound) -> None:
    """ "my commander Merin", "opponent's commander Atraxa", "Mi comandante, Krenko, …": a
    commander (whose, when said before it and not already told)."""
    obj = r.thing(b[-1])
    r.story.things[obj].commander = True
    if b[0] is not None and len(b) == 4 and r.story.things[obj].player is None:
        r.story.things[obj].player = r.player(b[0])
    r.last = obj


def _commander_of(r: Reader, b: Bound) -> None:
    """ "Atraxa (comandante de Pablo)": Pablo's commander."""
    obj = r.thing(b[0], r.player(b[-1]))
    thing = r.story.things[obj]
    thing.player = r.player(b[-1])
    thing.commander = True
    r.last = obj


def _destroys_with(r: Reader, b: Bound) -> None:
    """ "alguien destruye Humildad con Desencantar": the spell's own effect on it."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    effect = r.effect(str(spell.value))
    if effect is None or effect[0] not in ("destroy", "exile", "bounce"):
        raise NotRead(spell)
    r.story.events.append(Removal(str(spell.value), effect[0], r.thing(b[2]), r.riders(str(spell.value)) or ()))


#: What a removal verb does with the permanent: its zone (the story's ``Removal`` kinds).
_REMOVAL_VERBS = (("exiles", "exile"), ("bounces", "bounce"), ("sacrifices", "sacrifice"), ("dies", "dies"))


def _removes(r: Reader, b: Bound) -> None:
    """ "I unsummon my opponent's goblin token", "el rival sacrifica a Kaalia", "Opp exiles my
    Bears", "los Leones mueren": the permanent leaves by what the verb says (701.8 destroy,
    701.13 exile, 701.21 sacrifice, 700.4 dies); a token then ceases to exist (704.5d)."""
    verb = next(
        s for s in b if s is not None and s.kinds & {"destroys", "exiles", "bounces", "sacrifices", "dies", "died"}
    )
    kind = next((k for c, k in _REMOVAL_VERBS if verb.is_(c)), "destroy")
    if kind == "dies" and verb.extra.get("bracketed"):
        kind = "dies.before"  # "(murió el mastodonte)": news from before, never the check's now
    target = r.thing(b[-1] if matches("OBJ", need(b[-1])) else b[0])
    r.story.events.append(Removal("", kind, target))
    r.last = target


def _removed_by(r: Reader, b: Bound) -> None:
    """ "Fiend Hunter exiled his Bears", "el Cazador exilió los Osos": the second leaves; the
    first stays what the sentence speaks of ("… and has 3 damage" is the Hunter's, never the
    Bears', which are gone)."""
    _removes(r, b)
    r.last = r.thing(b[0])


def _dies_elided(r: Reader, b: Bound) -> None:
    """ "Mi rival le tiró un Relámpago a mis Osos y murieron", "… and died": the verb alone, of
    what was spoken of last. Read only as the death the state-based actions make (lethal
    damage, deathtouch, toughness 0 or less); any other is asked, since whose death it is
    rests on a guess."""
    if r.last is None:
        raise NotRead(need(b[0]))
    r.story.events.append(Removal("", "dies.elided", r.last))


def _removes_back(r: Reader, b: Bound) -> None:
    """ "Opp bounced my Goblin token back to my hand": the same bounce, its destination said."""
    _removes(r, b[:-1])


def _removed_passive(r: Reader, b: Bound) -> None:
    """ "My Soldier token got bounced", "his Bears were exiled": the permanent named leaves."""
    _removes(r, [None, b[2], b[0]])


def _returns_to_hand(r: Reader, b: Bound) -> None:
    """ "My Goblin token went back to my hand", "mi ficha volvió a mi mano": returned to its
    owner's hand (400.7); a token then ceases to exist (704.5d)."""
    target = r.thing(b[0])
    r.story.events.append(Removal("", "bounce", target))
    r.last = target


#: Verbs that tell a ping: one damage each time unless a number is said (a "pinger" deals 1).
_PINGS = frozenset({"ping", "pings", "pinged", "shoots", "shot"})
#: How many times a "times" phrase says.
_TIMES = {"once": 1, "twice": 2, "thrice": 3, "una": 1, "dos": 2, "tres": 3}


def _times(span: Span) -> int:
    first = span.text.split()[0].casefold()
    if first.isdigit():
        return int(first)
    return _TIMES.get(first) or NUMBER_WORDS.get(first, 0)


#: Verbs a subject opening a new clause goes with ("… y el halcón le hace 2").
_CLAUSE_VERBS = frozenset({"deals", "hits", "connects", "takes", "blocks", "blocks_with", "attacks", "dies"})


def _opens_a_clause(r: Reader, span: Span) -> bool:
    """Whether an object is said after "and"/"y" with a verb right after it: the subject of a
    new clause, never the last object of the one before."""
    before = r.span_before(span)
    after = next((s for s in r.sentence if s.first > span.last), None)
    joined = before is not None and fold(before.text) in ("y", "and", "e")
    return joined and after is not None and bool(after.kinds & _CLAUSE_VERBS)


#: A creature's damage said by whose it is: no amount, the one its combat gives.
_ITS_DAMAGE = frozenset({"their damage", "its damage", "his damage", "her damage", "su dano"})


def _its_own_damage(r: Reader, b: Bound, source: int) -> bool:
    """ "The Bears dealt their damage to my Giant": a combat told already with that one, its
    damage said again without an amount (the combat's own); to anyone else, not read."""
    unit = next((s for s in b if s is not None and s.is_("unit_damage")), None)
    if unit is None or fold(unit.text) not in _ITS_DAMAGE:
        return False
    partners = _combat_partners(r, source)
    aimed = [s for s in b[1:] if s is not None and s is not unit and matches("OBJ", s)]
    if len(aimed) != 1 or r.thing(aimed[0]) not in partners:
        raise NotRead(unit)
    r.last = source
    return True


def _deals(r: Reader, b: Bound, activated: bool = False) -> None:
    """ "Walking Ballista deals 1 damage to Elesh Norn", "pinged my Hill Giant once", "el Agente
    de ruina le pega 1 a Ana": damage a permanent dealt, as told (an amount not said is asked,
    except a ping's 1)."""
    source = r.thing(b[0])
    verb = next(s for s in b if s is not None and s.kinds & {"deals", "hits", "connects"})
    said = next((s for s in b if s is not None and s.is_("num")), None)
    for span in b:
        if span is not None and span.is_("keyword"):  # "deals 2 deathtouch damage": checked, never imposed
            _has_keyword(r, [b[0], span])
    if said is None and _its_own_damage(r, b, source):
        return  # "the Bears dealt their damage to my Giant": the combat told, said again
    if said is None and verb.text.casefold().split()[-1] not in _PINGS:
        raise NotRead(verb)
    times = next((s for s in b if s is not None and s.is_("times")), None)
    amount = (said.number if said is not None else 1) * (_times(times) if times is not None else 1)
    if amount <= 0:
        raise NotRead(times or verb)
    aimed = [s for s in b[1:] if s is not None and (matches("OBJ", s) or matches("PLAYER", s))]
    subject = next((s for s in aimed if said is not None and s.first > said.first and _opens_a_clause(r, s)), None)
    if subject is not None:  # "El trol le hace 3 y el halcón le hace 2": the Hawk is the next verb's subject
        aimed.remove(subject)
    _deals_to(r, b, source, verb, amount, aimed, activated)
    if subject is not None:
        r.last = r.thing(subject)


def _deals_to(r: Reader, b: Bound, source: int, verb: Span, amount: int, aimed: list[Span], activated: bool) -> None:
    """``_deals`` once the amount and the objects it aims at are known."""
    # a creature that "hit" or "connected with" a player dealt it combat damage: the verbs say it
    # (a commander's counts, 903.10a); "deals" says nothing of combat unless "combat" is said
    combat: bool | None = any(s is not None and (s.is_("combat") or s.is_("connects") or s.is_("hits")) for s in b)
    # the combat it was in, told already ("I blocked with my Bears. Elf dealt its 1, Bears dealt
    # 2 to the Elf"): the damage told is that combat's, said again, and checked, never dealt twice
    partners = _combat_partners(r, source)
    said_target = r.thing(aimed[0]) if len(aimed) == 1 and matches("OBJ", aimed[0]) else None
    if partners and (
        said_target in partners
        or (said_target in (None, source) and len(partners) == 1 and not (aimed and matches("PLAYER", aimed[0])))
    ):
        partner = said_target if said_target in partners else next(iter(partners))
        r.story.events.append(Hit(source, amount, target=partner, restates=True))
        r.last = source
        return
    if not aimed and fold(verb.text).startswith("me "):
        # "Atraxa me pegó dos veces por 7": the clitic is the writer ("le" is whoever was just
        # spoken of, a guess: asked)
        r.story.events.append(Hit(source, amount, player=SELF, combat=combat or None))
        r.last = source
        return
    if len(aimed) != 1:
        raise NotRead(verb)  # at what? (or at more than one)
    cost = (0, False, 0) if combat else _activation_cost(r, source, amount, verb, activated)
    if matches("OBJ", aimed[0]):
        target = r.thing(aimed[0])
        if target == source:
            raise NotRead(aimed[0])
        r.story.events.append(Hit(source, amount, target=target, cost=cost))
    else:
        r.story.events.append(Hit(source, amount, player=r.player(aimed[0]), combat=combat or None, cost=cost))
    r.last = source


def _activation_cost(r: Reader, source: int, amount: int, verb: Span, activated: bool = False) -> tuple[int, bool, int]:
    """What the checks read of the cost of the ability that dealt ``amount`` (Walking
    Ballista's +1/+1 counter each time, Mogg Fanatic sacrificed, a planeswalker's loyalty):
    (counters removed, sacrificed, loyalty change). A ping verb ("pinged", "shot") is an
    activation; another verb from a creature may be its combat damage: where the abilities
    that could have dealt it cost different things the checks read, asked, never chosen."""
    thing = r.story.things[source]
    costs = damage_costs(r.oracle(thing.card), thing.card) if not thing.token else ()
    if costs is None:
        raise NotRead(verb)  # a cost that moves something not told (another creature sacrificed)
    if any(c.sacrifice and c.damage and amount != c.damage and amount % c.damage == 0 for c in costs):
        raise NotRead(verb)  # "Mogg Fanatic pinged it twice": sacrificed once, never twice
    paid = {each for each in (c.paid(amount) for c in costs) if each is not None}
    if not paid or paid == {(0, False, 0)}:
        return (0, False, 0)
    pinged = activated or verb.text.casefold().split()[-1] in _PINGS
    if len(paid) > 1 or ("creature" in r.kinds(thing.card) and not pinged):
        raise NotRead(verb)  # which ability, or combat damage? not told
    return paid.pop()


def _counter_to_ping(r: Reader, b: Bound) -> None:
    """ "I remove a counter to ping his Elves", "lo quito para hacerle 1 a sus Elfos": the
    permanent whose counter it is (said after "from", else the one just spoken of) activates
    its ability that costs a +1/+1 counter (Walking Ballista), dealing its damage to what
    follows; a permanent with no such ability is not read this way."""
    verb = next(s for s in b if s is not None and s.kinds & {"removes_counter", "removes_counter_from"})
    named = next((s for s in b[2:4] if s is not None and matches("OBJ", s)), None)
    source = r.thing(named) if named is not None else r.last
    if source is None:
        raise NotRead(verb)
    thing = r.story.things[source]
    costs = damage_costs(r.oracle(thing.card), thing.card) or ()
    per = {c.damage for c in costs if c.counters > 0 and not c.sacrifice}
    if len(per) != 1 or None in per:
        raise NotRead(verb)  # no ability of it costs one counter, or several: not read this way
    said = next((s for s in b[-4:] if s is not None and s.is_("num")), None)
    amount = said.number if said is not None else per.pop() or 0
    aimed = b[-1]
    if aimed is None or amount <= 0:
        raise NotRead(verb)
    cost = _activation_cost(r, source, amount, verb, activated=True)
    if matches("OBJ", aimed):
        target = r.thing(aimed)
        if target == source:
            raise NotRead(aimed)
        r.story.events.append(Hit(source, amount, target=target, cost=cost))
    else:
        r.story.events.append(Hit(source, amount, player=r.player(aimed), combat=False, cost=cost))
    r.last = source


def _sacrifices_to_ping(r: Reader, b: Bound) -> None:
    """ "I sacrificed Mogg Fanatic to ping his Elves": the sacrifice is its ability's cost, the
    damage its effect (a permanent whose damage ability doesn't cost itself: not read so)."""
    thing = r.story.things[r.thing(need(b[3]))]
    costs = damage_costs(r.oracle(thing.card), thing.card) or ()
    if not any(c.sacrifice for c in costs):
        raise NotRead(need(b[1]))
    _deals(r, [b[3], *b[5:]], activated=True)


def _taps_to_ping(r: Reader, b: Bound) -> None:
    """ "tapped it to ping NAP's Serra Angel": the tapped permanent deals the damage its verb
    says (a ping: 1), with its own abilities (a Basilisk Collar's deathtouch, 702.2b)."""
    _deals(r, [b[2], b[4], b[5]])


def _graveyard_empty(r: Reader, b: Bound) -> None:
    """ "my graveyard is empty", "opp has nothing in his yard", "graveyards are empty",
    "cementerios vacíos": that graveyard holds only the cards the text lists (Tarmogoyf counts
    them). The graveyards as one are both players' at a table of two; with more, each player
    named."""
    place = next((s for s in b if s is not None and s.kinds & _GRAVEYARDS), None)
    if place is None or place.is_("graveyard_all"):
        players = list(dict.fromkeys([SELF, *r.story.people]))
        if not r.story.multiplayer and len(players) < 2:
            players.append(OPPONENT)
        for player in players:
            r.story.person(player).graveyard_empty = True
        return
    r.story.person(OPPONENT if place.is_("graveyard_opp") else SELF).graveyard_empty = True


def _keeps(r: Reader, b: Bound) -> None:
    """ "I keep the second one", "me quedo con la nueva": the legend rule's choice (704.5j) of
    the player's two legendary copies told, the later or the earlier one. Which two, when the
    text tells more than one such pair, is not guessed."""
    which = need(b[-1])
    player = r.player(b[0]) if b[0] is not None else None
    pairs: dict[str, list[int]] = {}
    for n, t in enumerate(r.story.things):
        if t.zone is None and "legendary" in r.kinds(t.card) and (player is None or t.player in (player, None)):
            pairs.setdefault(t.card, []).append(n)
    found = [
        copies
        for copies in pairs.values()
        if len(copies) > 1 and len({r.story.things[i].player for i in copies} - {None}) <= 1
    ]
    if len(found) != 1:
        raise NotRead(which)
    copies = found[0]
    r.story.things[copies[-1] if which.is_("copy_new") else copies[0]].kept = True
    if player is not None:  # the keeper controls both (704.5j: the choice is the controller's)
        for i in copies:
            r.story.things[i].player = r.story.things[i].player or player


def _none_told(r: Reader, b: Bound) -> None:
    """ "no creatures anywhere", "I had no creatures": nothing else is on the board (a
    permanent told of that player after it is a contradiction the text owns, read as told)."""
    r.story.closed = True
    if b[0] is not None:
        r.player(b[0])  # "Mi rival no tiene criaturas y está a 0 vidas": the player spoken of


def _pings_with(r: Reader, b: Bound) -> None:
    """ "my opponent pings my token with Prodigal Sorcerer": the permanent after "with" deals
    the damage (a ping: 1, or the number said), the player only used it (and controls it)."""
    pinger = r.player(b[0])
    source = r.story.things[r.thing(b[4], pinger)]
    source.player = source.player or pinger
    _deals(r, [b[4], b[1], b[2], b[5]])


def _fights(r: Reader, b: Bound) -> None:
    """ "My Typhoid Rats fights his Serra Angel", "mi Oso lucha contra su Gigante": each deals
    the other damage equal to its power (701.14a), as the board computes it."""
    first, second = r.thing(b[0]), r.thing(b[-1])
    if first == second:
        raise NotRead(need(b[-1]))  # 701.14c: a creature fighting itself is not guessed from words
    r.story.events.append(Fight(first, second))
    r.last = first


def _cast_then_told(r: Reader, b: Bound) -> None:
    """ "I cast Prey Upon: my Grizzly Bears fights his Hill Giant": a spell whose creatures deal
    the damage (fight, "damage equal to its power"), its effect told after the colon in words
    the rows read. Any other spell before a colon is not read this way."""
    spell = need(b[2])
    text = r.oracle(str(spell.value)).casefold()
    if "fight" not in text and "damage equal to its power" not in text:
        raise NotRead(spell)


def _enters_and_deals(r: Reader, b: Bound) -> None:
    """ "Flametongue Kavu enters and deals 4 to the Finks": it is on the battlefield, and the
    damage its entering dealt is as told."""
    _deals(r, [b[0], *b[2:]])


def _unblocked_by(r: Reader, b: Bound) -> None:
    """ "el JNA no bloquea": the attack told goes unblocked (the player is the defender)."""
    r.player(b[0])
    _unblocked(r, b[1:])


def _player_takes_spell(r: Reader, b: Bound) -> None:
    """ "He takes 3 from a Lightning Helix", "recibo 2 de un Choque": a spell's damage to a player
    (the amount said is checked against the spell's own)."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    amount = r.spells(str(spell.value))
    said = next((s for s in b if s is not None and s.is_("num")), None)
    if amount is None or (said is not None and said.number != amount):
        raise NotRead(spell)
    r.story.events.append(SpellDamage(str(spell.value), amount, player=r.player(b[0])))


def _goes_to(r: Reader, b: Bound) -> None:
    """ "Ana goes to 0 life from a Lightning Bolt", "He takes 3 …, goes to -1", "queda a 2": the
    life the told events leave (a spell named, its damage is that change: not dealt again)."""
    n = next(s for s in b if s is not None and (s.is_("num") or s.is_("signed")))
    _life_after_an_aimed_event(r, b, n)
    name = r.player(b[0]) if b[0] is not None else r.last_player
    if name is None:
        raise NotRead(n)
    person = r.story.person(name)
    person.life = n.number * (-1 if _negative(b) else 1)
    person.life_after = person.life_after_sure = True


def _total(r: Reader, b: Bound) -> None:
    """ "(21 total)": the damage just told, summed, checked (a total that disagrees isn't read)."""
    said = next(s for s in b if s is not None and s.is_("num"))
    told = r.story.events[-1] if r.story.events else None
    if not isinstance(told, Hit):
        raise NotRead(said)
    same = [
        e
        for e in r.story.events
        if isinstance(e, Hit) and (e.source, e.player, e.target) == (told.source, told.player, told.target)
    ]
    if sum(e.amount for e in same) != said.number:
        raise NotRead(said)


#: A cleanup step named ("we're in his cleanup step", "pasamos a su paso de limpieza").
_CLEANUP_STEP = re.compile(r"\b(?:clean-?up|limpieza)\b")


def _time_passes(r: Reader, b: Bound) -> None:
    """ "She untaps", "we're in my end step": the game moves on; the board is as told (704.3).
    Moved on to a cleanup step, what is said after it is said of the board after 514.2."""
    if b[0] is not None:
        r.player(b[0])
    if _CLEANUP_STEP.search(fold(need(b[-1]).text)):
        r.cleanup_said = True


def _wears_off(r: Reader, b: Bound) -> None:
    """ "Giant Growth wears off", "se acaba el +3/+3", "the damage wears off": the turn's cleanup
    step, told by what it does (514.2: damage is removed and effects "until end of turn" end at
    once); read only where such an effect, or damage, was told before it."""
    said = next(s for s in b if s is not None and not s.is_("wears_off"))
    if not (damage_told(r.story) if said.is_("unit_damage") else lasting_told(r.story)):
        raise NotRead(said)
    r.cleanup_said = True


def _stops_being_a_creature(r: Reader, b: Bound) -> None:
    """ "the Mutavault is a land again", "la Mutabóveda deja de ser criatura": its animation, told
    before, ended at the turn's cleanup step (514.2); read only of an object told animated or crewed."""
    obj = r.thing(b[0])
    if not any(isinstance(e, Noted) and e.key == "animated" and e.target == obj for e in r.story.events):
        raise NotRead(need(b[-1]))
    r.last = obj
    r.cleanup_said = True


def _damage_dealt(r: Reader, b: Bound) -> None:
    """ "se hacen el daño", "combat damage is dealt": the combat just told deals its damage, as
    the block already said (510.2); with no block told, there is nothing it can restate."""
    if not r.story.events or not isinstance(r.story.events[-1], Combat):
        raise NotRead(need(b[-1]))


def _no_counters(r: Reader, b: Bound) -> None:
    """ "mis Despreciables de cocina (sin contadores)", "Kitchen Finks with no counters": none."""
    obj = r.thing(b[0])
    r.story.things[obj].counters.clear()
    r.story.things[obj].no_counters = True
    r.last = obj


def _no_damage(r: Reader, b: Bound) -> None:
    """ "sin daño", "no damage": none marked (said of what was just named); said after events
    that could have dealt it damage ("El Fango no recibió daño"), none is what they left: checked."""
    target = r.thing(b[0])
    if _damaged_by_events(r, target):
        r.story.events.append(DamageSaid(target, 0))
        return
    r.story.things[target].damage = 0


def _nth_counter(r: Reader, b: Bound) -> None:
    """ "History of Benalia just got its third lore counter", "le he puesto el tercer contador
    de historia": its Nth counter of that kind came, so it has N now (a total, not N more)."""
    named = next((s for s in b if s is not None and matches("OBJ", s)), None)
    obj = r.thing(named) if named is not None else r.last
    if obj is None:
        raise NotRead(need(next(s for s in b if s is not None and s.is_("ordinal"))))
    nth = next(s for s in b if s is not None and s.is_("ordinal")).number
    kinds = [s for s in b if s is not None and s.is_("counter_kind")]
    if not kinds:
        raise NotRead(next(s for s in b if s is not None and s.is_("ordinal")))  # "its third counter": of what?
    r.story.things[obj].counters[counter_kind(kinds[0].text)] = nth
    r.last = obj


def _no_damage_anywhere(r: Reader, b: Bound) -> None:
    """ "no damage anywhere", "nadie tiene daño": none marked on anything told before it (a
    damage told before it is a contradiction, not read)."""
    if any(t.damage or t.damage_from for t in r.story.things):
        raise NotRead(need(b[0]))


def _takes_spell(r: Reader, b: Bound) -> None:
    """ "Serra Angel that took a Shock", "recibió 2 de un Choque": a spell's damage, as told."""
    obj = r.thing(b[0])
    spell = next(s for s in b if s is not None and s.is_("spell"))
    said = next((s for s in b if s is not None and (s.is_("num"))), None)
    amount = said.number if said is not None else r.spells(str(spell.value))
    if amount is None:
        raise NotRead(spell)
    r.story.events.append(SpellDamage(str(spell.value), amount, target=obj))


def _passive_by_permanent(r: Reader, b: Bound) -> None:
    """ "Llanowar Elves got pinged by Prodigal Sorcerer": the permanent after "by" dealt the
    damage its verb says (a ping: 1 each time) to the one said first."""
    _deals(r, [b[5], b[2], b[0], b[3] or b[6]])


def _passive_spell(r: Reader, b: Bound) -> None:
    """ "My Grizzly Bears got Bolted", "his Angel got Shocked twice", "my Hill Giant gets zapped
    by a Lightning Bolt": the spell's effect on the one said first, as many times as told."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    times = next((s for s in b if s is not None and s.is_("times")), None)
    count = _times(times) if times is not None else 1
    if count <= 0:
        raise NotRead(times or spell)
    for _ in range(count):
        _spell_effect(r, [None, spell, need(b[0])])
    r.last = r.thing(b[0])


def _has_keyword(r: Reader, b: Bound) -> None:
    """ "(0/1, indestructible)", "(marchitar)", "with deathtouch": a keyword it has, said as it is
    now, checked against the board's (never imposed)."""
    obj = r.thing(b[0])
    thing = r.story.things[obj]
    for span in b[1:]:
        if span is not None and span.is_("keyword"):
            _keyword_said(thing, span)
    r.last = obj


def _keyword_said(thing: Thing, span: Span) -> None:
    """A keyword said of a thing: a token has what its maker gave it (said, so given); anything
    else has it checked against the board's (never imposed)."""
    keyword = str(span.extra.get("keyword") or span.text)
    if thing.token:
        thing.token_keywords.append(keyword)
    else:
        thing.keywords_now.add(keyword)


def _token_said(thing: Thing, span: Span) -> None:
    """The size and colors said before a token ("a 1/1 white Spirit token")."""
    pt = span.extra.get("pt")
    if isinstance(pt, tuple) and thing.pt is None:
        thing.pt = (int(pt[0]), int(pt[1]))
    colors = span.extra.get("colors")
    for color in colors if isinstance(colors, list) else ():
        english = _COLORS.get(str(color).casefold())
        if english is not None and english not in thing.colors:
            thing.colors.append(english)
    keywords = span.extra.get("keywords")
    for keyword in keywords if isinstance(keywords, list) else ():
        _keyword_said(thing, keyword)


def _token_color(r: Reader, b: Bound) -> None:
    """ "una ficha de Espíritu 1/1 blanca", "a 1/1 white Soldier token": a token's color, as
    its maker made it (a card's colors are its own: not read this way)."""
    said = need(b[0])
    if r.last is None or not r.story.things[r.last].token:
        raise NotRead(said)
    color = _COLORS.get(said.text.casefold())
    if color is None:
        raise NotRead(said)
    first = r.story.things[r.last]
    for thing in r.story.things[r.last :]:  # "dos fichas de Soldado blancas": each of them
        if thing.card != first.card or not thing.token:
            break
        thing.colors.append(color)


#: Color words as judges type them (both genders and numbers) → the board language's color.
_COLORS = {
    **dict.fromkeys(("white", "blanco", "blanca", "blancos", "blancas"), "white"),
    **dict.fromkeys(("blue", "azul", "azules"), "blue"),
    **dict.fromkeys(("black", "negro", "negra", "negros", "negras"), "black"),
    **dict.fromkeys(("red", "rojo", "roja", "rojos", "rojas"), "red"),
    **dict.fromkeys(("green", "verde", "verdes"), "green"),
}


def _is_creature(r: Reader, b: Bound) -> None:
    """ "Humility (it's a creature)", "Humildad (que ahora es criatura)": a type said as it is
    now, checked against the board's like a keyword (never imposed: Opalescence makes it one)."""
    obj = r.thing(b[0])
    r.story.things[obj].keywords_now.add("type:creature")
    r.last = obj


def _copying(r: Reader, b: Bound) -> None:
    """ "Spark Double copying my Ragavan", "I cast Clone copying it", "bajé un Clon copiando mi
    propio Ragavan": a copy of the object named (707.2; what it copies, the board reader reads)."""
    copy_index = r.thing(b[0])
    verb = next((s for s in b if s is not None and s.is_("copying")), None)
    own = verb is not None and bool({"own", "propio", "propia"} & set(fold(verb.text).split()))
    owner = (r.story.things[copy_index].player or SELF) if own else None  # "copiando mi propio Ragavan"
    original = r.thing(b[-1], owner)
    if original == copy_index:
        raise NotRead(need(b[-1]))
    if owner is not None and r.story.things[original].player is None:
        r.story.things[original].player = owner
    r.story.things[copy_index].copying = original
    r.last = copy_index


def _copying_it(r: Reader, b: Bound) -> None:
    """ "tengo a Thalia y juego Spark Double copiándola": a copy of the one spoken of before it."""
    original = r.anchor if r.anchor is not None else r.last
    copy_index = r.thing(b[0])
    if original == copy_index:  # "Thalia and a Spark Double that entered as a copy of her"
        others = [i for i in range(len(r.story.things)) if i != copy_index]
        original = others[0] if len(others) == 1 else None  # the one other thing told, or asked
    if original is None:
        raise NotRead(need(b[-1]))
    r.story.things[copy_index].copying = original
    r.last = copy_index


def _toughness_said(r: Reader, b: Bound) -> None:
    """ "Wall takes 2, toughness 4", "(resistencia 4)": its toughness now, checked, never imposed."""
    obj = r.thing(b[0])
    r.story.things[obj].toughness_now = need(b[-1]).number
    r.last = obj


def _shield_on(r: Reader, b: Bound) -> None:
    """ "Tenía escudo de regeneración en mi Boa de río", "I had a regen shield on my Boa": the
    shield said first, then what it is on (701.19)."""
    _regen_shield(r, [b[-1]])


def _regen_shield(r: Reader, b: Bound) -> None:
    """ "River Boa has a regeneration shield up", "Masticore con un escudo de regeneración
    activado": the next destruction this turn is replaced (701.19)."""
    obj = r.thing(b[0])
    r.story.things[obj].regen_shields += 1
    r.last = obj


#: Oracle words of a spell or ability that gives protection from a quality the player picks.
_GIVES_PROTECTION = re.compile(r"\bgains? protection from\b", re.I)
#: What the words of a protection phrase stand for ("choosing white" → white).
_PROTECTION_WORDS = re.compile(
    r"^(?:protection from|protecci[oó]n contra|(?:choosing|chose|choose|picked)(?: protection from)?|naming|"
    r"(?:eligiendo|eleg[ií]|elijo|eligi[oó]|elige)(?: protecci[oó]n contra)?|nombrando|pro-|pro\b)\s*(?:el\s+)?"
    r"(?P<q>.+?)(?:\s+(?:for(?: the)? protection|para la protecci[oó]n))?$",
    re.I,
)


def _qualities_of(span: Span) -> list[str]:
    """The qualities a protection names: one, or a list ("protection from black and green",
    "protección contra negro y verde")."""
    found = _PROTECTION_WORDS.match(" ".join(span.text.split()))
    said = _AND.split(found.group("q").casefold()) if found else []
    qualities = [QUALITIES.get(q.strip()) for q in said]
    if not qualities or None in qualities:
        raise NotRead(span)  # "the color of your choice" unsaid, or a quality the table lacks
    return [q for q in qualities if q is not None]


#: What joins the qualities of one protection ("black and green", "negro y el verde", "a, b and c").
_AND = re.compile(r"\s*(?:,\s*(?:and\s+|y\s+)?|\s+and\s+(?:from\s+)?|\s+y\s+(?:contra\s+)?)(?:el\s+)?")


def _protects(r: Reader, b: Bound) -> None:
    """ "I tap Mother of Runes to give the Angel protection from white", "Apostle's Blessing on
    my Bears choosing protection from artifacts", "lanzo Bendición del apóstol sobre el Gigante
    eligiendo blanco": the source's text gives protection (702.16), the quality as told."""
    source = next(s for s in b if s is not None and s.is_("card"))
    if not _GIVES_PROTECTION.search(r.oracle(str(source.value))):
        raise NotRead(source)
    said = next(s for s in b if s is not None and s.is_("protection"))
    targets = [s for s in b if s is not None and s is not source and matches("OBJ", s)]
    if targets and fold(targets[-1].text) in _REFLEXIVES:
        targets = [source]  # "I tapped Mom targeting herself": the source is its own target
    target = r.thing(targets[-1]) if targets else r.thing(source) if not source.is_("spell") else None
    if target is None:
        raise NotRead(said)
    r.story.events.extend(Protect(target, q) for q in _qualities_of(said))
    r.last = target


#: Pronouns that name the clause's own subject ("targeting herself", "apuntándose a sí misma").
_REFLEXIVES = frozenset({"itself", "herself", "himself", "si mismo", "si misma", "a si mismo", "a si misma"})


def _gives_it_protection(r: Reader, b: Bound) -> None:
    """ "les di protección contra artefactos con Bendición del apóstol": the one spoken of gains
    it (702.16); a card said as its source must be one whose text gives protection."""
    source = b[-1]
    if source is not None and not _GIVES_PROTECTION.search(r.oracle(str(source.value))):
        raise NotRead(source)
    target = r.anchor if r.anchor is not None else r.last
    if target is None:
        raise NotRead(need(b[1]))
    said = need(b[2])
    r.story.events.extend(Protect(target, q) for q in _qualities_of(said))
    r.last = target


def _gives_protection_to(r: Reader, b: Bound) -> None:
    """ "le di protección contra el blanco al colmilludo", "gave the Angel protection from white":
    the creature named gains it (702.16)."""
    said = next(s for s in b if s is not None and s.is_("protection"))
    target = r.thing(next(s for s in reversed(b) if s is not None and matches("OBJ", s)))
    r.story.events.extend(Protect(target, q) for q in _qualities_of(said))
    r.last = target


def _cast_choosing_protection(r: Reader, b: Bound) -> None:
    """ "le tiro Bendición del apóstol a la pescadora y elijo protección contra artefactos": a
    spell whose text gives protection of a choice, cast at a permanent, and the choice said."""
    spell = need(b[2])
    if not _GIVES_PROTECTION.search(r.oracle(str(spell.value))):
        raise NotRead(spell)
    target = r.thing(b[4])
    said = need(b[-1])
    r.story.events.extend(Protect(target, q) for q in _qualities_of(said))
    r.last = target


def _still_attached(r: Reader, b: Bound) -> None:
    """ "El Pacifismo sigue ahí pegado", "Pacifism is still attached": the attachment told
    before, said again as the board stands before the check — nothing new. Said of something
    not told as attached, not read."""
    said = r.thing(b[0])
    if r.story.things[said].attached_to is None:
        raise NotRead(need(b[1]))
    r.last = said


def _unattached(r: Reader, b: Bound) -> None:
    """ "an unattached Bonesplitter", "un Quebrantahuesos sin equipar": an Aura, Equipment or
    Fortification on the battlefield attached to nothing (it is a permanent the checks read:
    704.5m puts an unattached Aura away, an Equipment stays). Said of anything else, or of
    one told as attached, not read."""
    word, obj = (b[0], b[1]) if b[0] is not None and b[0].is_("unattached") else (b[1], b[0])
    said = r.thing(obj)
    thing = r.story.things[said]
    if not r.kinds(thing.card) & {"aura", "equipment", "fortification"} or thing.attached_to is not None:
        raise NotRead(need(word))
    thing.unattached = True
    r.last = said


def _taps_for(r: Reader, b: Bound) -> None:
    """ "I tapped Mother of Runes: Serra gets protection from white": the ability's effect is
    what the words after the colon tell; tapping it changes nothing the checks read."""
    r.thing(b[2])


def _taps_it(r: Reader, b: Bound) -> None:
    """ "giré mi Madre de las runas y le di protección … al colmilludo", "I tapped my Mother of
    Runes": a permanent tapped for its ability, whose effect the next words tell; being tapped
    changes nothing the checks read. Its effect told after needs its own target said.
    "Le activo mi Pirómano pródigo a los Elfos", "I activate Prodigal Pyromancer targeting his
    Elves": an activation with its target said right after is its one damage ability's damage
    (its cost read as a ping's, 602.2b); a permanent with no such ability, or several, is asked
    — never a target left unread."""
    source = r.thing(b[2])
    if b[4] is None:
        return
    thing = r.story.things[source]
    costs = damage_costs(r.oracle(thing.card), thing.card) if not thing.token else ()
    fixed = {c.damage for c in costs or ()}
    if len(fixed) != 1 or None in fixed:
        raise NotRead(need(b[1]))
    verb = need(b[1])
    amount = Span(verb.first, verb.last, verb.text, verb.start, verb.end, frozenset({"num"}), fixed.pop())
    deals = Span(verb.first, verb.last, verb.text, verb.start, verb.end, frozenset({"deals"}))
    _deals(r, [b[2], deals, b[4], amount], activated=True)


def _animates(r: Reader, b: Bound) -> None:
    """ "I animated Mutavault", "tripulé el Cóptero", "my Mutavault was animated this turn": a
    permanent whose own text makes it a creature until end of turn (a manland's ability, a
    Vehicle's crew, a planeswalker's), told as done. What it is then isn't read here: the reading
    goes on only if the text says the turn's cleanup came after (514.2), when it is over."""
    target = r.thing(next(s for s in b if s is not None and matches("OBJ", s)))
    card = r.story.things[target].card
    text = r.oracle(card).lower().replace(card.lower(), "~")
    crew = re.search(r"^crew \d", text, re.M) is not None
    if not crew and not _ANIMATES.search(text):
        raise NotRead(need(next(s for s in b if s is not None and s.kinds & {"animates", "animated"})))
    how = _HOW[crew][r.story.spanish]
    if crew and "creature" not in r.story.things[target].types:
        r.story.things[target].types.append("creature")  # 702.122b: an artifact creature until end of turn
    r.story.events.append(Noted("animated", (("how", how),), "crewed" if crew else "animated", target, ()))
    r.last = target


def _crews_with(r: Reader, b: Bound) -> None:
    """ "I crewed my Smuggler's Copter with Grizzly Bears": the Vehicle is what the next words
    speak of ("… and attacked": the Copter attacks); the crew are the crewing player's creatures
    (tapped to pay the cost, 702.122a), never the attacker."""
    player = r.player(b[0]) if b[0] is not None else SELF
    r.things(need(b[-1]), player)
    _animates(r, [b[0], b[1], b[2]])


#: How it became a creature, as the reply says it: (crew?) → (English, Spanish).
_HOW = {True: {False: "crewed", True: "tripulado"}, False: {False: "its own ability", True: "su propia habilidad"}}
#: A permanent's own text making it a creature until end of turn ("~ becomes a 2/2 creature …
#: until end of turn", "until end of turn, ~ becomes a 5/5 … creature").
_ANIMATES = re.compile(
    r"(?:~|this (?:land|artifact|permanent)|it) becomes an? [^.]*creature[^.]*until end of turn|until end of turn, (?:~|it) becomes an? [^.]*creature"
)


def _chosen(r: Reader, b: Bound) -> None:
    """ "Painter's Servant naming blue", "Conspiracy naming Elf", "Conspiración que nombra
    Goblin", "Pithing Needle naming Grizzly Bears": what was chosen for the permanent just told
    as it entered. Only for a card whose text has it choose one as it enters (a spell "choosing
    white" gives protection: not this row); the value is checked by the board reader."""
    said = next(s for s in reversed(b) if s is not None)
    if r.last is None:
        raise NotRead(said)
    thing = r.story.things[r.last]
    choice = _CHOOSES.search(r.oracle(thing.card).replace(thing.card, "~"))
    if choice is None or thing.chosen is not None:
        raise NotRead(said)
    if said.is_("protection"):  # "naming blue": tagged as a protection's quality
        if not fold(said.text).startswith(_NAMING_OPENERS) or choice["what"] != "color":
            raise NotRead(said)
        color = _COLORS.get(fold(said.text).split()[-1])
        if color is None:
            raise NotRead(said)
        thing.chosen = color
        return
    if said.is_("color") and choice["what"] == "color":
        thing.chosen = _COLORS.get(said.text.casefold())
    elif said.is_("card") and "name" in choice["what"]:
        thing.chosen = str(said.value)
    elif choice["what"] == "creature type" and _a_type_word(said):
        thing.chosen = token_types_es().get(fold(said.text), said.text)  # "Elfo": the type Elf
    if thing.chosen is None:
        raise NotRead(said)


def _a_type_word(said: Span) -> bool:
    """A capitalised word that can name a creature type: a plain word, or one word of a card
    told before ("Goblin" after Goblin King): a creature type is chosen, never a card."""
    if said.kinds <= {"word", "capitalised"}:
        return said.is_("capitalised")
    return said.is_("card") and said.is_("again") and " " not in said.text.strip() and said.text[:1].isupper()


#: A card that has a value chosen as it enters (614.12b's "as ~ enters, choose …").
_CHOOSES = re.compile(
    r"\bAs (?:~|this [a-z]+) enters[^.]*, choose an? (?P<what>color|creature type|card name|nonland card name)"
)
#: How a chosen value is said ("naming blue", "nombrando azul", "choosing red").
_NAMING_OPENERS = ("naming", "nombrando", "choosing", "eligiendo", "que nombra")


def _has_protection(r: Reader, b: Bound) -> None:
    """ "the Angel has protection from white", "(4/4, protección contra negro y verde)": said as
    protection. "Painter's Servant naming red" names a color, it gives no protection: not this row."""
    said = next(s for s in b if s is not None and s.is_("protection"))
    if not said.text.casefold().startswith(("protection", "protección", "proteccion", "pro ", "pro-")):
        raise NotRead(said)
    if _damaged_by_events(r, r.thing(b[0])):
        raise NotRead(said)  # "Opp cast Pyroclasm. My Bears has protection from red": since when? asked
    _gains_protection(r, b)


def _is_on(r: Reader, b: Bound) -> None:
    """ "My Pacifism is on his Serra Angel": the Aura or Equipment attached to the other."""
    host = r.thing(b[-1])
    _attach(r, r.thing(b[0]), host, b[0])
    r.last = host


def _gains_protection(r: Reader, b: Bound) -> None:
    """ "the Angel gains protection from white", "el Gigante gana protección contra blanco": an
    event told as it happened (702.16)."""
    obj = r.thing(b[0])
    said = next(s for s in b if s is not None and s.is_("protection"))
    r.story.events.extend(Protect(obj, q) for q in _qualities_of(said))
    r.last = obj


def _etb_by(r: Reader, b: Bound) -> None:
    """ "I Skinrender it", "I hit it with Skinrender's ETB": the creature's enters trigger."""
    source = b[4] if len(b) > 3 else b[1]
    _etb(r, [source, None, b[2]])


def _counters_added(thing: Thing, kind: str, n: int) -> None:
    """Counters put on it now. A size told before them ("Bears with Hyena Umbra (3/3), then
    three -1/-1 counters") was its size then: it moves with them, so it is checked as its size now."""
    thing.counters[kind] = thing.counters.get(kind, 0) + n
    step = {"+1/+1": 1, "-1/-1": -1}.get(kind)
    if step is not None and thing.size_now is not None:
        power, toughness = thing.size_now
        thing.size_now = (power + step * n, toughness + step * n)


def _add_counters(r: Reader, b: Bound, index: int) -> None:
    kind, n = _pt_counters(b)
    _counters_added(r.story.things[index], kind, n)
    r.story.events.append(Noted("counters", (("count", str(n)), ("kind", kind)), "counters", index, ("counters",)))


def _put_counters(r: Reader, b: Bound) -> None:
    """ "put a +1/+1 counter on it": counters added ("on it": the object spoken of)."""
    aimed = need(b[-1])
    if aimed.is_("on_it"):
        if r.last is None:
            raise NotRead(aimed)
        _add_counters(r, b, r.last)
        return
    _add_counters(r, b, r.thing(aimed))


def _etb_counters(r: Reader, b: Bound) -> None:
    """ "… comes down and the ETB puts three -1/-1 counters on X": the enters trigger of the
    permanent just told, when its text puts counters (otherwise not read this way)."""
    if r.last is None or "counter" not in r.oracle(r.story.things[r.last].card):
        raise NotRead(need(b[0]))
    aimed = need(b[-1])
    if aimed.is_("on_it"):  # "… and the ETB puts three -1/-1 counters on it": not on itself
        source = r.last
        others = [i for i, t in enumerate(r.story.things) if i != source and "creature" in r.kinds(t.card)]
        if len(others) != 1:
            raise NotRead(aimed)  # on which? never guessed
        _add_counters(r, b, others[0])
        r.last = others[0]
        return
    _put_counters(r, b)


def _put_counters_last(r: Reader, b: Bound) -> None:
    """Spanish: "les pone tres contadores -1/-1" (whom: the clitic, the object just spoken of).
    After a block told in the same sentence ("bloquea a los Arieteros y le ponen tres contadores"),
    the clitic may be either creature of the fight: not read, never guessed."""
    if r.last is None or r.after_a_card:
        raise NotRead(need(b[1]))
    fought = [e for e in r.story.events[r.sentence_events :] if isinstance(e, Combat)]
    if any(r.last in (e.attacker, e.blocker) for e in fought):
        raise NotRead(need(b[1]))
    _add_counters(r, b, r.last)


def _put_counters_by(r: Reader, b: Bound) -> None:
    """Spanish: "El Arrancapiel del oponente le metió tres contadores -1/-1": the card named
    puts them on the one spoken of before it (never on itself)."""
    target = r.last
    source = r.thing(b[0])
    if target is None or target == source:
        raise NotRead(need(b[1]))
    _add_counters(r, b, target)
    r.last = target


def _other_counters(r: Reader, b: Bound) -> None:
    """ "Urza's Saga with 2 lore counters", "siete contadores de sueño": counters of a kind."""
    obj = r.thing(b[0])
    n = next(s for s in b if s is not None and s.is_("num"))
    kind = next(s for s in b if s is not None and s.is_("counter_kind"))
    r.story.things[obj].counters[counter_kind(kind.text)] = n.number


def _connects_after(r: Reader, b: Bound) -> None:
    """ "Me pega un Agente de ruina", "a Laura le pega un Elfo iridiscente con Crecimiento
    gigante": the attacker after the verb, unblocked, at the player the clitic or "a X" names;
    a pump spell said with it was cast on it first."""
    verb = next(s for s in b if s is not None and s.is_("connects"))
    named = b[1]
    if named is not None:
        player = r.player(named)
    elif fold(verb.text).startswith("me "):
        player = SELF
    else:
        raise NotRead(verb)  # "le pega un X": at whom? (the last player spoken of is a guess)
    attacker = r.thing(b[3])
    spell = b[-1]
    if spell is not None:
        pump = r.pump(str(spell.value))
        if pump is None:
            raise NotRead(spell)
        r.story.events.append(Pump(str(spell.value), pump, attacker))
    r.story.events.append(Unblocked(attacker, player=player))
    r.last = attacker


def _connects(r: Reader, b: Bound) -> None:
    """ "my Blighted Agent connects for 1": unblocked, at the other player (or the one said)."""
    attacker = r.thing(b[0])
    said = next((s for s in b[1:] if s is not None and matches("PLAYER", s)), None)
    player = r.player(said) if said is not None else None
    owner = r.story.things[attacker].player
    if player is None and owner is not None and r.story.other_player(owner) is None:
        raise NotRead(need(b[0]))
    # whom it hit, unsaid, is settled once every player is named ("my blighted agent connects,
    # nap was on 9 poison": NAP, never a second opponent), by ``attacked_players``
    r.story.events.append(Unblocked(attacker, player=player))


def _connect_each(r: Reader, b: Bound) -> None:
    """ "his Hill Giant and Grizzly Bears hit me": each creature of the list, unblocked, at the
    player said (never the last one alone, the others read as only there)."""
    listed = need(b[0])
    for item in _items(listed):
        _connects(r, [item, *b[1:]])


def _library(r: Reader, b: Bound) -> None:
    person = r.story.person(r.player(b[0]))
    count = next((s for s in b if s is not None and s.is_("num")), None)
    person.library = count.number if count is not None else 0


def _draws(r: Reader, b: Bound) -> None:
    """ "she goes to her draw step" (one card, 504.1), "draws 2", "robo"."""
    n = next((s for s in b if s is not None and s.is_("num")), None)
    player = r.player(b[0])
    step = any(s is not None and s.is_("draw_step") for s in b)
    told = r.story.events[-1] if r.story.events else None
    if step and isinstance(told, Draw) and told.player == player:
        return  # "drew during her draw step", "Robo en mi paso de robar": the draw just told
    count = n.number if n is not None else 1
    if isinstance(told, Draw) and told.player == player and told.spell is not None and count <= told.count:
        return  # "cast Brainstorm, drew 2": the spell's own draw, told as it went
    r.story.events.append(Draw(player, count))


def _draw_failed(r: Reader, b: Bound) -> None:
    """ "He drew the 2, couldn't draw the third", "no pudo robar": a draw from an empty library
    (121.4), told as what happened."""
    player = r.player(b[0])
    r.story.person(player)  # the player is at the table, whatever else is told
    told = r.story.events[-1] if r.story.events else None
    if isinstance(told, Draw) and told.player == player and told.spell is not None and not told.failed:
        # "cast Brainstorm, drew 2, couldn't draw the third": the spell's draw ran out
        r.story.events[-1] = Draw(player, told.count, failed=True, spell=told.spell)
        return
    r.story.events.append(Draw(player, 1, failed=True))


def _draw_spell(r: Reader, b: Bound) -> None:
    """ "I Brainstorm with exactly 2 cards left in my library": the spell's draw, from its text."""
    spell = next(s for s in b if s is not None and s.is_("spell"))
    player = r.player(b[0])
    library = next((s for s in b if s is not None and s.is_("num")), None)
    if library is not None:
        r.story.person(player).library = library.number
    count = r.draws(str(spell.value))
    if count is None:
        raise NotRead(spell)
    r.story.events.append(Draw(player, count, spell=str(spell.value)))
    lost = life_lost_with_draw(r.oracle(str(spell.value)))
    if lost:  # Night's Whisper: "… and you lose 2 life"
        r.story.events.append(LifeLost(player, lost, str(spell.value)))


def _puts_back(r: Reader, b: Bound) -> None:
    """ "P2 puts two cards back on top", "then put 2 back on top", "puse dos de vuelta encima":
    Brainstorm's last step. Said without a subject, it is whoever drew last (the draw it ends);
    "encima" alone is read only here, where a count of cards comes before it."""
    where = need(b[-1])
    if where.is_("attached_after") and fold(where.text) not in _ON_TOP_ALONE:
        raise NotRead(where)
    count = next(s for s in b if s is not None and s.is_("num"))
    if b[0] is not None:
        player = r.player(b[0])
    else:
        drew = next((e for e in reversed(r.story.events) if isinstance(e, Draw)), None)
        player = drew.player if drew is not None else caster_of(r, None, need(b[1]))
    r.story.events.append(PutBack(player, count.number))


#: A Spanish word for "on top" said alone, after "pone dos": the library is the only place meant.
_ON_TOP_ALONE = frozenset({"encima", "arriba"})


def _activates(r: Reader, b: Bound) -> None:
    """ "Teferi came down and +1'd", "I used his 0", "Liliana … I activate her -2": the cost's
    change of loyalty (606.4). A planeswalker that just came down starts at its printed loyalty."""
    cost = next(s for s in b if s is not None and (s.is_("signed") or s.is_("num")))
    walker = r.thing(b[0]) if b[0] is not None and matches("OBJ", b[0]) else r.last
    if walker is None or "planeswalker" not in r.kinds(r.story.things[walker].card):
        raise NotRead(cost)
    after = r.next_span(cost)
    if after is not None and after.is_("targeting"):
        after = r.next_span(after)
    if after is not None and all(after is not s for s in b) and (matches("OBJ", after) or matches("PLAYER", after)):
        # "hago -1 a los Elfos de Llanowar": the ability aimed at something, its effect not read
        raise NotRead(cost)
    thing = r.story.things[walker]
    if thing.loyalty is None:
        thing.loyalty = r.printed_loyalty(thing.card)
    if thing.loyalty is not None and cost.number < 0:
        now = thing.loyalty + sum(e.change for e in r.story.events if isinstance(e, Loyalty) and e.target == walker)
        if now + cost.number < 0:  # 606.6: a cost of more loyalty counters than it has can't be paid
            question = NaturalQuestion("cost_unpayable", what=thing.card, column=cost.start + 1, word=cost.text)
            raise Asked(question)
    r.story.events.append(Loyalty(walker, cost.number))
    r.last = walker


def _activates_said(r: Reader, b: Bound) -> None:
    """ "I -1 Ajani Goldmane", "he -2s Lili", "hago +1 con Nissa": a player, the cost, the
    planeswalker (the cost's change of loyalty, 606.4)."""
    _activates(r, [b[-1], b[1]])


def _activates_her(r: Reader, b: Bound) -> None:
    """ "I +1'd her": the planeswalker spoken of last, by a pronoun."""
    _activates(r, [None, b[1]])


def _names_its_own_subject(r: Reader, subject: Span | None, pronoun: Span) -> bool:
    """Whether an object pronoun ("her", "him") would name the player its clause's subject
    names: a pronoun never does ("himself" would)."""
    if subject is None or not pronoun.is_("she") or not matches("PLAYER", subject):
        return False
    spoken_of = r.last_player
    try:
        named = r.player(pronoun)  # as the clause reads it: before the subject is spoken of
        r.last_player = spoken_of
        return r.player(subject) == named
    finally:
        r.last_player = spoken_of


def _activates_bare(r: Reader, b: Bound) -> None:
    """ "My Liliana is at 3, I +1": the cost alone, after the player's planeswalker spoken of
    last (another player's, or none, is not read)."""
    player, cost = r.player(need(b[0])), need(b[1])
    if r.last is None or r.story.things[r.last].player not in (player, None):
        raise NotRead(cost)
    _activates(r, [None, cost])


def _after_using(r: Reader, b: Bound) -> None:
    """ "quedó con 1 de lealtad después de usar el -3", "at 2 after using its -1": how the
    loyalty just said came to be — said after the total, never taken off it again."""
    cost = need(b[-1])
    if r.last is None or r.story.things[r.last].loyalty is None:
        raise NotRead(cost)
    if "planeswalker" not in r.kinds(r.story.things[r.last].card):
        raise NotRead(cost)


def _purpose_of_ability(r: Reader, b: Bound) -> None:
    """ "usé su -3 para matar la Visionaria élfica de mi rival", "I activate -1 to bounce his
    Bears": what the loyalty ability just activated did to the permanent named (its target)."""
    verb = need(b[1])
    last = r.story.events[-1] if len(r.story.events) > r.sentence_events else None
    if not isinstance(last, Loyalty):
        raise NotRead(verb)  # a purpose said after anything else is not read as done
    kind = next((k for c, k in _REMOVAL_VERBS if verb.is_(c)), "destroy")
    target = r.thing(b[2])
    r.story.events.append(Removal("", kind, target))
    r.last = target


def _activates_of(r: Reader, b: Bound) -> None:
    """ "usé el +1 de Liliana del Velo", "I used the -3 of Chandra", "subí a Liliana con el +1":
    the cost, then the planeswalker it is of (606.4)."""
    cost = next(s for s in b if s is not None and (s.is_("signed") or s.is_("num")))
    walker = next(s for s in reversed(b) if s is not None and matches("OBJ", s))
    _activates(r, [walker, cost])


def _loyalty_from_to(r: Reader, b: Bound) -> None:
    """ "(de 3 a 4)", "(from 3 to 4)" after an activation: the loyalty before and after its cost,
    checked (606.4); a planeswalker whose loyalty was only its printed one starts where told."""
    before, after = [s for s in b if s is not None and s.is_("num")]
    last = r.story.events[-1] if r.story.events else None
    if not isinstance(last, Loyalty) or last.target != r.last or before.number + last.change != after.number:
        raise NotRead(after)
    thing = r.story.things[last.target]
    earlier = sum(e.change for e in r.story.events[:-1] if isinstance(e, Loyalty) and e.target == last.target)
    start = before.number - earlier
    if thing.loyalty != start:
        if thing.loyalty != r.printed_loyalty(thing.card):
            raise NotRead(before)  # a loyalty told before that this one contradicts
        thing.loyalty = start


def _so_loyalty(r: Reader, b: Bound) -> None:
    """ "(so 5)", "so he's on 3": a loyalty said now, checked against the count told."""
    if r.last is None:
        raise NotRead(need(b[0]))
    _loyalty_now(r, r.last, next(s for s in b if s is not None and s.is_("num")))


def _came_walker(r: Reader, b: Bound) -> None:
    """ "Jace resolved", "Teferi came down": on the battlefield; a planeswalker at its printed
    loyalty (306.5b) when the text gives none. "(opp's Lightning Strike just resolved)" in
    brackets after the damage it did explains that damage: no object, nothing more (an instant
    or a sorcery is never a permanent, 110.4a); outside brackets what it did is unsaid: asked."""
    said = need(b[0])
    if said.is_("card") and r.kinds(str(said.value)) & {"instant", "sorcery"}:
        if not said.extra.get("bracketed") or r.kinds(str(said.value)) & PERMANENT_TYPES:
            raise NotRead(said)
        return
    obj = r.thing(b[0])
    thing = r.story.things[obj]
    if r.kinds(thing.card) & {"planeswalker", "battle"} and thing.loyalty is None:
        thing.loyalty = r.printed_loyalty(thing.card)
        thing.defense = "battle" in r.kinds(thing.card)


def _came_in_order(r: Reader, b: Bound) -> None:
    """ "Mycosynth Lattice came down after March of the Machines", "Mago de la luna, que entró
    después de Urborg": both on the battlefield, in that order (613.7: timestamps), whatever
    order they are told in."""
    other = need(b[-1])
    first = r.thing(b[0])
    told = other.is_("card") and any(t.card == str(other.value) for t in r.story.things)
    hint, r.owner_hint = r.owner_hint, None  # "Opp's Blood Moon came down after Urborg": not his Urborg
    try:
        second = r.thing(other)
    finally:
        r.owner_hint = hint
    r.story.things[second].ordered_only = not told and other.is_("card")
    if first == second:
        raise NotRead(other)
    _came_walker(r, [b[0]])
    _in_order(r, first, second, need(b[-2]))


def _came_first(r: Reader, b: Bound) -> None:
    """ "Humility came down first", "Humility was first", "Opalescence came last", "Humildad
    llegó primero": the first (or last) of the permanents to enter (613.7: its timestamp), at
    the clause's end only ("Humility came first, then Opalescence" is read by the order told)."""
    said = need(b[-1])
    word = fold(said.text)
    if word not in _FIRST_WORDS | _LAST_WORDS:
        raise NotRead(said)
    after = [s for s in r.sentence if s.first > said.last]
    if after and not after[0].is_("end"):
        raise NotRead(said)
    obj = r.thing(b[0])
    first = word in _FIRST_WORDS
    if any(thing == obj or end == first for thing, end in r.story.ends_of_order):
        raise NotRead(said)  # "Humility came first and Opalescence came first": not both
    _came_walker(r, [b[0]])
    r.story.ends_of_order.append((obj, first))
    r.last = obj


#: The words of ``sequence`` and ``came_end`` (lexicon.tsv) that say first, and last.
_FIRST_WORDS = frozenset({"first", "primero", "primera", "came first", "came in first", "was first", "was there first",
                          "fue primero", "fue primera"})  # fmt: skip
_LAST_WORDS = frozenset({"last", "came last", "came in last", "was last", "el ultimo", "la ultima", "ultimo", "ultima"})


def _cast_it_said(r: Reader, b: Bound) -> None:
    """ "Mycosynth Lattice came down after March (I cast it this turn)": the permanent just told
    was cast, so it entered then (a spell, or a permanent not told yet: not read this way)."""
    said = need(b[2])
    index = r.thing(said)
    thing = r.story.things[index]
    if thing.zone is not None or not r.kinds(thing.card) & PERMANENT_TYPES:
        raise NotRead(said)
    caster = r.player(b[0])
    if thing.player is None:
        thing.player = caster  # cast by them: theirs
    thing.arrived = True
    r.last = index


def _came_after_elided(r: Reader, b: Bound) -> None:
    """ "Humility came down first, the Anthem after it": in a sentence that tells what entered,
    the verb left out of the clause after the comma; the one it is after (a pronoun: the one
    just told) is read first."""
    if "enters" not in r.present:
        raise NotRead(need(b[2]))
    second = r.thing(b[-1])
    first = r.thing(b[1])
    if first == second:
        raise NotRead(need(b[-1]))
    _in_order(r, first, second, need(b[2]))


def _in_order(r: Reader, first: int, second: int, word: Span) -> None:
    """``first`` came after ``second`` ("after") or before it ("before"): a timestamp pair."""
    r.story.later_than.append((first, second) if word.is_("after_obj") else (second, first))
    r.last = first


def _too(r: Reader, b: Bound) -> None:
    """ "My Grizzly Bears too", "Mis Osos pardos también", "…, my Bears as well": the last
    thing said of an object, said again of each one listed; at the clause's end only, and
    never of the object it was said of."""
    listed, too = need(b[0]), need(b[-1])
    after = [s for s in r.sentence if s.first > too.last]
    if r.predicate is None or (after and not (after[0].is_("end") or after[0].text == ",")):
        raise NotRead(too)
    row, bound = r.predicate
    said_of = r.thing(bound[0]) if bound[0] is not None and matches("OBJ", bound[0]) else None
    for item in _items(listed):
        if said_of is not None and r.thing(item) == said_of:
            raise NotRead(too)
        row.states(r, [item, *bound[1:]])


def _so_does(r: Reader, b: Bound) -> None:
    """ "His Grizzly Bears has 2 damage and so does mine", "… So does my opponent", "so do his
    Elves": the last thing said of an object, said again of another. "Mine" and a player are
    that player's own object of the same card (a new one: never the one it was said of); a card
    named is that object, as "… too" reads it. At the clause's end only."""
    _said_again_of(r, need(b[1]), need(b[0]), b[-1] or need(b[1]))


def _mine_too(r: Reader, b: Bound) -> None:
    """ "…, mine too", "el mío también", "mine is the same", "Mine has the same", "el mío
    igual": as "so does mine" (``_so_does``)."""
    _said_again_of(r, need(b[0]), need(b[-1]), need(b[-1]))


def _said_just_before(r: Reader, bound: Bound, said: Span) -> bool:
    """Whether the predicate ``bound`` is what came right before ``said`` ("so does", "mine
    too"): in the same sentence with only talk and joiners between, or in the sentence before
    when ``said`` opens this one. A fact told earlier, with other things said since, is not
    what "so does" repeats."""
    spans = [s for s in bound if s is not None]
    if not spans:
        return False
    end = max(s.last for s in spans)
    here = r.sentence[0].first if r.sentence else 0
    before = [s for s in r.sentence if s.first < said.first]
    if end >= here:
        between = [s for s in before if s.first > end]
        return all(s.kinds & _BETWEEN_SAID or s.text in (",", ";") for s in between)
    opens = all(s.kinds & _BETWEEN_SAID or s.is_("punct") for s in before)
    return opens and end >= r.previous_start


#: The facts "so does mine" says again, and "two of them have" tells of each copy counted: what
#: an object has, never an event it was in.
STATED_FACTS = frozenset(
    {"damage", "counters", "counters_es", "loyalty", "defense_said", "keyword_now", "no_counters", "no_damage"}
)
#: What may stand between a fact and "so does mine" ("…, and so does mine").
_BETWEEN_SAID = frozenset({"filler", "punct", "and"})


def _said_again_of(r: Reader, target: Span, said: Span, last: Span) -> None:
    """The fact just told (``r.predicate``) told again of ``target``: "mine" or a player is that
    player's own new object of the same card, a card named is that object. ``said`` is the word
    that says it ("so does", "too"), ``last`` the clause's last span."""
    after = [s for s in r.sentence if s.first > last.last]
    if r.predicate is None or (after and not (after[0].is_("end") or after[0].text == ",")):
        raise NotRead(said)
    if any(s.text in ("?", "¿") for s in r.sentence):
        raise NotRead(said)  # "The Bears die. So does Blood Artist?": what is asked, never told
    row, bound = r.predicate
    if row.name not in STATED_FACTS:
        raise NotRead(said)  # "… took 3 from a Bolt, so did his Elves": an event's target is one, never guessed twice
    if not _said_just_before(r, bound, min(target, said, key=lambda s: s.first)):
        raise NotRead(said)  # "… has 2 damage. Ana attacked, and so did Bob": not the damage
    subject = bound[0]
    if subject is None or not matches("OBJ", subject):
        raise NotRead(said)
    source = r.thing(subject)
    if not target.is_("own_one") and not matches("PLAYER", target):
        _too(r, [target, last])  # "so do his Elves": as "his Elves too"
        return
    owner = SELF if target.is_("own_one") else r.player(target)
    if r.story.things[source].player in (owner, None) and not target.is_("own_one"):
        raise NotRead(target)  # "I have Bears with 1 damage. So do I": no one else
    if r.story.things[source].player == owner:
        raise NotRead(target)  # "My Bears has 2 damage and so does mine": the same one
    made = r.story.add(r.story.things[source].card, owner)
    anchor, r.anchor = r.anchor, made
    try:
        row.states(
            r,
            [
                Span(target.first, target.last, target.text, target.start, target.end, frozenset({"pronoun"})),
                *bound[1:],
            ],
        )
    finally:
        r.anchor = anchor
    r.last = made


ROWS: tuple[Row, ...] = (
    Row("damage", ("OBJ", "hosts?", "NUM", "unit_damage"), _damage,
        ("Grizzly Bears with 2 damage", "Osos pardos con 2 daños", "Goyf has 3 dmg")),
    Row("damage_takes_keyword", ("OBJ", "takes", "NUM", "unit_damage?", "made_by|with", "keyword"), _takes,
        ("El Myr recibió 2 de daño de toque mortal",)),
    Row("more_damage", ("NUM", "more", "unit_damage?", "made_by|because?", "OBJ|SPELL?"), _more_damage,
        ("then 1 more from Prodigal Sorcerer", "y 2 más del Pirómano", "then 2 more")),
    Row("elided_from", ("NUM", "unit_damage?", "made_by", "OBJ|SPELL"), _elided_from,
        ("took 3 from his Bolt and 2 from his Shock", "recibió 3 del Relámpago y 2 del Choque")),
    Row("another_damage", ("another", "NUM", "unit_damage?", "made_by|because?", "OBJ|SPELL?"), _more_damage,
        ("y otros 2 del Pirómano", "another 2 from the Ballista")),
    Row("damage_elided", ("OBJ", "hosts", "NUM"), _damage_elided,
        ("Thalia with 1 damage and Grizzly Bears with 2", "Thalia con 1 de daño y un Oso pardo con 2")),
    Row("damage_takes_elided", (",", "OBJ", "NUM", "unit_damage?", "made_by|with?", "keyword?"), _takes_elided,
        ("Osos reciben 2, el Halcón 3", "Las ratas comen 4, el Abatidor 1 con toque mortal")),
    Row("damage_takes_from", ("OBJ", "takes", "NUM", "unit_damage?", "made_by", "PERMANENT"), _takes_from,
        ("Mis Osos pardos recibieron 1 daño de las Ratas tifoideas", "my Serra Angel took 1 damage from Typhoid Rats")),
    Row("damage_takes_times", ("OBJ", "takes", "NUM", "unit_damage?", "times"), _takes_times,
        ("his Hill Giant was dealt 1 damage twice", "el Gigante recibió 1 de daño dos veces")),
    Row("damage_takes", ("OBJ", "takes", "NUM", "unit_damage?"), _takes,
        ("the Giant takes 3", "el Gigante recibe 3 de daño")),
    Row("damage_takes_each", ("OBJS", "takes", "NUM", "unit_damage?"), _takes_each,
        ("My Grizzly Bears and my Llanowar Elves take 2 damage", "Mis Osos pardos y mis Elfos de Llanowar reciben 2 de daño")),
    Row("damage_takes_dative", ("targeting", "OBJ", "takes_dative", "NUM", "unit_damage?"), _takes_dative,
        ("al Gigante le hacen 3 de daño", "a mis Osos pardos les hicieron 2")),
    Row("damage_on", ("NUM", "unit_damage", "attached", "OBJ"), _damage_on,
        ("3 damage on the Bears", "2 daños sobre el Oso")),
    Row("counters", ("OBJ", "hosts?", "NUM?", "MOD", "counter"), _counters,
        ("Channeler Initiate with two -1/-1 counters", "Finks has the -1/-1 counter")),
    Row("counters_es", ("OBJ", "hosts?", "NUM?", "counter", "MOD"), _counters,
        ("Cieno carroñero con dos contadores +1/+1",)),
    Row("loyalty", ("OBJ", "life_at", "NUM", "unit_loyalty?"), _loyalty,
        ("Wrenn and Six is at 3 loyalty", "Jace está a 3")),
    Row("defense_said", ("OBJ", "hosts|life_at?", "NUM", "unit_defense"), _defense_said,
        ("Invasion of Tarkir (5 defense counters)", "la Invasión tiene 2 de defensa", "the battle is at 3 defense")),
    Row("is_protector", ("PLAYER?", "is_protector", "made_by|targeting?", "OBJ?"), _is_protector,
        ("Lancé Invasion of Kaldheim y mi rival es el protector", "I'm the protector of Invasion of Tarkir")),
    Row("defense_said_after", ("OBJ", "unit_defense", "NUM"), _defense_said,
        ("Invasion of Gobakhan (defensa 3)", "Invasion of Tarkir (defense 5)")),
    Row("protector_is", ("OBJ?", "protector_is", "PLAYER"), _protector_is,
        ("the protector is Bob", "el protector es mi rival", "protectora: NAP", "la protege mi rival")),
    Row("chose_protector", ("PLAYER?", "chooses", "targeting?", "PLAYER", "as_protector", "made_by|targeting?", "OBJ?"),
        _chose_protector, ("A eligió a B como su protector", "Ana chose Bob as its protector")),
    Row("protected_by", ("OBJ", "protected_by", "PLAYER"), _protected_by,
        ("Invasion of Alara protected by Ana", "Invasion of Alara protegida por Lucía")),
    Row("loyalty_said", ("OBJ", "hosts?", "NUM", "unit_loyalty"), _loyalty_said,
        ("Chandra, aurora de la rebeldía recién bajada (4 lealtad)", "Teferi (5 loyalty)",
         "Jace had 5 loyalty", "Jace tiene 3 de lealtad")),
    Row("life", ("PLAYER", "still?", "life_at", "minus?", "NUM", "unit_life?", "still?"), _life,
        ("P2 is on 3 life", "estoy a 1 vida", "Ana at 0")),
    Row("life_is", ("PLAYER", "unit_life", "ask|life_at", "minus?", "NUM"), _life,
        ("My life is 0", "his life total is 3", "mi vida es 0")),
    Row("life_have", ("PLAYER", "controls", "NUM", "unit_life"), _life,
        ("Ana has 3 life", "tengo 15 vidas")),
    Row("team_total", ("team", "still?", "life_at|controls|hosts|goes_to", "minus?", "NUM", "unit_life|unit_poison?"), _team_total,
        ("Team A is at 5 life", "nuestro equipo está a -3", "el equipo de Ana y Bruno tenía 13 vidas")),
    Row("team_total_said", ("team", "minus?", "NUM", "unit_life|unit_poison"), _team_total,
        ("team A: 5 life", "Equipo 1: Ana y Beto, con 5 vidas")),
    Row("counters_by_keyword", ("made_by", "keyword"), _counters_by_keyword,
        ("Kitchen Finks has one -1/-1 counter (from persist)", "un contador -1/-1 (de persistir)")),
    Row("counters_from", ("made_by", "CARD", "etb?"), _counters_from,
        ("three -1/-1 counters (from Skinrender)", "tres contadores -1/-1 (del Arrancapiel)")),
    Row("counters_from_etb", ("CARD", "etb"), _counters_from, ("three -1/-1 counters (Skinrender ETB)",)),
    Row("makes_tokens", ("PLAYER?", "makes", "NUM?", "TOKEN", "with|made_by?", "SPELL?"), _makes_tokens,
        ("I made two Soldier tokens with Raise the Alarm", "me hice dos fichas de Soldado",
         "he made Spirit tokens with Spectral Procession")),
    Row("source_told", ("made_by", "SPELL|persisted|undied"), _source_told,
        ("two Spirit tokens from Lingering Souls", "a -1/-1 counter from persisting")),
    Row("commander_damage_taken",
        ("PLAYER?", "takes", "NUM", "unit_damage|combat", "made_by?", "commander_of|commander_word?", "OBJ"),
        _commander_damage_taken,
        ("Llevo 20 de daño de comandante de Edgar Markov", "Bob has taken 18 combat damage from Ana's commander Atraxa")),
    Row("pays_life", ("PLAYER?", "pays", "NUM", "unit_life", "for?", "SPELL?"), _pays_life,
        ("they pay 2 life for Mutagenic Growth", "pagando 2 vidas")),
    Row("more_totals", ("NUM", "unit_life|unit_poison"), _more_totals,
        ("Ana is on 9 poison and 3 life", "tiene 10 contadores de veneno y 20 vidas")),
    Row("total_carried", ("PLAYER", "controls?", "NUM"), _total_carried,
        ("yo tenía 8 venenos y mi compañero 4", "I was on 8 poison and my partner had 4", "Yo tenía 3 vidas y mi rival 4")),
    Row("poison", ("PLAYER", "life_at|controls?", "NUM", "unit_poison"), _poison,
        ("opponent's on 9 poison", "el rival tiene 8 venenos", "Bob had 7 poison", "Mati tenía 7 venenos")),
    Row("self_life", ("self_at", "still?", "NUM", "unit_life|unit_poison?", "still?"), _self_life,
        ("I'm at -5 life", "estoy a 1 vida", "Estoy a 19 vidas")),
    Row("side", ("OBJS", "side"), _side, ("Godhead of Awe on my side", "Avacyn en mi lado")),
    Row("side_first", ("side", "colon?", "OBJS"), _side, ("My side: Thalia, Tarmogoyf",)),
    Row("size_now", ("OBJ", "PT"), size_now, ("Tarmogoyf (4/5)", "Grizzly Bears with Spider Umbra (3/3)")),
    Row("blocks_takes", ("OBJ", "blocks", "OBJ", "takes", "NUM", "unit_damage?"), _blocks_takes,
        ("Lord blocks their Hill Giant and takes 3",)),
    Row("etb", ("OBJ", "etb", "targeting", "OBJ"), _etb, ("Skinrender ETB targeting opp's Hill Giant",)),
    Row("etb_verb", ("PLAYER", "CREATURE_VERB", "OBJ"), _etb, ("I Skinrender it",)),
    Row("aura_verb", ("PLAYER", "CREATURE_VERB", "OBJ"), _aura_verb, ("Opp Pacifism'd my Loxodon Smiter",)),
    Row("size_of_last", ("PT",), _size_of_last, ("(4/3 gracias a Norn)",)),
    Row("token_color", ("color",), _token_color, ("una ficha de Espíritu 1/1 blanca", "a 1/1 white Spirit token")),
    Row("chosen", ("naming", "color|CARD|capitalised"), _chosen,
        ("Conspiracy naming Elf", "Conspiración que nombra Goblin", "Pithing Needle naming Grizzly Bears")),
    Row("chosen_color", ("protection",), _chosen, ("Painter's Servant naming blue", "Sirviente del pintor nombrando azul")),
    Row("protection_now", ("OBJ", "hosts?", "protection"), _has_protection,
        ("the Angel has protection from white", "Osos pardos (4/4, protección contra negro y verde)")),
    Row("is_on", ("OBJ", "is_on", "OBJ"), _is_on, ("My Pacifism is on my opponent's Serra Angel", "el Rencor está en mis Osos")),
    Row("keyword_now", ("OBJ", "hosts?", "keyword"), _has_keyword,
        ("Myr de acero oscuro (0/1, indestructible)", "Walking Ballista with deathtouch")),
    Row("is_creature", ("OBJ", "is_creature"), _is_creature,
        ("Humility (it's a creature)", "Humildad (que ahora es criatura)", "mi Himno glorioso era una criatura")),
    Row("copying", ("OBJ", "copying", "OBJ"), _copying,
        ("Spark Double copying my Ragavan, Nimble Pilferer", "un Clon copiando mi propio Ragavan")),
    Row("copying_it", ("OBJ", "copying_it"), _copying_it, ("juego Spark Double copiándola",)),
    Row("copying_her", ("OBJ", "copying", "she", "end"), _copying_it,
        ("i control thalia and a spark double that entered as a copy of her.",)),
    Row("toughness_said", ("OBJ", "toughness_word", "NUM"), _toughness_said,
        ("Wall takes 2, toughness 4", "el Muro (resistencia 4)")),
    Row("pays_to_regenerate", ("PLAYER?", "pays", "mana_cost?", "purpose_regen", "OBJ?"), _pays_to_regenerate,
        ("me bloquea su Lobo guardián y antes del daño pago {1}{G} para regenerar", "he paid {B} to regenerate his Skeletons")),
    Row("mana_paid_after", ("mana_cost", "paid_after"), _mana_paid_after,
        ("Masticore con un escudo de regeneración activado ({2} pagado)",)),
    Row("activates_regen", ("PLAYER?", "activates", "OBJ?", "regen_word", "made_by?", "OBJ?", "times?"), _activates_regen,
        ("he blocked with the Skeletons and activated regen once", "activó la regeneración del Trol dos veces")),
    Row("paid_for_shield", ("PLAYER?", "pays", "mana_cost", "for", "counter_kind", "made_by?", "OBJ?"), _paid_for_shield,
        ("River Boa attacked, I paid G for the shield", "pagué B por el escudo de mis Esqueletos esclavos")),
    Row("activated_with_mana", ("PLAYER?", "activates", "with", "mana_cost"), lambda r, b: _paid_mana(r, [None, None, b[3]]),
        ("Mi Boa de río tenía escudo de regeneración (activé con G antes)",)),
    Row("paid_mana", ("PLAYER?", "pays", "mana_cost", "for?", "regen_word?"), _paid_mana,
        ("Tenía escudo de regeneración en mi Boa de río (pagué la G antes)", "River Boa, regen shield up (I paid {G})")),
    Row("shield_on", ("PLAYER?", "controls|hosts?", "regen_shield", "attached", "OBJ"), _shield_on,
        ("Tenía escudo de regeneración en mi Boa de río", "I had a regen shield up on my River Boa")),
    Row("regen_shield", ("OBJ", "hosts?", "regen_shield"), _regen_shield,
        ("River Boa has a regeneration shield up", "Masticore con un escudo de regeneración activado")),
    Row("protects", ("PLAYER?", "taps", "OBJ", "to_give", "OBJ", "protection"), _protects,
        ("I tap Mother of Runes to give the Angel protection from white",)),
    Row("protects_targeting", ("PLAYER?", "taps|activates", "OBJ", "targeting", "OBJ", "protection"), _protects,
        ("I tapped Mom targeting herself and chose white for the protection",
         "giré la Madre de las runas apuntando a mis Osos eligiendo verde")),
    Row("protects_spell", ("PLAYER?", "casts|enters", "SPELL", "targeting|attached", "OBJ", "protection"), _protects,
        ("I respond with Apostle's Blessing on my Bears choosing protection from artifacts",
         "lanzo Bendición del apóstol sobre el Gigante eligiendo blanco")),
    Row("protects_verb", ("PLAYER?", "SPELL", "OBJ", "protection"), _protects, ("On my turn I Gods Willing it choosing white",)),
    Row("gives_it_protection", ("PLAYER?", "to_give_it", "protection", "with?", "CARD?"), _gives_it_protection,
        ("les di protección contra artefactos con Bendición del apóstol", "I gave it protection from white")),
    Row("gives_protection_to", ("PLAYER?", "to_give_it|to_give", "protection", "targeting", "OBJ"), _gives_protection_to,
        ("le di protección contra el blanco al colmilludo",)),
    Row("gives_protection", ("PLAYER?", "gives", "OBJ", "protection"), _gives_protection_to,
        ("I tapped my Mother of Runes and gave the Angel protection from white",)),
    Row("cast_choosing_protection", ("PLAYER?", "casts|casts_on_it", "SPELL", "targeting|attached", "OBJ", "chooses", "protection"),
        _cast_choosing_protection,
        ("le tiro Bendición del apóstol a la pescadora y elijo protección contra artefactos",
         "I cast Apostle's Blessing on my Kor Skyfisher and chose protection from artifacts")),
    Row("unattached", ("OBJ", "unattached"), _unattached,
        ("Bonesplitter unattached", "un Quebrantahuesos sin equipar", "Rancor not attached to anything")),
    Row("still_attached", ("OBJ", "still_attached"), _still_attached,
        ("El Pacifismo sigue ahí pegado", "Pacifism is still attached", "the Jitte is still on it")),
    Row("taps_for", ("PLAYER?", "taps", "OBJ", "colon"), _taps_for, ("I tapped Mother of Runes: Serra gets protection from white",)),
    Row("crews_with", ("PLAYER?", "animates", "OBJ", "with", "OBJS"), _crews_with,
        ("I crewed my Smuggler's Copter with Grizzly Bears", "tripulé el Cóptero de contrabandista con los Osos pardos")),
    Row("animates", ("PLAYER?", "animates", "OBJ"), _animates, ("I animated Mutavault", "tripulé el Cóptero de contrabandista")),
    Row("animated", ("OBJ", "animated"), _animates, ("my Mutavault was animated this turn", "Mutavault animada")),
    Row("gains_protection", ("OBJ", "gains", "protection"), _gains_protection,
        ("the Angel gains protection from white", "el Gigante gana protección contra blanco")),
    Row("came_back", ("OBJ", "persisted|undied", "once?"), _came_back,
        ("opp's Kitchen Finks already persisted once", "Mis Despreciables de cocina ya volvieron con persistir")),
    Row("came_back_by_its_keyword", ("OBJ", "came_back", "once?"), _came_back,
        ("my Young Wolf already came back once", "mi Lobo joven ya volvió una vez")),
    Row("commander_named", ("PLAYER?", "commander_word", ",?", "OBJ"), _commander_named,
        ("my commander Merin, Rebel of the Fire", "Mi comandante Merin del clan Nel Toth")),
    Row("commander_of", ("OBJ", "commander_of", "PLAYER"), _commander_of, ("Atraxa (comandante de Pablo)",)),
    Row("destroys_with", ("PLAYER?", "destroys", "OBJ", "with|made_by", "SPELL"), _destroys_with,
        ("alguien destruye Humildad con Desencantar",)),
    Row("hits_for", ("OBJ", "hits|deals|connects", "PLAYER", "for", "NUM", "unit_damage?", "combat?", "times?"), _deals,
        ("my opponent's commander Atraxa has hit me for 7 combat damage three times", "X hits me for 3")),
    Row("hits_times_for", ("OBJ", "hits|connects|deals", "PLAYER?", "times", "when?", "for", "NUM", "unit_damage?", "combat?", "each?"),
        _deals, ("Ghalta has connected with me twice this game for 12 each", "Atraxa me pegó dos veces por 7")),
    Row("total", ("NUM", "total"), _total, ("(21 total)", "(22 en total)")),
    Row("player_takes_spell", ("PLAYER", "takes", "NUM?", "unit_damage?", "made_by?", "SPELL", "face?"), _player_takes_spell,
        ("He takes 3 from a Lightning Helix", "recibo 2 de un Choque", "El rival recibe un Relámpago")),
    Row("goes_to", ("PLAYER?", "goes_to", "minus?", "NUM", "unit_life?", "made_by?", "SPELL?"), _goes_to,
        ("Ana goes to 0 life from a Lightning Bolt", "goes to -1", "y queda a 2 vidas")),
    Row("deals", ("OBJ", "deals", "OBJ_OR_PLAYER?", "times?", "for?", "NUM?", "keyword?", "unit_damage?", "combat?", "targeting?", "OBJ_OR_PLAYER?", "times?"),
        _deals, ("Walking Ballista deals 1 damage to Elesh Norn", "Walking Ballista pinged my Hill Giant once",
                 "el Agente de ruina del rival le pega 1 a Ana", "Prodigal Sorcerer pinged it twice")),
    Row("counter_to_ping", ("PLAYER?", "removes_counter", "purpose", "deals", "NUM?", "unit_damage?", "targeting?", "OBJ_OR_PLAYER"), _counter_to_ping,
        ("I remove a counter to ping his Llanowar Elves", "Lo quito para hacerle 1 a sus Elfos de Llanowar")),
    Row("counter_from_to_ping", ("PLAYER?", "removes_counter_from", "OBJ", "purpose", "deals", "NUM?", "unit_damage?", "targeting?", "OBJ_OR_PLAYER"),
        _counter_to_ping, ("I remove a counter from Walking Ballista to ping his Llanowar Elves",)),
    Row("sacrifices_to_ping", ("PLAYER?", "sacrifices", "targeting?", "OBJ", "purpose", "deals", "NUM?", "unit_damage?", "targeting?", "OBJ_OR_PLAYER"), _sacrifices_to_ping,
        ("I sacrificed Mogg Fanatic to ping his Llanowar Elves", "sacrifico al Fanático de Mogg para hacerle 1 a sus Elfos")),
    Row("taps_to_ping", ("PLAYER?", "taps", "OBJ", "purpose", "deals", "OBJ_OR_PLAYER"), _taps_to_ping,
        ("tapped it to ping NAP's Serra Angel", "I tap Prodigal Pyromancer to ping his Grizzly Bears")),
    Row("graveyard_empty", ("graveyard_self|graveyard_opp|graveyard_all", "is_empty"), _graveyard_empty,
        ("my graveyard is empty", "graveyards are empty", "el cementerio de mi rival está vacío")),
    Row("graveyard_nothing", ("PLAYER?", "controls?", "nothing_word", "graveyard_self|graveyard_opp|graveyard_all"),
        _graveyard_empty, ("opp has nothing in his yard", "nothing in the graveyards", "no hay nada en los cementerios")),
    Row("graveyards_empty", ("graveyards_empty",), _graveyard_empty, ("empty graveyards", "cementerios vacíos")),
    Row("keeps", ("PLAYER?", "keeps", "copy_new|copy_old"), _keeps,
        ("I keep the second one", "me quedo con la nueva", "he kept the old one")),
    Row("none_told", ("PLAYER?", "controls?", "none_told", "in_play?"), _none_told,
        ("no creatures anywhere", "I had no creatures", "Mi rival no tiene criaturas", "No hay más criaturas en el campo")),
    Row("pings_with", ("PLAYER", "deals", "OBJ_OR_PLAYER", "with", "PERMANENT", "times?"), _pings_with,
        ("my opponent pings my token with Prodigal Sorcerer", "he shot my Elf with his Prodigal Pyromancer twice")),
    Row("taps_it", ("PLAYER?", "taps", "OBJ", "targeting?", "OBJ_OR_PLAYER?"), _taps_it,
        ("En su turno giré mi Madre de las runas y le di protección contra el blanco al colmilludo",)),
    Row("cast_then_told", ("PLAYER?", "casts", "SPELL", "colon"), _cast_then_told,
        ("I cast Prey Upon: my Grizzly Bears fights his Hill Giant",)),
    Row("cast_comma_told", ("PLAYER?", "casts", "SPELL", ","), _cast_then_told,
        ("AP casts Prey Upon, AP's Typhoid Rats fights NAP's Baneslayer Angel",)),
    Row("fights", ("OBJ", "fights", "OBJ"), _fights,
        ("My Typhoid Rats fights his Serra Angel", "mis Osos pardos luchan contra su Gigante de las colinas")),
    Row("enters_deals", ("OBJ", "enters|etb", "deals", "OBJ_OR_PLAYER?", "NUM?", "unit_damage?", "targeting?", "OBJ_OR_PLAYER?"),
        _enters_and_deals, ("Opponent's Flametongue Kavu enters and deals 4 to the Finks",)),
    Row("removes", ("PLAYER?", "destroys|exiles|bounces|sacrifices", "OBJ"), _removes,
        ("i unsummon my opponents goblin token", "el rival sacrifica a Kaalia", "Opponent exiles my Grizzly Bears")),
    Row("removed_by", ("OBJ", "destroys|exiles|bounces", "OBJ"), _removed_by,
        ("Fiend Hunter exiled his Grizzly Bears", "el Cazador de demonios exilió los Osos pardos del rival")),
    Row("dies_elided", ("dies|died",), _dies_elided, ("… y murió", "… y murieron", "and died")),
    Row("dies", ("OBJ", "dies"), _removes, ("the Lions die in combat", "los Leones mueren en combate")),
    Row("dies_subject_after", ("died", "OBJ"), _removes, ("(murió el mastodonte)", "y murieron sus Osos pardos")),
    Row("removes_back", ("PLAYER?", "bounces", "OBJ", "returns_hand"), _removes_back,
        ("Opp bounced my Goblin token back to my hand",)),
    Row("removed_passive", ("OBJ", "passive", "destroys|exiles|bounces|sacrifices"), _removed_passive,
        ("My Soldier token got bounced", "his Grizzly Bears were exiled")),
    Row("returns_to_hand", ("OBJ", "returns_hand"), _returns_to_hand,
        ("My Goblin token went back to my hand", "Mi ficha de Soldado volvió a mi mano")),
    Row("fresh_before", ("fresh", "OBJ"), lambda r, b: _no_counters(r, b[1:]),
        ("recién bajado un Trasgo pútrido",)),
    Row("fresh_after", ("OBJ", "fresh"), _no_counters,
        ("unos Despreciables de cocina frescos", "un Necrófago carnicero recién bajado")),
    Row("outcome_said", ("OBJ", "outcome_said"), _outcome_said,
        ("his Serra Angel is fine", "el Oso pardo sigue vivo")),
    Row("no_counters", ("OBJ", "with?", "negation", "counter"), _no_counters,
        ("mis Despreciables de cocina (sin contadores)", "Kitchen Finks with no counters")),
    Row("no_damage", ("OBJ", "no_damage"), _no_damage, ("un Gigante de las colinas, sin daño",)),
    Row("nth_counter", ("OBJ", "hosts|puts|gets", "possessive?", "ordinal", "counter_kind?", "counter", "made_by?", "counter_kind?"),
        _nth_counter, ("History of Benalia just got its third lore counter",)),
    Row("nth_counter_on_it", ("PLAYER?", "puts|casts_on_it", "ordinal", "counter", "made_by?", "counter_kind"), _nth_counter,
        ("le he puesto el tercer contador de historia",)),
    Row("nth_counter_on", ("PLAYER?", "puts|casts_on_it", "ordinal", "counter_kind?", "counter", "made_by?", "counter_kind?", "targeting", "OBJ"),
        _nth_counter, ("le puse el tercer contador de sabiduría a El gran anciano renacido", "I put the third lore counter on History of Benalia")),
    Row("no_damage_anywhere", ("no_damage_all",), _no_damage_anywhere, ("no damage anywhere", "nadie tiene daño")),
    Row("passive_spell", ("OBJ", "passive", "SPELL", "times?"), _passive_spell,
        ("My Grizzly Bears got Bolted", "His Serra Angel got Shocked twice")),
    Row("passive_by", ("OBJ", "passive", "aims|hits", "passive_by", "SPELL", "times?"), _passive_spell,
        ("My Hill Giant gets zapped by a Lightning Bolt", "my Angel was hit by a Shock")),
    Row("passive_by_permanent", ("OBJ", "passive", "deals|hits", "times?", "passive_by", "PERMANENT", "times?"),
        _passive_by_permanent,
        ("Llanowar Elves got pinged by Prodigal Sorcerer", "my Bears got shot twice by his Prodigal Pyromancer")),
    Row("takes_spell", ("OBJ", "takes", "NUM?", "unit_damage?", "made_by?", "SPELL"), _takes_spell,
        ("Serra Angel that took a Shock earlier this turn", "recibió 2 de un Choque")),
    Row("token_of_card", ("CARD", "TOKEN"), _token_from, ("Raise the Alarm soldier token",)),
    Row("token_from", ("TOKEN", "PT?", ",?", "made_by", "former?", "CARD"), _token_from,
        ("a Spirit token from Lingering Souls", "Goblin token (the 1/1 from Krenko)", "fichas de Espíritu de Almas persistentes",
         "the Spirit token from his last Traveler", "the Beast token from an older Thragtusk")),
    Row("size_because", ("PT", "because", "OBJ"), _size_of_last, ("(4/3 gracias a Norn)", "(it's 4/4 with Norn)")),
    Row("chapter_on_stack", ("OBJ?", "possessive?", "chapter_word", "on_stack"), _chapter_state,
        ("chapter III is on the stack", "el capítulo III está en la pila", "its chapter III ability on the stack")),
    Row("chapter_resolved", ("OBJ?", "possessive?", "chapter_word", "resolved_word"), _chapter_state,
        ("chapter III resolved", "el capítulo III ya se resolvió")),
    Row("ability_on_stack", ("she|pronoun|possessive?", "SIGNED", "still?", "on_stack"), _ability_on_stack,
        ("nap's liliana of the veil sitting at 0 loyalty, her -2 still on the stack",)),
    Row("still_waits", ("pronoun?", "on_stack"), _still_waits, ("(chapter III is on the stack,) it hasn't resolved yet",)),
    Row("ability_waits", ("ability_word", "still?", "on_stack"), _ability_waits,
        ("la habilidad está en la pila", "the ability is still on the stack", "the ability hasn't resolved yet")),
    Row("resolved_chapter", ("OBJ?", "resolved_word", "chapter_word"), _chapter_state,
        ("Historia de Benalia, se resolvió el capítulo III",)),
    Row("stack_empty", ("stack_empty",), _stack_empty, ("la pila está vacía", "the stack is empty")),
    Row("resolves_chapter", ("PLAYER?", "resolves", "chapter_word"), _chapter_state,
        ("resuelvo el capítulo III", "I resolved chapter III")),
    Row("was_size", ("so?", "she|pronoun?", "was_size", "PT", "because?", "OBJ?"), _was_size,
        ("mi Ángel de Serra quedó con 4 de daño (era 5/5 con la Cruzada)", "(it was a 3/3 with the Anthem)")),
    Row("was_size_because", ("because", "OBJ", "was_size", "PT"), _was_size,
        ("Yo tenía unos Osos pardos con 2 de daño (con el Himno eran 3/3)",)),
    Row("size_because_it", ("PT", "because", "she|pronoun"), _size_of_last,
        ("Tengo Pajarera de Serra y mi Halcón nocturno vampiro es 3/4 con ella", "my Bears are 3/3 thanks to it")),
    Row("maker_in_brackets", ("CARD",), _maker_in_brackets, ("a 1/1 spirit token (doomed traveler)",), _maker_possible),
    Row("marked_by", ("made_by", "possessive?", "OBJ|SPELL", "blocks_it|blocks?", "pronoun?"), _marked_by,
        ("my Serra Angel has 1 damage on it from his blocking Deadly Recluse", "1 de daño del Strix maléfico")),
    Row("made_by_last", ("PT?", ",?", "made_by", "possessive?", "former?", "CARD", "former?"), _made_by_last,
        ("Mi rival tiene una ficha de Caballero 2/2 del Gideon, aliado de Zendikar",)),
    Row("hosts_size", ("OBJ", "hosts", "OBJS", "PT"), _hosts_size,
        ("Grizzly Bears with Spider Umbra (3/3)", "mis Osos pardos con Rencor (4/2)")),
    Row("blocks_it", ("blocks_it", "OBJ"), _blocks_it, ("Lo bloquea un Elfo iridiscente del rival",)),
    Row("variant_count", ("variant", "targeting|made_by", "NUM"), _variant_count, ("Commander a 4.", "Commander de cuatro.")),
    Row("variant", ("variant",), _variant, ("2HG.", "Commander.", "Gigante de dos cabezas.")),
    Row("leaves_game", ("PLAYER", "leaves_game", "leaves_game?"), _leaves_game,
        ("Nico se rindió y se fue de la partida", "Pedro conceded")),
    Row("nobody_attacks", ("nobody_attacks", "OBJ?"), _nobody_attacks,
        ("Nadie está atacando la batalla", "nobody is attacking the battle")),
    Row("variant_with", ("variant", "with", "person|partner"), _variant,
        ("2HG con mi hermano (me + Leo vs Sam + Ria)", "2HG with my cousin")),
    Row("teams_versus", ("team", "team"), _teams_versus, ("(me + Leo vs Sam + Ria)", "Ana & Beto vs. Carla & Dani")),
    Row("multiplayer", ("variant?", "multiplayer"), _multiplayer,
        ("Multijugador a cuatro.", "Commander a cuatro:", "four-player free-for-all")),
    Row("everyone_life", ("both_players", "life_at?", "NUM", "unit_life?"), _everyone_life,
        ("Both players at 4", "Ambos jugadores a 3 vidas")),
    Row("mass_spell", ("PLAYER?", "casts|enters|resolves|resolved_word", "SPELL", "with|for?", "x_value?", "keyword|overloads?"),
        _global_spell, ("I cast Drown in Sorrow", "El rival lanza Ahogado en pena", "He casts Electrickery with overload")),
    Row("life_changed", ("PLAYER?", "loses_life|gains_life", "NUM", "unit_life?"), _life_changed,
        ("I lose 1", "pierdo 1", "my opponent lost 3 life", "gané 4 vidas")),
    Row("all_mine", ("all_mine",), _all_mine, ("All three are mine.", "Todo es mío.")),
    Row("proliferates", ("PLAYER?", "proliferates", "and?", "chooses|naming?", "targeting?", "OBJS"), _proliferates,
        ("I proliferate choosing Jace and the Bears", "proliferé y elegí a Rasputin")),
    Row("proliferates_player", ("PLAYER?", "proliferates", "and?", "chooses|naming?", "targeting?", "PLAYER"),
        _proliferates, ("I proliferated my opponent's poison", "proliferé y elegí a mi rival")),
    Row("proliferates_all", ("PLAYER?", "proliferates", "and?", "chooses|naming?", "every_counter"), _proliferates,
        ("I proliferate everything", "proliferé todo")),
    Row("overloads_spell", ("PLAYER?", "overloads", "SPELL"), _overloads,
        ("Opponent overloads Electrickery", "el rival sobrecarga Electrocutar")),
    Row("mass_spell_verb", ("PLAYER", "SPELL", "x_value?"), _global_spell,
        ("Opponent Pyroclasms.", "He Infests", "el rival Ahogado en pena")),
    Row("spell_resolves", ("SPELL", "resolves|resolved_word", "x_value?"), _spell_resolves,
        ("Pyroclasm resolves.", "Infest resolved", "Ahogado en pena se resolvió")),
    Row("resolves_spell", ("resolves", "SPELL", "x_value?"), _spell_resolves,
        ("Se resuelve Ahogado en pena", "Resolves Pyroclasm")),
    Row("graveyard_has", ("graveyard_self|graveyard_opp|graveyard_all", "hosts?", "OBJS"), _in_graveyard,
        ("My graveyard has a Forest and a Lightning Bolt", "En mi cementerio hay un Bosque y un Relámpago")),
    Row("graveyard_heading", ("graveyard_self|graveyard_opp|graveyard_all", "colon", "OBJS"), _in_graveyard,
        ("My graveyard: Lightning Bolt and Forest", "Cementerio de mi rival: Osos pardos")),
    Row("graveyard_heading_empty", ("graveyard_self|graveyard_opp|graveyard_all", "colon", "is_empty|nothing_word"),
        _graveyard_empty, ("Opponent's graveyard: empty", "Mi cementerio: vacío", "his yard: nothing")),
    Row("in_graveyard", ("OBJS", "graveyard_self|graveyard_opp|graveyard_all"), _in_graveyard,
        ("a Forest and a Lightning Bolt in my graveyard", "un Bosque y un Relámpago en su cementerio")),
    Row("card_label", ("OBJ", "colon"), _card_label, ("my serra angel: has opp's Pacifism on it", "Tarmogoyf: 3 de daño")),
    Row("side_label", ("PLAYER", "colon"), _side_label,
        ("AP: Serra Angel, 4 dmg marked. NAP: Llanowar Elves", "Yo: Osos pardos con 2 de daño. Mi rival: Tarmogoyf")),
    Row("controls", ("PLAYER", "controls", "OBJS"), _controls,
        ("Ana controls Glorious Anthem", "Tengo Humildad")),
    Row("attached", ("OBJS", "attached", "OBJ"), _attached,
        ("Rancor on Grizzly Bears", "Dead Weight on the other guy's Grizzly Bears", "Spectra Ward and Rancor both on my Savannah Lions")),
    Row("hosts", ("OBJ", "hosts", "OBJS"), _hosts,
        ("Grizzly Bears wearing Rancor", "mis Osos pardos llevan Rencor", "Grizzly Bears wearing Rancor and Daybreak Coronet")),
    Row("hosts_attached", ("OBJ", "hosts", "OBJS", "attached_after"), _hosts,
        ("Osos pardos con su Quebrantahuesos equipado", "my Hill Giant, which has my Bonesplitter attached")),
    Row("hosts_on_it", ("OBJ", "hosts", "OBJS", "attached", "pronoun"), _hosts,
        ("My Hill Giant has Rancor and Bonesplitter on it",)),
    Row("blocks_with", ("PLAYER?", "blocks", "OBJ", "with", "OBJS"), _blocks_with,
        ("I blocked his Knight of the Reliquary with my Watchwolf", "Bloqueo sus Ratas tifoideas con mi Myr de acero oscuro")),
    Row("player_blocks_with", ("PLAYER", "blocks", "with", "OBJS"), _player_blocks_with,
        ("Ataco con mis Osos pardos y vos bloqueás con tu Gigante de las colinas", "I attack with my Bears and he blocks with his Wall of Omens")),
    Row("attacked_blocked_damage", ("OBJ", "attacks", ",?", "passive", "blocks", "and?", "takes", "NUM", "unit_damage?"),
        _attacked_blocked_damage, ("it attacked, got blocked and took 2 damage",)),
    Row("blocked_and_damage", ("OBJ", "blocks", "colon?", "hosts|takes|controls", "NUM", "unit_damage"), _blocked_and_damage,
        ("my Goyf blocked and has 2 damage on it", "mi Ángel de Serra bloqueó y quedó con 4 de daño",
         "mi Gigante de las colinas bloqueó y tiene 3 de daño", "mis Osos acaban de bloquear: tienen 2 de daño")),
    Row("trade", ("OBJS", ",?", "trade"), _trade,
        ("Grizzly Bears and Hill Giant trade", "mis Osos pardos y su Gigante de las colinas se matan")),
    Row("trade_with", ("OBJ", "trade", "with", "OBJ"), _trade,
        ("my Grizzly Bears traded with his Llanowar Elves", "mis Osos se cambiaron con sus Elfos")),
    Row("is_blocked_by", ("OBJ", "blocked_by", "OBJS"), _is_blocked_by,
        ("my Hill Giant got blocked by his Grizzly Bears", "mi Gigante de las colinas fue bloqueado por sus Osos pardos",
         "Hill Giant is blocked by Grizzly Bears and Llanowar Elves")),
    Row("blocks", ("OBJ", "blocks", "OBJ"), _blocks,
        ("Typhoid Rats blocks my Craw Wurm", "Halcón nocturno vampiro bloquea a un Gigante de las colinas")),
    Row("attacks_blocked", ("OBJ", "attacks", ",?", "PLAYER?", "blocks_with", "OBJS"), _attacks_blocked,
        ("my Goblin Guide attacks, opp blocks with Grizzly Bears",)),
    Row("attacks_blocks", ("OBJ", "attacks", ",?", "OBJ", "blocks"), _attacks_blocks,
        ("Vampire Nighthawk attacks, Wall of Omens blocks",)),
    Row("aims_with", ("PLAYER?", "aims|hits", "OBJ_OR_PLAYER", "with", "SPELL"), _aims_with,
        ("my buddy zapped my Llanowar Elves with a Shock", "I hit it with Lightning Bolt")),
    Row("spell_verb", ("PLAYER?", "SPELL", "OBJ_OR_PLAYER"), _spell_effect,
        ("Opponent Bolts my Tarmogoyf", "I Shock the Bears", "my opponent Disenchants Rancor")),
    Row("spell_cast", ("PLAYER?", "casts|enters|puts", "SPELL", "targeting|attached", "OBJ_OR_PLAYER"), _spell_effect,
        ("P1 casts Lava Spike targeting P2", "el rival le hace Choque a Humildad", "NAP casts Disenchant on the Anthem")),
    Row("spell_cast_paying", ("PLAYER?", "casts|enters|puts", "SPELL", ",?", "pays", "NUM", "unit_life", ",?", "targeting|attached", "OBJ_OR_PLAYER"),
        _spell_cast_paying,
        ("I cast Dismember paying 4 life for the phyrexian mana, targeting his Grizzly Bears",
         "Lanzo Desmembrar pagando 4 vidas por el maná pirexiano, con objetivo los Osos pardos del rival")),
    Row("spell_cast_on_it", ("PLAYER?", "casts|enters|puts", "SPELL", "on_it"), _spell_cast_on_it,
        ("Opp cast Unsummon on it", "I cast Giant Growth on it")),
    Row("spell_face", ("PLAYER?", "casts|casts_on_it?", "another?", "SPELL", "PLAYER?", "face", "targeting?", "PLAYER?"), _spell_face,
        ("Le meto un Relámpago a la cara", "I bolted him in the face", "Shock to the face",
         "Le tiro un Rayo a la cara a mi rival")),
    Row("dative_spell", ("takes_dative|deals", "NUM?", "unit_damage?", "with", "SPELL"), _dative_spell,
        ("Mi Liliana del Velo está a 2 y le hacen 3 con un Rayo", "Mi rival está a 3 y le hacen 3 con un Rayo")),
    Row("commander_after", ("OBJ?", ",?", "is_its_commander"), _commander_after,
        ("la Atraxa de Rubén, que es su comandante", "Kaalia, which is her commander")),
    Row("again", ("times",), _again, ("I Bolt him twice", "le tiro un Choque dos veces")),
    Row("spell_passive", ("OBJ", "passive", "SPELL"), _spell_passive, ("My Hill Giant got Bolted", "my Bears got Pyroclasmed")),
    Row("activates_sweeper", ("PLAYER?", "activates", "PERMANENT", "times?"), _activates_sweeper,
        ("Opp activates Pestilence four times", "él activa la Pestilencia una vez")),
    Row("in_response_to", ("in_response", "targeting", "PLAYER?", "SPELL"), _in_response_to,
        ("I cast Giant Growth on my Bears in response to his Lightning Bolt", "en respuesta a su Relámpago")),
    Row("responds_with", ("PLAYER?", "responds", "with", "SPELL", "on_it|targeting?", "OBJ?"), _responds_with,
        ("He Bolted my Bears and I responded with Giant Growth", "I responded with Giant Growth on them",
         "y yo respondí con Crecimiento gigante", "respondió con Desfigurar a los Esqueletos")),
    Row("resolved_first", ("SPELL", "resolves|resolved_word", "sequence"), _resolved_first,
        ("so Growth resolved first", "el Crecimiento gigante se resolvió primero")),
    Row("spell_damage_again", ("SPELL", "deals|puts|assigns", "NUM", "unit_damage", "targeting|attached?", "OBJ|PT?"),
        _spell_damage_again, ("the Bolt put 3 damage on a 5/5", "the Bolt dealt 3 damage to the Bears")),
    Row("in_response", ("in_response",), _in_response, ("I cast Giant Growth on my Bears and opp Bolts them in response",)),
    Row("owner_after", ("OBJ?", "PLAYER"), _owner_after, ("Humility is out (mine)", "Rest in Peace (his)")),
    Row("spell_at_me", ("PLAYER?", "casts_at_me", "SPELL"), _spell_at_me,
        ("Mi rival me tira un Choque", "me metió un Relámpago")),
    Row("spell_on_last", ("PLAYER?", "casts_on_it", "SPELL"), _spell_on_last,
        ("y después le pusieron Crecimiento gigante", "El rival le da Crecimiento gigante")),
    Row("gives_spell", ("PLAYER?", "gives", "OBJ", "SPELL"), _aims_with, ("P2 gave their Grizzly Bears Giant Growth",)),
    Row("took_it", ("steals|takes", "pronoun"), _took_it,
        ("my opponent cast Act of Treason on the Tusker and took it", "opp Act of Treason'd my Bears and stole it")),
    Row("steals", ("PLAYER?", "steals", "OBJ"), _steals,
        ("I stole his Thalia", "my opponent gained control of my Grizzly Bears", "le robé la Thalia al rival",
         "me robaron el Tarmogoyf", "gané el control de los Osos pardos del rival")),
    Row("steals_with", ("PLAYER?", "steals", "OBJ", "with", "SPELL"), _steals_with,
        ("My opponent steals my Hill Giant with Act of Treason", "Mi rival me roba el Gigante de las colinas con Acto de traición")),
    Row("steals_from", ("PLAYER?", "steals", "OBJ", "targeting|made_by", "PLAYER"), _steals_from,
        ("I stole Thalia from my opponent", "le robé la Thalia a mi rival", "Le robé la Thalia al rival")),
    Row("steals_commander", ("PLAYER?", "steals", "commander_word", "OBJ"), _steals_commander,
        ("My opponent stole my commander Grizzly Bears", "me robaron mi comandante Grizzly Bears")),
    Row("spell_at_trigger", ("PLAYER?", "casts?", "SPELL", "targeting?", "trigger_word"), _spell_effect,
        ("he Stifles the trigger", "NAP le tiró Reprimir al disparo", "casts Stifle on the trigger")),
    Row("counters_trigger_with", ("PLAYER?", "counters_it|responds", "targeting?", "trigger_word?", "with", "SPELL"),
        _counters_trigger_with, ("me lo contrarresta con un reprimir", "Respondo al disparo de la batalla con Reprimir",
                                 "opp countered the trigger with Stifle")),
    Row("trigger_told", ("trigger_word", "on_stack|triggers"), _trigger_told,
        ("the trigger goes on the stack", "con el disparo en la pila")),
    Row("defense_gone", ("OBJ?", "defense_gone"), _defense_gone,
        ("3 damage, no counters left", "le quitó todos los contadores de defensa", "quedó sin contadores de defensa")),
    Row("triggers_told", ("triggers", "trigger_word"), _trigger_told_after, ("sale el trigger", "se disparó el trigger")),
    Row("spell_at", ("SPELL", "targeting", "OBJ_OR_PLAYER"), _spell_effect,
        ("Relámpago a mi Serra Angel",)),
    Row("spell_hits", ("SPELL", "hits", "targeting?", "OBJ_OR_PLAYER"), _spell_hits,
        ("Lightning Bolt hit my Grizzly Bears", "el Relámpago le pegó a sus Osos pardos")),
    Row("enters", ("PLAYER?", "enters", "another?", "PERMANENT"), _enters,
        ("I cast a second Thalia", "my opponent resolves Blood Moon", "bajo otro Jace, el escultor mental")),
    Row("enters_another_one", ("PLAYER?", "enters", "another_one"), _enters_another_one,
        ("I cast a second one", "and I play another one", "bajo otro igual")),
    Row("enters_own_one", ("PLAYER?", "enters", "own_one"), _enters_another_one,
        ("he has his Kokusho and I just cast mine", "y yo acabo de bajar el mío")),
    Row("came", ("OBJ", "enters"), _came_walker,
        ("Opalescence came down", "Teferi resolved")),
    Row("came_first", ("OBJ", "enters?", "sequence|came_end"), _came_first,
        ("Humility came down first", "Opalescence came last", "Humildad entró primero")),
    Row("cast_it_said", ("PLAYER", "casts", "pronoun", "when?"), _cast_it_said,
        ("(I cast it this turn)", "(lo lancé este turno)")),
    Row("came_after_elided", (",", "OBJ", "after_obj|before_obj", "OBJ"), _came_after_elided,
        ("Humility came down first, the Anthem after it", "Humildad entró primero, el Himno después de ella")),
    Row("came_after", ("OBJ", ",?", "enters", "after_obj|before_obj", "OBJ"), _came_in_order,
        ("Mycosynth Lattice came down after March of the Machines", "Blood Moon, which came down after Urborg",
         "Mago de la luna, que entró después de Urborg", "Humility entered before Opalescence")),
    Row("activates", ("OBJ?", "enters?", "and?", "PLAYER?", "activates", "possessive?", "SIGNED_OR_ZERO"), _activates,
        ("Jace, the Mind Sculptor resolved and I used his 0", "I activate her -2", "hago +1")),
    Row("activated", ("OBJ", "enters?", "SIGNED"), _activates,
        ("Teferi, Hero of Dominaria came down last turn and +1'd", "Teferi −3")),
    Row("activates_said", ("PLAYER", "SIGNED", "with?", "OBJ"), _activates_said,
        ("This turn I -1 Ajani Goldmane", "he -2s Liliana of the Veil")),
    Row("activates_her", ("PLAYER", "SIGNED", "she|pronoun"), _activates_her,
        ("Liliana of the Veil at 3, I +1'd her", "Jace at 3 and he -3'd him")),
    Row("activates_bare", ("PLAYER", "SIGNED"), _activates_bare,
        ("My Liliana of the Veil is at 3, I +1", "Mi Liliana del Velo está a 3, hago -2")),
    Row("so_does", ("so_does", "own_one|OBJ|PLAYER", "too?"), _so_does,
        ("His Grizzly Bears has 2 damage and so does mine", "I have Grizzly Bears with 1 damage. So does my opponent.",
         "lo mismo el mío")),
    Row("mine_too", ("own_one", ",?", "too|the_same"), _mine_too,
        ("His Grizzly Bears has 2 damage, mine too", "el Oso del rival tiene 2 de daño, el mío también", "el mío igual")),
    Row("mine_is_the_same", ("own_one|OBJ", "ask|hosts|controls", "the_same"), _mine_too,
        ("mine is the same", "Mine has the same")),
    Row("said_again", ("OBJS", ",?", "too"), _too,
        ("Opponent's Hill Giant has 2 damage. My Grizzly Bears too.", "El Gigante del rival tiene 2 de daño. Mis Osos pardos también.")),
    Row("controls_gapped", ("PLAYER", "OBJS"), _controls_gapped,
        ("Yo tengo unos Osos pardos y el rival un Gigante de las colinas", "I have Grizzly Bears and my opponent a Hill Giant"),
        _gapped_possible),
    Row("so_loyalty", ("so", "NUM"), _so_loyalty, ("(so 5)", "so he's on 3")),
    Row("activates_of", ("PLAYER?", "activates", "possessive?", "SIGNED_OR_ZERO", "made_by", "OBJ"), _activates_of,
        ("usé el +1 de Liliana del Velo", "I used the -3 of Chandra, Torch of Defiance")),
    Row("raises_with", ("PLAYER?", "raises", "OBJ", "with", "SIGNED"), _activates_of,
        ("subí a Liliana del Velo con el +1",)),
    Row("loyalty_from_to", ("made_by|because", "NUM", "targeting|purpose", "NUM"), _loyalty_from_to,
        ("(de 3 a 4)", "(from 3 to 4)")),
    Row("purpose_of_ability", ("purpose", "destroys|exiles|bounces", "OBJ"), _purpose_of_ability,
        ("usé su -3 para matar la Visionaria élfica de mi rival", "I activate -1 to bounce his Grizzly Bears")),
    Row("after_using", ("after_using", "possessive?", "SIGNED"), _after_using,
        ("Mi Chandra quedó con 1 de lealtad después de usar el -3", "Jace at 1 after using his -2")),
    Row("restated_loyalty", ("so|she|pronoun?", "goes_to", "NUM", "unit_loyalty?"), _restated_loyalty,
        ("Mi Liliana estaba en 3 y le hice +1, quedó en 4", "Usé el -2 de Liliana, así que quedó en 1 de lealtad")),
    Row("restated_loyalty_at", ("she|pronoun", "life_at", "NUM", "unit_loyalty?", "still?"), _restated_loyalty,
        ("Liliana at 3, I +1'd her, she's at 4 now",)),
    Row("so_size", ("so", "PT"), _size_of_last, ("so it's a 2/1", "así que 6/6")),
    Row("so_damage", ("so", "NUM", "unit_damage", "attached|on_it?", "PT?"), _so_damage,
        ("I Shocked his Centaur Courser, that's 2 dmg on a 3/3", "so 3 damage on it", "o sea 2 de daño")),
    Row("etb_by", ("PLAYER", "CARD", "OBJ"), _etb_by, ("I Skinrender it",)),
    Row("hit_with", ("PLAYER", "hits", "OBJ", "with", "CARD", "etb?"), _etb_by,
        ("I hit it with Skinrender's ETB",)),
    Row("etb_verb_obj", ("OBJ", "etb", "destroys", "OBJ"), _etb, ("Flickerwisp ETB exiles a Spirit token",)),
    Row("put_counters", ("PLAYER?", "puts", "NUM?", "MOD", "counter", "attached|targeting", "OBJ"), _put_counters,
        ("put a +1/+1 counter on it",)),
    Row("etb_puts_counters", ("etb", "puts", "NUM?", "MOD", "counter", "attached|targeting?", "OBJ|on_it"), _etb_counters,
        ("Skinrender comes down and the ETB puts three -1/-1 counters on my Aspirant",)),
    Row("cast_then_put", ("PLAYER?", "casts|enters", "SPELL", "puts", "NUM?", "MOD", "counter", "attached|targeting?", "OBJ|on_it"),
        _put_counters, ("I cast Travel Preparations and put a +1/+1 counter on it",)),
    Row("put_counters_es_on", ("PLAYER?", "puts", "NUM?", "counter", "MOD", "targeting", "OBJ"), _put_counters,
        ("le pone los tres contadores -1/-1 a la Balista",)),
    Row("put_counters_es", ("PLAYER?", "puts", "NUM?", "counter", "MOD", "with?", "OBJ?"), _put_counters_last,
        ("le acaban de poner tres contadores -1/-1 con el Arrancapiel",)),
    Row("put_counters_es_clitic", ("PLAYER?", "puts_on_it", "NUM?", "counter", "MOD", "with?", "OBJ?"), _put_counters_last,
        ("El rival les pone tres contadores -1/-1 con el Arrancapiel", "le metí dos contadores +1/+1")),
    Row("put_counters_es_by", ("OBJ", "puts_on_it", "NUM?", "counter", "MOD"), _put_counters_by,
        ("El Arrancapiel del oponente le metió tres contadores -1/-1",)),
    Row("other_counters", ("OBJ", "hosts?", "NUM", "counter_kind", "counter"), _other_counters,
        ("Urza's Saga with 2 lore counters",)),
    Row("other_counters_es", ("OBJ", "hosts?", "possessive?", "NUM", "counter", "made_by?", "counter_kind"), _other_counters,
        ("Rasputin Dreamweaver tiene sus siete contadores de sueño",)),
    Row("connects", ("OBJS", "connects", "PLAYER?", "for?", "NUM?"), _connect_each,
        ("my Blighted Agent connects for 1", "Atraxa connects again for 4", "el Gigante y los Osos me pegan")),
    Row("connects_after", ("targeting?", "PLAYER?", "connects", "OBJ", "with?", "SPELL?"), _connects_after,
        ("Me pega un Agente de ruina", "a Laura le pega un Elfo iridiscente con Crecimiento gigante")),
    Row("hits_player", ("OBJS", "hits", "PLAYER", "unblocked?"), _connect_each,
        ("their Craw Wurm hits me, no blocks", "el Gigante me pega", "his Hill Giant and Grizzly Bears hit me")),
    Row("player_hit_for", ("PLAYER?", "hits", "PLAYER", "for", "NUM", "unit_damage?"), _player_damaged,
        ("He hit me for 5", "I hit him for 3 damage")),
    Row("player_deals_player", ("PLAYER", "deals", "PLAYER", "NUM", "unit_damage"), _player_deals_player,
        ("my opponent dealt me 3 damage",)),
    Row("player_deals_to_player", ("PLAYER", "deals", "NUM", "unit_damage", "targeting", "PLAYER"), _player_deals_player,
        ("my opponent dealt 3 damage to me", "mi rival le hizo 3 de daño a Ana")),
    Row("player_deals_me", ("PLAYER", "casts_at_me", "NUM", "unit_damage"), _player_deals_player,
        ("mi rival me hizo 3 de daño", "me hace 3 de daño")),
    Row("player_takes", ("PLAYER", "takes", "NUM", "unit_damage?"), _player_damaged,
        ("I took 5", "she takes 3 damage", "recibí 5 de daño")),
    Row("library", ("PLAYER", "library"), _library, ("Ana's library is empty", "mi biblioteca está vacía")),
    Row("library_count", ("PLAYER", "controls?", "NUM", "library_cards"), _library,
        ("Opponent has 0 cards in library",)),
    Row("library_none", ("PLAYER", "controls?", "nothing_word", "library_place"), _library,
        ("Tengo 0 cartas en la biblioteca", "I have nothing left in my library")),
    Row("library_has", ("PLAYER", "library_noun", "controls", "NUM|nothing_word", "unit_cards?", "library_left?"), _library,
        ("My library has 0 cards", "mi biblioteca tiene 2 cartas", "his deck has 1 card left")),
    Row("draw_step", ("PLAYER", "draw_step"), _draws, ("she goes to her draw step",)),
    Row("draws", ("PLAYER", "draws", "NUM?", "unit_cards?"), _draws, ("Ana draws 2", "robo", "She draws 2 cards", "robo 2 cartas")),
    Row("draw_failed", ("PLAYER", "draw_failed"), _draw_failed,
        ("He couldn't draw the third", "no pudo robar", "I drew the 2, couldn't draw the third")),
    Row("draw_spell", ("PLAYER", "casts?", "SPELL", "with?", "NUM?", "library_cards?"), _draw_spell,
        ("I Brainstorm with exactly 2 cards left in my library",)),
    Row("puts_back", ("PLAYER?", "puts", "NUM", "unit_cards?", "back_on_top|attached_after"), _puts_back,
        ("P2 puts two cards back on top", "then put 2 back on top", "puse dos cartas de vuelta encima",
         "pone dos encima de su biblioteca")),
    Row("puts", ("PLAYER?", "puts|enters|casts", "PERMANENT", ",?", "targeting|attached", "OBJ"), _puts,
        ("Opponent casts Pacifism on my Savannah Lions", "I equipped Bonesplitter to it", "Le ponen Peso muerto a mi Myr")),
    Row("puts_it_on", ("PLAYER?", "puts|enters|casts", "PERMANENT", "on_it"), _puts_it_on,
        ("I animated Mutavault and put Rancor on it", "opp cast Pacifism on it")),
    Row("puts_on_it", ("PLAYER?", "puts_on_it", "PERMANENT"), _puts_on_it,
        ("Tripulé el Cóptero de contrabandista y le puse Rencor", "A mi Tarmogoyf le ponen Rencor")),
    Row("attacked_with_said", ("PLAYER", "attacks_me", "targeting?", "OBJ?", "with", "OBJS"), _attacked_said,
        ("Mi rival me atacó a Chandra con unos Osos pardos", "el rival me ataca con dos Osos pardos")),
    Row("attacked_with", ("attacks_me", "targeting?", "OBJ?", "with", "OBJS"), _attacked,
        ("Me atacan a Chandra con un Gigante de las colinas", "me atacó con dos Osos pardos")),
    Row("player_attacks", ("PLAYER", "attacks"), _player_attacks, ("my Courser had Holy Strength. I attacked",)),
    Row("attack_with", ("PLAYER", "attacks", "targeting?", "OBJ_OR_PLAYER?", "with", "OBJS"), _attack,
        ("my opponent attacks Teferi with Goblin Guide and Savannah Lions", "Mi rival ataca con un Gigante de las colinas",
         "I swing at Jace with Grizzly Bears")),
    Row("hit_him_with", ("PLAYER?", "deals|hits", "with", "OBJS", ",?", "unblocked?"), _hit_him_with,
        ("Mi rival tenía 3 vidas y le pegué con mis Osos pardos sin bloquear",)),
    Row("hit_him_with_en", ("PLAYER?", "hits", "she|self", "with", "OBJS", ",?", "unblocked?"), _hit_him_with_en,
        ("Opp has 9 poison, I hit him with Blighted Agent and Glistener Elf", "he hits me with Grizzly Bears")),
    Row("attack_it_with", ("PLAYER?", "pronoun", "attacks", "with", "OBJS"), _attack_it,
        ("Pablo la ataca con un Gigante de las colinas", "la ataqué con mi Cazador centauro")),
    Row("attacks_the_writer", ("OBJS", "attacks_me"), _attack_me,
        ("Opp's Hill Giant attacked me", "his Wurm swings at me")),
    Row("attacks", ("OBJS", "attacks", "targeting?", "OBJ_OR_PLAYER?"), _attack,
        ("Goblin Guide attacks", "Atraxa ataca")),
    Row("swings", ("PLAYER", "attacks", "OBJS", "targeting", "OBJ_OR_PLAYER"), _attack,
        ("Opp swings Typhoid Rats at it",)),
    Row("damage_dealt", ("damage_dealt",), _damage_dealt, ("se hacen el daño", "combat damage is dealt")),
    Row("wears_off", ("SPELL|MOD|the_effect|unit_damage", "wears_off"), _wears_off,
        ("Giant Growth wears off", "the +3/+3 wore off", "the damage goes away", "el efecto se termina")),
    Row("wears_off_es", ("wears_off", "SPELL|MOD|the_effect|unit_damage"), _wears_off,
        ("se acaba el +3/+3", "termina el efecto", "se termina el Crecimiento gigante", "se acaban los daños")),
    Row("stops_being_a_creature", ("OBJ", "not_a_creature"), _stops_being_a_creature,
        ("the Vault is a land again", "Mutavault stops being a creature", "la Mutabóveda deja de ser criatura")),
    Row("time_passes", ("PLAYER?", "time_passes"), _time_passes,
        ("She untaps", "and she goes to her combat", "now we're in my end step", "Ahora estamos en el paso final")),
    Row("blocks_attack", ("OBJS", "blocks"), _blocks_attack, ("the Angel blocks", "la bloquea mi Ángel de Serra")),
    Row("assigns", ("PLAYER?", "assigns", "every_counter?", "NUM", "unit_damage?", "targeting?", "OBJ_OR_PLAYER|other_one|each"), _assigns,
        ("Bruno assigns 4 to the Angel", "Él reparte 2 daños a un oso", "me asigna 1 a las ratas", "he puts all 3 on the Elves",
         "I put 2 on each", "le pone 1 a cada uno")),
    Row("attacker_assigns", ("OBJ", "deals|assigns|hits", "NUM", "unit_damage?", "targeting?", "each"), _attacker_assigns,
        ("the Angel deals 2 to each", "el Ángel les pega 2 a cada uno")),
    Row("hits_for", ("OBJ", "hits", "OBJ", "for", "NUM", "unit_damage?"), _hits_for,
        ("Finks hits the ogre for 2", "his Hill Giant hit my Bears for 3")),
    Row("combat_damage_listed", ("NUM", "keyword?", "unit_damage?", "targeting", "OBJ"), _combat_damage_listed,
        ("Combat damage is dealt: 3 to the Rats, 1 deathtouch damage to the Giant",)),
    Row("assigns_more", ("NUM", "unit_damage?", "targeting?", "OBJ_OR_PLAYER|other_one"), _assigns,
        ("and 4 tramples over to Ana", "y 1 al otro", "y 5 a mi Serra Angel")),
    Row("unblocked_by", ("PLAYER", "unblocked"), _unblocked_by, ("el JNA no bloquea", "my opponent doesn't block")),
    Row("attack_dealt", ("NUM", "unit_damage"), _attack_dealt, ("I attack it with Shivan Dragon, 5 damage",)),
    Row("attack_damage_said", ("deals", "NUM", "unit_damage?"), _attack_damage_said,
        ("La ataqué con mi Cazador centauro, no bloqueó, le hice 3", "unblocked, dealt 5")),
    Row("blocked_and_took", ("OBJ", "blocks", "colon?", "takes", "NUM", "unit_damage?"), _blocked_and_damage,
        ("my Hill Giant blocked and took 3", "mi Gigante de las colinas bloqueó y recibió 3")),
    Row("gets_through", ("OBJ", "gets_through"), _one_unblocked,
        ("los Osos pasan", "the Bears get through", "y los Elfos entran")),
    Row("one_unblocked", ("OBJ", "unblocked"), _one_unblocked,
        ("The Bears are unblocked", "los Osos no están bloqueados")),
    Row("unblocked", ("unblocked",), _unblocked,
        ("both unblocked", "and I don't block", "sin bloqueos")),
    Row("blocked_by", ("PLAYER?", "blocks_with", "OBJS"), _blocked_by,
        ("opp blocks with Grizzly Bears", "lo bloqueo con unos Osos pardos")),
)  # fmt: skip


#: Rows that tell an event. In brackets after what they caused ("three -1/-1 counters on it (I
#: just hit it with Skinrender's ETB)") an event may explain the state, not add to it: both
#: readings are tried (``engine.reading.natural``).
#: The rows "… too" / "… también" may say again of another object: what an object has or
#: took, said of it as subject ("Opp's Hill Giant has 2 damage. My Grizzly Bears too.").
SAID_AGAIN_ROWS = frozenset(
    {"damage", "counters", "counters_es", "loyalty", "defense_said", "keyword_now", "no_counters", "no_damage",
     "damage_takes", "damage_takes_keyword", "takes_spell", "passive_spell", "dies"}
)  # fmt: skip


EVENT_ROWS = frozenset(
    {
        "damage_takes", "damage_takes_keyword", "blocks", "is_blocked_by", "blocked_and_damage", "attacked_blocked_damage", "attacks_blocked", "attacks_blocks", "spell_verb", "spell_cast", "spell_cast_paying", "spell_at", "spell_hits", "trade", "trade_with",
        "enters", "puts", "puts_on_it", "attack_with", "attacks", "swings", "unblocked", "blocked_by", "blocks_takes", "etb",
        "etb_verb", "etb_by", "hit_with", "etb_verb_obj", "put_counters", "cast_then_put", "put_counters_es", "put_counters_es_on",
        "connects", "hits_player", "draw_step", "draws", "draw_failed", "draw_spell", "player_attacks", "taps_to_ping", "counter_to_ping", "counter_from_to_ping", "sacrifices_to_ping", "activates", "activated", "activates_said", "activates_of", "raises_with", "mass_spell", "overloads_spell", "proliferates", "proliferates_player", "proliferates_all", "destroys_with",
        "takes_spell", "passive_spell", "passive_by", "blocks_it", "removes", "dies", "dies_subject_after", "steals", "steals_commander", "steals_from", "deals", "hits_for", "goes_to", "player_takes_spell", "spell_on_last", "gives_spell", "attacked_with", "attacked_with_said", "aims_with", "enters_another_one", "enters_own_one", "spell_resolves", "resolves_spell", "mass_spell_verb", "life_changed", "protects", "protects_targeting", "protects_spell", "protects_verb", "gains_protection", "unblocked_by", "gets_through", "assigns", "assigns_more", "blocks_attack",
        "hits_times_for", "pings_with", "passive_by_permanent", "steals_with", "crews_with", "damage_takes_from",
        "leaves_game",
    }
)  # fmt: skip


#: Possessive words that may stand before a loyalty cost ("I used his 0"): read by their text.
_POSSESSIVES = frozenset({"his", "her", "their", "its", "su", "sus"})


def matches(element: str, span: Span) -> bool:
    if element in _BY_TEXT:  # read by their text, which the kinds' cache doesn't see
        return span.text.casefold() in _POSSESSIVES if element[0] == "p" else span.text == ":"
    if element.rstrip("?") == "SIGNED_OR_ZERO":  # read by its value, which the cache doesn't see either
        return span.is_("signed") or (span.is_("num") and span.number == 0)
    return _matches(element, span.kinds, span.text == ",")


#: Elements matched by a span's text, not its kinds.
_BY_TEXT = frozenset({"possessive", "possessive?", "colon", "colon?"})


@cache
def _matches(element: str, kinds: frozenset[str], comma: bool) -> bool:
    """Whether a span of these kinds fills ``element`` (cached: a board has few kinds of span)."""
    span = Span(0, 0, "," if comma else "", 0, 0, kinds)
    name = element.rstrip("?")
    if "|" in name:
        return any(_matches(alternative, kinds, comma) for alternative in name.split("|"))
    if name == "PERMANENT":
        return span.is_("card") and not span.is_("verb") and not span.is_("spell")
    if name == "OBJ":
        return (
            (span.is_("card") and not span.is_("verb"))
            or span.is_("pronoun")
            or span.is_("creature_ref")
            or span.is_("creature_ref_owned")
            or span.is_("type_ref")
            or span.is_("token_ref")
            or span.is_("walker_ref")
        )
    if name == "SPELL":
        return span.is_("spell")
    if name == "CARD":
        return span.is_("card") and not span.is_("token") and not span.is_("verb")
    if name == "TOKEN":
        return span.is_("token")
    if name == "SIGNED_OR_ZERO":  # any number here: ``matches`` keeps only 0 (a span of no value reads 0)
        return span.is_("signed") or span.is_("num")
    if name == "SIGNED":
        return span.is_("signed")
    if name == "CREATURE_VERB":
        return span.is_("verb") and not span.is_("spell")
    if name == "OBJ_OR_PLAYER":
        return _matches("OBJ", kinds, comma) or _matches("PLAYER", kinds, comma)
    if name == "PLAYER":
        return any(
            span.is_(k)
            for k in (
                "self",
                "opponent",
                "player",
                "she",
                "implied_player",
                "someone",
                "opponent_of",
                "person",
                "partner",
            )
        )
    if name == "NUM":
        return span.is_("num") or span.is_("signed")
    if name in ("PT", "MOD"):
        return span.is_(name.lower())
    if name == ",":
        return span.text == ","
    return span.is_(name)


def _can_start(pattern: tuple[str, ...], span: Span) -> bool:
    """Whether a match of ``pattern`` can begin at ``span``: one of its leading optional
    elements or its first required one fills it."""
    for element in pattern:
        name = "OBJ" if element.rstrip("?") == "OBJS" else element
        if matches(name, span):
            return True
        if not element.endswith("?"):
            return False
    return False


def _between(span: Span) -> bool:
    """What may stand between a row's elements: filler, time words, brackets."""
    return (span.is_("filler") or span.is_("when") or span.is_("sequence") or span.text in ("(", ")")) and not span.is_(
        "end"
    )


def match_at(spans: Sequence[Span], at: int, implied: bool = False) -> tuple[Row, Bound, int] | None:
    """The longest row matching from ``spans[at]`` (see ``matches_at``)."""
    return next(matches_at(spans, at, implied), None)


def matches_at(
    spans: Sequence[Span], at: int, implied: bool = False, present: frozenset[str] | None = None
) -> Iterator[tuple[Row, Bound, int]]:
    """Every row matching from ``spans[at]``, longest first: (row, what each element bound, end).
    With ``implied``, after every row matching as written, a row may also start after its
    subject, which is then the object or player the text spoke of last ("Balista andante con dos
    contadores +1/+1 bloquea a …", "Tiene 2 daños", "Ana is on 3 life and controls …")."""
    found: list[tuple[Row, Bound, int]] = []
    first = spans[at]
    shape = (first.kinds, first.text == ",", first.text.casefold() in _POSSESSIVES, first.text == ":")
    for row in _starting(*shape) if present is None else _starting_in(*shape, present):
        match = _match(row.pattern, spans, at)
        if match is not None:
            found.append((row, match[0], match[1]))
            if row.pattern[-1] == "OBJS":
                found += ((row, bound, end) for bound, end in _shorter_lists(spans, match[0], match[1]))
    found.sort(key=lambda f: -f[2])  # stable: among equals, the table's order
    yield from found
    if implied:  # tried after every row as written: "habían recibido 2 de daño" when no row of
        # a player taking damage from a commander reads it is the one spoken of taking it (worked
        # out only when those rows are exhausted: most places never get here)
        after: list[tuple[Row, Bound, int]] = []
        rows = _starting_after_subject(*shape)
        for row in rows if present is None else _after_subject_in(*shape, present):
            head = row.pattern[0].rstrip("?")
            match = _match(row.pattern[1:], spans, at)
            if match is not None:
                first = spans[at]
                kind = "pronoun"
                if head == "PLAYER":  # "Tengo …", "Bajo otro Jace": a first-person verb is the judge
                    kind = "implied_self" if first.is_("first_person") else "implied_player"
                subject = Span(first.first, first.first, "", first.start, first.start, frozenset({kind, "implied"}))
                if head == "PLAYER" and _spanish_plural(first):
                    subject.extra["plural_verb"] = True  # "reciben": never the writer (Reader.player)
                after.append((row, [subject, *match[0]], match[1]))
                if row.pattern[-1] == "OBJS":  # "he bloqueado con el ángel, el lobo muere": the list cut
                    after += ((row, [subject, *bound], end) for bound, end in _shorter_lists(spans, match[0], match[1]))
        after.sort(key=lambda f: -f[2])
        yield from after


def _spanish_plural(verb: Span) -> bool:
    """A Spanish verb in the third person plural ("reciben", "toman", "recibieron"): its subject
    left out is never the writer."""
    key = tuple(fold(verb.text).split())
    return bool(key) and lexicon().languages.get(key) == frozenset({"es"}) and key[-1].endswith("n")


#: Sentences' sets of word classes remembered (each with its rows for every shape of span): a
#: bot reads many sentences for weeks, so the cache is bounded.
_SENTENCE_SHAPES = 4_096


@lru_cache(maxsize=_SENTENCE_SHAPES)
def _starting_in(
    kinds: frozenset[str], comma: bool, possessive: bool, colon: bool, present: frozenset[str]
) -> tuple[Row, ...]:
    """The rows a span of this shape can start in a sentence of these word classes: those
    needing a class the sentence lacks ("chapter", "fights") are never tried."""
    return tuple(row for row in _starting(kinds, comma, possessive, colon) if _possible(row.pattern, present))


@lru_cache(maxsize=_SENTENCE_SHAPES)
def _after_subject_in(
    kinds: frozenset[str], comma: bool, possessive: bool, colon: bool, present: frozenset[str]
) -> tuple[Row, ...]:
    rows = _starting_after_subject(kinds, comma, possessive, colon)
    return tuple(row for row in rows if _possible(row.pattern[1:], present))


def _possible(pattern: tuple[str, ...], present: frozenset[str]) -> bool:
    """Whether every word class ``pattern`` requires is among ``present``."""
    return all(not need.isdisjoint(present) for need in _needs(pattern))


@cache
def _needs(pattern: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """The word classes a match of ``pattern`` can't do without: one of each set must be in the
    sentence. Only its required elements named by a plain class (lower case, read from a span's
    kinds) count; the others (OBJ, NUM, a comma, a possessive read by its text) are open."""
    needs: list[frozenset[str]] = []
    for element in pattern:
        if element.endswith("?") or element in _BY_TEXT or element == ",":
            continue
        alternatives = element.split("|")
        if all(a.islower() and a not in _BY_TEXT for a in alternatives):
            needs.append(frozenset(alternatives))
    return tuple(needs)


def _shaped(kinds: frozenset[str], comma: bool, possessive: bool, colon: bool) -> Span:
    """A span of this shape (what ``matches`` reads of a span)."""
    return Span(0, 0, ":" if colon else "," if comma else "his" if possessive else "", 0, 0, kinds)


@cache
def _starting(kinds: frozenset[str], comma: bool, possessive: bool, colon: bool) -> tuple[Row, ...]:
    """The rows a span of this shape can start, in the table's order (a board has few shapes of
    span, so each is worked out once instead of trying every row at every place)."""
    span = _shaped(kinds, comma, possessive, colon)
    return tuple(row for row in ROWS if _can_start(row.pattern, span))


@cache
def _starting_after_subject(kinds: frozenset[str], comma: bool, possessive: bool, colon: bool) -> tuple[Row, ...]:
    """The rows whose subject may be the one spoken of last that a span of this shape can start
    right after that subject ("Tiene 2 daños")."""
    span = _shaped(kinds, comma, possessive, colon)
    return tuple(
        row
        for row in ROWS
        if row.name not in _SUBJECT_SAID
        and row.pattern[0].rstrip("?") in ("OBJ", "OBJS", "PLAYER")
        and len(row.pattern) >= 2
        and _can_start(row.pattern[1:], span)
    )


#: Rows whose subject must be said, never the object spoken of last: "muere" alone is the
#: judge's question more often than news ("… estoy a 12. que muere").
_SUBJECT_SAID = frozenset({"dies"})


#: Words that tell a thing only as there ("there's a Glorious Anthem", "hay un Himno glorioso"):
#: whose it is is not said, so a list before them ends there ("I have X and there's Y").
EXISTENTIAL = frozenset({"there is", "there's", "there are", "there was", "there were", "hay", "habia"})


#: What joins the items of a list: "Rancor and Spectra Ward", "Thalia, Serra Angel y Goyf".
_LIST_JOINERS = frozenset({",", "and", "y", "e", "plus", "+", "&"})


def _shorter_lists(spans: Sequence[Span], bound: Bound, end: int) -> Iterator[tuple[Bound, int]]:
    """A row ending in a list, read with fewer of its items (longest first): "bloquea al Gigante
    con sus Elfos y los Osos pasan" is the Elves blocking, then the Bears getting through, when
    the whole list leaves the rest unread (the reader tries these only then)."""
    listed = bound[-1]
    if listed is None:
        return
    items: list[Span] = list(listed.extra.get("items") or ())  # type: ignore[call-overload]
    if len(items) < 2 or spans[end - 1] is not items[-1]:
        return
    for n in range(len(items) - 1, 0, -1):
        kept = items[:n]
        after = next(i for i, s in enumerate(spans) if s is items[n]) + 1
        if after >= len(spans) or not spans[after].kinds & _LIST_ENDING_VERBS:
            continue  # the item left out must start a clause of its own ("y los Osos pasan")
        stop = next(i for i, s in enumerate(spans) if s is kept[-1]) + 1
        joined = Span(
            kept[0].first, kept[-1].last, " ".join(i.text for i in kept), kept[0].start, kept[-1].end, listed.kinds
        )
        joined.extra["items"] = kept
        yield [*bound[:-1], joined], stop


def _list_at(spans: Sequence[Span], j: int) -> tuple[Span, int] | None:
    """``OBJS``: one object or several joined by commas and "and"/"y" (a synthetic span whose
    ``extra["items"]`` are the objects), and where it ends. "Another" before the first one
    ("my opponent has another Jace") is read with it: one more copy (``extra["another"]``)."""
    if j + 1 < len(spans) and spans[j].is_("another") and spans[j + 1].extra.get("another"):
        j += 1
    if j >= len(spans) or not matches("OBJ", spans[j]):
        return None
    items = [spans[j]]
    k = j + 1
    while k + 1 < len(spans) and spans[k].text.lower() in _LIST_JOINERS:
        nxt = k + 1
        if nxt < len(spans) and spans[nxt].text.lower() in _LIST_JOINERS:
            nxt += 1  # ", and"
        while (
            nxt < len(spans)
            and spans[nxt].is_("filler")
            and not spans[nxt].is_("pronoun")
            and not spans[nxt].is_("end")
            and not spans[nxt].kinds & _CLAUSE_OPENERS
            and fold(spans[nxt].text) not in EXISTENTIAL
        ):
            nxt += 1  # "y un Gigante", "and a Grizzly Bears"
        if nxt < len(spans) and spans[nxt].is_("num") and nxt + 1 < len(spans) and matches("OBJ", spans[nxt + 1]):
            nxt += 1  # "and two Merfolk": the count stays on the object (read by the owners pass)
        if nxt + 1 < len(spans) and spans[nxt].is_("another") and spans[nxt + 1].is_("card"):
            nxt += 1
            spans[nxt].extra["another"] = True  # "Thalia and another Thalia": a second one
        if _new_clause(spans, k, nxt):
            break  # "me bloqueó con el Mastodonte, mi centauro se murió": the next clause's subject
        if spans[k].text == "," and nxt < len(spans) and spans[nxt].is_("pronoun"):
            break  # "I attack with Grizzly Bears, it gets through": a clause about it, never a second one
        if nxt < len(spans) and matches("OBJ", spans[nxt]):
            items.append(spans[nxt])
            k = nxt + 1
            continue
        break
    first, last = items[0], items[-1]
    joined = Span(first.first, last.last, " ".join(i.text for i in items), first.start, last.end, frozenset({"list"}))
    joined.extra["items"] = items
    return joined, k


#: What makes an item cut from a list the subject of a clause of its own ("… con sus Elfos y
#: los Osos pasan"): never an item read alone as there ("… y la Vigilagrieta con su Halcón").
_LIST_ENDING_VERBS = frozenset({"gets_through", "unblocked", "dies", "takes", "attacks", "blocks", "deals"})
#: Words that open a new clause after a comma ("…, so Goyf is 4/5", "…, then …"): a list stops.
_CLAUSE_OPENERS = frozenset({"so", "sequence"})
#: What a clause's verb is: after a comma, an object followed by one starts a new clause.
_CLAUSE_VERBS = frozenset(
    {"dies", "takes", "attacks", "blocks", "blocks_with", "casts", "deals", "destroys", "draws", "unblocked"}
)


def _new_clause(spans: Sequence[Span], joiner: int, item: int) -> bool:
    """Whether the object at ``item``, after a bare comma at ``joiner``, is the subject of a new
    clause (a verb follows it) rather than one more item: a list's last item is joined by
    "and"/"y" ("Thalia, Goyf y Bears mueren"); "…, mi centauro se murió" is a clause."""
    if spans[joiner].text != "," or item + 1 >= len(spans):
        return False
    return bool(spans[item + 1].kinds & _CLAUSE_VERBS) and not spans[item + 1].is_("ask")


def _match(pattern: tuple[str, ...], spans: Sequence[Span], at: int) -> tuple[Bound, int] | None:
    bound: Bound = []

    def go(k: int, i: int) -> int | None:
        if k == len(pattern):
            return i
        element = pattern[k]
        optional = element.endswith("?")
        j = i
        while j < len(spans):
            if element.rstrip("?") == "OBJS":
                listed = _list_at(spans, j)
                if listed is not None:
                    bound.append(listed[0])
                    end = go(k + 1, listed[1])
                    if end is not None:
                        return end
                    bound.pop()
            elif matches(element, spans[j]):
                bound.append(spans[j])
                end = go(k + 1, j + 1)
                if end is not None:
                    return end
                bound.pop()
            if k == 0 or not _between(spans[j]):
                break
            j += 1  # filler between elements
        if optional:
            bound.append(None)
            end = go(k + 1, i)
            if end is not None:
                return end
            bound.pop()
        return None

    end = go(0, at)
    return (list(bound), end) if end is not None else None
