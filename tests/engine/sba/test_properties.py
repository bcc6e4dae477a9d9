"""Properties of 704.3 on random boards: the result is a fixed point, order-blind and input-safe."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.model import GameObject, GameState, ObjectRef, Player, Zone
from engine.sba import check_sba

NAMES = ("Bear", "Thalia", "Rancor", "Myr", "Saga", "Walker")


@st.composite
def boards(draw: st.DrawFn) -> GameState:
    players = (Player(name="Ana", life=draw(st.integers(-2, 3))), Player(name="Bob", poison=draw(st.integers(8, 11))))
    n = draw(st.integers(0, 8))
    objects: list[GameObject] = []
    for i in range(n):
        kind = draw(st.sampled_from(["creature", "aura", "equipment", "planeswalker", "saga", "legend", "token"]))
        owner = draw(st.sampled_from(["Ana", "Bob"]))
        base: dict[str, object] = {"id": f"o{i}", "name": draw(st.sampled_from(NAMES)), "owner": owner, "timestamp": i}
        if kind in ("creature", "legend", "token"):
            base.update(
                card_types={"creature"},
                power=1,
                toughness=draw(st.integers(-1, 3)),
                damage=draw(st.integers(0, 4)),
                deathtouch_damage=draw(st.booleans()),
                indestructible=draw(st.booleans()),
                regeneration_shields=draw(st.integers(0, 1)),
                counters={"+1/+1": draw(st.integers(0, 2)), "-1/-1": draw(st.integers(0, 2))},
                token=kind == "token",
                zone=draw(st.sampled_from([Zone.BATTLEFIELD, Zone.GRAVEYARD])),
            )
            if kind == "legend":
                base["supertypes"] = {"legendary"}
        elif kind in ("aura", "equipment") and objects:
            target = draw(st.sampled_from(objects))
            base.update(
                card_types={"enchantment" if kind == "aura" else "artifact"},
                subtypes={kind},
                attached_to=ObjectRef(id=target.id) if draw(st.booleans()) else None,
            )
        elif kind == "planeswalker":
            base.update(card_types={"planeswalker"}, loyalty=draw(st.integers(0, 2)))
        elif kind == "saga":
            base.update(
                card_types={"enchantment"},
                subtypes={"saga"},
                counters={"lore": draw(st.integers(0, 3))},
                final_chapter=3,
            )
        objects.append(GameObject.model_validate(base))
    return GameState(players=players, objects=tuple(objects))


@settings(max_examples=300, deadline=None)
@given(boards())
def test_704_3_checking_a_final_state_finds_nothing(state: GameState) -> None:
    result = check_sba(state)
    if not result.game_over:
        assert check_sba(result.final_state).rounds == ()


@settings(max_examples=200, deadline=None)
@given(boards(), st.randoms())
def test_object_order_does_not_change_the_actions(state: GameState, rnd: object) -> None:
    shuffled = list(state.objects)
    rnd.shuffle(shuffled)  # type: ignore[attr-defined]
    a = check_sba(state)
    b = check_sba(state.model_copy(update={"objects": tuple(shuffled)}))
    as_sets = [[sorted((x.kind, x.subjects) for x in r.actions)] for r in a.rounds]
    bs_sets = [[sorted((x.kind, x.subjects) for x in r.actions)] for r in b.rounds]
    assert as_sets == bs_sets and a.losers == b.losers and a.draw == b.draw


@settings(max_examples=100, deadline=None)
@given(boards())
def test_input_state_is_never_modified(state: GameState) -> None:
    before = state.model_dump()
    check_sba(state)
    assert state.model_dump() == before
