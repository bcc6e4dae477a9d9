"""The SBA engine's view of the shared per-edition numbering (``engine.numbering``)."""

from engine.numbering import (
    KNOWN_EDITIONS,
    NEWEST_EDITION,
    NUMBERING,
    RuleResolver,
    TableResolver,
    UnknownEdition,
    resolver_for,
)

__all__ = [
    "KNOWN_EDITIONS",
    "NEWEST_EDITION",
    "NUMBERING",
    "RuleResolver",
    "TableResolver",
    "UnknownEdition",
    "resolver_for",
]
