"""The natural reader (issue 31): boards as judges tell them, events included, read into the
board language and checked; every reading tried, a question where they part, never a guess."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import Answer, ChooseReading, answer
from engine.reading.natural import natural_readings


def rules(result: Answer) -> list[set[str]]:
    return [{a.rule or a.kind for a in r.actions} for r in result.result.rounds if r.actions]


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


def test_a_count_of_the_board_is_asked_unless_the_board_is_closed(named_catalog: CardCatalog) -> None:
    # Ethereal Armor counts the enchantments its controller has: a told board is rarely all of them
    text = "My Grizzly Bears enchanted with Ethereal Armor. Opponent casts Last Gasp on the Bears."
    assert lines(text, named_catalog) == []
    closed = text + " Nothing else on the battlefield."
    told = answer(closed, named_catalog)
    assert rules(told) == [{"704.5f"}, {"704.5m"}]  # 3/3 gets -3/-3: 0/0, then the Armor falls off


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


def test_a_card_typed_in_lower_case_is_never_skipped_as_talk(named_catalog: CardCatalog) -> None:
    # "humility" may be the word or the card: the sentence isn't talk, and isn't read this way
    assert lines("humility on bf. my serra angel has 1 dmg marked from combat.", named_catalog) == []
    assert lines("Walk me through it. My Serra Angel has 1 dmg marked from combat.", named_catalog)
