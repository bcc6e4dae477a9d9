"""Text-changing effects (612, layer 3) through the handler path every surface shares:
Artificial Evolution's, Magical Hack's and Trait Doctoring's effects said in Oracle words, each
with its conclusion checked and a near-miss twin."""

from __future__ import annotations

import pytest

from bot.errors import BoardInputError
from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from bot.replies.layers import layers_reply
from bot.replies.reply import to_text
from engine.board.errors import BoardError
from engine.cards.catalog import CardCatalog
from engine.effects.model import Layer
from engine.effects.text_changes import read_text_change
from engine.effects.trace import LayersTrace


def trace(board: str, cards: CardCatalog, wanted: str | None = None) -> LayersTrace:
    return traced(read_board(board, cards), board, wanted)


def final(board: str, cards: CardCatalog, wanted: str) -> dict[str, str]:
    found = trace(board, cards, wanted)
    assert len(found.objects) == 1, found.objects
    return {layer.value: value for layer, value in found.objects[0].final.items()}


def test_612_the_words_of_a_text_change() -> None:
    change = read_text_change("replace all instances of Elf with Goblin")
    assert change is not None and (change.old, change.new) == ("Elf", "Goblin")
    assert read_text_change("change the text by replacing all instances of black with white") is not None
    assert read_text_change("replace all instances of Elf with red") is None  # 612.2: a type stays a type


@pytest.mark.parametrize(
    "board",
    [
        'Elvish Champion; Llanowar Elves; Goblin Guide; "replace all instances of Elf with Goblin" on Elvish Champion',
        'Campeona élfica; Elfos de Llanowar; Guía trasgo; "replace all instances of Elf with Goblin" sobre Campeona élfica',
    ],
)
def test_612_artificial_evolution_makes_the_elf_lord_a_goblin_lord(board: str, named_catalog: CardCatalog) -> None:
    assert final(board, named_catalog, "Goblin Guide")["7c"] == "3/3"
    assert final(board, named_catalog, "Llanowar Elves")["7c"] == "1/1"
    champion = final(board, named_catalog, "Elvish Champion")
    assert champion["4"] == "creature — Goblin"  # its type line too (612.1)


def test_612_without_the_text_change_twin_the_elves_get_it(named_catalog: CardCatalog) -> None:
    board = "Elvish Champion; Llanowar Elves; Goblin Guide"
    assert final(board, named_catalog, "Llanowar Elves")["7c"] == "2/2"
    assert final(board, named_catalog, "Goblin Guide")["7c"] == "2/2"


def test_612_magical_hack_changes_landwalk(named_catalog: CardCatalog) -> None:
    board = 'Elvish Champion; Llanowar Elves; "replace all instances of Forest with Island" on Elvish Champion'
    assert final(board, named_catalog, "Llanowar Elves")["6"] == "islandwalk"


def test_612_trait_doctoring_changes_a_color_word_not_the_color(named_catalog: CardCatalog) -> None:
    board = 'Knight 2/2 black with protection from white; "replace all instances of white with red" on Knight'
    got = final(board, named_catalog, "Knight")
    assert (got["5"], got["6"]) == ("black", "protection from red")


def test_612_a_text_change_is_traced_in_layer_3(named_catalog: CardCatalog) -> None:
    board = 'Elvish Champion; "replace all instances of Elf with Goblin" on Elvish Champion'
    found = trace(board, named_catalog, "Elvish Champion")
    step = found.objects[0].steps[0]
    assert step.layer is Layer.TEXT and "Other Goblin creatures" in step.after
    assert "layer 3: text-changing effects" in to_text(layers_reply(found, "en"))
    assert "capa 3: efectos que cambian el texto" in to_text(layers_reply(found, "es"))


def test_612_a_type_for_a_color_is_a_localized_error(named_catalog: CardCatalog) -> None:
    with pytest.raises((BoardError, BoardInputError)):
        read_board('Elvish Champion; "replace all instances of Elf with red" on Elvish Champion', named_catalog)
