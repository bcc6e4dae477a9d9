"""/layers: read a board, trace continuous effects layer by layer, answer with every cited rule."""

from __future__ import annotations

from dataclasses import dataclass

from bot.errors import BoardInputError
from bot.handlers import Services
from bot.handlers.citations import resolver
from bot.handlers.heavy import run_heavy
from bot.handlers.limits import checked
from bot.handlers.sba import catalog, read_board
from bot.replies.layers import cited_rules, layers_reply
from bot.replies.names import printed_names, shown_names
from bot.replies.reply import Reply
from bot.replies.sba import event_cards, event_lines, reading_lines
from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.trace import LayersTrace, trace_layers
from engine.model import GameState
from engine.reading import ChooseReading, answer
from engine.reading.natural.names import event_in_name
from engine.reading.natural.story import Told
from engine.sba import check_sba


def traced(state: GameState, board: str, wanted: str | None) -> LayersTrace:
    """The trace; a question (an object the board lacks, too much unsaid) reaches the judge as
    the board reader's questions do, with the board for the caret."""
    try:
        return trace_layers(state, wanted)
    except BoardError as exc:
        raise BoardInputError(exc, board) from None


def sba_pending(state: GameState) -> bool:
    """Whether /sba would find something to do: the trace then points there. A board /sba
    would ask about is not said to have actions pending."""
    try:
        result = check_sba(state)
    except BoardError:
        return False
    return bool(result.rounds or result.pending_choices)


def object_names(state: GameState, cards: CardCatalog | None, lang: str) -> dict[str, str]:
    """Object id → the name a reply shows: in Spanish, a card's printed Spanish name, the one
    function every Spanish reply names cards with (``bot/replies/names.py``)."""
    if lang != "es" or cards is None:
        return {}
    names = shown_names(state, printed_names(cards, (o.card for o in state.objects if o.card)), spanish=True)
    return {obj.id: names.object(obj.id) for obj in state.objects if obj.id in names.objects}


async def spanish_subtypes(services: Services, state: GameState, cards: CardCatalog | None) -> dict[str, str]:
    """English subtype (lower case) → the word printed on Spanish cards, paired from every
    stored printed type line (``CardService.spanish_subtypes``): a quality such as "protection
    from Demons" names a type no card on the board has."""
    if cards is None or services.cards is None:
        return {}
    return {english.casefold(): spanish for english, spanish in (await services.cards.spanish_subtypes()).items()}


async def layers(
    services: Services, lang: str, *, board: str = "", object: str | None = None, edition: str | None = None
) -> Reply:
    text = checked("board", board)
    wanted = checked("name", object).strip() or None if object is not None else None
    cards = await catalog(services)
    found = await run_heavy(lambda: read_for_layers(text, cards, lang))
    return await layers_answer(services, lang, found.state, text, wanted, edition, cards, read=found)


@dataclass(frozen=True, slots=True)
class Read:
    """The board /layers traces, and how it was read when that wasn't the text as typed."""

    state: GameState
    reading: str | None = None
    assumed: tuple[str, ...] = ()
    skipped: tuple[str, ...] = ()
    events: tuple[Told, ...] = ()


def read_for_layers(board: str, cards: CardCatalog | None, lang: str) -> Read:
    """/layers reads what /sba reads: the board as typed, else every reading of the natural
    reader, each traced. All alike: that reading, shown as read; they part: a question whose
    choices are board-language lines the judge gives back as the board. A board as typed that
    only /sba would ask about (an unsaid color) is traced as typed: the trace shows each reading."""
    try:
        typed: GameState | None = parse_board(board, cards)
    except BoardError:
        typed = None
    if (
        typed is not None
        and event_in_name(typed, board, cards) is None
        and not _natural_others(board, cards, lang, typed)
    ):
        return Read(typed)  # nothing else to compare it with: no check needed here
    try:
        found = answer(board, cards, lang=lang, layers=True)
    except ChooseReading as question:
        raise BoardInputError(question, board) from None
    except BoardError as exc:
        if typed is None or not _sba_asks(typed):
            raise BoardInputError(exc, board) from None  # a reading's own question stands
        return Read(typed)  # /sba's question about the board as typed: the trace shows each reading
    return Read(found.state, found.reading, found.assumed, found.skipped, found.events)


def _sba_asks(state: GameState) -> bool:
    try:
        check_sba(state)
    except BoardError:
        return True
    return False


def _natural_others(board: str, cards: CardCatalog | None, lang: str, typed: GameState) -> bool:
    """Whether the natural reader reads the text as another board than the one typed (a fault,
    a question, a line the board reader doesn't take, or the same board again: no)."""
    from engine.reading.natural import natural_readings, parse_line

    try:
        for read in natural_readings(board, cards, [], lang=lang, whole=True):
            try:
                if parse_line(read.line, cards) != typed:
                    return True
            except BoardError:
                continue
    except Exception:  # its question or its fault: the text as typed stands, as in /sba
        return False
    return False


async def layers_answer(
    services: Services,
    lang: str,
    state: GameState,
    board: str,
    wanted: str | None,
    edition: str | None,
    cards: CardCatalog | None,
    *,
    read: Read | None = None,
) -> Reply:
    """The reply for a board already read (typed or a JSON state): every surface's one path.
    ``read``: how the board was read when that wasn't the text as typed, shown above the trace."""
    numbers = await resolver(services, edition)
    trace, pending = await run_heavy(lambda: (traced(state, board, wanted), sba_pending(state)))
    spanish = lang == "es"
    as_read: list[str] = []
    if read is not None and read.reading is not None:
        said = [*(o.card for o in state.objects if o.card), *event_cards(read.events)]
        names = shown_names(state, printed_names(cards, said) if spanish else {}, spanish=spanish)
        as_read = reading_lines(read.reading, read.assumed, read.skipped, lang, names)
        as_read += event_lines(read.events, lang, names.cards)
    return layers_reply(
        trace,
        lang,
        board=state,
        names=object_names(state, cards, lang),
        subtypes=await spanish_subtypes(services, state, cards) if spanish else None,
        sba_pending=pending,
        edition=numbers.edition,
        cited=cited_rules(trace),
        read_as=tuple(as_read),
    )


async def object_choices(services: Services, board: str, current: str, limit: int) -> list[str]:
    """The board's objects whose names hold what the judge is typing, for autocomplete; none
    while the board doesn't read."""
    if not board.strip() or len(board) > 4_000:
        return []
    cards = await catalog(services)

    def names() -> list[str]:
        try:
            state = read_board(board, cards)
        except BoardInputError:
            return []
        return list(dict.fromkeys(o.id for o in state.objects))

    found = await run_heavy(names)
    typed = current.casefold().strip()
    return [n for n in found if typed in n.casefold()][:limit]
