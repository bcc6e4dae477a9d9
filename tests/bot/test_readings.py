"""/sba when a board reads several ways (issue 31, item 4): one question listing the readings,
each with its outcome, in both languages; ``reading: N`` answers it; the question crosses the
heavy-work child intact; bad picks are localized errors."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.errors import BoardInputError, JuezError
from bot.handlers import Services, heavy
from bot.handlers import sba as handlers
from bot.replies.errors import describe_error
from bot.replies.readings import outcome_text, question_kind, question_reply
from bot.replies.reply import Reply, to_text
from bot.settings import Settings
from engine.board.errors import BoardSyntaxError, LethalNeedsToughness
from engine.cards.catalog import CardCatalog
from engine.effects.errors import ReadingsDiffer
from engine.reading import Choice, ChooseReading, NoSuchReading, Outcome
from engine.reading.candidates import Candidate
from tests.bot.candidate_readings import LETHAL, REFUSED, SURVIVES, offer
from tests.builders import cite

LETHAL_RULE = cite("lethal_damage")


@pytest.fixture
def services(tmp_path: Path) -> Services:
    return Services(Settings(_env_file=None, database_path=tmp_path / "none.sqlite3"), None)  # type: ignore[call-arg]


def ask(services: Services, lang: str = "en", board: str = REFUSED, reading: int | str | None = None) -> Reply:
    return asyncio.run(handlers.sba(services, lang, board=board, reading=reading))


@pytest.mark.parametrize(
    ("lang", "title", "nothing", "how"),
    [
        ("en", "State-based actions", "nothing happens", "`/sba board: … reading: 1`"),
        ("es", "Acciones basadas en estado", "no pasa nada", "`/acciones-estado tablero: … lectura: 1`"),
    ],
)
def test_readings_that_part_are_one_question(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str, title: str, nothing: str, how: str
) -> None:
    """Each reading is a numbered board-language line with its outcome; then how to pick."""
    offer(monkeypatch, LETHAL, SURVIVES)
    reply = ask(services, lang)
    assert reply.title == title
    lines = reply.description.splitlines()
    assert f"1. `{LETHAL}` → {LETHAL_RULE}" in lines and f"2. `{SURVIVES}` → {nothing}" in lines
    assert lines.index(f"1. `{LETHAL}` → {LETHAL_RULE}") < lines.index(f"2. `{SURVIVES}` → {nothing}")
    assert how in lines[-1]
    assert "damge" in reply.description and "^^^^^" in reply.description  # where the words were read
    assert [p.label for p in reply.picks] == [f"1. {LETHAL}", f"2. {SURVIVES}"]
    assert [p.detail for p in reply.picks] == [LETHAL_RULE, nothing]


def test_readings_that_agree_answer_and_say_which_was_read(services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    offer(monkeypatch, LETHAL, "Grizzly Bears 2/2 damage 3")
    reply = ask(services)
    assert not reply.picks and any(LETHAL_RULE in f.value for f in reply.fields)
    shown = to_text(reply)
    assert f"Read as: `{LETHAL}`" in shown


@pytest.mark.parametrize(("reading", "lethal"), [(1, True), ("2", False), (" 1 ", True)])
def test_a_pick_answers_with_that_reading(
    services: Services, monkeypatch: pytest.MonkeyPatch, reading: int | str, lethal: bool
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    reply = ask(services, reading=reading)
    assert not reply.picks
    assert any(LETHAL_RULE in f.value for f in reply.fields) is lethal
    board_as_read = next(f for f in reply.fields if f.name == "Board as read")
    assert board_as_read.value.splitlines()[0] == f"Read as: `{LETHAL if lethal else SURVIVES}`"


def test_a_board_read_as_typed_shows_no_reading_line(services: Services) -> None:
    reply = ask(services, board=LETHAL, reading=1)
    assert "Read as" not in to_text(reply) and LETHAL_RULE in to_text(reply)


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ("Assumed: No state-based actions apply to this board.; natural.unknown", "Skipped (they state no fact): `also`, `on the battlefield`")),
        ("es", ("Supuesto: Ninguna acción basada en estado se aplica a este tablero.; natural.unknown", "Omitido (no dicen ningún hecho): `also`, `on the battlefield`")),
    ],
)  # fmt: skip
def test_board_as_read_lists_what_a_reading_assumed_and_skipped(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str, words: tuple[str, str]
) -> None:
    """Assumptions are catalog keys said in the judge's language (an unknown one as it is)."""
    reading = Candidate(LETHAL, assumed=("sba.nothing", "natural.unknown"), skipped=("also", "on the battlefield"))
    offer(monkeypatch, reading)
    shown = to_text(ask(services, lang))
    assert all(w in shown for w in words), shown


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Assumed: the battlefield is what you told, nothing more (Grizzly Bears counts it"),
        ("es", "Supuesto: en el campo de batalla está lo que contaste, nada más (Grizzly Bears lo cuenta"),
    ],
)
def test_613_a_count_of_the_told_board_is_said_with_the_card_in_the_judges_language(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str, words: str
) -> None:
    """The assumption that the battlefield is what was told names the card that counts it, by
    its printed name in the reply's language."""
    offer(monkeypatch, Candidate(LETHAL, assumed=("board.assumed.closed\tGrizzly Bears",)))
    shown = to_text(ask(services, lang))
    assert words in shown, shown


def test_no_assumptions_no_lines(services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    offer(monkeypatch, LETHAL)
    shown = to_text(ask(services))
    assert "Read as" in shown and "Assumed" not in shown and "Skipped" not in shown


@pytest.mark.parametrize(
    ("lang", "needles"),
    [
        ("en", ("There is no reading 3", "from 1 to 2", "`reading: 1`", "`--reading 1`")),
        ("es", ("No hay lectura 3", "del 1 al 2", "`lectura: 1`", "`--reading 1`")),
    ],
)
def test_a_pick_past_the_readings_says_what_where_and_an_example(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str, needles: tuple[str, ...]
) -> None:
    offer(monkeypatch, LETHAL, SURVIVES)
    with pytest.raises(BoardInputError) as raised:
        ask(services, lang, reading=3)
    assert isinstance(raised.value.error, NoSuchReading)
    message = describe_error(raised.value, lang)
    assert message is not None and all(n in message for n in needles), message
    assert "Grizzly Bears 2/2 damage 2; Rancor" not in message  # its own example, not the board example


def test_a_pick_on_a_board_that_reads_one_way(services: Services) -> None:
    with pytest.raises(BoardInputError) as raised:
        ask(services, board=LETHAL, reading=2)
    message = describe_error(raised.value, "en")
    assert message is not None and "reads one way only" in message and "There is no reading 2" in message


@pytest.mark.parametrize("value", ["x", "0", "-1", "26", "1.5"])
@pytest.mark.parametrize(
    ("lang", "needle"), [("en", "`reading` takes the number"), ("es", "`lectura` lleva el número")]
)
def test_a_reading_that_is_no_number_is_a_localized_error(
    services: Services, value: str, lang: str, needle: str
) -> None:
    with pytest.raises(JuezError) as raised:
        ask(services, lang, board=LETHAL, reading=value)
    message = describe_error(raised.value, lang)
    assert message is not None and needle in message and f"`{value}`" in message


@pytest.mark.parametrize("value", [None, "", "  "])
def test_no_reading_is_no_pick(value: str | None) -> None:
    assert handlers.reading_number(value) is None


def test_the_question_crosses_the_heavy_work_child(services: Services, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check runs in a forked child; the question comes back with its choices intact."""
    assert heavy.CAN_FORK

    async def no_thread(*args: object) -> object:
        raise AssertionError("the job ran on a thread, not in a child")

    monkeypatch.setattr(heavy, "_on_thread", no_thread)
    offer(monkeypatch, LETHAL, SURVIVES)
    with pytest.raises(BoardInputError) as raised:
        asyncio.run(handlers.answered(services, REFUSED))
    error = raised.value.error
    assert isinstance(error, ChooseReading) and raised.value.text == REFUSED
    assert error.choices == (
        Choice(LETHAL, Outcome(rounds=((LETHAL_RULE,),), subjects=(f"0:{LETHAL_RULE}:Grizzly Bears",))),
        Choice(SURVIVES, Outcome(rounds=())),
    )
    assert error.params == {"why": "board.syntax", "count": 2} and error.column == 19 and error.word == "damge"


@pytest.mark.parametrize(
    ("outcome", "en", "es"),
    [
        (Outcome(rounds=()), "nothing happens", "no pasa nada"),
        (Outcome(rounds=(("704.5g",), ("704.5m",))), "704.5g, then 704.5m", "704.5g, luego 704.5m"),
        (Outcome(rounds=(("704.5a", "704.5g", "704.5j"),)), "704.5a, 704.5g and 704.5j", "704.5a, 704.5g y 704.5j"),
        (Outcome(rounds=(), pending=("704.5j",)), "a player's choice is left (704.5j)", "queda la elección de un jugador (704.5j)"),
        (
            Outcome(rounds=(("704.5a",),), losers=("Ana", "Bob")),
            "704.5a; loses the game: Ana, Bob",
            "704.5a; pierde el juego: Ana, Bob",
        ),
        (
            Outcome(rounds=(("704.5a",),), losers=("opponent", "self")),
            "704.5a; loses the game: your opponent, you",
            "704.5a; pierde el juego: tu rival, tú",
        ),
    ],
    ids=["nothing", "two-rounds", "one-round", "pending", "losers", "self-and-opponent"],
)  # fmt: skip
def test_outcomes_in_words(outcome: Outcome, en: str, es: str) -> None:
    assert outcome_text(outcome, "en") == en and outcome_text(outcome, "es-ES") == es


def test_a_question_without_a_place_says_so_without_a_caret() -> None:
    error = ChooseReading(
        choices=(Choice("A 2/2 damage 2", Outcome(rounds=(("704.5g",),))), Choice("A 2/2", Outcome(())))
    )
    reply = question_reply(error, "some natural words", "es")
    assert reply.description.startswith("Las palabras del tablero se pueden leer de 2 maneras")
    assert "```" not in reply.description


def test_long_readings_fit_discord_select_labels() -> None:
    line = "Grizzly Bears 2/2 " + "with 1 damage and " * 20 + "2 damage"
    error = ChooseReading(choices=(Choice(line, Outcome(rounds=(("704.5g",),))), Choice(line + "x", Outcome(()))))
    reply = question_reply(error, line, "en")
    assert all(len(p.label) <= 100 and len(p.detail) <= 100 for p in reply.picks)
    assert reply.picks[0].label.startswith("1. Grizzly Bears") and reply.picks[0].label.endswith("…")
    assert f"`{line}`" in reply.description  # the text keeps the whole line


def test_a_reading_with_a_backtick_stays_one_code_span() -> None:
    error = ChooseReading(
        choices=(Choice("Bears`s 2/2", Outcome(())), Choice("B 2/2 damage 2", Outcome((("704.5g",),))))
    )
    assert "1. `` Bears`s 2/2 `` → nothing happens" in question_reply(error, "", "en").description


@pytest.mark.parametrize(
    ("error", "kind"),
    [
        (BoardInputError(ChooseReading(choices=()), "x"), "choose"),
        (BoardInputError(LethalNeedsToughness(column=1, word="Bears"), "x"), "missing"),
        (BoardInputError(ReadingsDiffer(what="a color"), "x"), "missing"),
        (BoardInputError(BoardSyntaxError(column=1, word="x", expected=(), suggestion=None), "x"), "unreadable"),
        (JuezError("input.too_big", seconds=5), "unreadable"),
    ],
    ids=["choose", "missing-toughness", "missing-effects", "syntax", "too-big"],
)
def test_every_refusal_has_a_kind(error: BaseException, kind: str) -> None:
    assert question_kind(error) == kind


def test_the_reading_errors_have_messages_in_both_languages() -> None:
    """engine.reading's errors live outside engine.board.errors, which the catalog test scans."""
    from bot.catalog import CATALOG

    for key in (ChooseReading.key, NoSuchReading.key, "board.choose_reading.anywhere", "board.no_such_reading.one"):
        assert key in CATALOG["en"] and key in CATALOG["es"], key


@pytest.mark.parametrize(("lang", "needle"), [("en", "power and toughness"), ("es", "fuerza y resistencia")])
def test_a_natural_question_names_the_missing_fact_in_the_judges_language(
    named_catalog: CardCatalog, lang: str, needle: str
) -> None:
    from bot.replies.board_errors import render_board_error
    from engine.reading import answer
    from engine.reading.natural.questions import NaturalQuestion

    with pytest.raises(NaturalQuestion) as asked:
        answer("I Bolted his Goyf.", named_catalog)
    shown = render_board_error(asked.value, "I Bolted his Goyf.", lang)
    assert needle in shown and "Tarmogoyf" in shown
    assert question_kind(asked.value) == "missing"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_choices_with_the_same_rules_name_what_each_destroys(lang: str) -> None:
    """Two readings destroying different creatures by 704.5g: each choice says which one (the
    rule alone would make them look like one answer)."""
    choices = (
        Choice("one", Outcome(rounds=(("704.5g",),), subjects=("0:704.5g:Hill Giant",))),
        Choice("two", Outcome(rounds=(("704.5g",),), subjects=("0:704.5g:Grizzly Bears",))),
    )
    reply = question_reply(ChooseReading(choices=choices, why="board.syntax"), "board", lang)
    assert "→ 704.5g Hill Giant" in (reply.description or "")
    assert "→ 704.5g Grizzly Bears" in (reply.description or "")
    assert [p.detail for p in reply.picks] == ["704.5g Hill Giant", "704.5g Grizzly Bears"]


def test_choices_with_different_rules_show_the_rules_alone() -> None:
    choices = (
        Choice("one", Outcome(rounds=(("704.5g",),), subjects=("0:704.5g:Hill Giant",))),
        Choice("two", Outcome(rounds=())),
    )
    reply = question_reply(ChooseReading(choices=choices, why="board.syntax"), "board", "en")
    assert "→ 704.5g\n" in (reply.description or "")
