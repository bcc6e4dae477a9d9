"""A legend-rule choice still pending (704.5j) and the 614 replacements on what it puts into a
graveyard: whichever legend isn't kept is exiled instead under Rest in Peace or an opponent's
Leyline of the Void, so it doesn't die and "dies" abilities don't trigger; the pending choice
says so, in English and Spanish (cards by their printed Spanish names in a Spanish reply).
Each with a near-miss twin where no replacement applies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.replies.names import printed_names, shown_names
from bot.replies.reply import to_text
from bot.replies.sba import sba_reply
from bot.terminal.cli import main
from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.model import GameObject, GameState, Player
from engine.sba import SbaResult, check_sba
from engine.sba.result import PendingChoice

THALIAS = "Thalia, Guardian of Thraben x2"


def check(board: str, cards: CardCatalog) -> SbaResult:
    return check_sba(parse_board(board, cards))


def legend_choice(result: SbaResult) -> PendingChoice:
    return next(c for c in result.pending_choices if c.kind == "legend_rule")


def test_614_1a_rest_in_peace_exiles_whichever_legend_is_not_kept(named_catalog: CardCatalog) -> None:
    result = check(f"{THALIAS}; Rest in Peace; Blood Artist", named_catalog)
    (told,) = legend_choice(result).remedy
    assert told.rule == "614.1a" and told.source == "Rest in Peace"
    assert told.explanation["en"] == (
        "Whichever one you don't keep is put into exile instead of its owner's graveyard (Rest in Peace's "
        "replacement effect, 614.1a): it doesn't die, so what would trigger on it dying or going to a graveyard "
        "doesn't: Blood Artist."
    )
    assert told.explanation["es"].startswith("El que no conserves va al exilio en vez de al cementerio")
    assert not result.triggers  # exiled, it never dies: Blood Artist doesn't trigger


def test_614_1a_no_replacement_the_legend_dies_and_triggers_twin(named_catalog: CardCatalog) -> None:
    result = check(f"{THALIAS}; Blood Artist", named_catalog)
    assert legend_choice(result).remedy == ()
    assert [t.source for t in result.triggers] == ["Blood Artist"]  # 603.10a: it dies


def test_614_1a_rest_in_peace_without_a_dies_trigger_says_only_where_it_goes(named_catalog: CardCatalog) -> None:
    (told,) = legend_choice(check(f"{THALIAS}; Rest in Peace", named_catalog)).remedy
    assert told.family == "pending_elsewhere" and "trigger" not in told.explanation["en"]


def test_614_1a_an_opponents_leyline_of_the_void_exiles_the_one_not_kept(named_catalog: CardCatalog) -> None:
    (told,) = legend_choice(check(f"you: {THALIAS}; opponent: Leyline of the Void", named_catalog)).remedy
    assert told.source == "Leyline of the Void" and "into exile" in told.explanation["en"]


def test_614_1a_your_own_leyline_of_the_void_replaces_nothing_twin(named_catalog: CardCatalog) -> None:
    """Leyline of the Void watches its controller's opponents' graveyards only."""
    assert legend_choice(check(f"you: {THALIAS}; you: Leyline of the Void", named_catalog)).remedy == ()


def _legends(first_token: bool) -> GameState:
    thalia = {"name": "Thalia", "owner": "you", "card_types": ["creature"], "supertypes": ["legendary"]}
    return GameState(
        players=(Player(name="you"),),
        objects=(
            GameObject(id="Thalia #1", token=first_token, power=2, toughness=1, **thalia),  # type: ignore[arg-type]
            GameObject(id="Thalia #2", power=2, toughness=1, **thalia),  # type: ignore[arg-type]
            GameObject(
                id="Warden",
                name="Warden",
                owner="you",
                card_types=frozenset({"enchantment"}),
                statics=("If a nontoken creature would die, exile it instead.",),
            ),
        ),
    )


def test_614_1a_a_replacement_on_one_option_only_names_that_option(named_catalog: CardCatalog) -> None:
    """A nontoken creature is exiled instead, a token isn't: the choice says which."""
    (told,) = legend_choice(check_sba(_legends(first_token=True))).remedy
    assert told.family == "pending_elsewhere.one"
    assert told.explanation["en"].startswith("If you don't keep Thalia #2, it is put into exile instead")
    assert told.explanation["es"].startswith("Si no conservas Thalia #2, va al exilio en vez de")


def test_614_1a_the_same_replacement_on_both_options_is_said_once_twin(named_catalog: CardCatalog) -> None:
    (told,) = legend_choice(check_sba(_legends(first_token=False))).remedy
    assert told.family == "pending_elsewhere" and told.explanation["en"].startswith("Whichever one you don't keep")


def reply_text(board: str, lang: str, cards: CardCatalog) -> str:
    state = parse_board(board, cards)
    printed = printed_names(cards, [o.card for o in state.objects if o.card]) if lang == "es" else {}
    return to_text(sba_reply(check_sba(state), lang, board=state, names=shown_names(state, printed)))


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "↳ Whichever one you don't keep is put into exile instead of its owner's graveyard (Rest in Peace's "
            "replacement effect, 614.1a): it doesn't die, so what would trigger on it dying or going to a graveyard "
            "doesn't: Blood Artist.",
        ),
        (
            "es",
            "↳ El que no conserves va al exilio en vez de al cementerio de su propietario (efecto de reemplazo de "
            "Descanse en paz, 614.1a): no muere, así que no se dispara lo que se dispararía al morir o ir a un "
            "cementerio: Artista de la sangre.",
        ),
    ],
)
def test_614_1a_the_pending_choice_says_where_the_one_not_kept_goes(
    named_catalog: CardCatalog, lang: str, said: str
) -> None:
    text = reply_text(f"{THALIAS}; Rest in Peace; Blood Artist", lang, named_catalog)
    pending = text[text.index("Pending choices" if lang == "en" else "Elecciones pendientes") :].split("\n\n")[0]
    assert said in pending
    assert ("(603)" in text) is False


@pytest.mark.parametrize("lang", ["en", "es"])
def test_614_1a_no_replacement_no_line_under_the_choice_twin(named_catalog: CardCatalog, lang: str) -> None:
    text = reply_text(f"{THALIAS}; Blood Artist", lang, named_catalog)
    assert "614.1a" not in text and "↳" not in text and "(603)" in text


def test_614_1a_json_carries_the_replacement_on_the_choice(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code = main(["sba", f"{THALIAS}; Rest in Peace", "--json", "--db", str(card_db)])
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    (choice,) = data["pending_choices"]
    assert choice["replaced_by"][0]["source"] == "Rest in Peace" and choice["replaced_by"][0]["rule"] == "614.1a"


def test_614_1a_json_no_replacement_no_entry_twin(capsys: pytest.CaptureFixture[str], card_db: Path) -> None:
    code = main(["sba", THALIAS, "--json", "--db", str(card_db)])
    (choice,) = json.loads(capsys.readouterr().out)["pending_choices"]
    assert code == 0 and "replaced_by" not in choice


def _two_jaces(with_replacement: bool) -> GameState:
    jace = {"owner": "you", "card_types": ["planeswalker"], "subtypes": ["jace"], "loyalty": 3}
    objects = [
        GameObject(id="Jace A", name="Jace A", **jace),  # type: ignore[arg-type]
        GameObject(id="Jace B", name="Jace B", **jace),  # type: ignore[arg-type]
    ]
    if with_replacement:  # Rest in Peace's wording on an unnamed enchantment: read by wording
        text = "If a card or token would be put into a graveyard from anywhere, exile it instead."
        objects.append(
            GameObject(id="Ward", name="Ward", owner="you", card_types=frozenset({"enchantment"}), statics=(text,))
        )
    return GameState(players=(Player(name="you"),), objects=tuple(objects))


def test_614_1a_the_planeswalker_uniqueness_choice_tells_the_exile_too() -> None:
    """Before September 2017 (the 2017-08-25 edition), two Jaces: the one not kept is exiled."""
    result = check_sba(_two_jaces(with_replacement=True), edition="2017-08-25")
    choice = next(c for c in result.pending_choices if c.kind == "planeswalker_uniqueness")
    (told,) = choice.remedy
    assert told.source == "Ward" and told.explanation["en"].startswith("Whichever one you don't keep is put into exile")


def test_614_1a_the_planeswalker_uniqueness_choice_without_a_replacement_twin() -> None:
    result = check_sba(_two_jaces(with_replacement=False), edition="2017-08-25")
    choice = next(c for c in result.pending_choices if c.kind == "planeswalker_uniqueness")
    assert choice.remedy == ()
