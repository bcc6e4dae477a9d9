"""Engine results → a neutral ``Reply`` that Discord embeds and the terminal both render.

Pure: no Discord objects here. ``to_text`` serves the console and CLI; the cogs turn the same
``Reply`` into embeds, paging long answers within Discord's limits.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.i18n import normalise_language, t
from engine.mana import ManaResult
from engine.sba.result import Action, SbaResult


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


def _action_line(action: Action, lang: str) -> str:
    line = f"**{_rule(action.rule, lang)}** — {action.explanation[lang]}"
    return line


def sba_reply(result: SbaResult, lang: str) -> Reply:
    lang = normalise_language(lang)
    fields: list[Field] = []
    for rnd in result.rounds:
        lines = [_action_line(a, lang) for a in rnd.actions]
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
