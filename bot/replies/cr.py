"""Comprehensive Rules lookups → replies: a rule, a definition, search hits, a diff, a history."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import long_date, normalise_language, t
from bot.replies.reply import Field, Reply, literal, snippet

if TYPE_CHECKING:  # a one-rule lookup imports neither the documents nor the search's types
    from bot.cr.service import Definition, Diff, RuleView, SearchResult
    from bot.docs.service import PolicySearch
    from bot.docs.store import DocHit
    from bot.storage import SearchHit

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
    description = literal(rule.text)
    fields: list[Field] = []
    if lang == "es":
        if view.spanish and view.spanish_source == "edition":
            description = view.spanish
        elif view.spanish:
            fields.append(Field(t("cr.es_explanation", lang), view.spanish))
        else:
            fields.append(Field("ℹ️", t("cr.es_missing", lang)))
    if examples and rule.examples:
        fields.append(Field(t("cr.examples", lang), "\n".join(f"• {literal(e)}" for e in rule.examples)))
    if view.children:
        heading = "cr.subrules" if rule.kind in ("rule", "subrule") else "cr.rules"
        lines = [
            f"**{c.number}** {literal(_first_line(c.text) if rule.kind in ('section', 'chapter') else c.text)}"
            for c in view.children
        ]
        if examples:
            lines = [
                f"**{c.number}** {literal(c.text)}" + "".join(f"\n  • {literal(e)}" for e in c.examples)
                for c in view.children
            ]
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
        description=literal(entry.definition),
        fields=tuple(fields),
        footer=t("cr.footer", lang, date=long_date(definition.edition.effective_date, lang)),
    )


def ranked_hits(result: SearchResult | None, policy: PolicySearch | None) -> list[SearchHit | DocHit]:
    """CR and tournament-document hits in one list, best first (an obsolete glossary entry last,
    then by score): the order /search shows, and the order the query-table bench grades."""
    ranked: list[tuple[tuple[bool, float], SearchHit | DocHit]] = []
    if result is not None:
        for hit in result.hits:
            obsolete = hit.kind == "glossary" and hit.key.endswith("(Obsolete)")
            ranked.append(((obsolete, hit.score), hit))
    if policy is not None:
        ranked += [((False, doc_hit.score), doc_hit) for doc_hit in policy.hits]
    ranked.sort(key=lambda pair: pair[0])
    return [hit for _, hit in ranked]


def search_reply(result: SearchResult | None, lang: str, policy: PolicySearch | None = None) -> Reply:
    """CR and tournament-document hits in one list, best first; each says where it is from."""
    from bot.docs.store import DocHit
    from bot.replies.docs import section_title
    from engine.policy import Section
    from engine.policy.text import split_title

    lang = normalise_language(lang)
    query = result.query if result is not None else policy.query if policy is not None else ""
    footer = _search_footer(result, policy, lang)
    title = t("search.title", lang, query=query)
    fields: list[Field] = []
    for hit in ranked_hits(result, policy):
        if isinstance(hit, DocHit):
            category, heading = split_title(hit.title)  # the reply's own title stays the search's
            name = section_title(hit.document, Section(hit.number, heading, category), lang)
            fields.append(Field(name, snippet(hit.snippet)))
        else:
            key = "search.rule" if hit.kind == "rule" else "search.glossary"
            fields.append(Field(t(key, lang, key=hit.key), snippet(hit.snippet)))
    if not fields:
        key = "search.too_common" if result is not None and result.too_common else "search.none"
        return Reply(title=title, description=t(key, lang, query=query), footer=footer)
    translated = tuple(
        dict.fromkeys((*(result.translated if result is not None else ()), *(policy.translated if policy else ())))
    )
    description = t("search.translated", lang, terms=", ".join(translated)) if translated else ""
    limit = max(len(result.hits) if result else 0, len(policy.hits) if policy else 0, 10)
    return Reply(title=title, description=description, fields=tuple(fields[:limit]), footer=footer)


def _search_footer(result: SearchResult | None, policy: PolicySearch | None, lang: str) -> str:
    parts = []
    if result is not None:
        parts.append(t("cr.footer", lang, date=long_date(result.edition.effective_date, lang)))
    if policy is not None:
        parts += [
            t("docs.footer", lang, document=d.acronym, date=long_date(e.effective_date, lang))
            for d, e in policy.editions.items()
        ]
    return " ".join(parts)


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
