"""Issue 31, item 5: a state the natural reader tells, rendered in the board language, reads back
as the same state. Generated stories (objects of real cards, players, damage, counters,
attachments) are rendered by ``story.render`` and read by the board reader; every fact must
come back on the object it was said of."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.reading.natural.story import OPPONENT, SELF, Story, Thing, render

CREATURES = ("Grizzly Bears", "Hill Giant", "Serra Angel", "Llanowar Elves", "Craw Wurm")
PLAYERS = (SELF, OPPONENT, "Ana")

things = st.builds(
    Thing,
    card=st.sampled_from(CREATURES),
    player=st.sampled_from(PLAYERS),
    damage=st.integers(0, 7),
    counters=st.dictionaries(st.sampled_from(["+1/+1", "-1/-1"]), st.integers(1, 3), max_size=2),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    told=st.lists(things, min_size=1, max_size=5),
    rancor_on=st.one_of(st.none(), st.integers(0, 4)),
    spanish=st.booleans(),
)
def test_a_told_state_reads_back_the_same(
    named_catalog: CardCatalog, told: list[Thing], rancor_on: int | None, spanish: bool
) -> None:
    story = Story(things=list(told), spanish=spanish)
    if rancor_on is not None and rancor_on < len(told):
        rancor = Thing("Rancor", player=told[rancor_on].player, attached_to=rancor_on)
        story.things.append(rancor)
    line = render(story)
    state = parse_board(line, named_catalog)
    by_id = {o.id: o for o in state.objects}
    assert len(state.objects) == len(story.things)
    for index, thing in enumerate(story.things):
        obj = by_id[thing.card + (f" #{thing.label}" if thing.label else "")]
        assert obj.card == thing.card
        assert obj.damage == thing.damage
        assert {k: n for k, n in obj.counters.items() if n} == thing.counters
        # the judge's own player and a nameless opponent, by either name the board reader gives them
        names = {SELF: {"you", "tú"}, OPPONENT: {"opponent", "oponente"}}
        assert obj.controller in names.get(thing.player or SELF, {thing.player})
        if thing.attached_to is not None:
            host = story.things[thing.attached_to]
            assert obj.attached_to is not None
            assert getattr(obj.attached_to, "id", None) == host.card + (f" #{host.label}" if host.label else "")
        else:
            assert obj.attached_to is None, index
