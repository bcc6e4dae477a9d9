"""The grammar's tree → what each clause says, as a ``lark.Transformer``.

Lark calls one method per rule (or alias) of ``grammar.lark``, bottom-up, with the rule's
children already transformed: a ``name`` arrives as a :class:`Name`, an attribute as a *fact*
(a small function that writes what was said into a draft). ``object`` gathers its facts into an
:class:`ObjectDraft`; a clause arrives as its parts. Nothing here looks beyond its own clause:
references ("enchanting it", "Ana's Grizzly Bears") are resolved once the board is whole
(``references.py``). Adding an attribute is one grammar alternative, one method here and one
keyword row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from lark import Token, Transformer

from engine.board.cards import reading
from engine.board.choices import chosen_value
from engine.board.drafts import Board, Name, ObjectDraft, PlayerDraft
from engine.board.errors import (
    AttributeAfterReference,
    ConflictingAttachment,
    HostFactAfterReference,
    InvalidValue,
    NameTooLong,
    NumberOutOfRange,
    ZoneAsPlayer,
)
from engine.board.hedges import hedge_in_object_name
from engine.board.keywords import SECTOR_NAMES, normalise, words
from engine.counters import counter_kind
from engine.model import MAX_COUNT, CommanderDamage, Zone
from engine.text import fold

#: Longer than any card or player name (the state model's limit, with room for a label).
MAX_NAME = 190
MAX_BOARD_OBJECTS = 300
MAX_LIFE = 1_000_000
#: "protector nobody": no player is its protector (the default), not a player named Nobody.
NOBODY = words("nobody")

Children = list[Any]


@dataclass(frozen=True, slots=True)
class PlayerFact:
    """Something said of a player (or, after "team X:", of a team)."""

    rule: str
    token: Token
    apply: Callable[[PlayerDraft, Board], None]


@dataclass(frozen=True, slots=True)
class ObjectFact:
    """Something said of an object."""

    rule: str
    apply: Callable[[ObjectDraft], None]
    token: Token | None = None
    """Where it was said, for facts whose place can make them ambiguous (types and colors)."""


#: What an object *is*: said after "enchanted by X" / "equipped with X", these could be X's.
_WHAT_IT_IS = frozenset({"card_type", "supertype", "subtype", "color"})
#: What the host of an attachment has, or could: "Rancor enchanting Grizzly Bears with 2 damage"
#: means the Bears' damage, and "… with protection from green" may be the Bears' protection,
#: while the grammar would give either to Rancor. Asked, not guessed.
_WHAT_A_HOST_HAS = frozenset(
    {
        "pt", "damage", "deathtouch", "deathtouch_amount", "counters", "lethal", "protection", "keyword_ability",
        "keyword_amount", "keyword_counter", "indestructible", "regen",
    }
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class PlayerAttrs:
    facts: tuple[PlayerFact, ...]


@dataclass(frozen=True, slots=True)
class ReadObject:
    draft: ObjectDraft
    bare: bool
    """Only a name was given (no stats, type or anything else): "team A: Ana, Bob" lists players."""


@dataclass(frozen=True, slots=True)
class Part:
    """A clause part that isn't an object or a player's attributes: who speaks, the variant…"""

    kind: str  # "player_owner", "team_owner", "variant", "player_count", "planar", "keep"
    name: Name | None = None
    value: str = ""


Clause = tuple[Part | PlayerAttrs | ReadObject, ...]


# -- token helpers ------------------------------------------------------------------------------


def number(token: Token, low: int = 0, high: int = MAX_COUNT) -> int:
    value = int(str(token).replace("−", "-"))
    if not low <= value <= high:
        raise NumberOutOfRange.at(token, low=low, high=high)
    return value


def _first(children: Sequence[Any], terminal: str) -> Token:
    """The first token of a terminal among a rule's children (the grammar guarantees one)."""
    return next(c for c in children if isinstance(c, Token) and c.type == terminal)


def _maybe(children: Sequence[Any], terminal: str) -> Token | None:
    return next((c for c in children if isinstance(c, Token) and c.type == terminal), None)


#: Zones, never a player's name before a colon ("Graveyard:", "Exilio:"): whose zone is unsaid.
_ZONE_WORDS = frozenset(
    {"graveyard", "graveyards", "yard", "exile", "hand", "library", "battlefield", "stack", "command zone",
     "cementerio", "cementerios", "exilio", "mano", "biblioteca", "campo de batalla", "pila", "zona de mando"}
)  # fmt: skip


def _name_of(children: Sequence[Any]) -> Name:
    return next(c for c in children if isinstance(c, Name))


def _bounded(value: int, token: Token, low: int = 0) -> int:
    if not low <= value <= MAX_COUNT:
        raise NumberOutOfRange.at(token, low=low, high=MAX_COUNT)
    return value


# -- fact builders: one per kind of thing said -----------------------------------------------------


def _set_field(rule: str, field_name: str, value: Any = True) -> ObjectFact:
    def apply(obj: ObjectDraft) -> None:
        obj.fields[field_name] = value

    return ObjectFact(rule, apply)


def _player_field(rule: str, token: Token, field_name: str, value: Any) -> PlayerFact:
    def apply(player: PlayerDraft, board: Board) -> None:
        player.fields[field_name] = value

    return PlayerFact(rule, token, apply)


class DraftReader(Transformer[Token, Any]):
    """Stateless: every method returns a value built from its children alone."""

    # -- shared pieces ----------------------------------------------------------------------------

    def name(self, children: Children) -> Name:
        parts = [c for c in children if isinstance(c, Token)]
        label = next((str(t) for t in parts if t.type == "LABEL"), None)
        text = " ".join(str(t) for t in parts if t.type in ("WORD", "QUOTED"))
        if len(text) + len(label or "") + 1 > MAX_NAME:
            raise NameTooLong.at(parts[0], word=text[:40] + "…", limit=MAX_NAME)
        return Name(text, label, parts[0])

    def signed(self, children: Children) -> Token:
        token: Token = children[0]
        return token

    def counter_kind(self, children: Children) -> str:
        """ "carga", "charge", "historia": the kind in English, as rules compare it."""
        return counter_kind(str(children[0]).replace("−", "-"))

    bare_counter_kind = counter_kind

    # -- the parts of a clause --------------------------------------------------------------------

    def player_owner(self, children: Children) -> Part:
        name = _name_of(children)
        if fold(name.full) in _ZONE_WORDS:
            raise ZoneAsPlayer.at(name.token, word=name.full)
        return Part("player_owner", name)

    def team_owner(self, children: Children) -> Part:
        return Part("team_owner", _name_of(children))

    def variant(self, children: Children) -> Part:
        return Part("variant", value=str(children[0].value))

    def player_count(self, children: Children) -> Part:
        return Part("player_count", value=str(children[0].value))

    def planar(self, children: Children) -> Part:
        return Part("planar", _name_of(children))

    def keep(self, children: Children) -> Part:
        return Part("keep", _name_of(children))

    def player_attrs(self, children: Children) -> PlayerAttrs:
        return PlayerAttrs(tuple(c for c in children if isinstance(c, PlayerFact)))

    def clause(self, children: Children) -> Clause:
        return tuple(c for c in children if isinstance(c, Part | PlayerAttrs | ReadObject))

    def start(self, children: Children) -> list[Clause]:
        return [c for c in children if isinstance(c, tuple)]

    # -- a player -----------------------------------------------------------------------------------

    def life(self, children: Children) -> PlayerFact:
        token = next(c for c in children if isinstance(c, Token) and c.type == "NUMBER")
        return _player_field("life", token, "life", number(token, -MAX_LIFE, MAX_LIFE))

    def poison(self, children: Children) -> PlayerFact:
        token = _first(children, "NUMBER")
        return _player_field("poison", token, "poison", number(token))

    def speed(self, children: Children) -> PlayerFact:
        token = _first(children, "NUMBER")
        return _player_field("speed", token, "speed", number(token, 0, 4))

    def drew_empty(self, children: Children) -> PlayerFact:
        return _player_field("drew_empty", children[0], "drew_from_empty_library", True)

    def graveyard_empty(self, children: Children) -> PlayerFact:
        """ "graveyard empty": its cards are only those the board lists (Tarmogoyf counts them)."""
        return _player_field("graveyard_empty", children[0], "graveyard_empty", True)

    def citys_blessing(self, children: Children) -> PlayerFact:
        """ "city's blessing": what ascend gave the player (702.131), read by "as long as you have
        the city's blessing"."""
        return _player_field("citys_blessing", children[0], "citys_blessing", True)

    def cant_lose(self, children: Children) -> PlayerFact:
        return _player_field("cant_lose", children[0], "cant_lose", True)

    def venture(self, children: Children) -> PlayerFact:
        return _player_field("venture", children[0], "venture_at_bottom", True)

    def room_pending(self, children: Children) -> PlayerFact:
        return _player_field("room_pending", children[0], "dungeon_trigger_pending", True)

    def commander_damage(self, children: Children) -> PlayerFact:
        token = _first(children, "NUMBER")
        amount, commander = number(token, 0, MAX_LIFE), _name_of(children)
        hedge = hedge_in_object_name(commander) if reading(commander.text) is None else None
        if hedge is not None:  # "21 commander damage from I don't know": from which commander?
            raise hedge

        def apply(player: PlayerDraft, board: Board) -> None:
            player.commander_damage.append(CommanderDamage(commander=commander.full, amount=amount))

        return PlayerFact("commander_damage", token, apply)

    def player_protection(self, children: Children) -> PlayerFact:
        qualities = _first(children, "QUALITIES")

        def apply(player: PlayerDraft, board: Board) -> None:
            player.fields.setdefault("protection_from", set()).update(str(qualities.value).split())

        return PlayerFact("player_protection", qualities, apply)

    def team(self, children: Children) -> PlayerFact:
        team = _name_of(children)

        def apply(player: PlayerDraft, board: Board) -> None:
            player.fields["team"] = board.team(team.full)

        return PlayerFact("team", children[0], apply)

    # -- an object ------------------------------------------------------------------------------------

    def object(self, children: Children) -> ReadObject:
        draft = ObjectDraft(name=_name_of(children), owner=None)
        mult, token_of = _maybe(children, "MULT"), _maybe(children, "TOKEN_OF")
        if mult is not None:
            draft.copies = number(mult, 1, MAX_BOARD_OBJECTS)
        if token_of is not None:
            draft.fields["token"] = True
        facts = [c for c in children if isinstance(c, ObjectFact)]
        carried: Name | None = None
        host: Name | None = None
        for fact in facts:
            if host is not None and fact.rule in _WHAT_A_HOST_HAS:
                raise HostFactAfterReference.at(
                    host.token, word=host.full, reference=host.full, subject=draft.name.full
                )
            if carried is not None and fact.rule in _WHAT_IT_IS and fact.token is not None:
                # "Knight 2/2 enchanted by Fear black aura": is Fear the black Aura, or Knight?
                error = AttributeAfterReference.at(
                    fact.token, word=str(fact.token.value), reference=carried.full, subject=draft.name.full
                )
                error.span = (fact.token.start_pos, fact.token.end_pos)
                raise error
            fact.apply(draft)
            if fact.rule == "carries" and draft.carried:
                carried = draft.carried[-1][0]
            if fact.rule == "attached_to":
                host = draft.refs.get("attached_to")
        return ReadObject(draft, bare=len(children) == 1)

    def pt(self, children: Children) -> ObjectFact:
        token = children[0]
        power, toughness = str(token).split("/")

        def apply(obj: ObjectDraft) -> None:
            obj.stated_pt = True
            if power != "*":
                obj.fields["power"] = _bounded(int(power), token)
            if toughness != "*":
                obj.fields["toughness"] = _bounded(int(toughness), token)

        return ObjectFact("pt", apply)

    def lead_pt(self, children: Children) -> ObjectFact:
        return self.pt(children)

    def lead_commander(self, children: Children) -> ObjectFact:
        return _set_field("lead_commander", "commander")

    def copies(self, children: Children) -> ObjectFact:
        copies = number(children[0], 1, MAX_BOARD_OBJECTS)

        def apply(obj: ObjectDraft) -> None:
            obj.copies = copies

        return ObjectFact("copies", apply)

    def _into(self, rule: str, collection: str, value: str, token: Token | None = None) -> ObjectFact:
        def apply(obj: ObjectDraft) -> None:
            getattr(obj, collection).add(value)

        return ObjectFact(rule, apply, token)

    def card_type(self, children: Children) -> ObjectFact:
        return self._into("card_type", "card_types", str(children[0].value), children[0])

    def supertype(self, children: Children) -> ObjectFact:
        value = str(children[0].value)
        if value.startswith("-"):  # "not legendary": whatever its card prints
            return self._into("supertype", "lost_supertypes", value[1:], children[0])
        return self._into("supertype", "supertypes", value, children[0])

    def subtype(self, children: Children) -> ObjectFact:
        return self._into("subtype", "subtypes", str(children[0].value), children[0])

    def equipo(self, children: Children) -> ObjectFact:
        """Spanish "equipo" after an object is Equipment; before a colon it is a 2HG team."""
        return self._into("equipo", "subtypes", "equipment")

    def token(self, children: Children) -> ObjectFact:
        return _set_field("token", "token")

    def copy(self, children: Children) -> ObjectFact:
        return _set_field("copy", "copy_of_card")

    def spell_copy(self, children: Children) -> ObjectFact:
        return _set_field("spell_copy", "copy_of_spell")

    def _number_field(
        self, rule: str, children: Children, field_name: str, low: int = 0, high: int = MAX_COUNT
    ) -> ObjectFact:
        return _set_field(rule, field_name, number(_first(children, "NUMBER"), low, high))

    def damage(self, children: Children) -> ObjectFact:
        return self._number_field("damage", children, "damage")

    def damage_from(self, children: Children) -> ObjectFact:
        """ "1 damage from Typhoid Rats": that much damage, and who dealt it (a source with
        deathtouch makes it deathtouch damage; build.py looks the source up)."""
        amount = number(_first(children, "NUMBER"))
        source = _name_of(children)

        def apply(obj: ObjectDraft) -> None:
            damage = obj.fields.get("damage", 0)
            obj.fields["damage"] = amount + (damage if isinstance(damage, int) else 0)
            obj.damage_from.append((source, amount))

        return ObjectFact("damage", apply)

    def loyalty(self, children: Children) -> ObjectFact:
        return self._number_field("loyalty", children, "loyalty")

    def defense(self, children: Children) -> ObjectFact:
        return self._number_field("defense", children, "defense")

    def final_chapter(self, children: Children) -> ObjectFact:
        return self._number_field("final_chapter", children, "final_chapter", 1, 100)

    def timestamp(self, children: Children) -> ObjectFact:
        return self._number_field("timestamp", children, "timestamp", 0, 10**9)

    def deathtouch(self, children: Children) -> ObjectFact:
        return _set_field("deathtouch", "deathtouch_damage")

    def deathtouch_amount(self, children: Children) -> ObjectFact:
        """ "1 deathtouch damage": that much damage is marked, and it came from a deathtouch source."""
        amount = number(_first(children, "NUMBER"))

        def apply(obj: ObjectDraft) -> None:
            damage = obj.fields.get("damage", 0)
            obj.fields["damage"] = amount + (damage if isinstance(damage, int) else 0)
            if amount > 0:  # "0 deathtouch damage": none was dealt, so 704.5h has nothing to act on
                obj.fields["deathtouch_damage"] = True

        return ObjectFact("deathtouch_amount", apply)

    def keyword_ability(self, children: Children) -> ObjectFact:
        """ "flying", "vuela", "ward 2": shown and kept; deathtouch here is the ability itself."""
        return self._into("keyword_ability", "keywords", str(children[0].value))

    def keyword_amount(self, children: Children) -> ObjectFact:
        """ "1 deathtouch" is that much deathtouch damage; "2 toxic" is toxic 2."""
        amount, keyword = _first(children, "NUMBER"), _first(children, "KEYWORD_ABILITY")
        if keyword.value == "deathtouch":
            return self.deathtouch_amount(children)
        return self._into("keyword_amount", "keywords", f"{keyword.value} {number(amount)}")

    def lethal(self, children: Children) -> ObjectFact:
        token = children[0]

        def apply(obj: ObjectDraft) -> None:
            obj.lethal = token

        return ObjectFact("lethal", apply)

    def indestructible(self, children: Children) -> ObjectFact:
        return _set_field("indestructible", "indestructible")

    def regen(self, children: Children) -> ObjectFact:
        token = _maybe(children, "NUMBER")
        return _set_field("regen", "regeneration_shields", number(token, 0, 100) if token is not None else 1)

    def keyword_counter(self, children: Children) -> ObjectFact:
        """ "an indestructible counter", "un contador de vínculo vital" (122.1b): a counter that
        gives its permanent that keyword ability (613.1f); kept as the counter and the ability."""
        token = _maybe(children, "NUMBER")
        count = number(token) if token is not None else 1
        word = next(c for c in children if isinstance(c, Token) and c.type in ("KEYWORD_ABILITY", "INDESTRUCTIBLE"))
        kind = "indestructible" if word.type == "INDESTRUCTIBLE" else str(word.value)

        def apply(obj: ObjectDraft) -> None:
            obj.counters[kind] = obj.counters.get(kind, 0) + count
            if kind == "indestructible":
                obj.fields["indestructible"] = True
            else:
                obj.keywords.add(kind)

        return ObjectFact("keyword_counter", apply)

    def counters(self, children: Children) -> ObjectFact:
        """ "2 +1/+1 counters", "a lore counter"; "-1/-1 counter" with no number is one."""
        token = _maybe(children, "NUMBER")
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))
        count = number(token) if token is not None else 1

        def apply(obj: ObjectDraft) -> None:
            obj.counters[kind] = obj.counters.get(kind, 0) + count

        return ObjectFact("counters", apply)

    def counter_limit(self, children: Children) -> ObjectFact:
        limit = number(_first(children, "NUMBER"))
        kind = next(c for c in children if isinstance(c, str) and not isinstance(c, Token))

        def apply(obj: ObjectDraft) -> None:
            obj.counter_limits[kind] = limit

        return ObjectFact("counter_limit", apply)

    def gets(self, children: Children) -> ObjectFact:
        """ "gets +1/+1"; "gets +2/+0 from Rancor" lasts only while Rancor is on the battlefield."""
        token = _first(children, "MOD")
        power, toughness = (_bounded(int(x), token, low=-MAX_COUNT) for x in str(token).split("/"))
        source = next((c for c in children if isinstance(c, Name)), None)

        def apply(obj: ObjectDraft) -> None:
            if source is not None:
                obj.tied.append((source, power, toughness))
                return
            obj.fields["power_modifier"] = obj.fields.get("power_modifier", 0) + power
            obj.fields["toughness_modifier"] = obj.fields.get("toughness_modifier", 0) + toughness

        return ObjectFact("gets", apply)

    def attached_to(self, children: Children) -> ObjectFact:
        """ "attached to X"; "enchanting X" / "equipping X" also say what the permanent is."""
        verb, target = children[0], _name_of(children)

        def apply(obj: ObjectDraft) -> None:
            if verb.value != "attached":
                obj.subtypes.add(str(verb.value))
            earlier = obj.refs.get("attached_to")
            if earlier is not None and earlier.full.casefold() != target.full.casefold():
                raise ConflictingAttachment.at(
                    obj.name.token, word=obj.name.text, first=earlier.full, second=target.full
                )
            obj.refs["attached_to"] = target

        return ObjectFact("attached_to", apply)

    def copying(self, children: Children) -> ObjectFact:
        """ "Clone copying Grizzly Bears": the object whose copiable values it has (707.2)."""
        return self._ref("copying", "copying", children)

    def designation(self, children: Children) -> ObjectFact:
        """ "monstrous", "renowned": a designation its own text reads (701.37b, 702.112b)."""
        value = str(children[0].value)

        def apply(obj: ObjectDraft) -> None:
            obj.fields["designations"] = frozenset(obj.fields.get("designations", frozenset())) | {value}

        return ObjectFact("designation", apply)

    def paired(self, children: Children) -> ObjectFact:
        """ "Wolfir Silverheart paired with Grizzly Bears": the creature soulbond paired it with."""
        return self._ref("paired", "paired_with", children)

    def naming(self, children: Children) -> ObjectFact:
        """ "naming blue", "que nombra Elfo": the value its text calls "the chosen …"."""
        color = next((c for c in children if isinstance(c, Token) and c.type == "COLOR"), None)
        said = _name_of(children) if color is None else None

        def apply(obj: ObjectDraft) -> None:
            if color is not None:  # "chosen color: blue"
                obj.fields["chosen"] = str(color.value)
            elif said is not None:
                obj.fields["chosen"] = chosen_value(said.full, said.token)

        return ObjectFact("naming", apply)

    def carries(self, children: Children) -> ObjectFact:
        carried, kind = _name_of(children), str(children[0].value)

        def apply(obj: ObjectDraft) -> None:
            obj.carried.append((carried, kind))

        return ObjectFact("carries", apply)

    def unattached(self, children: Children) -> ObjectFact:
        def apply(obj: ObjectDraft) -> None:
            obj.refs.pop("attached_to", None)
            obj.fields["attached_to"] = None

        return ObjectFact("unattached", apply)

    def enchant(self, children: Children) -> ObjectFact:
        restriction = str(children[1].value)

        def apply(obj: ObjectDraft) -> None:
            obj.fields["enchant"] = restriction
            obj.subtypes.add("aura")

        return ObjectFact("enchant", apply)

    def illegal(self, children: Children) -> ObjectFact:
        return _set_field("illegal", "attachment_illegal")

    def zone(self, children: Children) -> ObjectFact:
        return _set_field("zone", "zone", Zone(str(children[0].value)))

    def phased_out(self, children: Children) -> ObjectFact:
        """ "phased out", or an explicit "phased in", which keeps an Aura on a phased-out
        permanent from phasing out with it (702.26g applies only when nothing is said)."""
        return _set_field("phased_out", "phased_out", children[0].value != "phased_in")

    def color(self, children: Children) -> ObjectFact:
        """ "green", "white and blue"; "colorless" states that it has no color (not unknown)."""
        color = str(children[0].value)

        def apply(obj: ObjectDraft) -> None:
            colors = obj.fields.setdefault("colors", set())
            if color != "colorless":
                colors.add(color)

        return ObjectFact("color", apply, children[0])

    def protection(self, children: Children) -> ObjectFact:
        qualities = str(_first(children, "QUALITIES").value).split()

        def apply(obj: ObjectDraft) -> None:
            obj.fields.setdefault("protection_from", set()).update(qualities)

        return ObjectFact("protection", apply)

    def _ref(self, rule: str, key: str, children: Children) -> ObjectFact:
        name = _name_of(children)

        def apply(obj: ObjectDraft) -> None:
            obj.refs[key] = name

        return ObjectFact(rule, apply)

    def protector(self, children: Children) -> ObjectFact:
        if normalise(_name_of(children).full) in NOBODY:
            return _set_field("protector", "protector_unstated", False)  # said outright: none
        return self._ref("protector", "protector", children)

    def choose_protector(self, children: Children) -> ObjectFact:
        return self._ref("choose_protector", "choose_protector", children)

    def controlled_by(self, children: Children) -> ObjectFact:
        return self._ref("controlled_by", "controller", children)

    def owned_by(self, children: Children) -> ObjectFact:
        return self._ref("owned_by", "owner", children)

    def attacked(self, children: Children) -> ObjectFact:
        return _set_field("attacked", "attacked")

    def trigger_pending(self, children: Children) -> ObjectFact:
        return _set_field("trigger_pending", "trigger_pending")

    def trigger_resolved(self, children: Children) -> ObjectFact:
        """ "chapter III already resolved": its trigger left the stack (stated, so 714.4 applies)."""
        return _set_field("trigger_resolved", "trigger_pending", False)

    def start_engines(self, children: Children) -> ObjectFact:
        return _set_field("start_engines", "start_your_engines")

    def space_sculptor(self, children: Children) -> ObjectFact:
        return _set_field("space_sculptor", "space_sculptor")

    def _sector_name(self, children: Children) -> str:
        word = children[-1]
        sector = SECTOR_NAMES.get(normalise(str(word)))
        if sector is None:
            raise InvalidValue.at(word, field="sector", allowed="alpha, beta, gamma")
        return sector

    def sector(self, children: Children) -> ObjectFact:
        return _set_field("sector", "sector", self._sector_name(children))

    def choose_sector(self, children: Children) -> ObjectFact:
        return self._choice("choose_sector", "sector", self._sector_name(children))

    def _choice(self, rule: str, key: str, value: Any) -> ObjectFact:
        def apply(obj: ObjectDraft) -> None:
            obj.choices[key] = value

        return ObjectFact(rule, apply)

    def to_command_zone(self, children: Children) -> ObjectFact:
        return self._choice("to_command_zone", "commander_to_command_zone", True)

    def stays(self, children: Children) -> ObjectFact:
        return self._choice("stays", "commander_to_command_zone", False)

    def kept(self, children: Children) -> ObjectFact:
        return self._choice("kept", "keep", True)

    def commander(self, children: Children) -> ObjectFact:
        return _set_field("commander", "commander")

    def face_down(self, children: Children) -> ObjectFact:
        return _set_field("face_down", "face_up", False)

    def face_up(self, children: Children) -> ObjectFact:
        return _set_field("face_up", "face_up", True)

    def tapped(self, children: Children) -> ObjectFact:
        return _set_field("tapped", "tapped")

    def flipped(self, children: Children) -> ObjectFact:
        return _set_field("flipped", "flipped")
