"""End to end: /layers (/capas) against the fake Discord in en-US, es-ES and es-419: the
command, autocomplete on the board's objects, the rules button, paging and errors."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Started, buttons, text_of

EPHEMERAL = 64
LOCALES = ("en-US", "es-ES", "es-419")
BOARD = "Humility timestamp 1; Opalescence timestamp 2; Grizzly Bears"


@pytest.mark.parametrize("locale", LOCALES)
async def test_layers_in_every_locale(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("layers", {"board": BOARD, "object": "Humility"}, locale=locale))
    text = text_of(body)
    assert body["type"] == 4 and "4/4" in text and "613.4b" in text
    if locale == "en-US":
        assert "layer 7b: effects that set power and/or toughness" in text and "Humility, layer by layer" in text
    else:
        assert "capa 7b: efectos que establecen la fuerza y/o la resistencia" in text
        assert "Humildad, capa por capa" in text and "Opalescencia" in text
    assert any(b["custom_id"] == "juez:rules" for b in buttons(body))


async def test_layers_rules_button_shows_the_cited_rules(with_cards: Started) -> None:
    fake, _ = with_cards
    first = await fake.command("layers", {"board": BOARD, "object": "Humility"}, locale="es-ES")
    await fake.answer(first)
    body = await fake.answer(await fake.click("juez:rules", fake.message_id_of(first), locale="es-ES"))
    assert body["data"]["flags"] & EPHEMERAL and "613.4b" in text_of(body) and "613.7" in text_of(body)


async def test_layers_autocomplete_offers_the_boards_objects(with_cards: Started) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.autocomplete("layers", {"board": BOARD, "object": "Hu"}, "object"))
    assert body["type"] == 8 and [c["value"] for c in body["data"]["choices"]] == ["Humility"]
    body = await fake.answer(
        await fake.autocomplete("layers", {"board": "Grizzly Bears 2/2 damge 2", "object": ""}, "object")
    )
    assert body["data"]["choices"] == []


async def test_layers_errors_are_private_and_localized(with_cards: Started) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("layers", {"board": BOARD, "object": "Tarmogoyf"}, locale="es-419"))
    assert body["data"]["flags"] & EPHEMERAL and "Tarmogoyf" in text_of(body) and "objeto:" in text_of(body)
    body = await fake.answer(await fake.command("layers", {"board": "Grizzly Bears 2/2 damge 2"}))
    assert body["data"]["flags"] & EPHEMERAL and "damge" in text_of(body)


async def test_long_traces_are_paginated(with_cards: Started) -> None:
    fake, _ = with_cards
    board = "Humility timestamp 1; Opalescence timestamp 2; " + "; ".join(
        f"Grizzly Bears #{n} with a +1/+1 counter" for n in range(1, 31)
    )
    first = await fake.command("layers", {"board": board})
    body = await fake.answer(first)
    assert "Page 1/" in text_of(body)
    page = await fake.answer(await fake.click("juez:page:next", fake.message_id_of(first)))
    assert page["type"] == 7 and "Page 2/" in text_of(page)
