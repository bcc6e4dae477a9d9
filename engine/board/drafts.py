"""What a board's clauses say, before names are resolved: the parser's working records.

A clause is read into drafts (an object's name, what was said of it, whom it refers to) so that
references can be resolved once the whole board is known: "Rancor enchanting it" needs the
clause before, "Ana's Grizzly Bears" needs to know that Ana is a player.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from lark import Token

from engine.board.keywords import normalise, words
from engine.model import ENGLISH_DEFAULT_PLAYER, CommanderDamage


@dataclass
class Name:
    text: str
    label: str | None
    token: Token

    @property
    def full(self) -> str:
        return f"{self.text} {self.label}" if self.text and self.label else (self.label or self.text)


@dataclass
class PlayerDraft:
    name: str
    fields: dict[str, Any] = field(default_factory=dict)
    commander_damage: list[CommanderDamage] = field(default_factory=list)


@dataclass
class ObjectDraft:
    name: Name
    owner: str | None
    copies: int = 1
    fields: dict[str, Any] = field(default_factory=dict)
    card_types: set[str] = field(default_factory=set)
    supertypes: set[str] = field(default_factory=set)
    lost_supertypes: set[str] = field(default_factory=set)
    """ "not legendary": supertypes it doesn't have, whatever its card prints."""
    subtypes: set[str] = field(default_factory=set)
    keywords: set[str] = field(default_factory=set)
    counters: dict[str, int] = field(default_factory=dict)
    counter_limits: dict[str, int] = field(default_factory=dict)
    refs: dict[str, Name] = field(default_factory=dict)
    choices: dict[str, Any] = field(default_factory=dict)
    carried: list[tuple[Name, str]] = field(default_factory=list)
    """"Bears equipped with Bonesplitter": what is attached to this object, and what it is."""
    tied: list[tuple[Name, int, int]] = field(default_factory=list)
    """ "gets +2/+0 from Rancor": (source, power, toughness), resolved once the board is read."""
    stated_pt: bool = False
    """A power/toughness was written, even as ``*/*``: only creatures have one on the battlefield."""
    lethal: Token | None = None
    """ "with lethal damage": as much damage as its toughness, whatever that comes to."""
    damage_from: list[tuple[Name, int]] = field(default_factory=list)
    """ "1 damage from Typhoid Rats": who dealt marked damage, and how much."""
    another: bool = False
    """ "another Thalia", "Thalia too": one more object of that name, never a restatement."""
    side_said: bool = False
    """ "Ana controls …", "Ana: …", "Ana's …": the judge said whose side it is on (``owner``),
    so an "owned by Bob" after it names only its owner."""


#: The name floor.py gives "one of them" / "uno de ellos": one copy of the last group described,
#: split off from it (a character nobody types).
ONE_OF_THEM = "\ue001"

#: The name a clause gets when it leaves its subject implied ("Tiene 3 de daño.", "Has 10 poison
#: counters."): a character nobody types, resolved to whoever the clause before described.
IMPLIED_SUBJECT = "\ue000"

#: Pronouns that name the default player ("I control …", "You have 0 life"). Other names,
#: "me" and "my opponent" included, are kept as the judge wrote them.
SELF_NAMES = words("self")
#: Longest first, so "my opponent" is tried before "opponent".
APPOSITIONS = sorted(words("appositions"), key=len, reverse=True)
_APPOSITION_STARTS = frozenset(a.split()[0] for a in APPOSITIONS)
#: "Bob's Grizzly Bears", "Osos pardos de Bob": an object named by its controller.
POSSESSIVE_REFERENCES = (
    re.compile(r"^(?P<player>.+?)['’]s (?P<name>.+)$"),
    re.compile(r"^(?P<name>.+) del? (?P<player>.+)$"),
)


@dataclass
class Board:
    variant: str | None = None
    player_count: int | None = None
    """How many play, when the board says ("Four players."): the rest are unnamed players."""
    players: dict[str, PlayerDraft] = field(default_factory=dict)
    teams: dict[str, dict[str, int]] = field(default_factory=dict)
    objects: list[ObjectDraft] = field(default_factory=list)
    keeps: list[Name] = field(default_factory=list)
    planar_controller: Name | None = None
    default_player: str = ENGLISH_DEFAULT_PLAYER
    """Who a clause with no name speaks of ("0 life"): you, or tú on a Spanish board."""
    last_subject: ObjectDraft | str | None = None
    last_group: ObjectDraft | None = None
    """The last object described with several copies: what "one of them" picks from."""
    """Whom the last clause described (an object's draft or a player's name): "it" / "tiene"."""

    def player_name(self, name: str) -> str:
        """ "I" and "you" are the default player (you, or tú on a Spanish board); "My opponent
        Bob" is Bob."""
        if normalise(name) in SELF_NAMES:
            return self.default_player
        if normalise(name.split(" ", 1)[0]) not in _APPOSITION_STARTS:
            return name
        for apposition in APPOSITIONS:
            head, rest = name[: len(apposition)], name[len(apposition) :]
            if normalise(head) == apposition and rest[:1] == " " and rest[1:2].isupper():
                return rest[1:]
        return name

    def team(self, name: str) -> str:
        """The spelling a team was first written with: "team a" and "Team A" are one team."""
        key = find_key(self.teams, name)
        if key is None:
            self.teams[name] = {}
            key = name
        return key

    def player(self, name: str) -> PlayerDraft:
        name = self.player_name(name)
        key = find_key(self.players, name)
        if key is None:
            self.players[name] = PlayerDraft(name)
            key = name
        return self.players[key]


#: Lowercase words a player's name may hold besides those card names are made with: what judges
#: call players ("my opponent", "el rival", "each player", "el jugador no activo").
_PLAYER_WORDS_IN_NAMES = frozenset(
    part for phrase in SELF_NAMES | words("appositions") | words("all_players") for part in phrase.split()
) | frozenset({"player", "players", "jugador", "jugadora", "jugadores", "active", "nonactive", "non", "no", "activo",
               "activa", "team", "equipo", "of", "the", "and", "de", "del", "el", "la", "y", "e", "your", "his", "her", "their",
               "our", "su", "sus", "tu", "nuestro", "nuestra", "partner", "teammate", "compañero", "compañera",
               "companero", "companera", "otro", "otra", "other"})  # fmt: skip


def sentence_word_in_player_name(name: str) -> str | None:
    """The first word that makes a player's name a sentence ("Javi estamos", "In the end step,
    opponent"): a lowercase word no player is called by, or a comma; None for a name."""
    for word in name.replace(",", " , ").split():
        if word == "," or (word.islower() and normalise(word) not in _PLAYER_WORDS_IN_NAMES):
            return word
    return None


def find_key(mapping: dict[str, Any], name: str) -> str | None:
    folded = name.casefold()
    return next((k for k in mapping if k.casefold() == folded), None)
