"""The reply says what it took from each event told (issue 32, item 2): a "What happened" /
"Lo que pasó" section with the message, the rule and the change, from the shared handler and
renderer (embed, console) and in ``juez sba --json``; none when the board was read as typed."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot.handlers import Services
from bot.handlers import sba as handlers
from bot.replies.reply import Reply, to_text
from bot.replies.sba import event_cards, event_lines, event_text
from bot.settings import Settings
from bot.terminal.cli import main
from engine.reading.candidates import Candidate
from engine.reading.natural.story import Told
from tests.bot.candidate_readings import LETHAL, REFUSED, offer

BOLT = Told(
    "damage",
    (("source", "Lightning Bolt"), ("amount", "3"), ("target", "Grizzly Bears")),
    "120.3e",
    "Grizzly Bears: 3 damage",
)
STOLEN = Told(
    "control.eot.spell",
    (("source", "Threaten"), ("target", "Thalia"), ("player", "Ana")),
    "613.1b",
    "Thalia: controlled by Ana",
)
EVENTS = {
    "en": (
        "What happened",
        "Lightning Bolt deals 3 damage to Grizzly Bears (120.3e) → Grizzly Bears: 3 damage",
        "Threaten: control of Thalia goes to Ana until end of turn (613.1b) → Thalia: controlled by Ana",
    ),
    "es": (
        "Lo que pasó",
        "Lightning Bolt hace 3 de daño a Grizzly Bears (120.3e) → Grizzly Bears: 3 damage",
        "Threaten: el control de Thalia pasa a Ana hasta el final del turno (613.1b) → Thalia: controlled by Ana",
    ),
}  # fmt: skip


@pytest.fixture
def services(tmp_path: Path) -> Services:
    return Services(Settings(_env_file=None, database_path=tmp_path / "none.sqlite3"), None)  # type: ignore[call-arg]


def ask(services: Services, lang: str) -> Reply:
    return asyncio.run(handlers.sba(services, lang, board=REFUSED))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_event_is_shown_with_its_rule_and_change_in_order(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    offer(monkeypatch, Candidate(LETHAL, events=(BOLT, STOLEN)))
    reply = ask(services, lang)
    title, bolt, stolen = EVENTS[lang]
    field = next(f for f in reply.fields if f.name == title)
    assert field.value.splitlines()[:2] == [bolt, stolen]
    names = [f.name for f in reply.fields]
    assert names.index(title) == names.index("Board as read" if lang == "en" else "Tablero leído") - 1
    assert bolt in to_text(reply)  # the console renders the same reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_reading_without_events_has_no_section_twin(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    offer(monkeypatch, Candidate(LETHAL))
    shown = to_text(ask(services, lang))
    assert EVENTS[lang][0] not in shown and ("Read as" in shown or "Leído como" in shown)


def test_event_lines_are_localized_messages_of_the_catalog() -> None:
    assert event_lines([BOLT], "en") == [EVENTS["en"][1]]
    assert event_lines([BOLT], "es") == [EVENTS["es"][1]]


def test_a_spanish_message_names_cards_as_printed_keeping_a_copys_label() -> None:
    """The message says the printed name it is given; the change keeps the reading's words."""
    told = Told(
        "control",
        (("source", ""), ("target", "Thalia, Guardian of Thraben #1"), ("player", "ti")),
        "613.1b",
        "Thalia, Guardian of Thraben #1: controlado por tú",
    )
    names = {"Thalia, Guardian of Thraben": "Thalia, guardiana de Thraben", "Lightning Bolt": "Relámpago"}
    assert event_text(told, "es", names) == "el control de Thalia, guardiana de Thraben #1 pasa a ti"
    assert event_lines([BOLT], "es", names) == [EVENTS["es"][1].replace("Lightning Bolt", "Relámpago", 1)]
    assert event_text(told, "es", {}) == "el control de Thalia, Guardian of Thraben #1 pasa a ti"  # twin
    assert event_cards([told, BOLT]) == {"Thalia, Guardian of Thraben", "Lightning Bolt", "Grizzly Bears"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_juez_sba_json_carries_the_events(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    offer(monkeypatch, Candidate(LETHAL, events=(BOLT,)))
    code = main(["sba", REFUSED, "--json", "--lang", lang])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and data["reading"]["line"] == LETHAL
    assert data["events"] == [
        {"text": EVENTS[lang][1].split(" (")[0], "rule": "120.3e", "result": "Grizzly Bears: 3 damage", "key": "damage"}
    ]


def test_juez_sba_json_has_no_events_for_a_board_as_typed(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["sba", LETHAL, "--json"])
    data = json.loads(capsys.readouterr().out)
    assert code == 0 and "events" not in data and "reading" not in data


@pytest.mark.parametrize(
    ("edition", "noted"),
    [("2026-04-17", False), ("2026-01-16", False), ("2017-08-25", True)],
    ids=["same-edition", "same-numbers", "older-edition"],
)
def test_an_answer_under_another_edition_says_which_the_events_numbers_are_from(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, edition: str, noted: bool
) -> None:
    """In 2017 701.8a was discard: an answer numbered by it says the events' numbers are 2026's."""
    offer(monkeypatch, Candidate(LETHAL, events=(BOLT,)))
    code = main(["sba", REFUSED, "--edition", edition])
    out = capsys.readouterr().out
    assert code == 0 and EVENTS["en"][1] in out
    assert ("rule numbers are those of the Comprehensive Rules of April 17, 2026" in out) is noted


def test_the_json_says_which_edition_numbers_the_events(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    offer(monkeypatch, Candidate(LETHAL, events=(BOLT,)))
    main(["sba", REFUSED, "--json", "--edition", "2017-08-25"])
    data = json.loads(capsys.readouterr().out)
    assert data["edition"] == "2017-08-25" and data["events_edition"] == "2026-04-17"
