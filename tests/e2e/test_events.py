"""End to end: /sba (/acciones-estado) on a board told as events, in en-US and es-ES: the reply
says what it took from each event, with the rule and the change ("What happened" / "Lo que
pasó"), before the board it left; a board as typed has no such section (issue 32)."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import Started, text_of

CASES = [
    pytest.param(
        "en-US",
        "Opponent Bolts my Grizzly Bears.",
        ("What happened", "Lightning Bolt deals 3 damage to Grizzly Bears (120.3e) → Grizzly Bears: 3 damage"),
        "Lo que pasó",
        id="en-US",
    ),
    pytest.param(
        "es-ES",
        "El rival le tira un Relámpago a mis Osos pardos.",
        ("Lo que pasó", "Relámpago hace 3 de daño a Osos pardos (120.3e) → Osos pardos: 3 de daño"),
        "What happened",
        id="es-ES",
    ),
]


@pytest.mark.parametrize(("locale", "board", "said", "other"), CASES)
async def test_120_3_the_reply_says_what_it_took_from_each_event(
    with_cards: Started, locale: str, board: str, said: tuple[str, str], other: str
) -> None:
    fake, _ = with_cards
    body = await fake.answer(await fake.command("sba", {"board": board}, locale=locale))
    text = text_of(body)
    assert body["type"] == 4 and "704.5g" in text
    assert all(needle in text for needle in said), text
    assert other not in text
    assert text.index(said[0]) < text.index("`")  # before the board as read


@pytest.mark.parametrize(
    ("locale", "board"),
    [("en-US", "Grizzly Bears with 3 damage"), ("es-ES", "Osos pardos con 3 de daño")],
    ids=["en-US", "es-ES"],
)
async def test_a_board_as_typed_has_no_events_section_twin(with_cards: Started, locale: str, board: str) -> None:
    fake, _ = with_cards
    text = text_of(await fake.answer(await fake.command("sba", {"board": board}, locale=locale)))
    assert "704.5g" in text and "What happened" not in text and "Lo que pasó" not in text
