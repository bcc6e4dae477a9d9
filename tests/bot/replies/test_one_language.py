"""/layers and /mana replies in one language (issue 35, item 4): a Spanish reply names every
keyword, type and quality as Spanish cards print them ("daña primero", "protección contra
negro", "encantar"), and an English reply has no Spanish; a protection list keeps "from" per
quality (Akroma's Memorial gives protection from black *and from* red, never "from black,
red"). Each board is answered in both languages, read side by side; the Oracle text a reply
quotes, labelled as English, is the only English a Spanish reply may hold."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.cards.service import CardService
from bot.handlers import Services
from bot.handlers import layers as layers_handlers
from bot.handlers import mana as mana_handlers
from bot.replies.reply import to_text
from bot.settings import Settings
from bot.storage import Storage
from engine.game_terms import spanish_keyword

#: English words Juez itself could write in a /layers or /mana reply.
ENGLISH = re.compile(
    r"\b(the|and|with|from|protection|first|strike|flying|vigilance|trample|haste|lifelink|deathtouch|"
    r"enchant|creature|enchantment|artifact|land|legendary|white|blue|black|red|green|layer|ward|"
    r"ability|activated|triggered|static|mana|you|your)\b",
    re.IGNORECASE,
)
#: Spanish words the same replies could leak into English.
SPANISH = re.compile(
    r"\b(daña|primero|vuela|vigilancia|arrolla|prisa|vínculo|protección|contra|encantar|criatura|"
    r"encantamiento|artefacto|tierra|legendari[oa]|blanco|azul|negro|rojo|verde|capa|habilidad|tú|ti)\b",
    re.IGNORECASE,
)
#: What a reply quotes as given or as Oracle text (labelled English): not Juez's own words.
QUOTED = re.compile(r"Oracle \(en inglés\):.*?(?= \(orden|$)|^\s*> .*$|“[^”]*”|`[^`]*`", re.MULTILINE)

LAYER_BOARDS = [
    ("Serra Angel; Akroma's Memorial", "Serra Angel"),
    ("Progenitus", "Progenitus"),
    ("Yawgmoth, Thran Physician; Humility", "Yawgmoth, Thran Physician"),
    ("Grizzly Bears; Rancor enchanting Grizzly Bears", "Grizzly Bears"),
    ("Grizzly Bears; Blood Moon; Glorious Anthem", "Grizzly Bears"),
]
MANA_TEXTS = ["Enchant creature", "Flying", "First strike", "Protection from black", "Ward {2}", "{T}: Add {G}."]


@pytest.fixture
async def services(card_db: Path) -> AsyncIterator[Services]:
    async with Storage.open(card_db) as storage:
        yield Services(Settings(_env_file=None, database_path=card_db), None, CardService(storage))  # type: ignore[call-arg]


def own_words(text: str) -> str:
    return QUOTED.sub("", text)


@pytest.mark.parametrize(("board", "name"), LAYER_BOARDS, ids=[b for b, _ in LAYER_BOARDS])
async def test_layers_in_spanish_and_in_english_each_in_one_language(services: Services, board: str, name: str) -> None:
    spanish = to_text(await layers_handlers.layers(services, "es", board=board, object=name))
    english = to_text(await layers_handlers.layers(services, "en", board=board, object=name))
    leaks = sorted({m.group(0) for m in ENGLISH.finditer(own_words(spanish))})
    assert not leaks, f"{leaks} in:\n{spanish}"
    leaks = sorted({m.group(0) for m in SPANISH.finditer(own_words(english))})
    assert not leaks, f"{leaks} in:\n{english}"


async def test_protection_keeps_from_per_quality_in_both_languages(services: Services) -> None:
    board, name = "Serra Angel; Akroma's Memorial", "Serra Angel"
    english = to_text(await layers_handlers.layers(services, "en", board=board, object=name))
    spanish = to_text(await layers_handlers.layers(services, "es", board=board, object=name))
    assert "protection from black" in english and "protection from red" in english
    assert "protección contra negro" in spanish and "protección contra rojo" in spanish
    assert not re.search(r"protection from black, (?!protection)", english)  # near miss: a bare quality


async def test_a_creature_type_quality_is_its_printed_plural(services: Services) -> None:
    spanish = to_text(
        await layers_handlers.layers(
            services, "es", board="Yawgmoth, Thran Physician", object="Yawgmoth, Thran Physician"
        )
    )
    assert "protección contra Humanos" in spanish, spanish


@pytest.mark.parametrize("text", MANA_TEXTS)
async def test_mana_in_spanish_and_in_english_each_in_one_language(services: Services, text: str) -> None:
    spanish = to_text(await mana_handlers.mana(services, "es", ability=text))
    english = to_text(await mana_handlers.mana(services, "en", ability=text))
    leaks = sorted({m.group(0) for m in ENGLISH.finditer(own_words(spanish))} - {"mana"})  # "maná" folds apart
    assert not leaks, f"{leaks} in:\n{spanish}"
    leaks = sorted({m.group(0) for m in SPANISH.finditer(own_words(english))})
    assert not leaks, f"{leaks} in:\n{english}"


@pytest.mark.parametrize(
    ("english", "spanish"),
    [
        ("enchant", "encantar"),
        ("enchant creature", "encantar criatura"),
        ("first strike", "daña primero"),
        ("protection from black", "protección contra negro"),
        ("protection from Demons", "protección contra Demonios"),
        ("protection from Dragons", "protección contra Dragones"),
        ("hexproof from white", "antimaleficio contra blanco"),
        ("ward {2}", "rebatir {2}"),
    ],
)
def test_keywords_as_spanish_cards_print_them(english: str, spanish: str) -> None:
    assert spanish_keyword(english, {"demon": "Demonio", "dragon": "Dragón"}) == spanish


@pytest.mark.parametrize("english", ["protection from Slivers", "trample over planeswalkers", "banding", "flyingg"])
def test_a_keyword_with_a_word_unknown_is_not_half_translated(english: str) -> None:
    """Near miss: no Spanish for one word, no Spanish phrase (the caller keeps its wording)."""
    assert spanish_keyword(english, {"demon": "Demonio"}) is None
