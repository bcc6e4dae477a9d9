"""Names that hold a clause's mood: a negation, a supposition, a report or words to the bot.

The board language reads a name as free text up to the first keyword, so whatever stands before
"has", "controls" or a colon becomes a player's name, and whatever stands before a fact an
object's: "I don't have Grizzly Bears" was a player called "I don't" who controls the Bears, and
"If Ana has 0 life" a player "If Ana" who lost. Those are the worst answers Juez can give: a
board the judge denied, or only supposed, answered as a fact. So a name holding one of these
words is no name: the clause is refused with the word quoted and its family said
(negated, supposed, reported, a change told for a total, addressed), and the judge writes the
board as it is. "Ana lost 20 life" is the same trap with a number: a player "Ana lost" at 20.

The words are data (``WORD_CLASSES`` in keywords.py, English and Spanish); a few of them are
also given names ("Will", "May", "Mira") and count only in lowercase. A card's own name ("Just
Say No", "Will of the Council") is never checked, and a quoted name stands as typed.
"""

from __future__ import annotations

from engine.board.drafts import Name
from engine.board.errors import Addressed, Changed, Negated, NotAFact, Quantified, Reported, Supposed
from engine.board.keywords import normalise, words

#: Each family: its error, the words that carry it, and the names it is checked in: words to the
#: bot and chat only where a player is named ("Check this:"); quantifiers only in objects' names
#: ("both" in a player's place is every player).
FAMILIES: tuple[tuple[type[NotAFact], frozenset[str], frozenset[str]], ...] = (
    (Negated, words("negation_words"), frozenset({"players", "objects"})),
    (Supposed, words("supposition_words"), frozenset({"players", "objects"})),
    (Reported, words("report_words"), frozenset({"players", "objects"})),
    (Changed, words("change_words"), frozenset({"players", "objects"})),
    (Addressed, words("address_words"), frozenset({"players"})),
    (Quantified, words("quantifier_words"), frozenset({"objects"})),
)
#: Words of the families above that are given names as well: refused only in lowercase.
GIVEN_NAMES = words("hedge_given_names")
#: "El jugador no activo": the non-active player, where "no" negates nothing.
_NOT_NEGATING = frozenset({"activo", "activa", "active"})
#: What may cling to a word of a name: "Juez," "Si…", "¿Y".
_PUNCTUATION = ",.;:!?¿¡…\"'()"


def hedge_in_player_name(name: Name, text: str | None = None) -> NotAFact | None:
    """The error for a player's name holding a word of any family, or None."""
    return _hedge(name, text, objects=False)


def hedge_in_object_name(name: Name, text: str | None = None) -> NotAFact | None:
    """The error for a made-up object's name (no card's) holding a word of a family checked in
    objects' names, or None. Past its first word a capitalised word is the judge's own name for
    it; the first one opens the sentence ("Maybe Grizzly Bears 2/2 with 2 damage", "Si Osos
    pardos 2/2…": no object "Maybe Grizzly Bears")."""
    return _hedge(name, text, objects=True)


def _hedge(name: Name, text: str | None, *, objects: bool) -> NotAFact | None:
    if name.token.type == "QUOTED":
        return None
    typed = name.text.split()
    for at, word in enumerate(typed):
        bare = word.strip(_PUNCTUATION)
        folded = normalise(bare)
        if not folded or (bare[:1].isupper() and ((objects and at > 0) or folded in GIVEN_NAMES)):
            continue  # "Will has 0 life"; "Soldier Token Never" is the judge's own name for it
        following = normalise(typed[at + 1].strip(_PUNCTUATION)) if at + 1 < len(typed) else ""
        for error, family, checked_in in FAMILIES:
            if folded not in family or ("objects" if objects else "players") not in checked_in:
                continue
            if error is Negated and following in _NOT_NEGATING:
                continue
            quoted = f'"{name.text}" 2/2' if objects else f'"{name.text}": …'  # how a real name says it
            return error(
                column=_column(name, word, text), line=name.token.line or 1, word=bare, name=name.text, quoted=quoted
            )
    return None


def _column(name: Name, word: str, text: str | None) -> int:
    """The column of one word of a name, counted in the text as typed (without the text, as the
    reader sees a name: its words one space apart)."""
    if text is None:
        at = name.text.find(word)
        return (name.token.column or 1) + max(at, 0)
    start = name.token.start_pos or 0
    at = text.find(word, start)
    return (name.token.column or 1) + (at - start if at >= 0 else 0)
