"""Continuous effects (611, 613): the Oracle compiler, the layer system, and the questions
Juez asks when a board doesn't say enough to apply them."""

from engine.effects.layers import Layered, Step, apply_effects, has_effects
from engine.effects.model import Filter, Layer, Op, Paragraph, Part, Rule, Static, Verdict
from engine.effects.oracle import compile_sentence, compile_text

__all__ = [
    "Filter",
    "Layer",
    "Layered",
    "Op",
    "Paragraph",
    "Part",
    "Rule",
    "Static",
    "Step",
    "Verdict",
    "apply_effects",
    "compile_sentence",
    "compile_text",
    "has_effects",
]
