"""Card names on a board: the printed card behind a name, and what the judge didn't restate.

"Grizzly Bears with 2 damage" means a 2/2 creature because the card is one. When the parser is
given a ``CardCatalog``, an object whose name reads as exactly one card takes that card's
printed characteristics for everything the judge left unsaid; anything the judge stated wins
("Tarmogoyf 4/5", "Grizzly Bears 3/3"). A ``*`` power or toughness stays unknown (never
guessed), and so does a planeswalker's or battle's current loyalty or defense: those are
counters on the permanent, not what is printed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

from engine.board.drafts import POSSESSIVE_REFERENCES, Board, Name, ObjectDraft, find_key
from engine.board.errors import AmbiguousCardName
from engine.cards.catalog import CardCatalog, Reading
from engine.cards.mana_value import face_mana_value
from engine.cards.model import Face
from engine.cards.tokens import predefined_token, token_name_as_typed
from engine.model import FlipHalf
from engine.text import fold

#: The catalog of the parse in progress: the lexer and the builder read it (None: no cards).
CATALOG: ContextVar[CardCatalog | None] = ContextVar("juez_card_catalog", default=None)

COLOR_NAMES = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
#: What "protection from X and from Y" protects from, as the model's qualities.
_PROTECTION = re.compile(r"^protection from (.+)$")
_QUALITY_SPLIT = re.compile(r",\s*|\s+and\s+(?:from\s+)?|\s+from\s+")
_ARTICLES = frozenset({"a", "an", "the", "all"})


@contextmanager
def using(catalog: CardCatalog | None) -> Iterator[None]:
    token = CATALOG.set(catalog)
    try:
        yield
    finally:
        CATALOG.reset(token)


def reading(name: str) -> Reading | None:
    """What ``name`` reads as in the current catalog: None without a catalog or a card; a
    legend's short name counts only when it means one card ("Thalia" when one Thalia exists)."""
    catalog = CATALOG.get()
    if catalog is None or not name:
        return None
    found = catalog.read(name)
    return found if found.cards else None


def card_face(name: str) -> tuple[str, Face] | None:
    """The card (Oracle name) and face ``name`` names, if it names exactly one."""
    catalog = CATALOG.get()
    found = reading(name)
    if catalog is None or found is None or found.card is None:
        return None
    return found.card.name, catalog.face_for(found.card)


def apply_cards(drafts: list[ObjectDraft]) -> None:
    """Give each object named after a card that card's characteristics (see the module doc).

    A name that means several cards ("Equilibrio": Balance or Equilibrium; "Jace") is asked
    about when the judge described nothing that would make the object readable without it.
    """
    for draft in drafts:
        name = draft.name.text
        if "role" in draft.subtypes:  # "Young Wolf Role": a Role token, not the card Young Wolf
            continue
        found = reading(name)
        if found is not None and draft.fields.get("token") and _foreign_name_only(found, name):
            _apply_predefined_token(draft)
            continue  # "ficha de Espíritu": a Spirit token, not the card printed as "Espíritu"
        if found is None and draft.copies > 1 and name.endswith("s") and reading(name[:-1]) is not None:
            # "two Thalias", "dos Thalias": a count of a card said in the plural
            draft.name = Name(name[:-1], draft.name.label, draft.name.token)
            name, found = draft.name.text, reading(name[:-1])
        if found is None and _apply_predefined_token(draft):
            continue
        if CATALOG.get() is None:
            continue
        named = card_face(name)
        if named is not None:
            apply_card(draft, *named)
        elif found is not None and found.ambiguous:
            if not _described(draft):
                options = sorted({c.name for c in found.cards})
                shown = "; ".join(options[:8]) + (f" (+{len(options) - 8})" if len(options) > 8 else "")
                raise AmbiguousCardName.at(draft.name.token, word=name, options=shown)
        elif not _described(draft):
            near = near_card(name)
            if near is not None:  # "Grizly Bears": one clear typo away from one card
                apply_card(draft, *near)


def _foreign_name_only(found: Reading, name: str) -> bool:
    """A token named by a word that is a card's name only in another language (the Spanish
    "Espíritu" is the card Seeker): a token is named by its creature type, so the word is the
    type, not that card. A token named by a card's Oracle name (a token copy) keeps the card."""
    return found.card is None or fold(found.card.name) != fold(name)


def _apply_predefined_token(draft: ObjectDraft) -> bool:
    """ "a Treasure", "two Clues", "ficha de Tesoro": a token CR 111.10 defines (no card has
    these names), with its characteristics and ability."""
    token = predefined_token(draft.name.text)
    if token is None:
        return False
    draft.name = Name(token_name_as_typed(draft.name.text) or token.name, draft.name.label, draft.name.token)
    apply_card(draft, token.name, token.face)
    draft.fields["token"] = True
    return True


def implied_objects(board: Board) -> None:
    """ "Rancor on Grizzly Bears", "Clone copying Grizzly Bears": a card named only as what
    something is attached to, or copies, is on the battlefield too, with its printed
    characteristics (a name that is no card still has to be described, as before)."""
    if CATALOG.get() is None:
        return
    described = {d.name.text.casefold() for d in board.objects} | {d.name.full.casefold() for d in board.objects}
    cards = {d.fields.get("card") for d in board.objects}
    refs = [
        r for d in list(board.objects) for key in ("attached_to", "copying", "paired_with") if (r := d.refs.get(key))
    ]
    for ref in refs:  # "Clone copying Grizzly Bears": the Bears are there too
        if ref.label or ref.full.casefold() in described or find_key(board.players, ref.full):
            continue
        found, owner, name = card_face(ref.full), None, ref.text
        if found is None:  # "attached to Bob's Grizzly Bears": Bob's card
            owner, name, found = _possessed_card(board, ref.full)
        if found is None or found[0] in cards:
            continue
        implied = ObjectDraft(name=Name(name, None, ref.token), owner=owner)
        apply_card(implied, *found)
        board.objects.append(implied)
        described.add(ref.full.casefold())
        cards.add(found[0])


def _possessed_card(board: Board, text: str) -> tuple[str | None, str, tuple[str, Face] | None]:
    """ "Bob's Grizzly Bears", "Osos pardos de Bob": the player, the card's name and the card."""
    for pattern in POSSESSIVE_REFERENCES:
        match = pattern.match(text)
        found = card_face(match["name"]) if match is not None else None
        if match is not None and found is not None:
            return board.player(match["player"]).name, match["name"], found
    return None, text, None


def same_card(reference: str, draft: ObjectDraft) -> bool:
    """Whether a reference names the card an object was read as ("Osos pardos" → Grizzly Bears)."""
    card = draft.fields.get("card")
    found = reading(reference) if card else None
    return found is not None and found.card is not None and found.card.name == card


def _described(draft: ObjectDraft) -> bool:
    return bool(draft.card_types or draft.subtypes or draft.supertypes or draft.stated_pt)


def apply_card(draft: ObjectDraft, card: str, face: Face) -> None:
    """Fill what the judge didn't state from the printed face (stated facts win)."""
    draft.fields["card"] = card
    if draft.fields.get("face_up") is False:
        return  # a face-down permanent has none of its card's characteristics (708.2)
    faces = _faces_of(card)
    halves = _flip_halves(faces)
    if halves is not None:  # a flip card (710): named by its flipped half, or said "flipped"
        normal, flipped = halves
        draft.fields["flip_halves"] = tuple(_half(f) for f in halves)
        if face == flipped:
            draft.fields["flipped"] = True
        if draft.fields.get("flipped"):  # its color and mana cost stay the normal half's (710.1c)
            face = replace(flipped, colors=normal.colors, mana_cost=normal.mana_cost)
    if (kind := _double_faced(faces)) is not None:  # 707.8a: what a token copy of it is
        draft.fields["double_faced"] = kind
    if not draft.card_types:
        draft.card_types.update(face.card_types)
    if not draft.supertypes:
        draft.supertypes.update(set(face.supertypes) - draft.lost_supertypes)
    if not draft.subtypes:
        draft.subtypes.update(s.casefold().replace("’", "'") for s in face.subtypes)  # "Urza’s"
    if face.power is not None and face.toughness is not None:
        power, toughness = _whole(face.power), _whole(face.toughness)
        if power is not None and toughness is not None:
            draft.fields["printed_power"], draft.fields["printed_toughness"] = power, toughness
            if not draft.stated_pt and not _size_from_counters_unsaid(draft, face, toughness):
                draft.fields.setdefault("power", power)
                draft.fields.setdefault("toughness", toughness)
        elif toughness is not None and not draft.stated_pt and face.power == "*":
            # "*/3" (Zendikar Incarnate): its toughness is printed, its power defined by its text
            draft.fields["printed_toughness"] = toughness
            draft.fields.setdefault("toughness", toughness)
    if "colors" not in draft.fields:
        draft.fields["colors"] = {COLOR_NAMES[c] for c in face.colors if c in COLOR_NAMES}
    if face.enchant and "enchant" not in draft.fields:
        draft.fields["enchant"] = face.enchant
    if face.final_chapter and "final_chapter" not in draft.fields:
        draft.fields["final_chapter"] = face.final_chapter
    if face.text and "statics" not in draft.fields:
        # What the card does, not only what is printed: its static abilities apply (613).
        draft.fields["statics"] = tuple(line for line in face.text.splitlines() if line.strip())
    if "mana_value" not in draft.fields:  # 0 without a mana cost (202.3a): a land, a token
        draft.fields["mana_value"] = face_mana_value(face, faces)
    if "mana_cost" not in draft.fields:  # what devotion counts (700.5)
        draft.fields["mana_cost"] = face.mana_cost or ""
    for ability in face.own_keywords:
        protection = _PROTECTION.match(ability)
        if protection:
            qualities = {q for q in _QUALITY_SPLIT.split(protection.group(1)) if q and q not in _ARTICLES}
            draft.fields.setdefault("protection_from", set()).update(qualities)
        elif ability == "indestructible":
            draft.fields.setdefault("indestructible", True)
        elif not ability.startswith("enchant "):
            draft.keywords.add(ability)


#: The word a flip card's own text flips it with (710.1a): "flip it", "flip ~" (not a coin).
_FLIP = re.compile(r"\bflip (?!a coin|coins|\w+ coins)", re.IGNORECASE)


def _flip_halves(faces: tuple[Face, ...]) -> tuple[Face, Face] | None:
    """A flip card's normal and alternative halves (710.1): two faces, the second printed
    upside down without a mana cost, the first's text flipping it; None for any other card."""
    if len(faces) != 2 or faces[1].mana_cost or not _FLIP.search(faces[0].text):
        return None
    return faces[0], faces[1]


#: Words a double-faced card's faces transform it with (701.27, 702.145, 702.146).
_TRANSFORMS = re.compile(r"\btransform|\b(?:daybound|nightbound|disturb)\b", re.IGNORECASE)


def _double_faced(faces: tuple[Face, ...]) -> str | None:
    """``transforming`` or ``other`` for a double-faced card (712.1): two faces that are no flip
    card's halves (710), no Adventure (715) and no Room's doors (709.5); None for any other."""
    if len(faces) != 2 or _flip_halves(faces) is not None:
        return None
    if {"adventure", "room"} & {s.casefold() for f in faces for s in f.subtypes}:
        return None
    if all(set(f.card_types) <= {"instant", "sorcery"} for f in faces):  # a split card (709)
        return None
    return "transforming" if any(_TRANSFORMS.search(f.text) for f in faces) else "other"


def _half(face: Face) -> FlipHalf:
    """One half's characteristics as the model keeps them for copies (707.3)."""
    power, toughness = _whole(face.power or ""), _whole(face.toughness or "")
    return FlipHalf(
        name=face.name,
        card_types=frozenset(face.card_types),
        supertypes=frozenset(face.supertypes),
        subtypes=frozenset(s.casefold().replace("’", "'") for s in face.subtypes),
        power=power,
        toughness=toughness,
        keywords=frozenset(k for k in face.own_keywords if not k.startswith(("enchant ", "protection from "))),
        statics=tuple(line for line in face.text.splitlines() if line.strip()),
    )


def _faces_of(card: str) -> tuple[Face, ...]:
    """Every face of the card named ``card`` (its Oracle name), for a back face's mana value."""
    catalog = CATALOG.get()
    found = reading(card)
    if catalog is None or found is None or found.card is None:
        return ()
    return catalog.faces(found.card.card)


#: "enters with X +1/+1 counters", "enters with a number of +1/+1 counters …", "enters with a
#: +1/+1 counter on it for each creature card in your graveyard": its size is its counters
#: (Walking Ballista, Hangarback Walker, Golgari Grave-Troll, the Hydras printed 0/0).
_ENTERS_WITH_COUNTERS = re.compile(
    r"enters(?: the battlefield)? with (?:(?:x|a number of|that many|\w+ additional) \+1/\+1 counters"
    r"|[^.]*?\+1/\+1 counters?[^.]*?\b(?:for each|equal to)\b)",
    re.I,
)


def _size_from_counters_unsaid(draft: ObjectDraft, face: Face, toughness: int) -> bool:
    """A 0-toughness card that enters with a variable number of +1/+1 counters, described with
    none said: on the battlefield it has some, and how many isn't known (never taken as 0)."""
    if toughness > 0 or not face.text or not _ENTERS_WITH_COUNTERS.search(face.text):
        return False
    return "+1/+1" not in draft.counters


def _whole(value: str) -> int | None:
    """A printed power or toughness as a number; ``*``, ``1+*``, ``X`` and ``.5`` are not."""
    stripped = value.lstrip("+")
    return int(stripped) if stripped.lstrip("-").isdigit() else None


def near_card(name: str) -> tuple[str, Face] | None:
    """The one card ``name`` is a clear typo of ("Grizly Bears"), if any."""
    catalog = CATALOG.get()
    if catalog is None:
        return None
    found = catalog.near(name)
    if found is None:
        return None
    return found.name, catalog.face_for(found)
