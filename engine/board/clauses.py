"""Clauses as judges say them, rewritten into the forms the grammar reads.

The lexer turns words into terminals; this module works on one clause's tokens at a time and
rewrites what judges write into what the grammar knows: "Ana has 0 life" becomes "Ana: life 0",
"Ana controls Grizzly Bears …" puts Ana before a colon, "loyalty counters 0" puts the count
first, and one clause that speaks of two players or two objects becomes two clauses.
"""

from __future__ import annotations

from collections.abc import Iterator

from lark import Token

from engine.board.drafts import IMPLIED_SUBJECT
from engine.board.keywords import NUMBER_WORDS, WORD_CLASSES, normalise, words
from engine.model import MAX_PLAYERS

#: How many copies a count at the start of an object clause may ask for ("2 Grizzly Bears").
MAX_LEADING_COPIES = 99

#: Terminals only a player has: a clause holding one of them describes a player.
_PLAYER_ONLY = frozenset({"LIFE", "POISON", "DREW_EMPTY", "CANT_LOSE", "COMMANDER_DAMAGE", "VENTURE", "ROOM_PENDING"})
#: Terminals only an object has.
_OBJECT_ONLY = frozenset({"PT", "DAMAGE", "CARD_TYPE", "SUBTYPE", "SUPERTYPE", "TOKEN", "TOKEN_OF", "COUNTER", "MOD"})
#: Words between a player's name and what is said about them: "Ana is at 0 life", "Ana está a 0 vidas".
_PLAYER_FILLER = words("player_filler")
#: Verbs of what a player went through ("Ana has taken 21 commander damage from Atraxa",
#: "Ana took …", "Ana ha recibido …"): the amount and the keyword carry the meaning.
_PLAYER_VERBS = words("player_verbs")
_PERSONAL_A = words("personal_a")
#: "went to", "bajó a": where a player's life ended, said between the name and the total.
_REACHED = tuple(tuple(phrase.split()) for phrase in sorted(words("reached"), key=len, reverse=True))


def _player_clause(clause: list[Token]) -> list[Token]:
    """ "Ana has 0 life" reads as "Ana: life 0": a colon after the name, the filler dropped.

    Only for a clause without a colon whose leading words are followed by player attributes
    and nothing an object has; every other clause is left as it is.
    """
    kinds = {t.type for t in clause}
    if not kinds & _PLAYER_ONLY or kinds & _OBJECT_ONLY:
        return clause
    if "COLON" in kinds:
        colon_at = next(i for i, t in enumerate(clause) if t.type == "COLON")
        return [*clause[: colon_at + 1], *_without_verbs(clause[colon_at + 1 :])]
    k = 0
    while k < len(clause) and clause[k].type == "WORD":
        k += 1
    name = _without_reached(clause[:k])
    while name and normalise(str(name[-1])) in _PLAYER_FILLER | _PLAYER_VERBS:
        name.pop()
    name = _without_reached(name)
    if len(name) > 1 and normalise(str(name[0])) in _PERSONAL_A:
        name = name[1:]  # "A Ana le quedan 0 vidas": Ana
    if name and str(name[-1]).endswith(("'s", "’s")) and clause[k].type in ("LIFE", "POISON"):
        last = name[-1]  # "Ana's life total is 0": Ana's life is Ana's
        name[-1] = Token(
            "WORD",
            str(last)[:-2],
            start_pos=last.start_pos,
            line=last.line,
            column=last.column,
            end_pos=(last.end_pos or 0) - 2,
        )
    if not name:
        return clause
    rest = _without_verbs(clause[k:])
    last = name[-1]
    colon = Token("COLON", ":", start_pos=last.end_pos, line=last.line, column=(last.column or 0) + len(str(last)))
    colon.end_pos = last.end_pos
    return [*name, colon, *rest]


def _without_reached(name: list[Token]) -> list[Token]:
    """ "Ana went to" 0 life: the player is Ana, and the total is the one she went to (a name
    cut from a sentence would be a player "Ana went to")."""
    folded = [normalise(str(t)) for t in name]
    for phrase in _REACHED:
        if len(name) > len(phrase) and tuple(folded[-len(phrase) :]) == phrase:
            return name[: -len(phrase)]
    return name


#: The totals an object reaches, said after the number: "Jace went to 0 loyalty".
_OBJECT_TOTALS = frozenset({"LOYALTY", "DEFENSE"})


def _object_reached(clause: list[Token]) -> list[Token]:
    """ "Jace went to 0 loyalty", "la batalla bajó a 1 de defensa": the object is Jace, and the
    total is the one it went to (the name was "Jace went to": a made-up planeswalker)."""
    k = 0
    while k < len(clause) and clause[k].type == "WORD":
        k += 1
    if k + 1 >= len(clause) or clause[k].type != "NUMBER" or clause[k + 1].type not in _OBJECT_TOTALS:
        return clause
    name = _without_reached(clause[:k])
    return clause if len(name) == k else [*name, *clause[k:]]


def _without_verbs(rest: list[Token]) -> list[Token]:
    """What is said of a player, without the verbs and the joiners that only open it."""
    rest = [
        t
        for n, t in enumerate(rest)
        if not (t.type == "WORD" and normalise(str(t)) in _PLAYER_VERBS)
        # "life is 0", "está a 0 vidas": filler right before a number ("team A" keeps its name)
        and not (
            t.type == "WORD"
            and normalise(str(t)) in _PLAYER_FILLER
            and n + 1 < len(rest)
            and rest[n + 1].type == "NUMBER"
        )
    ]
    while rest and rest[0].type in ("_WITH", "_AND", "_COMMA"):
        rest.pop(0)
    return rest


def rewrite(clause: list[Token]) -> Iterator[Token]:
    """One clause as judges say it, rewritten into the grammar's forms."""
    count = _player_count(clause)
    if count is not None:  # "Four players.", "Partida de 4 jugadores": the game, not a player
        yield count
        return
    split = _player_then_objects(clause) or _second_controller(clause)
    if split is not None:  # "Ana has 3 life and a Grizzly Bears 2/2": two clauses about Ana
        said, owned = split
        yield from rewrite(said)
        yield Token.new_borrow_pos("_SEP", ";", owned[0])
        yield from rewrite(owned)
        return
    clause = _implied_subject(_whose_commander(_on_itself(_object_reached(clause))))
    parts = [
        objects
        for players in _split_players(_controls_clause(_numbers_first(clause)))
        for objects in _split_objects(players)
    ]
    for n, part in enumerate(parts):
        if n:
            yield Token.new_borrow_pos("_SEP", ";", part[0])
        yield from _player_clause(part)


#: Whose, said of the judge's own player ("my", "mi"), and its Spanish words: "my commander
#: Atraxa" is "I: commander Atraxa", "mi comandante Atraxa" is "yo: comandante Atraxa".
_OWN = words("own")
_OWN_SPANISH = frozenset(WORD_CLASSES["own"][1].split("|"))


def _whose_commander(clause: list[Token]) -> list[Token]:
    """ "my commander Atraxa died", "Bob's commander Atraxa", "mi comandante Atraxa": the
    commander named after the word, owned by whoever comes before it (read as "I: commander
    Atraxa died", "Bob: commander Atraxa")."""
    if len(clause) < 3 or clause[0].type != "WORD" or clause[1].type != "COMMANDER":
        return clause
    if clause[2].type not in ("WORD", "QUOTED"):
        return clause
    first = clause[0]
    word = normalise(str(first))
    if word in _OWN:
        player = "yo" if word in _OWN_SPANISH else "I"
    elif str(first).endswith(("'s", "’s")) and len(str(first)) > 2:
        player = str(first)[:-2]
    else:
        return clause
    return [Token.new_borrow_pos("WORD", player, first), Token.new_borrow_pos("COLON", ":", first), *clause[1:]]


_ON_ITSELF = words("on_itself")
_ARTICLES = words("articles")
#: What damage and counters are: "2 damage on it" says where they are, not an attachment.
_MARKED = frozenset({"DAMAGE", "COUNTER", "COUNTER_KIND", "MOD"})


def _on_itself(clause: list[Token]) -> list[Token]:
    """ "Grizzly Bears with 2 damage on it", "Oso pardo con 2 de daño encima": where the damage
    or counters are is the object itself, not something it is attached to ("Rancor on it", after
    no damage or counter, still is)."""
    out: list[Token] = []
    i = 0
    while i < len(clause):
        out.append(clause[i])
        if clause[i].type in _MARKED:
            following = clause[i + 1 : i + 3]
            words_after = [normalise(str(t)) for t in following]
            if len(following) == 2 and following[0].type == "ATTACHED_TO" and words_after[1] in _ON_ITSELF:
                i += 3
                continue
            if following and following[0].type == "WORD" and words_after[0] in _ON_ITSELF:
                i += 2
                continue
        i += 1
    return out


_COUNT_PLAYERS = words("player_count_players")
_COUNT_WORDS = words("player_count_words")


def _player_count(clause: list[Token]) -> Token | None:
    """A clause that only says how many play ("Four players", "Two-player game", "Partida de
    cuatro jugadores") as one PLAYER_COUNT token; anything else in it and it isn't one."""
    count: int | None = None
    said_players = False
    for token in clause:
        parts = str(token).split("-") if token.type == "WORD" else [str(token)]
        for part in parts:
            word = normalise(part)
            if token.type in ("NUMBER", "MULT") or word in NUMBER_WORDS or word.isdigit():
                if count is not None:
                    return None
                count = int(word) if word.isdigit() else NUMBER_WORDS.get(word)
            elif word in _COUNT_PLAYERS:
                said_players = True
            elif word not in _COUNT_WORDS and token.type != "_COMMA":
                return None
    if count is None or not said_players or not 2 <= count <= MAX_PLAYERS:
        return None
    return Token.new_borrow_pos("PLAYER_COUNT", str(count), clause[0])


def _second_controller(clause: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """ "Ana controls Thalia and Bob controls Thalia", "… y Bob controla …": a second owner
    starts a second clause (read as one, "Bob controls Thalia" was an object of Ana's)."""
    for joint in range(1, len(clause) - 2):
        if clause[joint].type not in ("_AND", "_COMMA"):
            continue
        k = joint + 1
        while k < len(clause) and k - joint <= 3 and clause[k].type == "WORD" and str(clause[k]) not in _CONTROL_VERBS:
            k += 1
        if k == joint + 1 or k + 1 >= len(clause) or clause[k].type != "WORD":
            continue
        word = str(clause[k])
        subject = normalise(str(clause[k - 1]))
        if word in _CONTROL_VERBS or (word == "control" and k == joint + 2 and subject in _CONTROL_AFTER):
            return clause[:joint], clause[joint + 1 :]
    return None


def _player_then_objects(clause: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """ "Ana has 3 life and a Grizzly Bears 2/2", "Ana tiene 3 vidas y controla un Oso pardo":
    what the player has, then (after "and", maybe "controls") what they control, as "Ana has 3
    life; Ana: a Grizzly Bears 2/2". Only when the first part says only player things and the
    second only object things ("Ana has 10 poison and Bob has 0 life" stays as it is)."""
    verb = next((k for k, t in enumerate(clause[:4]) if t.type == "_WITH"), None)
    if not verb or any(t.type != "WORD" for t in clause[:verb]):
        return None
    joint = next((k for k in range(verb + 1, len(clause)) if clause[k].type == "_AND"), None)
    if joint is None:
        return None
    said = {t.type for t in clause[verb + 1 : joint]}
    if not said & _PLAYER_ONLY or said & _OBJECT_ONLY:
        return None
    rest = clause[joint + 1 :]
    if rest and rest[0].type == "WORD" and str(rest[0]) in _CONTROL_VERBS | {"control"}:
        rest = rest[1:]
    if len(rest) > 1 and rest[0].type == "WORD" and normalise(str(rest[0])) in _ARTICLES:
        rest = rest[1:]  # "and a Grizzly Bears": one of it, as after "has" or ":"
    if not _describes_an_object(rest):
        return None
    colon = Token.new_borrow_pos("COLON", ":", clause[joint])
    return clause[:joint], [*clause[:verb], colon, *rest]


def _implied_subject(clause: list[Token]) -> list[Token]:
    """A clause opening with its verb names no one: "Tengo 0 vidas" / "Have protection from
    everything" speak of the judge's own player ("I …"); "Tiene 3 de daño" / "Has 10 poison
    counters" of whoever the clause before described (resolved once the clause is read)."""
    if not clause or clause[0].type != "_WITH" or len(clause) < 2:
        return clause
    first = clause[0]
    subject = "I" if first.value == "have" else IMPLIED_SUBJECT if first.value == "has" else None
    if subject is None:
        return clause
    return [Token.new_borrow_pos("WORD", subject, first), *clause]


#: Tokens that end an attribute: a number right before one of them closes the attribute before.
_ATTRIBUTE_END = frozenset({"_COMMA", "_AND", "_WITH"})
#: What a count may follow instead of lead: "loyalty counters 0", "deathtouch damage 1".
_KIND_BEFORE_COUNTER = frozenset({"MOD", "COUNTER_KIND", "LOYALTY", "DEFENSE"})


def _numbers_first(clause: list[Token]) -> list[Token]:
    """ "loyalty counters 0" and "deathtouch damage 1" read as "0 loyalty counters" and "1
    deathtouch damage", when the number closes the attribute (end, comma, "and", "with")."""
    out = list(clause)
    i = 0
    while i < len(out):
        token = out[i]
        span = 0
        if token.type == "DEATHTOUCH":
            span = 1
        elif token.type in _KIND_BEFORE_COUNTER and i + 1 < len(out) and out[i + 1].type == "COUNTER":
            span = 2
        number_at = i + span
        closes = number_at + 1 >= len(out) or out[number_at + 1].type in _ATTRIBUTE_END
        if span and number_at < len(out) and out[number_at].type == "NUMBER" and closes:
            out[i : number_at + 1] = [out[number_at], *out[i:number_at]]
            i = number_at + 1
        else:
            i += 1
    return out


#: "Ana controls Grizzly Bears 2/2", "I control …", "Beto controla …": the owner comes first.
#: Verbs a player's name stands before, lowercase as judges type them ("Mind Control" is a card).
_CONTROL_VERBS = words("control_verbs")
#: "control" only after a pronoun: "I control", "you control", "we control".
_CONTROL_AFTER = words("control_subjects")


def _controls_clause(clause: list[Token]) -> list[Token]:
    """ "NAME controls OBJECT" reads as "NAME: OBJECT" (a name of up to three words)."""
    if any(t.type == "COLON" for t in clause):
        return clause
    for k, token in enumerate(clause[:4]):
        owned = _counted(clause[k + 1 :])
        if k and token.type == "_WITH" and token.value in ("has", "have") and _describes_an_object(owned):
            # "I have a 3/3 Zombie token", "Tengo un Oso pardo 2/2", "Bob has Rancor aura": theirs
            colon = Token.new_borrow_pos("COLON", ":", token)
            return [*clause[:k], colon, *owned]
        if token.type != "WORD":
            return clause
        word = str(token)
        verb = word in _CONTROL_VERBS or (word == "control" and k == 1 and normalise(str(clause[0])) in _CONTROL_AFTER)
        if k and verb and k + 1 < len(clause):
            colon = Token.new_borrow_pos("COLON", ":", token)
            return [*clause[:k], colon, *owned]
    return clause


def _counted(owned: list[Token]) -> list[Token]:
    """What follows "controls" / "has" as the lexer reads it after ":": "two Thalia" is two
    Thalias, "a Grizzly Bears" one (read as names, "two Thalia" hid the legend rule)."""
    if len(owned) < 2 or owned[1].type not in ("WORD", "QUOTED"):
        return owned
    head, word = owned[0], normalise(str(owned[0]))
    if head.type == "WORD" and word in _ARTICLES:
        return owned[1:]
    count = int(word) if head.type == "NUMBER" else NUMBER_WORDS.get(word) if head.type == "WORD" else None
    if count is not None and 1 <= count <= MAX_LEADING_COPIES:
        return [Token.new_borrow_pos("MULT", str(count), head), *owned[1:]]
    return owned


def _describes_an_object(rest: list[Token]) -> bool:
    """What follows "has" describes an object (stats, a type, a token) and nothing a player has."""
    kinds = {t.type for t in rest}
    return (
        bool(kinds & _OBJECT_ONLY)
        and not kinds & _PLAYER_ONLY
        and bool(rest)
        and rest[0].type in ("PT", "WORD", "MULT", "QUOTED", "TOKEN_OF")
    )


#: Keywords a reference to another object or player follows ("enchanting Grizzly Bears").
REFERENCES = frozenset({"ATTACHED_TO", "CARRIES", "CONTROLLED_BY", "OWNED_BY", "PROTECTOR", "CHOOSE_PROTECTOR"})


def _ends_reference(clause: list[Token], i: int) -> bool:
    """Whether the words just before ``i`` are a reference (the lexer keeps a comma that is part
    of a name inside the name's words, so a separate comma after a reference ends it)."""
    j = i - 1
    while j >= 0 and clause[j].type in ("WORD", "LABEL"):
        j -= 1
    return j >= 0 and clause[j].type in REFERENCES


def _split_objects(clause: list[Token]) -> list[list[Token]]:
    """ "Ana: Grizzly Bears 2/2 and Rancor enchanting it": two objects, both Ana's.

    After an attribute (never inside a name), "and" or a comma followed by a capitalised word
    that isn't a keyword starts the next object; an owner written before ":" owns it too.
    """
    colon = next((i for i, t in enumerate(clause) if t.type == "COLON"), None)
    owner = clause[: colon + 1] if colon is not None else []
    parts: list[list[Token]] = []
    start = 0
    for i in range(1, len(clause) - 1):
        token, before, after = clause[i], clause[i - 1], clause[i + 1]
        new_object = (
            token.type in ("_AND", "_COMMA")
            and i > (colon if colon is not None else -1) + 1
            and (before.type not in ("WORD", "COLON", "_AND", "_COMMA", "_WITH") or _ends_reference(clause, i))
            and (after.type == "QUOTED" or (after.type == "WORD" and str(after)[:1].isupper()))
        )
        if new_object:
            parts.append([*(owner if parts else []), *clause[start:i]])
            start = i + 1
    if not parts:
        return [clause]
    parts.append([*owner, *clause[start:]])
    return parts


def _split_players(clause: list[Token]) -> list[list[Token]]:
    """ "You have 0 life and your opponent has 0 life": two player clauses joined by "and".

    A joiner starts a new clause only when what came before already said something about a
    player and what follows is a name and then something only a player has.
    """
    parts: list[list[Token]] = []
    start = 0
    for i, token in enumerate(clause):
        if token.type not in ("_AND", "_COMMA") or i <= start:
            continue
        k = i + 1
        while k < len(clause) and clause[k].type == "WORD":
            k += 1
        if k > i + 1 and k < len(clause) and clause[k].type == "COLON":  # "…, and Bob: 0 life"
            parts.append(clause[start:i])
            start = i + 1
            continue
        before = {t.type for t in clause[start:i]}
        if not before & _PLAYER_ONLY or before & _OBJECT_ONLY or "COLON" in before:
            continue
        j = i + 1
        while j < len(clause) and clause[j].type == "WORD":
            j += 1
        while j < len(clause) and clause[j].type in ("_WITH", "NUMBER"):
            j += 1
        if j > i + 1 and clause[i + 1].type == "WORD" and j < len(clause) and clause[j].type in _PLAYER_ONLY:
            parts.append(clause[start:i])
            start = i + 1
    parts.append(clause[start:])
    return parts
