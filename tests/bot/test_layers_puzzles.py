"""Issue 34's puzzles, our own boards in the XMage style, through the handler path every surface
shares (/layers and /sba): each conclusion checked, English and Spanish, with near-miss twins."""

from __future__ import annotations

import pytest

from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from engine.cards.catalog import CardCatalog
from engine.effects.trace import LayersTrace
from engine.sba import check_sba


def trace(board: str, cards: CardCatalog, wanted: str) -> LayersTrace:
    return traced(read_board(board, cards), board, wanted)


def final(board: str, cards: CardCatalog, wanted: str) -> dict[str, str]:
    found = trace(board, cards, wanted)
    assert len(found.objects) == 1 and not found.objects[0].alternatives, found
    return {layer.value: value for layer, value in found.objects[0].final.items()}


def dies(board: str, cards: CardCatalog) -> list[tuple[str, tuple[str, ...]]]:
    result = check_sba(read_board(board, cards))
    return [(str(a.kind), a.subjects) for r in result.rounds for a in r.actions]


@pytest.mark.parametrize(
    ("board", "forest"),
    [
        ("Humility; March of the Machines; Mycosynth Lattice; Forest", "Forest"),
        ("Humildad; Marcha de las máquinas; Red de micosintético; Bosque", "Bosque"),
    ],
)
def test_humility_march_lattice_the_forest_is_a_0_0(board: str, forest: str, named_catalog: CardCatalog) -> None:
    got = final(board, named_catalog, forest)
    assert (got["4"], got["7c"]) == ("artifact land creature — Forest", "0/0")
    assert final(board, named_catalog, "Humility")["7c"] == "4/4"  # March's 7b is later than Humility's
    assert dies(board, named_catalog) == [("zero_toughness", (forest,))]


def test_humility_last_twin_everything_is_1_1(named_catalog: CardCatalog) -> None:
    board = "March of the Machines; Mycosynth Lattice; Humility; Forest"
    assert final(board, named_catalog, "Forest")["7c"] == "1/1"
    assert dies(board, named_catalog) == []


@pytest.mark.parametrize(
    ("board", "land"),
    [("Opalescence; Enchanted Evening; Plains", "Plains"), ("Opalescencia; Atardecer encantado; Bosque", "Bosque")],
)
def test_opalescence_enchanted_evening_a_land_is_a_0_0(board: str, land: str, named_catalog: CardCatalog) -> None:
    assert final(board, named_catalog, land)["7c"] == "0/0"
    assert final(board, named_catalog, "Enchanted Evening")["7c"] == "5/5"


@pytest.mark.parametrize(
    "board",
    [
        "Magus of the Moon; Chromatic Lantern; Urza's Saga",
        "Chromatic Lantern; Magus of the Moon; Urza's Saga",
        "Mago de la luna; Linterna cromática; La Saga de Urza",
    ],
)
def test_magus_of_the_moon_and_chromatic_lantern_either_order(board: str, named_catalog: CardCatalog) -> None:
    got = final(board, named_catalog, "Urza's Saga")
    assert got["4"] == "enchantment land — Mountain Saga"
    assert got["6"] == '"{T}: Add one mana of any color.", "{T}: Add {R}."'


def test_magus_of_the_moon_without_the_lantern_twin_only_red(named_catalog: CardCatalog) -> None:
    assert final("Magus of the Moon; Urza's Saga", named_catalog, "Urza's Saga")["6"] == '"{T}: Add {R}."'


@pytest.mark.parametrize(
    ("board", "bears", "keyword"),
    [
        ("Filth in my graveyard; Swamp; Grizzly Bears", "Grizzly Bears", "swampwalk"),
        ("Mugre en mi cementerio; Pantano; Osos pardos", "Osos pardos", "swampwalk"),
        ("Wonder in my graveyard; Island; Grizzly Bears", "Grizzly Bears", "flying"),
    ],
)
def test_113_6b_filth_and_wonder_from_the_graveyard(
    board: str, bears: str, keyword: str, named_catalog: CardCatalog
) -> None:
    assert final(board, named_catalog, bears)["6"] == keyword


def test_113_6b_wonder_on_the_battlefield_twin_gives_nothing_else(named_catalog: CardCatalog) -> None:
    assert final("Wonder; Island; Grizzly Bears", named_catalog, "Grizzly Bears")["6"] == "—"


@pytest.mark.parametrize(
    ("board", "clone"),
    [
        ('Grizzly Bears with a +1/+1 counter; "gets +3/+3" on Grizzly Bears; Clone copying Grizzly Bears', "Clone"),
        ('Osos pardos con un contador +1/+1; "gets +3/+3" sobre Osos pardos; Clon copiando a Osos pardos', "Clon"),
    ],
)
def test_707_2_clone_of_a_pumped_creature_is_a_2_2(board: str, clone: str, named_catalog: CardCatalog) -> None:
    assert final(board, named_catalog, clone)["7c"] == "2/2"


def test_painters_servant_makes_grindstone_blue_twin_unnamed_asks(named_catalog: CardCatalog) -> None:
    assert final("Painter's Servant naming blue; Grindstone", named_catalog, "Grindstone")["5"] == "blue"
    found = trace("Painter's Servant; Grindstone", named_catalog, "Grindstone")
    assert found.unapplied  # the chosen color unsaid: listed, never guessed


@pytest.mark.parametrize(
    "board",
    [
        "Conspiracy naming Elf; Grizzly Bears; Elvish Archdruid",
        "Conspiración que nombra Elf; Osos pardos; Archidruida élfico",
    ],
)
def test_conspiracy_naming_elf_and_an_elf_lord(board: str, named_catalog: CardCatalog) -> None:
    bears = "Osos pardos" if "Osos" in board else "Grizzly Bears"
    got = final(board, named_catalog, bears)
    assert (got["4"], got["7c"]) == ("creature — Elf", "3/3")


@pytest.mark.parametrize(
    ("board", "lang", "hint"),
    [
        ("Clone; Grizzly Bears", "en", "`Clone copying Grizzly Bears`"),
        ("Clon; Osos pardos", "es", "`Clon copiando a Osos pardos`"),
        ("Conspiracy; Grizzly Bears", "en", "`Conspiracy naming Elf`"),
        ("Painter's Servant; Grindstone", "en", "`Painter's Servant naming blue`"),
    ],
)
def test_an_ability_not_applied_says_what_to_add(board: str, lang: str, hint: str, named_catalog: CardCatalog) -> None:
    from bot.replies.layers import layers_reply
    from bot.replies.reply import to_text

    found = traced(read_board(board, named_catalog), board, None)
    names = {"Clon": "Clon"} if lang == "es" else None
    assert hint in to_text(layers_reply(found, lang, names=names))


def test_an_ability_not_applied_without_a_hint_twin(named_catalog: CardCatalog) -> None:
    """A flagged ability that is neither a copy nor a choice gets no hint."""
    from bot.replies.layers import UNAPPLIED_HINTS

    assert not any(words.search("Creatures you control get +1/+1 for each Wibble.") for _, words in UNAPPLIED_HINTS)


def test_305_6_a_granted_mana_ability_in_spanish_as_printed() -> None:
    from engine.effects.words import layer_words

    assert layer_words('land — Mountain · "{T}: Add {R}."', "es") == 'tierra — Montaña · "{T}: Agrega {R}."'
    assert layer_words('"{T}: Add one mana of any color."', "es") == '"{T}: Agrega un maná de cualquier color."'
    assert layer_words('"{T}: Add {R}."', "en") == '"{T}: Add {R}."'  # the English twin unchanged


@pytest.mark.parametrize(
    ("value", "spanish"),
    [
        ("protection from blue, protection from red", "protección contra azul, protección contra rojo"),
        ("flying, protection from creatures", "vuela, protección contra criaturas"),
    ],
)
def test_702_16_protection_is_worded_as_printed_on_spanish_cards(value: str, spanish: str) -> None:
    """A Spanish reply never shows "protection from azul": the whole ability as printed."""
    from engine.effects.words import layer_words

    assert layer_words(value, "es") == spanish
    assert layer_words(value, "en") == value
