"""A spell that destroys, exiles or returns every permanent of some types, told as cast
("I cast Wrath of God", "He lanzado Ira de Dios"): read from its Oracle text, never from a list
of cards, with what replaces or stops a destruction (indestructible, regeneration, umbra
armor) applied to each permanent as to one a removal spell targets."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural.spells import mass_removal
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Destroy all creatures. They can't be regenerated.", ("destroy", {"creature"}, False, True)),
        ("This spell can't be countered.\nDestroy all creatures.", ("destroy", {"creature"}, False, False)),
        ("Return all nonland permanents to their owners' hands.", ("bounce", {"permanent"}, True, False)),
        ("Destroy all artifacts, creatures, and enchantments.", ("destroy", {"artifact", "creature", "enchantment"}, False, False)),
        ("Exile all creatures.", ("exile", {"creature"}, False, False)),
    ],
)  # fmt: skip
def test_701_8a_a_mass_removal_is_read_from_its_words(text: str, read: tuple[str, set[str], bool, bool]) -> None:
    found = mass_removal(text)
    assert found is not None
    kind, types, nonland, riders = found
    assert (kind, set(types), nonland, ("no_regeneration", 0) in riders) == read


@pytest.mark.parametrize(
    "text",
    [
        "Destroy all creatures. You gain 1 life for each creature destroyed this way.",  # a count: not read
        "Destroy all creatures with power 3 or greater.",  # a condition on which ones
        "Destroy all white permanents.",  # a color: not one of the types
        "Return all creatures to their owners' hands. Draw a card.",
        "Destroy all creatures to their owners' hands.",  # a return's words on a destruction
    ],
)
def test_a_mass_removal_with_words_juez_does_not_read_is_not_read(text: str) -> None:
    assert mass_removal(text) is None


def test_701_8a_wrath_destroys_every_creature_and_the_aura_goes_after(named_catalog: CardCatalog) -> None:
    board = "I have a Goblin token and Grizzly Bears enchanted by Rancor. My opponent has Darksteel Myr. I cast Day of Judgment."
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5d", "704.5m"}]  # the token ceases to exist, the Aura goes
    [told] = found.events
    assert {"701.8a", "702.12b"} <= set(told.rule.split(", "))  # Darksteel Myr is indestructible


def test_701_8a_spanish_wrath_told_in_the_perfect(named_catalog: CardCatalog) -> None:
    assert (
        only_line("Tengo Osos pardos. He lanzado Ira de Dios.", named_catalog) == 'tú: "Grizzly Bears" en el cementerio'
    )


def test_702_89a_umbra_armor_saves_its_creature_from_a_wrath(named_catalog: CardCatalog) -> None:
    found = answer("My Grizzly Bears has Hyena Umbra. Opp casts Wrath of God.", named_catalog)
    assert (
        found.reading is not None
        and '"Grizzly Bears";' in found.reading
        and '"Hyena Umbra" in graveyard' in found.reading
    )
    assert "702.89a" in found.events[0].rule.split(", ")


def test_701_19c_a_wrath_that_forbids_regeneration_destroys_a_shielded_creature(named_catalog: CardCatalog) -> None:
    shielded = "I have Grizzly Bears with a regeneration shield. I cast {}."
    assert only_line(shielded.format("Wrath of God"), named_catalog).endswith("in graveyard")
    kept = only_line(shielded.format("Day of Judgment"), named_catalog)  # no rider: the shield replaces it
    assert "graveyard" not in kept


def test_400_7_evacuation_returns_creatures_and_leaves_other_permanents(named_catalog: CardCatalog) -> None:
    line = only_line("I have Grizzly Bears enchanted by Rancor. I cast Evacuation.", named_catalog)
    assert '"Grizzly Bears" in hand' in line and '"Rancor"' in line and '"Rancor" in' not in line


def test_a_token_made_after_the_wrath_is_not_taken_by_it(named_catalog: CardCatalog) -> None:
    """The twin of the token destroyed: one told entering after the spell keeps its size asked."""
    with pytest.raises(BoardError):
        answer("I cast Day of Judgment. Then I created a Goblin token.", named_catalog)


@pytest.mark.parametrize("spell", ["Austere Command", "Fumigate"])
def test_a_mass_spell_with_modes_or_a_count_is_asked(named_catalog: CardCatalog, spell: str) -> None:
    with pytest.raises(BoardError):
        answer(f"I have Grizzly Bears. I cast {spell}.", named_catalog)


def test_616_1_an_umbra_destroyed_with_its_creature_is_asked(named_catalog: CardCatalog) -> None:
    """Destroyed together (a spell on creatures and enchantments), what umbra armor does is not
    assumed: asked."""
    with pytest.raises(BoardError):
        answer("My Grizzly Bears has Hyena Umbra. I cast Planar Cleansing.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Opp at 2. I'm at 4. I Helix his face.", "opponent: life -1; you: life 7"),
        ("Opp at 2. I Helix his face.", "opponent: life -1"),  # the caster's life unsaid: a gain checks nothing
        ("Estoy a 5 vidas. El rival me tira una Hélice de relámpagos a la cara.", "tú: vidas 2"),
    ],
)
def test_120_3a_a_damage_spell_at_a_face_with_its_life_rider(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line


def test_a_damage_spell_with_a_rider_juez_does_not_read_at_a_face_is_asked(named_catalog: CardCatalog) -> None:
    """The twin: Searing Blaze's other damage (to a creature) isn't a rider to its caster."""
    with pytest.raises(BoardError):
        answer("Opp at 2. I Searing Blaze his face.", named_catalog)


def test_400_7_a_permanent_destroyed_keeps_no_damage_in_the_graveyard(named_catalog: CardCatalog) -> None:
    line = only_line("I control Grizzly Bears with 1 damage. My opponent casts Wrath of God.", named_catalog)
    assert line == 'you: "Grizzly Bears" in graveyard'
