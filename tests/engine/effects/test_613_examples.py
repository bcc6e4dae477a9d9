"""Every Example under CR 613, with the example's own conclusion, through the effects engine.

Each builds the example's board as objects with static abilities (in Oracle words) and effects
a judge states (``StatedEffect``), applies continuous effects, and reads the characteristics.
"""

from __future__ import annotations

from engine.effects.layers import apply_effects
from engine.model import GameObject, GameState, Player, StatedEffect

YOU, BOB = "you", "Bob"


def creature(oid: str, power: int, toughness: int, **fields: object) -> GameObject:
    return GameObject(id=oid, name=oid, owner=YOU, card_types={"creature"}, power=power, toughness=toughness, **fields)


def permanent(oid: str, *statics: str, **fields: object) -> GameObject:
    fields.setdefault("card_types", {"enchantment"})
    return GameObject(id=oid, name=oid, owner=YOU, statics=statics, **fields)


def effect(text: str, *objects: str, at: int, **fields: object) -> StatedEffect:
    return StatedEffect(source=f"spell {at}", text=text, objects=objects, timestamp=at, **fields)


def now(*objects: GameObject, effects: tuple[StatedEffect, ...] = ()) -> dict[str, GameObject]:
    state = GameState(players=(Player(name=YOU), Player(name=BOB)), objects=objects, effects=effects)
    return apply_effects(state.objects, state.players, stated_effects=state.effects).objects


def pt(obj: GameObject) -> tuple[int, int]:
    return obj.effective_power, obj.effective_toughness


def test_613_4d_example_1_a_switch_then_a_modification() -> None:
    """1/3, +0/+1, switched: 4/1; then +5/+0: 4/6."""
    first = now(
        creature("C", 1, 3),
        effects=(effect("gets +0/+1", "C", at=1), effect("switch its power and toughness", "C", at=2)),
    )
    assert pt(first["C"]) == (4, 1)
    later = (
        effect("gets +0/+1", "C", at=1),
        effect("switch its power and toughness", "C", at=2),
        effect("gets +5/+0", "C", at=3),
    )
    assert pt(now(creature("C", 1, 3), effects=later)["C"]) == (4, 6)


def test_613_4d_example_2_the_modification_ends_before_the_switch() -> None:
    """Without the +0/+1 the switched 1/3 is 3/1."""
    assert pt(now(creature("C", 1, 3), effects=(effect("switch its power and toughness", "C", at=2),))["C"]) == (3, 1)


def test_613_4d_example_3_two_switches_cancel() -> None:
    effects = (
        effect("gets +0/+1", "C", at=1),
        effect("switch its power and toughness", "C", at=2),
        effect("switch its power and toughness", "C", at=3),
    )
    assert pt(now(creature("C", 1, 3), effects=effects)["C"]) == (1, 4)


def test_613_5_example_1_honor_of_the_pure_follows_the_color() -> None:
    honor = permanent("Honor of the Pure", "White creatures you control get +1/+1.")
    bear = creature("C", 2, 2, colors={"black"})
    assert pt(now(honor, bear)["C"]) == (2, 2)
    assert pt(now(honor, bear, effects=(effect("is white", "C", at=5),))["C"]) == (3, 3)
    turned_red = (effect("is white", "C", at=5), effect("is red", "C", at=6))
    assert pt(now(honor, bear, effects=turned_red)["C"]) == (2, 2)


def test_613_5_example_2_gray_ogre_set_after_modifications() -> None:
    """Counter, +4/+4, +0/+2 from an enchantment: 7/9; then "becomes 0/1" (7b): 5/8."""
    ogre = creature("Gray Ogre", 2, 2, counters={"+1/+1": 1}, timestamp=1)
    anthem = permanent("Anthem", "Creatures you control get +0/+2.", timestamp=3)
    pumped = (effect("gets +4/+4 until end of turn", "Gray Ogre", at=2),)
    assert pt(now(ogre, anthem, effects=pumped)["Gray Ogre"]) == (7, 9)
    shrunk = (*pumped, effect("becomes 0/1 until end of turn", "Gray Ogre", at=4))
    assert pt(now(ogre, anthem, effects=shrunk)["Gray Ogre"]) == (5, 8)


def test_613_6_example_1_one_effect_in_two_layers() -> None:
    """ "Gets +1/+1 and becomes the color of your choice": color in 5, size in 7c."""
    done = now(creature("C", 2, 2, colors={"green"}), effects=(effect("gets +1/+1 and is red", "C", at=1),))["C"]
    assert done.colors == {"red"} and pt(done) == (3, 3)


def test_613_6_example_2_act_of_treason_control_then_haste() -> None:
    done = now(creature("C", 2, 2), effects=(effect("has haste", "C", at=1, controller=BOB),))["C"]
    assert done.controller == BOB and "haste" in done.keywords


def test_613_6_example_3_the_same_objects_in_later_layers() -> None:
    """Noncreature artifacts become 2/2 artifact creatures: set to 2/2 in 7b though they are no
    longer noncreature artifacts by then."""
    march = permanent(
        "March",
        "Each noncreature artifact is a creature in addition to its other types and has base power and toughness 2/2.",
    )
    relic = GameObject(id="Relic", name="Relic", owner=YOU, card_types={"artifact"})
    done = now(march, relic)["Relic"]
    assert "creature" in done.card_types and (done.power, done.toughness) == (2, 2)


def test_613_6_example_4_svogthos_newest_set_wins_then_modifications() -> None:
    """A 3/3 land creature with +1/+1 is 4/4; Svogthos's later effect makes it 11/11 (10
    creature cards); the first effect applied again makes it 4/4 again."""
    land = GameObject(id="Svogthos", name="Svogthos", owner=YOU, card_types={"land"})
    first = effect(
        "is a creature in addition to its other types and has base power and toughness 3/3", "Svogthos", at=1
    )
    plus = effect("gets +1/+1", "Svogthos", at=2)
    assert pt(now(land, effects=(first, plus))["Svogthos"]) == (4, 4)
    own = effect("has base power and toughness 10/10", "Svogthos", at=3)
    assert pt(now(land, effects=(first, plus, own))["Svogthos"]) == (11, 11)
    again = effect(
        "is a creature in addition to its other types and has base power and toughness 3/3", "Svogthos", at=4
    )
    assert pt(now(land, effects=(first, plus, own, again))["Svogthos"]) == (4, 4)


def test_613_7a_example_rune_of_flight_granted_later_wins() -> None:
    """The Hammer's "loses flying" is older than the Rune's "has flying": the creature flies."""
    effects = (effect("gets +10/+10 and loses flying", "C", at=1), effect("has flying", "C", at=2))
    done = now(creature("C", 1, 1, keywords={"flying"}), effects=effects)["C"]
    assert "flying" in done.keywords and pt(done) == (11, 11)


def test_613_9_example_1_has_and_loses_flying_newest_wins() -> None:
    gives = permanent("Wings", "Enchanted creature has flying.", attached_to={"kind": "object", "id": "C"}, timestamp=1)
    takes = permanent(
        "Weight", "Enchanted creature loses flying.", attached_to={"kind": "object", "id": "C"}, timestamp=2
    )
    assert "flying" not in now(creature("C", 2, 2), gives, takes)["C"].keywords
    takes_first = takes.model_copy(update={"timestamp": 0})
    assert "flying" in now(creature("C", 2, 2), gives, takes_first)["C"].keywords


def test_613_9_example_2_white_creatures_and_enchanted_is_white() -> None:
    anthem = permanent("Anthem", "White creatures get +1/+1.", timestamp=5)
    paint = permanent("Paint", "Enchanted creature is white.", attached_to={"kind": "object", "id": "C"}, timestamp=9)
    assert pt(now(creature("C", 2, 2, colors={"black"}), anthem, paint)["C"]) == (3, 3)
    assert pt(now(creature("C", 2, 2, colors={"black"}), anthem)["C"]) == (2, 2)
