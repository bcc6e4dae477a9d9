"""/layers: CR 613's Examples and the classic puzzles, as a judge types them, through the
handler path every surface shares (and `juez layers` itself), with each conclusion checked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.errors import BoardInputError
from bot.handlers.layers import object_names, traced
from bot.handlers.sba import read_board
from bot.replies.layers import cited_rules, layers_reply
from bot.replies.reply import to_text
from bot.terminal.cli import main
from engine.cards.catalog import CardCatalog
from engine.effects.model import Layer
from engine.effects.trace import LayersTrace
from engine.model import GameObject, GameState, Player


def trace(board: str, cards: CardCatalog, wanted: str | None = None) -> LayersTrace:
    return traced(read_board(board, cards), board, wanted)


def final(board: str, cards: CardCatalog, wanted: str) -> dict[str, str]:
    found = trace(board, cards, wanted)
    assert len(found.objects) == 1, found.objects
    assert not found.objects[0].alternatives
    return {layer.value: value for layer, value in found.objects[0].final.items()}


#: (CR Example, board as a judge says it, object, {layer: its final value}): every Example under 613.
EXAMPLES = [
    (
        "613.4d 1: +0/+1, switched, then +5/+0",
        'Knight 1/3; "gets +0/+1" on it; "switch its power and toughness" on it; "gets +5/+0" on it',
        "Knight",
        {"7c": "4/6"},
    ),
    ("613.4d 2: the +0/+1 ended first", 'Knight 1/3; "switch its power and toughness" on it', "Knight", {"7c": "3/1"}),
    (
        "613.4d 3: two switches cancel",
        'Knight 1/3; "gets +0/+1" on it; "switch its power and toughness" on it; "switch its power and toughness" on it',
        "Knight",
        {"7c": "1/4"},
    ),
    (
        "613.4 Honor of the Pure: turned white",
        'Honor of the Pure; Knight 2/2 black; "is white" on Knight',
        "Knight",
        {"5": "white", "7c": "3/3"},
    ),
    (
        "613.4 Honor of the Pure: then red",
        'Honor of the Pure; Knight 2/2 black; "is white" on Knight; "is red" on Knight',
        "Knight",
        {"5": "red", "7c": "2/2"},
    ),
    (
        "613.4 Gray Ogre: 7/9 before the 0/1",
        'Gray Ogre with a +1/+1 counter; "gets +4/+4" on it; Builder\'s Blessing',
        "Gray Ogre",
        {"7c": "7/9"},
    ),
    (
        "613.4 Gray Ogre: becomes 0/1, so 5/8",
        'Gray Ogre with a +1/+1 counter; "gets +4/+4" on it; Builder\'s Blessing; "becomes 0/1" on Gray Ogre',
        "Gray Ogre",
        {"7c": "5/8"},
    ),
    (
        "613.6 gets +1/+1 and a color",
        'Knight 2/2 black; "gets +1/+1 and is red" on it',
        "Knight",
        {"5": "red", "7c": "3/3"},
    ),
    (
        "613.6 Act of Treason",
        "Bob: Grizzly Bears. Ana: Act of Treason on Grizzly Bears",
        "Grizzly Bears",
        {"2": "Ana", "6": "haste", "7c": "2/2"},
    ),
    (
        "613.6 noncreature artifacts become 2/2 artifact creatures",
        'Sol Ring; Mind Stone; "becomes a 2/2 artifact creature" on Sol Ring and Mind Stone',
        "Mind Stone",
        {"4": "artifact creature", "7c": "2/2"},
    ),
    (
        "613.6 Svogthos: a 3/3 land creature, +1/+1",
        'Svogthos, the Restless Tomb; "becomes a 3/3 creature that\'s still a land" on it; "gets +1/+1" on it',
        "Svogthos",
        {"4": "land creature", "7c": "4/4"},
    ),
    (
        "613.6 Svogthos: its own ability, ten creature cards",
        'Svogthos, the Restless Tomb; "becomes a 3/3 creature that\'s still a land" on it; "gets +1/+1" on it; '
        "\"becomes a black and green Plant Zombie creature with 'This creature's power and toughness are each "
        "equal to the number of creature cards in your graveyard.' It's still a land\" on Svogthos; "
        "Grizzly Bears x10 in graveyard",
        "Svogthos",
        {"4": "land creature — Plant Zombie", "5": "black, green", "7c": "11/11"},
    ),
    (
        "613.6 Svogthos: the first effect again",
        'Svogthos, the Restless Tomb; "becomes a 3/3 creature that\'s still a land" on it; "gets +1/+1" on it; '
        "\"becomes a black and green Plant Zombie creature with 'This creature's power and toughness are each "
        "equal to the number of creature cards in your graveyard.' It's still a land\" on Svogthos; "
        '"becomes a 3/3 creature that\'s still a land" on Svogthos; Grizzly Bears x10 in graveyard',
        "Svogthos",
        {"4": "land creature", "7c": "4/4"},
    ),
    (
        "613.7a Rune of Flight on Colossus Hammer",
        "Grizzly Bears; Colossus Hammer attached to Grizzly Bears; Rune of Flight attached to Colossus Hammer",
        "Grizzly Bears",
        {"6": "flying", "7c": "12/12"},
    ),
    (
        "613.8 flying, then loses flying: the later wins",
        "Serra Angel; Flight attached to Serra Angel; Grounded attached to Serra Angel",
        "Serra Angel",
        {"6": "vigilance"},
    ),
    (
        "613.8 loses flying, then flying: the later wins",
        "Serra Angel; Grounded attached to Serra Angel; Flight attached to Serra Angel",
        "Serra Angel",
        {"6": "flying, vigilance"},
    ),
    (
        "613.8 white creatures get +1/+1; enchanted creature is white",
        'Crusade; Knight 2/2 black; "is white" on Knight',
        "Knight",
        {"5": "white", "7c": "3/3"},
    ),
]


@pytest.mark.parametrize(("example", "board", "wanted", "expected"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_613_examples_answered_with_their_conclusion(
    named_catalog: CardCatalog, example: str, board: str, wanted: str, expected: dict[str, str]
) -> None:
    got = final(board, named_catalog, wanted)
    assert {k: got[k] for k in expected} == expected, example


def test_613_6_act_of_treason_control_in_layer_2_then_haste_in_layer_6(named_catalog: CardCatalog) -> None:
    steps = trace("Bob: Grizzly Bears. Ana: Act of Treason on Grizzly Bears", named_catalog, "Grizzly Bears")
    assert [s.layer.value for s in steps.objects[0].steps] == ["2", "6"]


#: The classics judges carry charts for, in both languages: (board, object, {layer: value}).
CLASSICS = [
    ("Humility; Opalescence; Grizzly Bears", "Humility", {"4": "enchantment creature", "7c": "4/4"}),
    ("Humility; Opalescence; Grizzly Bears", "Grizzly Bears", {"7c": "1/1"}),
    ("Opalescence; Humility; Grizzly Bears", "Humility", {"7c": "1/1"}),
    ("Humildad; Opalescencia; Osos pardos", "Humildad", {"4": "enchantment creature", "7c": "4/4"}),
    ("Blood Moon; Urborg, Tomb of Yawgmoth; Forest", "Forest", {"4": "land — Forest"}),
    ("Urborg, Tomb of Yawgmoth; Blood Moon; Forest", "Urborg", {"4": "land — Mountain"}),
    ("Luna de sangre; Urborg, la tumba de Yawgmoth; Bosque", "Urborg", {"4": "land — Mountain"}),
    (
        "Tarmogoyf; Lightning Bolt in graveyard; Turn to Frog on Tarmogoyf",
        "Tarmogoyf",
        {"4": "creature — Frog", "5": "blue", "7c": "1/1"},
    ),
    ("Tarmogoyf; Lightning Bolt en el cementerio; Convertir en rana sobre Tarmogoyf", "Tarmogoyf", {"7c": "1/1"}),
    ("Tarmogoyf; Lightning Bolt in graveyard", "Tarmogoyf", {"7c": "1/2"}),
    ("Grizzly Bears; Giant Growth on it; Glorious Anthem", "Grizzly Bears", {"7c": "6/6"}),
    ("Bob: Osos pardos. Ana: Acto de traición sobre los Osos pardos", "Osos pardos", {"2": "Ana", "6": "haste"}),
]


@pytest.mark.parametrize(("board", "wanted", "expected"), CLASSICS, ids=[f"{c[0]} / {c[1]}" for c in CLASSICS])
def test_613_classic_puzzles(named_catalog: CardCatalog, board: str, wanted: str, expected: dict[str, str]) -> None:
    got = final(board, named_catalog, wanted)
    assert {k: got[k] for k in expected} == expected


def test_613_8a_urborg_depends_on_blood_moon_whatever_the_timestamps(named_catalog: CardCatalog) -> None:
    found = trace("Urborg, Tomb of Yawgmoth; Blood Moon; Forest", named_catalog, "Urborg")
    (step,) = found.objects[0].steps
    assert step.source == "Blood Moon" and step.order == "dependency"
    assert step.before_dependents == (("Urborg, Tomb of Yawgmoth", "exists"),)
    assert [(s.source, s.reason) for s in found.skipped] == [("Urborg, Tomb of Yawgmoth", "abilities_lost")]


def test_613_8b_a_dependency_loop_applies_in_timestamp_order() -> None:
    """Each effect changes what the other applies to: a loop, so timestamps decide."""
    from engine.effects.model import Layer
    from engine.effects.trace import trace_layers

    def enchantment(oid: str, text: str) -> GameObject:
        return GameObject(id=oid, name=oid, owner="you", card_types={"enchantment"}, colors=set(), statics=(text,))

    def creature(oid: str, color: str) -> GameObject:
        return GameObject(id=oid, name=oid, owner="you", card_types={"creature"}, power=2, toughness=2, colors={color})

    objects = (
        enchantment("A", "Green permanents are white."),
        enchantment("B", "White permanents are green."),
        creature("K1", "green"),
        creature("K2", "white"),
    )
    found = trace_layers(GameState(players=(Player(name="you"),), objects=objects), "K1")
    assert [(s.source, s.order) for s in found.objects[0].steps] == [("A", "loop"), ("B", "timestamp")]
    assert found.objects[0].final[Layer.COLOR] == "green"
    assert "613.8b" in to_text(layers_reply(found, "en"))


def test_an_object_no_effect_reaches_says_nothing_changes_it(named_catalog: CardCatalog) -> None:
    found = trace("Grizzly Bears with 1 damage; Savannah Lions", named_catalog, "Grizzly Bears")
    (obj,) = found.objects
    assert not obj.changed and obj.start == obj.final
    text = to_text(layers_reply(found, "en"))
    assert "Nothing changes it" in text
    assert "Nada lo cambia" in to_text(layers_reply(found, "es"))


@pytest.mark.parametrize("lang", ["en", "es"])
def test_613_4c_counters_alone_are_traced_in_7c(named_catalog: CardCatalog, lang: str) -> None:
    """Counters apply in layer 7c even where no effect does: two +1/+1 and three -1/-1 counters
    make the Bears 1/1, and /layers shows it instead of "no continuous effect changes anything"."""
    board = {
        "en": "Grizzly Bears with two +1/+1 counters and three -1/-1 counters; Savannah Lions",
        "es": "Osos pardos con dos contadores +1/+1 y tres contadores -1/-1; Leones de la sabana",
    }[lang]
    found = trace(board, named_catalog)
    assert [o.card for o in found.objects] == ["Grizzly Bears"]  # the Lions: nothing changes them
    assert found.objects[0].final[Layer.PT_MODIFY] == "1/1"
    assert [s.order for s in found.objects[0].steps] == ["counters", "counters"]
    text = to_text(layers_reply(found, lang))
    assert "613.4c" in text and ("Nothing changes it" not in text and "Nada lo cambia" not in text)


def test_613_4c_a_board_without_counters_or_effects_traces_nothing(named_catalog: CardCatalog) -> None:
    """The near miss: a board whose creatures have no counters and no effect lists nothing."""
    assert trace("Grizzly Bears with 1 damage; Savannah Lions", named_catalog).objects == ()


def test_every_changed_object_without_object(named_catalog: CardCatalog) -> None:
    found = trace("Glorious Anthem; Grizzly Bears; Savannah Lions; Forest", named_catalog)
    assert [o.name for o in found.objects] == ["Grizzly Bears", "Savannah Lions"]


def test_an_object_the_board_lacks_is_a_localized_question(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardInputError) as caught:
        trace("Glorious Anthem; Grizzly Bears", named_catalog, "Tarmogoyf")
    assert caught.value.key == "layers.unknown_object"
    assert "Grizzly Bears" in str(caught.value.params["candidates"])


def test_an_unsaid_color_that_decides_is_asked_with_both_results(named_catalog: CardCatalog) -> None:
    found = trace("Knight 2/2; Honor of the Pure", named_catalog, "Knight")
    assert found.deciding and found.objects[0].alternatives
    text = to_text(layers_reply(found, "en", board=read_board("Knight 2/2; Honor of the Pure", named_catalog)))
    assert "It depends" in text and "the colors of Knight" in text and "3/3" in text and "2/2" in text


def test_an_ability_juez_cant_apply_is_said_before_the_values(named_catalog: CardCatalog) -> None:
    board = "Grizzly Bears; Rune of Flight attached to Grizzly Bears; Sol Ring"
    found = trace(board, named_catalog)
    assert not found.unapplied  # Rune of Flight reads whole
    state = GameState(
        players=(Player(name="you"),),
        objects=(
            GameObject(
                id="X",
                name="X",
                owner="you",
                card_types={"enchantment"},
                statics=("Creatures you control have soulbond-ish powers.",),
            ),
        ),
    )
    from engine.effects.trace import trace_layers

    assert trace_layers(state).unapplied == (("X", "Creatures you control have soulbond-ish powers."),)
    assert "Not applied" in to_text(layers_reply(trace_layers(state), "en"))


def test_spanish_reply_uses_printed_names_and_spanish_layer_names(named_catalog: CardCatalog) -> None:
    board = "Blood Moon; Urborg, Tomb of Yawgmoth; Forest"
    state = read_board(board, named_catalog)
    found = traced(state, board, "Urborg")
    reply = layers_reply(
        found,
        "es",
        board=state,
        names=object_names(state, named_catalog, "es"),
    )
    text = to_text(reply)
    assert "capa 4: efectos que cambian el tipo" in text
    assert "Luna de sangre" in text and "Urborg, la tumba de Yawgmoth" in text
    assert "tierra — Montaña" in text
    assert "Blood Moon" not in text.replace("Nonbasic lands are Mountains", "")


def test_the_7c_layer_name_in_spanish(named_catalog: CardCatalog) -> None:
    found = trace("Glorious Anthem; Grizzly Bears", named_catalog, "Grizzly Bears")
    assert "capa 7c: efectos que modifican la fuerza y/o la resistencia" in to_text(layers_reply(found, "es"))


def test_every_step_cites_its_layer_and_order_rules(named_catalog: CardCatalog) -> None:
    found = trace(
        "Urborg, Tomb of Yawgmoth; Blood Moon; Grizzly Bears with a +1/+1 counter; Glorious Anthem", named_catalog
    )
    cited = cited_rules(found)
    assert {"613.1", "613.1d", "613.4c", "613.7", "613.8a", "613.8b"} <= set(cited)


def test_pending_state_based_actions_point_to_sba(named_catalog: CardCatalog) -> None:
    from bot.handlers.layers import sba_pending

    assert sba_pending(read_board("Humility; Grizzly Bears with 1 damage", named_catalog))
    assert not sba_pending(read_board("Glorious Anthem; Grizzly Bears with 2 damage", named_catalog))


def test_juez_layers_json_on_the_command_line(named_cards_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    code = main(
        [
            "layers",
            "Humility timestamp 1; Opalescence timestamp 2; Grizzly Bears",
            "--object",
            "Humility",
            "--json",
            "--db",
            str(named_cards_db),
        ]
    )
    assert code == 0
    shown = json.loads(capsys.readouterr().out)
    (obj,) = shown["objects"]
    assert obj["final"]["7c"] == "4/4"
    assert [s["layer"] for s in obj["steps"]] == ["4", "6", "7b", "7b"]


def test_juez_layers_text_in_spanish(named_cards_db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    capsys.readouterr()
    board = "Humildad marca de tiempo 1; Opalescencia marca de tiempo 2; Osos pardos"
    assert main(["layers", board, "--lang", "es", "--db", str(named_cards_db)]) == 0
    out = capsys.readouterr().out
    assert "Humildad, capa por capa" in out and "capa 7b: efectos que establecen la fuerza y/o la resistencia" in out
    assert "criatura — Oso" in out  # the printed Spanish type line's subtype, from the stored card
    assert "Oracle (en inglés)" in out


@pytest.mark.parametrize(
    ("board", "lions"),
    [
        ("two Savannah Lions and Honor of the Pure; Giant Growth on the first one", ("6/5", "3/2")),
        ("dos Leones de la sabana y El honor de los puros; Crecimiento gigante sobre el segundo", ("3/2", "6/5")),
    ],
)
def test_611_2c_a_spell_on_one_copy_said_by_its_ordinal(
    named_catalog: CardCatalog, board: str, lions: tuple[str, str]
) -> None:
    found = trace(board, named_catalog)
    assert [found.names[o.id][-2:] for o in found.objects] == ["#1", "#2"]  # copies told apart
    assert tuple(o.final[Layer.PT_MODIFY] for o in found.objects) == lions


def test_115_1_it_after_a_spell_is_the_last_object_it_could_target(named_catalog: CardCatalog) -> None:
    """ "Hill Giant; Kenrith's Transformation attached to it; Ovinize on it": "it" is the Giant
    (Ovinize targets a creature), never the Aura written just before."""
    board = "Hill Giant; Kenrith's Transformation attached to it; Ovinize on it"
    assert final(board, named_catalog, "Hill Giant")["7c"] == "0/1"
    twin = "Hill Giant; Kenrith's Transformation attached to it; Giant Growth on it"
    assert final(twin, named_catalog, "Hill Giant")["7c"] == "6/6"


def test_115_1_a_spell_on_a_named_object_it_cannot_target_is_asked(named_catalog: CardCatalog) -> None:
    with pytest.raises(BoardInputError):
        trace("Hill Giant; Kenrith's Transformation attached to it; Ovinize on Kenrith's Transformation", named_catalog)
