"""End to end: /sba (/acciones-estado) against the fake Discord, in en-US and es-ES, on boards
whose answer goes on after the state-based actions: the "Triggered abilities (603)" section,
with the printed Spanish text in Spanish, and the replaced event told where it happens."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Started, text_of

BLOOD = {
    "en-US": "Blood Artist with 1 damage; Grizzly Bears with 2 damage",
    "es-ES": "Artista de la sangre con 1 de daño; Osos pardos con 2 de daño",
}


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_603_triggered_abilities_section_in_each_locale(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("sba", {"board": BLOOD[locale]}, locale=locale))
    text = text_of(body)
    assert body["type"] == 4 and "704.5g" in text and text.count("603.10a") == 2
    if locale == "en-US":
        assert "Triggered abilities (603)" in text and "another creature dies" in text
        assert "Habilidades" not in text
    else:
        assert "Habilidades disparadas (603)" in text
        assert "Siempre que el Artista de la sangre u otra criatura muera" in text  # as printed
        assert "another creature dies" not in text and "603.3b" in text


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_603_no_section_when_nothing_triggers_twin(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    board = "Grizzly Bears with 2 damage" if locale == "en-US" else "Osos pardos con 2 de daño"
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "704.5g" in text and "(603)" not in text


@pytest.mark.parametrize(
    ("locale", "board", "said"),
    [
        (
            "en-US",
            "you: Kalitas, Traitor of Ghet; opponent: Grizzly Bears with 2 damage",
            "a token is created: Zombie 2/2",
        ),
        ("es-ES", "tú: Kalitas, traidor de Ghet; oponente: Osos pardos con 2 de daño", "se crea una ficha: Zombie 2/2"),
    ],
)
async def test_614_the_replaced_event_is_told_in_its_round(
    with_cards: Started, locale: str, board: str, said: str
) -> None:
    fake, _ = with_cards
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "704.5g" in text and "614.1a" in text and said in text and "(603)" not in text


KEFNET = {
    "en-US": "God-Eternal Kefnet with 5 damage; Rest in Peace",
    "es-ES": "Kefnet, dios eterno con 5 de daño; Descanse en paz",
}


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_603_dies_or_is_put_into_exile_sees_rest_in_peace_s_exile(with_cards: Started, locale: str) -> None:
    """Rest in Peace exiles Kefnet instead (614.1a): it never dies, yet "dies or is put into
    exile from the battlefield" triggers; the section says so, with the printed Spanish text."""
    fake, _ = with_cards
    text = text_of(await fake.answer(await fake.command("sba", {"board": KEFNET[locale]}, locale=locale)))
    assert "704.5g" in text and "614.1a" in text and "603.10a" in text
    if locale == "en-US":
        assert "Triggered abilities (603)" in text and "dies or is put into exile" in text
    else:
        assert "Habilidades disparadas (603)" in text and "muera o vaya al exilio desde el campo de batalla" in text


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_603_afterlife_in_each_locale(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    board = "Imperious Oligarch with 1 damage" if locale == "en-US" else "Oligarca autoritaria con 1 de daño"
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "702.135a" in text and ("Afterlife 1" in text if locale == "en-US" else "Ultratumba 1" in text)


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_603_afterlife_nothing_dies_no_section_twin(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    board = (
        "Imperious Oligarch; God-Eternal Kefnet with 4 damage"
        if locale == "en-US"
        else ("Oligarca autoritaria; Kefnet, dios eterno con 4 de daño")
    )
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "(603)" not in text and "702.135a" not in text


@pytest.mark.parametrize(
    ("locale", "said", "not_said"),
    [
        ("en-US", "Blood Artist (you) · round 1 · Grizzly Bears", "Artista de la sangre"),
        ("es-ES", "Artista de la sangre (tú) · ronda 1 · Osos pardos", "Blood Artist (tú)"),
    ],
)
async def test_603_the_section_names_cards_in_the_reply_s_language(
    with_cards: Started, locale: str, said: str, not_said: str
) -> None:
    """The same board typed with Oracle names: a Spanish reply names the cards as printed in
    Spanish (the trigger's source and what died, the rounds, the board as read), an English one
    by their Oracle names."""
    fake, _ = with_cards
    board = "Blood Artist with 1 damage; Grizzly Bears with 2 damage"
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert said in text and not_said not in text


THALIAS = "Thalia, Guardian of Thraben x2"


@pytest.mark.parametrize(
    ("locale", "said"),
    [
        ("en-US", "Whichever one you don't keep is put into exile instead of its owner's graveyard (Rest in Peace's"),
        (
            "es-ES",
            "El que no conserves va al exilio en vez de al cementerio de su propietario (efecto de reemplazo de Descanse en paz",
        ),
    ],
)
async def test_614_1a_the_pending_legend_choice_says_the_one_not_kept_is_exiled(
    with_cards: Started, locale: str, said: str
) -> None:
    fake, _ = with_cards
    board = f"{THALIAS}; Rest in Peace"
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "704.5j" in text and said in text


@pytest.mark.parametrize("locale", ["en-US", "es-ES"])
async def test_614_1a_no_rest_in_peace_nothing_under_the_choice_twin(with_cards: Started, locale: str) -> None:
    fake, _ = with_cards
    text = text_of(await fake.answer(await fake.command("sba", {"board": THALIAS}, locale=locale)))
    assert "704.5j" in text and "614.1a" not in text
