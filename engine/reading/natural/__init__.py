"""The natural reader: boards as judges write them → tagged spans → phrasing rows → a story →
board-language lines (the candidate readings ``engine.reading`` checks).

Stages, in one direction: ``tagger`` (what each span is), ``phrasings`` (rows over spans → what
they state), ``story`` (objects, players, events → the board-language line). Every typed word
is read by a row, skipped because its class carries no fact (listed under "Board as read"), or
the text isn't read this way: a negation, a number or an unknown content word is never skipped.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations, product

from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.cards.tokens import predefined_token
from engine.effects.layers import apply_effects, statics
from engine.model import GameState
from engine.reading.damage_marks import DAMAGEABLE
from engine.reading.natural.phrasings import (
    CLITIC_OBJECT,
    CLITIC_PLAYER,
    EXISTENTIAL,
    OBJECT_CLITICS,
    SAID_AGAIN_ROWS,
    STATED_FACTS,
    TYPE_NOUNS,
    WHOSE_PRONOUNS,
    NotRead,
    Reader,
    alike_copies,
    caster_of,
    distribute,
    goes_unblocked,
    matches,
    matches_at,
    respond,
    size_now,
    told_of_each,
)
from engine.reading.natural.questions import Asked, NaturalQuestion
from engine.reading.natural.spells import (
    PERMANENT_TYPES,
    card_kinds,
    changes_damage,
    changes_draws,
    draw_count,
    enters_effect,
    oracle_text,
    printed_loyalty,
    printed_name_es,
    pump_effect,
    spell_damage,
    spell_effect,
    spell_riders,
    spell_tokens,
    target_types,
    token_size,
)
from engine.reading.natural.story import (
    OPPONENT,
    SELF,
    TOUGHNESS,
    UNKNOWN_SIZE,
    Combat,
    Draw,
    Hit,
    MassRemoval,
    Noted,
    SpellDamage,
    Story,
    Thing,
    Told,
    Unblocked,
    Unreadable,
    board_line,
    damage_told,
    lasting_told,
    left_in_events,
    pump_timings,
    render,
    sources_named,
    world_timestamps,
)
from engine.reading.natural.tagger import Span, lexicon, tag
from engine.reading.natural.teams import mark_teams
from engine.text import fold

#: Possessive words before a card: whose it is, not who does something.
_POSSESSIVE_SELF = frozenset({"my", "mi", "mis", "your", "tu", "tus", "my own", "mi propio", "mi propia"})
_POSSESSIVE_OPPONENT = frozenset(
    {
        "their",
        "his",
        "her",
        "su",
        "sus",
        "opponents",
        "opps",
        "my opponents",
        "the other guys",
        "your",
        "tu",
        "tus",
        "his own",
        "her own",
        "their own",
        "my opps",
        "su propio",
        "su propia",
        "sus propios",
        "sus propias",
    }
)
#: Articles before a card's name that could be read otherwise (Spanish "la", "los" are
#: pronouns elsewhere); "a", "un" are filler the rows step over ("a" is also Spanish "to").
_ARTICLES = frozenset({"the", "el", "la", "los", "las"})
#: "de mi rival", "del rival", "de Ana" after a Spanish card: whose it is.
_OF = frozenset({"de", "del"})
#: At most this many effect sources are put in every order (3: 6 orders; 4 would be 24, past
#: the 8 readings worth checking: then the text isn't read, and the judge is asked).
_MAX_ORDERED = 3


@dataclass(frozen=True, slots=True)
class Read:
    line: str
    skipped: tuple[str, ...]
    question: str | None
    events: tuple[Told, ...] = ()
    """What the reading took from each event told, in order (shown before the answer)."""
    assumed: tuple[str, ...] = ()
    """Names read as a card they don't quite spell ("Artista de sangre" → Artista de la sangre),
    and what the reading took for granted: a catalog key, a tab, then the card it is about."""


def natural_readings(
    text: str,
    cards: CardCatalog | None,
    asked: list[NaturalQuestion] | None = None,
    lang: str | None = None,
    *,
    whole: bool = False,
) -> Iterator[Read]:
    """The board-language lines ``text`` tells: none when some word isn't read; one per order of
    the continuous effects' sources when there are several (a judge's text rarely says which
    came first, and 613.7 makes it matter: each order is a reading). Why a reading wasn't
    given (a word not read, a fact not said) is added to ``asked``. ``whole``: the text is a
    puzzle's whole battlefield (/layers'), so a card counting it counts what was told."""
    said: list[NaturalQuestion] = [] if asked is None else asked
    if cards is None:
        return
    tagged = _its_or_theirs(_walker_pronouns(_short_names_told(tag(text, cards)), cards))
    assumed = tuple(dict.fromkeys(f'"{s.extra["typed"]}" → {s.extra["shown"]}' for s in tagged if "typed" in s.extra))
    names = 1
    for alternatives in _choices(tagged).values():
        names *= len(alternatives)
    # an event in brackets: news, or why the state is so; damage said after a spell ("(2
    # damage)", ", 2 damage"): the spell's own, or damage from before
    ways = 2 if _TWO_WAYS.search(text) else 1
    seen: set[str] = set()
    # "I Bolt her" beside a planeswalker: a reading of "her" that can't be answered without
    # asking (the player's life unsaid) leaves the other unsure too; its question is the answer
    # (so does Spanish "le tiro un Choque" read as the player spoken of: whom, asked)
    walker = any(
        {_WALKER, CLITIC_PLAYER} & set(s.extra.get("alternatives") or ())  # type: ignore[call-overload]
        for s in tagged
    )
    held: list[Read] = []
    for combination in range(min(names * 2, _MAX_COMBINATIONS)):
        if combination % 2 >= ways:
            continue
        spans = tagged if names * ways == 1 else [_fresh(s) for s in tagged]
        try:
            told = _story(text, cards, combination, spans, lang)
            if told is None or told is _NO_MORE:
                continue
            for each in (
                each
                for fought in _combats(told)
                for each in (_controllers(fought, cards) if not _life_unsure(fought[0]) else _lives(fought, cards))
            ):
                for read in (read for back in _returns(each, cards) for read in _orders(back, cards, whole=whole)):
                    if read.line not in seen:
                        seen.add(read.line)
                        read = dataclasses.replace(read, assumed=(*assumed, *read.assumed)) if assumed else read
                        if walker:
                            held.append(read)
                        else:
                            yield read
        except Asked as stop:
            said.append(stop.question)
            if walker and stop.question.why != "unread":  # a reading that can't be read is no reading
                return
        except BoardError:
            continue  # a reading rendered in words the board reader doesn't take: not a reading
    yield from held


#: Where a text can be read two ways (``Reader.explained``): a bracket, or damage said after a
#: comma, a colon, a dash or a full stop ("I Shocked it - 2 damage").
_TWO_WAYS = re.compile(r"\(|[,:;.\-–—]\s*\d+\s*(?:damage|dmg|de da[ñn]o|da[ñn]os?)\b", re.I)
#: The most combinations read: of ambiguous short names ("Thalia" x "Jace": each a reading),
#: times two for events told in brackets (news, or why the state said is so).
_MAX_COMBINATIONS = 16
_NO_MORE = (Story(), (), None)


#: The catalog key of the assumption that the battlefield is what the text told.
ASSUMED_CLOSED = "board.assumed.closed"
#: What a judge says to close the board: everything that matters was said.
_CLOSED = ("nothing else", "no other", "that's all", "thats all", "nada mas", "nada más", "no hay otros", "sin otros")
#: Oracle words that count what is on the battlefield ("for each enchantment you control").
_COUNTS = re.compile(
    r"(?:\bfor each\b|\bthe number of\b)[^.]*\b(?:you control|your opponents control|on the battlefield|"
    r"an opponent controls|each other|other creatures?|other permanents?)\b",
    re.I,
)


def _orders(
    told: tuple[Story, tuple[str, ...], str | None], cards: CardCatalog, *, whole: bool = False
) -> Iterator[Read]:
    story, skipped, question = told
    timings = pump_timings(story)
    if timings is not None:  # a pump after a block, before or after its damage: each is a reading
        for each in timings:
            yield from _orders((each, skipped, question), cards, whole=whole)
        return
    closed = story.closed or any(c in w.casefold() for w in skipped for c in _CLOSED)
    counting = None if closed else _first_on_board(story, lambda name: _counts_the_board(cards, name))
    if counting is not None and not whole:
        raise Asked(NaturalQuestion("board_count", what=counting))  # a game told is rarely all of it
    if counting is not None:
        # a puzzle's battlefield (/layers): a card counting it (Crusader of Odric, Ethereal
        # Armor) counts what was told, and the reply says so above the answer, so a board told
        # in part is seen before the answer is trusted
        closed_story = copy.deepcopy(story)
        closed_story.closed = True
        for read in _orders((closed_story, skipped, question), cards, whole=whole):
            yield dataclasses.replace(read, assumed=(*read.assumed, f"{ASSUMED_CLOSED}\t{counting}"))
        return
    # graveyards told, but not the spell cast ("I Shocked his Goyf, his yard had just a Forest"):
    # the Shock counts too (608.2n). With no graveyard told, what is missing is asked as its size.
    told_graveyards = any(t.zone == "graveyard" for t in story.things) or any(
        p.graveyard_empty for p in story.people.values()
    )
    spent = _spell_in_a_graveyard_unsaid(story, cards) if told_graveyards else None
    if spent is not None:
        counting = _first_on_board(story, lambda name: bool(_COUNTS_GRAVEYARDS.search(oracle_text(cards, name) or "")))
    if spent is not None and counting is not None and _types_already_there(story, cards, spent, counting):
        spent = None  # a type count the spell can't change: "a sorcery" is told there already
    if spent is not None and counting is not None:
        spent_es = printed_name_es(cards, spent)  # "y Relámpago, lanzado …" in a Spanish reply
        raise Asked(NaturalQuestion("graveyard_count", what=counting, spell_en=spent, spell_es=spent_es))
    if told_graveyards and not story.all_graveyards:
        # "my graveyard has only a Bolt and a Forest": a card counting every graveyard
        # (Tarmogoyf) counts the other player's too, which the text doesn't tell
        told_sides = {t.player or SELF for t in story.things if t.zone == "graveyard"}
        told_sides |= {name for name, p in story.people.items() if p.graveyard_empty}
        all_counter = _first_on_board(story, lambda name: bool(_ALL_GRAVEYARDS.search(oracle_text(cards, name) or "")))
        if all_counter is not None and len(told_sides) < 2:
            yield from _other_graveyard(story, skipped, question, told_sides, cards, whole)
            return
    sagas = [t for t in story.things if t.zone is None and "saga" in card_kinds(cards, t.card) and "lore" in t.counters]
    if sagas and not any(t.chapter for t in sagas):
        for chapter in ("trigger pending", "trigger resolved"):  # 714.4: its last chapter left the stack?
            each = copy.deepcopy(story)
            for thing in each.things:
                if thing in sagas or (thing.card in {t.card for t in sagas} and "lore" in thing.counters):
                    thing.chapter = chapter
            yield from _orders((each, skipped, question), cards, whole=whole)
        return
    unsaid = next((t.card for t in story.things if t.trigger_unsaid is not None), None)
    if unsaid is not None:
        raise Asked(NaturalQuestion("enters_trigger", what=unsaid))  # what its trigger did: not told
    damage = any(isinstance(e, (Combat, SpellDamage, Unblocked)) for e in story.events)
    changer = _first_on_board(story, lambda name: changes_damage(cards, name)) if damage else None
    if changer is not None:
        raise Asked(NaturalQuestion("damage_changer", what=changer))  # Phyrexian Unlife, a prevention
    drawing = any(isinstance(e, Draw) for e in story.events)
    changer = _first_on_board(story, lambda name: changes_draws(cards, name)) if drawing else None
    if changer is not None:
        raise Asked(NaturalQuestion("draw_changer", what=changer))  # Laboratory Maniac: never assumed
    drawn = copy.deepcopy(story)
    first = _rendered(drawn, cards)
    if first is None:
        return
    sources = _effect_sources(first, cards, story)
    if len(sources) > _MAX_ORDERED:
        raise Asked(NaturalQuestion("orders"))  # more orders than readings worth checking
    if len(sources) < 2 or (story.sequenced and _order_told(story, sources)):
        # one order, or the order told ("Opalescence first, then Humility": 613.7's timestamps
        # are the order the text tells them in): the line already rendered
        yield Read(first, skipped, question, tuple(drawn.told), tuple(dict.fromkeys(drawn.notes)))
        return
    before = _sequence_pairs(story, sources) if story.sequenced else set()
    for order in permutations(sources):
        if not _keeps_told_order(story, order):
            continue  # "Blood Moon came down after Urborg": never the other way
        if any(order.index(a) > order.index(b) for a, b in before):
            continue  # "Lattice entró primero; después, Painter's Servant": never the other way
        each = copy.deepcopy(story)
        slots = iter(order)
        each.order = [next(slots) if i in sources else i for i in range(len(story.things))]
        line = _rendered(each, cards)
        if line is not None:
            yield Read(line, skipped, question, tuple(each.told), tuple(dict.fromkeys(each.notes)))


def _other_graveyard(
    story: Story, skipped: tuple[str, ...], question: str | None, told: set[str], cards: CardCatalog, whole: bool
) -> Iterator[Read]:
    """One player's graveyard told, and a card on the board counting every graveyard (Tarmogoyf):
    the other's holds nothing told, or anything. Two readings, the graveyard as told and the
    other one holding a card of every type; where they part the judge picks (more cards in a
    graveyard only grow what such a count gives, so these two bound every other)."""
    other = OPPONENT if told == {SELF} else SELF
    as_told, fuller = copy.deepcopy(story), copy.deepcopy(story)
    for each in (as_told, fuller):
        each.all_graveyards = True
    for kind, name in sorted(_GENERIC_NAMES.items()):
        thing = fuller.things[fuller.add(name, other)]
        thing.zone, thing.types = "graveyard", [kind]
    yield from _orders((as_told, skipped, question), cards, whole=whole)
    yield from _orders((fuller, skipped, question), cards, whole=whole)


def _keeps_told_order(story: Story, order: tuple[int, ...]) -> bool:
    """Whether a timestamp order of the effect sources keeps every pair the text ordered
    (a pair with a thing that isn't a source has no timestamp that matters here)."""
    place = {index: n for n, index in enumerate(order)}
    ends = all(
        place[thing] == (0 if first else len(order) - 1) for thing, first in story.ends_of_order if thing in place
    )
    return ends and all(
        place[earlier] < place[later] for later, earlier in story.later_than if {later, earlier} <= place.keys()
    )


def _first_on_board(story: Story, test: Callable[[str], bool]) -> str | None:
    """The first card on the battlefield the test holds for (each tested once)."""
    return next((t.card for t in story.things if t.zone is None and test(t.card)), None)


def _combats(
    told: tuple[Story, tuple[str, ...], str | None],
) -> Iterator[tuple[Story, tuple[str, ...], str | None]]:
    """A commander's damage to a player told without saying whether it was combat damage
    ("Atraxa dealt me 7 three times"): commander damage (903.10a) or not, each a reading;
    where they part, the judge is asked. Other sources' unsaid damage is the same either way."""
    story, skipped, question = told
    open_hits = [
        n
        for n, e in enumerate(story.events)
        if isinstance(e, Hit) and e.combat is None and story.things[e.source].commander
    ]
    if not open_hits:
        yield told
        return
    for combat in (True, False):
        each = copy.deepcopy(story)
        for n in open_hits:
            each.events[n] = dataclasses.replace(each.events[n], combat=combat)  # type: ignore[arg-type]
        yield each, skipped, question


#: A keyword that returns its permanent when it dies unless a counter is on it (702.79a persist,
#: 702.93a undying): the counter that stops it.
_RETURN_COUNTERS = {"persist": "-1/-1", "undying": "+1/+1"}
_RETURN_KEYWORD = re.compile(r"(?:^|,\s*)(persist|undying)\s*(?=,|$)", re.I | re.M)
#: The most permanents whose return is unsaid given a reading each (one more reading apiece).
_MAX_UNSAID_RETURNS = 2


def _returns(
    told: tuple[Story, tuple[str, ...], str | None], cards: CardCatalog
) -> Iterator[tuple[Story, tuple[str, ...], str | None]]:
    """A text that tells events but says nothing of the state of a persist or undying creature
    ("I bolted his Kitchen Finks, does persist bring it back?") doesn't say whether it already
    came back once: with its counter, it doesn't return again (603.4). Both readings, one per
    such creature; where they part, the judge is asked. A creature described ("with no
    counters", "fresh", "a 3/2", "with 1 damage") is as described: what isn't listed isn't there."""
    story, skipped, question = told
    unsaid = (
        [(n, counter) for n, t in enumerate(story.things) if (counter := _return_unsaid(t, cards))]
        if story.events
        else []
    )
    if not unsaid:
        yield told
        return
    variants = [told]
    for n, counter in unsaid[:_MAX_UNSAID_RETURNS]:
        came_back = copy.deepcopy(story)
        came_back.things[n].counters[counter] = 1
        variants.append((came_back, skipped, question))
    yield from variants


def _return_unsaid(thing: Thing, cards: CardCatalog) -> str | None:
    """The counter that would stop this creature's persist or undying, when nothing the text
    says of it as it stands tells whether it is there."""
    if thing.token or thing.zone is not None or thing.no_counters or thing.counters or thing.damage:
        return None
    if thing.pt or thing.size_now or thing.toughness_now is not None or thing.copying is not None:
        return None
    found = _RETURN_KEYWORD.search(oracle_text(cards, thing.card))
    return _RETURN_COUNTERS[found.group(1).lower()] if found else None


def _life_unsure(story: Story) -> bool:
    return any(p.life_after and not p.life_after_sure for p in story.people.values())


def _lives(
    told: tuple[Story, tuple[str, ...], str | None], cards: CardCatalog
) -> Iterator[tuple[Story, tuple[str, ...], str | None]]:
    """A life said after the damage told to that player, without words that place it ("me
    asigna 5 a mí, estoy a 12"): the life the damage left, or the one it started from. Both
    readings; where they part, the judge is asked."""
    story, skipped, question = told
    before = copy.deepcopy(story)
    for person in before.people.values():
        if person.life_after and not person.life_after_sure:
            person.life_after = False
    for each in ((story, skipped, question), (before, skipped, question)):
        yield from _controllers(each, cards)


#: Oracle words that make an object's controller matter to what it does ("You can't lose the
#: game", "creatures your opponents control get -1/-1", "Other Elves you control").
_CONTROLLER_MATTERS = re.compile(r"\byou\b|\byour\b|\bopponents?\b", re.I)
#: The most objects of unsaid controller tried each way (2: up to 9 readings at three players).
_MAX_UNSAID_CONTROLLERS = 2


def _controllers(
    told: tuple[Story, tuple[str, ...], str | None], cards: CardCatalog
) -> Iterator[tuple[Story, tuple[str, ...], str | None]]:
    """The story with each permanent whose controller the text doesn't say, and whose text
    makes it matter, under each player the story names ("Platinum Angel is on the battlefield
    and Ana goes to 0 life": Ana's Angel, or someone else's?). One reading per combination;
    where they part, the judge is asked."""
    story, skipped, question = told
    players = list(dict.fromkeys([*story.people, *(t.player for t in story.things if t.player)]))
    # two legends of one name in a text where the writer speaks of their own things are theirs
    # ("Clone copying my Ragavan. Do I lose one?"); said by no one's, whose each is is asked
    legend_rule_open = SELF not in players
    unsaid = [
        n
        for n, t in enumerate(story.things)
        if t.player is None
        and t.zone is None
        and (
            _CONTROLLER_MATTERS.search(oracle_text(cards, t.card))
            or (legend_rule_open and _legend_pair(story, t, cards))
        )
    ]
    legends = legend_rule_open and any(_legend_pair(story, story.things[n], cards) for n in unsaid)
    if not unsaid or (len(players) < 1 and not legends):
        yield told
        return
    if SELF not in players:
        players.append(SELF)
    existential = any(story.things[n].card in story.existential for n in unsaid)
    if len(players) < 2 and (legends or (existential and not story.multiplayer)):
        # two legends nobody's said to control: one player's, or one each? And a permanent told
        # only as there ("my Courser took 3, there's a Glorious Anthem on the table") may be the
        # other player's: whose it is decides it
        players.append(OPPONENT)
    if len(unsaid) > _MAX_UNSAID_CONTROLLERS:
        raise Asked(NaturalQuestion("controller", what=story.things[unsaid[0]].card))
    for combination in product(players, repeat=len(unsaid)):
        each = copy.deepcopy(story)
        for index, player in zip(unsaid, combination, strict=True):
            each.things[index].player = player
        yield each, skipped, question


def _legend_pair(story: Story, thing: Thing, cards: CardCatalog) -> bool:
    """A legendary permanent sharing its name with another on the battlefield: who controls
    each decides the legend rule (704.5j applies to one player's two), so it is never assumed."""

    def name(t: Thing) -> str:  # a copy has the name of what it copies (707.2)
        return story.things[t.copying].card if t.copying is not None else t.card

    if "legendary" not in card_kinds(cards, name(thing)):
        return False
    return sum(1 for t in story.things if name(t) == name(thing) and t.zone is None) > 1


def _order_told(story: Story, sources: list[int]) -> bool:
    """Whether an order word stands among the effect sources' first mentions ("Opalescence
    came down turn 3, Humility later": between them), so it orders them."""
    cards = {story.things[i].card for i in sources}
    if any(card not in story.said_at for card in cards):
        return False
    firsts = [story.said_at[card][0] for card in cards]
    first, last = min(firsts), max(firsts)
    close = [  # one source named, an order word, another named within a few words
        (a, b)
        for x in cards
        for y in cards
        if x != y
        for a in story.said_at[x]
        for b in story.said_at[y]
        if 0 < b - a <= 3
    ]
    return any(
        any(a < at < b for a, b in close)  # "Opalescence, then Humility", "first Opalescence then Humility"
        or (at == last + 1 and not word.startswith(_FIRST))  # "Opalescence came down, Humility later"
        or (first - 2 <= at < first and word.startswith(_FIRST))  # "primero bajé Humildad"
        for at, word in story.sequence_at
    )


def _sequence_pairs(story: Story, sources: list[int]) -> set[tuple[int, int]]:
    """The orders the text's sequence words tell between effect sources, pair by pair (the rest
    left to the readings): an order word between two sources' first mentions ("Lattice entered;
    then Painter's Servant") puts the first before the second; "first"/"primero" right after a
    source ("Lattice entró primero") puts it before every other. A card two sources share is
    left open."""
    cards = [story.things[i].card for i in sources]
    firsts = {
        i: story.said_at[c][0]
        for i, c in zip(sources, cards, strict=True)
        if c in story.said_at and cards.count(c) == 1
    }
    pairs: set[tuple[int, int]] = set()
    for at, word in story.sequence_at:
        for x, a in firsts.items():
            if word.startswith(_FIRST) and 0 < at - a <= 2:
                pairs.update((x, y) for y in sources if y != x)
            elif fold(word) in _LAST and 0 < at - a <= 2:  # "Humildad la última", "Humility came last"
                pairs.update((y, x) for y in sources if y != x)
            for y, b in firsts.items():
                if a < at < b and not word.startswith(_FIRST) and fold(word) not in _LAST:
                    pairs.add((x, y))
    if any((b, a) in pairs for a, b in pairs):
        return set()  # words that contradict each other order nothing: the readings decide
    return pairs


#: Order words that tell what came last, said after it.
_LAST = frozenset({"last", "came last", "la ultima", "el ultimo"})
#: Order words that tell what came first, said before it.
_FIRST = ("first", "primero")


#: Oracle words that count cards in graveyards (Tarmogoyf, threshold, delirium).
#: A count over every player's graveyard ("card types among cards in all graveyards").
_ALL_GRAVEYARDS = re.compile(r"\ball graveyards\b", re.I)
_COUNTS_GRAVEYARDS = re.compile(r"(?:\bfor each\b|\bnumber of\b|\bamong\b|\bseven or more\b)[^.]*\bgraveyards?\b", re.I)


def _types_already_there(story: Story, cards: CardCatalog, spell: str, counting: str) -> bool:
    """Whether the spell's card types are all among those of the cards told in graveyards, and
    what counts the graveyards counts only card types (Tarmogoyf): then where it is changes nothing."""
    if not re.search(r"\bcard types among\b", oracle_text(cards, counting) or "", re.I):
        return False
    there = {k for t in story.things if t.zone == "graveyard" for k in (t.types or card_kinds(cards, t.card))}
    return card_kinds(cards, spell) & _CARD_TYPES <= there


#: The card types a type count counts (205.2a).
_CARD_TYPES = frozenset(
    {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery"}
)


def _spell_in_a_graveyard_unsaid(story: Story, cards: CardCatalog) -> str | None:
    """An instant or sorcery told as cast, now in its owner's graveyard (608.2n) though the
    board doesn't put it there: the first such spell."""
    placed = {t.card for t in story.things if t.zone == "graveyard"}
    for event in story.events:
        spell = getattr(event, "spell", "")
        if spell and spell not in placed and card_kinds(cards, spell) & {"instant", "sorcery"}:
            if re.search(r"\bshuffle [^.]*into its owner's library", oracle_text(cards, str(spell)) or "", re.I):
                continue  # Black Sun's Zenith goes back into the library, not the graveyard
            return str(spell)
    return None


def _counts_the_board(cards: CardCatalog, name: str) -> bool:
    """Whether a static ability the effects engine applies counts something on the board
    (Ethereal Armor's "for each enchantment you control"; not a mana ability's count)."""
    from engine.effects.oracle import compile_text

    text = oracle_text(cards, name)
    if not text or not _COUNTS.search(text):
        return False
    paragraphs = compile_text(text, name, card_kinds(cards, name))
    return any(p.count is not None for paragraph in paragraphs for st in paragraph.statics for p in st.parts)


#: The types of a mass removal that take every creature token (a token's size then changes
#: nothing: it is gone, whatever it was).
_TAKES_TOKENS = frozenset({"creature", "permanent"})


def _counted_sizes_said(story: Story, cards: CardCatalog) -> None:
    """ "My Tarmogoyf (4/5) has 4 damage": a creature whose size its own ability counts (a "*"
    in its printed size, 604.3) from what the board doesn't tell (no graveyard told) takes the
    size the judge counted. Only where nothing told could change that count before the check:
    no graveyard told to check it against, and no event but combat (a spell told resolving goes
    to a graveyard, 608.2n: "Tarmogoyf (2/3) gets Bolted" may be a 3/4 by then, so it is asked)."""
    if story.all_graveyards or any(t.zone == "graveyard" for t in story.things):
        return
    if any(not isinstance(e, Combat) for e in story.events):
        return
    for thing in story.things:
        if thing.size_now is None or thing.token or thing.pt is not None:
            continue
        found = cards.read(thing.card).card
        face = cards.face_for(found) if found is not None else None
        if face is not None and "*" in f"{face.power}{face.toughness}":
            thing.pt, thing.size_now = thing.size_now, None


def _rendered(story: Story, cards: CardCatalog) -> str | None:
    for thing in story.things:  # "Pyroclasm: opp has …" read as a sorcery on the battlefield
        kinds = card_kinds(cards, thing.card)
        if thing.zone is None and not thing.token and kinds & {"instant", "sorcery"} and not kinds & PERMANENT_TYPES:
            return None  # 110.4a: an instant or a sorcery is never a permanent: not a reading
    _counted_sizes_said(story, cards)
    if not story.times_told:  # "Nether Void, cast two turns ago": the order told isn't the order entered
        world_timestamps(
            story, [n for n, t in enumerate(story.things) if t.zone is None and "world" in card_kinds(cards, t.card)]
        )
    try:
        suspects = _damage_on_what_cant_take_it(story, cards)
        line = render(story, lambda line: _sizes(line, cards, story), lambda line: _sizes(line, cards, story, False))
        _damage_where_it_can_be(story, cards, line, suspects)
        return line
    except Unreadable as unknown:
        raise Asked(NaturalQuestion(unknown.why, what=unknown.what)) from None
    except BoardError:
        return None


#: What damage can be dealt to (120.3), as the computed keywords name the types.
_DAMAGEABLE = frozenset(f"type:{kind}" for kind in DAMAGEABLE)


def _damage_on_what_cant_take_it(story: Story, cards: CardCatalog) -> list[int]:
    """The things told with damage marked, before the events, that are no creature, planeswalker
    or battle on the board as told then (a card whose printed types can take damage, or whose
    own text animates it, is never one; an Opalescence can make an Anthem a creature)."""
    printed = [
        n
        for n, thing in enumerate(story.things)
        if thing.zone is None
        and not thing.token
        and thing.card
        and (thing.damage or any(amount for _, amount in thing.damage_from))
        and not card_kinds(cards, thing.card) & _CAN_BE_DAMAGED
    ]
    if not printed:
        return []
    try:
        computed = _sizes(board_line(story), cards, story, False)
    except (Unreadable, BoardError):
        return []  # the effects part (Humility, Opalescence: timestamps unsaid): the board's own readings
    return [n for n in printed if n in computed and not computed[n][1] & _DAMAGEABLE]


def _damage_where_it_can_be(story: Story, cards: CardCatalog, line: str, suspects: list[int]) -> None:
    """Damage read as marked on a permanent that is no creature, planeswalker or battle on the
    board told ("My Grizzly Bears have Glorious Anthem on the table, 2 damage on them": not the
    Anthem's) is a misreading of whose it is, never a state: asked. Damage marked while it was a
    creature stays when it stops being one (120.6: an Opalescence told leaving), so a thing that
    can take damage before the events or after them is never asked about."""
    if not suspects:
        return
    try:
        computed = _sizes(line, cards, story, False)
    except (Unreadable, BoardError):
        return  # the effects part: each reading is checked where it is answered
    for n in suspects:
        if n in computed and not computed[n][1] & _DAMAGEABLE:
            raise Unreadable(story.things[n].card, "open")


#: Printed types that can be dealt damage, or can become a creature by their own ability
#: (a Vehicle crewed, a land that animates itself): those are never suspected.
_CAN_BE_DAMAGED = DAMAGEABLE | {"vehicle"}


def _effect_sources(line: str, cards: CardCatalog, story: Story) -> list[int]:
    try:
        state = parse_line(line, cards)
    except BoardError:
        return []  # a line the board reader refuses: its reading is left out where it is checked
    with_statics = {o.id for o in state.objects if statics(o)}  # effects the engine applies
    return [n for n, t in enumerate(story.things) if t.card + (f" #{t.label}" if t.label else "") in with_statics]


def _story(
    text: str, cards: CardCatalog | None, combination: int = 0, spans: list[Span] | None = None, lang: str | None = None
) -> tuple[Story, tuple[str, ...], str | None] | None:
    """What ``text`` tells, or None when some word isn't read (``_NO_MORE`` past the last
    combination of its ambiguous names)."""
    if cards is None:
        return None
    try:
        return told(text, cards, combination, spans, lang)
    except NotRead as unread:
        span = unread.span
        if span.text:
            raise Asked(NaturalQuestion("unread", column=span.start + 1, word=span.text)) from None
        return None


def _nicknames_explained(spans: list[Span]) -> list[Span]:
    """ "su Bob (Confidente oscuro)", "my Tiger (Tarmogoyf)": a word no class reads, after an
    article or a possessive, followed by a card's name alone in brackets, is that card called by
    a nickname the bracket explains (a player's name, "Bob (Serra Angel) attacks", has none)."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        if (
            span.kinds <= {"word", "capitalised"}
            and k > 0
            and fold(spans[k - 1].text) in _BEFORE_A_NICKNAME
            and k + 3 < len(spans)
            and spans[k + 1].text == "("
            and spans[k + 2].is_("card")
            and not spans[k + 2].is_("verb")
            and spans[k + 3].text == ")"
        ):
            card, close = spans[k + 2], spans[k + 3]
            text = f"{span.text} ({card.text})"
            out.append(
                dataclasses.replace(
                    card,
                    first=span.first,
                    last=close.last,
                    text=text,
                    start=span.start,
                    end=close.end,
                    extra=dict(card.extra),
                )
            )
            k += 4
            continue
        out.append(span)
        k += 1
    return out


def _reminders(spans: list[Span], text: str, cards: CardCatalog) -> None:
    """ "Blighted Agent (can't be blocked)", "Thalia (noncreature spells cost 1 more)": words in
    brackets right after a card that are its own Oracle text, two words or more, remind what it
    does and state nothing new: skipped and listed (what the card does is read from its text)."""
    for k in range(len(spans) - 2):
        card = spans[k]
        if not card.is_("card") or card.is_("token"):
            continue
        mode = k + 2 < len(spans) and spans[k + 1].is_("with") and bool(spans[k + 2].kinds & _CAST_MODES)
        opened = k + 3 if mode else k + 1  # "Electrickery with overload (1 damage to each …)"
        if opened >= len(spans) or spans[opened].text != "(":
            continue
        close = next((j for j in range(opened + 1, len(spans)) if spans[j].text in ("(", ")")), None)
        if close is None or spans[close].text != ")" or close - (opened + 1) < 1:
            continue
        inside = spans[opened + 1 : close]
        oracle = oracle_text(cards, str(card.value))
        if _restates_the_spell(inside, oracle, card_kinds(cards, str(card.value))):
            pass  # "Pyroclasm (2 damage to each creature)", "Desmembrar (-5/-5)"
        elif mode:
            continue
        elif any(_a_fact_of_its_own(s) for s in inside):
            continue  # "Prodigal Sorcerer (1 damage)": its damage, though its text says "1 damage"
        else:
            said = fold(text[spans[k + 2].start : spans[close - 1].end])
            if len(said.split()) < 2 or said not in fold(oracle):
                continue
        for j in range(opened + 1, close):
            spans[j] = dataclasses.replace(spans[j], kinds=frozenset({"filler"}))


#: How a spell may be said cast before the brackets that gloss it ("with overload").
_CAST_MODES = frozenset({"overloads"})


def _restates_the_spell(inside: list[Span], oracle: str, kinds: frozenset[str]) -> bool:
    """Brackets after an instant or a sorcery that say what it does in the writer's words, in
    either language ("Detonación ígnea (2 de daño a cada criatura)", "Dismember (-5/-5)"): a
    spell is no object on the battlefield, so its numbers there are its text's, never a fact
    of their own. Only when every number is one its Oracle text says, a negation only where
    the text has one, and every other word is one the reader knows that names nothing (no
    card, player or unknown word): then the spell is read from its text, as without them."""
    if not kinds & {"instant", "sorcery"} or not oracle:
        return False
    facts = [s for s in inside if _a_fact_of_its_own(s)]
    if not facts or not all(_in_its_text(s, oracle) for s in facts):
        return False
    negated = re.search(r"\b(?:not|no|n't|can't|don't)\b|n't\b", oracle) is not None
    for span in inside:
        if span in facts or span.kinds & _GLOSS_WORDS:
            continue
        if span.is_("negation") and negated:
            continue
        return False
    return True


#: Word classes a spell's gloss may hold besides its numbers: units, "each creature", who is
#: spoken of, the verbs a spell's effect is told with, filler.
_GLOSS_WORDS = frozenset(
    {
        "filler", "each", "targeting", "purpose", "controls", "self", "opponent", "until_eot", "punct",
        "a_creature", "creature_word", "all_word",
    }
)  # fmt: skip


def _in_its_text(span: Span, oracle: str) -> bool:
    """Whether a number of a spell's gloss is one its text says ("2" of "deals 2 damage", "-5/-5")."""
    if any(k.startswith("unit_") for k in span.kinds) or span.is_("counter"):
        return True  # a unit or a counter's name is a word, not a number
    value = span.value
    if span.is_("mod") and isinstance(value, tuple):
        said = f"{value[0]:+d}/{value[1]:+d}"
    elif span.is_("num") or span.is_("signed"):
        said = str(value)
    else:
        return False
    return re.search(rf"(?<![\w/+-]){re.escape(said)}(?![\w/])", oracle) is not None


def _a_fact_of_its_own(span: Span) -> bool:
    """A number, a size, a unit or a counter: a fact of the object, whatever its text says."""
    return bool(span.kinds & {"num", "signed", "pt", "mod", "counter"}) or any(
        k.startswith("unit_") for k in span.kinds
    )


def _unblockable(reader: Reader, cards: CardCatalog) -> bool:
    """Whether every attacker told, whose blocks the text doesn't tell, can't be blocked at all by
    its own text (a sentence of its Oracle text that says just that, 509.1b): then it is
    unblocked, said or not. "Can't be blocked except by …" or "… by more than one" is no such."""
    assert reader.attack is not None
    attackers = reader.attack[0]
    return bool(attackers) and all(
        _cant_be_blocked(oracle_text(cards, reader.story.things[a].card), reader.story.things[a].card)
        for a in attackers
    )


def _cant_be_blocked(oracle: str, name: str) -> bool:
    """A line of its text that says only that it can't be blocked ("Blighted Agent can't be
    blocked.", "Thalia can't be blocked." for a legend said short)."""
    names = {name.casefold(), name.split(",")[0].casefold(), "this creature", "~"}
    return any(line.strip().casefold() in {f"{n} can't be blocked." for n in names} for line in oracle.splitlines())


#: Words a nickname stands after ("su Bob", "his Tiger").
_BEFORE_A_NICKNAME = frozenset(
    {"my", "his", "her", "their", "your", "our", "the", "a", "an", "mi", "su", "tu", "el", "la", "un", "una", "nuestro"}
)


def _fresh(span: Span) -> Span:
    """A copy a reading may mark (kinds, owners, counts) without touching the others'."""
    return Span(span.first, span.last, span.text, span.start, span.end, span.kinds, span.value, dict(span.extra))


def told(
    text: str, cards: CardCatalog, combination: int = 0, spans: list[Span] | None = None, lang: str | None = None
) -> tuple[Story, tuple[str, ...], str | None] | None:
    """What ``text`` tells; ``NotRead`` names the first span no row reads (for the judge's
    caret, and for measuring which words the reader lacks). ``combination`` picks, for each
    name several cards answer to, which card (in a fixed order: every one is tried)."""
    spans = _its_or_theirs(_walker_pronouns(_short_names_told(tag(text, cards)), cards)) if spans is None else spans
    combination, explained = divmod(combination, 2)
    if not _choose(spans, combination):
        return _NO_MORE
    spans = _each_of_them(_nicknames_explained(_unattached_after(_emoticons(spans))))
    _whose_unknown(spans)
    _x_said_for_a_cost(spans)
    _ability_named_by_its_cost(spans)
    _greeting_opener(spans, cards)
    _signed_at_the_end(spans, cards)
    spans = _title_line(spans, text)
    spans = _translations(
        _dash_labels(_list_markers(_event_labels(_timestamps(_opened_questions(spans, text))), text), text)
    )
    _reminders(spans, text, cards)
    _mark_bracketed(spans)
    _talk_before_colon(spans)
    _deck_names(spans)
    _decks_played(spans, cards)
    _mark_spells(spans, cards)
    spans = _from_to(_counter_shorthand(_chosen_in_brackets(_x_told(spans, cards))))
    _graveyard_types(spans)
    _type_appositions(spans, cards)
    _mark_players(spans)
    spans = _roster_as_one(spans)
    _second_person(spans)
    _opening_imperfect(spans)
    spans = _paired_players(_token_prefixes(mark_teams(_restated_players(_owned_graveyards(spans)))))
    spans = _relative_clauses(spans)
    spans = _size_before_a_card(spans)
    for k, span in enumerate(spans[:-1]):  # "both with 2 damage", "ambos con 2 de daño": never
        # stepped over by a row, what follows is told of each ("both on my Lions" stays a list's)
        if span.kinds == {"filler"} and fold(span.text) in _BOTH and _told_of_each_after(spans, k + 1):
            span.kinds = frozenset({"both_word"})
    _both_copies(spans)
    _another_copy(spans)
    spans = _plural_have(spans)
    for k, span in enumerate(spans):  # a content word no class reads: not read this way (checked first: cheap)
        if span.kinds <= {"word", "capitalised"} and not _in_question(spans, span) and not _chosen_word(spans, k):
            raise NotRead(span)
    _quoted_speech(spans)
    spans = _fresh_said(_owners(spans))
    story = Story(spanish=_spanish(spans) if lang is None else lang == "es")  # the reply's words
    reader = Reader(
        story,
        lambda name: spell_damage(cards, name),
        lambda name: card_kinds(cards, name),
        lambda name: spell_effect(cards, name),
        lambda name: enters_effect(cards, name),
        lambda name: pump_effect(cards, name),
        lambda creator, kind: token_size(cards, creator, kind),
        lambda name: draw_count(cards, name),
        lambda name: printed_loyalty(cards, name),
        lambda name: spell_riders(cards, name),
        lambda name: oracle_text(cards, name),
        lambda name: target_types(cards, name),
        card_name=lambda name: _oracle_name(cards, name),
        tokens_made=lambda name: spell_tokens(cards, name),
    )
    reader.explained = bool(explained)
    # "He cast Wrath of God. I had Grizzly Bears": a text of the writer and one other, no one named
    reader.two_unnamed = any(s.is_("self") for s in spans) and not any(s.kinds & _NAMED_PEOPLE for s in spans)
    skipped: list[str] = []
    question: list[str] = []
    talk_of_players = False  # a sentence naming a player skipped as talk
    turn_ended_after_lasting = False
    cleanup_at: int | None = None
    after_cleanup = False
    for sentence in _sentences(spans):
        if _is_question(sentence):
            question.append(" ".join(s.text for s in sentence))
            continue
        if _prologue_talk(sentence, spans):
            skipped.append(" ".join(s.text for s in sentence if not s.is_("punct")))
            continue  # "L1 here, double checking a ruling.", "At an RCQ right now, need a quick answer"
        if _observed(sentence, spans):
            # "Arena took my Chandra off the battlefield": the outcome asked about; the objects
            # it names are the board's ("She came in at 4" speaks of that Chandra)
            objects = _objects_observed(sentence)
            kept = [s for each in objects for s in each]
            skipped.append(" ".join(s.text for s in sentence if not s.is_("punct") and s not in kept))
            for each in objects:
                _read_sentence(reader, each, skipped)
            continue
        ends = [i for i, s in enumerate(sentence) if _TURN_ENDS.search(s.text.casefold())]
        lasting_before = lasting_told(reader.story)
        if not _states_a_fact(sentence):
            if any(_claim_at(sentence, k) for k in range(len(sentence))):
                skipped.append(" ".join(s.text for s in sentence if not s.is_("punct")))
                continue  # "Opp says it lives because it's his turn": a claim, whatever its words
            if any(_could_be_a_card(s, cards) for s in sentence):
                raise NotRead(next(s for s in sentence if _could_be_a_card(s, cards)))  # "humility on bf"
            words = [s for s in sentence if not s.is_("punct")]
            named = [s for s in words[1 if len(words) > 1 else 0 :] if s.kinds == {"word", "capitalised"}]
            if named:
                raise NotRead(named[0])  # "un Tesoro": a name the reader doesn't know isn't talk
            talk_of_players = talk_of_players or any(s.kinds & _A_PLAYER_NAMED for s in sentence)
            skipped.append(" ".join(s.text for s in sentence if not s.is_("punct")))
            continue  # "Walk me through the SBAs.", "Nothing else going on.": no fact in it
        events_before = len(reader.story.events)
        cleanup_said_before = reader.cleanup_said
        _read_sentence(reader, sentence, skipped)
        respond(reader)
        said_cleanup = len(reader.story.events) == events_before and (
            _says_cleanup(" ".join(s.text for s in sentence).casefold())
            or (reader.cleanup_said and not cleanup_said_before)
        )
        if said_cleanup:
            reader.cleanup_said = True
            # "now we're in my cleanup step", "Giant Growth wears off": 514.2 happened; a sentence
            # that tells events at "end of turn" ("end of turn I Shocked it") tells when they
            # were: the end step
            cleanup_at = len(reader.story.events)
        elif cleanup_at is not None and len(reader.story.events) > events_before:
            after_cleanup = True  # something told after it: which turn it was in isn't said
        spell_before_end = any(s.is_("spell") for s in sentence[: ends[-1]]) if ends else False
        if ends and not said_cleanup and (lasting_before or (lasting_told(reader.story) and spell_before_end)):
            turn_ended_after_lasting = True
    for span in spans:  # "two Shocks": cast twice; read only where a row counts the copies cast
        count = span.extra.get("count")
        many = isinstance(count, int) and count > 1
        if span.is_("spell") and many and not span.extra.get("count_read") and not _in_question(spans, span):
            raise NotRead(span)
    if turn_ended_after_lasting or (cleanup_at is not None and after_cleanup):
        # an effect "until end of turn" told, then the turn ending: its cleanup (514.2) ended
        # it, and which events came after the words don't always say: asked, never assumed
        raise Asked(NaturalQuestion("open"))
    if _PAST_TURN.search(text.casefold()) and damage_told(reader.story):
        raise Asked(NaturalQuestion("open"))  # damage of an earlier turn was removed at its cleanup (514.2): which?
    if cleanup_at is not None:
        reader.story.cleanup = True  # damage removed, "until end of turn" over (514.2), then the checks (514.3a)
    elif any(isinstance(e, Noted) and e.key == "animated" and e.rule_id != "crewed" for e in reader.story.events):
        raise Asked(NaturalQuestion("open"))  # a creature until end of turn: its size and abilities not read here
    if reader.assigning is not None and len(reader.assigning[1]) > 1 and not reader.assigning[2]:
        raise Asked(NaturalQuestion("blockers"))  # several blockers, the division not told (510.1c)
    if reader.attack is not None and _unblockable(reader, cards):
        attackers, attacked = reader.attack  # "I attacked with Blighted Agent": it can't be blocked (509.1b)
        for attacker in attackers:
            goes_unblocked(reader, attacker, attacked, spans[-1])
        reader.attack = None
    if reader.attack is not None:
        raise Asked(NaturalQuestion("blocks"))  # an attack whose blocks aren't told: never assumed
    if reader.explained and not reader.bracketed_events:
        return None  # the same reading as without the flag: nothing in brackets was an event
    story = reader.story  # a row that gave way put back the story as it was: the reader's is current
    for n, thing in enumerate(story.things):  # a token whose size nothing told: a 0/0 or a 1/1 is never guessed
        if (
            thing.token
            and thing.pt is None
            and thing.copying is None
            and thing.zone is None
            and not left_in_events(story, n)
            and not any(
                isinstance(e, MassRemoval) and n < e.told_after and e.types & _TAKES_TOKENS for e in story.events
            )
            and (reader.kinds(thing.card) == frozenset() or reader.card_name(thing.card) != thing.card)
        ):
            raise Asked(NaturalQuestion("power", what=thing.card))
    for thing in story.things:  # an Aura or Equipment named but never put on anything: on what?
        attaches = reader.kinds(thing.card) & {"aura", "equipment", "fortification"} if not thing.token else set()
        if attaches and thing.attached_to is None and not thing.unattached and thing.zone is None:
            raise Asked(NaturalQuestion("attachment", what=thing.card))
    if not story.things and not story.people and not story.teams:
        return None
    if (
        story.multiplayer
        and (story.table is None or talk_of_players)
        and len(story.people) < 3
        and any("battle" in reader.kinds(t.card) for t in story.things)
    ):
        # a battle's protector is chosen among the players (310.8, 310.11a): with players the
        # board doesn't name ("multijugador" naming two), who they are is asked, never assumed;
        # with the table's size said ("Commander a 4"), the others are its unnamed seats — unless
        # a sentence about a player was skipped as talk ("Bruno se quedó sin nada"): who plays on?
        raise Asked(NaturalQuestion("open"))
    _attacked_players(story)
    _opposing_sides(story, lambda name: card_kinds(cards, name))
    sources_named(story)
    story.existential = _told_as_there(spans)
    story.sieges = frozenset(t.card for t in story.things if "siege" in card_kinds(cards, t.card))
    story.sequence_at = tuple((span.first, span.text.casefold()) for span in spans if span.is_("sequence"))
    for span in spans:
        if span.is_("card"):
            story.said_at.setdefault(str(span.value), []).append(span.first)
    story.sequenced = any(span.is_("sequence") for span in spans) and not any(
        _REVERSING.search(span.text.casefold()) for span in spans if not span.is_("card")
    )  # "first … then": told in order (a word telling of earlier times leaves it to the readings)
    story.times_told = any(_EARLIER.search(span.text.casefold()) for span in spans if not span.is_("card"))
    return story, tuple(dict.fromkeys(s for s in skipped if s)), " ".join(question) or None


#: Definite and indefinite articles: what may stand between "there's" and the card.
_ARTICLE_WORDS = _ARTICLES | {"a", "an", "un", "una", "unos", "unas"}


def _told_as_there(spans: list[Span]) -> frozenset[str]:
    """The cards named right after an existential."""
    return frozenset(str(s.value) for i, s in enumerate(spans) if s.is_("card") and _after_existential(spans, i))


def _after_existential(spans: list[Span], i: int) -> bool:
    """Whether the span at ``i`` comes right after "there's"/"hay" (an article between allowed)."""
    before = [fold(s.text) for s in spans[max(0, i - 2) : i]]
    if before and before[-1] in _ARTICLE_WORDS:
        before = before[:-1]
    return bool(before) and before[-1] in EXISTENTIAL


def _emoticons(spans: list[Span]) -> list[Span]:
    """ ":(", ":)", ";)", ":/" typed in a message are faces, not a colon and a bracket (an opened
    bracket would make what follows a parenthesis about the card before it)."""
    out: list[Span] = []
    skip = False
    for i, span in enumerate(spans):
        if skip:
            skip = False
            continue
        nxt = spans[i + 1] if i + 1 < len(spans) else None
        if span.text in (":", ";", "=") and nxt is not None and nxt.start == span.end and nxt.text in _FACES:
            skip = True
            continue
        out.append(span)
    return out


_FACES = frozenset({"(", ")", "/", "D", "P", "p"})


def _size_before_a_card(spans: list[Span]) -> list[Span]:
    """ "a 3/3 Centaur Courser", "un 2/2 Osos pardos": a size said before a card's name is its
    size as the board stands, read as "Centaur Courser 3/3" is (checked against the card; a size
    that differs is asked). A token's size before it is its maker's (``_token_prefixes``)."""
    out = list(spans)
    for k in range(len(out) - 1):
        span, card = out[k], out[k + 1]
        if span.is_("pt") and not span.is_("card") and card.is_("card") and not card.is_("token"):
            if k + 2 < len(out) and out[k + 2].kinds & {"token", "pt"}:
                continue  # "a 3/3 Centaur token", "2/2 Bears 3/3": not this
            out[k], out[k + 1] = card, span
    return out


def _x_said_for_a_cost(spans: list[Span]) -> None:
    """ "activé su -X con X=7", "his -X with X = 5": the value of X said beside a cost that the
    tagger already read with it (the cost is -7) says nothing more: skipped with its "with"."""
    if not any(s.extra.get("x_cost") for s in spans):
        return
    for k, span in enumerate(spans):
        if span.is_("x_value"):
            spans[k] = dataclasses.replace(span, kinds=frozenset({"filler"}), value=None)
            if k and spans[k - 1].is_("with"):
                spans[k - 1] = dataclasses.replace(spans[k - 1], kinds=frozenset({"filler"}), value=None)


def _ability_named_by_its_cost(spans: list[Span]) -> None:
    """ "he used the 0 ability", "I used her -3 ability", "activé su habilidad de -3": the word
    for the ability beside the cost an activation names says nothing more than the cost does
    (606.4): skipped. Only right after the cost ("-3 ability") or right before it ("habilidad
    de -3"), with a verb of activating just before; anywhere else the word is read as it is."""
    for k, span in enumerate(spans):
        words = fold(span.text).split()
        if not words or words[-1] not in _ABILITY_NOUNS:
            continue
        after_cost = k > 0 and spans[k - 1].kinds & {"signed", "num"} and _activated_before(spans, k - 1)
        de = k + 2 < len(spans) and fold(spans[k + 1].text) == "de"
        cost = k + 2 if de else k + 1
        before_cost = cost < len(spans) and spans[cost].is_("signed") and _activated_before(spans, k)
        if after_cost or before_cost:
            spans[k] = dataclasses.replace(span, kinds=frozenset({"filler"}), value=None)
            if before_cost and de:
                spans[k + 1] = dataclasses.replace(spans[k + 1], kinds=frozenset({"filler"}), value=None)


#: The nouns an ability is called by beside its cost.
_ABILITY_NOUNS = frozenset({"ability", "habilidad"})


def _activated_before(spans: list[Span], k: int) -> bool:
    """Whether a verb of activating comes in the three spans before ``k`` ("used the", "activé su")."""
    return any(s.is_("activates") for s in spans[max(0, k - 3) : k])


def _greeting_opener(spans: list[Span], cards: CardCatalog) -> None:
    """ "Asere, le metí un Relámpago…", "Quillo, mi Jace…", "ja boet, I've got…": one or two
    words no class reads, opening the text before a comma, where what follows the comma opens
    with its own subject (the writer, the opponent, a card): a greeting or a vocative, in every
    dialect's words, taken as talk (skipped and listed). A name of a person or a card, a number,
    or a clause without its own subject after the comma ("Bob, at 3 life, …") is never skipped."""
    comma = next((k for k, s in enumerate(spans[:4]) if s.text == ","), None)
    if comma is None or comma == 0 or comma + 1 >= len(spans):
        return
    opener = spans[:comma]
    if len(opener) > 2 or not any(s.kinds <= {"word", "capitalised"} for s in opener):
        return
    if not all(s.kinds <= {"word", "capitalised", "filler"} and not cards.read(s.text).cards for s in opener):
        return
    if not spans[comma + 1].kinds & _OWN_SUBJECTS:
        return
    for k in range(comma):
        spans[k] = dataclasses.replace(spans[k], kinds=frozenset({"filler"}))


def _signed_at_the_end(spans: list[Span], cards: CardCatalog) -> None:
    """ "… Thanks in advance, Mark", "Gracias, Marta": one to three words no class reads, ending
    the text right after a closing formula (and a comma): the writer's name, taken as talk. A
    card's name is never a signature; nor is a word that doesn't follow a closing."""
    end = len(spans)
    while end > 0 and spans[end - 1].is_("punct"):
        end -= 1
    start = end
    while start > 0 and end - start < 3 and spans[start - 1].kinds <= {"word", "capitalised"}:
        start -= 1
    if start == end or not all(s.is_("capitalised") and not cards.read(s.text).cards for s in spans[start:end]):
        return
    before = start - 1 if start > 0 and spans[start - 1].text == "," else start
    if before == 0 or fold(spans[before - 1].text).rstrip("!.") not in _CLOSINGS:
        return
    for k in range(start, end):
        spans[k] = dataclasses.replace(spans[k], kinds=frozenset({"filler"}))


#: How a message is signed off before the writer's name ("Thanks, Mark", "Saludos, Marta").
_CLOSINGS = frozenset(
    {
        "thanks", "thank you", "thanks in advance", "thanks a lot", "many thanks", "cheers", "regards", "best",
        "best regards", "kind regards", "bye", "gracias", "muchas gracias", "gracias de antemano", "saludos",
        "un saludo", "saludos cordiales", "un abrazo", "abrazos", "atentamente", "chau", "chao", "adios",
    }
)  # fmt: skip


#: What a clause may open with that is its own subject (after a greeting: "Asere, le metí…").
_OWN_SUBJECTS = frozenset({"self", "opponent", "first_person", "card", "casts", "implied_self"})


def _chosen_word(spans: list[Span], k: int) -> bool:
    """A capitalised word right after "naming"/"que nombra": a creature type chosen ("Conspiracy
    naming Elf"), read by its row (the board reader checks it is one)."""
    return k > 0 and spans[k - 1].is_("naming") and spans[k].is_("capitalised")


def _could_be_a_card(span: Span, cards: CardCatalog) -> bool:
    """A plain word that is a card's whole name in lower case ("humility", "shock"): the tagger
    doesn't take it as the card (it may be the word), so a sentence holding it isn't talk."""
    return span.kinds <= {"word", "capitalised"} and bool(cards.read(span.text).cards)


def _in_question(spans: list[Span], span: Span) -> bool:
    """Whether ``span`` is in a sentence that asks (its words are the question, not the board)
    or says nothing of the board (talk around it): such a sentence is skipped whole."""
    start = spans.index(span)
    begin = start
    while begin > 0 and not spans[begin - 1].is_("end"):
        begin -= 1
    end = start
    while end < len(spans) - 1 and not spans[end].is_("end"):
        end += 1
    sentence = spans[begin : end + 1]
    sentence = next(part for part in _question_tail(sentence) if span in part)
    begin = spans.index(sentence[0])
    if any(_claim_at(sentence, k) for k in range(start - begin + 1)):
        return True  # "he says it survives", "Jess says …": a player's claim, skipped whole
    return (
        _is_question(sentence)
        or not _states_a_fact(sentence)
        or _observed(sentence, spans)
        or _prologue_talk(sentence, spans)
    )


#: The classes a sentence before anything of the board may hold and still be talk: words the
#: reader doesn't know, fillers, the writer, and the small words that frame ("a", "to", "for",
#: "of", "still", "en"). A card, a count, a size, a pronoun, a verb the rows read: not talk.
_PROLOGUE = frozenset(
    {"filler", "word", "capitalised", "punct", "end", "self", "for", "made_by", "purpose", "targeting", "life_at",
     "still", "attached"}
)  # fmt: skip


def _prologue_talk(sentence: list[Span], spans: list[Span]) -> bool:
    """ "L1 here, double checking a ruling.", "At an RCQ right now, need a quick answer.", "Legacy
    D&T mirror.": a sentence before any card is told, with a word the reader doesn't know and
    nothing but words of ``_PROLOGUE``, frames the board and tells none of it: skipped and
    listed. A capitalised word there past the first may be a player's name, so the sentence
    isn't passed over; an acronym ("RCQ", "D&T") names an event or a deck."""
    start = next((k for k, s in enumerate(spans) if s is sentence[0]), None)
    if start is None or any(s.kinds & {"card", "token"} for s in spans[:start]):
        return False
    if not any(s.kinds <= {"word", "capitalised"} and s.is_("word") for s in sentence):
        return False
    words = [s for s in sentence if not s.is_("punct")]
    if any(
        s.is_("capitalised") and not s.text.isupper() and fold(words[k].text) not in _BEFORE_A_PLACE
        for k, s in enumerate(words[1:])
    ):
        return False  # "Ana and Bob watch.": a name in it may be a player's (an acronym, "RCQ", isn't)
    return all(s.kinds and s.kinds <= _PROLOGUE for s in sentence)


#: Words after which a capitalised word in a prologue names a place, never a player ("Juez en
#: Zaragoza", "FNM in Toronto", "a judge from Leeds").
_BEFORE_A_PLACE = frozenset({"en", "in", "at", "from", "desde"})


def _observed(sentence: list[Span], spans: list[Span]) -> bool:
    """ "Arena took my Chandra off the battlefield", "the game sacrificed my Saga": what the game
    program did, the outcome the judge asks about — where the sentence tells nothing else (its
    capitalised card names, whose they are and the program's verb aside): its objects are then
    read as told and the rest skipped; any other fact in it, and it is read, or asked."""
    at = next((k for k, s in enumerate(sentence) if s.is_("client")), None)
    if at is None or at + 1 >= len(sentence) or sentence[at + 1].is_("end"):
        return False
    # any other fact in it ("right after chapter III brought back …") may be the board: read
    return all(
        k == at + 1 or not s.kinds & FACT_KINDS or (s.is_("card") and s.text[:1].isupper()) or s.kinds & _WHOSE
        for k, s in enumerate(sentence)
    )


#: Who an object named in a program's report belongs to, said before it ("my Chandra").
_WHOSE = frozenset({"self", "opponent", "possessive", "she", "player"})


def _objects_observed(sentence: list[Span]) -> list[list[Span]]:
    """The objects a program's report names, each with whose it is, as sentences of their own
    ("Arena took my Chandra off the battlefield" → "my Chandra"): they are on the board the
    judge tells; what the program did to them is the outcome asked about, never applied."""
    end = [sentence[-1]] if sentence[-1].is_("end") else []
    return [
        [*([sentence[k - 1]] if k and sentence[k - 1].kinds & _WHOSE else []), span, *end]
        for k, span in enumerate(sentence)
        if span.is_("card") and span.text[:1].isupper()  # "brought back": words, not the card Brought Back
    ]


def _states_a_fact(sentence: list[Span]) -> bool:
    """Whether a sentence says anything of the board. A negation alone negates nothing of it ("I
    don't really play", "no sé"), and a person's age is no count ("my son (9)", "mi hija de 11
    años"): a sentence with only those is talk around the board, skipped and listed."""
    kinds = [s.kinds & FACT_KINDS for s in sentence]
    if not any(kinds):
        return False
    if _talk_in_unknown_words(sentence):
        return False
    # a negation is no fact only where the sentence speaks of nobody but the writer ("I don't
    # really play"); "el del rival no me acuerdo qué tenía" denies knowing a fact of the board
    others = any(s.kinds & _SOMEONE_ELSE for s in sentence)
    for k in range(len(sentence)):
        if not kinds[k] or (kinds[k] == {"negation"} and not others):
            continue
        if kinds[k] == {"num"} and _an_age(sentence, k):
            continue
        if kinds[k] <= _HYPOTHESIS:
            continue  # "sorry if this is a basic question": an "if" supposes a fact only with one in it
        if kinds[k] <= _A_SIZE_VERB and not any(s.kinds & _SIZES for s in sentence):
            continue  # "Chat was fighting about this": "was" tells a size only with a size beside it
        return True
    return False


def _talk_in_unknown_words(sentence: list[Span]) -> bool:
    """ "Floor report, state right after combat damage.", "Summary after the appeal:": words the
    reader doesn't know around a few that also frame talk ("after", "damage", "time", "so") name
    nothing of the board (no card, count, size, keyword, person or pronoun) and tell no event:
    talk, skipped and listed. Only where a word is unknown: a sentence the reader knows whole is
    read by its rows, and a capitalised unknown word may be a name (refused by the caller)."""
    if not any(s.kinds <= {"word", "capitalised"} and s.is_("word") for s in sentence):
        return False
    if any(s.kinds & _NAMES_A_THING and not s.is_("filler") for s in sentence):
        return False  # "la apelación": an article that could be a pronoun names nothing
    return all(s.kinds & FACT_KINDS <= _TALK_TOO for s in sentence)


#: Fact classes whose words also frame talk ("before we keep going", "the first time", "so").
_TALK_TOO = frozenset({"before_obj", "after_obj", "keeps", "counter_kind", "so", "ordinal", "unit_damage"})
#: Classes that name something of the board or a count: a sentence with one is never talk this way.
_NAMES_A_THING = frozenset(
    {"card", "token", "num", "signed", "pt", "mod", "counter", "keyword", "creature_ref", "pronoun", "person",
     "player", "opponent", "she", "partner", "self", "spell", "self_at", "side", "x_value", "color"}
)  # fmt: skip


#: "was", "era": the verb of a size said as it was ("it was a 3/3"), a fact only with the size.
_A_SIZE_VERB = frozenset({"was_size"})
_SIZES = frozenset({"pt", "num", "signed", "mod", "toughness_word"})


#: The words of a supposition ("if", "si"): a fact of the board only with another fact beside them.
_HYPOTHESIS = frozenset({"supposing"})


#: Spans that name a player: a sentence with one, skipped as talk, may have said something of
#: who plays on (a battle's protector is chosen among those players).
_A_PLAYER_NAMED = frozenset({"player", "person", "opponent", "she", "partner"})


#: Words for someone or something other than the writer.
_SOMEONE_ELSE = frozenset(
    {"opponent", "person", "player", "partner", "she", "pronoun", "card", "token", "creature_ref"}
)


def _an_age(sentence: list[Span], k: int) -> bool:
    """A number that is someone's age: followed by "years old"/"años", or in brackets right after
    a person ("My son (9)")."""
    after = next((s for s in sentence[k + 1 :] if s.text != ")"), None)
    if after is not None and after.is_("age"):
        return True
    return k >= 2 and sentence[k - 1].text == "(" and sentence[k - 2].is_("person")


def _list_markers(spans: list[Span], text: str) -> list[Span]:
    """A number that opens a line and is followed by "." or ")" numbers a list ("1. Hill Giant
    with …", "2) tiene 1 daño"): no count of the board. Taken out with its mark; the line ends
    what came before it. The next numbers of a list so opened number it on the same line too
    ("1) Opalescence  2) then Humility", "1) I cast X. 2) Later …"): a ")" after the number, or
    a "." after one that follows the end of a sentence."""
    out: list[Span] = []
    expected: int | None = None
    k = 0
    while k < len(spans):
        span = spans[k]
        marked = span.is_("num") and k + 1 < len(spans) and spans[k + 1].text in (".", ")")
        opens = marked and (span.start == 0 or _opens_line(text, span))
        follows = (
            marked
            and expected is not None
            and span.number == expected
            and (spans[k + 1].text == ")" or (k > 0 and spans[k - 1].is_("end")))
        )
        if opens or follows:
            if out and not out[-1].is_("end"):
                out.append(dataclasses.replace(spans[k + 1], kinds=frozenset({"end", "punct"})))
            expected = span.number + 1
            k += 2
            continue
        if _labelled_item(spans, k):  # "Item 1:", "Punto 2:": the same, said with its label
            if out and not out[-1].is_("end"):
                out.append(dataclasses.replace(spans[k + 2], kinds=frozenset({"end", "punct"})))
            k += 3
            continue
        out.append(span)
        k += 1
    return out


def _labelled_item(spans: list[Span], k: int) -> bool:
    """ "Item 1: …", "Point 2. …", "Punto 3) …" opening a sentence: a list's numbering."""
    if k + 2 >= len(spans) or (k > 0 and not spans[k - 1].is_("end")):
        return False
    label, number, mark = spans[k : k + 3]
    return fold(label.text) in _LIST_LABELS and number.is_("num") and mark.text in (":", ".", ")")


#: Nouns that number a list's items ("Item 1:", "Punto 2:").
_LIST_LABELS = frozenset(
    {"item", "point", "line", "row", "no", "number", "punto", "linea", "fila", "numero", "nº"}
)  # folded: "Ítem", "Número"


def _timestamps(spans: list[Span]) -> list[Span]:
    """ "Timestamp 1: Painter's Servant … Timestamp 2: Mycosynth Lattice", "Marca de tiempo 1:
    …": labels that number what they open in timestamp order (613.7), read as "first … then"
    (the label a sequence word, its number and colon skipped). Only where the numbers rise in
    the order they are told; told out of order, the labels stay unread and the text is asked."""
    found: list[tuple[int, int]] = []  # (the label's place, how many spans its number and mark take)
    numbers: list[int] = []
    for k, span in enumerate(spans):
        if not span.is_("timestamp"):
            continue
        j = k + 1 + (k + 1 < len(spans) and spans[k + 1].text == "#")
        if j + 1 < len(spans) and spans[j].is_("num") and spans[j + 1].text in (":", ".", "-", "–", "—", ")"):
            found.append((k, j + 2 - k))
            numbers.append(int(spans[j].number or 0))
    if len(found) < 2 or numbers != sorted(set(numbers)):
        return spans
    out = list(spans)
    for k, length in found:
        out[k] = dataclasses.replace(spans[k], kinds=frozenset({"sequence"}))
        for m in range(k + 1, k + length):
            out[m] = dataclasses.replace(spans[m], kinds=frozenset({"filler"}), value=None)
    return out


#: Possessives that tell whose the next word is ("my", "mi", "his", "su").
_POSSESSIVE_WORDS = frozenset(
    {"my", "mi", "mis", "his", "their", "our", "your", "su", "sus", "tu", "tus", "nuestro", "nuestra"}
)
#: What a player does or has, said right after whom ("has", "tiene", "attacks"): a verb.
_PLAYER_VERBS = frozenset({"controls", "hosts", "life_at", "takes", "attacks", "blocks", "casts"})


def _whose_unknown(spans: list[Span]) -> None:
    """ "Mi mae tiene…", "my grand has…": a possessive before a word of talk names someone the
    reader doesn't know (a mother, a grandmother), never the writer with the talk skipped. The
    possessive is left unread (asked); before a card ("my wee Elves") nothing changes."""
    for k in range(len(spans) - 2):
        talk = spans[k + 1]
        talked = talk.kinds == frozenset({"filler"}) and " " not in talk.text
        if fold(spans[k].text) in _POSSESSIVE_WORDS and talked and spans[k + 2].kinds & _PLAYER_VERBS:
            spans[k].kinds = frozenset({"word"})


def _unattached_after(spans: list[Span]) -> list[Span]:
    """ "an unattached Bonesplitter": the word said after the card, as its row reads it
    ("Bonesplitter unattached"), so a list ("I have an unattached Bonesplitter and …") keeps
    reading; each span keeps its own place for carets."""
    out = list(spans)
    for k in range(len(out) - 1):
        if out[k].kinds == frozenset({"unattached"}) and out[k + 1].is_("card") and not out[k + 1].is_("token"):
            out[k], out[k + 1] = out[k + 1], out[k]
    return out


#: Words that number the event, not the game: "table 12", "rd 4", "ronda 5", "mesa 22".
_EVENT_LABELS = frozenset(
    {
        "table", "tables", "mesa", "rd", "round", "ronda", "pod", "pairing",
        # an exam's or a study sheet's numbering: "Scenario 6 —", "Escenario 4:", "Pregunta 3."
        "scenario", "escenario", "question", "pregunta", "exercise", "ejercicio", "case", "caso", "puzzle",
        "problem", "problema", "situation", "situacion", "q",
    }
)  # fmt: skip
#: A call's word after its table and number ("Table 4 call:").
_CALL_WORDS = frozenset({"call", "judge call", "llamada", "llamado"})
#: The same, written as one word: "R5", "T14" (a call log's round and turn), "G2", "Q11".
_EVENT_CODE = re.compile(r"^(?:r|rd|g|t|q)\d{1,2}$", re.IGNORECASE)


#: A card type said right before a card's name, in apposition ("mi saga El gran anciano
#: renacido", "my planeswalker Jace", "la batalla Invasion of Tarkir"), by its word.
_APPOSED_TYPES = {**TYPE_NOUNS, "creature": "creature", "criatura": "creature", "equipo": "equipment"}


def _type_appositions(spans: list[Span], cards: CardCatalog) -> None:
    """A card's type said right before its name is the name's, nothing more: filler, when the
    card has that type (a type it doesn't have stays, and is read or refused as it is)."""
    for k in range(len(spans) - 1):
        kind = _APPOSED_TYPES.get(spans[k].text.casefold())
        after = spans[k + 1]
        if kind and after.is_("card") and not after.is_("token") and kind in card_kinds(cards, str(after.value)):
            spans[k].kinds = frozenset({"filler"})


def _relative_clauses(spans: list[Span]) -> list[Span]:
    """ "el rival, que tiene Artista de la sangre, respondió con Desfigurar", "my opponent, who
    controls Blood Artist, casts Infest": the player is the subject of what follows the clause,
    and what the player has is a sentence of its own, told after that sentence. So for a card:
    "My Fiend Hunter, which exiled his Bears, has 3 damage" is "My Fiend Hunter has 3 damage.
    Fiend Hunter exiled his Bears." (what follows the clause is never said of the Bears)."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        close = _relative_clause_end(spans, k)
        if close is None:
            out.append(span)
            k += 1
            continue
        end = next((m for m in range(close + 1, len(spans)) if spans[m].is_("end")), len(spans) - 1)
        last = spans[end]
        stop = Span(last.last, last.last, "", last.end, last.end, frozenset({"end", "punct"}))
        rest = spans[close + 1 : end + 1]
        if not rest[-1].is_("end"):
            rest.append(stop)
        # the sentence first, the clause after it: what "les", "it" speak of is what the
        # sentence spoke of before the clause ("Mis Finks… Mi rival, que tiene X, les mete…")
        out += [span, *rest, dataclasses.replace(span, extra=dict(span.extra)), *spans[k + 3 : close], stop]
        k = end + 1
    return out


#: Words that open a relative clause after a player or a card ("el rival, que tiene …", "Ana,
#: who has …", "my Fiend Hunter, which exiled …").
_RELATIVES = frozenset({"que", "who", "quien", "which", "that", "la cual", "el cual", "el que", "la que"})


def _relative_clause_end(spans: list[Span], k: int) -> int | None:
    """The comma closing a clause of having after a player at ``k`` ("Ana, que tiene X y Y,"), or
    None: a clause with no closing comma before the sentence ends isn't one."""
    if k + 3 >= len(spans) or spans[k + 1].text != "," or fold(spans[k + 2].text) not in _RELATIVES:
        return None
    said_of_a_card = spans[k].is_("card") and not spans[k].is_("spell")
    if not (said_of_a_card or (spans[k].kinds & _PLAYER_WORDS and spans[k + 3].is_("controls"))):
        return None
    for m in range(k + 4, len(spans)):
        if spans[m].is_("end"):
            return None
        if spans[m].text == ",":
            return m if m > k + 4 else None
    return None


#: Kinds of span that name someone other than the writer and "the opponent".
_NAMED_PEOPLE = frozenset({"person", "player", "partner", "team", "multiplayer", "someone"})
#: Kinds of span that name a player.
_PLAYER_WORDS = frozenset({"opponent", "player", "person", "she", "partner"})


def _deck_names(spans: list[Span]) -> None:
    """A deck named ("I was on my Kinnan deck", "Dave's Merfolk list", "mi mazo de Elfos"): the
    words naming it are talk, never a card on the battlefield. "deck" said alone is the library
    ("my deck has 0 cards": read by the library rows); "list" alone is talk."""
    for k, span in enumerate(spans):
        if not span.is_("deck_word"):
            continue
        named = [span]
        j = k - 1
        while j >= 0 and k - j <= 3 and _names_a_deck(spans[j]):
            named.append(spans[j])  # "my Kinnan deck", "his mono-red Goblins list"
            j -= 1
        if k + 2 < len(spans) and fold(spans[k + 1].text) == "de" and _names_a_deck(spans[k + 2]):
            named += spans[k + 1 : k + 3]  # "mazo de Elfos", "deck de Kinnan"
        if len(named) == 1 and span.kinds != {"deck_word"}:
            continue  # "my deck has 0 cards": a library, read by its own rows
        for each in named:
            each.kinds, each.value = frozenset({"filler"}), None


def _decks_played(spans: list[Span], cards: CardCatalog) -> None:
    """A deck said by the verb of playing it ("I play Mono-Red Goblins.", "juego Sultai Shadow,",
    "opp is playing elves"): one to three words up to the clause's end name an archetype, which
    states nothing on the battlefield, so they are talk. Never when a word could be a card (a
    card, a typo of one, a card's name in lower case) or says anything else (a number, a
    player, an article, a pronoun): "I play Humility", "juego un Oso" are read by their rows.
    Only before any card is told: after the board, "plays" tells a spell cast."""
    for k, span in enumerate(spans):
        if not span.is_("plays_deck") or (k and not spans[k - 1].kinds & (_PLAYED_BY | {"punct"})):
            continue
        if any(s.is_("card") for s in spans[:k]):
            continue  # after the board ("Tengo Osos … Mi rival juega Piroclasmo"): a spell cast, unknown
        end = k + 1
        while end < len(spans) and end - k <= 3 and _a_deck_word(spans[end], cards):
            end += 1
        closes = end == len(spans) or spans[end].is_("punct") or fold(spans[end].text) in _CLAUSE_JOINS
        if end == k + 1 or end - k > 3 or not closes:
            continue
        first = k
        while first and spans[first - 1].kinds & _PLAYED_BY and not spans[first - 1].is_("punct"):
            first -= 1  # who plays it ("im playing elves, my Bears…"): the clause's subject, talk with it
        for each in spans[first:end]:
            each.kinds, each.value = frozenset({"filler"}), None


#: Who plays a deck: the words before its verb ("I play", "mi rival juega", "opp's playing").
_PLAYED_BY = frozenset({"self", "opponent", "person", "player", "first_person", "filler"})
#: Words that end a deck's name as a clause does ("juego trasgos y mi rival Burn").
_CLAUSE_JOINS = frozenset({"and", "y", "vs", "but", "pero", "so", "asi", "against", "contra"})


def _a_deck_word(span: Span, cards: CardCatalog) -> bool:
    """A word that may name an archetype: one word of any class but those stating a fact of
    their own, and never a card's name nor near one ("Humilty")."""
    if len(span.text.split()) > 1 or span.kinds & _NOT_A_DECK or not span.text[:1].isalpha():
        return False
    if fold(span.text) in _CLAUSE_JOINS:
        return False
    return not cards.read(span.text).cards and cards.near(span.text) is None


#: Classes a deck's name never holds: a card, a number, a player, an article or a pronoun.
_NOT_A_DECK = frozenset(
    {"card", "num", "pt", "mod", "self", "opponent", "person", "player", "punct", "article", "it", "pronoun",
     "negation", "ask", "spell", "token_word", "deck_word", "library_noun"}
)  # fmt: skip


def _names_a_deck(span: Span) -> bool:
    return (span.is_("card") or span.kinds <= {"word", "capitalised"}) and not span.is_("punct")


def _opens_line(text: str, span: Span) -> bool:
    """Whether ``span`` is the first thing on its line (after the first)."""
    return text[: span.start].rstrip(" \t").endswith("\n")


def _title_line(spans: list[Span], text: str) -> list[Span]:
    """A post's title ("Opalescence on top of Humility and an Anthem - do my Lions make it?",
    "Clone copying my pumped Hill Giant", "[Question] deathtouch vs bigger flyer"): a first line
    with no full stop, no number the body doesn't say again ("Goyf … took 3 in combat" over "it
    took 3 damage"), a card or a forum's tag in brackets, and no card the lines
    after it don't name again, over a body of sentences. It says what the body tells:
    skipped whole (listed), its own line a sentence. A fact only the first line says (an Aura on
    a creature) is then unsaid, and asked about, never assumed."""
    cut = text.find("\n")
    if cut < 0 or not text[cut:].strip():
        return spans
    head = [s for s in spans if s.end <= cut]
    body = [s for s in spans if s.start > cut]
    stops = [s for n, s in enumerate(head) if s.text == "." and not (n and fold(head[n - 1].text) in _ABBREVIATED)]
    if not head or not body or stops or any(s.kinds & {"pt", "mod", "signed"} for s in head):
        return spans
    if any(s.is_("num") and s.number not in {b.number for b in body if b.is_("num")} for s in head):
        return spans  # a number only the first line says: a fact, not a title's summary
    if sum(1 for s in body if s.is_("end")) < 2:
        return spans  # a line over one sentence is more likely a board's first line than a title
    named_after = {str(s.value) for s in body if s.is_("card")}
    tagged = head[0].text == "[" and any(s.text == "]" for s in head[1:5])  # "[Question] …", "[Q] …"
    if not (tagged or any(s.is_("card") for s in head)) or any(
        s.is_("card") and str(s.value) not in named_after for s in head
    ):
        return spans
    title = [dataclasses.replace(s, kinds=frozenset({"filler"}), value=None) for s in head]
    closing = Span(head[-1].last, head[-1].last, "", head[-1].end, head[-1].end, frozenset({"end", "punct"}))
    return [*title, closing, *spans[len(head) :]]


#: Words whose "." is an abbreviation's, not a full stop ("Conspiracy vs. Goblin King").
_ABBREVIATED = frozenset({"vs", "v", "etc", "aprox", "approx", "e.g", "i.e"})


def _opened_questions(spans: list[Span], text: str) -> list[Span]:
    """A Spanish "¿" or "¡" that opens a line opens a sentence, and so does a question word
    opening a line that ends in "?": the line before ends there, stop or not (a list's last line
    runs into "¿Qué se va al cementerio?"). Inside a line it stays in its sentence ("Las dos son
    Liliana, ¿se va una?": the whole of it asks)."""
    out: list[Span] = []
    for span in spans:
        opens = span.text in ("¿", "¡") or _asks_its_line(text, span)
        if opens and _opens_line(text, span) and out and not out[-1].is_("end"):
            out.append(Span(span.first, span.first, "", span.start, span.start, frozenset({"end", "punct"})))
        out.append(span)
    return out


def _asks_its_line(text: str, span: Span) -> bool:
    """A question word opening a line that ends in "?" ("Kitchen Finks with 2 damage⏎what SBAs
    happen now?"): the line is a question of its own, whatever the line before ends with."""
    line_end = text.find("\n", span.start)
    line = text[span.start : len(text) if line_end < 0 else line_end].rstrip()
    return span.is_("ask") and fold(span.text) in _QUESTION_OPENERS and line.endswith("?")


def _event_labels(spans: list[Span]) -> list[Span]:
    """Where the call came from ("Floor call, rd 4", "Llamado en mesa 15", "R5 T14"): the table,
    round or turn of the event, which says nothing of the board. The word and its number become
    filler (listed as skipped), so the number is never read as a count. Only where the number
    ends its clause: "tengo en mesa 3 Osos pardos" counts three Bears."""
    out = list(spans)
    for k, span in enumerate(out):
        last_word = span.text.casefold().rsplit(" ", 1)[-1]  # "judge call from table" 12
        number = out[k + 1] if k + 1 < len(out) else None
        after = out[k + 2] if k + 2 < len(out) else None
        closes = after is None or after.text in (",", ".", ":", ";", "-", "–", "—", "(") or after.is_("end")
        if last_word in _EVENT_LABELS and number is not None and number.is_("num") and closes:
            out[k] = dataclasses.replace(span, kinds=frozenset({"filler"}))
            out[k + 1] = dataclasses.replace(out[k + 1], kinds=frozenset({"filler"}), value=None)
        elif (
            fold(span.text) in _CALL_WORDS
            and k > 0
            and out[k - 1].kinds == {"filler"}
            and fold(out[k - 1].text).split(" ")[0] in _EVENT_LABELS
            and (number is None or number.text in (",", ".", ":", ";") or number.is_("end"))
        ):
            out[k] = dataclasses.replace(span, kinds=frozenset({"filler"}))  # "Table 4 call:", "Mesa 9 llamada:"
        elif span.kinds <= {"word", "capitalised"} and _EVENT_CODE.match(span.text):
            out[k] = dataclasses.replace(span, kinds=frozenset({"filler"}))
    return out


#: Dashes that may stand for a label's colon ("me - Vampire Nighthawk").
_DASHES = frozenset({"-", "–", "—"})
#: What a line's label may name: a player.
_LABEL_KINDS = frozenset({"self", "opponent", "player", "person", "someone"})


def _dash_labels(spans: list[Span], text: str) -> list[Span]:
    """A line that opens with a player and a dash lists that player's side ("me - Vampire
    Nighthawk, 5 Swamps / opp - Thalia, …"): the dash is the label's colon."""
    out = list(spans)
    for k in range(1, len(out)):
        label, dash = out[k - 1], out[k]
        if dash.text in _DASHES and label.kinds & _LABEL_KINDS and (label.start == 0 or _opens_line(text, label)):
            out[k] = dataclasses.replace(dash, text=":", kinds=frozenset({"punct"}))
    return out


def _translations(spans: list[Span]) -> list[Span]:
    """A card's name in the other language in brackets right after it ("Spark Double (Doble de
    chispa)", "Relámpago (Lightning Bolt)") says which card, nothing more: taken out."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        if (
            out
            and out[-1].is_("card")
            and spans[k].text == "("
            and k + 2 < len(spans)
            and spans[k + 1].is_("card")
            and spans[k + 1].value == out[-1].value
            and spans[k + 2].text == ")"
        ):
            k += 3
            continue
        out.append(spans[k])
        k += 1
    return out


def _quoted_speech(spans: list[Span]) -> None:
    """Words in quotes that speak as "I" (`"I have 0 life", says Ana`, `Bob: "estoy a 0"`) are
    someone's speech: whose "I" it is isn't read, so the board is asked about, never the writer's."""
    inside = False
    for span in spans:
        if span.text in _QUOTES:
            inside = not inside
        elif inside and span.kinds & {"self", "self_at", "first_person"}:
            raise NotRead(span)


_QUOTES = frozenset({'"', "“", "”", "«", "»"})


def _talk_before_colon(spans: list[Span]) -> None:
    """A colon after talk ends it ("Hola, soy la mamá de una jugadora de 11 años, ella me dicta:",
    "ok so here's the situation:"), so the board after it is read on its own. A short label
    before a colon ("Ana:", "Board before:") stays what it is: it tells whose or when."""
    begin = 0
    for k, span in enumerate(spans):
        if span.is_("end"):
            begin = k + 1
        elif span.text == ":":
            clause = spans[begin:k]
            if sum(not s.is_("punct") for s in clause) >= 3 and not _states_a_fact(clause):
                spans[k] = dataclasses.replace(span, kinds=span.kinds | {"end"})
                begin = k + 1


def _mark_bracketed(spans: list[Span]) -> None:
    depth = 0
    for span in spans:
        if span.text == "(":
            depth += 1
        elif span.text == ")":
            depth = max(depth - 1, 0)
        elif depth:
            span.extra["bracketed"] = True


def _choice_key(span: Span, n: int) -> tuple[str, int]:
    """What one choice of a reading is about: a short name said again ("his Thalia … I control
    Thalia") is the same card each time, one choice; each pronoun is its own."""
    return (fold(span.text), -1) if span.is_("ambiguous") else ("", n)


def _choices(spans: list[Span]) -> dict[tuple[str, int], list[str]]:
    """Each choice the words leave open, with its alternatives, in the order said."""
    found: dict[tuple[str, int], list[str]] = {}
    for n, span in enumerate(spans):
        alternatives = span.extra.get("alternatives")
        if isinstance(alternatives, list):
            found.setdefault(_choice_key(span, n), alternatives)
    return found


def _choose(spans: list[Span], combination: int) -> bool:
    """Give each ambiguous name the card of ``combination`` (mixed radix over the choices'
    alternatives); False past the last combination."""
    picks: dict[tuple[str, int], int] = {}
    for key, choice in _choices(spans).items():
        combination, picks[key] = divmod(combination, len(choice))
    for n, span in enumerate(spans):
        alternatives = span.extra.get("alternatives")
        if isinstance(alternatives, list):
            pick = picks[_choice_key(span, n)]
            span.value = alternatives[pick] if pick < len(alternatives) else alternatives[0]
            if span.value == _WALKER:  # "I Bolt her": the planeswalker, in this reading
                span.kinds = (span.kinds - {"she"}) | {"walker_ref"}
            elif span.value == _ITS:  # "con su Rancor": the card's own, in this reading
                span.kinds = frozenset({"filler"})
    return combination == 0


#: The reading of "him"/"her" as the planeswalker or battle the text tells.
_WALKER = "walker"
#: Object pronouns a judge uses for a planeswalker as for a player ("I Bolt her", "attack him").
_WALKER_PRONOUNS = frozenset({"him", "her"})


def _fresh_said(spans: list[Span]) -> list[Span]:
    """ "my opponent's fresh Kitchen Finks", "un Lobo joven recién jugado": said of the name next
    to it (no counters on it, so persist or undying would bring it back), wherever an owner or
    an article puts it; the word is read into the name's span, never skipped."""
    out: list[Span] = []
    for k, span in enumerate(spans):
        before = out[-1] if out else None
        after = spans[k + 1] if k + 1 < len(spans) else None
        if span.is_("fresh") and after is not None and after.is_("card") and not after.is_("verb"):
            after.extra["fresh"] = True
            continue
        if span.is_("fresh") and before is not None and before.is_("card") and not before.is_("verb"):
            before.extra["fresh"] = True
            continue
        out.append(span)
    return out


def _fresh_bound(story: Story, bound: Sequence[Span | None]) -> None:
    """A name said fresh that a row just read: the last object of that card told is the one,
    with no counters on it."""
    for span in bound:
        items = span.extra.get("items") if span is not None else None
        for said in items if isinstance(items, list) else [span]:
            if said is None or not said.extra.get("fresh"):
                continue
            named = [t for t in story.things if t.card == said.value]
            if named:
                named[-1].no_counters = True


def _short_names_told(spans: list[Span]) -> list[Span]:
    """ "My Thalia, Guardian of Thraben has 1 damage. Thalia blocks": a short name several
    cards share, after one of them was told by its full name, is that one (a judge never
    brings in a second, different Thalia by a name the first already answers to)."""
    told: list[str] = []
    for span in spans:
        alternatives = span.extra.get("alternatives")
        if span.is_("card") and not isinstance(alternatives, list):
            told.append(str(span.value))
            continue
        if not isinstance(alternatives, list) or not span.is_("ambiguous"):
            continue
        earlier = [name for name in dict.fromkeys(told) if name in alternatives]
        if len(earlier) == 1:
            span.value = earlier[0]
            span.kinds = span.kinds - {"ambiguous"}
            del span.extra["alternatives"]
            told.append(earlier[0])
    return spans


def _aimed_in_sentence(reader: Reader, thing: int) -> bool:
    """Whether an event told in the sentence being read was aimed at ``thing`` (damage by a
    spell or a permanent, a spell's lasting effect on it)."""
    return any(getattr(event, "target", None) == thing for event in reader.story.events[reader.sentence_events :])


def _each_of_them(spans: list[Span]) -> list[Span]:
    """ "I put 1 damage on each spider", "le asigné 2 a cada oso": "each"/"cada" and a word for
    objects told before (a word of their card's name, singular or plural: "spider" for Giant
    Spiders, "oso" for Osos pardos, "Bear") is "each" of them — what the rows of a divided
    attack read. A word that names nothing told stays what it is."""
    out: list[Span] = []
    told: set[str] = set()
    k = 0
    while k < len(spans):
        span = spans[k]
        if span.is_("card"):  # its words as typed and as its Oracle name ("Osos pardos", "Grizzly Bears")
            told |= {_singular(w) for w in fold(f"{span.value} {span.text}").split() if len(w) > 2}
        nxt = spans[k + 1] if k + 1 < len(spans) else None
        if span.is_("each") and fold(span.text) in _EACH_WORDS and nxt is not None and _names_told(nxt, told):
            out.append(Span(span.first, nxt.last, f"{span.text} {nxt.text}", span.start, nxt.end, frozenset({"each"})))
            k += 2
            continue
        out.append(span)
        k += 1
    return out


#: The words of "each" that a noun may follow ("each spider", "cada oso").
_EACH_WORDS = frozenset({"each", "cada"})


def _names_told(span: Span, told: set[str]) -> bool:
    """Whether a word after "each" names objects told: a short name said again, or a plain word
    that is one of a told card's words (singular or plural)."""
    if span.is_("card"):
        return span.is_("again")
    return span.kinds <= {"word", "capitalised"} and _singular(fold(span.text)) in told


def _singular(word: str) -> str:
    """A word without its plural ending ("spiders" → "spider", "osos" → "oso")."""
    if word.endswith("es") and len(word) > 4 and word[-3] not in "aeiou":
        return word[:-2]
    return word[:-1] if word.endswith("s") and len(word) > 3 else word


def _its_or_theirs(spans: list[Span]) -> list[Span]:
    """ "Mis Osos pardos con su Rancor": Spanish "su" after "con" following a card is the card's
    own ("its Rancor") or the other player's ("his Rancor"); both readings, and where they part
    (who controls Rancor's trigger) the judge is asked. English "his"/"its" say which."""
    for k in range(2, len(spans) - 1):
        span = spans[k]
        after_con = fold(span.text) in ("su", "sus") and span.is_("opponent") and fold(spans[k - 1].text) == "con"
        if after_con and spans[k - 2].is_("card") and spans[k + 1].is_("card") and "alternatives" not in span.extra:
            span.extra["alternatives"] = ["opponent", _ITS]
    _clitics_before_the_writers_verb(spans)
    _clitic_before_a_spell(spans)
    _counters_own(spans)
    _more_after_a_number(spans)
    _both_after_a_comma(spans)
    return spans


#: "Both", "all": every one of the objects just named ("3x Grizzly Bears, all with 2 damage").
_ALL_OF_THEM = frozenset({"both", "both of them", "all", "all of them", "ambos", "ambas", "todos", "todas"})


def _both_after_a_comma(spans: list[Span]) -> None:
    """ "two Grizzly Bears, both with 2 damage", "dos Osos pardos, ambos con 2": "both" opening
    what is said of the two just named is each of them (as "each with 2 damage"), never a word
    of no fact (the damage said of one of them only: a confident wrong answer). Elsewhere ("my
    Bears and Giant both have 2") it stays one: the list is the subject already."""
    for k in range(1, len(spans)):
        if spans[k - 1].text == "," and fold(spans[k].text) in _ALL_OF_THEM:
            spans[k] = dataclasses.replace(spans[k], kinds=frozenset({"each"}))


def _more_after_a_number(spans: list[Span]) -> None:
    """ "1 more", "2 más": more damage only right after its number; elsewhere ("No hay más
    efectos", "more than one") the word is none the reader knows, as before."""
    for k, span in enumerate(spans):
        if span.is_("more") and (k == 0 or not spans[k - 1].is_("num")):
            spans[k] = dataclasses.replace(span, kinds=span.kinds - {"more"} or frozenset({"word"}))


def _counters_own(spans: list[Span]) -> None:
    """ "volvió con su contador +1/+1", "sus contadores -1/-1": "su" before a counter is the
    permanent's own (counters are no player's), never the other player's: a word of no fact."""
    for k, span in enumerate(spans[:-1]):
        if fold(span.text) not in ("su", "sus") or not span.is_("opponent"):
            continue
        j = k + 2 if spans[k + 1].is_("num") and k + 2 < len(spans) else k + 1  # "sus dos contadores"
        after = spans[j]
        counter = after.is_("counter") or (after.is_("mod") and j + 1 < len(spans) and spans[j + 1].is_("counter"))
        if counter:
            spans[k] = dataclasses.replace(span, kinds=frozenset({"filler"}))


def _rest_of_sentence(spans: list[Span], k: int) -> list[Span]:
    return next((spans[k:j] for j in range(k, len(spans)) if spans[j].is_("end")), spans[k:])


def _clitics_before_the_writers_verb(spans: list[Span]) -> None:
    """ "le bloqueo", "la ataco": a clitic before the writer's verb is whom the writer acts on,
    never a player acting (only "pronoun" is left to it); "Le activo mi Pirómano a los Elfos":
    with the target said after it, the clitic only doubles it."""
    for k, span in enumerate(spans[:-1]):
        if span.is_("she") and fold(span.text) in OBJECT_CLITICS and spans[k + 1].is_("first_person"):
            rest = _rest_of_sentence(spans, k)
            doubled = any(s.is_("targeting") and fold(s.text) in ("a", "al") for s in rest[2:])
            spans[k] = dataclasses.replace(span, kinds=frozenset({"filler"}) if doubled else span.kinds - {"she"})


def _clitic_before_a_spell(spans: list[Span]) -> None:
    """ "Mi rival tiene Elfos de Llanowar. Le tiro un Choque.": the Elves, or him? Both readings,
    where the clitic opens its sentence and no target is said after it (inside a sentence, the
    object it named stays the one meant; "Le ponen Peso muerto a mi X" says whom)."""
    for k, span in enumerate(spans):
        opens = k == 0 or spans[k - 1].is_("end")
        clitic = span.is_("casts_on_it") and fold(span.text).split(" ")[0] in ("le", "les")
        if opens and clitic and not any(s.is_("targeting") for s in _rest_of_sentence(spans, k)[1:]):
            span.extra.setdefault("alternatives", [CLITIC_OBJECT, CLITIC_PLAYER])


#: The reading of Spanish "su" as the possessive of the card before it ("con su Rancor": its).
_ITS = "its"


def _walker_pronouns(spans: list[Span], cards: CardCatalog) -> list[Span]:
    """ "His Liliana has 3 loyalty. I Bolt her": "her" is the player or the planeswalker, and
    the answers part (704.5i or nothing). Where the text tells a planeswalker or a battle, each
    object "him"/"her" is read both ways; where they part, the judge is asked."""
    told = any(s.is_("card") and card_kinds(cards, str(s.value)) & {"planeswalker", "battle"} for s in spans)
    if not told:
        return spans
    for n, span in enumerate(spans):
        if not span.is_("she") or span.text.casefold() not in _WALKER_PRONOUNS or "alternatives" in span.extra:
            continue
        after = spans[n + 1] if n + 1 < len(spans) else None
        if span.text.casefold() == "her" and after is not None and not after.kinds & _AFTER_AN_OBJECT:
            continue  # "her -2", "her Bears": a possessive, never the planeswalker itself
        span.extra["alternatives"] = ["player", _WALKER]
    return spans


#: What follows "her" used as an object ("I Bolt her.", "attack her with", "hit her for 3").
_AFTER_AN_OBJECT = frozenset({"punct", "end", "with", "and", "for", "filler", "unblocked", "times", "again"})


def _attacked_players(story: Story) -> None:
    """Whom an attacker of unsaid controller hit, once the whole text is read: the one player
    whose totals it tells ("Glistener Elf connects, I'm on 9 poison": the writer), the judge's
    opponent when it tells none; asked when it tells several."""
    for n, event in enumerate(story.events):
        if isinstance(event, Unblocked) and event.target is None and event.player is None:
            owner = story.things[event.attacker].player
            told = [p for p in story.people if p != owner]
            if len(told) > 1 or story.multiplayer:
                raise Asked(NaturalQuestion("controller", what=story.things[event.attacker].card))
            other = story.other_player(owner) if owner is not None else None
            hit = told[0] if told else other or OPPONENT
            story.events[n] = Unblocked(event.attacker, player=hit)


def _opposing_sides(story: Story, kinds: Callable[[str], frozenset[str]]) -> None:
    """A creature in combat with one whose player is known, or attacking a known player or their
    permanent, is the other player's (two players; a named third leaves it unsaid). A battle
    attacked is protected by the defending player (506.2), and a Siege is controlled by an
    opponent of its protector (310.11a): of two players, the attacker's (310.8b)."""
    if story.multiplayer:
        return  # the other player of a combat is one of several
    for event in story.events:
        pairs: list[tuple[int, str | None]] = []
        if isinstance(event, Combat):
            a, b = story.things[event.attacker], story.things[event.blocker]
            pairs = [(event.attacker, b.player), (event.blocker, a.player)]
        elif (
            isinstance(event, Unblocked)
            and event.target is not None
            and "battle" in kinds(story.things[event.target].card)
        ):
            battle, attacker = story.things[event.target], story.things[event.attacker]
            if attacker.player is None and battle.protector is not None:
                attacker.player = story.other_player(battle.protector)
            if battle.protector is None and attacker.player is not None:
                battle.protector = story.other_player(attacker.player)
            if battle.player is None and "siege" in kinds(battle.card) and battle.protector is not None:
                battle.player = story.other_player(battle.protector)
            elif "siege" in kinds(battle.card) and battle.player is not None and battle.player == battle.protector:
                # "my opponent's Siege, I attack it": its protector can't attack it (310.8b) and
                # of two players the attacker's is the only other: whose it is, asked
                raise Asked(NaturalQuestion("controller", what=battle.card))
        elif isinstance(event, Unblocked):
            attacked = story.things[event.target].player if event.target is not None else event.player
            pairs = [(event.attacker, attacked)]
            if event.target is not None:  # "My Angel attacks Garruk": Garruk is the other player's
                pairs.append((event.target, story.things[event.attacker].player))
        for index, against in pairs:
            thing = story.things[index]
            if thing.player is None and against is not None:
                thing.player = story.other_player(against)


def _read_sentence(reader: Reader, sentence: list[Span], skipped: list[str]) -> None:
    """Read one sentence whole, trying the rows that match at each place longest first and
    going back to the next one when the rest of the sentence can't be read after it ("Tengo
    Jace en mesa y bajo otro Jace": not "Jace … bajo" as Jace coming down, which leaves "otro"
    unread). The first span no reading gets past is the one reported."""
    reader.owner_hint = reader.side  # "AP: Serra Angel. Grizzly Bears, 1 dmg.": still AP's
    reader.sentence_events = len(reader.story.events)
    reader.previous_start = reader.sentence_start
    reader.sentence_start = sentence[0].first if sentence else 0
    reader.sentence = tuple(sentence)
    reader.previous_things, reader.sentence_things = reader.sentence_things, len(reader.story.things)
    reader.entered_here = False
    reader.present = frozenset().union(*(s.kinds for s in sentence))
    bracketed = any(s.text == "(" for s in sentence)
    saved, kept = _saved(reader) if bracketed else None, len(skipped)
    try:
        _read_from(reader, sentence, 0, skipped, frozenset(), [_MAX_TRIES])
    except NotRead:
        if saved is None:
            raise
        _restore(reader, saved)
        del skipped[kept:]
        aside = _asides(reader, sentence, skipped)  # read the brackets first, then the rest
        if len(aside) == len(sentence):
            _read_from(reader, sentence, 0, skipped, frozenset(), [_MAX_TRIES])  # its own refusal
        reader.owner_hint = None
        _read_from(reader, aside, 0, skipped, frozenset(), [_MAX_TRIES])


def _asides(reader: Reader, sentence: list[Span], skipped: list[str]) -> list[Span]:
    """Brackets right after a card that say something of it ("I attack Invasion of Tarkir (5
    defense counters) with my Wurm"): each read first as a sentence of its own about that card,
    and taken out of the sentence, so the rows read around it. A bracket that doesn't read
    that way stays where it is."""
    k = 1
    while k < len(sentence):
        m = next((j for j in range(k + 1, len(sentence)) if sentence[j].text in "()"), None)
        if sentence[k].text != "(" or not sentence[k - 1].is_("card") or m is None or sentence[m].text != ")":
            k += 1
            continue
        saved, kept = _saved(reader), len(skipped)
        try:
            _read_from(reader, [sentence[k - 1], *sentence[k + 1 : m]], 0, skipped, frozenset(), [_MAX_TRIES])
        except NotRead:
            _restore(reader, saved)
            del skipped[kept:]
            k = m + 1
            continue
        reader.owner_hint = None
        # what follows speaks of the card the bracket followed, never of one named inside it
        reader.last = reader.named_at.get(sentence[k - 1].last, reader.last)
        sentence = sentence[:k] + sentence[m + 1 :]
    return sentence


def _third_person_opening(reader: Reader, first: Span) -> bool:
    """A sentence opening on a verb in the third person ("Mi rival tiene 2 cartas. Roba 3.",
    "Opp at 2 cards. Draws 3."): its subject, left out, is the player spoken of last, when
    that is someone other than the writer (a third-person verb never tells what the writer
    did; after the writer, it is not read)."""
    if reader.last_player is None or reader.last_player == SELF or first.is_("first_person"):
        return False
    said = first.text.casefold().split()[-1] if first.text else ""
    return said.endswith(_THIRD_PERSON_ENDINGS) and bool(first.kinds & _OPENING_VERBS)


#: How a verb in the third person singular ends: "draws", "roba", "robó", "pierde".
_THIRD_PERSON_ENDINGS = ("s", "a", "ó", "e")
#: Word classes of verbs a left-out subject may open on (the rows after a player).
_OPENING_VERBS = frozenset(
    {
        "draws", "casts", "controls", "hosts", "takes", "attacks", "blocks", "activates", "sacrifices", "destroys",
        "exiles", "bounces", "puts", "pays", "loses_life", "gains_life", "life_at", "is_on", "steals",
    }
)  # fmt: skip


#: Rows applied at most per sentence while going back (a sentence has a few candidates at a
#: few places; a pathological one stops here and reports the span it reached).
_MAX_TRIES = 96


def _read_from(
    reader: Reader, sentence: list[Span], i: int, skipped: list[str], named_here: frozenset[object], tries: list[int]
) -> None:
    if i >= len(sentence):
        return
    furthest: NotRead | None = None
    for row, bound, end in matches_at(
        sentence,
        i,
        implied=i > 0
        or reader.last is not None
        or sentence[i].is_("first_person")
        or _third_person_opening(reader, sentence[i]),
        present=reader.present or None,
    ):
        if tries[0] <= 0:
            break
        if _number_cut_from_its_unit(bound, sentence, end):
            continue  # "tiene cuatro | contadores +1/+1": four counters, never a life of four
        if _last_of_a_list(sentence, i, bound):
            furthest = _further(furthest, NotRead(sentence[i]))
            continue  # "my Bears and Elves take 1": both take it, never the Elves alone
        if _out_of_a_bracket(sentence, i, end):
            continue  # "(5/5 con la Pajarera) bloqueó": what the bracket named never does what follows it
        tries[0] -= 1
        if row.possible is not None:
            try:
                row.possible(reader, bound)
            except NotRead as e:
                furthest = _further(furthest, e)
                continue
        saved = _saved(reader)
        kept = len(skipped)
        if row.event and any(s is not None and s.extra.get("bracketed") for s in bound):
            reader.bracketed_events = True
            # a death in brackets says where the creature is now, however it is taken: never skipped
            died = any(s is not None and s.kinds & {"dies", "died"} for s in bound)
            if reader.explained and not died:  # this reading takes it as why the state is so, not as news
                skipped.append(" ".join(s.text for s in sentence[i:end]))
                try:
                    return _read_from(reader, sentence, end, skipped, named_here, tries)
                except NotRead as e:
                    furthest = _further(furthest, e)
                    _restore(reader, saved)
                    del skipped[kept:]
                    continue
        reader.anchor = reader.last
        reader.after_a_card = i > 0 and sentence[i - 1].is_("card")
        if row.event:
            reader.owner_hint = None  # "Tengo X y mis Osos bloquean a un Gigante": not my Giant
        entered = reader.entered_here
        reader.also = []
        try:
            row.states(reader, bound)
            if reader.also:  # "two of them have 2 damage": each of the copies counted
                if row.name not in STATED_FACTS:
                    raise NotRead(sentence[i])  # an event ("two of them died"): not read this way
                first, *others = reader.also
                for other in others:
                    told_of_each(reader.story.things[first], reader.story.things[other])
        except NotRead as e:
            _restore(reader, saved)
            furthest = _further(furthest, e)
            continue
        finally:
            reader.anchor = None
            reader.also = []
        _fresh_bound(reader.story, bound)
        _note_caster(reader, bound)
        if row.name in SAID_AGAIN_ROWS:
            reader.predicate = (row, list(bound))  # what "… too" says again of another object
        if entered and row.event:  # "juega Arrancapiel y le pone los tres contadores": told
            for thing in reader.story.things:
                if thing.trigger_unsaid == reader.sentence_events:
                    thing.trigger_unsaid = None
        for s in sentence[i:end]:
            if s not in bound and s.is_("filler"):
                skipped.append(s.text)
        try:
            return _read_from(reader, sentence, end, skipped, named_here, tries)
        except NotRead as e:
            furthest = _further(furthest, e)
            _restore(reader, saved)
            del skipped[kept:]
    span = sentence[i]
    if _claim_at(sentence, i):
        skipped.append(" ".join(s.text for s in sentence[i:] if not s.is_("punct")))
        return  # "he says it lives", "me dice que la sacrifico": a player's claim, not the board
    asked = sentence[-1].text == "?"  # "…, se me muere no?": what dies is the question, not news
    if span.is_("ask") and not any(s.kinds & (FACT_KINDS - _ASKED if asked else FACT_KINDS) for s in sentence[i + 1 :]):
        skipped.append(" ".join(s.text for s in sentence[i:] if not s.is_("punct")))
        return  # "…, does it die": the rest of the sentence is the judge's question
    size_at = _plural_size_at(sentence, i)
    if size_at is not None:  # "Tengo dos Osos con Umbra de hiena, son 3/3", "… so they're 2/2"
        _sizes_of_a_group(reader, sentence, i, size_at, furthest)
        skipped.append(" ".join(s.text for s in sentence[i:size_at]))
        return _read_from(reader, sentence, size_at + 1, skipped, named_here, tries)
    group = _group_before(reader, sentence, i) if span.is_("both_word") or span.is_("each") else []
    if (span.is_("both_word") or span.is_("each")) and not group and _opens(sentence, i):
        group = _listed_before(reader)  # "Hill Giant and Grizzly Bears. Both have 3 damage."
        if len(group) < 2:  # "I have Hill Giant. Opp has Grizzly Bears. Both have 3 damage.": not guessed
            raise _further(furthest, NotRead(span))
        reader.last = group[-1]
    if span.is_("both_word") and (len(group) < 2 or reader.last not in group):
        skipped.append(span.text)  # "both players", "los dos" of nothing listed: no fact
        return _read_from(reader, sentence, i + 1, skipped, named_here, tries)
    if (span.is_("both_word") or span.is_("each")) and len(group) >= 2 and reader.last in group:
        # "Grizzly Bears and Hill Giant, both with 2 damage", "ambos con 2 de daño", "each with
        # a regeneration shield": what follows is told of each object the sentence listed
        if span.is_("both_word") and len(group) != 2:
            raise _further(furthest, NotRead(span))
        anchor = reader.last
        _read_from(reader, sentence, i + 1, skipped, named_here, tries)
        _share(reader, anchor, group)
        return None
    if span.is_("each") and reader.last is not None and alike_copies(reader):
        anchor, told = reader.last, reader.story.things[reader.last]
        if _aimed_in_sentence(reader, anchor):
            # "Le tiro un Relámpago a cada uno": a spell or a hit told of one copy, "each" after
            # it — how many were cast or dealt is not read (only state is told of each)
            raise _further(furthest, NotRead(span))
        if told.damage or told.damage_from or told.counters:  # "with 1 damage each": told, now each
            distribute(reader)
            return _read_from(reader, sentence, i + 1, skipped, named_here, tries)
        _read_from(reader, sentence, i + 1, skipped, named_here, tries)  # "each with 2 damage"
        reader.last = anchor
        distribute(reader)
        return None
    if span.text == "(" and i > 0 and sentence[i - 1].last in reader.named_at:
        reader.last = reader.named_at[sentence[i - 1].last]  # the bracket speaks of what it follows
    if span.text == ")":
        reader.last = _bracket_anchor(reader, sentence, i, reader.last)
    if span.kinds & _SKIPPABLE or (span.is_("another") and i + 1 < len(sentence) and sentence[i + 1].is_("card")):
        if not span.is_("punct") and not span.is_("another"):  # "another" is read: the next card is one more
            skipped.append(span.text)
    elif span.is_("card") and not span.is_("verb") and not span.is_("spell"):
        another = i > 0 and sentence[i - 1].is_("another")  # "… and another Thalia": one more
        if (span.value in named_here or another or _listed_again(reader, sentence, span)) and not span.is_("again"):
            owner = span.extra.get("owner")
            reader.last = reader.story.add(str(span.value), owner if isinstance(owner, str) else reader.owner_hint)
        else:
            hint = reader.owner_hint
            if _after_existential(sentence, i):
                reader.owner_hint = None  # "I have X and there's a Glorious Anthem": whose, not said
            try:
                reader.thing(span)  # a card named: it is on the battlefield
            except NotRead as e:
                raise _further(furthest, e) from None
            finally:
                reader.owner_hint = hint
        named_here = named_here | {span.value}
    else:
        raise _further(furthest, NotRead(span))
    try:
        _read_from(reader, sentence, i + 1, skipped, named_here, tries)
    except NotRead as e:
        raise _further(furthest, e) from None


def _listed_again(reader: Reader, sentence: list[Span], span: Span) -> bool:
    """A sentence that is only a card's name, when every copy of it told so far was only
    listed too ("Humility; Humility; Opalescence", a list a line per card): one more copy.
    Naming it again says nothing of it, so it can't be a back-reference; a sentence that says
    something ("Humility came first") or a copy something was said of is read as the one told."""
    if any(s is not span and not s.is_("punct") for s in sentence):
        return False
    told = [i for i, t in enumerate(reader.story.things) if t.card == span.value]
    return bool(told) and reader.listed_only(told)


#: Words that tell what follows of the two objects just listed ("both", "ambos", "los dos").
_BOTH = frozenset(
    {
        "both",
        "both of them",
        "they both",
        "both creatures",
        "ambos",
        "ambas",
        "los dos",
        "las dos",
        "ambas criaturas",
        "las dos criaturas",
    }
)


def _another_copy(spans: list[Span]) -> None:
    """ "… and another Jace, the Mind Sculptor that just resolved", "y otro Jace": one more of
    that card, whatever row reads the words after it, never the copy told before ("another" was
    skipped as talk and "Jace … resolved" read as the first Jace). A spell is left to the
    counted-spells reading ("y después otro Choque")."""
    for k, span in enumerate(spans[:-1]):
        after = spans[k + 1]
        if span.is_("another") and after.is_("card") and not after.is_("spell"):
            after.extra["another"] = True


def _both_copies(spans: list[Span]) -> None:
    """ "Both Grizzly Bears have 2 damage", "Ambos Osos pardos tienen 2 daños": two copies of the
    card, as "two Grizzly Bears" says (skipped as filler, "both" left one Bears on the board).
    Never "both Grizzly Bears and Hill Giant": there it joins two cards."""
    for k, span in enumerate(spans[:-1]):
        if span.kinds != {"filler"} or fold(span.text) not in _BOTH_COPIES:
            continue
        card = spans[k + 1]
        after = spans[k + 2] if k + 2 < len(spans) else None
        if not card.is_("card") or card.is_("token") or (after is not None and fold(after.text) in _JOINS):
            continue
        spans[k] = dataclasses.replace(span, kinds=frozenset({"num"}), value=2, extra=dict(span.extra))


def _plural_have(spans: list[Span]) -> list[Span]:
    """ "Grizzly Bears and Hill Giant have 2 damage", "mis Osos y su Gigante tienen 2 daños": the
    plural verb after cards joined by "and", or after a count of one card ("two Grizzly Bears
    have 2 damage"), tells the fact of each card listed, as "each has" does (read the other way,
    only the last card had the damage: a silent misread)."""
    out = list(spans)
    for k in range(len(spans) - 1, 0, -1):
        said = fold(spans[k].text)
        if said not in _EACH_OPENERS or not spans[k + 1 :] or not spans[k + 1].kinds & _TOLD_OF_EACH:
            continue
        end = next((e for e in range(k, len(spans)) if spans[e].is_("end")), len(spans))
        if any(s.kinds & {"each", "both_word"} for s in spans[k + 1 : end]):
            continue  # "… tienen 2 daños cada uno": said already
        m = k - 1
        if not spans[m].is_("card") or spans[m].is_("token"):
            continue
        m -= 1
        if m >= 0 and spans[m].is_("num") and spans[m].number >= 2:  # "two Grizzly Bears have …": each copy
            verb = spans[k]
            out.insert(k, Span(verb.first, verb.first, "each", verb.start, verb.start, frozenset({"each"})))
            continue
        if said in _WITH:
            continue  # "Grizzly Bears and Hill Giant with 2 damage": whose is the damage? not read so
        while m >= 0 and spans[m].kinds & _WHOSE_WORDS:
            m -= 1
        if m < 1 or fold(spans[m].text) not in _JOINS:
            continue
        m -= 1
        while m >= 0 and spans[m].kinds & _WHOSE_WORDS:
            m -= 1
        if m < 0 or not spans[m].is_("card"):
            continue
        verb = spans[k]
        out.insert(k, Span(verb.first, verb.first, "each", verb.start, verb.start, frozenset({"each"})))
    return out


#: "With" after a count of one card ("dos Osos pardos con 2 de daño"): each copy has it.
_WITH = frozenset({"with", "con", "w/"})
#: Plural verbs of having after two cards ("… have 2 damage", "… tienen 2 daños").
_PLURAL_HAVE = frozenset({"have", "had", "tienen", "tenían", "tenian", "llevan", "llevaban"})
_EACH_OPENERS = _PLURAL_HAVE | _WITH
#: Words that join two cards in a list.
_JOINS = frozenset({"and", "y", "e", "&", ","})
#: Words before a card that say whose it is ("my", "his", "de mi rival").
_WHOSE_WORDS = frozenset({"self", "opponent", "possessive", "she", "player"})


#: "Both" before one card's name: two of it.
_BOTH_COPIES = frozenset({"both", "ambos", "ambas", "los dos", "las dos"})


#: What may follow "both" to be told of each object listed: damage, counters, shields.
_TOLD_OF_EACH = frozenset({"with", "hosts", "num", "regen_shield", "counter", "takes", "no_damage"})


def _told_of_each_after(spans: list[Span], k: int) -> bool:
    """Whether what follows "both" at ``k`` is told of each object ("both with 2 damage", "both
    have 3 damage", "ambos tienen 3 de daño"): a plural verb of having may come first."""
    if k < len(spans) and fold(spans[k].text) in _PLURAL_HAVE:
        k += 1
    return k < len(spans) and bool(spans[k].kinds & _TOLD_OF_EACH)


def _opens(sentence: list[Span], i: int) -> bool:
    """Whether only punctuation and talk come before ``i`` in the sentence."""
    return all(s.kinds & _SKIPPABLE for s in sentence[:i])


def _out_of_a_bracket(sentence: list[Span], i: int, end: int) -> bool:
    """Whether a row read from ``i`` to ``end`` takes a card that ends a bracket as the subject
    of what follows the bracket ("(5/5 con la Pajarera) bloqueó y tiene 4 de daño": the Aviary
    never blocked). The same card the bracket follows, named again ("Kalonian Hydra (la Hidra
    kaloniana) tiene 8 contadores"), is that object, so it may."""
    k = next((k for k in range(i, end - 1) if sentence[k].is_("card")), None)
    if k is None or sentence[k + 1].text != ")" or all(s.is_("punct") for s in sentence[k + 1 : end]):
        return False
    opened = next((j for j in range(k - 1, -1, -1) if sentence[j].text in "()"), None)
    if opened is None or sentence[opened].text != "(" or opened == 0:
        return False
    before = sentence[opened - 1]
    return not (before.is_("card") and sentence[k].value == before.value)


def _bracket_anchor(reader: Reader, sentence: list[Span], close: int, last: int | None) -> int | None:
    """What the words after a bracket speak of: the object the bracket followed ("Su Ángel de
    Serra (5/5 con la Pajarera) bloqueó y tiene 4 de daño": the Angel, never the Aviary named
    inside); ``last`` when the bracket named nothing, or follows no object read."""
    opened = next((j for j in range(close - 1, -1, -1) if sentence[j].text in "()"), None)
    if opened is None or sentence[opened].text != "(" or opened == 0:
        return last
    inside = {reader.named_at.get(s.last) for s in sentence[opened + 1 : close] if s.is_("card")}
    if last is None or last not in inside:
        return last  # "Grizzly Bears with Spider Umbra (3/3) blocks …": nothing else was named
    return reader.named_at.get(sentence[opened - 1].last, last)


def _plural_size_at(sentence: list[Span], i: int) -> int | None:
    """Where the size is in "son 3/3", "they're 2/2", "are 3/3 now" at ``i``: a plural verb
    of being right before a size that ends its clause (a size followed by more, "son 3/3 y
    tienen 2 de daño", would tell the rest of the last one only: not read this way)."""
    k = i
    while k + 1 < len(sentence) and (sentence[k].is_("so") or sentence[k].text.casefold() == "they"):
        k += 1  # "so they're 2/2", "así que son 3/3"
    if not sentence[k].is_("plural_be") or k + 1 >= len(sentence) or not sentence[k + 1].is_("pt"):
        return None
    after = sentence[k + 2 :]
    while after and after[0].text.casefold() in _NOW_WORDS:
        after = after[1:]
    if after and not (after[0].is_("end") or after[0].text in (".", ";", ",", ")", "?", "!")):
        return None
    return k + 1


#: Words that may follow a size said as it is now ("son 3/3 ahora").
_NOW_WORDS = frozenset({"now", "ahora", "right now", "ya"})


def _sizes_of_a_group(reader: Reader, sentence: list[Span], i: int, at: int, furthest: NotRead | None) -> None:
    """A size said of several objects at once is each one's size now, checked as any size said
    (704.5f/g read the size the board gives, not this one). Which several: those this sentence
    named before it, those the sentence before listed when it opens the sentence, or copies
    told together ("dos Osos pardos … son 3/3"); one object, or none, is not read this way."""
    group = _group_before(reader, sentence, i)
    last = reader.last
    for named in list(group):  # "two Grizzly Bears and Glorious Anthem, they're 3/3": both Bears
        reader.last = named
        group += [n for n in alike_copies(reader) if n not in group and n >= reader.sentence_things]
    reader.last = last
    if len(group) < 2 and i == 0:
        group = _listed_before(reader)
    if len(group) < 2 and reader.last is not None:
        group = [reader.last, *alike_copies(reader)]
    things = reader.story.things
    creatures = [
        n for n in group if things[n].zone is None and (things[n].token or "creature" in reader.kinds(things[n].card))
    ]  # "two Soldier tokens and Glorious Anthem, so they're 2/2": the Anthem is no 2/2
    if len(creatures) == 1 and not _named_in_the_plural(things[creatures[0]].card):
        raise _further(furthest, NotRead(sentence[i]))
    if not creatures:
        raise _further(furthest, NotRead(sentence[i]))
    size = Span(0, 0, "", 0, 0, frozenset({"pronoun"}))
    for member in creatures:
        reader.last = member
        size_now(reader, [size, sentence[at]])


def _named_in_the_plural(card: str | None) -> bool:
    """A card whose name is a plural noun ("Grizzly Bears", "Birds of Paradise", "Osos pardos"):
    one object a plural verb speaks of ("mis Osos pardos llevan Umbra de víbora, son 3/3")."""
    words = (card or "").split()
    return bool(words) and (words[0].endswith("s") or words[-1].endswith("s")) and not words[0].endswith("'s")


def _listed_before(reader: Reader) -> list[int]:
    """The objects on the battlefield the previous sentence told of first: what "Both have 3
    damage" or "Each has 3 damage" opening a sentence speaks of. Its words aren't guessed
    across more than one sentence: an object told before it is not among them."""
    return [
        n
        for n in range(reader.previous_things, reader.sentence_things)
        if reader.story.things[n].zone is None and reader.story.things[n].card is not None
    ]


def _group_before(reader: Reader, sentence: list[Span], i: int) -> list[int]:
    """The objects the sentence named before ``i``, in order (each once)."""
    said: list[Span] = []
    for span in sentence[:i]:
        items = span.extra.get("items")
        said += [s for s in items if isinstance(s, Span)] if isinstance(items, list) else [span]
    named: list[int] = []
    for s in said:
        if not s.is_("card"):
            continue
        if s.last in reader.named_at:
            named.append(reader.named_at[s.last])
            continue
        latest = [n for n, t in enumerate(reader.story.things) if t.card == s.value and t.zone is None]
        if len(latest) == 1:  # the one object of that card: the one named (two copies: not guessed)
            named.append(latest[0])
    return list(dict.fromkeys(named))


def _share(reader: Reader, anchor: int, group: list[int]) -> None:
    """What was just told of ``anchor`` told of each object of ``group`` as well: damage,
    counters, regeneration shields. An object of the group with facts of its own already told
    makes "both" unclear: not read."""
    said = reader.story.things[anchor]
    for index in group:
        if index == anchor:
            continue
        thing = reader.story.things[index]
        if thing.damage or thing.damage_from or thing.counters or thing.regen_shields:
            raise NotRead(Span(0, 0, "both", 0, 0, frozenset({"each"})))
        told_of_each(said, thing)
        thing.regen_shields = said.regen_shields


#: Words a question may hold after the board it asks about ("se me muere, no?", "does it die?").
_ASKED = frozenset({"dies", "negation"})
#: Words that tell of something earlier than what was told before them: with one, the order
#: told isn't the order things happened in.
_REVERSING = re.compile(r"\b(?:before|earlier|previously|already|antes|anteriormente|ya|había|had been)\b")
#: Words that date what they tell ("two turns ago", "hace dos turnos", "since turn 3", "last
#: turn"): the order things are told in may then not be the order they entered in.
_EARLIER = re.compile(
    r"\b(?:before|earlier|previously|already|antes|anteriormente|ya|había|habia|had|ago|hace|since|desde|"
    r"last|pasado|anterior|turn \d+|turno \d+)\b"
)
#: What a place no row reads may hold and still be read past (listed as skipped).
_SKIPPABLE = frozenset({"filler", "punct", "when", "in_play", "sequence"})


#: Who may make a claim: the other player, a pronoun, a named player ("opp says", "he's arguing");
#: also a name no class reads, first in its sentence ("Jess says poison is per player").
_SPEAKERS = frozenset({"opponent", "she", "person", "implied_player", "player", "judge_speaker"})


#: What a number said right before it counts: a row that ends on that number can't take it.
_UNITS = frozenset({"counter", "unit_damage", "unit_poison", "unit_loyalty", "unit_defense", "unit_life", "library_cards", "unit_cards"})  # fmt: skip


def _number_cut_from_its_unit(bound: list[Span | None], sentence: list[Span], end: int) -> bool:
    last = next((s for s in reversed(bound) if s is not None), None)
    return last is not None and last.is_("num") and end < len(sentence) and bool(sentence[end].kinds & _UNITS)


def _claim_at(sentence: list[Span], i: int) -> bool:
    """A claim opens at ``i`` (its speaker first, or the claim word): what follows is what a
    player says the rules are, skipped — unless it names a card not named before, which may be
    a fact told that way ("he says he has Platinum Angel": not skipped, read or asked)."""
    span = sentence[i]
    at = i if span.is_("claim") else i + 1
    speaker = bool(span.kinds & _SPEAKERS) or (
        i == 0 and span.kinds <= {"word", "capitalised"} and span.is_("capitalised")
    )
    if at != i and not (speaker and at < len(sentence) and sentence[at].is_("claim")):
        return False
    return not any(s.is_("card") and not s.is_("again") and not s.extra.get("named_before") for s in sentence[at + 1 :])


_Saved = tuple[
    bytes, int | None, str | None, object, str | None, bool, object, object, str | None, tuple[str, int] | None, object
]


#: The verbs whose subject a list before them may be: said in a form not marked singular
#: ("take", "block", "took"; "reciben", "bloquean"), the whole list is their subject.
_LIST_SUBJECT_VERBS = frozenset({"takes", "blocks", "blocks_with", "hits", "connects", "attacks", "dies", "deals"})
#: What may stand between a list's joiner and its next item ("and my Elves", "y los Osos").
_BEFORE_AN_ITEM = frozenset({"self", "opponent", "possessive", "filler"})


def _last_of_a_list(sentence: list[Span], i: int, bound: Sequence[Span | None]) -> bool:
    """Whether a row's subject, one object, is the last item of a list told right before it
    whose verb is not singular ("My Grizzly Bears and Llanowar Elves take 1 damage", "Opp's
    Elves and Bears block my Giant", "los Osos y los Elfos reciben 1"): then the list is the
    subject, and the row reading the last item alone (the others only there) is not a reading.
    A singular verb ("… and Grizzly Bears takes 2") or no verb ("… and Bears with 2 damage")
    keeps it."""
    first = bound[0] if bound else None
    if first is not None and first.is_("implied") and i > 1 and sentence[i - 1].is_("each"):
        i -= 1  # "… and Llanowar Elves each | take 2"
    if first is not None and first.is_("implied") and i > 0 and sentence[i - 1].is_("card"):
        i -= 1  # "… and Llanowar Elves | take 1": the subject left implied is the card just named
    elif first is None or first is not sentence[i] or not first.is_("card") or first.is_("list"):
        return False
    verb = next((s for s in bound[1:] if s is not None and s.kinds & _LIST_SUBJECT_VERBS), None)
    if verb is None:
        return False
    word = verb.text.casefold().split()[-1]
    langs = lexicon().languages.get(verb.value if isinstance(verb.value, tuple) else (), frozenset())
    spanish = "es" in langs and "en" not in langs
    if word.endswith("s") if not spanish else not word.endswith("n"):
        return False  # "takes", "bloquea", "se comió": one subject
    k = _back_over_an_item_s_words(sentence, i - 1)
    if k < 0 or fold(sentence[k].text) not in _JOINERS:
        return False
    k = _back_over_an_item_s_words(sentence, k - 1)
    if k < 0 or not sentence[k].is_("card"):
        return False
    k = _back_over_an_item_s_words(sentence, k - 1)
    # the item before is no other verb's object ("The Elf deals 1 to the Bears and the Bears deal 2")
    return k < 0 or not sentence[k].kinds & (_LIST_SUBJECT_VERBS | _AN_OBJECT_AFTER)


def _back_over_an_item_s_words(sentence: list[Span], k: int) -> int:
    """The first span at or before ``k`` that isn't a word standing before a list's item
    ("my", "the", "los"): the item, the joiner, or what comes before them."""
    while (
        k >= 0
        and sentence[k].kinds & _BEFORE_AN_ITEM
        and fold(sentence[k].text) not in _JOINERS
        and not sentence[k].kinds & _AN_OBJECT_AFTER  # "Tengo …": a verb, however skippable
    ):
        k -= 1
    return k


#: What makes the card after it an object, not a list's first item ("to the Bears", "with …").
_AN_OBJECT_AFTER = frozenset({"targeting", "with", "for", "passive_by", "hosts", "casts", "blocked_by", "controls"})


_JOINERS = frozenset({"and", "y", "e", "&"})  # not a comma: "…, my Courser took 3" starts a clause


def _note_caster(reader: Reader, bound: Sequence[Span | None]) -> None:
    """Who cast the spell a row just read, for a gerund later in its sentence with no subject
    of its own ("I cast Dismember at his Bears, paying 4 life": the caster pays, never the
    player spoken of last)."""
    verb = next((s for s in bound if s is not None and s.is_("casts")), None)
    if verb is None:
        return
    subject = next((s for s in bound if s is not None and s.first < verb.first and matches("PLAYER", s)), None)
    spoken_of = reader.last_player  # naming the caster here is no new mention of them
    try:
        reader.caster = (caster_of(reader, subject, verb), reader.sentence_start)
    except NotRead:
        reader.caster = None
    reader.last_player = spoken_of


def _frozen(story: Story) -> bytes:
    """The story as it is now, to come back to: a pickle of plain data (dataclasses of numbers,
    strings, lists and dicts). Every row tried saves the story first and most rows read, so
    only a row that fails pays for the copy back (``_restore``); a pickle round trip is about a
    third of ``copy.deepcopy``'s time."""
    return pickle.dumps(story, pickle.HIGHEST_PROTOCOL)


def _saved(reader: Reader) -> _Saved:
    assigning = reader.assigning
    return (
        _frozen(reader.story),
        reader.last,
        reader.last_player,
        reader.attack,
        reader.owner_hint,
        reader.bracketed_events,
        None if assigning is None else (assigning[0], assigning[1], list(assigning[2])),
        dict(reader.named_at),
        reader.side,
        reader.caster,
        reader.predicate,
    )


def _restore(reader: Reader, saved: _Saved) -> None:
    (
        story,
        reader.last,
        reader.last_player,
        attack,
        reader.owner_hint,
        reader.bracketed_events,
        assigning,
        named,
        reader.side,
        reader.caster,
        predicate,
    ) = saved
    reader.story = pickle.loads(story)
    reader.predicate = predicate  # type: ignore[assignment]
    reader.attack = attack  # type: ignore[assignment]
    reader.assigning = assigning  # type: ignore[assignment]
    reader.named_at = named  # type: ignore[assignment]


def _further(known: NotRead | None, new: NotRead) -> NotRead:
    """Of two spans no reading got past, the later one: the reading that went furthest."""
    if known is None or new.span.start > known.span.start:
        return new
    return known


#: What makes a sentence say something about the board: a card, a number or size, a unit, a
#: keyword, an event's verb. A sentence with none of these is talk around the board and is
#: skipped whole (and listed); inside a sentence that has one, no unknown word is skipped.
FACT_KINDS = frozenset(
    {
        "came_end", "own_one", "the_same", "so_does", "card", "num", "signed", "pt", "mod", "unit_damage", "unit_life", "unit_poison", "unit_loyalty", "after_obj",
        "before_obj",
        "counter", "counter_kind", "fresh", "library_noun", "library_place", "keyword", "attacks", "blocks", "blocks_with", "blocks_it", "blocked_by", "gets_through", "casts", "overloads", "proliferates", "every_counter", "all_mine", "enters",
        "puts", "takes", "destroys", "draws", "draw_step", "activates", "raises", "connects", "hits", "library",
        "library_cards", "unblocked", "persisted", "undied", "came_back", "trade", "no_damage", "variant", "both_players", "side", "so",
        "self_at", "negation", "token", "exiles", "bounces", "sacrifices", "dies", "time_passes", "multiplayer",
        "deals", "is_creature", "regen_shield", "protection", "commander_word", "goes_to", "casts_on_it", "casts_at_me", "more", "gives", "attacks_me", "copying", "toughness_word", "aims", "steals", "unsure", "supposing",
        "stack_empty", "chapter_word", "ability_word", "fights", "is_protector", "protected_by", "protector_is", "as_protector", "trigger_word", "counters_it", "responds", "triggers", "defense_gone", "face", "is_its_commander", "in_response", "returns_hand",
        "damage_dealt", "died", "no_damage_all", "x_value", "ordinal", "animated", "animates", "assigns", "etb", "on_stack", "resolves", "resolved_word",
        "still_attached", "puts_on_it", "takes_dative", "unit_defense", "unit_cards", "was_size", "color",
        "graveyard_opp", "graveyard_self", "graveyard_all", "pays", "gains", "copying_it", "commander_of", "passive_by", "after_using",
        "none_told", "keeps", "copy_new", "copy_old", "is_empty", "nothing_word", "graveyards_empty", "loses_life",
        "gains_life", "removes_counter", "removes_counter_from", "draw_failed", "back_on_top", "unattached",
        "leaves_game", "nobody_attacks", "wears_off", "not_a_creature", "makes",
    }
)  # fmt: skip


#: The classes rows read that state nothing alone: they join, point or frame ("with", "for",
#: "targeting", a pronoun, a player's "controls"), so a sentence of only these is talk. Every
#: class a row reads is here or in FACT_KINDS (a test holds it), so a new class is never
#: skipped unnoticed.
CONNECTIVE_KINDS = frozenset(
    {
        "and", "another", "another_one", "naming", "capitalised", "attached", "attached_after", "because", "chooses", "colon", "combat", "ask",
        "each", "in_play", "when",
        "controls", "end", "for", "hosts", "is_on", "life_at", "made_by", "mana_cost", "minus", "on_it", "once",
        "other_one", "paid_after", "passive", "possessive", "pronoun", "purpose", "purpose_regen", "regen_word", "she",
        "still", "targeting", "team", "times", "to_give", "to_give_it", "total", "with", "taps", "person", "partner",
        "gets", "former", "library_left", "outcome_said", "client", "self", "too", "sequence", "the_effect",
    }
)  # fmt: skip


def _sentences(spans: list[Span]) -> Iterator[list[Span]]:
    current: list[Span] = []
    for span in spans:
        current.append(span)
        if span.is_("end"):
            yield from _question_tail(current)
            current = []
    if current:
        yield from _question_tail(current)


def _question_tail(sentence: list[Span]) -> list[list[Span]]:
    """A sentence that tells, then asks after a comma ("I bolted his Kitchen Finks, does persist
    bring it back?", "…y yo bajo el mío, ¿se van los dos?"): two sentences, the board and the
    question, so the question's words are never read as the board's. Only where the asking part
    opens with "¿" or a word that opens a question, and the whole tells something new (a card or
    a number); a sentence that opens asking stays whole."""
    if not any(s.text == "?" for s in sentence[-2:]) or _is_question(sentence):
        return [sentence]  # "Las dos son Liliana, ¿se va una?": all of it asks of what was told
    words = [s for s in sentence if not s.is_("punct")]
    if words and fold(words[0].text) in _TAIL_OPENERS | _QUESTION_OPENERS:
        return [sentence]
    for k in range(len(sentence) - 2, 0, -1):
        span = sentence[k]
        if span.text == "¿" and k > 0:
            return [sentence[:k], sentence[k:]]
        asked = [s for s in sentence[k + 1 :] if not s.is_("punct")]
        if fold(span.text) in _AND_THEN and asked and all(_outcome_word(s) for s in asked):
            return [sentence[:k], sentence[k:]]  # "X blocks Y and dies?": the outcome is asked
        before = sentence[k - 1]
        if before.text in _CLAUSE_MARKS and fold(span.text).split(" ")[0] in _TAIL_OPENERS | _QUESTION_OPENERS:
            return [sentence[:k], sentence[k:]]
    return [sentence]


#: Before an outcome asked at the end ("… and dies?", "… y se mueren?", "… or survives?").
_AND_THEN = frozenset({"and", "y", "or", "o", "and both", "y los dos", "y ambos"})
#: Words an asked outcome is made of: a dying verb, or one of these.
_OUTCOME_WORDS = frozenset(
    {"survive", "survives", "survived", "live", "lives", "sobrevive", "sobreviven", "vive", "viven", "both", "los",
     "dos", "ambos", "se", "they", "it", "then", "too", "also", "tambien", "no", "not"}
)  # fmt: skip


def _outcome_word(span: Span) -> bool:
    return span.is_("dies") or span.is_("died") or fold(span.text) in _OUTCOME_WORDS


#: What separates a told clause from an asking one.
_CLAUSE_MARKS = frozenset({",", ";", "—", "–", "-", ":"})
#: Words that open an asking clause in English ("does persist bring it back?", "right?" is not one:
#: it confirms what was told, and is read with it).
_TAIL_OPENERS = frozenset(
    {"does", "do", "did", "is", "are", "was", "were", "will", "would", "can", "could", "should", "shouldn't",
     "doesn't", "don't", "isn't", "won't", "wouldn't", "why", "where", "when", "anything", "any"}
)  # fmt: skip


def _is_question(sentence: list[Span]) -> bool:
    """A sentence that asks ("What dies?", "¿Vuelven otra vez?", "Does Goyf survive?"): one that
    ends in "?" (or opens with "¿") and states nothing new (no number or size, no card not
    named elsewhere: "Does Blood Artist trigger? I control Blood Artist." tells it after). Its
    words are the judge's question, not the board."""
    opener = next((s for s in sentence if not s.is_("punct") and not (s.is_("filler") and not s.is_("ask"))), None)
    asks = (
        any(s.text == "?" for s in sentence)
        or (bool(sentence) and sentence[0].text == "¿")
        or (
            opener is not None
            and opener.is_("ask")
            and (opener.text.casefold() in _QUESTION_OPENERS or _WONDERS.search(opener.text.casefold()) is not None)
        )
    )  # "que muere", "what dies", "so basically I'm trying to figure out if …": a question typed without its mark
    if not asks:
        return False
    for k, span in enumerate(sentence):
        if span.kinds & {"num", "signed", "pt", "mod"} and span.text.casefold() not in _ONE:
            if k and span.is_("num") and sentence[k - 1].text.casefold() in _THE_N:
                continue  # "¿Qué pasa con los dos monitos?", "do the two of them die?": a reference
            return False  # "Damage?" asks; "with 2 damage?" states a number ("Do I lose one?" doesn't)
        told_elsewhere = span.extra.get("named_before") or span.extra.get("named_after")
        if span.is_("card") and not span.is_("again") and not told_elsewhere:
            return False  # a card named only here may be a fact asked that way: read, or asked
    return True


#: Words before a number that make it a reference to things named, not a count ("los dos").
_THE_N = frozenset({"the", "los", "las", "both", "all", "todos", "todas"})
#: "One" in a question is a pronoun more often than a count ("Do I lose one?", "¿se va una?").
_ONE = frozenset({"one", "uno", "una", "one of", "uno de", "una de", "either of", "any of"})
#: The end of a phrase that opens a question about whether ("… figure out if", "quiero saber si").
_WONDERS = re.compile(r"\b(?:if|whether|si)$")
#: Words that open a question even without its mark ("que muere", "what dies", "who wins").
_QUESTION_OPENERS = frozenset(
    {"what", "who", "which", "how", "que", "qué", "quien", "quién", "como", "cómo", "cual", "cuál", "what's", "whats",
     "what does", "what do", "how does", "how do", "why", "why did", "why does", "why is", "why isn't", "why hasn't",
     "why didn't", "why doesn't", "why was", "why wasn't", "por qué", "porqué"}
)  # fmt: skip


#: Words that say the turn's cleanup step has come (514.2: damage is removed, effects "until end
#: of turn" end; then the checks, 514.3a): "cleanup", "now it's end of turn" (never "until end of turn").
_CLEANUP = re.compile(
    r"\b(?:clean-?up|limpieza|the turn ends|termina el turno|end of (?:the )?turn|final del turno|fin del? turno)\b"
)
#: …but never the end of an effect's duration ("until end of turn", "hasta el final del turno").
_UNTIL = re.compile(r"\b(?:until|till|til|hasta)(?: the| el)?\s*$")


#: Words that put what they tell in an earlier turn.
_PAST_TURN = re.compile(
    r"\b(?:last turn|previous turn|a turn ago|turno pasado|turno anterior|hace un turno|hace \w+ turnos|"
    r"next turn|turno siguiente|siguiente turno|al otro turno|proximo turno|próximo turno)\b"
)


def _says_cleanup(text: str) -> bool:
    return any(not _UNTIL.search(text[: m.start()]) for m in _CLEANUP.finditer(text))


#: Words that tell a turn ended (its cleanup step ends "until end of turn" effects, 514.2).
_TURN_ENDS = re.compile(
    r"\b(?:next turn|following turn|passes the turn|passed the turn|untaps|end of turn|cleanup|"
    r"turno siguiente|siguiente turno|pr[oó]ximo turno|pasa el turno|pas[oó] el turno|endereza|"
    r"fin de turno|final del turno|limpieza)\b"
)
#: What may follow a player's name: "Ana controls", "Bruno casts", "P2 is on 3", "Ana: …".
_AFTER_A_PLAYER = frozenset(
    {
        "controls", "life_at", "casts", "enters", "puts", "attacks", "blocks_with", "blocks", "takes", "unit_life",
        "library", "draw_step", "activates", "hits", "destroys", "exiles", "sacrifices", "bounces",
        "goes_to", "deals", "assigns", "steals", "is_protector", "as_protector", "unblocked",
    }
)  # fmt: skip
#: What joins two players' names ("Javi y yo", "me and Omar").
_PERSON_JOINERS = frozenset({"y", "e", "and", "&"})
#: Who a name joined that way stands beside.
_SPEAKER = frozenset({"self", "opponent"})
#: What names the player after it: "comandante de Pablo", "commander of Ana", "su compañero Pablo".
_BEFORE_A_PLAYER = frozenset({"commander_of", "person", "protector_is", "protected_by"})
_PLAYER_CODE = re.compile(r"^(P\d|AP|NAP|J\d|JA|JNA)(?:['’]s)?$", re.I)
#: Phrases naming a seat by its role (lexicon classes) → the seat's code in each language.
_SEATS = {"seat_active": {"en": "AP", "es": "JA"}, "seat_nonactive": {"en": "NAP", "es": "JNA"}}


def _mark_players(spans: list[Span]) -> None:
    """A capitalised word no card or lexicon row reads is a player where a player's verb
    follows it ("Ana controls", "Bruno casts", "Sofía está a 3"), or a colon, or where it is
    a seat ("P1", "AP", "NAP"); then it is that player everywhere in the text."""
    named: set[str] = set()
    for span in spans:
        seat = next((codes for kind, codes in _SEATS.items() if span.is_(kind)), None)
        if seat is not None:  # "the active player", "el jugador no activo": that seat's code
            langs = lexicon().languages.get(span.value if isinstance(span.value, tuple) else (), frozenset())
            span.kinds = span.kinds | {"player"}
            span.extra["name"] = seat["es" if "es" in langs and "en" not in langs else "en"]
    for i, span in enumerate(spans):
        if not span.is_("word") and not span.is_("capitalised"):
            continue
        found = _PLAYER_CODE.match(span.text) if span.text != "ja" else None  # "ja": a laugh
        code = found is not None
        if found is not None:  # "nap's", "ap": a seat's code in any case
            span.extra["name"] = found.group(1).upper()
        nxt = spans[i + 1] if i + 1 < len(spans) else None
        before_verb = nxt is not None and (bool(nxt.kinds & _AFTER_A_PLAYER) or nxt.text == ":" or nxt.is_("spell"))
        before_verb = before_verb or (nxt is not None and nxt.is_("signed"))  # "Ana +1's Oko"
        if nxt is not None and nxt.text == "(" and i + 2 < len(spans):  # "Dev (on 2 life) controls …"
            before_verb = bool(spans[i + 2].kinds & {"life_at", "self_at", "controls"})
        possessive = span.text.endswith(("'s", "’s"))
        if (span.is_("capitalised") and (before_verb or possessive)) or code:
            named.add(_name_of(span))
        if span.is_("capitalised") and i > 0 and spans[i - 1].kinds & _BEFORE_A_PLAYER:
            named.add(span.text)  # "mi amigo Andrés", "comandante de Pablo": a player is named
        bracketed = 1 < i < len(spans) - 1 and spans[i - 1].text == "(" and spans[i + 1].text == ")"
        if span.is_("capitalised") and bracketed and spans[i - 2].is_("person") and not span.is_("card"):
            named.add(span.text)  # "el man (Andrés)", "my friend (Tom)": the person's name
        if bracketed and spans[i - 2].is_("card") and span.kinds == {"word", "capitalised"}:
            named.add(span.text)  # "Kitchen Finks (Alex)": whose the card is, by name
        beside = any(
            0 <= j < len(spans) and fold(spans[(i + j) // 2].text) in _PERSON_JOINERS and spans[j].kinds & _SPEAKER
            for j in (i - 2, i + 2)
        )
        if span.is_("capitalised") and beside and not span.is_("card"):
            named.add(span.text)  # "Javi y yo", "me and Omar": a player beside a player
        after_card = i > 1 and spans[i - 1].text.casefold() == "de" and spans[i - 2].is_("card")
        if span.is_("capitalised") and after_card and not (nxt is not None and nxt.is_("card")):
            named.add(span.text)  # "la Atraxa de Marta": the card's player
    roster = _roster(spans)
    misspelt = {_name_of(span) for span in roster if _a_name_near_a_card(span)}
    named |= {_name_of(span) for span in roster if span.is_("capitalised")} | misspelt
    for span in spans:
        if _name_of(span) in named and (not span.is_("card") or _name_of(span) in misspelt):
            span.kinds = (span.kinds - {"card", "again"}) | {"player"}
    for span in roster:  # the list says who plays, no fact of the board: talk, listed
        span.kinds = frozenset({"filler"})
        span.extra["roster"] = True


def _roster_as_one(spans: list[Span]) -> list[Span]:
    """The roster's words as one span, so the reply lists it as one thing skipped ("me, Carl,
    Dana, Eli"), not word by word."""
    out: list[Span] = []
    for span in spans:
        if span.extra.get("roster") and out and out[-1].extra.get("roster"):
            joined = out[-1].text + ("" if span.text in ",:" else " ") + span.text
            out[-1] = Span(
                out[-1].first, span.last, joined, out[-1].start, span.end, out[-1].kinds, None, out[-1].extra
            )
        else:
            out.append(span)
    return out


def _roster(spans: list[Span]) -> list[Span]:
    """Who plays, listed after a game of several and a colon ("4 player commander: me, Carl,
    Dana, Eli.", "Partida de cuatro: Ana, Beto, Carla y yo."): the names, the writer, and what
    joins them, to the end of the sentence. Only a list of names alone: anything else there
    (a card, a number) and it is no roster."""
    for k in range(len(spans) - 1):
        if spans[k + 1].text != ":" or not _heads_a_roster(spans[: k + 1]):
            continue
        listed: list[Span] = []
        for item in spans[k + 2 :]:
            if item.is_("end"):
                break
            listed.append(item)
        names = [s for s in listed if (s.is_("capitalised") and not s.is_("card")) or _a_name_near_a_card(s)]
        joiners = {",", "y", "and", "e", "&"}
        if len(names) >= 2 and all(s in names or s.is_("self") or fold(s.text) in joiners for s in listed):
            return listed  # the game's count and its colon stay: more than two play
    return []


def _a_name_near_a_card(span: Span) -> bool:
    """One capitalised word taken for a card only as a typo of its name ("Marco": Maro): in a
    list of who plays, a person's name."""
    typed = span.extra.get("typed")
    return span.is_("card") and isinstance(typed, str) and " " not in typed.strip()


def _heads_a_roster(before: list[Span]) -> bool:
    """Whether the words right before a colon say a game of several: "4 player commander",
    "Partida de tres jugadores", "3-player kitchen table game" (filler after the count is
    passed over), "Commander de cuatro", "Commander a 4" (the variant and its count)."""
    k = len(before) - 1
    while k > 0 and before[k].is_("filler") and not before[k].is_("multiplayer"):
        k -= 1
    if before[k].is_("multiplayer"):
        return True
    said = before[max(0, k - 2) : k]
    return before[k].is_("num") and any(s.is_("variant") for s in said)


def _paired_players(spans: list[Span]) -> list[Span]:
    """Two players and one life total ("Javi y yo estamos a 5 vidas", "me and Omar are at 3"):
    the total told of each, as two clauses ("Javi at 5; me at 5"), so each is read by the life
    row. Only two players joined by "and"/"y" right before the total."""
    out = list(spans)
    k = 0
    while k + 4 < len(out):
        first, joiner, second, verb, number = out[k : k + 5]
        players = all(s.kinds & _PAIRED for s in (first, second)) and not (first.is_("card") or second.is_("card"))
        after = out[k + 5] if k + 5 < len(out) else None
        life = after is None or after.is_("unit_life") or after.is_("end")  # never "9 venenos como equipo"
        if players and life and fold(joiner.text) in _PERSON_JOINERS and verb.is_("life_at") and number.is_("num"):
            tail = [number, *([after] if after is not None and after.is_("unit_life") else [])]
            stop = Span(joiner.first, joiner.last, "", joiner.start, joiner.end, frozenset({"end", "punct"}))
            out[k : k + 5 + len(tail) - 1] = [first, verb, *tail, stop, second, dataclasses.replace(verb), *tail]
            k += 4 + 2 * len(tail)
            continue
        k += 1
    return out


#: Who a paired life total may be told of.
_PAIRED = frozenset({"self", "opponent", "player"})


def _second_person(spans: list[Span]) -> None:
    """ "you", "your", "tu", "vos": the writer's opponent when the writer speaks of themselves
    too ("I Bolted your Goyf", "le tiré un Relámpago a tu Chandra"); otherwise the player the
    text is about, as in a quiz ("You control Grizzly Bears; your opponent …")."""
    writer = any(s.is_("self") or s.is_("first_person") or _first_person_preterite(s) for s in spans)
    for span in spans:
        if span.is_("second"):
            span.kinds = span.kinds | {"opponent" if writer else "self"}


@lru_cache(maxsize=64)
def parse_line(line: str, cards: CardCatalog | None) -> GameState:
    """A reading's board-language line, parsed once: the same line is rendered, sized and
    checked several times while the readings of one text are tried (the state is immutable)."""
    return parse_board(line, cards)


def _oracle_name(cards: CardCatalog, name: str) -> str | None:
    found = cards.read(name).card
    if found is None:
        token = predefined_token(name)  # "Treasure", "Tesoro": 111.10's tokens are known objects
        return token.name if token is not None else None
    return found.name


def _owned_graveyards(spans: list[Span]) -> list[Span]:
    """ "Opponent's graveyard", "Ana's yard", "cementerio de mi rival", "el cementerio del
    rival": a graveyard word with its owner beside it is that player's graveyard, one span, as
    "his graveyard" is (what Tarmogoyf and threshold count)."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        if span.is_("graveyard_word"):
            before = out[-1] if out else None
            after = spans[k + 1] if k + 1 < len(spans) else None
            owner = next(
                (o for o in (before, after) if o is not None and o.kinds & {"opponent", "self"} and not o.is_("card")),
                None,
            )
            if owner is not None:
                first, last = (out.pop(), span) if owner is before else (span, after)
                assert first is not None and last is not None
                kind = "graveyard_opp" if owner.is_("opponent") else "graveyard_self"
                text = f"{first.text} {last.text}"
                out.append(Span(first.first, last.last, text, first.start, last.end, frozenset({kind})))
                k += 1 if owner is before else 2
                continue
        out.append(span)
        k += 1
    return _elided_graveyards(out)


#: Words that stand for a player's graveyard once a graveyard was said ("his graveyard has a
#: Forest, mine has the Bolt", "Graveyards: his has a Forest", "su cementerio tiene X, el mío Y").
_ELIDED_OWNERS = {
    "mine": "graveyard_self", "el mio": "graveyard_self", "el mío": "graveyard_self",
    "his": "graveyard_opp", "hers": "graveyard_opp", "theirs": "graveyard_opp", "el suyo": "graveyard_opp",
    "el del rival": "graveyard_opp", "el de mi rival": "graveyard_opp",
}  # fmt: skip
_GRAVEYARD_KINDS = frozenset({"graveyard_word", "graveyard_self", "graveyard_opp", "graveyard_all"})


def _elided_graveyards(spans: list[Span]) -> list[Span]:
    """A player's word standing alone for their graveyard, after a graveyard was said in the same
    sentence and before what it holds ("…, mine has the Bolt", "…, el mío tiene un Bosque"): that
    player's graveyard. Only before "has"/"tiene"/":" — "his Bears" stays a possessive."""
    said = False
    for k, span in enumerate(spans):
        if span.is_("end"):
            said = False
        elif span.kinds & _GRAVEYARD_KINDS:
            said = True
        elif said and fold(span.text) in _ELIDED_OWNERS and k + 1 < len(spans) and not span.is_("card"):
            after = spans[k + 1]
            if after.is_("hosts") or after.is_("controls") or after.text == ":":
                spans[k] = dataclasses.replace(span, kinds=frozenset({_ELIDED_OWNERS[fold(span.text)]}))
                if k >= 2 and spans[k - 1].text == ":" and spans[k - 2].is_("graveyard_all"):
                    # "Graveyards: his has …": a heading over each player's graveyard, told apart
                    spans[k - 2] = dataclasses.replace(spans[k - 2], kinds=frozenset({"filler"}))
    return spans


def _token_prefixes(spans: list[Span]) -> list[Span]:
    """A token's size, colors and keywords said before it ("a 1/1 white Spirit token", "two 2/2
    black Zombie tokens", "a 1/1 flying Spirit token", "a flying 1/1 Bird token"): kept on the
    token's span, as its maker made it (111.4)."""
    out: list[Span] = []
    for span in spans:
        if span.is_("token"):
            colors: list[str] = []
            keywords: list[Span] = []
            for _ in range(2):  # "1/1 white flying", "flying 1/1": the words around the size
                while out and out[-1].kinds & {"color", "keyword"} and not out[-1].is_("card"):
                    said = out.pop()
                    if said.is_("color"):
                        colors.insert(0, said.text)
                    else:
                        keywords.insert(0, said)
                if out and out[-1].is_("pt") and "pt" not in span.extra:
                    span.extra["pt"] = out.pop().value
            if colors:
                span.extra["colors"] = colors
            if keywords:
                span.extra["keywords"] = keywords
        out.append(span)
    return out


def _graveyard_types(spans: list[Span]) -> None:
    """Cards told only by their type where a graveyard is told ("the graveyards have a land, an
    instant and a creature", "un Bosque y un instantáneo en mi cementerio"): each a card of that
    type there (what Tarmogoyf and delirium count), named by it ("land card"). Only in the
    clause that tells the graveyard, up to its end or a bracket."""
    for at, place in enumerate(spans):
        if not place.kinds & _GRAVEYARD_KINDS:
            continue
        for step in (1, -1):
            k = at + step
            while 0 <= k < len(spans) and not spans[k].is_("end") and spans[k].text not in "()":
                said = spans[k]
                kind = _type_noun(said.text)
                if kind is not None and not (said.is_("card") and said.text[:1].isupper()):
                    said.kinds = frozenset({"card", "generic"})
                    said.value = _GENERIC_NAMES[kind]
                    said.extra["types"] = [kind]
                elif fold(said.text) in _CARD_WORDS and _next_to_generic(spans, k):
                    said.kinds = frozenset({"filler"})  # "a creature card", "una carta de tierra"
                elif said.kinds & _GRAVEYARD_KINDS:
                    break
                k += step


def _next_to_generic(spans: list[Span], k: int) -> bool:
    """Whether a word "card"/"carta de" stands right after or before a card told by its type."""
    near = [spans[j] for j in (k - 1, k + 1, k + 2) if 0 <= j < len(spans)]
    return any(_type_noun(s.text) for s in near)


def _type_noun(text: str) -> str | None:
    """The card type a word names as a noun, singular or plural ("instants", "criaturas")."""
    said = fold(text)
    return _CARD_TYPE_NOUNS.get(said.removesuffix("s")) or _CARD_TYPE_NOUNS.get(said.removesuffix("es"))


#: The words for a card beside its type ("a creature card", "una carta de tierra").
_CARD_WORDS = frozenset({"card", "cards", "carta", "cartas", "carta de", "cartas de"})
#: Where a graveyard is told.
_GRAVEYARD_KINDS = frozenset({"graveyard_self", "graveyard_opp", "graveyard_all"})
#: A card type said as a noun (folded, singular), English and Spanish: the type it names.
_CARD_TYPE_NOUNS = {
    "land": "land", "tierra": "land", "instant": "instant", "instantaneo": "instant", "sorcery": "sorcery",
    "sorcerie": "sorcery", "conjuro": "sorcery", "creature": "creature", "criatura": "creature",
    "artifact": "artifact", "artefacto": "artifact", "enchantment": "enchantment", "encantamiento": "enchantment",
    "planeswalker": "planeswalker", "battle": "battle", "batalla": "battle", "kindred": "kindred", "tribal": "kindred",
}  # fmt: skip
#: The name a card told only by its type is given on the board.
_GENERIC_NAMES = {kind: f"{kind} card" for kind in set(_CARD_TYPE_NOUNS.values())}


def _opening_imperfect(spans: list[Span]) -> None:
    """A Spanish text that opens on an imperfect of having or of a life total ("Tenía unos Osos
    pardos…", "Controlaba a Thalia", "Estaba a 2 vidas"), or does so right after a frame of talk
    ending in a colon: with nothing said before it, its subject is the writer (the form is the
    same for "yo" and "él", and no "él" has been named yet)."""
    begin = 0
    colon = next((k for k, s in enumerate(spans) if s.is_("end")), None)
    if colon is not None and spans[colon].text == ":" and not _states_a_fact(spans[:colon]):
        begin = colon + 1  # "Torneo en Guatemala, me pasó esto: estaba a 2 vidas…": after the talk
    first = next((s for s in spans[begin:] if not s.is_("punct") and not s.is_("filler")), None)
    if first is None or not first.kinds & {"controls", "hosts", "life_at"}:
        return
    sentence = spans[begin : next((k for k, s in enumerate(spans) if s.is_("end") and k >= begin), len(spans))]
    if any(
        _THIRD_POSSESSIVES & set(fold(s.text).split()) and not (k + 1 < len(sentence) and sentence[k + 1].is_("signed"))
        for k, s in enumerate(sentence)
    ):
        return  # "Tenía 2 cartas en su biblioteca": "his library", so "he had"; or "you had" ("su -3" is its own)
    if first.text.casefold().split()[0].endswith(("ía", "aba")):  # "Estaba a 2 vidas" too
        first.kinds = first.kinds | {"first_person"}


#: Possessives of a third person (or of "usted"): never the writer's own things.
_THIRD_POSSESSIVES = frozenset({"su", "sus"})


def _first_person_preterite(span: Span) -> bool:
    """A Spanish verb phrase in the writer's preterite ("le tiré", "le metí", "pegué"): its
    last word ends in an accented é/í (the lexicon keys are folded, the typed text is not)."""
    return bool(span.kinds & _AFTER_A_PLAYER) and span.text.casefold().endswith(("é", "í"))


def _restated_players(spans: list[Span]) -> list[Span]:
    """A player named again in brackets right after ("El jugador activo (JA)", "the active
    player (Ana)"): one player, called by the bracket's name; the bracket is taken out."""
    out: list[Span] = []
    i = 0
    while i < len(spans):
        span = spans[i]
        out.append(span)
        if (
            (span.is_("player") or span.is_("person"))
            and i + 3 < len(spans)
            and spans[i + 1].text == "("
            and spans[i + 2].is_("player")
            and spans[i + 3].text == ")"
        ):
            if span.is_("person"):
                out[-1] = spans[i + 2]  # "el man (Andrés)": Andrés, called by the bracket's name
            else:
                span.extra["name"] = _name_of(spans[i + 2])
            i += 4
            continue
        i += 1
    return out


def _name_of(span: Span) -> str:
    """The player a word names: a seat's code in capitals ("nap's" → NAP), else as typed."""
    name = span.extra.get("name")
    if isinstance(name, str):
        return name
    found = _PLAYER_CODE.match(span.text)
    return found.group(1).upper() if found else span.text.removesuffix("'s").removesuffix("’s")


def _mark_spells(spans: list[Span], cards: CardCatalog) -> None:
    for span in spans:
        if span.is_("card") and card_kinds(cards, str(span.value)) & {"instant", "sorcery"}:
            span.kinds = span.kinds | {"spell"}


#: Words that give the value of a spell's X after its name ("Toxic Deluge for 3", "paying 2",
#: "Terremoto por 2", "pagando 3 vidas").
_X_LINKS = frozenset({"for", "paying", "por", "pagando"})
_HAS_X = re.compile(r"\bX\b")


def _x_told(spans: list[Span], cards: CardCatalog) -> list[Span]:
    """ "Toxic Deluge paying 3", "Earthquake for 2": the value chosen for a spell's X (107.3a),
    said after its name without "X=", only where the spell's text has an X."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        paid = _x_paid_before(spans, k, cards)
        if paid is not None:  # "I pay 3 for Toxic Deluge": cast, X told
            spell, end = paid
            out += [dataclasses.replace(span, kinds=frozenset({"casts"})), spell]
            out.append(
                Span(spell.last, spell.last, "", spell.end, spell.end, frozenset({"x_value"}), spans[k + 1].number)
            )
            k = end
            continue
        out.append(span)
        if (
            span.is_("spell")
            and k + 2 < len(spans)
            and fold(spans[k + 1].text) in _X_LINKS
            and spans[k + 2].is_("num")
            and _HAS_X.search(oracle_text(cards, str(span.value)))
        ):
            link, number = spans[k + 1], spans[k + 2]
            out.append(Span(link.first, number.last, f"{link.text} {number.text}", link.start, number.end,
                            frozenset({"x_value"}), number.number))  # fmt: skip
            k += 3
            if k < len(spans) and spans[k].is_("unit_life"):
                k += 1  # "pagando 3 vidas": the life paid is X (Toxic Deluge)
            continue
        k += 1
    return out


#: What may follow "w/ +1/+1" for it to be a counter, not a change said on its own.
_AFTER_SHORTHAND = frozenset({",", ".", ";", ")", "and", "y", "&", "(", "?", "!"})


def _x_paid_before(spans: list[Span], k: int, cards: CardCatalog) -> tuple[Span, int] | None:
    """ "I pay 3 for Toxic Deluge", "pagué 3 vidas por el Diluvio tóxico": the amount paid for a
    spell whose text has an X, said before its name (the spell, and where the phrase ends)."""
    if not spans[k].is_("pays") or k + 2 >= len(spans) or not spans[k + 1].is_("num"):
        return None
    at = k + 2
    if spans[at].is_("unit_life"):
        at += 1
    if at >= len(spans) or not spans[at].is_("for"):
        return None
    at += 1
    while at < len(spans) and spans[at].kinds == {"filler"} and fold(spans[at].text) in _ARTICLES:
        at += 1
    if at >= len(spans) or not spans[at].is_("spell") or not _HAS_X.search(oracle_text(cards, str(spans[at].value))):
        return None
    return spans[at], at + 1


def _from_to(spans: list[Span]) -> list[Span]:
    """ "My opponent went from 5 to 0 life", "Mi rival pasó de 5 a 0 vidas": the total it went
    to, as "went to 0 life" says it (the rows of ``goes_to`` read it); the number it came from
    is only where it started. Anything else after "went from" is left as it is: not read."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        if span.is_("went_from") and k + 3 < len(spans) and spans[k + 1].is_("num") and spans[k + 2].is_("targeting"):
            after = spans[k + 3]
            if after.is_("num") or after.is_("minus") or after.is_("signed"):
                upto = spans[k + 2]
                out.append(
                    Span(span.first, upto.last, f"{span.text} {spans[k + 1].text} {upto.text}", span.start, upto.end,
                         frozenset({"goes_to"}))
                )  # fmt: skip
                k += 3
                continue
        out.append(span)
        k += 1
    return out


def _counter_shorthand(spans: list[Span]) -> list[Span]:
    """ "Young Wolf w/ +1/+1", "Finks with a -1/-1", "Osos con un +1/+1": after a card and
    "with", a +1/+1 or -1/-1 that ends the phrase is a counter of that kind (the word left
    out); followed by anything else ("with +1/+1 from the Anthem", "until end of turn") it is
    read as it stands."""
    out: list[Span] = []
    for k, span in enumerate(spans):
        out.append(span)
        if not span.is_("mod") or span.text not in ("+1/+1", "-1/-1"):
            continue
        back = k - 1
        while back >= 0 and spans[back].kinds == {"filler"} and fold(spans[back].text) in ("a", "un", "one", "uno"):
            back -= 1
        after = spans[k + 1] if k + 1 < len(spans) else None
        if back < 1 or not spans[back].is_("with") or not spans[back - 1].is_("card"):
            continue
        if after is None or after.text.casefold() in _AFTER_SHORTHAND:
            out.append(Span(span.last, span.last, "", span.end, span.end, frozenset({"counter"})))
    return out


#: Who may say they chose, inside the brackets after a permanent ("(I chose Elf)").
_CHOOSERS = frozenset({"self", "opponent", "person", "she"})


def _chosen_in_brackets(spans: list[Span]) -> list[Span]:
    """ "Conspiracy (I chose Elf)", "Painter's Servant (I chose white)", "Conspiración (elegí
    Elfo)", "(chosen type: Merfolk)": what was chosen for the permanent before the bracket, said as a choice, read as
    "Conspiracy naming Elf" (by the same row, which checks the card chooses one as it enters)."""
    out: list[Span] = []
    k = 0
    while k < len(spans):
        span = spans[k]
        out.append(span)
        if span.is_("naming") and k + 1 < len(spans) and spans[k + 1].text == ":":
            k += 2  # "(chosen type: Merfolk)", "(tipo elegido: Merfolk)": the colon labels the value
            continue
        if span.text == "(" and out[:-1] and out[-2].is_("card") and not out[-2].is_("verb"):
            at = k + 1
            if at < len(spans) and spans[at].kinds & _CHOOSERS and not spans[at].is_("chooses"):
                at += 1  # "I" before "chose": the chooser, the permanent's controller
            if at < len(spans) and spans[at].is_("chooses"):
                out.append(dataclasses.replace(spans[at], kinds=frozenset({"naming"})))
                k = at + 1
                continue
        k += 1
    return out


def _owners(spans: list[Span]) -> list[Span]:
    """Possessives set the owner of the card they stand before ("my Goblin Guide", "opp's
    Bears", "Ana's Lions") or after ("Osos pardos de mi rival") and are taken out."""
    out: list[Span] = []
    i = 0
    while i < len(spans):
        span = spans[i]
        owner = _possessive(span)
        nxt = _next_card(spans, i + 1)
        if owner is not None and nxt is not None:
            spans[nxt].extra["owner"] = owner
            if fold(span.text) in WHOSE_PRONOUNS:
                spans[nxt].extra["whose_pronoun"] = True  # "su", "his": whose, read where it is read
            if spans[nxt].is_("token_ref_owned"):
                spans[nxt].kinds = spans[nxt].kinds | {"token_ref"}  # "mi ficha", "my token": one of theirs
            i += 1
            continue
        if span.text.lower() in _ARTICLES and i + 1 < len(spans) and spans[i + 1].is_("card"):
            i += 1  # "la Espada", "un Gigante", "a Grizzly Bears": an article, not a pronoun
            continue
        if span.is_("num") and i + 1 < len(spans) and spans[i + 1].is_("card") and not spans[i + 1].is_("verb"):
            spans[i + 1].extra["count"] = span.number  # "two Merfolk", "dos Osos pardos", "one Pearl Trident"
            i += 1
            continue
        if (
            span.is_("num")
            and span.text.casefold().endswith((" of", " de"))
            and i + 2 < len(spans)
            and _possessive(spans[i + 1]) is not None
            and (spans[i + 2].is_("card") or spans[i + 2].is_("token_ref_owned"))
        ):
            spans[i + 2].extra["count"] = span.number  # "una de mis fichas", "one of my tokens": one of them
            i += 1
            continue
        if (
            span.is_("num")
            and span.text.casefold().endswith((" of the", " de los", " de las"))
            and i + 1 < len(spans)
            and (spans[i + 1].is_("card") or spans[i + 1].is_("token_ref_owned"))
        ):
            spans[i + 1].extra["count"] = span.number  # "one of the tokens", "una de las fichas": one of them
            if spans[i + 1].is_("token_ref_owned"):
                spans[i + 1].kinds = spans[i + 1].kinds | {"token_ref"}
            i += 1
            continue
        if (
            span.is_("num")
            and span.text.casefold().endswith((" of", " de"))
            and i + 1 < len(spans)
            and spans[i + 1].is_("pronoun")
        ):
            spans[i + 1].extra["count"] = span.number  # "one of them", "una de ellas": any one of alike copies
            i += 1
            continue
        out.append(span)
        person = spans[i + 1] if span.is_("card") and i + 1 < len(spans) else None
        if person is not None and person.is_("person") and person.text.lower().startswith(("de ", "del ", "of ")):
            span.extra["owner"] = "opponent"  # "el Gigante de mi primo": the other player's
            i += 2
            continue
        if span.is_("card") and i + 2 < len(spans) and spans[i + 1].text.lower() in _OF:
            after = spans[i + 2]
            if after.is_("opponent") or after.is_("self"):
                span.extra["owner"] = "opponent" if after.is_("opponent") else "you"
                i += 3
                continue
            if after.is_("player"):  # "el Tarmogoyf del JA", "los Osos de Ana"
                span.extra["owner"] = _name_of(after)
                i += 3
                continue
        if (
            span.is_("card")
            and i + 1 < len(spans)
            and spans[i + 1].is_("opponent")
            and spans[i + 1].text.lower().startswith("de")
        ):
            span.extra["owner"] = "opponent"
            i += 2
            continue
        i += 1
    return out


def _possessive(span: Span) -> str | None:
    folded = span.text.lower().replace("’", "'")
    if span.is_("self") and folded in _POSSESSIVE_SELF:
        return "you"
    if span.is_("opponent") and (folded in _POSSESSIVE_OPPONENT or folded.endswith("'s")):
        return "opponent"
    if span.is_("she") and folded == "her":
        return "opponent"  # "she blocks with her Serra Angel": read as "his" is
    if span.is_("person") and folded.endswith("'s"):
        return "opponent"  # "my brother's Serra Angel": the other player at a two-player table
    if (span.is_("capitalised") or span.is_("player")) and folded.endswith("'s"):
        return _name_of(span)
    return None


def _next_card(spans: list[Span], i: int) -> int | None:
    while i < len(spans) and (
        spans[i].is_("num") or spans[i].is_("commander_word") or (spans[i].is_("filler") and not spans[i].is_("punct"))
    ):
        i += 1
    found = i < len(spans) and (
        spans[i].is_("card") or spans[i].is_("creature_ref_owned") or spans[i].is_("token_ref_owned")
    )
    return i if found else None


def _spanish(spans: list[Span]) -> bool:
    langs = lexicon().languages
    es = en = 0
    for span in spans:
        key = span.value if isinstance(span.value, tuple) else None
        if key is None:
            continue
        found = langs.get(key, frozenset())
        es += "es" in found and "en" not in found
        en += "en" in found and "es" not in found
    return es > en


def _size_before_arrivals(story: Story, cards: CardCatalog, index: int) -> tuple[int, int] | None:
    """The size of ``story.things[index]`` on the board without the permanents the text tells
    entering after it ("Tengo Myr de acero oscuro (0/1) y el rival pone Noche de la traición de
    las almas", "A mi Tarmogoyf (4/5) le ponen La transformación de Kenrith"): a size said
    there is the one before they came, checked as such (None: none came after it)."""
    later = [i for i, t in enumerate(story.things) if i > index and t.arrived and t.zone is None]
    if not later:
        return None
    before = copy.deepcopy(story)
    for i in later:
        before.things[i].zone, before.things[i].attached_to = "exile", None
    try:
        state = parse_line(board_line(before), cards)
    except BoardError:
        return None
    layered = apply_effects(state.objects, state.players, trace=False)
    thing = before.things[index]
    name = thing.card + (f" #{thing.label}" if thing.label else "")
    obj = next((o for o in state.objects if o.id == name), None)
    now = layered.objects.get(obj.id, obj) if obj is not None else None
    if now is None or layered.readings or "creature" not in now.card_types or now.toughness is None:
        return None
    return now.effective_power, now.effective_toughness


def _sizes(
    line: str, cards: CardCatalog, story: Story, checked: bool = True
) -> dict[int, tuple[int | None, frozenset[str]]]:
    """Each thing's power and keywords as the board computes them before the events (the sizes
    and keywords the text says are checked then; ``checked=False`` computes them again between
    events, when what was said of them before is no longer what they are)."""
    state = parse_line(line, cards)
    layered = apply_effects(state.objects, state.players, trace=False)
    if layered.readings:
        raise Unreadable("", "open")
    by_name: dict[str, int] = {}
    for n, thing in enumerate(story.things):
        by_name[thing.card + (f" #{thing.label}" if thing.label else "")] = n
    sizes: dict[int, tuple[int | None, frozenset[str]]] = {}
    for obj in state.objects:
        now = layered.objects.get(obj.id, obj)
        index = by_name.get(obj.id)
        if index is not None:
            creature = "creature" in now.card_types
            power = now.effective_power if creature and now.power is not None else None
            has = now.keywords | ({"indestructible"} if now.indestructible else set())
            has = has | {f"type:{kind}" for kind in now.card_types | now.subtypes}  # "(it's a creature)" is checked too
            has = has | ({f"color:{c}" for c in now.colors} if now.colors is not None else {"color:?"})
            has = has | {f"protection:{q}" for q in now.protection_from}  # 702.16e: what damage it stops
            if creature and now.toughness is None:
                has = has | {UNKNOWN_SIZE}
            elif creature:
                has = has | {f"{TOUGHNESS}{now.effective_toughness}"}  # first strike's step reads it
            sizes[index] = (power, has)  # indestructible is a flag of its own: a destroy event reads it
            if not checked:
                continue
            said = story.things[index].size_now
            either = {said, story.things[index].size_before_mass} - {None}
            differs = said is not None and (
                not creature or (now.effective_power, now.effective_toughness) not in either
            )
            if differs and said != _size_before_arrivals(story, cards, index):
                raise Unreadable(obj.id, "size_differs")  # something unsaid is at work
            tough = story.things[index].toughness_now
            if tough is not None and (not creature or now.toughness is None or now.effective_toughness != tough):
                raise Unreadable(obj.id, "size_differs")
            if not story.things[index].keywords_now <= has:
                raise Unreadable(obj.id, "keyword_differs")  # the board doesn't give it
    return sizes
