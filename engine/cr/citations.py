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

from engine.kinds import Kind

#: kind → (sections where it may live, alternatives; each alternative is phrases that must all appear).
SIGNATURES: dict[Kind, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = {
    Kind.ZERO_LIFE: (("704.5",), (("player has 0 or less life",),)),
    Kind.EMPTY_LIBRARY_DRAW: (("704.5",), (("draw a card from a library with no cards",),)),
    Kind.POISON: (("704.5",), (("player has ten or more poison counters",),)),
    Kind.TOKEN_OUTSIDE_BATTLEFIELD: (("704.5",), (("token is in a zone other than the battlefield",),)),
    Kind.COPY_OUTSIDE_ZONE: (("704.5",), (("copy of a spell is in a zone other than the stack",),)),
    Kind.ZERO_TOUGHNESS: (("704.5",), (("creature has toughness 0 or less",),)),
    Kind.LETHAL_DAMAGE: (("704.5",), (("lethal damage",),)),
    Kind.DEATHTOUCH_DAMAGE: (("704.5",), (("source with deathtouch",),)),
    Kind.ZERO_LOYALTY: (("704.5",), (("planeswalker has loyalty 0",),)),
    Kind.PLANESWALKER_UNIQUENESS: (("704.5",), (('"planeswalker uniqueness rule."',),)),
    Kind.LEGEND_RULE: (("704.5",), (('"legend rule."',),)),
    Kind.WORLD_RULE: (("704.5",), (('"world rule."',),)),
    Kind.AURA_ILLEGAL: (("704.5",), (("aura is attached to an illegal",),)),
    Kind.EQUIPMENT_ILLEGAL: (("704.5",), (("equipment or fortification is attached to an illegal",),)),
    Kind.ILLEGAL_ATTACHMENT: (("704.5",), (("is attached to an object or player, it becomes unattached",),)),
    Kind.COUNTER_ANNIHILATION: (("704.5",), (("+1/+1 counter and a -1/-1 counter",),)),
    Kind.COUNTER_LIMIT: (("704.5",), (("can't have more than n counters",),)),
    Kind.SAGA_COMPLETE: (("704.5",), (("lore counters on a saga",),)),
    Kind.DUNGEON_COMPLETE: (("704.5",), (("venture marker",),)),
    Kind.SPACE_SCULPTOR_SECTOR: (("704.5",), (("space sculptor",),)),
    Kind.SIEGE_ZERO_DEFENSE: (("704.5",), (("siege battle has defense 0",), ("battle has defense 0",))),
    Kind.BATTLE_ZERO_DEFENSE: (("704.5",), (("non-siege battle has defense 0",), ("battle has defense 0",))),
    Kind.BATTLE_NO_PROTECTOR: (("704.5",), (("no player in the game designated as its protector",),)),
    Kind.BATTLE_ILLEGAL_PROTECTOR: (
        ("704.5",),
        (
            ("protector is a player who can't be its protector",),
            ("siege's controller is also its designated protector",),
        ),
    ),
    Kind.ROLE_RULE: (("704.5",), (("more than one role",),)),
    Kind.SPEED_START: (("704.5",), (("start your engines",),)),
    Kind.TEAM_ZERO_LIFE: (("704.6", "704.5"), (("two-headed giant game, if a team has 0 or less life",),)),
    Kind.TEAM_POISON: (("704.6", "704.5"), (("team has fifteen or more poison counters",),)),
    Kind.COMMANDER_DAMAGE: (("704.6", "704.5"), (("21 or more combat damage by the same commander",),)),
    Kind.COMMANDER_TO_COMMAND_ZONE: (("704.6",), (("commander is in a graveyard or in exile",),)),
    Kind.SCHEME_FACE_DOWN: (("704.6", "704.5"), (("scheme card is face up",),)),
    Kind.PHENOMENON_PLANESWALK: (("704.6", "704.5"), (("phenomenon card is face up",),)),
    Kind.SINGLE_REPLACEMENT: (("704",), (("single replacement effect will replace all of them",),)),
    Kind.LAST_KNOWN_INFORMATION: (("704",), (("last known information",),)),
    Kind.STATE_BASED_ACTIONS: (("704",), (("whenever a player would get priority",),)),
    Kind.DRAW_GAME: (("104.4",), (("lose simultaneously, the game is a draw",),)),
    Kind.PLAYER_LEAVES_GAME: (("800.4",), (("when a player leaves the game, all objects",),)),
    Kind.TEAM_LOSES_TOGETHER: (("810.8",), (("win and lose the game only as a team",),)),
    Kind.EQUIPMENT_LEFT_BEHIND: (("301.5",), (("equips an illegal or nonexistent permanent becomes unattached",),)),
    Kind.MANA_ACTIVATED: (("605.1",), (("an activated ability is a mana ability if",),)),
    Kind.MANA_TRIGGERED: (("605.1",), (("a triggered ability is a mana ability if",),)),
    Kind.MANA_COULD_ADD: (("605",), (("remains a mana ability even if",),)),
    Kind.MANA_WHEN_ACTIVATED: (("605.3",), (("may activate an activated mana ability whenever",),)),
    Kind.MANA_NO_STACK: (("605.3",), (("activated mana ability doesn't go on the stack",),)),
    Kind.MANA_TRIGGER_NO_STACK: (("605.4",), (("triggered mana ability doesn't go on the stack",),)),
    Kind.NOT_MANA_ABILITY: (("605",), (("aren't mana abilities",),)),
    Kind.NOT_MANA_TARGET: (("605.5",), (("an ability with a target is not a mana ability",),)),
    Kind.NOT_MANA_SPELL: (("605.5",), (("a spell can never be a mana ability",),)),
    Kind.LOYALTY_ABILITY: (("606",), (("some activated abilities are loyalty abilities",),)),
    Kind.REMINDER_TEXT: (("207.2",), (("reminder text is italicized text",),)),
    Kind.INTRINSIC_LAND_ABILITY: (("305",), (("the basic land types are",),)),
    Kind.ZERO_TARGETS: (("115", "114"), (("requires targets may allow zero targets",),)),
    Kind.SPELL_ABILITY: (("113.3", "112.3"), (("spell abilities are abilities that are followed as instructions",),)),
    Kind.SAGA_CHAPTER: (("714.2",), (("when one or more lore counters are put onto this saga",),)),
    Kind.PROTECTION_AURA: (
        ("702.16",),
        (("with protection can't be enchanted by auras that have the stated quality",),),
    ),
    Kind.PROTECTION_EQUIPMENT: (("702.16",), (("with protection can't be equipped by equipment",),)),
    Kind.INDIRECT_PHASING: (("702.26", "702.25"), (("attached to that permanent phase out at the same time",),)),
    Kind.DAMAGE_TO_PLANESWALKER: (("120.3", "119.3"), (("damage dealt to a planeswalker causes that many loyalty",),)),
    Kind.DAMAGE_TO_BATTLE: (("120.3", "119.3"), (("damage dealt to a battle causes that many defense",),)),
    Kind.FACE_DOWN_CHARACTERISTICS: (("708.2", "707.2"), (("face-down creature with no text, no name",),)),
    # Neighbours of the cited rules, so a Spanish reply can explain the whole of 704 and 605.
    Kind.SBA_DEFINITION: (("704.1",), (("state-based actions are game actions that happen automatically",),)),
    Kind.SBA_ARE_NOT_TRIGGERS: (("704.1",), (("abilities that watch for a specified game state",),)),
    Kind.SBA_NOT_CONTROLLED: (("704.2",), (("checked throughout the game",),)),
    Kind.SBA_IGNORE_RESOLUTION: (("704.4",), (("pay no attention to what happens during the resolution",),)),
    Kind.SBA_LIST: (("704.5",), (("the state-based actions are as follows",),)),
    Kind.SBA_VARIANTS: (("704.6",), (("some variant games include additional state-based actions",),)),
    Kind.MANA_ABILITIES_INTRO: (("605.1",), (("some activated abilities and some triggered abilities are mana",),)),
    Kind.MANA_ACTIVATION_RULES: (("605.3",), (("activating an activated mana ability follows the rules",),)),
    Kind.MANA_ONCE_AT_A_TIME: (("605.3",), (("can't be activated again until it has resolved",),)),
    Kind.MANA_TRIGGERED_RULES: (("605.4",), (("triggered mana abilities follow all the rules",),)),
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


def locate_citations(rules: Iterable[tuple[str, str]]) -> dict[Kind, str | None]:
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
    found: dict[Kind, str | None] = {}
    for kind, (sections, alternatives) in SIGNATURES.items():
        candidates = [entry for s in sections for entry in by_section.get(s, ())]
        found[kind] = next((n for phrases in alternatives for n, t in candidates if all(p in t for p in phrases)), None)
    return found
