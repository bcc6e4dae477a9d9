"""How layer puzzles are told: the order things entered said with the verb left out ("Humility
came down first, the Anthem after it"), a permanent said to be cast ("(I cast it this turn)"), a
choice said in brackets ("Conspiracy (I chose Elf)", "Conspiración (elegí Elfo)"), a post's title
that restates the body's numbers, and a remark that closes the graveyards told."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import ChooseReading, answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import only_line, rules


def test_613_7_the_later_one_said_with_the_verb_left_out(named_catalog: CardCatalog) -> None:
    board = "I control Humility, Glorious Anthem and Savannah Lions. Humility came down first, the Anthem after it."
    # one reading: the Anthem later (with no order said, each order is a reading of its own)
    assert len(list(natural_readings(board, named_catalog, []))) == 1


def test_the_verb_left_out_is_read_only_after_a_clause_that_tells_what_entered(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("I control Humility and Glorious Anthem, the Anthem after Humility.", named_catalog)


def test_a_permanent_said_to_be_cast_is_the_casters_and_entered(named_catalog: CardCatalog) -> None:
    board = "I control March of the Machines. Mycosynth Lattice came down after March of the Machines (I cast it this turn)."
    assert only_line(board, named_catalog) == 'you: "March of the Machines"; you: "Mycosynth Lattice"'


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("I control Conspiracy (I chose Elf) and Grizzly Bears.", 'you: "Conspiracy" naming Elf; you: "Grizzly Bears"'),
        ("I control Painter's Servant (I chose white) and Savannah Lions.", """you: "Painter's Servant" naming white; you: "Savannah Lions\""""),
        ("Tengo Conspiración (elegí Elfo) y Osos pardos.", 'tú: "Conspiracy" que nombra Elf; tú: "Grizzly Bears"'),
        ("I control Conspiracy (chosen type: Merfolk) and Grizzly Bears.", 'you: "Conspiracy" naming Merfolk; you: "Grizzly Bears"'),
        ("Tengo Conspiración (tipo elegido: Merfolk) y Osos pardos.", 'tú: "Conspiracy" que nombra Merfolk; tú: "Grizzly Bears"'),
        ("I control Painter's Servant, chosen color: blue, and Grizzly Bears.", """you: "Painter's Servant" naming blue; you: "Grizzly Bears\""""),
    ],
)  # fmt: skip
def test_a_choice_said_in_brackets_is_what_was_chosen(board: str, line: str, named_catalog: CardCatalog) -> None:
    assert only_line(board, named_catalog) == line


def test_a_choice_in_brackets_for_a_card_that_chooses_nothing_is_not_read(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("I control Grizzly Bears (I chose Elf) with 2 damage.", named_catalog)


def test_a_spanish_type_then_a_card_listed_is_never_one_chosen_value(named_catalog: CardCatalog) -> None:
    # the board reader would have chosen "Elfo y Osos pardos": it refuses, the reader reads the list
    found = answer(
        "Tengo Conspiración que nombra Elfo y Osos pardos con 2 de daño. Mi rival tiene Señor de la Atlántida.",
        named_catalog,
    )
    bears = next(o for o in found.state.objects if o.card == "Grizzly Bears")
    assert bears.damage == 2


@pytest.mark.parametrize(
    ("board", "survives"),
    [
        ("My opponent controls Goblin King. I control Conspiracy naming Goblin, and my Llanowar Elves have 1 damage.", True),
        ("Mi rival tiene Rey trasgo. Yo tengo Conspiración que nombra Goblin. También tengo Elfos de Llanowar con 1 de daño.", True),
        ("My opponent controls Goblin King. I control Conspiracy naming Elf, and my Llanowar Elves have 1 damage.", False),
    ],
)  # fmt: skip
def test_613_1d_a_type_chosen_in_a_word_of_a_card_told_is_the_type(
    board: str, survives: bool, named_catalog: CardCatalog
) -> None:
    """ "Conspiracy naming Goblin" after Goblin King: "Goblin" there is the creature type chosen
    (the Elves become Goblins and get Goblin King's +1/+1), never Goblin King said again."""
    assert rules(answer(board, named_catalog)) == ([] if survives else [{"704.5g"}])


@pytest.mark.parametrize(
    "board",
    [
        "Timestamp 1: Painter's Servant naming white. Timestamp 2: Mycosynth Lattice. I control Serra Angel.",
        "Marca de tiempo 1: Sirviente del pintor que nombra blanco. Marca de tiempo 2: Red de micosintético. Tengo un Ángel de Serra.",
        "TS #1 - Painter's Servant naming white. TS #2 - Mycosynth Lattice. I control Serra Angel.",
    ],
)
def test_613_7_timestamps_labelled_in_rising_order_are_the_order(board: str, named_catalog: CardCatalog) -> None:
    """ "Timestamp 1: … Timestamp 2: …": one reading, in the labels' order (with no order told,
    the two sources would be a reading each)."""
    (read,) = natural_readings(board, named_catalog, [])
    assert read.line.index("Painter's Servant") < read.line.index("Mycosynth Lattice")


def test_613_7_timestamps_told_out_of_order_are_not_read(named_catalog: CardCatalog) -> None:
    board = "Timestamp 2: Mycosynth Lattice. Timestamp 1: Painter's Servant naming white. I control Serra Angel."
    assert list(natural_readings(board, named_catalog, [])) == []


def test_a_title_restating_the_bodys_number_is_skipped(named_catalog: CardCatalog) -> None:
    board = (
        "Goyf under Dead Weight took 3 in combat\n"
        "My Tarmogoyf is enchanted by my opponent's Dead Weight. This turn it took 3 damage in combat. "
        "My graveyard: Lightning Bolt and Llanowar Elves. Opponent's graveyard: a Forest and a Bonesplitter. "
        "That's everything in both graveyards. Does Goyf live?"
    )
    # instant, creature, land, artifact: 4/5, -2/-2 from Dead Weight: 2/3 with 3 damage
    assert rules(answer(board, named_catalog)) == [{"704.5g"}, {"704.5m"}]


def test_a_first_line_with_a_number_the_body_doesnt_say_is_the_board(named_catalog: CardCatalog) -> None:
    board = "Grizzly Bears took 5 in combat\nMy Tarmogoyf is enchanted by Dead Weight. What happens?"
    found = answer(board, named_catalog)  # the first line is read: its 5 is a fact only it says
    assert found.reading is not None and '"Grizzly Bears" 5 damage' in found.reading


def test_613_tarmogoyf_with_only_one_graveyard_told_is_a_choice(named_catalog: CardCatalog) -> None:
    # "all graveyards": the opponent's, untold, may hold a creature card (3/4, it lives)
    for board in (
        "My Tarmogoyf has 3 damage. My graveyard has only a Lightning Bolt and a Forest.",
        "Mi Tarmogoyf tiene 3 de daño encima. En mi cementerio solo hay un Relámpago y un Bosque.",
    ):
        with pytest.raises(ChooseReading) as asked:
            answer(board, named_catalog)
        assert sorted(c.outcome.rounds for c in asked.value.choices) == [(), (("704.5g",),)]


def test_613_tarmogoyf_that_lives_at_its_smallest_is_answered(named_catalog: CardCatalog) -> None:
    # 2 damage on a 2/3 at least: more cards in the other graveyard only make it bigger
    board = "My Tarmogoyf has 2 damage. My graveyard has only a Lightning Bolt and a Forest."
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "other",
    ["My opponent's graveyard is empty.", "My opponent's graveyard has a Forest."],
)
def test_613_tarmogoyf_with_both_graveyards_told_is_answered(other: str, named_catalog: CardCatalog) -> None:
    board = f"My Tarmogoyf has 3 damage. My graveyard has only a Lightning Bolt and a Forest. {other}"
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]  # instant and land: 2/3
