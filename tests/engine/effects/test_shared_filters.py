"""What a filter matches, tested once for every effect that says the same words (611.3a, 613).

Four Glorious Anthems, or two Elvish Archdruids, share one test of "creatures you control" per
application (``_Context.matched``). Each test here fails if that sharing leaked something an effect
must read for itself: its own source ("other"), its source's controller, a reading it asks about,
or a characteristic an earlier layer changed."""

from __future__ import annotations

from engine.effects.layers import apply_effects
from engine.model import GameObject, GameState, Player, StatedEffect

YOU, BOB = "you", "Bob"


def elf(oid: str, *statics: str, owner: str = YOU, **fields: object) -> GameObject:
    fields.setdefault("colors", {"green"})
    return GameObject(
        id=oid, name=oid, owner=owner, card_types={"creature"}, subtypes={"elf"}, power=2, toughness=2,
        statics=statics, **fields,
    )  # fmt: skip


def enchantment(oid: str, text: str, owner: str = YOU, **fields: object) -> GameObject:
    fields.setdefault("colors", {"white"})
    return GameObject(id=oid, name=oid, owner=owner, card_types={"enchantment"}, statics=(text,), **fields)


def applied(*objects: GameObject, effects: tuple[StatedEffect, ...] = ()) -> tuple[dict[str, GameObject], set]:
    state = GameState(players=(Player(name=YOU), Player(name=BOB)), objects=objects, effects=effects)
    layered = apply_effects(state.objects, state.players, stated_effects=state.effects, assume=lambda key: True)
    return layered.objects, layered.readings


def size(obj: GameObject) -> tuple[int, int]:
    return obj.effective_power, obj.effective_toughness


LORD = "Other Elf creatures you control get +1/+1."
ANTHEM = "Creatures you control get +1/+1."
WHITE_ANTHEM = "White creatures you control get +1/+1."


def test_611_3a_two_lords_saying_other_pump_each_other_not_themselves() -> None:
    """Each lord leaves out only itself: both 3/3, the plain Elf 4/4."""
    now, _ = applied(elf("Lord A", LORD), elf("Lord B", LORD), elf("Elf"))
    assert (size(now["Lord A"]), size(now["Lord B"]), size(now["Elf"])) == ((3, 3), (3, 3), (4, 4))


def test_611_3a_one_lord_saying_other_leaves_itself_out() -> None:
    """Near miss: alone, the lord is its printed 2/2 and pumps the Elf once."""
    now, _ = applied(elf("Lord A", LORD), elf("Elf"))
    assert (size(now["Lord A"]), size(now["Elf"])) == ((2, 2), (3, 3))


def test_611_3a_the_same_words_read_each_sources_controller() -> None:
    """ "You" is each anthem's controller: one anthem each, each side's Elf +1/+1 only."""
    now, _ = applied(
        enchantment("Mine", ANTHEM), enchantment("Theirs", ANTHEM, owner=BOB), elf("A"), elf("B", owner=BOB)
    )
    assert (size(now["A"]), size(now["B"])) == ((3, 3), (3, 3))


def test_611_3a_two_anthems_of_one_controller_pump_only_theirs() -> None:
    """Near miss: both anthems mine, my Elf +2/+2 and the opponent's none."""
    now, _ = applied(enchantment("Mine", ANTHEM), enchantment("Also mine", ANTHEM), elf("A"), elf("B", owner=BOB))
    assert (size(now["A"]), size(now["B"])) == ((4, 4), (2, 2))


def test_611_3a_an_unsaid_color_is_asked_for_each_effect() -> None:
    """A creature whose color the board didn't give: each white anthem asks about it (no shared
    answer hides a reading)."""
    _, readings = applied(
        enchantment("First", WHITE_ANTHEM), enchantment("Second", WHITE_ANTHEM), elf("Elf", colors=None)
    )
    asked = {key[1] for key in readings if key[0] == "color"}
    assert asked == {"First", "Second"}


def test_611_3a_a_said_color_asks_nothing() -> None:
    """Near miss: the Elf said white, nothing is asked and both anthems apply."""
    now, readings = applied(
        enchantment("First", WHITE_ANTHEM), enchantment("Second", WHITE_ANTHEM), elf("Elf", colors={"white"})
    )
    assert not readings
    assert size(now["Elf"]) == (4, 4)


def _whitened(turned_white: bool) -> GameObject:
    """The Elf under a layer-4 effect and a 7c effect with the same filter, made white (or not)
    in layer 5 between them."""
    angels = enchantment("Angels", "White creatures you control are Angels in addition to their other types.")
    effects = (
        (StatedEffect(source="spell", text="becomes white", objects=("Elf",), timestamp=9),) if turned_white else ()
    )
    now, _ = applied(elf("Elf"), angels, enchantment("Pump", WHITE_ANTHEM), effects=effects)
    return now["Elf"]


def test_613_1_a_color_set_in_layer_5_is_read_by_the_same_filter_in_7c() -> None:
    """Green when layer 4 looked (no Angel), white by 7c: the white anthem pumps it. What layer 4's
    effect matched isn't reused after layer 5 changed a color."""
    elf_now = _whitened(turned_white=True)
    assert "angel" not in elf_now.subtypes
    assert size(elf_now) == (3, 3)


def test_613_1_a_green_elf_stays_out_of_both() -> None:
    """Near miss: left green, neither white effect applies."""
    elf_now = _whitened(turned_white=False)
    assert "angel" not in elf_now.subtypes
    assert size(elf_now) == (2, 2)


def test_611_3a_other_never_asks_about_its_own_source() -> None:
    """ "Other white Elves": the lord's own unsaid color decides nothing for it; only the other
    Elf's is asked about."""
    lord = "Other white Elf creatures you control get +1/+1."
    _, readings = applied(elf("Lord", lord, colors=None), elf("Elf", colors=None))
    assert {key[3] for key in readings if key[0] == "color"} == {"Elf"}


def test_611_3a_a_lord_said_white_asks_about_the_other_only_when_unsaid() -> None:
    """Near miss: both colors said, nothing is asked."""
    lord = "Other white Elf creatures you control get +1/+1."
    now, readings = applied(elf("Lord", lord, colors={"white"}), elf("Elf", colors={"white"}))
    assert not readings and size(now["Elf"]) == (3, 3) and size(now["Lord"]) == (2, 2)
