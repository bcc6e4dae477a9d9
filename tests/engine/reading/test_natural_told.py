"""The natural reader on ways judges tell a board found on a held-out set written blind (12th
session): a spell at a player's face, a commander said after its card, a thing told only as
"there", a damage total with its verb left out, "he" before anyone is named, a nickname as a
present verb, the number of players after the format."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("My opponent is at 3 life. I bolt him in the face.", [{"704.5a"}]),
        ("My opponent is at 4 life. I bolt him in the face.", []),
        ("Marcos estaba a 3 vidas. Le meto un Relámpago a la cara.", [{"704.5a"}]),
        ("Marcos estaba a 4 vidas. Le meto un Relámpago a la cara.", []),
    ],
)
def test_704_5a_a_damage_spell_at_a_players_face(named_catalog: CardCatalog, board: str, expected: list) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_704_5a_the_face_is_the_player_spoken_of_never_the_caster(named_catalog: CardCatalog) -> None:
    told = answer("Estoy a 3 vidas y mi rival a 10. Le meto un Relámpago a la cara.", named_catalog)
    assert rules(told) == []  # the rival's face (10 → 7), not mine


def test_903_3_a_commander_said_after_its_card_may_go_to_the_command_zone(named_catalog: CardCatalog) -> None:
    told = answer(
        "Commander a 4. Le metí Espadas en guadañas a la Atraxa de Rubén, que es su comandante.", named_catalog
    )
    assert [str(c.rule) for c in told.result.pending_choices] == ["704.6d"]
    told = answer("Commander a 4. Le metí Espadas en guadañas a la Atraxa de Rubén.", named_catalog)
    assert not told.result.pending_choices  # not said to be a commander: exiled, nothing to choose


@pytest.mark.parametrize(
    "board",
    [
        "my Centaur Courser has 3 damage, there's a Glorious Anthem on the battlefield.",
        "I have a Centaur Courser with 3 damage and there's a Glorious Anthem.",
        "Tengo unos Osos pardos con 2 daños y hay un Himno glorioso.",
    ],
)
def test_613_whose_anthem_told_only_as_there_is_asked(named_catalog: CardCatalog, board: str) -> None:
    # before: the Anthem was the writer's, the creature lived: a confident answer on a fact unsaid
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_613_an_anthem_listed_with_the_writers_things_is_theirs(named_catalog: CardCatalog) -> None:
    assert rules(answer("I have a Centaur Courser with 3 damage and a Glorious Anthem.", named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "Ataqué con el Abatidor loxodón y Pablo bloqueó con unas Ratas tifoideas. Las ratas comen 4, el Abatidor 1 con toque mortal.",
        "He swung Loxodon Smiter at me and I blocked with Vampire Nighthawk. Nighthawk takes 4, Smiter 2.",
    ],
)
def test_510_2_damage_said_again_with_the_verb_left_out(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5g", "704.5h"}]


def test_510_2_a_total_left_out_that_the_combat_didnt_deal_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):  # the Rats deal 1, not 2
        answer(
            "Ataqué con el Abatidor loxodón y Pablo bloqueó con unas Ratas tifoideas. Las ratas comen 4, el Abatidor 2.",
            named_catalog,
        )


def test_704_5g_a_nickname_as_a_present_verb_is_the_spell(named_catalog: CardCatalog) -> None:
    told = answer("Rest in Peace is on the table. I bolt his Kitchen Finks.", named_catalog)
    assert rules(told) == [{"704.5g"}]  # exiled instead: persist doesn't return it


def test_506_2_attackers_joined_by_a_plus(named_catalog: CardCatalog) -> None:
    board = "Chandra, Torch of Defiance sitting on {n} loyalty. Opp swung a Raging Goblin + a Grizzly Bears at Chandra, I had no blocks."
    assert rules(answer(board.format(n=4), named_catalog)) == []
    assert rules(answer(board.format(n=3), named_catalog)) == [{"704.5i"}]


def test_810_the_number_of_players_after_the_format(named_catalog: CardCatalog) -> None:
    # "a 4" after a format is four players; "(de 3 a 4)" after a loyalty is not
    told = answer(
        "En mi turno subí a Liliana del Velo con el +1 (de 3 a 4). En su turno el rival me atacó a Liliana "
        "con el Cazador centauro y no bloqueé.",
        named_catalog,
    )
    assert rules(told) == []
    # four players, a battle whose protector isn't said: who it is, asked (the note), never assumed
    notes = answer("Commander a 4. Ana controla Invasion of Tarkir.", named_catalog).result.notes
    assert [n.kind for n in notes] == ["needs_protector"]


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        (
            "I cast Giant Growth on my Grizzly Bears. Then my Grizzly Bears attacks, opp blocks with Hill Giant.",
            [{"704.5g"}],
        ),
        (
            "My opponent is at 3 life. I cast Giant Growth on my Grizzly Bears. Then my Bears attacks, no blocks.",
            [{"704.5a"}],
        ),
        ("My opponent is at 6 life. I cast Giant Growth on my Grizzly Bears. Then my Bears attacks, no blocks.", []),
    ],
)
def test_510_2_combat_after_a_pump_deals_the_power_the_pump_left(
    named_catalog: CardCatalog, board: str, expected: list
) -> None:
    # before: the power was computed once, before every event: the Bears dealt 2, not 5
    assert rules(answer(board, named_catalog)) == expected


@pytest.mark.parametrize(("poison", "expected"), [(10, [{"704.6b"}]), (5, [])])
def test_704_6b_a_two_headed_team_said_as_laura_y_yo(named_catalog: CardCatalog, poison: int, expected: list) -> None:
    board = (
        f"Gigante de dos cabezas. Laura y yo teníamos {poison} venenos como equipo. Me pega un Agente de ruina "
        "y a Laura le pega un Elfo iridiscente con Crecimiento gigante."
    )
    assert rules(answer(board, named_catalog)) == expected


def test_810_me_and_a_name_outside_two_headed_giant_is_no_team(named_catalog: CardCatalog) -> None:
    # 2HG: a team total at 15 poison (810.10); said outside 2HG, not read as a team at all
    assert (
        rules(
            answer("Gigante de dos cabezas. Laura y yo teníamos 9 venenos. Me pega un Agente de ruina.", named_catalog)
        )
        == []
    )
    with pytest.raises(BoardError):
        answer("Laura y yo teníamos 9 venenos. Me pega un Agente de ruina.", named_catalog)


def test_an_emoticon_is_no_bracket(named_catalog: CardCatalog) -> None:
    # ":(" opened a bracket: the writer's creatures were read as a note on the opponent's Norn
    board = "my opp just resolved Elesh Norn, Grand Cenobite :( I've got Llanowar Elves and a Loxodon Smiter."
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5f"}]
    assert told.reading is not None and 'you: "Llanowar Elves"' in told.reading


def test_510_2_a_pump_told_after_a_block_is_asked_before_or_after_damage(named_catalog: CardCatalog) -> None:
    # before: the block's damage was dealt, then the +3/+3: "nothing", though either the Giant
    # dies (Giant Growth before damage) or the Bears did (after)
    with pytest.raises(BoardError):
        answer("His Hill Giant attacks, I block with my Grizzly Bears, then I Giant Growth my Bears.", named_catalog)
    told = answer(
        "My Centaur Courser blocked his Grizzly Bears. The Bears died and my Courser was left with 2 damage. "
        "Later he cast Disfigure on my Courser.",
        named_catalog,
    )
    assert rules(told) == [{"704.5g"}]  # the damage told first: the -2/-2 came after it (1/1 with 2)
    with pytest.raises(BoardError):  # left with lethal damage, it died before anything could be cast
        answer(
            "My Centaur Courser blocked his Hill Giant. The Giant died and my Courser was left with 3 damage. "
            "Later I cast Giant Growth on my Courser.",
            named_catalog,
        )


@pytest.mark.parametrize(
    "board",
    [
        "His Hill Giant attacks, I block with my Grizzly Bears, then I Giant Growth my Bears before damage.",
        "My Grizzly Bears blocks his Hill Giant. Before damage I cast Giant Growth on my Bears.",
        "Mis Osos pardos bloquean a su Gigante de las colinas. Antes del daño lanzo Crecimiento gigante sobre mis Osos.",
    ],
)
def test_510_1_a_pump_told_before_damage_deals_damage_with_the_pumped_size(
    board: str, named_catalog: CardCatalog
) -> None:
    """ "before damage" / "antes del daño": the +3/+3 first, then the combat damage (5/5 Bears
    deal 5 to the 3/3 Giant and survive its 3). Without those words it is asked (the twin above)."""
    told = answer(board, named_catalog)
    assert rules(told) == [{"704.5g"}]
    destroyed = {s for r in told.result.rounds for a in r.actions for s in a.subjects}
    assert destroyed == {"Hill Giant"}


@pytest.mark.parametrize(
    "board",
    [
        "I cast Giant Growth on my Grizzly Bears and opp Bolts them in response.",
        "I cast Giant Growth on my Grizzly Bears. In response, opp Bolts my Grizzly Bears.",
    ],
)
def test_608_1_a_spell_in_response_resolved_first(named_catalog: CardCatalog, board: str) -> None:
    # before: "in response" was skipped as filler and the Bolt came after the +3/+3: the Bears
    # lived. Bolted first, they die before Giant Growth resolves: never answered as alive
    with pytest.raises(BoardError):
        answer(board, named_catalog)


def test_608_1_a_response_that_doesnt_kill_leaves_the_pump(named_catalog: CardCatalog) -> None:
    board = "I cast Giant Growth on my Centaur Courser. In response, opp Shocks it."
    assert rules(answer(board, named_catalog)) == []  # 3/3 with 2, then 6/6


def test_608_1_in_response_with_nothing_before_is_not_read(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("In response, opp Bolts my Grizzly Bears.", named_catalog)


@pytest.mark.parametrize(("owner", "expected"), [("his", [{"704.5g"}]), ("mine", [])])
def test_613_a_standalone_possessive_after_a_card_says_whose(
    named_catalog: CardCatalog, owner: str, expected: list
) -> None:
    # "(mine)": my Anthem pumps my Bears (3/3 with 2 damage lives); "(his)": it doesn't
    board = f"Glorious Anthem ({owner}). I have Grizzly Bears with 2 damage."
    assert rules(answer(board, named_catalog)) == expected


def test_702_79a_persisted_said_as_came_back_once_with_persist(named_catalog: CardCatalog) -> None:
    board = (
        "Humility is out (mine). My opp has a Kitchen Finks that already came back once with persist "
        "so it has a -1/-1 counter."
    )
    assert rules(answer(board, named_catalog)) == [{"704.5f"}]  # 1/1 with a -1/-1 counter under Humility


def test_a_question_opened_by_whats_without_its_mark_is_the_question(named_catalog: CardCatalog) -> None:
    assert rules(answer("My Grizzly Bears has 2 damage. what's the result", named_catalog)) == [{"704.5g"}]
    assert rules(answer("My Grizzly Bears has 1 damage. what's the result", named_catalog)) == []


@pytest.mark.parametrize(
    ("blocker", "expected"),
    [("Centaur Courser", [{"704.5g"}]), ("Grizzly Bears", [{"704.5g"}]), ("Craw Wurm", [{"704.5g"}])],
)
def test_510_2_attacked_me_then_blocked_it(named_catalog: CardCatalog, blocker: str, expected: list) -> None:
    # a 3/3 Giant: the Courser trades, the Bears die, the 6/4 Wurm kills the Giant and lives
    told = answer(f"Opp's Hill Giant attacked me and I blocked it with my {blocker}.", named_catalog)
    assert rules(told) == expected
    dead = {s for r in told.result.rounds for a in r.actions for s in a.subjects}
    assert ("Hill Giant" in dead) == (blocker != "Grizzly Bears")


def test_120_3_another_spell_to_the_face(named_catalog: CardCatalog) -> None:
    board = "Mi rival estaba a {n} vidas. Le lancé un Choque a la cara, y encima le hice otro Choque a la cara."
    assert rules(answer(board.format(n=4), named_catalog)) == [{"704.5a"}]
    assert rules(answer(board.format(n=5), named_catalog)) == []
