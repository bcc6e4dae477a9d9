"""JSON read within bounds (issue 30, item 6): depth is counted without parsing, a deep file is
refused before ``json.loads`` recurses, and a huge token is caught as the stream goes by."""

from __future__ import annotations

import pytest

from engine import json_limits
from engine.json_limits import JsonLimitError, TokenGuard, nesting_depth


@pytest.mark.parametrize(
    ("text", "depth"),
    [
        ('{"a": [1, {"b": 2}]}', 3),
        ("[]", 1),
        ("", 0),
        ("[" * 100_000, 100_000),
        ('[{"a": "b"', 2),  # cut short: what was opened
    ],
    ids=["three", "one", "empty", "hundred-thousand-unclosed", "cut-short"],
)
def test_nesting_depth_counts_open_brackets(text: str, depth: int) -> None:
    assert nesting_depth(text) == depth


def test_100000_brackets_are_refused_not_a_recursion_error() -> None:
    with pytest.raises(JsonLimitError) as caught:
        json_limits.loads("[" * 100_000 + "]" * 100_000)
    assert caught.value.key == "json.too_deep"


def test_64_levels_still_read() -> None:
    value = json_limits.loads("[" * 64 + "]" * 64)
    for _ in range(63):
        value = value[0]
    assert value == []


def test_closing_brackets_hidden_in_strings_still_end_in_a_refusal() -> None:
    """A string of "]" lowers the count; Python's recursion limit is the backstop, said the same way."""
    with pytest.raises(JsonLimitError):
        json_limits.loads('["' + "]" * 5000 + '", ' + "[" * 5000 + "]" * 5000 + "]")


def test_too_many_containers_are_refused_when_asked() -> None:
    with pytest.raises(JsonLimitError) as caught:
        json_limits.loads("[" + "[]," * 30_000 + "[]]", max_containers=20_000)
    assert caught.value.key == "json.too_many"
    assert json_limits.loads("[" + "[]," * 100 + "[]]", max_containers=20_000)


def test_a_long_token_across_chunks_is_refused() -> None:
    guard = TokenGuard(1_000)
    guard.feed(b'{"a": "' + b"x" * 600)
    with pytest.raises(JsonLimitError) as caught:
        guard.feed(b"x" * 600)
    assert caught.value.key == "json.too_long"


def test_escaped_quotes_dont_reset_the_run_even_split_across_chunks() -> None:
    guard = TokenGuard(1_000)
    with pytest.raises(JsonLimitError):
        for _ in range(10):
            guard.feed(b"a" * 199 + b"\\")  # the escaped quote's backslash ends the chunk...
            guard.feed(b'"')  # ...and its quote starts the next


def test_ordinary_json_passes_the_guard() -> None:
    guard = TokenGuard(1_000)
    for _ in range(1_000):
        guard.feed(b'{"name": "Grizzly Bears", "text": "a \\"quoted\\" word \\\\"}, ')
