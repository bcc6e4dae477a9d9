"""What a copy enters with (707.5) and exceptions that hold only for a card type (707.9f), through
the handler path every surface shares, in English and Spanish, each with its near miss.

A board says what a permanent has now. What a copy entered with (the copied text's "enters
tapped" and "enters with … counters", its copy effect's "additional" counters) is shown when the
board doesn't say it; counters that change its size are tried both ways and asked about when the
answer depends on them, never assumed."""

from __future__ import annotations

import pytest

from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from bot.replies.layers import layers_reply
from bot.replies.reply import to_text
from engine.cards.catalog import CardCatalog
from engine.effects.copies import copy_exceptions
from engine.effects.errors import ReadingsDiffer
from engine.effects.model import Layer
from engine.effects.trace import LayersTrace
from engine.sba import check_sba

MORITTE = "Moritte of the Frost"
MORIT = "Morit, ente de la escarcha"


def trace(board: str, cards: CardCatalog, wanted: str) -> LayersTrace:
    return traced(read_board(board, cards), board, wanted)


def final(found: LayersTrace) -> dict[str, str]:
    assert len(found.objects) == 1, found.objects
    return {layer.value: value for layer, value in found.objects[0].final.items()}


def entered(found: LayersTrace) -> list[str]:
    """The paragraphs of what the copy entered with that the board doesn't say."""
    return [text for _, _, what, text in found.unknown_values if what == "entered"]


# -- 707.9f: Moritte of the Frost ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        (f'Forest; "becomes a 3/3 Elemental creature" on Forest; {MORITTE} copying Forest', MORITTE),
        (f'Bosque; "becomes a 3/3 Elemental creature" sobre Bosque; {MORIT} copiando a Bosque', MORIT),
    ],
    ids=["en", "es"],
)
def test_707_9f_moritte_copying_an_animated_land_is_no_creature_so_no_changeling_nor_counters(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    """The animated land's copiable values are a land's: Moritte isn't a creature, so the
    exception for a creature doesn't apply (no changeling, nothing it entered with)."""
    found = trace(board, named_catalog, wanted)
    got = final(found)
    assert (got["4"], got["6"], got["7c"]) == ("land — Forest", "—", "—")
    assert not found.deciding and not entered(found) and not found.unapplied


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        (f"{MORITTE} with two +1/+1 counters copying Grizzly Bears", MORITTE),
        (f"{MORIT} con dos contadores +1/+1 copiando a Osos pardos", MORIT),
    ],
    ids=["en", "es"],
)
def test_707_9f_moritte_copying_a_creature_has_changeling_and_its_counters(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    """Near miss: a creature copied, the exception applies: changeling (every creature type)
    and the two +1/+1 counters the board states, a 4/4."""
    found = trace(board, named_catalog, wanted)
    got = final(found)
    assert got["6"] == "changeling" and "+every creature type" in got["4"] and got["7c"] == "4/4"
    assert not found.deciding and not entered(found) and not found.unapplied


@pytest.mark.parametrize(
    ("board", "wanted", "lang"),
    [(f"{MORITTE} copying Grizzly Bears", MORITTE, "en"), (f"{MORIT} copiando a Osos pardos", MORIT, "es")],
    ids=["en", "es"],
)
def test_707_9f_counters_it_entered_with_unsaid_are_asked_not_assumed(
    named_catalog: CardCatalog, board: str, wanted: str, lang: str
) -> None:
    """The board doesn't say its counters: both sizes are shown, and what decides them named."""
    found = trace(board, named_catalog, wanted)
    assert final(found)["7c"] == "2/2"
    assert [a[Layer.PT_MODIFY] for a in found.objects[0].alternatives] == ["4/4"]
    assert [k[0] for k in found.deciding] == ["entered_counters"]
    assert any("two additional +1/+1 counters" in text for text in entered(found))
    text = to_text(layers_reply(found, lang, board=read_board(board, named_catalog)))
    assert ("entered with" in text and "Entered with" in text) if lang == "en" else ("con los que entró" in text)
    if lang == "es":
        assert "Entered with" not in text and "Entró con" in text


@pytest.mark.parametrize(
    "board",
    [
        f"{MORITTE} copying Grizzly Bears; {MORITTE} has 2 damage",
        f"{MORIT} copiando a Osos pardos; {MORIT} tiene 2 de daño",
    ],
    ids=["en", "es"],
)
def test_707_9f_sba_asks_when_the_counters_decide_lethal_damage(named_catalog: CardCatalog, board: str) -> None:
    """2 damage kills a 2/2 and not a 4/4: /sba asks whether it still has the counters."""
    with pytest.raises(ReadingsDiffer) as asked:
        check_sba(read_board(board, named_catalog))
    assert "707.5" in asked.value.params["what_en"] and "entró" in asked.value.params["what_es"]


@pytest.mark.parametrize(
    "board",
    [
        f"{MORITTE} with two +1/+1 counters copying Grizzly Bears; {MORITTE} has 2 damage",
        f"{MORIT} con dos contadores +1/+1 copiando a Osos pardos; {MORIT} tiene 2 de daño",
    ],
    ids=["en", "es"],
)
def test_707_9f_sba_answers_when_the_counters_are_said(named_catalog: CardCatalog, board: str) -> None:
    """Near miss: its counters said, a 4/4 with 2 damage survives, nothing asked."""
    assert not check_sba(read_board(board, named_catalog)).rounds


def test_707_9f_an_exception_for_a_card_type_is_read_before_or_after_its_clause() -> None:
    """Moritte's "if it's a creature, …" (before) and Spark Double's "… if it's a creature"
    (after) are both read, each under its card type; a size under a condition isn't applied."""
    moritte = copy_exceptions(
        "You may have ~ enter as a copy of a permanent you control, except it's legendary and snow in addition "
        "to its other types and, if it's a creature, it enters with two additional +1/+1 counters on it and has changeling."
    )
    assert moritte is not None and moritte.types == {"legendary", "snow"}
    ((card_type, more),) = moritte.only_if
    assert (card_type, more.keywords, more.enters_with) == ("creature", {"changeling"}, (("+1/+1", 2),))
    spark = copy_exceptions(
        "You may have ~ enter as a copy of a creature or planeswalker you control, except it enters with an "
        "additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it "
        "if it's a planeswalker, and it isn't legendary."
    )
    assert spark is not None and [t for t, _ in spark.only_if] == ["creature", "planeswalker"]
    assert copy_exceptions("You may have ~ enter as a copy of a creature, except if it's a creature, it's 7/7.") is None


# -- 707.5: Skyshroud Behemoth ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("board", "wanted"),
    [("Clone copying Skyshroud Behemoth", "Clone"), ("Clon copiando a Behenot de Veloceleste", "Clon")],
    ids=["en", "es"],
)
def test_707_5_a_clone_of_skyshroud_behemoth_entered_tapped_with_two_fade_counters(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    """The copied "enters tapped" and fading 2 apply as it enters: both are shown, since the
    board doesn't say it is tapped or has fade counters now."""
    found = trace(board, named_catalog, wanted)
    assert final(found)["7c"] == "10/10"
    notes = entered(found)
    assert any("enters the battlefield tapped" in n for n in notes) and any(n.startswith("Fading 2") for n in notes)
    assert not found.deciding  # fade counters change no characteristic: nothing to decide


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        ("Clone tapped with 2 fade counters copying Skyshroud Behemoth", "Clone"),
        ("Clon girado copiando a Behenot de Veloceleste", "Clon"),
    ],
    ids=["en", "es"],
)
def test_707_5_what_the_board_says_it_has_is_not_repeated(named_catalog: CardCatalog, board: str, wanted: str) -> None:
    """Near miss: the board says it's tapped (and, in English, its fade counters): only what
    it leaves unsaid is shown."""
    notes = entered(trace(board, named_catalog, wanted))
    assert not any("tapped" in n for n in notes)
    assert bool(notes) is (wanted == "Clon")  # the Spanish board leaves the fade counters unsaid


def test_707_5_a_clone_of_a_creature_that_enters_with_nothing_shows_nothing(named_catalog: CardCatalog) -> None:
    """Near miss: Grizzly Bears enters with nothing; nothing is shown."""
    assert not entered(trace("Clone copying Grizzly Bears", named_catalog, "Clone"))
