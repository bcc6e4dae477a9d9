"""Events as judges tell them (issue 32): each event read says what it took (the message, the rule
behind the change, the change itself), control changes move an object to its new controller,
and a clause with an event's verb is never an object's name. English and Spanish, each with a
near-miss twin."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import Answer, ChooseReading, answer
from engine.reading.natural.story import EVENT_RULES, EVENT_RULES_EDITION, EVENT_RULES_EDITIONS, Told
from tests.engine.reading.outcomes import rules


def pending(result: Answer) -> list[str | None]:
    return [c.rule for c in result.result.pending_choices]


def only(told: Answer) -> Told:
    (event,) = told.events
    return event


# -- damage (120.3) -----------------------------------------------------------------------------
def test_120_3e_a_spells_damage_says_its_source_amount_and_rule(named_catalog: CardCatalog) -> None:
    """A Bolt told: Lightning Bolt deals 3 to the Giant (120.3e), which then has 3 damage."""
    event = only(answer("Opponent Bolts my Hill Giant.", named_catalog))
    assert event.key == "damage"
    assert dict(event.values) == {"source": "Lightning Bolt", "amount": "3", "target": "Hill Giant"}
    assert (event.rule, event.result) == ("120.3e", "Hill Giant: 3 damage")


def test_120_3e_spanish_the_change_is_said_in_the_board_words_of_the_reply(named_catalog: CardCatalog) -> None:
    """The same event told in Spanish: Shock's 2, and the change in the Spanish board words."""
    event = only(answer("El rival le hace Choque a mi Gigante de las colinas.", named_catalog))
    assert dict(event.values) == {"source": "Shock", "amount": "2", "target": "Hill Giant"}
    assert (event.rule, event.result) == ("120.3e", "Hill Giant: 2 de daño")
    # the damage already there is in the change: the state after the event, not the amount again
    event = only(answer("El rival le hace Choque a mi Gigante de las colinas que ya tenía 1 daño.", named_catalog))
    assert event.result == "Hill Giant: 3 de daño"


def test_702_2b_combat_damage_from_a_deathtouch_source_cites_deathtouch(named_catalog: CardCatalog) -> None:
    """Typhoid Rats block: the Wurm's damage to the Rats and the Rats' deathtouch damage (702.2b)."""
    told = answer("Typhoid Rats blocks my Craw Wurm.", named_catalog)
    event = only(told)
    assert event.key == "combat" and dict(event.values) == {"attacker": "Craw Wurm", "blocker": "Typhoid Rats"}
    assert event.rule == "510.2, 120.3e, 702.2b"
    assert 'Craw Wurm: 1 damage from "Typhoid Rats"' in event.result
    assert rules(told) == [{"704.5g", "704.5h"}]


def test_510_2_combat_damage_without_deathtouch_cites_no_deathtouch(named_catalog: CardCatalog) -> None:
    """The twin: Grizzly Bears block the same Wurm; no deathtouch, no 702.2b, the Wurm lives."""
    told = answer("Grizzly Bears blocks my Craw Wurm.", named_catalog)
    event = only(told)
    assert event.rule == "510.2, 120.3e"
    assert rules(told) == [{"704.5g"}]


@pytest.mark.parametrize(
    ("text", "deathtouch"),
    [("Unas Ratas tifoideas bloquean a mi Hill Giant.", True), ("Unos Grizzly Bears bloquean a mi Hill Giant.", False)],
    ids=["rats", "bears"],
)
def test_702_2b_spanish_combat_with_and_without_deathtouch(
    named_catalog: CardCatalog, text: str, deathtouch: bool
) -> None:
    """In Spanish too: deathtouch is cited only when the blocker has it."""
    event = only(answer(text, named_catalog))
    assert ("702.2b" in event.rule) is deathtouch
    assert "de daño de" in event.result


def test_120_3c_damage_to_a_planeswalker_removes_loyalty_and_never_cites_deathtouch(named_catalog: CardCatalog) -> None:
    """Deathtouch means nothing to a planeswalker: its loyalty goes down by the damage (120.3c)."""
    event = only(
        answer("My Wrenn and Six is at 3 loyalty. Opp swings Typhoid Rats at it and I don't block.", named_catalog)
    )
    assert event.key == "unblocked"
    assert (event.rule, event.result) == ("510.2, 120.3c", "Wrenn and Six: loyalty 2")


# -- zone changes -------------------------------------------------------------------------------
def test_704_5d_a_bounced_token_is_in_a_hand(named_catalog: CardCatalog) -> None:
    """Unsummoned token: to its owner's hand (400.7), then it ceases to exist (704.5d)."""
    told = answer("i unsummon my opponents goblin token", named_catalog)
    event = only(told)
    assert (event.key, event.rule, event.result) == ("bounce.told", "400.7", "Goblin: in hand")
    assert rules(told) == [{"704.5d"}]


def test_400_7_a_bounced_card_is_in_a_hand_and_stays(named_catalog: CardCatalog) -> None:
    """The twin: a card returned to a hand is just a card in a hand, nothing to do."""
    told = answer("i unsummon my opponents Grizzly Bears", named_catalog)
    assert only(told).result == "Grizzly Bears: in hand"
    assert rules(told) == []


@pytest.mark.parametrize(
    ("text", "after"),
    [("el rival rebota mi ficha de Goblin", [{"704.5d"}]), ("el rival rebota mis Osos pardos", [])],
    ids=["token", "card"],
)
def test_704_5d_spanish_a_bounced_token_and_a_bounced_card(
    named_catalog: CardCatalog, text: str, after: list[set[str]]
) -> None:
    told = answer(text, named_catalog)
    assert only(told).result.endswith(": en la mano")
    assert rules(told) == after


def test_702_12b_a_destruction_that_doesnt_happen_says_why(named_catalog: CardCatalog) -> None:
    """Murder on an indestructible Myr: no change, and the rule that stopped it (702.12b)."""
    event = only(answer("Opponent Murders my Darksteel Myr.", named_catalog))
    assert (event.key, event.rule, event.result) == ("destroy", "701.8a, 702.12b", "no change")
    event = only(answer("Opponent Murders my Grizzly Bears.", named_catalog))  # the twin: it goes
    assert (event.rule, event.result) == ("701.8a", "Grizzly Bears: in graveyard")
    event = only(answer("El rival le hace Asesinato a mi Darksteel Myr.", named_catalog))
    assert event.result == "sin cambios"


# -- lasting effects, draws, loyalty, protection --------------------------------------------------
def test_611_2c_a_mass_spell_lists_each_creature_it_changed(named_catalog: CardCatalog) -> None:
    event = only(answer("I cast Drown in Sorrow. Opp has Grizzly Bears and Serra Angel.", named_catalog))
    assert (event.key, event.rule) == ("mass.all", "611.2c")
    assert event.result == "Grizzly Bears: gets -2/-2; Serra Angel: gets -2/-2"


def test_events_are_listed_in_the_order_told(named_catalog: CardCatalog) -> None:
    """A Shock, then a Giant Growth: two events, in that order, each with its own change."""
    told = answer("Mi Hill Giant recibió 2 de un Choque y después le pusieron Crecimiento gigante.", named_catalog)
    assert [e.key for e in told.events] == ["damage", "pump"]
    assert [e.rule for e in told.events] == ["120.3e", "613.4c"]
    assert told.events[1].result == "Hill Giant: recibe +3/+3"


def test_613_7_then_orders_the_effects_and_no_order_keeps_asking(named_catalog: CardCatalog) -> None:
    """With the order told the Shock is one event of one reading; with none the readings part
    and the judge is asked with choices, whatever the events say."""
    told = answer(
        "Opalescence came down turn 3, Humility later on turn 5. My opponent Shocks Humility (it's a creature).",
        named_catalog,
    )
    assert [e.key for e in told.events] == ["damage"] and rules(told) == [{"704.5g"}]
    with pytest.raises(ChooseReading):
        answer("I control Humility and Opalescence. Opponent Shocks Humility.", named_catalog)


def test_121_4_a_draw_from_an_empty_library_cites_both_rules(named_catalog: CardCatalog) -> None:
    event = only(answer("Ana's library is empty. She goes to her draw step.", named_catalog))
    assert dict(event.values) == {"player": "Ana", "count": "1"}
    assert (event.rule, event.result) == ("121.2, 121.4", "Ana: drew from an empty library")


@pytest.mark.parametrize(
    ("text", "change", "result"),
    [
        ("Jace, the Mind Sculptor recién bajado. Uso su -1.", "-1", "Jace, the Mind Sculptor: lealtad 2"),
        ("Bajé a Jace, the Mind Sculptor y usé su +2.", "+2", "Jace, the Mind Sculptor: lealtad 5"),
    ],
    ids=["minus", "plus"],
)
def test_606_4_a_loyalty_ability_changes_loyalty_by_its_cost(
    named_catalog: CardCatalog, text: str, change: str, result: str
) -> None:
    event = only(answer(text, named_catalog))
    assert (event.key, dict(event.values)["change"], event.rule, event.result) == ("loyalty", change, "606.4", result)


def test_702_16_protection_gained_is_an_event(named_catalog: CardCatalog) -> None:
    event = only(answer("I tap Mother of Runes to give the Serra Angel protection from white.", named_catalog))
    assert (event.key, event.rule, event.result) == ("protect", "702.16", "Serra Angel: protection from white")


# -- control changes (613.1b) ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "text",
    [
        "I stole his Thalia. I control Thalia.",
        "I gained control of my opponent's Thalia. I control Thalia.",
        "Gané el control de la Thalia del rival. Controlo una Thalia.",
        "Le robé su Thalia. Controlo una Thalia.",
        "I stole Thalia from my opponent. I control Thalia.",
        "Le robé la Thalia a mi rival. Controlo una Thalia.",
    ],
    ids=["stole", "gained-control", "gane-el-control", "le-robe", "stole-from", "le-robe-a-mi-rival"],
)
def test_704_5j_a_stolen_legend_meets_its_twin_under_one_controller(named_catalog: CardCatalog, text: str) -> None:
    """Two Thalias, one stolen: both are mine now, so the legend rule applies (704.5j)."""
    told = answer(text, named_catalog)
    assert pending(told) == ["704.5j"]
    event = told.events[0]
    assert event.key == "control" and event.rule == "613.1b"
    assert "controlled by you" in event.result or "controlado por tú" in event.result


def test_704_5j_two_players_copies_are_no_legend_rule(named_catalog: CardCatalog) -> None:
    """The twin: the opponent's Thalia and mine, no control change told: nothing to choose."""
    told = answer("My opponent controls Thalia. I control Thalia.", named_catalog)
    assert pending(told) == [] and told.events == ()


@pytest.mark.parametrize(
    "text",
    [
        "I cast Act of Treason on my opponent's Thalia. I control Thalia.",
        "I cast Threaten on his Thalia. I control Thalia.",
        "Lancé Acto de traición sobre la Thalia del rival. Controlo una Thalia.",
        "Lancé Amenazar sobre la Thalia del rival. Controlo una Thalia.",
    ],
    ids=["act-of-treason", "threaten", "acto-de-traicion", "amenazar"],
)
def test_613_1b_a_control_spell_is_read_from_its_oracle_text(named_catalog: CardCatalog, text: str) -> None:
    """Act of Treason, Threaten (and their Spanish names): "gain control of … until end of turn"."""
    told = answer(text, named_catalog)
    assert pending(told) == ["704.5j"]
    event = told.events[0]
    assert event.key == "control.eot.spell" and dict(event.values)["source"] in {"Act of Treason", "Threaten"}


def test_704_5m_enchant_creature_you_control_falls_off_a_stolen_creature(named_catalog: CardCatalog) -> None:
    """Spirit Loop enchants a creature its controller controls: stolen, it isn't (704.5m)."""
    told = answer("I control Spirit Loop attached to Grizzly Bears. My opponent stole my Grizzly Bears.", named_catalog)
    assert rules(told) == [{"704.5m"}]
    assert only(told).result == "Grizzly Bears: controlled by opponent"


@pytest.mark.parametrize(
    ("text", "after"),
    [
        ("Tengo Spirit Loop en mis Osos pardos. Me robaron los Osos pardos.", [{"704.5m"}]),
        ("Tengo Spirit Loop en mis Osos pardos. Mi rival me robó los Osos pardos.", [{"704.5m"}]),
        ("Tengo Spirit Loop en mis Osos pardos.", []),
    ],
    ids=["me-robaron", "me-robo", "not-stolen"],
)
def test_704_5m_spanish_a_stolen_creature_and_its_twin(
    named_catalog: CardCatalog, text: str, after: list[set[str]]
) -> None:
    assert rules(answer(text, named_catalog)) == after


def test_a_control_spell_juez_cant_read_is_asked_quoting_it(named_catalog: CardCatalog) -> None:
    """Kari Zev's Expertise has a second paragraph Juez doesn't read: asked, quoting its text."""
    with pytest.raises(BoardError) as asked:
        answer("I cast Kari Zev's Expertise on his Grizzly Bears.", named_catalog)
    assert "Gain control of target creature or Vehicle" in str(asked.value.params.get("text", ""))


def test_a_steal_of_ones_own_permanent_isnt_read(named_catalog: CardCatalog) -> None:
    """ "I stole my own Thalia" changes no controller: never read as a control change."""
    from engine.reading.natural import natural_readings

    assert [r.line for r in natural_readings("I stole my Thalia.", named_catalog)] == []


# -- never a name ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "verb"),
    [
        ("Opponent Bolts my Hill Giant (3/3).", "Bolts"),
        ("i unsummon my opponents goblin token", "unsummon"),
        ("Ana stole my Hill Giant 3/3", "stole"),
        ("I gained control of my opponent's Thalia. I control Thalia.", "gained"),
    ],
    ids=["bolts", "unsummon", "stole", "player-name"],
)
def test_a_clause_with_an_event_verb_is_never_a_name(named_catalog: CardCatalog, text: str, verb: str) -> None:
    """The board reader takes each of these as a made-up object (or player); it is an event."""
    from engine.board import parse_board

    try:  # the board reader alone: the verb is in a name, or (in a player's name) refused
        typed = parse_board(text, named_catalog)
    except BoardError:
        pass
    else:
        assert any(verb in name for name in [*(o.name for o in typed.objects), *(p.name for p in typed.players)])
    told = answer(text, named_catalog)
    assert told.reading is not None and told.events
    assert not any(
        verb in name for name in [*(o.name for o in told.state.objects), *(p.name for p in told.state.players)]
    )


@pytest.mark.parametrize(
    "text",
    ['"Opponent Bolts my Giant" 3/3 with 3 damage', "Attack Dog 2/2 with 2 damage", "Big Bear 3/3 with 3 damage"],
    ids=["quoted", "verb-first", "no-verb"],
)
def test_a_made_up_name_without_an_event_verb_stands(named_catalog: CardCatalog, text: str) -> None:
    """The twins: a quoted name, a verb as a name's first word, no verb at all: the typed board."""
    told = answer(text, named_catalog)
    assert told.reading is None and told.events == ()
    assert rules(told) == [{"704.5g"}]


def test_a_sentence_in_a_name_the_reader_cant_read_is_asked(named_catalog: CardCatalog) -> None:
    """No reading of the event: the judge is asked, never answered about a made-up object."""
    with pytest.raises(BoardError):
        answer("Opponent Bolts my Zorpwidget 3/3", named_catalog)


@pytest.mark.parametrize(
    ("text", "player", "result"),
    [
        ("I stole his Thalia.", "you", "Thalia, Guardian of Thraben: controlled by you"),
        ("Mi rival me robó los Osos pardos.", "tu oponente", "Grizzly Bears: controlado por oponente"),
        ("Me robaron los Osos pardos.", "tu oponente", "Grizzly Bears: controlado por oponente"),
    ],
    ids=["stole", "me-robo", "me-robaron"],
)
def test_613_1b_who_took_it_is_said_in_the_message_and_the_change(
    named_catalog: CardCatalog, text: str, player: str, result: str
) -> None:
    """The message says the new controller as a sentence needs it ("a ti", "tu oponente"); the
    change is in the board words the reading was checked in."""
    event = only(answer(text, named_catalog))
    assert (dict(event.values)["player"], event.result) == (player, result)


# -- counters and attachments, done as read and shown with what they left -------------------------
def test_122_1_an_enters_trigger_puts_its_counters_and_says_so(named_catalog: CardCatalog) -> None:
    told = answer("Skinrender ETB targeting opp's Hill Giant, no responses.", named_catalog)
    event = only(told)
    assert event.key == "counters.source" and dict(event.values)["source"] == "Skinrender"
    assert (event.rule, event.result) == ("122.1", "Hill Giant: 3 -1/-1 counters")
    assert rules(told) == [{"704.5f"}]


def test_122_1_counters_put_show_every_counter_it_then_has(named_catalog: CardCatalog) -> None:
    """A +1/+1 counter on a persisted Finks: the change shown is both counters (then 704.5q)."""
    told = answer(
        "Kitchen Finks came back with persist (-1/-1 counter). I cast Travel Preparations and put a +1/+1 counter on it.",
        named_catalog,
    )
    event = only(told)
    assert dict(event.values) == {"count": "1", "kind": "+1/+1", "target": "Kitchen Finks"}
    assert event.result == "Kitchen Finks: 1 -1/-1 counters, 1 +1/+1 counters"
    assert rules(told) == [{"704.5q"}]


@pytest.mark.parametrize(
    ("text", "result"),
    [
        ("Opponent casts Pacifism on my Savannah Lions.", 'Pacifism: attached to "Savannah Lions"'),
        ("I control Grizzly Bears. I equipped Short Sword to it.", 'Short Sword: attached to "Grizzly Bears"'),
        ("Le ponen Peso muerto a mi Grizzly Bears.", 'Dead Weight: anexado a "Grizzly Bears"'),
    ],
    ids=["aura", "equipment", "aura-es"],
)
def test_701_3a_an_attachment_told_is_an_event(named_catalog: CardCatalog, text: str, result: str) -> None:
    event = only(answer(text, named_catalog))
    assert (event.key, event.rule, event.result) == ("attach", "701.3a", result)


def test_701_3a_an_attachment_said_as_a_state_is_no_event_twin(named_catalog: CardCatalog) -> None:
    """ "Grizzly Bears wearing Rancor" says how the board is, not something that happened."""
    told = answer("Grizzly Bears wearing Rancor; my opponent Disenchants Rancor.", named_catalog)
    assert [e.key for e in told.events] == ["destroy"]


@pytest.mark.parametrize(
    "text",
    [
        "I cast Act of Treason on his Thalia. On the next turn I cast Thalia.",
        "I stole his Thalia. On the next turn I cast Thalia.",
    ],
    ids=["until-end-of-turn", "how-long-unsaid"],
)
def test_514_2_a_control_change_and_then_the_turn_ending_is_asked(named_catalog: CardCatalog, text: str) -> None:
    """Act of Treason's control ends in the cleanup step (514.2); "stole" doesn't say how long:
    told before the turn ends, whose Thalia it is now is asked, never assumed."""
    with pytest.raises(BoardError) as asked:
        answer(text, named_catalog)
    assert asked.value.key == "board.natural.open"


def test_514_2_a_control_change_in_the_same_turn_stands_twin(named_catalog: CardCatalog) -> None:
    assert pending(answer("I cast Act of Treason on his Thalia. I cast Thalia.", named_catalog)) == ["704.5j"]


def test_704_6d_a_stolen_commander_that_dies_is_its_owners_choice(named_catalog: CardCatalog) -> None:
    """My commander, stolen and sacrificed by my opponent: to my graveyard, and the command zone
    choice is mine, its owner's (704.6d), not its last controller's."""
    told = answer("Commander. My opponent stole my commander Grizzly Bears and sacrificed it.", named_catalog)
    assert [e.key for e in told.events] == ["control", "sacrifice.told"]
    assert told.reading is not None and told.reading.endswith('you: "Grizzly Bears" commander in graveyard')
    (choice,) = told.result.pending_choices
    assert choice.rule == "704.6d" and choice.explanation["en"].startswith("You may put Grizzly Bears")


def test_704_6d_a_stolen_commander_still_on_the_battlefield_is_no_choice_twin(named_catalog: CardCatalog) -> None:
    told = answer("Commander. My opponent stole my commander Grizzly Bears.", named_catalog)
    assert pending(told) == [] and only(told).result == "Grizzly Bears: controlled by opponent"


@pytest.mark.parametrize("edition", sorted(EVENT_RULES_EDITIONS))
def test_every_event_rule_is_a_rule_of_the_editions_said_to_number_them(shared: Path, edition: str) -> None:
    """The rules the events cite are numbered as in the CR of 2026-04-17, and the same in every
    edition said to agree: each is one of its rules."""
    assert EVENT_RULES_EDITION in EVENT_RULES_EDITIONS
    text = (shared / f"data/cr/en/MagicCompRules-{edition.replace('-', '')}.txt").read_text(encoding="utf-8-sig")
    missing = [n for n in EVENT_RULES.values() if not re.search(rf"^{re.escape(n)}\.? ", text, re.M)]
    assert missing == []
    assert re.search(r"^701\.8a To destroy a permanent", text, re.M)  # a number, and what it numbers
