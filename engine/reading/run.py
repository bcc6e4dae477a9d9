"""Read a board every way its words allow, check each reading, answer or ask (module doc of
``engine.reading``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.model import DEFAULT_PLAYERS, GameState
from engine.reading.candidates import Candidate, candidates
from engine.reading.choices import Choice, ChooseReading, NoSuchReading, Outcome, player_key
from engine.reading.damage_marks import damage_where_it_can_be
from engine.reading.natural import parse_line
from engine.reading.natural.story import Told
from engine.sba import check_sba
from engine.sba.result import SbaResult

#: The most readings checked for one board: past this the judge is asked to say more.
MAX_READINGS = 8
#: A fault inside the natural reader (a bug, not a question) costs the judge only that reader's
#: readings: the text as typed is still answered, or refused with its own error. Tests set this
#: to let the fault through (tests/conftest.py), so a bug never hides behind a refusal.
STRICT = False


@dataclass(frozen=True, slots=True)
class Answer:
    """The state read, its check, and how it was read when that wasn't the text as typed."""

    state: GameState
    result: SbaResult
    reading: str | None = None
    """The board-language line this answer checked, when it isn't the judge's text itself."""
    assumed: tuple[str, ...] = ()
    """What a reading took for granted, said in the answer (keys of the message catalog)."""
    skipped: tuple[str, ...] = field(default=())
    """Words read as carrying no fact, listed under "Board as read"."""
    events: tuple[Told, ...] = field(default=())
    """What the reading took from each event told, shown under "What happened"."""


Check = Callable[[GameState], SbaResult]


def answer(
    text: str,
    cards: CardCatalog | None = None,
    *,
    pick: int | None = None,
    lang: str | None = None,
    layers: bool = False,
    **options: Any,
) -> Answer:
    """The board's answer: from the text as typed when it reads, else from every candidate
    reading; a question (``ChooseReading``) when the candidates part. ``pick`` (1-based) takes
    that question's N-th choice; the choices are listed in the same order every time. ``lang``
    is the reply's language: the natural reader's readings are shown in its board words (the
    text's own language when None). ``layers``: /layers' reading, whose readings also part
    where a traced object's final characteristics differ."""

    def check(state: GameState) -> SbaResult:
        return check_sba(state, **options)

    def outcome(state: GameState, result: SbaResult) -> Outcome:
        return Outcome.of(result, _traced(state) if layers else ())

    command = "layers" if layers else "sba"
    try:
        state = parse_board(text, cards)
        damage_where_it_can_be(state, text)
    except BoardError as refused:
        return _from_candidates(text, cards, refused, check, pick, lang, outcome, command)
    from engine.reading.natural.names import event_in_name

    sentence = event_in_name(state, text, cards)
    if sentence is not None:  # "Opponent Bolts my Tarmogoyf (4/5)": an event, never a name
        return _from_candidates(text, cards, sentence, check, pick, lang, outcome, command)
    result = check(state)
    others = _natural_others(text, cards, check, lang, whole=layers, typed=state)
    if not others:  # nothing else to compare with: no trace to make here (/layers makes its own)
        if pick not in (None, 1):
            raise NoSuchReading(pick=pick or 0, count=1)
        return Answer(state, result)
    typed = outcome(state, result)
    differing = [(c, s, r) for c, s, r in others if outcome(s, r) != typed]
    if differing and len({outcome(s, r) for _, s, r in others}) == 1 and _misnamed(state) and pick is None:
        candidate, natural, checked = others[0]  # the typed text read a phrase as a player's name
        return Answer(natural, checked, candidate.line, candidate.assumed, candidate.skipped)
    if not differing:
        if pick not in (None, 1):
            raise NoSuchReading(pick=pick or 0, count=1)
        return Answer(state, result)
    # The words read two ways that answer differently: the judge picks (the text as typed first).
    found = [(Candidate(text), state, result), *differing]
    if pick is not None:
        if not 1 <= pick <= len(found):
            raise NoSuchReading(pick=pick, count=len(found))
        candidate, chosen, checked = found[pick - 1]
        return Answer(
            chosen,
            checked,
            None if pick == 1 else candidate.line,
            candidate.assumed,
            candidate.skipped,
            () if pick == 1 else candidate.events,
        )
    choices = tuple(Choice(c.line, outcome(s, r)) for c, s, r in found)
    raise ChooseReading(choices=choices, why="board.readings_differ", command=command)


def _misnamed(state: GameState) -> bool:
    """A player named by a word the natural reader reads ("El jugador no activo JNA", "Llevo"):
    the board reader took a sentence's subject, or its verb, as a name."""
    from engine.reading.natural.tagger import lexicon
    from engine.text import fold

    phrases = lexicon().phrases
    return any(
        any((fold(w),) in phrases for w in p.name.split()) for p in state.players if p.name not in _PLAYERS_OF_ANY_BOARD
    )


#: The names the board reader gives the two players of a board that names none.
_PLAYERS_OF_ANY_BOARD = DEFAULT_PLAYERS | {"opponent", "oponente"}


def _natural_others(
    text: str,
    cards: CardCatalog | None,
    check: Check,
    lang: str | None = None,
    *,
    whole: bool = False,
    typed: GameState | None = None,
) -> list[tuple[Candidate, GameState, SbaResult]]:
    """The natural reader's readings of a text the board reader read too, checked (a reading
    that doesn't check is left out: the text as typed stands). A reading whose state is the
    ``typed`` one is that reading again, not checked twice (a list of 300 names)."""
    from engine.reading.natural import natural_readings

    out: list[tuple[Candidate, GameState, SbaResult]] = []
    try:
        reads = list(natural_readings(text, cards, lang=lang, whole=whole))
    except BoardError:
        raise
    except Exception:
        if STRICT:
            raise
        return []  # the natural reader's fault: the text as typed stands
    for read in reads:
        try:
            state = parse_line(read.line, cards)
            damage_where_it_can_be(state, read.line)
        except BoardError:
            continue  # a line the board reader doesn't take: not a reading
        if state == typed:
            continue  # the same board: the same answer
        # a reading that can't be answered without asking (an umbra, an unsaid color) raises its
        # question: neither can the board, whatever the text as typed would answer
        result = check(state)
        out.append((Candidate(read.line, skipped=read.skipped, events=read.events), state, result))
        if len(out) > MAX_READINGS:
            return []
    return out


def _traced(state: GameState) -> tuple[tuple[str, str, str], ...]:
    """What /layers answers of a reading: every object on the battlefield with its final size
    and all its final characteristics, by its card (a reading names cards by their Oracle
    names, the text as typed maybe by their Spanish ones); a question the trace asks is raised."""
    from engine.effects.layers import characteristics
    from engine.effects.model import Layer
    from engine.effects.trace import trace_layers
    from engine.model import Zone

    final = {o.id: o.final for o in trace_layers(state).objects}
    shown = []
    for obj in state.objects:
        if obj.zone is not Zone.BATTLEFIELD:
            continue
        values = final.get(obj.id) or characteristics(obj)
        label = obj.card or obj.name
        if obj.id != obj.name and obj.id.startswith(obj.name):
            label += obj.id[len(obj.name) :]  # "Grizzly Bears #2"
        # compared: what it is, its colors and size, and who controls it where an effect took
        # it from its owner (613.1b); abilities aren't (a reading of "stole it" has no haste that
        # "Act of Treason on it" has, and says as much). Whose it is when the text doesn't say
        # and nothing takes it changes no characteristic /layers answers
        detail = " · ".join(
            f"{k.value}={player_key(v) if k is Layer.CONTROL else v}"
            for k, v in sorted(values.items())
            if k is not Layer.ABILITY and (k is not Layer.CONTROL or player_key(v) != player_key(obj.owner))
        )
        shown.append((label, values.get(Layer.PT_MODIFY, ""), detail))
    return tuple(sorted(shown))


def _from_candidates(
    text: str,
    cards: CardCatalog | None,
    refused: BoardError,
    check: Check,
    pick: int | None,
    lang: str | None = None,
    outcome: Callable[[GameState, SbaResult], Outcome] = lambda state, result: Outcome.of(result),
    command: str = "sba",
) -> Answer:
    """``outcome``: what a reading answers, as the readings are compared (/layers' adds the
    traced characteristics); ``command``: the one asking, said in the question."""
    found: list[tuple[Candidate, GameState, SbaResult, Outcome]] = []
    asked: BoardError | None = None
    why: list[BoardError] = []
    try:
        listed = list(candidates(text, cards, refused, why, lang, whole=command == "layers"))
    except BoardError:
        raise
    except Exception:
        if STRICT:
            raise
        raise refused from None  # the natural reader's fault: the board reader's refusal stands
    for candidate in listed:
        try:
            state = parse_line(candidate.line, cards)
            damage_where_it_can_be(state, candidate.line)
        except BoardError:
            continue  # a line the board reader doesn't take: not a reading
        try:
            result = check(state)
            said = outcome(state, result)
        except BoardError as question:  # this reading can't be answered without asking
            asked = asked or question
            continue
        found.append((candidate, state, result, said))
        if len(found) > MAX_READINGS:
            raise refused  # more readings than are worth checking: the judge says more
    if asked is not None and pick is None:
        raise asked  # one reading asks: so does the board, whatever the others answer
    if not found:
        raise _better(refused, why)
    outcomes = [said for _, _, _, said in found]
    if pick is not None:
        if not 1 <= pick <= len(found):
            raise NoSuchReading(pick=pick, count=len(found))
        candidate, state, result, _ = found[pick - 1]
        return Answer(state, result, candidate.line, candidate.assumed, candidate.skipped, candidate.events)
    if len(set(outcomes)) == 1:
        candidate, state, result, _ = found[0]
        return Answer(state, result, candidate.line, candidate.assumed, candidate.skipped, candidate.events)
    choices = tuple(Choice(c.line, o) for (c, _, _, _), o in zip(found, outcomes, strict=True))
    raise ChooseReading(choices=choices, why=refused.key, column=refused.column, word=refused.word, command=command)


#: The board reader's refusals that say only where its grammar stopped: a question of the
#: natural reader's (a fact not said, or a word it reached further than that) says more.
_GRAMMAR_ONLY = frozenset(
    {"board.syntax", "board.sentence_in_name", "board.nothing_said", "board.question", "board.empty",
     "board.unread_word", "board.name_too_long", "board.missing_subject"}
)  # fmt: skip


def _better(refused: BoardError, why: list[BoardError]) -> BoardError:
    """The question to ask when no reading answered: the natural reader's, when it says what
    is missing, or points at a word further on than the board reader's refusal; else that."""
    if refused.key not in _GRAMMAR_ONLY or not why:
        return refused
    needs = [q for q in why if q.key != "board.natural.unread"]
    if needs:
        return needs[0]
    furthest = max(why, key=lambda q: q.column or 0)
    if refused.column is None or (furthest.column or 0) >= refused.column:
        return furthest
    return refused
