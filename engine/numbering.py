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

from typing import Protocol

from engine.errors import KeyedError

# Kinds whose number is the same in every edition since 2017.
_STABLE: dict[str, str] = {
    "zero_life": "704.5a",
    "empty_library_draw": "704.5b",
    "poison": "704.5c",
    "token_outside_battlefield": "704.5d",
    "copy_outside_zone": "704.5e",
    "zero_toughness": "704.5f",
    "lethal_damage": "704.5g",
    "deathtouch_damage": "704.5h",
    "zero_loyalty": "704.5i",
    "draw_game": "104.4a",
    "player_leaves_game": "800.4a",
    "state_based_actions": "704.3",
    # Mana abilities (CR 605) and the rules the classifier leans on: stable since 2017.
    "mana_activated": "605.1a",
    "mana_triggered": "605.1b",
    "mana_could_add": "605.2",
    "mana_when_activated": "605.3a",
    "mana_no_stack": "605.3b",
    "mana_trigger_no_stack": "605.4a",
    "not_mana_ability": "605.5",
    "not_mana_target": "605.5a",
    "not_mana_spell": "605.5b",
    "loyalty_ability": "606.1",
    "reminder_text": "207.2a",
    "protection_aura": "702.16c",
    "protection_equipment": "702.16d",
    "intrinsic_land_ability": "305.6",
}

# 2026-01-16 and 2026-04-17 number 704.5 and 704.6 identically (see ../shared/data/README.md).
_EARLY_2026: dict[str, str | None] = {
    **_STABLE,
    "legend_rule": "704.5j",
    "world_rule": "704.5k",
    "aura_illegal": "704.5m",
    "equipment_illegal": "704.5n",
    "illegal_attachment": "704.5p",
    "counter_annihilation": "704.5q",
    "counter_limit": "704.5r",
    "saga_complete": "704.5s",
    "dungeon_complete": "704.5t",
    "space_sculptor_sector": "704.5u",
    "siege_zero_defense": "704.5v",
    "battle_zero_defense": "704.5v",
    "battle_no_protector": "704.5w",
    "battle_illegal_protector": "704.5x",
    "role_rule": "704.5y",
    "speed_start": "704.5z",
    "team_zero_life": "704.6a",
    "team_poison": "704.6b",
    "commander_damage": "704.6c",
    "commander_to_command_zone": "704.6d",
    "scheme_face_down": "704.6e",
    "phenomenon_planeswalk": "704.6f",
    "single_replacement": "704.7",
    "last_known_information": "704.8",
    "zero_targets": "115.6",
    "spell_ability": "113.3a",
    "saga_chapter": "714.2b",
    "indirect_phasing": "702.26g",
    "damage_to_planeswalker": "120.3c",
    "damage_to_battle": "120.3h",
}

NUMBERING: dict[str, dict[str, str | None]] = {
    "2017-08-25": {
        **_STABLE,
        "legend_rule": "704.5k",
        "world_rule": "704.5m",
        "aura_illegal": "704.5n",
        "equipment_illegal": "704.5p",
        "illegal_attachment": "704.5q",
        "counter_annihilation": "704.5r",
        "counter_limit": "704.5s",
        "saga_complete": None,
        "dungeon_complete": None,
        "space_sculptor_sector": None,
        "siege_zero_defense": None,
        "battle_zero_defense": None,
        "battle_no_protector": None,
        "battle_illegal_protector": None,
        "role_rule": None,
        "speed_start": None,
        "team_zero_life": "704.5t",
        "team_poison": "704.5u",
        "commander_damage": "704.5v",
        "commander_to_command_zone": None,
        "scheme_face_down": "704.5w",
        "phenomenon_planeswalk": "704.5x",
        "single_replacement": "704.6",
        "last_known_information": "704.7",
        "zero_targets": None,
        "spell_ability": "112.3a",
        "saga_chapter": None,
        "indirect_phasing": "702.25f",
        "damage_to_planeswalker": "119.3c",
        "damage_to_battle": None,
    },
    "2026-01-16": dict(_EARLY_2026),
    "2026-04-17": dict(_EARLY_2026),
    "2026-08-07": {
        **_EARLY_2026,
        "siege_zero_defense": "704.5v",
        "battle_zero_defense": "704.5w",
        "battle_no_protector": "704.5x",
        "battle_illegal_protector": "704.5y",
        "role_rule": "704.5z",
        "speed_start": "704.5aa",
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
    """Turns a stable kind id into a rule number of one edition (``None``: not in that edition)."""

    @property
    def edition(self) -> str: ...

    def number(self, kind: str) -> str | None: ...


class TableResolver:
    """A resolver backed by the built-in per-edition tables."""

    def __init__(self, edition: str | None = None) -> None:
        chosen = edition or NEWEST_EDITION
        if chosen not in NUMBERING:
            raise UnknownEdition(chosen)
        self._edition = chosen
        self._table = NUMBERING[chosen]

    @property
    def edition(self) -> str:
        return self._edition

    def number(self, kind: str) -> str | None:
        if kind not in self._table:
            raise KeyError(f"no rule kind {kind!r}")
        return self._table[kind]


def resolver_for(edition: str | None) -> TableResolver:
    """The table resolver for an edition (``YYYY-MM-DD``), the newest by default."""
    return TableResolver(edition)
