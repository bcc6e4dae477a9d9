"""Words → grammar terminals, using the bilingual keyword table.

Lark's own lexers match terminals by regular expression; the board language needs more: a
keyword is a *phrase* in either language, matched without case or accents and longest first,
and a card name is whatever free text stands before the first keyword. So the lexer splits the
text into raw pieces with one regex, then folds runs of words into keyword tokens from the
table. Every token keeps its offset in the original text for error messages. Each clause's
tokens then pass through ``clauses.rewrite``, which turns what judges write into the grammar's
forms.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from lark import Token
from lark.common import LexerConf
from lark.lexer import Lexer
from rapidfuzz import fuzz, process

from engine.board.cards import CATALOG, card_face
from engine.board.clauses import MAX_LEADING_COPIES, REFERENCES, rewrite
from engine.board.errors import EmptyName, UnclosedQuote
from engine.board.floor import floor_phrasing
from engine.board.keywords import (
    COLOR_WORDS,
    NAME_FRIENDLY_TERMINALS,
    NUMBER_WORDS,
    PHRASES,
    PRONOUNS,
    PROTECTION_WORDS,
    RESTRICTION_WORDS,
    normalise,
    words,
)
from engine.board.pieces import Raw
from engine.board.pieces import match_phrase as _match_phrase
from engine.cards.names import Rank, name_key

#: Every word that starts a keyword phrase: what a misspelt keyword is measured against.
KEYWORD_WORDS: tuple[str, ...] = tuple(sorted(PHRASES))

RAW = re.compile(
    r"""
    (?P<QUOTED>"[^"\n;]*"|“[^”\n;]*”)         # a quoted name: may hold commas and keywords
    |(?P<OPENQUOTE>["“])                       # a quote that never closes (on this clause)
    |(?P<SEP>[;\n\r]+)                         # clause separators
    |(?P<COLON>:)
    |(?P<COMMA>,)
    |(?P<MOD>[+\-−]\d{1,7}/[+\-−]\d{1,7}(?![\w/]))   # +1/+1, -2/-0: counters and "gets" modifiers
    |(?P<PT>(?:\d{1,7}|\*)/(?:\d{1,7}|\*)(?![\w/]))   # printed power/toughness, 2/2
    |(?P<LABEL>\#[\w\-]+)                      # a label that tells same-named objects apart
    |(?P<MULT>(?:[xX×]\s?\d{1,4}|\d{1,4}\s?[xX×])(?![\w/]))  # copies: x2, X2, 2x, ×2
    |(?P<NUMBER>[+\-−]?\d{1,12}(?![\w/]))
    |(?P<PAREN>[()\[\]])                        # "Grizzly Bears (2/2)": brackets only group, never mean
    |(?P<DOT>\.(?=\s|$))                        # a full stop: ends a sentence, or an abbreviation
    |(?P<WORD>(?:[^\s;:,"“”()\[\].]|\.(?!\s|$))+)
    """,
    re.VERBOSE,
)


#: Abbreviations that end in a full stop inside card names ("Dr. Julius Jumblemorph", "Mr. Orfeo").
_ABBREVIATIONS = words("abbreviations")


def raw_pieces(text: str) -> list[Raw]:
    pieces: list[Raw] = []
    for match in RAW.finditer(text):
        kind = match.lastgroup or "WORD"
        if kind == "OPENQUOTE":
            raise UnclosedQuote(column=match.start() + 1, word=match.group())
        if kind == "DOT":
            pieces.append(_full_stop(pieces, match.start()))
            continue
        pieces.append(Raw(kind, match.group(), match.start()))
    return floor_phrasing(_continuations(_chosen_in_brackets(_team_members_in_brackets(pieces))))


_JOINERS = words("continuation_joiners")
_CONTINUES = words("subject_pronouns")
#: Spanish words that are a pronoun or a verb only with their accent: "él" (he), not "el" (the).
_ONLY_ACCENTED = {"el": "él"}


def _continuations(pieces: list[Raw]) -> list[Raw]:
    """ "Grizzly Bears 2/2 with 3 damage, but it is indestructible": a new clause about the same
    subject, as if after a full stop ("… 3 damage. It is indestructible.").

    Only in mid-clause, and only when the pronoun isn't followed by a capitalised word (", el Oso
    pardo" is an article before a name: another object, which the comma already separates).
    """
    out: list[Raw] = []
    i = 0
    while i < len(pieces):
        piece = pieces[i]
        j = i + 1
        joins = piece.kind == "COMMA" or (piece.kind == "WORD" and normalise(piece.text) in _JOINERS)
        if piece.kind == "COMMA" and j < len(pieces) and pieces[j].kind == "WORD":
            j += normalise(pieces[j].text) in _JOINERS
        if joins and out and out[-1].kind not in ("SEP", "COLON", "COMMA") and _continues(pieces, j):
            out.append(Raw("SEP", ";", piece.start))
            i = j
            continue
        out.append(piece)
        i += 1
    return out


def _continues(pieces: list[Raw], j: int) -> bool:
    if j >= len(pieces) or pieces[j].kind != "WORD":
        return False
    word = normalise(pieces[j].text)
    if word not in _CONTINUES or _ONLY_ACCENTED.get(word, pieces[j].text.casefold()) != pieces[j].text.casefold():
        return False
    following = pieces[j + 1] if j + 1 < len(pieces) else None
    return following is not None and not (following.kind == "WORD" and _is_title(following.text))


_TEAM_WORDS = words("team")


def _team_members_in_brackets(pieces: list[Raw]) -> list[Raw]:
    """ "Team A (Ana, Bob) 0 life" reads as "team A: Ana, Bob; team A: 0 life".

    Brackets only group elsewhere; right after a team's name at the start of a clause they hold
    its players, which would otherwise be read as more of the team's name.
    """
    out: list[Raw] = []
    i = 0
    while i < len(pieces):
        at_start = not out or out[-1].kind == "SEP"
        window = pieces[i : i + 3]
        if (
            at_start
            and len(window) == 3
            and window[0].kind == "WORD"
            and normalise(window[0].text) in _TEAM_WORDS
            and window[1].kind == "WORD"
            and window[2].kind == "PAREN"
            and window[2].text == "("
        ):
            close = next((j for j in range(i + 3, len(pieces)) if pieces[j].kind in ("PAREN", "SEP")), None)
            if close is not None and pieces[close].text == ")" and close > i + 3:
                team, name = window[0], window[1]
                colon = Raw("COLON", ":", name.start + len(name.text))
                out += [team, name, colon, *pieces[i + 3 : close]]
                rest = close + 1
                if rest < len(pieces) and pieces[rest].kind == "COLON":  # "team A (Ana, Bob): 0 life"
                    rest += 1
                if rest < len(pieces) and pieces[rest].kind != "SEP":
                    out += [Raw("SEP", ";", pieces[close].start), team, name, colon]
                i = rest
                continue
        out.append(pieces[i])
        i += 1
    return out


def _chosen_in_brackets(pieces: list[Raw]) -> list[Raw]:
    """ "Adaptive Automaton (Elf)", "Painter's Servant (blue)": one word in brackets right after
    the name of a card whose text speaks of what was chosen reads as "naming Elf". Elsewhere
    brackets only group, as before."""
    out: list[Raw] = []
    i = 0
    while i < len(pieces):
        window = pieces[i : i + 3]
        if (
            len(window) == 3
            and window[0].kind == "PAREN"
            and window[0].text == "("
            and window[1].kind in ("WORD", "QUOTED")
            and window[2].kind == "PAREN"
            and window[2].text == ")"
            and _names_a_chooser(out)
        ):
            out += [Raw("WORD", "naming", window[0].start), window[1]]
            i += 3
            continue
        out.append(pieces[i])
        i += 1
    return out


#: What a card's text says when something is chosen as it enters ("choose a color", "the chosen type").
_CHOOSES = re.compile(
    r"\bchoose an? (?:color|creature type|card type|basic land type|card name)\b|\bthe chosen\b", re.IGNORECASE
)


def _names_a_chooser(before: list[Raw]) -> bool:
    """Whether the words just before end with the name of a card that makes a choice."""
    if CATALOG.get() is None:
        return False
    words: list[str] = []
    for piece in reversed(before[-6:]):
        if piece.kind != "WORD":
            break
        words.insert(0, piece.text)
        named = card_face(" ".join(words))
        if named is not None and _CHOOSES.search(named[1].text):
            return True
    return False


def _full_stop(pieces: list[Raw], start: int) -> Raw:
    """A full stop ends a clause like ";", or belongs to the abbreviation it follows.

    Judges write sentences ("Two-Headed Giant. Ana has 0 life."), and card names hold
    abbreviations ("Dr. Julius Jumblemorph", "B.F.M."), whose full stop is part of the word.
    """
    before = pieces[-1] if pieces else None
    touching = before is not None and before.kind == "WORD" and before.start + len(before.text) == start
    if before is not None and touching and ("." in before.text or before.text.casefold() in _ABBREVIATIONS):
        pieces.pop()
        return Raw("WORD", before.text + ".", before.start)
    return Raw("SEP", ".", start)


#: What the token before a clause's first word can be: none yet, a separator, an owner's colon.
_CLAUSE_OPENERS = frozenset({"", "_SEP", "COLON"})


def starts_clause(previous: str, *, after_count: bool = False) -> bool:
    """Whether a word after a token of kind ``previous`` opens a clause (an object's name or a
    player's); with ``after_count``, a leading count ("2 Thalia, …") still leaves it opening."""
    return previous in _CLAUSE_OPENERS or (after_count and previous == "MULT")


def _is_title(word: str) -> bool:
    """Capitalised as a name word is ("Saga", "Equipment"); all capitals ("TOKEN") is emphasis."""
    return word[:1].isupper() and not (len(word) > 1 and word.isupper())


def _token(kind: str, value: str, start: int, text: str) -> Token:
    """Line and column (1-based) as the judge sees them; a slash-command option is one line."""
    line = text.count("\n", 0, start) + 1
    column = start - (text.rfind("\n", 0, start) + 1) + 1
    return Token(kind, value, start_pos=start, line=line, column=column, end_pos=start + len(value))


def tokens(text: str) -> Iterator[Token]:
    """The token stream the grammar reads; keyword tokens carry their canonical value."""
    clause: list[Token] = []
    for token in _tokens(text):
        if token.type == "_SEP":
            yield from rewrite(clause)
            clause = []
            yield token
        else:
            clause.append(token)
    yield from rewrite(clause)


#: Words judges put between attributes that carry no meaning of their own. Only dropped after
#: an attribute, never inside a name.
_FILLER = words("filler")


def _filler_run_end(pieces: list[Raw], i: int) -> int | None:
    """Where a run of lowercase filler words after a name ends, if an attribute follows it.

    "Grizzly Bears that was dealt 2 damage" drops "that was dealt"; "That Which Was Taken"
    (capitalised) and "Bears that smile" (no attribute after the run) keep their words.
    """
    j = i
    while (
        j < len(pieces)
        and pieces[j].kind == "WORD"
        and not pieces[j].text[:1].isupper()
        and normalise(pieces[j].text) in _FILLER
    ):
        j += 1
    if j == i or j >= len(pieces):
        return None
    following = pieces[j]
    if following.kind in ("NUMBER", "PT", "MOD", "MULT") or (
        following.kind == "WORD" and _match_phrase(pieces, j) is not None
    ):
        return j
    return None


def _tokens(text: str) -> Iterator[Token]:
    pieces = raw_pieces(text)
    i = 0
    previous = ""
    anchor = ""  # the last token that wasn't a name word: is this name a reference?
    carrying: str | None = None  # what "enchanted by" / "equipped with" carries, while its name runs
    while i < len(pieces):
        piece = pieces[i]
        if previous != "WORD":
            anchor = previous
        if previous not in ("CARRIES", "QUOTED", "WORD"):
            carrying = None  # "enchanted by X" ends at the first thing that isn't its name
        if piece.kind == "PAREN":
            i += 1
            continue
        if piece.kind == "SEP":
            if previous != "_SEP":  # ";;;;" and blank lines separate once
                yield _token("_SEP", piece.text, piece.start, text)
            previous, i = "_SEP", i + 1
            continue
        if piece.kind in ("COLON", "COMMA"):
            kind = "COLON" if piece.kind == "COLON" else "_COMMA"
            yield _token(kind, piece.text, piece.start, text)
            previous, i = kind, i + 1
            continue
        if piece.kind == "QUOTED":
            if not piece.text[1:-1].strip():
                where = _token("QUOTED", "", piece.start, text)
                raise EmptyName.at(where, word=piece.text)
            yield _token("QUOTED", piece.text[1:-1].strip(), piece.start, text)
            previous, i = "QUOTED", i + 1
            continue
        carried = _carried_card(pieces, i, previous, text) if piece.text.casefold() in _WITH_A_CARD else None
        if carried is not None:  # "Grizzly Bears 2/2 with Rancor": enchanted by Rancor
            carried_end, kind, name = carried
            yield _token("CARRIES", kind, piece.start, text)
            yield name
            previous, i, carrying = "QUOTED", carried_end, kind
            continue
        if carrying is not None and previous in ("QUOTED", "WORD") and _carried_too(pieces, i, carrying, text):
            # "enchanted by Rancor and Ethereal Armor": the second Aura is on it too
            yield _token("CARRIES", carrying, piece.start, text)
            previous, i = "CARRIES", i + 1
            continue
        card = _card_span(pieces, i, text) if piece.kind == "WORD" and previous != "WORD" else None
        if card is not None:  # "Thalia, Guardian of Thraben", "Sword of Fire and Ice": one name
            yield card[1]
            previous, i = "QUOTED", card[0]
            continue
        if _article_before_token(pieces, i, previous):  # "Una ficha de Zombi", "A token of …"
            i += 1
            continue
        if _article_before_stats(pieces, i, previous):  # "A 2/2 Grizzly Bears", "Un 2/2 Oso"
            i += 1
            continue
        copies = _leading_copies(pieces, i, previous, text)
        if copies is not None:  # "2 Grizzly Bears", "three Goblin tokens": that many of it
            yield _token("MULT", copies, piece.start, text)
            previous, i = "MULT", i + 1
            continue
        if piece.kind in ("MOD", "PT", "LABEL", "MULT", "NUMBER"):
            value = piece.text.replace("−", "-")
            if piece.kind == "MULT":
                value = re.sub(r"\D", "", value)
            yield _token(piece.kind, value, piece.start, text)
            if piece.kind == "MOD" and previous == "GETS" and _names_a_source(pieces, i + 1):
                # "gets +2/+0 from Rancor": the change lasts while Rancor does
                yield _token("SOURCE", pieces[i + 1].text, pieces[i + 1].start, text)
                previous, i = "SOURCE", i + 2
                continue
            previous, i = piece.kind, i + 1
            continue
        match = _match_phrase(pieces, i)
        if match is None and previous != "WORD" and not starts_clause(previous) and normalise(piece.text) in _FILLER:
            i += 1  # "2/2 that was dealt 2 damage": words between attributes that add nothing
            continue
        if match is None and previous == "WORD":
            after = _filler_run_end(pieces, i)
            if after is not None:  # "2/2 Grizzly Bears that was dealt 2 damage": the name ends here
                i = after
                continue
        number = _number_word(pieces, i, previous) if match is None else None
        if number == "SKIP":  # "a Goblin token in graveyard", "una ficha de Goblin"
            i += 1
            continue
        if number is not None:  # "with a +1/+1 counter", "two damage", "y un escudo de regeneración"
            yield _token("NUMBER", number, piece.start, text)
            previous, i = "NUMBER", i + 1
            continue
        in_commander_name = match is not None and match[0] == "COMMANDER" and anchor == "COMMANDER_DAMAGE"
        if in_commander_name and previous == "WORD":  # "from Bob's commander": the commander's name
            match = None
        if match is None or _belongs_to_name(pieces, i, match, previous):
            joiner = _joiner_in_name(pieces, i, in_reference=anchor in REFERENCES)
            if joiner == "COMMA":  # "Thalia, Guardian of Thraben": the comma is the name's
                yield _token("WORD", piece.text + ",", piece.start, text)
                previous, i = "WORD", i + 2
            elif joiner == "WORD":  # "Sword of Fire and Ice", "Wrenn and Six"
                yield _token("WORD", piece.text, piece.start, text)
                yield _token("WORD", pieces[i + 1].text, pieces[i + 1].start, text)
                previous, i = "WORD", i + 2
            else:
                yield _token("WORD", piece.text, piece.start, text)
                previous, i = "WORD", i + 1
            continue
        terminal, value, length = match
        if value == "combat_damage_from" and not _names_a_commander(pieces, i + length):
            match = None  # "took 2 combat damage from Ana's Bears": not a commander's damage
        if match is None:
            yield _token("WORD", piece.text, piece.start, text)
            previous, i = "WORD", i + 1
            continue
        if terminal == "DURATION":  # "until end of turn": in effect now, which is all a check sees
            i += length
            continue
        end = pieces[i + length - 1]
        if terminal in ("AND", "WITH"):
            terminal = "_" + terminal
        token = _token(terminal, value, piece.start, text)
        token.end_pos = end.start + len(end.text)
        yield token
        previous, i = terminal, i + length
        if terminal == "CARRIES":
            carrying = value
        if terminal == "DAMAGE" and _names_a_source(pieces, i, whose=True):
            # "1 damage from my Typhoid Rats", "2 de daño de Ratas tifoideas": who dealt it
            yield _token("SOURCE", pieces[i].text, pieces[i].start, text)
            i += 2 if normalise(pieces[i + 1].text) in _WHOSE else 1
            previous = "SOURCE"
            continue
        if terminal == "ENCHANT":
            restriction, i = _restriction(pieces, i)
            if restriction is not None:
                yield _token("RESTRICTION", restriction[0], restriction[1], text)
                previous = "RESTRICTION"
        elif terminal == "PROTECTION":
            qualities, i = _qualities(pieces, i)
            if qualities is not None:
                yield _token("QUALITIES", qualities[0], qualities[1], text)
                previous = "QUALITIES"
        elif terminal == "KEYWORD_ABILITY" and value in _TAKES_A_PARAMETER:
            parameter, i = _keyword_parameter(pieces, i)
            if parameter is not None:  # "ward 2", "rebatir {2}", "toxic 1": part of the ability
                token.value = f"{value} {parameter}"


#: The most pieces a card name spans ("Circle of Protection: Red" is 5; the longest Un-card name is 27 words).
_MAX_NAME_PIECES = 40


def _card_span(pieces: list[Raw], i: int, text: str, *, any_card: bool = False) -> tuple[int, Token] | None:
    """A printed card's name starting at piece ``i``, as one name token, and where it ends.

    Only with a card catalog, only where a name starts, and only when the name is whole: a
    keyword phrase at least as long wins ("Lifelink" is the keyword), and a name followed by
    more name words is the judge's own longer name ("Grizzly Bears Deluxe"). A name several
    cards share, or a legend's short name, is left to the builder, which asks (with
    ``any_card``, those count too: "Dos Thalia" is a count whichever Thalia it is).
    """
    catalog = CATALOG.get()
    if catalog is None:
        return None
    keys: list[str] = []
    owners: list[int] = []
    ends: set[int] = set()  # key-word counts that end exactly at a piece's end
    for j in range(i, min(len(pieces), i + _MAX_NAME_PIECES)):
        piece = pieces[j]
        if piece.kind in ("COMMA", "COLON") and j > i:
            continue
        if piece.kind not in ("WORD", "NUMBER"):
            break
        words_here = name_key(piece.text).split()
        keys += words_here
        owners += [j] * len(words_here)
        ends.add(len(keys))
    keyword = _match_phrase(pieces, i)
    for length in catalog.lengths_at(keys):
        if length not in ends:
            continue
        last = owners[length - 1]
        if keyword is not None and keyword[2] >= last - i + 1:
            return None  # "Flying", "Lifelink": the keyword reading covers as much
        if not _ends_a_name(pieces, last + 1):
            continue
        end = pieces[last].start + len(pieces[last].text)
        typed = text[pieces[i].start : end]
        found = catalog.read(typed)
        whole = found.card is not None and found.card.rank != Rank.SHORT
        if not whole and not (any_card and found.cards):
            continue
        token = _token("QUOTED", typed, pieces[i].start, text)
        token.end_pos = end
        return last + 1, token
    return None


_WITH_A_CARD = words("with_a_card")
#: The subtype that makes a card something a permanent carries, and what it is then.
_CARRIED_SUBTYPES = {"Aura": "aura", "Equipment": "equipment", "Fortification": "fortification"}


def _carried_card(pieces: list[Raw], i: int, previous: str, text: str) -> tuple[int, str, Token] | None:
    """ "Grizzly Bears 2/2 with Rancor", "Osos pardos con Bonesplitter": "with" and the name of
    an Aura or Equipment card is "enchanted by" / "equipped with" it (only with card data,
    which says what the card is; "with Lifelink" stays the keyword)."""
    if starts_clause(previous) or pieces[i].kind != "WORD" or normalise(pieces[i].text) not in _WITH_A_CARD:
        return None
    return _carried_kind_at(pieces, i + 1, text)


def _carried_kind_at(pieces: list[Raw], i: int, text: str) -> tuple[int, str, Token] | None:
    """The card named at ``i``, when card data says it is carried (an Aura, Equipment or
    Fortification): where its name ends, what it is, and the name ("with 2 damage": None)."""
    catalog = CATALOG.get()
    if catalog is None or i >= len(pieces) or pieces[i].kind != "WORD":
        return None
    span = _card_span(pieces, i, text)
    found = catalog.read(str(span[1].value)) if span is not None else None
    if span is None or found is None or found.card is None:
        return None
    subtypes = catalog.face_for(found.card).subtypes
    kind = next((_CARRIED_SUBTYPES[s] for s in subtypes if s in _CARRIED_SUBTYPES), None)
    return None if kind is None else (span[0], kind, span[1])


#: The words that join a second card to what "enchanted by" / "equipped with" carries.
_JOIN_CARRIED = frozenset({"and", "y", "&"})


def _carried_too(pieces: list[Raw], i: int, kind: str, text: str) -> bool:
    """Whether "and" at ``i`` joins another card of the carried ``kind`` ("equipped with
    Bonesplitter and Loxodon Warhammer": both on it). A card of another kind after "and" is
    another object ("enchanted by Rancor and Llanowar Elves": the Elves stand apart)."""
    if pieces[i].kind != "WORD" or normalise(pieces[i].text) not in _JOIN_CARRIED:
        return False
    carried = _carried_kind_at(pieces, i + 1, text)
    return carried is not None and carried[1] == kind


def _ends_a_name(pieces: list[Raw], j: int) -> bool:
    """Whether a name may end before piece ``j``: nothing follows, or no plain name word does."""
    if j >= len(pieces) or pieces[j].kind != "WORD":
        return True
    word = pieces[j].text
    return (
        _match_phrase(pieces, j) is not None
        or normalise(word) in _FILLER
        or word in _NUMBER_WORDS
        or normalise(word) in _ARTICLES
    )


#: Keyword abilities printed with a number or a cost after them ("Ward {2}", "Toxic 1", "Crew 3").
_TAKES_A_PARAMETER = frozenset(
    {
        "ward", "toxic", "poisonous", "afflict", "annihilator", "bushido", "rampage", "modular", "absorb",
        "frenzy", "bloodthirst", "fabricate", "tribute", "renown", "afterlife", "graft", "soulshift",
        "reinforce", "devour", "amplify", "dredge", "fading", "vanishing", "crew", "backup", "saddle",
    }
)  # fmt: skip
#: A mana cost as typed: "{2}", "{1}{G}".
_COST = re.compile(r"^(?:\{[^{}\s]{1,3}\})+$")


def _keyword_parameter(pieces: list[Raw], i: int) -> tuple[str | None, int]:
    """The number or cost after a keyword that takes one, unless it counts what follows it
    ("ward 2, 2 damage" keeps "2 damage"; "ward 2 damage" is ward, then 2 damage)."""
    if i >= len(pieces):
        return None, i
    piece = pieces[i]
    if piece.kind == "WORD" and _COST.match(piece.text):
        return piece.text, i + 1
    if piece.kind != "NUMBER" or not piece.text.isdigit():
        return None, i
    following = pieces[i + 1] if i + 1 < len(pieces) else None
    if following is not None and following.kind == "WORD" and _match_phrase(pieces, i + 1) is not None:
        return None, i
    return piece.text, i + 1


#: Indefinite articles and number words judges write instead of digits ("a regeneration
#: shield", "two damage", "dos contadores"), with the number each stands for.
_NUMBER_WORDS = NUMBER_WORDS
_ARTICLES = words("articles")
#: Keywords a number follows ("damage two", "vida diez").
_TAKES_A_NUMBER = frozenset(
    {"DAMAGE", "LIFE", "POISON", "LOYALTY", "DEFENSE", "SPEED", "FINAL_CHAPTER", "TIMESTAMP", "MAX"}
)


def _number_word(pieces: list[Raw], i: int, previous: str) -> str | None:
    """What a lowercase article or number word at piece ``i`` means: a number, nothing, or a name word.

    After an attribute or joiner, before a keyword or a counter modifier (or right after a
    keyword that takes a number), it is that number. At the start of a clause, an article
    before a word is dropped (the object's name follows). Anywhere else, and when capitalised
    ("A Little Chat", "Seven Dwarves"), it is part of a name.
    """
    piece = pieces[i]
    if piece.text not in _NUMBER_WORDS:
        return None
    following = pieces[i + 1] if i + 1 < len(pieces) else None
    keyword = _match_phrase(pieces, i + 1) if following is not None and following.kind == "WORD" else None
    if starts_clause(previous) or previous == "_WITH":  # "Tengo un Oso pardo", "I have a Zombie token"
        if piece.text in _ARTICLES and following is not None:
            names_follow = following.kind == "WORD" and (keyword is None or keyword[0] == "TOKEN_OF")
            if following.kind == "QUOTED" or names_follow:
                return "SKIP"
    elif previous == "WORD":
        # "Ana at zero life", "Bears two damage": a lowercase number word right before a keyword
        # is that number; before anything else it is part of the name ("Bears of the seven seas").
        takes = keyword is not None and piece.text not in _ARTICLES and keyword[0] not in NAME_FRIENDLY_TERMINALS
        return str(_NUMBER_WORDS[piece.text]) if takes else None
    elif previous in _TAKES_A_NUMBER and piece.text not in _ARTICLES:
        return str(_NUMBER_WORDS[piece.text])
    if following is not None and (following.kind == "MOD" or keyword is not None):
        return str(_NUMBER_WORDS[piece.text])
    return None


def _article_before_token(pieces: list[Raw], i: int, previous: str) -> bool:
    """An article, capitalised or not, opening a clause before "token of" / "ficha de": it
    names nothing (the token's name follows), so it is dropped."""
    if not starts_clause(previous) or i + 1 >= len(pieces) or pieces[i].kind != "WORD":
        return False
    following = _match_phrase(pieces, i + 1) if pieces[i + 1].kind == "WORD" else None
    return normalise(pieces[i].text) in _ARTICLES and following is not None and following[0] == "TOKEN_OF"


def _article_before_stats(pieces: list[Raw], i: int, previous: str) -> bool:
    """An article before power/toughness ("A 2/2 Grizzly Bears", "Grizzly Bears, a 2/2"): it
    counts nothing (copies are "x2") and no name is cut by dropping it, since stats follow."""
    piece = pieces[i]
    return (
        piece.kind == "WORD"
        and piece.text.casefold() in _ARTICLES
        and i + 1 < len(pieces)
        and pieces[i + 1].kind == "PT"
    )


def _leading_copies(pieces: list[Raw], i: int, previous: str, text: str = "") -> str | None:
    """The copies a count before a name asks for: "2 Thalia, Guardian of Thraben", "dos Osos".

    Only at the start of a clause, for a plain count (digits, or a number word other than an
    article) followed by a name word rather than a keyword: "2 damage" and "10 poison" keep
    their meaning, and "1996 World Champion" (no sane count) stays a name.
    """
    if not starts_clause(previous) or i + 1 >= len(pieces):
        return None
    piece, following = pieces[i], pieces[i + 1]
    if piece.kind == "NUMBER" and piece.text.isdigit():
        count = int(piece.text)
    elif piece.kind == "WORD" and piece.text in _NUMBER_WORDS and piece.text not in _ARTICLES:
        count = _NUMBER_WORDS[piece.text]
    elif _capitalised_count_before_card(pieces, i, text) or _capitalised_count_before_tokens(pieces, i):
        # "Dos Osos pardos": a count, then a card; "Three Goblin tokens": a count of tokens
        count = _NUMBER_WORDS[piece.text.casefold()]
    else:
        return None
    if not 1 <= count <= MAX_LEADING_COPIES:
        return None
    if following.kind == "QUOTED":
        return str(count)
    if following.kind != "WORD":
        return None
    keyword = _match_phrase(pieces, i + 1)
    if keyword is None:
        return str(count)
    name_word = keyword[2] == 1 and keyword[0] in NAME_FRIENDLY_TERMINALS and _is_title(following.text)
    return str(count) if name_word else None


def _capitalised_count_before_card(pieces: list[Raw], i: int, text: str) -> bool:
    """A sentence's capitalised number word ("Dos", "Two") counts a card named right after it;
    elsewhere a capitalised number word is part of a name ("Seven Dwarves")."""
    word = pieces[i].text.casefold()
    if pieces[i].kind != "WORD" or word not in _NUMBER_WORDS or word in _ARTICLES:
        return False
    return _card_span(pieces, i + 1, text, any_card=True) is not None


_PLURAL_TOKENS = words("plural_tokens")


def _capitalised_count_before_tokens(pieces: list[Raw], i: int) -> bool:
    """ "Three Goblin tokens", "Dos Zombi fichas": a capitalised number word, a name, then the
    plural "tokens": several tokens of that name, whatever the card data says."""
    word = pieces[i].text.casefold()
    if pieces[i].kind != "WORD" or word not in _NUMBER_WORDS or word in _ARTICLES:
        return False
    j = i + 1
    while j < len(pieces) and pieces[j].kind == "WORD" and _match_phrase(pieces, j) is None:
        j += 1
    return j > i + 1 and j < len(pieces) and pieces[j].kind == "WORD" and pieces[j].text.casefold() in _PLURAL_TOKENS


#: Words that may open the second half of a name after a comma ("Jace, the Mind Sculptor").
_NAME_ARTICLES = words("name_articles")


def _title_names_someone(pieces: list[Raw], j: int) -> bool:
    """Whether the words from ``j`` up to the next keyword hold a capitalised one ("guardiana de
    Thraben"): a lowercase title, not words about the object ("that was dealt 2 damage")."""
    while j < len(pieces) and pieces[j].kind == "WORD" and _match_phrase(pieces, j) is None:
        if _is_title(pieces[j].text):
            return True
        j += 1
    return False


def _title_ends_clause(pieces: list[Raw], j: int) -> bool:
    """Whether the words from ``j`` run to the end of the clause, as a name's title does
    ("enchanting Thalia, Guardian of Thraben"); an attribute after them makes them an object."""
    while j < len(pieces) and pieces[j].kind == "WORD" and _match_phrase(pieces, j) is None:
        j += 1
    return j >= len(pieces) or pieces[j].kind == "SEP"


#: Pronouns that are one word and no other word of the table: a whole reference, never the start of a card name.
_PRONOUN_WORDS = frozenset(p for p in PRONOUNS if " " not in p and p not in PHRASES and p not in RESTRICTION_WORDS)


def _joiner_in_name(pieces: list[Raw], i: int, *, in_reference: bool = False) -> str | None:
    """Whether the comma or "and" after name word ``i`` joins two halves of one card name.

    Card names hold commas ("Thalia, Guardian of Thraben") and "and" ("Sword of Fire and
    Ice"); judges type them unquoted. Between two name words, where an attribute can't follow
    anyway, a comma or "and" followed by a capitalised word (or an article, after a comma) that
    isn't a keyword continues the name. Anything else stays a joiner: "Bears 2/2, tapped".
    """
    if i + 2 >= len(pieces) or normalise(pieces[i].text) in _PRONOUN_WORDS:
        return None  # "enchanting it, Bonesplitter …": a pronoun is a whole reference
    joiner, following = pieces[i + 1], pieces[i + 2]
    if following.kind != "WORD":
        return None
    keyword = _match_phrase(pieces, i + 2)
    if keyword is not None and not (
        keyword[2] == 1 and keyword[0] in NAME_FRIENDLY_TERMINALS and _is_title(following.text)
    ):
        return None  # an attribute follows: "Llanowar Elves, Tapped"
    if joiner.kind == "COMMA":
        opens_name = following.text[:1].isupper() or normalise(following.text) in _NAME_ARTICLES
        # "Thalia, guardiana de Thraben": Spanish titles are lowercase but name a proper noun
        opens_name = opens_name or (normalise(following.text) not in _FILLER and _title_names_someone(pieces, i + 2))
        if opens_name and in_reference and not _title_ends_clause(pieces, i + 2):
            return None  # "enchanting Grizzly Bears, Bonesplitter equipping …": the next object
        return "COMMA" if opens_name else None
    if joiner.kind == "WORD" and following.text[:1].isupper():
        match = _match_phrase(pieces, i + 1)
        if match is not None and match[0] == "AND" and match[2] == 1:
            return "WORD"
    return None


#: Keywords a name always follows: a type or color word right after them is the name's.
_NAME_EXPECTED_AFTER = frozenset(
    {
        "TEAM",
        "ATTACHED_TO",
        "CARRIES",
        "COPYING",
        "PAIRED",
        "NAMING",
        "KEEP",
        "PROTECTOR",
        "CHOOSE_PROTECTOR",
        "CONTROLLED_BY",
        "OWNED_BY",
        "COMMANDER_DAMAGE",
        "PLANAR_CONTROLLER",
        "TOKEN_OF",
    }
)


#: Keywords that, capitalised after a name word and closing it, are still the keyword.
_NEVER_ENDS_A_NAME = frozenset(
    {("TOKEN", "token"), ("COPY", "card"), ("SUPERTYPE", "legendary"), ("COMMANDER", "commander")}
)

#: Keyword words that, followed by a word that isn't a keyword, are part of a name in any case.
_INSIDE_NAMES = frozenset({"COLOR", "CARD_TYPE", "SUBTYPE", "SUPERTYPE", "KEYWORD_ABILITY"})


def _name_word_follows(pieces: list[Raw], i: int) -> bool:
    """Whether a word that isn't a keyword, nor a misspelt one ("damge"), comes right after
    piece ``i``: then the name goes on; a typo must still reach the error that names it."""
    following = pieces[i + 1] if i + 1 < len(pieces) else None
    if following is None or following.kind != "WORD" or _match_phrase(pieces, i + 1) is not None:
        return False
    return not _looks_like_keyword(normalise(following.text))


@lru_cache(maxsize=4096)
def _looks_like_keyword(word: str) -> bool:
    return len(word) >= 4 and process.extractOne(word, KEYWORD_WORDS, scorer=fuzz.ratio, score_cutoff=85) is not None


def _belongs_to_name(pieces: list[Raw], i: int, match: tuple[str, str, int], previous: str) -> bool:
    """Capitalised one-word type words can be part of a card name.

    Right after a name word ("Some Saga saga") they continue the name; at the start of a clause
    ("Aura of Silence enchantment", "Siege Engine artifact") they begin it, since an object
    needs a name. "Team A:" and a lone "Commander" keep their keyword meaning.
    """
    terminal, _, length = match
    if length == 1 and terminal in NAME_FRIENDLY_TERMINALS and previous in _NAME_EXPECTED_AFTER:
        return True  # "team Red", "attached to Saga Knight": a name must come here
    at_start = starts_clause(previous, after_count=True)
    if (
        length == 1
        and (terminal in _INSIDE_NAMES if at_start else terminal == "COLOR" and previous == "WORD")
        and _name_word_follows(pieces, i)
    ):
        return True  # "black lotus", "aura of silence", "knight of the white orchid": lowercase, still a name
    if length != 1 or terminal not in NAME_FRIENDLY_TERMINALS or not _is_title(pieces[i].text):
        return False
    if previous == "WORD":
        # "Goblin Token in graveyard", "Thalia Legendary x2": closing a name, these words would
        # change the answer if they weren't keywords, and no card name ends with them.
        closes_name = not _name_word_follows(pieces, i)
        if closes_name and (terminal, match[1]) in _NEVER_ENDS_A_NAME:
            return False
        following = _match_phrase(pieces, i + 1) if i + 1 < len(pieces) else None
        # "Living Plane World Enchantment", "Thalia Legendary Creature": a type line, not a name
        return not (terminal == "SUPERTYPE" and following is not None and following[0] in ("CARD_TYPE", "SUBTYPE"))
    has_more = i + 1 < len(pieces) and pieces[i + 1].kind not in ("SEP", "COLON")
    return at_start and has_more and terminal not in ("TEAM", "COMMANDER")


#: What names a commander after "combat damage from": "Bob's commander", "su comandante".
_COMMANDER_WORDS = frozenset({"commander", "comandante", "commander's", "general"})


#: What introduces a modifier's source after "gets +N/+N": "from Rancor", "de Rancor", "por Rancor".
_SOURCE_WORDS = frozenset({"from", "de", "del", "por"})


#: Whose source, between "from" and its name: "from my Typhoid Rats", "de mis Ratas tifoideas".
_WHOSE = frozenset({"my", "your", "his", "her", "their", "mi", "mis", "tu", "tus", "su", "sus", "the", "el", "la"})


def _names_a_source(pieces: list[Raw], i: int, *, whose: bool = False) -> bool:
    """ "from" + a name that isn't a keyword (a capitalised word or a quoted name); with
    ``whose``, a possessive may stand between ("from my Typhoid Rats")."""
    if i + 1 >= len(pieces) or pieces[i].kind != "WORD" or normalise(pieces[i].text) not in _SOURCE_WORDS:
        return False
    if whose and pieces[i + 1].kind == "WORD" and normalise(pieces[i + 1].text) in _WHOSE and i + 2 < len(pieces):
        i += 1
    following = pieces[i + 1]
    if following.kind == "QUOTED":
        return True
    return following.kind == "WORD" and _is_title(following.text) and _match_phrase(pieces, i + 1) is None


def _names_a_commander(pieces: list[Raw], i: int) -> bool:
    """Whether the words from ``i`` to the end of the clause name a commander."""
    while i < len(pieces) and pieces[i].kind in ("WORD", "NUMBER"):
        if normalise(pieces[i].text) in _COMMANDER_WORDS:
            return True
        i += 1
    return False


def _ends_attribute(pieces: list[Raw], i: int) -> bool:
    """Whether an attribute ends before piece ``i``: the clause ends or something else begins."""
    return i >= len(pieces) or pieces[i].kind != "WORD" or _match_phrase(pieces, i) is not None


def _qualities(pieces: list[Raw], i: int) -> tuple[tuple[str, int] | None, int]:
    """What protection is from: "white and from blue", "todos los colores", "creatures"."""
    found: list[str] = []
    start = pieces[i].start if i < len(pieces) else 0
    end = i
    while i < len(pieces) and pieces[i].kind in ("WORD", "COMMA"):
        if pieces[i].kind == "COMMA":
            i += 1
            continue
        word = normalise(pieces[i].text)
        if word not in PROTECTION_WORDS:
            following = normalise(pieces[i + 1].text) if i + 1 < len(pieces) else ""
            if found or not _ends_attribute(pieces, i + 1) or not word.isalpha() or following in PROTECTION_WORDS:
                break  # "protection from very black": no creature type "very"; the reader asks
            found.append(word.removesuffix("s"))  # "protection from Goblins": a creature type
            i += 1
            end = i
            break
        quality = PROTECTION_WORDS[word]
        if quality == "all colors":
            found.extend(COLOR_WORDS)
        elif quality:
            found.append(quality)
        i += 1
        end = i if quality else end
    if not found:
        return None, i
    return (" ".join(dict.fromkeys(found)), start), end


def _restriction(pieces: list[Raw], i: int) -> tuple[tuple[str, int] | None, int]:
    """The words of an enchant restriction, in English: "encantar criatura" → "creature"."""
    words: list[str] = []
    start = pieces[i].start if i < len(pieces) else 0
    while i < len(pieces) and pieces[i].kind == "WORD":
        word = normalise(pieces[i].text)
        if word not in RESTRICTION_WORDS:
            break
        if RESTRICTION_WORDS[word]:
            words.append(RESTRICTION_WORDS[word])
        i += 1
    if not words:
        return None, i
    return (" ".join(words), start), i


class BoardLexer(Lexer):
    """Adapter so Lark's LALR parser reads our token stream."""

    def __init__(self, lexer_conf: LexerConf) -> None:
        pass

    def lex(self, data: str) -> Iterator[Token]:  # type: ignore[override]
        return tokens(data)
