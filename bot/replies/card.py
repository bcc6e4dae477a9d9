"""/card replies: a card's faces, its rulings and its legalities, in the user's language.

Spanish replies give the printed Spanish name, the Oracle type line in printed Spanish terms
(the printed type line beside it, labelled, when it differs: Jace, the Mind Sculptor printed
"Planeswalker — Jace" before planeswalkers were legendary), and the English Oracle text,
labelled as such; the printed Spanish text is older wording, so it is shown only beneath, as
printed text. Every reply credits the data.
"""

from __future__ import annotations

from collections.abc import Mapping
from urllib.parse import quote

from bot.catalog import CATALOG, t
from bot.replies.reply import Field, Reply, literal
from bot.storage import CardBuildRow
from engine.cards import Card, Face
from engine.cards.spanish_shape import spanish_text_ok, spanish_type_line_ok
from engine.cards.spanish_type_line import oracle_type_line_es, same_line

#: How many rulings one reply page holds before the next.
RULINGS_PER_FIELD = 1


def _stats(face: Face, lang: str) -> str:
    if face.power is not None and face.toughness is not None:
        return f"{face.power}/{face.toughness}"
    if face.loyalty is not None:
        return t("card.loyalty", lang, value=face.loyalty)
    if face.defense is not None:
        return t("card.defense", lang, value=face.defense)
    return ""


def _type_lines(face: Face, subtypes: Mapping[str, str], type_ok: bool) -> tuple[str, str]:
    """A Spanish reply's type line, and the printed one to show beside it ("" when they agree):
    the Oracle line in Spanish terms; when a word of it has no Spanish form, the Oracle line
    itself, never a printed line that may be out of date."""
    printed = face.spanish_type_line if face.spanish_type_line and type_ok else ""
    oracle = oracle_type_line_es(face, subtypes) or face.type_line
    return oracle, printed if printed and not same_line(printed, oracle) else ""


def _face_text(face: Face, lang: str, subtypes: Mapping[str, str]) -> str:
    spanish = lang == "es"
    # The shared data has known errors (Fire // Ice's Spanish Ice face): a Spanish field that
    # hasn't the shape it should is not shown, the English is, with a note saying so.
    type_ok = not face.spanish_type_line or spanish_type_line_ok(face)
    text_ok = not face.spanish_text or spanish_text_ok(face)
    type_line, printed = _type_lines(face, subtypes, type_ok) if spanish else (face.type_line, "")
    lines = [literal(f"{type_line}  {face.mana_cost}" if face.mana_cost else type_line)]
    if printed:
        lines.append(f"*{t('card.type_line_printed', lang)}* {literal(printed)}")
    # A malformed printed type line matters only when the Oracle line couldn't be said in Spanish.
    type_shown_ok = type_ok or type_line != face.type_line
    if spanish and not (type_shown_ok and text_ok):
        fields = ", ".join(
            name
            for name, ok in ((t("card.field.type_line", lang), type_shown_ok), (t("card.field.text", lang), text_ok))
            if not ok
        )
        lines = [f"*{t('card.spanish_malformed', lang, fields=fields)}*", *lines]
    if face.text:
        lines += ["", f"*{t('card.oracle', lang)}*" if spanish else "", literal(face.text)]
    stats = _stats(face, lang)
    if stats:
        lines += ["", f"**{literal(stats)}**"]
    if spanish and face.spanish_text and text_ok and type_ok:
        lines += ["", f"*{t('card.printed', lang)}*", literal(face.spanish_text)]
    return "\n".join(line for i, line in enumerate(lines) if line or (i and lines[i - 1])).strip()


def shown_name(card: Card, lang: str) -> str:
    """ "Osos pardos (Grizzly Bears)" for Spanish replies, the Oracle name otherwise."""
    if lang == "es" and card.spanish_name and card.spanish_name != card.name:
        return f"{card.spanish_name} ({card.name})"
    return card.name


def _footer(build: CardBuildRow | None, lang: str) -> str:
    return t("card.footer", lang, date=build.build_date if build else "?")


#: Scryfall's documented image request (/cards/named, format=image: a redirect to the image).
SCRYFALL_IMAGE = "https://api.scryfall.com/cards/named?exact={name}&format=image&version=normal"


def card_image(card: Card) -> str:
    """The card's image address by its Oracle name; none for a token (no card has its name)."""
    return "" if card.layout == "token" else SCRYFALL_IMAGE.format(name=quote(card.name, safe=""))


def card_reply(
    card: Card,
    lang: str,
    build: CardBuildRow | None,
    *,
    image: bool = False,
    subtypes: Mapping[str, str] | None = None,
) -> Reply:
    """The card's faces. ``subtypes`` (English → printed Spanish, from the card data) lets a
    Spanish reply give the Oracle type line in Spanish terms."""
    subtypes = subtypes or {}
    notes = []
    if card.funny:
        notes.append(t("card.funny", lang))
    if card.rebalanced:
        notes.append(t("card.rebalanced", lang))
    if card.variants > 1:
        notes.append(t("card.variants", lang, count=card.variants))
    if len(card.faces) == 1:
        description = _face_text(card.main, lang, subtypes)
        fields: tuple[Field, ...] = ()
    else:
        key = f"card.layout.{card.layout}"
        layout = t(key, lang) if key in CATALOG[lang] else card.layout
        description = t("card.layout", lang, layout=layout[:1].upper() + layout[1:])
        fields = tuple(Field(_face_title(f, lang), _face_text(f, lang, subtypes)) for f in card.faces)
    if notes:
        description = "\n".join(notes) + "\n\n" + description
    return Reply(
        title=shown_name(card, lang),
        description=description,
        fields=fields,
        footer=_footer(build, lang),
        image=card_image(card) if image else "",
    )


def _face_title(face: Face, lang: str) -> str:
    if lang == "es" and face.spanish_name and face.spanish_name != face.name:
        return f"{face.spanish_name} ({face.name})"
    return face.name


def rulings_reply(card: Card, lang: str, build: CardBuildRow | None) -> Reply:
    title = t("card.rulings_title", lang, name=shown_name(card, lang))
    if not card.rulings:
        return Reply(title=title, description=t("card.no_rulings", lang), footer=_footer(build, lang))
    fields = tuple(Field(date, literal(text)) for date, text in card.rulings)
    return Reply(title=title, description=t("card.rulings_english", lang), fields=fields, footer=_footer(build, lang))


def legalities_reply(card: Card, lang: str, build: CardBuildRow | None) -> Reply:
    title = t("card.legalities_title", lang, name=shown_name(card, lang))
    if not card.legalities:
        return Reply(title=title, description=t("card.no_legalities", lang), footer=_footer(build, lang))
    lines = [
        f"**{fmt.capitalize()}**: {t('card.legality.' + status.casefold().replace(' ', '_'), lang)}"
        for fmt, status in card.legalities
    ]
    return Reply(title=title, description="\n".join(lines), footer=_footer(build, lang))
