"""A permanent told entering by an event ("I cast Opalescence") is newer than every permanent
told on the battlefield before it (613.7d: its timestamp is when it entered), so the timestamp
orders that put it first are never readings; told after it, a permanent's age is open."""

from __future__ import annotations

from engine.cards.catalog import CardCatalog
from engine.reading.natural import natural_readings


def test_613_7d_a_permanent_cast_after_the_board_told_is_newest(named_catalog: CardCatalog) -> None:
    reads = natural_readings("I control Humility and Grizzly Bears. I cast Opalescence.", named_catalog, [])
    assert [r.line for r in reads] == ['you: "Humility"; you: "Grizzly Bears"; you: "Opalescence"']


def test_613_7d_the_twin_told_after_the_cast_its_age_is_open(named_catalog: CardCatalog) -> None:
    reads = natural_readings("I cast Opalescence. I control Humility and Grizzly Bears.", named_catalog, [])
    assert len({r.line for r in reads}) == 2
