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

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.reading.natural.story import OPPONENT, SELF, Combat, SpellDamage, Story, Unblocked
from engine.reading.natural.tagger import Span

Bound = list[Span | None]


@dataclass(frozen=True, slots=True)
class Row:
    name: str
    pattern: tuple[str, ...]
    states: Callable[[Reader, Bound], None]
    examples: tuple[str, ...]


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
    last: int | None = None
    owner_hint: str | None = None

    # -- what the spans bind to -----------------------------------------------------------------
    def thing(self, span: Span | None, owner: str | None = None) -> int:
        if span is None:
            raise ValueError("no object")
        if span.is_("pronoun"):
            if self.last is None:
                raise NotRead(span)
            return self.last
        card = str(span.value)
        owner = owner or span.extra.get("owner")  # type: ignore[assignment]
        matches = [i for i, t in enumerate(self.story.things) if t.card == card]
        if span.is_("again") or (matches and owner is None):
            if not matches:
                raise NotRead(span)
            if len(matches) > 1 and owner is None:
                raise NotRead(span)  # "the Bears" with two Bears: which one? not guessed
            chosen = next((i for i in matches if owner is None or self.story.things[i].player == owner), None)
            if chosen is None:
                chosen = self.story.add(card, owner)
        elif matches and owner is not None and any(self.story.things[i].player == owner for i in matches):
            chosen = next(i for i in matches if self.story.things[i].player == owner)
        else:
            chosen = self.story.add(card, owner or self.owner_hint)
        if self.story.things[chosen].player is None and owner is not None:
            self.story.things[chosen].player = owner
        self.last = chosen
        return chosen

    def player(self, span: Span | None) -> str:
        if span is None:
            return SELF
        if span.is_("self"):
            return SELF
        if span.is_("opponent"):
            return OPPONENT
        return span.text.removesuffix("'s").removesuffix("’s")


# -- what each row states ---------------------------------------------------------------------
def need(span: Span | None) -> Span:
    """An element the row's pattern makes required (never None once the row matched)."""
    if span is None:
        raise ValueError("a required element is missing")
    return span


def _damage(r: Reader, b: Bound) -> None:
    obj, n = b[0], b[-2]
    r.story.things[r.thing(obj)].damage += need(n).number


def _damage_on(r: Reader, b: Bound) -> None:
    n, obj = b[0], b[-1]
    r.story.things[r.thing(obj)].damage += need(n).number


def _counters(r: Reader, b: Bound) -> None:
    obj = r.thing(b[0])
    nums = [s for s in b[1:] if s is not None and s.is_("num")]
    mod = next(s for s in b[1:] if s is not None and s.is_("mod"))
    n = nums[0].number if nums else 1
    p, t = mod.pair
    kind = f"{p:+d}/{t:+d}"
    r.story.things[obj].counters[kind] = r.story.things[obj].counters.get(kind, 0) + n


def _loyalty(r: Reader, b: Bound) -> None:
    obj = r.thing(b[0])
    if "planeswalker" not in r.kinds(r.story.things[obj].card):
        raise NotRead(b[0])  # type: ignore[arg-type]
    r.story.things[obj].loyalty = need(b[2]).number


def _life(r: Reader, b: Bound) -> None:
    n = next(s for s in b if s is not None and s.is_("num"))
    r.story.person(r.player(b[0])).life = n.number * (-1 if _negative(b) else 1)


def _negative(b: Bound) -> bool:
    return any(s is not None and s.is_("minus") for s in b)


def _poison(r: Reader, b: Bound) -> None:
    n = next(s for s in b if s is not None and s.is_("num"))
    r.story.person(r.player(b[0])).poison = n.number


def _controls(r: Reader, b: Bound) -> None:
    owner = r.player(b[0])
    r.owner_hint = owner
    r.thing(b[2], owner)


def _attached(r: Reader, b: Bound) -> None:
    attachment, host = r.thing(b[0]), r.thing(b[2])
    _attach(r, attachment, host, b[0])


def _hosts(r: Reader, b: Bound) -> None:
    host = r.thing(b[0])
    attachment = r.thing(b[2])
    _attach(r, attachment, host, b[2])
    r.last = host


def _attach(r: Reader, attachment: int, host: int, span: Span | None) -> None:
    kinds = r.kinds(r.story.things[attachment].card)
    if not kinds & {"aura", "equipment", "fortification"} or attachment == host:
        raise NotRead(span)  # type: ignore[arg-type]
    thing = r.story.things[attachment]
    thing.attached_to = host
    if thing.player is None:
        thing.player = r.story.things[host].player


def _blocks(r: Reader, b: Bound) -> None:
    blocker, attacker = r.thing(b[0]), r.thing(b[2])
    r.story.events.append(Combat(attacker, blocker))
    r.last = blocker


def _attacks_blocked(r: Reader, b: Bound) -> None:
    attacker = r.thing(b[0])
    blocker = r.thing(b[-1], r.player(b[-3]) if b[-3] is not None else None)
    r.story.events.append(Combat(attacker, blocker))


def _attacks_blocks(r: Reader, b: Bound) -> None:
    attacker, blocker = r.thing(b[0]), r.thing(b[-2])
    r.story.events.append(Combat(attacker, blocker))


def _spell_at(r: Reader, b: Bound) -> None:
    spell = next(s for s in b if s is not None and s.is_("card") and s.is_("spell"))
    amount = r.spells(str(spell.value))
    if amount is None:
        raise NotRead(spell)
    target = b[-1]
    if target is not None and (target.is_("card") or target.is_("pronoun")):
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


ROWS: tuple[Row, ...] = (
    Row("damage", ("OBJ", "hosts?", "NUM", "unit_damage"), _damage,
        ("Grizzly Bears with 2 damage", "Osos pardos con 2 daños", "Goyf has 3 dmg")),
    Row("damage_takes", ("OBJ", "takes", "NUM", "unit_damage?"), _damage,
        ("the Giant takes 3", "el Gigante recibe 3 de daño")),
    Row("damage_on", ("NUM", "unit_damage", "attached", "OBJ"), _damage_on,
        ("3 damage on the Bears", "2 daños sobre el Oso")),
    Row("counters", ("OBJ", "hosts?", "NUM?", "MOD", "counter"), _counters,
        ("Channeler Initiate with two -1/-1 counters", "Finks has the -1/-1 counter")),
    Row("counters_es", ("OBJ", "hosts?", "NUM?", "counter", "MOD"), _counters,
        ("Cieno carroñero con dos contadores +1/+1",)),
    Row("loyalty", ("OBJ", "life_at", "NUM", "unit_loyalty?"), _loyalty,
        ("Wrenn and Six is at 3 loyalty", "Jace está a 3")),
    Row("life", ("PLAYER", "life_at", "minus?", "NUM", "unit_life?"), _life,
        ("P2 is on 3 life", "estoy a 1 vida", "Ana at 0")),
    Row("life_have", ("PLAYER", "controls", "NUM", "unit_life"), _life,
        ("Ana has 3 life", "tengo 15 vidas")),
    Row("poison", ("PLAYER", "life_at?", "NUM", "unit_poison"), _poison,
        ("opponent's on 9 poison", "el rival tiene 8 venenos")),
    Row("controls", ("PLAYER", "controls", "OBJ"), _controls,
        ("Ana controls Glorious Anthem", "Tengo Humildad")),
    Row("attached", ("OBJ", "attached", "OBJ"), _attached,
        ("Rancor on Grizzly Bears", "Dead Weight on the other guy's Grizzly Bears")),
    Row("hosts", ("OBJ", "hosts", "OBJ"), _hosts,
        ("Grizzly Bears wearing Rancor", "mis Osos pardos llevan Rencor")),
    Row("blocks", ("OBJ", "blocks", "OBJ"), _blocks,
        ("Typhoid Rats blocks my Craw Wurm", "Halcón nocturno vampiro bloquea a un Gigante de las colinas")),
    Row("attacks_blocked", ("OBJ", "attacks", ",?", "PLAYER?", "blocks_with", "OBJ"), _attacks_blocked,
        ("my Goblin Guide attacks, opp blocks with Grizzly Bears",)),
    Row("attacks_blocks", ("OBJ", "attacks", ",?", "OBJ", "blocks"), _attacks_blocks,
        ("Vampire Nighthawk attacks, Wall of Omens blocks",)),
    Row("spell_verb", ("PLAYER?", "SPELL", "OBJ_OR_PLAYER"), _spell_at,
        ("Opponent Bolts my Tarmogoyf", "I Shock the Bears")),
    Row("spell_cast", ("PLAYER?", "casts", "SPELL", "targeting", "OBJ_OR_PLAYER"), _spell_at,
        ("P1 casts Lava Spike targeting P2", "el rival le hace Choque a Humildad")),
    Row("spell_at", ("SPELL", "targeting", "OBJ_OR_PLAYER"), _spell_at,
        ("Relámpago a mi Serra Angel",)),
)  # fmt: skip


def matches(element: str, span: Span) -> bool:
    name = element.rstrip("?")
    if name == "OBJ":
        return (span.is_("card") and not span.is_("verb")) or span.is_("pronoun")
    if name == "SPELL":
        return span.is_("spell")
    if name == "OBJ_OR_PLAYER":
        return matches("OBJ", span) or matches("PLAYER", span)
    if name == "PLAYER":
        return span.is_("self") or span.is_("opponent") or span.is_("player")
    if name in ("NUM", "PT", "MOD"):
        return span.is_(name.lower())
    if name == ",":
        return span.text == ","
    return span.is_(name)


def match_at(spans: Sequence[Span], at: int) -> tuple[Row, Bound, int] | None:
    """The longest row matching from ``spans[at]``: (row, what each element bound, end)."""
    best: tuple[Row, Bound, int] | None = None
    for row in ROWS:
        found = _match(row.pattern, spans, at)
        if found is not None and (best is None or found[1] > best[2]):
            best = (row, found[0], found[1])
    return best


def _match(pattern: tuple[str, ...], spans: Sequence[Span], at: int) -> tuple[Bound, int] | None:
    bound: Bound = []

    def go(k: int, i: int) -> int | None:
        if k == len(pattern):
            return i
        element = pattern[k]
        optional = element.endswith("?")
        j = i
        while j < len(spans):
            if matches(element, spans[j]):
                bound.append(spans[j])
                end = go(k + 1, j + 1)
                if end is not None:
                    return end
                bound.pop()
            if k == 0 or not spans[j].is_("filler") or spans[j].is_("end"):
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
