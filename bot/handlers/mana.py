"""/mana: is each ability of a card's text a mana ability? (CR 605)"""

from __future__ import annotations

from dataclasses import replace

from bot.catalog import t
from bot.errors import JuezError
from bot.handlers import Services
from bot.handlers.cards import find
from bot.handlers.citations import resolver
from bot.handlers.limits import checked
from bot.replies.card import shown_name
from bot.replies.mana import mana_reply
from bot.replies.reply import Field, Reply
from engine.cards import Card, Face
from engine.cards.names import Rank
from engine.cards.tokens import predefined_token
from engine.mana import ManaResult, classify

#: Ability text a card name can't be: costs, colons, several lines.
_ABILITY_MARKS = ("{", ":", "\n", "\\n")


async def classify_text(
    services: Services, text: str, card_type: str | None = None, edition: str | None = None
) -> ManaResult:
    """``\\n`` typed on one line separates abilities, as a new line would."""
    return classify(
        text.replace("\\n", "\n"), card_type=card_type, edition=edition, resolver=await resolver(services, edition)
    )


async def answer(
    services: Services,
    *,
    ability: str | None = None,
    card_type: str | None = None,
    card: str | None = None,
    edition: str | None = None,
) -> Card | ManaResult:
    """What /mana answers about: the card named (by ``card``, or by ``ability`` when it is
    exactly a card's or a predefined token's name: "Llanowar Elves", "Treasure"), or the
    ability text classified. Every surface (cogs, console, ``juez mana``) comes through here."""
    if card is not None and card.strip():
        return await find(services, card, field="card")
    if ability is None or not ability.strip():
        raise JuezError("mana.needs_input")
    ability = checked("ability", ability)
    named = await card_named(services, ability)
    if named is not None:
        return named
    return await classify_text(services, ability, card_type, edition)


async def mana(
    services: Services,
    lang: str,
    *,
    ability: str | None = None,
    card_type: str | None = None,
    card: str | None = None,
    edition: str | None = None,
) -> Reply:
    found = await answer(services, ability=ability, card_type=card_type, card=card, edition=edition)
    if isinstance(found, Card):
        return await card_mana(services, lang, found, edition)
    reply = mana_reply(found, lang)
    if ability is not None and await _may_be_a_card(services, ability):
        note = Field("ℹ️", t("mana.maybe_a_card", lang, text=ability.strip()))
        reply = replace(reply, fields=(note, *reply.fields))
    return reply


async def _may_be_a_card(services: Services, text: str) -> bool:
    """Text read as an ability that could be a card's name, with no card data to tell: the
    reply says so instead of answering for "Chandra, Torch of Defiance" as a static ability."""
    if any(mark in text for mark in _ABILITY_MARKS):
        return False
    return services.cards is None or await services.cards.catalog() is None


async def card_named(services: Services, text: str) -> Card | None:
    """The card ``text`` is exactly the name of, when it can't be ability text; or the
    predefined token it names ("Treasure": its ability, as 111.10a defines it)."""
    if any(mark in text for mark in _ABILITY_MARKS) or len(text) > 200:
        return None
    token = predefined_token(text)
    if services.cards is None:
        return token.card() if token is not None else None
    catalog = await services.cards.catalog()
    found = catalog.read(text) if catalog is not None else None
    if found is None or found.card is None or found.card.rank == Rank.SHORT:
        return token.card() if token is not None else None
    return await services.cards.card(found.card.card)


def face_type(face: Face) -> str | None:
    """The card type that decides 605.5b: an instant's or sorcery's text is a spell's effect."""
    for kind in ("instant", "sorcery", *face.card_types):
        if kind in face.card_types:
            return kind.capitalize()
    return None


async def card_mana(services: Services, lang: str, card: Card, edition: str | None = None) -> Reply:
    """Every ability of every face, classified with the face's own card type, under ``edition``
    (the current one by default), as ``classify_text`` is."""
    fields: list[Field] = []
    footer = ""
    for face in card.faces:
        prefix = f"{face.name} · " if len(card.faces) > 1 else ""
        if not face.text.strip():
            fields.append(Field(f"{prefix}{face.type_line}", t("mana.no_text", lang)))
            continue
        reply = mana_reply(await classify_text(services, face.text, face_type(face), edition), lang)
        fields += [replace(f, name=prefix + f.name) for f in reply.fields]
        footer = reply.footer
    title = t("mana.card_title", lang, name=shown_name(card, lang))
    command = "/carta nombre:" if lang == "es" else "/card name:"
    token = predefined_token(card.name) if card.layout == "token" else None
    if token is not None:
        said = t("mana.token_defined", lang, rule=token.rule) if token.rule else t("mana.token_by_cards", lang)
        return Reply(title=title, description=said, fields=tuple(fields), footer=footer)
    description = f"{t('mana.card_oracle', lang)}\n`{command} {card.name}`"
    return Reply(title=title, description=description, fields=tuple(fields), footer=footer)
