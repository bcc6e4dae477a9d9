"""Reading a "when … dies / leaves the battlefield" trigger condition into what it watches.

A trigger condition is one or more clauses joined by "or" (603.2): "When ~ dies or is put into
exile from the battlefield", "When you cycle ~ or it dies", "Whenever ~ enters the battlefield or
another creature you control dies". Only the clauses whose event a state-based action can cause
(dying, leaving the battlefield, going to a graveyard, exile or the command zone from it) are
kept; the others (entering, attacking, cycling…) can't follow an SBA and are left out, never
guessed at. Each kept clause's subject is read by the effects engine's subject reader, after the
words it doesn't know are peeled off into checks (``Check``) read on the object as it last
existed: its power, who owns it, whether it was modified, the damage that a board can't say who
dealt. An intervening "if" clause (603.4) after the comma becomes checks the same way; one Juez
can't read leaves the whole paragraph asked about. ``replacements.py`` peels its subjects
("a nontoken creature an opponent owns would die") with the same table.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.effects.model import Filter
from engine.effects.subjects import read_subject
from engine.model import Zone

#: The events a state-based action can cause, and where the object goes for each (None:
#: anywhere, "leaves the battlefield").
_EVENTS: tuple[tuple[re.Pattern[str], frozenset[Zone] | None], ...] = tuple(
    (re.compile(pattern + r"$", re.IGNORECASE), zones)
    for pattern, zones in (
        (r"\b(?:dies|die)", frozenset({Zone.GRAVEYARD})),
        (r"\bleaves? the battlefield", None),
        (
            r"\b(?:is|are) put into (?:a|your|an opponent's|a player's|its owner's|their owners?'?) graveyards?"
            r" from the battlefield",
            frozenset({Zone.GRAVEYARD}),
        ),
        (  # "from anywhere", or no zone said: from the battlefield too (a dying card is one)
            r"\b(?:is|are) put into (?:a|your|an opponent's|a player's|its owner's|their owners?'?) graveyards?"
            r"(?: from anywhere)?",
            frozenset({Zone.GRAVEYARD}),
        ),
        (r"\b(?:is|are) put into exile(?: from the battlefield)?", frozenset({Zone.EXILE})),
        (r"\b(?:is|are) put into the command zone", frozenset({Zone.COMMAND})),
    )
)
#: Events no state-based action causes, said beside one that it does: left out.
_OTHER_VERBS = re.compile(
    r"""\b(?:enters?(?:\ the\ battlefield)?(?:\ under\ your\ control)?
      | attacks | blocks | phases\ out | is\ turned\ face\ up
      | deals?\ combat\ damage\ to\ (?:a\ player|an\ opponent)
      | (?:is|are)\ put\ into\ [\w'\ ]+?\ graveyards?\ from\ (?:your|their|a|an\ opponent's|its\ owner's)\ library
    )$""",
    re.IGNORECASE | re.VERBOSE,
)
#: Whole clauses, subject and verb, that no state-based action causes.
_OTHER_CLAUSES = re.compile(
    r"""^(?:you\ (?:cycle|discard|cycle\ or\ discard)\ (?:~|it)
      | an\ opponent\ casts\ a\ spell(?:\ during\ your\ turn)?
      | a\ creature\ card\ is\ put\ into\ a\ graveyard\ from\ a\ library
    )$""",
    re.IGNORECASE | re.VERBOSE,
)
#: "power 5 or greater", "toughness 4 or greater", "mana value 4 or greater", "power 1 or less".
_STAT = r"(?P<stat>power|toughness|mana value) (?P<n>\d+) or (?P<cmp>greater|less)"


@dataclass(frozen=True, slots=True)
class Check:
    """One condition on the dying object, its source or the turn, beyond the subject's filter.

    ``kind`` names the test (``stat``, ``owner``, ``modified``, ``attached``, ``was``,
    ``chosen_type``, ``your_turn``, ``counters``, ``never``, ``asks``…); ``arg`` and ``n`` are
    its words and number. ``asks`` turns on what no board says (who dealt damage this turn):
    the trigger is asked about whenever the rest matches. ``never`` can't be met by a source on
    the battlefield (a haunting card is in exile, 702.55a): the ability triggers nothing here.
    """

    kind: str
    arg: str = ""
    n: int = 0


#: What may follow a clause's verb: when it must happen, read as a check.
_TAILS: tuple[tuple[str, Check], ...] = (
    (" during your turn", Check("your_turn")),
    (" during combat", Check("asks", "during combat")),
    (" while ~ is in your graveyard", Check("never", "in your graveyard")),
)

#: A subject's words the subject reader doesn't take, read first: each pattern removes its
#: words from the subject and adds its check (the replacements' subjects are peeled the same way).
_SUBJECT_WORDS: tuple[tuple[re.Pattern[str], Check], ...] = tuple(
    (re.compile(pattern, re.IGNORECASE), check)
    for pattern, check in (
        (rf" with {_STAT}", Check("stat")),
        (r" dealt damage by (?P<by>~|equipped creature|enchanted creature)(?: this turn)?", Check("damaged_by")),
        (r" you control but don't own", Check("owner", "not_you_controlled")),
        (r" (?:you own|owned by you)", Check("owner", "you")),
        (r" owned by another player", Check("owner", "not_you")),
        (r" (?:an opponent owns|owned by an opponent)", Check("owner", "opponent")),
        (r"\bmodified ", Check("modified")),
        (r"\b(?<!^)(?P<kind>equipped|enchanted) (?=creature)", Check("attached")),
        (r" that's (?P<kind>enchanted|equipped)", Check("attached")),
        (r" of the chosen type", Check("chosen_type")),
        (r" enchanted player controls", Check("enchanted_player")),
    )
)
#: "a card", "another card", "a creature card", "one or more land cards" (after "one or more").
_CARD = re.compile(r"^(?P<another>another )?(?:a |an )?(?P<what>(?:[a-z]+ )*?)cards?$", re.IGNORECASE)
#: Subjects that are never on the battlefield while the source is (haunt: the card is in exile).
_NEVER_SUBJECTS = re.compile(r"^the creature it haunts$", re.IGNORECASE)

#: Intervening "if" clauses (603.4), as a table: pattern → check. Read from last known
#: information (603.10a) where they speak of the object that left.
_IFS: tuple[tuple[re.Pattern[str], Check], ...] = tuple(
    (re.compile(r"^" + pattern + r"$", re.IGNORECASE), check)
    for pattern, check in (
        (r"it had no (?P<kind>[+-]1/[+-]1 |[a-z]+ )?counters? on it", Check("counters", "no")),
        (r"it had (?:a|an|one or more)? ?(?P<kind>[+-]1/[+-]1 |[a-z]+ )?counters? on it", Check("counters", "some")),
        (
            r"it had (?P<n>two|three|\d+) or more (?P<kind>[+-]1/[+-]1 |[a-z]+ )?counters on it",
            Check("counters", "at_least"),
        ),
        (r"it was (?:a|an) (?P<what>[A-Za-z]+)", Check("was")),
        (r"it was historic", Check("was", "historic")),
        (r"it was enchanted or equipped", Check("attached", "enchanted or equipped")),
        (r"it wasn't sacrificed", Check("always", "a state-based action sacrifices nothing")),
        (r"its power was (?P<n>\d+) or greater", Check("stat_was", "power")),
        (r"it had power greater than ~'s power", Check("greater_than_source", "power")),
        (r"that creature's power is greater than ~'s", Check("greater_than_source", "power")),
        (r"it didn't have (?P<what>[a-z]+)", Check("lacked")),
        (r"you control (?:a|an) (?P<what>[A-Za-z]+(?: [a-z]+)?)", Check("you_control")),
        (r"~ is in your graveyard", Check("never", "in your graveyard")),
        (r"~ is (?:a|an) (?P<what>[a-z]+)", Check("source_is")),
        (r"(?P<n>\d+) or more damage was dealt to it this turn", Check("damage_at_least")),
        (r"an aura you controlled was attached to it", Check("aura_yours")),
        (r"you have no cards in hand", Check("asks", "cards in hand")),
        (r"you have the city's blessing", Check("asks", "the city's blessing")),
        (r"it was blocked this turn", Check("asks", "blocked this turn")),
        (r"it dealt combat damage to a player this turn", Check("asks", "combat damage this turn")),
        (r"another creature is on the battlefield", Check("asks", "creatures after the event")),
    )
)
_NUMBER_WORDS = {"two": 2, "three": 3}


@dataclass(frozen=True, slots=True)
class Condition:
    """A trigger condition as read: whom it watches, where they must go, and its checks."""

    self_watch: bool
    """The source itself is one of the subjects ("~", "~ or another creature")."""
    scopes: tuple[tuple[Filter, tuple[Check, ...]], ...]
    """The other subjects' filters, each with its own checks (any of them)."""
    zones: frozenset[Zone] | None
    """Where the object must go; None: anywhere (it left the battlefield)."""
    yard: str
    """``any``, ``your``, ``opponent``: whose graveyard it must go to."""
    once: bool
    checks: tuple[Check, ...]


def _split(condition: str) -> list[str]:
    """The condition's clauses: it is split at an "or" that ends a clause (the left side ends
    with a verb) or starts one ("or when", a whole clause); an "or" inside a subject stays."""
    parts = condition.split(" or ")
    pieces: list[str] = [parts[0]]
    for part in parts[1:]:
        left = pieces[-1]
        right = part.removeprefix("when ")
        ends = _verb(left) is not None or _OTHER_CLAUSES.match(left.removeprefix("when "))
        starts = part.startswith("when ") or _OTHER_CLAUSES.match(right) or _verb(right, whole=True) is not None
        if ends or starts:
            pieces.append(part)
        else:
            pieces[-1] = f"{left} or {part}"
    return pieces


def _verb(piece: str, whole: bool = False) -> tuple[str, frozenset[Zone] | str | None] | None:
    """(subject, zones) of a clause ending with an event an SBA causes; (subject, "other") of
    one ending with an event it doesn't; None if the piece has no verb (a subject's part).
    ``whole``: the piece must be the verb alone (a continuation sharing the subject)."""
    for pattern, zones in _EVENTS:
        found = pattern.search(piece)
        if found:
            subject = piece[: found.start()].strip()
            if whole and subject:
                continue
            return subject, zones
    other = _OTHER_VERBS.search(piece)
    if other:
        subject = piece[: other.start()].strip()
        if not (whole and subject):
            return subject, "other"
    return None


def peel_subject(subject: str) -> tuple[str, tuple[Check, ...]]:
    """The subject with the words the subject reader doesn't know taken out, and their checks."""
    subject = re.sub(r"^(?:a|an) (.+?) other than ~$", r"another \1", subject)
    checks: list[Check] = []
    for pattern, check in _SUBJECT_WORDS:
        found = pattern.search(subject)
        if found is None:
            continue
        groups = found.groupdict()
        if check.kind == "stat":
            check = Check("stat", f"{groups['stat']} {groups['cmp']}", int(groups["n"]))
        elif check.kind == "attached":
            check = Check("attached", groups.get("kind") or "")
        elif check.kind == "damaged_by":
            check = Check("damaged_by", "self" if groups["by"] == "~" else "attached")
        checks.append(check)
        subject = re.sub(r"\s+", " ", f"{subject[: found.start()]} {subject[found.end() :]}").strip()
    return subject, tuple(checks)


Scope = tuple[Filter, tuple[Check, ...]]


def _subjects(subject: str) -> tuple[bool, tuple[Scope, ...], bool] | None:
    """(the source is one, the others' filters with their checks, "one or more") of a subject."""
    if subject in ("~", "it"):
        return True, (), False
    if _NEVER_SUBJECTS.match(subject):
        return False, ((Filter(), (Check("never", "haunt"),)),), False
    self_watch = False
    if subject.startswith("~ or "):
        self_watch, subject = True, subject[5:]
    once = False
    if subject.casefold().startswith("one or more "):
        once, subject = True, subject[12:]
    card = _CARD.match(subject)
    if card:  # "a creature card", "another card": a card, never a token (111.1)
        kind = card["what"].strip()
        subject = f"{card['another'] or ''}{kind or 'permanent'}".strip()
    whole, checks = peel_subject(subject)
    if card:
        checks = (*checks, Check("card"))
    scope = _read_one(whole)
    if scope is not None:
        return self_watch, ((scope, checks),), once
    scopes: list[Scope] = []
    # "an attacking creature you control or a blocking creature an opponent controls": two
    # subjects, any of them ("a creature or planeswalker you control" was read whole above).
    for alternative in re.split(r" or (?=(?:a|an|another) )", subject):
        part, part_checks = peel_subject(alternative)
        one = _read_one(part)
        if one is None:
            return None
        scopes.append((one, part_checks))
    return self_watch, tuple(scopes), once


def _bare(subject: str) -> str:
    subject = re.sub(r"^(?:a|an) (?!opponent)", "", subject)
    owned = re.match(r"^(an opponent's|your) (.+)$", subject, re.IGNORECASE)
    if owned:  # "an opponent's creature": a creature an opponent controls
        whose = "an opponent controls" if owned.group(1).casefold() != "your" else "you control"
        subject = f"{owned.group(2)} {whose}"
    return subject


#: "When enchanted Forest is put into a graveyard" (Genju): a land type the subject reader
#: doesn't take after "enchanted".
_ENCHANTED_SUBTYPE = re.compile(r"^enchanted (?P<subtype>[A-Z][a-z]+)$")


def _read_one(subject: str) -> Filter | None:
    enchanted = _ENCHANTED_SUBTYPE.match(subject)
    if enchanted:
        return Filter(scope="attached", subtypes=frozenset({enchanted["subtype"].casefold()}))
    scope = read_subject(_bare(subject))
    if scope is None and not subject.endswith(("permanent", "permanents")):
        scope = read_subject(_bare(subject) + " permanent")  # "a black card": a black permanent
    if scope is None or scope.scope == "self":
        return None
    return scope


def _ifs(rest: str) -> list[Check] | None:
    """The intervening "if" clauses of ", if A and B, …": checks, or None if one isn't read."""
    found = re.match(r"^, if (?P<cond>[^,]+),", rest, re.IGNORECASE)
    if found is None:
        return [] if not rest.casefold().startswith(", if") else None
    checks: list[Check] = []
    for clause in re.split(r" and (?=it |its |you |~ )", found["cond"]):
        for pattern, check in _IFS:
            match = pattern.match(clause)
            if match is None:
                continue
            groups = match.groupdict()
            arg = check.arg
            n = check.n
            if groups.get("kind") is not None or check.kind == "counters":
                arg = f"{arg} {(groups.get('kind') or '').strip() or 'any'}"
            if groups.get("what"):
                arg = groups["what"].casefold()
            if groups.get("n"):
                n = int(groups["n"]) if groups["n"].isdigit() else _NUMBER_WORDS[groups["n"]]
            checks.append(Check(check.kind, arg, n))
            break
        else:
            return None
    return checks


#: "When(ever) CONDITION[, if …], EFFECT": the condition ends at the first comma.
_WHEN = re.compile(r"^(?:when|whenever) (?P<condition>[^,]+?)(?P<rest>,.*|\.?)$", re.IGNORECASE | re.DOTALL)
#: An effect that moves its own card out of a graveyard ("return ~ from your graveyard").
_FROM_GRAVEYARD = re.compile(r"(?<!\w)~ from (?:your|its owner's|a) graveyard\b", re.IGNORECASE)
_YARD = re.compile(r"put into (?P<yard>your|an opponent's) graveyard", re.IGNORECASE)


def read_condition(text: str) -> Condition | None:
    """The trigger condition of a paragraph (``~`` for the card's name), or None if Juez can't
    read it (the paragraph is then asked about)."""
    when = _WHEN.match(text)
    if when is None:
        return None
    condition = when["condition"].strip()
    checks: list[Check] = []
    for tail, check in _TAILS:
        if condition.endswith(tail):
            condition = condition[: -len(tail)]
            if check is not None:
                checks.append(check)
    pieces = _split(condition)
    zones: set[Zone] = set()
    anywhere = False
    subject: str | None = None
    previous = ""
    pending = ""
    for piece in pieces:
        bare = piece.removeprefix("when ")
        if _OTHER_CLAUSES.match(bare):
            continue
        verb = _verb(bare)
        if verb is None:  # part of a subject union: "an attacking creature you control or …"
            pending = f"{pending} or {bare}" if pending else bare
            continue
        said, where = verb
        said = f"{pending} or {said}" if pending and said else said or pending or previous
        pending = ""
        previous = said
        if where == "other":
            continue
        if subject is not None and said != subject:
            return None  # two events with two subjects in one ability: asked
        subject = said
        if where is None:
            anywhere = True
        else:
            assert not isinstance(where, str)
            zones |= where
    if subject is None or pending:
        return None
    read = _subjects(subject)
    if read is None:
        return None
    self_watch, scopes, once = read
    ifs = _ifs(when["rest"])
    if ifs is None:
        return None
    aura = any(scope.scope == "attached" for scope, _ in scopes)
    if _FROM_GRAVEYARD.search(when["rest"]) and not aura and not (self_watch and zones == {Zone.GRAVEYARD}):
        # It moves its own card out of the graveyard: it works only there (113.6m), so it
        # triggers nothing while its source is on the battlefield (Nether Traitor); an Aura's
        # "when enchanted creature dies, return ~ from your graveyard" is the rule's exception.
        ifs.append(Check("never", "in your graveyard"))
    yard = _YARD.search(condition)
    whose = {"your": "your", "an opponent's": "opponent"}.get(yard["yard"].casefold(), "any") if yard else "any"
    return Condition(
        self_watch,
        scopes,
        None if anywhere else frozenset(zones),
        whose,
        once,
        (*checks, *ifs),
    )


#: Checks that turn on what no board says: each is asked about whenever the rest matches.
UNSTATED = frozenset({"asks"})


def asks_of(checks: tuple[Check, ...], scopes: tuple[Scope, ...] = ()) -> str | None:
    """The first thing an ability turns on that no board says, if any (bench and docs)."""
    for scope, scope_checks in scopes:
        if scope.combat or scope.tapped is not None or scope.face_down:
            return scope.combat or "tapped or face down"
        checks = (*checks, *scope_checks)
    return next((c.arg or c.kind for c in checks if c.kind in UNSTATED), None)
