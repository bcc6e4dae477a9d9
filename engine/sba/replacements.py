"""Replacement effects on the events state-based actions perform (614, 615, 616).

A state-based action finds that a creature is destroyed or put into a graveyard; before the
event happens, replacement effects may change it (614.1): a regeneration shield or an Aura's
umbra armor replaces the destruction (701.19, 702.89a), "if a permanent would die / be put into
a graveyard, exile it instead" sends it elsewhere (Rest in Peace, Leyline of the Void), "…
instead exile that card and create a token" does both (Kalitas). They are read from Oracle
text by wording family and keyword, never by card name. When two of them could apply to one
object, its controller chooses (616.1): that is a pending choice, never made silently.

The event stays in its round, with what replaced it (``Replaced``), so the judge sees both
what would have happened and what happened instead. A paragraph of that family whose words
Juez can't read is asked about before the check (``unread``), never ignored.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import cast

from engine.effects.errors import UnappliedAbility
from engine.effects.model import Filter
from engine.effects.subjects import read_subject
from engine.kinds import Kind
from engine.model import GameObject, PlayerRef, Zone
from engine.sba.abilities import matches, paragraphs, paragraphs_of
from engine.sba.effects import CreateToken, Effect, MakeIndestructible, MoveTo, Regenerate, RemoveDamage
from engine.sba.explain import REGENERATION_SHIELD
from engine.sba.names import joined
from engine.sba.result import Replaced
from engine.sba.rules import Found, label
from engine.sba.snapshot import Snapshot
from engine.sba.tokens import TokenSpec, read_tokens
from engine.sba.trigger_checks import passes
from engine.sba.trigger_words import Check, asks_of, peel_subject

#: Keywords of an Aura that replace its permanent's destruction ("totem armor": its old name).
ARMOR = ("umbra armor", "totem armor")
#: The kinds whose event is a destruction: regeneration and umbra armor replace only these.
DESTRUCTIONS = frozenset({Kind.LETHAL_DAMAGE, Kind.DEATHTOUCH_DAMAGE})

#: "If SUBJECT would EVENT, [instead] WHAT [instead]" (614.1a). The subject and the event are
#: read here; what happens instead is read by ``_INSTEAD``.
_WOULD = re.compile(
    r"""^if\ (?P<subject>.+?)\ would\ (?P<event>
        die
      | be\ destroyed
      | be\ put\ into\ (?P<yard>a|your|an\ opponent's|its\ owner's|their\ owner's|enchanted\ player's)\ graveyard
        (?:\ from\ (?:anywhere|the\ battlefield))?
    )(?P<also>\ or\ [^,]*?\bnot\ on\ the\ battlefield\b[^,]*)?  # "… or a card not on the battlefield would …"
    (?:\ and\ it\ wasn't\ cycled)?  # no state-based action cycles a card
    ,\ (?P<rest>.+?)\.?$""",
    re.IGNORECASE | re.VERBOSE,
)
#: What happens instead: where it goes, a token created beside it (Kalitas), or what else its
#: source does that changes nothing on the board the SBAs read (told with the ability's text).
_INSTEAD = re.compile(
    r"""^(?:instead\ )?(?P<what>
        exile\ (?:it|that\ card|that\ creature|that\ permanent|them|~)(?:\ with\ (?:an?|one|two|three|four|five|\d+)\ [\w+/-]+\ counters?\ on\ it)?
      | (?:reveal\ ~\ and\ )?shuffle\ (?:it|~|that\ card)(?:\ and\ (?:your|its\ owner's)\ graveyard)?
        \ into\ (?:its|their)\ owner's\ library
      | (?:put|return)\ (?:it|~|that\ card)\ (?:into|to)\ (?:its|their)\ owner's\ hand
      | regenerate\ (?:it|~)
      | put\ (?:it|~|that\ card)\ on\ (?:the\ )?(?:top|bottom)\ of\ (?:its|their)\ owner's\ library
      | that\ card\ is\ revealed\ and\ put\ on\ the\ (?:top|bottom)\ of\ that\ player's\ library
      | sacrifice\ ~\ and\ that\ (?:land|creature|permanent)\ gains\ indestructible\ until\ end\ of\ turn
    )(?:\ and\ create\ (?P<token>.+?)|\ and\ (?P<told>
        take\ an\ extra\ turn\ after\ this\ one
      | put\ (?:a|one|a\ number\ of)\ \+1/\+1\ counters?\ (?:equal\ to\ that\ creature's\ power\ )?on\ ~
    ))?(?:\ instead)?$""",
    re.IGNORECASE | re.VERBOSE,
)
#: Sentences after the replacement's own that don't change where the object goes: a reflexive
#: trigger ("When you do, …", 603.12) or what the card does later ("Until that player's next
#: turn, …"). They are told with the ability's text, the event is read from the first sentence.
_AFTER = re.compile(r"^(?:when you do|until that player's next turn)\b", re.IGNORECASE)
#: Where it goes instead; None: it stays, regenerated (701.19b: a static "regenerate it").
_ZONE_OF: tuple[tuple[str, Zone | None], ...] = (
    ("exile", Zone.EXILE),
    ("library", Zone.LIBRARY),
    ("hand", Zone.HAND),
    ("regenerate", None),
    ("sacrifice ~", None),
)
#: "an instant or sorcery card": never a permanent, so never an SBA's object.
_NEVER_PERMANENT = re.compile(r"^(?:a|an) (?:instant|sorcery)(?: or (?:instant|sorcery))? card$", re.IGNORECASE)
#: "a black or red permanent, spell, or card not on the battlefield": its permanents' part.
_PERMANENT_PART = re.compile(r"^(?:a|an) (?P<adj>.+?) permanent, spell, or card not on the battlefield$", re.IGNORECASE)
#: "a card that has a cycling ability": a card (not a token) with that keyword.
_HAS_KEYWORD = re.compile(r"^a card that has (?:a|an) (?P<keyword>[a-z]+) ability$", re.IGNORECASE)
#: Subjects that aren't a permanent's description: a card (not a token), a token, either.
_PLAIN = {
    "a card": (False,),
    "a card or token": (None,),
    "a token": (True,),
    "a permanent": (None,),
    "a nontoken permanent": (False,),
}
#: The words of the family: a paragraph with them that isn't read is asked about.
_FAMILY = re.compile(r"\bwould (?:die|be destroyed|be put into [\w' ]*graveyard)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class Elsewhere:
    """One "if … would die / be destroyed / be put into a graveyard, … instead" ability."""

    paragraph: int
    text: str
    scope: Filter
    token: bool | None
    """A card (False), a token (True), either (None): "a card" isn't a token (111.1)."""
    event: str
    """``die``, ``destroyed`` or ``graveyard``."""
    yard: str
    """Whose graveyard it would go to: ``any``, ``your``, ``opponent``, ``enchanted`` (player)."""
    zone: Zone | None
    """Where it goes instead; None: it stays (regenerated, 701.19b, or saved by its source)."""
    create: tuple[TokenSpec, ...] = ()
    checks: tuple[Check, ...] = ()
    """What its subject says that a filter doesn't (who owns it, who dealt it damage)."""
    sacrifice: bool = False
    """ "Instead sacrifice ~ and that land gains indestructible": the source goes, it stays."""

    @property
    def asks(self) -> str | None:
        """What it turns on that no board says (who dealt damage this turn), if anything."""
        return asks_of(self.checks)

    def applies(self, obj: GameObject, source: GameObject, snap: Snapshot, destroyed: bool) -> bool | None:
        if self.event == "destroyed" and not destroyed:
            return False
        if self.token is not None and obj.token != self.token:
            return False
        controller = source.controller or source.owner
        if self.yard == "your" and obj.owner != controller:
            return False
        if self.yard == "opponent" and obj.owner not in snap.opponents(controller):
            return False
        if self.yard == "enchanted":
            ref = source.attached_to
            if not isinstance(ref, PlayerRef):
                return None if ref is None else False
            if obj.owner != ref.name:
                return False
        verdicts = [matches(self.scope, obj, source, snap.opponents)]
        if verdicts[0] is not False:
            verdicts += [passes(c, obj, source, snap) for c in self.checks]
        if False in verdicts:
            return False
        return None if None in verdicts else True


Read = tuple[Filter, bool | None, str, str, Zone | None, tuple[TokenSpec, ...], tuple[Check, ...], bool]


def _subject(subject: str) -> tuple[Filter, bool | None, tuple[Check, ...]] | None:
    """The filter, token-ness and checks of a replacement's subject phrase."""
    lower = subject.casefold()
    if lower in _PLAIN:
        return Filter(), _PLAIN[lower][0], ()
    if _NEVER_PERMANENT.match(subject):
        return Filter(any_types=frozenset({"instant", "sorcery"})), False, ()
    keyword = _HAS_KEYWORD.match(subject)
    if keyword:
        return Filter(with_ability=keyword["keyword"].casefold()), False, ()
    part = _PERMANENT_PART.match(subject)
    if part:
        subject = f"{part['adj']} permanent"
    bare, checks = peel_subject(re.sub(r"^(?:a|an) ", "", subject))
    scope = read_subject(bare)
    return None if scope is None else (scope, None, checks)


@lru_cache(maxsize=8192)
def _read(text: str) -> Read | None:
    first, _, after = text.partition(". ")
    if after and not _AFTER.match(after):
        return None  # a second sentence that may change the event: asked
    would = _WOULD.match(first if after else text)
    if would is None:
        return None
    instead = _INSTEAD.match(would["rest"])
    if instead is None:
        return None
    subject = _subject(would["subject"].strip())
    if subject is None:
        return None
    scope, token, checks = subject
    event = would["event"].casefold()
    kind = "die" if event == "die" else "destroyed" if event == "be destroyed" else "graveyard"
    yard = (would["yard"] or "").casefold()
    whose = {"your": "your", "an opponent's": "opponent", "enchanted player's": "enchanted"}.get(yard, "any")
    what = instead["what"].casefold()
    zone = next(z for word, z in _ZONE_OF if word in what)
    sacrifice = what.startswith("sacrifice")
    if zone is None and kind != "destroyed":
        return None  # regeneration and "gains indestructible" replace only a destruction
    create: tuple[TokenSpec, ...] = ()
    if instead["token"]:
        tokens = read_tokens(instead["token"])
        if tokens is None:
            return None
        create = tokens
    return scope, token, kind, whose, zone, create, checks, sacrifice


@lru_cache(maxsize=8192)
def _compiled(statics: tuple[str, ...], card: str) -> tuple[tuple[Elsewhere, ...], tuple[str, ...]]:
    found: list[Elsewhere] = []
    unread: list[str] = []
    for n, raw, text in paragraphs_of(statics, card):
        if not _FAMILY.search(text) or not text.casefold().startswith("if "):  # a static replacement
            continue
        read = _read(text)
        if read is None:
            unread.append(raw)
            continue
        scope, token, event, yard, zone, create, checks, sacrifice = read
        found.append(Elsewhere(n, raw, scope, token, event, yard, zone, create, checks, sacrifice))
    return tuple(found), tuple(unread)


def elsewhere(obj: GameObject) -> tuple[Elsewhere, ...]:
    """The object's "… would die / be put into a graveyard, … instead" abilities, as read."""
    return _compiled(obj.statics, obj.card or obj.name)[0] if obj.statics else ()


def unread(obj: GameObject) -> tuple[str, ...]:
    """Paragraphs of that family Juez can't read: each is asked about, never ignored."""
    return _compiled(obj.statics, obj.card or obj.name)[1] if obj.statics else ()


def reads_paragraph(obj: GameObject, text: str) -> bool:
    """Whether this module applies that paragraph (so the effects engine needn't ask about it)."""
    return any(e.text.strip() == text.strip() for e in elsewhere(obj))


def has_armor(obj: GameObject) -> bool:
    if any(k in obj.keywords for k in ARMOR):
        return True
    return any(text.casefold().startswith(ARMOR) for _, _, text in paragraphs(obj))


# -- applying them to a round ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Option:
    """One replacement that could apply to an object's event: its source and what it does."""

    source: GameObject | None
    """The permanent it comes from; None for a regeneration shield."""
    family: str
    """``regeneration``, ``armor`` or ``elsewhere``."""
    ability: Elsewhere | None = None

    @property
    def name(self) -> str:
        return label(self.source) if self.source is not None else ""


@dataclass(frozen=True, slots=True)
class OrderChoice:
    """Several replacements with different results could apply to one object's event: its
    controller (its owner if it has none) chooses which applies first (616.1)."""

    chooser: str
    subject: str
    options: tuple[str, ...]
    saved: bool = False
    """Every option saves it from destruction (regeneration, umbra armor): only the rest differs."""
    action: Kind | None = None
    """The state-based action whose event waits for the choice (704.5g: it would be destroyed)."""


class Replacer:
    """The replacements a check can meet, read once, then applied round by round."""

    def __init__(self, objects: Iterable[GameObject]) -> None:
        self.sources = [o.id for o in objects if elsewhere(o)]
        self.armored = any(has_armor(o) for o in objects)
        self.taken: set[str] = set()
        self.silenced: frozenset[str] = frozenset()
        """Objects whose abilities an effect removed (613.1f): they replace nothing."""

    @property
    def idle(self) -> bool:
        return not self.sources and not self.armored

    def apply(self, found: list[Found], snap: Snapshot) -> tuple[list[Found], list[OrderChoice]]:
        """The round's findings with their events replaced, and the 616.1 choices they need."""
        choices: dict[str, OrderChoice] = {}
        out: list[Found] = []
        idle = self.idle
        by_id = snap.by_id
        for finding in found:
            if idle and (finding.kind not in DESTRUCTIONS or not _shielded(finding, by_id)):
                out.append(finding)  # nothing on the board replaces anything: the common case
                continue
            changed = self._replace(finding, snap, choices)
            if changed is not None:
                out.append(changed)
        return out, list(choices.values())

    def _replace(self, finding: Found, snap: Snapshot, choices: dict[str, OrderChoice]) -> Found | None:
        effects: list[Effect] = []
        replaced: list[Replaced] = list(finding.replaced)
        params = dict(finding.params)
        touched = False
        for effect in finding.effects:
            if type(effect) is not MoveTo or effect.zone is not Zone.GRAVEYARD:
                effects.append(effect)
                continue
            obj = snap.by_id.get(effect.obj)
            if obj is None or obj.zone is not Zone.BATTLEFIELD:
                effects.append(effect)
                continue
            destroyed = finding.kind in DESTRUCTIONS
            options = self._options(obj, snap, destroyed)
            if not options:
                effects.append(effect)
                continue
            touched = True
            outcome = self._decide(obj, options, snap, choices, finding.kind)
            if outcome is None:  # a 616.1 choice is pending: the event waits for it
                continue
            made, said = outcome
            effects.extend(made)
            replaced.append(said)
            if said.family == "regeneration":
                params["outcome"] = "regenerated"
            elif said.family == "armor":
                params["outcome"] = "armor"
        if not touched:
            return finding
        if not effects:
            return None
        return replace(finding, effects=tuple(effects), params=params, replaced=tuple(replaced))

    def instead(self, obj: GameObject, snap: Snapshot) -> Replaced | OrderChoice | None:
        """What replacement effects would make of ``obj`` being put into its owner's graveyard
        by a choice still pending (the legend rule's, 704.5j): the one not kept goes where a
        614 replacement sends it (Rest in Peace), told on the choice. An ``OrderChoice`` when
        several would apply with different results (616.1); None when none applies. Nothing
        is performed (a token it would create is not counted as taken)."""
        if not self.sources:  # umbra armor and regeneration replace only a destruction
            return None
        options = self._options(obj, snap, destroyed=False)
        if not options:
            return None
        taken, choices = set(self.taken), cast(dict[str, OrderChoice], {})
        outcome = self._decide(obj, options, snap, choices)
        self.taken = taken
        return choices.get(obj.id) if outcome is None else outcome[1]

    def _token_id(self, name: str, snap: Snapshot) -> str:
        """A new token's id, unused on the board: "Zombie", then "Zombie #2"…"""
        candidate, n = name, 1
        while candidate in snap.by_id or candidate in self.taken:
            n += 1
            candidate = f"{name} #{n}"
        self.taken.add(candidate)
        return candidate

    def _options(self, obj: GameObject, snap: Snapshot, destroyed: bool) -> list[Option]:
        options: list[Option] = []
        if destroyed and obj.regeneration_shields > 0:
            options.append(Option(None, "regeneration"))
        if destroyed and self.armored:
            for aura_id in snap.index.attached_to(obj.id):
                aura = snap.by_id[aura_id]
                if (
                    aura.zone is Zone.BATTLEFIELD
                    and not aura.phased_out
                    and aura_id not in self.silenced
                    and has_armor(aura)
                ):
                    options.append(Option(aura, "armor"))
        for source_id in self.sources:
            source = snap.by_id.get(source_id)
            if source is None or source.zone is not Zone.BATTLEFIELD or source.phased_out:
                continue
            if source_id in self.silenced:
                continue
            for ability in elsewhere(source):
                applies = ability.applies(obj, source, snap, destroyed)
                if applies is None:  # it turns on what the board didn't say (a color): asked
                    raise UnappliedAbility(column=None, word=source.name, card=source.name, text=ability.text)
                if applies:
                    options.append(Option(source, "elsewhere", ability))
        return options

    def _decide(
        self,
        obj: GameObject,
        options: list[Option],
        snap: Snapshot,
        choices: dict[str, OrderChoice],
        action: Kind | None = None,
    ) -> tuple[list[Effect], Replaced] | None:
        """One replacement applies; several with the same result apply as one (their order
        changes nothing); otherwise the object's controller chooses (616.1)."""
        outcomes = {_outcome(o) for o in options}
        if len(outcomes) > 1:
            controller = obj.controller or obj.owner
            names = tuple(o.name or REGENERATION_SHIELD for o in options)
            saved = all(o.family != "elsewhere" or (o.ability and o.ability.zone is None) for o in options)
            choices.setdefault(obj.id, OrderChoice(controller, obj.id, names, saved, action))
            return None
        first = options[0]
        sources = joined(dict.fromkeys(o.name for o in options if o.name), " / ")
        if first.family == "regeneration":
            return [Regenerate(obj.id)], Replaced("regeneration", "", "701.19a", {"object": label(obj)})
        if first.family == "armor":
            aura = first.source
            assert aura is not None
            made: list[Effect] = [RemoveDamage(obj.id)]
            if not aura.indestructible and not aura.cant_be_destroyed:
                made.append(MoveTo(aura.id, Zone.GRAVEYARD))
            return made, Replaced("armor", sources, "702.89a", {"object": label(obj), "source": sources})
        ability = first.ability
        assert ability is not None and first.source is not None
        if ability.sacrifice:  # "instead sacrifice ~ and that land gains indestructible"
            said = Replaced("sacrifice", sources, "614.1a", {"object": label(obj), "source": sources}, ability.text)
            return [MoveTo(first.source.id, Zone.GRAVEYARD), MakeIndestructible(obj.id)], said
        if ability.zone is None:  # "if ~ would be destroyed, regenerate it" (701.19b)
            said = Replaced("regeneration", sources, "701.19b", {"object": label(obj)}, ability.text)
            return [Regenerate(obj.id)], said
        made = [MoveTo(obj.id, ability.zone)]
        tokens = []
        for spec in ability.create:
            for _ in range(spec.count):
                token = spec.build(self._token_id(spec.name, snap), first.source.controller or first.source.owner)
                tokens.append(token)
                made.append(CreateToken(token))
        params: dict[str, str | int] = {"object": label(obj), "source": sources, "zone": ability.zone.value}
        family = "elsewhere"
        if tokens:
            params["tokens"] = ", ".join(_token_words(t) for t in tokens)
            family = "elsewhere_token"
        return made, Replaced(family, sources, "614.1a", params, ability.text)


def _shielded(finding: Found, by_id: dict[str, GameObject]) -> bool:
    return any(s in by_id and by_id[s].regeneration_shields > 0 for s in finding.subjects)


def _outcome(option: Option) -> tuple[object, ...]:
    """What an option makes happen, to tell when the order of several changes nothing."""
    if option.ability is not None:
        return ("elsewhere", option.ability.zone, option.ability.create)
    return (option.family, option.source.id if option.family == "armor" and option.source else None)


def _token_words(token: GameObject) -> str:
    """A created token as the reply names it: its id and size ("Zombie 2/2")."""
    size = f" {token.power}/{token.toughness}" if token.power is not None and token.toughness is not None else ""
    return f"{label(token)}{size}"
