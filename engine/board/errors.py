"""Typed errors of the board language: where, what was expected, and a suggestion.

Errors carry a message key and parameters, never a sentence: the runtime renders them in the
user's language (``bot/i18n``). Columns are 1-based, counted in the text the judge typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Self

from engine.errors import KeyedError

if TYPE_CHECKING:
    from lark import Token


class BoardError(KeyedError, ValueError):
    """Base of every user-facing board-language error: its key, and where in the text."""

    key = "board.error"

    def __init__(self, *, column: int | None = None, word: str = "", line: int = 1, **params: object) -> None:
        super().__init__(**params)
        self.column = column
        self.line = line
        self.word = word

    @classmethod
    def at(cls, token: Token, word: str | None = None, **params: object) -> Self:
        """The error at a token's place; ``word`` is what to quote (the token's text by default)."""
        return cls(column=token.column, line=token.line or 1, word=str(token) if word is None else word, **params)


class BoardSyntaxError(BoardError):
    """The text doesn't follow the grammar at ``column``."""

    key = "board.syntax"

    def __init__(
        self, *, column: int, word: str, expected: tuple[str, ...], suggestion: str | None, line: int = 1
    ) -> None:
        super().__init__(column=column, word=word, line=line, expected=expected, suggestion=suggestion)
        self.expected = expected
        self.suggestion = suggestion


class UnclosedQuote(BoardError):
    key = "board.unclosed_quote"


class LethalNeedsToughness(BoardError):
    """ "lethal damage" on something whose toughness wasn't given: how much is that?"""

    key = "board.lethal_needs_toughness"


class NameTooLong(BoardError):
    """A name longer than any card's: probably a missing ";" between two clauses."""

    key = "board.name_too_long"


class EmptyName(BoardError):
    """Quotes with nothing inside: a name can't be empty."""

    key = "board.empty_name"


class TooLong(BoardError):
    key = "board.too_long"


class TooManyObjects(BoardError):
    key = "board.too_many_objects"


class NumberOutOfRange(BoardError):
    key = "board.number_out_of_range"


class UnknownReference(BoardError):
    key = "board.unknown_reference"


class CopiesItself(BoardError):
    """ "Clone copying Clone": a copy of itself copies nothing (707.2 needs another object)."""

    key = "layers.copies_itself"


class UnknownChoice(BoardError):
    """ "naming Elfo": a single word that is no color, creature type or card Juez knows, as what
    was chosen; taken as typed it would give the permanent a type nothing has."""

    key = "layers.unknown_choice"


class ChoiceThenList(BoardError):
    """ "naming Elf, Elvish Archdruid and Hill Giant": one chosen word, then a list of objects
    the grammar would have swallowed into the chosen value."""

    key = "layers.choice_then_list"


class AmbiguousReference(BoardError):
    key = "board.ambiguous_reference"


class ConflictingAttachment(BoardError):
    """One permanent said to be attached to two different things."""

    key = "board.conflicting_attachment"


class UntypedAttachment(BoardError):
    """Something is attached, but nothing says whether it is an Aura, an Equipment or else."""

    key = "board.untyped_attachment"


class AttachedToItself(BoardError):
    """ "Grizzly Bears, 2 damage on the Bears": a back-reference that found the object itself.
    Nothing can be attached to itself (301.5c, 303.4d): the reading is wrong, so it is asked."""

    key = "board.attached_to_itself"


class EmptyTeam(BoardError):
    """A Two-Headed Giant team no player is on: it could never lose (810.8a)."""

    key = "board.empty_team"


class ZoneAsPlayer(BoardError):
    """ "Graveyard: Lightning Bolt": a zone said where a player's name labels what follows.
    Read as a player named "Graveyard", its cards would be on the battlefield: refused."""

    key = "board.zone_as_player"


class PlayerWithoutTeam(BoardError):
    """A Two-Headed Giant player with a life or poison total but no team to hold it (810.9)."""

    key = "board.player_without_team"


class TeamLifeConflict(BoardError):
    """Two different lives stated for one team, which has a single shared total (810.9)."""

    key = "board.team_life_conflict"


class TeamTotalsOutsideTwoHeadedGiant(BoardError):
    """A team's own life or poison total in a variant where players keep their own."""

    key = "board.team_totals_outside_2hg"


class DuplicateLabel(BoardError):
    key = "board.duplicate_label"


class InvalidValue(BoardError):
    """A value the state model rejects (a name too long, a sector that doesn't exist, …)."""

    key = "board.invalid_value"


class EmptyBoard(BoardError):
    key = "board.empty"


class PlayerCountTooLow(BoardError):
    """ "Two players." and three described: which is it? Asked, not guessed."""

    key = "board.player_count"


class HostFactAfterReference(BoardError):
    """Damage, stats or counters after "attached to X": X's, or the attachment's? Asked."""

    key = "board.host_fact_after_reference"


class MissingSubject(BoardError):
    """ "Has 2 damage" with nothing described before: whose damage?"""

    key = "board.missing_subject"


class AttributeAfterReference(BoardError):
    """A type or color after "enchanted by X": X's or the subject's? Asked, not guessed."""

    key = "board.attribute_after_reference"
    span: tuple[int | None, int | None] = (None, None)
    """Where the word stands in the text, so the message quotes it as typed ("negra")."""


class NothingSaid(BoardError):
    """A name with nothing said about it, that nothing refers to: probably a misread sentence."""

    key = "board.nothing_said"


class DamageToPlayer(BoardError):
    """ "mi rival me hace 3 de daño": damage to a player is life lost (120.3a); the board
    needs the life total it left, which only the judge knows."""

    key = "board.damage_to_player"


class DamageAsCounters(BoardError):
    """Damage from an infect or wither source is -1/-1 counters on a creature: which is meant?"""

    key = "board.damage_as_counters"


class SentenceInName(BoardError):
    """A name that is no card and holds a plain lowercase word ("Ana completed the dungeon"):
    a sentence the reader didn't follow, asked about instead of becoming an object."""

    key = "board.sentence_in_name"


class UnreadWord(BoardError):
    """A word inside a name that splits a keyword phrase ("en zorp el cementerio"): which is it?"""

    key = "board.unread_word"


class TooManyTeams(BoardError):
    """Two-Headed Giant has two teams (810.1): a third is most likely a misspelt team name."""

    key = "board.too_many_teams"


class AmbiguousCardName(BoardError):
    """A name several cards answer to ("Equilibrio", "Jace"), with nothing said that reads it."""

    key = "board.ambiguous_card"


class CardAlone(NothingSaid):
    """A board that is only a name: a card lookup, which the board language isn't."""

    key = "board.card_alone"


class LooksLikeQuestion(BoardError):
    """ "¿Puedo responder a una acción basada en estado?": a question, not a board."""

    key = "board.question"


class ConflictingSwitches(BoardError):
    """ "Effects applied" and "effects not applied" on one board: which is it?"""

    key = "board.conflicting_switches"


class ConflictingFact(BoardError):
    """Two different values for one fact ("Ana: life -5; Ana: life 3"): which one is it?"""

    key = "board.conflicting_fact"


class NotAFact(BoardError):
    """A word in a player's or object's name that makes its clause something other than a fact
    about the board as it is (engine/board/hedges.py): answering it would state what the judge
    denied, only supposed, or quoted. Asked, never read as a name."""

    key = "board.not_a_fact"


class Negated(NotAFact):
    """ "I don't have Grizzly Bears", "Ana no tiene 0 vidas": what isn't there."""

    key = "board.negated"


class Supposed(NotAFact):
    """ "If Ana has 0 life", "Ana tendría 0 vidas", "I was going to…": a supposition or a plan."""

    key = "board.supposed"


class Changed(NotAFact):
    """ "Ana lost 20 life", "Ana ganó 3 vidas": a change, where the board needs the total."""

    key = "board.changed"


class Quantified(NotAFact):
    """ "Both creatures have 2 damage", "Cada criatura tiene 3 de daño": words that speak of
    objects told elsewhere (which ones is the reading's to say), never an object's name."""

    key = "board.quantified"


class Reported(NotAFact):
    """ "Ana says she has 0 life", "Bob cree que…": someone's words or thoughts."""

    key = "board.reported"


class Addressed(NotAFact):
    """ "Juez: …", "Check this: …": words to the bot, not a player's name."""

    key = "board.addressed"


class DamageWhereNoneCanBe(BoardError):
    """Damage marked on a permanent that, on the board told, is no creature, planeswalker or
    battle (120.3: only those are dealt damage): the damage is most likely another object's."""

    key = "board.damage_on_noncreature"
