""" "Giant Growth wears off and the Bears are a 2/2 with 3 damage... dead?": judges tell the
cleanup step by what it does. 514.2 removes damage and ends "until end of turn" effects at once,
so the Bears are never a damaged 2/2; an animation ending makes an Aura or Equipment illegal.
With it, the events judges tell around a response ("I responded with Giant Growth", "so Growth
resolved first", "the Bolt put 3 damage on a 5/5") are read, and checked against the story."""

from __future__ import annotations

import pytest

from engine.cards.catalog import CardCatalog
from engine.reading import answer
from engine.reading.natural import NaturalQuestion, natural_readings
from tests.engine.reading.outcomes import rules


@pytest.mark.parametrize(
    "board",
    [
        "I cast Giant Growth on my Grizzly Bears and he Bolted them. Giant Growth wears off. Do my Bears die?",
        "I cast Giant Growth on my Grizzly Bears and he Bolted them. The effect wears off.",
        "I cast Giant Growth on my Grizzly Bears and he Bolted them. Now we're in his cleanup step and the Bears"
        " are a 2/2 with 3 damage.",
        "He Bolted my Grizzly Bears and I responded with Giant Growth, so Growth resolved first and the Bolt put 3"
        " damage on a 5/5. Now we're in his cleanup step, Giant Growth wears off and the Bears are a 2/2 with 3"
        " damage... dead or not?",
        "Le lancé Crecimiento gigante a mis Osos pardos y mi rival les tiró un Relámpago. Se termina el efecto.",
        "Mis Osos pardos bloquearon a su Lobo guardián y antes del daño les lancé Crecimiento gigante. En el paso de"
        " limpieza se acaba el +3/+3... ¿mueren mis osos?",
    ],
)
def test_514_2_an_effect_said_wearing_off_ends_with_the_damage(board: str, named_catalog: CardCatalog) -> None:
    found = answer(board, named_catalog)
    assert rules(found) == []
    assert found.reading is not None and "3 damage" not in found.reading and "3 de daño" not in found.reading


def test_514_2_the_twin_without_the_pump_dies_before_cleanup(named_catalog: CardCatalog) -> None:
    """No pump told: the Bolt's 3 on a 2/2 is lethal; nothing wears off, the sentence isn't read."""
    with pytest.raises(NaturalQuestion):
        answer("My Grizzly Bears has 2 damage. Giant Growth wears off.", named_catalog)


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("He Bolted my Grizzly Bears and I responded with Giant Growth.", []),
        ("He Bolted my Grizzly Bears and I responded with Giant Growth on them.", []),
        ("Mi rival le tiró un Relámpago a mis Osos pardos y yo respondí con Crecimiento gigante.", []),
    ],
)
def test_608_1_a_response_resolves_first(board: str, expected: list[set[str]], named_catalog: CardCatalog) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_608_1_the_twin_told_after_the_bolt_is_asked(named_catalog: CardCatalog) -> None:
    """Not a response: the Bolt resolved and the Bears died (704.5g) before Giant Growth could
    be cast on them; what the writer means is asked, never the Bears kept alive."""
    with pytest.raises(NaturalQuestion):
        answer("He Bolted my Grizzly Bears and then I cast Giant Growth on them.", named_catalog)


def test_608_1_a_response_that_could_be_aimed_elsewhere_says_where(named_catalog: CardCatalog) -> None:
    """ "responded with Shock": at his face, his creature or mine? Not guessed."""
    with pytest.raises(NaturalQuestion):
        answer("He Bolted my Grizzly Bears and I responded with Shock.", named_catalog)


def test_608_1_an_order_said_again_is_checked(named_catalog: CardCatalog) -> None:
    assert rules(answer("He Bolted my Grizzly Bears and I responded with Giant Growth, so Growth resolved first.",
                        named_catalog)) == []  # fmt: skip
    with pytest.raises(NaturalQuestion):  # the story has the Bolt first: the words disagree
        answer("He Bolted my Grizzly Bears and then I cast Giant Growth on them, so Growth resolved first.",
               named_catalog)  # fmt: skip


@pytest.mark.parametrize(("size", "asked"), [("5/5", False), ("2/2", True)])
def test_120_3_the_size_a_spells_damage_was_said_to_hit_is_checked(
    size: str, asked: bool, named_catalog: CardCatalog
) -> None:
    """ "the Bolt put 3 damage on a 2/2" after Giant Growth resolved first: the words and the
    story disagree on the size, asked; "on a 5/5" agrees."""
    board = f"He Bolted my Grizzly Bears and I responded with Giant Growth, so the Bolt put 3 damage on a {size}."
    if asked:
        with pytest.raises(NaturalQuestion):
            answer(board, named_catalog)
    else:
        assert rules(answer(board, named_catalog)) == []


@pytest.mark.parametrize(
    ("board", "expected"),
    [
        ("I crewed Smuggler's Copter and put Rancor on it. The Copter stops being a creature.", [{"704.5m"}]),
        (
            "I animated Mutavault and equipped Bonesplitter to it. At end of turn the Vault is a land again.",
            [{"704.5n"}],
        ),
        (
            "Tripulé el Cóptero de contrabandista y le puse Rencor. Ahora el Cóptero deja de ser criatura.",
            [{"704.5m"}],
        ),
        ("I crewed Smuggler's Copter and put Rancor on it.", []),
    ],
)
def test_514_2_an_animation_said_ending_makes_its_aura_illegal(
    board: str, expected: list[set[str]], named_catalog: CardCatalog
) -> None:
    assert rules(answer(board, named_catalog)) == expected


def test_514_2_a_permanent_never_animated_isnt_said_to_stop_being_one(named_catalog: CardCatalog) -> None:
    told = "My Grizzly Bears has 1 damage. The Bears is a land again."
    assert list(natural_readings(told, named_catalog, [])) == []


@pytest.mark.parametrize(
    ("clitic", "expected"),
    [("les", [{"704.5g"}]), ("le", None)],
)
def test_704_5g_a_plural_clitic_is_the_object_said_in_the_plural(
    clitic: str, expected: list[set[str]] | None, named_catalog: CardCatalog
) -> None:
    """ "Mis Osos pardos bloquearon a su Lobo guardián y … les lancé Crecimiento gigante": "les"
    is the Bears (the Wolf, singular, is "le"), pumped before the damage: the Wolf dies. With
    "le" (used for either in speech) which one is never guessed."""
    board = f"Mis Osos pardos bloquearon a su Lobo guardián y antes del daño {clitic} lancé Crecimiento gigante."
    if expected is None:
        with pytest.raises(NaturalQuestion):
            answer(board, named_catalog)
    else:
        assert rules(answer(board, named_catalog)) == expected


@pytest.mark.parametrize(("amount", "expected"), [("3", [{"704.5g"}]), ("2", None)])
def test_704_5g_damage_a_plural_was_left_with_is_the_total_now(
    amount: str, expected: list[set[str]] | None, named_catalog: CardCatalog
) -> None:
    """ "mis osos se quedaron con N daños" after the block: the total the combat left, checked
    (3 from a Watchwolf agrees; 2 doesn't, asked — never 2 more)."""
    board = f"Mis Osos pardos bloquearon a su Lobo guardián. Mis osos se quedaron con {amount} daños."
    if expected is None:
        with pytest.raises(NaturalQuestion):
            answer(board, named_catalog)
    else:
        assert rules(answer(board, named_catalog)) == expected


def test_120_3d_a_clitic_after_a_block_is_either_creature(named_catalog: CardCatalog) -> None:
    """ "bloquea a los Arieteros boggart y le ponen tres contadores -1/-1": the wither damage on
    the Wolf, or counters on the Ram-Gang? Either creature of the fight: not guessed."""
    with pytest.raises(NaturalQuestion):
        answer(
            "Mi Lobo joven bloquea a los Arieteros boggart de mi rival y le ponen tres contadores -1/-1.",
            named_catalog,
        )
