"""Engine results → a neutral ``Reply`` that Discord embeds and the terminal both render.

Pure: no Discord objects here. ``to_text`` serves the console and CLI; the cogs turn the same
``Reply`` into embeds, paging long answers within Discord's limits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.board_summary import board_lines
from bot.i18n import normalise_language, t
from bot.rules import Definition, Diff, RuleView, SearchResult
from engine.mana import ManaResult
from engine.model import GameState
from engine.sba.result import Action, Lki, SbaResult


@dataclass(frozen=True, slots=True)
class Field:
    name: str
    value: str


@dataclass(frozen=True, slots=True)
class Reply:
    title: str
    description: str = ""
    fields: tuple[Field, ...] = ()
    footer: str = ""
    ephemeral: bool = False
    extras: dict[str, object] = field(default_factory=dict)


def _rule(number: str | None, lang: str) -> str:
    return number if number is not None else t("sba.rule_absent", lang)


def _action_line(action: Action, lang: str, shown: set[str]) -> str:
    line = f"**{_rule(action.rule, lang)}** — {action.explanation[lang]}"
    # Last known information matters to judges when counters were on the permanent (undying,
    # persist, modular, "dies with a counter on it"): show it then, once per permanent.
    remembered = [
        _lki_text(subject, lki, lang) for subject, lki in action.lki.items() if lki.counters and subject not in shown
    ]
    shown.update(action.lki)
    if remembered:
        line += "\n↳ " + t("sba.lki", lang, values="; ".join(remembered))
    return line


def _lki_text(subject: str, lki: Lki, lang: str) -> str:
    stats = f" {lki.power}/{lki.toughness}" if lki.power is not None and lki.toughness is not None else ""
    counters = ", ".join(f"{kind} ×{n}" for kind, n in sorted(lki.counters.items()) if n)
    return f"{subject}{stats}, " + t("sba.lki.counters", lang, counters=counters)


def sba_reply(result: SbaResult, lang: str, board: GameState | None = None) -> Reply:
    """The trace round by round, then pending choices, notes and the outcome; with ``board``,
    the board as Juez read it, so the judge can check the reading."""
    lang = normalise_language(lang)
    fields: list[Field] = []
    for rnd in result.rounds:
        shown: set[str] = set()
        lines = [_action_line(a, lang, shown) for a in rnd.actions]
        lines += [f"*{_rule(e.rule, lang)}* — {e.explanation[lang]}" for e in rnd.events]
        fields.append(Field(t("sba.round", lang, number=rnd.number), "\n".join(lines)))
    if result.pending_choices:
        fields.append(
            Field(
                t("sba.pending", lang),
                "\n".join(f"**{_rule(c.rule, lang)}** — {c.explanation[lang]}" for c in result.pending_choices),
            )
        )
    notes = [n for n in result.notes if n.kind != "draw"]
    if notes:
        fields.append(
            Field(t("sba.notes", lang), "\n".join(f"**{_rule(n.rule, lang)}** — {n.explanation[lang]}" for n in notes))
        )
    outcome: list[str] = []
    if result.draw:
        draw_rule = next((n.rule for n in result.notes if n.kind == "draw"), "104.4a")
        outcome.append(t("sba.outcome.draw", lang, rule=draw_rule))
    elif result.losers:
        outcome.append(t("sba.outcome.losers", lang, players=", ".join(result.losers)))
        if result.winners:
            outcome.append(t("sba.outcome.winners", lang, players=", ".join(result.winners)))
    if outcome:
        fields.append(Field(t("sba.outcome", lang), "\n".join(outcome)))
    if board is not None and (lines := board_lines(board, lang)):
        fields.append(Field(t("sba.board", lang), "\n".join(lines)))
    description = "" if result.rounds or result.pending_choices else t("sba.nothing", lang)
    return Reply(
        title=t("sba.title", lang),
        description=description,
        fields=tuple(fields),
        footer=t("sba.edition", lang, edition=result.edition),
    )


def mana_reply(result: ManaResult, lang: str) -> Reply:
    """One field per ability: the verdict, the 605 checklist with its evidence, what follows."""
    lang = normalise_language(lang)
    fields: list[Field] = []
    for number, ability in enumerate(result.abilities, start=1):
        name = t(
            "mana.ability",
            lang,
            number=number,
            kind=t(f"mana.kind.{ability.kind}", lang),
            granted=t("mana.granted", lang) if ability.granted else "",
            verdict=t("mana.yes" if ability.mana_ability else "mana.no", lang),
        )
        lines = [f"> {ability.text}"]
        for criterion, rule in zip(ability.criteria, ability.criteria_rules, strict=True):
            mark = "✅" if criterion.met else "❌"
            evidence = f" — “{criterion.evidence}”" if criterion.evidence and criterion.met else ""
            cite = f" ({rule})" if rule else ""
            lines.append(f"{mark} {t(f'mana.criterion.{criterion.id}', lang)}{evidence}{cite}")
        lines.append(ability.explanation[lang])
        if ability.consequences[lang]:
            lines.append(ability.consequences[lang])
        cited = ", ".join(r for r in dict.fromkeys(ability.rules) if r)
        if cited:
            lines.append(f"**{cited}**")
        if ability.uncertain:
            reasons = "; ".join(t(f"mana.uncertain.{u}", lang) for u in ability.uncertain)
            lines.append(t("mana.uncertain", lang, reasons=reasons))
        fields.append(Field(name, "\n".join(lines)))
    return Reply(
        title=t("mana.title", lang), fields=tuple(fields), footer=t("mana.footer", lang, edition=result.edition)
    )


def to_text(reply: Reply) -> str:
    """Readable terminal text: bold markers stripped, fields as indented sections."""
    out = [reply.title, "=" * len(reply.title)]
    if reply.description:
        out += [_plain(reply.description), ""]
    for f in reply.fields:
        out.append(_plain(f.name))
        out += ["  " + _plain(line) for line in f.value.splitlines()]
        out.append("")
    if reply.footer:
        out.append(_plain(reply.footer))
    return "\n".join(out).rstrip() + "\n"


def _plain(text: str) -> str:
    return text.replace("**", "").replace("*", "")


# -- Comprehensive Rules ---------------------------------------------------------------------------

CR_LINK = "https://yawgatog.com/resources/magic-rules/#R{anchor}"
MAX_FIELD = 1024


def cr_link(number: str) -> str:
    """The rule on a public hyperlinked CR (anchors are the number without dots)."""
    return CR_LINK.format(anchor=number.replace(".", ""))


def _first_line(text: str, limit: int = 160) -> str:
    line = text.splitlines()[0]
    return line if len(line) <= limit else line[: limit - 1].rstrip() + "…"


def rule_reply(view: RuleView, lang: str, *, examples: bool = False) -> Reply:
    lang = normalise_language(lang)
    rule = view.rule
    description = rule.text
    fields: list[Field] = []
    if lang == "es":
        if view.spanish and view.spanish_source == "edition":
            description = view.spanish
        elif view.spanish:
            fields.append(Field(t("cr.es_explanation", lang), view.spanish))
        else:
            fields.append(Field("ℹ️", t("cr.es_missing", lang)))
    if examples and rule.examples:
        fields.append(Field(t("cr.examples", lang), "\n".join(f"• {e}" for e in rule.examples)))
    if view.children:
        heading = "cr.subrules" if rule.kind in ("rule", "subrule") else "cr.rules"
        lines = [
            f"**{c.number}** {_first_line(c.text) if rule.kind in ('section', 'chapter') else c.text}"
            for c in view.children
        ]
        if examples:
            lines = [f"**{c.number}** {c.text}" + "".join(f"\n  • {e}" for e in c.examples) for c in view.children]
        fields.append(Field(t(heading, lang), "\n".join(lines)))
    refs = [r for r in rule.refs if r != rule.number]
    if refs:
        fields.append(Field(t("cr.see", lang), ", ".join(refs)))
    fields.append(Field(t("cr.link", lang), cr_link(rule.number)))
    title = t("cr.title", lang, number=rule.number)
    if rule.kind in ("section", "chapter"):
        title = f"{rule.number}. {rule.text}"
        description = ""
    return Reply(
        title=title,
        description=description,
        fields=tuple(fields),
        footer=t("cr.footer", lang, date=view.edition.effective_date),
        extras={"number": rule.number},
    )


def definition_reply(definition: Definition, lang: str) -> Reply:
    lang = normalise_language(lang)
    entry = definition.entry
    fields: list[Field] = []
    if entry.refs:
        fields.append(Field(t("cr.see", lang), ", ".join(entry.refs)))
    if definition.alternatives:
        fields.append(Field("…", t("define.also", lang, terms=", ".join(definition.alternatives))))
    title = entry.term + (f" {t('define.obsolete', lang)}" if entry.obsolete and "(" not in entry.term else "")
    return Reply(
        title=title,
        description=entry.definition,
        fields=tuple(fields),
        footer=t("cr.footer", lang, date=definition.edition.effective_date),
    )


def search_reply(result: SearchResult, lang: str) -> Reply:
    lang = normalise_language(lang)
    if result.too_common:
        return Reply(
            title=t("search.title", lang, query=result.query),
            description=t("search.too_common", lang, query=result.query),
            footer=t("cr.footer", lang, date=result.edition.effective_date),
        )
    if not result.hits:
        return Reply(
            title=t("search.title", lang, query=result.query),
            description=t("search.none", lang, query=result.query),
            footer=t("cr.footer", lang, date=result.edition.effective_date),
        )
    fields = [
        Field(t("search.rule" if hit.kind == "rule" else "search.glossary", lang, key=hit.key), hit.snippet)
        for hit in result.hits
    ]
    description = t("search.translated", lang, terms=", ".join(result.translated)) if result.translated else ""
    return Reply(
        title=t("search.title", lang, query=result.query),
        description=description,
        fields=tuple(fields),
        footer=t("cr.footer", lang, date=result.edition.effective_date),
    )


def diff_reply(diff: Diff, lang: str) -> Reply:
    lang = normalise_language(lang)
    fields = [
        Field(t("rules.diff.added", lang, count=len(diff.added)), ", ".join(diff.added) or "—"),
        Field(t("rules.diff.removed", lang, count=len(diff.removed)), ", ".join(diff.removed) or "—"),
        Field(t("rules.diff.changed", lang, count=len(diff.changed)), ", ".join(diff.changed) or "—"),
        Field(
            t("rules.diff.renumbered", lang, count=len(diff.renumbered)),
            ", ".join(f"{a} → {b}" for a, b in diff.renumbered) or "—",
        ),
    ]
    return Reply(
        title=t("rules.diff", lang, old=diff.old.effective_date, new=diff.new.effective_date), fields=tuple(fields)
    )


def history_reply(number: str, history: list[tuple[str, str | None]], lang: str) -> Reply:
    lang = normalise_language(lang)
    fields = [Field(date, text if text is not None else t("cr.history.absent", lang)) for date, text in history]
    return Reply(title=t("cr.history", lang, number=number), fields=tuple(fields))
