"""Spells that change every creature of a group as they resolve, read from their Oracle text.

"Pyroclasm deals 2 damage to each creature", "Fiery Cannonade deals 2 damage to each non-Pirate
creature", "Earthquake deals X damage to each creature without flying and each player", "Toxic
Deluge: as an additional cost, pay X life; all creatures get -X/-X", "Holy Light: nonwhite
creatures get -1/-1". One reader for the family: the effect (damage or a size change), the
group as the words qualify it (whose, a keyword it has or lacks, a type or color it is or
isn't), X as the writer told it, and what the spell's other paragraphs do (a cost, a keyword
that only says how else it may be cast). Any other sentence leaves the spell unread: a spell
whose text says more than this (Anger of the Gods' "exile it instead") is asked about, never
read as less than it does.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.board.keywords import NUMBER_WORDS

#: The five colors and colorless, as Oracle text writes them before "creature".
_COLORS = ("white", "blue", "black", "red", "green", "colorless")


@dataclass(frozen=True, slots=True)
class Group:
    """Which creatures the spell's words name beyond whose they are: what each must have and
    must not have, in the names the board's computed characteristics use ("flying",
    "type:pirate", "color:white")."""

    needs: frozenset[str] = frozenset()
    lacks: frozenset[str] = frozenset()
    words: str = ""
    """The Oracle words naming the group ("non-Pirate creature"), for the reply."""

    def takes(self, has: frozenset[str]) -> bool | None:
        """Whether a creature that has ``has`` is one of them; None when that turns on a color
        the board doesn't say."""
        if "color:?" in has and any(w.startswith("color:") for w in self.needs | self.lacks):
            return None
        return self.needs <= has and not self.lacks & has

    @property
    def qualified(self) -> bool:
        return bool(self.needs or self.lacks)


EVERY = Group(words="creature")


@dataclass(frozen=True, slots=True)
class Sweep:
    """What such a spell does: ``damage`` to each creature of ``group`` (and each player), or
    ``mod`` to each until end of turn; ``whose`` "all", "yours" or "theirs" from its caster's
    side; ``life`` the caster pays as it is cast (an additional cost, 118.8)."""

    group: Group
    whose: str = "all"
    damage: int | None = None
    players: bool = False
    mod: tuple[int, int] | None = None
    life: int = 0
    creatures: bool = True
    """False: damage to each player (Flame Rift) or each opponent, no creature."""

    @property
    def who(self) -> str | None:
        """What ``MassDamage`` hits, by its catalog name; None for a group it doesn't name
        (damage to each creature "you control", or an opponent's creatures and each player)."""
        if not self.creatures:
            return "opponents" if self.whose == "theirs" else "players"
        if self.whose == "yours" or (self.whose == "theirs" and self.players):
            return None
        return "creatures_players" if self.players else "creatures_theirs" if self.whose == "theirs" else "creatures"


#: "each non-Pirate creature", "each creature without flying", "all creatures", "nonwhite
#: creatures", "creatures your opponents control", "each creature that isn't a Zombie".
_GROUP = re.compile(
    r"^(?:each |all )?(?:(?P<pre>non-?[a-z]+|white|blue|black|red|green|colorless) )?creatures?"
    r"(?: (?P<with>with|without) (?P<keyword>[a-z]+(?: strike)?)"
    r"| (?P<whose>you control|you don't control|your opponents control|an opponent controls)"
    r"| that (?:isn't|is not) (?:a |an )?(?P<nottype>[a-z]+))?$",
    re.I,
)
_WHOSE = {
    "you control": "yours",
    "you don't control": "theirs",
    "your opponents control": "theirs",
    "an opponent controls": "theirs",
}


def creature_group(words: str) -> tuple[Group, str] | None:
    """The group and whose it is, from the words naming it; None for words this doesn't read
    (a power condition, "other", two qualifiers)."""
    found = _GROUP.match(words.strip())
    if found is None:
        return None
    needs: set[str] = set()
    lacks: set[str] = set()
    pre = (found["pre"] or "").casefold()
    if pre.startswith("non"):
        quality = pre[3:].lstrip("-")
        lacks.add(f"color:{quality}" if quality in _COLORS else f"type:{quality}")
    elif pre:
        needs.add(f"color:{pre}")
    if found["keyword"]:
        (needs if found["with"].casefold() == "with" else lacks).add(found["keyword"].casefold())
    if found["nottype"]:
        lacks.add(f"type:{found['nottype'].casefold()}")
    whose = _WHOSE[found["whose"].casefold()] if found["whose"] else "all"
    shown = re.sub(r"^(?:each|all) ", "", words.strip(), flags=re.I)
    shown = re.sub(r"creatures\b", "creature", shown)
    shown = re.sub(r" (?:you control|you don't control|your opponents control|an opponent controls)$", "", shown)
    return Group(frozenset(needs), frozenset(lacks), shown), whose


#: "~ deals 2 damage to each creature", "… to each creature without flying and each player".
_DAMAGE = re.compile(
    r"^[^.]*?\bdeals (?P<n>\d+|x) damage to each (?P<group>[^.]*?)(?P<players> and each player)?\.$", re.I
)
#: The groups of players damage to each may name alone.
_PLAYERS = frozenset({"player", "opponent"})
#: "All creatures get -2/-2 until end of turn.", "Nonwhite creatures get -1/-1 until end of turn."
_MOD = re.compile(
    r"^(?P<group>[^.]*?creatures?[^.]*?) gets? (?P<p>[+-](?:\d+|x))/(?P<t>[+-](?:\d+|x)) until end of turn\.$",
    re.I,
)
#: "As an additional cost to cast this spell, pay X life." (Toxic Deluge).
_PAY_LIFE = re.compile(r"^as an additional cost to cast this spell, pay (?P<n>\d+|x) life\.$", re.I)
#: Paragraphs and sentences that change nothing once the spell has resolved: how else it may
#: be cast or what it costs (Blasphemous Act), a keyword about its color or casting, a scry.
_HARMLESS = re.compile(
    r"^(?:this spell costs [^.]*\b(?:less|more) to cast\b[^.]*\."
    r"|this spell can't be countered\."
    r"|(?:if it's your turn, )?scry \d+\."
    r"|devoid|split second"
    r"|(?:flashback|cycling|buyback|retrace|rebound|jump-start|basic landcycling)\b.*)$",
    re.I,
)


def sweep(text: str, x: int | None = None) -> Sweep | None:
    """What a spell whose whole text changes every creature of a group does; ``x`` the value
    told for X (None: not told, and a text with X is then not read)."""
    life = 0
    effect: Sweep | None = None
    for paragraph in (p.strip() for p in text.strip().splitlines() if p.strip()):
        for sentence in (s.strip() for s in re.findall(r"[^.]+\.?", paragraph) if s.strip()):
            if _HARMLESS.match(sentence):
                continue
            paid = _PAY_LIFE.match(sentence)
            if paid is not None:
                amount = _amount(paid["n"], x)
                if amount is None:
                    return None
                life += amount
                continue
            if effect is not None:
                return None  # a second effect: not this family
            effect = _effect(sentence, x)
            if effect is None:
                return None
    if effect is None:
        return None
    return Sweep(effect.group, effect.whose, effect.damage, effect.players, effect.mod, life, effect.creatures)


def _effect(sentence: str, x: int | None) -> Sweep | None:
    if ":" in sentence or re.match(r"(?:when|whenever|at)\b", sentence, re.I):
        return None  # an activated or triggered ability's, not what a spell does as it resolves
    damage = _DAMAGE.match(sentence)
    if damage is not None and damage["group"].casefold() in _PLAYERS and not damage["players"]:
        amount = _amount(damage["n"], x)  # "… to each player" (Flame Rift), "… to each opponent"
        whose = "theirs" if damage["group"].casefold() == "opponent" else "all"
        return None if amount is None else Sweep(EVERY, whose, amount, players=True, creatures=False)
    if damage is not None:
        read = creature_group(damage["group"])
        amount = _amount(damage["n"], x)
        if read is None or amount is None:
            return None
        group, whose = read
        return Sweep(group, whose, damage=amount, players=bool(damage["players"]))
    mod = _MOD.match(sentence)
    if mod is not None:
        read = creature_group(mod["group"])
        power, toughness = _signed(mod["p"], x), _signed(mod["t"], x)
        if read is None or power is None or toughness is None:
            return None
        group, whose = read
        return Sweep(group, whose, mod=(power, toughness))
    return None


def _amount(word: str, x: int | None) -> int | None:
    if word.casefold() == "x":
        return x
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word.casefold())


def _signed(word: str, x: int | None) -> int | None:
    amount = _amount(word[1:], x)
    return None if amount is None else -amount if word[0] == "-" else amount


#: Colors as a Spanish card prints them after "criatura" (feminine).
_COLORS_ES = {
    "white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde", "colorless": "incolora",
}  # fmt: skip


def group_words(group: Group, whose: str, player: str, spanish: bool) -> str:
    """The group as the reply names it after "each" / "cada": the Oracle words in English
    ("non-Pirate creature"), the printed game terms in Spanish ("criatura que no sea Pirata"),
    and whose from the caster's side ("not controlled by Ana")."""
    if not spanish:
        words = group.words or "creature"
        if whose == "theirs":
            return f"{words} not controlled by {player}"
        return f"{words} controlled by {player}" if whose == "yours" else words
    words = "criatura"
    for need in sorted(group.needs):
        words += f" {_COLORS_ES.get(need[6:], need[6:])}" if need.startswith("color:") else f" con {_keyword_es(need)}"
    for lack in sorted(group.lacks):
        if lack.startswith(("color:", "type:")):
            words += f" que no sea {_quality_es(lack)}"
        else:
            words += f" sin {_keyword_es(lack)}"
    if whose == "theirs":
        return f"{words} no controlada por {player}"
    return f"{words} controlada por {player}" if whose == "yours" else words


#: Keywords Spanish cards name as an ability after "con"/"sin" rather than by the keyword's
#: printed word (Terremoto: "cada criatura sin la habilidad de volar").
_ABILITY_NOUNS_ES = {"flying": "la habilidad de volar"}


def _keyword_es(keyword: str) -> str:
    from engine.game_terms import KEYWORDS

    return _ABILITY_NOUNS_ES.get(keyword) or KEYWORDS.get(keyword, keyword)


def _quality_es(quality: str) -> str:
    kind, _, value = quality.partition(":")
    if kind == "color":
        return _COLORS_ES.get(value, value)
    from engine.reading.natural.tagger import printed_type_es

    return printed_type_es(value) or value.capitalize()
