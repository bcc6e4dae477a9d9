"""What the natural reader needs to know of a card: its kinds, and a spell's damage.

Read from the Oracle text, never from a list of cards: "Lightning Bolt deals 3 damage to any
target" deals 3; a spell whose damage isn't one fixed number ("X damage", "damage equal to")
deals None, and the event is not read.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache

from engine.board.keywords import NUMBER_WORDS
from engine.cards.catalog import CardCatalog
from engine.cards.model import Face
from engine.cards.targets import first_target_types
from engine.cards.tokens import predefined_token
from engine.effects.oracle import strip_reminders
from engine.reading.natural.sweepers import sweep

_DEALS = re.compile(r"\bdeals (\d+) damage to (?:any target|target (?:creature|player|planeswalker|permanent))", re.I)


@lru_cache(maxsize=1024)
def _face(cards: CardCatalog, name: str) -> Face | None:
    """The card's face, its Oracle text without reminder text (which says nothing new). Cached:
    a board asks the same few cards' kinds and texts many times."""
    found = cards.read(name).card
    if found is None:
        token = predefined_token(name)  # "Treasure": no card has the name, 111.10 defines it
        return token.face if token is not None else None
    face = cards.face_for(found)
    if not face.text:
        return face
    return dataclasses.replace(face, text="\n".join(strip_reminders(line) for line in face.text.splitlines()).strip())


#: Card types of a permanent (110.4a): an object of none of them is never on the battlefield.
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})


def card_kinds(cards: CardCatalog, name: str) -> frozenset[str]:
    face = _face(cards, name)
    if face is None:
        return frozenset()
    return frozenset(t.lower() for t in (*face.supertypes, *face.card_types, *face.subtypes))


def printed_name_es(cards: CardCatalog, name: str) -> str:
    """A card's name as printed in Spanish (its Oracle name where none was printed), for a
    question asked in a Spanish reply."""
    found = cards.read(name).card
    return (cards.face_for(found).spanish_name or name) if found is not None else name


def target_types(cards: CardCatalog, name: str) -> frozenset[str] | None:
    """The card types the first target of ``name``'s text must have (engine/cards/targets.py)."""
    face = _face(cards, name)
    return None if face is None or not face.text else first_target_types(face.text)


def spell_damage(cards: CardCatalog, name: str) -> int | None:
    """A spell's damage to its one target, when that is all it does to anyone: a spell that
    also deals damage to its caster or changes a life total (Char, Lightning Helix) is read only
    with its riders (``damage_spell``), never as its damage alone."""
    face = _face(cards, name)
    if face is None or not face.text:
        return None
    found = _DEALS.findall(face.text)
    if len(found) != 1 or _TO_CASTER.search(face.text):
        return None
    return int(found[0])


#: Words of a damage spell that reach its caster ("and 2 damage to you", "and you gain 3 life").
_TO_CASTER = re.compile(r"\b(?:damage to you\b|you (?:gain|lose) \d+ life)", re.I)
#: A damage spell's one sentence, its target and what it does to its caster with it.
_DAMAGE_SENTENCE = re.compile(
    r"^[^.]*?\bdeals (?P<n>\d+) damage to (?:any target|target [\w ]+?)"
    r"(?: and (?:(?P<self>\d+) damage to you|you gain (?P<gain>\d+) life))?\.$",
    re.I,
)
#: Sentences after a damage spell's that change nothing it does here, or that Juez reads as a rider.
_DAMAGE_AFTER: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(r"^a creature dealt damage this way can't be regenerated this turn\.$", re.I), "no_regeneration"),
    (re.compile(r"^scry \d+\.$", re.I), None),
)


def damage_spell(text: str) -> tuple[int, tuple[tuple[str, int], ...]] | None:
    """A damage spell's damage to its one target and what else its text does, as (rider,
    amount): ("caster_damage", 2) for Char, ("caster_gains", 3) for Lightning Helix,
    ("no_regeneration", 0) for Incinerate; None when a word isn't one Juez reads (a paragraph of
    how it may be cast changes nothing: Fireblast)."""
    paragraphs = _effect_paragraphs(text)
    if len(paragraphs) != 1:
        return None
    sentences = _sentences(paragraphs[0])
    found = _DAMAGE_SENTENCE.match(sentences[0]) if sentences else None
    if found is None:
        return None
    riders: list[tuple[str, int]] = []
    if found["self"]:
        riders.append(("caster_damage", int(found["self"])))
    if found["gain"]:
        riders.append(("caster_gains", int(found["gain"])))
    for sentence in sentences[1:]:
        rider = next((r for pattern, r in _DAMAGE_AFTER if pattern.match(sentence)), "unknown")
        if rider == "unknown":
            return None
        if rider is not None:
            riders.append((rider, 0))
    return int(found["n"]), tuple(riders)


_REMOVAL: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("destroy", re.compile(r"^destroy target (?:[\w ]+?)\.?$", re.I)),
    ("exile", re.compile(r"^exile target (?:[\w ]+?)\.?$", re.I)),
    ("bounce", re.compile(r"^return target (?:[\w ]+?) to its owner's hand\.?$", re.I)),
    # a control change (613.1b): "Gain control of target creature until end of turn" (Act of
    # Treason), "Untap target creature and gain control of it until end of turn" (Threaten)
    ("control", re.compile(r"^gain control of target (?:[\w ]+?)\.?$", re.I)),
    ("control", re.compile(r"^untap target (?:[\w ]+?) and gain control of it(?: until end of turn)?\.?$", re.I)),
)
#: A control change that lasts until end of turn (611.2a: as long as the spell says).
_UNTIL_END_OF_TURN = re.compile(r"\buntil end of turn\.?$", re.I)


#: Sentences after a removal spell's first that Juez knows the effect of ("rider", amount);
#: a rider of ``None`` changes nothing the state-based actions look at. A sentence not here
#: makes the spell's effect unread (the event is asked about).
_RIDERS: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(r"^it can't be regenerated\.$", re.I), "no_regeneration"),
    (re.compile(r"^its controller gains life equal to its power\.$", re.I), "controller_gains_power"),
    (re.compile(r"^its controller loses (?P<n>\w+) life\.$", re.I), "controller_loses"),
    (
        re.compile(
            r"^its controller may search (?:their|his or her) library for a basic land card, put (?:that card|it) "
            r"onto the battlefield tapped, then shuffle\.$",
            re.I,
        ),
        None,  # a basic land may come: nothing a state-based action looks at
    ),
    # after a control change: untapped and hasty, nothing a state-based action looks at
    (re.compile(r"^untap (?:that creature|it)\.$", re.I), None),
    (re.compile(r"^(?:it|that creature) gains haste until end of turn\.$", re.I), None),
)
#: Paragraphs that don't change what the spell does as it resolves (how else it may be cast).
_HARMLESS = re.compile(
    r"^(?:flashback|cycling|buyback|retrace|split second|rebound)\b|^you may [^.]+ rather than pay this spell's mana cost",
    re.I,
)


def _effect_paragraphs(text: str) -> list[str]:
    """A spell's paragraphs that say what it does as it resolves (how else it may be cast left
    out: ``_HARMLESS``)."""
    return [p.strip() for p in text.splitlines() if p.strip() and not _HARMLESS.match(p.strip())]


def _sentences(paragraph: str) -> list[str]:
    return [m.strip() for m in re.findall(r"[^.]+\.?", paragraph) if m.strip()]


@lru_cache(maxsize=1024)
def _split_effect(cards: CardCatalog, name: str) -> tuple[str, tuple[str, ...]] | None:
    """A spell's one paragraph, its first sentence and the ones after (cached: the effect and
    its riders both read it)."""
    face = _face(cards, name)
    if face is None or not face.text:
        return None
    paragraphs = _effect_paragraphs(face.text)
    if len(paragraphs) != 1:
        return None
    sentences = _sentences(paragraphs[0])
    return sentences[0], tuple(sentences[1:])


def spell_riders(cards: CardCatalog, name: str) -> tuple[tuple[str, int], ...] | None:
    """What a removal spell does after its first sentence, as (rider, amount) pairs; None when
    a sentence isn't one Juez knows."""
    split = _split_effect(cards, name)
    if split is None:
        return None
    riders: list[tuple[str, int]] = []
    for sentence in split[1]:
        for pattern, rider in _RIDERS:
            found = pattern.match(sentence)
            if found is None:
                continue
            if rider is not None:
                n = found.groupdict().get("n")
                riders.append((rider, _count(n) if n else 0))
            break
        else:
            return None
    return tuple(riders)


def spell_effect(cards: CardCatalog, name: str) -> tuple[str, int] | None:
    """What an instant or sorcery does to its one target, when its text is that one thing and
    riders Juez knows (``spell_riders``): ("damage", N), ("destroy" | "exile" | "bounce", 0),
    ("control" | "control_eot", 0) for a control change (until end of turn); None for anything
    else."""
    face = _face(cards, name)
    if face is None or not face.text:
        return None
    text = face.text.strip()
    read = damage_spell(text)
    if read is not None:  # Lightning Bolt; Char, Helix, Incinerate with their riders
        return ("damage", read[0])
    split = _split_effect(cards, name)
    if split is None or spell_riders(cards, name) is None:
        return None
    for kind, pattern in _REMOVAL:
        if pattern.match(split[0]):
            return (kind + ("_eot" if kind == "control" and _UNTIL_END_OF_TURN.search(split[0]) else ""), 0)
    counters = _SPELL_COUNTERS.match(split[0])
    if counters is not None:  # Scar: "Put a -1/-1 counter on target creature."
        return ("counters", _count(counters["n"]))
    return None


#: A spell that puts -1/-1 counters on its one target (and nothing else Juez doesn't know).
_SPELL_COUNTERS = re.compile(r"^put (?P<n>\w+) -1/-1 counters? on target creature(?: an opponent controls)?\.?$", re.I)


_ENTERS = re.compile(
    r"^when (?:~|this creature) enters(?: the battlefield)?, (?P<effect>[^.]+)\.(?P<rest>.*)$", re.I | re.S
)
_ENTERS_EFFECTS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("counters", re.compile(r"^put (?P<n>\w+) -1/-1 counters? on target creature(?: an opponent controls)?$", re.I)),
    (
        "damage",
        re.compile(
            r"^(?:it|~) deals (?P<n>\d+) damage to (?:any target|target creature(?: an opponent controls)?)$", re.I
        ),
    ),
    ("exile", re.compile(r"^exile (?:another )?target (?:[\w ]+?)$", re.I)),
    ("destroy", re.compile(r"^destroy target (?:[\w ]+?)$", re.I)),
    ("bounce", re.compile(r"^return (?:another )?target (?:[\w ]+?) to its owner's hand$", re.I)),
)
#: What may follow an enters trigger's effect without changing the board now: a delayed return
#: at the next end step (Flickerwisp).
_LATER = re.compile(
    r"^\s*return (?:that card|it|the exiled card) to the battlefield[^.]*at the beginning of the next end step\.\s*$",
    re.I,
)


def enters_effect(cards: CardCatalog, name: str) -> tuple[str, int] | None:
    """What a permanent's enters trigger does to its one target, when the trigger is that one
    thing ("put three -1/-1 counters on target creature": ("counters", 3))."""
    face = _face(cards, name)
    if face is None or not face.text:
        return None
    text = face.text.replace(face.name, "~")
    for paragraph in text.splitlines():
        found = _ENTERS.match(paragraph.strip())
        if found is None:
            continue
        rest = found.group("rest").strip()
        if rest and not _LATER.match(rest):
            return None
        for kind, pattern in _ENTERS_EFFECTS:
            effect = pattern.match(found.group("effect").strip())
            if effect is not None:
                n = effect.groupdict().get("n")
                return (kind, _count(n) if n else 0)
    return None


def _count(word: str) -> int:
    return int(word) if word.isdigit() else NUMBER_WORDS.get(word.lower(), 0)


_PUMP = re.compile(r"^target creature gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.$", re.I)


def overloaded(text: str) -> str | None:
    """A spell's text cast for its overload cost (702.96a-b): "each" for every "target" of its
    effect, the Overload line gone; None for a spell without overload."""
    lines = text.splitlines()
    if not any(line.startswith("Overload") for line in lines):
        return None
    return "\n".join(re.sub(r"\btarget\b", "each", line) for line in lines if not line.startswith("Overload"))


#: A spell whose text puts counters on each creature, X or a number ("Put X -1/-1 counters on
#: each creature." and a sentence that changes nothing on the battlefield after it).
_MASS_COUNTERS = re.compile(
    r"^put (?P<n>x|\w+) (?P<kind>[+-]1/[+-]1) counters? on each creature\.(?P<rest>.*)$", re.I | re.S
)
_SHUFFLED_AWAY = re.compile(r"^\s*(?:shuffle [^.]+ into its owner's library\.)?\s*$", re.I)


def mass_counters(text: str, x: int | None) -> tuple[str, int] | None:
    """(kind, count) of a spell whose text puts counters on each creature; X is the value told
    (None: X unsaid, not read)."""
    found = _MASS_COUNTERS.match(text.strip())
    if found is None or not _SHUFFLED_AWAY.match(found["rest"]):
        return None
    said = found["n"].casefold()
    count = x if said == "x" else NUMBER_WORDS.get(said, int(said) if said.isdigit() else None)
    return (found["kind"], count) if count is not None else None


#: A spell whose whole text removes every permanent of some card types ("Destroy all
#: creatures. They can't be regenerated.", "Exile all creatures.", "Return all nonland
#: permanents to their owners' hands."): the verb, the types named, and "nonland".
_MASS_REMOVAL = re.compile(
    r"^(?P<verb>destroy|exile|return) all (?P<nonland>nonland )?(?P<types>[a-z, ]+?)"
    r"(?P<hands> to their owners' hands)?\.$",
    re.I,
)
_PLURAL_TYPES = {
    "creatures": "creature", "artifacts": "artifact", "enchantments": "enchantment", "lands": "land",
    "planeswalkers": "planeswalker", "battles": "battle", "permanents": "permanent",
}  # fmt: skip
#: Sentences and paragraphs after a mass removal that Juez reads: regeneration forbidden
#: (701.19c), or nothing a state-based action looks at (a scry, a spell that can't be countered).
_MASS_REMOVAL_AFTER: tuple[tuple[re.Pattern[str], str | None], ...] = (
    (re.compile(r"^they can't be regenerated\.$", re.I), "no_regeneration"),
    (re.compile(r"^(?:if it's your turn, )?scry \d+\.$", re.I), None),
)
#: A sentence that changes nothing once the spell resolves (Supreme Verdict's first).
_CANT_BE_COUNTERED = re.compile(r"^this spell can't be countered\.$", re.I)


def mass_removal(text: str) -> tuple[str, frozenset[str], bool, tuple[tuple[str, int], ...]] | None:
    """(kind, card types, nonland, riders) of a spell whose whole text destroys, exiles or
    returns to hand every permanent of the types it names (Wrath of God, Austere Command's kin
    without modes, Evacuation); None for any other text (a condition on which ones, a count
    of what was destroyed, a choice: not read here)."""
    sentences = [
        sentence
        for paragraph in _effect_paragraphs(text)
        for sentence in _sentences(paragraph)
        if not _CANT_BE_COUNTERED.match(sentence)
    ]
    found = _MASS_REMOVAL.match(sentences[0]) if sentences else None
    if found is None or (found["verb"].casefold() == "return") != bool(found["hands"]):
        return None
    words = [w for w in re.split(r",? and |, ", found["types"].strip().casefold()) if w]
    if not words or any(w not in _PLURAL_TYPES for w in words):
        return None
    riders: list[tuple[str, int]] = []
    for sentence in sentences[1:]:
        rider = next((r for pattern, r in _MASS_REMOVAL_AFTER if pattern.match(sentence)), "unknown")
        if rider == "unknown":
            return None
        if rider is not None:
            riders.append((rider, 0))
    kind = {"destroy": "destroy", "exile": "exile", "return": "bounce"}[found["verb"].casefold()]
    return kind, frozenset(_PLURAL_TYPES[w] for w in words), bool(found["nonland"]), tuple(riders)


def mass_damage(text: str) -> tuple[str, int] | None:
    """The group and amount of a spell whose whole Oracle text is damage to each of a group
    (``sweepers.sweep``: its group unqualified, X not told)."""
    swept = sweep(text)
    if swept is None or swept.damage is None or swept.group.qualified or swept.who is None:
        return None
    return swept.who, swept.damage


def pump_effect(cards: CardCatalog, name: str) -> tuple[int, int] | None:
    """A spell whose whole text is "Target creature gets +3/+3 until end of turn"."""
    face = _face(cards, name)
    found = _PUMP.match(face.text.strip()) if face is not None and face.text else None
    return (int(found.group("p")), int(found.group("t"))) if found is not None else None


def token_size(cards: CardCatalog, creator: str, kind: str) -> tuple[int, int] | None:
    """The size of the ``kind`` tokens ``creator``'s text creates ("Create two 1/1 white Spirit
    creature tokens with flying"): one size, or None."""
    face = _face(cards, creator)
    if face is None or not face.text:
        return None
    sizes = set(re.findall(rf"(\d+)/(\d+) [\w ]*?\b{re.escape(kind)}\b[\w ]*? creature tokens?", face.text, re.I))
    if len(sizes) != 1:
        return None
    p, t = sizes.pop()
    return int(p), int(t)


#: A spell whose whole effect is creating creature tokens ("Create two 1/1 white Soldier
#: creature tokens.", "… with flying."): how many, their creature type, size, colors, keywords.
_CREATES = re.compile(
    r"^create (?P<n>a|an|one|two|three|four|five|six|\d+) (?P<p>\d+)/(?P<t>\d+) "
    r"(?P<colors>(?:(?:white|blue|black|red|green|colorless)(?:,? and |, | ))+)"
    r"(?P<kind>[A-Z][\w'-]*(?: [A-Z][\w'-]*)*) creature tokens?(?: with (?P<keywords>[a-z]+(?:(?:,| and|, and) [a-z]+)*))?\.$",
)
#: Lines after the effect that create nothing more (a way to cast it again).
_CAST_AGAIN = re.compile(r"^(?:Flashback|Buyback|Retrace|Jump-start|Rebound)\b")


def spell_tokens(
    cards: CardCatalog, name: str
) -> tuple[int, str, tuple[int, int], tuple[str, ...], tuple[str, ...]] | None:
    """The creature tokens a spell's whole text creates (Raise the Alarm, Lingering Souls):
    (count, creature type, size, colors, keywords); None for any other text (a condition that
    changes the count, another effect: not read here)."""
    face = _face(cards, name)
    if face is None or not face.text:
        return None
    first, *rest = face.text.splitlines()
    found = _CREATES.match(first[0].lower() + first[1:])
    if found is None or any(not _CAST_AGAIN.match(line) for line in rest):
        return None
    colors = tuple(c for c in re.split(r",? and |, | ", found["colors"].strip()) if c and c != "colorless")
    keywords = tuple(k for k in re.split(r",? and |, ", found["keywords"] or "") if k)
    count = 1 if found["n"] in ("a", "an") else _count(found["n"])
    return count, found["kind"], (int(found["p"]), int(found["t"])), colors, keywords


_DRAW = re.compile(r"^draw (?P<n>\w+) cards?(?:, then [^.]+)?\.$", re.I)


#: "You draw two cards and you lose 2 life." (Night's Whisper and its kin): both to the caster.
_DRAW_AND_LOSE = re.compile(r"^(?:you )?draw (?P<n>\w+) cards? and (?:you )?lose (?P<life>\w+) life\.$", re.I)


def draw_count(cards: CardCatalog, name: str) -> int | None:
    """How many cards a spell whose text is "Draw three cards[, then …]." has its caster draw."""
    face = _face(cards, name)
    text = face.text.strip() if face is not None and face.text else ""
    found = _DRAW.match(text) or _DRAW_AND_LOSE.match(text)
    return _count(found.group("n")) or None if found is not None else None


def life_lost_with_draw(text: str) -> int:
    """The life a draw spell's caster loses with it, from its Oracle text ("… and you lose 2
    life": 2; else 0)."""
    found = _DRAW_AND_LOSE.match(text.strip())
    return _count(found.group("life")) if found is not None else 0


def printed_loyalty(cards: CardCatalog, name: str) -> int | None:
    """A planeswalker's printed loyalty, or a battle's printed defense: the counters it enters
    with (306.5b, 310.4b)."""
    face = _face(cards, name)
    printed = None if face is None else face.loyalty if face.loyalty is not None else face.defense
    if printed is None or not str(printed).isdigit():
        return None
    return int(printed)


#: Words of an ability that changes damage as it is dealt (prevention, replacement, infect-like
#: or doubled damage: 614, 615, 702.90): a told damage event beside it isn't read, it is asked.
_CHANGES_DAMAGE = re.compile(
    r"damage (?:is|would be) dealt|would deal (?:combat )?damage|\bprevent|as though its source had|"
    r"deals? double|double that damage|twice that much damage|damage can't be prevented|"
    r"damage dealt (?:to|by) [^.]* (?:is|can't)",
    re.I,
)


def changes_damage(cards: CardCatalog, name: str) -> bool:
    """Whether the card's text could change damage dealt while it is on the battlefield."""
    face = _face(cards, name)
    return bool(face is not None and face.text and _CHANGES_DAMAGE.search(face.text))


#: Words of a replacement or prevention of a draw, or of what a draw from an empty library
#: does (Laboratory Maniac, Jace, Wielder of Mysteries, Notion Thief, Spirit of the Labyrinth).
_CHANGES_DRAWS = re.compile(r"\bwould draw\b|\bdraws? (?:a|each) card.*\binstead\b|\bcan't draw\b", re.I)


def changes_draws(cards: CardCatalog, name: str) -> bool:
    """Whether the card's text could change what a draw does while it is on the battlefield."""
    face = _face(cards, name)
    return bool(face is not None and face.text and _CHANGES_DRAWS.search(face.text))


def oracle_text(cards: CardCatalog, name: str) -> str:
    """The card's Oracle text without reminder text ("" for a name no card has)."""
    face = _face(cards, name)
    return face.text or "" if face is not None else ""


@dataclasses.dataclass(frozen=True, slots=True)
class DamageCost:
    """What activating one of a permanent's damage abilities costs that the checks read (601.2h,
    602.2b): counters removed from it, itself sacrificed, loyalty (606.4); mana and tapping
    change nothing a state-based action looks at."""

    damage: int | None
    """Damage per activation (None: X, the amount told)."""
    counters: int = 0
    """+1/+1 counters removed from the permanent itself, per activation (None-like X: -1)."""
    sacrifice: bool = False
    loyalty: int = 0

    def paid(self, amount: int) -> tuple[int, bool, int] | None:
        """(counters removed, sacrificed, loyalty change) of the activations that dealt
        ``amount``; None where this ability can't have dealt it (a loyalty ability or a
        sacrifice is activated once; a fixed damage must divide the amount)."""
        once = bool(self.loyalty or self.sacrifice)
        if self.damage is not None and (amount != self.damage if once else not self.damage or amount % self.damage):
            return None
        times = 1 if self.damage is None else amount // self.damage
        counters = amount if self.counters < 0 else self.counters * times
        loyalty = -amount if self.loyalty == -1 and self.damage is None else self.loyalty
        return counters, self.sacrifice, loyalty


#: An activated ability (602.1: "cost: effect") whose effect deals damage.
_ACTIVATED_DAMAGE = re.compile(r"^(?P<cost>[^:\"]+): (?P<effect>[^\n\"]*?\bdeals (?P<n>\d+|x) damage\b[^\n]*)$", re.I)
#: A triggered or static way the permanent deals damage: told damage may be that instead.
_OTHER_DAMAGE = re.compile(r"^(?:when|whenever|at)\b[^\n]*\bdeals (?:\d+|x) damage", re.I)
#: Cost parts that change nothing a state-based action reads: mana, tapping or untapping it.
_FREE_COST = re.compile(r"^(?:\{[^}]+\})+$")


def damage_costs(text: str, name: str) -> tuple[DamageCost, ...] | None:
    """The costs of the permanent's activated abilities that deal damage (Walking Ballista:
    a +1/+1 counter removed; Mogg Fanatic: itself sacrificed; Prodigal Sorcerer: nothing the
    checks read; a planeswalker: its loyalty). None when a cost moves or changes something
    else (another permanent sacrificed, a card discarded: which one, not told), or when the
    permanent also deals damage by a trigger (which of them dealt it, not told) while one of
    its activated abilities has a cost the checks read."""
    found: list[DamageCost] = []
    other = False
    for paragraph in (p.strip() for p in text.replace(name, "~").splitlines()):
        if _OTHER_DAMAGE.match(paragraph):
            other = True
            continue
        ability = _ACTIVATED_DAMAGE.match(paragraph)
        if ability is None:
            continue
        n = ability["n"].casefold()
        cost = _cost(ability["cost"], n == "x")
        if cost is None:
            return None
        counters, sacrifice, loyalty = cost
        found.append(DamageCost(None if n == "x" else int(n), counters, sacrifice, loyalty))
    if other and any(c.counters or c.sacrifice or c.loyalty for c in found):
        return None
    return tuple(found)


_LOYALTY_COST = re.compile(r"^\[(?P<sign>[+−-])?(?P<n>\d+|x)\]$", re.I)
_REMOVE_COUNTERS = re.compile(r"^remove (?P<n>a|an|one|two|three|x|\d+) \+1/\+1 counters? from ~$", re.I)


def _cost(cost: str, x_damage: bool) -> tuple[int, bool, int] | None:
    """(+1/+1 counters removed, itself sacrificed, loyalty change) of an activated ability's
    cost; None for a part that moves or changes anything else. X counters, or a loyalty cost of
    −X: -1, read with the damage told (the ability's damage is X too)."""
    loyalty = _LOYALTY_COST.match(cost.strip())
    if loyalty is not None:
        if loyalty["n"].casefold() == "x":
            return (0, False, -1) if loyalty["sign"] else None  # −X: the damage told (-1 with no fixed damage)
        amount = int(loyalty["n"])
        return 0, False, -amount if loyalty["sign"] in ("−", "-") else amount
    counters, sacrifice = 0, False
    for part in (p.strip() for p in cost.split(",")):
        removed = _REMOVE_COUNTERS.match(part)
        if _FREE_COST.match(part):
            continue
        if removed is not None:
            word = removed["n"].casefold()
            counters += -1 if word == "x" else 1 if word in ("a", "an") else _count(word)
        elif part.casefold() == "sacrifice ~":
            sacrifice = True
        else:
            return None
    return counters, sacrifice, 0
