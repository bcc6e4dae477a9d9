"""/cr, /define and /search: the Comprehensive Rules from the store, and the tournament
documents wherever a judge reaches for them from there ("/cr IPG 2.5", "/define HCE")."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from bot.cr.service import Definition, NoEdition, RulesService, SearchResult, TermNotFound
from bot.docs.service import DocumentView, NoDocument, PolicySearch, PolicyService
from bot.errors import JuezError
from bot.handlers import Services
from bot.handlers.docs import reply as policy_reply
from bot.handlers.limits import checked
from bot.replies.cr import definition_reply, rule_reply, search_reply
from bot.replies.docs import with_note
from bot.replies.reply import Field, Reply
from engine.policy import Document
from engine.policy.lookup import split_document
from engine.text import plain_term


async def cr(services: Services, lang: str, *, rule: str, examples: bool = False) -> Reply:
    rule = checked("rule", rule)
    document, rest = split_document(rule)
    if document is not None and services.docs is not None:
        view = await services.docs.section(document, rest)
        return with_note(policy_reply(services, view, lang), "docs.from_cr", lang, document=document.value)
    return rule_reply(await services.require_rules().lookup(rule, lang=lang), lang, examples=examples)


@dataclass(frozen=True, slots=True)
class Meaning:
    """What /define answers with: a glossary entry, a policy section, or the entry with a
    pointer to the section (a term that is both)."""

    definition: Definition | None
    policy: DocumentView | None
    """The answer itself when ``definition`` is None; else a pointer beside it, or None."""


async def meaning(services: Services, term: str) -> Meaning:
    """A glossary term; a tournament-policy term ("HCE", "Game Loss") answers from its document,
    and a term that is both gets the glossary entry with a pointer to the policy section."""
    policy = await services.docs.named(term) if services.docs is not None else None
    # An MTR section title ("Players", "Sideboard") is a weak claim beside a rules term.
    strong = policy is not None and (policy.document is Document.IPG or policy.how != "title")
    try:
        definition = await services.require_rules().define(term)
    except (TermNotFound, NoEdition):
        if policy is None:
            raise
        return Meaning(None, policy)
    exact = plain_term(definition.entry.term) == plain_term(term)
    if policy is not None and strong and not exact:
        return Meaning(None, policy)
    return Meaning(definition, policy if policy is not None and policy.section is not None else None)


async def define(services: Services, lang: str, *, term: str) -> Reply:
    term = checked("term", term)
    found = await meaning(services, term)
    if found.definition is None:
        assert found.policy is not None
        return with_note(policy_reply(services, found.policy, lang), "docs.from_define", lang, term=term)
    reply = definition_reply(found.definition, lang)
    policy = found.policy
    if policy is not None and policy.section is not None:
        pointer = f"{policy.document.acronym} {policy.number} — {policy.section.title} (/{policy.document.value})"
        reply = Reply(reply.title, reply.description, (*reply.fields, Field("⚖️", pointer)), reply.footer, reply.cited)
    return reply


#: /search's ``document:`` choices → the policy documents they cover.
SCOPES: dict[str, tuple[Document, ...]] = {
    "all": tuple(Document),
    "cr": (),
    **{d.value: (d,) for d in Document},
}

SCOPE_ALIASES = {"todo": "all", "everywhere": "all", "rc": "cr", "": "all"}


async def search_results(
    rules: RulesService | None, docs: PolicyService | None, *, query: str, document: str | None = None, limit: int = 10
) -> tuple[SearchResult | None, PolicySearch | None]:
    """The CR's hits and the documents' hits for one query, narrowed by ``document``. Takes the
    services themselves, so the terminal can search without building settings."""
    if not query.strip():
        raise JuezError("search.empty")
    said = (document or "all").strip().casefold()
    scope = SCOPE_ALIASES.get(said, said)
    if scope not in SCOPES:
        raise JuezError("search.bad_document", value=document, allowed=", ".join(SCOPES))
    documents = SCOPES[scope]

    async def rules_search() -> SearchResult | None:
        if scope not in ("all", "cr"):
            return None
        try:
            if rules is None:
                raise NoEdition("en")
            return await rules.search(query, limit=limit)
        except NoEdition:
            if scope == "cr" or docs is None:
                raise
            return None

    async def docs_search() -> PolicySearch | None:
        return await docs.search(query, documents, limit=limit) if docs is not None and documents else None

    # The CR and the documents are read on two connections (two threads): at once, not in turn.
    result, policy = await asyncio.gather(rules_search(), docs_search())
    if documents and (policy is None or not policy.editions) and (result is None or scope != "all"):
        raise NoDocument(documents[0]) if len(documents) == 1 else NoEdition("en")
    return result, policy


async def search(services: Services, lang: str, *, query: str, document: str | None = None, limit: int = 10) -> Reply:
    query = checked("query", query)
    result, policy = await search_results(services.rules, services.docs, query=query, document=document, limit=limit)
    return search_reply(result, lang, policy)
