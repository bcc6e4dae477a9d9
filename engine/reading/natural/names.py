"""Never a name: a clause with an event verb is an event or a question, not an object's name.

The board reader takes the free text before a number or keyword as a name, so "Opponent Bolts
my Tarmogoyf (4/5)" would be one made-up object and "i unsummon my opponents goblin token" a
Goblin that is still on the battlefield: answers that look sure and are wrong. A name that is
no card and holds a word the natural reader reads as an event's verb (its ``lexicon.tsv`` and
``verbs.tsv`` classes, or a spell said as a verb: "Bolts") is refused as a sentence, so the
natural reader reads the event, or the judge is asked.
"""

from __future__ import annotations

from engine.board.errors import SentenceInName
from engine.cards.catalog import CardCatalog
from engine.model import GameState
from engine.reading.natural.spells import card_kinds
from engine.reading.natural.tagger import tag

#: The word classes that tell something happening (the verbs of the phrasing rows' events).
EVENT_VERBS = frozenset(
    {
        "attacks", "attacks_me", "blocks", "blocks_with", "blocks_it", "takes", "casts", "casts_on_it", "enters",
        "puts", "destroys", "exiles", "bounces", "sacrifices", "dies", "draws", "activates", "connects", "hits",
        "deals", "aims", "gives", "assigns", "steals", "persisted", "undied", "came_back", "trade", "etb",
    }
)  # fmt: skip
#: The classes of a word that may be, or be part of, a made-up name: an unknown or capitalised
#: word, a card, a token's type, a player or a person.
_NAMING = frozenset({"word", "capitalised", "card", "token", "player", "person", "self", "opponent", "she", "partner"})
#: A spell's kinds: a spell named inside a made-up name is a spell told ("Opponent Bolts my …").
_SPELLS = frozenset({"instant", "sorcery"})


def event_in_name(state: GameState, text: str, cards: CardCatalog | None) -> SentenceInName | None:
    """The refusal for the first object whose name is no card, or player, whose name holds an
    event's verb (not as its first word, which names things: "Attack Dog"), unless the judge
    quoted the name."""
    if cards is None:
        return None
    objects = [o.name for o in state.objects if o.card is None]
    names = objects + [p.name for p in state.players]  # "I gained control of my opponent's Thalia": no player
    for name in names:
        if len(name.split()) < 2 or f'"{name}"' in text:
            continue  # one word ("Ana", "Goblin"): a verb as a name's first word names things
        spans = tag(name, cards)
        if name in objects and all(s.kinds and not s.kinds & _NAMING for s in spans):
            # "So it's", "Then the": every word one the natural reader reads as talk or as a
            # sentence's frame, none naming a thing: the start of a sentence, never a name
            at = text.find(name)
            return SentenceInName(column=max(at, 0) + 1, word=name, name=name)
        for span in spans[1:]:
            spell = span.is_("card") and bool(card_kinds(cards, str(span.value)) & _SPELLS)
            if span.kinds & EVENT_VERBS or spell:
                at = text.find(span.text, max(text.find(name), 0))
                return SentenceInName(column=max(at, 0) + 1, word=span.text, name=name)
    return None
