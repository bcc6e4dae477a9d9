"""Facts first: every fact-bearing span of a judge's text, tagged before anything is parsed.

A judge writes facts in any order and wraps them in chat ("quick one: my Goblin Guide attacks,
opp blocks with Grizzly Bears"). The tagger doesn't try to follow a grammar: it finds what each
span *is* (a card, a player, a number, a P/T, a unit, a word of a class in ``lexicon.tsv``)
and leaves the rest as plain words. The phrasing rows then read facts from tag sequences, so
the same fact is found wherever it is written.

Card names come from the card catalog (English and Spanish names, a legend's short name), a
name said again in short ("the Bears", "Goyf", "one Pearl Trident") from the names already
tagged, and the few nicknames judges share from the lexicon. A name is only read where it
can't be a plain word: capitalised, or several words long that aren't all lexicon words.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from engine.board.keywords import NUMBER_WORDS
from engine.cards.catalog import CardCatalog, Named
from engine.cards.names import Rank, name_key
from engine.cards.tokens import predefined_token
from engine.keyword_abilities import KEYWORD_ABILITIES
from engine.text import fold

LEXICON_FILE = Path(__file__).with_name("lexicon.tsv")
VERBS_FILE = Path(__file__).with_name("verbs.tsv")
TOKEN_TYPES_FILE = Path(__file__).with_name("token_types_es.tsv")
#: The longest lexicon phrase, in words.
_MAX_PHRASE = 8
#: A short name several cards answer to is read each way up to this many cards ("Thalia").
_MAX_ALTERNATIVES = 4
#: The longest card name tried, in words ("Merfolk of the Pearl Trident": 5).
_MAX_NAME = 10

_TOKEN = re.compile(
    r"[+\-−]?\d+/[+\-−]?\d+"  # 2/2, +1/+1, -1/-1, -0/-1
    r"|[+\-−]\d+(?:['’]?d|['’]?s|ed)?(?![\w/])"  # +1, -3, +1'd, -2s, +1ed
    r"|[^\W\d_][^\W_]*(?:[-'’][^\W_]+)*(?:['’])?"  # words, with apostrophes and hyphens inside (Urza's, P2's, Ram-Gang)
    r"|\d+[^\W\d_]+"  # 2HG, 3rd
    r"|\d+"
    r"|\{[^}]*\}"
    r"|[.,;:!?¿¡()\[\]\"…]"
    r"|\S",
    re.UNICODE,
)
#: What ends a sentence: facts never cross it.
SENTENCE_END = frozenset({".", ";", "!", "?", "…"})


@dataclass(frozen=True, slots=True)
class Word:
    text: str
    start: int
    end: int
    folded: str = ""
    """Case and accents folded, apostrophes plain (computed once: every class looks at it)."""
    key: str = ""
    """The card-name key of the word alone (``name_key``)."""

    @property
    def capitalised(self) -> bool:
        return self.text[:1].isupper()


@dataclass(slots=True)
class Span:
    """A run of words and what it is. ``kinds``: every class it belongs to (a word can be both
    filler and a verb: "has"); ``value``: the card's Oracle name, the number, the P/T, …"""

    first: int
    last: int
    """Word indices, inclusive."""
    text: str
    start: int
    end: int
    kinds: frozenset[str]
    value: object = None
    extra: dict[str, object] = field(default_factory=dict)

    def is_(self, kind: str) -> bool:
        return kind in self.kinds

    @property
    def number(self) -> int:
        """A number span's value (0 for any other span)."""
        return self.value if isinstance(self.value, int) else 0

    @property
    def pair(self) -> tuple[int, int]:
        """A P/T or modifier span's two numbers."""
        value = self.value
        if isinstance(value, tuple) and len(value) == 2 and all(isinstance(v, int) for v in value):
            return value[0], value[1]
        raise ValueError(f"{self.text!r} is not a size")  # a row bound the wrong span: a bug, never 0/0


@dataclass(frozen=True, slots=True)
class Lexicon:
    phrases: dict[tuple[str, ...], frozenset[str]]
    nicknames: dict[str, str]
    languages: dict[tuple[str, ...], frozenset[str]]
    keywords: dict[tuple[str, ...], str]
    """A keyword ability's words (either language) → its English name."""
    firsts: frozenset[str] = frozenset()
    """Every phrase's first word: most words start none, and are passed at once."""


_SLOT = re.compile(r"\{\w+\}")


#: A digit joined to a word by a hyphen ("4-player"), which a text's words split.
_DIGIT_HYPHEN = re.compile(r"(\d)-(?=[^\W\d_])")


def _expanded(phrase: str, lang: str, slots: dict[tuple[str, str], list[str]]) -> Iterator[str]:
    """A lexicon phrase with its slots filled every way their rows allow ("in {poss} {phase}":
    "in my upkeep", "in their second main phase", …): one row says a family of phrasings."""
    found = _SLOT.search(phrase)
    if found is None:
        yield " ".join(phrase.split())
        return
    for word in slots.get((found.group(), lang), ()):
        yield from _expanded(phrase[: found.start()] + word + phrase[found.end() :], lang, slots)


@cache
def lexicon() -> Lexicon:
    phrases: dict[tuple[str, ...], set[str]] = {}
    languages: dict[tuple[str, ...], set[str]] = {}
    nicknames: dict[str, str] = {}
    keywords: dict[tuple[str, ...], str] = {}
    rows = [
        line.split("\t")
        for line in LEXICON_FILE.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    ]
    slots: dict[tuple[str, str], list[str]] = {}
    aliases: dict[tuple[str, ...], str] = {}
    for kind, lang, phrase in rows:
        if kind.startswith("{"):
            slots.setdefault((kind, lang), []).append("" if phrase == "-" else fold(phrase))
    for kind, _lang, phrase in rows:
        if kind.startswith("{"):
            continue
        if kind == "nickname":
            short, full = phrase.split("=", 1)
            nicknames[fold(short)] = full
            continue
        if kind == "keyword_alias":  # "marchitar=wither": how judges say an ability, as its English name
            said, english = phrase.split("=", 1)
            aliases[tuple(fold(said).split())] = english
            continue
        if kind == "synonym":  # "deck=library": every phrase with the word is read with its synonym too
            continue
        for each in _expanded(fold(phrase), _lang, slots):  # folded once, then filled
            # "4-player": a digit before a hyphen is its own word in a text ("4", "-", "player")
            for key in {tuple(each.split()), tuple(_DIGIT_HYPHEN.sub(r"\1 - ", each).split())}:
                phrases.setdefault(key, set()).add(kind)
                languages.setdefault(key, set()).add(_lang)
    _add_synonyms(phrases, languages, [(lang, phrase) for kind, lang, phrase in rows if kind == "synonym"])
    for line in VERBS_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        kind, lang, verb = line.split("\t")
        firsts = _first_person_forms(verb, lang)
        for form in verb_forms(verb, lang):
            key = tuple(fold(form).split())
            phrases.setdefault(key, set()).add(kind)
            if form in firsts:  # "lancé", "bajo", "recibí": the judge is its subject
                phrases[key].add("first_person")
            languages.setdefault(key, set()).add(lang)
    for key, kinds in phrases.items():  # "le lanzo", "se la pongo": a clitic before "lanzo" keeps
        # its person (the judge did it); "le lanzó" (he did) is told apart by its accent when tagged
        if len(key) > 1 and set(key[:-1]) <= _CLITICS and "first_person" in phrases.get(key[-1:], ()):
            kinds.add("first_person")
    for en, es, _rule in KEYWORD_ABILITIES:  # every keyword ability (702), as printed in either language
        for lang, forms in (("en", en), ("es", es)):
            for form in forms.split("|"):
                key = tuple(fold(form).split())
                if key not in phrases:  # a lexicon word wins ("with", "con")
                    keywords[key] = en
                    languages.setdefault(key, set()).add(lang)
    for key, english in aliases.items():
        keywords.setdefault(key, english)
    for key in keywords:
        phrases[key] = {"keyword"}
    return Lexicon(
        {k: frozenset(v) for k, v in phrases.items()},
        nicknames,
        {k: frozenset(v) for k, v in languages.items()},
        keywords,
        frozenset(k[0] for k in phrases if k),
    )


def _add_synonyms(
    phrases: dict[tuple[str, ...], set[str]], languages: dict[tuple[str, ...], set[str]], rows: list[tuple[str, str]]
) -> None:
    """A word judges say for another ("deck" for library, "mazo" for biblioteca): every phrase
    of that language holding the word is also a phrase with the synonym in its place, so one
    row covers every phrase instead of each phrase written twice (a phrase already there keeps
    its own classes too: "deck" is a deck named and a library)."""
    for lang, row in rows:
        said, word = (fold(part) for part in row.split("=", 1))
        for key in [k for k in phrases if word in k and lang in languages.get(k, ())]:
            synonym = tuple(said if w == word else w for w in key)
            phrases.setdefault(synonym, set()).update(phrases[key])
            languages.setdefault(synonym, set()).add(lang)


#: Spanish object pronouns before a verb ("le tiro", "se lo puse"): they don't change who acts.
_CLITICS = frozenset({"le", "les", "lo", "la", "los", "las", "se"})

#: Regular Spanish endings: present (yo, él, ellos), preterite (yo, él, ellos), imperfect (él,
#: ellos), then the second person (tú and vos, present and preterite: "bloqueás", "atacaste").
_ES_ENDINGS = {
    "ar": ("o", "a", "an", "é", "ó", "aron", "aba", "aban", "as", "ás", "aste"),
    "er": ("o", "e", "en", "í", "ió", "ieron", "ía", "ían", "es", "és", "iste"),
    "ir": ("o", "e", "en", "í", "ió", "ieron", "ía", "ían", "es", "ís", "iste"),
}
#: Spelling changes before "é" (lancé, pegué, ataqué).
_ES_BEFORE_E = {"z": "c", "g": "gu", "c": "qu"}


def verb_forms(verb: str, lang: str) -> list[str]:
    """Every common form of a regular verb: what judges type ("attacked", "bloqueó", "lancé")."""
    if lang == "en":
        stem = verb[:-1] if verb.endswith("e") else verb
        vowel_before = verb[-2] in "aeiou" and not (verb[-2] == "u" and verb[-3:-2] == "q")
        single = vowel_before and (len(verb) < 3 or verb[-3] not in "aeiou" or verb[-3:-1] == "qu"[:2])
        double = verb + verb[-1] if verb[-1] in "bdgmnpt" and single and len(verb) <= 5 else verb
        return [
            verb,
            verb + ("es" if verb.endswith(("s", "sh", "ch")) else "s"),
            stem + "ed" if verb.endswith("e") else double + "ed",
            stem + "ing" if verb.endswith("e") else double + "ing",
        ]
    stem, ending = verb[:-2], verb[-2:]
    forms = [verb]
    for suffix in _ES_ENDINGS.get(ending, ()):
        base = stem
        if suffix == "é" and stem[-1:] in _ES_BEFORE_E:
            base = stem[:-1] + _ES_BEFORE_E[stem[-1]]
        if ending == "ir" and stem.endswith("u") and suffix in ("ió", "ieron"):  # destruyó
            suffix = "y" + suffix[1:]
        forms.append(base + suffix)
    forms.append(stem + ("ando" if ending == "ar" else "iendo"))  # the gerund: "bloqueando sus Osos"
    return forms


#: Spanish endings of the first person singular (present, preterite): "bajo", "lancé", "recibí".
_ES_FIRST_PERSON = ("o", "é", "í")


def _first_person_forms(verb: str, lang: str) -> frozenset[str]:
    if lang != "es":
        return frozenset()
    stem, ending = verb[:-2], verb[-2:]
    forms = verb_forms(verb, lang)[1:]
    suffixes = _ES_ENDINGS.get(ending, ())
    return frozenset(
        f for f, suffix in zip(forms, suffixes, strict=False) if suffix in _ES_FIRST_PERSON and f.startswith(stem[:2])
    )


def words_of(text: str) -> list[Word]:
    return [
        Word(m.group(), m.start(), m.end(), fold(m.group()).replace("’", "'"), name_key(m.group()))
        for m in _TOKEN.finditer(text)
    ]


def _token_at(words: list[Word], i: int) -> Span | None:
    """ "Zombie token", "two Spirit tokens", "soldier token", "ficha de Soldado", "fichas de
    Espíritu": a token named by its creature type (its value: the type, capitalised)."""
    w = words[i]
    if not w.text[0].isalpha():
        return None
    phrases = lexicon().phrases
    for n in range(1, _MAX_TOKEN_TYPES + 1):  # "Soldier token", "Knight Ally creature tokens"
        said = words[i : i + n]
        if len(said) < n or not all(x.text[:1].isalpha() for x in said):
            break
        if n > 1 and not all(x.capitalised for x in said):
            break  # several types are names: "Knight Ally", never "blocks with Soldier"
        j = i + n + (i + n < len(words) and words[i + n].folded in _CREATURE_WORD)
        if j < len(words) and words[j].folded in ("token", "tokens") and (said[0].folded,) not in phrases:
            span = _span(words, i, j, {"card", "token"}, _token_type(said))
            span.extra["plural"] = words[j].folded == "tokens"
            return span
    nxt = words[i + 1].folded if i + 1 < len(words) else ""
    if w.folded in ("ficha", "fichas") and nxt == "de" and i + 2 < len(words) and words[i + 2].text[:1].isalpha():
        first = i + 2 + (words[i + 2].folded in _CREATURE_WORD and i + 3 < len(words))  # "ficha de criatura Soldado"
        if not words[first].text[:1].isalpha():
            return None
        last = first
        while last + 1 < min(len(words), first + _MAX_TOKEN_TYPES) and words[last + 1].capitalised:
            last += 1  # "ficha de Caballero Aliado"
        span = _span(words, i, last, {"card", "token"}, _token_type(words[first : last + 1]))
        span.extra["plural"] = w.folded == "fichas"
        english = english_token_type(str(span.value))
        if english != span.value:  # "Caballero Aliado": a Knight Ally, whose creator's text can be checked
            span.extra["english_type"] = english
        return span
    return None


def _predefined_at(words: list[Word], i: int) -> Span | None:
    """ "a Treasure", "dos Pistas", "un Tesoro", "Eldrazi Spawn": a token CR 111.10 defines,
    named alone (capitalised: "gold", "blood", "map" in lower case are words). Its value is
    its English name, what the board reader knows it by."""
    for n in (2, 1):
        said = words[i : i + n]
        if len(said) < n or not said[0].capitalised:
            continue
        token = predefined_token(" ".join(w.text for w in said))
        if token is not None:
            return _span(words, i, i + n - 1, {"card", "token", "predefined"}, token.name)
    return None


def english_token_type(typed: str) -> str:
    """A token's types as typed, in Oracle's English ("Caballero Aliado" → "Knight Ally"; an
    English or unknown word stays as it is)."""
    words = typed.split()
    english = [token_types_es().get(fold(w)) for w in words]
    return " ".join(e for e in english if e) if words and all(english) else typed


@cache
def token_types_es() -> dict[str, str]:
    """The creature types of tokens as printed in Spanish (folded) → Oracle's English type."""
    table: dict[str, str] = {}
    for line in TOKEN_TYPES_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("spanish\t"):
            continue
        spanish, english = line.split("\t")
        table.setdefault(fold(spanish), english)
    return table


def printed_type_es(english: str) -> str | None:
    """A creature type as the first row of the table prints it in Spanish ("Espíritu" for
    Spirit): the word a Spanish reply names it by (None: the table has no row for it)."""
    return _printed_types_es().get(english.casefold())


@cache
def _printed_types_es() -> dict[str, str]:
    """English type (folded) → the first Spanish word the table prints for it (read once)."""
    table: dict[str, str] = {}
    for line in TOKEN_TYPES_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#") or line.startswith("spanish\t"):
            continue
        spanish, english = line.split("\t")
        table.setdefault(english.casefold(), spanish)
    return table


#: A mana symbol as Oracle text writes it ("{G}", "{1}", "{2/W}"): a cost paid, never punctuation.
_MANA_SYMBOL = re.compile(r"\{(?:[0-9]+|[WUBRGCXSP](?:/[WUBRGP])?|[0-9]/[WUBRG])\}", re.IGNORECASE)
#: A cost typed without braces, right after a word of paying ("I paid G", "pagué 1G", "paid WW").
_BARE_MANA = re.compile(r"[0-9]?[WUBRGC]{1,3}")
#: Words after a mana symbol that say it is held up, not spent ("with B open", "con G libre").
_HELD_OPEN = frozenset({"open", "up", "untapped", "available", "abierto", "abierta", "libre", "disponible", "arriba"})


def _paid_with(spans: list[Span]) -> bool:
    """After a word of paying ("I paid G"), or "with"/"con" after one of activating or paying
    ("activé con G antes", "regenerated it with B"): a cost typed without braces."""
    if spans[-1].is_("pays"):
        return True
    return (
        len(spans) >= 2
        and spans[-1].text.casefold() in ("with", "con")
        and (spans[-2].is_("activates") or spans[-2].is_("pays"))
    )


def _more_after_a_number(words: list[Word], i: int, spans: list[Span]) -> Span | None:
    """ "le metió 6 más" (six more), "le hacen 1 no más" (only one): after an amount, "más" and
    "no más" say how it adds up, not what it is; the amount told is the event's. Elsewhere
    "más" is left alone ("no tenía más cartas" is a count)."""
    if not spans or not spans[-1].is_("num"):
        return None
    if words[i].folded == "mas":
        return _span(words, i, i, {"filler"})
    if words[i].folded == "no" and i + 1 < len(words) and words[i + 1].folded == "mas":
        return _span(words, i, i + 1, {"filler"})
    return None


def _mana_held_at(words: list[Word], i: int) -> Span | None:
    """ "with B open", "con {G} libre": mana a player holds up tells nothing of the board (what
    they did with it is told apart, or not at all): talk, listed as skipped."""
    if words[i].folded not in ("with", "con") or i + 2 >= len(words):
        return None
    symbol = words[i + 1].text
    if not (_BARE_MANA.fullmatch(symbol) or _MANA_SYMBOL.fullmatch(symbol)) or words[i + 2].folded not in _HELD_OPEN:
        return None
    return _span(words, i, i + 2, {"filler"})


#: The most creature types a token is named by ("Knight Ally").
_MAX_TOKEN_TYPES = 3
#: "creature" between a token's types and "token" (Oracle's "a 1/1 white Soldier creature token").
_CREATURE_WORD = frozenset({"creature", "creatures", "criatura", "criaturas"})


def _token_type(said: list[Word]) -> str:
    """A token's creature types as its name: each capitalised ("soldier" → "Soldier")."""
    return " ".join(x.text[:1].upper() + x.text[1:].lower() for x in said)


def _lettered_player_at(words: list[Word], i: int) -> Span | None:
    """ "player A", "jugador B": a player named by a letter after the word for player (named as
    typed, as the board language names them)."""
    if words[i].folded not in ("player", "jugador", "jugadora") or i + 1 >= len(words):
        return None
    label = words[i + 1].text
    if not re.fullmatch(r"[A-F]", label):
        return None
    return _span(words, i, i + 1, {"player"}, (words[i].folded, label.casefold()))


def _letter_again_at(words: list[Word], i: int, seats: dict[str, tuple[object, str]], lex: Lexicon) -> Span | None:
    """ "La jugadora A tiene … A controla también unos Elfos": the letter of a player named
    before ("player A", "jugadora A"), said alone right before a verb a player says, is that
    player ("A mi rival", "A Goblin token", "A creature" stay the words they are)."""
    if words[i].text not in seats or i + 1 >= len(words) or not words[i + 1].text[:1].islower():
        return None
    verb = _phrase_at(words, i + 1, lex)
    return _span(words, i, i, {"player"}, None) if verb is not None and verb.kinds & _VERBS_OF_A_SEAT else None


#: Word classes of the verbs a player named by a letter may say right after it ("A controla",
#: "B casts", "A está a 3 vidas").
_VERBS_OF_A_SEAT = frozenset(
    {
        "controls",
        "casts",
        "attacks",
        "blocks",
        "takes",
        "draws",
        "activates",
        "sacrifices",
        "destroys",
        "exiles",
        "bounces",
        "puts",
        "pays",
        "loses_life",
        "gains_life",
        "life_at",
        "is_on",
        "steals",
        "hosts",
    }
)


def _x_value_at(words: list[Word], i: int) -> Span | None:
    """ "X=2", "X = 2", "X igual a 2", "X equal to 2": a span ``x_value`` whose value is the number."""
    if words[i].text not in ("X", "x"):
        return None
    for joint in (("=",), ("igual", "a"), ("equal", "to"), ("equals",)):
        end = i + 1 + len(joint)
        if end < len(words) and tuple(w.folded for w in words[i + 1 : end]) == joint and words[end].text.isdigit():
            return _span(words, i, end, {"x_value"}, int(words[end].text))
    return None


def _x_cost_at(words: list[Word], i: int) -> Span | None:
    """ "-X", "+X" with the value of X said in the text ("activé su -X con X=7", "her −X, X = 3"):
    a loyalty cost of that many counters (107.3a, 606.4), a ``signed`` span as "-7" would be. The
    value said once (two different values: not read as one)."""
    if words[i].text not in ("-", "−", "+") or i + 1 >= len(words) or words[i + 1].text not in ("X", "x"):
        return None
    if words[i].end != words[i + 1].start or _x_value_at(words, i + 1) is not None:
        return None
    values = {v.number for j in range(len(words)) if (v := _x_value_at(words, j)) is not None}
    if len(values) != 1:
        return None
    [value] = values
    cost = _span(words, i, i + 1, {"signed"}, -value if words[i].text != "+" else value)
    cost.extra["x_cost"] = True
    return cost


def tag(text: str, cards: CardCatalog | None) -> list[Span]:
    """Every span of ``text``, in order: cards first (longest name wins), then numbers, P/T and
    lexicon phrases (longest first), then plain words. A nickname the text gives a card ("we call
    Lightning Bolt "the zap"", "the "big worm" (it's Craw Wurm)") is that card wherever it is said."""
    spans = _tag(text, cards, {}, frozenset())
    nicknames, told = _nicknames(spans)
    if not nicknames:
        return spans
    return _tag(text, cards, nicknames, told)


def _tag(
    text: str, cards: CardCatalog | None, nicknames: dict[tuple[str, ...], str], telling: frozenset[int]
) -> list[Span]:
    words = words_of(text)
    spans: list[Span] = []
    mentioned: list[tuple[str, tuple[str, ...]]] = []  # (Oracle name, its name-key words)
    lex = lexicon()
    lookups = [_MAX_LOOKUPS]  # fuzzy name lookups left for this text
    seats: dict[str, tuple[object, str]] = {}  # "jugadora A" told: its letter, its value and name
    i = 0
    while i < len(words):
        if i in telling:  # the words that give a nickname: said of the card, not of the board
            spans.append(_span(words, i, i, {"filler"}))
            i += 1
            continue
        nickname = _nickname_at(words, i, nicknames)
        if nickname is not None:
            spans.append(nickname)
            i = nickname.last + 1
            continue
        again = _letter_again_at(words, i, seats, lex)
        if again is not None:  # "A controla …": the letter of a player named before
            again.value, again.extra["name"] = seats[words[i].text]
            spans.append(again)
            i += 1
            continue
        seat = _lettered_player_at(words, i)
        if seat is not None:  # "player A", "el jugador B": a player named by a letter
            if spans and spans[-1].last == i - 1 and words[i - 1].folded in ("el", "la", "the"):
                article = spans.pop()  # "El jugador A": named with its article, as the board reader names it
                seat = _span(words, article.first, seat.last, {"player"}, seat.value)
            name = " ".join(w.text for w in words[seat.first : seat.last + 1])
            seat.extra["name"] = name
            seats.setdefault(words[seat.last].text, (seat.value, name))
            spans.append(seat)
            i = seat.last + 1
            continue
        x_value = _x_value_at(words, i)
        if x_value is not None:  # "X=2", "X = 2", "X igual a 2": the value chosen for X (107.3a)
            spans.append(x_value)
            i = x_value.last + 1
            continue
        early = (
            _x_cost_at(words, i)  # "activé su -X con X=7": the cost with X's value said
            or _clock_at(words, i)  # "[18:02] Bob casts …": a game log's time stamp
            or _dashed_size_at(words, i, spans)  # "my Watchwolf (3-3)": a size typed with a hyphen
            or _mana_held_at(words, i)  # "untapped with B open", "con G libre": mana held up
            or _more_after_a_number(words, i, spans)  # "le metió 6 más": the amount is the fact
        )
        if early is not None:
            spans.append(early)
            i = early.last + 1
            continue
        compound = _compound_at(words, i, lex)
        if compound is not None:  # "le he tirado", "ha recibido": read as the verb's preterite
            spans.append(compound)
            i = compound.last + 1
            continue
        longest = _phrase_at(words, i, lex)
        phrase = longest
        if phrase is not None and phrase.last == phrase.first:
            phrase = None  # a one-word phrase yields to a number ("a", "one") and is tried after it
        card = _token_at(words, i) or _card_at(words, i, cards, mentioned) or _predefined_at(words, i)
        if card is not None and card.is_("token") and not card.is_("predefined"):
            token = predefined_token(str(card.value))
            if token is not None:  # "Treasure token", "ficha de Tesoro": 111.10's, not a creature type
                card = _span(words, card.first, card.last, {"card", "token", "predefined"}, token.name)
        if card is not None and phrase is not None and phrase.last > card.last:
            card = None  # "Order matters here": a longer phrase than the one-word name at its start
        if card is not None and phrase is not None and phrase.last == card.last and _names_the_game(phrase, words):
            card = None  # "Gigante de dos cabezas:" opening a board is the variant, not the card
        found = (
            card
            or phrase  # "Dos Cabezas Gigante", "2 turns ago": a phrase that starts with a number
            or _number_at(words, i)
            or longest
        )
        if found is not None and found.first == found.last and words[i].text.casefold() in _UNACCENTED:
            found.kinds = found.kinds - _UNACCENTED[words[i].text.casefold()]  # "El rival": the article
        one_letter = found is not None and found is longest and found.first == found.last and words[i].text.isupper()
        if (
            (found is None or one_letter)
            and _BARE_MANA.fullmatch(words[i].text)
            and i > 0
            and spans
            and _paid_with(spans)
        ):
            found = _span(words, i, i, {"mana_cost"})  # "I paid G", "pagué 1G": a cost typed without braces
        if found is None and _MANA_SYMBOL.fullmatch(words[i].text):
            last = i
            while last + 1 < len(words) and _MANA_SYMBOL.fullmatch(words[last + 1].text):
                last += 1  # "{1}{G}": one cost
            found = _span(words, i, last, {"mana_cost"})
        if found is None and _LAUGHTER.fullmatch(words[i].folded):
            found = _span(words, i, i, {"filler"})  # "jajaja", "hahaha", "xD": laughter, however long
        if found is None and cards is not None:
            found = _misremembered(words, i, cards, lex, lookups)  # "Artista de sangre", "Grizly Bears"
        if found is None:
            w = words[i]
            kinds = {"punct"} if not w.text[0].isalnum() else {"word"}
            if w.text in SENTENCE_END:
                kinds.add("end")
            if w.capitalised and w.text[0].isalpha():
                kinds.add("capitalised")
            found = Span(i, i, w.text, w.start, w.end, frozenset(kinds))
        if found.is_("card") and not found.is_("token"):
            name = str(found.value)
            if any(known == name for known, _ in mentioned):
                found.extra["named_before"] = True  # "¿Muere el Tarmogoyf?": asks of one told
            mentioned.append((name, tuple(name_key(name).split())))
            typed = tuple(name_key(found.text).split())
            if typed != mentioned[-1][1]:  # said again in the words it was typed in ("los Osos")
                mentioned.append((name, typed))
        spans.append(found)
        i = found.last + 1
    seen_later: set[str] = set()
    for span in reversed(spans):  # "Does Blood Artist trigger? I control Blood Artist.": told after
        if span.is_("card") and not span.is_("token"):
            if str(span.value) in seen_later:
                span.extra["named_after"] = True
            seen_later.add(str(span.value))
    return spans


def _nickname_at(words: list[Word], i: int, nicknames: dict[tuple[str, ...], str]) -> Span | None:
    """A nickname the text gave a card, said again (quoted or not): that card."""
    quoted = words[i].text in _OPEN_QUOTES
    at = i + 1 if quoted else i
    for said, name in nicknames.items():
        n = len(said)
        if tuple(w.folded for w in words[at : at + n]) == said:
            last = at + n - 1
            if quoted and last + 1 < len(words) and words[last + 1].text in _CLOSE_QUOTES:
                last += 1  # with its quotes: one name
            return _span(words, i, last, {"card", "nickname"}, name)
    return None


def _nicknames(spans: list[Span]) -> tuple[dict[tuple[str, ...], str], frozenset[int]]:
    """The nicknames a text gives cards, and the words that give them. A quoted phrase of one to
    four plain words right beside a card, joined by a naming verb or an apposition: ``call[s]
    CARD "nick"``, ``CARD ("nick")``, ``"nick", CARD``, ``"nick" (it's CARD …)``. The quoted
    words and the words that tie them to the card carry no fact of the board; where a naming
    verb gives it ("At our table we call …"), the sentence up to the nickname says nothing else."""
    found: dict[tuple[str, ...], str] = {}
    told: set[int] = set()
    for a, opening in enumerate(spans):
        if opening.text not in _OPEN_QUOTES:
            continue
        b = next((k for k in range(a + 1, min(a + 6, len(spans))) if spans[k].text in _CLOSE_QUOTES), None)
        if b is None or not 1 < b - a <= 5:
            continue
        inside = spans[a + 1 : b]
        if any(s.is_("card") or s.is_("num") or s.is_("end") for s in inside):
            continue  # a quoted card name or a number: no nickname
        said = tuple(fold(w) for s in inside for w in s.text.replace("’", "'").split())
        while len(said) > 1 and said[0] in _LEADING_ARTICLES:
            said = said[1:]  # "the big worm" is said again as "his big worm", "el gusano" as "mi gusano"
        card, link = _named_beside(spans, a, b)
        if card is None:
            continue
        found[said] = str(card.value)
        if card.first < opening.first:  # the card said, then its nickname: the nickname is told
            told.update(range(opening.first, spans[b].last + 1))
        told.update(w for s in link for w in range(s.first, s.last + 1))  # else the card is
    return found, frozenset(told)


def _named_beside(spans: list[Span], a: int, b: int) -> tuple[Span | None, list[Span]]:
    """The card a quoted phrase (``spans[a..b]``) names, and the spans that tie them."""
    k = a - 1
    link: list[Span] = []
    while k >= 0 and (spans[k].text in ("(", ",") or fold(spans[k].text) in _APPOSITION):
        link.append(spans[k])
        k -= 1
    if k >= 0 and spans[k].is_("card") and not spans[k].is_("token"):
        before = _naming_verb_before(spans, k)
        if before is not None:
            return spans[k], [*link, *spans[before : k + 1]]  # "we call Lightning Bolt "the zap""
        if link and (any(s.text == "(" for s in link) or any(fold(s.text) in _APPOSITION for s in link)):
            after = spans[b + 1] if b + 1 < len(spans) else None
            if any(s.text == "(" for s in link) and (after is None or after.text != ")"):
                return None, []
            return spans[k], [*link, *([after] if after is not None and after.text == ")" else [])]
        return None, []
    k = b + 1
    link = []
    naming = a >= 1 and fold(spans[a - 1].text) in _NAMING_VERBS
    while k < len(spans) and (
        spans[k].text in ("(", ",", "—", "-")
        or fold(spans[k].text) in _APPOSITION
        or (naming and fold(spans[k].text) in ("a", "to"))
    ):
        link.append(spans[k])
        k += 1
    if link and k < len(spans) and spans[k].is_("card") and not spans[k].is_("token"):
        if naming:  # "Le decimos "el gusano" a Craw Wurm": the sentence up to the card gives the name
            start = _naming_verb_before(spans, a) or a - 1
            return spans[k], [*spans[start:a], *spans[a : b + 1], *link, spans[k]]
        return spans[k], [*link[1:], spans[k]] if link[0].text == "(" else [*link, spans[k]]
    return None, []


def _naming_verb_before(spans: list[Span], k: int) -> int | None:
    """Where the words that give a nickname begin ("we call", "Our group calls", "le decimos"),
    when the card at ``k`` follows a naming verb whose sentence says nothing else before it."""
    if k == 0 or fold(spans[k - 1].text) not in _NAMING_VERBS:
        return None
    j = k - 1
    while j > 0 and not spans[j - 1].is_("end") and not spans[j - 1].kinds & _FACT_BEFORE_NAMING:
        j -= 1
    if j > 0 and not spans[j - 1].is_("end"):
        return k - 1  # something of the board before the verb: only the verb gives the name
    return j


_LEADING_ARTICLES = frozenset({"the", "a", "an", "el", "la", "los", "las", "un", "una"})
_OPEN_QUOTES = frozenset({'"', "“", "«"})
_CLOSE_QUOTES = frozenset({'"', "”", "»"})
#: Words that join a card and its nickname: "(it's Craw Wurm", "aka", "o sea", "es decir".
_APPOSITION = frozenset(
    {"it's", "its", "that's", "thats", "aka", "i.e", "ie", "alias", "es", "o", "sea", "osea", "decir", "which", "is"}
)
#: Verbs that give a card a nickname: "we call Bolt "the zap"", "le decimos", "llamamos".
_NAMING_VERBS = frozenset(
    {"call", "calls", "called", "dub", "dubbed", "nicknamed", "llamamos", "llaman", "llama", "decimos", "dicen",
     "apodamos", "apodado", "apodada"}
)  # fmt: skip
#: What before a naming verb is a fact of the board (a card or a number): the verb alone gives the name.
_FACT_BEFORE_NAMING = frozenset({"card", "num", "pt", "mod", "unit_damage", "unit_life"})


#: Laughter as typed, in any length: "jajaja", "jejeje", "hahaha", "xD", "lol", "lmao".
_LAUGHTER = re.compile(r"(?:j[aei]){2,}j?|(?:h[ae]){2,}h?|x+d+|l+o+l+|lmf?a+o+")


#: Words whose written accent tells a pronoun from an article: typed without it, they are the
#: article ("El rival", "el JNA"), never the pronoun "él" the folded lexicon key also reads.
_UNACCENTED = {"el": frozenset({"opponent", "she"})}


def _span(words: list[Word], first: int, last: int, kinds: set[str] | frozenset[str], value: object = None) -> Span:
    return Span(
        first,
        last,
        " ".join(w.text for w in words[first : last + 1]),
        words[first].start,
        words[last].end,
        frozenset(kinds),
        value,
    )


def _clock_at(words: list[Word], i: int) -> Span | None:
    """ "[18:02]", "20:15:03", "(9:41 PM)": a time of day, as a pasted game log stamps each line;
    it tells nothing of the board. Only digits joined by colons with nothing between them (a
    "2: 3" with a space is a list, a "1/1" a size)."""
    j = i + 1 if words[i].text in "[(" else i
    if j >= len(words) or not (words[j].text.isdigit() and len(words[j].text) <= 2):
        return None
    k, parts = j, 1
    while (
        k + 2 < len(words)
        and words[k + 1].text == ":"
        and words[k + 1].start == words[k].end
        and words[k + 2].start == words[k + 1].end
        and words[k + 2].text.isdigit()
        and len(words[k + 2].text) == 2
    ):
        k, parts = k + 2, parts + 1
    if parts < 2:
        return None  # "6:" a turn's heading, "2:3" no clock
    end = k
    if end + 1 < len(words) and words[end + 1].folded in ("am", "pm", "a.m.", "p.m."):
        end += 1
    if j != i:
        if end + 1 >= len(words) or words[end + 1].text not in "])":
            return None
        end += 1
    return _span(words, i, end, {"filler"}, None)


def _dashed_size_at(words: list[Word], i: int, spans: list[Span]) -> Span | None:
    """ "Watchwolf (3-3)", "una Boa 1-1": a creature's size typed with a hyphen, read as one only
    right after a card (or a bracket after one): elsewhere "20-14" is a score, "3-3" a record."""
    if not words[i].text.isdigit() or i + 1 >= len(words) or words[i + 1].start != words[i].end:
        return None
    toughness = re.fullmatch(r"[-−](\d+)", words[i + 1].text)
    joined = i + 2 < len(words) and words[i + 2].start == words[i + 1].end and words[i + 2].text[0] in "-−/0123456789"
    if toughness is None or joined:
        return None  # "3-3-3", "3-3/4": not a size
    after_card = bool(spans) and (
        spans[-1].is_("card") or (spans[-1].text == "(" and len(spans) > 1 and spans[-2].is_("card"))
    )
    if not after_card:
        return None
    return _span(words, i, i + 1, {"pt"}, (int(words[i].text), int(toughness[1])))


def _number_at(words: list[Word], i: int) -> Span | None:
    text = words[i].text.replace("−", "-")
    if re.fullmatch(r"[+-]?\d+/[+-]?\d+", text):
        p, t = text.split("/")
        kind = "mod" if text[0] in "+-" else "pt"
        return _span(words, i, i, {kind}, (int(p), int(t)))
    if re.fullmatch(r"[+-]\d+(?:['’]?d|['’]?s|ed)?", text):
        return _span(words, i, i, {"signed"}, int(re.sub(r"['’]?(?:e?d|s)$", "", text)))  # "-2s": -2
    if text.isdigit():
        return _span(words, i, i, {"num"}, int(text))
    copies = re.fullmatch(r"(?:(\d+)[x×]|[x×](\d+))", text, re.I)
    if copies is not None and i + 1 < len(words) and words[i + 1].text[:1].isalpha():
        return _span(words, i, i, {"num"}, int(copies[1] or copies[2]))  # "2x Elvish Visionary": two of it
    said = tuple(w.folded for w in words[i : i + 3])
    if said in _ONE_OF:  # "one of the Bears", "uno de los osos": one of alike copies, any of them
        return _span(words, i, i + 2, {"num"}, 1)
    if said[:2] in _ONE_OF_WHOSE and said[2:] and said[2] in _WHOSE:  # "una de mis fichas": the
        return _span(words, i, i + 1, {"num"}, 1)  # possessive stays, to say whose they are
    some = NUMBER_WORDS.get(said[0]) if said[0] not in _ARTICLE_NUMBERS else None
    if said[0].isdigit():
        some = int(said[0])
    if some is not None and some >= 2 and said[1:2] in (("of",), ("de",)) and said[2:] and said[2] in _THEM:
        return _span(words, i, i + 1, {"num"}, some)  # "two of them", "dos de ellos": that many of the copies
    if words[i].folded in NUMBER_WORDS and words[i].folded not in _ARTICLE_NUMBERS:
        return _span(words, i, i, {"num"}, NUMBER_WORDS[words[i].folded])
    nth = _ORDINALS.get(words[i].folded)
    if nth is not None and _counter_follows(words, i + 1):
        return _span(words, i, i, {"ordinal"}, nth)  # "its third lore counter": it has three now
    return None


#: Ordinals before a counter ("its 3rd lore counter", "el tercer contador de historia").
_ORDINALS = {
    **{w: n for n, ws in enumerate(
        [("first", "1st", "primer", "primero", "primera"), ("second", "2nd", "segundo", "segunda"),
         ("third", "3rd", "tercer", "tercero", "tercera"), ("fourth", "4th", "cuarto", "cuarta"),
         ("fifth", "5th", "quinto", "quinta"), ("sixth", "6th", "sexto", "sexta")], start=1) for w in ws},
}  # fmt: skip


def _counter_follows(words: list[Word], j: int) -> bool:
    """Whether a counter word comes right after (a kind may stand between: "lore", "de historia")."""
    ahead = [w.folded for w in words[j : j + 3]]
    return any(w in ("counter", "contador") for w in ahead[:2]) or ahead[:1] == ["lore"]


#: "One of the …": a count of one before alike copies (the reader picks any one of them).
_ONE_OF = frozenset({("one", "of", "the"), ("uno", "de", "los"), ("una", "de", "las")})
#: …and before a possessive ("one of my tokens", "una de mis fichas"), which is read as whose.
_ONE_OF_WHOSE = frozenset({("one", "of"), ("uno", "de"), ("una", "de")})
_WHOSE = frozenset({"my", "his", "her", "their", "your", "mis", "sus", "tus", "them", "ellos", "ellas"})
#: "Two of them", "dos de ellos": a count of the alike copies just told (never "two of my Bears",
#: which would be read as two more).
_THEM = frozenset({"them", "ellos", "ellas"})
_ARTICLE_NUMBERS = frozenset({"a", "an", "un", "una", "unos", "unas"})


#: Spanish "haber" before a participle (compound tenses) → whether its subject is the writer.
_HABER = {
    "he": True, "hemos": True, "has": False, "ha": False, "han": False, "habeis": False,
    "habia": False, "habias": False, "habiamos": True, "habian": False, "hube": True, "hubo": False,
}  # fmt: skip
#: Clitics that may stand before "haber" ("le he tirado", "se lo ha devuelto").
_CLITICS = frozenset({"le", "les", "lo", "la", "los", "las", "me", "te", "se", "nos"})
#: Irregular participles → the preterite (él) the lexicon knows the verb by.
_IRREGULAR_PARTICIPLES = {
    "puesto": "puso", "hecho": "hizo", "muerto": "murio", "vuelto": "volvio", "devuelto": "devolvio",
    "dicho": "dijo", "roto": "rompio", "visto": "vio", "resuelto": "resolvio", "abierto": "abrio",
    "traido": "trajo", "dado": "dio", "sido": "fue", "ido": "fue",
}  # fmt: skip


def _preterite(participle: str) -> str | None:
    """The preterite (él) of a Spanish participle, folded: "tirado" → "tiro", "recibido" → "recibio"."""
    if participle in _IRREGULAR_PARTICIPLES:
        return _IRREGULAR_PARTICIPLES[participle]
    for ending, preterite in (("ado", "o"), ("ada", "o"), ("ido", "io"), ("ida", "io")):
        if participle.endswith(ending) and len(participle) > len(ending) + 1:
            return participle[: -len(ending)] + preterite
    return None


def _compound_at(words: list[Word], i: int, lex: Lexicon) -> Span | None:
    """A compound tense ("he activado", "le he tirado", "había recibido") as one span with the
    classes of the verb's preterite: every verb the lexicon knows in the past, in this tense too."""
    j = i + 1 if words[i].folded in _CLITICS else i
    if j + 1 >= len(words) or words[j].folded not in _HABER:
        return None
    preterite = _preterite(words[j + 1].folded)
    if preterite is None:
        return None
    key = (words[i].folded, preterite) if j > i else (preterite,)
    kinds = lex.phrases.get(key)
    if not kinds or "es" not in lex.languages.get(key, frozenset()):
        return None
    kinds = kinds - {"first_person"} | ({"first_person"} if _HABER[words[j].folded] else set())
    span = _span(words, i, j + 1, kinds, key)
    return span


def _names_the_game(phrase: Span, words: list[Word]) -> bool:
    """A variant's name standing alone (at the start, before a stop, colon or comma) names the
    game being played, even where a card has that name too ("Two-Headed Giant. …", "Vale,
    Gigante de dos cabezas: …", "Jugamos Gigante de dos cabezas.": after the verb of playing)."""
    if "variant" not in phrase.kinds:
        return False
    before = words[phrase.first - 1] if phrase.first else None
    opens = (
        before is None
        or before.text in (".", ":", "!", "?", ",")
        or "plays_deck" in lexicon().phrases.get((before.folded,), ())  # "Jugamos Gigante de dos cabezas."
    )
    closes = phrase.last + 1 >= len(words) or words[phrase.last + 1].text in (".", ":", ",", ";")
    return opens and closes


def _phrase_at(words: list[Word], i: int, lex: Lexicon) -> Span | None:
    if words[i].folded not in lex.firsts:
        return None
    for n in range(min(_MAX_PHRASE, len(words) - i), 0, -1):
        key = tuple(w.folded for w in words[i : i + n])
        kinds = lex.phrases.get(key)
        if kinds:
            if "first_person" in kinds and words[i + n - 1].text.casefold().endswith("ó"):
                kinds = kinds - {"first_person"}  # "bloqueó" (he blocked) folds to "bloqueo" (I block)
            span = _span(words, i, i + n - 1, kinds, key)
            if key in lex.keywords:
                span.extra["keyword"] = lex.keywords[key]
            return span
    return None


def _card_at(
    words: list[Word], i: int, cards: CardCatalog | None, mentioned: list[tuple[str, tuple[str, ...]]]
) -> Span | None:
    """A card name starting at word ``i``: a full name, a name said again in short, or a nickname."""
    if not words[i].text[0].isalpha():
        return None
    if cards is not None:
        found = _full_name(words, i, cards)
        if found is not None:
            again = (
                _said_again(words, i, mentioned, cards)
                if found.last == found.first and any(words[i].key in keys for _, keys in mentioned)
                else None
            )
            if again is not None and again.last >= found.last and again.value != found.value:
                return again  # "Serra Angel … Serra gets protection": the Angel said again, not Serra (a Vanguard)
            return found
        several = _several_words_as_verb(words, i, cards)
        if several is not None:
            return several  # "he Giant Growths his Bears": never "Giant" said again
    again = _said_again(words, i, mentioned, cards)
    if again is not None:
        return again
    nick = lexicon().nicknames.get(_singular(words[i].folded)) or lexicon().nicknames.get(words[i].folded)
    # "Goyf", and in lower case where only an object can stand ("my goyf", "his bolt")
    if nick is not None and (words[i].capitalised or (i > 0 and words[i - 1].folded in _OBJECT_BEFORE)):
        return _span(words, i, i, {"card"}, nick)
    if cards is not None:
        return _as_verb(words, i, cards)
    return None


def _full_name(words: list[Word], i: int, cards: CardCatalog) -> Span | None:
    key = words[i].key
    if not cards.starts_a_name(key) and not (
        words[i].capitalised
        and (words[i].folded,) not in lexicon().phrases  # "Los Osos": an article, never "Loss"
        and (key.endswith("s") or cards.starts_a_name(key + "s") or cards.starts_a_name(key + "es"))
    ):
        return None
    # the name-key words from i on, commas skipped ("Thalia, Guardian of Thraben"), within a sentence
    keys: list[str] = []
    at: list[int] = []
    j = i
    while j < len(words) and len(keys) < _MAX_NAME:
        text = words[j].text
        if text in SENTENCE_END or text in '()[]":':
            break
        if text != ",":
            key = words[j].key
            if not key:
                break
            for part in key.split():  # "Ram-Gang" is two name words in one typed word
                keys.append(part)
                at.append(j)
        j += 1
    lex = lexicon()
    for length in cards.lengths_at(keys):
        last = at[length - 1]
        chosen = words[i : last + 1]
        cast = length == 1 and chosen[0].capitalised and i > 0 and words[i - 1].folded in _cast_before()
        if not cast and not _reads_as_name(chosen, lex) and not (length == 1 and _lower_name_in_place(words, i, lex)):
            continue
        reading = cards.read(" ".join(keys[:length]))
        if reading.card is None:
            names = sorted({c.name for c in reading.cards})
            if 1 < len(names) <= _MAX_ALTERNATIVES and words[i].capitalised:
                span = _span(words, i, last, {"card", "ambiguous"}, names[0])
                span.extra["alternatives"] = names  # "Thalia": each card it names is a reading
                return span
            continue
        return _span(words, i, last, {"card"}, reading.card.name)
    plural = _said_in_singular(words, i, keys, at, cards) if (words[i].folded,) not in lexicon().phrases else None
    if plural is not None:  # ("Los Osos": "Los" is an article, never "Loss" said in the singular)
        return plural
    # a plural of a one-word name or of a name's last word: "Thalias", "dos Thalias" (never a
    # lexicon word: "What's the SBA?" asks, it names no "What" of Who // What // …)
    if words[i].capitalised and keys and keys[0].endswith("s") and (words[i].folded,) not in lexicon().phrases:
        reading = cards.read(keys[0][:-1])
        if reading.card is not None and len(keys[0]) > 4:
            return _span(words, i, i, {"card"}, reading.card.name)
    return None


#: Words of a name that stay as they are in the singular ("Elfo de Llanowar", not "Elfos des").
_NAME_LINKS = frozenset({"de", "del", "la", "el", "los", "las", "y", "of", "the", "and"})


def _said_in_singular(words: list[Word], i: int, keys: list[str], at: list[int], cards: CardCatalog) -> Span | None:
    """A card whose name is plural, said of one ("un Elfo de Llanowar", "un Oso pardo"): its
    words read with the plural ending, capitalised as a name is; the longest name that fits."""
    if not words[i].capitalised:
        return None
    for length in range(min(len(keys), 5), 0, -1):
        said = keys[:length]
        link = next((n for n, k in enumerate(said) if k in _NAME_LINKS), len(said))
        every = [k if k in _NAME_LINKS or k.endswith("s") else _plural(k) for k in said]  # Oso pardo
        head = [_plural(k) if n < link and not k.endswith("s") else k for n, k in enumerate(said)]  # Elfo de Llanowar
        last = [*said[:-1], _plural(said[-1])]  # an English name's plural is on its last word
        for plural in (every, head, last):
            if plural == said or not cards.starts_a_name(plural[0]):
                continue  # most words: no name starts so, nothing to look up
            reading = cards.read(" ".join(plural))
            if reading.card is not None:
                return _span(words, i, at[length - 1], {"card"}, reading.card.name)
    return None


def _plural(key: str) -> str:
    """A name word's regular plural (name keys are folded): Elfo → elfos, Ángel → angeles."""
    return key + ("es" if key[-1:] in "lrndz" else "s")


@cache
def _cast_before() -> frozenset[str]:
    """Verbs a spell's name follows (the lexicon's one-word "casts" and "cast_before" phrases):
    there, a capitalised word that is a card's whole name is the card even when the lexicon
    knows the word ("I cast Unsummon", "lancé Desencantar")."""
    return frozenset(p[0] for p, kinds in lexicon().phrases.items() if len(p) == 1 and kinds & {"casts", "cast_before"})


def _reads_as_name(chosen: list[Word], lex: Lexicon) -> bool:
    """Capitalised, or several words that aren't all lexicon words ("goblin guide", not "on it")."""
    if len(chosen) == 1 and (chosen[0].folded,) in lex.phrases:
        return False  # "What", "Combat", "Judge": the lexicon's words are never a one-word name
    if any(w.capitalised for w in chosen if w.text[0].isalpha()):
        return True
    content = [w for w in chosen if w.text[0].isalpha()]
    return len(content) >= 2 and not all((w.folded,) in lex.phrases for w in content)


#: Words after which a lower-case word is an object ("1 forest", "nap's humility", "un choque").
_OBJECT_BEFORE = frozenset(
    [
        "a",
        "an",
        "the",
        "one",
        "my",
        "his",
        "her",
        "their",
        "your",
        "our",
        "its",
        "opp's",
        "opps",
        "opponent's",
        "nap's",
        "ap's",
        "un",
        "una",
        "el",
        "la",
        "los",
        "las",
        "al",
        "del",
        "mi",
        "mis",
        "su",
        "sus",
        "tu",
        "tus",
    ]
)
#: The fewest letters a lower-case one-word name needs ("opt", "fog", "hurt" are words first).
_LOWER_NAME_MIN = 5


def _lower_name_in_place(words: list[Word], i: int, lex: Lexicon) -> bool:
    """A card's whole one-word name typed in lower case ("humility on bf", "opp has 1 forest",
    "le tiro un choque"): taken as the card where an object stands, after an article, a
    possessive or a count, or opening a sentence before a lexicon word ("humility on bf");
    never a lexicon word, never a short one."""
    word = words[i]
    if len(word.folded) < _LOWER_NAME_MIN or (word.folded,) in lex.phrases:
        return False
    before = words[i - 1].folded if i > 0 else "."
    if before in _OBJECT_BEFORE or before.isdigit():
        return True
    opens = before in SENTENCE_END or before == ":"
    return opens and i + 1 < len(words) and (words[i + 1].folded in lex.firsts or words[i + 1].text == "(")


def _said_again(
    words: list[Word], i: int, mentioned: list[tuple[str, tuple[str, ...]]], cards: CardCatalog | None = None
) -> Span | None:
    """ "the Bears", "Goyf", "one Pearl Trident", "el Myr": capitalised words that are words of a
    card already named (or the end of one: "Goyf" of Tarmogoyf); the latest such card. After a
    possessive, a permanent before a spell ("my Hill Giant … Giant Growth … my Giant": the
    Giant; an instant is no one's on the battlefield)."""
    found = _said_again_of(words, i, mentioned)
    if found is None or cards is None or i == 0 or words[i - 1].folded not in _POSSESSIVE_WORDS:
        return found
    if not _a_spell_card(cards, str(found.value)):
        return found
    others = [(n, k) for n, k in mentioned if n != found.value and not _a_spell_card(cards, n)]
    other = _said_again_of(words, i, others)
    return other if other is not None else found


#: Words that say whose a permanent is ("my Giant", "su Gigante").
_POSSESSIVE_WORDS = frozenset({"my", "his", "her", "their", "your", "our", "mi", "su", "tu", "mis", "sus", "tus"})


def _a_spell_card(cards: CardCatalog, name: str) -> bool:
    found = cards.read(name).card
    return found is not None and _an_instant_or_sorcery(cards, found)


def _an_instant_or_sorcery(cards: CardCatalog, found: Named) -> bool:
    return bool({"instant", "sorcery"} & {t.casefold() for t in cards.face_for(found).card_types})


def _said_again_of(words: list[Word], i: int, mentioned: list[tuple[str, tuple[str, ...]]]) -> Span | None:
    after_article = i > 0 and words[i - 1].folded in _ARTICLES_AND_POSSESSIVES
    lower_opening = _opens_in_lower_case(words, i)
    if not mentioned or (not words[i].capitalised and not after_article and not lower_opening):
        return None
    phrases = lexicon().phrases
    for name, keys in reversed(mentioned):
        for n in range(min(4, len(keys)), 0, -1):
            if i + n > len(words) or not all(
                w.capitalised
                or w.folded in ("of", "the", "de", "la", "el")
                or (n == 1 and after_article)
                or (lower_opening and (w.folded,) not in phrases and (n > 1 or len(w.folded) >= 4))
                for w in words[i : i + n]
            ):
                continue  # lower case only after an article ("a un oso", "the bear") or opening a clause
            said = [part for w in words[i : i + n] for part in w.key.split()]  # "ram-gang": "ram gang"
            if _inside(said, keys):
                return _span(words, i, i + n - 1, {"card", "again"}, name)
        word = words[i].key
        if len(word) >= 4 and any(k.endswith(word) or _singular(k) == _singular(word) for k in keys):
            return _span(words, i, i, {"card", "again"}, name)
        if after_article and len(word) >= 5 and any(k.startswith(word) and len(k) > len(word) for k in keys):
            return _span(words, i, i, {"card", "again"}, name)  # "the champ": Elvish Champion said short
    return None


def _opens_in_lower_case(words: list[Word], i: int) -> bool:
    """A lower-case word opening a sentence or a clause ("… blocked w my grizzly bears. bears
    took the 3", "…, ram gang took 2") that no lexicon row reads: there only a subject stands,
    so words of a card named before are that card said again in short."""
    before = words[i - 1].text if i > 0 else "."
    word = words[i]
    return (
        not word.capitalised
        and (before in SENTENCE_END or before in (",", ":"))
        and (word.folded,) not in lexicon().phrases
    )


#: Words after which a lower-case word of a named card is that card said again ("the bear",
#: "mi centauro" of Cazador centauro, "su mastodonte"): an article or a possessive.
_ARTICLES_AND_POSSESSIVES = _OBJECT_BEFORE - {"a", "an"} | {"nuestro", "nuestra"}


def _inside(said: list[str], keys: tuple[str, ...]) -> bool:
    n = len(said)
    if n == 0 or all(w in ("of", "the", "de", "la", "el") for w in said):
        return False
    singular = [_singular(w) for w in said]
    return any([_singular(k) for k in keys[j : j + n]] == singular for j in range(len(keys) - n + 1))


def _singular(word: str) -> str:
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


#: The most words a misremembered name is tried with ("Sword of Fire n Ice": 5).
_MAX_MISREMEMBERED = 6
#: The most fuzzy name lookups one text gets (about 0.5 ms each on the full card file): a text
#: of many unknown capitalised words is refused at its first anyway, so it can't cost a second.
_MAX_LOOKUPS = 24


def _misremembered(words: list[Word], i: int, cards: CardCatalog, lex: Lexicon, lookups: list[int]) -> Span | None:
    """A capitalised name no card has, that one card answers to with a small word left out or
    added ("Artista de sangre": Artista de la sangre) or one clear typo ("Grizly Bears",
    "Tarmogoyff"): read as that card, and the reading says what it took the words for
    (``typed``), so a judge sees the guess before trusting the answer. Tried only where nothing
    else read the word, over the name-like words that follow it (link words, and words the
    lexicon doesn't know), longest first."""
    if not words[i].capitalised or not words[i].text[0].isalpha() or (words[i].folded,) in lex.phrases:
        return None
    if words[i].folded.endswith("'s") and not cards.starts_a_name(words[i].key):
        return None  # "Bob's": a player's possessive, not a name
    run = [i]
    for j in range(i + 1, min(len(words), i + _MAX_MISREMEMBERED)):
        w = words[j]
        if not w.text[0].isalpha() or not w.key:
            break
        if w.folded not in _NAME_LINKS and ((w.folded,) in lex.phrases or _names_a_card(words, j, cards)):
            break  # "Artista de sangre tiene", "Ana Bolts Hill Giant": a word read otherwise ends it
        if w.folded.endswith("'s"):
            break  # "… Bob's": a possessive starts what follows
        run.append(j)
    for last in reversed(run):
        if words[last].folded in _NAME_LINKS:
            continue  # a name doesn't end on "de"
        typed = " ".join(w.text for w in words[i : last + 1])
        if lookups[0] <= 0:
            return None
        lookups[0] -= 1
        found = (cards.loose(typed) if last > i else None) or cards.near(typed)
        if found is not None:
            span = _span(words, i, last, {"card"}, found.name)
            span.extra["typed"] = typed
            span.extra["shown"] = found.shown
            return span
    return None


def _names_a_card(words: list[Word], j: int, cards: CardCatalog) -> bool:
    """Whether a card's whole name starts at word ``j`` ("Hill Giant"; not "Bears" alone)."""
    if not cards.starts_a_name(words[j].key):
        return False
    keys = [part for w in words[j : j + _MAX_NAME] for part in w.key.split()]
    return next(cards.lengths_at(keys), None) is not None


def _a_spell_word(stem: str, cards: CardCatalog, word: str = "") -> bool:
    """Whether a lower-case past tense names a spell ("she disenchanted it", "he unsummoned my
    token"): a one-word instant or sorcery no lexicon row reads, as its stem or as typed
    ("shocked" alone reads nothing without a target, so a feeling is never a spell cast; "opp
    insists" is a claim, never Insist cast)."""
    if (stem,) in lexicon().phrases or (word and (word,) in lexicon().phrases):
        return False
    found = cards.read(stem).card
    return found is not None and found.name.casefold() == stem and _an_instant_or_sorcery(cards, found)


def _as_verb(words: list[Word], i: int, cards: CardCatalog) -> Span | None:
    """A spell's name used as a verb: "Opponent Bolts my Goyf", "I Skinrender it", "Shocks";
    in lower case only a nickname of the lexicon ("opp bolts the Merfolk"), never any card."""
    w = words[i]
    if (w.folded,) in lexicon().phrases:
        return None  # "What's the SBA?": a word of the lexicon, never "What" (of Who // What // …) cast
    key = re.sub(r"['’]e?d$", "", w.key) if re.search(r"['’]e?d$", w.key) else w.key  # "Pacifism'd"
    for stem in (key if key != w.key else None, key[:-1] if key.endswith("s") else None,
                 key[:-2] if key.endswith("ed") else None, key[:-1] if key.endswith("d") else None,
                 *_ing_stems(key)):  # fmt: skip
        if not stem or len(stem) < 4:
            continue
        name = lexicon().nicknames.get(stem)
        if name is None and (
            w.capitalised or ((key != w.key or w.key.endswith(("ed", "s"))) and _a_spell_word(stem, cards, w.key))
        ):
            found = cards.read(stem).card
            name = found.name if found is not None else None
        if name:
            return _span(words, i, i, {"card", "verb"}, name)
    name = lexicon().nicknames.get(key) if not w.capitalised else None
    if name is not None and i > 0 and words[i - 1].key in _FIRST_PERSON_SUBJECTS:
        return _span(words, i, i, {"card", "verb"}, name)  # "I bolt his Finks": a nickname in the present
    return None


def _several_words_as_verb(words: list[Word], i: int, cards: CardCatalog) -> Span | None:
    """A spell of several words used as a verb, its last word carrying the ending: "he Giant
    Growths his Bears", "Giant Growth'd", "I Lightning Bolted it". Capitalised as a name is,
    and only an instant's or a sorcery's whole name; in lower case only right after its caster
    ("i giant growthed the bears")."""
    said_by = i > 0 and words[i - 1].key in _SPELL_VERB_SUBJECTS
    if not (words[i].capitalised or said_by) or not cards.starts_a_name(words[i].key):
        return None
    for length in range(2, min(_MAX_VERB_WORDS, len(words) - i) + 1):
        last = words[i + length - 1]
        if last.text in SENTENCE_END or not last.key:
            return None
        head = [w.key for w in words[i : i + length - 1]]
        for stem in _verb_stems(last.key):
            if len(stem) < 3 or stem == last.key:
                continue
            found = cards.read(" ".join([*head, stem])).card
            if found is None or found.rank == Rank.SHORT or found.name.casefold() != " ".join([*head, stem]):
                continue
            if _an_instant_or_sorcery(cards, found):
                return _span(words, i, i + length - 1, {"card", "verb"}, found.name)
    return None


#: Who casts a spell named in lower case as a verb ("i giant growthed", "he lightning bolted").
_SPELL_VERB_SUBJECTS = frozenset({"i", "he", "she", "they", "opp", "then"})

#: The most words a spell used as a verb spans ("Path to Exiled": 3).
_MAX_VERB_WORDS = 4


def _ing_stems(key: str) -> tuple[str, ...]:
    """What an "-ing" form may hide: "Unsummoning" → "unsummon", "Doom Blading" → "doom blade"
    ("I responded by Unsummoning the token")."""
    if not key.endswith("ing") or len(key) < 7:
        return ()
    return (key[:-3], key[:-3] + "e")


def _verb_stems(key: str) -> list[str]:
    """What a verb's ending may hide: "growth'd", "growthed", "growths" → "growth"."""
    stems = [re.sub(r"['’]e?d$", "", key), *_ing_stems(key)]
    if key.endswith("s"):
        stems.append(key[:-1])
    if key.endswith("ed"):
        stems += [key[:-2], key[:-1]]
    elif key.endswith("d"):
        stems.append(key[:-1])  # "Growth'd" as a name key: "growthd"
    return stems


#: Who says a bare lower-case present verb ("I bolt his Finks", "yo le bolteo"): a nickname
#: there is the spell cast; anywhere else it may be a noun ("a bolt in hand").
_FIRST_PERSON_SUBJECTS = frozenset({"i", "then", "so", "and"})
