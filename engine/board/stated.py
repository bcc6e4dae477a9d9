"""Effects of resolved spells, said on a board: "Giant Growth on Grizzly Bears", "\"loses flying\" on it".

Layer puzzles are full of spells that resolved ("an effect turns the creature white", "Turn to
Frog on Tarmogoyf"). A sentence that names an instant or sorcery, or quotes an effect in Oracle
words, then ``on`` / ``sobre`` and the objects it resolved on is such an effect (611.2: it
applies to those objects, fixed when it began). It is blanked out of the text before the board
is parsed, as the "Effects applied." sentences are, so columns still point where the judge
typed. Only a spell's name or quoted words start one: "Rancor on it" stays an attachment.

Its timestamp is where it is written (613.7b): after every object named before it, before
every object named after it.

The board only finds these sentences; their words are compiled by the effects engine
(``engine/effects/stated.py``), which reads boards and so sits above this package: it installs
its :class:`StatedEffectCompiler` here when imported (``engine/effects/__init__.py``), and the
board never imports it (issue 31: stages in one direction).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol

from engine.board.drafts import SELF_NAMES
from engine.board.errors import AmbiguousReference, UnknownReference
from engine.cards.catalog import CardCatalog
from engine.cards.targets import first_target_types
from engine.model import ENGLISH_DEFAULT_PLAYER, SPANISH_DEFAULT_PLAYER, GameState, StatedEffect
from engine.text import fold

#: The words that join a spell or a quoted effect to its objects ("Giant Growth on …").
_ON = re.compile(
    r"\s+(?:(?:was |were |fue )?(?:cast |resolved |resolves |resuelt[oa] |lanzad[oa] )?(?:on|onto|targeting|sobre|en|a))\s+",
    re.IGNORECASE,
)
#: Who cast it, before it: "Ana's Act of Treason", "Ana: …", "I cast …", "Ana lanza …".
_CASTER = re.compile(
    r"^(?P<caster>[^\"]+?)(?:'s|:|\s+cast|\s+casts|\s+lanza|\s+lanzó|\s+lancé)\s+(?P<rest>.+)$", re.IGNORECASE
)
_SELF_CAST = re.compile(
    r"^(?:i cast|i've cast|i have cast|(?:yo )?(?:lancé|lanzo|he lanzado))\s+(?P<rest>.+)$", re.IGNORECASE
)
#: Where a card is, after "in"/"en": never the objects an effect resolved on.
_ZONE = re.compile(
    r"\s*(?:(?:the|el|la|my|mi|your|tu|its owner's|su)\s+)?(?:graveyard|cementerio|exile|exilio|hand|mano|library|"
    r"biblioteca|battlefield|campo de batalla|stack|pila|command zone|zona de mando)\b",
    re.IGNORECASE,
)
#: How a stolen object's layer-2 step is worded.
CONTROL_WORDS = "gain control of target creature"
_SPANISH_JOINS = frozenset({"sobre", "en", "a"})
_SENTENCES = re.compile(r'(?:"[^"\n]*"|[^.;\n"])+')
_QUOTED = re.compile(r'^"(?P<words>[^"]+)"$')
_LIST = re.compile(r"\s*(?:,\s*(?:and\s+|y\s+)?|\s+and\s+|\s+y\s+)\s*", re.IGNORECASE)
#: What "it" and "them" name: the object written just before the sentence.
_PRONOUNS = frozenset({"it", "them", "él", "el", "ella", "ellos", "ellas", "lo", "la"})
#: "the first one", "la segunda": one copy of a group, by its label (after the article).
_ORDINALS = {
    "first": 1,
    "first one": 1,
    "second": 2,
    "second one": 2,
    "third": 3,
    "third one": 3,
    "primero": 1,
    "primera": 1,
    "segundo": 2,
    "segunda": 2,
    "tercero": 3,
    "tercera": 3,
}
_ARTICLES = re.compile(r"^(?:the|el|la|los|las)\s+", re.IGNORECASE)
_POSSESSIVE = re.compile(r"^\S+'s\s+", re.IGNORECASE)
#: A player's name after the object ("el Archidruida élfico de Bob", "the Bears of Ana").
_OWNER_AFTER = re.compile(r"\s+(?:de|del|of)\s+(?P<player>[^\s,.]+)$", re.IGNORECASE)
_SPELL_TYPES = frozenset({"instant", "sorcery"})


@dataclass(frozen=True, slots=True)
class Said:
    """One stated-effect sentence, before its objects are resolved."""

    start: int
    source: str
    texts: tuple[str, ...]
    control: bool
    caster: str | None
    objects: tuple[tuple[str, int], ...]
    """(name as written, its column)."""
    spanish: bool = False
    """Said in Spanish (a spell's Spanish name, ``sobre``): the board's own player is tú."""
    targets: frozenset[str] | None = None
    """The card types its spell's target must have ("target creature"), when its text says."""


class StatedEffectCompiler(Protocol):
    """What the board asks the effects engine about a stated effect's words. Each method raises
    the effects engine's own question (``effects.unread``) at ``column`` when it can't read them."""

    def quoted(self, words: str, column: int) -> None:
        """Check that quoted Oracle words ("gets +2/+2") read as an effect."""

    def spell(self, name: str, text: str, column: int) -> tuple[tuple[str, ...], bool]:
        """An instant's or sorcery's Oracle text as (the effect words it gave, gains control)."""


_compiler: StatedEffectCompiler | None = None


def install_compiler(compiler: StatedEffectCompiler) -> None:
    """Called once by ``engine.effects`` when it is imported: the board can't import it."""
    global _compiler
    _compiler = compiler


def _installed() -> StatedEffectCompiler:
    if _compiler is None:
        raise RuntimeError("a stated effect is compiled by engine.effects: import it before parsing such a board")
    return _compiler


def read_stated(text: str, cards: CardCatalog | None) -> tuple[list[Said], str]:
    """(each stated-effect sentence, the text with them blanked out)."""
    found: list[Said] = []
    out = text
    for sentence in _SENTENCES.finditer(text):
        said = _sentence(sentence, cards)
        if said is None:
            continue
        found.append(said)
        start, end = sentence.span()
        out = out[:start] + " " * (end - start) + out[end:]
    return found, out


def _sentence(sentence: re.Match[str], cards: CardCatalog | None) -> Said | None:
    """The sentence as a stated effect: tried at each joining word, the first whose words
    before it are quoted or name a spell."""
    words = sentence[0]
    if '"' not in words and (cards is None or not _ON.search(words)):
        return None
    for join in _ON.finditer(words):
        head, objects = words[: join.start()].strip(), words[join.end() :]
        if _ZONE.match(objects):  # "Lightning Bolt in/en el cementerio": a card in a zone
            continue
        lead = len(words[: join.start()]) - len(words[: join.start()].lstrip())
        said = _head(head, cards, sentence.start() + lead)
        if said is not None:
            source, texts, control, caster, targets = said
            where = sentence.start() + join.end()
            spanish = join[0].strip().casefold() in _SPANISH_JOINS or caster == "yo"
            objects_said = tuple(_split(objects.rstrip(), where))
            return Said(sentence.start(), source, texts, control, caster, objects_said, spanish, targets)
    return None


def _head(
    head: str, cards: CardCatalog | None, column: int
) -> tuple[str, tuple[str, ...], bool, str | None, frozenset[str] | None] | None:
    """(source, effect words, gains control, caster, what it targets) of a quoted effect or a
    spell's name."""
    for candidate, who in _with_caster(head):
        quoted = _QUOTED.match(candidate)
        if quoted is not None:
            words = quoted["words"].strip()
            _installed().quoted(words, column + 1)
            return words, (words,), False, who, None
        spell = _spell(candidate, cards)
        if spell is not None:
            texts, control = _installed().spell(candidate, spell[1], column + 1)
            return candidate, texts, control, who, first_target_types(spell[1])
    return None


def _with_caster(head: str) -> list[tuple[str, str | None]]:
    """The words as a spell alone, then without a caster before them."""
    found: list[tuple[str, str | None]] = [(head, None)]
    own = _SELF_CAST.match(head)
    if own is not None:
        found.append((own["rest"].strip(), "yo" if head[:1].casefold() in "lhy" else "I"))
    split = _CASTER.match(head)
    if split is not None:
        found.append((split["rest"].strip(), split["caster"].strip()))
    return found


def _spell(name: str, cards: CardCatalog | None) -> tuple[str, str] | None:
    """(Oracle name, Oracle text) of the instant or sorcery ``name`` names, if it names one."""
    if cards is None:
        return None
    found = cards.read(name)
    if found.card is None:
        return None
    face = cards.face_for(found.card)
    if not _SPELL_TYPES & set(face.card_types):
        return None
    return found.card.name, face.text


def _split(objects: str, offset: int) -> list[tuple[str, int]]:
    out = []
    position = 0
    for piece in _LIST.split(objects):
        at = objects.find(piece, position)
        position = at + len(piece)
        if piece.strip():
            out.append((piece.strip(), offset + at + 1))
    return out


def attach_stated(state: GameState, said: list[Said], text: str) -> GameState:
    """The state with each sentence's effects, its objects resolved and its timestamp set."""
    if not said:
        return state
    positions = _object_positions(state, text)
    effects = list(state.effects)
    players = [p.model_dump() for p in state.players]
    for sentence in said:
        before = [oid for oid, at in positions.items() if at < sentence.start]
        ids: list[str] = []
        for written, column in sentence.objects:
            ids += _resolve(state, written, column, before, sentence.targets)
        controller = None
        if sentence.control:
            controller = _caster(state, sentence, ids, players)
        moment = len(before)  # just after the objects written before it (613.7b)
        parts: list[tuple[str, str | None]] = [(words, None) for words in sentence.texts]
        if controller is not None:  # its own step in layer 2, worded as the card words it
            parts.insert(0, (CONTROL_WORDS, controller))
        for words, who in parts:
            effects.append(
                StatedEffect(
                    source=sentence.source,
                    text=words,
                    objects=tuple(dict.fromkeys(ids)),
                    timestamp=moment,
                    controller=who,
                )
            )
    dumped = state.model_dump()
    return GameState.model_validate({**dumped, "players": players, "effects": [e.model_dump() for e in effects]})


def _object_positions(state: GameState, text: str) -> dict[str, int]:
    """Where each object is first written: its name's place in the text, in board order."""
    folded = fold(text)
    positions: dict[str, int] = {}
    cursor = 0
    for obj in state.objects:
        at = folded.find(fold(obj.name), cursor)
        if at < 0:
            at = folded.find(fold(obj.name))
        if at >= 0:
            cursor = at
        positions[obj.id] = at if at >= 0 else cursor
    return positions


def _resolve(
    state: GameState, written: str, column: int, before: list[str], targets: frozenset[str] | None = None
) -> list[str]:
    """The objects a name in the sentence means: "it" the one written just before that the
    spell could target; a label, a name, a card's name or a short name meaning one object
    ("Bob's Bears"); else asked. A named object the spell can't target is asked about (115.1)."""
    bare = _ARTICLES.sub("", written)
    if targets is not None and fold(bare) in _PRONOUNS:  # "… Kenrith's Transformation on it. Ovinize on it": the Giant
        before = [oid for oid in before if _may_target(state, oid, targets)]
    for key in dict.fromkeys((fold(bare), fold(_POSSESSIVE.sub("", bare)))):
        found = _named(state, key, written, column, before)
        if found and targets is not None and not any(_may_target(state, oid, targets) for oid in found):
            raise UnknownReference(column=column, word=written, candidates=_described(state))
        if found:
            return found
    tail = _OWNER_AFTER.search(bare)
    player = next((p.name for p in state.players if tail and fold(p.name) == fold(tail["player"])), None)
    if tail is not None and player is not None:  # "el Archidruida élfico de Bob": Bob's one
        found = named_objects(state, fold(bare[: tail.start()]))
        theirs = [oid for oid in found if _controller_of(state, oid) == player]
        if theirs:
            return theirs
    raise UnknownReference(column=column, word=written, candidates=_described(state))


def _may_target(state: GameState, oid: str, targets: frozenset[str]) -> bool:
    """Whether the object has a card type the spell's target needs; an object with no card type
    known (a made-up name) may be anything."""
    found = next((o for o in state.objects if o.id == oid), None)
    return found is None or not found.card_types or bool(set(found.card_types) & targets)


def _controller_of(state: GameState, oid: str) -> str | None:
    obj = next((o for o in state.objects if o.id == oid), None)
    return obj.controller if obj is not None else None


def _named(state: GameState, key: str, written: str, column: int, before: list[str]) -> list[str]:
    if key in _PRONOUNS:
        if not before:
            raise UnknownReference(column=column, word=written, candidates=_described(state))
        return [before[-1]]
    if key in _ORDINALS:  # "the first one": that copy of the group written before it
        label = f"#{_ORDINALS[key]}"
        copies = [oid for oid in before if oid.endswith(f" {label}")]
        if len(copies) > 1:
            raise AmbiguousReference(column=column, word=written, candidates=", ".join(copies))
        return copies
    found = named_objects(state, key)
    if len(found) > 1 and not any(fold(i) == key for i in found):
        raise AmbiguousReference(column=column, word=written, candidates=", ".join(found))
    return found


def named_objects(state: GameState, key: str) -> list[str]:
    """The ids a folded name means on a read board: an exact id ("Grizzly Bears #2"), else every
    object of that name or card, else every object whose name holds those words ("Bears")."""
    exact = [o.id for o in state.objects if fold(o.id) == key]
    if exact:
        return exact
    named = [o.id for o in state.objects if key in (fold(o.name), fold(o.card or ""))]
    if named:
        return named
    wanted = _words(key)
    return [o.id for o in state.objects if wanted and all(w in _words(o.name) for w in wanted)]


def _described(state: GameState) -> str:
    return ", ".join(o.id for o in state.objects)


def _caster(state: GameState, sentence: Said, ids: list[str], players: list[dict[str, object]]) -> str:
    """Who controls what a spell stole (layer 2): its caster as said ("Ana's Act of Treason",
    "I cast …": the board's own player), else the first player who doesn't control what it
    stole. A caster the board names nowhere else is a player from now on."""
    names = [str(p["name"]) for p in players]
    caster = sentence.caster
    own_name = SPANISH_DEFAULT_PLAYER if sentence.spanish else ENGLISH_DEFAULT_PLAYER
    if caster is not None:
        key = fold(caster)
        if key in SELF_NAMES:
            own = next((n for n in names if n in (ENGLISH_DEFAULT_PLAYER, SPANISH_DEFAULT_PLAYER)), None)
            caster = own or own_name
            key = fold(caster)
        found = next((n for n in names if fold(n) == key), None)
        if found is None:
            players.append({"name": caster})
            found = caster
        return found
    victims = {o.controller for o in state.objects if o.id in ids}
    other = next((n for n in names if n not in victims), None)
    if other is None:
        players.append({"name": own_name if own_name not in names else "opponent"})
        other = str(players[-1]["name"])
    return other


def _words(name: str) -> list[str]:
    """A name's words, folded, without the commas of "Svogthos, the Restless Tomb"."""
    return re.findall(r"[\w']+", fold(name))
