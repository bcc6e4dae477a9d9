"""Copies of a spell on the stack (707.10) through the handler path every surface shares: CR
707.10's Examples (Fork and Emerald Charm, Fling, Dawnglow Infusion) in English and Spanish, each
with its conclusion checked and a near-miss twin."""

from __future__ import annotations

import json

import pytest

from bot.catalog import t
from bot.errors import BoardInputError
from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from bot.replies.layers import cited_rules, layers_reply
from bot.replies.reply import to_text
from engine.cards.catalog import CardCatalog
from engine.effects.spell_copies import SpellCopy
from engine.effects.trace import LayersTrace
from engine.model import GameState
from engine.state_io import state_from_json


def trace(board: str, cards: CardCatalog) -> LayersTrace:
    return traced(read_board(board, cards), board, None)


def only_copy(board: str, cards: CardCatalog) -> SpellCopy:
    (copy,) = trace(board, cards).spell_copies
    return copy


def reply(board: str, cards: CardCatalog, lang: str) -> str:
    state = read_board(board, cards)
    return to_text(layers_reply(traced(state, board, None), lang, board=state))


def keys(copy: SpellCopy) -> list[str]:
    return [n.key for n in copy.notes]


def unknown(copy: SpellCopy) -> list[str]:
    return [n.key for n in copy.unknown]


FORK = "Emerald Charm on the stack (mode: destroy target non-Aura enchantment); Fork copying Emerald Charm"
FORK_ES = "Amuleto de esmeralda en la pila (modo: destruye el encantamiento objetivo que no sea Aura); Fork copiando a Amuleto de esmeralda"


@pytest.mark.parametrize("board", [FORK, FORK_ES], ids=["en", "es"])
def test_707_10_fork_copies_emerald_charm_red_with_the_same_mode(named_catalog: CardCatalog, board: str) -> None:
    """Fork's exception makes the copy red; the mode chosen for the original is copied (700.2g)."""
    copy = only_copy(board, named_catalog)
    assert (copy.card, copy.colors, copy.card_types) == ("Emerald Charm", frozenset({"red"}), frozenset({"instant"}))
    assert copy.exception == "that the copy is red"
    assert copy.choices.modes and copy.choices.modes[0].startswith(("destroy", "destruye"))
    assert "spell_copy.modes" in keys(copy) and "spell_copy.not_cast" in keys(copy)
    assert not copy.unknown


def test_707_10_fork_reply_says_red_and_the_mode_in_each_language(named_catalog: CardCatalog) -> None:
    english = reply(FORK, named_catalog, "en")
    assert "Copy of Emerald Charm on the stack, by Fork (707.10)" in english
    assert "Emerald Charm · instant · red" in english and "Mode: destroy target non-Aura enchantment" in english
    spanish = reply(FORK_ES, named_catalog, "es")
    assert "Copia de Amuleto de esmeralda en la pila, de Fork" in spanish
    assert "instantáneo · rojo" in spanish and "Modo: destruye el encantamiento" in spanish
    assert "No continuous effect" not in english and "copies Emerald Charm" not in english  # not a layer-1 copy


@pytest.mark.parametrize(
    "board",
    [
        "Emerald Charm on the stack (mode: untap target permanent); Reverberate copying Emerald Charm",
        "Amuleto de esmeralda en la pila (modo: endereza el permanente objetivo); Reverberar copiando a Amuleto de esmeralda",
    ],
    ids=["en", "es"],
)
def test_707_10_a_copy_without_an_exception_twin_keeps_green(named_catalog: CardCatalog, board: str) -> None:
    copy = only_copy(board, named_catalog)
    assert (copy.colors, copy.exception) == (frozenset({"green"}), None)
    assert copy.choices.modes[0].startswith(("untap", "endereza"))


def test_707_10_the_mode_unsaid_is_asked_never_guessed(named_catalog: CardCatalog) -> None:
    copy = only_copy("Emerald Charm on the stack; Fork copying Emerald Charm", named_catalog)
    assert unknown(copy) == ["spell_copy.unknown.modes"]
    assert "Can't tell what this copy does: the mode chosen for Emerald Charm" in reply(
        "Emerald Charm on the stack; Fork copying Emerald Charm", named_catalog, "en"
    )


def test_707_10c_new_targets_said_for_the_copy(named_catalog: CardCatalog) -> None:
    board = (
        "Emerald Charm on the stack (mode: untap target permanent, targeting Grizzly Bears); Serra Angel; "
        "Grizzly Bears; Fork copying Emerald Charm (targeting Serra Angel)"
    )
    copy = only_copy(board, named_catalog)
    assert (copy.choices.targets, copy.new_targets) == (("Serra Angel",), True)
    twin = only_copy(board.replace(" (targeting Serra Angel)", ""), named_catalog)
    assert (twin.choices.targets, twin.new_targets) == (("Grizzly Bears",), False)


FLING = "Fling on the stack (sacrificed Hill Giant, targeting Bob); Hill Giant in graveyard; Reverberate copying Fling"


@pytest.mark.parametrize(
    ("board", "amount"),
    [
        (FLING, "3"),
        (
            "Arrojar en la pila (sacrificó Gigante de las colinas con fuerza 5); Gigante de las colinas en el cementerio; "
            "Reverberar copiando a Arrojar",
            "5",
        ),
    ],
    ids=["en", "es"],
)
def test_707_10_fling_copy_reads_the_power_sacrificed_for_the_original(
    named_catalog: CardCatalog, board: str, amount: str
) -> None:
    copy = only_copy(board, named_catalog)
    (note,) = [n for n in copy.notes if n.key.startswith("spell_copy.sacrificed")]
    assert dict(note.params)["amount"] == amount and dict(note.params)["sacrificed"].startswith(("Hill", "Gigante"))


def test_707_10_fling_twin_with_another_creature_sacrificed(named_catalog: CardCatalog) -> None:
    board = FLING.replace("Hill Giant", "Grizzly Bears")
    (note,) = [n for n in only_copy(board, named_catalog).notes if n.key.startswith("spell_copy.sacrificed")]
    assert dict(note.params)["amount"] == "2"
    assert "reads the power of Grizzly Bears, sacrificed to cast Fling: 2" in reply(board, named_catalog, "en")
    spanish = reply(
        "Arrojar en la pila (sacrificó Osos pardos); Osos pardos en el cementerio; Reverberar copiando a Arrojar",
        named_catalog,
        "es",
    )
    assert "lee la fuerza de Osos pardos, sacrificada para lanzar Arrojar: 2" in spanish


def test_707_10_fling_with_nothing_said_sacrificed_is_asked(named_catalog: CardCatalog) -> None:
    copy = only_copy("Fling on the stack; Reverberate copying Fling", named_catalog)
    assert unknown(copy) == ["spell_copy.unknown.sacrificed"]
    assert not any(n.key.startswith("spell_copy.sacrificed") for n in copy.notes)


DAWNGLOW = "Dawnglow Infusion on the stack (X=3, {G}{W} spent); Reverberate copying Dawnglow Infusion"
DAWNGLOW_ES = "Infusión de solanera en la pila (X=3, pagado con {G}{W}); Reverberar copiando a Infusión de solanera"


@pytest.mark.parametrize("board", [DAWNGLOW, DAWNGLOW_ES], ids=["en", "es"])
def test_707_10_dawnglow_copy_gains_no_life(named_catalog: CardCatalog, board: str) -> None:
    """Mana isn't an object: nothing was spent on the copy, whatever was spent on the original."""
    copy = only_copy(board, named_catalog)
    assert "spell_copy.spent.no_life" in keys(copy) and "spell_copy.x" in keys(copy)
    assert copy.choices.x == 3 and not copy.unknown


def test_707_10_dawnglow_reply_in_each_language(named_catalog: CardCatalog) -> None:
    assert "the copy gains no life, whatever was spent on Dawnglow Infusion" in reply(DAWNGLOW, named_catalog, "en")
    assert "la copia no hace ganar vidas" in reply(DAWNGLOW_ES, named_catalog, "es")


def test_707_10_dawnglow_twin_x_unsaid_is_asked(named_catalog: CardCatalog) -> None:
    copy = only_copy("Dawnglow Infusion on the stack; Reverberate copying Dawnglow Infusion", named_catalog)
    assert unknown(copy) == ["spell_copy.unknown.x"] and "spell_copy.spent.no_life" in keys(copy)


@pytest.mark.parametrize(
    ("board", "kicked"),
    [
        ("Burst Lightning on the stack (kicked); Reverberate copying Burst Lightning", "spell_copy.kicked"),
        (
            "Estallido de relámpagos en la pila (sin estimular); Reverberar copiando a Estallido de relámpagos",
            "spell_copy.not_kicked",
        ),
    ],
    ids=["en-kicked", "es-not-kicked"],
)
def test_707_10_kicker_is_copied_and_no_mana_condition_is_said(
    named_catalog: CardCatalog, board: str, kicked: str
) -> None:
    copy = only_copy(board, named_catalog)
    assert kicked in keys(copy) and not any(k.startswith("spell_copy.spent") for k in keys(copy))


def test_707_10_a_copier_juez_cant_read_says_so(named_catalog: CardCatalog) -> None:
    copy = only_copy(
        "Emerald Charm on the stack (mode: untap target permanent); Mystery Spell copying Emerald Charm", named_catalog
    )
    assert copy.colors is None and unknown(copy) == ["spell_copy.unknown.copier"]
    assert "· ?." in reply(
        "Emerald Charm on the stack (mode: untap target permanent); Mystery Spell copying Emerald Charm",
        named_catalog,
        "en",
    )


def test_707_10_cited_rules_and_json(named_catalog: CardCatalog) -> None:
    found = trace(FORK, named_catalog)
    assert {"707.10", "700.2g"} <= set(cited_rules(found))
    (summary,) = found.summary()["spell_copies"]  # type: ignore[misc]
    assert summary["colors"] == ["red"] and summary["copier"] == "Fork"


def test_707_2_a_clone_twin_is_still_a_layer_1_copy(named_catalog: CardCatalog) -> None:
    found = trace("Clone copying Grizzly Bears", named_catalog)
    assert not found.spell_copies and found.objects[0].steps[0].copied == "Grizzly Bears"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bracket_item_that_is_no_choice_is_a_clear_error(named_catalog: CardCatalog, lang: str) -> None:
    with pytest.raises(BoardInputError) as caught:
        read_board("Dawnglow Infusion on the stack (X=3, wibble); Fork copying Dawnglow Infusion", named_catalog)
    assert caught.value.error.key == "board.spell_choice"
    message = t("board.spell_choice", lang, word="wibble", column=40)
    assert "wibble" in message and ("mode:" in message or "modo:" in message)


def test_other_brackets_are_left_to_the_board_language(named_catalog: CardCatalog) -> None:
    state = read_board("Grizzly Bears (2/2); Hill Giant", named_catalog)
    assert all(o.spell_choices is None for o in state.objects)


#: 707.10e's Example. Frontline Heroism isn't in the card data Juez ships with, so the board is a
#: JSON state (`juez layers --state`) carrying its Oracle text, as a judge's tool would send it.
HEROISM = (
    "Whenever you cast a spell that targets only a single creature you control, create a 1/1 red Soldier "
    "creature token with haste, then copy that spell. The copy targets that token."
)


def heroism_state(procession: bool) -> GameState:
    objects: list[dict[str, object]] = [
        {
            "id": "Moment of Triumph",
            "name": "Moment of Triumph",
            "card": "Moment of Triumph",
            "owner": "you",
            "zone": "stack",
            "card_types": ["instant"],
            "colors": ["white"],
            "statics": ["Target creature gets +2/+2 until end of turn. You gain 2 life."],
            "spell_choices": {"targets": ["Grizzly Bears"]},
        },
        {
            "id": "Grizzly Bears",
            "name": "Grizzly Bears",
            "owner": "you",
            "card_types": ["creature"],
            "power": 2,
            "toughness": 2,
        },
        {
            "id": "Frontline Heroism",
            "name": "Frontline Heroism",
            "owner": "you",
            "card_types": ["enchantment"],
            "statics": [HEROISM],
            "copying": "Moment of Triumph",
        },
    ]
    if procession:
        objects.append(
            {
                "id": "Anointed Procession",
                "name": "Anointed Procession",
                "owner": "you",
                "card_types": ["enchantment"],
                "statics": [
                    "If an effect would create one or more tokens under your control, it creates twice that many of those tokens instead."
                ],
            }
        )
    return state_from_json(json.dumps({"players": [{"name": "you"}], "objects": objects}))


@pytest.mark.parametrize(
    ("lang", "words"), [("en", "Target: ONE of the 2 tokens"), ("es", "Objetivo: UNA de las 2 fichas")]
)
def test_707_10e_frontline_heroism_with_anointed_procession_targets_one_token(lang: str, words: str) -> None:
    state = heroism_state(procession=True)
    (copy,) = traced(state, "", None).spell_copies
    (note,) = [n for n in copy.notes if n.key.startswith("spell_copy.target")]
    assert (note.key, dict(note.params)["count"], note.rule) == ("spell_copy.target.one_of", "2", "707.10e")
    assert copy.choices.targets == ()  # not the original's Grizzly Bears
    assert words in to_text(layers_reply(traced(state, "", None), lang, board=state))


def test_707_10e_twin_without_a_doubler_targets_the_one_token() -> None:
    (copy,) = traced(heroism_state(procession=False), "", None).spell_copies
    assert [n.key for n in copy.notes if n.key.startswith("spell_copy.target")] == ["spell_copy.target.token"]


def test_707_10e_typed_with_a_copier_the_data_lacks_is_said_not_guessed(named_catalog: CardCatalog) -> None:
    board = "Moment of Triumph on the stack (targeting Grizzly Bears); Grizzly Bears; Anointed Procession; Frontline Heroism copying Moment of Triumph"
    copy = only_copy(board, named_catalog)
    assert unknown(copy) == ["spell_copy.unknown.copier"] and copy.colors is None
    assert "Can't tell what this copy does: Frontline Heroism's text isn't in the card data" in reply(
        board, named_catalog, "en"
    )


@pytest.mark.parametrize(
    "board",
    [
        "Dawnglow Infusion on the stack (X=9999999); Reverberate copying Dawnglow Infusion",
        "Infusión de solanera en la pila (X=9999999); Reverberar copiando a Infusión de solanera",
    ],
    ids=["en", "es"],
)
def test_a_choice_out_of_range_is_a_clear_error_not_a_traceback(named_catalog: CardCatalog, board: str) -> None:
    with pytest.raises(BoardInputError) as caught:
        read_board(board, named_catalog)
    assert caught.value.error.key == "board.spell_choice"


def test_the_twin_in_range_reads(named_catalog: CardCatalog) -> None:
    state = read_board(
        "Dawnglow Infusion on the stack (X=999999); Reverberate copying Dawnglow Infusion", named_catalog
    )
    assert state.objects[0].spell_choices is not None and state.objects[0].spell_choices.x == 999_999
