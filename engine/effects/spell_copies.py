"""Copies of a spell on the stack (707.10): "Fork copying Emerald Charm" on a board.

A copy of a spell has the spell's copiable values (707.2) changed only by the copy effect's own
exceptions, read from the copying card's Oracle text by wording family ("except that the copy is
red"), and it copies every decision made for the original as it was cast: modes (700.2g),
targets, the value of X, additional and alternative costs (kicked, what was sacrificed). It
isn't cast, and no mana was spent on it (mana isn't an object), so its own words that ask how it
was cast or what was spent read false for it. Choices made as it resolves are not copied.

Where the original's effect reads something copied or not copied, a note says what the copy's
effect reads and why, with the rule, by wording family of the original's text: "the sacrificed
creature's power" (Fling), "if {G} was spent to cast this spell" (Dawnglow Infusion), "X",
"if this spell was kicked", "choose one". A decision the board doesn't say is said as unknown,
naming it ("can't tell …"), never taken as none; a copying card whose text Juez can't read (no
card data, an exception of another family) is said so instead of guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from engine.effects.oracle import strip_reminders
from engine.model import GameObject, GameState, SpellChoices, Zone

#: A copy effect whose object is a spell: "copy target instant or sorcery spell", "copy that
#: spell", "copy it" (Thousand-Year Storm, after "cast … spell").
SPELL_COPY_WORDS = re.compile(
    r"\bcop(?:y|ies) (?:target|that|those|the|each)\b[^.]*?\bspells?\b|\bcop(?:y|ies) (?:it|them)\b", re.I
)
#: A permanent's copy effect ("enter as a copy of", "becomes a copy of"): never a copy of a
#: spell, whatever the abilities it grants say in quotes ("… the target of a spell").
_PERMANENT_COPY = re.compile(r"\bas a copy of\b|\bbecomes? a copy of\b", re.I)
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")
_EXCEPT = re.compile(r",? except (?P<rest>[^.]+)", re.I)
#: Exceptions Juez reads: "that the copy is red", "it's blue", "the copy is colorless".
_EXCEPT_COLOR = re.compile(
    r"^(?:that )?(?:the copy|it|the copies|they)(?: is|'s|’s| are) (?P<color>white|blue|black|red|green|colorless)$",
    re.I,
)
_NEW_TARGETS = re.compile(r"\bmay choose new targets for the cop(?:y|ies)\b", re.I)
_MODAL = re.compile(r"^choose (?:one|two|three|one or more|one or both|any number)\b", re.I)
_X = re.compile(r"\bX\b")
_KICKER = re.compile(r"\bif (?:this spell|~) was kicked\b", re.I)
_SACRIFICED = re.compile(r"\bthe sacrificed (?P<what>\w+)['’]s (?P<value>power|toughness|mana value)\b", re.I)
_SPENT = re.compile(r"\bif \{(?P<mana>[WUBRGC])\} was spent to cast (?:this spell|~|it)\b", re.I)
_SPENT_COUNT = re.compile(
    r"\b(?:colors|amount|number) of mana (?:that was |was )?spent to cast (?:this spell|~|it)\b", re.I
)
_WAS_CAST = re.compile(r"\bif (?:this spell|~) was cast\b|\bif you cast (?:this spell|it) from\b", re.I)
_SPELL_TYPES = frozenset({"instant", "sorcery"})
#: A new target the copying effect names (707.10e): "The copy targets that token."
_COPY_TARGETS = re.compile(r"\bthe copy targets (?P<what>that token|the token|the chosen \w+|that \w+)\b", re.I)
#: The token it creates first: "create a 1/1 red Soldier creature token with haste".
_CREATES = re.compile(r"\bcreate (?P<n>a|an|one|two|three) (?P<token>[^.,]*?\btokens?)\b", re.I)
_COUNTS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
#: Replacement effects that make an effect create more tokens under their controller's control.
_MULTIPLIERS = (
    (
        re.compile(
            r"\bwould create one or more (?:creature )?tokens under your control, it creates twice that many\b", re.I
        ),
        2,
    ),
    (
        re.compile(
            r"\bwould create one or more (?:creature )?tokens under your control, it creates three times that many\b",
            re.I,
        ),
        3,
    ),
)
_GAIN_LIFE = re.compile(r"\bgain (?:X|\d+) life\b", re.I)


@dataclass(frozen=True, slots=True)
class Note:
    """One line of what the copy's effect reads: a message key, its parameters, its rule."""

    key: str
    params: tuple[tuple[str, str], ...] = ()
    rule: str = "707.10"


@dataclass(frozen=True, slots=True)
class SpellCopy:
    """A copy of a spell as /layers shows it: its characteristics, what it copied, and notes."""

    copier: str
    original: str
    controller: str | None
    name: str
    card: str | None
    card_types: frozenset[str]
    colors: frozenset[str] | None
    """None when the copying card's exceptions can't be read (then ``unknown`` says why)."""
    exception: str | None
    """The exception read ("that the copy is red"), for the reply to quote."""
    mana_cost: str | None
    choices: SpellChoices
    new_targets: bool
    """The copy's targets are new ones the board says were chosen for it (707.10c)."""
    notes: tuple[Note, ...]
    unknown: tuple[Note, ...]
    """What Juez can't tell about this copy, each naming what is missing."""


def is_spell_copy(copier: GameObject, original: GameObject) -> bool:
    """Whether ``copier copying original`` is a copy of a spell, not a permanent's layer-1 copy:
    the original is on the stack, or it is an instant or sorcery and the copier's own words copy a
    spell ("Fork copying Lightning Bolt")."""
    if original.zone is Zone.STACK:
        return True
    spell = bool(original.card_types) and original.card_types <= _SPELL_TYPES
    return spell and copy_paragraph(copier) is not None


def copy_paragraph(copier: GameObject) -> str | None:
    """The copier's paragraph that copies a spell (its exceptions and new targets are read
    there), None when its text has none: no card data, or a permanent's own copy effect."""
    for paragraph in copier.statics:
        plain = strip_reminders(paragraph)
        if not _PERMANENT_COPY.search(plain) and SPELL_COPY_WORDS.search(_QUOTED.sub("", plain)):
            return paragraph
    return None


def spell_copies(state: GameState) -> tuple[SpellCopy, ...]:
    """Every copy of a spell the board states, in board order."""
    by_id = {o.id: o for o in state.objects}
    out = []
    for obj in state.objects:
        original = by_id.get(obj.copying) if obj.copying is not None else None
        if original is not None and is_spell_copy(obj, original):
            out.append(_spell_copy(obj, original, by_id))
    return tuple(out)


def _spell_copy(copier: GameObject, original: GameObject, by_id: dict[str, GameObject]) -> SpellCopy:
    unknown: list[Note] = []
    words = copy_paragraph(copier)
    colors: frozenset[str] | None = original.colors
    exception: str | None = None
    if words is None:  # no card data, or words of another family: its exceptions are unknown
        colors = None
        unknown.append(Note("spell_copy.unknown.copier", (("copier", copier.id),)))
    elif (said := _EXCEPT.search(words)) is not None:
        exception = said["rest"].strip()
        color = _EXCEPT_COLOR.match(exception)
        if color is None:
            colors = None
            unknown.append(Note("spell_copy.unknown.exception", (("copier", copier.id), ("text", exception))))
        else:
            value = color["color"].casefold()
            colors = frozenset() if value == "colorless" else frozenset({value})
    chosen = original.spell_choices or SpellChoices()
    retarget = words is not None and _NEW_TARGETS.search(words) is not None
    told = copier.spell_choices
    new_targets = bool(told and told.targets and retarget)
    if told and told.targets and not retarget:
        unknown.append(Note("spell_copy.unknown.new_targets", (("copier", copier.id),), "707.10c"))
    choices = chosen.model_copy(update={"targets": told.targets}) if told is not None and new_targets else chosen
    notes, missing = _effect_notes(original, chosen, by_id)
    if words is not None and (specified := _specified_target(copier, words, by_id)) is not None:
        notes = (specified, *notes)
        choices = choices.model_copy(update={"targets": ()})  # not the original's: a new one
    return SpellCopy(
        copier=copier.id,
        original=original.id,
        controller=copier.controller,
        name=original.name,
        card=original.card,
        card_types=original.card_types,
        colors=colors,
        exception=exception,
        mana_cost=original.mana_cost,
        choices=choices,
        new_targets=new_targets,
        notes=notes,
        unknown=(*unknown, *missing),
    )


def _specified_target(copier: GameObject, words: str, by_id: dict[str, GameObject]) -> Note | None:
    """The new target the copying effect names (707.10e): "the copy targets that token" after
    "create a … token". A replacement effect that makes the effect create more tokens (a
    doubler its controller controls) gives the copy ONE of them, its controller's choice."""
    said = _COPY_TARGETS.search(words)
    if said is None:
        return None
    what = said["what"]
    created = _CREATES.search(words)
    if created is None or "token" not in what.casefold():
        return Note("spell_copy.target.specified", (("copier", copier.id), ("what", what)), "707.10e")
    count = _COUNTS.get(created["n"].casefold(), 1)
    doublers = []
    for obj in by_id.values():
        if obj.zone is not Zone.BATTLEFIELD or obj.controller != copier.controller:
            continue
        factor = next((f for p in obj.statics for words_, f in _MULTIPLIERS if words_.search(p)), None)
        if factor is not None:
            count *= factor
            doublers.append(obj.id)
    token = created["token"].strip()
    if count == 1:
        return Note("spell_copy.target.token", (("copier", copier.id), ("token", token)), "707.10e")
    params = (("copier", copier.id), ("token", token), ("count", str(count)), ("doublers", ", ".join(doublers)))
    return Note("spell_copy.target.one_of", params, "707.10e")


def _effect_notes(
    original: GameObject, chosen: SpellChoices, by_id: dict[str, GameObject]
) -> tuple[tuple[Note, ...], tuple[Note, ...]]:
    """(what the copy's effect reads, what can't be told), by wording family of its text."""
    text = "\n".join(strip_reminders(p) for p in original.statics)
    if not original.statics:
        return (), (Note("spell_copy.unknown.original", (("original", original.id),)),)
    notes: list[Note] = [Note("spell_copy.not_cast")]
    missing: list[Note] = []
    spell = (("original", original.id),)
    for family in _FAMILIES:
        family(text, chosen, by_id, spell, notes, missing)
    return tuple(notes), tuple(missing)


Found = list[Note]
Params = tuple[tuple[str, str], ...]


def _modes(
    text: str, chosen: SpellChoices, _: dict[str, GameObject], spell: Params, notes: Found, missing: Found
) -> None:
    if not any(_MODAL.match(line.strip()) for line in text.splitlines()):
        return
    if chosen.modes:
        notes.append(Note("spell_copy.modes", (*spell, ("modes", " / ".join(chosen.modes))), "700.2g"))
    else:
        missing.append(Note("spell_copy.unknown.modes", spell, "700.2g"))


def _x(text: str, chosen: SpellChoices, _: dict[str, GameObject], spell: Params, notes: Found, missing: Found) -> None:
    if not _X.search(text):
        return
    if chosen.x is not None:
        notes.append(Note("spell_copy.x", (*spell, ("x", str(chosen.x)))))
    else:
        missing.append(Note("spell_copy.unknown.x", spell))


def _kicked(
    text: str, chosen: SpellChoices, _: dict[str, GameObject], spell: Params, notes: Found, missing: Found
) -> None:
    if not _KICKER.search(text):
        return
    if chosen.kicked is None:
        missing.append(Note("spell_copy.unknown.kicked", spell))
    else:
        notes.append(Note("spell_copy.kicked" if chosen.kicked else "spell_copy.not_kicked", spell))


def _sacrificed(
    text: str, chosen: SpellChoices, by_id: dict[str, GameObject], spell: Params, notes: Found, missing: Found
) -> None:
    said = _SACRIFICED.search(text)
    if said is None:
        return
    if chosen.sacrificed is None:
        missing.append(Note("spell_copy.unknown.sacrificed", (*spell, ("what", said["what"]))))
        return
    which = said["value"].casefold()
    obj = by_id.get(chosen.sacrificed)
    value: int | None = None
    stated = False
    if which == "power" and chosen.sacrificed_power is not None:
        value, stated = chosen.sacrificed_power, True
    elif obj is not None:
        value = {"power": obj.power, "toughness": obj.toughness, "mana value": obj.mana_value}[which]
    params = (*spell, ("sacrificed", chosen.sacrificed), ("value", which))
    if value is None:
        missing.append(Note("spell_copy.unknown.sacrificed_value", params))
        return
    key = "spell_copy.sacrificed.stated" if stated else "spell_copy.sacrificed.printed"
    notes.append(Note(key, (*params, ("amount", str(value)))))


def _spent(
    text: str, chosen: SpellChoices, _: dict[str, GameObject], spell: Params, notes: Found, missing: Found
) -> None:
    mana = [m["mana"].upper() for m in _SPENT.finditer(text)]
    if mana:
        symbols = ", ".join(f"{{{m}}}" for m in dict.fromkeys(mana))
        every = all("was spent to cast" in s for s in re.split(r"(?<=\.)\s+", text) if s.strip())
        if every and _GAIN_LIFE.search(text):
            notes.append(Note("spell_copy.spent.no_life", (*spell, ("mana", symbols))))
        elif every:
            notes.append(Note("spell_copy.spent.nothing", (*spell, ("mana", symbols))))
        else:
            notes.append(Note("spell_copy.spent.part", (*spell, ("mana", symbols))))
    if _SPENT_COUNT.search(text):
        notes.append(Note("spell_copy.spent.count", spell))


def _was_cast(
    text: str, chosen: SpellChoices, _: dict[str, GameObject], spell: Params, notes: Found, missing: Found
) -> None:
    if _WAS_CAST.search(text):
        notes.append(Note("spell_copy.was_cast", spell))


#: The wording families of a spell's text whose reading differs for a copy, in reply order.
_FAMILIES = (_modes, _x, _kicked, _sacrificed, _spent, _was_cast)

__all__ = ["Note", "SpellCopy", "copy_paragraph", "is_spell_copy", "spell_copies"]
