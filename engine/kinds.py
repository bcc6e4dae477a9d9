"""Every rule the engines cite, as one enum of stable kind ids.

Rule numbers move between editions; what a rule is about doesn't. An action, a note or a
criterion carries its ``Kind``, and each table keyed by kinds says one thing about it: its number
in each known edition (``engine/numbering.py``), the words that find it in an edition's own text
(``engine/cr/citations.py``), our explanation of it in Spanish (``engine/rule_notes.py``), and for
the actions the engines perform, our English and Spanish explanation of what happened
(``engine/sba/explain.py``, ``engine/mana/explain.py``). A meta-test checks every table has every
kind. Members are strings, so ``Kind.LETHAL_DAMAGE == "lethal_damage"`` and JSON stays plain.
"""

from __future__ import annotations

from enum import StrEnum


class Kind(StrEnum):
    # State-based actions (704.5, 704.6) and the rules around them (704, 104.4a, 800.4a)
    ZERO_LIFE = "zero_life"
    EMPTY_LIBRARY_DRAW = "empty_library_draw"
    POISON = "poison"
    TOKEN_OUTSIDE_BATTLEFIELD = "token_outside_battlefield"
    COPY_OUTSIDE_ZONE = "copy_outside_zone"
    ZERO_TOUGHNESS = "zero_toughness"
    LETHAL_DAMAGE = "lethal_damage"
    DEATHTOUCH_DAMAGE = "deathtouch_damage"
    ZERO_LOYALTY = "zero_loyalty"
    PLANESWALKER_UNIQUENESS = "planeswalker_uniqueness"
    LEGEND_RULE = "legend_rule"
    WORLD_RULE = "world_rule"
    AURA_ILLEGAL = "aura_illegal"
    EQUIPMENT_ILLEGAL = "equipment_illegal"
    ILLEGAL_ATTACHMENT = "illegal_attachment"
    COUNTER_ANNIHILATION = "counter_annihilation"
    COUNTER_LIMIT = "counter_limit"
    SAGA_COMPLETE = "saga_complete"
    DUNGEON_COMPLETE = "dungeon_complete"
    SPACE_SCULPTOR_SECTOR = "space_sculptor_sector"
    SIEGE_ZERO_DEFENSE = "siege_zero_defense"
    BATTLE_ZERO_DEFENSE = "battle_zero_defense"
    BATTLE_NO_PROTECTOR = "battle_no_protector"
    BATTLE_ILLEGAL_PROTECTOR = "battle_illegal_protector"
    ROLE_RULE = "role_rule"
    SPEED_START = "speed_start"
    TEAM_ZERO_LIFE = "team_zero_life"
    TEAM_POISON = "team_poison"
    COMMANDER_DAMAGE = "commander_damage"
    COMMANDER_TO_COMMAND_ZONE = "commander_to_command_zone"
    SCHEME_FACE_DOWN = "scheme_face_down"
    PHENOMENON_PLANESWALK = "phenomenon_planeswalk"
    SINGLE_REPLACEMENT = "single_replacement"
    LAST_KNOWN_INFORMATION = "last_known_information"
    STATE_BASED_ACTIONS = "state_based_actions"
    DRAW_GAME = "draw_game"
    PLAYER_LEAVES_GAME = "player_leaves_game"
    TEAM_LOSES_TOGETHER = "team_loses_together"
    EQUIPMENT_LEFT_BEHIND = "equipment_left_behind"
    # Mana abilities (605) and the rules the classifier leans on
    MANA_ACTIVATED = "mana_activated"
    MANA_TRIGGERED = "mana_triggered"
    MANA_COULD_ADD = "mana_could_add"
    MANA_WHEN_ACTIVATED = "mana_when_activated"
    MANA_NO_STACK = "mana_no_stack"
    MANA_TRIGGER_NO_STACK = "mana_trigger_no_stack"
    NOT_MANA_ABILITY = "not_mana_ability"
    NOT_MANA_TARGET = "not_mana_target"
    NOT_MANA_SPELL = "not_mana_spell"
    LOYALTY_ABILITY = "loyalty_ability"
    REMINDER_TEXT = "reminder_text"
    INTRINSIC_LAND_ABILITY = "intrinsic_land_ability"
    ZERO_TARGETS = "zero_targets"
    SPELL_ABILITY = "spell_ability"
    # Rules the SBA answers cite beside the actions (protection, phasing, damage)
    SAGA_CHAPTER = "saga_chapter"
    PROTECTION_AURA = "protection_aura"
    PROTECTION_EQUIPMENT = "protection_equipment"
    INDIRECT_PHASING = "indirect_phasing"
    DAMAGE_TO_PLANESWALKER = "damage_to_planeswalker"
    DAMAGE_TO_BATTLE = "damage_to_battle"
    FACE_DOWN_CHARACTERISTICS = "face_down_characteristics"
    # Neighbours: cited by no engine, explained so a Spanish reply covers 704 and 605 whole
    SBA_DEFINITION = "sba_definition"
    SBA_ARE_NOT_TRIGGERS = "sba_are_not_triggers"
    SBA_NOT_CONTROLLED = "sba_not_controlled"
    SBA_IGNORE_RESOLUTION = "sba_ignore_resolution"
    SBA_LIST = "sba_list"
    SBA_VARIANTS = "sba_variants"
    MANA_ABILITIES_INTRO = "mana_abilities_intro"
    MANA_ACTIVATION_RULES = "mana_activation_rules"
    MANA_ONCE_AT_A_TIME = "mana_once_at_a_time"
    MANA_TRIGGERED_RULES = "mana_triggered_rules"
