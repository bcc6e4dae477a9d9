"""Bad JSON states get an error that names the field and the bad value, never a traceback."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.model import MAX_OBJECTS
from engine.sba import check_sba
from engine.state_io import InvalidState, state_from_json


def _state(**kw: object) -> str:
    base: dict[str, object] = {"players": [{"name": "you"}], "objects": []}
    base.update(kw)
    return json.dumps(base)


def test_valid_state_round_trips() -> None:
    state = state_from_json(
        _state(
            objects=[
                {"id": "Bear", "name": "Bear", "owner": "you", "card_types": ["Creature"], "power": 2, "toughness": 2}
            ]
        )
    )
    assert state.objects[0].card_types == frozenset({"creature"})


def test_wrong_type_names_the_field() -> None:
    with pytest.raises(InvalidState) as err:
        state_from_json(_state(players=[{"name": "you", "life": "lots"}]))
    assert err.value.problems[0].where == "players[0].life" and "'lots'" in err.value.problems[0].value


def test_negative_counters_are_rejected() -> None:
    with pytest.raises(InvalidState) as err:
        state_from_json(_state(objects=[{"id": "B", "name": "B", "owner": "you", "counters": {"+1/+1": -2}}]))
    assert err.value.problems[0].where == "objects[0].counters.+1/+1"


def test_unknown_field_is_rejected_not_ignored() -> None:
    with pytest.raises(InvalidState) as err:
        state_from_json(_state(players=[{"name": "you", "lfie": 0}]))
    assert err.value.problems[0].where == "players[0].lfie"


def test_attachment_to_unknown_object_is_rejected() -> None:
    with pytest.raises(InvalidState, match="Ghost"):
        state_from_json(
            _state(
                objects=[
                    {"id": "Rancor", "name": "Rancor", "owner": "you", "attached_to": {"kind": "object", "id": "Ghost"}}
                ]
            )
        )


def test_owner_must_be_a_described_player() -> None:
    with pytest.raises(InvalidState, match="'Zed'"):
        state_from_json(_state(objects=[{"id": "B", "name": "B", "owner": "Zed"}]))


def test_too_many_objects_is_a_clear_error() -> None:
    many = [{"id": str(i), "name": "Bear", "owner": "you"} for i in range(MAX_OBJECTS + 1)]
    with pytest.raises(InvalidState) as err:
        state_from_json(_state(objects=many))
    assert err.value.problems[0].where == "objects"


def test_huge_input_is_refused_before_parsing() -> None:
    with pytest.raises(InvalidState, match="larger than"):
        state_from_json(" " * 20_000_001)


def test_malformed_json_is_a_typed_error() -> None:
    with pytest.raises(InvalidState):
        state_from_json("{not json")


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_text_gives_a_state_or_a_typed_error(text: str) -> None:
    try:
        state = state_from_json(text)
    except InvalidState:
        return
    check_sba(state)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**12), 10**12) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=20,
)


@settings(max_examples=200, deadline=None)
@given(
    st.fixed_dictionaries(
        {},
        optional={
            "players": st.lists(
                st.fixed_dictionaries(
                    {"name": st.sampled_from(["a", "b"])}, optional={"life": json_values, "poison": json_values}
                ),
                max_size=3,
            ),
            "objects": st.lists(
                st.fixed_dictionaries(
                    {"id": st.text(min_size=1, max_size=3), "name": st.just("X"), "owner": st.sampled_from(["a", "b"])},
                    optional={
                        "toughness": json_values,
                        "counters": json_values,
                        "card_types": json_values,
                        "damage": json_values,
                        "attached_to": json_values,
                    },
                ),
                max_size=4,
            ),
            "variant": json_values,
        },
    )
)
def test_structured_garbage_gives_a_state_or_a_typed_error(doc: dict[str, object]) -> None:
    try:
        state = state_from_json(json.dumps(doc))
    except InvalidState:
        return
    check_sba(state)
