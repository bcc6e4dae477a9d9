"""How a reply names the board's cards: in a Spanish reply, by the name printed on Spanish cards.

A judge who asks in Spanish reads "Elfo de Llanowar tiene 2 de daño", not "Llanowar Elves…"
(the printed term wins in replies). One object, ``ShownNames``, is built per reply and used by
every section of it: the rounds, the triggered abilities, the pending choices and notes, the
board as read (and the reading line, which still reads back to the same board), the effects,
the rulings and the /carta links; /layers uses it too. It is keyed on what the engine already
carries, never on text inside a sentence:

- an object's id (every explanation's object names are ``engine.sba.names.ObjectName``, which
  know the ids they name) and its card (``GameObject.card``, the Oracle name it was read as);
- a card's Oracle name → its printed Spanish name (``printed``, read from the card data by the
  handler, kept only where the Spanish name reads back to the same card).

An object keeps the name the judge wrote when that name isn't its Oracle name (a nickname, a
made-up or board-language name such as "Osos pardos" or "Fido"); a card with no Spanish
printing keeps its Oracle name; an English reply changes nothing. ``--json`` output is for
tools and stays in Oracle names (docs/board-language.md).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

from engine.board.lexer import RAW
from engine.cards.catalog import CardCatalog
from engine.model import ENGLISH_DEFAULT_PLAYER, SPANISH_DEFAULT_PLAYER, GameState
from engine.reading.natural.tagger import printed_type_es
from engine.sba.names import said

#: Oracle card name → the name printed in the judge's language ("Lightning Bolt" → "Relámpago").
PrintedNames = Mapping[str, str]


@dataclass(frozen=True, slots=True)
class ShownNames:
    """Object id → (its name as the engine says it, the name shown), and each card's printed name."""

    objects: Mapping[str, tuple[str, str]] = field(default_factory=dict)
    cards: PrintedNames = field(default_factory=dict)

    def __bool__(self) -> bool:
        return bool(self.cards or self.objects)

    def card(self, oracle: str) -> str:
        """A card by its printed name ("Blood Artist" → "Artista de la sangre"), else as given."""
        return self.cards.get(oracle, oracle)

    def rename(self, obj_id: str, text: str) -> str | None:
        """How the reply says ``text``, the engine's name for object ``obj_id`` ("Grizzly Bears
        #2" → "Osos pardos #2"); None when it stays as it is."""
        found = self.objects.get(obj_id)
        if found is None or not text.startswith(found[0]):
            return None
        return found[1] + text[len(found[0]) :]

    def object(self, obj_id: str, text: str | None = None) -> str:
        """An object by its id (or by ``text``, the engine's name for it), as the reply shows it."""
        shown = text if text is not None else obj_id
        return self.rename(obj_id, shown) or shown

    def said(self, value: str) -> str:
        """A value of an explanation's params: each object it names said as the reply shows it."""
        return said(value, self.rename) if self.objects else value

    def reading(self, line: str) -> str:
        """A board-language line with each quoted card name printed in the reply's language: the
        board reader reads a card by its Spanish name too, so the line reads back to the same board."""
        if not self.cards:
            return line
        out: list[str] = []
        last = 0
        for match in RAW.finditer(line):
            if match.lastgroup != "QUOTED":
                continue
            quoted = match.group()
            name = quoted[1:-1].strip()
            if name in self.cards:
                out += [line[last : match.start()], quoted[0], self.cards[name], quoted[-1]]
                last = match.end()
        return "".join(out) + line[last:] if out else line


NO_NAMES = ShownNames()


def quoted_names(lines: Iterable[str]) -> list[str]:
    """The quoted names of board-language lines (a reading's cards: ``"Llanowar Elves" 2 damage``)."""
    return [m.group()[1:-1].strip() for line in lines for m in RAW.finditer(line) if m.lastgroup == "QUOTED"]


#: The names the board reader gives the judge's side and the other one when a board names no
#: player, as each reply language says them ("you" in a Spanish reply is "tú").
_PLAYERS: dict[str, dict[str, str]] = {
    "es": {ENGLISH_DEFAULT_PLAYER: SPANISH_DEFAULT_PLAYER, "opponent": "oponente"},
    "en": {SPANISH_DEFAULT_PLAYER: ENGLISH_DEFAULT_PLAYER, "oponente": "opponent"},
}


def player_name(name: str, lang: str) -> str:
    """A player as the reply names them: the reader's default names in the reply's language,
    any name a judge gave as given."""
    return _PLAYERS.get(lang, {}).get(name, name)


def shown_names(state: GameState | None, printed: PrintedNames, *, spanish: bool = False) -> ShownNames:
    """The names a reply shows for ``state``'s objects, given each card's printed name: an
    object the judge named by its card's Oracle name (or that the reader named so) is shown by
    the printed one; in Spanish (``spanish``) a token named by its English creature type ("Soldier",
    "Spirit #2") by the word Spanish cards print ("Soldado", "Espíritu #2"); any other name the
    judge wrote stays."""
    if not printed and not spanish:
        return NO_NAMES
    objects: dict[str, tuple[str, str]] = {}
    for obj in state.objects if state is not None else ():
        if obj.card is not None and obj.name == obj.card and obj.card in printed:
            objects[obj.id] = (obj.name, printed[obj.card])
        elif spanish and obj.token:
            base = obj.name.split(" #", 1)[0]
            word = printed_type_es(base)
            if word is not None and word.casefold() != base.casefold():
                objects[obj.id] = (base, word)
    if not objects and not printed:
        return NO_NAMES
    return ShownNames(objects, printed)


def printed_names(cards: CardCatalog | None, oracle: Iterable[str]) -> dict[str, str]:
    """Each card's printed Spanish name (Oracle name → printed), from the card data: only a
    name that reads back to the same card (a /carta link and the reading line must resolve),
    none for a card never printed in Spanish. Kept per catalog once looked up: a catalog's
    cards don't change while it lives (a card import builds a new one)."""
    if cards is None:
        return {}
    known = _PRINTED.setdefault(cards, {})
    out: dict[str, str] = {}
    for name in oracle:
        if name not in known:
            known[name] = _printed(cards, name)
        if (printed := known[name]) is not None:
            out[name] = printed
    return out


#: Catalog → Oracle name → its printed Spanish name (None: none that reads back to it).
_PRINTED: weakref.WeakKeyDictionary[CardCatalog, dict[str, str | None]] = weakref.WeakKeyDictionary()


def _printed(cards: CardCatalog, name: str) -> str | None:
    found = cards.read(name).card
    if found is None:
        return None
    spanish = cards.face_for(found).spanish_name
    if not spanish or spanish == name:
        return None
    back = cards.read(spanish).card
    return spanish if back is not None and back.card == found.card else None
