"""Comprehensive Rules lookups → replies: a rule, a definition, search hits, a diff, a history."""

from __future__ import annotations

from bot.catalog import long_date, normalise_language, t
from bot.cr.service import Definition, Diff, RuleView, SearchResult
from bot.replies.reply import Field, Reply

CR_LINK = "https://yawgatog.com/resources/magic-rules/#R{anchor}"


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
        footer=t("cr.footer", lang, date=long_date(view.edition.effective_date, lang)),
    )


def definition_reply(definition: Definition, lang: str) -> Reply:
    lang = normalise_language(lang)
    entry = definition.entry
    fields: list[Field] = []
    if entry.refs:
        fields.append(Field(t("cr.see", lang), ", ".join(entry.refs)))
    if lang == "es" and definition.spanish_name:
        fields.append(Field(t("define.spanish_name", lang), definition.spanish_name))
    if lang == "es" and definition.spanish_note:
        fields.append(Field(t("cr.es_explanation", lang), definition.spanish_note))
    if definition.alternatives:
        fields.append(Field("…", t("define.also", lang, terms=", ".join(definition.alternatives))))
    title = entry.term + (f" {t('define.obsolete', lang)}" if entry.obsolete and "(" not in entry.term else "")
    return Reply(
        title=title,
        description=entry.definition,
        fields=tuple(fields),
        footer=t("cr.footer", lang, date=long_date(definition.edition.effective_date, lang)),
    )


def search_reply(result: SearchResult, lang: str) -> Reply:
    lang = normalise_language(lang)
    if result.too_common:
        return Reply(
            title=t("search.title", lang, query=result.query),
            description=t("search.too_common", lang, query=result.query),
            footer=t("cr.footer", lang, date=long_date(result.edition.effective_date, lang)),
        )
    if not result.hits:
        return Reply(
            title=t("search.title", lang, query=result.query),
            description=t("search.none", lang, query=result.query),
            footer=t("cr.footer", lang, date=long_date(result.edition.effective_date, lang)),
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
        footer=t("cr.footer", lang, date=long_date(result.edition.effective_date, lang)),
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
