"""The /sba reply after the state-based actions (issue 33): the "Triggered abilities (603)"
section after the rounds, who orders what (603.3b), and the replaced event told in its round,
in English and in Spanish (the printed Spanish text when the card data has it)."""

from __future__ import annotations

import re

from bot.replies.reply import to_text
from bot.replies.sba import sba_reply
from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.sba import check_sba
from tests.bot.replies.test_spanish_replies import ENGLISH

PRINTED = (
    "Siempre que el Artista de la sangre u otra criatura muera, el jugador objetivo pierde 1 vida y tú ganas 1 vida."
)


def reply_text(board: str, lang: str, cards: CardCatalog, spanish: dict[tuple[str, int], str] | None = None) -> str:
    state = parse_board(board, cards)
    return to_text(sba_reply(check_sba(state), lang, spanish=spanish))


def test_603_section_follows_the_rounds_in_english(named_catalog: CardCatalog) -> None:
    text = reply_text("Blood Artist; Grizzly Bears with 2 damage; Young Wolf with 1 damage", "en", named_catalog)
    assert text.index("Round 1") < text.index("Triggered abilities (603)")
    assert "702.93a" in text and "603.6c" in text and "603.3b" in text  # two triggers: who orders them


def test_603_no_section_without_a_trigger_twin(named_catalog: CardCatalog) -> None:
    assert "(603)" not in reply_text("Grizzly Bears with 2 damage", "en", named_catalog)


def test_603_3b_whose_turn_orders_them(named_catalog: CardCatalog) -> None:
    board = "Blood Artist with 1 damage; opponent: Young Wolf with 1 damage; my turn"
    text = reply_text(board, "en", named_catalog)
    assert "Active player: you." in text and "603.3b" in text
    assert text.index("Blood Artist (you)") < text.index("Young Wolf (opponent)")  # APNAP
    spanish = reply_text(
        "Artista de la sangre con 1 de daño; oponente: Lobo joven con 1 de daño; mi turno", "es", named_catalog
    )
    assert "Jugador activo: tú." in spanish


def test_603_3b_one_players_triggers_are_theirs_to_order_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Blood Artist with 1 damage; Grizzly Bears with 2 damage; my turn", "en", named_catalog)
    assert "One player controls them all (you)" in text and "Active player" not in text
    spanish = reply_text("Artista de la sangre con 1 de daño; Osos pardos con 2 de daño", "es", named_catalog)
    assert "Las controla todas un mismo jugador (tú)" in spanish


def test_603_spanish_section_uses_the_printed_text(named_catalog: CardCatalog) -> None:
    text = reply_text(
        "Artista de la sangre; Osos pardos con 2 de daño", "es", named_catalog, {("Blood Artist", 0): PRINTED}
    )
    section = text[text.index("Habilidades disparadas (603)") :].split("\n\n")[0]
    assert PRINTED in section
    assert not {m.group(0) for m in ENGLISH.finditer(section)}, section


def test_603_spanish_without_printed_text_labels_the_oracle_text_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Artista de la sangre; Osos pardos con 2 de daño", "es", named_catalog)
    assert "(texto Oracle) Whenever" in text


def test_614_the_replaced_event_is_told_where_it_happens(named_catalog: CardCatalog) -> None:
    en = reply_text("Grizzly Bears with 3 damage enchanted by Hyena Umbra", "en", named_catalog)
    es = reply_text("Osos pardos con 3 de daño encantados por Umbra de hiena", "es", named_catalog)
    assert re.search(r"704\.5g — .*would be destroyed\.\n.*\n?.*umbra armor \(702\.89a\)", en)
    assert "armadura tótem" in es and "se destruiría" in es
