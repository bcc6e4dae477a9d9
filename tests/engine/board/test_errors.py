"""Bad boards get typed errors that say where, what was expected and the nearest keyword."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.replies.board_errors import render_board_error
from bot.replies.sba import sba_reply
from engine.board import BoardError, BoardSyntaxError, parse_board, suggest_keyword
from engine.board.errors import (
    AmbiguousReference,
    DuplicateLabel,
    EmptyBoard,
    NumberOutOfRange,
    TooLong,
    TooManyObjects,
    UnclosedQuote,
    UnknownReference,
)
from engine.sba import check_sba


def test_misspelt_keyword_points_at_the_word_and_suggests_it() -> None:
    with pytest.raises(BoardSyntaxError) as err:
        parse_board("Grizzly Bears 2/2 damge 2")
    assert (err.value.column, err.value.word, err.value.suggestion) == (19, "damge", "damage")
    assert "DAMAGE" in err.value.expected


def test_misspelt_spanish_keyword_suggests_the_spanish_one() -> None:
    with pytest.raises(BoardSyntaxError) as err:
        parse_board("Osos grizzly 2/2 dañoo 2")
    assert err.value.suggestion in ("daño", "dano")


def test_unclosed_quote_says_where_it_opened() -> None:
    with pytest.raises(UnclosedQuote) as err:
        parse_board('Bear 2/2; "Thalia, Guardian legendary creature 2/1')
    assert err.value.column == 11


def test_ambiguous_reference_lists_the_labels() -> None:
    with pytest.raises(AmbiguousReference) as err:
        parse_board("Bear 2/2 x2; Rancor aura attached to Bear")
    assert err.value.params["candidates"] == "Bear #1, Bear #2"


def test_label_makes_the_reference_unambiguous() -> None:
    state = parse_board("Bear 2/2 x2; Rancor aura attached to Bear #2")
    rancor = next(o for o in state.objects if o.name == "Rancor")
    assert rancor.attached_to is not None and rancor.attached_to.kind == "object"
    assert rancor.attached_to.id == "Bear #2"


def test_same_name_in_two_clauses_gets_labels() -> None:
    state = parse_board("Bear 2/2 damage 2; Bear 3/3 damage 2")
    assert [o.id for o in state.objects] == ["Bear #1", "Bear #2"]
    assert [a.subjects for a in check_sba(state).rounds[0].actions] == [("Bear #1",)]


def test_explicit_labels_must_be_distinct() -> None:
    with pytest.raises(DuplicateLabel):
        parse_board("Bear #a 2/2; Bear #a 3/3")


def test_unknown_reference_suggests_close_names() -> None:
    with pytest.raises(UnknownReference) as err:
        parse_board("Grizzly Bears 2/2; Rancor aura attached to Grizly Bears")
    assert "Grizzly Bears" in str(err.value.params["candidates"])


def test_numbers_out_of_game_sane_range() -> None:
    with pytest.raises(NumberOutOfRange):
        parse_board("Ana: life 99999999")
    with pytest.raises(NumberOutOfRange):
        parse_board("Ana: speed 9")


def test_length_limit() -> None:
    with pytest.raises(TooLong):
        parse_board("Bear 2/2; " * 401)


def test_object_limit() -> None:
    with pytest.raises(TooManyObjects):
        parse_board("Bear 2/2 x200; Wolf 2/2 x101")
    assert len(parse_board("Bear 2/2 x300").objects) == 300


def test_empty_board() -> None:
    for text in ("", "   ", ";;;;", "\n\n"):
        with pytest.raises(EmptyBoard):
            parse_board(text)


def test_team_clause_accepts_only_shared_totals() -> None:
    with pytest.raises(BoardError):
        parse_board("two-headed giant; team A: speed 2")


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.text(max_size=200))
def test_any_text_gives_a_state_or_a_board_error(text: str) -> None:
    try:
        state = parse_board(text)
    except BoardError:
        return
    check_sba(state)


board_words = st.sampled_from(
    [
        "Bear",
        "2/2",
        "0/0",
        "damage",
        "daño",
        "2",
        "-1",
        "+1/+1",
        "-1/-1",
        "counters",
        "contadores",
        "attached to",
        "anexada a",
        "aura",
        "equipment",
        "equipo",
        "legendary",
        "x2",
        "#2",
        ";",
        ",",
        ":",
        '"',
        "Ana:",
        "life",
        "vida",
        "poison",
        "token",
        "in graveyard",
        "enchant",
        "creature",
        "commander",
        "team",
        "A",
        "with",
        "y",
        "siege",
        "battle",
        "defense",
        "protector",
        "keep",
        "lore",
        "final chapter",
        "timestamp",
        "\n",
        "'",
        "“",
        "×",
        "🐻",
        "\x00",
        "sector",
        "alfa",
        "max",
        "gets",
        "recibe",
        "phased out",
        "two-headed giant",
        "Bear #2",
        "1000000000000",
        # forms added for how judges write: sentences, pronouns, possessives, teams, protection
        ".",
        "it",
        "and",
        "Ana's",
        "controls",
        "I control",
        "protection from",
        "green",
        "pro",
        "(",
        ")",
        "lethal damage",
        "zero",
        "Curse of",
        "Role",
        "Thalia,",
        "Guardian",
        "three",
        "phased in",
        "nobody",
        "Dr.",
        "commander damage from",
        "took",
        "enchanting",
        "equipped with",
        "colorless",
        "everything",
        "flying",
        "vuela",
        "ward 2",
        "rebatir {2}",
        "with deathtouch",
        "toque mortal",
        "has",
        "tiene",
        "It",
        "ella",
        "both players",
        "ambos jugadores",
        "until end of turn",
        "hasta el final del turno",
        "face down",
        "black",
        "aura",
        "enchanted by",
        "Fear",
        ".",
    ]
)


@settings(max_examples=700, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(board_words, max_size=25).map(" ".join))
def test_keyword_soup_gives_a_state_or_a_board_error(text: str) -> None:
    """Whatever the words, a state (and an answer that renders) or an error that renders."""
    try:
        state = parse_board(text)
    except BoardError as error:
        for lang in ("en", "es"):
            assert render_board_error(error, text, lang)
        return
    result = check_sba(state)
    for lang in ("en", "es"):
        assert sba_reply(result, lang, board=state).title


@pytest.mark.parametrize("board", ['team " "', 'Ana: "" 2/2', 'Grizzly Bears 2/2\nRancor aura attached to ""'])
def test_empty_quoted_name_says_where(board: str) -> None:
    with pytest.raises(BoardError) as caught:
        parse_board(board)
    assert caught.value.key == "board.empty_name" and caught.value.column is not None


def test_a_name_longer_than_any_card_says_where() -> None:
    with pytest.raises(BoardError) as caught:
        parse_board("Grizzly Bears 2/2; " + "word " * 60 + "2/2")
    assert caught.value.key == "board.name_too_long" and caught.value.column == 20


@pytest.mark.parametrize(
    ("word", "suggestion"),
    [("damge", "damage"), ("vidda", "vida"), ("poisn", "poison"), ("lealtda", "lealtad"), ("deathtuch", "deathtouch")],
)
def test_a_plausible_typo_gets_its_keyword(word: str, suggestion: str) -> None:
    assert suggest_keyword(word) == suggestion


@pytest.mark.parametrize("word", ["hasta", "has", "banana", "xyz", "Bears"])
def test_a_word_that_is_no_typo_gets_no_suggestion(word: str) -> None:
    assert suggest_keyword(word) is None
