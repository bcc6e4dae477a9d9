"""End to end: a board whose readings part gets one question with a select menu; only the asker
may pick, and the pick answers in place (issue 31, item 4), in en-US and es-ES.

The boards are real: a name two sample cards answer to, whose cards part on the answer
(Mystic Crusader is a 2/1 and dies of 2 damage, Mystic Enforcer doesn't; Karn, Silver Golem is
a 4/4 creature, Karn, the Great Creator a planeswalker).
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from bot.discord import views
from tests.e2e.conftest import Started, buttons, text_of

EPHEMERAL = 64
MENU = "juez:sba:reading"
OTHER = "800000000000000099"

CASES = [
    pytest.param(
        "en-US",
        "Karn with 4 damage",
        ('"Karn, Silver Golem" with 4 damage', '"Karn, the Great Creator" with 4 damage'),
        ("Which one do you mean?", "704.5g", "nothing happens", "Pick the reading", "`reading: N`"),
        ("Only the person who asked", "Read as", "expired"),
        id="en-US",
    ),
    pytest.param(
        "es-ES",
        "Cruzado místico con 2 de daño",
        ('"Mystic Crusader" con 2 de daño', '"Mystic Enforcer" con 2 de daño'),
        (
            "¿Cuál quieres decir?",
            "704.5g",
            "no pasa nada",
            "Elige la lectura",
            "`lectura: N`",
            "/acciones-estado tablero:",
        ),
        ("Solo quien preguntó", "Leído como", "caducado"),
        id="es-ES",
    ),
]


def menu_of(body: dict[str, Any]) -> dict[str, Any] | None:
    return next((c for c in buttons(body) if c.get("custom_id") == MENU), None)


async def registered(bot: Any, message_id: str) -> None:
    """The question's view is stored once its command's callback returns."""
    store = bot._connection._view_store
    for _ in range(100):
        if (3, MENU) in store._views.get(int(message_id), {}):
            return
        await asyncio.sleep(0.02)
    raise AssertionError("the question's menu was never registered")


@pytest.mark.parametrize(("locale", "board", "readings", "asked", "said"), CASES)
async def test_a_question_with_choices_and_a_pick_in_place(
    with_cards: Started,
    locale: str,
    board: str,
    readings: tuple[str, str],
    asked: tuple[str, ...],
    said: tuple[str, str, str],
) -> None:
    fake, bot = with_cards
    refused, read_as, expired = said
    first = await fake.command("sba", {"board": board}, locale=locale)
    question = await fake.answer(first)
    text = text_of(question) + str(question["data"].get("components"))
    assert question["type"] == 4 and not question["data"].get("flags", 0) & EPHEMERAL
    assert all(needle in text for needle in asked), text
    assert f"1. `{readings[0]}` → 704.5g" in text_of(question)
    menu = menu_of(question)
    assert menu is not None and menu["type"] == 3
    assert [(o["value"], o["label"]) for o in menu["options"]] == [
        ("1", f"1. {readings[0]}"),
        ("2", f"2. {readings[1]}"),
    ]
    assert menu["options"][0]["description"] == "704.5g"
    message = fake.message_id_of(first)
    await registered(bot, message)

    intruder = await fake.answer(await fake.select(MENU, message, ["1"], user_id=OTHER, locale=locale))
    assert intruder["data"]["flags"] & EPHEMERAL and refused in intruder["data"]["content"]
    assert not [r for r in fake.records if r.kind == "edit"]  # nobody else's pick changed the question

    pick = await fake.select(MENU, message, ["1"], locale=locale)
    acknowledged = await fake.answer(pick)
    assert acknowledged["type"] == 6  # a deferred update: the answer replaces the question
    edit = await fake.answer(pick, kind="edit")
    answer = text_of(edit)
    assert "704.5g" in answer and f"{read_as}: `{readings[0]}`" in answer, answer
    assert menu_of(edit) is None and any(b["custom_id"] == "juez:rules" for b in buttons(edit))
    assert not [r for r in fake.records if r.interaction_id == pick and r.kind == "followup"]  # no new message

    again = await fake.answer(await fake.select(MENU, message, ["2"], locale=locale))
    assert again["data"]["flags"] & EPHEMERAL and expired in again["data"]["content"]


async def test_the_other_pick_gives_the_other_answer(with_cards: Started) -> None:
    fake, bot = with_cards
    first = await fake.command("sba", {"board": "Cruzado místico con 2 de daño"}, locale="es-ES")
    await fake.answer(first)
    message = fake.message_id_of(first)
    await registered(bot, message)
    pick = await fake.select(MENU, message, ["2"], locale="es-ES")
    edit = await fake.answer(pick, kind="edit")
    assert "Ninguna acción basada en estado" in text_of(edit) and "Mystic Enforcer" in text_of(edit)
    assert "704.5g" not in text_of(edit)


@pytest.mark.parametrize(("reading", "needle"), [(1, "704.5g"), (2, "Ninguna acción basada en estado")])
async def test_reading_option_answers_at_once(with_cards: Started, reading: int, needle: str) -> None:
    fake, _ = with_cards
    first = await fake.command("sba", {"board": "Cruzado místico con 2 de daño", "reading": reading}, locale="es-ES")
    body = await fake.answer(first)
    assert needle in text_of(body) and menu_of(body) is None and "Leído como" in text_of(body)


async def test_a_reading_past_the_choices_is_a_localized_error(with_cards: Started) -> None:
    fake, _ = with_cards
    first = await fake.command("sba", {"board": "Cruzado místico con 2 de daño", "reading": 5}, locale="es-ES")
    body = await fake.answer(first)
    assert body["data"]["flags"] & EPHEMERAL and "No hay lectura 5" in text_of(body) and "lectura: 1" in text_of(body)


async def test_a_question_pushed_out_of_the_live_views_says_it_expired(
    with_cards: Started, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, bot = with_cards
    monkeypatch.setattr(views.LIVE_VIEWS, "limit", 1)
    first = await fake.command("sba", {"board": "Karn with 4 damage"})
    await fake.answer(first)
    await registered(bot, fake.message_id_of(first))
    second = await fake.command("sba", {"board": "Karn with 4 damage"}, user_id="800000000000000002")
    await fake.answer(second)
    await registered(bot, fake.message_id_of(second))
    stale = await fake.answer(await fake.select(MENU, fake.message_id_of(first), ["1"]))
    assert stale["data"]["flags"] & EPHEMERAL and "expired" in stale["data"]["content"]
