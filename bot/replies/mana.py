"""A mana classification → a reply: one field per ability with its 605 checklist."""

from __future__ import annotations

from bot.catalog import long_date, normalise_language, t
from bot.replies.reply import Field, Reply, literal
from engine.mana import ManaResult


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
        lines = [f"> {literal(ability.text)}"]
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
        title=t("mana.title", lang),
        fields=tuple(fields),
        footer=t("mana.footer", lang, edition=long_date(result.edition, lang)),
    )
