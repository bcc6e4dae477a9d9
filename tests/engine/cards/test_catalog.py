"""Name keys and the board catalog: ranks, ambiguity, short names, typos."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog, board_json
from engine.cards.model import Card, Face
from engine.cards.names import Rank, card_names, name_key


def _card(name: str, spanish: str | None = None, *, legendary: bool = False, **face: object) -> Card:
    main = Face(
        name=name,
        type_line="Creature",
        card_types=("creature",),
        spanish_name=spanish,
        supertypes=("legendary",) if legendary else (),
        **face,
    )  # type: ignore[arg-type]
    return Card(name=name, layout="normal", faces=(main,), spanish_name=spanish)


def catalog(*cards: Card) -> CardCatalog:
    names = [(n.key, i, int(n.rank), n.shown) for i, c in enumerate(cards, 1) for n in card_names(c)]
    return CardCatalog(names, [(i, c.name, board_json(c.faces)) for i, c in enumerate(cards, 1)])


def test_name_key_ignores_case_accents_punctuation_and_hyphens() -> None:
    assert name_key("Thalia, Guardian of Thraben") == name_key("thalia guardian of thraben")
    assert name_key("Lich's Mirror") == name_key("Lichs Mirror")
    assert name_key("Snow-Covered Forest") == "snow covered forest"
    assert name_key("Relámpago") == "relampago"
    assert name_key("Fire // Ice") == "fire // ice"


def test_english_name_beats_a_spanish_name_that_spells_the_same() -> None:
    cards = catalog(_card("Arena", "Coliseo"), _card("Sand", "Arena"))
    found = cards.read("arena")
    assert found.card is not None and found.card.name == "Arena" and found.card.rank == Rank.NAME


def test_two_cards_with_one_spanish_name_are_ambiguous() -> None:
    cards = catalog(_card("Balance", "Equilibrio"), _card("Equilibrium", "Equilibrio"))
    found = cards.read("EQUILIBRIO")
    assert found.ambiguous and {c.name for c in found.cards} == {"Balance", "Equilibrium"}


def test_a_legends_short_name_reads_only_when_one_legend_has_it() -> None:
    one = catalog(_card("Thalia, Guardian of Thraben", legendary=True))
    assert one.read("Thalia").card is not None
    two = catalog(_card("Thalia, Guardian of Thraben", legendary=True), _card("Thalia, Heretic Cathar", legendary=True))
    assert two.read("Thalia").ambiguous
    assert catalog(_card("Grizzly Bears, Inc.")).read("Grizzly Bears").cards == ()  # not legendary: no short name


def test_lengths_at_lists_every_name_starting_here_longest_first() -> None:
    cards = catalog(_card("Grizzly Bears"), _card("Grizzly"), _card("Bears"))
    assert list(cards.lengths_at(["grizzly", "bears", "with"])) == [2, 1]
    assert list(cards.lengths_at(["bears"])) == [1]
    assert list(cards.lengths_at(["zorp"])) == []


def test_near_finds_one_clear_typo_and_nothing_for_two_close_cards() -> None:
    cards = catalog(_card("Grizzly Bears"), _card("Llanowar Elves"))
    found = cards.near("Grizly Bears")
    assert found is not None and found.name == "Grizzly Bears"
    assert cards.near("Completely Different") is None
    twins = catalog(_card("Grizlly Bears"), _card("Grizzly Bears"))  # one letter from each: which?
    assert twins.near("Grizly Bears") is None


def test_near_is_a_typo_not_a_word_changed_for_another() -> None:
    """ "Only the Bears" is close to "Only the Best" by ratio (89) but three letters apart: a word
    changed, not mistyped (the board language read "Only the Bears has 2 damage" as that card)."""
    cards = catalog(_card("Only the Best"), _card("Serra Angel"))
    assert cards.near("Only the Bears") is None
    found = cards.near("Only the Bset")  # two letters swapped: a typo
    assert found is not None and found.name == "Only the Best"
    found = cards.near("Serra Angle")
    assert found is not None and found.name == "Serra Angel"


def test_alchemy_rebalanced_cards_are_never_read_from_a_board() -> None:
    cards = catalog(_card("A-Acererak the Archlich"))
    assert cards.read("A-Acererak the Archlich").cards == ()


def test_faces_come_back_as_stored() -> None:
    cards = catalog(_card("Grizzly Bears", power="2", toughness="2", own_keywords=("trample",)))
    found = cards.read("grizzly bears").card
    assert found is not None
    face = cards.face_for(found)
    assert (face.power, face.toughness, face.own_keywords) == ("2", "2", ("trample",))
