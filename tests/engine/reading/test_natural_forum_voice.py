"""Forum posts and DMs to a judge friend: openers from Chile, Colombia, Spain and Britain
("Cachai que…", "Oiga,", "mate, cheeky one for you"), the opponent's side as a heading ("Opp
side:", "Mesa del rival:"), a deck named or said for the library, sizes typed "3-3", mana held
open, a regeneration activated as told, a token from an older copy of its maker."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import natural_readings
from tests.engine.reading.outcomes import only_line, rules


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("mate, cheeky one for you. My Grizzly Bears has 2 damage.", 'you: "Grizzly Bears" 2 damage'),
        ("Right so, my Grizzly Bears has 2 damage.", 'you: "Grizzly Bears" 2 damage'),
        ("righto so my Grizzly Bears has 2 damage.", 'you: "Grizzly Bears" 2 damage'),
        ("Long one sorry. My Grizzly Bears has 2 damage.", 'you: "Grizzly Bears" 2 damage'),
        ("Oiga, mi Oso pardo tiene 2 de daño.", 'tú: "Grizzly Bears" 2 de daño'),
        ("Cachai que mi Oso pardo tiene 2 de daño.", 'tú: "Grizzly Bears" 2 de daño'),
        ("Vale, a ver si me aclaro. Mi Oso pardo tiene 2 de daño.", 'tú: "Grizzly Bears" 2 de daño'),
        ("Yesterday at FNM my Grizzly Bears had 2 damage.", 'you: "Grizzly Bears" 2 damage'),
        ("Hoy mi Oso pardo tiene 2 de daño, obviamente.", 'tú: "Grizzly Bears" 2 de daño'),
    ],
)
def test_704_5g_an_opener_or_a_frame_around_the_board_is_talk(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_turn_told_as_past_is_still_asked_about(named_catalog: CardCatalog) -> None:
    """The twin of the day words: "last turn" puts damage in a turn that ended (514.2), never talk."""
    with pytest.raises(BoardError):
        answer("Last turn my Grizzly Bears took 2 damage.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Opp side: Grizzly Bears with 2 damage.", 'opponent: "Grizzly Bears" 2 damage'),
        ("His board: Grizzly Bears with 2 damage.", 'opponent: "Grizzly Bears" 2 damage'),
        ("Mesa del rival: Oso pardo con 2 de daño.", 'oponente: "Grizzly Bears" 2 de daño'),
        ("My Grizzly Bears has 2 damage, next to my Hill Giant.", 'you: "Grizzly Bears" 2 damage; you: "Hill Giant"'),
        ("Tengo un Gigante de las colinas junto a mi Oso pardo.", 'tú: "Hill Giant"; tú: "Grizzly Bears"'),
    ],
)
def test_the_opponents_side_as_a_heading_and_lists_joined_as_and_does(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("My deck is empty and I draw a card.", "you: drew from an empty library"),
        ("My deck has 0 cards and I draw.", "you: drew from an empty library"),
        ("My library has 0 cards and I draw.", "you: drew from an empty library"),
        ("Mi mazo está vacío y robo una carta.", "tú: robó de una biblioteca vacía"),
        ("Tengo 0 cartas en la biblioteca y robo.", "tú: robó de una biblioteca vacía"),
        ("My library is empty. I draw a card.", "you: drew from an empty library"),
    ],
)
def test_704_5b_the_library_said_as_a_deck_or_with_its_count_apart(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5b"}]


def test_a_deck_named_is_talk_never_a_permanent(named_catalog: CardCatalog) -> None:
    board = "I was on my Grizzly Bears deck. My Hill Giant has 3 damage."
    assert only_line(board, named_catalog) == 'you: "Hill Giant" 3 damage'


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("My Watchwolf (3-3) has 2 damage.", 'you: "Watchwolf" 2 damage'),
        ("Opp had Drudge Skeletons untapped with B open.", 'opponent: "Drudge Skeletons"'),
    ],
)
def test_a_size_typed_with_a_hyphen_and_mana_held_open(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line


def test_a_size_typed_with_a_hyphen_is_checked_against_the_card(named_catalog: CardCatalog) -> None:
    """The near miss: "Watchwolf (2-2)" is not its size (3/3): asked, never read as a score."""
    with pytest.raises(BoardError):
        answer("My Watchwolf (2-2) has 2 damage.", named_catalog)


def test_701_19_a_regeneration_activated_as_told_replaces_the_destruction(named_catalog: CardCatalog) -> None:
    board = (
        "opp had Drudge Skeletons untapped with B open. I attacked with my Watchwolf (3-3), he blocked "
        "with the Skeletons and activated regen once before damage. Damage happens, what happens to the Skeletons?"
    )
    [read] = only_line(board, named_catalog).split("; ")[:1]
    assert read == 'opponent: "Drudge Skeletons" 1 regeneration shield 3 damage from "Watchwolf"'
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_701_19_regeneration_activated_on_a_creature_without_it_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Opp blocked with Hill Giant and activated regen once. My Watchwolf has 2 damage.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Me: Thragtusk, the 3/3 Beast token from an older Thragtusk.",
            'you: "Thragtusk"; you: "Beast" token creature 3/3',
        ),
        ("Tengo una ficha de Bestia 3/3 de un Thragtusk anterior.", 'tú: "Bestia" ficha criatura 3/3'),
    ],
)
def test_111_a_token_from_an_older_copy_of_its_maker(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line


def test_111_a_token_from_a_card_that_makes_none_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Me: the 3/3 Beast token from an older Grizzly Bears.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "River Boa attacked, I paid G for the shield before blocks. Opp blocked with Hill Giant.",
            'you: "River Boa" 1 regeneration shield 3 damage from "Hill Giant"; '
            'opponent: "Hill Giant" 2 damage from "River Boa"',
        ),
        ("Oiga, pagué B por el escudo de mis Esqueletos esclavos.", 'tú: "Drudge Skeletons" 1 escudo de regeneración'),
    ],
)
def test_701_19_a_cost_paid_for_the_shield_is_a_regeneration_activated(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line


def test_701_19_a_cost_paid_for_the_shield_of_a_creature_that_doesnt_regenerate_is_asked(
    named_catalog: CardCatalog,
) -> None:
    with pytest.raises(BoardError):
        answer("My Grizzly Bears attacked, I paid G for the shield.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "Mis Despreciables de cocina llevan Umbra de hiena. Mi rival, que tiene Artista de la sangre, les mete "
            "un Relámpago.",
            'tú: "Kitchen Finks" 3 de daño; tú: "Hyena Umbra" anexado a "Kitchen Finks"; oponente: "Blood Artist"',
        ),
        (
            "My opponent, who controls Blood Artist, casts Infest. My Grizzly Bears has 1 damage.",
            'opponent: "Blood Artist" gets -2/-2; you: "Grizzly Bears" gets -2/-2 1 damage',
        ),
    ],
)
def test_a_players_clause_of_having_is_told_apart_and_never_what_it_speaks_of(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    """The clause's Blood Artist is never what "les" speaks of: the Bolt goes at the Finks (the
    first reading; the Finks' counters unsaid, a second has it back once already)."""
    assert next(natural_readings(board, named_catalog, [])).line == line


@pytest.mark.parametrize(
    "board",
    [
        "Tengo unos Despreciables de cocina frescos. El rival lanza Infestar.",
        "Tengo unos Despreciables de cocina recién bajados. El rival lanza Infestar.",
    ],
)
def test_702_79_a_creature_said_fresh_has_no_counters_and_persists(named_catalog: CardCatalog, board: str) -> None:
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5f"}]
    assert told.reading is not None and "-1/-1" not in told.reading


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("Mi colega tiene Oso pardo y me suelta un Infestar.", 'oponente: "Grizzly Bears" recibe -2/-2'),
        (
            "Tengo Artista de la sangre. El otro: Oso pardo con 2 de daño.",
            'tú: "Blood Artist"; oponente: "Grizzly Bears" 2 de daño',
        ),
    ],
)
def test_spains_table_words_the_mate_who_casts_and_the_other_ones_side(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "4 player commander: me, Carl, Dana, Eli. Carl has Grizzly Bears with 2 damage.",
            'Carl: "Grizzly Bears" 2 damage; 4 players',
        ),
        (
            "Partida de cuatro: Ana, Beto, Carla y yo. Ana tiene Oso pardo con 2 de daño.",
            'Ana: "Grizzly Bears" 2 de daño; partida de 4 jugadores',
        ),
        (
            "Partida de tres jugadores: Sofía, Beto y yo. Sofía tiene Oso pardo con 2 de daño.",
            'Sofía: "Grizzly Bears" 2 de daño; partida de 3 jugadores',
        ),
        (
            "Commander de cuatro: Pedro, Ana, Luis y yo. Pedro controla Oso pardo con 2 de daño.",
            'partida de commander; Pedro: "Grizzly Bears" 2 de daño; partida de 4 jugadores',
        ),
        (
            "3-player kitchen table game: me, Dave and Kim. Dave has Grizzly Bears with 2 damage.",
            'Dave: "Grizzly Bears" 2 damage; 3 players',
        ),
        (  # "Marco" is one letter from the card Maro: in the list, a person
            "Partida de tres jugadores: Marco, Sofía y yo. Marco tiene Oso pardo con 2 de daño.",
            'Marco: "Grizzly Bears" 2 de daño; partida de 3 jugadores',
        ),
    ],
)
def test_704_5g_who_plays_listed_after_a_game_of_several(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_list_after_a_game_of_several_that_names_a_card_is_no_roster(named_catalog: CardCatalog) -> None:
    """The near miss: "Hill Giant" in the list is a card, not a player: the list isn't skipped."""
    with pytest.raises(BoardError):
        answer("4 player commander: me, Carl, Hill Giant. Carl has Grizzly Bears with 2 damage.", named_catalog)


def test_120_3_a_ping_told_with_its_amount_after_for(named_catalog: CardCatalog) -> None:
    board = "My Prodigal Pyromancer pinged his Watchwolf for 1. His Watchwolf already had 2 damage."
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]


def test_a_forums_tagged_title_is_talk_when_the_body_tells_the_board(named_catalog: CardCatalog) -> None:
    board = (
        "[Question] deathtouch vs bigger flyer\n"
        "my opp swing with Serra Angel, I block with Vampire Nighthawk. Both die?"
    )
    assert rules(answer(board, named_catalog)) == [{"704.5g", "704.5h"}]


def test_a_tagged_title_naming_a_card_the_body_doesnt_is_never_skipped(named_catalog: CardCatalog) -> None:
    """The near miss: Rest in Peace only in the title is a fact that would change the answer."""
    with pytest.raises(BoardError):
        answer("[Q] Rest in Peace and tokens\nMy Grizzly Bears has 2 damage. What happens?", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "My Grizzly Bears has 2 damage, his Hill Giant is fine.",
            'you: "Grizzly Bears" 2 damage; opponent: "Hill Giant"',
        ),
        (
            "My Grizzly Bears has 2 damage. His Hill Giant survived.",
            'you: "Grizzly Bears" 2 damage; opponent: "Hill Giant"',
        ),
        (
            "Mi Oso pardo tiene 2 de daño y su Gigante de las colinas sigue vivo.",
            'tú: "Grizzly Bears" 2 de daño; oponente: "Hill Giant"',
        ),
        (
            "My Grizzly Bears has 2 damage. His Hill Giant lives.",
            'you: "Grizzly Bears" 2 damage; opponent: "Hill Giant"',
        ),
        (
            "Mi Oso pardo tiene 2 de daño. Sus Gigantes de las colinas aguantaron todos.",
            'tú: "Grizzly Bears" 2 de daño; oponente: "Hill Giant"',
        ),
    ],
)
def test_704_3_what_the_writer_expects_of_a_permanent_is_no_fact(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line


@pytest.mark.parametrize(
    ("board", "line"),
    [
        (
            "My friend (Tom) is at 3 life. He has Grizzly Bears with 2 damage.",
            'Tom: life 3; Tom: "Grizzly Bears" 2 damage',
        ),
        ("El man (Andrés) tiene 10 contadores de veneno.", "Andrés: veneno 10"),
        ("Mi rival va con 3 vidas y tiene Oso pardo.", 'oponente: vidas 3; oponente: "Grizzly Bears"'),
    ],
)
def test_a_person_named_in_brackets_and_a_life_total_said_as_going_with(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line


def test_the_roster_is_listed_as_one_thing_skipped(named_catalog: CardCatalog) -> None:
    told = answer("4 player commander: me, Carl, Dana, Eli. Carl has Grizzly Bears with 2 damage.", named_catalog)
    assert "me, Carl, Dana, Eli" in told.skipped


@pytest.mark.parametrize(
    ("board", "word"),
    [
        ("Edgar atacó a Marcos y le metió 6 más.", "más"),
        ("Las ratas le hacen 1 no más.", "no más"),
    ],
)
def test_more_or_only_after_an_amount_is_no_fact(named_catalog: CardCatalog, board: str, word: str) -> None:
    """ "6 más" (six more), "1 no más" (only one): the amount is the event's, the words talk."""
    from engine.reading.natural import tag

    assert any(s.text == word and s.kinds == {"filler"} for s in tag(board, named_catalog))


def test_more_before_a_count_is_not_skipped(named_catalog: CardCatalog) -> None:
    """The near miss: "no tenía más cartas" is a count of the library, never talk."""
    from engine.reading.natural import tag

    assert not any(s.text == "más" and s.is_("filler") for s in tag("No tenía más cartas.", named_catalog))


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("El man estaba con 8 contadores de veneno y 14 vidas.", "oponente: vidas 14, veneno 8"),
        ("Mi rival estaba con 1 vida y le tiré un Relámpago.", "oponente: vidas -2"),
        ("Andrés estaba en 3 vidas. Le tiré un Relámpago.", "Andrés: vidas 0"),
    ],
)
def test_704_5a_a_total_said_with_estaba_con_and_a_spell_at_the_player_spoken_of(
    named_catalog: CardCatalog, board: str, line: str
) -> None:
    assert only_line(board, named_catalog) == line


def test_a_spell_le_tire_right_after_the_writer_spoke_of_themself_is_not_read(named_catalog: CardCatalog) -> None:
    """The twin: "Estoy a 3 vidas y le tiro…": "le" is never the caster; whom, not told."""
    with pytest.raises(BoardError):
        answer("Estoy a 3 vidas y le tiro un Relámpago.", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("[18:02] Bob casts Lightning Bolt targeting Ana's Grizzly Bears.", 'Ana: "Grizzly Bears" 3 damage'),
        ("(9:41 PM) Bob casts Lightning Bolt targeting Ana's Grizzly Bears.", 'Ana: "Grizzly Bears" 3 damage'),
        ("Turno 6: Bob lanza Relámpago objetivo Osos pardos de Ana.", 'Ana: "Grizzly Bears" 3 de daño'),
    ],
)
def test_120_3e_a_game_logs_lines_with_their_time_stamps(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line


def test_a_number_and_a_colon_with_a_space_is_no_time_stamp(named_catalog: CardCatalog) -> None:
    """The twin: "2: 3 damage" is no clock; its numbers are never skipped as one."""
    with pytest.raises(BoardError):
        answer("Grizzly Bears 2: 3 damage", named_catalog)


@pytest.mark.parametrize(
    ("board", "line"),
    [
        ("I am at -2 life.", "you: life -2"),
        ("I am on 3 life.", "you: life 3"),
        ("My opponent is down to 2 life.", "opponent: life 2"),
        ("Ana was at 5 life. I Bolted her and she went down to 2.", "Ana: life 2"),  # the life the Bolt left
    ],
)
def test_119_a_life_total_said_in_more_ways(named_catalog: CardCatalog, board: str, line: str) -> None:
    assert only_line(board, named_catalog) == line


def test_704_5g_graveyards_counted_between_the_players_told_as_talk(named_catalog: CardCatalog) -> None:
    board = "righto so I Bolted his Tarmogoyf, graveyards had a land and an instant between us. it died yeah?"
    assert rules(answer(board, named_catalog)) == [{"704.5g"}]
