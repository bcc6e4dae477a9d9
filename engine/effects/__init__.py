"""Continuous effects (611, 613): the Oracle compiler, the layer system, and the questions
Juez asks when a board doesn't say enough to apply them."""

from engine.board.stated import install_compiler
from engine.effects.layers import Layered, Step, apply_effects, has_effects
from engine.effects.model import Filter, Layer, Op, Paragraph, Part, Rule, Static, Verdict
from engine.effects.oracle import compile_sentence, compile_text
from engine.effects.stated import StatedCompiler

# The board reader finds stated effects and this package compiles them; the board can't import
# it (effects read boards), so the compiler is handed to it here.
install_compiler(StatedCompiler())

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
