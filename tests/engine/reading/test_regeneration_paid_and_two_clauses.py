"""Regeneration paid for, said by its name ("ya le había pagado la regeneración", "I paid the
regen": the shield, 701.19), and two damage clauses joined by "y"/"and" ("El trol le hace 3 y el
halcón le hace 2 con toque mortal": the Hawk is the second verb's subject, never the last object
of the first)."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


def test_701_19a_regeneration_paid_then_a_deathtouch_block(named_catalog: CardCatalog) -> None:
    board = (
        "Ataqué con mi Asceta trol, ya le había pagado la regeneración antes de bloqueadores. "
        "Me bloquea con Halcón nocturno vampiro. El trol le hace 3 y el halcón le hace 2 con toque mortal."
    )
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g", "704.5h"}]
    replaced = [a for r in found.result.rounds for a in r.actions if a.replaced_by]
    assert replaced and all("Troll Ascetic" in a.subjects for a in replaced)


def test_701_19a_i_paid_the_regen(named_catalog: CardCatalog) -> None:
    [read] = list(
        natural_readings("My River Boa blocked his Hill Giant. I paid the regen before damage.", named_catalog, [])
    )
    assert "1 regeneration shield" in read.line, read.line


def test_the_twin_one_clause_keeps_its_last_object(named_catalog: CardCatalog) -> None:
    """Without a verb after it, the object after "y" is the first clause's own."""
    board = "Ataqué con mi Asceta trol. Me bloquea con Halcón nocturno vampiro. El halcón le hace 2 con toque mortal."
    assert rules(answer(board, named_catalog)) == [{"704.5g", "704.5h"}]
