"""Conditions a described board can answer ("as long as it's your turn", "as long as seven or
more cards are in your graveyard", "as long as it's attacking"): their wording families as a
table, and how each is answered from what the board says.

A condition read here is answered from the board when the board says it (whose turn it is,
the cards it puts in a graveyard or a hand, an object's counters, whether it is tapped, a
player's life) and is otherwise a *reading* Juez tries both ways and asks about, naming it,
only when the answers differ. Never a guess: a graveyard the board describes nothing of is not
an empty one. What no board can say ("you have the city's blessing", "~ is monstrous") stays
``unknown`` (``oracle.read_condition``).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine.effects.model import Condition, Count, Filter
from engine.effects.subjects import CARD_TYPES, COLORS, KEYWORD_NAMES, read_subject
from engine.model import GameObject

_NUMBER_WORDS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]
NUMBERS: dict[str, int] = {w: n for n, w in enumerate(_NUMBER_WORDS)} | {str(n): n for n in range(101)}
_N = r"(\d+|" + "|".join(_NUMBER_WORDS) + r")"
_AMOUNT = _N[1:-1]
#: Card-type words before "card(s)" in a zone count: "creature", "instant and/or sorcery".
_TYPES = r"(?:[a-z]+(?: and/or | and | or |, ))*[a-z]+"
#: "your graveyard", "their graveyard" (an opponent's): whose cards a count reads.
_WHOSE = {"your": "you", "their": "an_opponent", "an opponent's": "an_opponent", "all": "all", "a": "all"}


def number(word: str) -> int:
    return NUMBERS[word]


@dataclass(frozen=True, slots=True)
class BoardFacts:
    """What a board says besides its permanents, shared by every effect of one application:
    whose turn it is, the cards it puts in other zones, the life totals it states."""

    active_player: str | None
    elsewhere: tuple[GameObject, ...]
    lives: Mapping[str, int]
    players: tuple[str, ...]
    teams: Mapping[str, str | None] = dataclasses.field(default_factory=dict)
    blessed: frozenset[str] = frozenset()
    poison: Mapping[str, int] = dataclasses.field(default_factory=dict)
    """Players' poison counters (0 unsaid, as 704.5c reads them)."""
    empty_graveyards: frozenset[str] = frozenset()
    """Players whose graveyard the board says holds only what it lists ("graveyards are empty")."""
    """Players the board says have the city's blessing (702.131)."""
    """Player → team (Two-Headed Giant): "your team controls" (810.2)."""


def _card_filter(words: str | None) -> Filter | None:
    """ "creature", "instant and/or sorcery", "nonland": the cards a zone count reads; None
    when a word isn't a card type (then the count isn't read)."""
    if not words:
        return Filter()
    kinds = [w for w in re.split(r" and/or | and | or |, ", words.strip()) if w]
    if len(kinds) == 1 and kinds[0].startswith("non") and kinds[0][3:] in CARD_TYPES:
        return Filter(not_types=frozenset({kinds[0][3:]}))
    if len(kinds) == 1 and kinds[0] not in CARD_TYPES and kinds[0].isalpha():  # "a Desert card"
        return Filter(subtypes=frozenset({kinds[0]}))
    if not all(k in CARD_TYPES for k in kinds):
        return None
    return Filter(types=frozenset(kinds)) if len(kinds) == 1 else Filter(any_types=frozenset(kinds))


def _turn(m: re.Match[str], text: str) -> Condition | None:
    return Condition("turn", text, negated=bool(m["not"]))


def _poisoned(m: re.Match[str], text: str) -> Condition | None:
    """ "an opponent is poisoned": has a poison counter (0 unsaid, as 704.5c reads it)."""
    return Condition("count", text, count=Count("poison", whose="an_opponent"), at_least=1)


def _most_common(m: re.Match[str], text: str) -> Condition | None:
    """The Djinns of Mirage: a color most common (or tied) among all permanents, by their
    colors now (an unsaid color is asked)."""
    return Condition("most_common", text, Filter(colors=frozenset({m["color"]})))


def _blessing(m: re.Match[str], text: str) -> Condition | None:
    return Condition("blessing", text)


def _paired(m: re.Match[str], text: str) -> Condition | None:
    return Condition("paired", text)


def _not_turn(m: re.Match[str], text: str) -> Condition | None:
    return Condition("turn", text, negated=True)


def _object(m: re.Match[str], text: str) -> Condition | None:
    """ "it's attacking", "~ is untapped", "enchanted creature is tapped": the state of the
    source or of what it is attached to (a board says tapped; attacking is a reading)."""
    state = m["state"]
    on = {"~": "source", "it": "it"}.get(m["who"], "attached")
    if state == "modified":
        scope = Filter(modified=True)
    elif state in ("monstrous", "renowned"):
        scope = Filter(designation=state)
    elif state in ("tapped", "untapped"):
        scope = Filter(tapped=state == "tapped")
    else:
        scope = Filter(combat=state)
    return Condition("object", text, scope, negated=bool(m["not"]), on=on)


def _counters(m: re.Match[str], text: str) -> Condition | None:
    """ "it has a +1/+1 counter on it", "~ has five or more counters on it", "there are
    exactly three tide counters on ~", "~ has no shell counters on it"."""
    amount = m["amount"]
    kind = m["kind"]
    on = "it" if m["who"] == "it" else "source"
    count = Count("counters", counter=kind, on="source")
    if amount == "no":
        return Condition("count", text, count=count, at_least=1, negated=True, on=on)
    n = 1 if amount in ("a", "an") else number(amount)
    exactly = bool(m["exactly"])
    return Condition("count", text, count=count, at_least=n, at_most=n if exactly else None, on=on)


def _cards(m: re.Match[str], text: str) -> Condition | None:
    """ "seven or more cards are in your graveyard", "there are four or more card types among
    cards in your graveyard", "there is a land card in your graveyard", "you have no cards in
    hand", "an opponent has eight or more cards in their graveyard"."""
    scope = _card_filter(m["types"])
    if scope is None:
        return None
    groups = m.groupdict()
    whose = _WHOSE.get(groups.get("whose") or "your", "you")
    if groups.get("holder") == "an opponent":
        if m["amount"] == "no":  # some opponent has none: the board's hands rarely say all
            return None
        whose = "an_opponent"
    zone = "hand" if "hand" in m["zone"] else "graveyard"
    kind = {"card types": "card_types", "mana values": "mana_values"}.get(groups.get("among") or "", "cards")
    count = Count(kind, scope, zone=zone, whose=whose)
    amount, more, fewer = m["amount"], groups.get("more"), groups.get("fewer")
    if amount == "no":
        return Condition("count", text, count=count, at_least=1, negated=True)
    n = 1 if amount in ("a", "an") else number(amount)
    if fewer:
        return Condition("count", text, count=count, at_least=0, at_most=n)
    return Condition("count", text, count=count, at_least=n, at_most=None if more else n)


def _commander(m: re.Match[str], text: str) -> Condition | None:
    """Lieutenant: "as long as you control your commander" (903.3)."""
    return Condition("control", text, Filter(controller="you", commander=True))


def _at_least(m: re.Match[str], text: str) -> Condition | None:
    """ "you control at least three other snow permanents", "five or more Revelers are on the
    battlefield"."""
    scope = read_subject(text.strip()[m.start("what") : m.end("what")])
    if scope is None or scope.scope != "all":
        return None
    mine = text.lower().startswith("you control")
    scope = dataclasses.replace(
        scope, controller="you" if mine else scope.controller, other=bool(m.groupdict().get("other"))
    )
    return Condition("control", text, scope, at_least=number(m["n"]))


def _attached(m: re.Match[str], text: str) -> Condition | None:
    """ "two or more Equipment are attached to it" (Balan, Wandering Knight)."""
    kind = "equipment" if m["what"] == "equipment" else "aura"
    count = Count("attached", Filter(subtypes=frozenset({kind})), on="source")
    return Condition(
        "count", text, count=count, at_least=number(m["amount"]), on="it" if m["who"] == "it" else "source"
    )


def _has_ability(m: re.Match[str], text: str) -> Condition | None:
    """ "it has defender" (Manor Gargoyle): a keyword it has now, after layer 6's earlier effects."""
    if m["ability"] not in KEYWORD_NAMES:
        return None
    return Condition("object", text, Filter(with_ability=m["ability"]), on="it" if m["who"] == "it" else "source")


def _control(m: re.Match[str], text: str) -> Condition | None:
    """ "an opponent controls an Island", "no opponent controls a white or blue creature",
    "your opponents control no creatures", "you control no untapped lands", "any player
    controls a black permanent"."""
    scope = read_subject(text.strip()[m.start("what") : m.end("what")])
    if scope is None or scope.scope != "all":
        return None
    who = m["who"]
    controller = {"you": "you", "any player": None}.get(who, "opponents")
    negated = who == "no opponent" or bool(m.groupdict().get("no"))
    return Condition("control", text, dataclasses.replace(scope, controller=controller), negated=negated)


def _devotion(m: re.Match[str], text: str) -> Condition | None:
    """ "your devotion to white and black is less than seven" (Theros gods, 700.5)."""
    count = devotion_count(m["colors"])
    if count is None:
        return None
    return Condition("count", text, count=count, at_least=number(m["n"]), negated=True)


def devotion_count(words: str) -> Count | None:
    """ "white and black" → the devotion to those colors (700.5: a hybrid symbol counts once)."""
    colors = frozenset(w for w in re.split(r" and | or |, ", words.strip().lower()) if w)
    if not colors or not colors <= COLORS:
        return None
    return Count("devotion", Filter(colors=colors))


_SYMBOLS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def devotion(colors: frozenset[str], costs: list[str | None]) -> int | None:
    """The mana symbols of those colors in these mana costs (a hybrid one once); None when a
    cost is unknown (an object no card names): never guessed."""
    if any(cost is None for cost in costs):
        return None
    wanted = {_SYMBOLS[c] for c in colors}
    return sum(
        1 for cost in costs for symbol in re.findall(r"\{([^}]*)\}", cost or "") if wanted & set(symbol.split("/"))
    )


def _opponent_life(m: re.Match[str], text: str) -> Condition | None:
    return Condition("opponent_life", text, at_least=0, at_most=number(m["n"]))


#: The wording families, in the order tried (the text is lowercased, ``~`` for the card).
READERS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str], str], Condition | None]], ...] = tuple(
    (re.compile(pattern), build)
    for pattern, build in (
        (r"it(?:'s| is)(?P<not> not)? your turn|during (?:your turn|each of your turns)", _turn),
        (r"~ is paired with another creature", _paired),
        (r"you have the city's blessing", _blessing),
        (r"an opponent is poisoned", _poisoned),
        (
            r"(?P<color>white|blue|black|red|green) is the most common color among all permanents"
            r" or is tied for most common",
            _most_common,
        ),
        (r"it isn't your turn(?P<not>)|during turns other than yours(?P<not2>)", _not_turn),
        (
            r"(?P<who>~|it|enchanted creature|equipped creature)(?: is|'s)(?P<not> not|n't)?"
            r" (?P<state>tapped|untapped|attacking|blocking|modified|monstrous|renowned)",
            _object,
        ),
        (
            rf"(?P<who>~|it) has (?P<amount>a|an|no|{_AMOUNT})(?: or more)?(?P<exactly>)"
            r" (?:(?P<kind>[a-z+\-/0-9]+) )?counters? on (?:it|~)",
            _counters,
        ),
        (
            rf"there (?:is|are) (?P<exactly>exactly )?(?P<amount>{_AMOUNT})(?: or more)?"
            r" (?:(?P<kind>[a-z+\-/0-9]+) )?counters? on (?P<who>~)",
            _counters,
        ),
        (
            rf"(?P<amount>{_AMOUNT})(?P<more> or more)? (?:(?P<types>{_TYPES}) )?cards? (?:are|is) in"
            r" (?P<whose>your) (?P<zone>graveyard)",
            _cards,
        ),
        (
            rf"(?P<amount>a|an) (?:(?P<types>{_TYPES}) )?card (?:is) in (?P<whose>your) (?P<zone>graveyard)",
            _cards,
        ),
        (
            rf"(?P<amount>{_AMOUNT}) or more (?P<what>equipment|auras?) are attached to (?P<who>~|it)",
            _attached,
        ),
        (r"(?P<who>~|it) has (?P<ability>[a-z ]+)", _has_ability),
        (
            rf"there (?:is|are) (?P<amount>a|an|no|{_AMOUNT})(?P<more> or more)?"
            rf"(?: (?P<among>card types|mana values) among)? (?:(?P<types>{_TYPES}) )?cards? in"
            r" (?P<whose>your|all) (?P<zone>graveyards?)",
            _cards,
        ),
        (
            rf"(?P<holder>you|an opponent) (?:has|have) (?P<amount>no|{_AMOUNT})"
            rf"(?: or (?:(?P<more>more)|(?P<fewer>fewer|less)))? (?:(?P<types>{_TYPES}) )?cards? in"
            r" (?:(?P<whose>your|their) )?(?P<zone>hand|graveyard)",
            _cards,
        ),
        (r"(?P<who>an opponent|no opponent|any player) controls (?P<det>a|an|one or more) (?P<what>.+)", _control),
        (r"(?P<who>your opponents|you) control (?P<no>no) (?P<what>.+)", _control),
        (r"you control your commander", _commander),
        (rf"you control at least (?P<n>{_AMOUNT}) (?P<other>other )?(?P<what>.+)", _at_least),
        (rf"(?P<n>{_AMOUNT}) or more (?P<what>.+) are on the battlefield", _at_least),
        (rf"an opponent has (?P<n>{_AMOUNT}) or less life", _opponent_life),
        (rf"your devotion to (?P<colors>[a-z ,]+?) is less than (?P<n>{_AMOUNT})", _devotion),
    )
)


def read_board_condition(text: str) -> Condition | None:
    """The condition, when its wording is one a board can answer; None otherwise."""
    lower = text.strip().lower()  # the same length as the text: spans read its own words
    for pattern, build in READERS:
        found = pattern.fullmatch(lower)
        if found:
            return build(found, text.strip())
    return None


def count_cards(count: Count, controller: str, facts: BoardFacts) -> int | None:
    """Cards in a zone that match, the card types or mana values among them; None when the
    board describes nothing in that zone for those players (never taken as 0)."""
    pool = [
        o
        for o in facts.elsewhere
        if o.zone.value == count.zone and (count.whose == "all" or ((o.owner == controller) == (count.whose == "you")))
    ]
    if all(o.moved_by_game for o in pool) and not _described(count, controller, facts):
        return None  # only what the checks put there: the rest of the zone was never described
    scope = count.filter or Filter()
    found = [
        o
        for o in pool
        if scope.types <= o.card_types
        and not (scope.not_types & o.card_types)
        and (not scope.any_types or scope.any_types & o.card_types)
        and (not scope.subtypes or scope.subtypes & o.subtypes)
    ]
    if count.kind == "card_types":
        return len({t for o in found for t in o.card_types})
    if count.kind == "mana_values":
        values = {o.mana_value for o in found}
        return None if None in values else len(values)
    if count.whose == "an_opponent":  # the opponent with the most
        per: dict[str, int] = {}
        for o in found:
            per[o.owner] = per.get(o.owner, 0) + 1
        return max(per.values(), default=0)
    return len(found)


def _described(count: Count, controller: str, facts: BoardFacts) -> bool:
    """Whether the board says the graveyards a count reads hold only what it lists (the
    players it names said empty): then nothing listed is 0, not unknown."""
    if count.zone != "graveyard" or not facts.empty_graveyards:
        return False
    if count.whose == "you":
        return controller in facts.empty_graveyards
    others = [p for p in facts.players if p != controller]
    readers = [*others, controller] if count.whose == "all" else others
    if count.whose == "all" and len(readers) < 2:
        return False  # one graveyard said empty: another player's is never taken as empty too
    return bool(readers) and all(p in facts.empty_graveyards for p in readers)


def turn_holds(controller: str, facts: BoardFacts) -> bool | None:
    """Whether it is the controller's turn; None when the board doesn't say whose it is."""
    if facts.active_player is None:
        return None
    return facts.active_player == controller


def opponent_life_holds(condition: Condition, controller: str, facts: BoardFacts) -> bool | None:
    """ "an opponent has N or less life": held when a stated total is; None when an opponent's
    life isn't stated and none stated holds."""
    opponents = [p for p in facts.players if p != controller]
    limit = condition.at_most if condition.at_most is not None else 0
    if any(facts.lives.get(p, limit + 1) <= limit for p in opponents if p in facts.lives):
        return True
    return False if opponents and all(p in facts.lives for p in opponents) else None
