"""/sba: read a board, check its state-based actions, answer with every cited rule.

A board whose words allow readings with different answers is answered with one question (issue
31): the readings, each with its outcome. ``reading: N`` (``--reading N``) takes the N-th; the
Discord select menu re-runs ``sba`` with it, so every surface answers a pick the same way.
"""

from __future__ import annotations

from typing import Any

from bot.catalog import t
from bot.errors import BoardInputError, JuezError
from bot.handlers import Services
from bot.handlers.citations import resolver
from bot.handlers.heavy import run_heavy
from bot.handlers.limits import checked
from bot.replies.names import NO_NAMES, ShownNames, quoted_names, shown_names
from bot.replies.names import printed_names as spanish_names
from bot.replies.readings import question_reply
from bot.replies.reply import Field, Reply
from bot.replies.sba import event_cards, sba_reply
from engine.board import BoardError, parse_board
from engine.cards.catalog import CardCatalog
from engine.cards.spanish_shape import spanish_text_ok
from engine.effects.model import LAYER_RULES
from engine.model import GameState
from engine.reading import Answer, ChooseReading, NoSuchReading, answer
from engine.sba import check_sba
from engine.sba.result import SbaResult
from engine.sba.rulings import bearing_rulings, involved_cards

#: The most readings a question offers: a Discord select menu holds 25 options.
MAX_PICK = 25


def read_board(board: str, cards: CardCatalog | None = None) -> GameState:
    """The board as a state; a board that doesn't parse keeps its text for the caret display."""
    try:
        return parse_board(board, cards)
    except BoardError as exc:
        raise BoardInputError(exc, board) from None


async def catalog(services: Services) -> CardCatalog | None:
    """The stored cards as the board reader reads them (None when no cards are stored)."""
    return await services.cards.catalog() if services.cards is not None else None


async def check(services: Services, state: GameState, edition: str | None = None, board: str = "") -> SbaResult:
    return checked_board(state, board, edition=edition, resolver=await resolver(services, edition))


def checked_board(state: GameState, board: str, **options: Any) -> SbaResult:
    """The check; a question the effects engine asks (what a card does, what the board left
    unsaid) reaches the judge as the board reader's questions do."""
    try:
        return check_sba(state, **options)
    except BoardError as exc:
        raise BoardInputError(exc, board) from None


def cited_rules(result: SbaResult) -> tuple[str, ...]:
    """Every rule number the answer cites, in order, for the "show the rules" button."""
    cited = [rule for r in result.rounds for a in r.actions for rule in (a.rule, str(a.params.get("see") or ""))]
    cited += [c.rule for c in result.pending_choices] + [n.rule for n in result.notes]
    if result.effects is not None:  # the layers that changed something, in the order applied
        cited += [
            LAYER_RULES[s.layer]
            for steps in result.effects.steps.values()
            for s in steps
            if s.before != s.after and s.from_effect
        ]
    return tuple(dict.fromkeys(c for c in cited if c))


def reading_number(value: int | str | None) -> int | None:
    """``reading: N`` as typed (the console and the CLI give text): a whole number from 1, or a
    localized error saying what was wrong and showing one that works."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    try:
        number = int(value)
    except (TypeError, ValueError):
        number = 0
    if not 1 <= number <= MAX_PICK:
        raise JuezError("reading.bad_number", value=str(value).strip()[:20], limit=MAX_PICK)
    return number


def answer_board(
    text: str, cards: CardCatalog | None, pick: int | None = None, lang: str | None = None, **options: Any
) -> Answer:
    """Every reading of the board tried, then checked (``engine.reading.answer``); a refusal or
    a question keeps the text, for the caret and for the choices."""
    try:
        return answer(text, cards, pick=pick, lang=lang, **options)
    except BoardError as exc:
        raise BoardInputError(exc, text) from None


async def answered(
    services: Services,
    board: str,
    *,
    pick: int | None = None,
    edition: str | None = None,
    given: GameState | None = None,
    lang: str | None = None,
) -> Answer:
    """The board read and checked off the loop (``run_heavy``), the same for every surface;
    ``given`` is a state read elsewhere (the CLI's ``--state``), checked as it is."""
    cards = await catalog(services) if given is None else None
    numbers = await resolver(services, edition)
    options: dict[str, Any] = {"resolver": numbers} | ({"edition": edition} if edition is not None else {})

    def work() -> Answer:  # reading and checking: killed at the budget
        if given is None:
            return answer_board(board, cards, pick, lang, **options)
        if pick not in (None, 1):
            raise BoardInputError(NoSuchReading(pick=pick or 0, count=1), board)
        return Answer(given, checked_board(given, board, **options))

    return await run_heavy(work)


async def answer_reply(services: Services, lang: str, found: Answer, *, board: bool = True) -> Reply:
    """The answer as a reply: the trace, the card rulings that bear on it and, with ``board``,
    the board as read (and the reading that was checked, when it isn't the text as typed)."""
    result = found.result
    rulings = bearing_rulings(result, await card_rulings(services, involved_cards(result)))
    spanish = await spanish_texts(services, result) if lang == "es" and result.triggers else {}
    printed = await printed_names(services, lang, found)
    names = shown_names(found.state, printed, spanish=lang == "es")
    return sba_reply(
        result,
        lang,
        spanish=spanish,
        board=found.state if board else None,
        cited=cited_rules(result),
        rulings=rulings,
        reading=found.reading,
        assumed=found.assumed,
        skipped=found.skipped,
        events=found.events,
        names=names,
    )


async def sba(services: Services, lang: str, *, board: str = "", reading: int | str | None = None) -> Reply:
    """The answer; when the board's readings part, the question listing them (``Reply.picks``)."""
    text = checked("board", board)
    pick = reading_number(reading)
    try:
        found = await answered(services, text, pick=pick, lang=lang)
    except BoardInputError as exc:
        if isinstance(exc.error, ChooseReading):
            return question_reply(exc.error, text, lang, await reading_names(services, lang, exc.error))
        raise
    return await answer_reply(services, lang, found)


async def reading_names(services: Services, lang: str, question: ChooseReading) -> ShownNames:
    """How a question's readings name their cards: printed in Spanish in a Spanish reply."""
    if lang != "es":
        return NO_NAMES
    quoted = quoted_names(c.reading for c in question.choices)
    return ShownNames(cards=spanish_names(await catalog(services), quoted)) if quoted else NO_NAMES


async def card_rulings(services: Services, names: frozenset[str]) -> dict[str, tuple[tuple[str, str], ...]]:
    """The stored rulings of these cards (Oracle name → (date, text)); no read when there are none
    (most answers name no card that took part in them)."""
    ids = await _card_ids(services, names)
    if not ids or services.cards is None:
        return {}
    stored = await services.cards.storage.cards_by_id(ids)
    return {ids[i]: card.rulings for i, card in stored.items() if card.rulings}


async def _card_ids(services: Services, names: frozenset[str]) -> dict[int, str]:
    """Each name the card catalog knows, by its card's id (none read when no name is given)."""
    cards = await catalog(services) if names else None
    if cards is None:
        return {}
    ids: dict[int, str] = {}
    for name in names:
        found = cards.read(name).card
        if found is not None:
            ids[found.card] = name
    return ids


async def printed_names(services: Services, lang: str, found: Answer) -> dict[str, str]:
    """The name printed in Spanish of each card the answer names (the board's cards, the
    events' and the triggers' sources), for a Spanish reply ("Relámpago hace 3 de daño a …",
    "Elfo de Llanowar tiene 2 de daño…"); none in English (``bot/replies/names.py``)."""
    if lang != "es":
        return {}
    named = [o.card for o in found.state.objects if o.card]
    named += [tr.card for tr in found.result.triggers if tr.card]
    wanted = [*named, *event_cards(found.events)]
    if not wanted:
        return {}
    return spanish_names(await catalog(services), wanted)


async def spanish_texts(services: Services, result: SbaResult) -> dict[tuple[str, int], str]:
    """The printed Spanish text of each triggered ability's paragraph, where the card data has
    it and its paragraphs line up with the Oracle text's one for one (a printing that merged or
    split paragraphs is shown as Oracle text instead of a wrong line)."""
    ids = await _card_ids(services, frozenset(tr.card for tr in result.triggers if tr.card))
    if not ids or services.cards is None:
        return {}
    out: dict[tuple[str, int], str] = {}
    for card_id, card in (await services.cards.storage.cards_by_id(ids)).items():
        face = card.main
        if not face.spanish_text or not spanish_text_ok(face):
            continue
        english = [line for line in (face.text or "").splitlines() if line.strip()]
        printed = [line.strip() for line in face.spanish_text.splitlines() if line.strip()]
        if len(english) == len(printed):
            out.update({(ids[card_id], n): line for n, line in enumerate(printed)})
    return out


async def rule_texts(services: Services, lang: str, numbers: tuple[str, ...]) -> Reply:
    """The full text of every cited rule, in the user's language when we have it."""
    from bot.cr.service import NoEdition

    texts = []
    for number in numbers:
        try:
            view = await services.require_rules().lookup(number, lang=lang)
        except NoEdition:
            return Reply(title=t("sba.rules_text", lang), description=t("cr.no_edition", lang))
        texts.append((number, view.spanish if lang == "es" and view.spanish else view.rule.text))
    return Reply(title=t("sba.rules_text", lang), fields=tuple(Field(n, text) for n, text in texts))
