"""A card's Oracle type line in printed Spanish terms (engine/cards/spanish_type_line.py): card
types and supertypes from the table, agreeing with the noun; subtypes paired from printed
lines; no line at all when a word has no Spanish form."""

from __future__ import annotations

import pytest

from engine.cards.model import Face
from engine.cards.spanish_type_line import oracle_type_line_es, same_line, subtype_table

PRINTED = [
    (["Jace"], "Planeswalker — Jace"),
    (["Bear"], "Criatura — Oso"),
    (["Human"], "Criatura — Humano"),
    (["Soldier"], "Criatura — Soldado"),
    (["Human", "Soldier"], "Criatura legendaria — Soldado humano"),
    (["Forest"], "Tierra básica — Bosque"),
    (["Island"], "Tierra básica — Isla"),
    (["Island", "Swamp"], "Tierra — Isla pantano"),
    (["Wizard"], "Criatura — Hechicero"),
    (["Merfolk", "Wizard"], "Criatura — Hechicero tritón"),  # Merfolk: only ever beside Wizard
    (["Equipment"], "Artefacto — Equipo"),
]
SUBTYPES = subtype_table(PRINTED)


def face(
    type_line: str, types: tuple[str, ...], supertypes: tuple[str, ...] = (), subtypes: tuple[str, ...] = ()
) -> Face:
    return Face(type_line, type_line, card_types=types, supertypes=supertypes, subtypes=subtypes)


def test_subtypes_pair_with_the_printed_words_once_the_others_are_known() -> None:
    assert SUBTYPES["Bear"] == "Oso" and SUBTYPES["Forest"] == "Bosque"
    assert SUBTYPES["Merfolk"] == "Tritón"  # Wizard known, the word left is Merfolk's
    assert SUBTYPES["Swamp"] == "Pantano"


def test_a_subtype_no_line_pairs_alone_or_by_elimination_is_left_out() -> None:
    """Near miss: two unknown subtypes on one line pair with nothing."""
    table = subtype_table([(["Goblin", "Shaman"], "Criatura — Chamán trasgo")])
    assert table == {}


@pytest.mark.parametrize(
    ("oracle", "spanish"),
    [
        (
            face("Legendary Planeswalker — Jace", ("planeswalker",), ("legendary",), ("Jace",)),
            "Planeswalker legendario — Jace",
        ),
        (face("Planeswalker — Jace", ("planeswalker",), (), ("Jace",)), "Planeswalker — Jace"),  # near miss
        (
            face("Legendary Creature — Human Soldier", ("creature",), ("legendary",), ("Human", "Soldier")),
            "Criatura legendaria — Soldado humano",
        ),
        (face("Creature — Bear", ("creature",), (), ("Bear",)), "Criatura — Oso"),
        (face("Artifact Creature — Bear", ("artifact", "creature"), (), ("Bear",)), "Criatura artefacto — Oso"),
        (
            face("Legendary Artifact — Equipment", ("artifact",), ("legendary",), ("Equipment",)),
            "Artefacto legendario — Equipo",
        ),
        (face("Basic Snow Land — Forest", ("land",), ("basic", "snow"), ("Forest",)), "Tierra básica nevada — Bosque"),
        (face("Legendary Snow Creature", ("creature",), ("snow", "legendary")), "Criatura nevada legendaria"),
        (face("Land — Island Swamp", ("land",), (), ("Island", "Swamp")), "Tierra — Isla pantano"),
        (face("Tribal Instant", ("tribal", "instant")), "Instantáneo tribal"),
        (face("Land Creature — Forest", ("land", "creature"), (), ("Forest",)), "Tierra criatura — Bosque"),
        (face("Artifact Land", ("artifact", "land")), "Tierra artefacto"),
        (face("Enchantment Artifact", ("enchantment", "artifact")), "Artefacto encantamiento"),
        (face("Sorcery", ("sorcery",)), "Conjuro"),
    ],
)
def test_the_oracle_type_line_in_printed_spanish_terms(oracle: Face, spanish: str) -> None:
    assert oracle_type_line_es(oracle, SUBTYPES) == spanish


@pytest.mark.parametrize(
    "oracle",
    [
        face("World Enchantment", ("enchantment",), ("world",)),  # «mundo»: not attested in print
        face("Creature — Nightstalker", ("creature",), (), ("Nightstalker",)),  # no printed pairing
        face("Scheme", ("scheme",)),
        face("Kindred Instant — Elf", ("kindred", "instant"), (), ("Elf",)),
    ],
)
def test_no_line_when_a_word_has_no_spanish_form(oracle: Face) -> None:
    assert oracle_type_line_es(oracle, SUBTYPES) is None


def test_lines_alike_but_for_dashes_and_case_are_the_same() -> None:
    assert same_line("Criatura - Oso", "criatura — Oso")
    assert not same_line("Planeswalker — Jace", "Planeswalker legendario — Jace")
