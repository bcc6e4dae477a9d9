"""Whose turn-seat a player is, said short as Spanish judges do: "el no activo", "el activo"
(the nonactive and active player, 102.1), like "el jugador no activo" and "NAP"."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings


def test_704_5a_el_activo_and_el_no_activo_are_two_players(named_catalog: CardCatalog) -> None:
    (read,) = natural_readings("El activo tiene 0 vidas y el no activo tiene 3.", named_catalog, [])
    assert read.line.startswith("JA: vidas 0; JNA: vidas 3")
    told = answer("El activo tiene 0 vidas y el no activo tiene 3.", named_catalog)
    assert [a.rule for r in told.result.rounds for a in r.actions] == ["704.5a"]


def test_the_twin_activo_alone_is_still_a_verb(named_catalog: CardCatalog) -> None:
    """ "Activo mi Pirómano pródigo": the writer activates, no player called "activo"."""
    for read in natural_readings("Tengo 3 vidas. Activo mi Pirómano pródigo.", named_catalog, []):
        assert "JA" not in read.line
