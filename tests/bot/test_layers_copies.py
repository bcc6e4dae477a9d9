"""Copy effects (707, layer 1a) through the handler path every surface shares: CR 707's Examples
that a board can state, and the classic copy puzzles, in English and Spanish, each with the
conclusion checked and a near-miss twin."""

from __future__ import annotations

import pytest

from bot.handlers.layers import traced
from bot.handlers.sba import read_board
from bot.replies.layers import cited_rules, layers_reply
from bot.replies.reply import to_text
from engine.cards.catalog import CardCatalog
from engine.effects.model import Layer
from engine.effects.trace import LayersTrace
from engine.sba import check_sba


def trace(board: str, cards: CardCatalog, wanted: str | None = None) -> LayersTrace:
    return traced(read_board(board, cards), board, wanted)


def final(board: str, cards: CardCatalog, wanted: str) -> dict[str, str]:
    found = trace(board, cards, wanted)
    assert len(found.objects) == 1, found.objects
    assert not found.objects[0].alternatives
    return {layer.value: value for layer, value in found.objects[0].final.items()}


#: (CR Example, board as a judge says it, object, {layer: its final value}).
EXAMPLES = [
    (
        "707.2 Clone copying an animated Chimeric Staff: an artifact, not a 5/5 creature",
        'Chimeric Staff; "becomes a 5/5 Construct artifact creature" on Chimeric Staff; Clone copying Chimeric Staff',
        "Clone",
        {"4": "artifact", "5": "colorless", "7c": "—"},
    ),
    (
        "707.2 Clone copying a face-down Grinning Demon: a colorless 2/2 with no types",
        "Grinning Demon face down; Clone copying Grinning Demon",
        "Clone",
        {"4": "creature", "5": "colorless", "6": "—", "7c": "2/2"},
    ),
    (
        "707.3 Vesuvan Doppelganger doesn't copy the color",
        "Vesuvan Doppelganger copying Grizzly Bears",
        "Vesuvan Doppelganger",
        {"4": "creature — Bear", "5": "blue", "7c": "2/2"},
    ),
    (
        "707.4 Unstable Shapeshifter keeps Giant Growth's +3/+3 after copying",
        "Unstable Shapeshifter copying Grizzly Bears; Giant Growth on Unstable Shapeshifter",
        "Unstable Shapeshifter",
        {"4": "creature — Bear", "5": "green", "7c": "5/5"},
    ),
    (
        "707.9a Clone copying the Shapeshifter that copies Quirion Elves",
        "Clone copying Unstable Shapeshifter; Unstable Shapeshifter copying Quirion Elves",
        "Clone",
        {"4": "creature — Druid Elf", "5": "green", "7c": "1/1"},
    ),
    (
        "707.9b Copy Artifact copying Juggernaut: an artifact creature enchantment",
        "Copy Artifact copying Juggernaut",
        "Copy Artifact",
        {"4": "artifact enchantment creature — Juggernaut", "7c": "5/3"},
    ),
    (
        "707.9d Quicksilver Gargantuan copying Tarmogoyf: 7/7, no */1+*",
        "Quicksilver Gargantuan copying Tarmogoyf; Lightning Bolt in graveyard; Forest in graveyard",
        "Quicksilver Gargantuan",
        {"4": "creature — Lhurgoyf", "7c": "7/7"},
    ),
    (
        "707.9d a copy of a changeling has every creature type",
        "Clone copying Changeling Outcast",
        "Clone",
        {"4": "creature — Shapeshifter +every creature type", "6": "changeling"},
    ),
    (
        "707.3 Clone copying a Vesuvan Doppelganger that copies Runeclaw Bear: a blue Bear",
        "Clone copying Vesuvan Doppelganger; Vesuvan Doppelganger copying Runeclaw Bear",
        "Clone",
        {"4": "creature — Bear", "5": "blue", "7c": "2/2"},
    ),
    (
        "707.3 a face-down Grinning Demon copying Branchsnap Lorian stays a colorless 2/2",
        "Grinning Demon face down copying Branchsnap Lorian",
        "Grinning Demon",
        {"4": "creature", "5": "colorless", "6": "—", "7c": "2/2"},
    ),
    (
        "707.3 a face-down Grinning Demon copying Wandering Ones stays a colorless 2/2",
        "Grinning Demon face down copying Wandering Ones",
        "Grinning Demon",
        {"4": "creature", "5": "colorless", "6": "—", "7c": "2/2"},
    ),
    (
        "707.5 Clone copying Wall of Omens has the Wall's abilities",
        "Clone copying Wall of Omens",
        "Clone",
        {"4": "creature — Wall", "6": "defender", "7c": "0/4"},
    ),
    (
        "707.9d Glasspool Mimic copying a changeling has changeling and every creature type",
        "Glasspool Mimic copying Changeling Outcast",
        "Glasspool Mimic",
        {"6": "changeling"},
    ),
    (
        "707.9e Altered Ego copying a Clone that copied nothing: 0/0 with its X counters",
        "Altered Ego with three +1/+1 counters copying Clone",
        "Altered Ego",
        {"4": "creature — Shapeshifter", "7c": "3/3"},
    ),
]


@pytest.mark.parametrize(("example", "board", "wanted", "expected"), EXAMPLES, ids=[e[0] for e in EXAMPLES])
def test_707_examples_answered_with_their_conclusion(
    named_catalog: CardCatalog, example: str, board: str, wanted: str, expected: dict[str, str]
) -> None:
    got = final(board, named_catalog, wanted)
    assert {k: got[k] for k in expected} == expected, example


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        ("Grizzly Bears with two +1/+1 counters; Clone copying Grizzly Bears", "Clone"),
        ("Grizzly Bears; Giant Growth on Grizzly Bears; Clone copying Grizzly Bears", "Clone"),
        ("Osos pardos con dos contadores +1/+1; Clon copiando a Osos pardos", "Clon"),
    ],
)
def test_707_2_clone_of_a_pumped_creature_copies_only_what_is_printed(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    assert final(board, named_catalog, wanted)["7c"] == "2/2"


def test_707_2_the_pumped_original_twin_keeps_its_counters(named_catalog: CardCatalog) -> None:
    board = "Grizzly Bears with two +1/+1 counters; Clone copying Grizzly Bears"
    assert final(board, named_catalog, "Grizzly Bears")["7c"] == "4/4"


def test_707_2_phantasmal_image_copying_tarmogoyf_has_its_size_ability(named_catalog: CardCatalog) -> None:
    board = "Phantasmal Image copying Tarmogoyf; Lightning Bolt in graveyard; Forest in graveyard"
    got = final(board, named_catalog, "Phantasmal Image")
    assert got == {**got, "4": "creature — Illusion Lhurgoyf", "5": "green", "7c": "2/3"}


def test_707_9_a_copy_is_traced_in_layer_1a_naming_what_it_copies(named_catalog: CardCatalog) -> None:
    found = trace("Clone copying Grizzly Bears", named_catalog, "Clone")
    step = found.objects[0].steps[0]
    assert (step.layer, step.copied) == (Layer.COPY, "Grizzly Bears")
    text = to_text(layers_reply(found, "en"))
    assert "Clone copies Grizzly Bears" in text and "707.2" in text
    assert "707.2" in cited_rules(found)
    spanish = to_text(layers_reply(trace("Clon copiando a Osos pardos", named_catalog, "Clon"), "es"))
    assert "Clon copia Osos pardos" in spanish and "capa 1a" in spanish


def test_707_clone_without_what_it_copies_twin_is_asked_not_guessed(named_catalog: CardCatalog) -> None:
    found = trace("Clone; Grizzly Bears", named_catalog)
    assert any("copy of any creature" in text for _, text in found.unapplied)
    assert not trace("Clone copying Grizzly Bears", named_catalog).unapplied


def test_704_5j_a_clone_of_a_legend_is_named_like_it(named_catalog: CardCatalog) -> None:
    result = check_sba(read_board("Clone copying Thalia, Guardian of Thraben", named_catalog))
    assert [c.kind for c in result.pending_choices] == ["legend_rule"]


def test_704_5j_spark_double_twin_isnt_legendary(named_catalog: CardCatalog) -> None:
    result = check_sba(read_board("Spark Double copying Thalia, Guardian of Thraben", named_catalog))
    assert not result.pending_choices


def test_707_9_an_exception_juez_cant_read_is_asked(named_catalog: CardCatalog) -> None:
    """An unreadable exception leaves the copy unapplied and its paragraph listed."""
    from engine.effects.copies import copy_exceptions

    assert copy_exceptions("You may have ~ enter as a copy of a creature, except it's a wibble.") is None
    assert copy_exceptions("You may have ~ enter as a copy of a creature, except it isn't legendary.") is not None


@pytest.mark.parametrize(
    ("board", "wanted", "expected"),
    [
        (
            "Werewolf Ransacker #1; Werewolf Ransacker #2 token copying Werewolf Ransacker #1",
            "Werewolf Ransacker #2",
            ("creature — Werewolf", "5/4"),
        ),
        (
            "Saqueador licántropo #1; Saqueador licántropo #2 ficha copiando a Saqueador licántropo #1",
            "Saqueador licántropo #2",
            ("creature — Werewolf", "5/4"),
        ),
    ],
    ids=["en", "es"],
)
def test_707_8a_a_token_copy_of_a_transformed_card_has_its_back_face_up(
    named_catalog: CardCatalog, board: str, wanted: str, expected: tuple[str, str]
) -> None:
    """A token copying Afflicted Deserter with its back face up enters back face up (707.8,
    707.8a): Werewolf Ransacker's characteristics. That it has both faces and can transform is
    said beside them (``test_707_8a_a_token_copy_of_a_double_faced_permanent_…`` below)."""
    assert read_board(board, named_catalog).objects[1].token
    got = final(board, named_catalog, wanted)
    assert (got["4"], got["7c"]) == expected


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        ("Afflicted Deserter #1; Afflicted Deserter #2 token copying Afflicted Deserter #1", "Afflicted Deserter #2"),
        ("Desertor afligido #1; Desertor afligido #2 ficha copiando a Desertor afligido #1", "Desertor afligido #2"),
    ],
    ids=["en", "es"],
)
def test_707_8a_a_token_copy_of_the_front_face_has_it_up(named_catalog: CardCatalog, board: str, wanted: str) -> None:
    """Near miss: the original front face up, the token is a 3/2 Human Werewolf."""
    got = final(board, named_catalog, wanted)
    assert (got["4"], got["7c"]) == ("creature — Human Werewolf", "3/2")


@pytest.mark.parametrize(
    ("board", "wanted", "lang", "words"),
    [
        (
            "Unstable Shapeshifter copying Olivia Voldaren",
            "Unstable Shapeshifter",
            "en",
            '"Olivia Voldaren" means Unstable Shapeshifter itself',
        ),
        (
            "Metamorfo inestable copiando a Olivia Voldaren",
            "Metamorfo inestable",
            "es",
            '"Olivia Voldaren" se refiere a Metamorfo inestable',
        ),
    ],
    ids=["en", "es"],
)
def test_707_11_olivias_ability_on_the_shapeshifter_tracks_the_shapeshifter(
    named_catalog: CardCatalog, board: str, wanted: str, lang: str, words: str
) -> None:
    """A copied ability that calls its card by name means the copy, and keeps meaning it after it
    stops being a copy (201.5, 707.11): the +1/+1 counter goes on the Shapeshifter."""
    found = trace(board, named_catalog, wanted)
    (obj,) = found.objects
    texts = [text for name, text in obj.names_itself if name == "Olivia Voldaren"]
    assert any("Put a +1/+1 counter on Olivia Voldaren" in text for text in texts)
    assert not any("becomes a copy" in text for text in texts)  # its own ability names no copied card
    shown = to_text(layers_reply(found, lang))
    assert words in shown and "707.11" in shown
    assert {"201.5", "707.11"} <= set(cited_rules(found))


def test_707_11_twins_a_copy_whose_text_names_nothing_and_the_original(named_catalog: CardCatalog) -> None:
    assert not trace("Clone copying Grizzly Bears", named_catalog, "Clone").objects[0].names_itself
    found = trace("Unstable Shapeshifter copying Olivia Voldaren", named_catalog, "Olivia Voldaren")
    assert not found.objects[0].names_itself  # Olivia's own text names Olivia: nothing to say


@pytest.mark.parametrize(
    ("board", "wanted", "lang", "words"),
    [
        (
            "Werewolf Ransacker #1; Werewolf Ransacker #2 token copying Werewolf Ransacker #1",
            "Werewolf Ransacker #2",
            "en",
            "is a double-faced token (707.8a)",
        ),
        (
            "Saqueador licántropo #1; Saqueador licántropo #2 ficha copiando a Saqueador licántropo #1",
            "Saqueador licántropo #2",
            "es",
            "es una ficha de dos caras (707.8a)",
        ),
    ],
    ids=["en", "es"],
)
def test_707_8a_a_token_copy_of_a_double_faced_permanent_is_double_faced_and_transforms(
    named_catalog: CardCatalog, board: str, wanted: str, lang: str, words: str
) -> None:
    found = trace(board, named_catalog, wanted)
    (obj,) = found.objects
    assert obj.token_faces is not None and obj.token_faces[0] == "transforming"
    assert dict(obj.token_faces[1])["card"] == "Afflicted Deserter // Werewolf Ransacker"
    shown = to_text(layers_reply(found, lang))
    assert words in shown and ("can transform" in shown or "puede transformarse" in shown)
    assert "707.8a" in cited_rules(found)


@pytest.mark.parametrize(
    ("board", "wanted", "lang", "words"),
    [
        (
            "Clone #1 copying Afflicted Deserter; Clone #2 token copying Clone #1",
            "Clone #2",
            "en",
            "isn't a double-faced token",
        ),
        (
            "Clon #1 copiando a Desertor afligido; Clon #2 ficha copiando a Clon #1",
            "Clon #2",
            "es",
            "no es una ficha de dos caras",
        ),
    ],
    ids=["en", "es"],
)
def test_707_8a_a_token_copy_of_a_clone_isnt_double_faced(
    named_catalog: CardCatalog, board: str, wanted: str, lang: str, words: str
) -> None:
    """Example 2: the Clone isn't a double-faced card, whatever it copies."""
    found = trace(board, named_catalog, wanted)
    (obj,) = found.objects
    assert obj.token_faces is not None and obj.token_faces[0] == "not"
    assert obj.final[Layer.TYPE] == "creature — Human Werewolf"  # Afflicted Deserter's front face
    assert words in to_text(layers_reply(found, lang))


@pytest.mark.parametrize(
    ("board", "wanted"),
    [
        ("Grizzly Bears; Grizzly Bears #2 token copying Grizzly Bears", "Grizzly Bears #2"),
        ("Clone copying Afflicted Deserter", "Clone"),  # not a token: 707.8a says nothing of it
        ("Osos pardos; Osos pardos #2 ficha copiando a Osos pardos", "Osos pardos #2"),
    ],
)
def test_707_8a_twins_a_token_copy_of_a_single_faced_card_and_a_nontoken_copy(
    named_catalog: CardCatalog, board: str, wanted: str
) -> None:
    assert trace(board, named_catalog, wanted).objects[0].token_faces is None


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("Afflicted Deserter", "transforming"),  # its text transforms it
        ("Glasspool Mimic", "other"),  # a modal double-faced card: double-faced, no transform
        ("Jushi Apprentice", None),  # a flip card's halves are no faces (710)
        ("Grizzly Bears", None),
    ],
)
def test_712_which_cards_are_double_faced_for_707_8a(named_catalog: CardCatalog, name: str, kind: str | None) -> None:
    (obj,) = read_board(name, named_catalog).objects
    assert obj.double_faced == kind
