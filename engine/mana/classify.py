"""Is it a mana ability? Card text in, one verdict per ability out, each with its checklist.

Reading order for each paragraph: loyalty cost, Saga chapter, keyword line, activated
("cost: effect", the colon outside quotes), triggered (When/Whenever/At, after an optional
ability word), else a spell's effect or a static ability. Then the criteria of 605.1a (activated)
or 605.1b (triggered) are checked one by one, each with the words that decided it, and the
citations come from the same per-edition resolver as the SBA engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from engine.errors import KeyedError
from engine.mana.criteria import (
    Criterion,
    find_added_mana,
    find_library_move,
    find_mana_event,
    find_target,
    immediate,
    is_variable_amount,
)
from engine.mana.explain import explain_verdict
from engine.mana.keywords import KEYWORD_NAMES, keyword_kind
from engine.mana.text import MAX_TEXT, Paragraph, paragraphs, read_paragraph
from engine.numbering import RuleResolver, resolver_for

#: "Activate only as a sorcery", "Activate only during your turn": a timing of its own (602.5d).
_TIMING = re.compile(r"\bactivate (?:only|this ability only) (?:as a sorcery|during|once|if|before)", re.IGNORECASE)
LOYALTY_COST = re.compile(r"^\[?\s*([+\-−]?\s*(?:\d+|X))\s*\]?\s*:\s*")
CHAPTER = re.compile(r"^(?:[IVX]+)(?:\s*,\s*[IVX]+)*\s*[—–-]\s*")
ABILITY_WORD = re.compile(r"^([A-Z][\w'’ ,-]{1,40}?)\s*[—–]\s*")
TRIGGER = re.compile(
    r"^(?:when(?:ever)?\b|at\s+(?:the\s+)?(?:beginning|end)\b|at\s+end\s+of\b"
    r"|cuando\b|siempre\s+que\b|al\s+(?:comienzo|principio|final|inicio)\b)",
    re.IGNORECASE,
)
IMPERATIVE = re.compile(
    r"^(?:add|destroy|exile|counter|draw|return|search|create|tap|untap|put|look|reveal|choose|target|each\s+player"
    r"|each\s+opponent|you\s+gain|gain|discard|sacrifice|prevent|copy|shuffle|scry|surveil|mill|deal|until\s+end"
    r"|agrega|añade|destruye|exilia|roba|busca|crea|elige)\b",
    re.IGNORECASE,
)
SPELL_TYPES = frozenset({"instant", "sorcery", "instantáneo", "instantaneo", "conjuro"})
PERMANENT_TYPES = frozenset(
    {
        "creature",
        "artifact",
        "enchantment",
        "land",
        "planeswalker",
        "battle",
        "criatura",
        "artefacto",
        "encantamiento",
        "tierra",
        "batalla",
    }
)
SPANISH_HINTS = re.compile(r"\b(?:agrega|añade|maná|objetivo|criatura|cuando|siempre que|robas?|tierra)\b", re.I)


class ManaInputError(KeyedError, ValueError):
    """Text the classifier can't take at all (empty, or longer than a card could be)."""


@dataclass(frozen=True, slots=True)
class AbilityVerdict:
    text: str
    kind: str
    """activated, triggered, static, spell or loyalty (the kinds of 113.3 plus loyalty, 606)."""
    mana_ability: bool
    granted: bool
    criteria: tuple[Criterion, ...]
    criteria_rules: tuple[str | None, ...]
    """The rule number behind each criterion, in the edition in use."""
    rule_kinds: tuple[str, ...]
    rules: tuple[str | None, ...]
    reason: str
    uncertain: tuple[str, ...] = ()
    keyword: str | None = None
    explanation: dict[str, str] = field(default_factory=dict)
    consequences: dict[str, str] = field(default_factory=dict)

    def as_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "kind": self.kind,
            "mana_ability": self.mana_ability,
            "granted": self.granted,
            "criteria": [
                {"id": c.id, "met": c.met, "evidence": c.evidence, "rule": rule}
                for c, rule in zip(self.criteria, self.criteria_rules, strict=True)
            ],
            "rules": [r for r in self.rules if r],
            "uncertain": list(self.uncertain),
            "explanation": self.explanation,
            "consequences": self.consequences,
        }


@dataclass(frozen=True, slots=True)
class ManaResult:
    edition: str
    abilities: tuple[AbilityVerdict, ...]

    def as_json(self) -> dict[str, object]:
        return {"edition": self.edition, "abilities": [a.as_json() for a in self.abilities]}


@dataclass(frozen=True, slots=True)
class _Reading:
    """How one ability is written: its kind and the parts the criteria read."""

    kind: str
    cost: str = ""
    condition: str = ""
    effect: str = ""
    keyword: str | None = None
    chapter: bool = False
    guessed_kind: bool = False


def classify(
    text: str, *, card_type: str | None = None, edition: str | None = None, resolver: RuleResolver | None = None
) -> ManaResult:
    """Classify every ability of a card's text (one paragraph per ability) under CR 605."""
    if not text or not text.strip():
        raise ManaInputError("mana.error.empty")
    if len(text) > MAX_TEXT:
        raise ManaInputError("mana.error.too_long", length=len(text), limit=MAX_TEXT)
    numbers = resolver or resolver_for(edition)
    types = {t for t in re.split(r"[\s—–-]+", card_type.lower()) if t} if card_type else set()
    verdicts: list[AbilityVerdict] = []
    for raw in paragraphs(text):
        paragraph = read_paragraph(raw)
        verdicts.append(_verdict(paragraph, types, numbers, granted=False))
        for quoted in paragraph.granted:
            verdicts.append(_verdict(read_paragraph(quoted), set(), numbers, granted=True))
    return ManaResult(numbers.edition, tuple(verdicts))


# -- reading the form of an ability -------------------------------------------------------------


def _read(paragraph: Paragraph, types: set[str]) -> _Reading:
    text = paragraph.rules_text.strip()
    lead = text[:1]
    loyalty = LOYALTY_COST.match(text) if lead in "[+-−0123456789X" and lead else None
    if loyalty:
        return _Reading("loyalty", cost=loyalty.group(0).strip(), effect=text[loyalty.end() :])
    chapter = CHAPTER.match(text) if lead in "IVX" and lead else None
    if chapter:
        return _Reading("triggered", condition=chapter.group(0).strip(), effect=text[chapter.end() :], chapter=True)
    keyword = _keyword_line(text)
    dashed = DASHED_ACTIVATION.match(text) if keyword is not None else None
    if keyword is not None and dashed is None:
        return _Reading(keyword_kind(keyword), keyword=keyword, effect=text)
    body = text[dashed.end() :] if dashed else text  # "Exhaust — {T}: Add {C}{C}{C}." (702.177a)
    word = ABILITY_WORD.match(body) if "—" in body or "–" in body else None
    if word and not _keyword_line(word.group(1)) and not body[word.end() :].startswith(("\n", "•")):
        body = body[word.end() :]
    if TRIGGER.match(body):  # no activation cost starts with When/Whenever/At
        condition, effect = _split_trigger(body)
        return _Reading("triggered", condition=condition, effect=effect)
    colon = body.find(":")
    if colon > 0:
        return _Reading("activated", cost=body[:colon].strip(), effect=body[colon + 1 :].strip())
    if types & SPELL_TYPES:
        return _Reading("spell", effect=body)
    if types & PERMANENT_TYPES:
        return _Reading("static", effect=body)
    if IMPERATIVE.match(body):
        return _Reading("spell", effect=body, guessed_kind=True)
    return _Reading("static", effect=body, guessed_kind=not types and bool(find_added_mana(body)))


LIST_CONTINUES = re.compile(r"\s*(?:(?:[\w'’-]+\s+){0,2}[\w'’-]+\s*,|(?:or|and|and/or)\b)", re.IGNORECASE)


def _split_trigger(body: str) -> tuple[str, str]:
    """Trigger condition and effect: the first comma that doesn't continue a list ends the condition.

    "Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds …": the first
    two commas separate list items; the third ends the condition.
    """
    start = 0
    while (comma := body.find(",", start)) != -1:
        if not LIST_CONTINUES.match(body, comma + 1):
            return body[:comma].strip(), body[comma + 1 :].strip()
        start = comma + 1
    return body.strip(), ""


#: "Exhaust — [Cost]: [Effect]", "Boast — [Cost]: [Effect]": a keyword that *is* an activated
#: ability with a printed cost and effect (702.142a, 702.177a), read as that ability.
DASHED_ACTIVATION = re.compile(r"^[\w'’ -]+?\s*[—–]\s*(?=[^:\n]+:\s*\S)")


KEYWORD_START = re.compile(
    r"^(" + "|".join(re.escape(k) for k in KEYWORD_NAMES) + r")(?=$|[\s{—–,\d]|\b)", re.IGNORECASE
)
KEYWORD_REST = re.compile(r"^(?:[{\d—–\-x]|from\b)")
#: First words of every keyword: most paragraphs are ruled out with one set lookup.
KEYWORD_FIRST_WORDS = frozenset(re.split(r"[\s—{]", name)[0] for name in KEYWORD_NAMES)
FIRST_WORD = re.compile(r"[\w'’-]+")


def _keyword_line(text: str) -> str | None:
    """The first keyword when the whole line is keywords ("Flying, trample", "Equip {2}")."""
    first_word = FIRST_WORD.match(text)
    if first_word is None or first_word.group(0).lower() not in KEYWORD_FIRST_WORDS or not KEYWORD_START.match(text):
        return None
    first: str | None = None
    for part in re.split(r"[,;]", text.rstrip(".")):
        part = part.strip()
        if not part:
            continue
        match = KEYWORD_START.match(part)
        if match is None:
            return None
        rest = part[match.end() :].strip().lower()
        if rest and not (KEYWORD_REST.match(rest) or _is_parameter(rest)):
            return None
        first = first or match.group(1).lower()
    return first


def _is_parameter(rest: str) -> bool:
    """A keyword's parameter ("enchant creature", "protection from red"), not a sentence."""
    words = rest.split()
    return len(words) <= 3 and not any(
        w.endswith("n't") or w in {"get", "gets", "has", "have", "is", "are", "can"} for w in words
    )


# -- the verdict ---------------------------------------------------------------------------------


SPANISH_PROBE = re.compile(r"agreg|añad|maná|objetivo|cuando|siempre que|roba", re.IGNORECASE)
ENGLISH_WORDS = re.compile(r"\b(?:add|the|you|target|creature|when|whenever)\b", re.IGNORECASE)


def _looks_spanish(text: str) -> bool:
    """Best effort only: Spanish Oracle text is read with Spanish patterns, and flagged as uncertain."""
    if not SPANISH_PROBE.search(text):
        return False
    return bool(SPANISH_HINTS.search(text)) and not ENGLISH_WORDS.search(text)


def _verdict(paragraph: Paragraph, types: set[str], numbers: RuleResolver, *, granted: bool) -> AbilityVerdict:
    reading = _read(paragraph, types)
    criteria: list[Criterion] = []
    uncertain = list(paragraph.problems)
    if reading.guessed_kind:
        uncertain.append("no_card_type")
    if reading.kind in ("activated", "loyalty") and reading.keyword is None:
        mana, reason, kinds = _activated(reading, criteria, numbers.edition)
    elif reading.kind == "triggered" and reading.keyword is None:
        mana, reason, kinds = _triggered(reading, criteria)
    else:
        mana, reason, kinds = _not_activated_or_triggered(reading, paragraph, criteria)
    if paragraph.reminder_only:
        kinds = (*kinds, "reminder_text", "intrinsic_land_ability")
    if _looks_spanish(paragraph.rules_text) and not any(c.met and c.evidence for c in criteria):
        # Spanish is read with Spanish patterns; only when none of them found anything is the
        # verdict a guess worth flagging (being Spanish alone isn't doubtful).
        uncertain.append("not_english")

    rules = tuple(numbers.number(k) for k in kinds)
    timed = bool(_TIMING.search(paragraph.text))
    explanation, consequences = explain_verdict(reason, mana, reading.kind, reading.keyword, timed)
    return AbilityVerdict(
        text=paragraph.text,
        kind=reading.kind,
        mana_ability=mana,
        granted=granted,
        criteria=tuple(criteria),
        criteria_rules=tuple(numbers.number(c.rule_kind) for c in criteria),
        rule_kinds=kinds,
        rules=rules,
        reason=reason,
        uncertain=tuple(uncertain),
        keyword=reading.keyword,
        explanation=dict(explanation),
        consequences=dict(consequences),
    )


#: The edition that added "doesn't move a card to or from a library" to 605.1a.
LIBRARY_CLAUSE_SINCE = "2026-08-07"


def _activated(
    reading: _Reading, criteria: list[Criterion], edition: str = LIBRARY_CLAUSE_SINCE
) -> tuple[bool, str, tuple[str, ...]]:
    """605.1a: no target, could add mana, not a loyalty ability, no card to or from a library."""
    now = immediate(reading.effect)  # a delayed trigger's draw or target is that trigger's own
    target = find_target(f"{reading.cost}: {now}")
    added = find_added_mana(reading.effect)
    loyalty = reading.kind == "loyalty"
    library = find_library_move(f"{reading.cost}: {now}")
    criteria += [
        Criterion("requires_target", target is not None, target or "", "zero_targets"),
        Criterion(
            "could_add_mana",
            added is not None,
            added or "",
            "mana_could_add" if added and is_variable_amount(added) else "mana_activated",
        ),
        Criterion("loyalty_ability", loyalty, reading.cost if loyalty else "", "loyalty_ability"),
        Criterion("moves_library_card", library is not None, library or "", "mana_activated"),
    ]
    base = ("mana_activated",)
    if added is None:
        return False, "activated.no_mana" if not loyalty else "loyalty.no_mana", base
    if loyalty:
        return False, "loyalty.adds_mana", (*base, "loyalty_ability")
    if target is not None:
        return False, "activated.target", (*base, "not_mana_target", "zero_targets")
    variable = ("mana_could_add",) if is_variable_amount(added) else ()
    if library is not None and edition >= LIBRARY_CLAUSE_SINCE:
        return False, "activated.library", base
    if library is not None:  # the verdict follows the edition it cites; the note says what changed
        return True, "activated.library_later", (*base, *variable, "mana_no_stack", "mana_when_activated")
    return True, "activated.mana", (*base, *variable, "mana_no_stack", "mana_when_activated")


def _triggered(reading: _Reading, criteria: list[Criterion]) -> tuple[bool, str, tuple[str, ...]]:
    """605.1b: no target, triggers on a mana ability or on mana being added, could add mana."""
    target = find_target(f"{reading.condition}, {reading.effect}")
    event = None if reading.chapter else find_mana_event(reading.condition)
    added = find_added_mana(reading.effect)
    criteria += [
        Criterion("requires_target", target is not None, target or "", "zero_targets"),
        Criterion(
            "mana_trigger_event",
            event is not None,
            event or reading.condition,
            "saga_chapter" if reading.chapter else "mana_triggered",
        ),
        Criterion(
            "could_add_mana",
            added is not None,
            added or "",
            "mana_could_add" if added and is_variable_amount(added) else "mana_triggered",
        ),
    ]
    base = ("mana_triggered",)
    if reading.chapter:
        return False, "triggered.chapter", (*base, "saga_chapter")
    if target is not None and added is not None:
        return False, "triggered.target", (*base, "not_mana_target", "zero_targets")
    if event is None:
        return (
            False,
            "triggered.other_event" if added else "triggered.no_mana",
            ((*base, "not_mana_target") if added else base),
        )
    if added is None:
        return False, "triggered.mana_event_no_mana", (*base, "not_mana_target")
    if target is not None:
        return False, "triggered.target", (*base, "not_mana_target", "zero_targets")
    return True, "triggered.mana", (*base, "mana_trigger_no_stack")


def _not_activated_or_triggered(
    reading: _Reading, paragraph: Paragraph, criteria: list[Criterion]
) -> tuple[bool, str, tuple[str, ...]]:
    """Static abilities, spells and keyword lines are never mana abilities (605.1, 605.5b)."""
    added = None if reading.keyword else find_added_mana(reading.effect)
    criteria.append(Criterion("is_activated_or_triggered", False, reading.keyword or reading.kind, "not_mana_ability"))
    if reading.keyword is not None:
        return False, "keyword", ("not_mana_ability",)
    if reading.kind == "spell":
        return False, "spell.adds_mana" if added else "spell", ("not_mana_spell", "spell_ability")
    if paragraph.granted:
        return False, "static.grants", ("not_mana_ability",)
    return False, "static", ("not_mana_ability",)
