"""MTGJSON AtomicCards entries → cards: faces, Spanish names, odd fields, wrong shapes."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.mtgjson import CardShapeError, card_from_entries


def _entry(**fields: Any) -> dict[str, Any]:
    base: dict[str, Any] = {
        "name": "Grizzly Bears",
        "type": "Creature — Bear",
        "types": ["Creature"],
        "layout": "normal",
    }
    return {**base, **fields}


def test_a_creature_keeps_its_printed_characteristics_and_spanish_name() -> None:
    card = card_from_entries(
        "Grizzly Bears",
        [
            _entry(
                power="2",
                toughness="2",
                subtypes=["Bear"],
                colors=["G"],
                manaCost="{1}{G}",
                manaValue=2.0,
                foreignData=[{"language": "Spanish", "name": "Osos pardos", "type": "Criatura — Oso"}],
                rulings=[{"date": "2004-10-04", "text": "A ruling."}],
                legalities={"vintage": "Legal"},
            )
        ],
    )
    face = card.main
    assert (face.power, face.toughness, face.card_types, face.subtypes, face.colors) == (
        "2",
        "2",
        ("creature",),
        ("Bear",),
        ("G",),
    )
    assert card.spanish_name == "Osos pardos" and face.spanish_type_line == "Criatura — Oso"
    assert card.rulings == (("2004-10-04", "A ruling."),) and card.legalities == (("vintage", "Legal"),)


def test_multi_face_card_has_one_face_per_side_with_spanish_face_names() -> None:
    spanish = {"language": "Spanish", "name": "Fuego // Hielo"}
    card = card_from_entries(
        "Fire // Ice",
        [
            _entry(
                name="Fire // Ice",
                faceName="Fire",
                side="a",
                types=["Instant"],
                foreignData=[{**spanish, "faceName": "Fuego"}],
            ),
            _entry(
                name="Fire // Ice",
                faceName="Ice",
                side="b",
                types=["Instant"],
                foreignData=[{**spanish, "faceName": "Hielo"}],
            ),
        ],
    )
    assert [f.name for f in card.faces] == ["Fire", "Ice"]
    assert [f.spanish_name for f in card.faces] == ["Fuego", "Hielo"]
    assert card.spanish_name == "Fuego // Hielo"


def test_un_card_variants_show_the_first_and_count_the_rest() -> None:
    card = card_from_entries("Everythingamajig", [_entry(name="Everythingamajig", text="A"), _entry(text="B")])
    assert len(card.faces) == 1 and card.main.text == "A" and card.variants == 2


def test_basic_land_spanish_names_use_the_printed_name() -> None:
    plains = card_from_entries(
        "Plains", [_entry(name="Plains", types=["Land"], foreignData=[{"language": "Spanish", "name": "Plains"}])]
    )
    assert plains.spanish_name == "Llanura"


def test_star_power_is_kept_as_printed() -> None:
    card = card_from_entries("Tarmogoyf", [_entry(name="Tarmogoyf", power="*", toughness="1+*")])
    assert (card.main.power, card.main.toughness) == ("*", "1+*")


@pytest.mark.parametrize(
    "entries",
    [
        {},
        [],
        ["not an object"],
        [_entry(types="Creature")],
        [_entry(rulings=[{"date": "x"}])],
        [_entry(legalities=["Legal"])],
        [_entry(text=["a list"])],
    ],
)
def test_wrong_shapes_are_refused_with_the_card_and_field(entries: Any) -> None:
    with pytest.raises(CardShapeError) as caught:
        card_from_entries("Odd Card", entries)
    assert caught.value.params["card"] == "Odd Card"


def test_round_trip_through_json_keeps_every_field() -> None:
    from engine.cards.model import Card

    card = card_from_entries(
        "Grizzly Bears", [_entry(power="2", toughness="2", rulings=[{"date": "2004-10-04", "text": "t"}])]
    )
    assert Card.from_json(card.to_json()) == card
