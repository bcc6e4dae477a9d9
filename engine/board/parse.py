"""Board description → ``GameState``.

The grammar (``grammar.lark``) decides the structure; this module turns each clause into drafts
of players, teams, objects and choices (``drafts.py``), runs the whole-board passes
(``passes.py``) and resolves every reference into a validated state. Attributes are dispatched
through tables keyed by the grammar's rule names, so adding a keyword means one grammar line,
one table row and one keyword row. Every failure is a :class:`~engine.board.errors.BoardError`
carrying where and what.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from importlib import resources
from typing import Any

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken
from pydantic import ValidationError
from rapidfuzz import fuzz, process

from engine.board.drafts import Board, Name, ObjectDraft, PlayerDraft, find_key
from engine.board.errors import (
    AmbiguousReference,
    BoardSyntaxError,
    ConflictingAttachment,
    EmptyBoard,
    InvalidValue,
    LethalNeedsToughness,
    NameTooLong,
    NumberOutOfRange,
    TooLong,
    TooManyObjects,
    UnknownReference,
    UntypedAttachment,
)
from engine.board.keywords import ALL_PHRASES, PRONOUNS, SECTOR_NAMES, normalise, words
from engine.board.lexer import BoardLexer
from engine.board.passes import (
    CURSE_NAME,
    POSSESSIVE_REFERENCES,
    apply_amendments,
    assign_ids,
    check_teams,
    infer_commander,
    players_with_protection,
    possessive_owners,
)
from engine.model import (
    ENGLISH_DEFAULT_PLAYER,
    MAX_COUNT,
    SPANISH_DEFAULT_PLAYER,
    CommanderDamage,
    GameState,
    ObjectRef,
    PlayerRef,
    Zone,
    evolve,
)

MAX_TEXT = 4_000
#: Longer than any card or player name (the state model's limit, with room for a label).
MAX_NAME = 190
MAX_BOARD_OBJECTS = 300
MAX_LIFE = 1_000_000


@lru_cache(maxsize=1)
def _parser() -> Lark:
    grammar = resources.files("engine.board").joinpath("grammar.lark").read_text(encoding="utf-8")
    return Lark(grammar, parser="lalr", lexer=BoardLexer, propagate_positions=False, maybe_placeholders=False)


# -- token helpers ------------------------------------------------------------------------------------


def _tokens(tree: Tree[Token]) -> list[Token]:
    return [c for c in tree.children if isinstance(c, Token)]


def _number(token: Token, low: int = 0, high: int = MAX_COUNT) -> int:
    value = int(str(token).replace("−", "-"))
    if not low <= value <= high:
        raise NumberOutOfRange(column=token.column, line=token.line or 1, word=str(token), low=low, high=high)
    return value


def _name(tree: Tree[Token]) -> Name:
    parts = _tokens(tree)
    label = next((str(t) for t in parts if t.type == "LABEL"), None)
    words = [str(t) for t in parts if t.type in ("WORD", "QUOTED")]
    text = " ".join(words)
    if len(text) + len(label or "") + 1 > MAX_NAME:
        where = parts[0]
        raise NameTooLong(column=where.column, line=where.line or 1, word=text[:40] + "…", limit=MAX_NAME)
    return Name(text, label, parts[0])


def _first_token(tree: Tree[Token] | Token) -> Token:
    if isinstance(tree, Token):
        return tree
    return _first_token(tree.children[0])


def _subtree(tree: Tree[Token], data: str) -> Tree[Token]:
    return next(c for c in tree.children if isinstance(c, Tree) and c.data == data)


def _counter_kind(tree: Tree[Token]) -> str:
    kind = next(c for c in tree.children if isinstance(c, Tree) and c.data in ("counter_kind", "bare_counter_kind"))
    token = _tokens(kind)[0]
    return str(token).lower().replace("−", "-")


# -- player attributes ----------------------------------------------------------------------------------

PlayerHandler = Callable[[PlayerDraft, Tree[Token], Board], None]


def _set(field_name: str, value: Any) -> PlayerHandler:
    def handler(player: PlayerDraft, tree: Tree[Token], board: Board) -> None:
        player.fields[field_name] = value

    return handler


def _player_life(player: PlayerDraft, tree: Tree[Token], board: Board) -> None:
    signed = _subtree(tree, "signed")
    player.fields["life"] = _number(_tokens(signed)[0], -MAX_LIFE, MAX_LIFE)


def _player_number(field_name: str, high: int) -> PlayerHandler:
    def handler(player: PlayerDraft, tree: Tree[Token], board: Board) -> None:
        number = next(t for t in _tokens(tree) if t.type == "NUMBER")
        player.fields[field_name] = _number(number, 0, high)

    return handler


def _player_commander_damage(player: PlayerDraft, tree: Tree[Token], board: Board) -> None:
    amount = _number(next(t for t in _tokens(tree) if t.type == "NUMBER"), 0, MAX_LIFE)
    commander = _name(_subtree(tree, "name"))
    player.commander_damage.append(CommanderDamage(commander=commander.full, amount=amount))


def _player_protection(player: PlayerDraft, tree: Tree[Token], board: Board) -> None:
    qualities = next(t for t in _tokens(tree) if t.type == "QUALITIES")
    player.fields.setdefault("protection_from", set()).update(str(qualities.value).split())


def _player_team(player: PlayerDraft, tree: Tree[Token], board: Board) -> None:
    player.fields["team"] = board.team(_name(_subtree(tree, "name")).full)


PLAYER_ATTRS: dict[str, PlayerHandler] = {
    "life": _player_life,
    "poison": _player_number("poison", MAX_COUNT),
    "drew_empty": _set("drew_from_empty_library", True),
    "speed": _player_number("speed", 4),
    "commander_damage": _player_commander_damage,
    "cant_lose": _set("cant_lose", True),
    "team": _player_team,
    "venture": _set("venture_at_bottom", True),
    "room_pending": _set("dungeon_trigger_pending", True),
    "player_protection": _player_protection,
}

#: What a team's own clause may set (810.9 and 810.10: life and poison are shared).
TEAM_ATTRS = frozenset({"life", "poison"})


# -- object attributes -----------------------------------------------------------------------------------

ObjectHandler = Callable[[ObjectDraft, Tree[Token]], None]


def _color(obj: ObjectDraft, tree: Tree[Token]) -> None:
    """ "green", "white and blue"; "colorless" states that it has no color (not unknown)."""
    color = str(_tokens(tree)[0].value)
    colors = obj.fields.setdefault("colors", set())
    if color != "colorless":
        colors.add(color)


def _protection(obj: ObjectDraft, tree: Tree[Token]) -> None:
    qualities = next(t for t in _tokens(tree) if t.type == "QUALITIES")
    obj.fields.setdefault("protection_from", set()).update(str(qualities.value).split())


def _phasing(obj: ObjectDraft, tree: Tree[Token]) -> None:
    """ "phased out", or an explicit "phased in", which keeps an Aura on a phased-out
    permanent from phasing out with it (702.26g applies only when nothing is said)."""
    obj.fields["phased_out"] = _tokens(tree)[0].value != "phased_in"


def _flag(field_name: str, value: Any = True) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        obj.fields[field_name] = value

    return handler


def _value_into(collection: str) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        getattr(obj, collection).add(str(_tokens(tree)[0].value))

    return handler


def _number_field(field_name: str, low: int = 0, high: int = MAX_COUNT) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        number = next(t for t in _tokens(tree) if t.type == "NUMBER")
        obj.fields[field_name] = _number(number, low, high)

    return handler


def _lethal(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.lethal = _tokens(tree)[0]


def _deathtouch_amount(obj: ObjectDraft, tree: Tree[Token]) -> None:
    """ "1 deathtouch damage": that much damage is marked, and it came from a deathtouch source."""
    number = next(t for t in _tokens(tree) if t.type == "NUMBER")
    damage = obj.fields.get("damage", 0)
    amount = _number(number)
    obj.fields["damage"] = amount + (damage if isinstance(damage, int) else 0)
    if amount > 0:  # "0 deathtouch damage": none was dealt, so 704.5h has nothing to act on
        obj.fields["deathtouch_damage"] = True


def _pt(obj: ObjectDraft, tree: Tree[Token]) -> None:
    token = _tokens(tree)[0]
    power, toughness = str(token).split("/")
    obj.stated_pt = True
    if power != "*":
        obj.fields["power"] = _bounded(int(power), token)
    if toughness != "*":
        obj.fields["toughness"] = _bounded(int(toughness), token)


def _bounded(value: int, token: Token) -> int:
    if value > MAX_COUNT:
        raise NumberOutOfRange(column=token.column, line=token.line or 1, word=str(token), low=0, high=MAX_COUNT)
    return value


def _copies(obj: ObjectDraft, tree: Tree[Token]) -> None:
    token = _tokens(tree)[0]
    obj.copies = _number(token, 1, MAX_BOARD_OBJECTS)


def _gets(obj: ObjectDraft, tree: Tree[Token]) -> None:
    token = next(t for t in _tokens(tree) if t.type == "MOD")
    power, toughness = (int(x) for x in str(token).split("/"))
    obj.fields["power_modifier"] = obj.fields.get("power_modifier", 0) + _signed_bounded(power, token)
    obj.fields["toughness_modifier"] = obj.fields.get("toughness_modifier", 0) + _signed_bounded(toughness, token)


def _signed_bounded(value: int, token: Token) -> int:
    if abs(value) > MAX_COUNT:
        raise NumberOutOfRange(
            column=token.column, line=token.line or 1, word=str(token), low=-MAX_COUNT, high=MAX_COUNT
        )
    return value


def _regen(obj: ObjectDraft, tree: Tree[Token]) -> None:
    number = next((t for t in _tokens(tree) if t.type == "NUMBER"), None)
    obj.fields["regeneration_shields"] = _number(number, 0, 100) if number is not None else 1


def _counters(obj: ObjectDraft, tree: Tree[Token]) -> None:
    """ "2 +1/+1 counters", "a lore counter"; "-1/-1 counter" with no number is one."""
    number = next((t for t in _tokens(tree) if t.type == "NUMBER"), None)
    kind = _counter_kind(tree)
    obj.counters[kind] = obj.counters.get(kind, 0) + (_number(number) if number is not None else 1)


def _counter_limit(obj: ObjectDraft, tree: Tree[Token]) -> None:
    number = next(t for t in _tokens(tree) if t.type == "NUMBER")
    obj.counter_limits[_counter_kind(tree)] = _number(number)


#: "protector nobody": no player is its protector (the default), not a player named Nobody.
_NOBODY = words("nobody")


def _protector(obj: ObjectDraft, tree: Tree[Token]) -> None:
    name = _name(_subtree(tree, "name"))
    if normalise(name.full) not in _NOBODY:
        obj.refs["protector"] = name


def _ref(key: str) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        obj.refs[key] = _name(_subtree(tree, "name"))

    return handler


def _attached_to(obj: ObjectDraft, tree: Tree[Token]) -> None:
    """ "attached to X"; "enchanting X" / "equipping X" also say what the permanent is."""
    verb = _tokens(tree)[0]
    if verb.value != "attached":
        obj.subtypes.add(str(verb.value))
    target = _name(_subtree(tree, "name"))
    earlier = obj.refs.get("attached_to")
    if earlier is not None and earlier.full.casefold() != target.full.casefold():
        raise ConflictingAttachment(
            column=obj.name.token.column,
            line=obj.name.token.line or 1,
            word=obj.name.text,
            first=earlier.full,
            second=target.full,
        )
    obj.refs["attached_to"] = target


def _carries(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.carried.append((_name(_subtree(tree, "name")), str(_tokens(tree)[0].value)))


def _unattached(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.refs.pop("attached_to", None)
    obj.fields["attached_to"] = None


def _enchant(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.fields["enchant"] = str(_tokens(tree)[1].value)
    obj.subtypes.add("aura")


def _zone(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.fields["zone"] = Zone(str(_tokens(tree)[0].value))


def _sector(field_name: str) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        word = _tokens(tree)[-1]
        sector = SECTOR_NAMES.get(normalise(str(word)))
        if sector is None:
            raise InvalidValue(
                column=word.column, line=word.line or 1, word=str(word), field="sector", allowed="alpha, beta, gamma"
            )
        if field_name == "choice":
            obj.choices["sector"] = sector
        else:
            obj.fields["sector"] = sector

    return handler


def _choice(key: str, value: Any) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        obj.choices[key] = value

    return handler


def _subtype(name: str) -> ObjectHandler:
    def handler(obj: ObjectDraft, tree: Tree[Token]) -> None:
        obj.subtypes.add(name)

    return handler


def _token_attr(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.fields["token"] = True


def _copy(obj: ObjectDraft, tree: Tree[Token]) -> None:
    obj.fields["copy_of_card"] = True


OBJECT_ATTRS: dict[str, ObjectHandler] = {
    "pt": _pt,
    "lead_pt": _pt,
    "lead_commander": _flag("commander"),
    "copies": _copies,
    "card_type": _value_into("card_types"),
    "supertype": _value_into("supertypes"),
    "subtype": _value_into("subtypes"),
    "equipo": _subtype("equipment"),
    "token": _token_attr,
    "copy": _copy,
    "spell_copy": _flag("copy_of_spell"),
    "damage": _number_field("damage"),
    "deathtouch": _flag("deathtouch_damage"),
    "deathtouch_amount": _deathtouch_amount,
    "lethal": _lethal,
    "indestructible": _flag("indestructible"),
    "regen": _regen,
    "loyalty": _number_field("loyalty"),
    "defense": _number_field("defense"),
    "counters": _counters,
    "counter_limit": _counter_limit,
    "final_chapter": _number_field("final_chapter", 1, 100),
    "gets": _gets,
    "attached_to": _attached_to,
    "carries": _carries,
    "unattached": _unattached,
    "enchant": _enchant,
    "illegal": _flag("attachment_illegal"),
    "zone": _zone,
    "phased_out": _phasing,
    "color": _color,
    "protection": _protection,
    "timestamp": _number_field("timestamp", 0, 10**9),
    "protector": _protector,
    "choose_protector": _ref("choose_protector"),
    "attacked": _flag("attacked"),
    "trigger_pending": _flag("trigger_pending"),
    "start_engines": _flag("start_your_engines"),
    "space_sculptor": _flag("space_sculptor"),
    "sector": _sector("field"),
    "choose_sector": _sector("choice"),
    "to_command_zone": _choice("commander_to_command_zone", True),
    "stays": _choice("commander_to_command_zone", False),
    "commander": _flag("commander"),
    "face_down": _flag("face_up", False),
    "face_up": _flag("face_up", True),
    "tapped": _flag("tapped"),
    "controlled_by": _ref("controller"),
    "owned_by": _ref("owner"),
    "kept": _choice("keep", True),
}

#: Types implied by what a judge said: "2/2" is a creature, an Aura is an enchantment (205.3).
IMPLIED_TYPES: tuple[tuple[str, str, str], ...] = (
    ("subtype", "aura", "enchantment"),
    ("subtype", "role", "enchantment"),
    ("subtype", "curse", "enchantment"),
    ("subtype", "saga", "enchantment"),
    ("subtype", "equipment", "artifact"),
    ("subtype", "fortification", "artifact"),
    ("subtype", "siege", "battle"),
)


#: A Role token is named after its Role: the capitalised word in a name says what it is.
_ROLE_NAME = re.compile(r"\sRole$|^Rol\s")


# -- parsing -----------------------------------------------------------------------------------------------


def parse_board(text: str) -> GameState:
    """Parse a board description (English or Spanish) into a validated game state."""
    if len(text) > MAX_TEXT:
        raise TooLong(column=MAX_TEXT + 1, word="", limit=MAX_TEXT, length=len(text))
    tree = _parse_tree(text)
    board = Board(default_player=_default_player(text))
    for clause in tree.children:
        if isinstance(clause, Tree):
            _read_clause(board, clause)
    if not board.players and not board.objects and board.variant is None and not board.teams:
        raise EmptyBoard(column=1, word="")
    check_teams(board)
    infer_commander(board)
    return _build(board, default_player=board.default_player)


def _parse_tree(text: str) -> Tree[Token]:
    try:
        return _parser().parse(text)
    except UnexpectedToken as exc:
        raise _syntax_error(exc, exc.token, tuple(sorted(exc.expected)), text) from None
    except (UnexpectedEOF, UnexpectedCharacters) as exc:
        raise _syntax_error(exc, None, tuple(sorted(getattr(exc, "expected", ()) or ()))) from None
    except UnexpectedInput as exc:  # pragma: no cover - every subclass is handled above
        raise _syntax_error(exc, None, ()) from None


def _syntax_error(
    exc: UnexpectedInput, token: Token | None, expected: tuple[str, ...], text: str = ""
) -> BoardSyntaxError:
    expected = tuple(e for e in expected if not e.startswith("_") or e == "_SEP")
    if token is None or token.type == "$END":
        return BoardSyntaxError(column=getattr(exc, "column", 0) or 0, word="", expected=expected, suggestion=None)
    return BoardSyntaxError(
        column=token.column or 0,
        line=token.line or 1,
        word=_as_typed(token, text),
        expected=expected,
        suggestion=suggest_keyword(str(token)) if token.type == "WORD" else None,
    )


def _as_typed(token: Token, text: str) -> str:
    """The words the judge typed for a token (a keyword token's value is its canonical form)."""
    start, end = token.start_pos, token.end_pos
    if token.type != "WORD" and isinstance(start, int) and isinstance(end, int) and text[start:end].strip():
        return text[start:end]
    return str(token)


def suggest_keyword(word: str) -> str | None:
    """The keyword phrase closest to a misspelt word ("damge" → "damage"), if any is close."""
    found = process.extractOne(normalise(word), ALL_PHRASES, scorer=fuzz.ratio, processor=normalise, score_cutoff=72)
    return found[0] if found else None


#: Between the names of several players: "Ana and Bob: team A", "team A: Ana, Bob".
_NAME_LIST = re.compile(r"\s*(?:,|&|\band\b|\by\b)\s*", re.IGNORECASE)


def _name_list(text: str) -> list[str]:
    return [part for part in _NAME_LIST.split(text) if part]


def _read_clause(board: Board, clause: Tree[Token]) -> None:
    parts = [p for p in clause.children if isinstance(p, Tree)]
    kinds = [p.data for p in parts]
    if kinds == ["player_owner", "player_attrs"]:
        names = _name_list(_name(_subtree(parts[0], "name")).full)
        if len(names) > 1:  # "Ana and Bob: team A": the same facts about each of them
            for name in names:
                _read_player_attrs(board, parts[1], board.player(name).name, None)
            return
    if kinds == ["team_owner", "object"] and _is_bare_name(parts[1]):
        listed = board.team(_name(_subtree(parts[0], "name")).full)
        for name in _name_list(_name(_subtree(parts[1], "name")).full):
            board.player(name).fields["team"] = listed  # "team A: Ana, Bob": its players
        return
    owner: str | None = None
    team: str | None = None
    for part in clause.children:
        if not isinstance(part, Tree):
            continue
        if part.data == "player_owner":
            owner = board.player(_name(_subtree(part, "name")).full).name
        elif part.data == "team_owner":
            team = board.team(_name(_subtree(part, "name")).full)
        elif part.data == "variant":
            board.variant = str(_tokens(part)[0].value)
        elif part.data == "planar":
            board.planar_controller = _name(_subtree(part, "name"))
        elif part.data == "keep":
            board.keeps.append(_name(_subtree(part, "name")))
        elif part.data == "player_attrs":
            _read_player_attrs(board, part, owner, team)
        elif part.data == "object":
            _read_object(board, part, owner)


def _is_bare_name(tree: Tree[Token]) -> bool:
    """An object clause that is only a name (no stats, type or anything else)."""
    return [c.data for c in tree.children if isinstance(c, Tree)] == ["name"] and all(
        isinstance(c, Tree) for c in tree.children
    )


def _read_player_attrs(board: Board, tree: Tree[Token], owner: str | None, team: str | None) -> None:
    if team is not None:
        target = PlayerDraft(team)
        for attr in tree.children:
            if isinstance(attr, Tree):
                if attr.data not in TEAM_ATTRS:
                    token = _first_token(attr)
                    raise InvalidValue(
                        column=token.column, line=token.line or 1, word=str(token), field="team", allowed="life, poison"
                    )
                PLAYER_ATTRS[attr.data](target, attr, board)
        board.teams.setdefault(team, {}).update(target.fields)
        return
    player = board.player(owner or board.default_player)
    for attr in tree.children:
        if isinstance(attr, Tree):
            PLAYER_ATTRS[attr.data](player, attr, board)


def _read_object(board: Board, tree: Tree[Token], owner: str | None) -> None:
    name_tree = _subtree(tree, "name")
    draft = ObjectDraft(name=_name(name_tree), owner=owner)
    for token in _tokens(tree):
        if token.type == "MULT":
            draft.copies = _number(
                Token("NUMBER", token.value, column=token.column, line=token.line), 1, MAX_BOARD_OBJECTS
            )
        elif token.type == "TOKEN_OF":
            draft.fields["token"] = True
    for attr in tree.children:
        if isinstance(attr, Tree) and attr.data != "name":
            OBJECT_ATTRS[attr.data](draft, attr)
    board.objects.append(draft)


def _default_player(text: str) -> str:
    words = {normalise(w) for w in text.replace(";", " ").replace(",", " ").split()}
    spanish = {
        "vida",
        "vidas",
        "dano",
        "criatura",
        "ficha",
        "contadores",
        "contador",
        "anexado",
        "anexada",
        "cementerio",
        "legendaria",
        "legendario",
        "recibe",
        "veneno",
        "equipo",
        "encantar",
        "lealtad",
        "defensa",
        "exilio",
        "mano",
        "biblioteca",
        "pila",
        "con",
    }
    return SPANISH_DEFAULT_PLAYER if words & spanish else ENGLISH_DEFAULT_PLAYER


# -- building the state ---------------------------------------------------------------------------------------


def _build(board: Board, *, default_player: str) -> GameState:
    possessive_owners(board)
    if board.players:
        default_owner = next(iter(board.players))
    elif any(o.owner is None for o in board.objects):
        default_owner = board.player(default_player).name
    else:
        default_owner = default_player
    total = sum(o.copies for o in board.objects)
    if total > MAX_BOARD_OBJECTS:
        raise TooManyObjects(column=1, word="", limit=MAX_BOARD_OBJECTS, count=total)

    board.objects = apply_amendments(players_with_protection(board))
    ids = assign_ids(board.objects)
    # Players named as owners, controllers or protectors exist even if nothing else describes them.
    for draft in board.objects:
        for key in ("owner", "controller", "protector", "choose_protector"):
            if key in draft.refs:
                board.player(draft.refs[key].full)

    objects: list[dict[str, Any]] = []
    choices: dict[str, dict[str, Any]] = {
        "legend_keep": {},
        "protector": {},
        "commander_to_command_zone": {},
        "sector": {},
    }
    for draft, draft_ids in zip(board.objects, ids, strict=True):
        owner = draft.owner or default_owner
        for obj_id in draft_ids:
            objects.append(_object_fields(board, draft, obj_id, owner, ids))
            _object_choices(board, draft, obj_id, choices, ids)
    _attach_carried(board, ids, objects)
    for keep in board.keeps:
        kept = _resolve_object(keep, board, ids)
        name = next(d.name.text for d, di in zip(board.objects, ids, strict=True) if kept in di)
        choices["legend_keep"][name] = kept

    players = [dict(name=p.name, commander_damage=p.commander_damage, **p.fields) for p in board.players.values()]
    teams = [dict(name=name, **fields) for name, fields in board.teams.items()]
    state: dict[str, Any] = {"players": players, "objects": objects, "teams": teams, "choices": choices}
    if board.variant:
        state["variant"] = board.variant
    if board.planar_controller is not None:
        state["planar_controller"] = _resolve_player(board.planar_controller, board)
    try:
        validated = GameState.model_validate(state)
    except ValidationError as exc:
        error = exc.errors()[0]
        where = ".".join(str(p) for p in error["loc"])
        raise InvalidValue(
            column=None, word=str(error.get("input", ""))[:60], field=where, allowed=error["msg"]
        ) from None
    lethal = {i for draft, draft_ids in zip(board.objects, ids, strict=True) if draft.lethal for i in draft_ids}
    return _with_lethal_damage(validated, lethal) if lethal else validated


def _with_lethal_damage(state: GameState, lethal: set[str]) -> GameState:
    """ "with lethal damage": as much damage as its toughness after counters and effects
    (704.5g), read from the validated object so the arithmetic is the engine's own."""
    objects = tuple(
        evolve(o, damage=max(o.damage, o.effective_toughness)) if o.id in lethal else o for o in state.objects
    )
    return evolve(state, objects=objects)


def _check_lethal(draft: ObjectDraft, fields: dict[str, Any]) -> None:
    """Lethal damage is as much as the toughness: without a stated toughness, ask."""
    if draft.lethal is not None and not isinstance(fields.get("toughness"), int):
        token = draft.lethal
        raise LethalNeedsToughness(column=token.column, line=token.line or 1, word=draft.name.text)


def _object_fields(board: Board, draft: ObjectDraft, obj_id: str, owner: str, ids: list[list[str]]) -> dict[str, Any]:
    card_types, subtypes = set(draft.card_types), set(draft.subtypes)
    if not subtypes and card_types <= {"enchantment"} and _ROLE_NAME.search(draft.name.text):
        subtypes.add("role")  # "Young Wolf Role", "Rol de Lobo Joven": how judges name Role tokens
    if not subtypes and card_types <= {"enchantment"} and CURSE_NAME.match(draft.name.text):
        subtypes.add("curse")  # "Curse of Death's Hold": every Curse is named so, and is an Aura
    if "curse" in subtypes:
        subtypes.add("aura")
    for kind, value, implied in IMPLIED_TYPES:
        if kind == "subtype" and value in subtypes:
            card_types.add(implied)
    if "role" in subtypes:
        subtypes.add("aura")
    fields = dict(draft.fields)
    _check_lethal(draft, fields)
    if not card_types:
        # Only a creature has power/toughness, a planeswalker loyalty, a battle defense and a
        # Saga lore counters: saying one names the type, as a judge means it.
        if draft.stated_pt:
            card_types.add("creature")
        elif "loyalty" in fields or "loyalty" in draft.counters:
            card_types.add("planeswalker")
        elif "defense" in fields or "defense" in draft.counters:
            card_types.add("battle")
        elif "lore" in draft.counters and not subtypes:
            card_types.add("enchantment")
            subtypes.add("saga")
    if "siege" in subtypes:
        fields.setdefault("battle_type", "siege")
    obj: dict[str, Any] = {
        "id": obj_id,
        "name": draft.name.text or obj_id,
        "owner": owner,
        "card_types": card_types,
        "supertypes": draft.supertypes,
        "subtypes": subtypes,
        "counters": dict(draft.counters),
        "counter_limits": dict(draft.counter_limits),
        **fields,
    }
    if "owner" in draft.refs:
        obj["owner"] = _resolve_player(draft.refs["owner"], board)
    if "controller" in draft.refs:
        obj["controller"] = _resolve_player(draft.refs["controller"], board)
    if "protector" in draft.refs:
        obj["protector"] = _resolve_player(draft.refs["protector"], board)
    if "attached_to" in draft.refs:
        ref = draft.refs["attached_to"]
        if normalise(ref.full) in PRONOUNS:
            obj["attached_to"] = ObjectRef(id=_previous_object(ref, board, draft, ids))
        else:
            obj["attached_to"] = _resolve_attachment(ref, board, ids)
        if not card_types and not subtypes:
            # 704.5p would unattach a permanent that is neither Aura, Equipment nor Fortification:
            # guessing that from silence would give a wrong answer about Rancor or Bonesplitter.
            raise UntypedAttachment(
                column=draft.name.token.column,
                line=draft.name.token.line or 1,
                word=draft.name.text,
                target=draft.refs["attached_to"].full,
            )
    return obj


def _attach_carried(board: Board, ids: list[list[str]], objects: list[dict[str, Any]]) -> None:
    """Turn "Bears equipped with Bonesplitter" into Bonesplitter attached to Bears.

    The carried permanent becomes the kind the verb names (an Aura is an enchantment, an
    Equipment or Fortification an artifact). It can be attached to one object only: copies of
    the carrier must be told apart first, and a permanent said to be attached elsewhere too
    is an error rather than a guess.
    """
    by_id = {obj["id"]: obj for obj in objects}
    for draft, carrier_ids in zip(board.objects, ids, strict=True):
        for ref, kind in draft.carried:
            if len(carrier_ids) > 1:
                raise AmbiguousReference(
                    column=draft.name.token.column,
                    line=draft.name.token.line or 1,
                    word=draft.name.text,
                    candidates=", ".join(carrier_ids),
                )
            described = (
                _object_matches(ref, board, ids) or find_key(board.players, board.player_name(ref.full)) is not None
            )
            implicit = next((i for i in by_id if i.casefold() == ref.full.casefold()), None)
            if described:
                carried = by_id[_resolve_object(ref, board, ids)]
            elif implicit is not None:  # carried by another object too: the conflict check says so
                carried = by_id[implicit]
            else:
                carried = _describe_carried(ref, by_id, objects, carrier=by_id[carrier_ids[0]])
            target = ObjectRef(id=carrier_ids[0])
            if carried.get("attached_to") not in (None, target):
                raise ConflictingAttachment(
                    column=ref.token.column,
                    line=ref.token.line or 1,
                    word=ref.full,
                    first=_attachment_label(carried["attached_to"]),
                    second=carrier_ids[0],
                )
            carried["attached_to"] = target
            carried["subtypes"] = {*carried["subtypes"], kind}
            implied = {value: card_type for _, value, card_type in IMPLIED_TYPES}
            carried["card_types"] = {*carried["card_types"], implied[kind]}


def _describe_carried(
    ref: Name, by_id: dict[str, dict[str, Any]], objects: list[dict[str, Any]], carrier: dict[str, Any]
) -> dict[str, Any]:
    """ "Bears equipped with Bonesplitter" describes Bonesplitter too, when nothing else does.

    It belongs to the carrier's controller. A name close to one already described is taken for
    a typo and asked about instead, so a misspelling never makes a second, silent object.
    """
    close = _closest(ref.full, list(by_id), cutoff=85)
    if close:
        raise UnknownReference(
            column=ref.token.column, line=ref.token.line or 1, word=ref.full, candidates=", ".join(close)
        )
    owner = carrier.get("controller") or carrier["owner"]
    obj: dict[str, Any] = {
        "id": ref.full,
        "name": ref.text or ref.full,
        "owner": owner,
        "card_types": set(),
        "subtypes": set(),
        "counters": {},
        "counter_limits": {},
    }
    objects.append(obj)
    by_id[obj["id"]] = obj
    return obj


def _attachment_label(ref: ObjectRef | PlayerRef) -> str:
    return ref.id if isinstance(ref, ObjectRef) else ref.name


def _object_choices(
    board: Board, draft: ObjectDraft, obj_id: str, choices: dict[str, dict[str, Any]], ids: list[list[str]]
) -> None:
    if "choose_protector" in draft.refs:
        choices["protector"][obj_id] = _resolve_player(draft.refs["choose_protector"], board)
    if "commander_to_command_zone" in draft.choices:
        choices["commander_to_command_zone"][obj_id] = draft.choices["commander_to_command_zone"]
    if "sector" in draft.choices:
        choices["sector"][obj_id] = draft.choices["sector"]
    if draft.choices.get("keep"):
        choices["legend_keep"][draft.name.text] = obj_id


def _resolve_player(ref: Name, board: Board) -> str:
    key = find_key(board.players, board.player_name(ref.full))
    if key is None:
        raise UnknownReference(
            column=ref.token.column, line=ref.token.line or 1, word=ref.full, candidates=", ".join(board.players)
        )
    return key


def _resolve_object(ref: Name, board: Board, ids: list[list[str]]) -> str:
    found = _object_matches(ref, board, ids)
    if len(found) == 1:
        return found[0]
    if found:
        raise AmbiguousReference(
            column=ref.token.column, line=ref.token.line or 1, word=ref.full, candidates=", ".join(found)
        )
    names = [i for group in ids for i in group]
    raise UnknownReference(
        column=ref.token.column,
        line=ref.token.line or 1,
        word=ref.full,
        candidates=", ".join(_closest(ref.full, names)),
    )


def _object_matches(ref: Name, board: Board, ids: list[list[str]]) -> list[str]:
    wanted = ref.full.casefold()
    all_ids = [i for group in ids for i in group]
    exact = [i for i in all_ids if i.casefold() == wanted]
    if exact:
        return exact
    by_name = [
        i
        for draft, group in zip(board.objects, ids, strict=True)
        for i in group
        if draft.name.text.casefold() == wanted
    ]
    return by_name or _possessive_matches(ref.full, board, ids)


def _possessive_matches(text: str, board: Board, ids: list[list[str]]) -> list[str]:
    """The objects a possessive reference names: those of that name its player controls."""
    first_player = next(iter(board.players), board.default_player)
    for pattern in POSSESSIVE_REFERENCES:
        match = pattern.match(text)
        player = find_key(board.players, board.player_name(match["player"])) if match else None
        if match is None or player is None:
            continue
        name = match["name"].casefold()
        return [
            i
            for draft, group in zip(board.objects, ids, strict=True)
            if draft.name.text.casefold() == name
            and _draft_controller(draft, first_player).casefold() == player.casefold()
            for i in group
        ]
    return []


def _draft_controller(draft: ObjectDraft, default_owner: str) -> str:
    if "controller" in draft.refs:
        return draft.refs["controller"].full
    return draft.owner or default_owner


def _previous_object(ref: Name, board: Board, draft: ObjectDraft, ids: list[list[str]]) -> str:
    at = next(k for k, d in enumerate(board.objects) if d is draft)
    if at == 0:
        raise UnknownReference(column=ref.token.column, line=ref.token.line or 1, word=ref.full, candidates="—")
    return ids[at - 1][-1]


def _resolve_attachment(ref: Name, board: Board, ids: list[list[str]]) -> ObjectRef | PlayerRef:
    objects = _object_matches(ref, board, ids)
    player = find_key(board.players, board.player_name(ref.full))
    if player is not None and objects:
        raise AmbiguousReference(
            column=ref.token.column, line=ref.token.line or 1, word=ref.full, candidates=", ".join([player, *objects])
        )
    if player is not None:
        return PlayerRef(name=player)
    if len(objects) == 1:
        return ObjectRef(id=objects[0])
    return ObjectRef(id=_resolve_object(ref, board, ids))  # none or several: it says which


def _closest(word: str, names: list[str], cutoff: int | None = None) -> list[str]:
    """The nearest names; with ``cutoff``, only those at least that close (and none otherwise)."""
    found = [m[0] for m in process.extract(word, names, scorer=fuzz.WRatio, limit=3, score_cutoff=cutoff or 50)]
    return found if cutoff is not None else found or names[:3]
