"""Battles as judges tell them: who protects one, an attack on it, the Siege's trigger when its
last defense counter is removed (310.11b) and that trigger countered (701.6a), which is what
704.5v waits for."""

from __future__ import annotations

import pytest

from engine.board import BoardError
from engine.cards.catalog import CardCatalog
from engine.reading import answer
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I attack Invasion of Tarkir (5 defense, my opponent protects it) with a Craw Wurm, unblocked.",
        "AP attacks invasion of tarkir (5 def, nap protecting) w/ craw wurm, no block. after dmg?",
        "I cast Invasion of Tarkir, opp is protector. I attack it with Craw Wurm, 6 damage.",
        "Tengo Invasion of Gobakhan (defensa 3), el protector es mi rival. La ataqué con mi Gigante de las colinas, "
        "no bloqueó, le hice 3 y quedó sin contadores de defensa.",
    ],
)
def test_704_5v_a_siege_whose_last_counter_combat_removed_waits_for_its_trigger(
    named_catalog: CardCatalog, board: str
) -> None:
    # before: "my opponent protects it" unread, or the Siege read as the opponent's (704.5x) and
    # put into the graveyard at once (704.5v) though its 310.11b trigger had not left the stack
    assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    "board",
    [
        "I attack Invasion of Tarkir (5 defense, my opponent protects it) with a Craw Wurm, unblocked. "
        "The trigger goes on the stack and he Stifles it.",
        "Pablo controla Invasion of Gobakhan y yo soy su protector. Pablo la ataca con un Gigante de las colinas, "
        "no bloqueo, y le quita los 3 contadores de defensa que tenía. Respondo al disparo de la batalla con Reprimir.",
        "Invasion of Tarkir (5 defense). I attack it with a Craw Wurm, unblocked. Opp Stifles the trigger.",
    ],
)
def test_704_5v_the_same_siege_once_its_trigger_is_countered_goes(named_catalog: CardCatalog, board: str) -> None:
    assert rules(answer(board, named_catalog)) == [{"704.5v"}]


def test_701_6a_a_trigger_countered_where_none_waits_is_asked(named_catalog: CardCatalog) -> None:
    # 3 damage leaves 2 counters: nothing triggered, so "Stifles the trigger" names nothing real
    with pytest.raises(BoardError):
        answer(
            "Invasion of Tarkir (5 defense). I attack it with a Hill Giant, unblocked. Opp Stifles the trigger.",
            named_catalog,
        )


def test_310_8_the_protector_said_before_the_player_and_chosen(named_catalog: CardCatalog) -> None:
    for board in (
        "Ana controla Invasion of Tarkir y eligió a Bob como su protector.",
        "Invasion of Tarkir (defense 5), the protector is Bob. Ana controls it.",
    ):
        told = answer(board, named_catalog)
        battle = next(o for o in told.state.objects if o.name.startswith("Invasion of Tarkir"))
        assert battle.protector == "Bob"


def test_310_11a_a_siege_protected_by_its_own_controller_is_not_read(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardError):
        answer("Ana controla Invasion of Tarkir y eligió a Ana como su protector.", named_catalog)


def test_120_3h_an_attack_damage_said_after_it_is_checked_not_marked(named_catalog: CardCatalog) -> None:
    # before: "3 damage." after "no block." was marked on the attacker (704.5g on a 3/3 Giant)
    board = "I attacked Invasion of Tarkir (defense 5) with my Hill Giant, no block. 3 damage."
    assert rules(answer(board, named_catalog)) == []
    with pytest.raises(BoardError):  # a Hill Giant deals 3, not 4: a different total is asked
        answer("I attacked Invasion of Tarkir (defense 5) with my Hill Giant, no block. 4 damage.", named_catalog)


def test_310_4b_a_battle_cast_enters_with_its_printed_defense(named_catalog: CardCatalog) -> None:
    assert rules(
        answer(
            "I cast Invasion of Gobakhan, opp is protector. I attack it with Hill Giant, unblocked. "
            "Opp Stifles the trigger.",
            named_catalog,
        )
    ) == [{"704.5v"}]
    with pytest.raises(BoardError):  # defense unsaid and not cast here: how many counters, asked
        answer("Invasion of Gobakhan, opp is protector. I attack it with Hill Giant, unblocked.", named_catalog)


def test_514_2_next_turn_keeps_defense_counters_but_asks_about_damage(named_catalog: CardCatalog) -> None:
    # counters stay from turn to turn: the Siege told "next turn" is read
    board = (
        "I cast Invasion of Tarkir, opp is protector. Next turn I attack it with Craw Wurm, no blocks. "
        "The trigger goes on the stack and he Stifles it."
    )
    assert rules(answer(board, named_catalog)) == [{"704.5v"}]
    with pytest.raises(BoardError):  # damage of a turn before was removed in its cleanup: asked
        answer("I Shock his Centaur Courser. Next turn I Shock it again.", named_catalog)
