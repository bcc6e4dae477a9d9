"""/layers reads what /sba reads: the board as typed, else every reading of the natural reader,
each traced. Alike, the answer shows the reading it traced; parting, a question whose readings
are board-language lines the judge gives back as the board (/layers has no ``reading:``)."""

from __future__ import annotations

import pytest

from bot.errors import BoardInputError
from bot.handlers.layers import read_for_layers, traced
from bot.replies.board_errors import render_board_error
from bot.replies.layers import layers_reply
from bot.replies.reply import to_text
from engine.cards.catalog import CardCatalog
from engine.effects.model import Layer
from engine.reading import ChooseReading


def sizes(board: str, cards: CardCatalog, lang: str = "en") -> dict[str, str]:
    found = read_for_layers(board, cards, lang)
    return {o.name: o.final[Layer.PT_MODIFY] for o in traced(found.state, board, None).objects}


@pytest.mark.parametrize(
    ("board", "lang"),
    [
        (
            "March of the Machines; Forest; Grizzly Bears. Mycosynth Lattice came down after March of the Machines.",
            "en",
        ),
        ("Marcha de las máquinas; Bosque; Osos pardos. Red de micosintético entró después de la Marcha.", "es"),
    ],
)
def test_202_3b_a_land_under_march_and_lattice_is_0_0_read_from_a_judges_words(
    named_catalog: CardCatalog, board: str, lang: str
) -> None:
    found = sizes(board, named_catalog, lang)
    assert found["Forest"] == "0/0" and found["Grizzly Bears"] == "2/2"


def test_the_reply_shows_the_reading_it_traced(named_catalog: CardCatalog) -> None:
    board = "March of the Machines; Forest. Mycosynth Lattice came down after March of the Machines."
    found = read_for_layers(board, named_catalog, "en")
    assert found.reading is not None
    reply = to_text(layers_reply(traced(found.state, board, None), "en", read_as=(f"Read as: {found.reading}",)))
    assert "Read as:" in reply and "Mycosynth Lattice" in reply


def test_a_board_in_the_board_language_is_traced_as_typed(named_catalog: CardCatalog) -> None:
    # the near miss: nothing to show of a reading when the text itself reads
    assert read_for_layers("Glorious Anthem; Grizzly Bears", named_catalog, "en").reading is None


def test_613_7_an_order_not_told_that_decides_is_a_question_to_paste_back(named_catalog: CardCatalog) -> None:
    board = "I control Humility and Opalescence. Humility has 2 damage."
    with pytest.raises(BoardInputError) as caught:
        read_for_layers(board, named_catalog, "en")
    question = caught.value.error
    assert isinstance(question, ChooseReading) and len(question.choices) == 2
    assert {c.outcome.characteristics[0][1] for c in question.choices} >= {"1/1", "4/4"}
    text = render_board_error(question, board, "en")
    assert "as the board" in text and "/layers board:" in text and "reading: N" not in text
    assert "/capas tablero:" in render_board_error(question, board, "es")


def test_613_a_board_as_typed_that_only_sba_asks_about_is_still_traced(named_catalog: CardCatalog) -> None:
    # /sba asks Knight's color; /layers shows both readings (as it always did), never refuses
    board = "Knight 2/2 damage 2; Honor of the Pure"
    found = read_for_layers(board, named_catalog, "en")
    assert found.reading is None
    [knight] = traced(found.state, board, None).objects
    assert knight.alternatives


def test_a_sentence_read_as_a_name_is_never_traced(named_catalog: CardCatalog) -> None:
    # before: "Mi rival encantó mi Urborg" became an object, Spreading Seas another, and
    # Nightmare was traced 4/4 as if nothing enchanted Urborg
    board = "Tengo Urborg, la tumba de Yawgmoth, un Pantano y Pesadilla con 2 de daño. Mi rival encantó mi Urborg con Mares propagantes."
    with pytest.raises(BoardInputError):
        read_for_layers(board, named_catalog, "es")


@pytest.mark.parametrize(
    ("board", "lang", "lord", "sizes_"),
    [
        (
            "I control Conspiracy naming Elf, Elvish Archdruid and Hill Giant.",
            "en",
            "Hill Giant",
            {"Hill Giant": "4/4", "Elvish Archdruid": "2/2"},
        ),
        (
            "Controlo Conspiración que nombra Goblin, Rey trasgo y Osos pardos.",
            "es",
            "Grizzly Bears",
            {"Grizzly Bears": "3/3", "Goblin King": "2/2"},
        ),
    ],
)
def test_613_1d_a_type_chosen_then_a_list_reads_the_choice_and_the_creatures(
    named_catalog: CardCatalog, board: str, lang: str, lord: str, sizes_: dict[str, str]
) -> None:
    # before: asked ("one chosen value and then other objects"); the rest are all cards, so the
    # chosen type is the one word after "naming" and every creature made that type gets the lord's +1/+1
    found = sizes(board, named_catalog, lang)
    assert {k: found[k] for k in sizes_} == sizes_
    assert lord in found


def test_105_2_painters_servant_naming_a_color_is_the_choice_not_protection(named_catalog: CardCatalog) -> None:
    found = read_for_layers("I control Painter's Servant naming blue and Grizzly Bears.", named_catalog, "en")
    assert found.reading is not None and '"Painter\'s Servant" naming blue' in found.reading


def test_a_choice_said_of_a_card_that_chooses_nothing_is_not_read(named_catalog: CardCatalog) -> None:
    # near miss: Grizzly Bears chooses nothing as it enters, so "naming Elf" is no fact of it
    with pytest.raises(BoardInputError):
        read_for_layers("I control Grizzly Bears naming Elf and Hill Giant.", named_catalog, "en")


def test_613_whose_copy_it_is_unsaid_changes_nothing_layers_answers(named_catalog: CardCatalog) -> None:
    # before: the Image's controller (unsaid, its text says "you") made two readings and /layers
    # asked, though both trace the same characteristics; graveyards said as headings are read
    board = (
        "Tarmogoyf with a +1/+1 counter; Phantasmal Image with 3 damage copying Tarmogoyf. "
        "My graveyard: Lightning Bolt and Forest. Opponent's graveyard: empty."
    )
    found = sizes(board, named_catalog)
    assert found["Tarmogoyf"] == "3/4" and found["Phantasmal Image"] == "2/3"


def test_613_1b_a_controller_taken_from_the_owner_is_still_compared(named_catalog: CardCatalog) -> None:
    # near miss: control an effect took from the owner is what /layers answers (613.1b): compared
    from engine.board import parse_board
    from engine.reading.run import _traced

    stolen = _traced(parse_board('opponent: "Grizzly Bears" controlled by you', named_catalog))
    own = _traced(parse_board('opponent: "Grizzly Bears"', named_catalog))
    assert "2=self" in stolen[0][2] and "2=" not in own[0][2]


@pytest.mark.parametrize(
    ("board", "lang", "size"),
    [
        (
            "My Hill Giant has two +1/+1 counters. My opponent casts Ovinize on it, then I put Kenrith's "
            "Transformation on the Hill Giant.",
            "en",
            "5/5",
        ),
        (
            "Mi Gigante de las colinas tiene dos contadores +1/+1, el rival le tira Ovinizar y después le "
            "pongo La transformación de Kenrith.",
            "es",
            "5/5",
        ),
        (  # the twin: the Aura was there first, the spell resolved later
            "My Hill Giant has two +1/+1 counters and Kenrith's Transformation on it. My opponent casts Ovinize on it.",
            "en",
            "2/3",
        ),
    ],
)
def test_613_7_a_lasting_spell_takes_its_timestamp_where_it_was_told(
    named_catalog: CardCatalog, board: str, lang: str, size: str
) -> None:
    """An Aura told attached after a spell resolved has the later timestamp (613.7e): its base
    3/3 wins over Ovinize's 0/1 in layer 7b; described as already there, the spell's wins."""
    assert sizes(board, named_catalog, lang)["Hill Giant"] == size


@pytest.mark.parametrize(
    ("board", "controller"),
    [
        ("El rival controla Elfos de Llanowar. Le lanzo Fragmentos de deslealtad a sus Elfos de Llanowar.", "tú"),
        ("My opponent controls Llanowar Elves. I cast Threads of Disloyalty on his Llanowar Elves.", "you"),
    ],
)
def test_613_1b_an_aura_cast_by_the_writer_is_the_writers_le_lanzo_is_first_person(
    named_catalog: CardCatalog, board: str, controller: str
) -> None:
    """ "Le lanzo" is "I cast it on him": the clitic keeps the verb's person, so Threads of
    Disloyalty is the writer's and so are the Elves (613.1b); "le lanzó" (he cast) is not."""
    found = read_for_layers(board, named_catalog, "es" if controller == "tú" else "en")
    assert found.reading is not None and f'{controller}: "Threads of Disloyalty"' in found.reading


def test_le_lanzo_with_an_accent_is_the_third_person() -> None:
    from engine.reading.natural import tag

    spans = tag("Le lanzó Fragmentos de deslealtad a sus Elfos de Llanowar.", None)
    assert not spans[0].is_("first_person")
    assert tag("Le lanzo Fragmentos de deslealtad a sus Elfos de Llanowar.", None)[0].is_("first_person")
