"""Where each rule the engines cite sits in each known edition of the Comprehensive Rules.

Rule letters move between editions (the legend rule was 704.5k in 2017 and is 704.5j now; in
August 2026 the speed rule moved from 704.5z to 704.5aa), so the engine never hard-codes a
number: every action carries a stable kind id, and a resolver turns it into the number of the
edition in use. ``None`` means the rule does not exist in that edition, which is said to the
judge instead of citing a wrong number.

The CR store resolves numbers from an ingested text itself; these tables are the fallback and
the cross-check for the editions we know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from engine.errors import KeyedError
from engine.kinds import Kind

# Kinds whose number is the same in every edition since 2017.
_STABLE: dict[Kind, str | None] = {
    Kind.ZERO_LIFE: "704.5a",
    Kind.EMPTY_LIBRARY_DRAW: "704.5b",
    Kind.POISON: "704.5c",
    Kind.TOKEN_OUTSIDE_BATTLEFIELD: "704.5d",
    Kind.COPY_OUTSIDE_ZONE: "704.5e",
    Kind.ZERO_TOUGHNESS: "704.5f",
    Kind.LETHAL_DAMAGE: "704.5g",
    Kind.DEATHTOUCH_DAMAGE: "704.5h",
    Kind.ZERO_LOYALTY: "704.5i",
    Kind.DRAW_GAME: "104.4a",
    Kind.PLAYER_LEAVES_GAME: "800.4a",
    Kind.TEAM_LOSES_TOGETHER: "810.8a",
    Kind.EQUIPMENT_LEFT_BEHIND: "301.5c",
    Kind.STATE_BASED_ACTIONS: "704.3",
    # Mana abilities (CR 605) and the rules the classifier leans on: stable since 2017.
    Kind.MANA_ACTIVATED: "605.1a",
    Kind.MANA_TRIGGERED: "605.1b",
    Kind.MANA_COULD_ADD: "605.2",
    Kind.MANA_WHEN_ACTIVATED: "605.3a",
    Kind.MANA_NO_STACK: "605.3b",
    Kind.MANA_TRIGGER_NO_STACK: "605.4a",
    Kind.NOT_MANA_ABILITY: "605.5",
    Kind.NOT_MANA_TARGET: "605.5a",
    Kind.NOT_MANA_SPELL: "605.5b",
    Kind.LOYALTY_ABILITY: "606.1",
    Kind.REMINDER_TEXT: "207.2a",
    Kind.PROTECTION_AURA: "702.16c",
    Kind.PROTECTION_EQUIPMENT: "702.16d",
    Kind.INTRINSIC_LAND_ABILITY: "305.6",
    # Neighbours of the cited rules (explained in Spanish, cited by no engine).
    Kind.SBA_DEFINITION: "704.1",
    Kind.SBA_ARE_NOT_TRIGGERS: "704.1a",
    Kind.SBA_NOT_CONTROLLED: "704.2",
    Kind.SBA_IGNORE_RESOLUTION: "704.4",
    Kind.SBA_LIST: "704.5",
    Kind.MANA_ABILITIES_INTRO: "605.1",
    Kind.MANA_ACTIVATION_RULES: "605.3",
    Kind.MANA_ONCE_AT_A_TIME: "605.3c",
    Kind.MANA_TRIGGERED_RULES: "605.4",
}

# 2026-01-16 and 2026-04-17 number 704.5 and 704.6 identically (see ../shared/data/README.md).
_EARLY_2026: dict[Kind, str | None] = {
    **_STABLE,
    Kind.PLANESWALKER_UNIQUENESS: None,
    Kind.LEGEND_RULE: "704.5j",
    Kind.WORLD_RULE: "704.5k",
    Kind.AURA_ILLEGAL: "704.5m",
    Kind.EQUIPMENT_ILLEGAL: "704.5n",
    Kind.ILLEGAL_ATTACHMENT: "704.5p",
    Kind.COUNTER_ANNIHILATION: "704.5q",
    Kind.COUNTER_LIMIT: "704.5r",
    Kind.SAGA_COMPLETE: "704.5s",
    Kind.DUNGEON_COMPLETE: "704.5t",
    Kind.SPACE_SCULPTOR_SECTOR: "704.5u",
    Kind.SIEGE_ZERO_DEFENSE: "704.5v",
    Kind.BATTLE_ZERO_DEFENSE: "704.5v",
    Kind.BATTLE_NO_PROTECTOR: "704.5w",
    Kind.BATTLE_ILLEGAL_PROTECTOR: "704.5x",
    Kind.ROLE_RULE: "704.5y",
    Kind.SPEED_START: "704.5z",
    Kind.TEAM_ZERO_LIFE: "704.6a",
    Kind.TEAM_POISON: "704.6b",
    Kind.COMMANDER_DAMAGE: "704.6c",
    Kind.COMMANDER_TO_COMMAND_ZONE: "704.6d",
    Kind.SCHEME_FACE_DOWN: "704.6e",
    Kind.PHENOMENON_PLANESWALK: "704.6f",
    Kind.SBA_VARIANTS: "704.6",
    Kind.SINGLE_REPLACEMENT: "704.7",
    Kind.LAST_KNOWN_INFORMATION: "704.8",
    Kind.ZERO_TARGETS: "115.6",
    Kind.SPELL_ABILITY: "113.3a",
    Kind.SAGA_CHAPTER: "714.2b",
    Kind.INDIRECT_PHASING: "702.26g",
    Kind.DAMAGE_TO_PLANESWALKER: "120.3c",
    Kind.DAMAGE_TO_BATTLE: "120.3h",
    Kind.FACE_DOWN_CHARACTERISTICS: "708.2a",
}

NUMBERING: dict[str, dict[Kind, str | None]] = {
    "2017-08-25": {
        **_STABLE,
        Kind.PLANESWALKER_UNIQUENESS: "704.5j",
        Kind.LEGEND_RULE: "704.5k",
        Kind.WORLD_RULE: "704.5m",
        Kind.AURA_ILLEGAL: "704.5n",
        Kind.EQUIPMENT_ILLEGAL: "704.5p",
        Kind.ILLEGAL_ATTACHMENT: "704.5q",
        Kind.COUNTER_ANNIHILATION: "704.5r",
        Kind.COUNTER_LIMIT: "704.5s",
        Kind.SAGA_COMPLETE: None,
        Kind.DUNGEON_COMPLETE: None,
        Kind.SPACE_SCULPTOR_SECTOR: None,
        Kind.SIEGE_ZERO_DEFENSE: None,
        Kind.BATTLE_ZERO_DEFENSE: None,
        Kind.BATTLE_NO_PROTECTOR: None,
        Kind.BATTLE_ILLEGAL_PROTECTOR: None,
        Kind.ROLE_RULE: None,
        Kind.SPEED_START: None,
        Kind.TEAM_ZERO_LIFE: "704.5t",
        Kind.TEAM_POISON: "704.5u",
        Kind.COMMANDER_DAMAGE: "704.5v",
        Kind.COMMANDER_TO_COMMAND_ZONE: None,
        Kind.SCHEME_FACE_DOWN: "704.5w",
        Kind.PHENOMENON_PLANESWALK: "704.5x",
        Kind.SBA_VARIANTS: None,
        Kind.SINGLE_REPLACEMENT: "704.6",
        Kind.LAST_KNOWN_INFORMATION: "704.7",
        Kind.ZERO_TARGETS: None,
        Kind.SPELL_ABILITY: "112.3a",
        Kind.SAGA_CHAPTER: None,
        Kind.INDIRECT_PHASING: "702.25f",
        Kind.DAMAGE_TO_PLANESWALKER: "119.3c",
        Kind.DAMAGE_TO_BATTLE: None,
        Kind.FACE_DOWN_CHARACTERISTICS: "707.2a",
    },
    "2026-01-16": dict(_EARLY_2026),
    "2026-04-17": dict(_EARLY_2026),
    "2026-08-07": {
        **_EARLY_2026,
        Kind.SIEGE_ZERO_DEFENSE: "704.5v",
        Kind.BATTLE_ZERO_DEFENSE: "704.5w",
        Kind.BATTLE_NO_PROTECTOR: "704.5x",
        Kind.BATTLE_ILLEGAL_PROTECTOR: "704.5y",
        Kind.ROLE_RULE: "704.5z",
        Kind.SPEED_START: "704.5aa",
    },
}

KNOWN_EDITIONS: tuple[str, ...] = tuple(sorted(NUMBERING))
NEWEST_EDITION: str = KNOWN_EDITIONS[-1]


class UnknownEdition(KeyedError, ValueError):
    """The judge asked for an edition we have no numbering for."""

    key = "error.unknown_edition"

    def __init__(self, edition: str) -> None:
        super().__init__(edition=edition, known=", ".join(KNOWN_EDITIONS))
        self.edition = edition


class RuleResolver(Protocol):
    """Turns a stable kind into a rule number of one edition (``None``: not in that edition)."""

    @property
    def edition(self) -> str: ...

    def number(self, kind: str) -> str | None: ...


class Numbering:
    """Where each kind sits in one edition: from our tables, or located in a stored text."""

    def __init__(self, edition: str, numbers: Mapping[Kind, str | None]) -> None:
        self._edition = edition
        self._numbers = numbers

    @property
    def edition(self) -> str:
        return self._edition

    def number(self, kind: str) -> str | None:
        if kind not in self._numbers:
            raise KeyError(f"no rule kind {kind!r}")
        return self._numbers[Kind(kind)]


def resolver_for(edition: str | None) -> Numbering:
    """The table numbering of an edition (``YYYY-MM-DD``), the newest by default."""
    chosen = edition or NEWEST_EDITION
    if chosen not in NUMBERING:
        raise UnknownEdition(chosen)
    return Numbering(chosen, NUMBERING[chosen])
