"""What was chosen for a permanent as it entered ("Painter's Servant naming blue", "Conspiracy
que nombra azul"): the value its text's "the chosen color" / "the chosen type" stands for.

A color is read through the keyword table (either language); a creature type as printed on
English type lines (the card data's own subtypes: "Elf"); a card's name as typed. The card data
the board reader holds has no Spanish type lines, so a Spanish creature type ("Elfo") is asked
about (``UnknownChoice``), never taken as a type nothing has.
"""

from __future__ import annotations

from lark import Token

from engine.board.cards import CATALOG
from engine.board.errors import ChoiceThenList, UnknownChoice
from engine.board.keywords import PHRASES, normalise
from engine.cards.catalog import CardCatalog


def chosen_value(typed: str, token: Token | None = None) -> str:
    """The chosen value in the engine's words: ``blue``, ``Elf``, or a card's name as typed."""
    words = tuple(normalise(typed).split())
    for phrase in PHRASES.get(words[0], ()) if words else ():
        if phrase.words == words and phrase.keyword.terminal == "COLOR":
            return phrase.keyword.value
    catalog = CATALOG.get()
    if catalog is not None and len(words) > 1:
        _not_a_list(typed, words, catalog, token)
    if catalog is None or len(words) != 1:
        return typed.strip()  # no card data to check against, or a card's name
    english = catalog.subtype_words().get(words[0])
    if english is not None:
        return english
    if catalog.read(typed).cards:
        return typed.strip()
    if token is not None:
        raise UnknownChoice.at(token, word=typed.strip())
    raise UnknownChoice(word=typed.strip())


#: Words that join a list ("Elf, Elvish Archdruid and Hill Giant").
_LIST_WORDS = frozenset({"and", "y", "e"})


def _not_a_list(typed: str, words: tuple[str, ...], catalog: CardCatalog, token: Token | None) -> None:
    """ "Conspiracy naming Elf, Elvish Archdruid and Hill Giant": a color or a creature type
    (one word) and then a list of objects, never the name "Elf, Elvish Archdruid and Hill Giant"
    chosen (the creatures would vanish from the board). Asked, with the form that reads."""
    head = words[0].rstrip(",")
    is_value = head in catalog.subtype_words() or any(
        p.keyword.terminal == "COLOR" and p.words == (head,) for p in PHRASES.get(head, ())
    )
    listed = "," in typed or any(w in _LIST_WORDS for w in words[1:])
    after = next((" ".join(words[n + 1 :]) for n, w in enumerate(words) if n and w in _LIST_WORDS), "")
    # "que nombra Elfo y Osos pardos": a word Juez doesn't know as a type, then a card listed
    is_value = is_value or bool(after and catalog.read(after.strip(" ,.")).cards)
    if is_value and listed and not catalog.read(typed).cards:
        error = ChoiceThenList(word=typed.strip(), value=typed.strip().split(",")[0].split()[0])
        if token is not None:
            error.column, error.line = token.column, token.line or 1
        raise error
