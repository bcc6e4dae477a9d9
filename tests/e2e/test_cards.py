"""End to end: /card, card names in /sba and /mana card:, in en-US, es-ES and es-419."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Started, buttons, text_of

EPHEMERAL = 64
LOCALES = ("en-US", "es-ES", "es-419")


@pytest.mark.parametrize("locale", LOCALES)
async def test_card_by_spanish_name_in_every_locale(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("card", {"name": "osos pardos"}, locale=locale))
    text = text_of(body)
    assert body["type"] == 4 and "2/2" in text and "MTGJSON" in text
    if locale == "en-US":
        assert "Grizzly Bears" in text and "Creature — Bear" in text
    else:
        assert "Osos pardos (Grizzly Bears)" in text and "Criatura — Oso" in text
    ids = {b["custom_id"] for b in buttons(body)}
    assert {"juez:card:rulings", "juez:card:legalities"} <= ids


async def test_rulings_and_legalities_buttons(with_cards: Started) -> None:
    fake, _ = with_cards
    first = await fake.command("card", {"name": "Thalia, Guardian of Thraben"}, locale="es-ES")
    await fake.answer(first)
    rulings = await fake.answer(await fake.click("juez:card:rulings", fake.message_id_of(first), locale="es-ES"))
    assert rulings["data"]["flags"] & EPHEMERAL and "Resoluciones" in text_of(rulings)
    legal = await fake.answer(await fake.click("juez:card:legalities", fake.message_id_of(first), locale="es-ES"))
    assert "Legacy" in text_of(legal) and "legal" in text_of(legal)


async def test_card_autocomplete_offers_spanish_and_english_names(with_cards: Started) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.autocomplete("card", {"name": "osos pard"}, "name", locale="es-ES"))
    choices = body["data"]["choices"]
    assert choices and choices[0]["value"] == "Grizzly Bears" and "Osos pardos" in choices[0]["name"]
    assert all(len(c["name"]) <= 100 for c in choices)


async def test_unknown_card_is_a_private_error_with_the_nearest(with_cards: Started) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("card", {"name": "Grizzly Bearz Supreme"}))
    assert body["data"]["flags"] & EPHEMERAL and "Grizzly Bears" in text_of(body) + (body["data"].get("content") or "")


@pytest.mark.parametrize(
    ("locale", "board", "shown", "not_shown"),
    [
        ("en-US", "Grizzly Bears with 2 damage", "/card name: Grizzly Bears", "Osos pardos"),
        ("es-ES", "Osos pardos con 2 de daño", "/carta nombre: Osos pardos", "Grizzly Bears"),
        ("es-419", "dos Osos pardos con 2 de daño", "/carta nombre: Osos pardos", "Grizzly Bears"),
        ("es-ES", "Grizzly Bears con 2 de daño", "Osos pardos tiene 2 de daño", "Grizzly Bears"),
    ],
)
async def test_sba_reads_card_names(with_cards: Started, locale: str, board: str, shown: str, not_shown: str) -> None:
    """The card is read by either name; a Spanish reply names it as printed in Spanish (its
    /carta link too), an English one by its Oracle name."""
    fake, _ = with_cards
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "704.5g" in text and shown in text and not_shown not in text


async def test_mana_card_classifies_every_ability(with_cards: Started) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("mana", {"card": "Elfos de Llanowar"}, locale="es-419"))
    text = text_of(body)
    assert "Elfos de Llanowar (Llanowar Elves)" in text and "605.1a" in text and "habilidad de maná" in text


async def test_mana_ability_given_a_card_name_answers_for_the_card(with_cards: Started) -> None:
    fake, _ = with_cards
    text = text_of(await fake.answer(await fake.command("mana", {"ability": "Llanowar Elves"})))
    assert "Llanowar Elves" in text and "605.1a" in text and "static ability" not in text


async def test_carta_in_spanish_gives_the_oracle_type_line_and_labels_the_printed_one(with_cards: Started) -> None:
    """Issue 35: Jace, the Mind Sculptor printed "Planeswalker — Jace" before planeswalkers were
    legendary; a judge checking the legend rule in Spanish reads the Oracle line."""
    fake, _ = with_cards
    body = await fake.answer(await fake.command("card", {"name": "Jace, el escultor mental"}, locale="es-ES"))
    text = text_of(body)
    assert "Planeswalker legendario — Jace" in text and "Línea de tipo impresa:" in text
    english = text_of(await fake.answer(await fake.command("card", {"name": "Jace, the Mind Sculptor"})))
    assert "Legendary Planeswalker — Jace" in english and "legendario" not in english


async def test_fallo_reads_a_spanish_card_name_in_the_query(with_cards: Started) -> None:
    fake, _ = with_cards
    body = await fake.answer(
        await fake.command("ruling", {"card": "Humildad", "query": "Opalescencia"}, locale="es-ES")
    )
    text = text_of(body)
    assert "Resoluciones: Humildad (Humility)" in text and "two Opalescences" in text
    near = await fake.answer(
        await fake.command("ruling", {"card": "Humildad", "query": "Opalescenciaz"}, locale="es-ES")
    )
    assert "Ninguna resolución" in text_of(near)
