"""Spanish replies name cards as printed on Spanish cards, in every section (bot/replies/names.py):
the rounds, the triggered abilities, the replaced events, pending choices and notes, the board
as read (whose reading line still reads back to the same board), the effects, the rulings' titles
and the /carta links. A name the judge wrote that isn't the card's Oracle name stays; a card
with no Spanish printing keeps its Oracle name; English replies and ``--json`` keep Oracle names.
Each Spanish test has an English twin."""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.cards.service import CardService
from bot.handlers import Services
from bot.handlers import sba as handlers
from bot.replies.names import printed_names, shown_names
from bot.replies.reply import Reply, to_text
from bot.replies.sba import sba_reply
from bot.settings import Settings
from bot.storage import Storage
from bot.terminal.cli import main
from bot.terminal.console import Console
from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.model import GameObject, GameState, Player
from engine.reading import answer
from engine.sba import check_sba

ELVES = "Mi Elfo de Llanowar tiene 2 de daño y mi rival controla un Artista de la sangre"
ELVES_EN = "my Llanowar Elves took 2 damage, opp has a Blood Artist"


@pytest.fixture
async def services(card_db: Path) -> AsyncIterator[Services]:
    async with Storage.open(card_db) as storage:
        settings = Settings(_env_file=None, database_path=card_db)  # type: ignore[call-arg]
        yield Services(settings, None, cards=CardService(storage))


async def ask(services: Services, board: str, lang: str) -> Reply:
    return await handlers.sba(services, lang, board=board)


def field(reply: Reply, *names: str) -> str:
    return next(f.value for f in reply.fields if f.name in names)


def without_rulings(reply: Reply) -> str:
    """The reply's text but the rulings, which are quoted as published (in English)."""
    return "\n".join(f"{f.name}\n{f.value}" for f in reply.fields if not f.name.startswith(("Ruling", "Resolución")))


# -- the rounds, the triggers, the board as read (the handler every surface calls) -----------


async def test_704_5g_spanish_round_names_the_card_as_printed(services: Services) -> None:
    reply = await ask(services, ELVES, "es")
    assert field(reply, "Ronda 1").startswith("**704.5g** — Elfos de Llanowar tiene 2 de daño")
    text = without_rulings(reply)
    assert "Llanowar Elves" not in text and "Blood Artist" not in text, text


async def test_704_5g_english_round_names_the_oracle_card_twin(services: Services) -> None:
    reply = await ask(services, ELVES_EN, "en")
    assert field(reply, "Round 1").startswith("**704.5g** — Llanowar Elves has 2 damage")
    assert "Elfos de Llanowar" not in to_text(reply) and "Artista de la sangre" not in to_text(reply)


async def test_603_spanish_trigger_names_its_source_and_what_died_as_printed(services: Services) -> None:
    section = field(await ask(services, ELVES, "es"), "Habilidades disparadas (603)")
    assert section.startswith("**603.6c** — Artista de la sangre (oponente) · ronda 1 · Elfos de Llanowar:")


async def test_603_english_trigger_names_oracle_cards_twin(services: Services) -> None:
    section = field(await ask(services, ELVES_EN, "en"), "Triggered abilities (603)")
    assert section.startswith("**603.6c** — Blood Artist (opponent) · round 1 · Llanowar Elves:")


async def test_board_as_read_names_cards_as_printed_in_spanish(services: Services) -> None:
    shown = field(await ask(services, ELVES, "es"), "Tablero leído")
    assert 'Leído como: `tú: "Elfos de Llanowar" 2 de daño; oponente: "Artista de la sangre"`' in shown
    assert "Elfos de Llanowar (tú) [carta: Elfos de Llanowar]: criatura, 1/1, daño 2" in shown


async def test_board_as_read_names_oracle_cards_in_english_twin(services: Services) -> None:
    shown = field(await ask(services, ELVES_EN, "en"), "Board as read")
    assert 'Read as: `you: "Llanowar Elves" 2 damage; opponent: "Blood Artist"`' in shown
    assert "Llanowar Elves (you) [card: Llanowar Elves]" in shown


@pytest.mark.parametrize("lang", ["es", "en"])
def test_the_reading_line_reads_back_to_the_same_board(sample_catalog: CardCatalog, lang: str) -> None:
    """Render the reading in the reply's language, read it back: the same board (each object
    the same card, controller, damage…), the same answer, and in Spanish the same reply."""
    found = answer(ELVES, sample_catalog, lang=lang)
    assert found.reading is not None
    names = shown_names(found.state, printed_names(sample_catalog, [o.card for o in found.state.objects if o.card]))
    names = names if lang == "es" else shown_names(found.state, {})
    line = names.reading(found.reading)
    assert ('"Elfos de Llanowar"' in line) == (lang == "es")
    again = parse_board(line, sample_catalog)
    assert [_game_facts(o) for o in again.objects] == [_game_facts(o) for o in found.state.objects]
    assert check_sba(again).summary()["rounds"][0]["actions"][0]["kind"] == "lethal_damage"
    if lang == "es":  # the read-back board says the printed names itself: its reply reads the same
        first = to_text(sba_reply(found.result, "es", board=found.state, names=names))
        back = shown_names(again, printed_names(sample_catalog, [o.card for o in again.objects if o.card]))
        second = to_text(sba_reply(check_sba(again), "es", board=again, names=back))
        assert first == second


def _game_facts(obj: GameObject) -> dict[str, object]:
    return obj.model_dump(exclude={"id", "name"})


# -- what the judge wrote stays; a card never printed in Spanish keeps its Oracle name -------


def reply_text(board: str, lang: str, cards: CardCatalog) -> str:
    state = parse_board(board, cards)
    printed = printed_names(cards, [o.card for o in state.objects if o.card]) if lang == "es" else {}
    return to_text(sba_reply(check_sba(state), lang, board=state, names=shown_names(state, printed)))


def test_704_5g_a_name_the_judge_made_up_stays_in_spanish(named_catalog: CardCatalog) -> None:
    text = reply_text("Fido 2/2 con 2 de daño; Grizzly Bears con 2 de daño", "es", named_catalog)
    assert "Fido tiene 2 de daño" in text and "Osos pardos tiene 2 de daño" in text
    assert "Grizzly Bears" not in text


def test_704_5g_names_stay_as_typed_in_english_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Fido 2/2 with 2 damage; Grizzly Bears with 2 damage", "en", named_catalog)
    assert "Fido has 2 damage" in text and "Grizzly Bears has 2 damage" in text and "Osos" not in text


def test_a_nickname_for_a_card_stays_as_the_judge_wrote_it() -> None:
    """Only an object named by its card's Oracle name is renamed: "Bears" is the judge's word."""
    bears = GameObject(id="Bears", name="Bears", owner="you", card="Grizzly Bears")
    elves = GameObject(id="Llanowar Elves #2", name="Llanowar Elves", owner="you", card="Llanowar Elves")
    names = shown_names(
        GameState(players=(Player(name="you"),), objects=(bears, elves)),
        {"Grizzly Bears": "Osos pardos", "Llanowar Elves": "Elfos de Llanowar"},
    )
    assert names.object("Bears") == "Bears"
    assert names.object("Llanowar Elves #2") == "Elfos de Llanowar #2"  # a copy keeps its label


def test_704_5g_a_card_never_printed_in_spanish_keeps_its_oracle_name(named_catalog: CardCatalog) -> None:
    assert "Girder Goons" not in printed_names(named_catalog, ["Girder Goons", "Grizzly Bears"])
    text = reply_text("Girder Goons with 9 damage; Grizzly Bears with 2 damage", "es", named_catalog)
    assert "Girder Goons tiene 9 de daño" in text and "Osos pardos tiene 2 de daño" in text


def test_704_5g_both_cards_by_oracle_name_in_english_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Girder Goons with 9 damage; Grizzly Bears with 2 damage", "en", named_catalog)
    assert "Girder Goons has 9 damage" in text and "Grizzly Bears has 2 damage" in text


# -- replacements, pending choices, notes, effects ------------------------------------------


def test_702_89a_spanish_replacement_names_the_umbra_as_printed(named_catalog: CardCatalog) -> None:
    text = reply_text("Grizzly Bears with 3 damage; Hyena Umbra attached to Grizzly Bears", "es", named_catalog)
    assert "La armadura tótem de Umbra de hiena (702.89a)" in text and "se le quita todo el daño a Osos pardos" in text
    assert "Hyena Umbra" not in text.split("Resolución")[0]


def test_702_89a_english_replacement_names_the_oracle_umbra_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Grizzly Bears with 3 damage; Hyena Umbra attached to Grizzly Bears", "en", named_catalog)
    assert "Hyena Umbra's umbra armor (702.89a)" in text and "Umbra de hiena" not in text


def test_704_5j_spanish_pending_choice_names_the_legends_as_printed(named_catalog: CardCatalog) -> None:
    text = reply_text("Thalia, Guardian of Thraben x2", "es", named_catalog)
    assert "Elige cuál de Thalia, guardiana de Thraben #1 / Thalia, guardiana de Thraben #2 conservas" in text
    assert "Guardian of Thraben" not in text


def test_704_5j_english_pending_choice_names_oracle_legends_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Thalia, Guardian of Thraben x2", "en", named_catalog)
    assert "Choose which of Thalia, Guardian of Thraben #1 / Thalia, Guardian of Thraben #2 you keep" in text


def test_704_5g_spanish_note_names_the_indestructible_card_as_printed(named_catalog: CardCatalog) -> None:
    text = reply_text("Darksteel Colossus with 12 damage", "es", named_catalog)
    notes = text[text.index("Notas") :].split("\n\n")[0]
    assert "Coloso de acero oscuro" in notes and "Darksteel" not in notes


def test_704_5g_english_note_names_the_oracle_card_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Darksteel Colossus with 12 damage", "en", named_catalog)
    assert "Darksteel Colossus" in text[text.index("Notes") :] and "Coloso" not in text


def test_613_spanish_effects_name_their_source_as_printed(named_catalog: CardCatalog) -> None:
    text = reply_text("Elesh Norn, Grand Cenobite; opponent: Grizzly Bears", "es", named_catalog)
    assert "Elesh Norn, Gran Cenobita" in text and "Osos pardos" in text and "Grizzly Bears" not in text


def test_613_english_effects_name_the_oracle_source_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Elesh Norn, Grand Cenobite; opponent: Grizzly Bears", "en", named_catalog)
    assert "Elesh Norn, Grand Cenobite" in text and "Grizzly Bears" in text and "Gran Cenobita" not in text


# -- the /carta links, the console, --json ---------------------------------------------------


async def test_spanish_card_links_use_the_printed_name_and_resolve(services: Services, card_db: Path) -> None:
    links = field(await ask(services, ELVES, "es"), "Cartas").splitlines()
    assert links == ["`/carta nombre: Elfos de Llanowar`", "`/carta nombre: Artista de la sangre`"]
    catalog = await handlers.catalog(services)
    assert catalog is not None
    for link, oracle in zip(links, ("Llanowar Elves", "Blood Artist"), strict=True):
        found = catalog.read(link.removeprefix("`/carta nombre: ").removesuffix("`")).card
        assert found is not None and found.name == oracle


async def test_english_card_links_use_the_oracle_name_twin(services: Services) -> None:
    links = field(await ask(services, ELVES_EN, "en"), "Cards").splitlines()
    assert links == ["`/card name: Llanowar Elves`", "`/card name: Blood Artist`"]


async def test_console_spanish_sba_names_cards_as_printed(services: Services) -> None:
    out = io.StringIO()
    console = Console(services, out=out)
    await console.run_line("/idioma es")
    await console.run_line(f"/acciones-estado tablero: {ELVES}")
    text = out.getvalue()
    assert "Elfos de Llanowar tiene 2 de daño" in text and "Llanowar Elves tiene" not in text


@pytest.mark.parametrize("lang", ["es", "en"])
def test_json_keeps_oracle_names_in_every_language(
    capsys: pytest.CaptureFixture[str], card_db: Path, lang: str
) -> None:
    """``--json`` is for tools: the Oracle name, whatever the reply's language."""
    code = main(["sba", ELVES, "--json", "--lang", lang, "--db", str(card_db)])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert data["triggers"][0]["source"] == "Blood Artist" and data["triggers"][0]["event"] == "Llanowar Elves"
    assert data["rounds"][0]["actions"][0]["explanation"]["es"].startswith("Llanowar Elves tiene 2 de daño")
    assert "Elfos de Llanowar" not in json.dumps(data["rounds"]) + json.dumps(data["triggers"])


def test_603_a_spanish_reply_names_the_default_players_in_spanish(named_catalog: CardCatalog) -> None:
    """A board typed in English names the judge "you"; a Spanish reply says "tú" (the trigger's
    controller, who orders them, the board as read)."""
    text = reply_text("Blood Artist with 1 damage; Grizzly Bears with 2 damage", "es", named_catalog)
    assert "Artista de la sangre (tú) · ronda 1 · Osos pardos" in text and "(you)" not in text


def test_603_an_english_reply_names_the_default_players_in_english_twin(named_catalog: CardCatalog) -> None:
    text = reply_text("Artista de la sangre con 1 de daño; Osos pardos con 2 de daño", "en", named_catalog)
    assert "(you) · round 1" in text and "(tú)" not in text


def _layers_text(board: str, lang: str, cards: CardCatalog) -> str:
    from bot.handlers.layers import object_names, traced
    from bot.handlers.sba import read_board
    from bot.replies.layers import layers_reply

    state = read_board(board, cards)
    return to_text(layers_reply(traced(state, board, None), lang, board=state, names=object_names(state, cards, lang)))


def test_613_spanish_layers_name_cards_as_printed_keeping_the_judges_names(named_catalog: CardCatalog) -> None:
    text = _layers_text("Glorious Anthem; Grizzly Bears; Fido 2/2 creature", "es", named_catalog)
    assert "Himno glorioso" in text and "Osos pardos" in text and "Fido" in text
    assert "Glorious Anthem" not in text and "Grizzly Bears" not in text


def test_613_english_layers_name_oracle_cards_twin(named_catalog: CardCatalog) -> None:
    text = _layers_text("Glorious Anthem; Grizzly Bears; Fido 2/2 creature", "en", named_catalog)
    assert "Glorious Anthem" in text and "Grizzly Bears" in text and "Himno" not in text


@pytest.mark.parametrize(
    ("lang", "shown", "not_shown"),
    [("es", '`"Osos pardos" 2/2 damage 2`', "Grizzly Bears"), ("en", '`"Grizzly Bears" 2/2 damage 2`', "Osos")],
)
async def test_a_question_s_readings_name_cards_in_the_reply_s_language(
    services: Services, monkeypatch: pytest.MonkeyPatch, lang: str, shown: str, not_shown: str
) -> None:
    """The readings a question offers name their cards as the rest of the reply does (the
    select menu's labels too); each still reads back to the same card."""
    from tests.bot.candidate_readings import REFUSED, offer

    offer(monkeypatch, '"Grizzly Bears" 2/2 damage 2', '"Grizzly Bears" 2/2 damage 1')
    reply = await ask(services, REFUSED, lang)
    readings = reply.description.rsplit("```", 1)[1]  # after the caret under the text as typed
    assert shown in readings and not_shown not in readings
    assert reply.picks[0].label.startswith(shown.strip("`").join(("1. ", "")))
    assert all(not_shown not in p.label for p in reply.picks)


@pytest.mark.parametrize(
    ("lang", "shown", "not_shown"), [("es", '"Osos pardos"', "Grizzly"), ("en", '"Grizzly Bears"', "Osos")]
)
def test_juez_sba_question_names_cards_in_the_reply_s_language(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    card_db: Path,
    lang: str,
    shown: str,
    not_shown: str,
) -> None:
    from tests.bot.candidate_readings import REFUSED, offer

    offer(monkeypatch, '"Grizzly Bears" 2/2 damage 2', '"Grizzly Bears" 2/2 damage 1')
    code = main(["sba", REFUSED, "--lang", lang, "--db", str(card_db)])
    readings = capsys.readouterr().err.rsplit("```", 1)[1]
    assert code == 2 and shown in readings and not_shown not in readings


def test_120_3e_what_happened_names_the_changed_card_as_printed_in_spanish() -> None:
    from bot.replies.sba import event_lines
    from engine.reading.natural.story import Told

    told = Told(
        "damage",
        (("source", "Shock"), ("amount", "2"), ("target", "Hill Giant #2")),
        "120.3e",
        "Hill Giant #2: 3 de daño; tú: vidas 18",
    )
    names = {"Shock": "Choque", "Hill Giant": "Gigante de las colinas"}
    assert event_lines([told], "es", names) == [
        "Choque hace 2 de daño a Gigante de las colinas #2 (120.3e) → Gigante de las colinas #2: 3 de daño; tú: vidas 18"
    ]


def test_120_3e_what_happened_keeps_oracle_names_in_english_twin() -> None:
    from bot.replies.sba import event_lines
    from engine.reading.natural.story import Told

    told = Told(
        "damage", (("source", "Shock"), ("amount", "2"), ("target", "Hill Giant")), "120.3e", "Hill Giant: 3 damage"
    )
    assert event_lines([told], "en") == ["Shock deals 2 damage to Hill Giant (120.3e) → Hill Giant: 3 damage"]


def test_an_events_facts_name_a_quoted_card_by_its_printed_name() -> None:
    """ "Elfos de Llanowar: 1 de daño de "Walking Ballista"": the source inside the facts is
    printed in the reply's language too; a card the names don't have stays as it is."""
    from bot.replies.sba import event_result
    from engine.reading.natural.story import Told

    told = Told("damage", (), "120.3e", 'Llanowar Elves: 1 de daño de "Walking Ballista"; Bob: vidas 3 de "Nadie"')
    names = {"Llanowar Elves": "Elfos de Llanowar", "Walking Ballista": "Balista andante"}
    assert event_result(told, names) == 'Elfos de Llanowar: 1 de daño de "Balista andante"; Bob: vidas 3 de "Nadie"'


def test_613_spanish_layers_name_a_token_by_its_printed_type(named_catalog: CardCatalog) -> None:
    """A Treasure token under March of the Machines is "Tesoro" in a Spanish reply (the word
    Spanish cards print), as its type line already says; never the English "Treasure"."""
    from bot.handlers.layers import object_names, traced
    from bot.handlers.sba import read_board
    from bot.replies.layers import layers_reply

    board = "Treasure token artifact; March of the Machines"
    state = read_board(board, named_catalog)
    subtypes = {"treasure": "Tesoro"}  # as the stored printed type lines pair them
    text = to_text(
        layers_reply(
            traced(state, board, None),
            "es",
            board=state,
            names=object_names(state, named_catalog, "es"),
            subtypes=subtypes,
        )
    )
    assert "Tesoro, capa por capa" in text and "Treasure, capa" not in text
    english = to_text(layers_reply(traced(state, board, None), "en", board=state, subtypes=subtypes))
    assert "Treasure, layer by layer" in english  # the twin: English keeps the English type
