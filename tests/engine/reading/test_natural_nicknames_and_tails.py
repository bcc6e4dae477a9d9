"""A nickname the message gives a card is that card wherever it is said again; a question asked
after a comma ("…, does persist bring it back?", "…, ¿se van los dos?") is the question, never part
of the board; "I just cast mine", "y yo bajo el mío" is a second copy under the writer (704.5j)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import ChooseReading, answer
from engine.reading.natural import natural_readings, tag
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            'At our table we call Craw Wurm "the big worm". My opponent\'s big worm has 4 damage.',
            'opponent: "Craw Wurm" 4 damage',
        ),
        (
            "My nephew's \"big worm\" (it's Craw Wurm, the 6/4) has 4 damage.",
            'opponent: "Craw Wurm" 4 damage',
        ),
        ("Mi rival tiene Craw Wurm («el gusano») con 4 daños.", 'oponente: "Craw Wurm" 4 de daño'),
        ('Le decimos "el gusano" a Craw Wurm. El gusano de mi rival tiene 4 daños.', 'oponente: "Craw Wurm" 4 de daño'),
    ],
)
def test_704_5g_a_nickname_the_message_gives_is_the_card(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_nickname_is_said_once_never_a_second_object(named_catalog: CardCatalog) -> None:
    # "the "big worm", Craw Wurm" names one creature, not two
    board = 'My opponent plays the "big worm", Craw Wurm. It has 4 damage.'
    assert only_line(board, named_catalog) == 'opponent: "Craw Wurm" 4 damage'


def test_a_quoted_phrase_beside_no_card_is_no_nickname(named_catalog: CardCatalog) -> None:
    # near miss: nothing ties "the big worm" to a card, so it stays words the reader doesn't know
    spans = tag('My opponent\'s "big worm" has 4 damage.', named_catalog)
    assert not any(s.is_("card") for s in spans)
    with pytest.raises(BoardError):
        answer('My opponent\'s "big worm" has 4 damage.', named_catalog)


def test_a_quoted_card_name_is_the_card_not_a_nickname(named_catalog: CardCatalog) -> None:
    spans = tag('Tarmogoyf, "Goyf" to everyone, has 3 damage.', named_catalog)
    assert next(s.value for s in spans if s.is_("card")) == "Tarmogoyf"
    assert not any(s.is_("nickname") for s in spans)


@pytest.mark.parametrize(
    "board",
    [
        "I Shocked my opponent's Kitchen Finks, does persist bring it back?",
        "Le tiro un Choque a los Kitchen Finks de mi rival, ¿vuelve con persistir?",
    ],
)
def test_704_5g_a_question_after_a_comma_is_not_the_board(named_catalog: CardCatalog, board: str) -> None:
    # before: refused at "bring" / "vuelve", the question's words read as the board's; the
    # Finks' counters unsaid, it may already have persisted: a reading each way, 704.5g in both
    first, came_back = (read.line for read in natural_readings(board, named_catalog, []))
    assert first.split(": ")[1] in ('"Kitchen Finks" 2 damage', '"Kitchen Finks" 2 de daño')
    assert came_back.startswith(first)
    with pytest.raises(ChooseReading) as asked:
        answer(board, named_catalog)
    assert {choice.outcome.rounds for choice in asked.value.choices} == {(("704.5g",),)}


def test_a_clause_after_a_comma_that_tells_is_read(named_catalog: CardCatalog) -> None:
    # near miss: "it has 1 damage" after the comma tells, it doesn't ask: read, and the board changes
    board = "My opponent's Kitchen Finks has 1 damage, is it dead?"
    assert only_line(board, named_catalog) == 'opponent: "Kitchen Finks" 1 damage'
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "My opponent has Thalia, Guardian of Thraben and I just cast mine. What happens?",
        "Mi rival tiene su Thalia, Guardian of Thraben y yo acabo de bajar la mía. ¿Qué pasa?",
    ],
)
def test_704_5j_mine_after_a_cast_is_a_second_copy_under_the_writer(named_catalog: CardCatalog, board: str) -> None:
    # each controls one Thalia: the legend rule looks at one player's permanents (704.5j), so nothing
    told = answer(board, named_catalog)
    assert rules(told) == [] and not told.result.pending_choices
    assert only_line(board, named_catalog).count("Thalia") == 2


def test_704_5j_another_one_after_my_own_is_mine_twice(named_catalog: CardCatalog) -> None:
    # near miss: "a second one" under the writer who already had one: the legend rule applies
    board = "I have Thalia, Guardian of Thraben and I just cast a second one."
    assert [c.rule for c in answer(board, named_catalog).result.pending_choices] == ["704.5j"]


@pytest.mark.parametrize(
    "board",
    [
        "Pyroclasm resolves. Me: Grizzly Bears.",
        "Se resuelve Detonación ígnea. Tengo Osos pardos.",
        "Pyroclasm resolved and I have Grizzly Bears.",
    ],
)
def test_704_5g_a_spell_told_resolving_without_its_caster_applies_to_all(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: refused at the spell's name
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_one_sided_spell_told_resolving_without_its_caster_is_not_read(named_catalog: CardCatalog) -> None:
    # near miss: whose creatures Cower in Fear shrinks depends on who cast it, which isn't said
    with pytest.raises(BoardError):
        answer("Cower in Fear resolves. Me: Llanowar Elves. Opponent: Llanowar Elves.", named_catalog)
    told = answer("I cast Cower in Fear. Me: Llanowar Elves. Opponent: Llanowar Elves.", named_catalog)
    assert rules(told) == [{"704.5f"}]


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("I have a 1/1 flying Spirit token with 1 damage.", 'you: "Spirit" token creature 1/1 flying 1 damage'),
        ("I have a flying 1/1 Spirit token with 1 damage.", 'you: "Spirit" token creature 1/1 flying 1 damage'),
        ("Tengo una ficha de Espíritu 1/1 voladora con 1 daño.", 'tú: "Espíritu" ficha criatura 1/1 flying 1 de daño'),
    ],
)
def test_704_5g_a_keyword_said_with_a_tokens_size_is_the_tokens(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    # before: "flying" between the size and the token cut the size off, and the size was asked
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}, {"704.5d"}]


def test_a_keyword_before_a_card_is_not_the_cards(named_catalog: CardCatalog) -> None:
    # near miss: a card's keywords are its own; "flying" said before it is checked, never given
    line = only_line("I have a 1/1 flying Spirit token and Grizzly Bears with 2 damage.", named_catalog)
    assert line == 'you: "Spirit" token creature 1/1 flying; you: "Grizzly Bears" 2 damage'


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Me: Llanowar Elves. Opponent: Llanowar Elves.", 'you: "Llanowar Elves" #1; opponent: "Llanowar Elves" #2'),
        (
            "Yo: Osos pardos. Mi rival: Osos pardos con 2 daños.",
            'tú: "Grizzly Bears" #1; oponente: "Grizzly Bears" #2 2 de daño',
        ),
    ],
)
def test_a_card_listed_under_each_players_heading_is_two_objects(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    # before: the second heading's card was the first one said again, moved to nobody and merged
    assert only_line(board, named_catalog) == line


def test_a_card_acted_on_under_another_heading_is_the_one_told(named_catalog: CardCatalog) -> None:
    # near miss: "I Shock Grizzly Bears" under my heading shocks the opponent's Bears told before
    assert only_line("Opponent: Grizzly Bears. Me: I Shock Grizzly Bears.", named_catalog) == (
        'opponent: "Grizzly Bears" 2 damage'
    )


@pytest.mark.parametrize(
    "board",
    [
        "I control Glorious Anthem. My Grizzly Bears has 2 damage and it's now a 3/3.",
        "Tengo Himno glorioso. Mis Osos pardos tienen 2 daños y quedan 3/3.",
    ],
)
def test_a_size_said_as_it_ends_up_is_checked(named_catalog: CardCatalog, board: str) -> None:
    # "queda 3/3", "it's now a 3/3": the size now, checked against the board's (never a new fact)
    assert rules(answer(board, named_catalog)) == []


def test_a_size_said_as_it_ends_up_that_differs_is_asked(named_catalog: CardCatalog) -> None:
    # near miss: the board makes it 3/3; "quedan 4/4" disagrees, so it is asked, never picked
    with pytest.raises(BoardError) as caught:
        answer("Tengo Himno glorioso. Mis Osos pardos tienen 2 daños y quedan 4/4.", named_catalog)
    assert caught.value.key == "board.natural.size_differs"


def test_he_after_only_the_opponents_things_is_the_opponent(named_catalog: CardCatalog) -> None:
    # before: "He" with no player said yet was refused though only the opponent's things were told
    line = only_line("His Blood Artist has 2 damage. He's also got Doomed Traveler, untouched.", named_catalog)
    assert line == 'opponent: "Blood Artist" 2 damage; opponent: "Doomed Traveler"'


def test_he_after_nobodys_things_is_not_guessed(named_catalog: CardCatalog) -> None:
    # near miss: "Blood Artist" said of no one: who "he" is isn't told
    with pytest.raises(BoardError):
        answer("Blood Artist has 2 damage. He has Doomed Traveler.", named_catalog)


@pytest.mark.parametrize("board", ["My Grizzly Bears got 3 damage.", "My Grizzly Bears received 3 damage."])
def test_704_5g_got_and_received_damage_are_damage_taken(named_catalog: CardCatalog, board: str) -> None:
    assert only_line(board, named_catalog) == 'you: "Grizzly Bears" 3 damage'
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "I control March of the Machines, a Treasure token and Grizzly Bears.",
        "Controlo Marcha de las máquinas, un Tesoro y Osos pardos.",
        "I control March of the Machines, a Treasure and Grizzly Bears.",
    ],
)
def test_704_5f_a_predefined_token_named_alone_is_the_111_10_token(named_catalog: CardCatalog, board: str) -> None:
    # before: "Tesoro" unread, "Treasure token" asked for a size; an artifact with no mana cost
    # under March of the Machines is a 0/0 (202.3b) and goes, then ceases to exist (704.5d)
    assert "Treasure" in only_line(board, named_catalog)
    assert rules(answer(board, named_catalog)) == [{"704.5f"}, {"704.5d"}]


def test_a_predefined_tokens_name_in_lower_case_or_in_a_card_name_is_not_the_token(
    named_catalog: CardCatalog,
) -> None:
    # near miss: "gold" is a word, "Gold Myr" a card: neither is a Gold token
    assert not any(s.is_("predefined") for s in tag("I have Gold Myr and some gold.", named_catalog))


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "My Tarmogoyf has 3 damage. My graveyard: Lightning Bolt and Forest. Opponent's graveyard: empty.",
            'you: "Tarmogoyf" 3 damage; you: "Lightning Bolt" in graveyard; you: "Forest" in graveyard; '
            "opponent: graveyard empty",
        ),
        (
            "Mi Tarmogoyf tiene 3 de daño. Mi cementerio: vacío. Cementerio de mi rival: Relámpago y Bosque.",
            'tú: "Tarmogoyf" 3 de daño; tú: cementerio vacío; oponente: "Lightning Bolt" en el cementerio; '
            'oponente: "Forest" en el cementerio',
        ),
    ],
)
def test_704_5g_a_graveyard_said_as_a_heading_is_that_players(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    # before: "Opponent's graveyard" and "cementerio de mi rival" were unread words, a colon unread
    # after a graveyard; an instant and a land: Tarmogoyf is 2/3 and 3 damage is lethal
    assert sorted(only_line(board, named_catalog).split("; ")) == sorted(line.split("; "))
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_graveyard_word_with_no_owner_beside_it_is_not_read(named_catalog: CardCatalog) -> None:
    # near miss: "the graveyard" of no one: whose it is isn't said
    with pytest.raises(BoardError):
        answer("My Tarmogoyf has 3 damage. Graveyard: Lightning Bolt and Forest.", named_catalog)


@pytest.mark.parametrize("board", ["Graveyard: Grizzly Bears with 2 damage", "Cementerio: Osos pardos con 2 de daño"])
def test_a_zone_said_as_a_players_label_is_refused(named_catalog: CardCatalog, board: str) -> None:
    # before: a player named "Graveyard" whose Bears were on the battlefield (704.5g reported)
    with pytest.raises(BoardError) as caught:
        answer(board, named_catalog)
    assert caught.value.key == "board.zone_as_player"


def test_a_players_name_as_a_label_is_still_a_player(named_catalog: CardCatalog) -> None:
    # near miss: "Ana:" is a player
    assert rules(answer("Ana: Grizzly Bears with 2 damage", named_catalog)) == [{"704.5g"}]


@pytest.mark.parametrize(
    "board",
    [
        "My Serra Angel has 3 damage, and then my opponent cast Turn to Frog on it.",
        "Mi Ángel de Serra tiene 3 de daño y mi rival le tiró Convertir en rana.",
    ],
)
def test_704_5g_a_spell_with_a_lasting_effect_told_is_applied_by_its_text(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: refused at the spell (only damage, removal and pumps were read); Turn to Frog sets
    # the Angel's base 1/1 (613.4b): 3 damage is lethal
    assert "Turn to Frog" in only_line(board, named_catalog)
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert any(t.key == "lasting" and t.rule == "611.2a" for t in told.events)


def test_613_4d_a_switch_told_after_a_pump_is_applied_in_its_layer(named_catalog: CardCatalog) -> None:
    # About Face (7d) after Giant Growth (7c) whatever the words' order: 1/4 → 4/7 → 7/4
    board = "My Horned Turtle has 5 damage. About Face on Horned Turtle, then Giant Growth on Horned Turtle."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_spell_with_no_lasting_effect_on_a_creature_is_not_read(named_catalog: CardCatalog) -> None:
    # near miss: Counterspell changes nothing of a creature; never a lasting effect
    with pytest.raises(BoardError):
        answer("My Grizzly Bears has 1 damage. I cast Counterspell on it.", named_catalog)


def test_704_5j_the_legend_rule_named_in_passing_is_talk(named_catalog: CardCatalog) -> None:
    # before: refused at "legend rule"; the rule named is no fact, the choice told is
    board = "Cast a second Thalia, Guardian of Thraben, legend rule, I keep the new one."
    assert only_line(board, named_catalog).endswith("#2 kept")
    assert rules(answer(board, named_catalog)) == [{"704.5j"}]


@pytest.mark.parametrize(
    ("board", "counters"),
    [
        ("I have a Strangleroot Geist that already undied once.", "1 +1/+1 counters"),
        ("Tengo unos Kitchen Finks que ya persistieron una vez.", "1 contadores -1/-1"),
    ],
)
def test_702_93_702_79_already_came_back_once_is_its_counter(
    named_catalog: CardCatalog, board: str, counters: str
) -> None:
    # undying returns it with a +1/+1 counter, persist with a -1/-1 (702.93a, 702.79a)
    assert only_line(board, named_catalog).endswith(counters)


@pytest.mark.parametrize(
    ("board", "rule"),
    [
        ("Opponent Pyroclasms. I have Grizzly Bears.", "704.5g"),
        ("My opponent Infests. I have Grizzly Bears.", "704.5f"),
    ],
)
def test_704_5_a_mass_spell_said_as_a_verb_is_cast(named_catalog: CardCatalog, board: str, rule: str) -> None:
    # Pyroclasm: 2 damage (704.5g); Infest: -2/-2 (704.5f)
    assert rules(answer(board, named_catalog)) == [{rule}]


def test_a_targeted_spell_said_as_a_verb_with_no_target_is_not_read(named_catalog: CardCatalog) -> None:
    # near miss: "Opponent Shocks." says at what? never guessed
    with pytest.raises(BoardError):
        answer("Opponent Shocks. I have Grizzly Bears.", named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "I control Grizzly Bears and Hill Giant, both with 2 damage.",
        "Tengo Osos pardos y Gigante de las colinas, ambos con 2 de daño.",
        "My Grizzly Bears and his Hill Giant both have 2 damage.",
        "I control Grizzly Bears and Hill Giant, each with 2 damage.",
    ],
)
def test_704_5g_both_with_damage_is_told_of_each_object_listed(named_catalog: CardCatalog, board: str) -> None:
    # before: a confident wrong answer: only the Giant had the 2 damage, the Bears lived
    assert only_line(board, named_catalog).count("2 d") == 2
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_both_after_objects_with_facts_of_their_own_is_not_guessed(named_catalog: CardCatalog) -> None:
    # near miss: the Bears already have 1 damage: "both with 2" is 2 each, or 2 more? asked
    with pytest.raises(BoardError):
        answer("I control Grizzly Bears with 1 damage and Hill Giant, both with 2 damage.", named_catalog)


@pytest.mark.parametrize(
    "board",
    [
        "Shock on my Grizzly Bears - does it die\nMy opponent cast Shock on my Grizzly Bears. Nothing else happened.",
        "Choque a mis Osos pardos\nMi rival le tiró un Choque a mis Osos pardos. No pasó nada más.",
    ],
)
def test_704_5g_a_posts_title_line_is_skipped_not_read_twice(named_catalog: CardCatalog, board: str) -> None:
    # before: the title was read as the board (refused, or the Shock twice: 4 damage)
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5g"}]
    assert told.reading is not None and "2 d" in told.reading and "4 d" not in told.reading


def test_a_first_line_with_a_card_the_body_never_names_is_the_board(named_catalog: CardCatalog) -> None:
    # near miss: "Glorious Anthem" is only in the first line: it is a fact, not a title
    board = "I control Glorious Anthem\nMy Grizzly Bears took 2 damage. Nothing else happened."
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("I'm at 1 life and I lose 1.", "you: life 0"),
        ("Estoy a 1 vida y pierdo 1.", "tú: vidas 0"),
        ("My opponent is at 2 life. He lost 2 life.", "opponent: life 0"),
    ],
)
def test_704_5a_life_lost_as_told_is_119_3_life_loss(named_catalog: CardCatalog, board: str, line: str) -> None:
    # before: refused at "lose", "pierdo", "lost"
    assert only_line(board, named_catalog) == line
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5a"}]
    assert any(t.key == "life_lost.told" and t.rule == "119.3" for t in told.events)


def test_a_life_said_after_a_loss_is_never_taken_one_way(named_catalog: CardCatalog) -> None:
    # near miss: "I lost 2 life, I'm at 1": the life before the loss, or after it? The readings
    # part (alive at 1, or dead at -1): asked, never answered from one
    with pytest.raises(BoardError):
        answer("I lost 2 life, I'm at 1.", named_catalog)


@pytest.mark.parametrize(
    ("board", "card"),
    [
        ("I cast BSZ for X=3. Opp controls Grizzly Bears.", "Black Sun's Zenith"),
        ("I Path his Tarmo.", "Path to Exile"),
        ("My Grizzly Bears with SoFI attached, 2 damage.", "Sword of Fire and Ice"),
    ],
)
def test_community_nicknames_name_their_card(board: str, card: str, named_catalog: CardCatalog) -> None:
    """Nicknames judges type (a lexicon row each): BSZ, Tarmo, Path, SoFI."""
    reads = list(natural_readings(board, named_catalog, []))
    assert reads and all(card in read.line or any(card in str(e) for e in read.events) for read in reads)


def test_the_twin_a_nickname_that_is_a_word_is_never_skipped_as_talk(named_catalog: CardCatalog) -> None:
    """ "the path is long": taken as the card, its sentence isn't read — asked, never a board."""
    assert list(natural_readings("the path is long. Grizzly Bears with 2 damage.", named_catalog, [])) == []
