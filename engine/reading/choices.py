"""What a question with choices carries: each candidate reading and what it would answer."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.board.errors import BoardError
from engine.model import GameObject
from engine.sba.result import SbaResult


@dataclass(frozen=True, slots=True)
class Outcome:
    """What a reading answers, as data the front ends render in the judge's language."""

    rounds: tuple[tuple[str, ...], ...]
    """The rule number of each round's actions, one per action, round by round (empty: nothing
    happens)."""
    pending: tuple[str, ...] = ()
    """The rule numbers of the choices left to a player (the legend rule, 704.6d, …)."""
    losers: tuple[str, ...] = ()
    replaced: tuple[str, ...] = ()
    """The sources of the replacement effects that changed an action's event (614), sorted."""
    triggers: tuple[tuple[str, str], ...] = ()
    """(source, controller) of each triggered ability the actions trigger (603), one per
    instance, sorted: "Kalitas" read as either Kalitas answers alike in rounds, but not here."""
    characteristics: tuple[tuple[str, str, str], ...] = ()
    """/layers: each traced object's name, its power and toughness, and all its final
    characteristics (compared whole; the size is what a choice shows)."""
    subjects: tuple[str, ...] = ()
    """Each action's rule with what it acts on, by card (or player), round by round: compared,
    never shown. Two readings in which different creatures die by one rule (the Giant, or the
    Bears) are two answers, not one."""

    @classmethod
    def of(cls, result: SbaResult, characteristics: tuple[tuple[str, str, str], ...] = ()) -> Outcome:
        seen = {k: v for r in result.rounds for a in r.actions for k, v in a.before.items()}
        return cls(
            characteristics=characteristics,
            # each action counted: two readings that destroy two creatures and one by the same
            # rule are two answers (the Bears and the Elves, or the Elves alone)
            rounds=tuple(tuple(sorted(a.rule or a.kind for a in r.actions)) for r in result.rounds if r.actions),
            subjects=tuple(
                f"{n}:{a.rule or a.kind}:" + "|".join(sorted(_subject_of(result, seen, s) for s in a.subjects))
                for n, r in enumerate(result.rounds)
                for a in sorted(r.actions, key=lambda a: a.rule or a.kind)
            ),
            pending=tuple(sorted({c.rule for c in result.pending_choices if c.rule})),
            losers=tuple(sorted(player_key(p) for p in result.losers)),
            replaced=tuple(
                sorted(
                    _card_of(result, r.source) or r.family
                    for rd in result.rounds
                    for a in rd.actions
                    for r in a.replaced_by
                )
            ),
            triggers=tuple(
                sorted(
                    (t.card or t.source.split(" #", 1)[0], player_key(t.controller) if t.certain else "?")
                    for t in result.triggers
                )
            ),
        )

    @property
    def nothing(self) -> bool:
        return not self.rounds and not self.pending and not self.losers and not self.triggers


#: The judge's own player and a nameless opponent, as either reader names them.
_SELF = frozenset({"you", "tú", "tu", "yo", "me", "i"})
_OPPONENT = frozenset({"opponent", "oponente", "my opponent", "mi oponente", "el rival", "rival", "mi rival", "opp"})


def _card_of(result: SbaResult, source: str) -> str:
    """A replacement's source by its card (its Oracle name): the text as typed names it in
    Spanish, a reading by its Oracle name, and the two are one source."""
    for obj in result.final_state.objects:
        if source in (obj.id, obj.name):
            return obj.card or source
    return source


def _subject_of(result: SbaResult, before: Mapping[str, GameObject], subject: str) -> str:
    """An action's subject by its card (an object) or as ``player_key`` names it (a player). A
    card by its name up to a comma: "Thalia" read as either Thalia is one answer, "Thalia dies";
    a token by its types, whatever language named it ("Tesoro", "Treasure")."""
    if any(p.name == subject for p in result.final_state.players):
        return player_key(subject)
    obj = before.get(subject)
    if obj is not None and obj.token and obj.card is None:
        return "token " + " ".join(sorted(obj.subtypes or obj.card_types))
    card = obj.card if obj is not None and obj.card else _card_of(result, subject)
    return card.split(" #", 1)[0].split(",", 1)[0]


def player_key(name: str) -> str:
    """One key for the judge's own player and a nameless opponent, whatever a reader called them
    ("you", "tú", "yo"; "opponent", "el rival"): readings that differ only there compare equal."""
    folded = name.casefold().strip()
    return "self" if folded in _SELF else "opponent" if folded in _OPPONENT else name


@dataclass(frozen=True, slots=True)
class Choice:
    """One candidate: the board as that reading has it (a board-language line) and its outcome."""

    reading: str
    outcome: Outcome


class ChooseReading(BoardError):
    """The words allow readings whose answers differ: which one did the judge mean?"""

    key = "board.choose_reading"

    def __init__(
        self,
        *,
        choices: tuple[Choice, ...],
        why: str = "",
        column: int | None = None,
        word: str = "",
        command: str = "sba",
    ) -> None:
        """``command``: the one asking; /layers has no ``reading:`` option, so its judge pastes
        the line of the reading meant as the board (each line is board language)."""
        super().__init__(column=column, word=word, why=why, count=len(choices))
        if command != "sba":
            self.params["command"] = command
        self.choices = choices


class NoSuchReading(BoardError):
    """``reading: N`` with N past the choices the board has."""

    key = "board.no_such_reading"

    def __init__(self, *, pick: int, count: int) -> None:
        super().__init__(pick=pick, count=count)
