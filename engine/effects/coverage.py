"""How much of the card pool the Oracle compiler applies: the measure behind the coverage bench
and the full-file meta-test.

A paragraph *changes characteristics or state-based actions* when it is a static ability (not a
keyword line, trigger, activated ability, chapter or a spell's text) whose words change power,
toughness, types, colors or abilities of permanents, or a game rule a state-based action reads.
This is read from wording alone, independently of the compiler's own families, so a family the
compiler lacks shows up as "flagged", never as "not counted".

A modeled card is *applied* when every such paragraph compiles to effects Juez applies whole on
a board that names the card; *asked* when one of them needs what only the judge can say every
time (a size ability whose count isn't compiled, a condition no board shows: "during your
turn"); the rest are *flagged*. Only "applied" is an answer Juez gives by itself.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.effects.copies import copy_exceptions
from engine.effects.model import Condition, Paragraph, Static, Verdict
from engine.effects.oracle import (
    KEYWORDS,
    QUOTED_OR_AS_THOUGH,
    changes_characteristics,
    compile_text,
    strip_reminders,
    with_chosen,
)

#: "the chosen color", "the chosen creature type": a value the board says as the card entered
#: ("Painter's Servant naming blue"); the coverage reads the card as the board would with one.
_CHOSEN = re.compile(r"\bthe chosen (?:(colou?r)|(?:creature )?type)\b", re.IGNORECASE)

#: The compiler's structural verdicts: these paragraphs are no static ability at all.
_STRUCTURAL = frozenset(
    {
        "keyword",
        "trigger",
        "activated",
        "chapter",
        "spell",
        "mode",
        "die_roll",
        "draft",
        "until_end_of_turn",
        "follow_up",
    }
)


#: Wording the compiler's own test (``changes_characteristics``) leaves out and that changes
#: characteristics all the same (109.3: abilities are characteristics; 707: a copy's are its
#: original's) or where a state-based action puts what it moves: a keyword or a quoted ability
#: granted ("have exalted", 'has "{T}: Add one mana of any color."'), an ability lost, a copy
#: effect, one of power or toughness defined, a single land type or a supertype set, the
#: "legend rule" turned off, "would die / be put into a graveyard … instead". Found by the
#: hand-labelled sample of BENCHMARKS.md ("Layers complete"): these paragraphs counted for
#: nothing before, so the figure left out cards Juez applies and cards it asks about alike.
_GRANTS_QUOTED = re.compile(r"\b(?:has|have|gains?) [\"“]", re.IGNORECASE)
_GRANTED_KEYWORD = re.compile(
    r"\b(?<!if it )(?<!if they )(?:has|have|gains?|loses?) (?:" + "|".join(re.escape(k) for k in KEYWORDS) + r")\b",
    re.IGNORECASE,
)
_ALSO_COUNTED = re.compile(
    r"\bas a copy of\b|\bbecomes? a copy of\b|\b(?:power|toughness) is equal to\b"
    r"|(?<!there )\b(?:is|are) (?:an? )?(?:plains|island|swamp|mountain|forest)s?\b(?! cards?\b| spells?\b)"
    r"|\b(?:is|are) (?:legendary|snow)\b|[\"“]legend rule[\"”]"
    r"|\bwould (?:die|be put into (?:a|your|its owner's|an opponent's) graveyard)\b.*\binstead\b",
    re.IGNORECASE,
)


#: A leveler's striation lines (711.2a: "LEVEL 1-4" and its "0/6"): one static ability that sets
#: its base power and toughness. Capitals only: a Class's "Level 2" is a different thing.
_LEVELER_LINE = re.compile(r"^(?:LEVEL \d+(?:-\d+|\+)|\d+/\d+)$")


def changes(paragraph: Paragraph) -> bool:
    """A static ability whose wording changes characteristics or an SBA's rule (reminder text,
    which is no rules text, left out)."""
    if paragraph.verdict is Verdict.NO_EFFECT and set(paragraph.reason.split("+")) <= _STRUCTURAL | {"player"}:
        return False
    text = strip_reminders(paragraph.text)
    if changes_characteristics(_CONDITIONS.sub(" ", text)) or _LEVELER_LINE.match(text):
        return True
    if _NOT_PERMANENTS.search(text):  # "each creature card in your graveyard has unearth"
        return False
    unquoted = QUOTED_OR_AS_THOUGH.sub(" ", text)
    bare = _CONDITIONS.sub(" ", unquoted)  # "as long as equipped creature has defender, …" grants nothing
    return bool(_GRANTS_QUOTED.search(text) or _GRANTED_KEYWORD.search(bare) or _ALSO_COUNTED.search(unquoted))


#: A condition's own words, which grant nothing: "as long as equipped creature has defender, …".
_CONDITIONS = re.compile(r"\b(?:as long as|unless) [^,.]*", re.IGNORECASE)


#: Cards in hands and graveyards, spells, and what enters "with" an ability: no permanent's
#: characteristic ("instant and sorcery spells you control have lifelink").
_NOT_PERMANENTS = re.compile(
    r"\bcards? in (?:your|each player's|a|all) (?:hand|graveyard)|\benters\b.*\bwith [\"“]"
    r"|^(?:each |all )?[\w ]*\b(?:spells? (?:you control|you cast)|cards? (?:you own|in graveyards)|you cast)\b"
    r"|\b(?:spells?|instant or sorcery card)\b[\w ]* would be put into\b",
    re.I,
)


@dataclass(slots=True)
class Coverage:
    cards: int = 0
    paragraphs: int = 0
    by_verdict: dict[str, int] = field(default_factory=dict)
    changing_cards: int = 0
    modeled_cards: int = 0
    applied_cards: int = 0
    asked_cards: list[str] = field(default_factory=list)
    """Modeled cards that still need the judge every time (see the module doc)."""
    flagged_cards: list[str] = field(default_factory=list)
    """Cards with a characteristic-changing paragraph Juez asks about instead of applying."""
    reasons: dict[str, int] = field(default_factory=dict)

    @property
    def share_modeled(self) -> float:
        return self.modeled_cards / self.changing_cards if self.changing_cards else 1.0

    @property
    def share_applied(self) -> float:
        return self.applied_cards / self.changing_cards if self.changing_cards else 1.0


def _always_asked(static: Static) -> bool:
    """A static Juez can never apply by itself: a size ability with nothing compiled (its
    size is asked) or a condition no board shows."""
    if static.cda and not static.parts and not static.rules:
        return True
    condition: Condition | None = static.condition
    while condition is not None:
        if condition.kind in ("unknown", "unreadable"):
            return True
        condition = condition.also
    return False


def as_said(text: str, name: str, types: frozenset[str]) -> tuple[Paragraph, ...]:
    """A face's paragraphs as a board that names the card can have them applied: a chosen value
    said ("naming blue", "(Elf)": ``GameObject.chosen``) and a copy said ("Clone copying Grizzly
    Bears": ``GameObject.copying``) are read as ``layers.compiled`` reads them. A copy paragraph
    whose exceptions Juez reads is then applied in layer 1 (``copies.py``), not asked about."""
    found = _CHOSEN.search(text)
    if found:
        text = with_chosen(text, "blue" if found[1] else "Elf")
    return tuple(
        Paragraph(p.text, Verdict.MODELED, "copy_stated")
        if p.verdict is Verdict.FLAGGED and p.reason == "copy" and copy_exceptions(p.text) is not None
        else p
        for p in compile_text(text, name, types)
    )


def asked(paragraph: Paragraph) -> bool:
    """A modeled paragraph the judge must complete every time (see ``_always_asked``)."""
    return any(_always_asked(s) for s in paragraph.statics)


def measure(faces: Iterable[tuple[str, str, frozenset[str]]]) -> Coverage:
    """``faces``: (card name, Oracle text, card types) of every face; grouped by card name."""
    out = Coverage()
    seen: dict[str, tuple[bool, bool, bool]] = {}
    for name, text, types in faces:
        changing, modeled, needs_judge = False, True, False
        for paragraph in as_said(text, name, types):
            out.paragraphs += 1
            out.by_verdict[paragraph.verdict.value] = out.by_verdict.get(paragraph.verdict.value, 0) + 1
            if changes(paragraph):
                changing = True
                if paragraph.verdict is not Verdict.MODELED:
                    modeled = False
                    key = f"{paragraph.verdict.value}:{paragraph.reason}"
                    out.reasons[key] = out.reasons.get(key, 0) + 1
                elif asked(paragraph):
                    needs_judge = True
        before = seen.get(name, (False, True, False))
        seen[name] = (before[0] or changing, before[1] and modeled, before[2] or needs_judge)
    for name, (changing, modeled, needs_judge) in seen.items():
        out.cards += 1
        if changing:
            out.changing_cards += 1
            if modeled:
                out.modeled_cards += 1
                if needs_judge:
                    out.asked_cards.append(name)
                else:
                    out.applied_cards += 1
            else:
                out.flagged_cards.append(name)
    return out
