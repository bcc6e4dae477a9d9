"""What a static ability's sentence is about: "Other Elf creatures you control", "Enchanted
creature", "Nonbasic lands", "Each creature with flying" → a ``Filter``.

Read word by word from the subject's own grammar (determiner, "other", adjectives, a noun,
then who controls it and "with"/"without"), so new cards with the same wording read the same
way; anything the grammar doesn't know returns None and the sentence is asked about.
"""

from __future__ import annotations

import re
from functools import lru_cache

from engine.effects.model import ATTACHED, SELF, Filter
from engine.keyword_abilities import KEYWORD_ABILITIES

#: Keyword abilities a subject may be "with" or "without" ("creatures with flying").
KEYWORD_NAMES = frozenset({en for en, _, _ in KEYWORD_ABILITIES} | {"indestructible", "defender"})

COLORS = frozenset({"white", "blue", "black", "red", "green"})
CARD_TYPES = frozenset(
    {"creature", "artifact", "enchantment", "land", "planeswalker", "battle", "instant", "sorcery", "kindred", "tribal"}
)
#: Color words that describe how many colors, not which: matched by count (105.2).
COLOR_KINDS = frozenset({"colorless", "multicolored", "monocolored"})
SUPERTYPES = frozenset({"legendary", "basic", "snow", "world"})
#: Nouns that stand for "permanent of this type" ("creatures", "Auras"), singular.
_NOUNS = {
    "creature": "creature",
    "creatures": "creature",
    "artifact": "artifact",
    "artifacts": "artifact",
    "enchantment": "enchantment",
    "enchantments": "enchantment",
    "land": "land",
    "lands": "land",
    "planeswalker": "planeswalker",
    "planeswalkers": "planeswalker",
    "battle": "battle",
    "battles": "battle",
    "permanent": "",
    "permanents": "",
}
_TOKEN_NOUNS = frozenset({"token", "tokens"})
_CONTROLLERS = (
    ("you control", "you"),
    ("your opponents control", "opponents"),
    ("an opponent controls", "opponents"),
    ("you don't control", "not_you"),
    ("your opponents don't control", "you"),
    ("enchanted player controls", "enchanted_player"),
    ("your team controls", "team"),
    ("the chosen player controls", "chosen"),
)
_ATTACHED = re.compile(r"^(?:enchanted|equipped|fortified) (?:creature|permanent|land|artifact|planeswalker|battle)$")
_SELF = frozenset({"~", "it"})
#: Irregular plurals of creature types (205.3m); regular ones lose their "s"/"es".
_IRREGULAR = {
    "elves": "elf",
    "dwarves": "dwarf",
    "wolves": "wolf",
    "werewolves": "werewolf",
    "mice": "mouse",
    "merfolk": "merfolk",
    "fungi": "fungus",
    "octopi": "octopus",
    "sphinxes": "sphinx",
    "foxes": "fox",
    "homunculi": "homunculus",
    "lice": "louse",
    "djinn": "djinn",
    "efreet": "efreet",
    "kor": "kor",
    "moonfolk": "moonfolk",
    "kithkin": "kithkin",
    "phyrexians": "phyrexian",
    "slith": "slith",
}


def singular_subtypes(word: str) -> frozenset[str]:
    """Every singular a plural creature type may stand for ("Faeries": faerie; "Allies": ally)."""
    lower = word.casefold()
    if lower in _IRREGULAR:
        return frozenset({_IRREGULAR[lower]})
    forms = {lower}
    if lower.endswith("ies"):
        forms |= {lower[:-3] + "y", lower[:-1]}
    elif lower.endswith("es"):
        forms |= {lower[:-2], lower[:-1]}
    elif lower.endswith("s"):
        forms.add(lower[:-1])
    return frozenset(forms)


@lru_cache(maxsize=8192)
def read_subject(phrase: str) -> Filter | None:
    """The filter a subject phrase describes, or None when its words aren't all understood."""
    text = phrase.strip().rstrip(",")
    lower = text.casefold()
    if lower in _SELF:
        return SELF
    if lower in ("both creatures", "each of those creatures"):
        return Filter(scope="paired")  # soulbond's pair: the source and its partner (702.95)
    if re.match(
        r"^(?:you|your opponents|each opponent|each player|players|an opponent|target player)\b(?! control)", lower
    ):
        return None  # a player, not a permanent
    if _ATTACHED.match(lower):
        return _attached(lower)
    typed = re.fullmatch(r"(?:[Ee]nchanted|[Ee]quipped) ([A-Z][a-z]+)", text)
    if typed:  # "Enchanted Mountain", "Enchanted Wall": what it is attached to, of that subtype
        return Filter(scope="attached", subtypes=singular_subtypes(typed[1]))
    controller: str | None = None
    for phrase_words, who in _CONTROLLERS:
        if f" {phrase_words}" in f" {lower}":
            lower = lower.replace(phrase_words, " ").strip()
            text = re.sub(re.escape(phrase_words), " ", text, flags=re.IGNORECASE).strip()
            controller = who
            break
    any_types: frozenset[str] = frozenset()
    either = re.match(
        r"^(?:each |other |another )*([a-z]+)(?:(?:,| and/or| or| and) ([a-z]+))?,?(?: and/or| or| and) ([a-z]+)\b",
        lower,
    )
    if either and all(w is None or w in CARD_TYPES or w.rstrip("s") in CARD_TYPES for w in either.groups()):
        any_types = frozenset(w.rstrip("s") for w in either.groups() if w)
        lead = text[: either.start(1)]
        text = (lead + "permanent" + text[either.end() :]).strip()
        lower = text.casefold()
    named: frozenset[str] = frozenset()
    called = re.search(r"\snamed (.+)$", text)
    if called:  # "other creatures named Relentless Rats" (the card's own name is "~", 201.5)
        named = _names(called.group(1))
        text = text[: called.start()].strip()
        lower = text.casefold()
    with_counter = None
    counter = re.search(r"\swith (?:a |an |one or more )?([+-]\d+/[+-]\d+|[a-z]+) counters? on (?:it|them)$", text)
    if counter:
        with_counter, text = counter.group(1), text[: counter.start()].strip()
    with_ability = without_ability = None
    no_abilities = False
    match = re.search(r"\s(with|without) ([a-z][a-z ]*)$", text)
    if match and match.group(1) == "with" and match.group(2).strip() == "no abilities":
        no_abilities, text, match = True, text[: match.start()].strip(), None  # Muraganda Petroglyphs
    if match:
        ability = match.group(2).strip()
        if ability not in KEYWORD_NAMES:
            return None  # "with power 4 or greater", "with the chosen name": not read, asked
        if match.group(1) == "with":
            with_ability = ability
        else:
            without_ability = ability
        text = text[: match.start()].strip()
    attached_kind = None
    modified = re.search(r"\sthat(?: are| is|'s) (enchanted or equipped|enchanted|equipped)$", text)
    if modified:
        attached_kind, text = modified.group(1), text[: modified.start()].strip()
    kinds_of = re.search(r"\sthat(?:'s| is| are)(?: a| an)? ([A-Z][\w' ,]+?(?: or (?:a |an )?[A-Z][\w']+)?)$", text)
    extra_subtypes: set[str] = set()
    if kinds_of:
        for word in re.split(r",? or (?:a |an )?|, (?:a |an )?", kinds_of.group(1)):
            if not word or not word[:1].isupper():
                return None
            extra_subtypes |= {word.casefold()} | singular_subtypes(word)
        text = text[: kinds_of.start()].strip()
    # "that are enchanted" and the like are not read: asked about.
    words: list[str] = [w for w in re.split(r"\s+|,\s*", text) if w]
    if not words:
        return None
    first = words[0].casefold()
    if first in ("each", "all"):
        words = words[1:]
    other = False
    if words and words[0].casefold() in ("other", "another"):
        other, words = True, words[1:]
    if not words:
        return None
    noun = words[-1]
    adjectives = words[:-1]
    fields: dict[str, set[str]] = {k: set() for k in ("types", "not_types", "subtypes", "not_subtypes")}
    fields |= {k: set() for k in ("supertypes", "not_supertypes", "colors", "not_colors")}
    token: bool | None = None
    tapped: bool | None = None
    face_down = False
    combat: str | None = None
    is_modified = False
    lower_noun = noun.casefold()
    if lower_noun in _TOKEN_NOUNS:
        token = True
        if adjectives and adjectives[-1].casefold() in _NOUNS:
            lower_noun = adjectives[-1].casefold()
            adjectives = adjectives[:-1]
        else:
            lower_noun = "permanent"
    if lower_noun in _NOUNS:
        if _NOUNS[lower_noun]:
            fields["types"].add(_NOUNS[lower_noun])
    elif noun[:1].isupper() and noun.isalpha():
        fields["subtypes"] |= singular_subtypes(noun)  # "Goblins you control"
        if _creature_type_plural(noun):
            fields["types"].add("creature")
    else:
        return None
    pending_or: list[str] = []
    for word in adjectives:
        lower_word = word.casefold()
        if lower_word in ("and", "or", "the"):
            pending_or.append(lower_word)
            continue
        if lower_word in ("attacking", "blocking"):
            combat = lower_word  # a board rarely says: both readings are tried
            continue
        if lower_word in ("enchanted", "equipped") and noun.casefold().endswith("s"):
            attached_kind = lower_word  # "Equipped creatures you control": those carrying one
            continue
        if lower_word == "modified":
            is_modified = True
            continue
        if lower_word in _STATES:
            return None  # "unblocked", "modified": not read; asked
        negated = lower_word.startswith("non") and lower_word not in ("none",)
        bare = lower_word.removeprefix("non").removeprefix("-") if negated else lower_word
        original = word[3:].lstrip("-") if negated else word
        if bare in COLORS or bare in COLOR_KINDS:
            fields["not_colors" if negated else "colors"].add(bare)
        elif bare in CARD_TYPES:
            fields["not_types" if negated else "types"].add(bare)
        elif bare in SUPERTYPES:
            fields["not_supertypes" if negated else "supertypes"].add(bare)
        elif bare == "token":
            token = not negated
        elif lower_word == "face-down":
            face_down = True
        elif bare == "tapped":
            tapped = True
        elif bare == "untapped":
            tapped = False
        elif original[:1].isupper() and original.replace("'", "").isalpha():
            fields["not_subtypes" if negated else "subtypes"] |= {original.casefold()} | singular_subtypes(original)
        else:
            return None
    fields["subtypes"] |= extra_subtypes
    if pending_or and "or" in pending_or and len(fields["types"]) > 1:
        return None  # "artifact or creature": any-of types aren't a Filter's "all of"
    if "creature" in fields["types"] and len(fields["types"] - {"creature"}) and pending_or:
        return None
    return Filter(
        scope="all",
        controller=controller,
        other=other,
        types=frozenset(fields["types"]),
        not_types=frozenset(fields["not_types"]),
        subtypes=frozenset(fields["subtypes"]),
        not_subtypes=frozenset(fields["not_subtypes"]),
        supertypes=frozenset(fields["supertypes"]),
        not_supertypes=frozenset(fields["not_supertypes"]),
        colors=frozenset(fields["colors"]),
        not_colors=frozenset(fields["not_colors"]),
        token=token,
        tapped=tapped,
        with_ability=with_ability,
        without_ability=without_ability,
        with_counter=with_counter,
        attached_kind=attached_kind,
        any_types=any_types,
        combat=combat,
        face_down=face_down,
        named=named,
        modified=is_modified,
        no_abilities=no_abilities,
    )


#: Words of a subject for what is happening to a permanent, not what it is.
_STATES = frozenset({"attacking", "blocking", "blocked", "unblocked", "modified", "enchanted", "equipped", "paired"})


def _names(words: str) -> frozenset[str]:
    """ "Sword of Kaldra, ~, and Helm of Kaldra", "Guan Yu, Sainted Warrior or a permanent named
    Zhang Fei, Fierce Warrior": a legend's name has a comma of its own, so every run of
    comma-separated parts is a name it may be (a card matches one of them exactly)."""
    out: set[str] = set()
    for piece in re.split(r",? (?:and|or) (?:an? [a-z]+ named )?", words):
        parts = [p.strip() for p in piece.split(",") if p.strip()]
        out |= {", ".join(parts[i:j]) for i in range(len(parts)) for j in range(i + 1, len(parts) + 1)}
    return frozenset(out)


def _creature_type_plural(noun: str) -> bool:
    """A capitalised noun as a subject ("Goblins", "Slivers") names creatures of that type; a
    land type ("Forests", "Gate") or an artifact or enchantment type ("Equipment") doesn't."""
    return not ({noun.casefold()} | singular_subtypes(noun)) & NON_CREATURE_SUBTYPES


NON_CREATURE_SUBTYPES = frozenset(
    [
        "forest",
        "island",
        "mountain",
        "plains",
        "swamp",
        "desert",
        "gate",
        "cave",
        "lair",
        "locus",
        "mine",
        "sphere",
        "town",
        "tower",
        "equipment",
        "vehicle",
        "fortification",
        "aura",
        "saga",
        "curse",
        "role",
        "room",
        "class",
        "shrine",
        "cartouche",
        "case",
        "clue",
        "food",
        "treasure",
        "blood",
        "powerstone",
        "gold",
        "map",
        "incubator",
        "junk",
        "contraption",
        "attraction",
        "bobblehead",
        "lesson",
        "adventure",
        "arcane",
        "trap",
    ]
)


def _attached(lower: str) -> Filter:
    noun = lower.split()[1]
    return ATTACHED if noun == "permanent" else Filter(scope="attached", types=frozenset({noun}))


__all__ = ["ATTACHED", "CARD_TYPES", "COLORS", "SELF", "SUPERTYPES", "read_subject", "singular_subtypes"]
