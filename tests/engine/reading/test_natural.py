"""The natural reader (issue 31): boards as judges tell them, events included, read into the
board language and checked; every reading tried, a question where they part, never a guess."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import ChooseReading, answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import rules


def lines(text: str, cards: CardCatalog) -> list[str]:
    return [read.line for read in natural_readings(text, cards)]


def test_510_1_combat_damage_is_each_creatures_power(named_catalog: CardCatalog) -> None:
    told = answer("quick one: my Goblin Guide attacks, opp blocks with Grizzly Bears. what happens?", named_catalog)
    assert told.reading is not None and "2 damage from" in told.reading
    assert rules(told) == [{"704.5g"}]
    destroyed = {s for r in told.result.rounds for a in r.actions for s in a.subjects}
    assert destroyed == {"Goblin Guide", "Grizzly Bears"}


def test_510_1_a_stated_anthem_counts_in_the_power_dealt(named_catalog: CardCatalog) -> None:
    # Glorious Anthem makes the Bears 3/3: the Hill Giant (3/3) takes 3, not 2, and dies with them
    told = answer("I control Glorious Anthem and Grizzly Bears. Hill Giant blocks my Grizzly Bears.", named_catalog)
    assert told.reading is not None and '3 damage from "Grizzly Bears"' in told.reading
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Hill Giant", "Grizzly Bears"}


def test_702_2_deathtouch_damage_in_combat(named_catalog: CardCatalog) -> None:
    told = answer("Typhoid Rats blocks my Craw Wurm. After combat damage, what's the board?", named_catalog)
    assert rules(told) == [{"704.5g", "704.5h"}]


def test_702_90_infect_damage_is_minus_counters(named_catalog: CardCatalog) -> None:
    (line,) = lines("Glistener Elf blocks my Grizzly Bears.", named_catalog)
    assert '"Grizzly Bears" 1 -1/-1 counters' in line
    told = answer("Glistener Elf blocks my Grizzly Bears.", named_catalog)
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Glistener Elf"}


def test_120_3_a_spells_damage_is_read_from_its_oracle_text(named_catalog: CardCatalog) -> None:
    told = answer("Opponent Bolts my Hill Giant.", named_catalog)
    assert told.reading is not None and "3 damage" in told.reading
    assert rules(told) == [{"704.5g"}]
    assert rules(answer("I Shock their Serra Angel.", named_catalog)) == []


def test_120_3c_unblocked_damage_to_a_planeswalker_removes_loyalty(named_catalog: CardCatalog) -> None:
    (line,) = lines("My Wrenn and Six is at 3 loyalty. Opp swings Typhoid Rats at it and I don't block.", named_catalog)
    assert '"Wrenn and Six" loyalty 2' in line  # "it" is Wrenn and Six, not the Rats
    assert '"Typhoid Rats"' in line and line.startswith("you:")


def test_704_5f_enters_trigger_counters_from_oracle_text(named_catalog: CardCatalog) -> None:
    told = answer("Skinrender ETB targeting opp's Hill Giant, no responses.", named_catalog)
    assert rules(told) == [{"704.5f"}]


def test_704_5d_a_tokens_size_from_what_created_it(named_catalog: CardCatalog) -> None:
    told = answer("Raise the Alarm soldier token blocks a Grizzly Bears. What happens to the token?", named_catalog)
    assert told.reading is not None and '"Soldier" token creature 1/1' in told.reading
    assert rules(told) == [{"704.5g"}, {"704.5d"}]


def test_611_2c_a_mass_spell_changes_each_creature(named_catalog: CardCatalog) -> None:
    told = answer("I cast Drown in Sorrow. Opp has Grizzly Bears and Serra Angel.", named_catalog)
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Grizzly Bears"}


def test_704_5m_removal_leaves_the_aura_unattached(named_catalog: CardCatalog) -> None:
    told = answer("Grizzly Bears wearing Rancor; my opponent Disenchants Rancor.", named_catalog)
    assert rules(told) == []  # Rancor is gone: nothing is left to fall off
    told = answer("Dead Weight on the other guy's Grizzly Bears. Just that.", named_catalog)
    assert rules(told) == [{"704.5f"}, {"704.5m"}]


def test_702_79a_persist_return_has_its_counter(named_catalog: CardCatalog) -> None:
    (line,) = lines("opp's Kitchen Finks already persisted once (has the -1/-1 counter, so it's a 2/1).", named_catalog)
    assert line.count("-1/-1") == 1 and "1 -1/-1 counters" in line


def test_704_5j_a_second_copy_means_one_was_there(named_catalog: CardCatalog) -> None:
    told = answer("Rest in Peace del rival en mesa. Bajo una segunda Cuna de Gaia.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]


def test_613_7_unknown_timestamps_try_each_order(named_catalog: CardCatalog) -> None:
    # Humility and Opalescence: which came first decides whether Humility is 1/1 or 4/4
    with pytest.raises(ChooseReading) as asked:
        answer("Tengo Humildad y Opalescencia en mesa. El rival le hace Choque a Humildad. ¿Muere?", named_catalog)
    outcomes = {c.outcome.rounds for c in asked.value.choices}
    assert outcomes == {(), (("704.5g",),)}


def test_a_size_said_now_that_the_board_denies_is_not_read(named_catalog: CardCatalog) -> None:
    assert lines("Grizzly Bears (2/2) blocks Hill Giant.", named_catalog)
    assert lines("Grizzly Bears (3/3) blocks Hill Giant.", named_catalog) == []


def test_an_aura_never_put_on_anything_is_asked_about(named_catalog: CardCatalog) -> None:
    assert lines("I have Rancor and Grizzly Bears.", named_catalog) == []


@pytest.mark.parametrize(
    "text",
    [
        "Grizzly Bears exploded.",  # an unknown verb
        "my Goblin Guide attacks, opp blocks with Grizzly Bears and Hill Giant.",  # damage order: 510.1c
        "Goblin Guide attacks.",  # blocks not told
        "Hill Giant doesn't take 3 damage.",  # a negation is never skipped
    ],
)
def test_words_that_decide_the_answer_are_never_skipped(named_catalog: CardCatalog, text: str) -> None:
    assert lines(text, named_catalog) == []


def test_702_89a_a_reading_with_an_umbra_is_asked_not_answered_without_it(named_catalog: CardCatalog) -> None:
    # the board reader drops the Umbra here ("nothing happens"); the natural reader keeps it, and
    # umbra armor saves the Soldier there: the readings differ, so the judge is asked
    text = "Ficha de Soldado 1/1 con Umbra de víbora (2/2) bloquea a un Gigante de las colinas."
    assert any("Snake Umbra" in line for line in lines(text, named_catalog))
    with pytest.raises(ChooseReading):
        answer(text, named_catalog)
    saved = answer(text, named_catalog, pick=2).result
    [action] = saved.rounds[0].actions
    assert action.replaced_by[0].family == "armor" and saved.final_state.objects[0].zone == "battlefield"


def test_a_pick_past_the_choices_is_an_error(named_catalog: CardCatalog) -> None:
    text = "Tengo Humildad y Opalescencia en mesa. El rival le hace Choque a Humildad."
    picked = answer(text, named_catalog, pick=2)
    assert picked.reading is not None and "Humility" in picked.reading
    with pytest.raises(BoardError):
        answer(text, named_catalog, pick=9)


def test_an_event_in_brackets_may_explain_the_state_before_it(named_catalog: CardCatalog) -> None:
    # three counters said, then "(I hit it with Skinrender's ETB)": why it has them, or three more?
    text = "Their Craw Wurm has three -1/-1 counters on it (I hit it with Skinrender's ETB)."
    with pytest.raises(ChooseReading) as asked:
        answer(text, named_catalog)
    assert {c.outcome.rounds for c in asked.value.choices} == {(), (("704.5f",),)}
    assert sorted(line.count("-1/-1") for line in lines(text, named_catalog)) == [1, 1]
    assert {"3 -1/-1 counters" in line for line in lines(text, named_catalog)} == {True, False}


@pytest.mark.parametrize(
    "text",
    [
        "My Grizzly Bears enchanted with Ethereal Armor. Opponent casts Last Gasp on the Bears.",
        "Mis Osos pardos encantados con Armadura etérea. Mi rival lanza Último suspiro a los Osos.",
    ],
)
def test_613_a_count_of_the_board_is_asked_in_a_game_counted_in_a_puzzle(named_catalog: CardCatalog, text: str) -> None:
    """Ethereal Armor counts the enchantments its controller has. A game told (/sba) is rarely
    all of the battlefield: asked, unless the judge closes it ("nothing else"). A puzzle's board
    (/layers: ``whole``) is counted as told, and the reading says it assumed so."""
    asked: list[BoardError] = []
    assert list(natural_readings(text, named_catalog, asked)) == []
    assert [q.key for q in asked] == ["board.natural.board_count"]
    closed = text + (" Nothing else on the battlefield." if "Bears" in text else " No hay nada más.")
    (read,) = natural_readings(closed, named_catalog)
    assert read.assumed == ()
    (read,) = natural_readings(text, named_catalog, whole=True)
    assert read.assumed == ("board.assumed.closed\tEthereal Armor",)
    assert rules(answer(text, named_catalog, layers=True)) == [{"704.5f"}, {"704.5m"}]  # 0/0, then the Armor falls


def test_613_a_board_said_to_have_more_is_counted_as_told(named_catalog: CardCatalog) -> None:
    """A second enchantment told makes the Armor's count 2: the count follows the board told."""
    told = answer(
        "My Grizzly Bears enchanted with Ethereal Armor and Rancor. Opponent casts Last Gasp on the Bears.",
        named_catalog,
        layers=True,
    )
    assert rules(told) == []  # 2/2 +2/+2 (two enchantments) +2/+0 (Rancor) -3/-3: 3/1


def test_714_4_a_sagas_last_chapter_unsaid_is_both_readings(named_catalog: CardCatalog) -> None:
    text = "My opponent's The Eldest Reborn has three lore counters on it right now."
    found = lines(text, named_catalog)
    assert (
        len(found) == 2 and any("trigger pending" in f for f in found) and any("trigger resolved" in f for f in found)
    )
    with pytest.raises(ChooseReading):
        answer(text, named_catalog)


def test_a_person_at_the_table_is_the_other_player(named_catalog: CardCatalog) -> None:
    told = answer("So basically my buddy Bolts my Hill Giant. What dies?", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and 'you: "Hill Giant"' in told.reading


def test_a_card_typed_in_lower_case_where_an_object_stands_is_the_card(named_catalog: CardCatalog) -> None:
    # 613.4b: Humility read from "humility on bf" (a sentence opening on it), so the Angel is 1/1
    told = answer("humility on bf. my serra angel has 1 dmg marked from combat.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and '"Humility"' in told.reading
    # where no object stands (after a verb, no article) the word is not taken as the card
    assert lines("my serra angel has 1 dmg marked. i have humility", named_catalog) == []
    assert lines("Walk me through it. My Serra Angel has 1 dmg marked from combat.", named_catalog)


def test_704_5d_a_bounced_token_ceases_to_exist(named_catalog: CardCatalog) -> None:
    # "unsummon" as a verb, "my opponents" without the apostrophe, the size "(the 1/1 from …)"
    told = answer("i unsummon my opponents goblin token (the 1/1 from Krenko, Mob Boss)", named_catalog)
    assert told.reading is not None and "token creature 1/1 in hand" in told.reading
    assert rules(told) == [{"704.5d"}]
    assert rules(answer("I unsummon my opponent's Grizzly Bears.", named_catalog)) == []  # a card: it stays


def test_704_5m_a_sacrificed_host_leaves_its_aura_es(named_catalog: CardCatalog) -> None:
    # "los Osos": the card said again in the words it was typed in, not its Oracle name's
    told = answer("Tengo Rencor en mis Osos pardos. El rival sacrifica los Osos.", named_catalog)
    assert told.reading is not None and "en el cementerio" in told.reading
    assert rules(told) == [{"704.5m"}]
    assert (
        rules(answer("Tengo Rencor en mis Osos pardos. El rival sacrifica su Gigante de las colinas.", named_catalog))
        == []
    )


def test_702_12b_a_destroy_verb_doesnt_destroy_an_indestructible_permanent(named_catalog: CardCatalog) -> None:
    assert rules(answer("My opponent destroys my Grizzly Bears, which has Rancor on it.", named_catalog)) == [
        {"704.5m"}
    ]
    assert rules(answer("My opponent destroys my Darksteel Myr, which has Rancor on it.", named_catalog)) == []


def test_704_5j_a_sentence_is_read_again_when_the_longest_row_leaves_words_unread(named_catalog: CardCatalog) -> None:
    # "Jace … en mesa y bajo" is not Jace coming down: "bajo otro Jace" is a second one
    told = answer("Tengo Jace, el escultor mental en mesa y bajo otro Jace, el escultor mental.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]
    assert answer("Tengo Jace, el escultor mental en mesa.", named_catalog).result.pending_choices == ()


def test_704_5b_time_words_and_a_named_player_are_read(named_catalog: CardCatalog) -> None:
    # a step, the turn moving on, a player named before "had": read as time and a player, not refused
    told = answer("Ana had an empty library. She untaps, upkeep passes, and she goes to her draw step.", named_catalog)
    assert rules(told) == [{"704.5b"}] and told.result.losers == ("Ana",)
    assert any("upkeep passes" in s for s in told.skipped)
    # the draw named twice ("drew during her draw step") is one draw: with one card left, nothing happens
    one_left = "Ana controls Grizzly Bears. Ana has {n} cards in library and drew during her draw step."
    assert rules(answer(one_left.format(n=1), named_catalog)) == []
    assert rules(answer(one_left.format(n=0), named_catalog)) == [{"704.5b"}]


def test_704_5b_time_words_es(named_catalog: CardCatalog) -> None:
    told = answer("Robo en mi paso de robar con la biblioteca vacía.", named_catalog)
    assert rules(told) == [{"704.5b"}]
    assert (
        rules(answer("Tengo Osos pardos. Robo en mi paso de robar con 3 cartas en mi biblioteca.", named_catalog)) == []
    )


def test_614_a_draw_told_beside_a_draw_replacement_is_asked(named_catalog: CardCatalog) -> None:
    # Laboratory Maniac replaces the draw (614.1a): answering 704.5b would be a confident wrong answer
    with pytest.raises(BoardError):
        answer("I control Laboratory Maniac and my library is empty. I draw in my draw step.", named_catalog)
    assert rules(answer("I control Grizzly Bears and my library is empty. I draw in my draw step.", named_catalog)) == [
        {"704.5b"}
    ]


def test_120_3_damage_a_permanent_deals_as_told_uses_its_abilities(named_catalog: CardCatalog) -> None:
    # deathtouch comes from the source (702.2b): the same told damage from a vanilla source kills nothing
    assert rules(answer("Typhoid Rats deals 1 damage to my Serra Angel.", named_catalog)) == [{"704.5h"}]
    assert rules(answer("Grizzly Bears deals 1 damage to my Serra Angel.", named_catalog)) == []
    # a ping is 1 damage each time
    told = answer("Walking Ballista pinged my Hill Giant twice. Nothing else.", named_catalog)
    assert told.reading is not None and '2 damage from "Walking Ballista"' in told.reading
    assert rules(answer("Walking Ballista pinged my Hill Giant three times. Nothing else.", named_catalog)) == [
        {"704.5g"}
    ]


def test_120_3a_damage_to_a_player_as_told_es(named_catalog: CardCatalog) -> None:
    told = answer("Mi rival está a 2 vidas. Mis Grizzly Bears le pegan 2 a mi rival.", named_catalog)
    assert rules(told) == [{"704.5a"}] and told.result.losers == ("oponente",)
    assert rules(answer("Mi rival está a 3 vidas. Mis Grizzly Bears le pegan 2 a mi rival.", named_catalog)) == []


def test_a_bigger_table_infers_no_side(named_catalog: CardCatalog) -> None:
    # two players: the Bears' blocker is the other player's; four: whose is it? not inferred
    (line,) = lines("Ana controls Grizzly Bears. Hill Giant blocks Ana's Grizzly Bears.", named_catalog)
    assert 'opponent: "Hill Giant"' in line or '"Hill Giant"' in line
    four = lines(
        "Multijugador a cuatro. Ana controla Grizzly Bears. Hill Giant bloquea los Grizzly Bears de Ana.", named_catalog
    )
    assert all("oponente" not in line for line in four)
    assert lines("Commander a cuatro: mi amigo controla Grizzly Bears.", named_catalog) == []  # which friend?


def test_704_5a_a_removal_spells_life_rider_is_applied(named_catalog: CardCatalog) -> None:
    # Swords to Plowshares: its controller gains life equal to its power (Platinum Angel: 4)
    board = "Ana is at 0 life and controls Platinum Angel. Bruno casts {spell} on the Angel."
    told = answer(board.format(spell="Swords to Plowshares"), named_catalog)
    assert told.reading is not None and "life 4" in told.reading and rules(told) == []
    assert rules(answer(board.format(spell="Terminate"), named_catalog)) == [{"704.5a"}]  # "can't be regenerated"
    snag = "Ana está a {n} vidas y controla Grizzly Bears. Bruno lanza Vapor Snag sobre los Bears."
    assert rules(answer(snag.format(n=1), named_catalog)) == [{"704.5a"}]  # "its controller loses 1 life"
    assert rules(answer(snag.format(n=2), named_catalog)) == []


def test_a_told_board_missing_one_fact_asks_for_that_fact(named_catalog: CardCatalog) -> None:
    from engine.reading.natural.questions import NaturalQuestion

    # Tarmogoyf's size isn't fixed by this board: whether the Bolt kills it is asked, naming it
    with pytest.raises(NaturalQuestion) as asked:
        answer("I Bolted his Goyf.", named_catalog)
    assert asked.value.key == "board.natural.power" and asked.value.params["what"] == "Tarmogoyf"
    assert rules(answer("I Bolted his Grizzly Bears.", named_catalog)) == [{"704.5g"}]
    # an attack whose blocks aren't told
    with pytest.raises(NaturalQuestion) as asked:
        answer("My Goblin Guide attacks.", named_catalog)
    assert asked.value.key == "board.natural.blocks"
    assert rules(answer("My Goblin Guide attacks, opp blocks with Grizzly Bears.", named_catalog)) == [{"704.5g"}]


def test_a_word_the_natural_reader_reached_is_the_one_pointed_at(named_catalog: CardCatalog) -> None:
    from engine.reading.natural.questions import NaturalQuestion

    text = "Opponent Bolts my Grizzly Bears and then frobnicates my Hill Giant."
    with pytest.raises(NaturalQuestion) as asked:
        answer(text, named_catalog)
    assert asked.value.key == "board.natural.unread" and asked.value.word == "frobnicates"
    assert asked.value.column == text.index("frobnicates") + 1


def test_613_7_the_order_told_is_the_timestamp_order(named_catalog: CardCatalog) -> None:
    # Opalescence first, Humility later: Humility's 1/1 applies last, the Shock kills it
    first_opal = (
        "Opalescence came down turn 3, Humility later on turn 5. My opponent Shocks Humility (it's a creature)."
    )
    assert rules(answer(first_opal, named_catalog)) == [{"704.5g"}]
    # Humility first: Opalescence's 4/4 applies last, it survives (and in Spanish)
    first_hum = "Primero bajé Humildad y dos turnos después Opalescencia. El rival le hace Choque a Humildad."
    assert rules(answer(first_hum, named_catalog)) == []
    # no order told: both orders are readings, and they part
    with pytest.raises(ChooseReading):
        answer("I control Humility and Opalescence. Opponent Shocks Humility.", named_catalog)
    # a word of earlier times ("earlier") leaves the order to the readings
    with pytest.raises(ChooseReading):
        answer("Humility came down, then Opalescence earlier. Opponent Shocks Humility.", named_catalog)


def test_a_type_said_now_is_checked_against_the_board(named_catalog: CardCatalog) -> None:
    # Opalescence makes Humility a creature: said, it is checked and agrees; without it, it doesn't
    told = (
        "I control Opalescence and Humility, first Opalescence then Humility. Humility (it's a creature) has 1 damage."
    )
    assert rules(answer(told, named_catalog)) == [{"704.5g"}]
    assert lines("I control Humility. Humility (it's a creature) has 1 damage.", named_catalog) == []


def test_704_5j_another_one_is_a_second_copy_of_the_card_just_named(named_catalog: CardCatalog) -> None:
    told = answer("I already have Thalia, Guardian of Thraben out and I cast a second one. It resolves.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]
    told = answer("Tengo Thalia, Guardian of Thraben y bajo otra igual.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]
    assert answer("Tengo Thalia, Guardian of Thraben.", named_catalog).result.pending_choices == ()


def test_701_19_a_regeneration_shield_said_replaces_the_destruction(named_catalog: CardCatalog) -> None:
    board = "Opponent casts {spell} on my River Boa, which has a regeneration shield."
    told = answer(board.format(spell="Murder"), named_catalog)
    assert told.reading is not None and "graveyard" not in told.reading
    told = answer(board.format(spell="Terminate"), named_catalog)  # "It can't be regenerated."
    assert told.reading is not None and "in graveyard" in told.reading
    # in combat the board reader's 704.5g is regeneration (the event still happens, 704.5g)
    told = answer(
        "Masticore con un escudo de regeneración activado ({2} pagado) bloquea a unas Ratas tifoideas.", named_catalog
    )
    assert rules(told) == [{"704.5g", "704.5h"}]


def test_702_16_protection_given_as_told_makes_an_aura_fall_off(named_catalog: CardCatalog) -> None:
    board = (
        "My Serra Angel has my opponent's Pacifism on it. I tap Mother of Runes to give the Angel protection from {q}."
    )
    assert rules(answer(board.format(q="white"), named_catalog)) == [{"704.5m"}]  # Pacifism is white
    assert rules(answer(board.format(q="black"), named_catalog)) == []
    es = "El rival me pone Pacifismo en mi Gigante de las colinas. Lanzo Bendición del apóstol sobre el Gigante eligiendo {q}."
    told = answer(es.format(q="blanco"), named_catalog)
    assert rules(told) == [{"704.5m"}] and told.reading is not None and "protección contra blanco" in told.reading
    assert rules(answer(es.format(q="rojo"), named_catalog)) == []
    # the color of your choice, unsaid: asked
    with pytest.raises(BoardError):
        answer(
            "My opponent's Pacifism is on my Savannah Lions. I tap Mother of Runes targeting the Lions.", named_catalog
        )


def test_606_4_a_loyalty_cost_after_a_possessive(named_catalog: CardCatalog) -> None:
    # "his 0": the possessive is read by its text (it was never matched before)
    told = answer("Jace, the Mind Sculptor resolved and I used his 0, so he's on 3. Opp Bolts Jace.", named_catalog)
    assert rules(told) == [{"704.5i"}]
    with pytest.raises(BoardError):  # "so he's on 4" contradicts 3 + 0: not read
        answer("Jace, the Mind Sculptor resolved and I used his 0, so he's on 4. Opp Bolts Jace.", named_catalog)


def test_an_object_an_event_introduces_isnt_the_previous_lists_player(named_catalog: CardCatalog) -> None:
    # "Tengo … y mis Finks bloquean a un Gigante": the Giant attacks me, it is the opponent's
    (line,) = lines("Tengo Rest in Peace y mis Kitchen Finks (sin contadores) bloquean a un Hill Giant.", named_catalog)
    assert 'oponente: "Hill Giant"' in line and '"Kitchen Finks" 3 de daño' in line


def test_702_80_a_hyphenated_name_and_a_one_word_question(named_catalog: CardCatalog) -> None:
    # "Ram-Gang" is two words of the name in one typed word; "Damage?" asks, it states nothing
    told = answer("My Boggart Ram-Gang attacks, they block with Grizzly Bears. Damage?", named_catalog)
    assert rules(told) == [{"704.5f"}]  # wither: -1/-1 counters (702.80), not damage
    assert told.reading is not None and "3 -1/-1 counters" in told.reading


def test_506_2_an_unblocked_attacker_with_no_target_said_hits_the_other_player(named_catalog: CardCatalog) -> None:
    told = answer("Mi rival está a 2 vidas. Ataco con mis Osos pardos y el rival no bloquea.", named_catalog)
    assert rules(told) == [{"704.5a"}] and told.result.losers == ("oponente",)
    assert (
        rules(answer("Mi rival está a 3 vidas. Ataco con mis Osos pardos y el rival no bloquea.", named_catalog)) == []
    )
    with pytest.raises(BoardError):  # whose Bears, attacking whom? never a damage dropped
        answer("Grizzly Bears attacks, unblocked.", named_catalog)


def test_510_1c_several_blockers_divide_the_attackers_damage_as_told(named_catalog: CardCatalog) -> None:
    board = "Mi rival ataca con un Gigante de las colinas y lo bloqueo con dos Osos pardos. Él reparte {split}."
    told = answer(board.format(split="2 daños a un oso y 1 al otro"), named_catalog)
    assert rules(told) == [{"704.5g"}]
    destroyed = [s for r in told.result.rounds for a in r.actions for s in a.subjects]
    assert sorted(destroyed) == ["Grizzly Bears #1", "Hill Giant"]  # the Giant takes 2 + 2
    with pytest.raises(BoardError):  # 4 told of the Giant's 3: not all of it as told, asked
        answer(board.format(split="2 daños a un oso y 2 al otro"), named_catalog)
    # the division not told: asked (it was read as one Bear blocking)
    with pytest.raises(BoardError):
        answer("Mi rival ataca con un Gigante de las colinas y lo bloqueo con dos Osos pardos.", named_catalog)


def test_702_19b_a_trampler_blocked_is_asked_unless_its_damage_is_told(named_catalog: CardCatalog) -> None:
    from engine.reading.natural.questions import NaturalQuestion

    with pytest.raises(NaturalQuestion) as asked:
        answer("Bruno's Craw Wurm wearing Rancor attacks; my Serra Angel blocks.", named_catalog)
    assert asked.value.key == "board.natural.trample"
    told = answer(
        "Ana is on 3 life and controls Serra Angel. Bruno's Craw Wurm wearing Rancor attacks; the Angel blocks. "
        "Bruno assigns 4 to the Angel and 4 tramples over to Ana.",
        named_catalog,
    )
    assert told.result.losers == ("Ana",)


def test_704_6d_a_commander_named_as_one_that_dies(named_catalog: CardCatalog) -> None:
    # the board reader reads "bloquea" as the block before damage: the damage dealt is reading 2
    told = answer("Mi comandante Grizzly Bears bloquea a un Hill Giant.", named_catalog, pick=2)
    assert told.reading is not None and '"Grizzly Bears" comandante' in told.reading
    assert [c.rule for c in told.result.pending_choices] == ["704.6d"]
    told = answer("Mis Grizzly Bears bloquean a un Hill Giant.", named_catalog, pick=2)
    assert told.result.pending_choices == () and rules(told) == [{"704.5g"}]


def test_903_10a_commander_combat_damage_told_over_a_game(named_catalog: CardCatalog) -> None:
    board = "commander game: my opponent's commander Atraxa has hit me for 7 combat damage {n} this game. I'm still at 9 life."
    told = answer(board.format(n="three times"), named_catalog)
    assert rules(told) == [{"704.6c"}] and told.result.losers == ("you",)  # the 9 life is what is left
    assert rules(answer(board.format(n="twice"), named_catalog)) == []
    with pytest.raises(BoardError):  # a total that disagrees with what was told isn't read
        answer(board.format(n="twice") + " (21 total)", named_catalog)


def test_120_3a_a_life_said_after_the_damage_is_what_it_left(named_catalog: CardCatalog) -> None:
    told = answer("P2 is on 3 life. P1 casts Lightning Bolt targeting P2.", named_catalog)
    assert told.result.losers == ("P2",)  # 3 - 3
    told = answer("P1 casts Lightning Bolt targeting P2. P2 is on 3 life now.", named_catalog)
    assert told.result.losers == ()  # said after: 3 is what the Bolt left


def test_a_permanent_whose_controller_matters_and_isnt_said_is_each_players(named_catalog: CardCatalog) -> None:
    # Platinum Angel's "You can't lose the game": whose it is decides; both readings, and they part
    with pytest.raises(ChooseReading):
        answer("Platinum Angel is on the battlefield and Ana goes to 0 life from a Lightning Bolt.", named_catalog)
    told = answer("Ana controls Platinum Angel and goes to 0 life from a Lightning Bolt.", named_catalog)
    assert told.result.losers == ()
    # a first-person verb names the judge: "Bajo una segunda Cuna" is my second one
    told = answer("Rest in Peace del rival en mesa. Bajo una segunda Gaea's Cradle.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]


def test_611_2c_a_pump_told_with_a_clitic_and_the_size_it_left(named_catalog: CardCatalog) -> None:
    board = "Mi Hill Giant recibió 2 de un Choque y después le pusieron Crecimiento gigante, así que {pt}."
    told = answer(board.format(pt="6/6"), named_catalog)  # the size said is after the pump: 3/3 before it
    assert told.reading is not None and "+3/+3" in told.reading and rules(told) == []
    with pytest.raises(BoardError):
        answer(board.format(pt="7/7"), named_catalog)  # not the board's: something unsaid
    told = answer(
        "Earlier this turn P2 gave their Grizzly Bears Giant Growth; the Bears blocked a Hill Giant.", named_catalog
    )
    assert told.reading is not None and "+3/+3" in told.reading


def test_120_3c_damage_to_a_planeswalker_of_unsaid_loyalty_is_asked(named_catalog: CardCatalog) -> None:
    from engine.reading.natural.questions import NaturalQuestion

    # never dealt as if it were a creature: its loyalty decides
    with pytest.raises(NaturalQuestion) as asked:
        answer("Jace, the Mind Sculptor del rival lleva varios turnos en mesa. Le meto un Relámpago.", named_catalog)
    assert asked.value.key == "board.natural.loyalty"
    told = answer("Jace, the Mind Sculptor is at 3 loyalty. Opponent Bolts Jace.", named_catalog)
    assert rules(told) == [{"704.5i"}]


def test_510_2_combat_damage_said_again_is_checked_not_dealt_twice(named_catalog: CardCatalog) -> None:
    # the Elf's infect damage is one -1/-1 counter (702.90c), whether or not it is said again
    told = answer(
        "Glistener Elf blocks my Grizzly Bears. The Elf deals 1 to the Bears and the Bears deal 2 to it.", named_catalog
    )
    assert told.reading is not None and "1 -1/-1 counters" in told.reading
    assert rules(told) == [{"704.5g"}]  # the Elf only: the Bears are a 1/1
    with pytest.raises(BoardError):  # a damage said again that isn't the power: something unsaid
        answer("Glistener Elf blocks my Grizzly Bears. The Bears deal 3 to the Elf.", named_catalog)


def test_a_creature_spoken_of_by_a_plain_noun_is_the_one_that_fits(named_catalog: CardCatalog) -> None:
    assert rules(answer("Opponent controls Grizzly Bears. I Bolt their guy.", named_catalog)) == [{"704.5g"}]
    assert rules(answer("Tengo unos Osos pardos. El rival le hace Choque a mi criatura.", named_catalog)) == [
        {"704.5g"}
    ]
    # two creatures of mine: which one? asked; and never an object named "Opponent Bolts my"
    with pytest.raises(BoardError):
        answer("I control Grizzly Bears and Hill Giant. Opponent Bolts my creature.", named_catalog)


def test_704_5c_the_other_player_is_the_one_the_board_names(named_catalog: CardCatalog) -> None:
    # "connects" hits the other player: Carlos, the one named, not a nameless "opponent"
    told = answer("Carlos is on 9 poison. My Glistener Elf connects for 1.", named_catalog)
    assert told.result.losers == ("Carlos",)
    assert answer("Carlos is on 8 poison. My Glistener Elf connects for 1.", named_catalog).result.losers == ()
    with pytest.raises(BoardError):  # two others named: which one? asked
        answer("Carlos is on 9 poison and Ana is on 9 poison. My Glistener Elf connects for 1.", named_catalog)


def test_702_89a_umbra_armor_replaces_a_destruction_told_as_an_event(named_catalog: CardCatalog) -> None:
    told = answer("My Grizzly Bears wears Hyena Umbra. Opponent casts Murder on the Bears.", named_catalog)
    assert told.reading is not None and '"Hyena Umbra" in graveyard' in told.reading
    assert '"Grizzly Bears" in graveyard' not in told.reading and rules(told) == []
    told = answer("My Grizzly Bears wears Rancor. Opponent casts Murder on the Bears.", named_catalog)
    assert rules(told) == [{"704.5m"}]  # no armor: destroyed, the Aura left unattached


def test_702_80_a_keyword_in_brackets_speaks_of_what_it_follows(named_catalog: CardCatalog) -> None:
    # "(marchitar)" after the Ram-Gang: its wither is checked, and the Ballista gets -1/-1 counters
    told = answer(
        "Walking Ballista con dos contadores +1/+1 bloquea a unos Boggart Ram-Gang (marchitar).", named_catalog
    )
    assert rules(told) == [{"704.5f", "704.5q"}]
    with pytest.raises(BoardError):  # the Ballista has no wither: a keyword the board doesn't give
        answer("Walking Ballista (marchitar) con dos contadores +1/+1 bloquea a unos Boggart Ram-Gang.", named_catalog)


def test_704_5q_counters_put_on_it_after_a_spell(named_catalog: CardCatalog) -> None:
    board = "Kitchen Finks came back with persist (-1/-1 counter). I cast Travel Preparations and put a {mod} counter on it."
    assert rules(answer(board.format(mod="+1/+1"), named_catalog)) == [{"704.5q"}]
    assert rules(answer(board.format(mod="-1/-1"), named_catalog)) == [{"704.5f"}]  # 3/2 with two -1/-1: 1/0


def test_704_5i_attacked_loyalty_stops_at_zero(named_catalog: CardCatalog) -> None:
    # 5 + 2 damage to a planeswalker at 4: no fewer than no counters (120.3c), and "me atacan"
    # is the other player attacking
    told = answer(
        "Jace, the Mind Sculptor recién bajado (3 lealtad). Me atacan a Jace con un Hill Giant y unos Grizzly Bears y no bloqueo.",
        named_catalog,
    )
    assert told.reading is not None and "lealtad 0" in told.reading and rules(told) == [{"704.5i"}]
    with pytest.raises(BoardError):  # the blocks not told: asked
        answer(
            "Jace, the Mind Sculptor recién bajado (3 lealtad). Me atacan a Jace con unos Grizzly Bears.", named_catalog
        )


def test_120_3a_a_life_said_after_the_damage_without_words_that_place_it_is_both(named_catalog: CardCatalog) -> None:
    # "me asigna 5 a mí, estoy a 6": what it left (6) or what it started from (1)? both; they part
    board = "Mi rival me ataca con un Hill Giant y no bloqueo. Me pega 3 a mí, estoy a {n}."
    with pytest.raises(ChooseReading):
        answer(board.format(n=2), named_catalog)
    assert answer(board.format(n=9), named_catalog).result.losers == ()  # 9 or 6: nobody loses


@pytest.mark.parametrize(
    ("lang", "shown", "hidden"), [("en", 'you: "Grizzly Bears" 2 damage', "tú"), ("es", "tú:", "you:")]
)
def test_a_reading_is_shown_in_the_replys_language(
    named_catalog: CardCatalog, lang: str, shown: str, hidden: str
) -> None:
    # a Spanish board answered in English reads back in English board words, and the other way
    for text in ("Mi rival le hace Choque a mis Grizzly Bears.", "My opponent Shocks my Grizzly Bears."):
        told = answer(text, named_catalog, lang=lang)
        assert told.reading is not None and hidden not in told.reading
    assert shown in (answer("Mi rival le hace Choque a mis Grizzly Bears.", named_catalog, lang=lang).reading or "")


def test_704_5f_no_counters_said_is_rendered_and_a_verb_is_no_player(named_catalog: CardCatalog) -> None:
    # the natural reading agrees with the board reader's: a 0/0 with no counters dies
    assert rules(answer("Walking Ballista with no counters", named_catalog)) == [{"704.5f"}]
    # "Intenté robar": a verb that opens the sentence is no player named "Intenté"
    told = answer("Intenté robar con la biblioteca vacía", named_catalog)
    assert rules(told) == [{"704.5b"}] and "Intenté" not in told.result.losers


def test_707_2_a_copy_told_keeps_the_legend_rule_honest(named_catalog: CardCatalog) -> None:
    # a Clone copying my Ragavan is a second Ragavan (704.5j); Spark Double's copy isn't legendary
    told = answer("Clone copying my Ragavan, Nimble Pilferer. Do I lose one?", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]
    told = answer("Spark Double copying my Ragavan, Nimble Pilferer. Do I lose one?", named_catalog)
    assert told.result.pending_choices == ()
    told = answer("Oigan, bajé un Clone copiando mi propio Ragavan, Nimble Pilferer.", named_catalog)
    assert told.reading is not None and "copiando a" in told.reading


def test_613_7_an_order_word_orders_only_the_effects_around_it(named_catalog: CardCatalog) -> None:
    # "then" here orders the Shock, not Humility and Opalescence: both orders are readings
    with pytest.raises(ChooseReading):
        answer("I control Humility and Opalescence, then my opponent Shocks Humility.", named_catalog)
    with pytest.raises(ChooseReading):
        answer("Then I cast Humility and Opalescence. Opponent Shocks Humility.", named_catalog)
    # between them, or right after the later one, it orders them
    assert rules(answer("I cast Opalescence, then Humility. Opponent Shocks Humility.", named_catalog)) == [{"704.5g"}]
    assert rules(answer("Opalescence came down, Humility later. Opponent Shocks Humility.", named_catalog)) == [
        {"704.5g"}
    ]


def test_514_2_an_until_end_of_turn_effect_beside_a_turn_ending_is_asked(named_catalog: CardCatalog) -> None:
    # the cleanup step ends Giant Growth: whether the Shock came before or after, the words don't say
    with pytest.raises(BoardError):
        answer(
            "I cast Giant Growth on my Grizzly Bears. My opponent passes the turn. My opponent Shocks the Bears.",
            named_catalog,
        )
    told = answer("I cast Giant Growth on my Grizzly Bears. My opponent Shocks the Bears.", named_catalog)
    assert rules(told) == []  # 5/5 with 2 damage, the same turn
    # a turn ended before the effect was told: the effect is this turn's, answered
    told = answer(
        "My opponent passes the turn. I cast Giant Growth on my Grizzly Bears. Opponent Shocks the Bears.",
        named_catalog,
    )
    assert rules(told) == []


def test_702_2_combat_damage_said_with_takes_and_a_toughness_said_are_checked(named_catalog: CardCatalog) -> None:
    # "Rats take 1" after the block restates the combat (not 1 more); "toughness 1" is checked
    told = answer("Typhoid Rats blocks my Hill Giant. Rats take 3, toughness 1.", named_catalog)
    assert told.reading is not None and '"Typhoid Rats" 3 damage from "Hill Giant"' in told.reading
    assert rules(told) == [{"704.5g", "704.5h"}]
    with pytest.raises(BoardError):  # the Rats' toughness isn't 2
        answer("Typhoid Rats blocks my Hill Giant. Rats take 3, toughness 2.", named_catalog)


def test_120_3_a_spell_aimed_with_a_verb_and_a_question_at_the_end(named_catalog: CardCatalog) -> None:
    # "zapped X with a Shock": the spell at X; ", does it die" is the judge's question
    told = answer("so yeah my buddy zapped my Llanowar Elves with a Shock lol, does it die", named_catalog)
    assert rules(told) == [{"704.5g"}] and "does it die" in told.skipped
    told = answer("so yeah my buddy zapped my Llanowar Elves with a Giant Growth lol, does it die", named_catalog)
    assert rules(told) == []
    told = answer(
        "Buenas! consulta: mi rival tenía un Hill Giant con 2 daños y yo le tiré un Lightning Bolt. ¿Se muere?",
        named_catalog,
    )
    assert rules(told) == [{"704.5g"}]


def test_704_5j_two_legends_of_unsaid_controllers_are_asked(named_catalog: CardCatalog) -> None:
    # 704.5j applies to one player's two legends: who controls each decides it, so it is asked
    with pytest.raises(ChooseReading):
        answer("Hay dos Thalia, guardiana de Thraben en el campo de batalla. ¿Qué pasa?", named_catalog)
    with pytest.raises(ChooseReading):
        answer("There are two Thalia, Guardian of Thraben on the battlefield. SBA?", named_catalog)
    # near miss: the controller said, the legend rule is the owner's choice
    told = answer("I control two Thalia, Guardian of Thraben.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]


def test_704_5j_another_copy_in_a_list_is_a_second_object(named_catalog: CardCatalog) -> None:
    told = answer("I control Thalia, Guardian of Thraben and another Thalia, Guardian of Thraben.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]
    assert told.reading is not None and told.reading.count("Thalia") == 2
    # near miss: named once, one object, nothing happens
    told = answer("I control Thalia, Guardian of Thraben and Grizzly Bears.", named_catalog)
    assert told.result.pending_choices == () or list(told.result.pending_choices) == []


def test_seat_codes_in_any_case_and_by_role_are_players(named_catalog: CardCatalog) -> None:
    # 306.9 / 704.5i: "nap's" is the nonactive player, however it is typed
    told = answer("nap's liliana of the veil has 1 loyalty. AP bolts it.", named_catalog)
    assert rules(told) == [{"704.5i"}]
    assert told.reading is not None and 'NAP: "Liliana of the Veil"' in told.reading
    told = answer(
        "El jugador activo (JA) ataca con Osos pardos y el jugador no activo bloquea con Ratas tifoideas.",
        named_catalog,
    )
    assert rules(told) == [{"704.5g", "704.5h"}]
    assert told.reading is not None and 'JA: "Grizzly Bears"' in told.reading and 'JNA: "Typhoid Rats"' in told.reading


def test_704_5c_an_attacker_of_unsaid_controller_hits_the_player_named_later(named_catalog: CardCatalog) -> None:
    # 702.90b: infect damage to a player is poison; the player named after the attack was hit
    told = answer("Glistener Elf connects. Carlos is on 9 poison.", named_catalog)
    assert rules(told) == [{"704.5c"}]
    assert told.result.losers == ("Carlos",)
    told = answer("Glistener Elf connects. I'm on 9 poison.", named_catalog)
    assert told.result.losers == ("you",)
    # near miss: two players' totals told, whom it hit is asked, never assumed
    with pytest.raises(BoardError):
        answer("Glistener Elf connects. I'm on 9 poison and Carlos is on 9 poison.", named_catalog)


def test_120_3_a_compound_tense_is_the_verb_in_the_past(named_catalog: CardCatalog) -> None:
    # "le he tirado" is "le tiré" (the spell's 3 damage, 120.3); "han recibido" is "recibieron"
    told = answer("Le he tirado un Relámpago a sus Osos pardos.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    told = answer("Mis Osos pardos han recibido 2 de daño.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    # near miss: 1 damage on a 2/2 is not lethal
    told = answer("Mis Osos pardos han recibido 1 de daño.", named_catalog)
    assert rules(told) == []


def test_second_person_is_the_writers_opponent_or_the_quizs_player(named_catalog: CardCatalog) -> None:
    told = answer("Mirá, tu Liliana del Velo estaba en 3 de lealtad y le tiré un Relámpago.", named_catalog)
    assert rules(told) == [{"704.5i"}]
    assert told.reading is not None and 'oponente: "Liliana of the Veil"' in told.reading
    # a quiz's "you" is the player the text is about
    told = answer("Someone Bolted your Grizzly Bears.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and 'you: "Grizzly Bears"' in told.reading


def test_306_9_loyalty_said_with_a_verb_and_a_second_total_of_the_same_player(named_catalog: CardCatalog) -> None:
    # "had 5 loyalty": 4 combat damage leaves 1 (306.8), nothing happens; the near miss at 4 dies
    told = answer(
        "My opponent's Jace, the Mind Sculptor had 5 loyalty. I attacked it with my Grizzly Bears and "
        "Savannah Lions and they didn't block.",
        named_catalog,
    )
    assert rules(told) == []
    told = answer(
        "My opponent's Jace, the Mind Sculptor had 4 loyalty. I attacked it with my Grizzly Bears and "
        "Savannah Lions and they didn't block.",
        named_catalog,
    )
    assert rules(told) == [{"704.5i"}]
    # 704.5c: "10 contadores de veneno y 20 vidas" are both the JNA's
    told = answer("El jugador no activo (JNA) tiene 10 contadores de veneno y 20 vidas.", named_catalog)
    assert rules(told) == [{"704.5c"}] and told.result.losers == ("JNA",)


def test_an_unaccented_el_is_the_article_and_a_question_of_a_card_told_is_the_question(
    named_catalog: CardCatalog,
) -> None:
    # "El JNA": the article, not the pronoun "él"; "¿Muere el Tarmogoyf?" asks of the Goyf told
    with pytest.raises(BoardError) as asked:
        answer("El JNA lanza Relámpago sobre el Tarmogoyf del JA. ¿Muere el Tarmogoyf?", named_catalog)
    assert asked.value.key == "board.natural.power"  # its size counts graveyards: asked, not guessed


def test_704_5v_a_battles_defense_told_and_combat_damage_removes_it(sample_catalog: CardCatalog) -> None:
    # 120.3h: combat damage to a battle removes that many defense counters; at 0 the Siege's
    # ability triggers (310.11b) and 704.5v waits while it hasn't left the stack
    told = answer(
        "My Invasion of Tarkir has 2 defense counters. I attack it with my Grizzly Bears, no blocks.", sample_catalog
    )
    assert rules(told) == []
    assert told.reading is not None and "defense 0" in told.reading and "trigger pending" in told.reading
    told = answer(
        "Invasion of Alara protegida por Lucía tiene 2 de defensa. Ataco la Invasión con mis Osos pardos y no bloquea nadie.",
        sample_catalog,
    )
    assert told.reading is not None and "protector Lucía" in told.reading and "habilidad en la pila" in told.reading
    # near miss: more defense than the Bears' 2 power, nothing triggers
    told = answer(
        "My Invasion of Tarkir has 3 defense counters. I attack it with my Grizzly Bears, no blocks.", sample_catalog
    )
    assert rules(told) == [] and told.reading is not None and "trigger" not in told.reading
    # the opponent's Siege attacked by the judge: its protector would be attacking it (310.8b), asked
    with pytest.raises(BoardError):
        answer(
            "My opponent's Invasion of Tarkir has 2 defense counters. I attack it with my Grizzly Bears, no blocks.",
            sample_catalog,
        )


def test_a_bracket_after_a_card_is_read_as_a_sentence_about_it(sample_catalog: CardCatalog) -> None:
    # "Jace (2 loyalty)" in the middle of an attack: the bracket is the walker's state
    told = answer("I attack Jace, the Mind Sculptor (2 loyalty) with my Grizzly Bears, no blocks.", sample_catalog)
    assert rules(told) == [{"704.5i"}]
    told = answer("I attack Jace, the Mind Sculptor (3 loyalty) with my Grizzly Bears, no blocks.", sample_catalog)
    assert rules(told) == []


def test_707_2_entering_as_a_copy_and_possessives_of_ones_own(named_catalog: CardCatalog) -> None:
    # 707.2 + 704.5j: P2's Clone entering as a copy of P1's Thalia is P2's: two players, no legend rule
    told = answer(
        "P1 controls Thalia, Guardian of Thraben. P2 casts Clone and has it enter as a copy of P1's Thalia.",
        named_catalog,
    )
    assert told.result.pending_choices == () or list(told.result.pending_choices) == []
    assert told.reading is not None and 'P2: "Clone" copying' in told.reading
    # near miss: the Clone is P1's own, so P1 has two Thalias (704.5j)
    told = answer(
        "P1 controls Thalia, Guardian of Thraben. P1 casts Clone and has it enter as a copy of P1's Thalia.",
        named_catalog,
    )
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]


def test_704_5g_damage_carried_is_said_with_traer(named_catalog: CardCatalog) -> None:
    told = answer("Le metí un Choque a su Gigante de las colinas que ya traía 1 de daño del combate.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    told = answer("Le metí un Choque a su Gigante de las colinas que ya traía 0 de daño.", named_catalog)
    assert rules(told) == []


def test_704_6a_a_two_headed_giant_team_at_0_life_loses_together(named_catalog: CardCatalog) -> None:
    # 810.9a, 704.6a: the team's shared life; both its players lose
    told = answer("2HG rules check: my team (me and Omar) is at 0 life.", named_catalog)
    assert rules(told) == [{"704.6a"}] and set(told.result.losers) == {"you", "Omar"}
    told = answer("Two-Headed Giant: Carla and Dani's team has 0 life.", named_catalog)
    assert set(told.result.losers) == {"Carla", "Dani"}
    told = answer(
        "Partida de Gigante Bicéfalo. Equipo 1: Ana y Beto, con 5 vidas. Equipo 2: Carla y Dani, con 0 vidas.",
        named_catalog,
    )
    assert set(told.result.losers) == {"Carla", "Dani"}
    # near miss: a team above 0 doesn't lose
    told = answer("2HG. Team A is at 5 life. Team B is at 1 life.", named_catalog)
    assert rules(told) == []


def test_810_9a_combat_damage_to_a_member_comes_off_the_teams_life(named_catalog: CardCatalog) -> None:
    told = answer("Two-Headed Giant. My team is at 5 life. Their Craw Wurm hits me, no blocks.", named_catalog)
    assert rules(told) == [{"704.6a"}]
    told = answer("Two-Headed Giant. My team is at 7 life. Their Craw Wurm hits me, no blocks.", named_catalog)
    assert rules(told) == []


def test_704_6b_team_poison_is_shared_and_a_partner_is_on_the_writers_team(named_catalog: CardCatalog) -> None:
    # 810.10: 15 poison for a team; 12 is not enough
    told = answer("2HG: nuestro equipo lleva 12 contadores de veneno.", named_catalog)
    assert rules(told) == []
    told = answer("2HG: nuestro equipo lleva 15 contadores de veneno.", named_catalog)
    assert rules(told) == [{"704.6b"}]
    # the partner's Platinum Angel keeps the team in the game (810.8a, 104.3b)
    told = answer(
        "Gigante de dos cabezas. Mi compañero controla Ángel de platino y nuestro equipo está a -3.", named_catalog
    )
    assert rules(told) == []
    assert told.reading is not None and '"compañero": "Platinum Angel"' in told.reading


def test_704_6c_commander_damage_said_as_a_total_taken(named_catalog: CardCatalog) -> None:
    # 903.10a: 21 combat damage from one commander; the near miss at 20 is nothing
    told = answer("Commander. Me quedan 18 vidas y llevo 21 de daño de combate de la Atraxa de Marta.", named_catalog)
    assert rules(told) == [{"704.6c"}] and told.result.losers == ("tú",)
    assert told.reading is not None and 'Marta: "Atraxa, Praetors\' Voice" comandante' in told.reading
    told = answer("Commander. Me quedan 18 vidas y llevo 20 de daño de combate de la Atraxa de Marta.", named_catalog)
    assert rules(told) == []


def test_704_5f_tokens_from_a_spell_get_its_size_and_an_untold_size_is_asked(named_catalog: CardCatalog) -> None:
    # Lingering Souls makes 1/1 Spirits: Drown in Sorrow's -2/-2 leaves toughness -1 (704.5f)
    told = answer("I control two Spirit tokens from Lingering Souls. My opponent casts Drown in Sorrow.", named_catalog)
    assert rules(told)[0] == {"704.5f"}
    assert told.reading is not None and told.reading.count("token creature 1/1") == 2
    # near miss: no creator and no size told, the size is asked, never taken as 0/0 or 1/1
    with pytest.raises(BoardError) as asked:
        answer("I control two Spirit tokens. My opponent casts Drown in Sorrow.", named_catalog)
    assert asked.value.key == "board.natural.power"


def test_a_text_opening_on_an_imperfect_of_having_is_the_writers(named_catalog: CardCatalog) -> None:
    told = answer("Tenía unos Osos pardos con 2 daños.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and 'tú: "Grizzly Bears"' in told.reading
    told = answer("Tenía unos Osos pardos con 1 daño.", named_catalog)
    assert rules(told) == []


def test_704_5f_an_enters_trigger_told_puts_its_counters(named_catalog: CardCatalog) -> None:
    # Skinrender's ETB: three -1/-1 counters (704.5q annihilates them against +1/+1 ones)
    board = "My Luminarch Aspirant has {n} +1/+1 counters. Opp's Skinrender comes down and the ETB puts three -1/-1 counters on my Aspirant."
    assert rules(answer(board.format(n="three"), named_catalog)) == [{"704.5q"}]
    assert rules(answer(board.format(n="one"), named_catalog)) == [{"704.5f", "704.5q"}]


def test_704_5j_a_copy_of_a_legend_of_unsaid_controllers_is_asked(named_catalog: CardCatalog) -> None:
    # 707.2: the Clone has Thalia's name; whether one player controls both is unsaid: asked
    with pytest.raises(ChooseReading):
        answer("Clon copiando a Thalia, guardiana de Thraben. ¿Hay regla de leyendas?", named_catalog)
    told = answer("Controlo un Clon copiando a mi Thalia, guardiana de Thraben.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]


def test_704_5g_a_token_described_by_size_color_and_keywords(named_catalog: CardCatalog) -> None:
    # 111.4: a token is what its maker made it; "Espíritu" is the Spirit type, not a card's Spanish name
    told = answer("I have a 1/1 white Spirit token with flying with 1 damage and Blood Artist.", named_catalog)
    assert rules(told) == [{"704.5g"}, {"704.5d"}]
    assert [t.card for t in told.result.triggers] == ["Blood Artist"]
    told = answer(
        "Tengo una ficha de Espíritu 1/1 blanca con vuelo con 1 daño y un Artista de la sangre.", named_catalog
    )
    assert rules(told) == [{"704.5g"}, {"704.5d"}]
    # near miss: without damage nothing happens, and no Aura is made of the word "Espíritu"
    told = answer("Tengo una ficha de Espíritu 1/1 blanca con vuelo y un Artista de la sangre.", named_catalog)
    assert rules(told) == []


def test_a_sentence_naming_something_unknown_is_not_talk(named_catalog: CardCatalog) -> None:
    # 704.5f under March of the Machines: the Treasure (mana value 0) is a 0/0; "un Tesoro" is
    # never skipped as talk, so the reading that dropped it isn't offered
    told = answer("Marcha de las máquinas; un Tesoro", named_catalog)
    assert rules(told) == [{"704.5f"}, {"704.5d"}]
    # near miss: a sentence of plain talk is still skipped
    told = answer("Humility; Grizzly Bears. Walk me through it.", named_catalog)
    assert rules(told) == []


def test_510_4_first_strike_damage_comes_first_and_a_dead_blocker_deals_none(named_catalog: CardCatalog) -> None:
    # 702.7b: White Knight's 2 first-strike damage destroys the Rats before they deal any (510.4)
    told = answer("NAP's Typhoid Rats blocks AP's White Knight.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and 'AP: "White Knight"' in told.reading and 'White Knight" 1' not in told.reading
    # near miss: Hill Giant survives the first step and strikes back in the second
    told = answer("My Hill Giant blocks his White Knight.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and '"White Knight" 3 damage from "Hill Giant"' in told.reading


def test_120_3_life_paid_comes_off_the_life_told(named_catalog: CardCatalog) -> None:
    # 119.4: paying 2 life at 2 life leaves 0 (704.5a); at 3 it leaves 1
    told = answer("I'm at 2 life and I pay 2 life for Mutagenic Growth.", named_catalog)
    assert rules(told) == [{"704.5a"}]
    told = answer("I'm at 3 life and I pay 2 life for Mutagenic Growth.", named_catalog)
    assert rules(told) == []
    # with no life told, never assumed
    with pytest.raises(BoardError):
        answer("I pay 2 life for Mutagenic Growth.", named_catalog)


def test_810_9a_what_happened_shows_the_teams_life(named_catalog: CardCatalog) -> None:
    # the reply's event line says where the damage went: the team's shared life, not "no change"
    told = answer("Two-Headed Giant. My team is at 5 life. Their Craw Wurm hits me, no blocks.", named_catalog)
    assert any("team A: life -1" in t.result for t in told.events)


def test_704_5g_damage_each_is_told_of_every_copy(named_catalog: CardCatalog) -> None:
    # a distributive: "each with 2 damage" / "2 daños cada uno" is 2 damage on both Bears
    told = answer("I control two Grizzly Bears, each with 2 damage.", named_catalog)
    assert rules(told) == [{"704.5g"}] and len(told.result.rounds[0].actions) == 2
    told = answer("Mis dos Osos pardos tienen 2 daños cada uno.", named_catalog)
    assert len(told.result.rounds[0].actions) == 2
    # near miss: 1 damage each on 2/2s is nothing
    told = answer("I control two Grizzly Bears, each with 1 damage.", named_catalog)
    assert rules(told) == []


def test_a_card_whose_name_is_plural_said_of_one(named_catalog: CardCatalog) -> None:
    # "un Elfo de Llanowar", "un Oso pardo": the card Llanowar Elves, Grizzly Bears
    told = answer("Tengo un Elfo de Llanowar con 1 daño.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    told = answer("Un Oso pardo con 1 daño.", named_catalog)
    assert rules(told) == []


def test_704_5g_a_chatty_question_after_the_board_and_them_as_a_pronoun(named_catalog: CardCatalog) -> None:
    # ", se me muere no?" is the judge's question; "el pibe" is the other player; "them" is a pronoun
    told = answer(
        "buenas gente!! una consultita, el pibe me tiró un Choque a mi Oso pardo que ya tenía 1 de daño "
        "de antes, se me muere no? graciass",
        named_catalog,
    )
    assert rules(told) == [{"704.5g"}]
    assert "" not in told.skipped
    # near miss: no damage before, the Shock's 2 is lethal to a 2/2 too; with none said it's 2
    told = answer("el pibe me tiró un Choque a mi Oso pardo, se me muere no?", named_catalog)
    assert rules(told) == [{"704.5g"}]
    told = answer("My Bears blocked his Savannah Lions. Then he Shocked them.", named_catalog)
    assert rules(told) == [{"704.5g"}] and len(told.result.rounds[0].actions) == 2


def test_201_2_a_name_with_a_small_word_left_out_is_read_and_said(named_catalog: CardCatalog) -> None:
    # "Artista de sangre" for Artista de la sangre (Blood Artist): read, and the reading says so
    told = answer("Mi Elfo de Llanowar tiene 2 de daño y mi rival controla un Artista de sangre", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.assumed == ('"Artista de sangre" → Artista de la sangre',)
    assert [t.card for t in told.result.triggers] == ["Blood Artist"]
    # near miss: words no card answers to, even loosely, are never taken for one
    with pytest.raises(BoardError):
        answer("Mi Elfo de Llanowar tiene 2 de daño y mi rival controla un Artista de fuego", named_catalog)


def test_201_2_a_name_one_clear_typo_away_is_read_and_said(named_catalog: CardCatalog) -> None:
    told = answer("My Grizly Bears has 2 damage.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.assumed == ('"Grizly Bears" → Grizzly Bears',)
    exact = answer("My Grizzly Bears has 2 damage.", named_catalog)
    assert rules(exact) == [{"704.5g"}] and exact.assumed == ()  # spelt right: nothing assumed
    with pytest.raises(BoardError):  # two slips in each word: no card is clearly meant
        answer("My Grazly Beers has 2 damage.", named_catalog)


def test_201_2_a_players_name_is_not_a_misspelt_card(named_catalog: CardCatalog) -> None:
    told = answer("Carlos controls Grizzly Bears with 2 damage.", named_catalog)
    assert rules(told) == [{"704.5g"}] and told.assumed == ()
    assert [p.name for p in told.state.players if p.name == "Carlos"] == ["Carlos"]


def test_claim_what_a_player_says_the_rules_are_is_skipped(named_catalog: CardCatalog) -> None:
    told = answer("My Grizzly Bears has 2 damage. Opp says it lives because it's his turn lol", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert "Opp says it lives because it's his turn lol" in told.skipped
    es = answer("Mis Osos pardos tienen 2 de daño y mi rival me dice que sobreviven.", named_catalog)
    assert rules(es) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears has 2 damage. Jess says it dies.",  # a name no class reads, first: its speaker
        "My Grizzly Bears has 2 damage. Opp insists it lives.",  # a claim word, never Insist cast
        "My Grizzly Bears has 2 damage. My friend was sure it dies.",
        "Mis Osos pardos tienen 2 de daño. Mi colega estaba seguro de que no se muere.",
    ],
)
def test_704_5g_a_claim_by_anyone_is_skipped(named_catalog: CardCatalog, board: str) -> None:
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5g"}] and told.skipped


def test_a_name_not_first_before_a_claim_word_is_not_its_speaker(named_catalog: CardCatalog) -> None:
    """The twin: an unknown name inside a sentence is still a word no class reads."""
    with pytest.raises(BoardError):
        answer("My Grizzly Bears has 2 damage and Jess says it dies.", named_catalog)


def test_claim_naming_a_card_not_told_is_never_skipped(named_catalog: CardCatalog) -> None:
    # near miss: "he says he has Platinum Angel" may be a fact told that way: read or asked, never dropped
    with pytest.raises(BoardError):
        answer("My Grizzly Bears has 2 damage. Opp says he has Glorious Anthem.", named_catalog)


def test_side_label_names_whose_objects_follow_until_another_label(named_catalog: CardCatalog) -> None:
    told = answer("Ana: Serra Angel, 4 dmg marked. Grizzly Bears, 2 dmg. Bob: Llanowar Elves, no dmg.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    owners = {o.name: o.controller for o in told.state.objects}
    assert owners == {"Serra Angel": "Ana", "Grizzly Bears": "Ana", "Llanowar Elves": "Bob"}
    es = answer("Yo: Osos pardos con 2 de daño. Dos Elfos de Llanowar, sin daño. Mi rival: Tarmogoyf.", named_catalog)
    assert rules(es) == [{"704.5g"}]
    sides = {o.card: o.controller for o in es.state.objects}
    assert sides["Grizzly Bears"] == sides["Llanowar Elves"] != sides["Tarmogoyf"]
    # near miss: the second label moves what follows to its player
    twin = answer("Ana: Serra Angel. Bob: Grizzly Bears, 2 dmg.", named_catalog)
    assert {o.name: o.controller for o in twin.state.objects}["Grizzly Bears"] == "Bob"


@pytest.mark.parametrize(
    "board",
    [
        "My 1/1 white Soldier creature token has 1 damage.",
        "Mi ficha de criatura Soldado blanca 1/1 tiene 1 de daño.",
        "Mi ficha de Soldado 1/1 tiene 1 de daño.",
    ],
)
def test_704_5d_a_token_named_as_oracle_text_names_it(named_catalog: CardCatalog, board: str) -> None:
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5g"}, {"704.5d"}]
    twin = answer(board.replace("1 damage", "0 damage").replace("1 de daño", "0 de daño"), named_catalog)
    assert rules(twin) == []  # near miss: undamaged, it stays


def test_303_4_an_aura_put_on_the_one_just_spoken_of(named_catalog: CardCatalog) -> None:
    # "le pone": the clitic is the Bears, and Dead Weight (-2/-2) goes on them
    told = answer("Mis Osos pardos tienen 1 de daño y el rival le pone Peso muerto.", named_catalog)
    assert rules(told) == [{"704.5f"}, {"704.5m"}]  # then the Aura, attached to nothing
    assert told.reading is not None and 'anexado a "Grizzly Bears"' in told.reading
    # near miss: counters put "on it" are not an Aura: read by their own row, or not at all
    with pytest.raises(BoardError):
        answer("Mis Osos pardos tienen 1 de daño y el rival le pone Osos pardos.", named_catalog)


def test_606_4_a_loyalty_cost_said_as_the_verb(named_catalog: CardCatalog) -> None:
    told = answer("Opp has Liliana of the Veil at 3. He -2s Liliana of the Veil.", named_catalog)
    assert told.reading is not None and '"Liliana of the Veil" loyalty 1' in told.reading
    assert rules(told) == []
    gone = answer("Opp has Liliana of the Veil at 2. He -2s Liliana of the Veil.", named_catalog)
    assert rules(gone) == [{"704.5i"}]  # near miss: the cost takes the last counters (704.5i)


def test_701_spell_named_by_a_word_the_reader_knows_after_cast(named_catalog: CardCatalog) -> None:
    # "Unsummon" is also the verb "unsummon": after "cast" it is the card (a bounce, 704.5d for a token)
    told = answer("My opp has a Goblin token 1/1. I cast Unsummon on the Goblin token.", named_catalog)
    assert rules(told) == [{"704.5d"}]
    twin = answer("My opp has Grizzly Bears. I cast Unsummon on the Bears.", named_catalog)
    assert rules(twin) == []  # near miss: a card goes to its owner's hand and stays there


def test_704_5f_counters_explained_by_the_card_that_put_them(named_catalog: CardCatalog) -> None:
    told = answer("Opp's Serra Angel has four -1/-1 counters (from Skinrender).", named_catalog)
    assert rules(told) == [{"704.5f"}]
    assert not any(o.card == "Skinrender" for o in told.state.objects)  # why it is so, not an object
    es = answer("Los Osos pardos de mi rival tienen dos contadores -1/-1 (del Arrancapiel).", named_catalog)
    assert rules(es) == [{"704.5f"}]
    with pytest.raises(BoardError):  # near miss: a card whose entering puts no counters explains nothing
        answer("Opp's Serra Angel has four -1/-1 counters (from Grizzly Bears).", named_catalog)


def test_301_5_an_equipment_said_after_with_a_participle(named_catalog: CardCatalog) -> None:
    told = answer("Mis Osos pardos con Rancor encima tienen 3 de daño.", named_catalog)
    assert told.reading is not None and 'anexado a "Grizzly Bears"' in told.reading
    assert rules(told) == [{"704.5g"}, {"704.5m"}]
    twin = answer("Mis Osos pardos con Rancor encima tienen 1 de daño.", named_catalog)
    assert rules(twin) == []  # near miss: 4/2 with 1 damage lives


def test_506_4_damage_told_again_after_an_attack_is_never_dealt_twice(named_catalog: CardCatalog) -> None:
    # ", 4 dmg" after the attack is the attack's damage said again: checked against the Angel's
    # power (4), never 4 more to the attacker; a number that isn't its power is asked
    told = answer("Garruk Wildspeaker sitting on 3. My Serra Angel attacks Garruk, no blocks, 4 dmg.", named_catalog)
    assert rules(told) == [{"704.5i"}]
    assert not any(o.damage for o in told.state.objects)
    with pytest.raises(BoardError):
        answer("Garruk Wildspeaker sitting on 3. My Serra Angel attacks Garruk, no blocks, 3 dmg.", named_catalog)
    told = answer("Garruk Wildspeaker sitting on 3. My Serra Angel attacks Garruk, no blocks.", named_catalog)
    assert rules(told) == [{"704.5i"}]
    garruk = next(o for o in told.state.objects if o.card == "Garruk Wildspeaker")
    angel = next(o for o in told.state.objects if o.card == "Serra Angel")
    assert garruk.controller != angel.controller  # one attacks the other player's planeswalker
    held = answer("Garruk Wildspeaker sitting on 5. My Serra Angel attacks Garruk, no blocks.", named_catalog)
    assert rules(held) == []  # near miss: 5 loyalty, 4 damage


def test_person_possessive_names_the_other_players_card(named_catalog: CardCatalog) -> None:
    told = answer("My brother's Serra Angel has 4 damage and my Grizzly Bears has 1 damage.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    sides = {o.card: o.controller for o in told.state.objects}
    assert sides["Serra Angel"] != sides["Grizzly Bears"]
    es = answer(
        "El Gigante de las colinas de mi primo tiene 3 de daño. Mis Osos pardos tienen 1 de daño.", named_catalog
    )
    sides = {o.card: o.controller for o in es.state.objects}
    assert rules(es) == [{"704.5g"}] and sides["Hill Giant"] != sides["Grizzly Bears"]


def test_704_5f_a_spell_that_puts_minus_counters_on_its_target(named_catalog: CardCatalog) -> None:
    told = answer("le tiré Dejar una cicatriz a los Elfos de Llanowar del oponente", named_catalog)
    assert rules(told) == [{"704.5f"}]
    twin = answer("I cast Scar on opp's Grizzly Bears.", named_catalog)
    assert rules(twin) == []  # near miss: a 2/2 with one -1/-1 counter is a 1/1


def test_120_3c_who_attacks_my_planeswalker_said(named_catalog: CardCatalog) -> None:
    told = answer(
        "Mi Wrenn and Six estaba en 2 de lealtad. Mi rival me atacó a Wrenn and Six con unos Osos pardos y no bloqueé.",
        named_catalog,
    )
    assert rules(told) == [{"704.5i"}]
    held = answer(
        "Mi Wrenn and Six estaba en 3 de lealtad. Mi rival me atacó a Wrenn and Six con unos Osos pardos y no bloqueé.",
        named_catalog,
    )
    assert rules(held) == []  # near miss: 3 loyalty, 2 damage
    en = answer(
        "My Wrenn and Six is at 2 loyalty. Opp attacks it with Grizzly Bears and I didn't block.", named_catalog
    )
    assert rules(en) == [{"704.5i"}]


def test_613_1b_a_control_change_under_a_label_is_the_labelled_players(named_catalog: CardCatalog) -> None:
    told = answer(
        "Ana: Glorious Anthem. Bob: Grizzly Bears with 2 damage. Ana: Act of Treason on Grizzly Bears.", named_catalog
    )
    assert rules(told) == []  # Ana's now, so her Anthem makes them 3/3
    twin = answer(
        "Ana: Glorious Anthem. Bob: Grizzly Bears with 2 damage. Bob: Act of Treason on Grizzly Bears.", named_catalog
    )
    assert rules(twin) == [{"704.5g"}]  # near miss: Bob takes his own: still 2/2, never Ana's
    # read both ways (board language and as told), the two readings agree: no question
    es = answer(
        "Ana: Himno glorioso; Bob: Osos pardos con 2 de daño; Ana: Acto de traición sobre Osos pardos", named_catalog
    )
    assert rules(es) == []


def test_card_label_names_what_the_sentence_says_of_it(named_catalog: CardCatalog) -> None:
    told = answer("my grizzly bears: it has 2 damage", named_catalog)
    assert rules(told) == [{"704.5g"}]
    twin = answer("mis Osos pardos: tienen 1 de daño", named_catalog)
    assert rules(twin) == []  # near miss: 1 damage on a 2/2


@pytest.mark.parametrize(
    ("board", "dies"),
    [
        ("His Serra Angel got Shocked twice.", True),
        ("His Serra Angel got Shocked once.", False),
        ("My Hill Giant gets zapped by a Lightning Bolt.", True),
        ("My Hill Giant was hit by a Shock.", False),
    ],
)
def test_120_3_a_spell_told_in_the_passive(named_catalog: CardCatalog, board: str, dies: bool) -> None:
    told = answer(board, named_catalog)
    assert rules(told) == ([{"704.5g"}] if dies else [])


def test_704_5q_counters_put_on_the_one_named_after_them(named_catalog: CardCatalog) -> None:
    # "le pone … a la Balista": on the Ballista, never on the Skinrender just named (a wrong answer once)
    told = answer(
        "Mi Balista andante tiene 4 contadores +1/+1. Mi rival juega Arrancapiel y le pone los tres "
        "contadores -1/-1 a la Balista.",
        named_catalog,
    )
    assert rules(told) == [{"704.5q"}]
    dies = answer(
        "Mi Balista andante tiene 2 contadores +1/+1. Mi rival juega Arrancapiel y le pone los tres "
        "contadores -1/-1 a la Balista.",
        named_catalog,
    )
    assert rules(dies) == [{"704.5f", "704.5q"}]  # near miss: 2 against 3, toughness -1: both at once (704.3)


@pytest.mark.parametrize(
    ("board", "dies"),
    [
        ("Opp has a Tarmogoyf with 3 damage. My graveyard has a Forest and a Lightning Bolt.", True),
        ("Opp has a Tarmogoyf with 2 damage. My graveyard has a Forest and a Lightning Bolt.", False),
        ("Tarmogoyf de mi rival con 3 de daño. En mi cementerio hay un Bosque y un Relámpago.", True),
        ("Tarmogoyf de mi rival con 2 de daño. Un Bosque y un Relámpago en mi cementerio.", False),
    ],
)
def test_cards_told_in_a_graveyard_count_for_tarmogoyf(named_catalog: CardCatalog, board: str, dies: bool) -> None:
    # a land and an instant: Tarmogoyf is at least 2/3. 2 damage isn't lethal whatever the other
    # graveyard holds; 3 is unless the other graveyard (untold) holds another type: a choice
    if not dies:
        told = answer(board, named_catalog)
        assert rules(told) == []
        assert sum(o.zone.value == "graveyard" for o in told.state.objects) == 2
        return
    with pytest.raises(ChooseReading) as asked:
        answer(board, named_catalog)
    assert sorted(c.outcome.rounds for c in asked.value.choices) == [(), (("704.5g",),)]


def test_a_zone_is_never_a_player(named_catalog: CardCatalog) -> None:
    # "My graveyard has a Forest" was read as a player called "My graveyard" controlling a Forest
    told = answer("Opp has Grizzly Bears with 2 damage. My graveyard has a Forest.", named_catalog)
    assert not any("graveyard" in p.name.casefold() for p in told.state.players)
    forest = next(o for o in told.state.objects if o.card == "Forest")
    assert forest.zone.value == "graveyard"
    with pytest.raises(BoardError):  # a hand's cards aren't read yet: asked, never a player "Mi mano"
        answer("Mi rival tiene Osos pardos con 2 de daño. Mi mano tiene un Bosque.", named_catalog)


def test_one_of_alike_copies_is_any_one_of_them(named_catalog: CardCatalog) -> None:
    told = answer("I control Glorious Anthem and two Grizzly Bears. Opp Bolts one of the Bears.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert len(told.result.rounds[0].actions[0].subjects) == 1  # one of them, not both
    es = answer("tengo dos Osos pardos con Himno glorioso, el rival le tira un Choque a uno de los osos", named_catalog)
    assert rules(es) == []  # near miss: 2 damage on a 3/3


def test_a_sentence_of_one_unknown_word_is_never_talk(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):  # "Frobnicate." may be a card no one can place: asked, never skipped
        answer("My Grizzly Bears has 2 damage. Frobnicate.", named_catalog)
    told = answer("My Grizzly Bears has 2 damage. Thanks!", named_catalog)  # a word of the lexicon: talk
    assert rules(told) == [{"704.5g"}]


@pytest.mark.parametrize(
    "text",
    [
        "I blocked his Hill Giant with my Grizzly Bears.",
        "Bloqueo su Gigante de las colinas con mis Osos pardos.",
    ],
)
def test_510_1_blocks_the_attacker_with_the_blocker(named_catalog: CardCatalog, text: str) -> None:
    """The attacker named first, the blocker after "with"/"con": each deals its power to the other."""
    told = answer(text, named_catalog)
    assert told.reading is not None
    assert (
        '"Hill Giant" 2 damage from "Grizzly Bears"' in told.reading or '2 de daño de "Grizzly Bears"' in told.reading
    )
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Grizzly Bears"}


def test_510_1_the_blocker_is_the_one_after_with_twin(named_catalog: CardCatalog) -> None:
    """The twin, roles swapped: the Giant blocks, the Bears attack; the same two trade the same damage."""
    told = answer("I blocked his Grizzly Bears with my Hill Giant.", named_catalog)
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Grizzly Bears"}
    assert told.reading is not None and 'you: "Hill Giant"' in told.reading


def test_120_3_le_hacen_after_the_dealer_is_its_damage_dealt(named_catalog: CardCatalog) -> None:
    """ "Las ratas le hacen 1": the Rats deal it (restating their combat), not take it; with the
    Myr indestructible nothing is destroyed (702.12b)."""
    told = answer(
        "Bloqueo sus Ratas tifoideas con mi Myr de acero oscuro (0/1 indestructible). Las ratas le hacen 1 con toque mortal.",
        named_catalog,
    )
    assert told.result.rounds == () and {n.kind for n in told.result.notes} >= {"indestructible"}


def test_120_3_al_x_le_hacen_is_damage_x_takes_twin(named_catalog: CardCatalog) -> None:
    told = answer("Mi Gigante de las colinas. Al Gigante le hacen 3 de daño.", named_catalog)
    assert rules(told) == [{"704.5g"}] and told.reading is not None and '"Hill Giant" 3' in told.reading


def test_talk_with_a_negation_or_an_age_is_skipped(named_catalog: CardCatalog) -> None:
    """ "I don't really play", "my son (9)": a negation that negates nothing of the board and an age
    are no facts; the sentence is talk, and the board after it is read."""
    told = answer(
        "Hi, sorry, parent here, I don't really play. My son (9) asked me to post this. Grizzly Bears with 2 damage.",
        named_catalog,
    )
    assert rules(told) == [{"704.5g"}]


def test_a_negation_with_a_fact_is_never_talk_twin(named_catalog: CardCatalog) -> None:
    """ "no damage" is a fact: the sentence is read (here: refused), never skipped as talk."""
    try:
        told = answer("Grizzly Bears with 2 damage. My son (9) says it has no damage.", named_catalog)
    except BoardError:
        return
    assert not any("no damage" in s for s in told.skipped)


def test_talk_before_a_colon_ends_there(named_catalog: CardCatalog) -> None:
    told = answer(
        "Hola, soy la mamá de una jugadora de 11 años, ella me dicta: tiene unos Osos pardos con 2 de daño.",
        named_catalog,
    )
    assert rules(told) == [{"704.5g"}]


def test_a_short_label_before_a_colon_still_names_the_side_twin(named_catalog: CardCatalog) -> None:
    told = answer("Ana: Grizzly Bears with 2 damage. Bob: Hill Giant.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert {o.name: o.controller for o in told.state.objects} == {"Grizzly Bears": "Ana", "Hill Giant": "Bob"}


def test_the_two_in_a_question_refers_to_what_was_named(named_catalog: CardCatalog) -> None:
    told = answer("Grizzly Bears con 2 de daño y Hill Giant con 3 de daño. ¿Qué pasa con los dos osos?", named_catalog)
    assert rules(told) == [{"704.5g"}]


def test_a_number_in_a_question_is_still_news_twin(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Grizzly Bears. ¿Y si le hago 2 de daño?", named_catalog)


def test_704_5i_loyalty_left_at_a_number(named_catalog: CardCatalog) -> None:
    """ "quedó con 1 de lealtad", "quedó en 3": where it was left, a state."""
    attack = "Mi rival me ataca a Liliana con unos Osos pardos y no bloqueo."
    assert rules(answer(f"Mi Liliana of the Veil quedó con 2 de lealtad. {attack}", named_catalog)) == [{"704.5i"}]
    assert rules(answer(f"Mi Liliana of the Veil quedó en 3. {attack}", named_catalog)) == []


def test_704_5f_counters_put_after_a_size_told_move_it(named_catalog: CardCatalog) -> None:
    """The size in brackets was the size then; three -1/-1 counters after it make the Bears 0/0."""
    told = answer(
        "Osos pardos con Umbra de hiena (3/3) y le acaban de poner tres contadores -1/-1 con el Arrancapiel.",
        named_catalog,
    )
    assert rules(told) == [{"704.5f"}, {"704.5m"}]


def test_a_size_told_that_the_counters_deny_is_still_asked_twin(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError) as caught:
        answer("Osos pardos con Umbra de hiena (4/4) y le acaban de poner tres contadores -1/-1.", named_catalog)
    assert caught.value.key.startswith("board.")


def test_704_5f_counters_a_card_put_on_the_one_before_it(named_catalog: CardCatalog) -> None:
    told = answer("Mis Osos pardos. El Arrancapiel del oponente le metió tres contadores -1/-1.", named_catalog)
    assert rules(told) == [{"704.5f"}]
    assert told.reading is not None and '"Skinrender" 3' not in told.reading


def test_a_card_never_puts_its_counters_on_itself_twin(named_catalog: CardCatalog) -> None:
    """Nothing spoken of before the Skinrender: whom "le" means is not known, never the subject."""
    with pytest.raises(BoardError):
        answer("El Arrancapiel del oponente le metió tres contadores -1/-1.", named_catalog)


def test_303_4_an_auras_name_made_a_verb_is_the_aura_cast_on_it(named_catalog: CardCatalog) -> None:
    """ "Opp Pacifism'd my Grizzly Bears": Pacifism enchants the Bears; Disenchant on the
    Pacifism then leaves the Bears alone and the Aura gone (nothing for the SBAs)."""
    told = answer("Opp Pacifism'd my Grizzly Bears. I Disenchanted the Pacifism.", named_catalog)
    assert rules(told) == [] and told.reading is not None and "Pacifism" in told.reading


def test_115_1_a_spell_is_never_read_at_what_it_cant_target_twin(named_catalog: CardCatalog) -> None:
    """Disenchant can't target a creature: "Disenchanted it" after the Bears is not the Bears
    destroyed (that was a confident wrong answer), and "Disenchanted his Bears" is not read."""
    for text in ("Opp Pacifism'd my Grizzly Bears. I Disenchanted it.", "I Disenchanted his Grizzly Bears."):
        with pytest.raises(BoardError):
            answer(text, named_catalog)


def test_702_16e_protection_prevents_the_damage_of_a_source_with_that_quality(named_catalog: CardCatalog) -> None:
    """Sword of Feast and Famine: protection from black and from green. The black Rats' damage
    (deathtouch too) is prevented; only the Rats die (the told board said both did: wrong)."""
    told = answer(
        "Mis Osos pardos llevan la Espada de abundancia y escasez. Los bloquean unas Ratas tifoideas.", named_catalog
    )
    assert rules(told) == [{"704.5g"}]
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Typhoid Rats"}
    assert all("702.2b" not in t.rule for t in told.events)  # the prevented deathtouch is no rule of this event
    told = answer("Progenitus blocks my Craw Wurm.", named_catalog)
    assert {s for r in told.result.rounds for a in r.actions for s in a.subjects} == {"Craw Wurm"}
    assert any("702.16e" in t.rule for t in told.events)


def test_702_16e_no_protection_no_prevention_twin(named_catalog: CardCatalog) -> None:
    told = answer("Mis Osos pardos. Los bloquean unas Ratas tifoideas.", named_catalog)
    assert rules(told) == [{"704.5g", "704.5h"}]
    assert any("702.2b" in t.rule for t in told.events)


def test_702_16b_a_spell_at_a_protected_creature_is_asked(named_catalog: CardCatalog) -> None:
    """Whether it could be targeted turns on the spell's colors: asked, never destroyed."""
    with pytest.raises(BoardError):
        answer("I Bolted his White Knight.", named_catalog)


def test_903_10a_an_unblocked_commander_adds_to_its_commander_damage(named_catalog: CardCatalog) -> None:
    """18 told over the game and 4 more this turn: 22, 704.6c (it used to count nothing)."""
    board = "Commander game. Bob has taken {n} combat damage from Ana's commander Grizzly Bears over the game. This turn the Bears connects again for 2 and Bob goes to 15 life."
    told = answer(board.format(n=19), named_catalog)
    assert rules(told) == [{"704.6c"}] and told.result.losers == ("Bob",)
    assert rules(answer(board.format(n=18), named_catalog)) == []  # twin: 20, not yet 21


def test_903_10a_commander_damage_in_spanish(named_catalog: CardCatalog) -> None:
    board = "Commander. Ana recibió {n} de daño de combate de mi comandante Osos pardos. Los Osos atacan a Ana y no bloquea."
    told = answer(board.format(n=19), named_catalog)
    assert rules(told) == [{"704.6c"}] and told.result.losers == ("Ana",)
    assert rules(answer(board.format(n=18), named_catalog)) == []


def test_an_article_is_never_a_card_said_in_the_singular(named_catalog: CardCatalog) -> None:
    """ "Los Osos": "Los" is the article, not "Loss" (Profit // Loss) said in the singular."""
    from engine.reading.natural.tagger import tag

    assert [s.value for s in tag("Los Osos pardos atacan.", named_catalog) if s.is_("card")] == ["Grizzly Bears"]


def test_a_step_said_alone_is_when(named_catalog: CardCatalog) -> None:
    told = answer("Grizzly Bears with 1 damage. Second main, my opponent Shocks the Bears.", named_catalog)
    assert rules(told) == [{"704.5g"}]
    told = answer(
        "Osos pardos con 1 de daño. En la segunda principal, el rival le tira un Choque a los Osos.", named_catalog
    )
    assert rules(told) == [{"704.5g"}]


def test_707_9_a_copy_of_the_one_spoken_of_with_the_pronoun_joined(named_catalog: CardCatalog) -> None:
    """ "juego un Clon copiándola": a copy of Thalia, the legend rule's choice (704.5j)."""
    told = answer("Tengo a Thalia, Guardian of Thraben y juego un Clon copiándola.", named_catalog)
    assert told.result.pending_choices and told.result.pending_choices[0].rule == "704.5j"
    told = answer("i control thalia guardian of thraben and a clone that entered as a copy of her.", named_catalog)
    assert [c.rule for c in told.result.pending_choices] == ["704.5j"]


def test_707_9_a_copy_of_a_legend_the_other_player_controls_twin(named_catalog: CardCatalog) -> None:
    """The twin: the Thalia copied is my opponent's: each controls one, no legend rule."""
    told = answer(
        "Mi rival tiene a Thalia, Guardian of Thraben y yo juego un Clon copiando a su Thalia.", named_catalog
    )
    assert told.result.pending_choices == () and rules(told) == []


def test_a_name_in_the_other_language_in_brackets_is_the_same_card(named_catalog: CardCatalog) -> None:
    told = answer("Grizzly Bears (Osos pardos) with 2 damage.", named_catalog)
    assert rules(told) == [{"704.5g"}] and len(told.state.objects) == 1


def test_not_knowing_a_fact_is_never_talk(named_catalog: CardCatalog) -> None:
    """ "el del rival no me acuerdo qué tenía": a negation about someone else's facts, and words
    of not knowing, are never skipped (Tarmogoyf's size turns on that graveyard: asked)."""
    with pytest.raises(BoardError):
        answer(
            "Le tiraron un Relámpago a mi Tarmogoyf. En mi cementerio solo hay un Choque; el del rival no me acuerdo qué tenía.",
            named_catalog,
        )
    with pytest.raises(BoardError):
        answer("Grizzly Bears with 1 damage. I don't remember if my opponent pinged it again.", named_catalog)


def test_a_negation_of_the_writer_alone_is_talk_twin(named_catalog: CardCatalog) -> None:
    told = answer("Grizzly Bears with 2 damage. I don't really play much.", named_catalog)
    assert rules(told) == [{"704.5g"}]


def test_the_one_permanent_of_a_type_told_is_the_one_meant(named_catalog: CardCatalog) -> None:
    """ "the aura", "la batalla": the one Aura (battle) told; two would be asked."""
    assert rules(answer("My Grizzly Bears enchanted by Rancor. My opponent Disenchants the aura.", named_catalog)) == []
    with pytest.raises(BoardError):
        answer("My Grizzly Bears enchanted by Rancor and Pacifism. My opponent Disenchants the aura.", named_catalog)


def test_704_5x_a_spanish_verb_in_the_third_person_takes_the_last_player_as_subject(named_catalog: CardCatalog) -> None:
    """ "Martín baja el Agente … y gana el control de la batalla": Martín controls the Siege he
    protects, so a new protector is chosen (704.5x) — not the writer taking it."""
    told = answer(
        "Lucía tiene Invasion of Alara protegida por Martín. Martín baja el Agente de la traición y gana el control de la batalla.",
        named_catalog,
    )
    assert [[str(a.kind) for a in r.actions] for r in told.result.rounds] == [["battle_illegal_protector"]]
    battle = next(o for o in told.state.objects if o.card and o.card.startswith("Invasion of Alara"))
    assert battle.controller == "Martín"


def test_704_5x_players_the_board_doesnt_name_are_its_unnamed_seats_twin(named_catalog: CardCatalog) -> None:
    """The twin: "Commander a cuatro" naming two players: the new protector is chosen among
    Martín's opponents, the two seats the board doesn't name among them — a choice, never one
    of them assumed."""
    told = answer(
        "Commander a cuatro: Lucía tiene Invasion of Alara protegida por Martín. Martín baja el Agente de la traición y gana el control de la batalla.",
        named_catalog,
    )
    [choice] = told.result.pending_choices
    assert set(choice.options) == {"Lucía", "jugador 3", "jugador 4"}, choice.options


def test_702_16_protection_given_to_the_one_spoken_of(named_catalog: CardCatalog) -> None:
    """ "les di protección contra artefactos con Bendición del apóstol": the Bears; the Equipment
    falls off (704.5n). The twin, protection from green: Bonesplitter stays."""
    board = "Tengo mis Osos pardos equipados con Bonesplitter y les di protección contra {q} con Bendición del apóstol."
    assert rules(answer(board.format(q="artefactos"), named_catalog)) == [{"704.5n"}]
    assert rules(answer(board.format(q="verde"), named_catalog)) == []


def test_702_16_an_ability_told_after_a_colon_and_a_name_said_again(named_catalog: CardCatalog) -> None:
    """ "I tapped Mother of Runes: Serra gets protection from white": "Serra" is the Serra Angel told
    before (not the Vanguard card named Serra); its white Pacifism goes (704.5m)."""
    board = "Opponent Pacifism'd my Serra Angel. On my turn I tapped Mother of Runes: Serra gets protection from {q}."
    assert rules(answer(board.format(q="white"), named_catalog)) == [{"704.5m"}]
    assert rules(answer(board.format(q="green"), named_catalog)) == []


def test_what_the_writer_believed_is_a_claim_skipped(named_catalog: CardCatalog) -> None:
    told = answer("Mis Osos pardos con 2 de daño. Pensaba que los Osos sobrevivían.", named_catalog)
    assert rules(told) == [{"704.5g"}] and any("Pensaba" in s for s in told.skipped)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I animated Mutavault and equipped Bonesplitter to it this turn. Now we're in my cleanup step.", [{"704.5n"}]),
        ("Tripulé el Cóptero de contrabandista y le puse Rancor. Ahora estamos en el paso de limpieza.", [{"704.5m"}]),
    ],
)
def test_514_2_an_animation_ends_in_the_cleanup_step(
    named_catalog: CardCatalog, text: str, expected: list[set[str]]
) -> None:
    """A manland animated / a Vehicle crewed, then the cleanup step: it is no longer a creature,
    so what it carries is illegal (704.5n, 704.5m; checked in cleanup, 514.3a)."""
    told = answer(text, named_catalog)
    assert rules(told) == expected
    assert any(t.key == "cleanup" and t.rule == "514.2" for t in told.events)


def test_514_2_an_animation_without_the_cleanup_is_asked_twin(named_catalog: CardCatalog) -> None:
    """Still a creature until end of turn: what it is now isn't read here, so asked."""
    with pytest.raises(BoardError):
        answer("I animated Mutavault and equipped Bonesplitter to it this turn.", named_catalog)


def test_514_2_damage_is_removed_in_the_cleanup_step(named_catalog: CardCatalog) -> None:
    assert rules(answer("Grizzly Bears with 2 damage. Now we're in my cleanup step.", named_catalog)) == []
    assert rules(answer("Grizzly Bears with 2 damage. Now we're in my end step.", named_catalog)) == [{"704.5g"}]


def test_514_2_events_at_end_of_turn_are_in_the_end_step_twin(named_catalog: CardCatalog) -> None:
    """ "At end of turn I Shocked his Bears": the end step, not the cleanup: the damage stays."""
    told = answer("My opponent has Grizzly Bears. At end of turn I Shocked the Bears.", named_catalog)
    assert rules(told) == [{"704.5g"}]


@pytest.mark.parametrize(
    "text",
    [
        "I think Ana has 0 life.",
        "Creo que Ana tiene 0 vidas.",
        "Grizzly Bears with 2 damage... or not",
        "Si le tiro un Relámpago a los Osos pardos.",
        "What happens if I Bolt the Grizzly Bears?",
        '"I have 0 life", says Ana.',
        'Bob: "estoy a 0".',
        "Grizzly Bears with 2 damage last turn.",
        "Osos pardos con 2 de daño el turno pasado.",
    ],
)
def test_a_hedge_a_supposition_a_quote_or_an_earlier_turn_is_asked(named_catalog: CardCatalog, text: str) -> None:
    """What the writer isn't sure of, what would happen, someone else's "I", damage of an earlier
    turn (removed at its cleanup, 514.2): never stated as the board."""
    with pytest.raises(BoardError):
        answer(text, named_catalog)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Ana has 0 life.", [{"704.5a"}]),
        ("Grizzly Bears with 2 damage this turn.", [{"704.5g"}]),
        (
            "Opp Pacifism'd my Grizzly Bears last turn. I cast Apostle's Blessing on the Bears choosing white.",
            [{"704.5m"}],
        ),
    ],
)
def test_the_same_facts_told_plainly_read_twin(named_catalog: CardCatalog, text: str, expected: list[set[str]]) -> None:
    assert rules(answer(text, named_catalog)) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Grizzly Bears with 1 damage from a block. My opponent Shocks a Hill Giant.", []),
        ("Mis Osos pardos con 1 de daño (bloqueo este turno). Mi rival le tira un Choque a los Osos.", [{"704.5g"}]),
    ],
)
def test_where_told_damage_came_from_is_no_more_damage(
    named_catalog: CardCatalog, text: str, expected: list[set[str]]
) -> None:
    """ "from a block", "(bloqueo este turno)": why the damage is there; the amount is the fact."""
    told = answer(text, named_catalog)
    assert rules(told) == expected
    bears = next(o for o in told.state.objects if o.card == "Grizzly Bears")
    assert bears.damage in (1, 3)


def test_704_5q_an_enters_trigger_puts_its_counters_on_it_the_one_told_before(named_catalog: CardCatalog) -> None:
    """ "… Skinrender comes down and the ETB puts three -1/-1 counters on it": on the Bears (not
    on the Skinrender itself); with one +1/+1 counter it is 0/0 (704.5f) as the counters annihilate (704.5q)."""
    board = "My Grizzly Bears has {n} +1/+1 counters. Opp's Skinrender comes down and the ETB puts three -1/-1 counters on it."
    assert rules(answer(board.format(n="one"), named_catalog)) == [{"704.5f", "704.5q"}]
    assert rules(answer(board.format(n="two"), named_catalog)) == [{"704.5q"}]  # twin: a 1/1 with one -1/-1 left


def test_an_enters_trigger_on_it_with_two_creatures_told_is_asked_twin(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer(
            "My Grizzly Bears and my Hill Giant. Opp's Skinrender comes down and the ETB puts three -1/-1 counters on it.",
            named_catalog,
        )


def test_301_5_attached_said_with_a_participle_before_the_host(named_catalog: CardCatalog) -> None:
    """ "su Bonesplitter equipada en sus Osos pardos; le robé los osos": control of the creature
    changes, the Equipment stays attached (301.5d): nothing happens."""
    told = answer("El rival tenía su Bonesplitter equipada en sus Osos pardos. Le robé los Osos pardos.", named_catalog)
    assert rules(told) == []
    gear = next(o for o in told.state.objects if o.card == "Bonesplitter")
    assert gear.attached_to is not None
    assert rules(answer("Mi Rancor anexado a mis Osos pardos con 2 de daño.", named_catalog)) == [
        {"704.5g"},
        {"704.5m"},
    ]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Grizzly Bears with 2 damage, nothing else relevant on the battlefield.", [{"704.5g"}]),
        ("Osos pardos con 2 de daño. No hay nada más en la mesa.", [{"704.5g"}]),
        ("Grizzly Bears with 1 damage, nothing else on the board.", []),
        (
            "Mi Liliana of the Veil con 2 de lealtad. Mi rival me ataca a Liliana con unos Osos pardos y no bloqueé nada.",
            [{"704.5i"}],
        ),
        (
            "Mi Liliana of the Veil con 3 de lealtad. Mi rival me ataca a Liliana con unos Osos pardos y no bloqueé nada.",
            [],
        ),
    ],
)
def test_nothing_else_and_no_blocks_said_whole(named_catalog: CardCatalog, text: str, expected: list[set[str]]) -> None:
    """ "nothing else relevant on the battlefield", "no hay nada más en la mesa": the board is what
    was told (as read anyway); "y no bloqueé nada": unblocked, said whole."""
    assert rules(answer(text, named_catalog)) == expected


def test_a_numbered_list_is_read_line_by_line(named_catalog: CardCatalog) -> None:
    """ "1. … 2. … 3. …": the numbers number the lines, no count of the board."""
    told = answer(
        "1. Grizzly Bears con un contador +1/+1\n2. tiene 3 daños marcados\n3. nada más en mesa", named_catalog
    )
    assert rules(told) == [{"704.5g"}]
    told = answer(
        "1. Grizzly Bears con un contador +1/+1\n2. tiene 2 daños marcados\n3. nada más en mesa", named_catalog
    )
    assert rules(told) == []  # twin: a 3/3 with 2 damage


def test_a_ver_si_is_no_supposition(named_catalog: CardCatalog) -> None:
    """ "a ver si lo tengo claro": "let's see", while "si le tiro…" supposes (asked)."""
    assert rules(answer("Vale, a ver si lo tengo claro: tengo unos Osos pardos con 2 daños.", named_catalog)) == [
        {"704.5g"}
    ]
    with pytest.raises(BoardError):
        answer("Tengo unos Osos pardos. Si les tiro un Choque, ¿qué pasa?", named_catalog)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("I have two 1/1 Soldier tokens. Opp cast Unsummon on one of them.", [{"704.5d"}]),
        ("Tengo dos fichas de Soldado 1/1. Mi rival le tiró Unsummon a una de ellas.", [{"704.5d"}]),
        ("I have Grizzly Bears. Opp cast Unsummon on it.", []),
        ("I have two Grizzly Bears. Opp cast Unsummon on one of them.", []),
    ],
)
def test_704_5d_one_of_them_and_on_it(named_catalog: CardCatalog, text: str, expected: list[set[str]]) -> None:
    """ "one of them", "una de ellas": any one of the alike tokens told; a token returned to a hand
    ceases to exist (704.5d), a card doesn't (the twins)."""
    assert rules(answer(text, named_catalog)) == expected


def test_one_of_them_with_one_told_is_asked_twin(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("I have a 1/1 Soldier token. Opp cast Unsummon on one of them.", named_catalog)


def test_naming_a_color_gives_no_protection(named_catalog: CardCatalog) -> None:
    """ "Painter's Servant naming red" chooses a color (the Rancor turns red too: Kor Firewalker's
    protection from red makes it fall off, 704.5m); the Servant itself has no protection."""
    told = answer("Painter's Servant naming red; Kor Firewalker; Rancor on Kor Firewalker", named_catalog)
    assert rules(told) == [{"704.5m"}]
    servant = next(o for o in told.state.objects if o.card == "Painter's Servant")
    assert not servant.protection_from


def test_303_4_put_an_aura_on_it(named_catalog: CardCatalog) -> None:
    """ "put Rancor on it": on the object just spoken of; after the cleanup the animated land is no
    creature and the Aura falls off (704.5m); the twin on a creature stays."""
    told = answer("I animated Mutavault and put Rancor on it. Now we're in my cleanup step.", named_catalog)
    assert rules(told) == [{"704.5m"}]
    assert rules(answer("My Grizzly Bears. I put Rancor on it.", named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "So basically I'm trying to figure out if I actually won this game. My Grizzly Bears has 2 damage.",
        "Quiero saber si se muere. Mis Osos pardos tienen 2 de daño.",
        "My Grizzly Bears has 2 damage. Why is it gone?",
    ],
)
def test_704_5g_a_question_typed_without_its_mark_is_the_question(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_wondered_fact_with_a_number_is_not_the_question(named_catalog: CardCatalog) -> None:
    """The twin: "wondering if … has 3 damage" states a number: never skipped as the question."""
    with pytest.raises(BoardError):
        answer("I'm wondering if my Grizzly Bears has 3 damage.", named_catalog)


def test_704_5g_what_the_game_program_did_is_the_outcome_asked_about(named_catalog: CardCatalog) -> None:
    board = "Arena put my Grizzly Bears in the graveyard. It had 2 damage. Why?"
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5g"}]
    assert any("Arena" in s for s in found.skipped)


def test_a_program_report_with_another_fact_in_it_is_read_not_skipped(named_catalog: CardCatalog) -> None:
    """The twin: "right after chapter III …" tells the board: never skipped with the report."""
    with pytest.raises(BoardError):
        answer("the game sacrificed my The Eldest Reborn right after chapter III resolved. Why?", named_catalog)
