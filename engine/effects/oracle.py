"""The Oracle compiler: a card's English Oracle text → the continuous effects its static
abilities generate (611.3, 604), paragraph by paragraph, by wording family, never by card name.

Every paragraph gets a verdict (``Verdict``): *modeled* (effects Juez applies), *no effect* (it
can't change a characteristic or a state-based action on a described board: keyword lines,
triggered and activated abilities, a spell's text, costs, restrictions on what players may do),
or *flagged* (it could, and Juez can't apply it: the board reader asks instead of ignoring it).
Unknown wording is flagged, never dropped: a wrong "no effect" would be a confident wrong answer.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from engine.effects.conditions import devotion_count, read_board_condition
from engine.effects.model import SELF, Condition, Count, Filter, Layer, Op, Paragraph, Part, Rule, Static, Verdict
from engine.effects.subjects import CARD_TYPES, COLORS, read_subject, singular_subtypes
from engine.effects.text_changes import read_text_change
from engine.keyword_abilities import KEYWORD_ABILITIES

_REMINDER = re.compile(r"\s*\([^()]*\)")
_CHAPTER = re.compile(r"^[IVX]+(?:\s*,\s*[IVX]+)*\s*[—-]")
_ABILITY_WORD = re.compile(r"^[A-Z][A-Za-z' -]{1,40} — (?=\S)")
_TRIGGER = re.compile(r"^(?:when|whenever|at the beginning|at end|at the end)\b", re.IGNORECASE)
#: An activated ability: a cost, then a colon (602.1). Loyalty costs are "+1:", "−2:", "0:".
_ACTIVATED = re.compile(
    r"^(?:\[[+−-]?[\dX]+\]|[^.:\"]*\{[^}]+\}[^.:\"]*|[+−-]?\d+|[+−-]X|(?:Sacrifice|Discard|Exile|Pay|Remove|Tap|Untap|Return|Put|Reveal|Collect|Forage|Mill|Blight)[^.:\"]*):\s"
)
_LEVEL = re.compile(r"^(?:LEVEL \d|Level \d|\d+/\d+$)")
_KEYWORDS = sorted(
    {en for en, _, _ in KEYWORD_ABILITIES}
    | {
        "enchant",
        "equip",
        "protection",
        "landwalk",
        "indestructible",
        "changeling",
        "devoid",
        "partner",
        "partner with",
        "bands with other",
        "totem armor",
        "umbra armor",
        "phasing",
    },
    key=len,
    reverse=True,
)
_KEYWORD_SET = frozenset(_KEYWORDS)
#: Every keyword ability the compiler knows, longest first (for the coverage's own wording test).
KEYWORDS: tuple[str, ...] = tuple(_KEYWORDS)
_SELF_WORDS = re.compile(
    r"\bthis (?:creature|permanent|artifact|enchantment|land|aura|equipment|vehicle|planeswalker|saga|battle|card|spell|token|class|case|room|siege)\b",
    re.IGNORECASE,
)
_MINUS = str.maketrans({"−": "-", "–": "-"})
_PT = r"([+-]\d+)/([+-]\d+)"
_VERB = r"(?:gets?|has|have|is|are|isn't|aren't|loses?|can't|can|doesn't|don't|attacks?|blocks?)"


def strip_reminders(text: str) -> str:
    return _REMINDER.sub("", text).strip()


@lru_cache(maxsize=16384)
def compile_text(text: str, name: str, card_types: frozenset[str] = frozenset()) -> tuple[Paragraph, ...]:
    """Every paragraph of ``text`` (a face's Oracle text), compiled; ``name`` is the card's
    name as its text refers to itself; ``card_types`` tell a spell's text from a permanent's."""
    spell = bool({"instant", "sorcery"} & card_types) and not (
        {"creature", "artifact", "enchantment", "land", "planeswalker", "battle"} & card_types
    )
    out: list[Paragraph] = []
    for raw in text.splitlines():
        paragraph = strip_reminders(raw)
        if not paragraph:
            continue
        out.append(_paragraph(raw.strip(), _self_named(paragraph, name), spell))
    if any(_LEVEL_RANGE.match(p.text) for p in out):
        return _levels(out)
    return tuple(out)


_LEVEL_RANGE = re.compile(r"^LEVEL (\d+)(?:-(\d+)|\+)$")
_BARE_PT = re.compile(r"^(\d+)/(\d+)$")


def _levels(out: list[Paragraph]) -> tuple[Paragraph, ...]:
    """A leveler's striations (711.2a): "LEVEL 1-4", then its abilities, then its power and
    toughness, is one static ability: as long as it has that many level counters, it has base
    power and toughness N/N (7b) and those abilities (6). Modeled on its LEVEL line; its
    power/toughness line is part of it (modeled, adding nothing); the printed size is level 0's."""
    done = list(out)
    for start, paragraph in enumerate(out):
        found = _LEVEL_RANGE.match(paragraph.text)
        if found is None:
            continue
        low, high = int(found[1]), int(found[2]) if found[2] else None
        end = next((k for k in range(start + 1, len(out)) if _LEVEL_RANGE.match(out[k].text)), len(out))
        size = next((k for k in range(start + 1, end) if _BARE_PT.match(out[k].text)), None)
        if size is None:
            continue
        power, toughness = (int(v) for v in _BARE_PT.match(out[size].text).groups())  # type: ignore[union-attr]
        span = f"{low}-{high}" if high is not None else f"{low} or more"
        condition = Condition(
            "count",
            f"it has {span} level counters",
            count=Count("counters", counter="level", on="source"),
            at_least=low,
            at_most=high,
        )
        abilities: set[str] = set()
        for k in range(start + 1, end):
            if k == size or out[k].verdict is Verdict.FLAGGED:
                continue
            if out[k].verdict is Verdict.MODELED:  # a static ability of that level: only at it
                done[k] = dataclasses.replace(
                    out[k],
                    statics=tuple(
                        dataclasses.replace(s, condition=dataclasses.replace(condition, also=s.condition))
                        for s in out[k].statics
                    ),
                )
                continue
            line = strip_reminders(out[k].text).rstrip(".")
            keywords = _abilities(line)
            abilities |= keywords if keywords is not None else {f'"{line}."'}
        parts = [Part(Layer.PT_SET, Op.SET_PT, power=power, toughness=toughness)]
        if abilities:
            parts.append(Part(Layer.ABILITY, Op.ADD_ABILITIES, abilities=frozenset(abilities)))
        static = Static(f"{paragraph.text} {out[size].text}", SELF, tuple(parts), condition=condition)
        done[start] = Paragraph(paragraph.text, Verdict.MODELED, "level", (static,))
        # the size line is part of the same ability: modeled with it, adding nothing of its own
        done[size] = Paragraph(
            out[size].text, Verdict.MODELED, "level", (Static(out[size].text, SELF, (), condition=condition),)
        )
    return tuple(done)


#: "creatures you control of the chosen type" → "Elf creatures you control": the chosen value
#: where a subject's adjectives go, then "the chosen color/type" itself.
_OF_CHOSEN = re.compile(
    r"\b(creatures?|permanents?)((?: you control| your opponents control| an opponent controls)?) of the chosen (color|colour|(?:creature )?type)\b",
    re.IGNORECASE,
)
_THE_CHOSEN = re.compile(r"\bthe chosen (color|colour|(?:creature )?type)\b", re.IGNORECASE)


def with_chosen(text: str, chosen: str) -> str:
    """Oracle text with "the chosen color" / "the chosen type" as what was chosen ("blue",
    "Elf"); a value of the wrong kind (a color where a type was chosen) changes nothing, so the
    words stay unread and are asked about."""
    is_color = chosen.casefold() in COLORS

    def fits(kind: str) -> bool:
        return is_color == kind.casefold().startswith("colo")

    value = chosen.casefold() if is_color else chosen[:1].upper() + chosen[1:]
    text = _OF_CHOSEN.sub(lambda m: f"{value} {m[1]}{m[2]}" if fits(m[3]) else m[0], text)
    return _THE_CHOSEN.sub(lambda m: value if fits(m[1]) else m[0], text)


def _self_named(text: str, name: str) -> str:
    """The paragraph with its card's references to itself as ``~`` (201.5)."""
    names = {name}
    if " // " in name:
        names |= set(name.split(" // "))
    for full in list(names):
        if "," in full:
            names.add(full.split(",", 1)[0])  # a legend's short name ("Elesh Norn")
        if " of " in full and full.split(" of ", 1)[0].count(" ") == 0:
            names.add(full.split(" of ", 1)[0])
    for each in sorted(names, key=len, reverse=True):
        if each:
            text = re.sub(rf"(?<![\w]){re.escape(each)}(?![\w])", "~", text)
    return _SELF_WORDS.sub("~", text)


def _paragraph(raw: str, text: str, spell: bool) -> Paragraph:
    if _CHAPTER.match(text):
        return Paragraph(raw, Verdict.NO_EFFECT, "chapter")
    if _LEVEL.match(text):
        return Paragraph(raw, Verdict.FLAGGED, "leveler")
    text = _ABILITY_WORD.sub("", text, count=1)
    if text.startswith("•") or text.startswith("Choose "):
        return Paragraph(raw, Verdict.NO_EFFECT, "mode")
    if _keyword_line(text):
        return Paragraph(raw, Verdict.NO_EFFECT, "keyword")
    if _TRIGGER.match(text):
        return Paragraph(raw, Verdict.NO_EFFECT, "trigger")
    if _ACTIVATED.match(text.translate(_MINUS)) or _ACTIVATED.match(text):
        return Paragraph(raw, Verdict.NO_EFFECT, "activated")
    if spell:
        return Paragraph(raw, Verdict.NO_EFFECT, "spell")
    statics: list[Static] = []
    reasons: list[str] = []
    previous: Compiled | None = None
    for sentence in _sentences(text):
        instead = _instead(sentence, previous)
        if instead is not None and previous is not None:  # the earlier effect now holds only otherwise
            statics = [s for s in statics if s not in previous.statics]
        found = instead or _otherwise(sentence, previous) or compile_sentence(sentence)
        previous = found
        if found.verdict is Verdict.FLAGGED:
            return Paragraph(raw, Verdict.FLAGGED, found.reason)
        if found.verdict is Verdict.MODELED:
            statics.extend(found.statics)
        reasons.append(found.reason)
    if any(s.affected is None and set(s.rules) & _SPARING for s in statics):
        granted = [s for s in statics if s.affected is not None and _grants_protection(s)]
        if len(granted) != 1:  # whose protection it is must be one effect's objects
            return Paragraph(raw, Verdict.FLAGGED, "spares")
        statics = [dataclasses.replace(s, affected=granted[0].affected) if s.affected is None else s for s in statics]
    if statics:
        return Paragraph(raw, Verdict.MODELED, "+".join(dict.fromkeys(r for r in reasons if r)), tuple(statics))
    return Paragraph(raw, Verdict.NO_EFFECT, "+".join(dict.fromkeys(reasons)) or "empty")


_SPARING = frozenset({Rule.SPARES_SELF, Rule.SPARES_AURAS})


def _grants_protection(static: Static) -> bool:
    return any(a.startswith("protection from ") for p in static.parts if p.op is Op.ADD_ABILITIES for a in p.abilities)


def _keyword_line(text: str) -> bool:
    """A line of keyword abilities only ("Flying, vigilance", "Enchant creature", "Ward {2}")."""
    if _KEYWORD_ALONE.match(text.rstrip(".")):
        return True
    costed = _KEYWORD_WITH_COST.match(text.casefold())
    if costed and costed.group(1).strip() in _KEYWORD_SET:
        return True
    parts = [p.strip() for p in re.split(r"[,;]", text.rstrip(".")) if p.strip()]
    return bool(parts) and all(_is_keyword(p) for p in parts)


def _is_keyword(part: str) -> bool:
    lower = part.casefold()
    return any(lower == k or (lower.startswith(k) and not lower[len(k)].isalpha()) for k in _KEYWORDS)


#: "Escape—{3}{B}{B}, Exile four other cards…", "Kicker—Discard a card": a keyword and its cost.
#: Keyword lines a comma can't split: "Partner with Shabraz, the Skyshark", "Enchant artifact,
#: creature, or planeswalker", "Fox offering", "Snow forestwalk", "Friends forever".
_KEYWORD_ALONE = re.compile(
    r"^(?:partner with .+|friends forever|choose a background|doctor's companion|[a-z]+ offering|snow \w+walk|\w+link|enchant .+|protection from .+|hexproof from .+)$",
    re.IGNORECASE,
)
_KEYWORD_WITH_COST = re.compile(r"^([a-z][a-z' -]+?)\s*—\s*\S")


def _sentences(text: str) -> list[str]:
    """Sentences of a paragraph; a quoted ability's own periods don't end one."""
    out, depth, start = [], False, 0
    for i, char in enumerate(text):
        if char in '"“”':
            depth = not depth
        elif char == "." and not depth and (i + 1 == len(text) or text[i + 1] == " "):
            out.append(text[start:i].strip())
            start = i + 1
    tail = text[start:].strip().rstrip(".")
    if tail:
        out.append(tail)
    return [s for s in out if s]


@dataclass(frozen=True, slots=True)
class Compiled:
    verdict: Verdict
    reason: str
    statics: tuple[Static, ...] = ()


_NONE = Compiled(Verdict.NO_EFFECT, "")


def _no(reason: str) -> Compiled:
    return Compiled(Verdict.NO_EFFECT, reason)


def _flag(reason: str) -> Compiled:
    return Compiled(Verdict.FLAGGED, reason)


#: Wording that changes a characteristic of permanents or a rule an SBA reads.
CHANGES = re.compile(
    r"\bgets? [+-−]\d|\bgets? [+-−]x\b|\bbase power\b|\bpower and (?:base )?toughness\b|\bpower is equal\b"
    r"|\bin addition to (?:its|their) other\b|\bloses? all abilities\b|\bloses? (?:flying|first strike|trample|indestructible)\b"
    r"|\b(?:has|have) (?:flying|first strike|double strike|deathtouch|haste|hexproof|indestructible|lifelink|menace|reach|trample|vigilance|protection|shroud|ward|defender|intimidate|fear)\b"
    r"|\b(?:is|are) (?:all colors|colorless|white|blue|black|red|green)\b|\b(?:is|are) (?:a |an )?\d+/\d+"
    r"|\bisn't a creature\b|\bare (?:plains|islands|swamps|mountains|forests)\b|\bis every creature type\b"
    r"|\bcan't lose the game\b|\bdon't lose the game\b|\blegend rule\b|\bcan't be destroyed\b|\byou control enchanted\b"
    r"|\bloses? all other (?:card )?types\b|\bloses? all land types\b|\b(?:is|are) (?:a |an )?(?:colorless )?lands?\b(?! spells?| cards?)",
    re.IGNORECASE,
)
_QUOTED_OR_AS_THOUGH = re.compile(
    r"[\"“][^\"”]*[\"”]|\bas though (?:it|they) (?:didn't|did not|had|has) (?:have )?[\w ]+"
)
QUOTED_OR_AS_THOUGH = _QUOTED_OR_AS_THOUGH


def changes_characteristics(text: str) -> bool:
    """Whether words change characteristics or an SBA's rule, outside quoted abilities and
    "as though it didn't have defender"."""
    return bool(CHANGES.search(_QUOTED_OR_AS_THOUGH.sub(" ", text)))


# -- sentences --------------------------------------------------------------------------------

#: Game-rule statics that decide a state-based action (613.11), by wording.
_RULES: tuple[tuple[re.Pattern[str], tuple[Rule, ...]], ...] = (
    (
        re.compile(r"^you can't lose the game and your opponents can't win the game$"),
        (Rule.CANT_LOSE, Rule.OPPONENTS_CANT_WIN),
    ),
    (re.compile(r"^you can't lose the game$"), (Rule.CANT_LOSE,)),
    (re.compile(r"^your opponents can't win the game$"), (Rule.OPPONENTS_CANT_WIN,)),
    (re.compile(r"^you don't lose the game for having 0 or less life$"), (Rule.NO_ZERO_LIFE_LOSS,)),
)
#: "This effect doesn't remove Black Ward" / "… Auras": the protection the paragraph grants
#: leaves that Aura (or every Aura) attached.
_SPARES = re.compile(r"^this effect doesn't remove (~|auras)$", re.IGNORECASE)
_LEGEND_RULE = re.compile(r"^the [\"“]legend rule[\"”] doesn't apply(?: to (.+))?$", re.IGNORECASE)
_CANT_BE_DESTROYED = re.compile(r"^(.+?) can't be destroyed$")

#: Sentences that can't change a characteristic or an SBA on a described board, by wording:
#: what players may or can't do, costs, combat restrictions, what happens as things enter.
#: Sentences that are never a static ability's effect, whatever they say: a reflexive trigger
#: ("When you do, it gets +2/+0 until end of turn"), a die-roll table line, a draft rule.
_STRUCTURAL: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (reason, re.compile(pattern, re.IGNORECASE))
    for reason, pattern in (
        ("trigger", r"^(?:when|whenever|at the beginning|at end)\b|^(?:when|if) you do\b"),
        (
            "player",
            r"^(?:you|each player|players|your opponents|each opponent)(?:,[\w ,]+?)? (?:have|has) (?:hexproof|shroud)\b",
        ),
        ("die_roll", r"^\d+(?:\s*[—-]\s*\d+)?\s*(?:\||—)"),
        ("draft", r"\b(?:as you draft|you noted|drafted|draft round|outside the game)\b"),
        ("until_end_of_turn", r"\buntil end of turn\b"),
    )
)
_COPY = re.compile(r"\bas a copy of\b|\bbecomes? a copy of\b|\bbecome a copy of\b", re.IGNORECASE)
_NO_EFFECT: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (reason, re.compile(pattern, re.IGNORECASE))
    for reason, pattern in (
        (
            "cost",
            r"\bcosts? (?:(?:(?:\{[^}]*\})+|\w+)\s+){0,8}?(?:less|more)\b|\bcosts? \{|\bcosts? an additional\b|\bwithout paying\b|\bmana value\b.*\bcost|^as an additional cost\b|\bto foretell\b|\brather than pay\b|^spend only\b|^for each \{",
        ),
        (
            "zones",
            r"\bcards? (?:in|from) (?:your|each player's|a player's|an opponent's|all|their) (?:hands?|graveyards?|librar(?:y|ies))\b(?!.*\bcontrol)|\bis in a graveyard\b|\bisn't on the battlefield\b",
        ),
        (
            "follow_up",
            r"^it(?:'s| is) still a land\b|^they(?:'re| are) still lands\b|^if you cast\b|^any time you could\b|^(?:if you do(?:n't)?|this effect(?! doesn't remove)|when you do|otherwise, you)\b|^(?:when|whenever|at the beginning)\b",
        ),
        ("die_roll", r"^\d+(?:\s*[—-]\s*\d+)?\s*\|"),
        (
            "draft",
            r"\b(?:as you draft|draft (?:~|this card|each card)|you draft|drafting|booster pack|draft round|during the draft)\b|^draft\b",
        ),
        ("ante", r"\bplaying for ante\b|\bante\b"),
        ("deck", r"\bopening hand\b|^before the game\b|\bstarting deck\b|\bcommanders? if\b|\bdeck can have\b"),
        ("spell", r"^(?:[\w, -]*\bspells?\b|~ can't be countered|this spell|cast ~ only\b|you may cast ~\b)"),
        (
            "combat",
            r"\battacking player\b|\bdefending player\b|\battacks?, all creatures\b|\bable to block\b|^if ~ attacks\b|\b(?:can't|can) (?:attack|block)\b|\b(?:attacks?|blocks?) each (?:combat|turn) if able\b|\bcan't be blocked\b|\bmust be blocked\b|\bcan block\b|\bas though it (?:had|didn't have)\b|\bunblockable\b|\bblocks? only\b|\bcan attack\b|\battack(?:s)? as though\b",
        ),
        ("untap", r"\b(?:doesn't|don't|do not|does not) untap\b|\buntaps? during\b|^untap\b|^skip\b|\buntap step\b"),
        (
            "player",
            r"^(?:you|players|each player|your opponents|each opponent|an opponent|target player)\b(?! control)(?!.*\b(?:lose|win) the game\b)",
        ),
        (
            "target",
            r"\bcan't be the targets? of\b|\bcan't be targeted\b|\bcan't be enchanted\b|\bcan't be equipped\b|\bcan't transform\b|\bcan't be sacrificed\b|\bcan't be countered\b",
        ),
        (
            "enters",
            r"\benters?(?: the battlefield)?(?: tapped| with| as| untapped| under)|\bas ~ enters\b|\bas ~ is turned face up\b|\bescapes with\b|\bas (?:~|this permanent) transforms\b",
        ),
        (
            "activation",
            r"\bactivated abilities\b.*\bcan't be activated\b|\b(?:equip|activated) abilit(?:y|ies)\b.*\bcosts?\b|^activate (?:only|this ability)\b|^(?:this|that) ability\b|^~ can be your commander\b|^(?:your )?commander\b.*\b(?:cost|tax)\b|^spend\b|^~ can't be copied\b",
        ),
        (
            "hand",
            r"\bhand size\b|\badditional land\b|\btop card of\b|\bplay lands\b|\bplay with\b|\btrigger an additional time\b|\btriggers an additional time\b|\bdon't cause abilities to trigger\b",
        ),
        ("prevention", r"\bprevent(?:ed)?\b|\bcan't be prevented\b"),
        ("life", r"\blife total can't change\b|\bcan't gain life\b|\bcan't lose life\b"),
        (
            "mana",
            r"\b(?:add|adds|produce|produces) (?:an additional |one |two |three |\{)|\bmana abilit|\bspend mana\b|\bmana of any type\b",
        ),
        ("counters", r"\bcan't have counters put\b|\bcounters can't be put\b|^counters remain on\b"),
        (
            "graveyard",
            r"^(?:cards|creature cards|instant and sorcery cards|permanent cards|land cards) (?:in|from) (?:your |each |all |an opponent's )?(?:graveyards?|hands?|librar)",
        ),
        (
            "damage",
            r"\bdeals? (?:damage|combat damage|twice|double|that much|no combat damage)\b|\bdamage .* as though\b|\bassigns? (?:no )?combat damage\b",
        ),
    )
)
#: Replacement effects (614) that change where something goes or whether a loss happens: a
#: state-based action's outcome can depend on them.
_REPLACES_SBA = re.compile(
    r"\b(?:die|dies|destroyed|put into (?:a|its owner's|your) graveyard|lose the game|leave the battlefield|would be put)\b",
    re.IGNORECASE,
)
#: "If ~ would be put into a graveyard from anywhere, … shuffle it into its owner's library
#: instead", "If a card would be put into a graveyard from anywhere, exile it instead".
_ELSEWHERE = re.compile(
    r"^if (~|(?:a|another) (?![\w ,'-]*\bspell)[\w ,'-]+?) would (?:die|be put into (a|your|its owner's|an opponent's) graveyard(?: from anywhere| from the battlefield)?),"
    r"(?!.*\b(?:regenerate|remove|prevent|tap|untap)\b).*\b(?:exile|library|hand|command zone)\b.*\binstead$",
    re.IGNORECASE,
)
_NUMBERS = {
    w: n for n, w in enumerate(["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"])
} | {str(n): n for n in range(21)}
_CONDITION_FIRST = re.compile(r"^as long as (.+?), (.+)$", re.IGNORECASE)
_CONDITION_LAST = re.compile(r"^(.+?),? as long as (.+)$", re.IGNORECASE)
_DURING = re.compile(
    r"^(during your turn|during each of your turns|during turns other than yours),? (.+)$", re.IGNORECASE
)
_DURING_LAST = re.compile(r"^(.+?) (during (?:your turn|each of your turns|turns other than yours))$", re.IGNORECASE)
_UNLESS = re.compile(r"^(.+?) unless ((?:it's|he's|she's|it is) (attacking|blocking))$", re.IGNORECASE)
_SUBJECT_VERB = re.compile(rf"^(.+?) (?<!that )(?:also )?({_VERB})\b ?(.*)$")
_CLAUSE_SPLIT = re.compile(
    rf",? and (?={_VERB}\b|becomes?\b|gains?\b|assigns?\b|must\b|its activated\b)|, (?={_VERB}\b|becomes?\b|gains?\b|assigns?\b|must\b)"
)


#: "All cards that aren't on the battlefield, spells, and permanents are colorless" (Mycosynth
#: Lattice, Painter's Servant): on a described board only the permanents' part can change an
#: answer, so the sentence is read as said of them (cards elsewhere and spells are left out).
_OFF_BATTLEFIELD_SUBJECTS = re.compile(
    r"^(?P<all>all|each) (?:(?:cards that aren't on the battlefield|cards in [a-z' ]+?|spells)(?:,| and|, and) )+(?=permanents\b)",
    re.IGNORECASE,
)


def compile_sentence(sentence: str, *, skip_no_effect: bool = False) -> Compiled:
    """One sentence of a static ability (``~`` for the card's own name)."""
    text = sentence.translate(_MINUS).strip().rstrip(".")
    lower = text.casefold()
    for pattern, rules in _RULES:
        if pattern.match(lower):
            return Compiled(Verdict.MODELED, "game_rules", (Static(sentence, None, (), rules),))
    spares = _SPARES.match(text)
    if spares:  # what it spares, on the objects the paragraph protects (``_paragraph`` sets them)
        rule = Rule.SPARES_SELF if spares[1] == "~" else Rule.SPARES_AURAS
        return Compiled(Verdict.MODELED, "spares", (Static(sentence, None, (), (rule,)),))
    legend = _LEGEND_RULE.match(text)
    if legend:
        scope: Filter | None = read_subject(legend.group(1)) if legend.group(1) else Filter()
        if scope is None:
            return _flag("legend_rule")
        return Compiled(Verdict.MODELED, "legend_rule", (Static(sentence, scope, (), (Rule.LEGEND_RULE_OFF,)),))
    unquoted = _QUOTED_OR_AS_THOUGH.sub(" ", lower)
    if re.search(r"\bwould\b|\binstead\b", unquoted):
        elsewhere = _ELSEWHERE.match(text)
        if elsewhere:  # it still dies or goes; only where it ends up changes: a note says so
            whose = {"your": "you", "an opponent's": "opponents"}.get((elsewhere.group(2) or "").casefold())
            what = re.sub(r"^(?:a|an|another) ", "", elsewhere.group(1))
            if what == "~":
                scope = SELF
            elif what.casefold() in ("card", "card or token", "permanent", "token", "nontoken permanent"):
                scope = Filter(controller=whose, token=False if what.startswith("non") else None)
            else:
                scope = read_subject(what)  # "a nontoken creature an opponent controls"
            if scope is None:
                return _flag("replacement")
            return Compiled(Verdict.MODELED, "destination", (Static(sentence, scope, (), (Rule.DESTINATION,)),))
        if _REPLACES_SBA.search(unquoted) or changes_characteristics(text):
            return _flag("replacement")
        return _no("replacement")
    condition: Condition | None = None
    match = _CONDITION_FIRST.match(text) or _DURING.match(text)
    if match:
        condition_text, text = match.group(1), match.group(2)
        condition = read_condition(condition_text)
    else:
        match = _CONDITION_LAST.match(text) or _DURING_LAST.match(text) or _UNLESS.match(text)
        if match and match.re is _UNLESS:  # "has hexproof unless it's attacking": as long as it isn't
            text = match.group(1)
            condition = Condition("object", match.group(2), Filter(combat=match.group(3)), negated=True, on="it")
        elif match:
            text = match.group(1)
            condition = read_condition(match.group(2))
    text = _OFF_BATTLEFIELD_SUBJECTS.sub(r"\g<all> ", text)
    destroyed = _CANT_BE_DESTROYED.match(text)
    if destroyed:
        scope = read_subject(destroyed.group(1))
        if scope is not None:
            return Compiled(
                Verdict.MODELED,
                "cant_be_destroyed",
                (Static(sentence, scope, (), (Rule.CANT_BE_DESTROYED,), condition=condition),),
            )
        return _flag("cant_be_destroyed")
    if _COPY.search(text):
        return _flag("copy")  # a clone's size and types are its copy's (707): the judge says which
    for reason, pattern in _STRUCTURAL:
        if pattern.search(text):
            return _no(reason)
    if not skip_no_effect and not changes_characteristics(text) and not _grants_quoted(text):  # "gets +2/+2
        for reason, pattern in _NO_EFFECT:  # and can't block" is no restriction alone
            if pattern.search(text):
                if reason in _GRANT_BESIDE and _GRANTS.search(_QUOTED_OR_AS_THOUGH.sub(chr(34) * 2, text)):
                    beside = compile_sentence(sentence, skip_no_effect=True)  # "has phasing and can't
                    if beside.verdict is Verdict.MODELED:  # be blocked except by Walls": the grant
                        return beside  # applies (layer 6); otherwise no more than before
                return _no(reason)
    cda = _cda(text)
    if cda is not None:
        return cda if condition is None else _flag("conditional_cda")
    control = re.match(r"^you control enchanted ([a-z ]+)$", text, re.IGNORECASE)
    if control:
        kinds = control.group(1).split()
        scope = Filter(scope="attached", types=frozenset(k for k in kinds if k in CARD_TYPES))
        part = Part(Layer.CONTROL, Op.CONTROL)
        return Compiled(Verdict.MODELED, "control", (Static(sentence, scope, (part,), condition=condition),))
    granted = _GRANTED_STATIC.fullmatch(text)
    if granted and (condition is None or condition.kind == "host"):
        return _granted_static(sentence, granted["inner"], condition)
    text = re.sub(r"^(it|they)['’](s|re) ", lambda m: f"{m[1]} {'is' if m[2] == 's' else 'are'} ", text)
    # "…, and all creatures able to block it do so": a combat requirement, no characteristic
    text = re.sub(r",? and all creatures able to block (?:it|them) do so$", "", text, flags=re.IGNORECASE)
    found = _SUBJECT_VERB.match(text)
    if not found:
        return _flag("unrecognised")
    subject_text, verb, rest = found.groups()
    rest = re.sub(r"^also ", "", rest)
    if verb == "also":
        return _flag("predicate")
    subjects = _subjects(subject_text)
    if subject_text.casefold() == "it" and condition is not None:
        # "it" is what the condition spoke of: "As long as enchanted artifact isn't a creature,
        # it's …" is the enchanted artifact, "As long as ~ is equipped, it gets …" the card.
        about = condition.text.casefold()
        if about.startswith(("enchanted ", "equipped ")):
            subjects = [Filter(scope="attached")]
        elif "~" not in about.split():
            return _flag("subject")
    if not subjects:
        return _flag("subject")
    subject = subjects[0]
    parts: list[Part] = []
    reasons: list[str] = []
    said = f"{verb} {rest}".strip()
    whole = _INSTEAD.fullmatch(said) or _BECOMES_LOSING_THE_REST.fullmatch(said.rstrip("."))
    clauses = [] if whole is None else [said.rstrip(".")]
    for clause in clauses or _CLAUSE_SPLIT.split(f"{verb} {rest}".strip()):
        read = _predicate(clause.strip(), subject)
        if read is None:
            return _two_subjects(text, condition) or _flag("predicate")
        family, clause_parts = read
        parts.extend(clause_parts)
        reasons.append(family)
    if not parts:
        return _no("+".join(reasons))
    if "loses all other abilities" in lower or "lose all other abilities" in lower:
        parts.sort(key=lambda p: p.op is not Op.REMOVE_ALL_ABILITIES)  # the effect's own abilities stay
    if condition is not None and condition.kind == "unreadable":
        return _flag("condition")
    if condition is not None:
        condition = _settle_it(condition, subject)
        if condition is None:
            return _flag("condition")
    made = tuple(Static(sentence, each, tuple(parts), condition=condition) for each in subjects)
    return Compiled(Verdict.MODELED, "+".join(dict.fromkeys(reasons)), made)


def _two_subjects(text: str, condition: Condition | None) -> Compiled | None:
    """ "~ gets +2/+2 and other creatures you control get +2/+2 and have trample" (Thunderfoot
    Baloth): two subjects, each with its own predicate, under one condition."""
    for joint in re.finditer(r",? and ", text):
        left, right = text[: joint.start()], text[joint.end() :]
        second = _SUBJECT_VERB.match(right)
        if second is None or second[1].casefold() in ("it", "they") or not _subjects(second[1]):
            continue
        a, b = compile_sentence(left), compile_sentence(right)
        if a.verdict is not Verdict.MODELED or b.verdict is not Verdict.MODELED:
            continue
        made: list[Static] = []
        for static in (*a.statics, *b.statics):
            settled = condition
            if condition is not None and static.affected is not None:
                settled = _settle_it(condition, static.affected)
            if static.condition is not None or (condition is not None and settled is None):
                return None
            made.append(dataclasses.replace(static, condition=settled))
        return Compiled(Verdict.MODELED, f"{a.reason}+{b.reason}", tuple(made))
    return None


#: An Aura that gives its Equipment a static ability: 'it has "Equipped creature has flying."'
#: (Rune of Flight): the ability is the Equipment's, and it applies to what that Equipment equips.
_GRANTED_STATIC = re.compile(
    r"(?:it|enchanted (?:equipment|permanent|artifact)) (?:has|gains) [\"“](?P<inner>equipped creature [^\"”]+?)\.?[\"”]",
    re.IGNORECASE,
)


#: A keyword or a quoted ability granted anywhere in the sentence ("has phasing and can't be
#: blocked except by Walls", 'can't attack or block and has "{7}: …"'): layer 6, never "no effect".
_GRANTS = re.compile(
    r"\b(?:has|have|gains?) (?:[\"“]|(?:" + "|".join(re.escape(k) for k in _KEYWORDS) + r")\b)", re.IGNORECASE
)
#: No-effect families a grant may sit beside in one sentence (a combat restriction, a damage
#: rule, a mana ability granted): the grant is read when the sentence compiles whole.
_GRANT_BESIDE = frozenset({"combat", "damage", "mana"})
_GRANTS_QUOTED = re.compile(r"^(?P<subject>.+?) (?:has|have) [\"“][^\"”]+[\"”]$")


def _grants_quoted(text: str) -> bool:
    """'Lands you control have "{T}: Add one mana of any color."': permanents gain an ability
    (layer 6), whatever the quoted ability's own words are about."""
    found = _GRANTS_QUOTED.fullmatch(text)
    return found is not None and read_subject(found["subject"]) is not None


def _granted_static(sentence: str, inner: str, condition: Condition | None) -> Compiled:
    """The granted ability's effect, reaching the creature the enchanted Equipment is attached
    to (613.7a: it has the Aura's timestamp when that is the later one)."""
    read = compile_sentence(inner)
    if read.verdict is not Verdict.MODELED or any(
        s.affected is None or s.affected.scope != "attached" for s in read.statics
    ):
        return _flag("predicate")
    if condition is not None and (condition.filter is None or not condition.filter.subtypes & {"equipment"}):
        return _flag("condition")
    made = tuple(
        Static(sentence, dataclasses.replace(s.affected, scope="host_attached"), s.parts, s.rules, condition=condition)
        for s in read.statics
        if s.affected is not None
    )
    return Compiled(Verdict.MODELED, read.reason, made)


def _subjects(text: str) -> list[Filter]:
    """ "~ and other Vampire creatures you control", "Skeletons you control and other Zombies
    you control", "~ and enchanted creature each": one filter per part (a union), when the
    whole isn't one subject."""
    text = re.sub(r" each$", "", text)
    text = re.sub(r"^you and ", "", text, flags=re.IGNORECASE)  # "You and Humans you control have hexproof": the
    # player's part changes no permanent (and no state-based action): the permanents' is read
    whole = read_subject(text)
    if whole is not None:
        return [whole]
    for both in re.finditer(r" and ", text):
        parts = [read_subject(text[: both.start()]), read_subject(text[both.end() :])]
        if all(p is not None for p in parts):
            return [p for p in parts if p is not None]
    return []


_INSTEAD_PT = re.compile(
    r"^(?:it gets (?P<pt>[+-]\d+/[+-]\d+) instead as long as (?P<condition>.+)"
    r"|if it's (?:a |an )?(?P<kind>[a-z]+), it gets (?P<pt2>[+-]\d+/[+-]\d+) instead)$",
    re.IGNORECASE,
)


def _instead(sentence: str, previous: Compiled | None) -> Compiled | None:
    """ "Equipped creature gets +1/+0. It gets +3/+1 instead as long as …" (Mind Carver), "If
    it's a Warrior, it gets +2/+1 instead" (Relic Axe): the second size when the condition
    holds, the first one otherwise (never both)."""
    found = _INSTEAD_PT.fullmatch(sentence.translate(_MINUS).strip().rstrip("."))
    if found is None or previous is None or previous.verdict is not Verdict.MODELED or len(previous.statics) != 1:
        return None
    first = previous.statics[0]
    if first.condition is not None or first.affected is None or first.affected.scope != "attached":
        return None
    if found["kind"]:
        condition = read_condition(f"equipped creature is a {found['kind']}")
    else:
        condition = _settle_it(read_condition(found["condition"]), first.affected) or Condition("unreadable", sentence)
    power, toughness = (found["pt"] or found["pt2"]).split("/")
    part = Part(Layer.PT_MODIFY, Op.MODIFY_PT, power=int(power), toughness=int(toughness))
    otherwise = dataclasses.replace(first, condition=dataclasses.replace(condition, negated=not condition.negated))
    if condition.kind == "unreadable":
        return _flag("condition")
    return Compiled(
        Verdict.MODELED, "instead", (otherwise, Static(sentence, first.affected, (part,), condition=condition))
    )


def _otherwise(sentence: str, previous: Compiled | None) -> Compiled | None:
    """ "Enchanted creature gets +1/+2 as long as it's white. Otherwise, it gets -2/-1.": the
    second sentence applies when the first one's condition doesn't."""
    match = re.match(r"^otherwise, (?:it|they) (.+)$", sentence.strip().rstrip("."), re.IGNORECASE)
    if match is None or previous is None or previous.verdict is not Verdict.MODELED or len(previous.statics) != 1:
        return None
    first = previous.statics[0]
    if first.condition is None or first.affected is None:
        return None
    parts: list[Part] = []
    for clause in _CLAUSE_SPLIT.split(match[1]):
        read = _predicate(clause.strip(), first.affected)
        if read is None:
            return _flag("predicate")
        parts.extend(read[1])
    flipped = dataclasses.replace(first.condition, negated=not first.condition.negated)
    return Compiled(Verdict.MODELED, "otherwise", (Static(sentence, first.affected, tuple(parts), condition=flipped),))


@lru_cache(maxsize=4096)
def compile_effect(text: str) -> Static | None:
    """A stated effect's words ("gets +4/+4 until end of turn", "becomes a 0/1", "loses
    flying", "switch its power and toughness") as a static applied to its own objects; None
    when Juez can't read them."""
    clean = re.sub(
        r"\s*(?:until end of turn|this turn|until your next turn)\.?$",
        "",
        text.translate(_MINUS).strip().rstrip("."),
        flags=re.IGNORECASE,
    )
    clean = re.sub(r"^(?:it|target creature|that creature|~)\s+", "", clean, flags=re.IGNORECASE)
    change = read_text_change(clean)
    if change is not None:  # "replace all instances of Elf with Goblin" (layer 3, 612)
        return Static(text, SELF, (Part(Layer.TEXT, Op.CHANGE_TEXT, old=change.old, new=change.new),))
    granted: list[Part] | None = None
    quoted = _GRANTED_SIZE.search(clean)
    if quoted:  # 'becomes a … creature with "This creature's power and toughness are each …"'
        granted = _granted_size(quoted["inner"])
        if granted is None:
            return None
        still = " that's still a land" if _STILL_A_LAND.search(clean[quoted.end() :]) else ""
        clean = f"{clean[: quoted.start()]} with base power and toughness 0/0{still}"
    parts: list[Part] = []
    for clause in _CLAUSE_SPLIT.split(clean):
        read = _predicate(_becomes(clause.strip()), _STATED_SUBJECT)
        if read is None:
            return None
        parts.extend(read[1])
    if granted is not None:  # its size is the granted ability's, set in 7b (not a CDA of its own)
        parts = [p for p in parts if p.op is not Op.SET_PT] + granted
    return Static(text, SELF, tuple(parts)) if parts else None


_GRANTED_SIZE = re.compile(
    r"\s+with [\"“'‘](?P<inner>.+?)[\"”'’](?=\.?\s*(?:it(?:'s|’s| is) still a land\.?)?\s*$)", re.IGNORECASE
)
_STILL_A_LAND = re.compile(r"it(?:'s|’s| is) still a land", re.IGNORECASE)


def _granted_size(inner: str) -> list[Part] | None:
    """A granted "This creature's power and toughness are each equal to …": the count it sets,
    in 7b (604.3a: an ability an effect grants defines nothing; 613.4b sets it)."""
    text = re.sub(r"^this creature(?:'s|’s)", "~'s", inner.strip().rstrip("."), flags=re.IGNORECASE)
    read = _cda(text)
    if read is None or read.verdict is not Verdict.MODELED:
        return None
    return [dataclasses.replace(p, layer=Layer.PT_SET) for s in read.statics for p in s.parts]


#: What a stated effect is said of: the creature it resolved on ("becomes a blue Frog" keeps it
#: a creature, 205.1b).
_STATED_SUBJECT = Filter(scope="self", types=frozenset({"creature"}))


def _becomes(clause: str) -> str:
    return re.sub(
        r"^becomes?\b", lambda m: "is" if m[0].casefold() == "becomes" else "are", clause, flags=re.IGNORECASE
    )


# -- predicates -------------------------------------------------------------------------------

_BASIC_LAND_TYPES = frozenset({"plains", "island", "swamp", "mountain", "forest"})
_LAND_SUBTYPES = _BASIC_LAND_TYPES | {"plain", "desert", "gate", "cave"}
_LAND_TYPE = re.compile(
    r"^(?:is|are) (?:an? )?((?:(?:plains|islands?|swamps?|mountains?|forests?)(?:, and |, | and ))*(?:plains|islands?|swamps?|mountains?|forests?))$",
    re.IGNORECASE,
)


#: "is a colorless land with "{T}: Add {C}" and loses all other card types and abilities": one
#: predicate, read whole (its "and"s don't split it).
_INSTEAD = re.compile(
    r"(?:is|are) (?:a |an )?(?P<what>[\w ]+?)(?: with (?P<with>\"[^\"]*\"|[\w ]+?))? and (?:it )?loses? all other card types(?P<abilities> and abilities)?",
    re.IGNORECASE,
)


#: "is a colorless Forest land": a permanent made a basic land type's land, nothing else.
_BECOMES_BASIC = re.compile(r"(?:is|are) (?:a |an )?(?P<colorless>colorless )?(?P<type>[A-Z][a-z]+) lands?")
#: "is an Insect artifact creature with base power and toughness 0/1 and has indestructible,
#: and it loses all other abilities, card types, and creature types".
_BECOMES_LOSING_THE_REST = re.compile(
    r"(?:is|are) (?:a |an )?(?P<what>[\w ]+?) with base power and (?:base )?toughness (?P<pt>\d+/\d+)"
    r"(?: and (?:has|have) (?P<has>[\w ,]+?))?,? and (?:it |they )?loses? all other abilities, card types,? and "
    r"creature types",
    re.IGNORECASE,
)


def _predicate(clause: str, subject: Filter) -> tuple[str, list[Part]] | None:
    lower = clause.casefold()
    instead = _INSTEAD.fullmatch(clause)
    if instead:  # its card types instead of the others (205.1a)
        return _types_instead(instead["what"], instead["with"], bool(instead["abilities"]))
    pt = re.fullmatch(rf"gets? (?:an additional )?{_PT}", lower)
    if pt:
        return "modify_pt", [Part(Layer.PT_MODIFY, Op.MODIFY_PT, power=int(pt[1]), toughness=int(pt[2]))]
    per = re.fullmatch(rf"gets? {_PT} for each (.+)", clause.translate(_MINUS), re.IGNORECASE)
    if per:
        count = read_count(per[3])
        if count is None:
            return None  # a count the board can't show (cards in graveyards, life totals): asked
        return "count_pt", [Part(Layer.PT_MODIFY, Op.MODIFY_PT, power=int(per[1]), toughness=int(per[2]), count=count)]
    xs = re.fullmatch(
        r"gets? ([+-])x/([+-])(x|0), where x is (?:the number of )?(.+)", clause.translate(_MINUS), re.IGNORECASE
    )
    if xs:
        count = read_count(xs[4])
        if count is None:
            return None
        sign = 1 if xs[1] == "+" else -1
        toughness = 0 if xs[3] == "0" else (1 if xs[2] == "+" else -1)
        return "count_pt", [Part(Layer.PT_MODIFY, Op.MODIFY_PT, power=sign, toughness=toughness, count=count)]
    if re.match(rf"gets? {_PT} for each\b|gets? [+-]x/|gets? {_PT} (?:until|as long|if|where)", lower):
        return None  # a count or a condition Juez can't see: asked about
    base = re.fullmatch(r"(?:has|have) base power and (?:base )?toughness (\d+)/(\d+)", lower)
    if base:
        return "set_pt", [Part(Layer.PT_SET, Op.SET_PT, power=int(base[1]), toughness=int(base[2]))]
    if re.fullmatch(r"(?:has|have) base power and base toughness each equal to (?:its|their) mana value", lower):
        return "set_pt_mana_value", [Part(Layer.PT_SET, Op.SET_PT_MANA_VALUE)]
    if lower in ("loses all abilities", "lose all abilities", "loses all other abilities", "lose all other abilities"):
        return "remove_all_abilities", [Part(Layer.ABILITY, Op.REMOVE_ALL_ABILITIES)]
    if re.fullmatch(r"loses? all land types and abilities", lower):  # its land types and their
        return "land_type", [Part(Layer.TYPE, Op.SET_LAND_TYPE, types=frozenset())]  # abilities (305.7)
    loses = re.fullmatch(r"loses? (.+)", lower)
    if loses:
        abilities = _abilities(loses[1])
        return (
            None
            if abilities is None
            else ("remove_abilities", [Part(Layer.ABILITY, Op.REMOVE_ABILITIES, abilities=abilities)])
        )
    has = re.fullmatch(r"(?:has|have|gains?) (.+)", clause, re.IGNORECASE)
    if has:
        return _granted(has[1])
    if re.fullmatch(r"(?:is|are) (?:a |an )?(?:all colors|every color)", lower):
        return "color", [Part(Layer.COLOR, Op.SET_COLORS, colors=COLORS)]
    colors = re.fullmatch(
        r"(?:is|are) ((?:colorless|white|blue|black|red|green)(?:(?:,| and| or|, and) (?:white|blue|black|red|green))*)( in addition to (?:its|their) other colors)?",
        lower,
    )
    if colors:
        chosen = frozenset(c for c in re.split(r",? and |, | or ", colors[1]) if c in COLORS)
        op = Op.ADD_COLORS if colors[2] else Op.SET_COLORS
        return "color", [Part(Layer.COLOR, op, colors=chosen)]
    removed = re.fullmatch(
        r"(?:isn't|aren't|is not|are not) (?:a |an )?(creature|artifact|enchantment|land|planeswalker)s?", lower
    )
    if removed:
        return "remove_types", [Part(Layer.TYPE, Op.REMOVE_TYPES, types=frozenset({removed[1]}))]
    if re.fullmatch(
        r"(?:switch|switches|has its power and toughness switched|have their power and toughness switched)(?: (?:its|~'s|their) power and toughness)?",
        lower,
    ):
        return "switch_pt", [Part(Layer.PT_SWITCH, Op.SWITCH_PT)]
    if re.fullmatch(r"(?:is|are) every creature type", lower):
        return "creature_types", [Part(Layer.TYPE, Op.ADD_ALL_CREATURE_TYPES)]
    land = _LAND_TYPE.fullmatch(clause)
    if land and (subject.types & {"land"} or subject.scope != "all" or subject.subtypes & _LAND_SUBTYPES):
        named = frozenset(t for word in re.split(r", and |, | and ", land[1]) for t in singular_subtypes(word))
        return "land_type", [Part(Layer.TYPE, Op.SET_LAND_TYPE, types=named & _BASIC_LAND_TYPES)]
    addition = re.fullmatch(
        r"(?:is|are) (?:a |an )?(?:(\d+)/(\d+) )?(.+?) in addition to (?:its|their) other (?:colors and )?(?:creature |land |card )?types",
        clause,
        re.IGNORECASE,
    )
    if addition:
        added_words, set_power, set_toughness = addition[3], addition[1], addition[2]
        based = re.fullmatch(r"(.+?) with base power and (?:base )?toughness (\d+)/(\d+)", added_words, re.IGNORECASE)
        if based:
            added_words, set_power, set_toughness = based[1], based[2], based[3]
        return _added_types(added_words, set_power, set_toughness)
    sized = re.fullmatch(r"(?:is|are) (?:a |an )?(\d+)/(\d+)(?: (.+))?", clause, re.IGNORECASE)
    if sized:
        if sized[3] and not _only_colors(sized[3]):
            return _becomes_creature(sized[3], int(sized[1]), int(sized[2]), subject)
        parts = [Part(Layer.PT_SET, Op.SET_PT, power=int(sized[1]), toughness=int(sized[2]))]
        if sized[3]:
            parts.insert(0, Part(Layer.COLOR, Op.SET_COLORS, colors=frozenset(sized[3].casefold().split()) & COLORS))
        return "set_pt", parts
    basic = _BECOMES_BASIC.fullmatch(clause)
    if basic and basic["type"].casefold() in _BASIC_LAND_TYPES:
        # "Enchanted permanent is a colorless Forest land" (Song of the Dryads): only a land
        # (205.1a), of that basic type: its rules-text abilities go, the type's mana ability
        # comes (305.7), and no color
        basic_type = frozenset({basic["type"].casefold()})
        parts = [
            Part(Layer.TYPE, Op.SET_TYPES, types=basic_type | {"land"}),
            Part(Layer.TYPE, Op.SET_LAND_TYPE, types=basic_type),
        ]
        if basic["colorless"]:
            parts.append(Part(Layer.COLOR, Op.SET_COLORS, colors=frozenset()))
        return "land_type", parts
    mutated = _BECOMES_LOSING_THE_REST.fullmatch(clause)
    if mutated:
        # "is an Insect artifact creature with base power and toughness 0/1 and has
        # indestructible, and it loses all other abilities, card types, and creature types"
        # (Darksteel Mutation): those types only, every other ability gone, then its own granted
        found = _becomes_creature(
            f"{mutated['what']} with base power and toughness {mutated['pt']}", None, None, subject
        )
        granted = _abilities(mutated["has"]) if mutated["has"] else frozenset()
        if found is None or granted is None:
            return None
        parts = [p for p in found[1] if p.op is not Op.ADD_ABILITIES]
        parts.append(Part(Layer.ABILITY, Op.REMOVE_ALL_ABILITIES))
        if granted:
            parts.append(Part(Layer.ABILITY, Op.ADD_ABILITIES, abilities=granted))
        return "becomes_creature", parts
    becomes = re.fullmatch(
        r"(?:is|are) (?:a |an )?((?:[A-Za-z]+ )*?(?:creature|creatures|artifact creature|[A-Z][a-z]+ with)(?: .+)?)",
        clause,
    )
    if becomes and "base power and toughness" in lower:
        return _becomes_creature(becomes[1], None, None, subject)
    if re.fullmatch(r"(?:is|are) goaded|must be blocked.*|all creatures able to block (?:it|them) do so", lower):
        return "combat", []
    if re.fullmatch(r"(?:is|are) (legendary|snow)", lower):
        return "supertype", [Part(Layer.TYPE, Op.ADD_TYPES, types=frozenset({lower.split()[-1]}))]
    kind = re.fullmatch(r"(?:is|are) (?:a |an )?(?:(white|blue|black|red|green) )?([A-Z][a-z]+)", clause)
    if kind and kind[2].casefold() not in CARD_TYPES and "creature" in subject.types:
        parts = [Part(Layer.TYPE, Op.SET_CREATURE_TYPES, types=singular_subtypes(kind[2]) | {kind[2].casefold()})]
        if kind[1]:
            parts.append(Part(Layer.COLOR, Op.SET_COLORS, colors=frozenset({kind[1]})))
        return "creature_type", parts
    if re.fullmatch(r"its activated abilities can't be activated|is goaded|must be blocked.*", lower):
        return "restriction", []
    mv = re.fullmatch(
        r"(?:is|are) (?:an? )?artifact creatures? with (?:base )?power and (?:base )?toughness each equal to (?:its|their) mana value",
        lower,
    )
    if mv:
        return "animate_artifact", [
            Part(Layer.TYPE, Op.ADD_TYPES, types=frozenset({"creature"})),
            Part(Layer.PT_SET, Op.SET_PT_MANA_VALUE),
        ]
    if re.fullmatch(r"assigns combat damage .*|can only attack alone|can block only .*|can't be blocked .*", lower):
        return "combat", []
    if re.fullmatch(r"can't have or gain .+", lower):
        return "restriction", []
    if re.fullmatch(r"(?:can't|doesn't|don't) .*", lower):
        return ("restriction", []) if _harmless_restriction(lower) else None
    if re.fullmatch(r"(?:attacks?|blocks?) each (?:combat|turn) if able|can block .*|can attack .*", lower):
        return "combat", []
    return None


_STILL_LAND = re.compile(r"\s*(?:that(?:'s| is| are) still (?:a land|lands))$", re.IGNORECASE)


def _becomes_creature(
    words: str, power: int | None, toughness: int | None, subject: Filter
) -> tuple[str, list[Part]] | None:
    """ "is a 4/4 Elemental creature with reach and haste (that's still a land)", "is a blue Frog
    creature with base power and toughness 1/1": it becomes those types (205.1a: its other card
    and creature types are gone), keeping a land's types when the text says it is still one."""
    text = _STILL_LAND.sub("", words.strip())
    still_land = text != words.strip() or "land" in subject.types or bool(subject.subtypes & _LAND_SUBTYPES)
    with_part = re.search(r"\s+with (.+)$", text, re.IGNORECASE)
    abilities: frozenset[str] = frozenset()
    if with_part:
        rest = with_part[1]
        base = re.fullmatch(r"base power and (?:base )?toughness (\d+)/(\d+)(?:,? and (.+))?", rest, re.IGNORECASE)
        if base:
            power, toughness = int(base[1]), int(base[2])
            rest = base[3] or ""
        if rest:
            found = _abilities(rest)
            if found is None:
                return None
            abilities = found
        text = text[: with_part.start()]
    colors: set[str] = set()
    types: set[str] = set()
    subtypes: set[str] = set()
    for word in text.replace(",", " ").split():
        bare = word.casefold().rstrip("s") if word.casefold() not in COLORS else word.casefold()
        if bare == "and":
            continue
        if word.casefold() in COLORS:
            colors.add(word.casefold())
        elif bare in CARD_TYPES:
            types.add(bare)
        elif word[:1].isupper() and word.isalpha():
            subtypes |= singular_subtypes(word) | {word.casefold()}
        else:
            return None
    implied = not types and "creature" in subject.types and subject.scope in ("attached", "self") and subtypes
    if implied:  # "Enchanted creature is a Treefolk with base power and toughness 0/4": a new
        types.add("creature")  # creature type only; its card types stay (205.1b)
    if "creature" not in types or power is None or toughness is None:
        return None
    parts = [
        Part(Layer.TYPE, Op.SET_CREATURE_TYPES, types=frozenset(subtypes))
        if implied
        else Part(
            Layer.TYPE, Op.SET_TYPES, types=frozenset(types | {"land"} if still_land else types) | frozenset(subtypes)
        )
    ]
    if colors:
        parts.append(Part(Layer.COLOR, Op.SET_COLORS, colors=frozenset(colors)))
    if abilities:
        parts.append(Part(Layer.ABILITY, Op.ADD_ABILITIES, abilities=abilities))
    parts.append(Part(Layer.PT_SET, Op.SET_PT, power=power, toughness=toughness))
    return "becomes_creature", parts


def _types_instead(what: str, granted: str | None, loses_abilities: bool) -> tuple[str, list[Part]] | None:
    """Its card types become the ones named (layer 4; subtypes named with them stay), a color
    named sets its colors (layer 5), "and abilities" removes every ability (layer 6) and a keyword
    or a quoted ability "with" grants it (after the removal: it is the effect's own, 613.1f)."""
    colors: set[str] = set()
    types: set[str] = set()
    subtypes: set[str] = set()
    for word in what.split():
        folded = word.casefold()
        if folded == "colorless":
            continue
        if folded in COLORS:
            colors.add(folded)
        elif folded in CARD_TYPES:
            types.add(folded)
        elif word[:1].isupper() and word.isalpha():
            subtypes |= singular_subtypes(word) | {folded}
        else:
            return None
    if not types:
        return None
    abilities: frozenset[str] = frozenset()
    if granted and not granted.startswith('"'):
        found = _abilities(granted)
        if found is None:
            return None
        abilities = found
    elif granted:  # 'with "{T}: Add {C}"': an ability it has, shown in layer 6
        abilities = frozenset({f'"{granted.strip(chr(34)).strip().rstrip(".")}."'})
    parts = [Part(Layer.TYPE, Op.SET_TYPES, types=frozenset(types) | frozenset(subtypes))]
    if colors or "colorless" in what.casefold().split():
        parts.append(Part(Layer.COLOR, Op.SET_COLORS, colors=frozenset(colors)))
    if loses_abilities:
        parts.append(Part(Layer.ABILITY, Op.REMOVE_ALL_ABILITIES))
    if abilities:
        parts.append(Part(Layer.ABILITY, Op.ADD_ABILITIES, abilities=abilities))
    return "types_instead", parts


def _harmless_restriction(lower: str) -> bool:
    """ "can't block", "doesn't untap…": nothing a state-based action reads."""
    return bool(
        re.match(
            r"(?:can't|doesn't|don't) (?:attack|block|be blocked|untap|transform|be the target|be enchanted|be equipped|be sacrificed|be countered|crew|be turned face)",
            lower,
        )
    )


def _only_colors(words: str) -> bool:
    return all(w in COLORS for w in words.casefold().split())


def _added_types(words: str, power: str | None, toughness: str | None) -> tuple[str, list[Part]] | None:
    """ "is an artifact creature in addition to its other types", "is a Swamp in addition…"."""
    lower = words.casefold()
    added: set[str] = set()
    colors: set[str] = set()
    if lower in ("every creature type",):
        return "creature_types", [Part(Layer.TYPE, Op.ADD_ALL_CREATURE_TYPES)]
    if lower in ("every basic land type", "each basic land type"):
        added |= _BASIC_LAND_TYPES
    else:
        for word in re.split(r"\s+|,\s*", words):
            bare = word.casefold()
            if bare in ("and", "a", "an", ""):
                continue
            if bare in CARD_TYPES:
                added.add(bare)
            elif bare.rstrip("s") in CARD_TYPES:
                added.add(bare.rstrip("s"))
            elif word[:1].isupper() and word.replace("'", "").isalpha():
                added |= {bare} | singular_subtypes(word) if bare not in _BASIC_PLURALS else {_BASIC_PLURALS[bare]}
            elif bare in COLORS:
                colors.add(bare)  # "is a white Angel in addition to its other colors and types"
            else:
                return None
    parts = [Part(Layer.TYPE, Op.ADD_TYPES, types=frozenset(added))]
    if colors:
        parts.append(Part(Layer.COLOR, Op.ADD_COLORS, colors=frozenset(colors)))
    if power is not None and toughness is not None:
        parts.append(Part(Layer.PT_SET, Op.SET_PT, power=int(power), toughness=int(toughness)))
    return "add_types", parts


_BASIC_PLURALS = {
    "forests": "forest",
    "islands": "island",
    "mountains": "mountain",
    "swamps": "swamp",
    "plains": "plains",
}


def _granted(words: str) -> tuple[str, list[Part]] | None:
    """ "has flying and first strike", "have protection from red", "has "{T}: Add {G}."" """
    quoted = re.findall(r"[\"“]([^\"”]*)[\"”]", words)
    bare = re.sub(r"[\"“][^\"”]*[\"”]", "", words).strip().strip(",").strip()
    bare = re.sub(r"(?:\s*(?:,|\band\b))+\s*$", "", bare).strip()
    for ability in quoted:
        granted = compile_text(ability.replace("this creature", "~").replace("This creature", "~"), "~")
        if any(p.verdict is Verdict.FLAGGED for p in granted) or any(p.verdict is Verdict.MODELED for p in granted):
            return None  # a granted static ability that changes things: asked about
    # A quoted ability that changes no characteristic (a mana ability, a trigger) is still an
    # ability the object has: /layers shows it gained (and lost, 305.7), quoted as printed.
    shown = frozenset(f'"{q.strip().rstrip(".")}."' for q in quoted if q.strip())
    if not bare:
        return "granted_ability", [Part(Layer.ABILITY, Op.ADD_ABILITIES, abilities=shown)] if shown else []
    abilities = _abilities(bare)
    if abilities is None:
        return None
    return "add_abilities", [Part(Layer.ABILITY, Op.ADD_ABILITIES, abilities=abilities | shown)]


def keyword_list(words: str) -> frozenset[str] | None:
    """A list of keyword abilities ("flying and first strike"), lowercase; None when one of them
    isn't a keyword Juez knows (for the exceptions of a copy effect, 707.9a)."""
    return _abilities(words)


def _abilities(words: str) -> frozenset[str] | None:
    """A list of keyword abilities ("flying, first strike, and trample"), lowercase; None when
    one of them isn't a keyword Juez knows."""
    text = words.casefold().strip().rstrip(".")
    protection = re.fullmatch(r"protection from (.+)", text)
    if protection:
        qualities = [q for q in re.split(r",? and from |, from |,? and | from ", protection[1]) if q]
        qualities = [q.removeprefix("the color ").removeprefix("all ").strip() for q in qualities]
        read: list[str] = []
        for q in qualities:
            if q in COLORS or q in ("everything", "multicolored", "monocolored", "colorless"):
                read.append(q)
            elif q in ("colors", "all colors", "each color"):  # "protection from all colors"
                read.extend(sorted(COLORS))
            elif q.rstrip("s") in CARD_TYPES:
                read.append(q.rstrip("s"))
            elif q.endswith(" creatures") and q[: -len(" creatures")].isalpha():  # "Elf creatures"
                read.append(sorted(singular_subtypes(q[: -len(" creatures")]), key=len)[0])
            elif q.isalpha() and q not in ("colors", "chosen", "each"):
                read.append(sorted(singular_subtypes(q), key=len)[0])  # "Rogues": a creature type
            else:
                return None
        return frozenset(f"protection from {q}" for q in read)
    listed = re.match(r"^(.*?),? (?:and )?(protection from .+)$", text)
    if listed and listed[1]:  # "flying, haste, and protection from black and from red"
        first, rest = _abilities(listed[1]), _abilities(listed[2])
        return None if first is None or rest is None else first | rest
    parts = [p.strip() for p in re.split(r",? and |, ", text) if p.strip()]
    if not parts:
        return None
    out: set[str] = set()
    for part in parts:
        if part == "indestructible" or any(
            part == k
            or (part.startswith(k + " ") and k in ("ward", "hexproof from", "protection", "equip"))
            or re.fullmatch(rf"{re.escape(k)} (?:\d+|x|\{{[^}}]+\}})", part)
            or (k == "landwalk" and re.fullmatch(r"[a-z]+ landwalk", part))
            for k in _KEYWORDS
        ):
            out.add(part)
        else:
            return None
    return frozenset(out)


# -- characteristic-defining abilities --------------------------------------------------------

_CDA_PT = re.compile(
    r"^~(?:'s|’s) (?:power and toughness are each equal to|power is equal to|toughness is equal to|power and toughness are each equal)\b",
    re.IGNORECASE,
)


_CDA_EACH = re.compile(
    r"~(?:'s|’s) power and toughness are each equal to (?:(?P<plus>\d+) plus )?(?P<twice>twice )?the number of (?P<what>.+)",
    re.IGNORECASE,
)
_CDA_LIFE = re.compile(r"~(?:'s|’s) power and toughness are each equal to your life total", re.IGNORECASE)


def read_count(phrase: str) -> Count | None:
    """What "for each …" counts, when it is something on the battlefield a board can show:
    permanents ("artifact you control", "other Elf on the battlefield"), counters on the
    source ("charge counter on ~"), what is attached ("Aura attached to it")."""
    text = phrase.strip().rstrip(".")
    both = re.search(r" plus the number of | and each ", text)
    if both:  # a sum of two counts: both must be read
        first, second = read_count(text[: both.start()]), read_count(text[both.end() :])
        return None if first is None or second is None else dataclasses.replace(first, plus=second)
    own = re.fullmatch(r"(?:of )?its (mana value|colors)", text, re.IGNORECASE)
    if own:  # "+X/+X, where X is its mana value", "+1/+0 for each of its colors"
        return Count("own_mana_value" if own[1].casefold() == "mana value" else "own_colors", on="affected")
    counters = re.fullmatch(r"(?:([a-z+\-/0-9]+) )?counters? on (~|it|this creature)", text, re.IGNORECASE)
    if counters:
        on = "source" if counters[2] == "~" else "affected"
        return Count("counters", counter=counters[1].casefold() if counters[1] else None, on=on)
    attached = re.fullmatch(
        r"(aura|equipment|aura and equipment|aura or equipment)s? attached to (~|it)", text, re.IGNORECASE
    )
    if attached:
        kinds = frozenset(k for k in ("aura", "equipment") if k in attached[1].casefold())
        return Count("attached", Filter(subtypes=kinds), on="source" if attached[2] == "~" else "affected")
    cards = re.fullmatch(
        r"(?:(card types|[\w ]+?) among )?(?:([a-z /-]+?) )?cards? (?:in|from) (your|all|all players'|its controller's|each player's|an opponent's|your opponents'|the chosen player's) (graveyards?|hand)s?",
        text,
        re.IGNORECASE,
    )
    if cards and not (cards[1] and cards[1].casefold() != "card types"):
        words = (cards[2] or "").casefold().split()
        either = frozenset(w for w in words if w in CARD_TYPES) if {"and", "or", "and/or"} & set(words) else frozenset()
        words = [w for w in words if w not in ("and", "or", "and/or")] if either else words
        types = frozenset(w for w in words if w in CARD_TYPES) - either
        not_types = frozenset(w[3:] for w in words if w.startswith("non") and w[3:] in CARD_TYPES)
        said = (cards[2] or "").split()
        creature_words = [w for w in said if w[:1].isupper() and w.isalpha() and w.casefold() not in CARD_TYPES]
        subtypes = frozenset(t for w in creature_words for t in singular_subtypes(w))  # "Elf cards"
        if len(types) + len(not_types) + len(either) + len(creature_words) != len(words):
            return None
        whose = {
            "your": "you",
            "its controller's": "affected",  # the pumped creature's controller (Death's Approach)
            "an opponent's": "opponents",
            "your opponents'": "opponents",
            "the chosen player's": "chosen",
        }.get(cards[3].casefold(), "all")
        kind = "card_types" if cards[1] else "cards"
        zone = "hand" if cards[4].casefold() == "hand" else "graveyard"
        in_zone = Filter(types=types, not_types=not_types, any_types=either, subtypes=subtypes)
        return Count(kind, in_zone, zone=zone, whose=whose)
    among = re.fullmatch(r"(basic land types?|colors?) among (.+)", text, re.IGNORECASE)
    if among:  # Domain; "each color among permanents you control"
        scope = read_subject(among[2])
        kind = "colors" if among[1].casefold().startswith("color") else "land_types"
        return None if scope is None else Count(kind, scope)
    shares = re.fullmatch(
        r"other (creature)s?((?: you control)?)(?: on the battlefield)? that shares? (?:at least one|a) creature type with it",
        text,
        re.IGNORECASE,
    )
    if shares:  # Coat of Arms, Alpha Status: the others of a creature type it has (now, after layer 4)
        mine = "you" if shares[2] else None
        return Count("shares_type", Filter(types=frozenset({"creature"}), controller=mine), on="affected")
    own_symbols = re.fullmatch(r"([a-z]+) mana symbol in its mana cost", text, re.IGNORECASE)
    if own_symbols:  # Light from Within (Chroma): the affected creature's own cost
        found = devotion_count(own_symbols[1])
        return None if found is None else dataclasses.replace(found, on="affected")
    same_name = re.fullmatch(
        r"other creature((?: you control)?) with the same name as that creature", text, re.IGNORECASE
    )
    if same_name:  # Mirror Box
        return Count(
            "same_name",
            Filter(types=frozenset({"creature"}), controller="you" if same_name[1] else None),
            on="affected",
        )
    poison = re.fullmatch(r"poison counter (your opponents|you) have", text, re.IGNORECASE)
    if poison:  # Mycosynth Fiend: players' poison counters, as the board says them (0 unsaid, as 704.5c)
        return Count("poison", whose="opponents" if poison[1].startswith("your") else "you")
    if re.fullmatch(r"your life total", text, re.IGNORECASE):  # Serra Avatar: as stated, or asked
        return Count("life")
    devoted = re.fullmatch(
        r"your devotion to ([a-z ,]+)|([a-z]+) mana symbols in the mana costs of permanents you control",
        text,
        re.IGNORECASE,
    )
    if devoted:  # 700.5; Chroma counts the same symbols
        return devotion_count(devoted[1] or devoted[2])
    text = re.sub(r" (?:on the battlefield|in play)\b", "", text)
    if re.search(
        r"\b(?:card|cards|graveyard|hand|library|exile|life|opponent|player|color|time|point|mana|type among|spell)\b",
        text.replace("the chosen player controls", ""),  # a player the board names: read below
        re.IGNORECASE,
    ):
        return None
    scope = read_subject(text)
    if scope is None or scope.scope != "all":
        return None
    return Count("permanents", scope)


def _cda(text: str) -> Compiled | None:
    """ "~'s power and toughness are each equal to the number of …" (604.3, 613.4a): printed
    ``*``; Juez never guesses a count, so the size is the judge's to state (or is asked)."""
    each = _CDA_EACH.fullmatch(text)
    life = _CDA_LIFE.fullmatch(text)
    if each or life:
        count = read_count(each["what"]) if each else Count("life")
        if count is not None:
            per = 2 if each and each["twice"] else 1
            plus = int(each["plus"]) if each and each["plus"] else 0
            part = Part(
                Layer.PT_CDA, Op.SET_PT, power=per, toughness=per, count=count, plus_power=plus, plus_toughness=plus
            )
            return Compiled(Verdict.MODELED, "cda_count", (Static(text, SELF, (part,), cda=True),))
    goyf = re.fullmatch(
        r"~(?:'s|’s) power is equal to the number of (.+?) and its toughness is equal to that number plus (\d+)",
        text,
        re.IGNORECASE,
    )
    if goyf:
        count = read_count(goyf[1])
        if count is not None:
            part = Part(Layer.PT_CDA, Op.SET_PT, power=1, toughness=1, count=count, plus_toughness=int(goyf[2]))
            return Compiled(Verdict.MODELED, "cda_count", (Static(text, SELF, (part,), cda=True),))
    one = re.fullmatch(
        r"~(?:'s|’s) (power|toughness) is equal to (?:(\d+) plus )?(?:the number of )?(.+)", text, re.IGNORECASE
    )
    if one:  # the other one is printed (Zendikar Incarnate: */3)
        count = read_count(one[3])
        if count is not None:
            which = one[1].casefold()
            plus = int(one[2] or 0)
            part = Part(
                Layer.PT_CDA,
                Op.SET_PT,
                power=1,
                toughness=1,
                count=count,
                only=which,
                plus_power=plus if which == "power" else 0,
                plus_toughness=plus if which == "toughness" else 0,
            )
            return Compiled(Verdict.MODELED, "cda_count", (Static(text, SELF, (part,), cda=True),))
    if _CDA_PT.match(text):
        return Compiled(Verdict.MODELED, "cda_count", (Static(text, SELF, (), cda=True),))
    if re.fullmatch(r"~ is (?:all colors|every color)", text, re.IGNORECASE):
        return Compiled(
            Verdict.MODELED,
            "cda_color",
            (Static(text, SELF, (Part(Layer.COLOR, Op.SET_COLORS, colors=COLORS),), cda=True),),
        )
    if re.fullmatch(r"~ is (?:colorless|white|blue|black|red|green)", text, re.IGNORECASE):
        color = text.rsplit(" ", 1)[1].casefold()
        colors = frozenset() if color == "colorless" else frozenset({color})
        return Compiled(
            Verdict.MODELED,
            "cda_color",
            (Static(text, SELF, (Part(Layer.COLOR, Op.SET_COLORS, colors=colors),), cda=True),),
        )
    if re.fullmatch(r"~ is every creature type", text, re.IGNORECASE):
        return Compiled(
            Verdict.MODELED,
            "cda_types",
            (Static(text, SELF, (Part(Layer.TYPE, Op.ADD_ALL_CREATURE_TYPES),), cda=True),),
        )
    return None


# -- conditions -------------------------------------------------------------------------------


def _settle_it(condition: Condition, subject: Filter) -> Condition | None:
    """ "~ has first strike as long as it's attacking", "Enchanted creature gets +3/+0 as long
    as it's attacking": "it" is what the sentence speaks of, the card or what it is attached
    to; None when that is neither (a lord's "it" is each creature: not read)."""
    also = _settle_it(condition.also, subject) if condition.also is not None else None
    if condition.also is not None and also is None:
        return None
    if condition.on == "it":
        on = {"self": "source", "attached": "attached"}.get(subject.scope)
        if on is None:
            return None
        return dataclasses.replace(condition, on=on, also=also)
    return dataclasses.replace(condition, also=also) if also is not condition.also else condition


#: "~ is in your graveyard", "~ is in your hand and you control an Island": a zone its card is in.
_IN_ZONE = re.compile(r"~ is in (?:your |a |the )?(graveyard|hand|exile|command zone)( and (.+))?")
_ZONE_WORDS = {"graveyard": "graveyard", "hand": "hand", "exile": "exile", "command zone": "command"}


@lru_cache(maxsize=4096)
def read_condition(text: str) -> Condition:
    """ "you control an artifact", "~ is equipped", "enchanted creature is white": what a board
    can show. Anything else ("it's your turn") is ``unknown``: both readings are tried."""
    lower = text.casefold().strip()
    life = re.fullmatch(r"you have (\d+) or (more|less|greater) life", lower)
    if life:  # Serra Ascendant: the life total a judge states (asked when unsaid)
        more = life[2] != "less"
        return Condition("life", text, at_least=int(life[1]) + (0 if more else 1), negated=not more)
    zone = _IN_ZONE.fullmatch(lower)
    if zone:  # 113.6b: the card's own words say it works from there
        also = read_condition(text.strip()[zone.start(3) :]) if zone[3] else None
        return Condition("zone", text, zone=_ZONE_WORDS[zone[1]], also=also)
    control = re.fullmatch(r"you control (a|an|another|one or more|at least one) (.+)", lower)
    if control:
        scope = read_subject(text.strip()[len("you control ") + len(control[1]) + 1 :])
        if scope is not None:
            return Condition(
                "control", text, dataclasses.replace(scope, controller="you", other=control[1] == "another")
            )
    many = re.fullmatch(r"you control (\w+) or more (.+)", lower)
    if many and many[1] in _NUMBERS:
        scope = read_subject(text.strip()[len("you control ") + len(many[1]) + len(" or more ") :])
        if scope is not None:
            return Condition("control", text, dataclasses.replace(scope, controller="you"), at_least=_NUMBERS[many[1]])
    it_is = re.fullmatch(r"it(?:'s| is) (?:a |an )?([a-z]+)", lower)
    if it_is:  # "Enchanted creature gets +1/+2 as long as it's white": the host's color or type
        word = it_is[1]
        if word in COLORS:
            return Condition("host", text, Filter(colors=frozenset({word})))
        if word in CARD_TYPES:
            return Condition("host", text, Filter(types=frozenset({word})))
        if word not in ("attacking", "blocking", "untapped", "tapped", "your", "not"):
            return Condition("host", text, Filter(subtypes=singular_subtypes(word)))
    board = read_board_condition(text)
    if board is not None:  # whose turn, cards in a zone, counters, tapped or attacking
        return board
    if re.fullmatch(r"~ is (?:enchanted|equipped)(?: or (?:enchanted|equipped))?", lower):
        return Condition("attached", text)
    host = re.fullmatch(
        r"(?:enchanted|equipped) (?:creature|permanent|artifact|land) (is|isn't|is not) (?:a |an )?([a-z]+)(?: or (?:a |an )?([a-z]+))?",
        lower,
    )
    if host:  # "equipped creature is a Human or an Angel", "enchanted permanent is red or green"
        words, negated = [w for w in (host[2], host[3]) if w], host[1] != "is"
        kinds = {("colors" if w in COLORS else "types" if w in CARD_TYPES else "subtypes") for w in words}
        if len(kinds) == 1 and not (len(words) > 1 and kinds == {"types"}):
            kind = kinds.pop()
            found = frozenset(w for word in words for w in ((word,) if kind != "subtypes" else singular_subtypes(word)))
            return Condition("host", text, Filter(**{kind: found}), negated=negated)  # type: ignore[arg-type]
    return Condition("unknown", text)


def statics_of(paragraphs: Iterable[Paragraph]) -> tuple[Static, ...]:
    return tuple(s for p in paragraphs if p.verdict is Verdict.MODELED for s in p.statics)


# -- a resolved spell's effect ------------------------------------------------------------------

#: Sentences of an instant's or sorcery's text that change no characteristic of its target.
_NO_CHARACTERISTIC = re.compile(
    r"(?:untap|tap) (?:that|target) (?:creature|permanent)|draw (?:a|two|three) cards?|scry \d+|surveil \d+",
    re.IGNORECASE,
)
_GAIN_CONTROL = re.compile(
    r"(?:untap target creature and )?gain control of (?:target [a-z ]+?|it)(?: until end of turn)?", re.IGNORECASE
)
_SWITCH_TARGET = re.compile(r"switch target creature's power and toughness(?: until end of turn)?", re.IGNORECASE)
_TARGET_SUBJECT = re.compile(
    r"(?:until end of turn, )?(?:target|that|it)(?: (?:creature|land|artifact|enchantment|permanent|planeswalker))?"
    r"(?: you control| an opponent controls| you don't control)?\s+(?P<rest>.+)",
    re.IGNORECASE,
)


def spell_effects(text: str) -> tuple[tuple[str, ...], bool] | None:
    """An instant's or sorcery's Oracle text as the effects its resolution gave one target
    creature (611.2): each sentence's words ("gets +3/+3 until end of turn"), and whether it
    gained control of it; None when a sentence is neither read nor known to change nothing."""
    plain = re.sub(r"\s*\([^)]*\)", "", text.translate(_MINUS))
    said: list[str] = []
    control = False
    for sentence in re.split(r"(?<=\.)\s+|\n+", plain.strip()):
        clean = sentence.strip().rstrip(".")
        if not clean:
            continue
        if _GAIN_CONTROL.fullmatch(clean):
            control = True
        elif _NO_CHARACTERISTIC.fullmatch(clean):
            continue
        elif _SWITCH_TARGET.fullmatch(clean):
            said.append("switch its power and toughness")
        elif (subject := _TARGET_SUBJECT.fullmatch(clean)) and compile_effect(subject["rest"]) is not None:
            said.append(subject["rest"])
        else:
            return None
    return (tuple(said), control) if said or control else None
