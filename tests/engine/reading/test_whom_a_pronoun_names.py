"""Whom a pronoun names: Spanish "le ataco con mis Osos" is whom I attack (the player spoken of
last), never who attacks; "le"/"it" after two objects a spell could target is asked, naming
them. Each was a confident wrong answer found typing boards (704.5a for the wrong player, a
Shock on the writer's own blocker, a target skipped)."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "Estoy a 2 vidas. Mi rival está a 2 vidas y le ataco con mis Osos pardos sin bloqueo.",
        "Mi rival está a 2 vidas y le ataco con mis Osos pardos, no bloquea.",
        "I'm at 2 life. My opponent is at 2 life and I attack him with my Grizzly Bears, unblocked.",
    ],
)
def test_704_5a_the_player_attacked_loses(named_catalog: CardCatalog, board: str) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == [{"704.5a"}]
    [player] = [p for p in found.state.players if p.life <= 0]
    assert player.name in ("opponent", "oponente", "rival")


def test_the_attacked_player_above_the_damage_lives(named_catalog: CardCatalog) -> None:
    """The twin: at 3 life, the Bears' 2 leave the opponent at 1."""
    found = answer("Mi rival está a 3 vidas y le ataco con mis Osos pardos sin bloqueo.", named_catalog)
    assert rules(found) == []


def test_704_5a_me_ataca_is_the_opponent_attacking_the_writer(named_catalog: CardCatalog) -> None:
    """The near miss: "me ataca con sus Osos" is the other way round: the writer loses."""
    found = answer("Estoy a 2 vidas. Mi rival me ataca con sus Osos pardos y no bloqueo.", named_catalog)
    assert rules(found) == [{"704.5a"}]
    [player] = [p for p in found.state.players if p.life <= 0]
    assert player.name in ("you", "tú")


def test_a_number_after_an_attack_on_a_planeswalker_is_never_the_writers_life(named_catalog: CardCatalog) -> None:
    """ "Le ataco [a su Jace] …, no bloquea, queda a 1": Jace's loyalty, or a life? Read as the
    writer's life (the player spoken of last), it was a confident misreading: asked."""
    with pytest.raises(BoardError):
        answer(
            "Mi rival tiene a Jace, el escultor mental con 3 de lealtad. Le ataco con mis Osos pardos, "
            "no bloquea, queda a 1.",
            named_catalog,
        )


def test_a_life_said_after_an_attack_on_a_player_is_read(named_catalog: CardCatalog) -> None:
    """The twin: the attack was on the player, so "goes to 1" is that player's life."""
    found = answer("Opp at 3 life. I attack him with Grizzly Bears, unblocked, goes to 1.", named_catalog)
    assert rules(found) == [] and [p.life for p in found.state.players if p.name == "opponent"] == [1]


def test_le_opening_a_sentence_after_a_player_and_a_creature_is_asked(named_catalog: CardCatalog) -> None:
    """ "Mi rival tiene Elfos de Llanowar. Le tiro un Choque.": the Elves, or the opponent? Read
    as the Elves only, the answer was a confident 704.5g; both readings are tried: asked."""
    with pytest.raises(BoardError):
        answer("Mi rival tiene Elfos de Llanowar. Le tiro un Choque.", named_catalog)
    with pytest.raises(BoardError):  # both readings answer, and part (Elves die / opponent at 3): a choice
        answer("Mi rival está a 5 vidas y tiene Elfos de Llanowar. Le tiro un Choque.", named_catalog)


def test_le_after_the_writers_creature_only_is_that_creature(named_catalog: CardCatalog) -> None:
    """The twin: "Le tiran un Choque" after the writer's own Bears: "le" can't be the writer
    ("me tiran" would be), so the Bears take it."""
    assert rules(answer("Tengo unos Osos pardos. Le tiran un Choque.", named_catalog)) == [{"704.5g"}]


def test_le_after_two_creatures_in_one_sentence_is_asked(named_catalog: CardCatalog) -> None:
    """ "Mis Osos bloquean a su Gigante y después le tiro un Choque": the clitic was read as the
    last creature named (my own Bears): which one is asked."""
    with pytest.raises(BoardError):
        answer("Mis Osos pardos bloquean a su Gigante de las colinas y después le tiro un Choque.", named_catalog)


def test_le_inside_a_sentence_with_one_creature_is_it(named_catalog: CardCatalog) -> None:
    found = answer(
        "A mis Osos pardos le pusieron Crecimiento gigante y después le tiraron un Relámpago.", named_catalog
    )
    assert rules(found) == []  # a 5/5 with 3 damage


def test_704_5g_le_bloqueo_con_mis_osos_keeps_the_bears_mine(named_catalog: CardCatalog) -> None:
    """ "Le bloqueo con mis Osos pardos": "le" is the attacker; the Bears stay the writer's (read
    as "he blocks", they became the opponent's)."""
    found = answer("Mi rival ataca con su Gigante de las colinas. Le bloqueo con mis Osos pardos.", named_catalog)
    assert rules(found) == [{"704.5g"}]
    bears = next(o for o in found.state.objects if o.card == "Grizzly Bears")
    assert bears.controller in ("you", "tú")


def test_le_after_a_block_told_with_a_clitic_is_asked(named_catalog: CardCatalog) -> None:
    """ "Le bloqueo con mis Osos y le tiro un Choque": the Giant ("le") and the Bears both spoken
    of in the sentence: the Shock went to my own Bears before (and the Giant's death was missed)."""
    with pytest.raises(BoardError):
        answer(
            "Mi rival ataca con su Gigante de las colinas. Le bloqueo con mis Osos pardos y le tiro un Choque.",
            named_catalog,
        )


@pytest.mark.parametrize(
    "board",
    [
        "My Grizzly Bears blocks his Hill Giant and I Shock it.",
        "His Hill Giant attacks, my Grizzly Bears blocks it. Then I Shock it.",
        "I have Grizzly Bears and he has Llanowar Elves. I Shock it.",
    ],
)
def test_it_after_two_creatures_a_spell_could_target_is_asked(named_catalog: CardCatalog, board: str) -> None:
    """ "it" was the last creature named (the writer's own blocker): a confident answer with the
    Giant's death missed. Which one is asked, naming both."""
    with pytest.raises(BoardError) as caught:
        answer(board, named_catalog)
    assert caught.value.key == "board.natural.which_one"


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("I control Hill Giant. Opp Bolts it.", [{"704.5g"}]),
        ("Rancor on my Grizzly Bears. Opp Shocks it.", [{"704.5g"}, {"704.5m"}]),  # Rancor can't be dealt damage
        ("I control Glorious Anthem and Grizzly Bears. Opp Shocks it.", []),
    ],
)
def test_it_after_one_creature_a_spell_could_target_is_it(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    assert rules(answer(board, named_catalog)) == expected


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("Mi rival tenía 2 vidas y le pegué con mis Osos pardos sin bloquear.", [{"704.5a"}]),
        ("Mi rival tenía 3 vidas y le pegué con mis Osos pardos sin bloquear.", []),
    ],
)
def test_704_5a_le_pegue_con_mis_osos_hits_the_other_player(
    named_catalog: CardCatalog, board: str, expected: list[set[str]]
) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == expected
    before = int(board.split(" vidas")[0].split()[-1])
    assert [p.life for p in found.state.players if p.name in ("opponent", "oponente")] == [before - 2]


def test_le_pegue_with_only_the_writer_spoken_of_is_asked(named_catalog: CardCatalog) -> None:
    """The near miss: "Estoy a 2 vidas y le pegué…": "le" can't be the writer, and no other
    player was spoken of: asked (never the writer's life)."""
    with pytest.raises(BoardError):
        answer("Estoy a 2 vidas y le pegué con mis Osos pardos.", named_catalog)


def test_a_number_after_a_spell_aimed_at_a_creature_is_never_a_life(named_catalog: CardCatalog) -> None:
    """ "Le tiro un Choque a uno" after two Elves: "a uno" was read as the opponent at 1 life."""
    try:
        found = answer("El rival tiene dos Elfos de Llanowar. Le tiro un Choque a uno.", named_catalog)
    except BoardError:
        return  # asked: fine
    assert [p.life for p in found.state.players if p.name in ("opponent", "oponente")] in ([], [20])


def test_a_life_said_after_a_spell_at_the_player_is_read(named_catalog: CardCatalog) -> None:
    """The twin: the Shock went to the player, so "queda a 1" is that player's life."""
    found = answer("El rival está a 3 vidas. Le tiro un Choque y queda a 1.", named_catalog)
    assert [p.life for p in found.state.players if p.name in ("opponent", "oponente")] == [1]
