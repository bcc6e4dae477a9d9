"""The mana-ability classifier (CR 605): card text in, one verdict per ability out."""

from engine.mana.classify import AbilityVerdict, ManaInputError, ManaResult, classify

__all__ = ["AbilityVerdict", "ManaInputError", "ManaResult", "classify"]
