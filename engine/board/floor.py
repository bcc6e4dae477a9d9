"""Boards as judges tell them on the floor, rewritten into the board language's own forms.

"Tengo dos Thalia", "Mi rival controla un Ángel de platino y tiene 0 vidas", "Ana at 0 life,
Bob at 5, Carla at 3", "Thalia (Bob owns it)": the facts are all there, in an order the grammar
doesn't take. This pass works on the raw pieces, before any keyword is folded, so a card name
after an owner is read as it is after "Ana:" and every piece keeps where it was typed (an error
still points at the judge's own words). Each rewrite is one small function on one clause; each
leaves a clause it doesn't recognise exactly as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator

from engine.board.cards import card_face, reading
from engine.board.drafts import IMPLIED_SUBJECT, ONE_OF_THEM
from engine.board.errors import DamageToPlayer
from engine.board.keywords import NAME_FRIENDLY_TERMINALS, NUMBER_WORDS, PHRASES, WORD_CLASSES, normalise, words
from engine.board.pieces import Raw, match_phrase

#: "Ana controls …", "Mi rival controla …": lowercase, as judges type them ("Mind Control" is a card).
_CONTROL_VERBS = words("control_verbs")
#: "control" says whose only after a pronoun: "I control", "you control".
_CONTROL_AFTER = words("control_subjects")
#: Spanish verbs that are their own subject: "Tengo dos Thalia", "Controlo un Oso pardo".
_FIRST_PERSON = words("first_person_verbs")
#: "has", "tiene": whose, only when an object follows ("Ana has Grizzly Bears", not "has 0 life").
_HAVE_VERBS = words("have_verbs")
#: Words no subject is made of: "it has Rancor" speaks of an object, "which has" of the last one.
_NOT_A_SUBJECT = (
    words("subject_pronouns") | words("filler") | words("on_itself") | words("zone_nouns") | frozenset({"which", "who"})
)
_ARTICLES = words("articles")
_NAME_ARTICLES = words("name_articles")
_FROM = frozenset({"from", "de", "del", "por"})
_SPANISH_BLOCK = frozenset(w.split()[0] for w in WORD_CLASSES["block_verbs"][1].split("|"))
_SPANISH_DEAL = frozenset(w.split()[0] for w in WORD_CLASSES["deal_verbs"][1].split("|"))
_SPANISH_TOOK = frozenset(WORD_CLASSES["took"][1].replace(" ", "|").split("|"))
_OWN = words("own")
_DISTRIBUTIVE = words("distributive")
_DETERMINERS = words("determiners") | frozenset({"los", "las"})
_WHAT_IT_IS = frozenset({"CARD_TYPE", "SUPERTYPE", "SUBTYPE", "TOKEN"})
_JOINERS = frozenset({"and", "y", "plus", "but", "pero"})
#: What stands between a listed player and their number: "Bob at 5", "Bob con 5", "Bob está a 5".
_LIST_FILLER = words("player_filler") | frozenset({"with", "con", "has", "tiene"})
_SPANISH_FILLER = frozenset(WORD_CLASSES["player_filler"][1].split("|")) | {"con", "tiene"}
#: Who owns it, in brackets after an object: "(Bob owns it)", "(de Bob)", "(owned by Bob)".
_OWNS = frozenset({"owns", "owner"})
_OF = frozenset({"de", "del"})
_MAX_SUBJECT = 3
#: The most pieces a card name read here spans.
_MAX_NAME = 10

Clause = list[Raw]


class Forms(tuple[tuple[str, ...], ...]):
    """A word class's phrases as word tuples, longest first, with the words they start with:
    a piece no phrase starts with is passed over without folding the pieces after it."""

    firsts: frozenset[str]


def _forms(phrases: Iterable[str]) -> Forms:
    found = Forms(tuple(p.split()) for p in sorted(phrases, key=len, reverse=True))
    found.firsts = frozenset(form[0] for form in found)
    return found


def floor_phrasing(pieces: list[Raw]) -> list[Raw]:
    """Every clause, rewritten by each floor form in turn; a form none of whose words the text
    holds is skipped (most boards need none of them, and the reader runs on every keystroke of
    the autocomplete)."""
    present = _present(pieces)
    for rewrite, triggers in _REWRITES:
        if triggers is not None and not triggers & present:
            continue
        out: list[Raw] = []
        for clause, separator in _clauses(pieces):
            out += rewrite(clause)
            if separator is not None:
                out.append(separator)
        if out != pieces:
            pieces, present = out, _present(out)
    return pieces


def _present(pieces: list[Raw]) -> frozenset[str]:
    """The folded words of the text, and the kinds of its other pieces ("NUMBER", "(")."""
    return frozenset(normalise(p.text) if p.kind == "WORD" else p.kind if p.kind != "PAREN" else p.text for p in pieces)


def _clauses(pieces: list[Raw]) -> list[tuple[Clause, Raw | None]]:
    found: list[tuple[Clause, Raw | None]] = []
    current: Clause = []
    for piece in pieces:
        if piece.kind == "SEP":
            found.append((current, piece))
            current = []
        else:
            current.append(piece)
    found.append((current, None))
    return found


def _sep(at: Raw) -> Raw:
    return Raw("SEP", ";", at.start)


def _colon(at: Raw) -> Raw:
    return Raw("COLON", ":", at.start)


def _word(text: str, at: Raw) -> Raw:
    return Raw("WORD", text, at.start)


# -- owners: "Ana controls X", "Tengo X", "… y tiene 0 vidas" -------------------------------------


def owners(clause: Clause) -> Clause:
    """ "SUBJECT controls X" as "SUBJECT: X", and each later "and (SUBJECT) controls Y" as a new
    clause about that subject ("y tiene 0 vidas" about the same one)."""
    found = _owner_verb(clause, 0, None, listed=True)
    subject: Clause | None = None
    out: Clause = []
    player_part = False
    i = 0
    if found is not None:
        subject, verb = found
        out = [*subject, _colon(clause[verb])]
        player_part = _player_fact(clause, verb + 1)
        i = verb + 1
    elif _says_a_players_fact(clause) or _drew(clause):
        leading = _leading_subject(clause)  # "Ana drew from an empty library but controls …"
        follows = clause[len(leading)] if len(leading) < len(clause) else None
        subject = leading if leading and follows is not None and follows.kind == "WORD" else None
    while i < len(clause):
        piece = clause[i]
        joins = piece.kind == "COMMA" or (piece.kind == "WORD" and piece.text in _JOINERS)
        later = _owner_verb(clause, i + 1, subject) if joins else None
        with_object = player_part and piece.kind == "WORD" and normalise(piece.text) in _WITH  # "0 vidas con un Ángel"
        if later is None and (joins or with_object) and player_part and subject and _counted_object(clause, i + 1):
            # "Ana has 3 life and a Grizzly Bears 2/2": what she has, then what she controls
            out += [_sep(piece), *subject, _colon(piece)]
            player_part = False
            i += 1
            continue
        if later is None and joins and subject and not player_part and _player_fact(clause, i + 1):
            # "Tengo la No vida pirexiana y -2 vidas": what they control, then their life
            out += [_sep(piece), *subject, _colon(piece)]
            player_part = True
            i += 1
            continue
        if later is None:
            out.append(piece)
            i += 1
            continue
        colon_at = max((k for k, p in enumerate(out) if p.kind == "COLON"), default=-1)
        previous = [p for p in out[colon_at + 1 :] if not _count_word(p)]
        subject, verb = later
        out += [_sep(piece), *subject, _colon(clause[verb])]
        player_part = _player_fact(clause, verb + 1)
        i = verb + 1
        rest = [p for p in clause[i:] if normalise(p.text) not in _MORE]
        if len(rest) == 1 and _count_word(rest[0]) and previous:  # "… and I control two": two of those
            out += [rest[0], *previous]
            i = len(clause)
    return out


#: After an elided count: "and I control two more", "y yo tengo dos también".
_MORE = frozenset({"more", "too", "mas", "tambien", "also"})


def _owner_verb(
    clause: Clause, start: int, inherited: Clause | None, *, listed: bool = False
) -> tuple[Clause, int] | None:
    """The subject and the index of the owner verb of a clause part starting at ``start``
    ("My opponent and I each control …": a list of players, each of them)."""
    for k in range(start, min(len(clause), start + _MAX_SUBJECT + 3)):
        piece = clause[k]
        if piece.kind != "WORD":
            return None
        subject = clause[start:k]
        if any(not _subject_word(p, listed=listed) for p in subject) or not _subject_size(subject):
            return None
        word = normalise(piece.text)
        at_start = k == start
        lowercase = piece.text.islower() or (at_start and start == 0)
        if subject and lowercase and word in _CONTROL_VERBS:
            return subject, k
        if subject and piece.text == "control" and _plural_subject(subject):
            return subject, k
        if at_start and lowercase and word in _FIRST_PERSON and _says_whose(clause, k + 1):
            return [_word("yo", piece)], k
        if at_start and start == 0 and word in _CONTROL_VERBS and _owned_follows(clause, k + 1):
            return [_word(IMPLIED_SUBJECT, piece)], k  # "Bob tiene 0 vidas. Controla un Ángel": Bob
        control = word in _CONTROL_VERBS or (word == "control" and _says_control(inherited))
        if at_start and inherited and lowercase and control:
            return inherited, k
        if word in _HAVE_VERBS and lowercase:
            if start > 0 and inherited is None:
                return None  # "Ana, Bob and Cy all have 0 life": a list, read as one clause
            who = subject or (inherited if at_start else None)
            if who and not _is_card(who) and _says_whose(clause, k + 1):
                return who, k
            return None
        if match_phrase(clause, k) is not None and not (listed and piece.text in _JOINERS):
            return None
    return None


def _plural_subject(subject: Clause) -> bool:
    """Who "control" (not "controls") goes with: "I", "you", "we", "Ana and Bob", "… each"."""
    words_of = [normalise(p.text) for p in subject]
    return words_of[-1] in _CONTROL_AFTER | _DISTRIBUTIVE or any(w in _JOINERS for w in words_of)


def _subject_size(subject: Clause) -> bool:
    """Up to three words, or a list of players ("Ana and Bob each", "My opponent and I")."""
    listed = any(normalise(p.text) in _JOINERS for p in subject)
    return len(subject) <= (_MAX_SUBJECT + 2 if listed else _MAX_SUBJECT)


def _says_control(subject: Clause | None) -> bool:
    """ "I have 0 life and control …": "control" goes with "I", "you", "we"."""
    return bool(subject) and len(subject or ()) == 1 and normalise((subject or [])[0].text) in _CONTROL_AFTER


def _subject_word(piece: Raw, *, listed: bool = False) -> bool:
    if piece.kind == "WORD" and piece.text in _JOINERS:
        return listed  # "Ana and Bob control …", at a clause's start only
    return piece.kind == "WORD" and normalise(piece.text) not in _NOT_A_SUBJECT and match_phrase([piece], 0) is None


def _is_card(subject: Clause) -> bool:
    return reading(" ".join(p.text for p in subject)) is not None


def _says_whose(clause: Clause, i: int) -> bool:
    return _owned_follows(clause, i) or _player_fact(clause, i)


def _owned_follows(clause: Clause, i: int) -> bool:
    """Whether an object's description starts at ``i``: a card or capitalised name, maybe after
    an article or a count, or stats ("a 3/3 Zombie token")."""
    said_the = i + 1 < len(clause) and clause[i].kind == "WORD" and normalise(clause[i].text) in _DETERMINERS
    if said_the and (_card_with_article(clause, i) or _is_card_at(clause, i + 1)):
        return True  # "Tengo la No vida pirexiana"
    counted = i < len(clause) and _count_word(clause[i])
    if counted:
        i += 1
    if i >= len(clause):
        return False
    piece = clause[i]
    if piece.kind in ("QUOTED", "PT"):
        return True
    kind = match_phrase(clause, i) if piece.kind == "WORD" else None
    if counted and kind is not None and kind[0] in _WHAT_IT_IS:
        return True  # "dos planeswalkers legendarios llamados Jace", "two creature tokens"
    if piece.kind != "WORD" or not piece.text[:1].isupper():
        return False
    keyword = match_phrase(clause, i)
    return keyword is None or (keyword[2] == 1 and keyword[0] in NAME_FRIENDLY_TERMINALS)


def _counted_object(clause: Clause, i: int, *, after_comma: bool = False) -> bool:
    """ "a Grizzly Bears", "two Clues", "un Ángel", "y la No vida pirexiana": an article or
    count, then a name (after a comma, "the" opens a name's title: "Jace, the Mind Sculptor")."""
    if i + 1 >= len(clause) or clause[i].kind != "WORD" or not clause[i].text.islower():
        return False
    if normalise(clause[i].text) in _DETERMINERS:
        return not after_comma and (_card_with_article(clause, i) or _is_card_at(clause, i + 1))
    named = clause[i + 1].kind != "PT"  # "Grizzly Bears, a 2/2, with 2 damage": its stats
    return named and normalise(clause[i].text) in NUMBER_WORDS and _owned_follows(clause, i + 1)


def _count_word(piece: Raw) -> bool:
    """ "a", "two", "dos", "2": what may stand before an object's name."""
    return (piece.kind == "WORD" and normalise(piece.text) in NUMBER_WORDS) or (
        piece.kind == "NUMBER" and piece.text.isdigit()
    )


def _possessed(clause: Clause, i: int) -> bool:
    """ "my Thalia", "Bob's Thalia", "mi Thalia": whose, then a card's name."""
    if i + 1 >= len(clause) or clause[i].kind != "WORD":
        return False
    word = clause[i].text
    whose = normalise(word) in _OWN or (word.endswith(("'s", "’s")) and len(word) > 2)
    return whose and (clause[i + 1].kind == "QUOTED" or _is_card_at(clause, i + 1))


def _is_card_at(clause: Clause, i: int) -> bool:
    """Whether a card's name starts at ``i`` (the longest run of words, or a part of it: a name
    may hold keyword words, "No vida pirexiana"), ending where no capitalised word goes on with
    it ("Mind" is no card in "Mind Sculptor")."""
    return any(
        not (stop < len(clause) and clause[stop].kind == "WORD" and clause[stop].text[:1].isupper())
        for stop in _card_ends(clause, i)
    )


def _card_ends(clause: Clause, i: int) -> Iterator[int]:
    """Where a card's name starting at ``i`` may end, longest first."""
    end = i
    while end < len(clause) and end < i + _MAX_NAME and clause[end].kind in ("WORD", "QUOTED", "COMMA"):
        end += 1
    for stop in range(end, i, -1):
        if reading(" ".join(p.text for p in clause[i:stop] if p.kind != "COMMA")) is not None:
            yield stop


def _article_before_card(name: Clause) -> bool:
    """ "Las Ratas tifoideas", "los Osos pardos": an article before a card's name, not part of it."""
    said_the = len(name) > 1 and normalise(name[0].text) in _DETERMINERS
    return said_the and not _card_with_article(name, 0) and _is_card_at(name, 1)


def _card_with_article(clause: Clause, i: int) -> bool:
    """Whether the name starting with the article at ``i`` is a card's whole name ("La masacre de
    Cielosangriento", "The Ur-Dragon"): longer than any card named after the article alone."""
    return _card_length(clause, i) > _card_length(clause, i + 1) + 1


def _card_length(clause: Clause, i: int) -> int:
    return next(_card_ends(clause, i), i) - i


def _says_a_players_fact(part: Clause) -> bool:
    found = (match_phrase(part, k) for k in range(len(part)) if part[k].kind == "WORD")
    return any(m is not None and m[0] in ("LIFE", "POISON") for m in found)


def _drew(part: Clause) -> bool:
    found = (match_phrase(part, k) for k in range(len(part)) if part[k].kind == "WORD")
    return any(m is not None and m[0] == "DREW_EMPTY" for m in found)


def _leading_subject(clause: Clause) -> Clause:
    """ "I am at 0 life …", "Ana drew from …": the words before the first filler, number or
    keyword phrase (a player's name, never a card's)."""
    subject: Clause = []
    for k, piece in enumerate(clause):
        if piece.kind != "WORD" or normalise(piece.text) in _LIST_FILLER or match_phrase(clause, k) is not None:
            break
        subject.append(piece)
    return [] if len(subject) > _MAX_SUBJECT or _is_card(subject) else subject


def _back_reference(clause: Clause, i: int) -> bool:
    """ "the Bears have …", "los Osos tienen …": a determiner, a short name, then a verb of having."""
    if i + 2 >= len(clause) or clause[i].kind != "WORD" or normalise(clause[i].text) not in _DETERMINERS:
        return False
    k = i + 1
    while k < len(clause) and k <= i + 2 and clause[k].kind == "WORD" and clause[k].text[:1].isupper():
        k += 1
    return k > i + 1 and k < len(clause) and clause[k].kind == "WORD" and normalise(clause[k].text) in _HAVE_VERBS


def _player_fact(clause: Clause, i: int) -> bool:
    """ "0 vidas", "ten poison counters": what only a player has, after "and has"."""
    if i + 1 >= len(clause):
        return False
    number = clause[i].kind == "NUMBER" or normalise(clause[i].text) in NUMBER_WORDS
    keyword = match_phrase(clause, i + 1) if clause[i + 1].kind == "WORD" else None
    return number and keyword is not None and keyword[0] in ("LIFE", "POISON")


# -- counted objects: "Tarmogoyf y dos Osos pardos", "a Treasure and two Clues" -----------------------


def card_colon(clause: Clause) -> Clause:
    """ "Osos pardos: 2 de daño", "Grizzly Bears - 2 damage": a card's name, then what it has
    (no player is named after a card; a lone dash is punctuation)."""
    clause = [p for p in clause if not (p.kind == "WORD" and p.text.strip("-–—") == "")]
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), None)
    if colon is None or colon == 0 or colon + 1 >= len(clause):
        return clause
    named = clause[:colon]
    after = clause[colon + 1]
    says = after.kind in ("NUMBER", "PT", "MOD") or (
        after.kind == "WORD" and match_phrase(clause, colon + 1) is not None
    )
    return [*named, *clause[colon + 1 :]] if says and _is_card(named) else clause


def which_has(clause: Clause) -> Clause:
    """ "Rancor is attached to Grizzly Bears which has 2 damage": what "which has" says is the
    Bears', said in a clause of its own (after a reference it would be asked about)."""
    for w in range(1, len(clause) - 1):
        relative = clause[w].kind == "WORD" and normalise(clause[w].text) in _RELATIVE
        if not relative or normalise(clause[w + 1].text) not in _HAVE_VERBS:
            continue
        start = w
        while start > 0 and (_name_piece(clause, start - 1) or _comma_in_name(clause, start - 1)):
            start -= 1
        for first in range(start, w):  # the longest run of words before "which" that is a card
            name = clause[first:w]
            while name and name[-1].kind == "COMMA":
                name = name[:-1]
            if name and first > 0 and _is_card(name):
                return [*clause[:w], _sep(clause[w]), *name, *clause[w + 2 :]]
    return clause


_RELATIVE = frozenset({"which", "that", "que", "quien"})


def contractions(clause: Clause) -> Clause:
    """ "I'm at 0 life", "I've got": the pronoun and its verb, as two words."""
    out: Clause = []
    for piece in clause:
        folded = normalise(piece.text) if piece.kind == "WORD" else ""
        if folded in _CONTRACTIONS:
            out += [Raw("WORD", w, piece.start) for w in _CONTRACTIONS[folded]]
        elif folded in _GOT and out and normalise(out[-1].text) in _HAVE_VERBS:
            continue
        else:
            out.append(piece)
    return out


_CONTRACTIONS = {"i'm": ("I", "am"), "i've": ("I", "have"), "we're": ("we", "are"), "you're": ("you", "are")}
#: "I've got", "has got": the "got" says nothing "have" doesn't.
_GOT = frozenset({"got"})


def attached_to_it(clause: Clause) -> Clause:
    """ "Grizzly Bears with protection from green and Rancor attached": attached to the object
    just described ("attached to it")."""
    if len(clause) < 2 or clause[-1].kind != "WORD" or normalise(clause[-1].text) not in _ATTACHED:
        return clause
    if not (clause[-2].kind == "QUOTED" or clause[-2].text[:1].isupper()):
        return clause
    spanish = normalise(clause[-1].text) != "attached"
    return [*clause, *(_word(w, clause[-1]) for w in (("a", "él") if spanish else ("to", "it")))]


_ATTACHED = frozenset({"attached", "anexado", "anexada", "anexo"})


def chapter_number(clause: Clause) -> Clause:
    """ "chapter III resolved", "capítulo III ya resuelto": which chapter is the lore count's to
    say; the words around it say whether its ability left the stack."""

    def which(k: int) -> bool:
        if not k or normalise(clause[k - 1].text) not in _CHAPTER:
            return False
        following = normalise(clause[k + 1].text) if k + 1 < len(clause) else ""
        # "final chapter 3" says the Saga's last chapter: a number there is kept
        return bool(_ROMAN.match(clause[k].text)) or (clause[k].kind == "NUMBER" and following in _CHAPTER_STATE)

    return [p for k, p in enumerate(clause) if not which(k)]


_CHAPTER = frozenset({"chapter", "capitulo"})
_CHAPTER_STATE = frozenset({"resolved", "already", "has", "on", "ya", "resuelto", "se", "en"})
_ROMAN = re.compile(r"^[IVX]{1,4}$")


def shared_zone(clause: Clause) -> Clause:
    """ "Zombie token and Goblin token in exile", "un Tesoro y una Pista en el cementerio": where
    a list of bare names ends, said once, is where each of them is (the first was read as on
    the battlefield, and a token outside it ceases to exist: 704.5d)."""
    zone = next(
        (
            k
            for k in range(max(0, len(clause) - _LONGEST_ZONE), len(clause))
            if (m := match_phrase(clause, k)) and m[0] == "ZONE" and k + m[2] == len(clause)
        ),
        None,
    )
    if zone is None:
        return clause
    body, where = clause[:zone], clause[zone:]
    colon = next((k for k, p in enumerate(body) if p.kind == "COLON"), -1)
    joints = [k for k in range(colon + 1, len(body)) if body[k].kind == "WORD" and body[k].text in ("and", "y")]
    if not joints or _is_card(body[colon + 1 :]):
        return clause  # "Sword of Fire and Ice in graveyard": one card's name
    out = body[: colon + 1]
    start = colon + 1
    for joint in joints:
        segment = body[start:joint]
        if not segment or not all(_bare(segment, k) for k in range(len(segment))):
            return clause
        out += [*segment, *(Raw(p.kind, p.text, p.start) for p in where), body[joint]]
        start = joint + 1
    return [*out, *body[start:], *where]


#: The most words a zone phrase spans ("on the battlefield", "en el campo de batalla"): one that
#: ends the clause starts no further back.
_LONGEST_ZONE = max(len(p.words) for entries in PHRASES.values() for p in entries if p.keyword.terminal == "ZONE")


def _bare(segment: Clause, k: int) -> bool:
    """A name's piece, an article or count before it, or "token": nothing said of the object."""
    piece = segment[k]
    if piece.kind in ("QUOTED", "COMMA"):
        return True
    keyword = match_phrase(segment, k) if piece.kind == "WORD" else None
    return piece.kind == "WORD" and (keyword is None or keyword[0] in ("TOKEN", "AND"))


def elided_fact(clause: Clause) -> Clause:
    """ "I have 2 life and my opponent has 0", "Mi oponente tiene 0 vidas y yo tengo 3": the
    second number is of the fact the first was said with."""
    fact: Clause = []
    out: Clause = []
    for i, piece in enumerate(clause):
        out.append(piece)
        if piece.kind != "NUMBER":
            continue
        kind = match_phrase(clause, i + 1) if i + 1 < len(clause) and clause[i + 1].kind == "WORD" else None
        if kind is not None and kind[0] in ("LIFE", "POISON"):
            fact = clause[i + 1 : i + 1 + kind[2]]
            continue
        ends = i + 1 == len(clause) or clause[i + 1].kind == "COMMA" or clause[i + 1].text in _JOINERS
        said_by = i > 0 and normalise(clause[i - 1].text) in _HAVE_VERBS | _LIST_FILLER | _NAMES_OF_PLAYERS
        if fact and ends and said_by:
            out += [_word(p.text, piece) for p in fact]
    return out


def counted_objects(clause: Clause) -> Clause:
    """An article or a count after "and" or a comma starts another object of the same owner:
    "Tengo Tarmogoyf y dos Osos pardos" is "yo: Tarmogoyf; yo: dos Osos pardos" (the count
    read as it is at a clause's start)."""
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), None)
    owner = clause[: colon + 1] if colon is not None else []
    out: Clause = []
    i = 0
    while i < len(clause):
        piece = clause[i]
        joins = piece.kind == "COMMA" or (piece.kind == "WORD" and piece.text in _JOINERS)
        with_player = piece.kind == "WORD" and normalise(piece.text) in _WITH and not owner
        if with_player and _says_a_players_fact(clause[:i]) and _counted_object(clause, i + 1):
            # "I'm at 0 life with a Platinum Angel": what the player has, then what they control
            subject = _leading_subject(clause)
            out += [_sep(piece), *subject, _colon(piece)]
            i += 1
            continue
        after_something = bool(out) and out[-1].kind not in ("COMMA", "COLON") and i > len(owner)
        both = piece.kind == "COMMA" and i + 1 < len(clause) and clause[i + 1].text in _JOINERS  # ", and"
        named = _counted_object(clause, i + 1, after_comma=piece.kind == "COMMA")
        # after a comma, "Night's Flower" is a name's title ("Kiku, Night's Flower"), not whose
        possessed = piece.kind != "COMMA" and _possessed(clause, i + 1)
        if joins and after_something and (named or possessed):
            out += [_sep(piece), *owner]
        elif joins and after_something and not owner and _player_fact(clause, i + 1) and not _says_a_players_fact(out):
            out.append(_sep(piece))  # "Phyrexian Unlife and 0 life": the judge's own life
        elif joins and after_something and _back_reference(clause, i + 1 + both):
            out.append(_sep(piece))  # "…, and the Bears have 2 damage": a clause of its own
            i += both
        else:
            out.append(piece)
        i += 1
    return out


# -- lists of players: "Ana at 0 life, Bob at 5, Carla at 3" ----------------------------------------


def player_lists(clause: Clause) -> Clause:
    """Players listed with a number each, the fact said once or not at all: "Ana at 0 life, Bob
    at 5", "Ana con 0, Bob con 5" (life: what a player's bare number is on the floor). Only when
    every part of the clause is a player and a number, and at least two are."""
    if sum(p.kind == "NUMBER" for p in clause) < 2:
        return clause  # fewer than two numbers: never two players each with one (most clauses)
    original, heading = clause, []
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), None)
    kind = match_phrase(clause, 0) if clause and clause[0].kind == "WORD" else None
    if colon is not None and kind is not None and kind[0] in ("LIFE", "POISON") and colon <= kind[2] + 1:
        heading, clause = clause[: kind[2]], clause[colon + 1 :]  # "Life totals: Ana 0, Bob 5"
    parts = _split_list(clause)
    shapes = [_listed_player(part) for part in parts]
    if len(parts) < 2 or any(shape is None for shape in shapes):
        return original
    said = next((shape[2] for shape in shapes if shape is not None and shape[2]), None) or heading or None
    out: Clause = []
    for n, (part, shape) in enumerate(zip(parts, shapes, strict=True)):
        assert shape is not None
        name, number, fact = shape
        if n:
            out.append(_sep(part[0]))
        if not fact:
            spanish = any(normalise(p.text) in _SPANISH_FILLER for p in part if p.kind == "WORD")
            fact = said or [_word("vidas" if spanish else "life", number)]
        out += [*name, _colon(number), number, *fact]
    return out


def _player_name_word(piece: Raw) -> bool:
    """A word of a player's name: capitalised ("Ana"), or what judges call one ("yo", "mi rival")."""
    return piece.kind == "WORD" and (piece.text[:1].isupper() or normalise(piece.text) in _PLAYER_WORDS)


def _split_list(clause: Clause) -> list[Clause]:
    parts: list[Clause] = [[]]
    for piece in clause:
        if piece.kind == "COMMA" or (piece.kind == "WORD" and piece.text in _JOINERS):
            parts.append([])
        else:
            parts[-1].append(piece)
    return [part for part in parts if part]


def _listed_player(part: Clause) -> tuple[Clause, Raw, Clause] | None:
    """A part that is a player's name, maybe filler, a number and maybe "life": its pieces."""
    at = next((k for k, p in enumerate(part) if p.kind == "NUMBER"), None)
    if at is None or at == 0:
        return None
    before, fact = [p for p in part[:at] if p.kind != "COLON"], part[at + 1 :]  # "Ana: 0", "Ana tiene 0"
    k = len(before)
    while k > 0 and before[k - 1].kind == "WORD" and normalise(before[k - 1].text) in _LIST_FILLER:
        k -= 1
    name = before[:k]
    if not name or len(name) > _MAX_SUBJECT or any(not _player_name_word(p) for p in name):
        return None
    if _is_card(name) or any(match_phrase(name, j) for j in range(len(name))):
        return None
    if fact:
        keyword = match_phrase(fact, 0)
        if keyword is None or keyword[0] not in ("LIFE", "POISON") or keyword[2] != len(fact):
            return None
    return name, part[at], fact


# -- owners in brackets: "Thalia (Bob owns it)", "Thalia (de Bob)" ------------------------------------


def owner_in_brackets(clause: Clause) -> Clause:
    """ "(Bob owns it)", "(owner: Bob)", "(de Bob)" after an object: owned by Bob."""
    out: Clause = []
    i = 0
    while i < len(clause):
        piece = clause[i]
        close = _closing(clause, i) if piece.kind == "PAREN" and piece.text == "(" else None
        owner = _bracketed_owner(clause[i + 1 : close]) if close is not None and out else None
        if owner is None or close is None:
            out.append(piece)
            i += 1
            continue
        out += [_word("owned", piece), _word("by", piece), *owner]
        i = close + 1
        following = clause[i : i + 2]
        joins = bool(following) and (following[0].kind == "COMMA" or following[0].text in _JOINERS)
        if joins and len(following) == 2 and (following[1].kind == "QUOTED" or following[1].text[:1].isupper()):
            out.append(_sep(following[0]))  # "Thalia (Bob's) and Thalia (Ana's)": another object
            i += 1
    return out


def _closing(clause: Clause, i: int) -> int | None:
    return next((j for j in range(i + 1, len(clause)) if clause[j].kind == "PAREN"), None)


def _bracketed_owner(inside: Clause) -> Clause | None:
    texts = [normalise(p.text) for p in inside]
    if any(p.kind != "WORD" for p in inside) or not inside:
        return None
    if len(inside) == 1 and inside[0].text.endswith(("'s", "’s")) and len(inside[0].text) > 2:
        name = [Raw("WORD", inside[0].text[:-2], inside[0].start)]  # "(Bob's)"
    elif len(inside) >= 2 and texts[0] in _OF and (inside[1].text[:1].isupper() or texts[1] in _PLAYER_WORDS):
        name = inside[1:]  # "(de Bob)", "(de mi rival)"
    elif len(inside) >= 2 and texts[-1] in ("it", "them") and texts[-2] in _OWNS:
        name = inside[:-2]  # "(Bob owns it)"
    elif len(inside) >= 2 and texts[-1] in _OWNS:
        name = inside[:-1]  # "(Bob owns)"
    elif len(inside) >= 3 and texts[:2] == ["owned", "by"]:
        name = inside[2:]
    else:
        return None
    if not 1 <= len(name) <= _MAX_SUBJECT or not all(
        p.text[:1].isupper() or normalise(p.text) in _PLAYER_WORDS for p in name
    ):
        return None
    return name


_NAMES_OF_PLAYERS = words("self") | frozenset({"opponent", "rival", "oponente"})
#: Words a player's name may be made of in brackets: "(my opponent owns it)", "(de mi rival)".
_PLAYER_WORDS = _NAMES_OF_PLAYERS | words("own") | frozenset({"the", "el"})

# -- distributions over copies: "two Jace, one at 2 loyalty and one at 0" -----------------------------

#: What picks one copy of a group just described, anywhere: "one of them has 2 damage", "el otro".
_OF_THEM = _forms(words("one_of_them"))
#: After a joiner in the clause that described the group, a bare "one" does too ("…, one at 0").
_ONE = _forms(words("one_of_them") | words("one"))


def distributions(clause: Clause) -> Clause:
    """A group told copy by copy becomes one clause per copy about "one of them", which the
    reader splits off the group (parse.py); a copy's number said alone borrows the fact of the
    copy before ("one at 2 loyalty and one at 0": 0 loyalty)."""
    opener = _opener(clause, 0, _OF_THEM, last=False)
    if opener:  # "One of them has 2 damage.", "El otro tiene 1."
        return [_word(ONE_OF_THEM, clause[0]), *clause[opener:]]
    counted = False
    out: Clause = []
    fact: Clause = []  # the last copy's keyword after its number, for an elided one
    i = 0
    while i < len(clause):
        piece = clause[i]
        counted = counted or piece.kind == "MULT" or (_count_word(piece) and normalise(piece.text) not in _ARTICLES)
        joins = piece.kind == "COMMA" or (piece.kind == "WORD" and piece.text in _JOINERS)
        size = _opener(clause, i + 1, _ONE, last=False) if joins and counted else 0
        if not size:
            out.append(piece)
            i += 1
            continue
        start = i + 1 + size
        ends = (k for k in range(start, len(clause)) if _joins_a_copy(clause, k) or _joins_an_object(clause, k))
        end = next(ends, len(clause))
        said = clause[start:end]
        numbers = [k for k, p in enumerate(said) if p.kind == "NUMBER" or normalise(p.text) in NUMBER_WORDS]
        if len(numbers) == 1 and numbers[0] == len(said) - 1 and fact:
            said = [*said, *(_word(p.text, said[-1]) for p in fact)]  # "and one at 0": 0 of the same
        elif numbers:
            fact = said[numbers[-1] + 1 :]
        out += [_sep(piece), _word(ONE_OF_THEM, clause[i + 1]), *said]
        i = end
        if i < len(clause) and _joins_an_object(clause, i):  # "…, one with 1 damage, and Honor of the Pure"
            colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), -1)
            out += [_sep(clause[i]), *clause[: colon + 1]]
            i += 2 if clause[i].kind == "COMMA" and i + 1 < len(clause) and clause[i + 1].text in _JOINERS else 1
    return out


def _joins_an_object(clause: Clause, k: int) -> bool:
    """A joiner after which another object is named ("…, and Honor of the Pure")."""
    piece = clause[k]
    if not (piece.kind == "COMMA" or (piece.kind == "WORD" and piece.text in _JOINERS)):
        return False
    nxt = k + 2 if piece.kind == "COMMA" and k + 1 < len(clause) and clause[k + 1].text in _JOINERS else k + 1
    return nxt < len(clause) and (
        clause[nxt].kind == "QUOTED" or _is_card_at(clause, nxt) or _counted_object(clause, nxt)
    )


def _opener(clause: Clause, i: int, forms: Forms, *, last: bool = True) -> int:
    """How many pieces from ``i`` one of ``forms`` spans (0: none); with ``last``, one may end the clause."""
    if i >= len(clause) or clause[i].kind != "WORD" or normalise(clause[i].text) not in forms.firsts:
        return 0  # nearly every piece: each rewrite asks at every position
    folded = [normalise(p.text) if p.kind == "WORD" else "" for p in clause[i : i + 5]]
    for form in forms:
        if tuple(folded[: len(form)]) == form and (last or i + len(form) < len(clause)):
            return len(form)
    return 0


def _joins_a_copy(clause: Clause, k: int) -> bool:
    piece = clause[k]
    joins = piece.kind == "COMMA" or (piece.kind == "WORD" and piece.text in _JOINERS)
    return joins and _opener(clause, k + 1, _ONE, last=False) > 0


# -- what is on something: "1 damage on the Lions", "un contador +1/+1 sobre Osos pardos" ----------------

_ON = words("marked_on")


def marked_on(clause: Clause) -> Clause:
    """A clause that opens with what is marked, then on what: "1 damage on the Lions" reads
    as "the Lions 1 damage" (the name first, as every object clause has it)."""
    if not clause or not _count_word(clause[0]):
        return clause
    at = next((k for k in range(1, len(clause)) if clause[k].kind == "WORD" and normalise(clause[k].text) in _ON), None)
    if at is None or at + 1 >= len(clause):
        return clause
    marked = [match_phrase(clause, k) for k in range(1, at)]
    if not any(m is not None and m[0] in ("DAMAGE", "COUNTER", "DEATHTOUCH") for m in marked):
        return clause
    rest = clause[at + 1 :]
    if not all(_name_piece(rest, k) or _comma_in_name(rest, k) for k in range(len(rest))):
        return clause
    return [*rest, *clause[:at]]


# -- combat told as it happened: "Grizzly Bears blocked Hill Giant and took 3" -----------------------

_BLOCK_VERBS = _forms(words("block_verbs"))
_TOOK = _forms(words("took"))
_PERSONAL = frozenset({"a", "al"})


def leading_article(clause: Clause) -> Clause:
    """ "Los Osos pardos bloquearon…", "The Grizzly Bears has…": an article before a card's
    name at a clause's start names nothing."""
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), -1)
    at = colon + 1
    said_the = at + 1 < len(clause) and clause[at].kind == "WORD" and normalise(clause[at].text) in _DETERMINERS
    if not said_the or _card_with_article(clause, at):  # "La masacre de Cielosangriento" is a card's name
        return clause
    return [*clause[:at], *clause[at + 1 :]] if _is_card_at(clause, at + 1) else clause


def combat(clause: Clause) -> Clause:
    """ "A blocked B; A took 3 from B", "Los Osos bloquearon al Gigante y recibieron 3 de daño":
    both creatures are on the battlefield, and what one took is damage marked on it (the
    source named). Who blocked whom changes no state-based action; the damage does."""
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), -1)
    for k in range(colon + 2, len(clause)):
        size = _opener(clause, k, _BLOCK_VERBS)
        if not size:
            continue
        described = clause[colon + 1 : k]
        while described and described[-1].kind == "COMMA":
            described = described[:-1]  # "Grizzly Bears 2/2, blocked Hill Giant"
        subject = described[
            : next((j for j, p in enumerate(described) if p.kind not in ("WORD", "QUOTED", "COMMA")), len(described))
        ]
        start = k + size
        if start < len(clause) and clause[start].kind == "WORD" and normalise(clause[start].text) in _PERSONAL:
            start += 1  # "bloqueó al Gigante"
        if start + 1 < len(clause) and _article_before_card(clause[start:]):
            start += 1  # "bloqueados por las Ratas tifoideas"
        end = start
        while end < len(clause) and (_name_piece(clause, end) or _comma_in_name(clause, end)):
            end += 1
        if end == start or not subject or any(p.kind not in ("WORD", "QUOTED", "COMMA") for p in subject):
            return clause
        # an attacker and its blocker are two players' creatures (506.2): with no owner said,
        # the other is the opponent's
        spanish = normalise(clause[k].text) in _SPANISH_BLOCK
        other = [] if colon >= 0 else [_word("oponente" if spanish else "opponent", clause[k]), _colon(clause[k])]
        out = [*clause[: colon + 1], *described, _sep(clause[k]), *other, *clause[start:end]]
        rest = clause[end:]
        if rest and (rest[0].kind == "COMMA" or rest[0].text in _JOINERS):
            # what it took in that combat came from the creature it fought
            out += [_sep(rest[0]), *subject, *took_damage(rest[1:], clause[start:end])]
        elif rest:
            out += rest
        return out
    return took_damage(clause)


def took_damage(clause: Clause, source: Clause | None = None) -> Clause:
    """ "took 3 from Hill Giant", "recibió 2": a number a creature took is damage (from
    ``source``, the creature it fought, when the clause names no other)."""
    out: Clause = []
    i = 0
    while i < len(clause):
        size = _opener(clause, i, _TOOK)
        if size and _listed_subject(clause, i):
            return clause  # "Bears and Elves took 2": each took it; the natural reader reads that
        number = i + size
        if size and number < len(clause) and clause[number].kind == "NUMBER":
            following = clause[number + 1] if number + 1 < len(clause) else None
            keyword = match_phrase(clause, number + 1) if following is not None and following.kind == "WORD" else None
            out.append(clause[number])
            spanish = normalise(clause[i].text) in _SPANISH_TOOK
            if keyword is None:  # "took 3", "took 3 from X": damage, in the clause's language
                out += (
                    [_word("de", clause[number]), _word("daño", clause[number])]
                    if spanish
                    else [_word("damage", clause[number])]
                )
            i = number + 1 + (keyword[2] if keyword is not None and keyword[0] == "DAMAGE" else 0)
            if keyword is not None and keyword[0] == "DAMAGE":
                out += clause[number + 1 : i]
            named = i < len(clause) and clause[i].kind == "WORD" and normalise(clause[i].text) in _FROM
            if source and not named and (keyword is None or keyword[0] == "DAMAGE"):
                out += [_word("de" if spanish else "from", clause[number]), *source]
            continue
        out.append(clause[i])
        i += 1
    return out


def _listed_subject(clause: Clause, verb: int) -> bool:
    """Whether the words before the verb at ``verb`` list objects ("My Bears and my Elves …",
    "Osos pardos y Elfos de Llanowar …"): a joiner followed by another card's name."""
    colon = next((k for k, p in enumerate(clause[:verb]) if p.kind == "COLON"), -1)
    return any(
        clause[k].kind == "WORD"
        and normalise(clause[k].text) in _JOINERS
        and (_is_card_at(clause, k + 1) or _possessed(clause, k + 1) or _counted_object(clause, k + 1))
        for k in range(colon + 2, verb - 1)
    )


# -- "with no counters": what a printed 0/0 is without them -------------------------------------------

_NO_COUNTERS = _forms(words("no_counters"))


_EACH = _forms(words("each_of_them"))


def each_of_them(clause: Clause) -> Clause:
    """ "Two Savannah Lions, each with 1 damage", "dos Leones, cada uno con 1 de daño": what
    follows is said of every copy, as if said of the group."""
    out: Clause = []
    i = 0
    while i < len(clause):
        size = _opener(clause, i + 1, _EACH) if clause[i].kind == "COMMA" or clause[i].text in _JOINERS else 0
        if size and any(_counts_objects(out, k) for k in range(len(out))):
            i += 1 + size
            continue
        out.append(clause[i])
        i += 1
    return out


def _counts_objects(out: Clause, k: int) -> bool:
    """ "two Savannah Lions", "dos Leones": a count before a name counts the objects (what "each"
    distributes over); "with 1 damage" counts damage, no group."""
    piece = out[k]
    if not _count_word(piece) or normalise(piece.text) in _ARTICLES or k + 1 >= len(out):
        return False
    after = out[k + 1]
    return after.kind == "WORD" and after.text[:1].isupper()


def zero_counters(clause: Clause) -> Clause:
    """ "Jace with no loyalty counters", "sin contadores de lealtad": none of that kind is 0 of it
    (a planeswalker's loyalty is its loyalty counters: 0 is a number the check acts on)."""
    out: Clause = []
    i = 0
    while i < len(clause):
        word = normalise(clause[i].text) if clause[i].kind == "WORD" else ""
        # English: "(with) no loyalty counters"
        if word in ("no", "without") and i + 2 < len(clause) and normalise(clause[i + 2].text) in _COUNTERS:
            kind = match_phrase(clause, i + 1)
            if kind is not None and kind[0] in _COUNTER_KINDS:
                if out and normalise(out[-1].text) == "with":
                    out.pop()
                out += [_with_a(clause[i]), Raw("NUMBER", "0", clause[i].start), *clause[i + 1 : i + 3]]
                i += 3
                continue
        # Spanish: "sin lealtad" (no loyalty counters: 0 loyalty)
        kind_now = match_phrase(clause, i + 1) if word == "sin" and i + 1 < len(clause) else None
        if kind_now is not None and kind_now[0] in ("LOYALTY", "DEFENSE"):
            out += [_word("con", clause[i]), Raw("NUMBER", "0", clause[i].start), *clause[i + 1 : i + 1 + kind_now[2]]]
            i += 1 + kind_now[2]
            continue
        # Spanish: "sin contadores de lealtad"
        if word == "sin" and i + 3 < len(clause) and normalise(clause[i + 1].text) in _COUNTERS:
            kind = match_phrase(clause, i + 3) if normalise(clause[i + 2].text) == "de" else None
            if kind is not None and kind[0] in _COUNTER_KINDS:
                out += [_word("con", clause[i]), Raw("NUMBER", "0", clause[i].start), *clause[i + 1 : i + 4]]
                i += 4
                continue
        out.append(clause[i])
        i += 1
    return out


def _with_a(at: Raw) -> Raw:
    return _word("with", at)


_COUNTERS = frozenset({"counter", "counters", "contador", "contadores"})
_COUNTER_KINDS = frozenset({"LOYALTY", "DEFENSE", "COUNTER_KIND", "MOD"})


def life_of(clause: Clause) -> Clause:
    """ "La vida de Ana es 0", "el total de vidas de Bob está en 5": Ana: 0 vidas."""
    start = 1 if clause and normalise(clause[0].text) in _DETERMINERS else 0
    fact = match_phrase(clause, start) if start < len(clause) and clause[start].kind == "WORD" else None
    if fact is None or fact[0] not in ("LIFE", "POISON"):
        return clause
    of = start + fact[2]
    if of >= len(clause) or normalise(clause[of].text) != "de":
        return clause
    number = next((k for k in range(of + 1, len(clause)) if clause[k].kind == "NUMBER"), None)
    if number is None or number != len(clause) - 1:
        return clause
    name = clause[of + 1 : number]
    while name and normalise(name[-1].text) in _LIST_FILLER | _IS:
        name = name[:-1]
    if not 1 <= len(name) <= _MAX_SUBJECT or not all(p.kind == "WORD" and p.text[:1].isupper() for p in name):
        return clause
    return [*name, _colon(clause[number]), clause[number], *clause[start:of]]


_IS = frozenset({"es", "is", "queda", "quedo", "sigue"})


def under_control(clause: Clause) -> Clause:
    """ "Two Thalia under my control", "bajo el control de Bob": whose, said after the object."""
    for k in range(1, len(clause)):
        size = _opener(clause, k, _UNDER)
        if not size:
            continue
        rest = clause[k + size :]
        folded = [normalise(p.text) for p in rest]
        if folded[-2:] in (["del", "campo"], ["battlefield"]):  # "en mi lado del campo"
            rest = rest[: -2 if folded[-1] == "campo" else -1]
            if rest and normalise(rest[-1].text) in ("of", "the"):
                rest = rest[:-2] if len(rest) > 1 and normalise(rest[-2].text) == "of" else rest[:-1]
        if size > 1 and normalise(clause[k + size - 1].text) == "de":
            who = rest  # "bajo el control de Bob"
        elif rest and normalise(rest[-1].text) in _SIDE:
            who = rest[:-1]  # "under my control", "under Bob's control", "on my side", "de mi lado"
        else:
            continue
        if not 1 <= len(who) <= _MAX_SUBJECT or any(p.kind != "WORD" for p in who):
            continue
        side = normalise(rest[-1].text) != "control" if rest else False
        if side and not (len(who) == 1 and (normalise(who[0].text) in _OWN or who[0].text.endswith(("'s", "’s")))):
            continue  # "on my side", "en mi lado": whose side, said by a possessive
        if len(who) == 1 and who[0].text.endswith(("'s", "’s")):
            who = [Raw("WORD", who[0].text[:-2], who[0].start)]
        elif len(who) == 1 and normalise(who[0].text) in _OWN:
            who = [_word("I" if normalise(who[0].text) in ("my", "our") else "yo", who[0])]
        return [*who, _colon(clause[k]), *clause[:k]]
    return clause


_SIDE = frozenset({"control", "side", "lado"})
_UNDER = _forms(words("under_control"))


def there_is(clause: Clause) -> Clause:
    """ "there's a Lightning Bolt in my graveyard", "hay un Relámpago…": what there is, named."""

    def new_clause(out: Clause) -> None:
        if out and out[-1].text in _JOINERS:  # "I control Tarmogoyf and there's …": another clause
            out[-1] = _sep(out[-1])

    def opens(i: int) -> bool:
        return i == 0 or clause[i - 1].text in _JOINERS or clause[i - 1].kind == "COLON"

    return _dropping(clause, _THERE_IS, opens, new_clause, last=False)


def _dropping(
    clause: Clause, forms: Forms, may_start: Callable[[int], bool],
    before: Callable[[Clause], None], *, last: bool = True,
) -> Clause:  # fmt: skip
    """The clause without each of ``forms`` found where ``may_start`` allows, ``before`` tidying
    what came before it (a comma, a joiner)."""
    out: Clause = []
    i = 0
    while i < len(clause):
        size = _opener(clause, i, forms, last=last) if may_start(i) else 0
        if size:
            before(out)
            i += size
            continue
        out.append(clause[i])
        i += 1
    return out


_THERE_IS = _forms(words("there_is"))


def no_counters(clause: Clause) -> Clause:
    """ "Walking Ballista with no counters", "sin contadores": nothing is marked on it, which
    is what an object with no counters said already is (its printed 0/0 stands)."""

    def comma(out: Clause) -> None:
        if out and out[-1].kind == "COMMA":  # "Walking Ballista, no counters"
            out.pop()
        if out:  # said: none, which a 0/0 that enters with counters must have said (cards.py)
            at = out[-1].start
            out += [Raw("NUMBER", "0", at), Raw("MOD", "+1/+1", at), Raw("WORD", "counters", at)]

    return _dropping(clause, _NO_COUNTERS, lambda i: i > 0, comma)


# -- damage told as an event: "Bob deals 3 damage to Tarmogoyf with Lightning Bolt" --------------------

_DEAL = _forms(words("deal_verbs"))
_TO = frozenset({"to", "a", "al"})
_WITH = frozenset({"with", "con"})
_TO_ME = words("to_me")


def damage_events(clause: Clause) -> Clause:
    """ "Bob deals 3 damage to Tarmogoyf with Lightning Bolt", "mi rival le hace 3 de daño a
    Tarmogoyf con un Rayo": the board after it — that much damage marked on the target (from
    the spell), and the spell in its caster's graveyard once it resolved (608.2n). Damage to a
    player is life lost (120.3a), which the board must say as a life total: that is asked."""
    verb = next((k for k in range(len(clause)) if _opener(clause, k, _DEAL)), None)
    if verb is None:
        return clause
    size = _opener(clause, verb, _DEAL)
    amount = verb + size
    keyword = match_phrase(clause, amount + 1) if amount + 1 < len(clause) else None
    if amount >= len(clause) or clause[amount].kind != "NUMBER" or keyword is None or keyword[0] != "DAMAGE":
        return clause
    joint = max((j for j in range(verb) if clause[j].kind == "COMMA" or clause[j].text in _JOINERS), default=-1)
    before, subject = clause[: joint + 1], clause[joint + 1 : verb]  # "Tengo Tarmogoyf y | mi rival …"
    if _article_before_card(subject):
        subject = subject[1:]  # "Las Ratas tifoideas le hicieron …": the card
    described = not subject and bool(before)
    if described:  # "Typhoid Rats blocked Hill Giant and dealt 1 damage to it": the Rats, said already
        subject = _leading_name(before)
    to_me = normalise(clause[verb].text) in _TO_ME or any(normalise(p.text) in _TO_ME for p in subject[-1:])
    if subject and normalise(subject[-1].text) in _TO_ME:
        subject = subject[:-1]
    k = amount + 1 + keyword[2]
    target: Clause = []
    if k < len(clause) and clause[k].kind == "WORD" and normalise(clause[k].text) in _TO:
        end = k + 1
        while end < len(clause) and not (clause[end].kind == "WORD" and normalise(clause[end].text) in _WITH):
            end += 1
        target, k = clause[k + 1 : end], end
        if _article_before_card(target):
            target = target[1:]  # "a los Osos pardos"
    spell: Clause = []
    if k < len(clause) and normalise(clause[k].text) in _WITH:
        spell = [p for p in clause[k + 1 :] if not (p.kind == "WORD" and normalise(p.text) in _ARTICLES)]
        k = len(clause)
    if (
        k != len(clause)
        or (not target and not to_me)
        or any(p.kind not in ("WORD", "QUOTED", "COMMA") for p in target + spell)
    ):
        return clause
    spanish = normalise(clause[verb].text) in _SPANISH_DEAL
    if (to_me and not target) or (target and normalise(" ".join(p.text for p in target)) in _NAMES_OF_PLAYERS):
        raise DamageToPlayer(
            column=_column(clause[verb]), word=" ".join(p.text for p in clause[verb : amount + 1 + keyword[2]])
        )
    caster = subject if subject and not _is_card_at(subject, 0) else []
    if not spell and subject and not caster and _is_spell(subject):
        spell = subject  # "Lightning Bolt dealt 3 damage to Hill Giant": it resolved
    source = spell or ([] if caster else subject)
    marked = [*target, *clause[amount : amount + 1 + keyword[2]]]
    if source:
        marked += [_word("de" if spanish else "from", clause[amount]), *source]
    out = [*before[:-1], _sep(before[-1])] if before else []
    if source and source is not spell and not described:  # "Hill Giant deals 2 damage to …": on the battlefield
        out += [*source, _sep(clause[verb])]
    out += marked
    if spell:
        whose = [*caster, _colon(spell[0])] if caster else []
        where = [_word(w, spell[-1]) for w in ("en el cementerio" if spanish else "in graveyard").split()]
        out += [_sep(spell[0]), *whose, *spell, *where]
    return out


def _leading_name(clause: Clause) -> Clause:
    """The card named at a clause's start (after its owner), if one is."""
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), -1)
    start, end = colon + 1, colon + 1
    while end < len(clause) and (_name_piece(clause, end) or _comma_in_name(clause, end)):
        end += 1
    for stop in range(end, start, -1):
        if reading(" ".join(p.text for p in clause[start:stop] if p.kind != "COMMA")) is not None:
            return clause[start:stop]
    return []


def _is_spell(name: Clause) -> bool:
    """Whether ``name`` is an instant's or a sorcery's: a spell, in a graveyard once it resolved."""
    found = card_face(" ".join(p.text for p in name if p.kind != "COMMA"))
    return found is not None and bool({"instant", "sorcery"} & set(found[1].card_types))


def _column(piece: Raw) -> int:
    return piece.start + 1


# -- "named": "two legendary planeswalkers named Jace" ---------------------------------------------

_NAMED = words("named")


def named(clause: Clause) -> Clause:
    """ "two legendary planeswalkers named Jace, the Mind Sculptor", "una criatura llamada
    Zorp 2/2": the name after "named", with the count before it and the types after it."""
    colon = next((k for k, p in enumerate(clause) if p.kind == "COLON"), -1)
    at = next(
        (k for k in range(colon + 1, len(clause)) if clause[k].kind == "WORD" and normalise(clause[k].text) in _NAMED),
        None,
    )
    if at is None or at + 1 >= len(clause) or clause[at + 1].kind not in ("WORD", "QUOTED"):
        return clause
    head = clause[colon + 1 : at]
    count = head[:1] if head and _count_word(head[0]) else []
    kinds = head[len(count) :]
    if not kinds or any(p.kind != "WORD" or match_phrase([p], 0) is None for p in kinds):
        return clause  # only type words stand before "named" ("a creature named …")
    if count and normalise(count[0].text) in _ARTICLES:
        count = []
    end = at + 1
    while end < len(clause) and (_name_piece(clause, end) or _comma_in_name(clause, end)):
        end += 1
    return [*clause[: colon + 1], *count, *clause[at + 1 : end], *kinds, *clause[end:]]


def _name_piece(clause: Clause, k: int) -> bool:
    return clause[k].kind in ("WORD", "QUOTED") and match_phrase(clause, k) is None


def _comma_in_name(clause: Clause, k: int) -> bool:
    """ "Jace, the Mind Sculptor": a comma followed by a title (capitalised, or "the" / "el")."""
    following = clause[k + 1] if k + 1 < len(clause) else None
    return (
        clause[k].kind == "COMMA"
        and following is not None
        and following.kind == "WORD"
        and (following.text[:1].isupper() or normalise(following.text) in _NAME_ARTICLES)
    )


# -- "too": one more of it ---------------------------------------------------------------------------

#: At a clause's end, one more of what it names: "Bob controls Thalia too", "… también".
_TOO = _forms(words("too"))
_ANOTHER = "another"


def too(clause: Clause) -> Clause:
    """ "I control Thalia. I control Thalia too": a second Thalia, not the first said again
    (read as "another Thalia")."""
    folded = [normalise(p.text) for p in clause]
    ending = next((t for t in _TOO if len(clause) > len(t) and tuple(folded[-len(t) :]) == t), None)
    if ending is None or any(p.kind != "WORD" for p in clause[-len(ending) :]):
        return clause
    body = clause[: -len(ending)]
    colon = next((k for k, p in enumerate(body) if p.kind == "COLON"), -1)
    at = colon + 1
    joint = max((k for k in range(at + 1, len(body)) if body[k].text in _JOINERS), default=None)
    tail = body[joint + 1 :] if joint is not None else []
    if joint is not None:
        player = 1 <= len(tail) <= _MAX_SUBJECT and all(_subject_word(p) for p in tail) and not _is_card(tail)
        if colon >= 0 and player:  # "Tengo Thalia y mi rival también": the rival has one too
            return [*body[:joint], _sep(body[joint]), *tail, _colon(tail[-1]), *body[at:joint]]
        return body  # "Thalia and Grizzly Bears too": "too" adds nothing to a list
    if at >= len(body) or body[at].kind not in ("WORD", "QUOTED"):
        return clause
    if body[at].kind == "WORD" and normalise(body[at].text) in _ARTICLES:
        return [*body[:at], _word(_ANOTHER, body[at]), *body[at + 1 :]]
    if body[at].kind == "WORD" and not body[at].text[:1].isupper():
        return clause
    return [*body[:at], _word(_ANOTHER, body[at]), *body[at:]]


def _firsts(*forms: Forms) -> frozenset[str]:
    return frozenset().union(*(group.firsts for group in forms))


def _phrase_firsts(*terminals: str) -> frozenset[str]:
    return frozenset(p.words[0] for entries in PHRASES.values() for p in entries if p.keyword.terminal in terminals)


#: Each form, with the words one of which a text must hold for it to apply (None: always tried).
_REWRITES: tuple[tuple[Callable[[Clause], Clause], frozenset[str] | None], ...] = (
    (card_colon, None),
    (which_has, _RELATIVE),
    (contractions, frozenset(_CONTRACTIONS) | _GOT),
    (elided_fact, frozenset({"NUMBER"})),
    (chapter_number, _CHAPTER),
    (attached_to_it, _ATTACHED),
    (owner_in_brackets, frozenset({"("})),
    (damage_events, _firsts(_DEAL)),
    (life_of, _phrase_firsts("LIFE", "POISON")),
    (under_control, _firsts(_UNDER)),
    (there_is, _firsts(_THERE_IS)),
    (owners, _CONTROL_VERBS | _HAVE_VERBS | _FIRST_PERSON | {"control"}),
    (each_of_them, _firsts(_EACH)),
    (zero_counters, frozenset({"no", "without", "sin"})),
    (no_counters, _firsts(_NO_COUNTERS)),
    (leading_article, _DETERMINERS),
    (combat, _firsts(_BLOCK_VERBS, _TOOK)),
    (marked_on, _ON),
    (named, _NAMED),
    (distributions, _firsts(_ONE, _OF_THEM)),  # "one", "uno", "el otro"…
    (shared_zone, _phrase_firsts("ZONE")),
    (counted_objects, _JOINERS | _WITH | {"COMMA"}),
    (player_lists, frozenset({"NUMBER"})),
    (too, _firsts(_TOO)),
)
