"""Values a board can state, and the reason for every "?" it can't (issue 34, items 4 and 5):
a life total for Serra Ascendant, a power its text counts (Zendikar Incarnate), a mana value no
card gives; through the handler path every surface shares, English and Spanish."""

from __future__ import annotations

import pytest

from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from bot.replies.layers import layers_reply
from bot.replies.reply import to_text
from engine.cards.catalog import CardCatalog
from engine.effects.trace import LayersTrace


def trace(board: str, cards: CardCatalog, wanted: str | None = None) -> LayersTrace:
    return traced(read_board(board, cards), board, wanted)


def final(found: LayersTrace) -> dict[str, str]:
    return {layer.value: value for layer, value in found.objects[0].final.items()}


@pytest.mark.parametrize("board", ["Serra Ascendant; me: 30 life", "Ascendente de Serra; yo: 30 vidas"])
def test_613_serra_ascendant_with_30_life_is_a_6_6_flier(board: str, named_catalog: CardCatalog) -> None:
    found = trace(board, named_catalog, "Serra Ascendant")
    assert not found.deciding and not found.objects[0].alternatives
    assert final(found)["7c"] == "6/6" and "flying" in final(found)["6"]


def test_613_serra_ascendant_with_29_life_twin_stays_1_1(named_catalog: CardCatalog) -> None:
    found = trace("Serra Ascendant; me: 29 life", named_catalog, "Serra Ascendant")
    assert not found.deciding and final(found)["7c"] == "1/1"


def test_613_serra_ascendant_life_unsaid_is_asked_naming_it(named_catalog: CardCatalog) -> None:
    found = trace("Serra Ascendant", named_catalog, "Serra Ascendant")
    assert found.deciding and found.objects[0].alternatives
    assert "30 or more life" in to_text(layers_reply(found, "en", board=read_board("Serra Ascendant", named_catalog)))


def test_604_3_zendikar_incarnate_power_counts_lands_toughness_printed(named_catalog: CardCatalog) -> None:
    found = trace("Zendikar Incarnate; Forest; Swamp", named_catalog, "Zendikar Incarnate")
    assert final(found)["7c"] == "2/4"


def test_604_3_zendikar_incarnate_no_lands_said_twin_says_why(named_catalog: CardCatalog) -> None:
    found = trace("Zendikar Incarnate", named_catalog, "Zendikar Incarnate")
    assert final(found)["7c"] == "?/?"
    assert [(c, what) for c, _, what, _ in found.unknown_values] == [("Zendikar Incarnate", "count")]
    assert "counts things the board doesn't show" in to_text(layers_reply(found, "en"))


def test_202_3_an_unknown_mana_value_under_opalescence_says_why(named_catalog: CardCatalog) -> None:
    found = trace("Opalescence; Wibble enchantment", named_catalog, "Wibble")
    assert final(found)["7c"] == "?/?"
    assert [(o, what) for _, o, what, _ in found.unknown_values] == [("Wibble", "mana_value")]
    assert "valor de maná" in to_text(layers_reply(found, "es"))


def test_202_3_a_named_card_under_opalescence_twin_has_its_mana_value(named_catalog: CardCatalog) -> None:
    found = trace("Opalescence; Glorious Anthem", named_catalog, "Glorious Anthem")
    assert final(found)["7c"] == "4/4" and not found.unknown_values  # 3/3, and its own +1/+1
