"""/ipg, /mtr, /jar: tournament policy sections, and the sub-section buttons under them."""

from __future__ import annotations

from bot.docs.service import DocumentView
from bot.handlers import Services
from bot.handlers.limits import checked
from bot.replies.docs import document_reply, part_reply
from bot.replies.reply import Reply
from engine.policy import Document


async def find(services: Services, document: Document, section: str) -> DocumentView:
    return await services.require_docs().section(document, checked("section", section))


def reply(services: Services, view: DocumentView, lang: str) -> Reply:
    return document_reply(view, lang, docs_url=services.settings.docs_page_url)


async def ipg(services: Services, lang: str, *, section: str = "") -> Reply:
    return reply(services, await find(services, Document.IPG, section), lang)


async def mtr(services: Services, lang: str, *, section: str = "") -> Reply:
    return reply(services, await find(services, Document.MTR, section), lang)


async def jar(services: Services, lang: str, *, section: str = "") -> Reply:
    return reply(services, await find(services, Document.JAR, section), lang)


def part(view: DocumentView, heading: str, lang: str) -> Reply:
    return part_reply(view, heading, lang)


async def suggestions(services: Services, document: Document, text: str, lang: str) -> list[tuple[str, str]]:
    if services.docs is None:
        return []
    return await services.docs.autocomplete(document, text[:100], lang)
