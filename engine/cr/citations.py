"""Find, in an edition's own text, the rule each engine kind cites.

Rule letters move between editions; what a rule *says* barely does. Each kind has signature
phrases (our own short cues, matched without case or typographic quotes) and the section it
lives in; the resolver picks the numbered rule whose text contains them. A new edition with
re-lettered rules is then cited correctly on the day it is imported, with no table to update.
Alternatives are tried in order, so a rule reworded in one edition still has a cue that fits.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

#: kind → (sections where it may live, alternatives; each alternative is phrases that must all appear).
SIGNATURES: dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = {
    "zero_life": (("704.5",), (("player has 0 or less life",),)),
    "empty_library_draw": (("704.5",), (("draw a card from a library with no cards",),)),
    "poison": (("704.5",), (("player has ten or more poison counters",),)),
    "token_outside_battlefield": (("704.5",), (("token is in a zone other than the battlefield",),)),
    "copy_outside_zone": (("704.5",), (("copy of a spell is in a zone other than the stack",),)),
    "zero_toughness": (("704.5",), (("creature has toughness 0 or less",),)),
    "lethal_damage": (("704.5",), (("lethal damage",),)),
    "deathtouch_damage": (("704.5",), (("source with deathtouch",),)),
    "zero_loyalty": (("704.5",), (("planeswalker has loyalty 0",),)),
    "legend_rule": (("704.5",), (('"legend rule."',),)),
    "world_rule": (("704.5",), (('"world rule."',),)),
    "aura_illegal": (("704.5",), (("aura is attached to an illegal",),)),
    "equipment_illegal": (("704.5",), (("equipment or fortification is attached to an illegal",),)),
    "illegal_attachment": (("704.5",), (("is attached to an object or player, it becomes unattached",),)),
    "counter_annihilation": (("704.5",), (("+1/+1 counter and a -1/-1 counter",),)),
    "counter_limit": (("704.5",), (("can't have more than n counters",),)),
    "saga_complete": (("704.5",), (("lore counters on a saga",),)),
    "dungeon_complete": (("704.5",), (("venture marker",),)),
    "space_sculptor_sector": (("704.5",), (("space sculptor",),)),
    "siege_zero_defense": (("704.5",), (("siege battle has defense 0",), ("battle has defense 0",))),
    "battle_zero_defense": (("704.5",), (("non-siege battle has defense 0",), ("battle has defense 0",))),
    "battle_no_protector": (("704.5",), (("no player in the game designated as its protector",),)),
    "battle_illegal_protector": (
        ("704.5",),
        (
            ("protector is a player who can't be its protector",),
            ("siege's controller is also its designated protector",),
        ),
    ),
    "role_rule": (("704.5",), (("more than one role",),)),
    "speed_start": (("704.5",), (("start your engines",),)),
    "team_zero_life": (("704.6", "704.5"), (("two-headed giant game, if a team has 0 or less life",),)),
    "team_poison": (("704.6", "704.5"), (("team has fifteen or more poison counters",),)),
    "commander_damage": (("704.6", "704.5"), (("21 or more combat damage by the same commander",),)),
    "commander_to_command_zone": (("704.6",), (("commander is in a graveyard or in exile",),)),
    "scheme_face_down": (("704.6", "704.5"), (("scheme card is face up",),)),
    "phenomenon_planeswalk": (("704.6", "704.5"), (("phenomenon card is face up",),)),
    "single_replacement": (("704",), (("single replacement effect will replace all of them",),)),
    "last_known_information": (("704",), (("last known information",),)),
    "state_based_actions": (("704",), (("whenever a player would get priority",),)),
    "draw_game": (("104.4",), (("lose simultaneously, the game is a draw",),)),
    "player_leaves_game": (("800.4",), (("when a player leaves the game, all objects",),)),
    "mana_activated": (("605.1",), (("an activated ability is a mana ability if",),)),
    "mana_triggered": (("605.1",), (("a triggered ability is a mana ability if",),)),
    "mana_could_add": (("605",), (("remains a mana ability even if",),)),
    "mana_when_activated": (("605.3",), (("may activate an activated mana ability whenever",),)),
    "mana_no_stack": (("605.3",), (("activated mana ability doesn't go on the stack",),)),
    "mana_trigger_no_stack": (("605.4",), (("triggered mana ability doesn't go on the stack",),)),
    "not_mana_ability": (("605",), (("aren't mana abilities",),)),
    "not_mana_target": (("605.5",), (("an ability with a target is not a mana ability",),)),
    "not_mana_spell": (("605.5",), (("a spell can never be a mana ability",),)),
    "loyalty_ability": (("606",), (("some activated abilities are loyalty abilities",),)),
    "reminder_text": (("207.2",), (("reminder text is italicized text",),)),
    "intrinsic_land_ability": (("305",), (("the basic land types are",),)),
    "zero_targets": (("115", "114"), (("requires targets may allow zero targets",),)),
    "spell_ability": (("113.3", "112.3"), (("spell abilities are abilities that are followed as instructions",),)),
    "saga_chapter": (("714.2",), (("when one or more lore counters are put onto this saga",),)),
    "protection_aura": (("702.16",), (("with protection can't be enchanted by auras that have the stated quality",),)),
    "protection_equipment": (("702.16",), (("with protection can't be equipped by equipment",),)),
    "indirect_phasing": (("702.26", "702.25"), (("attached to that permanent phase out at the same time",),)),
    "damage_to_planeswalker": (("120.3", "119.3"), (("damage dealt to a planeswalker causes that many loyalty",),)),
    "damage_to_battle": (("120.3", "119.3"), (("damage dealt to a battle causes that many defense",),)),
    # Neighbours of the cited rules, so a Spanish reply can explain the whole of 704 and 605.
    "sba_definition": (("704.1",), (("state-based actions are game actions that happen automatically",),)),
    "sba_are_not_triggers": (("704.1",), (("abilities that watch for a specified game state",),)),
    "sba_not_controlled": (("704.2",), (("checked throughout the game",),)),
    "sba_ignore_resolution": (("704.4",), (("pay no attention to what happens during the resolution",),)),
    "sba_list": (("704.5",), (("the state-based actions are as follows",),)),
    "sba_variants": (("704.6",), (("some variant games include additional state-based actions",),)),
    "mana_abilities_intro": (("605.1",), (("some activated abilities and some triggered abilities are mana",),)),
    "mana_activation_rules": (("605.3",), (("activating an activated mana ability follows the rules",),)),
    "mana_once_at_a_time": (("605.3",), (("can't be activated again until it has resolved",),)),
    "mana_triggered_rules": (("605.4",), (("triggered mana abilities follow all the rules",),)),
    "game_loss_all_lose": (("104.4",), (("lose simultaneously, the game is a draw",),)),
}


def normalise_text(text: str) -> str:
    return (
        text.casefold()
        .replace("’", "'")
        .replace("‘", "'")
        .replace("“", '"')
        .replace("”", '"')
        .replace("−", "-")
        .replace("–", "-")
    )


@dataclass(frozen=True, slots=True)
class Located:
    edition: str
    numbers: dict[str, str | None]


_WANTED_SECTIONS = frozenset(s for sections, _ in SIGNATURES.values() for s in sections)


def locate_citations(rules: Iterable[tuple[str, str]]) -> dict[str, str | None]:
    """For each kind, the number of the rule whose text carries its signature (None: absent).

    Rules are indexed once by the sections they belong to (``704.5g`` is within ``704.5`` and
    ``704``; ``704.50`` is not within ``704.5``), so each kind reads only its own few rules.
    """
    by_section: dict[str, list[tuple[str, str]]] = {}
    for number, text in rules:
        section, _, rest = number.partition(".")
        digits = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
        for ancestor in (number, f"{section}.{digits}" if digits else None, section):
            if ancestor in _WANTED_SECTIONS:
                by_section.setdefault(ancestor, []).append((number, normalise_text(text)))
    found: dict[str, str | None] = {}
    for kind, (sections, alternatives) in SIGNATURES.items():
        candidates = [entry for s in sections for entry in by_section.get(s, ())]
        found[kind] = next((n for phrases in alternatives for n, t in candidates if all(p in t for p in phrases)), None)
    return found


class TextResolver:
    """A resolver backed by numbers located in an ingested edition (falls back to the tables)."""

    def __init__(self, edition: str, numbers: dict[str, str | None]) -> None:
        self._edition = edition
        self._numbers = numbers

    @property
    def edition(self) -> str:
        return self._edition

    def number(self, kind: str) -> str | None:
        if kind not in self._numbers:
            raise KeyError(f"no rule kind {kind!r}")
        return self._numbers[kind]
