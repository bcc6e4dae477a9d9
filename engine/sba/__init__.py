"""State-based actions (CR 704): the rules table, its numbering per edition, and the check loop."""

from engine.numbering import KNOWN_EDITIONS, NEWEST_EDITION, Numbering, RuleResolver, resolver_for
from engine.sba.check import check_sba
from engine.sba.result import Action, PendingChoice, Round, SbaResult

__all__ = [
    "KNOWN_EDITIONS",
    "NEWEST_EDITION",
    "Action",
    "Numbering",
    "PendingChoice",
    "Round",
    "RuleResolver",
    "SbaResult",
    "check_sba",
    "resolver_for",
]
