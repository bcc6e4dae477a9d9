"""Wording families after the state-based actions, read from Oracle text (issue 33): subjects
with what a filter doesn't say (power, owner, equipped, who dealt the damage), clauses joined by
"or" with events no SBA causes, intervening "if"s read from last known information, and the
keywords that mean a dies trigger. English and Spanish boards, each with a near-miss twin."""

from __future__ import annotations

import pytest

from engine.board import parse_board
from engine.cards.catalog import CardCatalog
from engine.model import Zone
from engine.sba import SbaResult, check_sba


def check(board: str, cards: CardCatalog) -> SbaResult:
    return check_sba(parse_board(board, cards))


def sure(result: SbaResult) -> list[tuple[str | None, str]]:
    """(source card, rule) of each trigger Juez is sure of."""
    return [(t.card, t.rule) for t in result.triggers if t.certain]


def asked(result: SbaResult) -> list[str | None]:
    return [t.card for t in result.triggers if not t.certain]


def zone_of(result: SbaResult, card: str) -> Zone:
    return next(o.zone for o in result.final_state.objects if o.card == card)


# -- "a creature dealt damage by ~ this turn" --------------------------------------------------------

SENGIR = "Sengir Vampire"


@pytest.mark.parametrize(
    "board",
    [
        "Sengir Vampire; Grizzly Bears with 2 damage from Sengir Vampire",
        "Vampiro de Sengir; Osos pardos con 2 de daño del Vampiro de Sengir",
    ],
)
def test_603_2_dealt_damage_by_source_dies_triggers(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert (SENGIR, "603.6c") in sure(result) and asked(result) == []


@pytest.mark.parametrize(
    "board",
    [
        "Sengir Vampire; Hill Giant; Grizzly Bears with 2 damage from Hill Giant",
        "Vampiro de Sengir; Gigante de las colinas; Osos pardos con 2 de daño del Gigante de las colinas",
    ],
)
def test_603_2_damage_from_another_source_doesnt_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert SENGIR not in [c for c, _ in sure(result)] and asked(result) == []


@pytest.mark.parametrize(
    "board",
    ["Sengir Vampire; Grizzly Bears with 2 damage", "Vampiro de Sengir; Osos pardos con 2 de daño"],
)
def test_603_2_damage_source_unsaid_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """No board line said who dealt the damage: asked, never assumed either way."""
    result = check(board, named_catalog)
    assert asked(result) == [SENGIR] and sure(result) == []


@pytest.mark.parametrize(
    "board",
    [
        "Kumano's Pupils; Grizzly Bears with 2 damage from Kumano's Pupils",
        "Alumnos de Kumano; Osos pardos con 2 de daño de Alumnos de Kumano",
    ],
)
def test_614_1a_exiled_instead_when_the_source_dealt_the_damage(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Grizzly Bears") is Zone.EXILE


@pytest.mark.parametrize(
    "board",
    [
        "Kumano's Pupils; Hill Giant; Grizzly Bears with 2 damage from Hill Giant",
        "Alumnos de Kumano; Gigante de las colinas; Osos pardos con 2 de daño del Gigante de las colinas",
    ],
)
def test_614_1a_another_source_s_damage_isnt_replaced_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Grizzly Bears") is Zone.GRAVEYARD


# -- subjects: toughness, equipped, owner -----------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    ["Ulvenwald Observer; Craw Wurm with 4 damage", "Observador de Ulvenwald; Sierpe dragón con 4 de daño"],
)
def test_603_10a_toughness_4_or_greater_as_it_last_existed(board: str, named_catalog: CardCatalog) -> None:
    assert ("Ulvenwald Observer", "603.6c") in sure(check(board, named_catalog))


@pytest.mark.parametrize(
    "board",
    ["Ulvenwald Observer; Grizzly Bears with 2 damage", "Observador de Ulvenwald; Osos pardos con 2 de daño"],
)
def test_603_10a_toughness_2_doesnt_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert result.triggers == () and zone_of(result, "Grizzly Bears") is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "board",
    [
        "Stone Haven Outfitter; Grizzly Bears with 4 damage; Short Sword attached to Grizzly Bears",
        "Pertrechadora de Refugios Pedregosos; Osos pardos con 4 de daño; Espada corta anexada a Osos pardos",
    ],
)
def test_603_10a_an_equipped_creature_dies(board: str, named_catalog: CardCatalog) -> None:
    assert ("Stone Haven Outfitter", "603.6c") in sure(check(board, named_catalog))


@pytest.mark.parametrize(
    "board",
    [
        "Stone Haven Outfitter; Grizzly Bears with 4 damage",
        "Pertrechadora de Refugios Pedregosos; Osos pardos con 4 de daño",
    ],
)
def test_603_10a_an_unequipped_creature_doesnt_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Grizzly Bears") is Zone.GRAVEYARD and result.triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "you: Kothophed, Soul Hoarder; opponent: Grizzly Bears with 2 damage",
        "tú: Kothophed, acaparador de almas; oponente: Osos pardos con 2 de daño",
    ],
)
def test_603_6c_a_permanent_owned_by_another_player(board: str, named_catalog: CardCatalog) -> None:
    assert ("Kothophed, Soul Hoarder", "603.6c") in sure(check(board, named_catalog))


@pytest.mark.parametrize(
    "board",
    [
        "you: Kothophed, Soul Hoarder; Grizzly Bears with 2 damage",
        "tú: Kothophed, acaparador de almas; Osos pardos con 2 de daño",
    ],
)
def test_603_6c_your_own_permanent_doesnt_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


@pytest.mark.parametrize(
    "board",
    ["Pelt Collector; Hill Giant with 3 damage", "Coleccionista de pieles; Gigante de las colinas con 3 de daño"],
)
def test_603_4_greater_power_than_the_source(board: str, named_catalog: CardCatalog) -> None:
    assert ("Pelt Collector", "603.6c") in sure(check(board, named_catalog))


@pytest.mark.parametrize(
    "board",
    ["Pelt Collector; Llanowar Elves with 1 damage", "Coleccionista de pieles; Elfos de Llanowar con 1 de daño"],
)
def test_603_4_equal_power_doesnt_trigger_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Llanowar Elves") is Zone.GRAVEYARD and result.triggers == ()


# -- clauses joined by "or" ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "board",
    [
        "God-Eternal Oketra with 6 damage; Rest in Peace",
        "Oketra, diosa eterna con 6 de daño; Descanse en paz",
    ],
)
def test_603_6c_dies_or_is_put_into_exile_sees_the_exile(board: str, named_catalog: CardCatalog) -> None:
    """Rest in Peace exiles it instead (it doesn't die), and "or is put into exile" still sees it."""
    result = check(board, named_catalog)
    assert zone_of(result, "God-Eternal Oketra") is Zone.EXILE
    assert ("God-Eternal Oketra", "603.10a") in sure(result)


@pytest.mark.parametrize(
    "board",
    ["God-Eternal Oketra with 5 damage; Rest in Peace", "Oketra, diosa eterna con 5 de daño; Descanse en paz"],
)
def test_603_6c_nothing_leaves_nothing_triggers_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


@pytest.mark.parametrize("board", ["Bartered Cow with 3 damage", "Vaca vendida con 3 de daño"])
def test_603_2_dies_or_when_you_discard_it_dies(board: str, named_catalog: CardCatalog) -> None:
    assert sure(check(board, named_catalog)) == [("Bartered Cow", "603.10a")]


@pytest.mark.parametrize("board", ["Bartered Cow with 2 damage", "Vaca vendida con 2 de daño"])
def test_603_2_dies_or_when_you_discard_it_survives_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


# -- keywords that mean a dies trigger; haunt from exile only ---------------------------------------


@pytest.mark.parametrize(
    "board", ["Ministrant of Obligation with 1 damage", "Ministrante de la obligación con 1 de daño"]
)
def test_702_135a_afterlife_triggers_when_it_dies(board: str, named_catalog: CardCatalog) -> None:
    assert sure(check(board, named_catalog)) == [("Ministrant of Obligation", "702.135a")]


@pytest.mark.parametrize(
    "board",
    [
        "Ministrant of Obligation with 1 damage; Rest in Peace",
        "Ministrante de la obligación con 1 de daño; Descanse en paz",
    ],
)
def test_702_135a_afterlife_exiled_instead_triggers_nothing_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


@pytest.mark.parametrize("board", ["Orzhov Euthanist with 2 damage", "Eutanista orzhov con 2 de daño"])
def test_702_55a_haunt_triggers_when_it_dies(board: str, named_catalog: CardCatalog) -> None:
    assert sure(check(board, named_catalog)) == [("Orzhov Euthanist", "702.55a")]


@pytest.mark.parametrize(
    "board", ["Orzhov Euthanist; Grizzly Bears with 2 damage", "Eutanista orzhov; Osos pardos con 2 de daño"]
)
def test_702_55a_on_the_battlefield_it_haunts_nothing_twin(board: str, named_catalog: CardCatalog) -> None:
    """ "The creature it haunts dies" needs the card in exile: on the battlefield it haunts nothing."""
    assert check(board, named_catalog).triggers == ()


# -- an ability that moves its own card out of the graveyard works only there (113.6m) ------------


@pytest.mark.parametrize(
    "board", ["Nether Traitor; Grizzly Bears with 2 damage", "Traidor del submundo; Osos pardos con 2 de daño"]
)
def test_113_6m_returns_itself_from_the_graveyard_so_not_from_the_battlefield(
    board: str, named_catalog: CardCatalog
) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Grizzly Bears") is Zone.GRAVEYARD and result.triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 1 damage enchanted by Screams from Within",
        "Osos pardos con 1 de daño encantados por Gritos interiores",
    ],
)
def test_113_6m_an_aura_s_enchanted_creature_dying_is_the_exception_twin(
    board: str, named_catalog: CardCatalog
) -> None:
    """ "When enchanted creature dies, return ~ from your graveyard": it triggers from the battlefield."""
    assert ("Screams from Within", "603.6c") in sure(check(board, named_catalog))


@pytest.mark.parametrize(
    "board",
    ["Grizzly Bears enchanted by Screams from Within", "Osos pardos encantados por Gritos interiores"],
)
def test_603_6c_the_enchanted_creature_lives_nothing_triggers_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Grizzly Bears") is Zone.BATTLEFIELD and result.triggers == ()


# -- replacements: dealt damage by the enchanted creature, owned by an opponent ----------------------


@pytest.mark.parametrize(
    "board",
    [
        "Hill Giant; Kumano's Blessing attached to Hill Giant; Grizzly Bears with 2 damage from Hill Giant",
        "Gigante de las colinas; Bendición de Kumano anexada a Gigante de las colinas; "
        "Osos pardos con 2 de daño del Gigante de las colinas",
    ],
)
def test_614_1a_dealt_damage_by_the_enchanted_creature_is_exiled(board: str, named_catalog: CardCatalog) -> None:
    assert zone_of(check(board, named_catalog), "Grizzly Bears") is Zone.EXILE


@pytest.mark.parametrize(
    "board",
    [
        "Hill Giant; Gray Ogre; Kumano's Blessing attached to Gray Ogre; Grizzly Bears with 2 damage from Hill Giant",
        "Gigante de las colinas; Ogro gris; Bendición de Kumano anexada a Ogro gris; "
        "Osos pardos con 2 de daño del Gigante de las colinas",
    ],
)
def test_614_1a_dealt_damage_by_another_creature_dies_twin(board: str, named_catalog: CardCatalog) -> None:
    assert zone_of(check(board, named_catalog), "Grizzly Bears") is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "board",
    [
        "you: Anafenza, the Foremost; opponent: Grizzly Bears with 2 damage",
        "tú: Anafenza, la líder; oponente: Osos pardos con 2 de daño",
    ],
)
def test_614_1a_a_creature_an_opponent_owns_is_exiled(board: str, named_catalog: CardCatalog) -> None:
    assert zone_of(check(board, named_catalog), "Grizzly Bears") is Zone.EXILE


@pytest.mark.parametrize(
    "board",
    [
        "you: Anafenza, the Foremost; Grizzly Bears with 2 damage",
        "tú: Anafenza, la líder; Osos pardos con 2 de daño",
    ],
)
def test_614_1a_your_own_creature_dies_twin(board: str, named_catalog: CardCatalog) -> None:
    assert zone_of(check(board, named_catalog), "Grizzly Bears") is Zone.GRAVEYARD


# -- what stays unread is asked --------------------------------------------------------------------


@pytest.mark.parametrize("board", ["Wretched Camel with 1 damage", "Dromedario espantoso con 1 de daño"])
def test_603_2_a_condition_juez_cant_read_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """ "If you control a Desert or there is a Desert card in your graveyard": asked."""
    result = check(board, named_catalog)
    assert asked(result) == ["Wretched Camel"] and sure(result) == []


@pytest.mark.parametrize("board", ["Wretched Camel", "Dromedario espantoso"])
def test_603_2_nothing_dies_nothing_asked_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "Forest with 3 damage enchanted by Crackling Emergence",
        "Bosque con 3 de daño encantado por Aparición crepitante",
    ],
)
def test_614_1a_instead_sacrifice_the_aura_and_the_land_stays(board: str, named_catalog: CardCatalog) -> None:
    """The animated land would be destroyed: its Aura is sacrificed instead, so the land
    stays (a land again, the Aura that animated it gone)."""
    result = check(board, named_catalog)
    assert zone_of(result, "Forest") is Zone.BATTLEFIELD
    assert zone_of(result, "Crackling Emergence") is Zone.GRAVEYARD


@pytest.mark.parametrize(
    "board",
    [
        "Forest with 2 damage enchanted by Crackling Emergence",
        "Bosque con 2 de daño encantado por Aparición crepitante",
    ],
)
def test_614_1a_no_lethal_damage_nothing_sacrificed_twin(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Crackling Emergence") is Zone.BATTLEFIELD and result.rounds == ()


# -- a player losing the game (704.5a) triggers "whenever a player loses the game" --------------------


@pytest.mark.parametrize(
    "board",
    [
        "Ana: Blood Tyrant; Bob: 0 life; Carl: 20 life",
        "Ana: Tirano sangriento; Bob: 0 vidas; Carl: 20 vidas",
    ],
)
def test_603_2_a_player_losing_the_game_triggers(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert result.losers == ("Bob",) and not result.game_over
    assert [(t.card, t.event, t.controller) for t in result.triggers] == [("Blood Tyrant", "Bob", "Ana")]


@pytest.mark.parametrize(
    "board",
    ["Ana: Blood Tyrant; Bob: 1 life; Carl: 20 life", "Ana: Tirano sangriento; Bob: 1 vida; Carl: 20 vidas"],
)
def test_603_2_nobody_loses_nothing_triggers_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


# -- "a creature card is put into an opponent's graveyard from anywhere": a dying card, not a token --


@pytest.mark.parametrize(
    "board",
    [
        "you: Profane Memento; opponent: Grizzly Bears with 2 damage",
        "tú: Recuerdo profano; oponente: Osos pardos con 2 de daño",
    ],
)
def test_603_2_a_creature_card_put_into_a_graveyard_from_anywhere(board: str, named_catalog: CardCatalog) -> None:
    assert sure(check(board, named_catalog)) == [("Profane Memento", "603.6c")]


@pytest.mark.parametrize(
    "board",
    [
        "you: Profane Memento; opponent: a 2/2 black Zombie creature token with 2 damage",
        "tú: Recuerdo profano; oponente: una ficha de criatura Zombie negra 2/2 con 2 de daño",
    ],
)
def test_603_2_a_token_is_no_card_twin(board: str, named_catalog: CardCatalog) -> None:
    """111.1: a token isn't a card, so its dying isn't "a creature card is put into a graveyard"."""
    result = check(board, named_catalog)
    assert result.rounds and result.triggers == ()


# -- "whenever ~ becomes unattached": not read, so asked when its creature leaves ---------------------


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 4 damage; Grafted Wargear attached to Grizzly Bears",
        "Osos pardos con 4 de daño; Equipo de guerra injertado anexado a Osos pardos",
    ],
)
def test_603_2_becomes_unattached_is_asked_never_ignored(board: str, named_catalog: CardCatalog) -> None:
    result = check(board, named_catalog)
    assert zone_of(result, "Grizzly Bears") is Zone.GRAVEYARD and asked(result) == ["Grafted Wargear"]


@pytest.mark.parametrize(
    "board",
    [
        "Grizzly Bears with 3 damage; Grafted Wargear attached to Grizzly Bears",
        "Osos pardos con 3 de daño; Equipo de guerra injertado anexado a Osos pardos",
    ],
)
def test_603_2_its_creature_lives_nothing_asked_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()


# -- checks read on boards of unnamed objects (the first object given the paragraph) -------------------


def _with_text(board: str, text: str) -> SbaResult:
    state = parse_board(board)
    first = state.objects[0].model_copy(update={"statics": (text,)})
    return check_sba(state.model_copy(update={"objects": (first, *state.objects[1:])}))


MODIFIED = "Whenever a nontoken modified creature you control dies, you gain 1 life."


@pytest.mark.parametrize(
    "board",
    [
        "Watcher 1/1; Knight 2/2 with a +1/+1 counter and 3 damage",
        "Vigía 1/1; Caballero 2/2 con un contador +1/+1 y 3 de daño",
    ],
)
def test_700_9_a_creature_with_a_counter_is_modified(board: str) -> None:
    assert [t.certain for t in _with_text(board, MODIFIED).triggers] == [True]


@pytest.mark.parametrize("board", ["Watcher 1/1; Knight 2/2 with 2 damage", "Vigía 1/1; Caballero 2/2 con 2 de daño"])
def test_700_9_no_counter_no_attachment_isnt_modified_twin(board: str) -> None:
    assert _with_text(board, MODIFIED).triggers == ()


YOUR_TURN = "Whenever a creature you control dies during your turn, you gain 1 life."


@pytest.mark.parametrize(
    "board",
    [
        "you: Watcher 1/1, Knight 2/2 with 2 damage; opponent: Goblin 1/1; my turn",
        "tú: Vigía 1/1, Caballero 2/2 con 2 de daño; oponente: Trasgo 1/1; mi turno",
    ],
)
def test_603_2_during_your_turn_on_your_turn(board: str) -> None:
    assert [t.certain for t in _with_text(board, YOUR_TURN).triggers] == [True]


@pytest.mark.parametrize(
    "board",
    [
        "you: Watcher 1/1, Knight 2/2 with 2 damage; opponent: Goblin 1/1; opponent's turn",
        "tú: Vigía 1/1, Caballero 2/2 con 2 de daño; oponente: Trasgo 1/1; turno del rival",
    ],
)
def test_603_2_during_your_turn_on_the_opponents_twin(board: str) -> None:
    assert _with_text(board, YOUR_TURN).triggers == ()


@pytest.mark.parametrize(
    "board",
    [
        "you: Watcher 1/1, Knight 2/2 with 2 damage; opponent: Goblin 1/1",
        "tú: Vigía 1/1, Caballero 2/2 con 2 de daño; oponente: Trasgo 1/1",
    ],
)
def test_603_2_during_your_turn_unsaid_is_asked(board: str) -> None:
    assert [t.certain for t in _with_text(board, YOUR_TURN).triggers] == [False]


# -- blitz: its dies trigger exists only if it was cast for its blitz cost (702.152a) ----------------


@pytest.mark.parametrize("board", ["Girder Goons with 4 damage", "Girder Goons con 4 de daño"])
def test_702_152a_blitz_dies_trigger_is_asked(board: str, named_catalog: CardCatalog) -> None:
    """Its own "when ~ dies" triggers for sure; blitz's "draw a card" only if it was blitzed."""
    result = check(board, named_catalog)
    assert sure(result) == [("Girder Goons", "603.10a")]
    assert [(t.card, t.rule) for t in result.triggers if not t.certain] == [("Girder Goons", "702.152a")]


@pytest.mark.parametrize("board", ["Girder Goons with 3 damage", "Girder Goons con 3 de daño"])
def test_702_152a_blitz_nothing_dies_nothing_asked_twin(board: str, named_catalog: CardCatalog) -> None:
    assert check(board, named_catalog).triggers == ()
