"""A judge retyping a floor call, a streamer telling a play: "Call at table 12:", "Lightning
Bolt hit my Grizzly Bears", "le aventé un Relámpago" (Mexico), "NAP controls nothing"."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Lightning Bolt hit my Grizzly Bears.", 'you: "Grizzly Bears" 3 damage'),
        ("El Relámpago le pegó a sus Osos pardos.", 'oponente: "Grizzly Bears" 3 de daño'),
        ("Güey, le aventé un Relámpago a su Gigante de las colinas.", 'oponente: "Hill Giant" 3 de daño'),
    ],
)
def test_120_3_a_damage_spell_told_as_the_subject_or_with_a_regional_verb(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_spell_that_deals_no_damage_never_hits(named_catalog: CardCatalog) -> None:
    """The twin: Giant Growth "hit" the Bears is no damage: not read as an event."""
    try:
        told = answer("Giant Growth hit my Grizzly Bears.", named_catalog)
    except BoardError:
        return
    assert told.reading is None or "damage" not in told.reading


@pytest.mark.parametrize(
    "board",
    [
        "Call at table 12: AP controls Grizzly Bears with 2 damage.",
        "Judge call, table 7. AP controls Grizzly Bears with 2 damage. NAP controls nothing.",
    ],
)
def test_704_5g_a_floor_calls_opener_and_an_empty_side(named_catalog: CardCatalog, board: str) -> None:
    assert only_line(board, named_catalog) == 'AP: "Grizzly Bears" 2 damage'


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Grizzly Bears and Hill Giant trade.",
            'you: "Grizzly Bears" 3 damage from "Hill Giant"; opponent: "Hill Giant" 2 damage from "Grizzly Bears"',
        ),
        (
            "Mis Osos pardos y su Gigante de las colinas se matan.",
            'tú: "Grizzly Bears" 3 de daño de "Hill Giant"; oponente: "Hill Giant" 2 de daño de "Grizzly Bears"',
        ),
        (
            "My Grizzly Bears traded with his Llanowar Elves.",
            'you: "Grizzly Bears" 1 damage from "Llanowar Elves"; opponent: "Llanowar Elves" 2 damage from "Grizzly Bears"',
        ),
    ],
)
def test_510_2_two_creatures_that_trade_deal_their_damage_to_each_other(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    """ "Trade" tells the combat, not its outcome: the Hill Giant survives the Bears' 2 (704.5g
    only for the Bears), whatever the word says."""
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board", ["Grizzly Bears, Hill Giant and Llanowar Elves trade.", "My Grizzly Bears and my Hill Giant trade."]
)
def test_trading_three_creatures_or_one_players_two_is_not_read(named_catalog: CardCatalog, board: str) -> None:
    try:
        told = answer(board, named_catalog)
    except BoardError:
        return
    assert told.reading is None or "damage from" not in told.reading


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "I attack with Craw Wurm. She blocks with her Serra Angel, and the Angel takes 6.",
            'you: "Craw Wurm" 4 damage from "Serra Angel"; opponent: "Serra Angel" 6 damage from "Craw Wurm"',
        ),
        (
            "Ana attacks me with her Hill Giant. I block with Grizzly Bears.",
            'Ana: "Hill Giant" 2 damage from "Grizzly Bears"; you: "Grizzly Bears" 3 damage from "Hill Giant"',
        ),
        (
            "He attacks with Hill Giant, I block with Grizzly Bears. Both deal damage.",
            'opponent: "Hill Giant" 2 damage from "Grizzly Bears"; you: "Grizzly Bears" 3 damage from "Hill Giant"',
        ),
        (
            "Llanowar Elves blocks Hill Giant and dies?",
            'you: "Llanowar Elves" 3 damage from "Hill Giant"; opponent: "Hill Giant" 1 damage from "Llanowar Elves"',
        ),
    ],
)
def test_510_1_her_creature_both_deal_damage_and_an_outcome_asked(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    """ "her Serra Angel" is hers as "his" is his; "Both deal damage" is the damage step; "… and
    dies?" asks the outcome (never read as a fact); a blocker and the creature it blocks are two
    players' (the one told with no owner is shown as the opponent's)."""
    assert only_line(board, named_catalog) == line


def test_an_outcome_told_not_asked_is_not_skipped(named_catalog: CardCatalog) -> None:
    """The twin: "… and dies." with a full stop states it: not read as a question, but as the
    death the state-based actions make (checked: the Elves have lethal damage)."""
    told = answer("Llanowar Elves blocks Hill Giant and dies.", named_catalog)
    assert "dies.by_sba" in [t.key for t in told.events]
    assert rules(told) == [{"704.5g"}]


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Javi y yo estamos a 0 vidas.", "Javi: vidas 0; tú: vidas 0"),
        (
            "Javi y yo estamos a 5 vidas. Javi tiene Osos pardos con 2 de daño.",
            'Javi: vidas 5; tú: vidas 5; Javi: "Grizzly Bears" 2 de daño',
        ),
    ],
)
def test_119_two_players_and_one_life_total_is_each_ones(named_catalog: CardCatalog, board: str, line: str) -> None:
    """ "Javi y yo estamos a 5 vidas": the total told of each (never a player "Javi estamos");
    a team's poison ("Laura y yo teníamos 9 venenos como equipo") stays the team's."""
    assert only_line(board, named_catalog) == line


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Table 4 call: AP attacks with Hill Giant, NAP chumps with Llanowar Elves.",
            'AP: "Hill Giant" 1 damage from "Llanowar Elves"; NAP: "Llanowar Elves" 3 damage from "Hill Giant"',
        ),
        ("Mesa 9 llamada: el rival tiene Osos pardos con 2 de daño.", 'oponente: "Grizzly Bears" 2 de daño'),
        (
            "My Llanowar Elves chump blocks his Hill Giant.",
            'you: "Llanowar Elves" 3 damage from "Hill Giant"; opponent: "Hill Giant" 1 damage from "Llanowar Elves"',
        ),
        (
            "His Hill Giant attacks, I chump with my Llanowar Elves.",
            'opponent: "Hill Giant" 1 damage from "Llanowar Elves"; you: "Llanowar Elves" 3 damage from "Hill Giant"',
        ),
        (
            "His Hill Giant attacks me and I chump it with Llanowar Elves.",
            'opponent: "Hill Giant" 1 damage from "Llanowar Elves"; you: "Llanowar Elves" 3 damage from "Hill Giant"',
        ),
    ],
)
def test_509_a_call_after_its_table_and_a_chump_block(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line
