"""Each difficulty of the layers topic has its own kind of interaction (issue 35, item 6):
difficulty 1 already crosses two layers (a set, 7b, and a modification, 7c: the layers decide,
not the timestamps), 2 brings the sublayers at the ends (7a's characteristic-defining ability,
7d's switch), 3 all of them and the timestamp and dependency puzzles."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.board.parse import parse_board
from engine.cards.catalog import CardCatalog
from engine.effects.model import Layer
from engine.effects.trace import trace_layers
from engine.quiz import Topic, generate

SEEDS = range(60)


def layers_crossed(catalog: CardCatalog, difficulty: int, language: str, seed: int) -> frozenset[Layer]:
    q = generate(Topic.LAYERS, difficulty, language, seed, catalog=catalog)
    assert q.target is not None
    (obj,) = trace_layers(parse_board(q.subject, catalog), q.target).objects
    return frozenset(step.layer for step in obj.steps)


@pytest.mark.parametrize("language", ["en", "es"])
def test_613_4_difficulty_1_crosses_a_set_and_a_modification(named_catalog: CardCatalog, language: str) -> None:
    for seed in SEEDS:
        crossed = layers_crossed(named_catalog, 1, language, seed)
        assert {Layer.PT_SET, Layer.PT_MODIFY} <= crossed, (seed, crossed)


def test_613_4_difficulty_2_brings_a_cda_or_a_switch(named_catalog: CardCatalog) -> None:
    kinds: Counter[str] = Counter()
    for seed in SEEDS:
        crossed = layers_crossed(named_catalog, 2, "en", seed)
        assert crossed & {Layer.PT_CDA, Layer.PT_SWITCH}, (seed, crossed)
        kinds["7a" if Layer.PT_CDA in crossed else "7d"] += 1
    assert set(kinds) == {"7a", "7d"}, kinds


def test_613_difficulty_1_never_asks_only_modifications(named_catalog: CardCatalog) -> None:
    """Near miss to the first: a board of 7c alone (an anthem and an aura, as difficulty 1
    used to be) is never drawn at any difficulty's creature board."""
    for difficulty in (1, 2, 3):
        for seed in SEEDS:
            crossed = layers_crossed(named_catalog, difficulty, "en", seed)
            assert crossed - {Layer.PT_MODIFY, Layer.ABILITY}, (difficulty, seed, crossed)
